import SwiftSyntax
import ViewLayout

/// The sizes of the parts a platform draws for SwiftUI's controls, each with where its number comes from.
/// No published measurement of SwiftUI on iOS records these; the numbers are UIKit's controls' sizes, which
/// SwiftUI's iOS styles host (published by third parties, not by Apple), or FrameLab's model where nothing
/// is published. The layouts around them (a label, a Spacer, the part) follow OpenSwiftUI's reconstruction.
struct ControlProfile {
    let platform: Platform
    /// The bars', lists' and tabs' numbers for the scenario's OS version.
    let chrome: ChromeProfile
    /// Whether Text is measured in San Francisco (weights then change sizes) or monospaced.
    let textModel: TextMetrics.Model

    init(_ settings: LayoutSettings) {
        platform = settings.platform; chrome = ChromeProfile(settings); textModel = settings.text.model
    }

    /// `Toggle`'s switch: UISwitch, 51×31 from iOS 7 to iOS 18 (iOS 26's is reported as 63×28).
    var toggleSwitch: ControlPart {
        ControlPart(name: "switch", width: 51, height: 31, source: "iOS: UISwitch's size, published by third parties")
    }
    /// `Stepper`'s buttons: UIStepper, 94×32 since iOS 13.
    var stepper: ControlPart {
        ControlPart(name: "stepper", width: 94, height: 32, source: "iOS: UIStepper's size, published by third parties")
    }
    /// `Slider`'s track and thumb: any width; 31 tall (FrameLab's model of UISlider); 30 wide at a nil proposal
    /// (the ideal width observed on macOS, MetalUI `swiftui-controls-in-stacks.swift` FL6).
    var slider: ControlPart {
        ControlPart(name: "slider", width: 30, height: 31, isGreedy: true, source: "iOS: FrameLab's model (UISlider is about 31 tall)")
    }
    /// A linear `ProgressView`: any width, 4 tall (UIProgressView), 0 wide at a nil proposal (observed on macOS, V2).
    var progressBar: ControlPart {
        ControlPart(name: "progress bar", width: 0, height: 4, isGreedy: true, source: "iOS: UIProgressView's height, published by third parties")
    }
    /// A circular `ProgressView`: UIActivityIndicatorView's medium style, 20×20.
    var spinner: ControlPart {
        ControlPart(name: "spinner", width: 20, height: 20, source: "iOS: UIActivityIndicatorView's size, published by third parties")
    }
    /// `.buttonStyle(.bordered)` and `.borderedProminent`: the label inset 7 above and below, 12 at the sides
    /// (UIKit's button configuration default; FrameLab's model for SwiftUI).
    let borderedButtonInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// `.textFieldStyle(.roundedBorder)`: the text inset 7 on every side (FrameLab's model: 34 tall at 17 pt).
    let roundedBorderInsets = EdgeInsets(all: 7)
    /// Between a `Label`'s icon and title (FrameLab's model; skip-ui's port uses 8).
    let labelSpacing = 8.0
    /// Between a circular ProgressView and its label, and a linear one's label and bar (FrameLab's model).
    let progressLabelSpacing = 8.0
}

/// The control styles in effect where a view is built: set by the style modifiers on it and its containers,
/// the innermost winning, as with SwiftUI's environment.
struct ControlStyles {
    var button: String?
    var toggle: String?
    var textField: String?
    var progressView: String?
    var label: String?
    var list: String?
    var tabView: String?
    var picker: String?
    /// `.listSectionSpacing(…)`: between a List's untitled sections, replacing the profile's.
    var listSectionSpacing: Double?
    /// `.scrollContentBackground(.hidden)`: no grouped background behind a List.
    var hidesListBackground = false
    var labelsHidden = false
    /// An app's own style (`.buttonStyle(PillButtonStyle())`), by modifier: its `makeBody(configuration:)` lays the
    /// control out.
    var custom: [String: SwiftUIInterpreter.Value] = [:]

    /// SwiftUI's styles written as initialisers (`BorderlessButtonStyle()`), by the member name they equal.
    static let initialisers: [String: String] = [
        "DefaultButtonStyle": "automatic", "BorderlessButtonStyle": "borderless", "PlainButtonStyle": "plain",
        "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent", "LinkButtonStyle": "link",
        "DefaultToggleStyle": "automatic", "SwitchToggleStyle": "switch", "DefaultTextFieldStyle": "automatic",
        "PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder", "DefaultProgressViewStyle": "automatic",
        "LinearProgressViewStyle": "linear", "CircularProgressViewStyle": "circular", "DefaultLabelStyle": "automatic",
        "TitleAndIconLabelStyle": "titleAndIcon", "TitleOnlyLabelStyle": "titleOnly", "IconOnlyLabelStyle": "iconOnly",
        "DefaultListStyle": "automatic", "PlainListStyle": "plain", "GroupedListStyle": "grouped", "InsetGroupedListStyle": "insetGrouped",
        "InsetListStyle": "inset", "SidebarListStyle": "sidebar", "DefaultTabViewStyle": "automatic", "PageTabViewStyle": "page",
        "DefaultPickerStyle": "automatic", "MenuPickerStyle": "menu", "SegmentedPickerStyle": "segmented", "InlinePickerStyle": "inline",
        "WheelPickerStyle": "wheel", "NavigationLinkPickerStyle": "navigationLink", "GroupedFormStyle": "grouped", "ColumnsFormStyle": "columns",
    ]

    /// Options a List reads from the modifiers around it, set as the styles are.
    static let listOptions: Set<String> = ["listSectionSpacing", "scrollContentBackground"]

    /// The style name an argument gives: `.bordered`, or `BorderedButtonStyle()`.
    static func name(of argument: ExprSyntax) -> String? {
        if let call = argument.as(FunctionCallExprSyntax.self) {
            // `PageTabViewStyle(indexDisplayMode: .never)`, `.page(indexDisplayMode: .never)`: the style, its options accepted.
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return initialisers[type] }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        }
        return SwiftUIInterpreter.Literal.memberName(argument, qualifiers: [])
    }

    /// The styles each modifier may set, by modifier.
    static let known: [String: [String]] = [
        "buttonStyle": ["automatic", "borderless", "plain", "bordered", "borderedProminent", "link"],
        "toggleStyle": ["automatic", "switch"],
        "textFieldStyle": ["automatic", "plain", "roundedBorder"],
        "progressViewStyle": ["automatic", "linear", "circular"],
        "labelStyle": ["automatic", "titleAndIcon", "titleOnly", "iconOnly"],
        "listStyle": SwiftUIInterpreter.ViewWalker.listStyles,
        "formStyle": ["automatic", "grouped", "columns"],
        "tabViewStyle": ["automatic", "page", "tabBarOnly", "sidebarAdaptable"],
        "pickerStyle": ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"],
    ]
}
