import Parsing

/// FrameLab's one-line constraint syntax, Apple's `y = m·x + b` written out:
///
///     button.leading == container.leading + 20
///     box.width == 0.5 * container.width @750       (or `container.width * 0.5`)
///     label.width >= 80 @defaultHigh
///
/// `a.attr REL [m *] b.attr [* m] [+|- c] [@priority]` or `a.attr REL c [@priority]`, REL one of `==` `<=` `>=`;
/// priorities are numbers or UIKit's names. Errors carry the column inside the line, like VFL's. `parseAll` also
/// reads composite anchors (`CompositeAnchor`).
public enum ConstraintEquation {
    public static func parse(_ text: String) throws(VFLError) -> LayoutConstraint {
        var input = text[...].utf8
        return try EquationGrammar(grammar: VFLGrammar(source: text)).equation(&input)
    }

    /// A line that may also relate composite anchors (`a.edges == b.edges.inset(20)`, `a.size == (120, 80)`,
    /// `a.center == b.center`): one constraint per attribute, each described in the single-attribute syntax.
    public static func parseAll(_ text: String) throws(VFLError) -> [LayoutConstraint] {
        var input = text[...].utf8
        let grammar = EquationGrammar(grammar: VFLGrammar(source: text))
        guard let name = grammar.peekAttributeName(input), CompositeAnchor(rawValue: name) != nil else {
            return [try grammar.equation(&input)]
        }
        return try grammar.compositeEquation(&input)
    }

    static let namedPriorities: [String: Priority] = [
        "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow,
        "fittingSizeLevel": .fittingSizeLevel, "dragThatCanResizeScene": .dragThatCanResizeScene,
        "sceneSizeStayPut": .sceneSizeStayPut, "dragThatCannotResizeScene": .dragThatCannotResizeScene,
    ]
}

/// The productions, over VFL's tokens (identifiers, numbers and relations are the same).
struct EquationGrammar {
    let grammar: VFLGrammar

    func equation(_ input: inout VFLInput) throws(VFLError) -> LayoutConstraint {
        let first = try anchor(&input)
        grammar.skipSpaces(&input)
        let relation = try grammar.expect(VFLTokens.relation, &input, else: "Unknown relation. Must be ==, >=, or <=")
        grammar.skipSpaces(&input)
        var multiplier = 1.0, constant = 0.0
        var second: LayoutAnchor? = nil
        if let byte = input.first, VFLTokens.isIdentifierHead(byte) {
            second = try anchor(&input)
            if grammar.take("*", &input) {
                grammar.skipSpaces(&input)
                multiplier = try grammar.expect(VFLTokens.number, &input, else: "Expected a multiplier after '*'")
            }
        } else {
            let value = try grammar.expect(VFLTokens.number, &input, else: "Expected a view's attribute or a number")
            if grammar.take("*", &input) {
                grammar.skipSpaces(&input)
                multiplier = value
                second = try anchor(&input)
            } else {
                constant = value
            }
        }
        if second != nil {
            if grammar.take("+", &input) {
                grammar.skipSpaces(&input)
                constant = try grammar.expect(VFLTokens.number, &input, else: "Expected a constant after '+'")
            } else if grammar.take("-", &input) {
                grammar.skipSpaces(&input)
                constant = -(try grammar.expect(VFLTokens.number, &input, else: "Expected a constant after '-'"))
            }
        }
        let priority = try self.priority(&input)
        grammar.skipSpaces(&input)
        guard input.isEmpty else { throw grammar.failure("Unexpected characters after the end of the constraint", at: input) }
        if !multiplier.isFinite || !constant.isFinite {
            throw grammar.failure("Numbers must be finite", at: input)
        }
        return LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `@priority` (a number in 1…1000 or one of UIKit's names), or required when absent.
    func priority(_ input: inout VFLInput) throws(VFLError) -> Priority {
        guard grammar.take("@", &input) else { return .required }
        grammar.skipSpaces(&input)
        let at = input
        if let byte = input.first, VFLTokens.isIdentifierHead(byte) {
            let name = try grammar.expect(VFLTokens.identifier, &input, else: "Expected a priority")
            guard let named = ConstraintEquation.namedPriorities[name] else {
                throw grammar.failure("Unknown priority '\(name)'; use a number in 1…1000 or one of "
                    + ConstraintEquation.namedPriorities.keys.sorted().joined(separator: ", "), at: at)
            }
            return named
        }
        let priority = Priority(try grammar.expect(VFLTokens.number, &input, else: "Expected a priority after '@'"))
        guard priority.isValid else { throw grammar.failure("Priority \(priority) is outside 1…1000", at: at) }
        return priority
    }

    /// `view.attribute`, or a system guide's: `container.safeAreaLayoutGuide.top`, `card.layoutMarginsGuide.leading`.
    func anchor(_ input: inout VFLInput) throws(VFLError) -> LayoutAnchor {
        grammar.skipSpaces(&input)
        var item = try grammar.expect(VFLTokens.identifier, &input, else: "Expected a view name, as in button.leading")
        let dot = input
        guard grammar.take(".", &input) else {
            throw grammar.failure("Expected '.' and an attribute after '\(item)', as in \(item).leading", at: dot)
        }
        var at = input
        var name = try grammar.expect(VFLTokens.identifier, &input, else: "Expected an attribute after '.'")
        if let guide = SystemGuide(rawValue: name) {
            item += "." + guide.rawValue
            guard grammar.take(".", &input) else {
                throw grammar.failure("Expected '.' and an attribute after '\(item)', as in \(item).leading", at: input)
            }
            at = input
            name = try grammar.expect(VFLTokens.identifier, &input, else: "Expected an attribute after '.'")
        }
        guard let attribute = LayoutAttribute(name: name) else {
            throw grammar.failure("Unknown attribute '\(name)'; use one of "
                + LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "), at: at)
        }
        return LayoutAnchor(item, attribute)
    }
}
