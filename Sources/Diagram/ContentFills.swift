import LayoutCore

/// What the views themselves paint, lightly: Color views and shapes filled with their colour's class,
/// borders stroked inside their frame with the border's colour and width.
enum ContentFills {
    /// The colour names `draw` uses (for the style sheet).
    static func colorNames(_ tree: FigureTree) -> Set<String> {
        var names = Set<String>()
        for entry in tree.entries {
            let style = entry.node.style
            if let color = style["color"] {
                names.insert(ColorName.normalized(color))
            } else if style["shape"] != nil {
                names.insert(ColorName.normalized(style["fill"] ?? style["foregroundColor"]))
            } else if entry.node.kind == "border" {
                names.insert(ColorName.normalized(style["borderColor"]))
            }
        }
        return names
    }

    static func draw(_ tree: FigureTree) -> [SVGElement] {
        var out: [SVGElement] = []
        for entry in tree.entries where entry.node.frame.hasFiniteValues {
            let node = entry.node
            let s = FigureGeometry.snapped(node.frame)
            if let color = node.style["color"] {
                guard s.width > 0, s.height > 0 else { continue }
                out.append(rect(s, cssClass: "f-" + ColorName.normalized(color)))
            } else if let shape = node.style["shape"] {
                guard s.width > 0, s.height > 0 else { continue }
                let cssClass = "f-" + ColorName.normalized(node.style["fill"] ?? node.style["foregroundColor"])
                out.append(shapeElement(shape, frame: node.frame, snapped: s, cssClass: cssClass,
                                        cornerRadius: node.style["cornerRadius"].flatMap(Double.init)))
            } else if node.kind == "border" {
                let width = node.style["borderWidth"].flatMap(Double.init) ?? 1
                guard width > 0, width.isFinite, s.width >= 2 * width, s.height >= 2 * width else { continue }
                let cssClass = "s-" + ColorName.normalized(node.style["borderColor"])
                out.append(SVGElement("rect", [
                    "class": cssClass, "stroke-width": num(width),
                    "x": num(s.minX + width / 2), "y": num(s.minY + width / 2),
                    "width": num(s.width - width), "height": num(s.height - width),
                ]))
            }
        }
        return out
    }

    private static func rect(_ s: Rect, cssClass: String, radius: Double? = nil) -> SVGElement {
        var e = SVGElement("rect", ["class": cssClass, "x": num(s.minX), "y": num(s.minY),
                                    "width": num(s.width), "height": num(s.height)])
        if let radius, radius > 0 { e.set("rx", num(radius)) }
        return e
    }

    private static func shapeElement(_ shape: String, frame: Rect, snapped s: Rect, cssClass: String,
                                     cornerRadius: Double?) -> SVGElement {
        switch shape {
        case "Circle":
            let r = min(frame.width, frame.height) / 2
            return SVGElement("circle", ["class": cssClass, "cx": num(frame.centerX), "cy": num(frame.centerY),
                                         "r": num(r)])
        case "Ellipse":
            return SVGElement("ellipse", ["class": cssClass, "cx": num(frame.centerX), "cy": num(frame.centerY),
                                          "rx": num(frame.width / 2), "ry": num(frame.height / 2)])
        case "Capsule":
            return rect(s, cssClass: cssClass, radius: min(s.width, s.height) / 2)
        case "RoundedRectangle":
            return rect(s, cssClass: cssClass, radius: min(cornerRadius ?? 0, min(s.width, s.height) / 2))
        default:
            return rect(s, cssClass: cssClass)
        }
    }
}
