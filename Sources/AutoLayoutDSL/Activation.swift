extension AutoLayoutProblem {
    /// An empty problem in a container of the given size, to `activate` constraints in.
    /// `safeArea` insets the container's `safeAreaLayoutGuide` (and its `layoutMarginsGuide`, as a root view's).
    public init(width: Double, height: Double, direction: LayoutDirectionOption = .leftToRight,
                safeArea: DirectionalInsets = .zero) {
        self.init(views: [], constraints: [],
                  settings: AutoLayoutSettings(containerWidth: width, containerHeight: height, direction: direction,
                                               safeArea: safeArea))
    }

    /// Adds the constraints, in the order written, and every view or guide they mention that the problem does not
    /// have yet (by name, in order of first mention) — `NSLayoutConstraint.activate` for the DSL.
    public mutating func activate(@ConstraintBuilder _ constraints: () -> [AnchorConstraint]) {
        activate(constraints())
    }

    /// Adds constraints made elsewhere, as the builder form does.
    public mutating func activate(_ constraints: [AnchorConstraint]) {
        var known = Set(views.map(\.name))
        for constraint in constraints {
            for item in constraint.items where known.insert(item.name).inserted { views.append(item) }
            self.constraints.append(constraint.constraint)
        }
    }

    /// Solves the problem (`AutoLayoutEngine.solve`), with each frame found by its view or guide.
    public func solve() throws(InvalidConstraint) -> SolvedLayout {
        SolvedLayout(problem: self, solution: try AutoLayoutEngine.solve(self))
    }
}

/// A solution with its frames looked up by item: `layout[button]`, `layout["button"]`.
public struct SolvedLayout: Sendable {
    public var problem: AutoLayoutProblem
    public var solution: AutoLayoutSolution

    public subscript(name: String) -> SolvedFrame? {
        problem.views.firstIndex { $0.name == name }.map { solution.frames[$0] }
    }

    /// A view's or guide's frame, or a system guide's (its owner's, inset).
    public subscript(item: some AnchorItem) -> SolvedFrame? {
        guard item.anchorName == item.anchorView.name else { return problem.frame(of: item.anchorName, in: solution) }
        return self[item.anchorView.name]
    }

    /// Every frame by name.
    public var frames: [String: SolvedFrame] {
        Dictionary(zip(problem.views.map(\.name), solution.frames), uniquingKeysWith: { first, _ in first })
    }
}
