/// Turns a parsed VFL line into layout constraints, as `constraintsWithVisualFormat:` does (Apple's Auto Layout
/// Guide, appendix "Visual Format Language"):
/// `[a]-[b]` → `b.leading == a.trailing + 8`, `|-[a]` → `a.leading == container.leading + 20`,
/// `[a]-|` → `container.trailing == a.trailing + 20`, `[a][b]` and `|[a]` → 0, `[a(>=50)]` → `a.width >= 50`,
/// `[a(==b)]` → `a.width == b.width`. `H` uses leading/trailing, `V` top/bottom.
public struct VFLTranslator {
    public var metrics: [String: Double]
    public var views: Set<String>
    public var settings: AutoLayoutSettings
    /// Each subview's superview by name; a view not listed is the container's. `|` is the superview of the line's
    /// views, which must share one ("views must be in the same superview", as `constraintsWithVisualFormat:` requires).
    public var superviews: [String: String]

    public init(metrics: [String: Double], views: Set<String>, settings: AutoLayoutSettings,
                superviews: [String: String] = [:]) {
        self.metrics = metrics
        self.views = views
        self.settings = settings
        self.superviews = superviews
    }

    /// The constraints of `format` (the text of `line` at `line`:`column` in its file). Errors carry the column
    /// inside the format string.
    public func constraints(_ format: VFLFormat, text: String, line: Int = 0, column: Int = 1) throws(VFLError) -> [LayoutConstraint] {
        let horizontal = format.orientation == .horizontal
        let prefix = horizontal ? "H:" : "V:"
        let (start, end, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        var out: [LayoutConstraint] = []

        func source(_ fragment: String, _ at: Int) -> ConstraintSource {
            ConstraintSource(text: prefix + fragment, line: line, column: column + at - 1)
        }
        func number(_ object: VFLObject, at: Int) throws(VFLError) -> Double {
            switch object {
            case .number(let value): return value
            case .identifier(let name):
                guard let value = metrics[name] else {
                    throw VFLError(message: "Unknown metric '\(name)'", column: at, format: text)
                }
                return value
            }
        }
        func priority(_ predicate: VFLPredicate) throws(VFLError) -> Priority {
            guard let written = predicate.priority else { return .required }
            let value: Double
            switch written {
            case .number(let number): value = number
            case .identifier(let name):
                guard let metric = metrics[name] else {
                    throw VFLError(message: "Unknown metric '\(name)'", column: predicate.column, format: text)
                }
                value = metric
            }
            guard Priority(value).isValid else {
                throw VFLError(message: "Priority \(formatConstraintNumber(value)) is outside 1…1000",
                               column: predicate.column, format: text)
            }
            return Priority(value)
        }
        /// The spacing predicates of a connection; `standard` is the given default.
        func spacings(_ connection: VFLConnection, standard: Double) throws(VFLError) -> [(Relation, Double, Priority, String)] {
            switch connection.kind {
            case .flush: return [(.equal, 0, .required, "")]
            case .standard: return [(.equal, standard, .required, "-")]
            case .predicates(let predicates):
                var result: [(Relation, Double, Priority, String)] = []
                for predicate in predicates {
                    if case .identifier(let name) = predicate.object, metrics[name] == nil, views.contains(name) {
                        throw VFLError(message: "A view (\(name)) can only be the object of a predicate on a view's size, as in [a(==\(name))]",
                                       column: predicate.column, format: text)
                    }
                    let value = try number(predicate.object, at: predicate.column)
                    let p = try priority(predicate)
                    result.append((predicate.relation, value, p, "-(\(describe(predicate)))-"))
                }
                return result
            }
        }

        for view in format.views where !views.contains(view.name) {
            throw VFLError(message: "Unable to find view with name \(view.name)", column: view.column, format: text)
        }
        for view in format.views {
            for predicate in view.predicates {
                let anchor = LayoutAnchor(view.name, size)
                let fragment = "[\(view.name)(\(describe(predicate)))]"
                let p = try priority(predicate)
                if case .identifier(let name) = predicate.object, metrics[name] == nil {
                    guard views.contains(name) else {
                        throw VFLError(message: "Unknown metric or view '\(name)'", column: predicate.column, format: text)
                    }
                    out.append(LayoutConstraint(anchor, predicate.relation, LayoutAnchor(name, size), priority: p,
                                                source: source(fragment, view.column)))
                } else {
                    let value = try number(predicate.object, at: predicate.column)
                    out.append(LayoutConstraint(anchor, predicate.relation, nil, constant: value, priority: p,
                                                source: source(fragment, view.column)))
                }
            }
        }
        let edge = try superview(format, text: text)
        if let connection = format.leadingSuperview {
            let first = format.views[0]
            for (relation, value, p, written) in try spacings(connection, standard: settings.containerSpacing) {
                out.append(LayoutConstraint(LayoutAnchor(first.name, start), relation,
                                            LayoutAnchor(edge, start), constant: value,
                                            priority: p, source: source("|\(written)[\(first.name)]", connection.column)))
            }
        }
        for (offset, connection) in format.connections.enumerated() {
            let a = format.views[offset], b = format.views[offset + 1]
            for (relation, value, p, written) in try spacings(connection, standard: settings.siblingSpacing) {
                out.append(LayoutConstraint(LayoutAnchor(b.name, start), relation, LayoutAnchor(a.name, end),
                                            constant: value, priority: p,
                                            source: source("[\(a.name)]\(written)[\(b.name)]", connection.column)))
            }
        }
        if let connection = format.trailingSuperview, let last = format.views.last {
            for (relation, value, p, written) in try spacings(connection, standard: settings.containerSpacing) {
                out.append(LayoutConstraint(LayoutAnchor(edge, end), relation,
                                            LayoutAnchor(last.name, end), constant: value, priority: p,
                                            source: source("[\(last.name)]\(written)|", connection.column)))
            }
        }
        return out
    }

    /// What `|` stands for in `format`: the views' common superview (the container when there is no `|`).
    func superview(_ format: VFLFormat, text: String) throws(VFLError) -> String {
        guard format.leadingSuperview != nil || format.trailingSuperview != nil, let first = format.views.first else {
            return LayoutAnchor.containerName
        }
        let edge = superviews[first.name] ?? LayoutAnchor.containerName
        for view in format.views.dropFirst() where (superviews[view.name] ?? LayoutAnchor.containerName) != edge {
            throw VFLError(message: "'|' needs the views in one superview: '\(first.name)' is in '\(edge)', '\(view.name)' in "
                           + "'\(superviews[view.name] ?? LayoutAnchor.containerName)'", column: view.column, format: text)
        }
        return edge
    }

    func describe(_ predicate: VFLPredicate) -> String {
        var text = predicate.relation == .equal ? "" : predicate.relation.rawValue
        switch predicate.object {
        case .number(let value): text += formatConstraintNumber(value)
        case .identifier(let name): text += predicate.relation == .equal && views.contains(name) ? "==\(name)" : name
        }
        switch predicate.priority {
        case .number(let value)?: text += "@\(formatConstraintNumber(value))"
        case .identifier(let name)?: text += "@\(name)"
        case nil: break
        }
        return text
    }
}
