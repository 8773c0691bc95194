import Testing
import ScenarioKit
import ViewLayout

// The interpreter's contract: SwiftUI source in, `ViewNode` tree out, or every error with its
// place in the YAML file. Expected trees are written with ViewLayout's builders (which set no
// labels), so most tests compare trees with labels removed; labels have tests of their own.

private let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)

/// The tree for `source`, labels removed.
/// The end of every "unsupported" message: where the whole list is.
private let listed = " ('framelab supported' lists every view and modifier FrameLab understands)"
private let loopVariables = "a view may use literal values, ForEach's loop variables, and the declarations of the app's Swift files named under 'swift:' in framelab.yml"

private func tree(_ source: String) throws -> ViewNode {
    unlabelled(try SwiftUIInterpreter.interpret(source, origin: origin))
}

/// The tree for `source` with its labels.
private func labelled(_ source: String) throws -> ViewNode {
    try SwiftUIInterpreter.interpret(source, origin: origin)
}

private func unlabelled(_ node: ViewNode) -> ViewNode {
    var copy = node
    copy.label = nil
    copy.children = node.children.map(unlabelled)
    return copy
}

/// Every error for `source`, one `file:line:column: error: message` per line.
private func errors(_ source: String, origin: SwiftSourceOrigin = origin) -> String {
    do {
        let node = try SwiftUIInterpreter.interpret(source, origin: origin)
        return "no error: \(node)"
    } catch {
        return error.description
    }
}

/// All the interpreter's tests, under one name for `swift test --filter SwiftUIInterpreterTests`.
@Suite struct SwiftUIInterpreterTests {}

extension SwiftUIInterpreterTests {
    @Suite struct Views {
        @Test func text() throws {
            #expect(try tree(#"Text("12345")"#) == .text("12345"))
            #expect(try tree(#"Text("a\nb \"c\" \\ \u{41}")"#) == .text("a\nb \"c\" \\ A"))
            #expect(try tree(#"Text(verbatim: "x")"#) == .text("x"))
            #expect(try tree(#"Text("")"#) == .text(""))
        }

        @Test func colors() throws {
            #expect(try tree("Color.red") == .color("red"))
            for name in ["orange", "mint", "clear", "primary", "secondary"] {
                #expect(try tree("Color.\(name)") == .color(name))
            }
        }

        @Test func shapes() throws {
            #expect(try tree("Rectangle()") == .rectangle)
            #expect(try tree("RoundedRectangle(cornerRadius: 10)") == ViewNode(.shape(.roundedRectangle(cornerRadius: 10))))
            #expect(try tree("RoundedRectangle(cornerRadius: 8, style: .continuous)")
                    == ViewNode(.shape(.roundedRectangle(cornerRadius: 8))))
            #expect(try tree("Circle()") == .circle)
            #expect(try tree("Ellipse()") == ViewNode(.shape(.ellipse)))
            #expect(try tree("Capsule()") == ViewNode(.shape(.capsule)))
            #expect(try tree("Capsule(style: .circular)") == ViewNode(.shape(.capsule)))
        }

        @Test func spacerAndEmptyView() throws {
            #expect(try tree("Spacer()") == .spacer())
            #expect(try tree("Spacer(minLength: 20)") == .spacer(minLength: 20))
            #expect(try tree("Spacer(minLength: nil)") == .spacer())
            #expect(try tree("EmptyView()") == .empty)
        }

        @Test func stacksWithDefaults() throws {
            #expect(try tree("VStack { Text(\"a\") }") == .vStack([.text("a")]))
            #expect(try tree("HStack { Text(\"a\") }") == .hStack([.text("a")]))
            #expect(try tree("ZStack { Text(\"a\") }") == .zStack([.text("a")]))
            #expect(try tree("VStack {}") == .vStack([]))
        }

