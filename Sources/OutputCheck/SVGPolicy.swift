import CLibXML2
import LayoutCore

/// FrameLab's own rules for its SVG figures: what the SVG 1.1 DTD cannot express
/// (output-formats.md §1 and §2.4). Each finding carries the offending element's line.
enum SVGPolicy {
    static func check(_ doc: xmlDocPtr) -> [Finding] {
        policyFindings(doc) { root, report in
            let ids = checkElements(root, report: report)
            checkRoot(root, ids: ids, report: report)
        }
    }

    /// The rules for every element and attribute, in one walk; returns the ids defined (id → line of the first
    /// definition), which references and the root's `aria-labelledby` must name.
    private static func checkElements(_ root: XMLElement, report: (XMLElement, String) -> Void) -> [String: Int] {
        var ids: [String: Int] = [:]                                  // id → line of first definition
        var references: [(XMLElement, XMLAttribute, target: String)] = []  // resolved after the walk

        for element in root.subtree {
            if element.hasLocalName("script") {
                report(element, "<script> is not allowed (figures carry no active content)")
            } else if element.hasLocalName("foreignObject") {
                report(element, "<foreignObject> is not allowed")
            } else if element.hasLocalName("style") {
                for target in CSSURLs.externalTargets(in: element.textContent) {
                    report(element, "<style> refers to an external resource \"\(target)\"")
                }
            }
            for attribute in element.attributes {
                if attribute.localNameHasPrefix(caseInsensitive: "on") {
                    report(element, "event-handler attribute \(attribute.displayName) is not allowed")
                } else if attribute.hasLocalName("id")
                            && (attribute.isUnqualified || attribute.namespaceURI == XMLNamespace.xml) {
                    let id = attribute.value
                    if let first = ids[id] {
                        report(element, "duplicate id \"\(id)\" (first defined on line \(first))")
                    } else {
                        ids[id] = element.line
                    }
                } else if attribute.hasLocalName("href")
                            && (attribute.isUnqualified || attribute.namespaceURI == XMLNamespace.xlink) {
                    let value = attribute.value.trimmingWhitespace
                    if value.hasPrefix("#") {
                        references.append((element, attribute, String(value.dropFirst())))
                    } else {
                        report(element, "\(attribute.displayName)=\"\(attribute.value)\" is not a local #fragment reference")
                    }
                } else if attribute.valueContains(caseInsensitive: "url(") {
                    for target in CSSURLs.externalTargets(in: attribute.value) {
                        report(element, "\(attribute.displayName) refers to an external resource \"\(target)\"")
                    }
                }
            }
        }
        for (element, attribute, target) in references where ids[target] == nil {
            report(element, "\(attribute.displayName)=\"\(attribute.value)\" refers to a missing id")
        }
        return ids
    }

    private static func checkRoot(
        _ root: XMLElement, ids: [String: Int], report: (XMLElement, String) -> Void
    ) {
        guard root.isNamed("svg", in: XMLNamespace.svg) else {
            report(root, "the root element must be <svg> in the SVG namespace (\(XMLNamespace.svg))")
            return
        }
        if root.attribute("viewBox") == nil { report(root, "<svg> needs a viewBox attribute") }
        if root.attribute("width") == nil { report(root, "<svg> needs a width attribute") }
        if root.attribute("height") == nil { report(root, "<svg> needs a height attribute") }
        switch root.attribute("role") {
        case nil: report(root, "<svg> needs role=\"img\"")
        case "img": break
        case let other?: report(root, "<svg> needs role=\"img\", not role=\"\(other)\"")
        }
        if let labelledBy = root.attribute("aria-labelledby") {
            let tokens = labelledBy.split(whereSeparator: \.isWhitespace).map(String.init)
            if tokens.isEmpty { report(root, "aria-labelledby is empty") }
            for token in tokens where ids[token] == nil {
                report(root, "aria-labelledby refers to \"\(token)\", which is not an id in this file")
            }
        } else {
            report(root, "<svg> needs aria-labelledby naming its <title> and <desc>")
        }

        let children = root.children
        if let first = children.first, first.isNamed("title", in: XMLNamespace.svg) {
            if first.textContent.allSatisfy(\.isWhitespace) { report(first, "<title> is empty") }
        } else {
            report(children.first ?? root, "the first child of <svg> must be <title>")
        }
        if !children.contains(where: { $0.isNamed("desc", in: XMLNamespace.svg) }) {
            report(root, "<svg> needs a <desc> child")
        }
    }
}

/// `url(…)` references and `@import` in attribute values and style sheets. Local fragments
/// (`url(#arrow)`) and `data:` URIs (embedded fonts) are fine; anything else loads a resource.
enum CSSURLs {
    /// Searched in the UTF-8 bytes, ASCII letters in either case (CSS keywords are ASCII), so that no index of a
    /// lower-cased copy is used in the text (lower-casing can change a text's length).
    static func externalTargets(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var targets: [String] = []
        var searchStart = 0
        while let found = find("url(", in: bytes, from: searchStart) {
            let open = found + 4
            let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) ?? bytes.endIndex
            var target = Substring(String(decoding: bytes[open..<close], as: UTF8.self).trimmingWhitespace)
            while let first = target.first, first == "\"" || first == "'" { target.removeFirst() }
            while let last = target.last, last == "\"" || last == "'" { target.removeLast() }
            if !target.hasPrefix("#") && !target.lowercased().hasPrefix("data:") {
                targets.append(String(target))
            }
            searchStart = close
        }
        if find("@import", in: bytes, from: 0) != nil { targets.append("@import") }
        return targets
    }

    /// Where `keyword` (ASCII, lower case) starts in `bytes` at or after `start`, letters matched in either case.
    private static func find(_ keyword: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        func lower(_ b: UInt8) -> UInt8 { (0x41...0x5A).contains(b) ? b | 0x20 : b }
        for i in start...(bytes.count - pattern.count) where lower(bytes[i]) == pattern[0] {
            if (1..<pattern.count).allSatisfy({ lower(bytes[i + $0]) == pattern[$0] }) { return i }
        }
        return nil
    }
}
