import LayoutCore

// How nodes are named in the trace: their kind, their role in a figure, their label as Swift source. Names
// are the view as written (`LazyVStack` or `VStack`, the label's arguments), which a layout does not keep, so
// they are answered by `ViewKind`. Each switch is exhaustive on purpose: a new view does not compile until it
// has a name, a role and a label.

func kindName(_ kind: ViewKind) -> String {
    switch kind {
    case .color: "Color"
    case .shape(let s): s.swiftName
    case .text: "Text"
    case .spacer: "Spacer"
    case .empty: "EmptyView"
    case .image: "Image"
    case .divider: "Divider"
    case .vStack(_, _, let lazy): lazy ? "LazyVStack" : "VStack"
    case .hStack(_, _, let lazy): lazy ? "LazyHStack" : "HStack"
    case .scrollView: "ScrollView"
    case .zStack: "ZStack"
    case .viewThatFits: "ViewThatFits"
    case .geometryReader: "GeometryReader"
    case .lazyGrid(_, let vertical, _, _): vertical ? "LazyVGrid" : "LazyHGrid"
    case .grid: "Grid"
    case .gridRow: "GridRow"
    case .gridCell: "gridCell"
    case .alignmentGuide: "alignmentGuide"
    case .safeAreaInset: "safeAreaInset"
    case .control(let name): name
    case .custom(let type, _): type
    case .controlPart: "controlPart"
    case .safeAreaPadding: "safeAreaPadding"
    case .flexibleFrame: "flexibleFrame"
    case .fixedFrame: "fixedFrame"
    case .padding: "padding"
    case .offset: "offset"
    case .fixedSize: "fixedSize"
    case .layoutPriority: "layoutPriority"
    case .overlay: "overlay"
    case .background: "background"
    case .border: "border"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .lineLimit: "lineLimit"
    case .font: "font"
    case .aspectRatio: "aspectRatio"
    case .position: "position"
    case .containerRelativeFrame: "containerRelativeFrame"
    }
}

func role(_ kind: ViewKind) -> NodeRole {
    switch kind {
    case .color, .shape, .text, .empty, .image, .divider, .controlPart, .control: .content
    case .spacer: .spacer
    case .vStack, .hStack, .zStack, .viewThatFits, .scrollView, .geometryReader, .lazyGrid, .grid, .gridRow, .custom: .stack
    case .flexibleFrame: .flexibleFrame
    case .fixedFrame: .fixedFrame
    case .padding: .padding
    case .overlay, .background, .border: .decoration
    case .offset, .fixedSize, .layoutPriority, .ignoresSafeArea, .lineLimit, .font, .aspectRatio, .position, .gridCell, .alignmentGuide, .safeAreaInset: .modifier
    case .safeAreaPadding: .padding
    case .containerRelativeFrame: .fixedFrame
    }
}