        @Test func stacksWithArguments() throws {
            #expect(try tree("VStack(alignment: .leading, spacing: 10) { Color.red }")
                    == .vStack(alignment: .leading, spacing: 10, [.color("red")]))
            #expect(try tree("VStack(spacing: 0) { Color.red }") == .vStack(spacing: 0, [.color("red")]))
            #expect(try tree("VStack(alignment: HorizontalAlignment.trailing, spacing: nil) { Color.red }")
                    == .vStack(alignment: .trailing, [.color("red")]))
            #expect(try tree("HStack(alignment: .top, spacing: 2.5) { Color.red }")
                    == .hStack(alignment: .top, spacing: 2.5, [.color("red")]))
            #expect(try tree("ZStack(alignment: .bottomTrailing) { Color.red }")
                    == .zStack(alignment: .bottomTrailing, [.color("red")]))
            #expect(try tree("VStack(content: { Color.red })") == .vStack([.color("red")]))
        }

        @Test func childrenOnSeveralLinesOrSeparatedBySemicolons() throws {
            let source = """
                HStack(spacing: 4) {
                    Text("a")

                    // a comment between children
                    Color.blue
                        .frame(width: 10)
                    Spacer()
                }
                """
            #expect(try tree(source) == .hStack(spacing: 4, [.text("a"), .color("blue").frame(width: 10), .spacer()]))
            #expect(try tree(#"VStack { Text("a"); Text("b") }"#) == .vStack([.text("a"), .text("b")]))
        }

        @Test func nesting() throws {
            let source = """
                VStack(alignment: .leading) {
                    HStack {
                        ZStack { Circle(); Text("x") }
                        Rectangle()
                    }
                    .padding()
                    Text("y")
                }
                """
            #expect(try tree(source) == .vStack(alignment: .leading, [
                .hStack([.zStack([.circle, .text("x")]), .rectangle]).padding(),
                .text("y"),
            ]))
        }

        /// 64 levels of views are allowed; modifiers that add a node count as a level.
        @Test func sixtyFourLevels() throws {
            let stacks = String(repeating: "VStack { ", count: 63) + "Color.red" + String(repeating: " }", count: 63)
            #expect(try tree(stacks).nodeCount == 64)
            let modifiers = "Color.red" + String(repeating: ".padding()", count: 63) + ".id(\"x\").foregroundColor(.red)"
            #expect(try tree(modifiers).nodeCount == 64)
        }
    }
}

extension SwiftUIInterpreterTests {
    @Suite struct Modifiers {
        @Test func fixedFrame() throws {
            #expect(try tree("Color.red.frame(width: 100)") == .color("red").frame(width: 100))
            #expect(try tree("Color.red.frame(height: 50)") == .color("red").frame(height: 50))
            #expect(try tree("Color.red.frame(width: 100, height: 50, alignment: .topLeading)")
                    == .color("red").frame(width: 100, height: 50, alignment: .topLeading))
            #expect(try tree("Color.red.frame(width: nil, height: 5)") == .color("red").frame(height: 5))
            #expect(try tree("Color.red.frame()") == .color("red").frame())
        }

