import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// The Swift idioms real apps' views are written with (issue 29's survey of Food Truck, Backyard Birds, Ice Cubes,
/// MovieSwiftUI and WeatherSwiftUI): models with observers and setup methods, fresh-install defaults, dictionaries,
/// nested types, formatted numbers, local variables, and the app's own environment keys. Canvas 400×300, the
/// monospaced text model (10 pt a character, 20 pt a line), as `AppSourceTests`.
@Suite("Swift as real apps write it")
struct AppSourceIdiomTests {
    static func layout(_ view: String, _ files: [String: String], environment: SwiftEnvironment = SwiftEnvironment()) throws -> LayoutResult {
        try AppSourceTests.layout(view, files, environment: environment)
    }

    static func width(_ result: LayoutResult, _ name: String) -> Double? { result.node(named: name)?.frame.width }

    static func lines(_ result: LayoutResult, _ name: String) -> [String]? { result.node(named: name)?.textLines?.lines }

    @Test("a property with didSet is stored: the memberwise initialiser takes it")
    func observedPropertyIsStored() throws {
        let result = try Self.layout("CountLabel(count: 1234)", ["A.swift": """
            struct CountLabel: View {
                var count: Int { didSet { print(count) } }
                var body: some View { Text("\\(count)").id("t") }
            }
            """])
        #expect(Self.width(result, "t") == 40)
    }

    @Test("an init reads the declared values and what it assigned, runs the type's own setup methods and #if")
    func initialiserIdioms() throws {
        let files = ["Theme.swift": """
            final class Theme {
                static let shared = Theme()
                private let storage = Storage()
                var padding: CGFloat { didSet { storage.padding = padding } }
                var twice: CGFloat = 0
                var platform = ""
                private init() {
                    padding = storage.padding
                    setUp()
                    #if os(iOS)
                    platform = "iOS"
                    #else
                    platform = "other"
                    #endif
                }
                private func setUp() { twice = padding * 2 }
            }
            final class Storage { var padding: CGFloat = 7 }
            struct Card: View {
                var body: some View {
                    Color.red.frame(width: Theme.shared.twice, height: Theme.shared.padding).id("c")
                    Text(Theme.shared.platform).id("p")
                }
            }
            """]
        let result = try Self.layout("VStack { Card() }", files)
        #expect(result.node(named: "c")?.frame.size == Size(width: 14, height: 7))
        #expect(Self.lines(result, "p") == ["iOS"])
    }

    @Test("a setup method that cannot run leaves its properties unknown: an error only where a view uses one")
    func setupMethodFailureIsLocatedWhereUsed() throws {
        let files = ["Theme.swift": """
            final class Theme {
                var tint = 1
                var size: CGFloat = 10
                init() { computeTint() }
                private func computeTint() {
                    if Date().timeIntervalSince1970 > 0 { tint = 2 }
                }
            }
            struct UsesSize: View { var body: some View { Color.red.frame(width: Theme().size, height: 5).id("s") } }
            struct UsesTint: View { var body: some View { Text("\\(Theme().tint)") } }
            """]
        #expect(try Self.layout("UsesSize()", files).node(named: "s")?.frame.width == 10)
        #expect(AppSourceTests.errors("UsesTint()", files).contains("Theme.swift:6:12: error: cannot evaluate the condition 'Date().timeIntervalSince1970 > 0'"))
    }

    @Test("UserDefaults and @AppStorage as on a fresh install: no value for any key, the declared default")
    func freshInstallDefaults() throws {
        let result = try Self.layout("Prefs()", ["P.swift": """
            struct Prefs: View {
                @AppStorage("scale") var scale: Double = 2
                var body: some View {
                    let defaults = UserDefaults.standard
                    HStack(spacing: 0) {
                        if defaults.bool(forKey: "compact") { Text("compact").id("c") } else { Text("roomy").id("r") }
                        Text("\\(UserDefaults(suiteName: "group")?.integer(forKey: "n") ?? 9)").id("n")
                        Text((defaults.object(forKey: "name") as? String) ?? "none").id("o")
                        Color.red.frame(width: 10 * scale, height: 1).id("w")
                    }
                }
            }
            """])
        #expect(Self.lines(result, "r") == ["roomy"] && result.node(named: "c") == nil)
        #expect(Self.lines(result, "n") == ["0"])
        #expect(Self.lines(result, "o") == ["none"])
        #expect(Self.width(result, "w") == 20)
    }

