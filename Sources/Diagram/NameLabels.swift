import LayoutCore

/// A named view's label, e.g. `subject (100×20)`: its name and the size it adopted (seed 003 writes
/// the adopted value in parentheses). Placed beside the frame where it covers no leaf, crosses no
/// other frame's edge and hits no other label or constraint gauge's number: trailing side first, then
/// leading, above, below (where none is free, where it hides least); drawn on a light backing so crossing
/// lines don't hurt reading.
struct NameLabel {
    let text: String
    /// Where the label's text box lies, in canvas coordinates; the text starts at `box.minX + 2`.
    let box: Rect
    var baseline: Double { box.maxY - 4 }
}

enum NameLabels {
    static let fontSize = 11.0
    static let gap = 5.0
    static let height = 14.0

    /// `avoiding`: other text boxes the labels must not cover (the numbers of constraint gauges).
    static func place(_ tree: FigureTree, direction: LayoutDirection, avoiding: [Rect] = []) -> [NameLabel] {
        var placed: [NameLabel] = []
        for entry in tree.named where entry.node.frame.hasFiniteValues {
            let f = entry.node.frame
            let text = "\(entry.node.name!) (\(num(f.width))×\(num(f.height)))"
            let w = monoWidth(text, fontSize: fontSize) + 4, h = height
            let right = Rect(x: f.maxX + gap, y: f.centerY - h / 2, width: w, height: h)
            let left = Rect(x: f.minX - gap - w, y: f.centerY - h / 2, width: w, height: h)
            let above = Rect(x: f.minX, y: f.minY - h - 2, width: w, height: h)
            let below = Rect(x: f.minX, y: f.maxY + 2, width: w, height: h)
            var candidates = direction == .rightToLeft ? [left, right, above, below] : [right, left, above, below]
            if !avoiding.isEmpty {
                // A spacing gauge's number sits above its line at the view's middle: just below the line is free.
                let rightLow = Rect(x: right.minX, y: f.centerY + 2, width: w, height: h)
                let leftLow = Rect(x: left.minX, y: f.centerY + 2, width: w, height: h)
                candidates += direction == .rightToLeft ? [leftLow, rightLow] : [rightLow, leftLow]
            }
            // the first candidate that hides nothing, else the one that hides least
            var best = candidates[0], bestCost = Int.max
            for box in candidates {
                let cost = self.cost(of: box, for: entry, in: tree, placed: placed)
                    + avoiding.filter { $0.overlaps(box) }.count * 100
                if cost < bestCost { best = box; bestCost = cost }
                if cost == 0 { break }
            }
            placed.append(NameLabel(text: text, box: best))
        }
        return placed
    }

    /// What a label at `box` would hide: another label (worst), a leaf's content, a container's edge.
    static func cost(of box: Rect, for entry: FigureTree.Entry, in tree: FigureTree, placed: [NameLabel]) -> Int {
        var cost = placed.filter { $0.box.overlaps(box) }.count * 100
        for other in tree.entries where !tree.isInSubtree(other.index, of: entry.index) {
            let o = other.node.frame
            guard o.hasFiniteValues, o.overlaps(box) else { continue }
            if other.node.children.isEmpty { cost += 10 } else if !o.contains(box) { cost += 1 }
        }
        return cost
    }

    static func draw(_ labels: [NameLabel]) -> [SVGElement] {
        labels.flatMap { label in [
            SVGElement("rect", ["class": "lblbg", "x": num(label.box.minX), "y": num(label.box.minY),
                                "width": num(label.box.width), "height": num(label.box.height)]),
            SVGElement("text", ["class": "lbl", "x": num(label.box.minX + 2), "y": num(label.baseline)], text: label.text),
        ] }
    }
}

extension Rect {
    var centerX: Double { minX + width / 2 }
    var centerY: Double { minY + height / 2 }
}
