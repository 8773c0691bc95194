import Diagram
import LayoutCore

/// Hand-built layout results (no engine involved): each mirrors what the layout engine gives for the
/// SwiftUI source in its comment.
enum Fixtures {
    static func node(_ kind: String, _ label: String, _ role: NodeRole, name: String? = nil,
                     _ frame: Rect, proposal: ProposedSize, h: String = "", v: String = "",
                     lines: [String]? = nil, style: [String: String] = [:], stackChild: Bool = false,
                     _ children: [PlacedNode] = []) -> PlacedNode {
        PlacedNode(kind: kind, label: label, role: role, name: name, frame: frame, sizingProposals: [proposal],
                   placementProposal: proposal, size: frame.size, horizontalRule: AxisRule(h), verticalRule: AxisRule(v),
                   textLines: lines.map(TextLines.init), style: style, isStackChild: stackChild, children: children)
    }

    static func result(_ root: PlacedNode, canvas: Size = Size(width: 400, height: 300),
                       direction: LayoutDirection = .leftToRight, warnings: [String] = []) -> LayoutResult {
        LayoutResult(canvas: canvas, safeArea: Rect(origin: .zero, size: canvas), layoutDirection: direction,
                     displayScale: 2, root: root, warnings: warnings)
    }

    /// VStack(alignment: .leading, spacing: 10) {
    ///     Text("12345").lineLimit(1).frame(minWidth: 100).id("subject")
    /// }.frame(width: 200)
    static var minWidthInVStack: DiagramInput {
        let text = node("Text", "Text(\"12345\")", .content, Rect(x: 175, y: 140, width: 50, height: 20),
                        proposal: ProposedSize(width: 200, height: 300),
                        h: "Text: min(proposal 200, intrinsic 50) = 50", v: "Text: 1 line × 20 = 20", lines: ["12345"])
        let limit = node("lineLimit", ".lineLimit(1)", .modifier, Rect(x: 175, y: 140, width: 50, height: 20),
                         proposal: ProposedSize(width: 200, height: 300), [text])
        let subject = node("flexibleFrame", ".frame(minWidth: 100)", .flexibleFrame, name: "subject",
                           Rect(x: 150, y: 140, width: 100, height: 20), proposal: ProposedSize(width: 200, height: 300),
                           h: "flexible frame, min only: max(min(child proposal 200, child 50), min 100) = 100",
                           v: "flexible frame, unconstrained axis: child 20 (proposed 300)", stackChild: true, [limit])
        let stack = node("VStack", "VStack(alignment: .leading, spacing: 10)", .stack,
                         Rect(x: 150, y: 140, width: 100, height: 20), proposal: ProposedSize(width: 200, height: 300),
                         h: "VStack: widest child 100", v: "VStack: sum of children 20", [subject])
        let frame = node("fixedFrame", ".frame(width: 200)", .fixedFrame, Rect(x: 100, y: 140, width: 200, height: 20),
                         proposal: ProposedSize(width: 400, height: 300), h: "fixed frame: 200",
                         v: "fixed frame, axis not fixed: child 20 (proposed 300)", [stack])
        return DiagramInput(id: "flexible-frame-min--intrinsic-lt-min", title: "Flexible frame: min only, Text child",
                            caption: "intrinsic < (min) < parent", result: result(frame), parentProposal: 200)
    }

