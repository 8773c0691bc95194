import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

private let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)

private func interpret(_ source: String, assets: AppAssets = AppAssets()) throws -> ViewNode {
    try SwiftUIInterpreter.interpret(source, origin: origin, assets: assets)
}

private func layout(_ source: String) throws -> LayoutResult {
    ViewLayoutEngine.layout(try interpret(source), settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
}

private func errors(_ source: String) -> String {
    do { return "no error: \(try interpret(source))" } catch { return "\(error)" }
}

/// `Group` and `ForEach` list their views into the enclosing container, and their modifiers apply to
/// each view. The numbers are those MetalUI's `swiftui-composition-identity.swift` probe recorded on real
/// SwiftUI (rows L0–L7), with `Two` = a Group of a 30×10 and a 50×10 view.
@Suite("Group and ForEach")
struct ViewListTests {
    static let two = "Group { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 50, height: 10) }"

    @Test("L0–L7: a Group's views are the container's children; its modifiers apply to each")
    func groupProbes() throws {
        func stack(_ modifiers: String, _ stack: String = "VStack") throws -> Size {
            try layout("\(stack)(spacing: 0) { \(Self.two)\(modifiers) }.fixedSize()").root.children[0].size
        }
        #expect(try stack("") == Size(width: 50, height: 20))                                   // L0
        #expect(try stack(".frame(width: 70)") == Size(width: 70, height: 20))                  // L1/L2
        #expect(try stack(".frame(width: 70)", "HStack") == Size(width: 140, height: 10))       // L3
        #expect(try stack(".frame(height: 20, alignment: .top)") == Size(width: 50, height: 40))   // L4
        #expect(try stack(".padding(5)") == Size(width: 60, height: 40))                        // L7
        // L5/L6: a frame over an empty Group, or over EmptyView, adds nothing to the stack.
        for empty in ["Group { }", "EmptyView()"] {
            let r = try layout("VStack(spacing: 0) { Color.red.frame(width: 30, height: 10); \(empty).frame(width: 70) }.fixedSize()")
            #expect(r.root.children[0].size == Size(width: 30, height: 10), "\(empty)")
            #expect(r.root.children[0].children.count == 1)
        }
    }

    @Test("ForEach over a range, an array, with $0, nested, with loop variables in numbers and strings")
    func forEach() throws {
        let rows = try interpret(#"VStack { ForEach(0..<3) { i in Text("Row \(i)").frame(width: CGFloat(i) * 20 + 10) } }"#)
        let widths: [ViewKind] = [10.0, 30, 50].map { .fixedFrame(width: $0, height: nil, alignment: .center) }
        #expect(rows.children.map(\.kind) == widths)
        #expect(rows.children.map { $0.children[0].kind } == [.text("Row 0"), .text("Row 1"), .text("Row 2")])
        let names = try interpret(#"HStack { ForEach(["a", "bb"], id: \.self) { name in Text(name).id("t-\(name)") } }"#)
        #expect(names.children.map(\.kind) == [.text("a"), .text("bb")])
        #expect(names.children.map(\.name) == ["t-a", "t-bb"])
        let array = try interpret(#"HStack { ForEach(Array(0..<2), id: \.self) { n in Text("\(n)") } }"#)
        #expect(array.children.map(\.kind) == [.text("0"), .text("1")])
        let shorthand = try interpret(#"VStack { ForEach(1...3, id: \.self) { Text("\($0 * 10)") } }"#)
        #expect(shorthand.children.map(\.kind) == [.text("10"), .text("20"), .text("30")])
        let nested = try interpret(#"VStack { ForEach(0..<2) { r in HStack { ForEach(0..<r + 1) { c in Text("\(r)\(c)") } } } }"#)
        #expect(nested.children.map { $0.children.map(\.kind) } == [[.text("00")], [.text("10"), .text("11")]])
        let decimals = try interpret(#"VStack { ForEach([1, 2.5], id: \.self) { x in Text("\(x)") } }"#)
        #expect(decimals.children.map(\.kind) == [.text("1.0"), .text("2.5")])   // [Double], as Swift prints it
        let empty = try interpret("VStack { ForEach(0..<0) { i in Text(\"x\") } }")
        #expect(empty.children.isEmpty)
        // A Text computed from loop variables is labelled with its value.
        #expect(try SwiftUIInterpreter.interpret(#"ForEach(0..<1) { i in Text("Row \(i)") }"#, origin: origin).label == nil)
    }

    @Test("errors: unknown data, too many elements, several views where one is expected, .id on a list")
    func errorsInLists() {
        #expect(errors("VStack { ForEach(items) { item in Text(item) } }")
                == "t.yaml:1:18: error: cannot find 'items' in scope; a view may use literal values, ForEach's loop variables, "
                + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
        #expect(errors("VStack { ForEach(0..<5000) { i in Text(\"x\") } }")
                == "t.yaml:1:18: error: ForEach over 5000 elements; a figure shows at most 1000")
        #expect(errors("VStack { ForEach(0..<200) { r in ForEach(0..<200) { c in Text(\"x\") } } }")
                == "t.yaml:1:42: error: ForEach lists more than 10000 views in all (nested loops multiply); a figure cannot show them")
        #expect(errors("Group { Text(\"a\"); Text(\"b\") }")
                == "t.yaml:1:1: error: 2 views where one is expected; put them in a VStack, HStack or ZStack")
        #expect(errors("VStack { Group { Text(\"a\"); Text(\"b\") }.id(\"g\") }")
                == "t.yaml:1:40: error: '.id' on a Group would give its 2 views one name; name the views inside it instead")
        #expect(errors("VStack { ForEach(0..<2) { a, b in Text(\"x\") } }")
                == "t.yaml:1:27: error: ForEach's content takes one parameter, the element; two are for the pairs of 'enumerated()'")
        #expect(errors("VStack { ForEach(0..<2, id: 3) { i in Text(\"x\") } }")
                == "t.yaml:1:29: error: 'ForEach' expects a key path such as \\.self for 'id', got integer literal '3'")
        // A single-view Group is that view; an empty one is EmptyView.
        #expect(errors("Group { Text(\"a\") }") == "no error: \(ViewNode(.text("a"), label: "Text(\"a\")"))")
    }
}
