import Foundation
import Testing
@testable import OutputCheck

/// Each FrameLab policy rule, violated once. Policy findings are independent of the DTD, so these
/// run with or without the DTD; DTD findings (if any) are filtered out.
extension OutputCheckSuite {
    @Suite struct SVGPolicyTests {
        func policyIssues(_ svg: String) -> [ValidationIssue] {
            validator.validateSVG(svg, file: "p.svg").filter { $0.message.hasPrefix("policy:") }
        }

        func expectOne(_ svg: String, line: Int, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let issues = policyIssues(svg)
            #expect(issues.count == 1, "\(issues.map(\.description))", sourceLocation: sourceLocation)
            #expect(issues.first?.line == line, "\(issues.map(\.description))", sourceLocation: sourceLocation)
            #expect(issues.first?.message.contains(fragment) == true, "\(issues.map(\.description))",
                    sourceLocation: sourceLocation)
        }

        @Test(arguments: ["viewBox=\"0 0 240 80\"", "width=\"240\"", "height=\"80\""])
        func rootNeedsViewBoxWidthHeight(attribute: String) {
            let name = String(attribute.prefix { $0 != "=" })
            expectOne(variant(" " + attribute, ""), line: 1, "needs a \(name) attribute")
        }

        @Test func rootNeedsRoleImg() {
            expectOne(variant(" role=\"img\"", ""), line: 1, "needs role=\"img\"")
            expectOne(variant("role=\"img\"", "role=\"presentation\""), line: 1, "not role=\"presentation\"")
        }

        @Test func rootNeedsAriaLabelledbyToExistingIds() {
            expectOne(variant(" aria-labelledby=\"fig-title fig-desc\"", ""), line: 1, "needs aria-labelledby")
            expectOne(variant("fig-title fig-desc\"", "fig-title nope\""), line: 1, "refers to \"nope\"")
        }

        @Test func titleMustBeTheFirstChild() {
            let swapped = variant("<title id=\"fig-title\">HStack proposal</title>\n  <desc id=\"fig-desc\">An HStack proposed 200×40 chooses 180×40.</desc>",
                                  "<desc id=\"fig-desc\">An HStack proposed 200×40 chooses 180×40.</desc>\n  <title id=\"fig-title\">HStack proposal</title>")
            expectOne(swapped, line: 2, "first child of <svg> must be <title>")
        }

        @Test func descIsRequired() {
            let noDesc = variant("<desc id=\"fig-desc\">An HStack proposed 200×40 chooses 180×40.</desc>\n", "")
                .replacingOccurrences(of: "fig-title fig-desc", with: "fig-title")
            expectOne(noDesc, line: 1, "needs a <desc> child")
        }

        @Test func scriptIsRejected() {
            let bad = variant("<rect class=\"frame\"", "<script type=\"text/ecmascript\">alert(1)</script>\n  <rect class=\"frame\"")
            expectOne(bad, line: line(of: "<script", in: bad), "<script> is not allowed")
        }

        @Test func eventHandlerAttributesAreRejected() {
            let bad = variant("<rect class=\"frame\"", "<rect class=\"frame\" onclick=\"alert(1)\"")
            expectOne(bad, line: line(of: "onclick", in: bad), "event-handler attribute onclick")
            let load = variant("role=\"img\"", "role=\"img\" onload=\"x()\"")
            expectOne(load, line: 1, "event-handler attribute onload")
        }

        @Test func externalHrefIsRejected() {
            let bad = variant("xlink:href=\"#fig-dot\"", "xlink:href=\"https://example.com/dot.svg#d\"")
            expectOne(bad, line: line(of: "<use", in: bad), "is not a local #fragment reference")
            let image = variant("<rect class=\"frame\"", "<image xlink:href=\"pic.png\" width=\"1\" height=\"1\"/>\n  <rect class=\"frame\"")
            expectOne(image, line: line(of: "<image", in: image), "xlink:href=\"pic.png\"")
        }

        @Test func danglingLocalHrefIsRejected() {
            let bad = variant("xlink:href=\"#fig-dot\"", "xlink:href=\"#nope\"")
            expectOne(bad, line: line(of: "<use", in: bad), "refers to a missing id")
        }

        @Test func externalCSSURLsAreRejected() {
            let attribute = variant("marker-end=\"url(#fig-arrow)\"", "marker-end=\"url(https://x.test/m.svg#a)\"")
            expectOne(attribute, line: line(of: "marker-end", in: attribute), "marker-end refers to an external resource")
            let style = variant(".proposal{", "@font-face{src:url('https://x.test/f.woff2')}.proposal{")
            expectOne(style, line: line(of: "<style", in: style), "<style> refers to an external resource \"https://x.test/f.woff2\"")
            let embedded = variant(".proposal{", "@font-face{font-family:F;src:url(data:font/woff2;base64,AAAA)}.proposal{")
            #expect(policyIssues(embedded).isEmpty)
        }

        /// Found in either case, quotes and spaces trimmed, after text whose lower case is longer than itself ("İ").
        @Test func cssURLTargets() {
            #expect(CSSURLs.externalTargets(in: "İİ fill: URL( 'https://x.test/a.svg' ); Url(#local) url(\"DATA:x\")")
                        == ["https://x.test/a.svg"])
            #expect(CSSURLs.externalTargets(in: "@IMPORT 'x.css'; a{}") == ["@import"])
            #expect(CSSURLs.externalTargets(in: "url(") == [""])
            #expect(CSSURLs.externalTargets(in: "no references, ur l(x)").isEmpty)
        }

        @Test func foreignObjectIsRejected() {
            let bad = variant("<rect class=\"frame\"", "<foreignObject width=\"10\" height=\"10\"/>\n  <rect class=\"frame\"")
            expectOne(bad, line: line(of: "<foreignObject", in: bad), "<foreignObject> is not allowed")
        }

        @Test func duplicateIdsAreRejected() {
            let bad = variant("<circle id=\"fig-dot\"", "<circle id=\"fig-arrow\"")
                .replacingOccurrences(of: "#fig-dot", with: "#fig-arrow")
            expectOne(bad, line: line(of: "<circle", in: bad), "duplicate id \"fig-arrow\" (first defined on line \(line(of: "<marker", in: bad)))")
            if validator.dtdAvailable {
                // The DTD agrees (ids are typed ID).
                #expect(validator.validateSVG(bad, file: "p.svg").contains { $0.message.hasPrefix("DTD:") && $0.message.contains("fig-arrow") })
            }
        }

        @Test func nonSVGRootIsRejected() {
            let issues = policyIssues("<html xmlns=\"http://www.w3.org/1999/xhtml\"/>")
            #expect(issues.map(\.message) == ["policy: the root element must be <svg> in the SVG namespace (http://www.w3.org/2000/svg)"])
        }
    }
}
