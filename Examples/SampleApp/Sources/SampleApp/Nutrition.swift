import SwiftUI

/// Nutrition per serving: names in one column, amounts in the next.
struct NutritionGrid: View {
    let nutrition: Nutrition

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
            nutrientRow("Calories", value: "\(nutrition.calories) kcal")
            nutrientRow("Protein", value: "\(nutrition.protein) g")
            nutrientRow("Carbs", value: "\(nutrition.carbs) g")
            nutrientRow("Fat", value: "\(nutrition.fat) g")
        }
    }

    @ViewBuilder
    private func nutrientRow(_ name: String, value: String) -> some View {
        GridRow {
            Text(name)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.headline)
                .id("nutrient-\(name.lowercased())")
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    NutritionGrid(nutrition: .sample)
        .padding()
}
