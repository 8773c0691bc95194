import LayoutCore
import Testing
@testable import ViewLayout

/// A node's default label is its view as Swift source. The trace writes them one after another with one
/// `LabelWriter`, so each label must start afresh: no comma or byte of the one before.
@Suite("Default labels")
struct DefaultLabelTests {
    @Test("labels are Swift source, each written afresh after the one before; a Text's string is an escaped literal")
    func labelsAreSwiftSource() {
        let view = ViewNode.vStack(alignment: .leading, spacing: 2, [
            .text("say \"hi\"\n\tthen\\ go — é"),
            .lazyHStack(alignment: .top, [.text("a").frame(minWidth: 20, maxWidth: 90.5, alignment: .topLeading)]),
            .grid(alignment: .topLeading, horizontalSpacing: 4, [.gridRow([.color("blue")])]),
            .grid([]),
            .color().padding(4).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            .text("b").frame(width: 10),
            .spacer(minLength: 0.25),
            .color("green").safeAreaPadding(EdgeInsets(all: 8)).safeAreaPadding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)),
        ])
        let labels = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: 400, height: 400)))
            .root.allNodes().map(\.label)
        #expect(labels == [
            "VStack(alignment: .leading, spacing: 2)",
            #"Text("say \"hi\"\n\tthen\\ go — é")"#,
            "LazyHStack(alignment: .top)",
            ".frame(minWidth: 20, maxWidth: 90.5, alignment: .topLeading)",
            #"Text("a")"#,
            "Grid(alignment: .topLeading, horizontalSpacing: 4)",
            "GridRow",
            "Color.blue",
            "Grid()",
            ".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
            ".padding(4)",
            "Color.red",
            ".frame(width: 10)",
            #"Text("b")"#,
            "Spacer(minLength: 0.25)",
            ".safeAreaPadding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))",
            ".safeAreaPadding(8)",
            "Color.green",
        ])
    }

    @Test("a Swift literal and a YAML double-quoted scalar escape the same five characters, and keep every other byte")
    func literalsEscapeFiveCharacters() {
        #expect(Escaping.swiftLiteral("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(Escaping.yamlDoubleQuoted("é — 🙂 <&>") == "\"é — 🙂 <&>\"")
        #expect(Escaping.swiftLiteral("") == "\"\"")
        var bytes = Array("Text(".utf8)
        Escaping.appendSwiftLiteral("x\"", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"Text("x\"""#)
    }
}
