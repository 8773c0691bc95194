import SwiftUI

/// A recipe's own screen: the header, the ingredients (three until expanded), the method, a button to start.
struct RecipeDetail: View {
    let recipe: Recipe
    @State private var isExpanded = false
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                header
                SectionBox("Ingredients") {
                    DisclosureHeader(title: "\(recipe.ingredients.count) ingredients", isOn: $isExpanded)
                    IngredientList(ingredients: recipe.ingredients, isExpanded: isExpanded)
                }
                .id("ingredients-section")
                SectionBox("Method") {
                    ForEach(recipe.steps.indices, id: \.self) { index in
                        StepRow(number: index + 1, text: recipe.steps[index])
                    }
                }
                .id("method-section")
                Button("Start cooking") { isExpanded = true }
                    .buttonStyle(PillButtonStyle(fill: .brand))
                    .id("start-button")
                    .frame(maxWidth: .infinity)
            }
            .padding(.vertical, 16)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(recipe.title)
                .font(.detailTitle)
                .id("detail-title")
            HStack(spacing: 12) {
                Label("\(recipe.minutes) min", systemImage: "clock")
                    .id("detail-time")
                Label("Serves \(recipe.servings)", systemImage: "person.2")
                Spacer()
                FavoriteButton(isOn: $isFavorite)
                    .id("detail-favorite")
            }
            .font(.subheadline)
            TagList(tags: recipe.tags)
        }
        .sectionPadding()
        .id("detail-header")
    }
}

/// A section's heading with a button that shows more or less, bound to the parent's state.
struct DisclosureHeader: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
                .font(.headline)
                .id("disclosure-title")
            Spacer()
            Button(action: toggle) {
                Label(isOn ? "Less" : "All", systemImage: isOn ? "chevron.up" : "chevron.down")
                    .font(.caption)
            }
            .buttonStyle(.bordered)
            .id("disclosure-button")
        }
    }

    private func toggle() {
        isOn.toggle()
    }
}

/// Numbered ingredients with their amounts; the first few only until the list is expanded.
struct IngredientList: View {
    let ingredients: [Ingredient]
    var isExpanded: Bool
    var collapsedCount = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(ingredients.enumerated()), id: \.offset) { index, ingredient in
                if isExpanded || index < collapsedCount {
                    HStack(spacing: .rowSpacing) {
                        Text("\(index + 1).")
                            .font(.caption)
                            .frame(width: 20, alignment: .trailing)
                        Text(ingredient.name)
                        Spacer(minLength: 8)
                        Text(ingredient.amount)
                            .foregroundStyle(.secondary)
                            .id("amount-\(index + 1)")
                    }
                    .id("ingredient-\(index + 1)")
                }
            }
            let hidden = ingredients.count - collapsedCount
            if !isExpanded && hidden > 0 {
                Text("+ \(hidden) more")
                    .font(.caption)
                    .foregroundColor(.brand)
                    .id("more-count")
            }
        }
    }
}

/// One step of the method: its number in a circle, then the text, wrapped.
struct StepRow: View {
    let number: Int
    let text: String

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text("\(number)")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(Circle().fill(Color.brand))
                .id("step-\(number)-number")
            Text(text)
                .id("step-\(number)-text")
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id("step-\(number)")
    }
}

#Preview("Detail") {
    RecipeDetail(recipe: .sample)
}

#Preview("Step", traits: .fixedLayout(width: 300, height: 80)) {
    StepRow(number: 2, text: "Add the tomatoes, then simmer for 15 minutes.")
}

struct RecipeDetail_Previews: PreviewProvider {
    static var previews: some View {
        RecipeDetail(recipe: .sample)
            .previewDevice("iPad")
            .previewDisplayName("Detail on iPad")
    }
}