    @Test("dictionaries: subscript (nil when missing), keys, values, map over entries")
    func dictionaries() throws {
        let result = try Self.layout("Sales()", ["S.swift": """
            struct Sales: View {
                let sales: [String: Int] = ["classic": 3, "glazed": 4]
                var body: some View {
                    VStack {
                        Text("\\(sales["glazed"] ?? 0)").id("g")
                        Text("\\(sales["none"] ?? -1)").id("m")
                        Text("\\(sales.map(\\.value).reduce(0, +))").id("total")
                        Text(sales.keys.joined(separator: ",")).id("k")
                        Text("\\(sales.values.count)").id("n")
                    }
                }
            }
            """])
        #expect(Self.lines(result, "g") == ["4"])
        #expect(Self.lines(result, "m") == ["-1"])
        #expect(Self.lines(result, "total") == ["7"])
        #expect(Self.lines(result, "k") == ["classic,glazed"])
        #expect(Self.lines(result, "n") == ["2"])
    }

    @Test("nested types: Outer.Inner(…) constructs, extension Outer.Inner adds statics, [.init(…)] takes the element type")
    func nestedTypesAndTypedArrays() throws {
        let result = try Self.layout("Text(Donut.Dough.plain.name + \"\\(Donut.all.count)\" + Donut.all[1].dough.name)", ["D.swift": """
            struct Donut {
                struct Dough { var name: String }
                var dough: Dough
                static let all: [Donut] = [.init(dough: .plain), .init(dough: Donut.Dough(name: "Choc"))]
            }
            extension Donut.Dough { static let plain = Donut.Dough(name: "Plain") }
            """])
        #expect(result.root.textLines == ["Plain2Choc"])
    }

    @Test("numbers: formatted() groups in the scenario's locale, rounded() rounds half away from zero, Double parameters hold doubles")
    func numbers() throws {
        let files = ["N.swift": """
            struct Reading { let value: Double }
            func rounded(_ d: Double) -> String { "\\(Int(d.rounded()))" }
            struct Numbers: View {
                var body: some View {
                    VStack {
                        Text(1234567.formatted()).id("i")
                        Text(Reading(value: 55).value.formatted()).id("d")
                        Text(rounded(2.5) + rounded(-2.5) + "\\(Int(2.7.rounded(.down)))").id("r")
                        Text("\\(Reading(value: 55).value)").id("p")
                    }
                }
            }
            """]
        let english = try Self.layout("Numbers()", files)
        #expect(Self.lines(english, "i") == ["1,234,567"])
        #expect(Self.lines(english, "d") == ["55.0"])
        #expect(Self.lines(english, "r") == ["3-32"])
        #expect(Self.lines(english, "p") == ["55.0"])
        var german = SwiftEnvironment()
        german.values["locale"] = "de_DE"
        #expect(Self.lines(try Self.layout("Numbers()", files, environment: german), "i") == ["1.234.567"])
    }

    @Test("a function's local var: assigned and compounded, in its branches too")
    func localVariables() throws {
        let result = try Self.layout("Text(iconName(7) + \"/\" + iconName(12))", ["I.swift": """
            func iconName(_ icon: Int) -> String {
                var name = ""
                if icon < 10 { name += "0\\(icon)" } else { name += "\\(icon)" }
                name = name + "-s"
                return name
            }
            """])
        #expect(result.root.textLines == ["07-s/12-s"])
    }

    @Test("a SwiftUI member held in a property or parameter is read where a literal one is")
    func memberHeldInProperty() throws {
        let result = try Self.layout("Row(alignment: .top)", ["R.swift": """
            struct Row: View {
                let alignment: VerticalAlignment
                var body: some View {
                    HStack(alignment: alignment, spacing: 0) { Color.red.frame(width: 10, height: 50); Text("a").id("a") }
                }
            }
            """])
        // The row is 50 tall, centred at y 125; the text sits at its top.
        #expect(result.node(named: "a")?.frame.minY == 125)
    }

