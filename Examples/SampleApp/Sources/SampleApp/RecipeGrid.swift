import SwiftUI

/// Recipes as tiles: two flexible columns on a phone, three fixed ones where there is room.
struct RecipeGrid: View {
    let recipes: [Recipe]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .compact {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                tiles
            }
            .sectionPadding()
        } else {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(200)), count: 3), spacing: 16) {
                tiles
            }
            .sectionPadding(24)
        }
    }

    private var tiles: some View {
        ForEach(recipes) { recipe in
            RecipeTile(recipe: recipe)
        }
    }
}

/// One tile: a colour block for the photo, the title, the cooking time.
struct RecipeTile: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 8)
                .fill(recipe.difficulty.color)
                .frame(height: 60)
            Text(recipe.title)
                .font(.headline)
                .lineLimit(1)
                .id("tile-\(recipe.id)-title")
            CookTimeBadge(minutes: recipe.minutes)
                .id("tile-\(recipe.id)-time")
        }
        .modifier(CardModifier())
        .id("tile-\(recipe.id)")
    }
}

#Preview("Grid") {
    RecipeGrid(recipes: Recipe.samples)
        .padding()
}

#Preview("Grid, regular width", traits: .landscapeRight) {
    RecipeGrid(recipes: Recipe.samples)
        .environment(\.horizontalSizeClass, .regular)
        .padding()
}
