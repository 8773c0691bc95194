import SwiftUI

/// The featured recipe at the top of the home screen: a brand-coloured block, its title at the bottom.
struct FeaturedRecipeBanner: View {
    let recipe: Recipe
    var height: CGFloat = 140

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.brand
            VStack(alignment: .leading, spacing: 4) {
                Text("FEATURED")
                    .font(.caption)
                    .id("banner-kicker")
                Text(recipe.title)
                    .font(.title)
                    .lineLimit(1)
                    .id("banner-title")
            }
            .padding(.cardPadding)
        }
        .frame(height: height)
        .clipShape(RoundedRectangle(cornerRadius: .cornerRadius))
        .id("banner")
    }
}

/// Time, servings and difficulty in one line. The time is never cut; the servings give way first.
struct RecipeStatsBar: View {
    let recipe: Recipe

    var body: some View {
        HStack(spacing: 12) {
            Group {
                Text("\(recipe.minutes) min")
                    .fixedSize()
                    .layoutPriority(1)
                    .id("stat-time")
                Text("\(recipe.servings) servings")
                    .lineLimit(1)
                    .id("stat-servings")
            }
            .font(.subheadline)
            Rectangle()
                .fill(Color.brand)
                .frame(width: 1, height: 16)
            Text(recipe.difficulty.label)
                .lineLimit(1)
                .id("stat-difficulty")
        }
        .cornerRadius(8)
    }
}

#Preview("Banner", traits: .fixedLayout(width: 390, height: 200)) {
    FeaturedRecipeBanner(recipe: .sample)
}

#Preview("Stats bar", traits: .sizeThatFitsLayout) {
    RecipeStatsBar(recipe: Recipe.samples[2])
        .padding()
}
