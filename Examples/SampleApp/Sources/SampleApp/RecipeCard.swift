import SwiftUI

/// The card on the home screen: title and difficulty, a summary line, the rating, the tags.
struct RecipeCard: View {
    let recipe: Recipe
    var showsTags = true

    var body: some View {
        Card {
            header
            Text(subtitle(for: recipe))
                .font(.caption)
                .foregroundStyle(.secondary)
                .id("card-subtitle")
            if let rating = recipe.rating {
                RatingView(rating: rating)
                    .id("card-rating")
            } else {
                Text("Not rated yet")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .id("card-unrated")
            }
            if showsTags && !recipe.tags.isEmpty {
                TagList(tags: recipe.tags)
            }
        }
        .id("recipe-card")
    }

    private var header: some View {
        HStack(alignment: .top) {
            Text(recipe.title)
                .font(.cardTitle)
                .lineLimit(2)
                .id("card-title")
            Spacer(minLength: 8)
            DifficultyBadge(difficulty: recipe.difficulty)
                .id("card-badge")
        }
    }

    func subtitle(for r: Recipe) -> String {
        let servings = r.servings == 1 ? "1 serving" : "\(r.servings) servings"
        return "\(r.minutes) min, \(servings)"
    }
}

#Preview {
    RecipeCard(recipe: .sample)
        .padding()
}

#Preview("Unrated card", traits: .sizeThatFitsLayout) {
    RecipeCard(recipe: Recipe.samples[2])
}

#Preview("Card without tags, dark", traits: .sizeThatFitsLayout) {
    RecipeCard(recipe: .sample, showsTags: false)
        .preferredColorScheme(.dark)
}
