import LayoutCore

/// A named view's label, e.g. `subject (100×20)`: its name and the size it adopted (seed 003 writes
/// the adopted value in parentheses). Placed beside the frame: trailing side first, then leading, above,
/// below, where it covers no other label, no text, no constraint gauge and stays between the ruler and the
/// legend; among those, where it hides the fewest views and container edges. Where none of those places is
/// free it moves up or down beside the frame, and as a last resort into a column right of the drawing
/// with a leader line back to its frame, so no two labels, gauges or numbers ever overlap. Drawn on a light
/// backing so crossing lines don't hurt reading.
struct NameLabel {
    let text: String
    /// Where the label's text box lies, in canvas coordinates; the text starts at `box.minX + 2`.
    let box: Rect
    /// From the label to its frame, when the label had to move away from it.
    var leader: (from: Point, to: Point)? = nil
    var baseline: Double { box.maxY - 4 }
}

/// What a label must never cover, in canvas coordinates.
struct LabelObstacles {
    /// Text drawn in the figure (laid-out Text lines) and the gauges' numbers and I-beams.
    var boxes: [Rect]
    /// The labels may use this band of y only: below the ruler, above the legend.
    var minY: Double, maxY: Double

    func blocks(_ box: Rect, placed: [NameLabel]) -> Bool {
        box.minY < minY || box.maxY > maxY
            || boxes.contains { $0.overlaps(box) } || placed.contains { $0.box.overlaps(box) }
    }
}

enum NameLabels {
    static let fontSize = 11.0
    static let gap = 5.0
    static let height = 14.0

    static func place(_ tree: FigureTree, direction: LayoutDirection, obstacles: LabelObstacles) -> [NameLabel] {
        var placed: [NameLabel] = []
        for entry in tree.named where entry.node.frame.hasFiniteValues {
            let f = entry.node.frame
            let text = "\(entry.node.name!) (\(num(f.width))×\(num(f.height)))"
            let w = monoWidth(text, fontSize: fontSize) + 4, h = height
            let right = Rect(x: f.maxX + gap, y: f.centerY - h / 2, width: w, height: h)
            let left = Rect(x: f.minX - gap - w, y: f.centerY - h / 2, width: w, height: h)
            let above = Rect(x: f.minX, y: f.minY - h - 2, width: w, height: h)
            let below = Rect(x: f.minX, y: f.maxY + 2, width: w, height: h)
            let sides = direction == .rightToLeft ? [left, right] : [right, left]
            var candidates = sides + [above, below]
            let besideFrame = candidates.count
            // Beside the frame, higher or lower, row by row while the band lasts.
            for row in 1...8 {
                let dy = Double(row) * (h + 1)
                for side in sides { candidates += [side.offsetBy(dx: 0, dy: -dy), side.offsetBy(dx: 0, dy: dy)] }
            }
            // The first free place that hides nothing, else the free one that hides least, else the gutter.
            var best: Int? = nil, bestCost = Int.max
            for (i, box) in candidates.enumerated() where !obstacles.blocks(box, placed: placed) {
                let c = cost(of: box, for: entry, in: tree)
                if c < bestCost { best = i; bestCost = c }
                if c == 0 { break }
            }
            if let best {
                // Moved up or down away from its frame, a label keeps a leader line back to it.
                let box = candidates[best]
                placed.append(NameLabel(text: text, box: box, leader: best < besideFrame ? nil : leader(from: box, to: f)))
            } else {
                placed.append(gutterLabel(text, width: w, frame: f, tree: tree, obstacles: obstacles, placed: placed))
            }
        }
        return placed
    }

    /// A column right of everything drawn, filled from the top of the band; a new column when it is full.
    static func gutterLabel(_ text: String, width w: Double, frame f: Rect, tree: FigureTree,
                            obstacles: LabelObstacles, placed: [NameLabel]) -> NameLabel {
        var x = ([f.maxX] + tree.entries.map(\.node.frame).filter(\.hasFiniteValues).map(\.maxX)
                 + obstacles.boxes.map(\.maxX) + placed.map(\.box.maxX)).max()! + 3 * gap
        while true {
            var y = obstacles.minY
            while y + height <= obstacles.maxY {
                let box = Rect(x: x, y: y, width: w, height: height)
                if !obstacles.blocks(box, placed: placed) { return NameLabel(text: text, box: box, leader: leader(from: box, to: f)) }
                y += height + 1
            }
            x += w + gap
        }
    }

    /// From the label's side that faces its frame to the nearest point of the frame's edge.
    static func leader(from box: Rect, to f: Rect) -> (from: Point, to: Point) {
        let y = min(max(box.centerY, f.minY), f.maxY)
        return box.minX >= f.maxX ? (Point(x: box.minX, y: box.centerY), Point(x: f.maxX, y: y))
                                  : (Point(x: box.maxX, y: box.centerY), Point(x: f.minX, y: y))
    }

    /// What a label at `box` would hide: a leaf's content, a container's edge.
    static func cost(of box: Rect, for entry: FigureTree.Entry, in tree: FigureTree) -> Int {
        var cost = 0
        for other in tree.entries where !tree.isInSubtree(other.index, of: entry.index) {
            let o = other.node.frame
            guard o.hasFiniteValues, o.overlaps(box) else { continue }
            if other.node.children.isEmpty { cost += 10 } else if !o.contains(box) { cost += 1 }
        }
        return cost
    }

    static func draw(_ labels: [NameLabel]) -> [SVGElement] {
        labels.flatMap { label in
            (label.leader.map { l in
                [SVGElement("path", ["class": "leader", "d": "M\(num(l.from.x)) \(num(l.from.y))L\(num(l.to.x)) \(num(l.to.y))"])]
            } ?? []) + [
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