        @Test func flexibleFrame() throws {
            #expect(try tree("Text(\"a\").frame(minWidth: 100)") == .text("a").frame(minWidth: 100))
            #expect(try tree("Text(\"a\").frame(maxWidth: .infinity, alignment: .leading)")
                    == .text("a").frame(maxWidth: .infinity, alignment: .leading))
            let all = "Color.red.frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, "
                + "maxHeight: 6, alignment: .bottom)"
            #expect(try tree(all) == .color("red").frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4,
                                                          idealHeight: 5, maxHeight: 6, alignment: .bottom))
            #expect(try tree("Color.red.frame(minHeight: nil, maxHeight: CGFloat.infinity)")
                    == .color("red").frame(maxHeight: .infinity))
        }

        @Test func padding() throws {
            let red = ViewNode.color("red")
            #expect(try tree("Color.red.padding()") == red.padding(EdgeInsets(all: 16)))
            #expect(try tree("Color.red.padding(20)") == red.padding(EdgeInsets(all: 20)))
            #expect(try tree("Color.red.padding(-4.5)") == red.padding(EdgeInsets(all: -4.5)))
            #expect(try tree("Color.red.padding(.horizontal, 20)") == red.padding(EdgeInsets(leading: 20, trailing: 20)))
            #expect(try tree("Color.red.padding(.top)") == red.padding(EdgeInsets(top: 16)))
            #expect(try tree("Color.red.padding(.vertical, nil)") == red.padding(EdgeInsets(top: 16, bottom: 16)))
            #expect(try tree("Color.red.padding([.top, .leading], 8)") == red.padding(EdgeInsets(top: 8, leading: 8)))
            #expect(try tree("Color.red.padding([], 8)") == red.padding(EdgeInsets.zero))
            #expect(try tree("Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
                    == red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
            #expect(try tree("Color.red.padding(EdgeInsets())") == red.padding(EdgeInsets.zero))
        }

        @Test func offset() throws {
            #expect(try tree("Color.red.offset(x: 10, y: -5)") == .color("red").offset(x: 10, y: -5))
            #expect(try tree("Color.red.offset(y: 3)") == .color("red").offset(y: 3))
            #expect(try tree("Color.red.offset()") == .color("red").offset())
            #expect(try tree("Color.red.offset(CGSize(width: 1, height: 2))") == .color("red").offset(x: 1, y: 2))
            #expect(try tree("Color.red.offset(.zero)") == .color("red").offset())
        }

        @Test func fixedSizeAndLayoutPriority() throws {
            #expect(try tree("Text(\"a\").fixedSize()") == .text("a").fixedSize())
            #expect(try tree("Text(\"a\").fixedSize(horizontal: false, vertical: true)")
                    == .text("a").fixedSize(horizontal: false, vertical: true))
            #expect(try tree("Text(\"a\").layoutPriority(1)") == .text("a").layoutPriority(1))
            #expect(try tree("Text(\"a\").layoutPriority(-0.5)") == .text("a").layoutPriority(-0.5))
        }

        @Test func border() throws {
            #expect(try tree("Color.red.border(Color.blue, width: 2)") == .color("red").border("blue", width: 2))
            #expect(try tree("Color.red.border(.green)") == .color("red").border("green", width: 1))
        }

        @Test func overlayAndBackground() throws {
            let red = ViewNode.color("red")
            #expect(try tree("Color.red.overlay { Text(\"a\") }") == red.overlay(.text("a")))
            #expect(try tree("Color.red.overlay(alignment: .topLeading) { Text(\"a\") }")
                    == red.overlay(alignment: .topLeading, .text("a")))
            // A colour is the ShapeStyle form: its fill grows into the safe area (reference §11.1).
            #expect(try tree("Color.red.overlay(Color.blue)") == red.overlay(style: "blue"))
            #expect(try tree("Color.red.overlay(Rectangle(), alignment: .top)") == red.overlay(alignment: .top, .rectangle))
            #expect(try tree("Color.red.overlay(alignment: .top, content: { Circle() })")
                    == red.overlay(alignment: .top, .circle))
            #expect(try tree("Color.red.background { Text(\"a\") }") == red.background(.text("a")))
            #expect(try tree("Color.red.background(alignment: .bottom) { Text(\"a\") }")
                    == red.background(alignment: .bottom, .text("a")))
            #expect(try tree("Color.red.background(Color.blue)") == red.background(style: "blue"))
            #expect(try tree("Color.red.background(Circle(), alignment: .leading)")
                    == red.background(alignment: .leading, .circle))
        }

        /// Several views in the closure are laid out in an implicit ZStack that centres them; the modifier's
        /// alignment positions that ZStack (MetalUI K5c, K5g, K5h).
        @Test func overlayWithSeveralViewsOrNone() throws {
            let source = """
                Color.red.overlay(alignment: .bottomLeading) {
                    Circle()
                    Text("a")
                }
                """
            let node = try labelled(source)
            #expect(unlabelled(node) == .color("red").overlay(alignment: .bottomLeading,
                                                               .zStack(alignment: .center, [.circle, .text("a")])))
            #expect(node.children[1].label == nil)   // the stack was not written
            #expect(try tree("Color.red.background { }") == .color("red").background(.empty))
        }

        @Test func ignoresSafeArea() throws {
            #expect(try tree("Color.red.ignoresSafeArea()") == .color("red").ignoresSafeArea())
            #expect(try tree("Color.red.ignoresSafeArea(.all, edges: .top)") == .color("red").ignoresSafeArea(edges: .top))
            #expect(try tree("Color.red.ignoresSafeArea(.container)") == .color("red").ignoresSafeArea())
            #expect(try tree("Color.red.ignoresSafeArea([.container, .keyboard], edges: [.top, .bottom])")
                    == .color("red").ignoresSafeArea(edges: .vertical))
            #expect(try tree("Color.red.ignoresSafeArea(edges: .horizontal)")
                    == .color("red").ignoresSafeArea(edges: .horizontal))
            #expect(try tree("Color.red.edgesIgnoringSafeArea(.top)") == .color("red").ignoresSafeArea(edges: .top))
            #expect(try tree("Color.red.edgesIgnoringSafeArea(.all)") == .color("red").ignoresSafeArea())
        }

        @Test func lineLimit() throws {
            #expect(try tree("Text(\"a\").lineLimit(1)") == .text("a").lineLimit(1))
            #expect(try tree("Text(\"a\").lineLimit(nil)") == .text("a").lineLimit(nil))
        }

        /// `.id` names the node it is applied to (here the frame around the Text), adding no node.
        @Test func id() throws {
            #expect(try tree("Text(\"a\").frame(minWidth: 100).id(\"subject\")")
                    == .text("a").frame(minWidth: 100).id("subject"))
            #expect(try tree("VStack { Text(\"a\").id(\"t-1\"); Color.red.id(\"0red\") }")
                    == .vStack([.text("a").id("t-1"), .color("red").id("0red")]))
        }

        /// Style modifiers record their argument's source on the node they apply to.
        @Test func styleModifiers() throws {
            let source = """
                Text("a")
                    .font(.system(size: 16,   design: .monospaced))
                    .foregroundColor(.red)
                    .foregroundStyle(Color.blue)
                    .padding()
                """
            // The colours are kept on the view they are applied to: here the `.font` node around the Text.
            var font = ViewNode.text("a").font(size: 16)
            font.style = ["foregroundColor": ".red", "foregroundStyle": "Color.blue"]
            #expect(try tree(source) == font.padding())
            #expect(try tree("Circle().fill(.red)") == ViewNode(.shape(.circle), style: ["fill": ".red"]))
            // `.font` is an environment modifier (a node, like `.lineLimit`); the innermost wins in layout.
            #expect(try tree("Text(\"a\").font(.title).font(.body)") == ViewNode.text("a").font(size: 28).font(size: 17))
        }

        @Test func numbers() throws {
            #expect(try tree("Color.red.frame(width: -10, height: 1_000)") == .color("red").frame(width: -10, height: 1000))
            #expect(try tree("Color.red.frame(width: Double.infinity, height: +2.25)")
                    == .color("red").frame(width: .infinity, height: 2.25))
            #expect(try tree("Color.red.frame(minWidth: -.infinity)") == .color("red").frame(minWidth: -.infinity))
            let nan = try tree("Color.red.frame(width: .nan)")
            guard case .fixedFrame(let width?, nil, .center) = nan.kind else { Issue.record("\(nan)"); return }
            #expect(width.isNaN)
        }

        @Test func modifiersOverSeveralLines() throws {
            let source = """
                VStack(alignment: .leading, spacing: 10) {
                    Text("12345").lineLimit(1).frame(minWidth: 100).id("subject")
                }
                .frame(width: 200)
                """
            #expect(try tree(source) == .vStack(alignment: .leading, spacing: 10, [
                .text("12345").lineLimit(1).frame(minWidth: 100).id("subject"),
            ]).frame(width: 200))
        }
    }
}

