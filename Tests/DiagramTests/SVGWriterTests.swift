@testable import Diagram
import LayoutCore
import Testing

@Suite("SVG writer and output hygiene")
struct SVGWriterTests {
    @Test func escapesTextAndAttributes() {
        #expect(Escaping.xmlText("a<b & c>d \"q\"") == "a&lt;b &amp; c&gt;d \"q\"")
        #expect(Escaping.xmlAttribute("a<b & \"c\">\n") == "a&lt;b &amp; &quot;c&quot;>&#10;")
        #expect(Escaping.xmlText("bell\u{7}") == "bell\u{FFFD}")
    }

    @Test func writesAttributesInOrderWithTrailingNewline() {
        var root = SVGElement("g", ["id": "z", "class": "a"])
        root.append(SVGElement("text", ["y": "2", "x": "1"], text: "<hi>"))
        root.append(SVGElement("rect", ["width": "3"]))
        let out = SVGWriter.document(root)
        #expect(out == """
            <?xml version="1.0" encoding="UTF-8"?>
            <g id="z" class="a">
              <text y="2" x="1">&lt;hi&gt;</text>
              <rect width="3"/>
            </g>

            """)
        #expect(!out.contains("\r"))
    }

    @Test func sanitisesIDs() {
        #expect(xmlID("orderings/width text") == "orderings-width-text")
        #expect(xmlID("3-up") == "f-3-up")
        #expect(xmlID("ok_id.1") == "ok_id.1")
    }

    @Test func markupInLabelsCaptionAndTextIsEscaped() {
        let svg = DiagramRenderer.svg(Fixtures.markup)
        #expect(svg.contains(">&lt;&amp;\"&gt;</text>"))                  // the Text's line
        #expect(svg.contains("a &lt; b &amp;&amp; c &gt; \"d\" 'e'"))       // the caption
        #expect(svg.contains("Escaping &lt;&amp;\"&gt; &amp; more"))        // the title
        #expect(svg.contains("Text(\"&lt;&amp;\\\"&gt;\")"))                 // the label in a <title>
        #expect(svg.contains("warning: x &lt; y &amp; \"z\""))
        #expect(svg.contains("id=\"escape--me----\"") == false)           // ids are sanitised…
        #expect(svg.contains("id=\"escape--me------title\""))               // …and still derived from the input id
        #expect(!svg.contains("<&"))
        #expect(!svg.contains("&\""))
    }

    @Test func sameInputGivesTheSameBytes() {
        for (_, input) in Fixtures.snapshotFigures + [("negative", Fixtures.negativeX), ("markup", Fixtures.markup)] {
            let first = DiagramRenderer.svg(input)
            let second = DiagramRenderer.svg(input)
            #expect(first == second)
            #expect(first.hasSuffix("</svg>\n"))
        }
    }

    @Test func everyIDIsDerivedFromTheInputID() throws {
        let input = Fixtures.row(parentWidth: 100, minWidth: 200)
        let svg = DiagramRenderer.svg(input)
        let ids = svg.split(separator: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!ids.isEmpty)
        for id in ids { #expect(id.hasPrefix(input.id), "id \(id)") }
        #expect(Set(ids).count == ids.count)
        #expect(svg.contains("aria-labelledby=\"\(input.id)-title \(input.id)-desc\""))
    }

    @Test func staysWithinSVG11AndCarriesNoActiveContent() {
        for (_, input) in Fixtures.snapshotFigures {
            let svg = DiagramRenderer.svg(input)
            for banned in ["<script", " onclick", " onload", "data-", "vector-effect", "paint-order",
                           "font-variant-numeric", " href=", "<!DOCTYPE", "http://www.w3.org/Graphics",
                           " fill=\"#", " stroke=\"#", "crispEdges"] {
                #expect(!svg.contains(banned), "\(banned) in \(input.id)")
            }
            #expect(svg.contains("@media (prefers-color-scheme: dark){"))
            #expect(svg.components(separatedBy: "<style").count == 2)
            let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[1].hasPrefix("<svg "))
            #expect(lines[2].hasPrefix("  <title id="))
            #expect(lines[3].hasPrefix("  <desc id="))
        }
    }

    @Test func oneOutlinePerFrameOnHalfPixels() {
        let svg = DiagramRenderer.svg(Fixtures.paddingBorderChain)
        // Each run of wrappers sharing one frame is one outline, in its innermost view's colour, titled with
        // the chain: the blue border and .padding(5) at 175, the red border and .padding(10) at 180, the Text.
        #expect(svg.contains("class=\"o r-padding\" x=\"175.5\" y=\"125.5\" width=\"49\" height=\"49\""))
        #expect(svg.contains("<title>.border(Color.blue, width: 1) → .padding(5): frame"))
        #expect(svg.contains("class=\"o r-padding\" x=\"180.5\" y=\"130.5\" width=\"39\" height=\"39\""))
        #expect(svg.contains("<title>.border(Color.red, width: 2) → .padding(10): frame"))
        #expect(svg.contains("class=\"o r-content\" x=\"190.5\" y=\"140.5\" width=\"19\" height=\"19\""))
        let frames = svg.components(separatedBy: "-frames\">")[1].components(separatedBy: "</g>")[0]
        #expect(frames.components(separatedBy: "class=\"o ").count - 1 == 3)
        #expect(!svg.contains("drawn 2 pt inside"))
    }

    @Test func textUsesTheEngineMetrics() {
        let svg = DiagramRenderer.svg(Fixtures.truncatedText)
        #expect(svg.contains("<text class=\"txt\" x=\"150\" y=\"146\" font-size=\"16.67\" textLength=\"90\" lengthAdjust=\"spacingAndGlyphs\">The quick</text>"))
        #expect(svg.contains("<text class=\"txt\" x=\"150\" y=\"166\" font-size=\"16.67\" textLength=\"100\" lengthAdjust=\"spacingAndGlyphs\">brown fox…</text>"))
    }

    /// Each dot touches its view's leading edge from outside (its radius, 3, beyond it), clear of the first glyph.
    @Test func dotsSitJustOutsideTheLeadingEdge() {
        let ltr = DiagramRenderer.svg(Fixtures.minWidthInVStack)
        #expect(ltr.contains("<circle class=\"dot\" cx=\"147\" cy=\"150\" r=\"3\"/>"))   // the edge at 150
        let rtl = DiagramRenderer.svg(Fixtures.rightToLeftHStack)
        #expect(rtl.contains("<circle class=\"dot\" cx=\"198\" cy=\"50\" r=\"3\"/>"))   // Text: right edge 195
        #expect(rtl.contains("<circle class=\"dot\" cx=\"158\" cy=\"50\" r=\"3\"/>"))   // the frame: right edge 155
        #expect(!rtl.contains("cx=\"168\" cy=\"50\""))
        // right-to-left text is right-aligned in its frame
        #expect(rtl.contains("x=\"165\" y=\"56\""))
    }

    @Test func legendListsOnlyWhatAppears() {
        let svg = DiagramRenderer.svg(Fixtures.rightToLeftHStack)
        #expect(svg.contains(">stack</text>"))
        // The fixed frame shares its Color's frame: the two are one outline in the Color's colour, so only that is listed.
        #expect(svg.contains(">content (Text, Color, shape)</text>"))
        #expect(!svg.contains(">fixed frame</text>"))
        #expect(!svg.contains(">flexible frame</text>"))
        #expect(!svg.contains(">padding</text>"))
        #expect(!svg.contains(">sticks out of its parent</text>"))
        let overflowing = DiagramRenderer.svg(Fixtures.row(parentWidth: 100, minWidth: 200))
        #expect(overflowing.contains(">sticks out of its parent</text>"))
    }

    @Test func captionCarriesTheDecidingRuleAndWraps() {
        let svg = DiagramRenderer.svg(Fixtures.minWidthInVStack)
        #expect(svg.contains(">intrinsic &lt; (min) &lt; parent</text>"))
        #expect(svg.contains(">subject — width: flexible frame, min only:</text>"))
        #expect(svg.contains(">max(min(child proposal 200, child 50), min 100) = 100</text>"))
        #expect(!svg.contains("unconstrained axis"))   // a passed-through height is not a deciding rule
        let lines = WordWrap.wrap("aaa bbb ccc ddddddddddddd e", width: 8, restWidth: 8)
        #expect(lines == ["aaa bbb", "ccc", "dddddddd", "ddddd e"])
    }

    @Test func overflowBandsOnlyWhereAChildSticksOut() {
        let out = DiagramRenderer.svg(Fixtures.row(parentWidth: 100, minWidth: 200))
        #expect(out.contains("sticks out of .frame(width: 100) on the left by 50"))
        #expect(out.contains("sticks out of .frame(width: 100) on the right by 50"))
        let fits = DiagramRenderer.svg(Fixtures.row(parentWidth: 300, minWidth: 200))
        #expect(!fits.contains("sticks out of"))
    }
}

@Suite("Shapes, degenerate frames and odd inputs")
struct OddInputTests {
    @Test func drawsShapesSpacersAndOffsets() {
        let svg = DiagramRenderer.svg(Fixtures.kitchenSink)
        #expect(svg.contains("<circle class=\"f-green\" cx=\"40\" cy=\"40\" r=\"20\"/>"))
        #expect(svg.contains("class=\"f-teal\" x=\"160\" y=\"25\" width=\"60\" height=\"30\" rx=\"15\""))
        #expect(svg.contains("class=\"f-custom\" x=\"160\" y=\"25\" width=\"60\" height=\"30\" rx=\"8\""))   // an unknown colour
        #expect(svg.contains("class=\"f-indigo\""))
        #expect(svg.contains("<path class=\"o r-spacer\" d=\"M60 40.5H160\">"))   // zero height: a line
        #expect(svg.contains("xml:space=\"preserve\">  indented</text>"))
        #expect(!svg.contains("sticks out of .offset"))                              // offsets move on purpose
        #expect(svg.contains(">∞</text>"))                                          // infinite parent proposal
        #expect(!svg.contains("nan") && !svg.contains("\"-0\""))
        // the two labels do not sit on each other: "moved" goes above its frame, inside the row
        let figure = Figure(Fixtures.kitchenSink)
        #expect(figure.labels.count == 2)
        #expect(!figure.labels[0].box.overlaps(figure.labels[1].box))
    }

    @Test func longCaptionsWrapWithinTheFigure() {
        let figure = Figure(Fixtures.kitchenSink)
        let svg = DiagramRenderer.svg(Fixtures.kitchenSink)
        let maxChars = Int((figure.geometry.width - 40) / (12 * 0.602))
        let captionLines = svg.split(separator: "\n").filter { $0.contains("class=\"capt\"") }
        #expect(captionLines.count > 1)
        for line in captionLines {
            let text = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            #expect(text.count <= maxChars)
        }
    }
}

@Suite("Style sheet")
struct StylesheetTests {
    @Test func everyClassUsedIsStyledAndOnlyUsedColoursAreIncluded() {
        for (name, input) in ValidationTests.figures {
            let svg = DiagramRenderer.svg(input)
            let css = String(svg[svg.range(of: "<style")!.lowerBound..<svg.range(of: "</style>")!.upperBound])
            let classes = Set(svg.split(separator: " class=\"").dropFirst()
                .flatMap { $0.prefix { $0 != "\"" }.split(separator: " ").map(String.init) })
            for cls in classes {
                #expect(css.contains(".\(cls){") || css.contains(".\(cls),"), "\(name): class \(cls) has no rule")
            }
            // colour rules come in f-/s- pairs for the colours the figure uses, and only those
            let colours = css.split(separator: "\n").filter { $0.hasPrefix(".f-") }.map { $0.dropFirst(3).prefix { $0 != "{" } }
            for colour in colours {
                #expect(classes.contains("f-\(colour)") || classes.contains("s-\(colour)"), "\(name): unused colour \(colour)")
            }
        }
        let chain = DiagramRenderer.svg(Fixtures.paddingBorderChain)
        #expect(chain.contains(".s-red{") && chain.contains(".s-blue{") && !chain.contains(".f-green{"))
    }
}
