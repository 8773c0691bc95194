// The package's SwiftUI views. On Linux, where SwiftUI does not exist, the target compiles to nothing; FrameLab still
// reads the source and lays out its previews (`swift package framelab previews --target CardViews`).
#if canImport(SwiftUI)
import SwiftUI

/// A count in a capsule, as a tab or a list row shows unread items.
public struct BadgeView: View {
    let count: Int
    var tint: Color = .red

    public init(count: Int, tint: Color = .red) {
        self.count = count
        self.tint = tint
    }

    public var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Capsule().fill(tint))
    }
}

#Preview("One digit", traits: .sizeThatFitsLayout) {
    BadgeView(count: 7)
}

#Preview("Capped", traits: .sizeThatFitsLayout) {
    BadgeView(count: 120, tint: .blue)
}
#endif