extension SwiftUIInterpreterTests {
    @Suite struct Labels {
        @Test func labelsAreTheSourceWithoutBaseOrClosureBody() throws {
            let source = """
                VStack(alignment: .leading,
                       spacing: 10) {
                    Text("12345").frame(minWidth:   100)
                    Color.red.padding(.horizontal, 20)
                }
                .overlay(alignment: .top) { Circle() }
                .background { Circle() }
                """
            let root = try labelled(source)
            #expect(root.label == ".background { … }")
            let overlay = root.children[0]
            #expect(overlay.label == ".overlay(alignment: .top) { … }")
            let stack = overlay.children[0]
            #expect(stack.label == "VStack(alignment: .leading, spacing: 10)")
            #expect(stack.children[0].label == ".frame(minWidth: 100)")
            #expect(stack.children[0].children[0].label == #"Text("12345")"#)
            #expect(stack.children[1].label == ".padding(.horizontal, 20)")
            #expect(stack.children[1].children[0].label == "Color.red")
            #expect(try labelled("HStack { Spacer() }").label == "HStack { … }")
            #expect(try labelled("VStack(content: { Spacer() })").label == "VStack(content: { … })")
            #expect(try labelled("Spacer()").label == "Spacer()")
            #expect(try labelled("Color.red.frame(width: 1, // one\n    height: /* two */ 2)").label
                    == ".frame(width: 1, height: 2)")
            #expect(try labelled("Text(\"\"\"\n    two\n    lines\n    \"\"\")").label == #"Text("two\nlines")"#)
        }
    }
}

