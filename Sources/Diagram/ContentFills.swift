import LayoutCore

/// What the views themselves paint, lightly: Color views and shapes filled with their colour's class,
/// borders stroked inside their frame with the border's colour and width, images as a placeholder (a
/// frame with its diagonals; a symbol with a circle), dividers as a line. Each is drawn through the
/// view's drawing effects (`DrawingEffects`).
enum ContentFills {
    /// The colour names `draw` uses (for the style sheet).
    static func colorNames(_ tree: FigureTree) -> Set<String> {
        var names = Set<String>()
        for entry in tree.entries {
            let style = entry.node.style
            if let color = style["color"] {
                names.insert(ColorName.normalized(color))
            } else if style["shape"] != nil {
                names.insert(ColorName.normalized(shapePaint(style).color))
            } else if entry.node.kind == "border" {
                names.insert(ColorName.normalized(style["borderColor"]))
            } else if style["image"] != nil || style["symbol"] != nil || style["divider"] != nil {
                names.insert("other")
            }
        }
        return names
    }

    /// How a shape is painted: `.stroke(…)`/`.strokeBorder(…)` without `.fill` draws the outline only, in the
    /// stroke's colour; otherwise it is filled with `.fill`, else the foreground colour or style.
    private static func shapePaint(_ style: [String: String]) -> (color: String?, isOutline: Bool) {
        if style["fill"] == nil, let stroke = style["stroke"] { return (stroke, true) }
        return (style["fill"] ?? style["foregroundColor"] ?? style["foregroundStyle"], false)
    }

    /// Whether the figure draws an image placeholder (its style rule is added only then).
    static func hasImages(_ tree: FigureTree) -> Bool {
        tree.entries.contains { $0.node.style["image"] != nil || $0.node.style["symbol"] != nil }
    }

    static func draw(_ tree: FigureTree, effects: DrawingEffects) -> [SVGElement] {
        var out: [SVGElement] = []
        for index in effects.paintOrder where tree.entries[index].node.frame.hasFiniteValues {
            if let element = element(tree.entries[index].node), let wrapped = effects.wrap(element, entry: index) {
                out.append(wrapped)
            }
        }
        return out
    }

    /// What one view paints, before its effects.
    private static func element(_ node: PlacedNode) -> SVGElement? {
        let s = FigureGeometry.snapped(node.frame)
        if let color = node.style["color"] {
            guard s.width > 0, s.height > 0 else { return nil }
            return rect(s, cssClass: "f-" + ColorName.normalized(color))
        } else if let shape = node.style["shape"] {
            guard s.width > 0, s.height > 0 else { return nil }
            let paint = shapePaint(node.style)
            let cssClass = (paint.isOutline ? "s-" : "f-") + ColorName.normalized(paint.color)
            return shapeElement(shape, frame: node.frame, snapped: s, cssClass: cssClass,
                                cornerRadius: node.style["cornerRadius"].flatMap(Double.init))
        } else if node.style["image"] != nil || node.style["symbol"] != nil {
            guard s.width > 0, s.height > 0 else { return nil }
            return imagePlaceholder(node.frame, snapped: s, isSymbol: node.style["symbol"] != nil)
        } else if node.style["divider"] != nil {
            // A hairline, drawn at least one device pixel wide so it shows.
            let line = Rect(x: s.minX, y: s.minY, width: max(s.width, 0.5), height: max(s.height, 0.5))
            return rect(line, cssClass: "f-other")
        } else if node.kind == "border" {
            let width = node.style["borderWidth"].flatMap(Double.init) ?? 1
            guard width > 0, width.isFinite, s.width >= 2 * width, s.height >= 2 * width else { return nil }
            let cssClass = "s-" + ColorName.normalized(node.style["borderColor"])
            return SVGElement("rect", [
                "class": cssClass, "stroke-width": num(width),
                "x": num(s.minX + width / 2), "y": num(s.minY + width / 2),
                "width": num(s.width - width), "height": num(s.height - width),
            ])
        }
        return nil
    }

    /// An image as placeholders are drawn: its frame filled lightly, with the two diagonals; a symbol as
    /// its frame with an inscribed circle.
    private static func imagePlaceholder(_ frame: Rect, snapped s: Rect, isSymbol: Bool) -> SVGElement {
        var group = SVGElement("g", ["class": "img"])
        group.append(rect(s, cssClass: "f-other"))
        if isSymbol {
            group.append(SVGElement("circle", ["cx": num(frame.centerX), "cy": num(frame.centerY),
                                               "r": num(min(frame.width, frame.height) * 0.4)]))
        } else {
            group.append(SVGElement("path", ["d": "M\(num(s.minX)) \(num(s.minY))L\(num(s.maxX)) \(num(s.maxY))"
                                             + "M\(num(s.maxX)) \(num(s.minY))L\(num(s.minX)) \(num(s.maxY))"]))
        }
        return group
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
