import LayoutCore
import SwiftSyntax
import ViewLayout

/// What the evaluation of one scenario's view shares: the app's declarations, the scenario's environment and
/// compilation conditions, the step budget, and the first definite error met (a value only known at run time,
/// an exhausted budget), which the caller reports instead of a vaguer "expects a number".
final class EvaluationContext: @unchecked Sendable {
    let program: SwiftProgram
    let environment: SwiftEnvironment
    /// The scenario's own `view:` source, where code that is not in an app file is.
    let scenarioMap: SwiftUIInterpreter.SourceMap
    /// Steps taken so far; each evaluated expression and statement is one.
    private(set) var steps = 0
    /// Stand-ins for values known only when the app runs, met while evaluating arguments (`StandIns`).
    private(set) var standIns: [Diagnostic] = []

    func standIn(_ warning: Diagnostic) {
        clearFailure()
        standIns.append(warning)
    }
    /// Nested calls of the app's functions, initialisers and views now in progress.
    var depth = 0
    /// Nested evaluations of expressions now in progress (`Evaluator.value`).
    var valueDepth = 0
    /// Far deeper than any expression written by hand, and far from the thread's stack limit.
    static let maximumValueDepth = 100
    /// The first definite failure, with the syntax it is about; a severe one (recursion, nesting) is kept even when
    /// the value it was met in is deferred, since trying again only meets it again.
    private(set) var failure: (node: Syntax, diagnostic: Diagnostic, isSevere: Bool)?
    /// The files whose declarations the view used (indexes into `program.files`).
    private(set) var usedFiles: Set<Int> = []

    /// Far more than any view needs (the largest preview of the sample app takes 693 steps, the largest scenario of
    /// this repository 138), and small enough that hostile source (a long loop of recursive helpers, a view that
    /// makes several of itself) ends in well under a second in a release build. The fuzzer's instrumented build is
    /// about 25 times slower and gives an input 10 s: 100,000 steps took 19 s there.
    static let stepBudget = 20_000
    /// Deeper calls are recursion without a bound; also keeps the walk well inside the thread's stack.
    static let maximumDepth = 24

    init(program: SwiftProgram, environment: SwiftEnvironment, scenarioMap: SwiftUIInterpreter.SourceMap) {
        self.program = program
        self.environment = environment
        self.scenarioMap = scenarioMap
    }

    /// Counts one step (`count` for work that costs as much: a view's body walked); false once the budget is spent
    /// (the failure is then recorded at `node`).
    func step(at node: some SyntaxProtocol, map: SwiftUIInterpreter.SourceMap, count: Int = 1) -> Bool {
        steps += count
        if steps <= Self.stepBudget { return true }
        fail(Self.budgetMessage, at: node, map: map, isSevere: true)
        return false
    }

    static let budgetMessage = "evaluating the view took more than \(stepBudget) steps; FrameLab stops here (is a helper "
        + "recursive, or a ForEach very long?)"


    var isExhausted: Bool { steps > Self.stepBudget }

    func use(file: Int) { usedFiles.insert(file) }

    /// Values `.environment(\.key, value)` sets for the views being built (the walker sets and restores them).
    var environmentOverrides: [String: SwiftUIInterpreter.Value] = [:]

    /// The values of static `let`s and global `let`s met so far, by `Type.name` (`.name` for a global): constants, so
    /// each is evaluated once per scenario (sample data such as `Donut.all` is read by many views and initialisers).
    var constants: [String: SwiftUIInterpreter.Value] = [:]

    func overrides(for key: String) -> SwiftUIInterpreter.Value? { environmentOverrides[key] }

    /// Records the first definite failure; later ones are consequences of it. Syntax that is not part of a file (a
    /// default `nil` FrameLab made, an operator sequence folded into a new tree) has no place to point at: the failure
    /// is recorded at the next node that has one.
    func fail(_ message: String, at node: some SyntaxProtocol, map: SwiftUIInterpreter.SourceMap, isSevere: Bool = false) {
        guard Syntax(node).root.is(SourceFileSyntax.self) else { return }
        // Once the budget is spent, every failure is a consequence of that: say so, wherever it is first recorded.
        let text = isExhausted ? Self.budgetMessage : message
        if failure == nil { failure = (Syntax(node), map.error(text, at: node), isSevere || isExhausted) }
    }

    /// The recorded failure if it is about `expression` or something inside it (or the budget, anywhere).
    func failure(within expression: some SyntaxProtocol) -> Diagnostic? {
        guard let failure else { return nil }
        if isExhausted { return failure.diagnostic }
        let node = failure.node
        guard node.root.id == expression.root.id,
              expression.position <= node.position, node.endPosition <= expression.endPosition else { return nil }
        return failure.diagnostic
    }

    /// The failure state now, to return to when an attempt is abandoned (`restoreFailure`).
    var failureMark: Bool { failure != nil }

    /// Forgets a failure recorded since `mark` (taken when there was none), unless the budget is spent.
    func restoreFailure(to hadFailure: Bool) { if !hadFailure && !isExhausted && failure?.isSevere != true { failure = nil } }

