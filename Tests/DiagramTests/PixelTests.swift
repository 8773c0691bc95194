@testable import Diagram
import LayoutCore
import Testing

/// Rasterises figures with rsvg-convert and checks pixels at coordinates computed from the layout.
/// At zoom 1 an SVG unit is a pixel; a 1-px line at x = n + 0.5 fills pixel column n.
@Suite("Pixels (rsvg-convert)", Tools.needed([("rsvg-convert", "librsvg2-bin"), ("python3", "python3")]))
struct PixelTests {
    @Test func leadingDotIsAtTheEngineX() throws {
        let input = Fixtures.minWidthInVStack
        let g = Figure(input).geometry
        let subject = try #require(input.result.node(named: "subject"))
        // The dot touches the leading edge from outside: dark 3 px left of it, clear 8 px left.
        let x = Int(g.originX + subject.frame.minX), y = Int(g.originY + subject.frame.minY + subject.frame.height / 2)
        guard let raster = try Raster.render(DiagramRenderer.svg(input), at: [(x - 3, y), (x - 8, y)]) else { return }
        #expect(raster.pixels[0].isDark, "dot pixel at (\(x - 3), \(y)) is \(raster.pixels[0])")
        #expect(!raster.pixels[1].isDark, "left of the dot (\(x - 8), \(y)) is \(raster.pixels[1])")
    }

    @Test func leadingDotIsOnTheRightEdgeInRightToLeft() throws {
        let input = Fixtures.rightToLeftHStack
        let g = Figure(input).geometry
        let first = try #require(input.result.node(named: "first"))
        let x = Int(g.originX + first.frame.maxX) + 3, y = Int(g.originY + first.frame.minY + first.frame.height / 2)
        guard let raster = try Raster.render(DiagramRenderer.svg(input), at: [(x, y)]) else { return }
        #expect(raster.pixels[0].isDark, "dot pixel at (\(x), \(y)) is \(raster.pixels[0])")
    }

    @Test func rulerTickAndBracketEndAtTheParentsWidth() throws {
        let input = Fixtures.minWidthInVStack
        let figure = Figure(input)
        let g = figure.geometry
        let bracket = try #require(figure.bracket)
        let end = Int(g.originX + bracket.end), start = Int(g.originX + bracket.start)
        let points = [(end, 25), (end + 4, 25), (end, Int(Ruler.bracketY)), (start, Int(Ruler.bracketY)),
                      (end + 3, Int(Ruler.bracketY) - 3)]
        guard let raster = try Raster.render(DiagramRenderer.svg(input), at: points) else { return }
        #expect(raster.pixels[0].isDark, "ruler tick at the proposal's end: \(raster.pixels[0])")
        #expect(raster.pixels[1].isLight, "no tick 4 pt further: \(raster.pixels[1])")
        #expect(raster.pixels[2].isGreenish, "bracket end cap: \(raster.pixels[2])")
        #expect(raster.pixels[3].isGreenish, "bracket start cap: \(raster.pixels[3])")
        #expect(raster.pixels[4].isLight, "beside the bracket: \(raster.pixels[4])")
    }

    @Test(arguments: [(100.0, 200.0, true), (300.0, 200.0, false), (200.0, 100.0, false)])
    func overflowMarkExactlyWhenTheChildSticksOut(parentWidth: Double, minWidth: Double, overflows: Bool) throws {
        let input = Fixtures.row(parentWidth: parentWidth, minWidth: minWidth)
        let g = Figure(input).geometry
        // a pixel left of the narrow (100-wide) parent's left edge, one row below the row's top edge,
        // clear of every outline: inside the band when the row sticks out, bare canvas otherwise
        let x = Int(g.originX + 120), y = Int(g.originY + 141)
        guard let raster = try Raster.render(DiagramRenderer.svg(input), at: [(x, y)]) else { return }
        let pixel = raster.pixels[0]
        if overflows {
            #expect(pixel.isReddish, "expected the overflow band at (\(x), \(y)), got \(pixel)")
        } else {
            #expect(!pixel.isReddish && pixel.r > 200, "expected no overflow band at (\(x), \(y)), got \(pixel)")
        }
    }

    @Test func rendersAtTheDeclaredSize() throws {
        let svg = DiagramRenderer.svg(Fixtures.paddingBorderChain)
        let figure = Figure(Fixtures.paddingBorderChain)
        guard let raster = try Raster.render(svg, at: [(0, 0)]) else { return }
        #expect(Double(raster.width) == figure.geometry.width)
        #expect(svg.contains("width=\"\(raster.width)\" height=\"\(raster.height)\""))
    }
}
