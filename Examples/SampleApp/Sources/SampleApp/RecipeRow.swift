import SwiftUI

/// One recipe in the list: a coloured thumbnail, the title and time, a badge, the favourite heart.
struct RecipeRow: View {
    let recipe: Recipe
    @Binding var isFavorite: Bool
    var isCompact = true

    var body: some View {
        HStack(spacing: isCompact ? 8 : 16) {
            RoundedRectangle(cornerRadius: 8)
                .fill(recipe.difficulty.color)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: recipe.difficulty.symbol)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.title)
                    .font(.headline)
                    .lineLimit(1)
                    .id("row-\(recipe.id)-title")
                Text("\(recipe.minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            badge(for: recipe)
                .id("row-\(recipe.id)-badge")
            FavoriteButton(isOn: $isFavorite)
        }
        .padding(.vertical, 6)
        .id("row-\(recipe.id)")
    }

    /// The best thing to say about a recipe in a few characters.
    @ViewBuilder
    func badge(for item: Recipe) -> some View {
        if item.rating == 5 {
            Image(systemName: "crown.fill")
                .foregroundStyle(Color.brand)
        } else if item.minutes <= 15 {
            TagChip(tag: "quick", isSelected: true)
        } else {
            Text("\(item.tags.count) tags")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// A heart that toggles the binding it is given.
struct FavoriteButton: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(action: { isOn.toggle() }) {
            Image(systemName: isOn ? "heart.fill" : "heart")
                .foregroundStyle(isOn ? Color.red : Color.gray)
                .frame(width: 32, height: 32)
        }
        .buttonStyle(BorderlessButtonStyle())
    }
}

#Preview("Row") {
    @Previewable @State var isFavorite = false
    RecipeRow(recipe: .sample, isFavorite: $isFavorite)
        .padding(.horizontal)
}

#Preview("Roomy favourite row", traits: .sizeThatFitsLayout) {
    @Previewable @State var isFavorite = true
    RecipeRow(recipe: Recipe.samples[1], isFavorite: $isFavorite, isCompact: false)
}

#Preview("Rows", traits: .sizeThatFitsLayout) {
    RecipeRow(recipe: Recipe.samples[2], isFavorite: .constant(false))
    RecipeRow(recipe: Recipe.samples[3], isFavorite: .constant(true))
}