extension SwiftUIInterpreterTests {
    @Suite struct Errors {
        @Test func syntaxError() {
            #expect(errors("VStack {\n    Text(\"a\"\n}") == "t.yaml:2:13: error: expected ')' to end function call")
        }

        @Test func notOneExpression() {
            #expect(errors("Text(\"a\")\nText(\"b\")")
                    == "t.yaml:2:1: error: the view source must be one expression; put several views in a stack")
            #expect(errors("  ") == "t.yaml:1:3: error: the view source is empty; write one view expression")
            #expect(errors("let x = 1") == "t.yaml:1:1: error: expected a view expression, got a declaration")
        }

        @Test func variable() {
            #expect(errors("Color.red.frame(width: width)")
                    == "t.yaml:1:24: error: cannot find 'width' in scope; a view may use literal values, ForEach's loop variables, "
                    + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
            #expect(errors("Color.red.frame(width: size.width * 2)")
                    == "t.yaml:1:24: error: cannot find 'size' in scope; a view may use literal values, ForEach's loop variables, "
                    + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
            #expect(errors("VStack { content }")
                    == "t.yaml:1:10: error: cannot find 'content' in scope; a view may use literal values, ForEach's loop variables, "
                    + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
            #expect(errors("Text(title)")
                    == "t.yaml:1:6: error: cannot find 'title' in scope; a view may use literal values, ForEach's loop variables, "
                    + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
        }

        @Test func unsupportedView() {
            #expect(errors("MyText(str: \"a\")") == "t.yaml:1:1: error: unsupported view 'MyText'\(listed)")
            #expect(errors("VStack {\n  Chart { Text(\"a\") }\n}") == "t.yaml:2:3: error: unsupported view 'Chart'\(listed)")
            #expect(errors("VStack {\n  Lisst { Text(\"a\") }\n}") == "t.yaml:2:3: error: unsupported view 'Lisst'; did you mean 'List'?\(listed)")
            #expect(errors("Vstack { }") == "t.yaml:1:1: error: unsupported view 'Vstack'; did you mean 'VStack'?\(listed)")
            #expect(errors("Devider()") == "t.yaml:1:1: error: unsupported view 'Devider'; did you mean 'Divider'?\(listed)")
            #expect(errors("Rectangle") == "t.yaml:1:1: error: 'Rectangle' must be called, as in 'Rectangle()'")
            #expect(errors(".red") == "t.yaml:1:1: error: expected a view, got '.red'")
        }

