import SwiftUI

/// The home screen: a heading and every recipe, one row each; a friendly empty state before the first.
struct RecipeList: View {
    let recipes: [Recipe]
    var title: String? = nil
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if recipes.isEmpty {
            EmptyRecipesView()
        } else {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    header
                    ForEach(recipes) { recipe in
                        RecipeRow(
                            recipe: recipe,
                            isFavorite: .constant(recipe.rating == 5),
                            isCompact: sizeClass == .compact
                        )
                        Divider()
                    }
                }
                .sectionPadding()
            }
        }
    }

    private var header: some View {
        HStack {
            Text(title ?? "Recipes")
                .font(.title)
                .id("list-title")
            Spacer()
            Text("\(recipes.count) recipes")
                .font(.caption)
                .foregroundStyle(.secondary)
                .id("list-count")
        }
        .padding(.bottom, 8)
    }
}

/// What the list shows before the first recipe.
struct EmptyRecipesView: View {
    var message = "Add a recipe to get started."
    var onAdd: () -> Void = {}

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "fork.knife")
                .font(.system(size: 34))
                .foregroundStyle(Color.brand)
                .id("empty-icon")
            Text("No recipes yet")
                .font(.headline)
            Text(message)
                .foregroundStyle(.secondary)
                .id("empty-message")
            Button("Add recipe") { onAdd() }
                .buttonStyle(PillButtonStyle())
                .id("add-button")
        }
        .padding(24)
    }
}

#Preview("Recipes") {
    RecipeList(recipes: Recipe.samples, title: "Recipes")
}

#Preview("No recipes yet") {
    RecipeList(recipes: [])
}
