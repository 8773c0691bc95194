import Diagram
import LayoutCore
import OutputCheck
import Testing

/// Issue 16 (1, 2): the figure styles and the crop. Each style and crop of every fixture figure validates; the
/// compact style keeps the ruler and names but drops the legend, proposals and rules; the plain one keeps the
/// frames alone; a figure cropped to its content is as large as its frames and a margin.
@Suite struct FigureStyleTests {
    func drawn(_ input: DiagramInput, _ style: FigureStyle, _ crop: FigureCrop = .canvas) -> String {
        var input = input
        input.style = style; input.crop = crop
        return DiagramRenderer.svg(input)
    }

    @Test("every style and crop of every fixture figure is valid SVG 1.1 (libxml2, the DTD FrameLab ships)")
    func everyStyleValidates() {
        let validator = OutputValidator()
        for (name, input) in Fixtures.snapshotFigures + [("kitchenSink", Fixtures.kitchenSink)] {
            for style in FigureStyle.allCases {
                for crop in FigureCrop.allCases {
                    let issues = validator.validateSVG(drawn(input, style, crop), file: "\(name)-\(style)-\(crop).svg")
                    #expect(issues.isEmpty, "\(name) \(style) \(crop): \(issues)")
                }
            }
            for appearance in FigureAppearance.allCases {
                var input = input
                input.appearance = appearance
                let issues = validator.validateSVG(DiagramRenderer.svg(input), file: "\(name)-\(appearance).svg")
                #expect(issues.isEmpty, "\(name) \(appearance): \(issues)")
            }
        }
    }

    @Test("annotated is the default and draws what it always did; compact drops the legend, proposals and rules; plain the ruler too")
    func whatEachStyleDraws() {
        let input = Fixtures.minWidthInVStack
        #expect(drawn(input, .annotated) == DiagramRenderer.svg(input))
        let annotated = drawn(input, .annotated), compact = drawn(input, .compact), plain = drawn(input, .plain)
        #expect(annotated.contains("-legend\"") && annotated.contains("-proposals\"") && annotated.contains("class=\"cap\""))
        #expect(compact.contains("class=\"tick\"") && compact.contains("-labels\""))
        #expect(!compact.contains("-legend\"") && !compact.contains("-proposals\"") && !compact.contains("class=\"cap\""))
        #expect(compact.contains("class=\"capt\""))   // the scenario's caption stays
        #expect(!plain.contains("class=\"tick\"") && !plain.contains("-labels\"") && !plain.contains("-legend\"")
                && !plain.contains("class=\"capt\"") && !plain.contains("-dots\""))
        #expect(plain.contains("-frames\""))
    }

    @Test("appearance: auto switches palettes by the viewer's setting; light has only the light rules; dark applies the dark ones always")
    func appearances() {
        var input = Fixtures.minWidthInVStack
        #expect(DiagramRenderer.svg(input).contains("@media (prefers-color-scheme: dark){"))
        input.appearance = .light
        let light = DiagramRenderer.svg(input)
        #expect(!light.contains("prefers-color-scheme") && !light.contains(".canvas{fill:#1c1c1e"))
        input.appearance = .dark
        let dark = DiagramRenderer.svg(input)
        #expect(!dark.contains("prefers-color-scheme") && dark.contains(".canvas{fill:#1c1c1e"))
        // The dark rules come after the light ones, so they win.
        #expect(dark.range(of: ".canvas{fill:#1c1c1e")!.lowerBound > dark.range(of: ".canvas{fill:#f6f6f6")!.lowerBound)
    }

    @Test("crop: content — a 100×40 view centred in a 400×300 canvas gives a 136×72 plain figure (its frame, 8 around, on whole points)")
    func contentCrop() {
        let view = Fixtures.node("Color", "Color.red", .content, name: "box", Rect(x: 150, y: 130, width: 100, height: 40),
                                 proposal: ProposedSize(width: 400, height: 300))
        let input = DiagramInput(id: "f-crop", title: "crop", result: Fixtures.result(view))
        let cropped = drawn(input, .plain, .content)
        #expect(cropped.contains("viewBox=\"0 0 136 72\""))
        #expect(cropped.contains("translate(-132 -114)"))
        #expect(!cropped.contains("class=\"canvas\""))
        let whole = drawn(input, .plain, .canvas)
        #expect(whole.contains("viewBox=\"0 0 416 316\""))   // the 400×300 canvas and 8 all round
        #expect(whole.contains("canvas"))
    }
}
