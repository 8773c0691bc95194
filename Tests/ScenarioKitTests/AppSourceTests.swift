import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// The app's own Swift (issue 29): declarations read from `.swift` files and evaluated where a scenario's view uses
/// them. Canvas 400×300, the monospaced text model (10 pt a character, 20 pt a line).
@Suite("The app's own Swift")
struct AppSourceTests {
    static let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)

    static func program(_ files: [String: String]) -> SwiftProgram {
        SwiftProgram(files: files.sorted { $0.key < $1.key }.map { SwiftSourceFile(displayPath: $0.key, text: $0.value, digest: "") })
    }

    static func layout(_ view: String, _ files: [String: String], environment: SwiftEnvironment = SwiftEnvironment()) throws -> LayoutResult {
        let node = try SwiftUIInterpreter.interpret(view, origin: origin, program: program(files), environment: environment)
        return ViewLayoutEngine.layout(node, settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
    }

    static func errors(_ view: String, _ files: [String: String]) -> String {
        do { return "no error: \(try SwiftUIInterpreter.interpret(view, origin: origin, program: program(files)))" } catch {
            return "\(error)"
        }
    }

    static func frame(_ result: LayoutResult, _ name: String) -> Rect? { result.node(named: name)?.frame }

    static let models = """
        struct Recipe: Identifiable {
            let id: Int
            let title: String
            var rating: Int?
            static let samples: [Recipe] = [Recipe(id: 1, title: "Soup", rating: 4), Recipe(id: 2, title: "Bread")]
            static let sample = samples[0]
        }
        enum Size: String { case small, large
            var width: CGFloat { switch self { case .small: 40; case .large: 80 } }
        }
        extension CGFloat { static let cardPadding: CGFloat = 12 }
        extension Color { static let brand = Color.orange }
        extension Font { static let cardTitle = Font.system(size: 34) }
        """

    @Test("a custom view: memberwise init, stored properties, a node named by its type with its body inside")
    func customView() throws {
        let result = try Self.layout("Row(recipe: .sample)", ["Models.swift": Self.models, "Row.swift": """
            struct Row: View {
                let recipe: Recipe
                var spacing: CGFloat = 6
                var body: some View {
                    HStack(spacing: spacing) { Text(recipe.title).id("title"); Text("\\(recipe.rating ?? 0)").id("rating") }
                }
            }
            """])
        #expect(result.root.label == "Row")
        #expect(result.root.kind == "Row")
        // "Soup" 40 wide + 6 + "4" 10 wide = 56, centred in 400: x = 172.
        #expect(Self.frame(result, "title") == Rect(x: 172, y: 140, width: 40, height: 20))
        #expect(Self.frame(result, "rating") == Rect(x: 218, y: 140, width: 10, height: 20))
    }

    @Test("generic content: a @ViewBuilder closure property called as content(), and an init storing content()")
    func genericContent() throws {
        let files = ["Card.swift": """
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { VStack(spacing: 0) { content() }.padding(.cardPadding) }
            }
            struct Box<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content.padding(5) }
            }
            """, "Models.swift": Self.models]
        let card = try Self.layout("Card { Text(\"ab\").id(\"a\"); Text(\"c\").id(\"c\") }", files)
        // 20×40 of text, 12 of padding each side: 44×64 centred at (178, 118); the text at 178 + 12.
        #expect(card.root.frame == Rect(x: 178, y: 118, width: 44, height: 64))
        #expect(Self.frame(card, "a") == Rect(x: 190, y: 130, width: 20, height: 20))
        let box = try Self.layout("Box { Text(\"abc\").id(\"t\") }", files)
        #expect(box.root.frame == Rect(x: 180, y: 135, width: 40, height: 30))
        #expect(Self.frame(box, "t") == Rect(x: 185, y: 140, width: 30, height: 20))
    }

    @Test("constants: CGFloat, Color and Font statics as modifier arguments and views")
    func constants() throws {
        let result = try Self.layout("VStack(spacing: 0) { Text(\"x\").font(.cardTitle).id(\"big\"); Color.brand.frame(width: .cardPadding, height: 10).id(\"swatch\") }",
                                     ["Models.swift": Self.models])
        // `.cardTitle` is `.system(size: 34)`: twice the 17 pt reference, a 20×40 character.
        #expect(Self.frame(result, "big")?.size == Size(width: 20, height: 40))
        #expect(Self.frame(result, "swatch")?.size == Size(width: 12, height: 10))
    }

    @Test("values: enum computed properties over switch self, optionals with ??, arrays, interpolation, ternaries")
    func values() throws {
        let result = try Self.layout("VStack(spacing: 0) { Color.red.frame(width: Size.large.width, height: 10).id(\"w\"); Text(Recipe.samples.count > 1 ? \"\\(Recipe.samples[1].title.uppercased())\" : \"none\").id(\"t\") }",
                                     ["Models.swift": Self.models])
        #expect(Self.frame(result, "w")?.width == 80)
        #expect(result.node(named: "t")?.textLines == ["BREAD"])
    }

    @Test("if let, else, switch and #if in a body: the branch taken, recorded on its views")
    func controlFlow() throws {
        let files = ["Models.swift": Self.models, "Badge.swift": """
            struct Badge: View {
                let recipe: Recipe
                var body: some View {
                    if let rating = recipe.rating {
                        Text("\\(rating) stars").id("stars")
                    } else {
                        Text("new").id("new")
                    }
                    #if os(iOS)
                    switch recipe.id { case 1...1: Text("first").id("first"); default: EmptyView() }
                    #else
                    Text("mac").id("mac")
                    #endif
                }
            }
            """]
        let rated = try Self.layout("VStack { Badge(recipe: .sample) }", files)
        #expect(Self.frame(rated, "stars")?.width == 70)
        #expect(rated.node(named: "new") == nil && rated.node(named: "mac") == nil)
        #expect(rated.node(named: "first") != nil)
        #expect(rated.node(named: "stars")?.effects.map(\.label) == ["if let rating = recipe.rating: the first branch"])
        let unrated = try Self.layout("VStack { Badge(recipe: Recipe.samples[1]) }", files)
        #expect(Self.frame(unrated, "new")?.width == 30)
        #expect(unrated.node(named: "first") == nil)
    }

    @Test("@State, @Binding from .constant and $state, @Environment from the scenario's settings")
    func stateAndEnvironment() throws {
        let files = ["Toggle.swift": """
            struct Panel: View {
                @State private var isOn = true
                var body: some View { Switch(isOn: $isOn) }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    Color.red.frame(width: isOn ? 50 : 10, height: sizeClass == .compact ? 20 : 40).id("box")
                }
            }
            """]
        #expect(Self.frame(try Self.layout("Panel()", files), "box")?.size == Size(width: 50, height: 20))
        #expect(Self.frame(try Self.layout("Switch(isOn: .constant(false))", files), "box")?.size == Size(width: 10, height: 20))
        var regular = SwiftEnvironment()
        regular.values["horizontalSizeClass"] = "regular"
        #expect(Self.frame(try Self.layout("Panel()", files, environment: regular), "box")?.size == Size(width: 50, height: 40))
    }

    @Test("a ViewModifier, a View extension with a default argument, and a ButtonStyle")
    func modifiersAndStyles() throws {
        let files = ["Styles.swift": """
            struct Framed: ViewModifier {
                var inset: CGFloat = 3
                func body(content: Content) -> some View { content.padding(inset) }
            }
            extension View {
                func framed() -> some View { modifier(Framed()) }
                func sectionPadding(_ amount: CGFloat = 16) -> some View { padding(.horizontal, amount) }
            }
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(7) }
            }
            """]
        let result = try Self.layout("VStack(spacing: 0) { Text(\"a\").framed().id(\"m\"); Text(\"b\").sectionPadding().id(\"e\"); Button(\"c\") { }.buttonStyle(Pill()).id(\"p\") }", files)
        #expect(Self.frame(result, "m")?.size == Size(width: 16, height: 26))
        #expect(Self.frame(result, "e")?.size == Size(width: 42, height: 20))
        #expect(Self.frame(result, "p")?.size == Size(width: 24, height: 34))
    }

    @Test("ForEach over Identifiable sample data, key paths, enumerated pairs and indices; a repeated .id is numbered")
    func forEachOverData() throws {
        let files = ["Models.swift": Self.models]
        let rows = try Self.layout("VStack(spacing: 0) { ForEach(Recipe.samples) { r in Text(r.title).id(\"row\") } }", files)
        #expect(Self.frame(rows, "row")?.width == 40)
        #expect(Self.frame(rows, "row-2")?.width == 50)
        let pairs = try Self.layout("HStack(spacing: 0) { ForEach(Array(Recipe.samples.enumerated()), id: \\.offset) { index, r in Text(\"\\(index)\\(r.title)\").id(\"p-\\(index)\") } }", files)
        #expect(pairs.node(named: "p-1")?.textLines == ["1Bread"])
    }

    @Test("errors point into the app's file: a run-time value, a missing argument, recursion, a loop")
    func locatedErrors() {
        let files = ["App.swift": """
            struct Clock: View {
                let now = Date()
                var body: some View { Text("\\(now)") }
            }
            struct Named: View {
                let name: String
                var body: some View { Text(name) }
            }
            struct Forever: View {
                var body: some View { Forever() }
            }
            func total() -> Int { var sum = 0; for i in 0..<3 { sum += i }; return sum }
            struct Looping: View { var body: some View { Text("\\(total())") } }
            """]
        #expect(Self.errors("Clock()", files).contains("App.swift:2:15: error: 'Date(…)' is the current date, known only when the app runs"))
        #expect(Self.errors("Named()", files).contains("t.yaml:1:1: error: 'Named' has no value for 'name'") || Self.errors("Named()", files).contains("missing argument for parameter 'name' in 'Named(…)'"))
        #expect(Self.errors("Forever()", files).contains("App.swift:10:"))
        #expect(Self.errors("Looping()", files).contains("would run for its effect"))
    }

    @Test("a step budget ends hostile source with an error, not a hang")
    func stepBudget() {
        let files = ["App.swift": """
            func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }
            struct Slow: View { var body: some View { Text("\\(f(40))") } }
            """]
        let message = Self.errors("Slow()", files)
        #expect(message.contains("App.swift:1:"))
        #expect(message.contains("steps") || message.contains("deep"))
    }

    @Test("LabelStyle and ToggleStyle conformances lay out their makeBody with the configuration's parts")
    func labelAndToggleStyles() throws {
        let files = ["Styles.swift": """
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 2) { configuration.icon; configuration.title }
                }
            }
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 4) { Color.red.frame(width: configuration.isOn ? 30 : 10, height: 10).id("box"); configuration.label }
                }
            }
            """]
        let label = try Self.layout("Label(\"Mail\", systemImage: \"envelope\").labelStyle(Stacked()).id(\"l\")", files)
        // The 20×20 symbol over "Mail" (40×20), 2 apart: 40 wide, 42 tall.
        #expect(Self.frame(label, "l")?.size == Size(width: 40, height: 42))
        let toggle = try Self.layout("Toggle(\"On\", isOn: .constant(true)).toggleStyle(Check()).id(\"t\")", files)
        #expect(Self.frame(toggle, "t")?.size == Size(width: 54, height: 20))
        #expect(Self.frame(toggle, "box")?.width == 30)
    }

    @Test("the environment a chain sets holds for the view it modifies; @StateObject and @EnvironmentObject models")
    func environmentAndModels() throws {
        let files = ["Models.swift": """
            final class Store: ObservableObject {
                @Published var count = 3
                var title = "Inbox"
            }
            struct Counter: View {
                @StateObject private var store = Store()
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    Color.red.frame(width: CGFloat(store.count) * 10, height: sizeClass == .regular ? 40 : 20).id("bar")
                }
            }
            struct Title: View {
                @EnvironmentObject var store: Store
                var body: some View { Text(store.title).id("title") }
            }
            """]
        #expect(Self.frame(try Self.layout("Counter()", files), "bar")?.size == Size(width: 30, height: 20))
        #expect(Self.frame(try Self.layout("Counter().environment(\\.horizontalSizeClass, .regular)", files), "bar")?.size
                == Size(width: 30, height: 40))
        // Without one given, @EnvironmentObject gets the model's init(), as a preview's sample does.
        #expect(Self.frame(try Self.layout("Title()", files), "title")?.width == 50)
    }

    @Test("String(format:), Text(_:format:), String(localized:) and #if inside a modifier chain")
    func formatsAndPostfixIf() throws {
        let files = ["Views.swift": """
            struct Score: View {
                let value: Int
                var body: some View {
                    VStack(spacing: 0) {
                        Text(String(format: "%d of %d", value, 10)).id("a")
                        Text(value * 1000, format: .number).id("b")
                        Text(String(localized: "Done")).id("c")
                            .padding(1)
                            #if os(iOS)
                            .padding(4)
                            #else
                            .padding(40)
                            #endif
                    }
                }
            }
            """]
        let result = try Self.layout("Score(value: 7)", files)
        #expect(result.node(named: "a")?.textLines == ["7 of 10"])
        #expect(result.node(named: "b")?.textLines == ["7,000"])
        // "Done" 40×20, padded 1 then 4 (the iOS branch): the outer padding's frame is 50×30.
        #expect(result.node(named: "c")?.textLines == ["Done"])
        #expect(result.root.children.first?.children.last?.size == Size(width: 50, height: 30))
    }

    @Test("errors for mutation and for closures run for their effects point at them")
    func effectErrors() {
        // A local variable may be assigned (`AppSourceIdiomTests.localVariables`); a method that mutates a value may not.
        let files = ["App.swift": """
            struct Tally: View {
                var total: Int { var items: [Int] = []; items.append(1); return items.count }
                var body: some View { Text("\\(total)") }
            }
            """]
        #expect(Self.errors("Tally()", files).contains("App.swift:2:45: error: FrameLab evaluates declarations, 'return', 'if', 'guard', 'switch' and '#if' here; 'items.append(1)' would run for its effect"))
    }

    @Test("values defined in terms of themselves, views that contain themselves and exponential helpers end in errors")
    func cycles() {
        let files = ["App.swift": """
            let g: Int = h
            let h: Int = g
            struct Cycle: View { var body: some View { Text("\\(g)") } }
            struct Nest: View { var body: some View { VStack { Nest() } } }
            struct Tree: View {
                let n: Int
                var body: some View { VStack { if n > 0 { Tree(n: n - 1); Tree(n: n - 1) } else { Text("x") } } }
            }
            """]
        #expect(Self.errors("Cycle()", files).contains("App.swift:2:5: error: calls nest more than 24 deep here"))
        #expect(Self.errors("Nest()", files).contains("App.swift:4:52: error: calls nest more than 24 deep here"))
        // 2^20 bodies within the depth limit: the step budget, which every body walked counts against, ends it.
        #expect(Self.errors("Tree(n: 20)", files).contains("error: evaluating the view took more than 20000 steps"))
        #expect(Self.errors("Tree(n: 30)", files).contains("App.swift:7:47: error: calls nest more than 24 deep here"))
    }

    /// Found by the fuzzer (a timeout): a view that makes three of the other, and the other three of it, refused at the
    /// depth limit call after call. Each refused view counts a step, so the budget ends it.
    @Test("views that make several of each other end within the step budget, with its error")
    func mutuallyRecursiveViewsEndWithinTheBudget() {
        let files = ["App.swift": """
            struct C: View { var body: some View { VStack { D(); D(); D() } } }
            struct D: View { var body: some View { HStack { C(); C(); C() } } }
            """]
        let start = ContinuousClock.now
        let errors = Self.errors("C()", files)
        #expect(errors.contains("error: evaluating the view took more than 20000 steps") || errors.contains("deep"), "\(errors)")
        #expect(ContinuousClock.now - start < .seconds(20))  // a minute and more before; a few seconds in a debug build
    }

    @Test("a @ViewBuilder stored property filled by a trailing closure; a style written as a static member of its protocol")
    func viewBuilderPropertyAndStyleMember() throws {
        let files = ["Header.swift": """
            struct Header<Label: View>: View {
                var spacing: CGFloat = 4
                @ViewBuilder var label: Label
                var body: some View { HStack(spacing: spacing) { label; Spacer() } }
            }
            struct Boxed: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.title.padding(3) }
            }
            extension LabelStyle where Self == Boxed {
                static var boxed: Boxed { .init() }
            }
            """]
        let result = try Self.layout("Header { Label(\"Orders\", systemImage: \"box\").labelStyle(.boxed).id(\"l\") }", files)
        // The title alone, padded 3: "Orders" 60×20 → 66×26, at the leading edge of a 400-wide row.
        #expect(Self.frame(result, "l") == Rect(x: 0, y: 137, width: 66, height: 26))
    }

    @Test("forms real apps use: a number constant on two types, .init(top:…) insets, #available, URL(string:), environment defaults, shape styles")
    func realAppForms() throws {
        let files = ["Theme.swift": """
            extension CGFloat { static let layoutPadding: CGFloat = 20 }
            extension Double { static let layoutPadding: Double = 20 }
            struct Row: View {
                @Environment(\\.redactionReasons) private var redactionReasons
                let link: String
                var body: some View {
                    VStack(spacing: 0) {
                        if #available(iOS 17.0, *), !redactionReasons.contains(.placeholder), let url = URL(string: link) {
                            Text(url).id("url")
                        }
                        Color.red.frame(width: 10, height: 10).padding(.init(top: 1, leading: .layoutPadding + 4, bottom: 1, trailing: 0)).id("inset")
                        Text("x").background(.fill.tertiary).id("styled")
                    }
                }
            }
            """]
        let result = try Self.layout("Row(link: \"a.b\")", files)
        #expect(result.node(named: "url")?.textLines == ["a.b"])
        // 10 wide, 24 on the leading side: 34×12.
        #expect(Self.frame(result, "inset")?.size == Size(width: 34, height: 12))
        #expect(Self.frame(result, "styled")?.size == Size(width: 10, height: 20))
    }

    @Test("an explicit init with lets and an if over its parameters; a statement it cannot run is an error at that statement")
    func initializerBodies() throws {
        let files = ["Model.swift": """
            struct Note {
                let text: String
                var width: CGFloat
                init(text: String, wide: Bool = false) {
                    let base: CGFloat = 10
                    self.text = text
                    width = base
                    if wide { width = base * 3 }
                }
            }
            struct Loader {
                var items: [Int] = []
                init() { items.append(1) }
            }
            struct NoteView: View {
                let note: Note
                var body: some View { Color.red.frame(width: note.width, height: 10).id("n") }
            }
            struct LoaderView: View {
                let loader = Loader()
                var body: some View { Text("\\(loader.items.count)") }
            }
            """]
        #expect(Self.frame(try Self.layout("NoteView(note: Note(text: \"a\"))", files), "n")?.width == 10)
        #expect(Self.frame(try Self.layout("NoteView(note: Note(text: \"a\", wide: true))", files), "n")?.width == 30)
        #expect(Self.errors("LoaderView()", files).contains("Model.swift:13:14: error: FrameLab evaluates an init's assignments"))
    }
}
