import CLibXML2
import Foundation

/// In-process validation of FrameLab's output files with libxml2. No network access, ever.
///
/// * SVG: well-formed XML, valid against SVG 1.1 + FrameLab's ARIA driver DTD (when Debian's
///   FrameLab's resource bundle is found), and FrameLab's policy (`SVGPolicy`).
/// * HTML: polyglot HTML5, i.e. well-formed XML, plus the site's link policy (`HTMLPolicy`).
///
/// Thread safety: `Sendable`, and every method may be called from several threads at once. Each
/// call parses with its own libxml2 parser context; DTD validation against the one shared, parsed
/// DTD is serialised by a lock (about 0.2 ms per typical figure). `init` runs `xmlInitParser()` once per
/// process; code elsewhere that uses libxml2 from several threads should also call it (or create
/// an `OutputValidator`) on one thread first.
public struct OutputValidator: Sendable {
    private let dtd: LoadedDriverDTD?
    private let dtdProblem: String?

    /// Loads the driver DTD once (SVG 1.1 resolved through the XML catalog, offline).
    public init() {
        _ = libxmlInitialized
        (dtd, dtdProblem) = LoadedDriverDTD.load(svg11: DriverDTD.locateSVG11())
    }

    /// For tests: use the SVG 1.1 DTD at `svg11` (a `file://` URL), or none at all when nil, as
    /// when the resource bundle is missing.
    init(svg11 location: String?) {
        _ = libxmlInitialized
        (dtd, dtdProblem) = LoadedDriverDTD.load(svg11: location)
    }

    /// Whether SVGs are DTD-validated. False when the bundled DTD is not found (or it did not
    /// load); well-formedness and policy are still checked.
    public var dtdAvailable: Bool { dtd != nil }

    /// Why the DTD is unavailable, e.g. "SVG 1.1 DTD not found (…)"; nil if it loaded.
    public var dtdUnavailableReason: String? { dtdProblem }

    /// The SVG 1.1 DTD in use, as a `file://` URL; nil when unavailable.
    public var svg11DTDLocation: String? { dtd?.svg11URL }

    /// The libxml2 version the module was built against, e.g. "2.9.14".
    public static var libxmlVersion: String { String(cString: framelab_libxmlDottedVersion()) }

    // MARK: SVG

    /// Well-formedness, DTD validity (if available) and FrameLab's policy. Issues are sorted by line.
    /// `bytes`: `[UInt8]`, `Data` or any other contiguous bytes.
    public func validateSVG(_ bytes: some ContiguousBytes, file: String) -> [ValidationIssue] {
        bytes.withUnsafeBytes { svgFindings($0, file: file) }.issues(in: file)
    }

    public func validateSVG(_ text: String, file: String) -> [ValidationIssue] {
        validateSVG(Array(text.utf8), file: file)
    }

    private func svgFindings(_ bytes: UnsafeRawBufferPointer, file: String) -> [Finding] {
        let parsed = ParsedXML(bytes, url: file)
        guard let doc = parsed.doc else { return parsed.collector.findings }
        dtd?.validate(doc, into: parsed.collector)
        return parsed.collector.findings + SVGPolicy.check(doc)
    }

    // MARK: HTML

    /// Polyglot HTML5: well-formed XML (libxml2's XML parser, not its HTML 4 one) and the site
    /// policy: no root-relative or protocol-relative links, no `<script src>` from elsewhere.
    /// `bytes`: `[UInt8]`, `Data` or any other contiguous bytes.
    public func validateHTML(_ bytes: some ContiguousBytes, file: String) -> [ValidationIssue] {
        bytes.withUnsafeBytes { htmlFindings($0, file: file) }.issues(in: file)
    }

    public func validateHTML(_ text: String, file: String) -> [ValidationIssue] {
        validateHTML(Array(text.utf8), file: file)
    }

    /// `validateHTML`, and the page's links for `checkLinks(_:files:)`, from one parse of the page.
    public func validateHTMLCollectingLinks(_ data: Data, file: String) -> (issues: [ValidationIssue], links: [PageLink]) {
        data.withUnsafeBytes { bytes in
            let parsed = ParsedXML(bytes, url: file)
            guard let doc = parsed.doc else { return (parsed.collector.findings.issues(in: file), []) }
            return ((parsed.collector.findings + HTMLPolicy.check(doc)).issues(in: file), Self.links(in: doc))
        }
    }

    private func htmlFindings(_ bytes: UnsafeRawBufferPointer, file: String) -> [Finding] {
        let parsed = ParsedXML(bytes, url: file)
        guard let doc = parsed.doc else { return parsed.collector.findings }
        return parsed.collector.findings + HTMLPolicy.check(doc)
    }
}
