import SwiftUI

/// The app's shell: a tab for the recipes, under a navigation bar with a search field and an add button, and a tab
/// for the preferences form.
struct AppShell: View {
    var body: some View {
        TabView {
            NavigationStack {
                RecipeList(recipes: Recipe.samples)
                    .navigationTitle("Recipes")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Add", systemImage: "plus") {}
                                .labelStyle(.iconOnly)
                                .id("add-button")
                        }
                    }
                    .searchable(text: .constant(""), prompt: "Search recipes")
            }
            .tabItem { Label("Recipes", systemImage: "book") }

            NavigationStack {
                PreferencesForm()
            }
            .tabItem { Label("Preferences", systemImage: "gear") }
        }
    }
}

/// The preferences: units and reminders in a grouped form, with a footer that explains them.
struct PreferencesForm: View {
    @State private var units = 0
    @State private var reminders = true
    @State private var servings = 2

    var body: some View {
        Form {
            Section("Cooking") {
                Picker("Units", selection: $units) {
                    Text("Metric").tag(0)
                    Text("Imperial").tag(1)
                }
                .id("units-picker")
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            }
            Section {
                Toggle("Meal reminders", isOn: $reminders)
                    .id("reminders-toggle")
                LabeledContent("Version", value: "1.0")
            } footer: {
                Text("Reminders arrive at 5 pm.")
                    .id("preferences-footer")
            }
        }
        .navigationTitle("Preferences")
    }
}

#Preview("App shell") {
    AppShell()
}

#Preview("Preferences") {
    NavigationStack {
        PreferencesForm()
    }
}
