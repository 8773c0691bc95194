import LayoutCore

/// A 1-px outline on the pixel grid: the rectangle is snapped (display scale 1) and the stroke runs
/// through the centre of its border pixels (half-pixel coordinates). A rectangle without width or height
/// becomes a line; one without either, nothing.
enum Outline {
    static func element(_ snapped: Rect, cssClass: String, title: String?) -> SVGElement? {
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
        let x = snapped.minX + 0.5, y = snapped.minY + 0.5
        return SVGElement("rect", ["class": cssClass, "x": num(x), "y": num(y), "width": num(w - 1), "height": num(h - 1)],
                          children: titleChildren)
    }
}
