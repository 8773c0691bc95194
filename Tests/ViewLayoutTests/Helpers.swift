import LayoutCore
import Testing
@testable import ViewLayout

/// Lays out `view` in a canvas (default 400×300, no safe area, 10-pt characters, 20-pt lines).
func layout(_ view: ViewNode, canvas: Size = Size(width: 400, height: 300), safeArea: EdgeInsets = .zero,
            direction: LayoutDirection = .leftToRight, scale: Double = 2) -> LayoutResult {
    ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: canvas, safeArea: safeArea, layoutDirection: direction,
                                                           displayScale: scale))
}

/// The frame of the node named `name`.
func frame(_ name: String, in result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) -> Rect {
    guard let node = result.node(named: name) else {
        Issue.record("no node named \(name)", sourceLocation: sourceLocation)
        return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return node.frame
}

func size(_ view: ViewNode, _ width: Double?, _ height: Double?) -> Size {
    ViewLayoutEngine.sizeThatFits(view, proposal: ProposedSize(width: width, height: height))
}

/// A rigid view of a given size, like an Image: `Color.frame(width:height:)`.
func rigid(_ width: Double, _ height: Double = 10) -> ViewNode { ViewNode.color("gray").frame(width: width, height: height) }

/// Seed 003's `MyText`: a Text limited to one line.
func myText(_ s: String) -> ViewNode { ViewNode.text(s).lineLimit(1) }

/// "12345…" of `count` characters: `count × 10` points wide in the default text model.
func digits(_ count: Int) -> String { String((0..<count).map { Character(String(($0 + 1) % 10)) }) }
