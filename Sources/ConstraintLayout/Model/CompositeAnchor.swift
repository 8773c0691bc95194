/// Several attributes constrained in one line, as anchor DSLs offer them (seed 001: `size`, `center`,
/// `horizontalEdges`, `verticalEdges`, and SnapKit's `edges`). A composite line stands for one constraint per
/// attribute, in the order listed here.
public enum CompositeAnchor: String, Sendable, Hashable, CaseIterable {
    case edges, horizontalEdges, verticalEdges, center, size

    public var attributes: [LayoutAttribute] {
        switch self {
        case .edges: [.top, .leading, .bottom, .trailing]
        case .horizontalEdges: [.leading, .trailing]
        case .verticalEdges: [.top, .bottom]
        case .center: [.centerX, .centerY]
        case .size: [.width, .height]
        }
    }

    /// Edge groups: related with `==` only, and the only ones that take insets.
    public var isEdgeGroup: Bool { self == .edges || self == .horizontalEdges || self == .verticalEdges }

    /// Each of the group's edges' constant for insets of `inset(edge)`, signed so that every edge moves inwards:
    /// the one inset expansion of `.inset(…)`, the DSL's `+ EdgeInsets(…)` and scenario Swift's.
    public func insetConstants(_ inset: (LayoutAttribute) -> Double) -> [LayoutAttribute: Double] {
        Dictionary(uniqueKeysWithValues: attributes.map { ($0, Self.insetSign($0) * inset($0)) })
    }

    /// The composite constraint `item.COMPOSITE relation multiplier × other.COMPOSITE + constant` (or a constant when
    /// `other` is nil) as one constraint per attribute; `perAttribute` adds each attribute's own constant (insets, already
    /// signed, or a size's width and height). The one expansion the equation syntax, the Swift DSL and scenario Swift share.
    public func constraints(_ item: String, _ relation: Relation, _ other: String?, multiplier: Double = 1,
                            constant: Double = 0, perAttribute: [LayoutAttribute: Double] = [:],
                            priority: Priority = .required) -> [LayoutConstraint] {
        attributes.map { attribute in
            LayoutConstraint(LayoutAnchor(item, attribute), relation, other.map { LayoutAnchor($0, attribute) },
                             multiplier: multiplier, constant: constant + (perAttribute[attribute] ?? 0), priority: priority)
        }
    }

    /// How an inset moves an edge's constant: an inset moves the top and leading edges towards the trailing
    /// and bottom (+) and the bottom and trailing edges back (−), so that `a.edges == b.edges.inset(40)` puts
    /// `a` 40 inside `b` on every side (where `+ 40` would move every edge the same way: a shift).
    public static func insetSign(_ attribute: LayoutAttribute) -> Double {
        attribute == .bottom || attribute == .trailing ? -1 : 1
    }
}

/// The right-hand side of a composite line, before it is expanded into one constraint per attribute.
struct CompositeRightSide {
    var item: String?
    var multiplier = 1.0
    /// Added to every attribute (a shift for edges).
    var constant = 0.0
    /// Per-attribute constants of `size == (w, h)` and of `.inset(…)`, already signed for insets.
    var perAttribute: [LayoutAttribute: Double] = [:]
}

extension EquationGrammar {
    /// The attribute name after `item.` at the start of `input`, without consuming anything.
    func peekAttributeName(_ input: VFLInput) -> String? {
        var probe = input
        grammar.skipSpaces(&probe)
        guard (try? VFLTokens.identifier.parse(&probe)) != nil, grammar.take(".", &probe) else { return nil }
        let name = try? VFLTokens.identifier.parse(&probe)
        // `container.safeAreaLayoutGuide.edges`: the attribute follows the guide.
        if let name, SystemGuide(rawValue: name) != nil, grammar.take(".", &probe) {
            return try? VFLTokens.identifier.parse(&probe)
        }
        return name
    }

    /// `a.COMPOSITE REL b.COMPOSITE[.inset(…)] [* m] [± c] [@p]`, `a.size REL c`, `a.size REL (w, h)`:
    /// one constraint per attribute of the composite.
    func compositeEquation(_ input: inout VFLInput) throws(VFLError) -> [LayoutConstraint] {
        grammar.skipSpaces(&input)
        var item = try grammar.expect(VFLTokens.identifier, &input, else: "Expected a view name, as in button.edges")
        _ = grammar.take(".", &input)
        let (name, nameStart) = try anchorName(after: &item, &input, else: "Expected a composite anchor")
        guard let composite = CompositeAnchor(rawValue: name) else { throw grammar.failure("Unknown anchor '\(name)'", at: nameStart) }
        grammar.skipSpaces(&input)
        let relationStart = input
        let relation = try grammar.expect(VFLTokens.relation, &input, else: "Unknown relation. Must be ==, >=, or <=")
        if composite.isEdgeGroup && relation != .equal {
            throw grammar.failure("\(name) are related with == only; write each edge's inequality on its own line",
                                  at: relationStart)
        }
        let right = try compositeRightSide(composite, &input)
        let priority = try self.priority(&input)
        grammar.skipSpaces(&input)
        guard input.isEmpty else { throw grammar.failure("Unexpected characters after the end of the constraint", at: input) }
        return composite.constraints(item, relation, right.item, multiplier: right.multiplier, constant: right.constant,
                                     perAttribute: right.perAttribute, priority: priority)
    }

