import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// Controls in the iOS profile (issue 15, point 8): each composed as the default iOS style builds it, with
/// the profile's part sizes (UISwitch 51×31, UIStepper 94×32, UIProgressView 4 tall, a 20×20 spinner; the
/// slider's 31 and the bordered insets are FrameLab's model). Text is 10 pt a character, 20 a line.
@Suite struct ControlTests {
    let origin = testSourceOrigin

    /// The size of `source` proposed `width` (nil: its ideal, under `.fixedSize()`).
    func size(_ source: String, width: Double? = nil) throws -> Size {
        let wrapped = width.map { "\(source).id(\"c\").frame(width: \(Int($0)))" } ?? "\(source).id(\"c\").fixedSize()"
        let view = try SwiftUIInterpreter.interpret(wrapped, origin: origin)
        let result = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
        return try #require(result.node(named: "c")).frame.size
    }


    @Test("Toggle: label, Spacer, switch — ideal 50 + 8 + 51 = 109 × 31; any width when proposed; the switch alone when labels are hidden")
    func toggle() throws {
        #expect(try size("Toggle(\"Wi-Fi\", isOn: $wifi)") == Size(width: 109, height: 31))
        #expect(try size("Toggle(\"Wi-Fi\", isOn: $wifi)", width: 300) == Size(width: 300, height: 31))
        #expect(try size("Toggle(isOn: $wifi) { Text(\"Wi-Fi\") }") == Size(width: 109, height: 31))
        #expect(try size("Toggle(\"Wi-Fi\", isOn: $wifi).labelsHidden()", width: 300) == Size(width: 51, height: 31))
    }

    @Test("Stepper: ideal 30 + 8 + 94 = 132 × 32; a title interpolating app state is shown as written")
    func stepper() throws {
        #expect(try size("Stepper(\"Qty\", value: $qty, in: 1...9)") == Size(width: 132, height: 32))
        #expect(try size("Stepper(\"Qty: \\(qty)\", value: $qty)") == Size(width: 11 * 10 + 8 + 94, height: 32))
    }

    @Test("TextField: the prompt's width at nil, the whole proposal otherwise, one line tall; roundedBorder adds 7 all round")
    func textField() throws {
        #expect(try size("TextField(\"Name\", text: $name)") == Size(width: 40, height: 20))
        #expect(try size("TextField(\"Name\", text: $name)", width: 200) == Size(width: 200, height: 20))
        #expect(try size("TextField(\"Name\", text: $name).textFieldStyle(.roundedBorder)") == Size(width: 54, height: 34))
        #expect(try size("SecureField(\"Password\", text: $p).textFieldStyle(.roundedBorder)", width: 200) == Size(width: 200, height: 34))
    }

    @Test("Slider and a linear ProgressView take the proposed width: 30×31 and 0×4 at nil; a spinner is 20×20")
    func greedyParts() throws {
        #expect(try size("Slider(value: $v, in: 0...1)") == Size(width: 30, height: 31))
        #expect(try size("Slider(value: $v)", width: 200) == Size(width: 200, height: 31))
        #expect(try size("ProgressView(value: 0.3)") == Size(width: 0, height: 4))
        #expect(try size("ProgressView(value: 0.3)", width: 200) == Size(width: 200, height: 4))
        #expect(try size("ProgressView()") == Size(width: 20, height: 20))
        #expect(try size("ProgressView(\"Loading\")") == Size(width: 70, height: 48))          // 20 + 8 + 20
        #expect(try size("ProgressView(\"Loading\", value: 0.5)", width: 200) == Size(width: 200, height: 32))   // 20 + 8 + 4
        #expect(try size("ProgressView().progressViewStyle(.linear)", width: 200) == Size(width: 200, height: 4))
    }

    @Test("Label: icon, 8, title — 20 + 8 + 40 = 68 × 20; labelStyle(.iconOnly) the icon alone")
    func label() throws {
        #expect(try size("Label(\"Mail\", systemImage: \"envelope\")") == Size(width: 68, height: 20))
        #expect(try size("Label(\"Mail\", systemImage: \"envelope\").labelStyle(.iconOnly)") == Size(width: 20, height: 20))
        #expect(try size("Label { Text(\"Mail\") } icon: { Color.red.frame(width: 30, height: 30) }") == Size(width: 78, height: 30))
    }

    @Test("Button: its label on iOS (borderless); .bordered adds 12 at the sides and 7 above and below; styles reach Buttons in a container")
    func button() throws {
        #expect(try size("Button(\"Go\") { go() }") == Size(width: 20, height: 20))
        #expect(try size("Button { go() } label: { Text(\"Go\") }") == Size(width: 20, height: 20))
        #expect(try size("Button(action: go) { Text(\"Go\") }") == Size(width: 20, height: 20))
        #expect(try size("Button(\"Go\") { go() }.buttonStyle(.bordered)") == Size(width: 44, height: 34))
        #expect(try size("HStack(spacing: 0) { Button(\"Go\") { }; Button(\"No\") { }.buttonStyle(.plain) }.buttonStyle(.borderedProminent)")
                == Size(width: 64, height: 34))
        #expect(try size("Button(\"Delete\", systemImage: \"trash\") { }") == Size(width: 88, height: 20))
        #expect(try size("Link(\"Help\", destination: URL(string: \"https://example.com\")!)") == Size(width: 40, height: 20))
    }

    @Test("Errors: a Button with no label, a style FrameLab does not lay out")
    func errors() {
        #expect(interpretationError("Button { go() }").contains("Button needs a title or a label"))
        #expect(interpretationError("Button(\"Go\") { }.buttonStyle(.fancy)").contains("expects a style FrameLab lays out (.automatic, .borderless"))
        #expect(interpretationError("Label(\"Mail\")").contains("Label needs an icon"))
    }

    @Test("settings: platform: iOS is the default and the only profile; another is a located error naming it")
    func platformSetting() {
        let ok = ScenarioLoader.parse("title: t\nsettings: {platform: iOS}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                      relativePath: "f.yaml", displayPath: "f.yaml")
        #expect(ok.diagnostics.isEmpty)
        #expect(ok.file?.scenarios.first?.settings.platform == .iOS)
        let bad = ScenarioLoader.parse("title: t\nsettings: {platform: android}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                       relativePath: "f.yaml", displayPath: "f.yaml")
        #expect(bad.diagnostics.map(\.description).joined().contains("f.yaml:2:22: error: expected iOS for 'platform'"))
    }
}