    /// VStack(alignment: .leading) {
    ///     Text("1234567890123456789012345").lineLimit(1).frame(minWidth: minWidth).id("subject")
    /// }.frame(width: parentWidth)
    /// The row sticks out of the parent on both sides when minWidth > parentWidth.
    static func row(parentWidth: Double, minWidth: Double) -> DiagramInput {
        let rowWidth = max(minWidth, min(parentWidth, 250))
        let chars = Int(min(rowWidth, 250) / 10)
        let line = chars >= 25 ? "1234567890123456789012345" : String("1234567890123456789012345".prefix(chars - 1)) + "…"
        let stackX = 200 - rowWidth / 2
        let text = node("Text", "Text(\"1234567890123456789012345\")", .content,
                        Rect(x: stackX, y: 140, width: Double(line.count) * 10, height: 20),
                        proposal: ProposedSize(width: rowWidth, height: 300),
                        h: "Text: min(proposal \(formatNumber(rowWidth)), intrinsic 250), truncated", v: "Text: 1 line × 20 = 20",
                        lines: [line])
        let subject = node("flexibleFrame", ".frame(minWidth: \(formatNumber(minWidth)))", .flexibleFrame, name: "subject",
                           Rect(x: stackX, y: 140, width: rowWidth, height: 20),
                           proposal: ProposedSize(width: parentWidth, height: 300),
                           h: "flexible frame, min only: max(min(child proposal \(formatNumber(parentWidth)), child 250), min \(formatNumber(minWidth))) = \(formatNumber(rowWidth))",
                           v: "flexible frame, unconstrained axis: child 20 (proposed 300)", stackChild: true, [text])
        let stack = node("VStack", "VStack(alignment: .leading)", .stack, Rect(x: stackX, y: 140, width: rowWidth, height: 20),
                         proposal: ProposedSize(width: parentWidth, height: 300), h: "VStack: widest child", v: "VStack: 20",
                         [subject])
        let frame = node("fixedFrame", ".frame(width: \(formatNumber(parentWidth)))", .fixedFrame,
                         Rect(x: 200 - parentWidth / 2, y: 140, width: parentWidth, height: 20),
                         proposal: ProposedSize(width: 400, height: 300), h: "fixed frame: \(formatNumber(parentWidth))",
                         v: "fixed frame, axis not fixed: child 20 (proposed 300)", [stack])
        return DiagramInput(id: "rows-min-\(formatNumber(minWidth))-in-\(formatNumber(parentWidth))",
                            title: "A row in a \(formatNumber(parentWidth))-wide parent", caption: "parent < (min)",
                            result: result(frame), parentProposal: parentWidth)
    }

    /// HStack(spacing: 10) { Text("abc").id("first"); Color.red.frame(width: 50, height: 20) }
    /// in a right-to-left layout: the first child is on the right.
    static var rightToLeftHStack: DiagramInput {
        let text = node("Text", "Text(\"abc\")", .content, name: "first", Rect(x: 165, y: 40, width: 30, height: 20),
                        proposal: ProposedSize(width: 300, height: 100), h: "Text: intrinsic 30", v: "Text: 1 line × 20 = 20",
                        lines: ["abc"], stackChild: true)
        let color = node("Color", "Color.red", .content, Rect(x: 105, y: 40, width: 50, height: 20),
                         proposal: ProposedSize(width: 50, height: 20), h: "Color: takes the proposal 50",
                         v: "Color: takes the proposal 20", style: ["color": "red"])
        let frame = node("fixedFrame", ".frame(width: 50, height: 20)", .fixedFrame, Rect(x: 105, y: 40, width: 50, height: 20),
                         proposal: ProposedSize(width: 260, height: 100), h: "fixed frame: 50", v: "fixed frame: 20",
                         stackChild: true, [color])
        let stack = node("HStack", "HStack(spacing: 10)", .stack, Rect(x: 105, y: 40, width: 90, height: 20),
                         proposal: ProposedSize(width: 300, height: 100), h: "HStack: 30 + 10 + 50 = 90", v: "HStack: tallest 20",
                         [text, frame])
        return DiagramInput(id: "rtl-hstack", title: "HStack, right to left", caption: "the first child is on the right",
                            result: result(stack, canvas: Size(width: 300, height: 100), direction: .rightToLeft))
    }

