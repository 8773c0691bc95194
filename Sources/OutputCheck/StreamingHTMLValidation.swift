import CLibXML2
import Foundation

extension OutputValidator {
    /// Where a streamed page is read from.
    public enum PageSource {
        /// A page held in memory.
        case bytes(Data)
        /// Pieces as another thread writes them, until it closes the pipe; `whole` gives the page once it is written
        /// (read again only when it is not well-formed).
        case piped(PagePipe, whole: @Sendable () -> Data)
    }

    /// `validateHTMLCollectingLinks` for a page too long to hold as a tree (the index lists every figure, and its
    /// filter's data is one text of a few bytes a figure): the page is parsed once as a stream of start tags (libxml2's
    /// SAX2 push parser, building nothing), with the same findings (well-formedness, then the policy's rules) named
    /// `file`. Each of its links goes to `keep`, and those it keeps are returned. A page that is not well-formed is
    /// parsed again whole, for every error a parse into a tree reports, and has no links.
    public func validateHTMLStreaming(_ source: PageSource, file: String, keep: @escaping (PageLink) -> Bool)
        -> (issues: [ValidationIssue], links: [PageLink]) {
        _ = libxmlInitialized
        let page = StreamedPage(keep: keep)
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = streamedStartElement
        handler.serror = collectStructuredError
        guard let ctxt = xmlCreatePushParserCtxt(&handler, nil, nil, 0, file) else { fatalError("libxml2: out of memory (xmlCreatePushParserCtxt)") }
        defer { ctxt.pointee._private = nil; xmlFreeParserCtxt(ctxt) }
        ctxt.pointee._private = Unmanaged.passUnretained(page).toOpaque()
        _ = xmlCtxtUseOptions(ctxt, outputParseOptions)

        var empty = true
        func feed(_ chunk: UnsafeRawBufferPointer) {
            guard let base = chunk.baseAddress, chunk.count > 0 else { return }
            empty = false
            xmlParseChunk(ctxt, base.assumingMemoryBound(to: CChar.self), Int32(chunk.count), 0)
        }
        let whole: () -> Data
        switch source {
        case .bytes(let data):
            data.withUnsafeBytes { bytes in
                for start in stride(from: 0, to: bytes.count, by: 1 << 16) {
                    feed(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + (1 << 16), bytes.count)]))
                }
            }
            whole = { data }
        case .piped(let pipe, let written):
            while let piece = pipe.next() { piece.withUnsafeBytes(feed) }
            whole = written
        }
        guard !empty else { return ([ValidationIssue(file: file, line: 0, message: "the file is empty")], []) }
        xmlParseChunk(ctxt, nil, 0, 1)
        guard ctxt.pointee.wellFormed != 0, page.sawRoot else { return (validateHTMLCollectingLinks(whole(), file: file).issues, []) }
        return ((page.findings + page.policy).issues(in: file), page.links)
    }
}

/// What a streamed parse of a page found (its parse errors are the collector's own).
private final class StreamedPage: ErrorCollector {
    let keep: (PageLink) -> Bool
    var policy: [Finding] = []
    var links: [PageLink] = []
    var sawRoot = false

    init(keep: @escaping (PageLink) -> Bool) { self.keep = keep }
}

/// SAX2's start of an element: the policy's rules for it and its links. `attributes` holds five pointers an attribute:
/// local name, prefix, namespace, and the value's start and end.
private let streamedStartElement: startElementNsSAX2Func = { context, localName, _, namespace, _, _, count, _, attributes in
    guard let context, let localName else { return }
    let ctxt = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let pointer = ctxt.pointee._private else { return }
    let page = Unmanaged<ErrorCollector>.fromOpaque(pointer).takeUnretainedValue() as! StreamedPage
    let line = Int(ctxt.pointee.input?.pointee.line ?? 0)
    let name = String(cString: localName)
    if !page.sawRoot {
        page.sawRoot = true
        if let problem = HTMLPolicy.rootProblem(localName: name, namespace: namespace.map { String(cString: $0) }) {
            page.policy.append(Finding(line: line, message: "policy: " + problem))
        }
    }
    guard let attributes, count > 0 else { return }
    for n in 0..<Int(count) {
        guard let attributeName = attributes[5 * n], let start = attributes[5 * n + 3], let end = attributes[5 * n + 4] else { continue }
        let local = String(cString: attributeName)
        guard HTMLPolicy.linkAttributes.contains(local) else { continue }
        let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        let namespace = attributes[5 * n + 2]
        if let problem = HTMLPolicy.linkProblem(local, displayName: XMLAttribute.displayName(local, namespace: namespace.map { String(cString: $0) }),
                                                value: value, inScript: name == "script") {
            page.policy.append(Finding(line: line, message: "policy: " + problem))
        }
        if local == "href" || local == "src" {
            let link = PageLink(line: line, target: value)
            if page.keep(link) { page.links.append(link) }
        }
    }
}
