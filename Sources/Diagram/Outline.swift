import LayoutCore

/// A 1-px outline on the pixel grid: the rectangle is snapped (display scale 1) and the stroke runs
/// through the centre of its border pixels (half-pixel coordinates), moved further in by `inset` pixels
/// per edge. A rectangle without width or height becomes a line; one without either, nothing.
enum Outline {
    struct Insets: Equatable {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        static let zero = Insets()
        var isZero: Bool { self == .zero }
    }

    static func element(_ snapped: Rect, insets: Insets = .zero, cssClass: String, title: String?) -> SVGElement? {
        let titleChildren: [SVGNode] = title.map { [.element(SVGElement("title", text: $0))] } ?? []
        let w = snapped.width, h = snapped.height
        if w < 1 && h < 1 { return nil }
        if w < 1 || h < 1 {
            // a line along the extent that exists
            let d = w < 1
                ? "M\(num(snapped.minX + 0.5)) \(num(snapped.minY))V\(num(snapped.maxY))"
                : "M\(num(snapped.minX)) \(num(snapped.minY + 0.5))H\(num(snapped.maxX))"
            return SVGElement("path", ["class": cssClass, "d": d], children: titleChildren)
        }
        var i = insets
        // insets never cross: keep at least a 1-px box
        let maxH = ((w - 1) / 2).rounded(.down), maxV = ((h - 1) / 2).rounded(.down)
        i.left = min(i.left, maxH); i.right = min(i.right, maxH)
        i.top = min(i.top, maxV); i.bottom = min(i.bottom, maxV)
        let x = snapped.minX + 0.5 + i.left, y = snapped.minY + 0.5 + i.top
        let rw = w - 1 - i.left - i.right, rh = h - 1 - i.top - i.bottom
        return SVGElement("rect", ["class": cssClass, "x": num(x), "y": num(y), "width": num(rw), "height": num(rh)],
                          children: titleChildren)
    }
}