        @Test func unknownColor() {
            #expect(errors("Color.magenta") == "t.yaml:1:7: error: unknown color 'magenta'; the system colors are "
                    + "red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, white, gray, "
                    + "black, clear, primary, secondary")
        }

        @Test func unsupportedModifier() {
            #expect(errors("Text(\"a\")\n    .chartXAxis(.hidden)")
                    == "t.yaml:2:5: error: unsupported modifier '.chartXAxis'\(listed)")
            #expect(errors("Text(\"a\").pading(8)") == "t.yaml:1:10: error: unsupported modifier '.pading'; did you mean '.padding'?\(listed)")
            #expect(errors("Text(\"a\").frmae(width: 8)") == "t.yaml:1:10: error: unsupported modifier '.frmae'; did you mean '.frame'?\(listed)")
            #expect(errors("Text(\"a\").Padding()") == "t.yaml:1:10: error: unsupported modifier '.Padding'; did you mean '.padding'?\(listed)")
        }

        @Test func wrongArgumentType() {
            #expect(errors("Text(\"a\").frame(minWidth: \"100\")")
                    == "t.yaml:1:27: error: '.frame' expects a number for 'minWidth', got string literal")
            #expect(errors("Color.red.padding(\"x\")")
                    == "t.yaml:1:19: error: '.padding' expects a number for 'length', got string literal")
            #expect(errors("Color.red.fixedSize(horizontal: 1, vertical: true)")
                    == "t.yaml:1:33: error: '.fixedSize' expects true or false for 'horizontal', got integer literal '1'")
            #expect(errors("Color.red.lineLimit(1.5)")
                    == "t.yaml:1:21: error: '.lineLimit' expects an integer or nil for 'number', got decimal literal '1.5'")
            #expect(errors("Text(42)") == "t.yaml:1:6: error: 'Text' expects a string literal for 'content', got integer literal '42'")
            #expect(errors("Color.red.border(.magenta)").hasPrefix("t.yaml:1:18: error: unknown color 'magenta'"))
        }

        @Test func wrongMemberName() {
            #expect(errors("VStack(alignment: .top) { }") == "t.yaml:1:19: error: 'VStack' expects a HorizontalAlignment "
                    + "(.leading, .center, .trailing) for 'alignment', got '.top'")
            #expect(errors("HStack(alignment: .leading) { }") == "t.yaml:1:19: error: 'HStack' expects a VerticalAlignment "
                    + "(.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline) for 'alignment', got '.leading'")
            #expect(errors("Color.red.frame(width: 1, alignment: .middle)") == "t.yaml:1:38: error: '.frame' expects an "
                    + "Alignment (.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, "
                    + ".bottomTrailing) for 'alignment', got '.middle'")
            #expect(errors("Color.red.padding([.top, .side], 2)") == "t.yaml:1:26: error: '.padding' expects an edge set "
                    + "(.top, .leading, .bottom, .trailing, .horizontal, .vertical, .all or an array of them) for 'edges', "
                    + "got '.side'")
        }

        @Test func edgesWhereRegionsGo() {
            #expect(errors("Color.red.ignoresSafeArea(.top)") == "t.yaml:1:27: error: '.top' is an edge, not a safe-area "
                    + "region; write '.ignoresSafeArea(edges: .top)'")
            #expect(errors("Color.red.ignoresSafeArea(.window)") == "t.yaml:1:27: error: '.ignoresSafeArea' expects a "
                    + "SafeAreaRegions (.all, .container, .keyboard) for 'regions', got '.window'")
        }

        @Test func wrongLabel() {
            #expect(errors("Color.red.frame(wdth: 100)") == "t.yaml:1:17: error: '.frame' has no argument 'wdth:'; it takes "
                    + "'.frame(width:height:alignment:)' or "
                    + "'.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)'")
            #expect(errors("Color.red.fixedSize(true)") == "t.yaml:1:21: error: '.fixedSize' has no unlabelled argument; "
                    + "it takes '.fixedSize()' or '.fixedSize(horizontal:vertical:)'")
        }

        @Test func frameOverloadsCannotMix() {
            #expect(errors("Color.red.frame(width: 100, maxWidth: 200)") == "t.yaml:1:10: error: no overload of '.frame' "
                    + "takes the arguments (width:maxWidth:); it takes '.frame(width:height:alignment:)' or "
                    + "'.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)'")
        }

        @Test func argumentsOutOfOrder() {
            #expect(errors("Color.red.frame(height: 1, width: 2)")
                    == "t.yaml:1:28: error: argument 'width:' must precede 'height:' in '.frame'")
        }

        @Test func missingArgument() {
            #expect(errors("RoundedRectangle()")
                    == "t.yaml:1:1: error: missing argument for parameter 'cornerRadius' in 'RoundedRectangle'")
            #expect(errors("Color.red.padding(EdgeInsets(top: 1, leading: 2))")
                    == "t.yaml:1:19: error: missing argument for parameter 'bottom' in 'EdgeInsets'")
            #expect(errors("Color.red.layoutPriority()")
                    == "t.yaml:1:10: error: missing argument for parameter #1 in '.layoutPriority'")
            #expect(errors("VStack(spacing: 2)") == "t.yaml:1:1: error: missing argument for parameter 'content' in 'VStack'")
        }

        @Test func extraArgument() {
            #expect(errors("Color.red.padding(.top, 10, 20)") == "t.yaml:1:29: error: extra argument in '.padding'")
            #expect(errors("Color.red.frame(width: 1, width: 2)") == "t.yaml:1:27: error: extra argument 'width:' in '.frame'")
            #expect(errors("Circle(10)") == "t.yaml:1:8: error: 'Circle' takes no arguments")
            #expect(errors("Text(\"a\") { Circle() }") == "t.yaml:1:11: error: 'Text' takes no trailing closure")
        }

        @Test func stringInterpolation() throws {
            #expect(errors(#"Text("n = \(n)")"#)
                    == "t.yaml:1:13: error: cannot find 'n' in scope; \(loopVariables)")
            #expect(errors(#"Text("n = \(1, format: .number)")"#)
                    == "t.yaml:1:11: error: cannot evaluate this interpolation in 'Text': only numbers, strings, ForEach loop "
                    + "variables and arithmetic on them (with an optional specifier: \"%.1f\")")
            #expect(try tree(#"Text("\(3) × \(2.5) = \(3 * 2.5, specifier: "%.1f")")"#) == ViewNode(.text("3 × 2.5 = 7.5")))
        }

        @Test func invalidAndDuplicateIds() {
            #expect(errors("Color.red.id(\"Subject\")") == "t.yaml:1:14: error: invalid id 'Subject': use lowercase letters, "
                    + "digits and '-', starting with a letter or digit")
            #expect(errors("Color.red.id(name)")
                    == "t.yaml:1:14: error: cannot find 'name' in scope; a view may use literal values, ForEach's loop variables, "
                    + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml")
            #expect(errors("HStack { Color.red.id(\"a\"); Color.blue.id(\"a\") }")
                    == "t.yaml:1:43: error: duplicate id 'a' (first given at line 1, column 23)")
            #expect(errors("Color.red.id(\"a\").id(\"b\")") == "t.yaml:1:18: error: this view is already named 'a'")
        }

        @Test func shapeStyleForms() throws {
            #expect(try tree("Color.red.background(.blue)") == ViewNode.color("red").background(style: "blue"))
            #expect(errors("Text(\"a\").fill(.red)") == "t.yaml:1:10: error: '.fill' applies to a shape, not 'Text(\"a\")'")
        }

        @Test func nestingTooDeep() {
            let stacks = String(repeating: "VStack { ", count: 64) + "Color.red" + String(repeating: " }", count: 64)
            #expect(errors(stacks) == "t.yaml:1:577: error: view nesting deeper than 64")
            let modifiers = "Color.red" + String(repeating: ".padding()", count: 64)
            #expect(errors(modifiers) == "t.yaml:1:1: error: view nesting deeper than 64")
        }

        /// swift-syntax walks trees recursively, so absurdly deep sources are refused before that.
        @Test func syntaxTooDeep() {
            let chain = "Color.red" + String(repeating: ".font(.body)", count: 600)
            #expect(errors(chain) == "t.yaml:1:1: error: the view source is nested too deeply (more than 1000 levels of syntax)")
            let stacks = String(repeating: "VStack { ", count: 170) + "Color.red" + String(repeating: " }", count: 170)
            #expect(errors(stacks) == "t.yaml:1:1450: error: parsing has exceeded the maximum nesting level")
        }

        /// Errors inside a block scalar are reported in the YAML file: lines from the origin's line,
        /// columns shifted by the block's indentation.
        @Test func locationInTheYAMLFile() {
            let source = """
                VStack {
                    Text("a")
                        .frame(minWidth: "wide")
                }
                """
            let yaml = SwiftSourceOrigin(file: "x.yaml", line: 10, column: 7)
            #expect(errors(source, origin: yaml)
                    == "x.yaml:12:32: error: '.frame' expects a number for 'minWidth', got string literal")
            // Windows line ends count as one line end.
            #expect(errors("VStack {\r\n  Text(\"a\")\r\n  Foo()\r\n}", origin: yaml)
                    == "x.yaml:12:9: error: unsupported view 'Foo'\(listed)")
        }

        /// A stack with a bad argument still has its children checked.
        @Test func errorsInAStackAndItsChildren() {
            #expect(errors("HStack(alignment: .leading) { Foo() }") == """
                t.yaml:1:19: error: 'HStack' expects a VerticalAlignment (.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline) for 'alignment', got '.leading'
                t.yaml:1:31: error: unsupported view 'Foo'\(listed)
                """)
        }

        @Test func allErrorsSortedByLocation() {
            let source = """
                VStack {
                    Foo()
                    Text("a").frame(width: "1").blurr(radius: 2)
                }
                .frame(minWidth: x)
                """
            #expect(errors(source) == """
                t.yaml:2:5: error: unsupported view 'Foo'\(listed)
                t.yaml:3:28: error: '.frame' expects a number for 'width', got string literal
                t.yaml:3:32: error: unsupported modifier '.blurr'; did you mean '.blur'?\(listed)
                t.yaml:5:18: error: cannot find 'x' in scope; \(loopVariables)
                """)
        }
    }
}
