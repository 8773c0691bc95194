import CLibXML2

/// libxml2's global initialisation, run exactly once (Swift initialises globals with `swift_once`).
/// `xmlInitParser` itself is not safe to race, so every entry point touches this first.
let libxmlInitialized: Void = { xmlInitParser() }()

/// Collects libxml2's structured errors for one document: its parse (the collector lives in the
/// parser context's `_private`) and its DTD validation (installed as the thread's structured
/// handler for the duration, see `LoadedDriverDTD.validate`).
class ErrorCollector {
    var findings: [Finding] = []
    /// Prefix for messages, e.g. "DTD: " while validating, "" while parsing.
    var prefix = ""

    func add(_ error: xmlError) {
        // Warnings (e.g. an ambiguous content model) are not errors in the output file.
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var line = Int(error.line)
        // Validity errors are about a node; its line is the one that matters (and the only one
        // there is: validation runs on a finished tree).
        if error.domain == Int32(XML_FROM_VALID.rawValue) || line <= 0, let node = error.node {
            let nodeLine = Int(xmlGetLineNo(node.assumingMemoryBound(to: xmlNode.self)))
            if nodeLine > 0 { line = nodeLine }
        }
        var message = error.message.map { String(cString: $0) } ?? "libxml2 error \(error.code)"
        while let last = message.last, last.isWhitespace { message.removeLast() }
        findings.append(Finding(line: max(line, 0), message: prefix + message))
    }
}

/// The structured-error callback for every parser context OutputCheck creates. `userData` is the
/// parser context (libxml2 passes `ctxt->userData`, which is the context itself), whose `_private`
/// holds the `ErrorCollector`. Must be a global `let` so it is a plain C function with no captures.
/// (libxml2 2.9–2.11 signature `(void *, xmlErrorPtr)`; 2.12+ passes `const xmlError *`.)
let collectStructuredError: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    let ctxt = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let collectorPointer = ctxt.pointee._private else { return }
    Unmanaged<ErrorCollector>.fromOpaque(collectorPointer).takeUnretainedValue().add(error.pointee)
}

/// The structured-error callback installed (for the calling thread only) around `xmlValidateDtd`;
/// `userData` is the `ErrorCollector` itself.
let collectValidationError: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    Unmanaged<ErrorCollector>.fromOpaque(userData).takeUnretainedValue().add(error.pointee)
}

/// Parser options for all output files: never touch the network, keep line numbers past 65535.
/// Never XML_PARSE_NOENT (entity expansion) and no XML_PARSE_DTDLOAD: output files are checked
/// against FrameLab's driver DTD, not whatever their DOCTYPE names.
let outputParseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

/// One parse: the document (nil if not well-formed) and the collected errors. The parser context
/// and the document are freed on deinit (unless the document was taken).
final class ParsedXML {
    private let ctxt: xmlParserCtxtPtr
    private(set) var doc: xmlDocPtr?
    let collector: ErrorCollector

    /// Parses `bytes` with a fresh parser context whose structured errors go to `collector`.
    init(_ bytes: UnsafeRawBufferPointer, url: String, options: Int32 = outputParseOptions) {
        _ = libxmlInitialized
        collector = ErrorCollector()
        // Fails only when malloc does; nothing sensible to report per file then.
        guard let ctxt = xmlNewParserCtxt() else { fatalError("libxml2: out of memory (xmlNewParserCtxt)") }
        self.ctxt = ctxt
        ctxt.pointee.sax.pointee.serror = collectStructuredError
        ctxt.pointee._private = Unmanaged.passUnretained(collector).toOpaque()

        if bytes.isEmpty {
            collector.findings.append(Finding(line: 0, message: "the file is empty"))
        } else if bytes.count > Int(Int32.max) {
            collector.findings.append(Finding(line: 0, message: "the file is too large to check (\(bytes.count) bytes)"))
        } else {
            doc = xmlCtxtReadMemory(
                ctxt, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                url, nil, options)
            if doc == nil && collector.findings.isEmpty {
                collector.findings.append(Finding(line: 0, message: "libxml2 could not parse the file"))
            }
        }
    }

    /// Hands the document to the caller, who must `xmlFreeDoc` it.
    func takeDocument() -> xmlDocPtr? {
        defer { doc = nil }
        return doc
    }

    deinit {
        if let doc { xmlFreeDoc(doc) }
        ctxt.pointee._private = nil
        xmlFreeParserCtxt(ctxt)
    }
}