    /// Text("The quick brown fox jumps over").lineLimit(2).frame(width: 100).id("subject")
    static var truncatedText: DiagramInput {
        let text = node("Text", "Text(\"The quick brown fox jumps over\")", .content, Rect(x: 150, y: 130, width: 100, height: 40),
                        proposal: ProposedSize(width: 100, height: 300),
                        h: "Text: wraps at proposal 100: widest line 100", v: "Text: 2 lines (limit 2) × 20 = 40",
                        lines: ["The quick", "brown fox…"])
        let limit = node("lineLimit", ".lineLimit(2)", .modifier, Rect(x: 150, y: 130, width: 100, height: 40),
                         proposal: ProposedSize(width: 100, height: 300), [text])
        let frame = node("fixedFrame", ".frame(width: 100)", .fixedFrame, name: "subject",
                         Rect(x: 150, y: 130, width: 100, height: 40), proposal: ProposedSize(width: 400, height: 300),
                         h: "fixed frame: 100", v: "fixed frame, axis not fixed: child 40 (proposed 300)", [limit])
        return DiagramInput(id: "text-truncated-two-lines", title: "Text truncated at two lines",
                            caption: "two lines, the second ends in an ellipsis", result: result(frame), parentProposal: 400)
    }

    /// Text("Hi").padding(10).border(Color.red, width: 2).padding(5).border(Color.blue, width: 1).id("subject")
    /// (seed 002: modifiers are wrapper views, a red border around one, a blue border around the next).
    static var paddingBorderChain: DiagramInput {
        let text = node("Text", "Text(\"Hi\")", .content, Rect(x: 190, y: 140, width: 20, height: 20),
                        proposal: ProposedSize(width: 370, height: 270), h: "Text: intrinsic 20", v: "Text: 1 line × 20 = 20",
                        lines: ["Hi"])
        let pad10 = node("padding", ".padding(10)", .padding, Rect(x: 180, y: 130, width: 40, height: 40),
                         proposal: ProposedSize(width: 390, height: 290), h: "padding: child 20 + 10 + 10 = 40",
                         v: "padding: child 20 + 10 + 10 = 40", [text])
        let red = node("border", ".border(Color.red, width: 2)", .decoration, Rect(x: 180, y: 130, width: 40, height: 40),
                       proposal: ProposedSize(width: 390, height: 290), h: "border: child 40", v: "border: child 40",
                       style: ["borderColor": "red", "borderWidth": "2"], [pad10])
        let pad5 = node("padding", ".padding(5)", .padding, Rect(x: 175, y: 125, width: 50, height: 50),
                        proposal: ProposedSize(width: 400, height: 300), h: "padding: child 40 + 5 + 5 = 50",
                        v: "padding: child 40 + 5 + 5 = 50", [red])
        let blue = node("border", ".border(Color.blue, width: 1)", .decoration, name: "subject",
                        Rect(x: 175, y: 125, width: 50, height: 50), proposal: ProposedSize(width: 400, height: 300),
                        h: "border: child 50", v: "border: child 50", style: ["borderColor": "blue", "borderWidth": "1"], [pad5])
        return DiagramInput(id: "modifiers-padding-border-chain", title: "Modifiers are wrapper views",
                            caption: "padding and border wrap the Text one after another", result: result(blue))
    }

    /// Color.blue.frame(width: 500, height: 40).id("wide") on a 300-wide canvas: the frame starts at x = -100.
    static var negativeX: DiagramInput {
        let color = node("Color", "Color.blue", .content, Rect(x: -100, y: 30, width: 500, height: 40),
                         proposal: ProposedSize(width: 500, height: 40), h: "Color: takes the proposal 500",
                         v: "Color: takes the proposal 40", style: ["color": "blue"])
        let frame = node("fixedFrame", ".frame(width: 500, height: 40)", .fixedFrame, name: "wide",
                         Rect(x: -100, y: 30, width: 500, height: 40), proposal: ProposedSize(width: 300, height: 100),
                         h: "fixed frame: 500", v: "fixed frame: 40", [color])
        return DiagramInput(id: "wide-frame-negative-x", title: "A frame wider than the canvas",
                            result: result(frame, canvas: Size(width: 300, height: 100)), parentProposal: 300)
    }

    /// Text("<&\">") with a caption full of markup characters.
    static var markup: DiagramInput {
        let text = node("Text", "Text(\"<&\\\">\")", .content, name: "a<b", Rect(x: 180, y: 140, width: 40, height: 20),
                        proposal: ProposedSize(width: 400, height: 300), h: "Text: intrinsic 40 for \"<&\">\"",
                        v: "Text: 1 line × 20 = 20", lines: ["<&\">"])
        return DiagramInput(id: "escape \"me\" <&>", title: "Escaping <&\"> & more",
                            caption: "a < b && c > \"d\" 'e'", result: result(text, warnings: ["x < y & \"z\""]))
    }

