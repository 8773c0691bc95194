/// Insets in the directions a layout names them (UIKit's `NSDirectionalEdgeInsets`): leading and trailing turn round
/// in right-to-left.
public struct DirectionalInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalInsets()
    /// UIKit's default `directionalLayoutMargins` of a view: "By default, this property contains 8 points on each side"
    /// (Apple, UIView.directionalLayoutMargins).
    public static let defaultViewMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// `UIViewController.systemMinimumLayoutMargins` of a root view on an iPhone in compact width: 16 points leading and
    /// trailing, none above and below (the root view's margins are measured from the safe area, so the status bar and
    /// the home indicator are already outside). Regular width uses 20.
    public static let rootViewMinimumMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

    /// Side by side, the larger of each: how UIKit combines a root view's own margins with the system minimum.
    public func atLeast(_ other: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(top: max(top, other.top), leading: max(leading, other.leading),
                          bottom: max(bottom, other.bottom), trailing: max(trailing, other.trailing))
    }

    static func + (a: DirectionalInsets, b: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                          trailing: a.trailing + b.trailing)
    }

    /// The insets' left and right in a layout direction.
    func horizontal(_ direction: LayoutDirectionOption) -> (left: Double, right: Double) {
        direction == .rightToLeft ? (trailing, leading) : (leading, trailing)
    }
}

/// The guides every view has, named as an item `owner.guide`: `container.safeAreaLayoutGuide`,
/// `card.layoutMarginsGuide`. They are not variables of their own: each edge is its owner's edge moved in by an inset.
public enum SystemGuide: String, Sendable, Hashable, CaseIterable {
    /// The container's safe area (the scenario's safe area insets). Only the container's is modelled.
    case safeAreaLayoutGuide
    /// The owner's frame inset by its layout margins; the container's are measured from its safe area, as a root
    /// view's are (`insetsLayoutMarginsFromSafeArea`).
    case layoutMarginsGuide
}

extension LayoutAnchor {
    /// The view (or `container`) the item belongs to: itself, or the owner of a system guide.
    public var owner: String {
        guard let dot = item.firstIndex(of: ".") else { return item }
        return String(item[..<dot])
    }

    /// The system guide the item names, if it names one.
    public var systemGuide: SystemGuide? {
        guard let dot = item.firstIndex(of: ".") else { return nil }
        return SystemGuide(rawValue: String(item[item.index(after: dot)...]))
    }

    /// Fixed before solving: the container and its guides are constants.
    public var isFixed: Bool { owner == Self.containerName }
}

extension AutoLayoutSettings {
    /// How far a system guide's edges lie inside its owner's; nil for an item that is no system guide.
    /// `margins` gives a view's layout margins by name.
    func guideInsets(_ anchor: LayoutAnchor, margins: (String) -> DirectionalInsets?) -> DirectionalInsets? {
        guard let guide = anchor.systemGuide else { return nil }
        if anchor.isFixed {
            switch guide {
            case .safeAreaLayoutGuide: return safeArea
            case .layoutMarginsGuide: return safeArea + containerMargins.atLeast(.rootViewMinimumMargins)
            }
        }
        return guide == .layoutMarginsGuide ? margins(anchor.owner) : nil
    }
}

extension AutoLayoutProblem {
    public func guideInsets(_ item: String) -> DirectionalInsets? {
        settings.guideInsets(LayoutAnchor(item, .top)) { name in views.first { $0.name == name }?.layoutMargins }
    }

    /// An item's frame in the solved layout (canvas coordinates): a view's or guide's own, the container's (the
    /// canvas), or a system guide's (its owner's, inset). For many items, make one `SolvedFrames` and ask it.
    public func frame(of item: String, in solution: AutoLayoutSolution) -> SolvedFrame {
        SolvedFrames(problem: self, solution: solution).frame(of: item)
    }
}

/// Items' frames in a solved layout, looked up by name: `AutoLayoutProblem.frame(of:in:)` for every view, guide
/// and constraint of a figure without scanning the views each time (a scan per constraint made shaping a
/// 1,000-view result quadratic).
public struct SolvedFrames: Sendable {
    var problem: AutoLayoutProblem
    var solution: AutoLayoutSolution
    /// A view's position in `problem.views` by name; a name given twice means its first view, as a scan finds it.
    var views: [String: Int]

    public init(problem: AutoLayoutProblem, solution: AutoLayoutSolution) {
        self.problem = problem
        self.solution = solution
        views = Dictionary(problem.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A view's, guide's, system guide's or the container's frame.
    public func frame(of item: String) -> SolvedFrame {
        let settings = problem.settings
        let anchor = LayoutAnchor(item, .top)
        var frame = views[anchor.owner].map { solution.frames[$0] }
            ?? SolvedFrame(x: 0, y: 0, width: settings.containerWidth, height: settings.containerHeight)
        if let insets = settings.guideInsets(anchor, margins: { views[$0].map { problem.views[$0].layoutMargins } }) {
            let (left, right) = insets.horizontal(settings.direction)
            frame = SolvedFrame(x: frame.x + left, y: frame.y + insets.top, width: frame.width - left - right,
                                height: frame.height - insets.top - insets.bottom)
        }
        return frame
    }
}
