import SwiftUI

/// A switch with an optional line of explanation under it. It keeps its own state, seeded by its caller.
struct ReminderToggle: View {
    let title: String
    var detail: String?
    @State private var isOn: Bool

    init(title: String, detail: String? = nil, initiallyOn: Bool = false) {
        self.title = title
        self.detail = detail
        _isOn = State(initialValue: initiallyOn)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Toggle(title, isOn: $isOn)
            if let detail {
                Text(detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// The settings screen: reminders, one platform-specific switch, units, and a reset button.
struct SettingsView: View {
    @State private var keepAwake = true
    @State private var metricUnits = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Settings")
                    .font(.title)
                    .id("settings-title")
                Card(spacing: 12) {
                    ReminderToggle(title: "Meal reminders", detail: "Every day at 5 pm", initiallyOn: true)
                        .id("meal-reminders")
                    Divider()
                    #if os(iOS)
                    Toggle("Keep screen on", isOn: $keepAwake)
                        .id("keep-awake")
                    #else
                    Toggle("Show in menu bar", isOn: $keepAwake)
                        .id("menu-bar")
                    #endif
                    Divider()
                    Toggle("Metric units", isOn: $metricUnits)
                        .id("metric-units")
                }
                .id("settings-card")
                Button("Reset all settings") {
                    keepAwake = true
                    metricUnits = true
                }
                .buttonStyle(.bordered)
                .id("reset-button")
            }
            .padding(EdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16))
        }
    }
}

#Preview("Settings") {
    SettingsView()
}

#Preview("Settings, landscape", traits: .landscapeLeft) {
    SettingsView()
}

#Preview("Reminder toggle", traits: .sizeThatFitsLayout) {
    ReminderToggle(title: "Meal reminders", detail: "Every day at 5 pm", initiallyOn: true)
        .padding()
}

// framelab: ignore
#Preview("Reminder toggle, work in progress") {
    ReminderToggle(title: "A draft that is not ready for review")
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .previewDevice("iPhone SE (3rd generation)")
            .previewDisplayName("Settings on iPhone SE")
    }
}
