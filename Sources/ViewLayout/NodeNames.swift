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

/// How a node is named in traces when the source did not give a label, written with `out` (which a trace keeps from
/// one node to the next). The views a tree has most of (Text, frames, padding, stacks) are written part by part; the
/// others as one string.
func defaultLabel(_ kind: ViewKind, _ out: inout LabelWriter) -> String {
    switch kind {
    case .color(let name): out.write("Color."); out.write(name)
    case .shape(let shape):
        if case .roundedRectangle(let r) = shape { out.write("RoundedRectangle(cornerRadius: \(num(r)))") } else { out.write("\(shape.swiftName)()") }
    case .text(let s):
        out.open("Text"); out.literal(s); out.close()
    case .spacer(let m): out.write(m.map { "Spacer(minLength: \(num($0)))" } ?? "Spacer()")
    case .empty: out.write("EmptyView()")
    case .image(let image):
        out.write(image.isSymbol ? "Image(systemName: \(quoted(image.name)))" : "Image(\(quoted(image.name)))")
        if image.isResizable { out.write(".resizable()") }
    case .divider: out.write("Divider()")
    case .vStack(let a, let s, let lazy):
        out.open(lazy ? "LazyVStack" : "VStack"); out.argument("alignment", "." + a.rawValue); out.argument("spacing", s); out.close()
    case .hStack(let a, let s, let lazy):
        out.open(lazy ? "LazyHStack" : "HStack"); out.argument("alignment", "." + a.rawValue); out.argument("spacing", s); out.close()
    case .geometryReader: out.write("GeometryReader")
    case .lazyGrid(let tracks, let vertical, _, _): out.write(vertical ? "LazyVGrid(columns: \(tracks.count))" : "LazyHGrid(rows: \(tracks.count))")
    case .grid(let a, let h, let v):
        out.open("Grid")
        if a != .center { out.argument("alignment", "." + a.swiftName) }
        out.argument("horizontalSpacing", h); out.argument("verticalSpacing", v)
        out.close()
    case .gridRow(let a): out.write(a.map { "GridRow(alignment: .\($0.rawValue))" } ?? "GridRow")
    case .gridCell(let attribute):
        switch attribute {
        case .columns(let n): out.write(".gridCellColumns(\(n))")
        case .unsizedAxes(let h, let v): out.write(".gridCellUnsizedAxes(\(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))")
        case .columnAlignment(let a): out.write(".gridColumnAlignment(.\(a.rawValue))")
        case .anchor(let x, let y): out.write(".gridCellAnchor(UnitPoint(x: \(num(x)), y: \(num(y))))")
        }
    case .alignmentGuide(let key, let value): out.write(".alignmentGuide(\(key.swiftName)) { d in \(value.swiftSource) }")
    case .safeAreaInset(let edge, let alignment, let spacing):
        let name = Edges.named.first { $0.value == edge }?.name ?? "bottom"
        let a = edge == .top || edge == .bottom ? alignment.horizontal.rawValue : alignment.vertical.rawValue
        out.write(".safeAreaInset(edge: .\(name)\(a == "center" ? "" : ", alignment: .\(a)")\(spacing.map { ", spacing: \(num($0))" } ?? ""))")
    case .safeAreaPadding(let i): writeInsets(".safeAreaPadding", i, &out)
    case .control(let name): out.write(name)
    case .custom(let type, _): out.write(type)
    case .controlPart(let part): out.write("\(part.name) (\(num(part.width))×\(num(part.height)))")
    case .scrollView(let h, let v): out.write("ScrollView(\(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))")
    case .zStack(let a): out.write("ZStack(alignment: .\(a.swiftName))")
    case .viewThatFits(let h, let v): out.write("ViewThatFits(in: \(h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"))")
    case .flexibleFrame(let f):
        out.open(".frame")
        out.argument("minWidth", f.minWidth); out.argument("idealWidth", f.idealWidth); out.argument("maxWidth", f.maxWidth)
        out.argument("minHeight", f.minHeight); out.argument("idealHeight", f.idealHeight); out.argument("maxHeight", f.maxHeight)
        if f.alignment != .center { out.argument("alignment", "." + f.alignment.swiftName) }
        out.close()
    case .fixedFrame(let w, let h, let a):
        out.open(".frame")
        out.argument("width", w); out.argument("height", h)
        if a != .center { out.argument("alignment", "." + a.swiftName) }
        out.close()
    case .padding(let i): writeInsets(".padding", i, &out)
    case .offset(let x, let y): out.write(".offset(x: \(num(x)), y: \(num(y)))")
    case .fixedSize(let h, let v): out.write(h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))")
    case .layoutPriority(let p): out.write(".layoutPriority(\(num(p)))")
    case .overlay: out.write(".overlay")
    case .background: out.write(".background")
    case .border(let c, let w): out.write(".border(Color.\(c), width: \(num(w)))")
    case .ignoresSafeArea: out.write(".ignoresSafeArea")
    case .lineLimit(let l): out.write(".lineLimit(\(l.map(String.init) ?? "nil"))")
    case .font(let size, let weight, let face): out.write(fontModifierName(size: size, weight: weight, face: face))
    case .aspectRatio(let ratio, let mode): out.write(".aspectRatio(\(ratio.map(num) ?? "nil"), contentMode: .\(mode.rawValue))")
    case .position(let x, let y): out.write(".position(x: \(num(x)), y: \(num(y)))")
    case .containerRelativeFrame(let h, let v, let count, let span, let spacing, _):
        let axes = h && v ? "[.horizontal, .vertical]" : h ? ".horizontal" : ".vertical"
        out.write(count == 1 && span == 1 && spacing == 0 ? ".containerRelativeFrame(\(axes))"
            : ".containerRelativeFrame(\(axes), count: \(count), span: \(span), spacing: \(num(spacing)))")
    }
    return out.take()
}

/// `name(4)` for equal insets, else `name(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))`: `.padding` and
/// `.safeAreaPadding` alike.
private func writeInsets(_ name: StaticString, _ i: EdgeInsets, _ out: inout LabelWriter) {
    out.open(name)
    if i.top == i.leading && i.top == i.bottom && i.top == i.trailing {
        out.argument(num(i.top))
    } else {
        out.argument("EdgeInsets(top: \(num(i.top)), leading: \(num(i.leading)), bottom: \(num(i.bottom)), trailing: \(num(i.trailing)))")
    }
    out.close()
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
