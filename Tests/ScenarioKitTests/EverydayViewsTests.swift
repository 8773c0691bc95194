import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

private let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)
private let assets = AppAssets(images: ["avatar": Size(width: 40, height: 40)],
                                 symbols: ["star.fill": Size(width: 18, height: 17)], defaultSymbol: Size(width: 20, height: 20))

private func interpret(_ source: String) throws -> ViewNode {
    try SwiftUIInterpreter.interpret(source, origin: origin, assets: assets)
}

private func errors(_ source: String) -> String {
    do { return "no error: \(try interpret(source))" } catch { return "\(error)" }
}

/// The everyday views and modifiers of code pasted from an app: images, fonts, ShapeStyle fills,
/// drawing effects and the modifiers that have no layout effect at all.
@Suite("Everyday views and modifiers")
struct EverydayViewsTests {
    @Test("Image: declared sizes, symbols with a default, resizable, and a located error for an undeclared name")
    func images() throws {
        #expect(try interpret("Image(\"avatar\")").kind == .image(ImageSpec(name: "avatar", size: Size(width: 40, height: 40))))
        #expect(try interpret("Image(decorative: \"avatar\").resizable()").kind
                == .image(ImageSpec(name: "avatar", size: Size(width: 40, height: 40), isResizable: true)))
        #expect(try interpret("Image(systemName: \"star.fill\")").kind
                == .image(ImageSpec(name: "star.fill", isSymbol: true, size: Size(width: 18, height: 17))))
        #expect(try interpret("Image(systemName: \"gear\")").kind
                == .image(ImageSpec(name: "gear", isSymbol: true, size: Size(width: 20, height: 20))))
        #expect(try interpret("Image(\"avatar\").resizable()").label == "Image(\"avatar\").resizable()")
        #expect(errors("Image(\"cat\")") == "t.yaml:1:7: error: unknown image 'cat' (declared: avatar); declare its size in "
                + "the settings, as in 'settings: {images: {cat: {width: 40, height: 40}}}'")
        #expect(errors("Text(\"a\").resizable()") == "t.yaml:1:10: error: '.resizable()' applies to an Image, not 'Text(\"a\")'")
        // Image-only drawing options are accepted and listed.
        #expect(try interpret("Image(\"avatar\").renderingMode(.template)").effects.map(\.label) == [".renderingMode(.template)"])
    }

    @Test("aspectRatio, scaledToFit/Fill, position: every form")
    func layoutModifiers() throws {
        let c = "Color.red"
        #expect(try interpret("\(c).aspectRatio(1.5, contentMode: .fit)").kind == .aspectRatio(ratio: 1.5, contentMode: .fit))
        #expect(try interpret("\(c).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)").kind
                == .aspectRatio(ratio: 4.0 / 3, contentMode: .fill))
        #expect(try interpret("\(c).aspectRatio(contentMode: .fit)").kind == .aspectRatio(ratio: nil, contentMode: .fit))
        #expect(try interpret("\(c).aspectRatio(nil, contentMode: .fill)").kind == .aspectRatio(ratio: nil, contentMode: .fill))
        #expect(try interpret("\(c).scaledToFit()").kind == .aspectRatio(ratio: nil, contentMode: .fit))
        #expect(try interpret("\(c).scaledToFill()").kind == .aspectRatio(ratio: nil, contentMode: .fill))
        #expect(try interpret("\(c).position(x: 10, y: 20)").kind == .position(x: 10, y: 20))
        #expect(try interpret("\(c).position(x: 10)").kind == .position(x: 10, y: 0))
        #expect(try interpret("\(c).position(y: 5)").kind == .position(x: 0, y: 5))
        #expect(try interpret("\(c).position(CGPoint(x: 3, y: 4))").kind == .position(x: 3, y: 4))
        #expect(errors("\(c).aspectRatio(1)") == "t.yaml:1:10: error: missing argument for parameter 'contentMode' in '.aspectRatio'")
    }

    @Test("font: text styles at Apple's sizes, system and custom sizes, size-keeping font modifiers, and the weights they set")
    func fonts() throws {
        let sizes: [(String, Double, SystemFont.Weight?)] = [
            (".largeTitle", 34, nil), (".title", 28, nil), (".title2", 22, nil), (".title3", 20, nil),
            (".headline", 17, .semibold), (".body", 17, nil), (".callout", 16, nil), (".subheadline", 15, nil),
            (".footnote", 13, nil), (".caption", 12, nil), (".caption2", 11, nil), ("Font.title", 28, nil),
            (".system(size: 20)", 20, nil), (".system(size: 13, weight: .bold, design: .rounded)", 13, .bold),
            (".system(.title, design: .rounded)", 28, nil), (".custom(\"Avenir\", size: 18)", 18, nil),
            (".custom(\"Avenir\", fixedSize: 9)", 9, nil), (".title.bold()", 28, .bold),
            (".system(size: 24).weight(.semibold)", 24, .semibold), (".headline.weight(.heavy)", 17, .heavy), ("nil", 17, nil)]
        for (font, size, weight) in sizes {
            #expect(try interpret("Text(\"a\").font(\(font))").kind == .font(pointSize: size, weight: weight), "\(font)")
        }
        #expect(errors("Text(\"a\").font(.system(size: 0))")
                == "t.yaml:1:16: error: '.font' expects a positive font size for 'font', got '.system(size: 0)'")
    }

    @Test("ShapeStyle fills (reference §11.1): colours, materials, opacity; in a shape; a view stays a view")
    func shapeStyles() throws {
        func secondary(_ source: String) throws -> ViewNode { try interpret(source).children[1] }
        let all = ViewKind.background(alignment: .center, ignoresSafeAreaEdges: .all)
        #expect(try interpret("Color.red.background(Color.blue)").kind == all)
        #expect(try interpret("Color.red.background(.blue)").kind == all)
        #expect(try interpret("Color.red.background(.ultraThinMaterial)").kind == all)
        #expect(try secondary("Color.red.background(.ultraThinMaterial)").kind == .color("custom"))
        #expect(try interpret("Color.red.overlay(Color.blue.opacity(0.5))").kind == .overlay(alignment: .center, ignoresSafeAreaEdges: .all))
        #expect(try secondary("Color.red.overlay(Color.blue.opacity(0.5))").effects == [DrawingEffect(".opacity(0.5)", .opacity(0.5))])
        #expect(try interpret("Color.red.background(Color.blue, ignoresSafeAreaEdges: .top)").kind
                == .background(alignment: .center, ignoresSafeAreaEdges: .top))
        // The older view forms stay inside the view.
        #expect(try interpret("Color.red.background(Rectangle())").kind == .background(alignment: .center))
        #expect(try interpret("Color.red.background(Color.blue, alignment: .top)").kind == .background(alignment: .top))
        // A style in a shape: a filled shape inside the bounds.
        let card = try interpret("Text(\"a\").background(Color.white, in: RoundedRectangle(cornerRadius: 12))")
        #expect(card.kind == .background(alignment: .center))
        #expect(card.children[1].kind == .shape(.roundedRectangle(cornerRadius: 12)))
        #expect(card.children[1].style["fill"] == "white")
        #expect(try secondary("Text(\"a\").background(.ultraThinMaterial, in: Capsule())").style["fill"] == "custom")
        #expect(try secondary("Text(\"a\").background(in: Capsule())").kind == .shape(.capsule))
        #expect(try secondary("Text(\"a\").background(.blue, in: .rect(cornerRadius: 8))").kind == .shape(.roundedRectangle(cornerRadius: 8)))
        #expect(errors("Text(\"a\").background(Rectangle(), ignoresSafeAreaEdges: .top)")
                == "t.yaml:1:57: error: '.background' expects a colour or style before it ('ignoresSafeAreaEdges:' belongs "
                + "to the ShapeStyle form) for 'ignoresSafeAreaEdges', got '.top'")
    }

    @Test("drawing effects are kept on the view with their values; accepted modifiers take any arguments")
    func effects() throws {
        let node = try interpret("""
            Text("a")
                .opacity(0.5)
                .cornerRadius(8)
                .clipShape(Circle())
                .clipped()
                .rotationEffect(.degrees(30))
                .rotationEffect(Angle(radians: .pi))
                .scaleEffect(2)
                .scaleEffect(x: 1, y: 0.5)
                .hidden()
                .zIndex(3)
                .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                .onTapGesture { isOn.toggle() }
                .accessibilityLabel("A")
                .bold()
            """)
        #expect(node.kind == .text("a"))
        #expect(node.effects.map(\.kind) == [
            .opacity(0.5), .clip(shape: "RoundedRectangle", cornerRadius: 8), .clip(shape: "Circle", cornerRadius: 0),
            .clip(shape: "Rectangle", cornerRadius: 0), .rotation(degrees: 30), .rotation(degrees: 180),
            .scale(x: 2, y: 2), .scale(x: 1, y: 0.5), .hidden, .zIndex(3), .none, .none, .none, .none,
        ])
        #expect(node.effects.last?.label == ".bold()")
        #expect(try interpret("Color.red.clipShape(.capsule)").effects.map(\.kind) == [.clip(shape: "Capsule", cornerRadius: 0)])
        #expect(try interpret("Color.red.clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))").effects.map(\.kind)
                == [.clip(shape: "RoundedRectangle", cornerRadius: 6)])
        #expect(errors("Color.red.opacity(\"half\")") == "t.yaml:1:19: error: '.opacity' expects a number for 'opacity', got string literal")
        #expect(errors("Color.red.rotationEffect(45)") == "t.yaml:1:26: error: '.rotationEffect' expects an angle such as .degrees(45) "
                + "for 'angle', got integer literal '45'")
        // Style modifiers take what they are given, conditionals included: they only colour the figure.
        #expect(try interpret("Circle().fill(isOn ? Color.green : .gray)").style["fill"] == "isOn ? Color.green : .gray")
        #expect(try interpret("Circle().stroke(Color.red, lineWidth: 2)").style["stroke"] == "Color.red")
    }

    @Test("a layout with effects has the frames of the same layout without them")
    func effectsChangeNoFrame() throws {
        let settings = LayoutSettings(canvas: Size(width: 300, height: 200))
        let plain = ViewLayoutEngine.layout(try interpret("HStack { Text(\"a\").id(\"a\"); Color.red.id(\"b\") }.padding()"),
                                            settings: settings)
        let decorated = ViewLayoutEngine.layout(try interpret("""
            HStack { Text("a").opacity(0.3).rotationEffect(.degrees(20)).id("a"); Color.red.cornerRadius(4).shadow(radius: 2).id("b") }
                .padding().hidden().onAppear { load() }
            """), settings: settings)
        #expect(plain.root.allNodes().map(\.frame) == decorated.root.allNodes().map(\.frame))
    }
}