    private func compositeRightSide(_ composite: CompositeAnchor, _ input: inout VFLInput) throws(VFLError) -> CompositeRightSide {
        var right = CompositeRightSide()
        let start = input
        guard let byte = grammar.next(&input) else { throw grammar.failure("Expected another view's \(composite.rawValue)", at: input) }
        if byte == UInt8(ascii: "(") {
            guard composite == .size else { throw grammar.failure("Only a size takes a (width, height) pair", at: start) }
            _ = grammar.take("(", &input)
            grammar.skipSpaces(&input)
            right.perAttribute[.width] = try grammar.expect(VFLTokens.number, &input, else: "Expected a width")
            guard grammar.take(",", &input) else { throw grammar.failure("Expected ',' between width and height", at: input) }
            grammar.skipSpaces(&input)
            right.perAttribute[.height] = try grammar.expect(VFLTokens.number, &input, else: "Expected a height")
            guard grammar.take(")", &input) else { throw grammar.failure("Expected ')' after the height", at: input) }
            return right
        }
        if !VFLTokens.isIdentifierHead(byte) {
            let value = try grammar.expect(VFLTokens.number, &input, else: "Expected another view's \(composite.rawValue) or a number")
            guard grammar.take("*", &input) else {
                guard composite == .size else {
                    throw grammar.failure("Only a size can equal a number; relate \(composite.rawValue) to another view's", at: start)
                }
                right.constant = value
                return right
            }
            right.multiplier = value
            right.item = try compositeItem(composite, &input)
        } else {
            right.item = try compositeItem(composite, &input)
            if grammar.take(".", &input) {
                try insets(composite, into: &right, &input)
            }
            if grammar.take("*", &input) {
                grammar.skipSpaces(&input)
                right.multiplier = try grammar.expect(VFLTokens.number, &input, else: "Expected a multiplier after '*'")
            }
        }
        if right.multiplier != 1 && composite != .size {
            throw grammar.failure("Only a size takes a multiplier", at: start)
        }
        let signStart = input
        for (sign, symbol) in [(1.0, Character("+")), (-1.0, Character("-"))] where grammar.take(symbol, &input) {
            guard right.perAttribute.isEmpty else {
                throw grammar.failure("Use either .inset(…) or a constant, not both", at: signStart)
            }
            grammar.skipSpaces(&input)
            right.constant = sign * (try grammar.expect(VFLTokens.number, &input, else: "Expected a constant after '\(symbol)'"))
            break
        }
        return right
    }

    /// `view.COMPOSITE` on the right: the same composite as on the left.
    private func compositeItem(_ composite: CompositeAnchor, _ input: inout VFLInput) throws(VFLError) -> String {
        grammar.skipSpaces(&input)
        var item = try grammar.expect(VFLTokens.identifier, &input, else: "Expected a view name")
        guard grammar.take(".", &input) else {
            throw grammar.failure("Expected '.\(composite.rawValue)' after '\(item)'", at: input)
        }
        let (name, at) = try anchorName(after: &item, &input, else: "Expected '\(composite.rawValue)'")
        guard name == composite.rawValue else {
            throw grammar.failure("\(composite.rawValue) can only be related to another view's \(composite.rawValue), not '\(name)'", at: at)
        }
        return item
    }

    /// The anchor's name after `item.`, read through a system guide (`container.safeAreaLayoutGuide.edges`): the
    /// guide joins `item` and the name after it is the anchor's. Returns where the name starts too, for errors about it.
    private func anchorName(after item: inout String, _ input: inout VFLInput,
                            else message: String) throws(VFLError) -> (name: String, at: VFLInput) {
        var at = input
        var name = try grammar.expect(VFLTokens.identifier, &input, else: message)
        if let guide = SystemGuide(rawValue: name), grammar.take(".", &input) {
            item += "." + guide.rawValue
            at = input
            name = try grammar.expect(VFLTokens.identifier, &input, else: message)
        }
        return (name, at)
    }

    /// `inset(v)` or `inset(top: a, leading: b, …)` after `view.EDGES.`: each named edge moves inwards.
    private func insets(_ composite: CompositeAnchor, into right: inout CompositeRightSide, _ input: inout VFLInput) throws(VFLError) {
        let at = input
        let word = try grammar.expect(VFLTokens.identifier, &input, else: "Expected inset(…)")
        guard word == "inset", composite.isEdgeGroup else {
            throw grammar.failure(composite.isEdgeGroup ? "Expected inset(…), found '\(word)'"
                                  : "Only edges, horizontalEdges and verticalEdges take an inset", at: at)
        }
        guard grammar.take("(", &input) else { throw grammar.failure("Expected '(' after inset", at: input) }
        if let byte = grammar.next(&input), !VFLTokens.isIdentifierHead(byte) {
            let value = try grammar.expect(VFLTokens.number, &input, else: "Expected an inset")
            right.perAttribute = composite.insetConstants { _ in value }
        } else {
            repeat {
                grammar.skipSpaces(&input)
                let labelAt = input
                let label = try grammar.expect(VFLTokens.identifier, &input, else: "Expected an edge name")
                guard let edge = LayoutAttribute(rawValue: label), composite.attributes.contains(edge) else {
                    let names = composite.attributes.map(\.rawValue).joined(separator: ", ")
                    throw grammar.failure("\(composite.rawValue) has no '\(label)' edge; its edges are \(names)", at: labelAt)
                }
                guard right.perAttribute[edge] == nil else { throw grammar.failure("'\(label)' is given twice", at: labelAt) }
                guard grammar.take(":", &input) else { throw grammar.failure("Expected ':' after '\(label)'", at: input) }
                grammar.skipSpaces(&input)
                right.perAttribute[edge] = CompositeAnchor.insetSign(edge)
                    * (try grammar.expect(VFLTokens.number, &input, else: "Expected the \(label) inset"))
            } while grammar.take(",", &input)
        }
        guard grammar.take(")", &input) else { throw grammar.failure("Expected ')' after the insets", at: input) }
    }
}
