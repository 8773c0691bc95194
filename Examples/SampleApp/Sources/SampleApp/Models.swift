import SwiftUI

/// How hard a recipe is: the badge's wording, colour and symbol.
enum Difficulty: String {
    case easy, medium, hard

    var label: String {
        switch self {
        case .easy: return "Easy"
        case .medium: return "Medium"
        case .hard: return "Hard"
        }
    }

    var color: Color {
        switch self {
        case .easy: return .green
        case .medium: return .orange
        case .hard: return .red
        }
    }

    var symbol: String {
        switch self {
        case .easy: return "leaf"
        case .medium: return "flame"
        case .hard: return "flame.fill"
        }
    }
}

struct Ingredient: Identifiable {
    let id: Int
    let name: String
    let amount: String
}

/// Per serving.
struct Nutrition {
    let calories: Int
    let protein: Int
    let carbs: Int
    let fat: Int

    static let sample = Nutrition(calories: 320, protein: 9, carbs: 41, fat: 14)
}

struct Recipe: Identifiable {
    let id: Int
    let title: String
    let minutes: Int
    let tags: [String]
    var rating: Int?
    var difficulty: Difficulty = .easy
    var servings = 2
    var ingredients: [Ingredient] = []
    var steps: [String] = []

    static let samples: [Recipe] = [
        Recipe(
            id: 1, title: "Tomato soup", minutes: 25, tags: ["vegan", "quick"], rating: 4, servings: 4,
            ingredients: [
                Ingredient(id: 1, name: "Tomatoes", amount: "800 g"),
                Ingredient(id: 2, name: "Onion", amount: "1"),
                Ingredient(id: 3, name: "Garlic", amount: "2 cloves"),
                Ingredient(id: 4, name: "Olive oil", amount: "2 tbsp"),
                Ingredient(id: 5, name: "Basil", amount: "1 bunch"),
            ],
            steps: [
                "Soften the onion and garlic in the oil.",
                "Add the tomatoes, then simmer for 15 minutes.",
                "Blend with the basil.",
            ]
        ),
        Recipe(id: 2, title: "Lemon risotto", minutes: 40, tags: ["vegetarian"], rating: 5, difficulty: .medium),
        Recipe(id: 3, title: "Beef ragu", minutes: 180, tags: ["sunday", "batch"], difficulty: .hard, servings: 6),
        Recipe(id: 4, title: "Green salad", minutes: 10, tags: [], rating: 3, servings: 1),
    ]

    static let sample = samples[0]
}
