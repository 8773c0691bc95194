import Foundation
import AutoLayoutDSL

/// A profile header as a UIKit app would build it: an avatar, a name beside it, and a card behind both, inset 8
/// from the screen's edges. The constraints use the anchor DSL: typed anchors, composite anchors, priorities.
public enum ProfileHeader {
    public static let card = LayoutView(name: "card")
    public static let avatar = LayoutView(name: "avatar")
    /// A label: its intrinsic size (the text's) holds unless the constraints must squeeze it.
    public static let name = LayoutView(name: "name", intrinsicWidth: 180, intrinsicHeight: 22)

    /// The header on a screen `width` points wide; `compact` drops the avatar to 40 points.
    public static func layout(width: Double = 375, compact: Bool = false) throws -> SolvedLayout {
        let screen = LayoutView.container
        var problem = AutoLayoutProblem(width: width, height: 120)
        problem.activate {
            card.horizontalEdges == screen.horizontalEdges + EdgeInsets(horizontal: 8)
            card.topAnchor == screen.topAnchor + 8
            avatar.leadingAnchor == card.leadingAnchor + 16
            avatar.topAnchor == card.topAnchor + 16
            if compact {
                avatar.size == 40
            } else {
                avatar.size == CGSize(width: 60, height: 60)
            }
            name.leadingAnchor == avatar.trailingAnchor + 12
            name.trailingAnchor <= card.trailingAnchor - 16
            name.centerYAnchor == avatar.centerYAnchor
            card.bottomAnchor == avatar.bottomAnchor + 16 ~ .defaultHigh
        }
        return try problem.solve()
    }
}
