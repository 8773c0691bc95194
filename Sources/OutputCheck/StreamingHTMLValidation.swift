import CLibXML2
import Foundation

extension OutputValidator {
    /// Where a streamed page is read from.
    public enum PageSource {
        /// A file on disk (a page already written).
        case path(String)
        case bytes(Data)
    }

    /// `validateHTMLCollectingLinks` for a page too long to hold as a tree (the index lists every figure): the page is
    /// read once as a stream (libxml2's `xmlTextReader`, which frees each element once it is past), with the same
    /// findings (well-formedness, then the policy's rules) named `file`. Each of its links goes to `keep`, and those it
    /// keeps are returned; an ill-formed page, like an unparsable one, has none.
    public func validateHTMLStreaming(_ source: PageSource, file: String, keep: (PageLink) -> Bool)
        -> (issues: [ValidationIssue], links: [PageLink]) {
        _ = libxmlInitialized
        if case .bytes(let data) = source {
            // `xmlReaderForMemory` reads the bytes where they are, for as long as the reader lives.
            return data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    return ([ValidationIssue(file: file, line: 0, message: "the file is empty")], [])
                }
                return validateHTMLStreaming(xmlReaderForMemory(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), file, nil,
                                                                outputParseOptions), file: file, keep: keep) { data }
            }
        }
        guard case .path(let path) = source else { return ([], []) }
        var status = stat()
        if stat(path, &status) == 0, status.st_size == 0 { return ([ValidationIssue(file: file, line: 0, message: "the file is empty")], []) }
        return validateHTMLStreaming(xmlReaderForFile(path, nil, outputParseOptions), file: file, keep: keep) {
            FileManager.default.contents(atPath: path) ?? Data()
        }
    }

    /// `contents`: the page whole, read only when it is not well-formed: the stream stops at the first error, and a
    /// parse into a tree reports every one, as a page of ordinary length gets them.
    private func validateHTMLStreaming(_ reader: xmlTextReaderPtr?, file: String, keep: (PageLink) -> Bool,
                                       contents: () -> Data) -> (issues: [ValidationIssue], links: [PageLink]) {
        let collector = ErrorCollector()
        guard let reader else {
            return ([ValidationIssue(file: file, line: 0, message: "the file could not be read")], [])
        }
        defer { xmlFreeTextReader(reader) }
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        xmlTextReaderSetStructuredErrorHandler(reader, collectValidationError, context.toOpaque())

        var policy: [Finding] = []
        var kept: [PageLink] = []
        var sawRoot = false
        var status = xmlTextReaderRead(reader)
        while status == 1 {
            if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue), let node = xmlTextReaderCurrentNode(reader) {
                let element = XMLElement(node: node)
                let report = { (element: XMLElement, message: String) in
                    policy.append(Finding(line: element.line, message: "policy: " + message))
                }
                if !sawRoot { HTMLPolicy.checkRoot(element, report: report); sawRoot = true }
                HTMLPolicy.check(element, report: report)
                for link in Self.links(of: element) where keep(link) { kept.append(link) }
            }
            status = xmlTextReaderRead(reader)
        }
        guard status == 0, sawRoot else { return (validateHTMLCollectingLinks(contents(), file: file).issues, []) }
        return ((collector.findings + policy).issues(in: file), kept)
    }
}
