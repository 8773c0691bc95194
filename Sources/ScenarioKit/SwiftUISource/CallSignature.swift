import SwiftSyntax

extension SwiftUIInterpreter {
    /// One parameter of a SwiftUI initialiser or modifier, as SwiftUI declares it.
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        /// The name used in messages (the label, or the parameter's internal name when unlabelled).
        var name: String
        var hasDefault: Bool
        /// A `@ViewBuilder` closure, which a trailing closure may fill.
        var isClosure = false

        static func labelled(_ label: String, hasDefault: Bool = true) -> Parameter {
            Parameter(label: label, name: label, hasDefault: hasDefault)
        }
        static func unlabelled(_ name: String, hasDefault: Bool = false) -> Parameter {
            Parameter(label: nil, name: name, hasDefault: hasDefault)
        }
        static let content = Parameter(label: "content", name: "content", hasDefault: false, isClosure: true)
    }

    /// One overload: its parameters in declaration order.
    struct Signature {
        var parameters: [Parameter]
        init(_ parameters: Parameter...) { self.parameters = parameters }
        init(_ parameters: [Parameter]) { self.parameters = parameters }

        /// How Swift names the overload: `(width:height:alignment:)`, `(_:_:)`, `()`.
        var labelList: String { "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
    }

    /// One argument of a call, the trailing closure included.
    struct CallArgument {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure = false
        var node: Syntax
        var labelDescription: String { label.map { "'\($0):'" } ?? "unlabelled argument" }
    }

    /// A call's arguments matched to the parameters of one overload.
    struct BoundArguments {
        /// The callee as messages name it: `VStack`, `.frame`.
        var callee: String
        /// Which of the overloads matched.
        var overload: Int
        var values: [String: ExprSyntax]
        var map: SourceMap
        /// The loop variables the arguments may use.
        var scope: Scope

        /// The argument for parameter `name`, or nil when the call leaves it to its default.
        subscript(name: String) -> Argument? {
            values[name].map { Argument(expression: $0, callee: callee, parameter: name, map: map, scope: scope).resolved() }
        }
    }

    /// Matches the arguments of `call` to the first of `overloads` that fits, the way Swift does:
    /// in order, by label, skipping parameters with defaults; a trailing closure fills a closure
    /// parameter. `anchor` is where errors about the call as a whole are reported.
    /// `content`: a trailing closure written after another call (`AnyLayout(HStackLayout()) { … }`), bound as
    /// if it trailed `call`.
    static func bind(_ call: FunctionCallExprSyntax, callee: String, overloads: [Signature],
                     anchor: some SyntaxProtocol, map: SourceMap, scope: Scope = [:],
                     content: ClosureExprSyntax? = nil) throws(Diagnostic) -> BoundArguments {
        if let extra = call.additionalTrailingClosures.first {
            throw map.error("'\(callee)' takes one trailing closure at most", at: extra)
        }
        var arguments = call.arguments.map {
            CallArgument(label: $0.label?.text, expression: $0.expression, node: Syntax($0))
        }
        if let closure = content ?? call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true,
                                          node: Syntax(closure)))
        }
        var mismatches: [Mismatch] = []
        for (index, signature) in overloads.enumerated() {
            switch match(arguments, to: signature) {
            case .success(let values):
                return BoundArguments(callee: callee, overload: index, values: values, map: map, scope: scope)
            case .failure(let mismatch):
                mismatches.append(mismatch)
            }
        }
        throw explain(mismatches, arguments: arguments, overloads: overloads, callee: callee, anchor: anchor, map: map)
    }

    /// Why an overload does not fit.
    enum Mismatch: Error {
        case missing(Parameter)
        case extra(CallArgument)
    }

    static func match(_ arguments: [CallArgument], to signature: Signature) -> Result<[String: ExprSyntax], Mismatch> {
        var values: [String: ExprSyntax] = [:]
        var next = 0
        for parameter in signature.parameters {
            if next < arguments.count {
                let argument = arguments[next]
                let fits = argument.isTrailingClosure ? parameter.isClosure : argument.label == parameter.label
                if fits {
                    values[parameter.name] = argument.expression
                    next += 1
                    continue
                }
            }
            if !parameter.hasDefault { return .failure(.missing(parameter)) }
        }
        if next < arguments.count { return .failure(.extra(arguments[next])) }
        return .success(values)
    }

    /// The most useful message for a call no overload accepts: first labels no overload has,
    /// then, when one overload has a parameter for every label written (or there is only one),
    /// that overload's own mismatch (missing, extra, out of order); otherwise the labels come
    /// from different overloads.
    static func explain(_ mismatches: [Mismatch], arguments: [CallArgument], overloads: [Signature],
                        callee: String, anchor: some SyntaxProtocol, map: SourceMap) -> Diagnostic {
        let forms = overloads.map { "'\(callee)\($0.labelList)'" }.joined(separator: " or ")
        let written = arguments.filter { !$0.isTrailingClosure }

        let known = Set(overloads.flatMap { $0.parameters.filter { !$0.isClosure }.map(\.label) })
        if let unknown = written.first(where: { !known.contains($0.label) }) {
            if overloads.allSatisfy({ $0.parameters.isEmpty }) {
                return map.error("'\(callee)' takes no arguments", at: unknown.node)
            }
            let what = unknown.label.map { "no argument '\($0):'" } ?? "no unlabelled argument"
            return map.error("'\(callee)' has \(what); it takes \(forms)", at: unknown.node)
        }
        if let closure = arguments.first(where: \.isTrailingClosure),
           !overloads.contains(where: { $0.parameters.contains(where: \.isClosure) }) {
            return map.error("'\(callee)' takes no trailing closure", at: closure.node)
        }

        func accepts(_ signature: Signature) -> Bool {
            let labels = Set(signature.parameters.filter { !$0.isClosure }.map(\.label))
            return written.allSatisfy { labels.contains($0.label) }
                && (!arguments.contains(where: \.isTrailingClosure) || signature.parameters.contains(where: \.isClosure))
        }
        guard let index = overloads.count == 1 ? 0 : overloads.firstIndex(where: accepts) else {
            let labels = "(" + written.map { ($0.label ?? "_") + ":" }.joined() + ")"
            return map.error("no overload of '\(callee)' takes the arguments \(labels); it takes \(forms)", at: anchor)
        }
        switch mismatches[index] {
        case .missing(let parameter):
            let position = (overloads[index].parameters.firstIndex { $0.name == parameter.name } ?? 0) + 1
            let name = parameter.label.map { "'\($0)'" } ?? "#\(position)"
            return map.error("missing argument for parameter \(name) in '\(callee)'", at: anchor)
        case .extra(let argument):
            return explainExtra(argument, arguments: arguments, signature: overloads[index], callee: callee, map: map)
        }
    }

    /// An argument left over once `signature` was matched: out of order, repeated or one too many.
    static func explainExtra(_ argument: CallArgument, arguments: [CallArgument], signature: Signature,
                             callee: String, map: SourceMap) -> Diagnostic {
        if argument.isTrailingClosure {
            return map.error("'\(callee)' takes no trailing closure here", at: argument.node)
        }
        let position = signature.parameters.firstIndex { $0.label == argument.label && !$0.isClosure }
        let earlier = arguments.prefix { $0.node != argument.node }
        if let position, let later = earlier.first(where: { other in
            (signature.parameters.firstIndex { $0.label == other.label && !$0.isClosure } ?? -1) > position
        }), let label = argument.label, let laterLabel = later.label {
            return map.error("argument '\(label):' must precede '\(laterLabel):' in '\(callee)'", at: argument.node)
        }
        let name = argument.label.map { " '\($0):'" } ?? ""
        return map.error("extra argument\(name) in '\(callee)'", at: argument.node)
    }
}