/// How a node is named in traces when the source did not give a label.
func defaultLabel(_ kind: ViewKind) -> String {
    switch kind {
    case .color(let name): return "Color.\(name)"
    case .shape(let shape):
        if case .roundedRectangle(let r) = shape { return "RoundedRectangle(cornerRadius: \(num(r)))" }
        return "\(shape.swiftName)()"
    case .text(let s):
        var label = "Text("
        Escaping.appendSwiftLiteral(s, to: &label)
        label += ")"
        return label
    case .spacer(let m): return m.map { "Spacer(minLength: \(num($0)))" } ?? "Spacer()"
    case .empty: return "EmptyView()"
    case .image(let image):
        let base = image.isSymbol ? "Image(systemName: \(quoted(image.name)))" : "Image(\(quoted(image.name)))"
        return image.isResizable ? base + ".resizable()" : base
    case .divider: return "Divider()"
    case .vStack(let a, let s, let lazy):
        return "\(lazy ? "Lazy" : "")VStack(alignment: .\(a.rawValue)\(s.map { ", spacing: \(num($0))" } ?? ""))"
    case .hStack(let a, let s, let lazy):
        return "\(lazy ? "Lazy" : "")HStack(alignment: .\(a.rawValue)\(s.map { ", spacing: \(num($0))" } ?? ""))"
    case .geometryReader: return "GeometryReader"
    case .lazyGrid(let tracks, let vertical, _, _): return vertical ? "LazyVGrid(columns: \(tracks.count))" : "LazyHGrid(rows: \(tracks.count))"
    case .grid(let a, let h, let v):
        var args: [String] = a == .center ? [] : ["alignment: .\(a.swiftName)"]
        if let h { args.append("horizontalSpacing: \(num(h))") }
        if let v { args.append("verticalSpacing: \(num(v))") }
        return "Grid(\(args.joined(separator: ", ")))"
    case .gridRow(let a): return a.map { "GridRow(alignment: .\($0.rawValue))" } ?? "GridRow"
    case .gridCell(let attribute):
        switch attribute {
        case .columns(let n): return ".gridCellColumns(\(n))"
        case .unsizedAxes(let h, let v): return ".gridCellUnsizedAxes(\(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))"
        case .columnAlignment(let a): return ".gridColumnAlignment(.\(a.rawValue))"
        case .anchor(let x, let y): return ".gridCellAnchor(UnitPoint(x: \(num(x)), y: \(num(y))))"
        }
    case .alignmentGuide(let key, let value): return ".alignmentGuide(\(key.swiftName)) { d in \(value.swiftSource) }"
    case .safeAreaInset(let edge, let alignment, let spacing):
        let name = Edges.named.first { $0.value == edge }?.name ?? "bottom"
        let a = edge == .top || edge == .bottom ? alignment.horizontal.rawValue : alignment.vertical.rawValue
        return ".safeAreaInset(edge: .\(name)\(a == "center" ? "" : ", alignment: .\(a)")\(spacing.map { ", spacing: \(num($0))" } ?? ""))"
    case .safeAreaPadding(let i):
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return ".safeAreaPadding(\(num(i.top)))" }
        return ".safeAreaPadding(EdgeInsets(top: \(num(i.top)), leading: \(num(i.leading)), bottom: \(num(i.bottom)), trailing: \(num(i.trailing))))"
    case .control(let name): return name
    case .custom(let type, _): return type
    case .controlPart(let part): return "\(part.name) (\(num(part.width))×\(num(part.height)))"
    case .scrollView(let h, let v): return "ScrollView(\(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))"
    case .zStack(let a): return "ZStack(alignment: .\(a.swiftName))"
    case .viewThatFits(let h, let v): return "ViewThatFits(in: \(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))"
    case .flexibleFrame(let f):
        // Written straight into one string: a full trace labels every frame, and a list of parts joined took
        // four allocations per label.
        var call = ArgumentList(".frame(")
        call.add("minWidth", f.minWidth); call.add("idealWidth", f.idealWidth); call.add("maxWidth", f.maxWidth)
        call.add("minHeight", f.minHeight); call.add("idealHeight", f.idealHeight); call.add("maxHeight", f.maxHeight)
        if f.alignment != .center { call.add("alignment", "." + f.alignment.swiftName) }
        return call.closed()
    case .fixedFrame(let w, let h, let a):
        var call = ArgumentList(".frame(")
        call.add("width", w); call.add("height", h)
        if a != .center { call.add("alignment", "." + a.swiftName) }
        return call.closed()
    case .padding(let i):
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return ".padding(\(num(i.top)))" }
        return ".padding(EdgeInsets(top: \(num(i.top)), leading: \(num(i.leading)), bottom: \(num(i.bottom)), trailing: \(num(i.trailing))))"
    case .offset(let x, let y): return ".offset(x: \(num(x)), y: \(num(y)))"
    case .fixedSize(let h, let v): return h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))"
    case .layoutPriority(let p): return ".layoutPriority(\(num(p)))"
    case .overlay: return ".overlay"
    case .background: return ".background"
    case .border(let c, let w): return ".border(Color.\(c), width: \(num(w)))"
    case .ignoresSafeArea: return ".ignoresSafeArea"
    case .lineLimit(let l): return ".lineLimit(\(l.map(String.init) ?? "nil"))"
    case .font(let size, let weight, let face): return fontModifierName(size: size, weight: weight, face: face)
    case .aspectRatio(let ratio, let mode):
        return ".aspectRatio(\(ratio.map(num) ?? "nil"), contentMode: .\(mode.rawValue))"
    case .position(let x, let y): return ".position(x: \(num(x)), y: \(num(y)))"
    case .containerRelativeFrame(let h, let v, let count, let span, let spacing, _):
        let axes = h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"
        return count == 1 && span == 1 && spacing == 0 ? ".containerRelativeFrame(\(axes))"
            : ".containerRelativeFrame(\(axes), count: \(count), span: \(span), spacing: \(num(spacing)))"
    }
}

/// A call's labelled arguments written one by one into a single string: `.frame(minWidth: 20, maxWidth: 90)`.
private struct ArgumentList {
    private var text: String
    private var isEmpty = true

    init(_ opening: String) {
        text = opening
        text.reserveCapacity(64)
    }

    /// Adds `name: value`, or nothing for a nil value (an argument not written).
    mutating func add(_ name: String, _ value: Double?) {
        if let value { add(name, num(value)) }
    }

    mutating func add(_ name: String, _ value: String) {
        if !isEmpty { text += ", " }
        text += name
        text += ": "
        text += value
        isEmpty = false
    }

    func closed() -> String { text + ")" }
}

/// A Swift string literal for `s`, as the label of a Text.
func quoted(_ s: String) -> String { Escaping.swiftLiteral(s) }

/// A font modifier as SwiftUI spells it: `.font(.system(size: 20, weight: .bold))`, `.font(.custom("Name", size: 17))`,
/// `.fontWeight(.bold)`, `.italic()`, `.monospaced()`, `.monospacedDigit()`, `.tracking(2)`, chained where several apply.
private func fontModifierName(size: Double?, weight: SystemFont.Weight?, face: FaceChange) -> String {
    var parts: [String] = []
    if let size {
        if let custom = face.customName {
            parts.append(".font(.custom(\"\(custom)\", size: \(num(size))))")
        } else {
            parts.append(".font(.system(size: \(num(size))\(weight.map { ", weight: .\($0.rawValue)" } ?? "")))")
        }
    } else if let weight {
        parts.append(".fontWeight(.\(weight.rawValue))")
    }
    if let italic = face.italic { parts.append(italic ? ".italic()" : ".italic(false)") }
    if let design = face.design { parts.append(design == .monospaced ? ".monospaced()" : ".fontDesign(.\(design.rawValue))") }
    if face.monospacedDigit == true { parts.append(".monospacedDigit()") }
    if let tracking = face.tracking { parts.append(".tracking(\(num(tracking)))") }
    if let lineSpacing = face.lineSpacing { parts.append(".lineSpacing(\(num(lineSpacing)))") }
    if let alignment = face.alignment { parts.append(".multilineTextAlignment(.\(alignment.rawValue))") }
    return parts.isEmpty ? ".fontWeight(.regular)" : parts.joined()
}