    @Test("UIScreen.main.bounds is the scenario's canvas; UIDevice's idiom is the device's, .phone by default")
    func screenAndIdiom() throws {
        var environment = SwiftEnvironment()
        environment.screen = Size(width: 400, height: 300)
        let files = ["S.swift": """
            struct Screen: View {
                private let width = UIScreen.main.bounds.width
                var body: some View {
                    Color.red.frame(width: width / 4, height: UIScreen.main.bounds.size.height / 10).id("c")
                    Color.blue.frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 100 : 50, height: 1).id("i")
                }
            }
            """]
        let phone = try Self.layout("VStack { Screen() }", files, environment: environment)
        #expect(phone.node(named: "c")?.frame.size == Size(width: 100, height: 30))
        #expect(Self.width(phone, "i") == 50)
        environment.values["userInterfaceIdiom"] = "pad"
        #expect(Self.width(try Self.layout("VStack { Screen() }", files, environment: environment), "i") == 100)
    }

    @Test("a method of the app's value that returns a view is that view, not a modifier")
    func methodReturningView() throws {
        let result = try Self.layout("Icon(kind: .favourite)", ["K.swift": """
            enum Kind {
                case favourite, mention
                func icon(large: Bool) -> some View { Rectangle().frame(width: large ? 24 : 16, height: 16) }
            }
            struct Icon: View {
                let kind: Kind
                var body: some View { kind.icon(large: false).padding(2).id("i") }
            }
            """])
        #expect(result.node(named: "i")?.frame.size == Size(width: 20, height: 20))
    }

    @Test("the app's environment keys: @Entry's value, an EnvironmentKey's defaultValue, the scenario's setting over both")
    func appEnvironmentKeys() throws {
        let files = ["E.swift": """
            extension EnvironmentValues {
                @Entry var isCompact: Bool = true
                var rowHeight: CGFloat {
                    get { self[RowHeightKey.self] }
                    set { self[RowHeightKey.self] = newValue }
                }
            }
            struct RowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 33 }
            struct Row: View {
                @Environment(\\.isCompact) private var isCompact
                @Environment(\\.rowHeight) private var rowHeight
                var body: some View { Color.red.frame(width: isCompact ? 10 : 90, height: rowHeight).id("r") }
            }
            """]
        #expect(try Self.layout("Row()", files).node(named: "r")?.frame.size == Size(width: 10, height: 33))
        var environment = SwiftEnvironment()
        environment.values["isCompact"] = "false"
        #expect(Self.width(try Self.layout("Row()", files, environment: environment), "r") == 90)
    }

    @Test("strings: AttributedString(stringLiteral:), a URL's host() and absoluteString")
    func stringForms() throws {
        let result = try Self.layout("LinkRow()", ["L.swift": """
            struct LinkRow: View {
                let url = URL(string: "https://example.com/a")!
                var body: some View {
                    VStack {
                        Text(AttributedString(stringLiteral: "Hi")).id("a")
                        Text(url.host() ?? url.absoluteString).id("h")
                    }
                }
            }
            """])
        #expect(Self.lines(result, "a") == ["Hi"])
        #expect(Self.lines(result, "h") == ["example.com"])
    }

    @Test("ContainerRelativeShape takes the shape of .containerShape above it, else a rectangle")
    func containerRelativeShape() throws {
        let inCircle = try AppSourceTests.layout("VStack { ContainerRelativeShape().strokeBorder(.gray).id(\"s\") }.frame(width: 40, height: 30).containerShape(Circle())", [:])
        #expect(inCircle.node(named: "s")?.kind == "Ellipse")
        #expect(inCircle.node(named: "s")?.frame.size == Size(width: 40, height: 30))
        let inner = try AppSourceTests.layout("ContainerRelativeShape().id(\"s\").containerShape(.rect(cornerRadius: 8)).containerShape(Circle())", [:])
        #expect(inner.node(named: "s")?.kind == "RoundedRectangle")
        #expect(try AppSourceTests.layout("ContainerRelativeShape().id(\"s\")", [:]).node(named: "s")?.kind == "Rectangle")
    }

    @Test("a type the app declares without a body is named as such, not as an unknown view")
    func declaredTypeWithoutBody() {
        let message = AppSourceTests.errors("MovieRow(id: 1)", ["M.swift": """
            struct MovieRow: ConnectedView {
                let id: Int
                func body(props: Int) -> some View { Text("x") }
            }
            """])
        #expect(message.contains("t.yaml:1:1: error: 'MovieRow' is declared in the app but has no 'body' property FrameLab can lay out (it conforms to 'ConnectedView'"))
    }
}