    /// Forgets the failure once it is reported, so a later, unrelated error is not blamed on it.
    func clearFailure() { if !isExhausted { failure = nil } }

    /// The recorded failure whatever it is about (when an evaluation as a whole produced nothing).
    var anyFailure: Diagnostic? { failure?.diagnostic }

    /// A preview's code, which compiled and cannot be given other values: a value known only when the app runs gets a
    /// stand-in (`StandIns`). A scenario's, whose author passes the values, gets an error.
    var allowsStandIns = false

    /// Whether what just failed may get a stand-in: in a preview, and not the budget, a recursion or a statement
    /// FrameLab cannot run (those stay errors wherever they are).
    var canStandIn: Bool { allowsStandIns && !isExhausted && failure?.isSevere != true }
}

/// The scenario's SwiftUI environment and compilation conditions, which `@Environment` and `#if` read: settings,
/// so a scenario shows the compact and the regular branch of one view.
public struct SwiftEnvironment: Sendable, Hashable {
    /// `colorScheme: dark`, `horizontalSizeClass: regular`, …: each value a member name (`.dark`).
    public var values: [String: String]
    /// The active compilation conditions: `DEBUG`, and `simulator` for `targetEnvironment(simulator)`.
    public var conditions: Set<String>
    public var platform: Platform
    /// The declared sizes of views from other modules (`placeholders:` in framelab.yml), by type name. In the app's
    /// code a view FrameLab does not know is a placeholder of this size, or that takes the proposal (`Placeholders`).
    public var placeholders: [String: Size] = [:]
    /// The screen the view is laid out on, as `UIScreen.main.bounds` reads it: the scenario's canvas, or the preview's
    /// device in its orientation. nil where neither is known (the app's code then cannot read it).
    public var screen: Size?

    /// iOS on an iPhone in portrait, as Xcode's canvas shows a preview: compact width, regular height, light,
    /// large type, left to right, English; a debug build in the simulator.
    public static let defaultValues: [String: String] = [
        "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "colorScheme": "light",
        "dynamicTypeSize": "large", "layoutDirection": "leftToRight", "locale": "en_US", "isEnabled": "true",
        "displayScale": "3", "sizeCategory": "large", "legibilityWeight": "regular", "isPresented": "false",
        "editMode": "inactive",
        // Not an environment key: what `UIDevice.current.userInterfaceIdiom` reads (`.pad` for an iPad preview).
        "userInterfaceIdiom": "phone",
    ]
    public static let defaultConditions: Set<String> = ["DEBUG", "simulator"]

    public init(values: [String: String] = SwiftEnvironment.defaultValues, conditions: Set<String> = SwiftEnvironment.defaultConditions,
                platform: Platform = .iOS) {
        self.values = values; self.conditions = conditions; self.platform = platform
    }
}

extension SwiftUIInterpreter {
    /// What names mean where an expression is evaluated: loop variables and locals, the instance whose body
    /// is being walked (`self`), the type whose static members bare names may be, the file the code is in, and
    /// the evaluation's shared context. A dictionary literal makes a scope of variables alone.
    struct Scope: ExpressibleByDictionaryLiteral, @unchecked Sendable {
        var variables: [String: Value] = [:]
        var context: EvaluationContext?
        /// The instance of a custom view, modifier or style whose code runs (`self`, and its properties by name).
        var selfValue: Value?
        /// The type whose code runs: its static members are visible by name.
        var selfType: String?
        /// The file the code is in (nil: the scenario's own `view:` source).
        var map: SourceMap?
        /// The type the body being run returns, which its implicit members (`.init()`, `.sample`) belong to.
        var returnType: String?

        init(dictionaryLiteral elements: (String, Value)...) {
            for (name, value) in elements { variables[name] = value }
        }

        init(context: EvaluationContext?) { self.context = context }

        subscript(name: String) -> Value? {
            get { variables[name] }
            set { variables[name] = newValue }
        }

        var keys: Dictionary<String, Value>.Keys { variables.keys }

        /// A scope for code of `type` in file `file`: the same context, no variables.
        func entering(type: String?, instance: Value?, file: Int?) -> Scope {
            var scope = Scope(context: context)
            scope.selfType = type
            scope.selfValue = instance
            if let file, let context {
                scope.map = context.program.map(of: file)
                context.use(file: file)
            } else {
                scope.map = map
            }
            return scope
        }
    }

    /// An instance of one of the app's structs or classes: its type and its properties' values.
    struct Instance: @unchecked Sendable {
        var type: String
        var fields: [String: Value]
        /// Field names in declaration order, for printing.
        var order: [String]
    }

    /// Swift the evaluator does not reduce to a value (a SwiftUI `Font`, a closure of views): kept with the
    /// scope it was written in, and read where it is used, as if written there.
    struct Deferred: @unchecked Sendable {
        var expression: ExprSyntax
        var scope: Scope
    }

    /// A value of an enum: `.medium`, `Difficulty.hard`, `.loaded(3)`.
    struct EnumValue: @unchecked Sendable {
        var type: String?
        var name: String
        var rawValue: Value?
        var associated: [Value]
    }
}