    /// Everything else a figure can meet: shapes, a zero-height Spacer, an EmptyView, an overlay, an
    /// offset child outside its parent, text with leading spaces, an unknown colour, infinite proposals
    /// and an infinite parent proposal.
    static var kitchenSink: DiagramInput {
        let circle = node("Circle", "Circle()", .content, Rect(x: 20, y: 20, width: 40, height: 40),
                          proposal: ProposedSize(width: 40, height: 40), style: ["shape": "Circle", "fill": ".green"],
                          stackChild: true)
        let spacer = node("Spacer", "Spacer()", .spacer, Rect(x: 60, y: 40, width: 100, height: 0),
                          proposal: ProposedSize(width: .infinity, height: nil), stackChild: true)
        let capsule = node("Capsule", "Capsule()", .content, Rect(x: 160, y: 25, width: 60, height: 30),
                           proposal: ProposedSize(width: 60, height: 30), style: ["shape": "Capsule", "foregroundColor": "Color.teal"])
        let rounded = node("RoundedRectangle", "RoundedRectangle(cornerRadius: 8)", .content,
                           Rect(x: 160, y: 25, width: 60, height: 30), proposal: ProposedSize(width: 60, height: 30),
                           style: ["shape": "RoundedRectangle", "cornerRadius": "8", "fill": "magenta"])
        let overlay = node("overlay", ".overlay(RoundedRectangle(cornerRadius: 8))", .decoration,
                           Rect(x: 160, y: 25, width: 60, height: 30), proposal: ProposedSize(width: 60, height: 30),
                           stackChild: true, [capsule, rounded])
        let empty = node("EmptyView", "EmptyView()", .content, Rect(x: 230, y: 40, width: 0, height: 0),
                         proposal: .unspecified, stackChild: true)
        let moved = node("Text", "Text(\"  indented\")", .content, Rect(x: 280, y: 70, width: 100, height: 20),
                         proposal: ProposedSize(width: nil, height: nil), lines: ["  indented"])
        let offset = node("offset", ".offset(x: 50, y: 30)", .modifier, name: "moved",
                          Rect(x: 230, y: 40, width: 100, height: 20), proposal: ProposedSize(width: .infinity, height: 80),
                          h: "offset: child 100", v: "offset: child 20", style: ["offsetX": "50", "offsetY": "30"],
                          stackChild: true, [moved])
        let stack = node("HStack", "HStack(spacing: 0)", .stack, name: "row", Rect(x: 20, y: 20, width: 310, height: 40),
                         proposal: ProposedSize(width: 360, height: 80), h: "HStack: sum", v: "HStack: tallest 40",
                         [circle, spacer, overlay, empty, offset])
        let color = node("Color", "Color.indigo.opacity(0.5)", .content, Rect(x: 20, y: 20, width: 310, height: 40),
                         proposal: ProposedSize(width: 310, height: 40), style: ["color": "indigo.opacity(0.5)"])
        let background = node("background", ".background(Color.indigo)", .decoration, Rect(x: 20, y: 20, width: 310, height: 40),
                              proposal: ProposedSize(width: 360, height: 80), [stack, color])
        return DiagramInput(id: "kitchen-sink", title: "Shapes, spacers, offsets", caption: String(repeating: "long caption ", count: 20),
                            result: result(background, canvas: Size(width: 360, height: 80)),
                            parentProposal: .infinity, charWidth: 10, lineHeight: 20)
    }

    static var snapshotFigures: [(String, DiagramInput)] {
        [("minWidthInVStack", minWidthInVStack), ("overflowingRow", row(parentWidth: 100, minWidth: 200)),
         ("rightToLeftHStack", rightToLeftHStack), ("truncatedText", truncatedText),
         ("paddingBorderChain", paddingBorderChain)]
    }
}
