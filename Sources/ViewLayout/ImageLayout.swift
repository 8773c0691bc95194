import LayoutCore

/// `Image` (OpenSwiftUI `View/Image/ResolvedImage.swift`, and real SwiftUI as recorded by MetalUI's
/// `swiftui-shapes-and-rendering.swift` probe, I1/I2): a plain image answers its intrinsic size whatever
/// it is proposed; `.resizable()` takes the proposal on each axis, a nil axis its intrinsic length (no
/// ratio is kept: 40×20 proposed 100×nil is 100×20). A symbol's intrinsic size scales with the font.
struct ImageLayout: NodeLayout {
    /// The intrinsic size, already scaled by the font for a symbol.
    let intrinsic: Size
    let isResizable: Bool
    /// `Image(systemName:)`: a symbol, which spaces like text.
    let isSymbol: Bool

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        guard isResizable else {
            if rules != nil {
                rules = AxisRules("Image: intrinsic \(num(intrinsic.width)) (not resizable: the proposal is ignored)",
                                  "Image: intrinsic \(num(intrinsic.height)) (not resizable: the proposal is ignored)")
            }
            return intrinsic
        }
        let s = Size(width: p.width ?? intrinsic.width, height: p.height ?? intrinsic.height)
        if rules != nil {
            @Sendable func why(_ v: Double?, _ own: Double) -> String {
                v.map { "Image, resizable: takes the proposal \(num($0))" }
                    ?? "Image, resizable: proposal nil → intrinsic \(num(own))"
            }
            rules = AxisRules(why(p.width, intrinsic.width), why(p.height, intrinsic.height))
        }
        return s
    }
}

// What an Image tells the tree (`LayoutTraits`). A symbol spaces like text (MetalUI
// `swiftui-stack-algorithms.swift` S: in a VStack, 0 between two `Image(systemName:)` and between a symbol and a
// Text) unless it is resizable; other images like any plain view.
extension ImageLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        isSymbol && !isResizable ? .text(children.textSpacing) : .plainLeaf
    }
}
