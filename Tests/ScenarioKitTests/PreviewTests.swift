import Build
import Site
import Foundation
import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// Previews read from an app's `.swift` files (issue 30): found, named, put in the container Xcode's canvas gives
/// them, and laid out; other modules' views as placeholders. The monospaced text model: 10 pt a character, 20 a line.
@Suite("Previews from the app's source")
struct PreviewTests {
    /// Builds the previews of `files` (written into a fresh folder `App/`), as `framelab build App` does.
    static func build(_ files: [String: String], options: PreviewOptions = PreviewOptions()) throws -> BuildReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let inputs = BuildInputs(files: try ScenarioLoader.resolve(inputs: [folder.path]), given: [folder.path], roots: [])
        return ScenarioBuild.run(resolved: inputs.files, swiftSources: inputs.programSources, previews: options, jobs: 1)
    }

    static func result(_ report: BuildReport, _ id: String) -> ScenarioResult? { report.results.first { $0.scenario.id == id } }

    static let card = """
        struct Card: View {
            let title: String
            var body: some View {
                Text(title).padding().id("title")
            }
        }
        """

    @Test("#Preview, named and unnamed, with traits; PreviewProvider with a Group and display names; ignored ones")
    func discovery() throws {
        let report = try Self.build(["Card.swift": Self.card + """

            #Preview { Card(title: "A") }
            #Preview { Card(title: "B") }
            #Preview("Dark mode!", traits: .sizeThatFitsLayout) { Card(title: "C") }
            // framelab: ignore
            #Preview("Draft") { Card(title: "D") }
            #if DEBUG
            #Preview("In DEBUG") { Card(title: "E") }
            #endif
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card(title: "F").previewDisplayName("First")
                        Card(title: "G")
                    }
                }
            }
            """])
        #expect(report.diagnostics.isEmpty)
        #expect(report.results.map(\.scenario.id) == ["card", "card-2", "dark-mode", "in-debug", "first", "card-3"])
        #expect(report.results.map(\.fileRelativePath) == Array(repeating: "Card.swift", count: 6))
        #expect(report.results[0].outputStem == "Card/card")
    }

    @Test("two previews whose names slug alike: a located error, the first kept")
    func collision() throws {
        let report = try Self.build(["Card.swift": Self.card + "\n#Preview(\"Dark mode\") { Card(title: \"A\") }\n#Preview(\"dark  Mode\") { Card(title: \"B\") }\n"])
        #expect(report.results.map(\.scenario.id) == ["dark-mode"])
        #expect(report.diagnostics.map(\.description).first?.hasSuffix("Card.swift:8:1: error: another preview of this file is also named 'dark-mode' once slugged; give it a different name") == true)
    }

    @Test("the default layout: iPhone 16's 393×852 screen, safe area 59 top and 34 bottom; the view centred in it")
    func deviceLayout() throws {
        let report = try Self.build(["Card.swift": Self.card + "\n#Preview { Color.red }\n#Preview { Card(title: \"Hello\") }\n"])
        let color = try #require(Self.result(report, "color"))
        #expect(color.layout.canvas == Size(width: 393, height: 852))
        #expect(color.layout.root.frame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(color.layout.displayScale == 3)
        // "Hello" 50×20 and 16 of padding around it: 82×52, centred in the safe area (y 59 + (759 − 52) / 2 = 412.5).
        let card = try #require(Self.result(report, "card"))
        #expect(card.layout.root.frame == Rect(x: 155.5, y: 412.5, width: 82, height: 52))
    }

    @Test("size that fits: offered the device's screen, the canvas becomes the view's size, at the origin")
    func sizeThatFits() throws {
        let report = try Self.build(["Card.swift": Self.card + """

            #Preview("fits", traits: .sizeThatFitsLayout) { Card(title: "Hello") }
            struct P: PreviewProvider { static var previews: some View { Card(title: "Hi").previewLayout(.sizeThatFits) } }
            """])
        let fits = try #require(Self.result(report, "fits"))
        #expect(fits.layout.canvas == Size(width: 82, height: 52))
        #expect(fits.layout.root.frame == Rect(x: 0, y: 0, width: 82, height: 52))
        #expect(fits.layout.node(named: "title")?.frame == Rect(x: 0, y: 0, width: 82, height: 52))
        let provider = try #require(Self.result(report, "card"))
        #expect(provider.layout.canvas == Size(width: 52, height: 52))
    }

    @Test("a fixed layout centres the view in a container of that size; a bad size is a located error")
    func fixedLayout() throws {
        let report = try Self.build(["Card.swift": Self.card + """

            #Preview("fixed", traits: .fixedLayout(width: 300, height: 200)) { Text("Hi").id("hi") }
            struct P: PreviewProvider { static var previews: some View { Text("Hi").previewLayout(.fixed(width: 100, height: 50)) } }
            #Preview("bad", traits: .fixedLayout(width: 0, height: 50)) { Text("Hi") }
            """])
        let fixed = try #require(Self.result(report, "fixed"))
        #expect(fixed.layout.canvas == Size(width: 300, height: 200))
        #expect(fixed.layout.node(named: "hi")?.frame == Rect(x: 140, y: 90, width: 20, height: 20))
        #expect(Self.result(report, "text")?.layout.canvas == Size(width: 100, height: 50))
        #expect(report.diagnostics.map(\.description).contains { $0.contains("Card.swift:9:25: error: a fixed preview layout takes two literal sizes") })
    }

    @Test("landscape: the screen turned, the landscape safe area (59 leading and trailing, 21 bottom), compact height")
    func landscape() throws {
        let report = try Self.build(["Card.swift": """
            struct Probe: View {
                @Environment(\\.verticalSizeClass) var vertical
                var body: some View {
                    if vertical == .compact { Color.red.id("compact") } else { Color.blue.id("regular") }
                }
            }
            #Preview("left", traits: .landscapeLeft) { Probe() }
            struct P: PreviewProvider { static var previews: some View { Probe().previewInterfaceOrientation(.landscapeRight) } }
            #Preview("portrait") { Probe() }
            """])
        let left = try #require(Self.result(report, "left"))
        #expect(left.layout.canvas == Size(width: 852, height: 393))
        #expect(left.layout.node(named: "compact")?.frame == Rect(x: 59, y: 0, width: 734, height: 372))
        #expect(Self.result(report, "probe")?.layout.node(named: "compact") != nil)
        #expect(Self.result(report, "portrait")?.layout.node(named: "regular")?.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test(".previewDevice picks a device of the table; framelab.yml's device and --device apply; an unknown name lists the known ones")
    func devices() throws {
        let files = ["Card.swift": """
            struct Probe: View {
                @Environment(\\.horizontalSizeClass) var horizontal
                var body: some View {
                    if horizontal == .regular { Color.red.id("regular") } else { Color.blue.id("compact") }
                }
            }
            struct P: PreviewProvider {
                static var previews: some View {
                    Group {
                        Probe().previewDevice("iPhone SE").previewDisplayName("se")
                        Probe().previewDevice(PreviewDevice(rawValue: "iPad")).previewDisplayName("pad")
                        Probe().previewDisplayName("default")
                        Probe().previewDevice("iPhone 11").previewDisplayName("unknown")
                    }
                }
            }
            """]
        let report = try Self.build(files)
        #expect(Self.result(report, "se")?.layout.node(named: "compact")?.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(Self.result(report, "se")?.layout.displayScale == 2)
        #expect(Self.result(report, "pad")?.layout.node(named: "regular")?.frame == Rect(x: 0, y: 24, width: 834, height: 1150))
        #expect(Self.result(report, "default")?.layout.canvas == Size(width: 393, height: 852))
        #expect(Self.result(report, "unknown") == nil)
        #expect(report.diagnostics.map(\.description).contains {
            $0.hasSuffix("Card.swift:13:35: error: unknown device 'iPhone 11'; known devices: iPhone SE (3rd generation), iPhone 13 mini, "
                         + "iPhone 14, iPhone 15, iPhone 16, iPhone 16 Plus, iPhone 16 Pro, iPhone 16 Pro Max, iPad Pro (11-inch)")
        })

        var configured = PreviewOptions()
        configured.device = "iPhone 16 Pro Max"
        let fromConfiguration = try Self.build(files, options: configured)
        #expect(Self.result(fromConfiguration, "default")?.layout.canvas == Size(width: 440, height: 956))
        #expect(Self.result(fromConfiguration, "se")?.layout.canvas == Size(width: 375, height: 667))

        var overridden = configured
        overridden.deviceOverride = "iPhone 16 Pro"
        let fromCommandLine = try Self.build(files, options: overridden)
        #expect(Self.result(fromCommandLine, "se")?.layout.canvas == Size(width: 402, height: 874))
        #expect(Self.result(fromCommandLine, "unknown")?.layout.node(named: "compact")?.frame == Rect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("@Previewable state and bindings; a #Preview body of several views is stacked")
    func previewableAndSeveralViews() throws {
        let report = try Self.build(["Card.swift": """
            #Preview("toggle", traits: .fixedLayout(width: 300, height: 100)) {
                @Previewable @State var isOn = true
                Toggle("On", isOn: $isOn).id("toggle")
            }
            #Preview("two", traits: .sizeThatFitsLayout) {
                Text("A").id("a")
                Text("BB").id("b")
            }
            """])
        #expect(report.diagnostics.isEmpty)
        #expect(Self.result(report, "toggle")?.layout.node(named: "toggle")?.frame == Rect(x: 0, y: 34.5, width: 300, height: 31))
        let two = try #require(Self.result(report, "two"))
        #expect(two.layout.root.kind == "VStack")
        #expect(two.layout.node(named: "a")?.frame == Rect(x: 5, y: 0, width: 10, height: 20))
        // Two Texts in a stack: no spacing between them (FrameLab's iOS 17 text spacing model, reference §4.5).
        #expect(two.layout.node(named: "b")?.frame == Rect(x: 0, y: 20, width: 20, height: 20))
        #expect(two.layout.canvas == Size(width: 20, height: 40))
    }

    @Test("another module's view is a placeholder (the proposal, or its declared size) with a located warning; --strict makes it an error")
    func placeholders() throws {
        let files = ["Avatar.swift": """
            struct Avatar: View {
                var body: some View {
                    KFImage(URL(string: "https://example.com/a.png")).id("image")
                        .kfTransition(.fade)
                }
            }
            #Preview("avatar", traits: .fixedLayout(width: 100, height: 60)) { Avatar() }
            """]
        let report = try Self.build(files)
        let avatar = try #require(Self.result(report, "avatar"))
        #expect(avatar.layout.node(named: "image")?.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(avatar.layout.node(named: "image")?.kind == "KFImage")
        #expect(report.warnings.map(\.description).map { $0.replacingOccurrences(of: #"^.*/App/"#, with: "", options: .regularExpression) } == [
            "Avatar.swift:3:9: warning: 'KFImage' is not a SwiftUI view FrameLab lays out nor one of the app's: drawn as a placeholder that "
                + "takes the size it is proposed; declare its size with 'placeholders: {KFImage: {width: …, height: …}}' in framelab.yml",
            "Avatar.swift:4:13: warning: unknown modifier '.kfTransition' (another module's?) is passed through; if it changes the "
                + "layout, these frames are not the app's",
        ])
        #expect(report.errorCount == 0)

        var declared = PreviewOptions()
        declared.placeholders = ["KFImage": Size(width: 40, height: 40)]
        let sized = try Self.build(files, options: declared)
        #expect(Self.result(sized, "avatar")?.layout.node(named: "image")?.frame == Rect(x: 30, y: 10, width: 40, height: 40))

        var strict = PreviewOptions()
        strict.strict = true
        let failed = try Self.build(files, options: strict)
        #expect(failed.results.isEmpty)
        #expect(failed.errorCount == 2)
        #expect(failed.diagnostics.first?.description.contains("Avatar.swift:3:9: error: 'KFImage' is not a SwiftUI view") == true)
    }

    @Test("the app's Layout types, a view whose name an app model also has, and colours of the app's Color extension")
    func appPlaceholders() throws {
        let report = try Self.build(["Flow.swift": """
            struct FlowLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            }
            struct List: Codable { let title: String }
            extension Color { static func hex(_ value: Int) -> Color { .red } }
            #Preview("flow", traits: .fixedLayout(width: 200, height: 100)) {
                FlowLayout() { Text("a"); Text("b") }.id("flow")
            }
            #Preview("list", traits: .fixedLayout(width: 200, height: 100)) {
                List { Text("row") }.id("list")
            }
            #Preview("hex", traits: .sizeThatFitsLayout) {
                Text("Hi").padding(4).background(.hex(0xE26C5E)).id("hex")
            }
            """])
        #expect(report.errorCount == 0)
        #expect(Self.result(report, "flow")?.layout.node(named: "flow")?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(Self.result(report, "list")?.layout.node(named: "list")?.kind == "List")
        #expect(Self.result(report, "hex")?.layout.canvas == Size(width: 28, height: 28))
        #expect(report.warnings.map(\.message).first?.hasPrefix("'FlowLayout' is a Layout type of the app, whose sizeThatFits FrameLab does not run") == true)
    }

    @Test("in a preview, values known only when the app runs get stand-ins with warnings; in a scenario they stay errors")
    func standIns() throws {
        let view = """
            struct Row: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    VStack(spacing: 0) {
                        if store.isDemo { Text("Demo").id("demo") } else { Text("Full").id("full") }
                        if let name = store.userName { Text(name) } else { Text("Guest").id("guest") }
                        Text(store.title).id("title")
                        Color.red.frame(width: store.width, height: 10).id("bar")
                    }
                }
            }
            """
        let report = try Self.build(["Row.swift": view + "\n#Preview(\"row\", traits: .fixedLayout(width: 300, height: 200)) { Row() }\n"])
        let row = try #require(Self.result(report, "row"))
        #expect(row.layout.node(named: "demo") != nil && row.layout.node(named: "full") == nil)
        #expect(row.layout.node(named: "guest") != nil)
        // The text is its expression, "store.title": 11 characters of 10 pt.
        #expect(row.layout.node(named: "title")?.frame.size == Size(width: 110, height: 20))
        // No width: the Color takes the 300 offered.
        #expect(row.layout.node(named: "bar")?.frame.size == Size(width: 300, height: 10))
        let warnings = report.warnings.map { $0.description.replacingOccurrences(of: #"^.*/App/"#, with: "", options: .regularExpression) }
        #expect(warnings.contains { $0.hasPrefix("Row.swift:5:16: warning: the condition 'store.isDemo' is known only when the app runs: the first branch is shown") })
        #expect(warnings.contains { $0.hasPrefix("Row.swift:6:16: warning: the condition 'let name = store.userName' is known only when the app runs: the else branch is shown") })
        #expect(warnings.contains { $0.hasPrefix("Row.swift:7:18: warning: the text 'store.title' is known only when the app runs") })
        #expect(warnings.contains { $0.hasPrefix("Row.swift:8:36: warning: 'store.width' is known only when the app runs: '.frame' is laid out without its 'width'") })

        // The same view from a scenario's view: errors, the author passes the values.
        let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)
        let program = SwiftProgram(files: [SwiftSourceFile(displayPath: "Row.swift", text: view, digest: "")])
        #expect(throws: Diagnostics.self) { try SwiftUIInterpreter.interpret("Row()", origin: origin, program: program) }
    }

    @Test("in a preview's chrome: unknown data stands in as one row, a symbol and a title mode as stand-ins; an enum's allCases is its cases")
    func chromeStandIns() throws {
        let report = try Self.build(["Inbox.swift": """
            enum Folder: String, CaseIterable { case inbox, sent, archive }
            struct Inbox: View {
                @EnvironmentObject var store: Store
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(store.messages) { message in
                                HStack { Image(systemName: message.icon); Text(message.subject) }.id("row")
                            }
                            ForEach(Folder.allCases, id: \\.self) { folder in Text(folder.rawValue).id(folder.rawValue) }
                        }
                        .listStyle(.plain)
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(store.isSearching ? .inline : .automatic)
                    }
                }
            }
            #Preview("inbox") { Inbox() }
            """])
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        let inbox = try #require(Self.result(report, "inbox"))
        // One stand-in row, then the three folders, each 52 tall (iOS 26, plain, inset 20); the title mode stands in as
        // .automatic (large): the List starts at 59 + 106 = 165; the stand-in row's HStack at 165 + 16.
        #expect(inbox.layout.node(named: "row")?.frame.minY == 181)
        #expect(abs((inbox.layout.node(named: "sent")?.frame.minY ?? 0) - (165 + 2 * 52 + 16)) < 0.001)
        #expect(inbox.layout.node(named: "archive")?.frame.minX == 20)
        let warnings = report.warnings.map(\.description)
        #expect(warnings.contains { $0.contains("'store.messages' is known only when the app runs: one element stands in for its elements") })
        #expect(warnings.contains { $0.contains("'store.isSearching ? .inline : .automatic' is known only when the app runs: .automatic stands in") })
        #expect(warnings.contains { $0.contains("the text 'message.icon' is known only when the app runs") })
    }

    @Test("an asset image with no declared size is a placeholder that takes its proposal, with a warning; framelab.yml's images: sizes it")
    func undeclaredImages() throws {
        let files = ["Hero.swift": """
            struct Hero: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image("hero").id("hero")
                        Label("Plan", image: "plan").id("plan")
                    }
                }
            }
            #Preview("hero", traits: .fixedLayout(width: 300, height: 200)) { Hero() }
            """]
        let report = try Self.build(files)
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        let hero = try #require(Self.result(report, "hero"))
        // The VStack offers 300 × 200 to the image first: it takes it (less the label's 20, as a resizable image would).
        #expect(hero.layout.node(named: "hero")?.frame.width == 300)
        let warnings = report.warnings.map(\.description)
        #expect(warnings.contains { $0.hasSuffix("Hero.swift:4:19: warning: image 'hero' has no declared size: drawn as a placeholder that takes the size it is proposed; declare it with 'images: {hero: {width: …, height: …}}' in framelab.yml or the settings") })
        #expect(warnings.contains { $0.contains("image 'plan' has no declared size") })
        var options = PreviewOptions()
        options.settings.images = ["hero": Size(width: 120, height: 80), "plan": Size(width: 20, height: 20)]
        let declared = try Self.build(files, options: options)
        #expect(declared.warnings.isEmpty, "\(declared.warnings)")
        #expect(Self.result(declared, "hero")?.layout.node(named: "hero")?.frame.size == Size(width: 120, height: 80))
        #expect(Self.result(declared, "hero")?.layout.node(named: "plan")?.frame.size == Size(width: 68, height: 20))
    }

    @Test("forms real apps use: .background() with no style, .border with any style, .strokeBorder(), a parenthesised ternary")
    func appForms() throws {
        let report = try Self.build(["Forms.swift": """
            struct Forms: View {
                var isDark = true
                var body: some View {
                    VStack(spacing: 0) {
                        Text("a").padding(4).background().id("background")
                        Text("b").border(.quaternary).id("border")
                        Capsule().strokeBorder().frame(width: 30, height: 10).id("capsule")
                        (isDark ? Color.black : Color.white).frame(width: 12, height: 12).id("ternary")
                    }
                }
            }
            #Preview("forms", traits: .sizeThatFitsLayout) { Forms() }
            """])
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        let forms = try #require(Self.result(report, "forms"))
        // "a" 10 × 20 with 4 a side: 18 × 28; the background takes that size.
        #expect(forms.layout.node(named: "background")?.frame.size == Size(width: 18, height: 28))
        #expect(forms.layout.node(named: "border")?.frame.size == Size(width: 10, height: 20))
        #expect(forms.layout.node(named: "capsule")?.frame.size == Size(width: 30, height: 10))
        #expect(forms.layout.node(named: "ternary")?.frame.size == Size(width: 12, height: 12))
        #expect(forms.layout.canvas == Size(width: 30, height: 70))
    }

    @Test("in a scenario's own view: an unknown view is still an error with a suggestion, not a placeholder")
    func placeholdersOnlyInAppCode() {
        let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)
        #expect(throws: Diagnostics.self) { try SwiftUIInterpreter.interpret("KFImage()", origin: origin) }
        do { _ = try SwiftUIInterpreter.interpret("VStak { }", origin: origin) } catch {
            #expect(error.description.contains("unsupported view 'VStak'; did you mean 'VStack'?"))
        }
    }

    @Test("exclude: a file pattern leaves out its previews, path#id one preview")
    func exclude() throws {
        let files = ["Card.swift": Self.card + "\n#Preview(\"One\") { Card(title: \"A\") }\n#Preview(\"Two\") { Card(title: \"B\") }\n",
                     "Legacy.swift": Self.card.replacingOccurrences(of: "Card", with: "Old") + "\n#Preview(\"Old\") { Old(title: \"A\") }\n"]
        var options = PreviewOptions()
        options.exclude = ["*/Legacy.swift", "*/Card.swift#two"]
        let report = try Self.build(files, options: options)
        #expect(report.results.map(\.scenario.id) == ["one"])
    }

    @Test("a dark preview is drawn in the dark palette, and its @Environment(\\.colorScheme) reads dark")
    func colorScheme() throws {
        let report = try Self.build(["Card.swift": """
            struct Probe: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light").id("text") }
            }
            struct P: PreviewProvider { static var previews: some View { Probe().preferredColorScheme(.dark).previewLayout(.sizeThatFits) } }
            """])
        let probe = try #require(Self.result(report, "probe"))
        #expect(probe.scenario.figure.appearance == .dark)
        #expect(probe.layout.canvas == Size(width: 40, height: 20))
    }

    @Test("a preview's page: its lines and its views' declarations numbered, each node linked to its line; the index's Previews part")
    func pages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try (Self.card + "\n\n#Preview(\"Hello card\") {\n    Card(title: \"Hello\")\n}\n")
            .write(to: app.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let previous = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var inputs = try BuildInputs.resolve(["App"], roots: [])
        inputs.swiftSources = []
        let request = BuildRequest(inputs: inputs, output: "Out", site: SiteOptions(sourceURL: "https://example.com/app/blob/main"), jobs: 1)
        let result = try Pipeline.run(request)
        let files = Dictionary(uniqueKeysWithValues: (result.output?.files ?? []).map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        let page = try #require(files["Card/hello-card.html"])
        // The preview (lines 8–10), then Card's declaration (lines 1–6), numbered.
        #expect(page.contains(#"<h3 class="source-block">Preview <span class="source-line"><a href="https://example.com/app/blob/main/App/Card.swift#L8">App/Card.swift:8</a></span></h3>"#))
        #expect(page.contains(#"<span class="ln">9</span>    <span class="type">Card</span>(<span class="label">title</span>: <span class="str">&quot;Hello&quot;</span>)"#))
        #expect(page.contains(#"<h3 class="source-block">Card <span class="source-line"><a href="https://example.com/app/blob/main/App/Card.swift#L1">App/Card.swift:1</a></span></h3>"#))
        // The Text node was made on line 4 of Card.swift, the Card node on line 9 (the preview's call).
        #expect(page.contains(#"<code>Text(&quot;Hello&quot;)</code> <span class="source-line"><a href="https://example.com/app/blob/main/App/Card.swift#L4">Card.swift:4</a></span>"#))
        #expect(page.contains(#"<code>Card</code> <span class="source-line"><a href="https://example.com/app/blob/main/App/Card.swift#L9">Card.swift:9</a></span>"#))
        let index = try #require(files["index.html"])
        #expect(index.contains(#"<h2 class="folder" id="folder-previews">Previews: the app&#39;s #Preview and PreviewProvider views, by source file"#))
        #expect(index.contains("<p class=\"path\"><code>App/Card.swift</code></p>"))
    }

    /// `expect:` for the sample app's previews, worked out by hand. FrameLab's text model: 10 pt a character and 20 a
    /// line at 17 pt, scaled by the font (.caption, 12 pt: 7.06 a character, 14.12 a line), sizes rounded up to the
    /// device's pixel (⅓ pt at 3×).
    @Test("the sample app's previews, with their frames worked out by hand")
    func sampleAppPreviews() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/SampleApp/Sources").path
        let inputs = BuildInputs(files: try ScenarioLoader.resolve(inputs: [sources]), given: [sources], roots: [])
        let report = ScenarioBuild.run(resolved: inputs.files, swiftSources: inputs.programSources, jobs: 2)
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.results.count == 32)
        func root(_ id: String) -> PlacedNode? { report.results.first { $0.scenario.id == id }?.layout.root }
        func node(_ id: String, _ name: String) -> Rect? { report.results.first { $0.scenario.id == id }?.layout.node(named: name)?.frame }
        // Preferences in a NavigationStack, iOS 26 on an iPhone 16: the bar and large title take 54 + 52 from y 59, so the
        // Form starts at 165; the first titled header is 55.333, its card 20 from the sides, rows 16 inside: the Picker's
        // row (52) at 220.333, its HStack at + 16. The Stepper's row is 32 + 22 = 54; the card ends at 326.333; 35 to the
        // next card; the Toggle (31) at + 11; the LabeledContent's row 52; the footer 7.667 below: 474.
        #expect(close(node("preferences", "units-picker"), Rect(x: 36, y: 236.333, width: 321, height: 20)))
        #expect(close(node("preferences", "reminders-toggle"), Rect(x: 36, y: 372.333, width: 321, height: 31)))
        #expect(abs((node("preferences", "preferences-footer")?.minY ?? 0) - 474) < 0.01)
        // The shell: the add button's symbol (20 × 20) in its 44 pt item, 16 from the trailing edge, in the 54 pt bar.
        #expect(close(node("app-shell", "add-button"), Rect(x: 345, y: 76, width: 20, height: 20)))
        func close(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.01 }
        }
        // Tag chip, size that fits: "soup" 4 × 7.06 = 28.24 → 28.33, + 10 a side = 48.33; 14.12 → 14.33, + 4 a side = 22.33.
        #expect(close(root("tag-chip")?.frame, Rect(x: 0, y: 0, width: 48.33, height: 22.33)))
        // Cook time in 120 × 40: 100 left inside the padding; "Ready in 25 minutes" (156.45 with its icon) does not fit,
        // "25 min" does: 64.78 + 20 = 84.78 wide, centred: x = (120 − 84.78) / 2 = 17.61.
        #expect(close(root("cook-time-narrow")?.frame, Rect(x: 17.61, y: 8.83, width: 84.78, height: 22.33)))
        // In 320 × 40 the long label fits: 156.45 + 20 = 176.45, x = (320 − 176.45) / 2 = 71.77.
        #expect(close(root("cook-time-wide")?.frame, Rect(x: 71.77, y: 8.83, width: 176.45, height: 22.33)))
        // .previewDevice("iPhone SE (3rd generation)"): 375 × 667, status bar 20: the scroll view fills the rest.
        #expect(close(root("settings-on-iphone-se")?.frame, Rect(x: 0, y: 20, width: 375, height: 647)))
        // .previewDevice("iPad"): 834 × 1194, safe area 24 top and 20 bottom.
        #expect(close(root("detail-on-ipad")?.frame, Rect(x: 0, y: 24, width: 834, height: 1150)))
        // Landscape right on iPhone 16: 852 × 393, 59 leading and trailing, 21 bottom: 734 × 372 offered.
        #expect(root("grid-regular-width")?.frame.width == 734)
        #expect(root("grid-regular-width")?.frame.minX == 59)
        // Two rows in the implicit stack: 56 each (44 + 6 + 6), 8 between them.
        #expect(close(root("rows")?.frame, Rect(x: 0, y: 0, width: 393, height: 120)))
        #expect(!report.results.contains { $0.scenario.id.contains("work-in-progress") })
        #expect(report.results.first { $0.scenario.id == "card-without-tags-dark" }?.scenario.figure.appearance == .dark)
    }

    @Test("every device of the table is in Docs/previews.md with its numbers")
    func deviceTableIsDocumented() throws {
        let docs = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/ScenarioKitTests/PreviewTests.swift", with: "Docs/previews.md"), encoding: .utf8)
        for device in PreviewDevices.all {
            let size = "\(formatNumber(device.size.width))×\(formatNumber(device.size.height))"
            let insets = device.portraitSafeArea
            let row = "| \(device.name) | \(size) | \(formatNumber(insets.top)) / \(formatNumber(insets.bottom)) |"
            #expect(docs.contains(row), "Docs/previews.md lacks the row starting '\(row)'")
        }
    }
}
