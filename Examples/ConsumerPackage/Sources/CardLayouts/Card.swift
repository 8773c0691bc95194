import ViewLayout

/// The card of `Layouts/card.yaml`, built with FrameLab's layout library instead of SwiftUI.
public enum Card {
    public static var view: ViewNode {
        ViewNode.vStack(alignment: .leading, spacing: 4, [
            ViewNode.text("Weekly summary").font(size: 17).id("title"),
            ViewNode.text("You walked 42 km"),
        ])
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .id("card")
        .padding(.horizontal)
    }

    /// The card laid out on a phone-width canvas.
    public static func layout(width: Double = 375) -> LayoutResult {
        ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: width, height: 140)))
    }
}
