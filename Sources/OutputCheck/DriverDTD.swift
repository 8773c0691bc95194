import CLibXML2
import Foundation

/// FrameLab's ARIA driver DTD: SVG 1.1 (shipped as a resource) plus `role` and `aria-*` through the
/// SVG 1.1 hook `%SVG.Core.extra.attrib;` (output-formats.md §2.3). `aria-labelledby` is `IDREFS`,
/// so a dangling reference is a validity error.
enum DriverDTD {
    static let svg11PublicID = "-//W3C//DTD SVG 1.1//EN"
    static let svg11SystemID = "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"

    /// The driver's declarations; `svg11SystemID` is what `%svg11;` loads when the public id is not
    /// resolved by a catalog.
    static func declarations(svg11SystemID systemID: String = svg11SystemID) -> String {
        """
        <!-- FrameLab driver DTD: SVG 1.1 + role/aria-* on every element. -->
        <!ENTITY % SVG.Core.extra.attrib
          "role CDATA #IMPLIED
           aria-label CDATA #IMPLIED
           aria-labelledby IDREFS #IMPLIED
           aria-describedby IDREFS #IMPLIED
           aria-hidden (true|false) #IMPLIED" >
        <!ENTITY % svg11 PUBLIC "\(svg11PublicID)" "\(systemID)">
        %svg11;

        """
    }

    /// The SVG 1.1 DTD FrameLab ships (`Resources/SVG11`, the W3C's files unmodified, with their licence)
    /// as a local file URL: validation needs no system package and never the network.
    static func locateSVG11() -> String? {
        Bundle.module.url(forResource: "svg11", withExtension: "dtd", subdirectory: "SVG11")?.absoluteString
    }
}

/// The driver DTD, parsed once. libxml2's DTD is an ordinary mutable C structure (validation
/// builds element content models lazily), so `validate` serialises uses with a lock.
final class LoadedDriverDTD: @unchecked Sendable {
    /// The document whose internal subset holds the driver's declarations; owns the DTD.
    private let hostDoc: xmlDocPtr
    private let dtd: xmlDtdPtr
    private let lock = NSLock()
    let svg11URL: String

    private init(hostDoc: xmlDocPtr, dtd: xmlDtdPtr, svg11URL: String) {
        self.hostDoc = hostDoc
        self.dtd = dtd
        self.svg11URL = svg11URL
    }

    deinit { xmlFreeDoc(hostDoc) }

    /// Loads the driver DTD by parsing, from memory, a tiny document whose internal subset *is* the
    /// driver (`<!DOCTYPE svg [ …driver… ]><svg/>`) with XML_PARSE_DTDLOAD | XML_PARSE_NONET. This
    /// goes through a normal parser context, so NONET applies to every file the DTD pulls in and
    /// errors are collected with line numbers instead of going to stderr; `xmlParseDTD` has neither.
    /// `location` is the SVG 1.1 DTD (`DriverDTD.locateSVG11()`); nil means the resource bundle is missing.
    /// Returns nil and a reason when it is missing or does not load.
    static func load(svg11 location: String?) -> (dtd: LoadedDriverDTD?, problem: String?) {
        guard let svg11 = location else {
            return (nil, "SVG 1.1 DTD not found (FrameLab's resource bundle is not next to the binary)")
        }
        let host = "<!DOCTYPE svg [\n" + DriverDTD.declarations(svg11SystemID: svg11)
            + "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        let options = outputParseOptions | Int32(XML_PARSE_DTDLOAD.rawValue)
        let parsed = Array(host.utf8).withUnsafeBytes {
            ParsedXML($0, url: "framelab-driver.dtd", options: options)
        }
        guard parsed.collector.findings.isEmpty, let doc = parsed.doc, let dtd = doc.pointee.intSubset,
              xmlGetDtdElementDesc(dtd, "svg") != nil, xmlGetDtdElementDesc(dtd, "rect") != nil
        else {
            let detail = parsed.collector.findings.first.map { ": \($0.message)" } ?? ""
            return (nil, "SVG 1.1 DTD at \(svg11) did not load\(detail)")
        }
        _ = parsed.takeDocument()
        return (LoadedDriverDTD(hostDoc: doc, dtd: dtd, svg11URL: svg11), nil)
    }

    /// DTD-validates `doc` against the driver; errors go to `collector`, each with its element's
    /// line. Thread-safe: uses a fresh validation context, serialised by the lock; the collector is
    /// installed as the calling thread's structured error handler only for the duration (libxml2
    /// keeps that handler per thread) and the previous handler is restored.
    func validate(_ doc: xmlDocPtr, into collector: ErrorCollector) {
        guard let vctxt = xmlNewValidCtxt() else { fatalError("libxml2: out of memory (xmlNewValidCtxt)") }
        defer { xmlFreeValidCtxt(vctxt) }
        // No legacy (printf-style) channels: everything goes to the structured handler.
        vctxt.pointee.error = nil
        vctxt.pointee.warning = nil
        vctxt.pointee.userData = nil

        collector.prefix = "DTD: "
        defer { collector.prefix = "" }
        let before = collector.findings.count
        let ok = withExtendedLifetime(collector) { () -> Int32 in
            let previous = (framelab_structuredErrorFunc(), framelab_structuredErrorContext())
            xmlSetStructuredErrorFunc(Unmanaged.passUnretained(collector).toOpaque(), collectValidationError)
            defer { xmlSetStructuredErrorFunc(previous.1, previous.0) }
            return lock.withLock { xmlValidateDtd(vctxt, doc, dtd) }
        }
        if ok == 0 && collector.findings.count == before {
            collector.findings.append(Finding(line: 0, message: "DTD: the document is not valid SVG 1.1"))
        }
    }
}
