import Foundation
import LayoutCore

/// Escaping for XML text and attribute values (shared by `junit.xml` and the polyglot `index.html`).
enum DiffXML {
    /// `&`, `<`, `>` always; `"` and `'` too (so the result is safe in either kind of attribute);
    /// characters XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF) become U+FFFD.
    /// Line breaks in attributes are kept as character references so they survive normalisation.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where !XMLCharacters.isAllowed(scalar):
                out += "\u{FFFD}"
            case _ where XMLCharacters.isBidiControl(scalar):
                out += XMLCharacters.visible(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension DiffReport {
    /// JUnit XML for CI systems: one `testcase` per figure (classname: the scenario file's path with
    /// `.` for `/`; name: the scenario id). Changed, new and deleted figures are failures with a
    /// message; unchanged ones pass. No times, so the bytes depend only on the report.
    public func junitXML() -> String {
        let failures = figures.count - count(.unchanged)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let attributes = "tests=\"\(figures.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        out += "<testsuites name=\"framelab diff\" \(attributes)>\n"
        out += "  <testsuite name=\"figures\" \(attributes)>\n"
        out += "    <properties>\n"
        out += "      <property name=\"baseline\" value=\"\(DiffXML.escape(baseline, attribute: true))\"/>\n"
        out += "      <property name=\"current\" value=\"\(DiffXML.escape(current, attribute: true))\"/>\n"
        out += "    </properties>\n"
        for figure in figures {
            let file = String(figure.file.dropLast(5)).replacingOccurrences(of: "/", with: ".")
            out += "    <testcase classname=\"\(DiffXML.escape(file, attribute: true))\" "
                + "name=\"\(DiffXML.escape(figure.scenario, attribute: true))\" "
                + "file=\"\(DiffXML.escape(figure.file, attribute: true))\""
            guard let message = failureMessage(figure) else { out += "/>\n"; continue }
            out += ">\n"
            out += "      <failure type=\"\(figure.status.rawValue)\" message=\"\(DiffXML.escape(message, attribute: true))\">"
            out += DiffXML.escape(failureDetail(figure))
            out += "</failure>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    /// One line: what happened to the figure; nil for unchanged figures.
    func failureMessage(_ figure: Figure) -> String? {
        switch figure.status {
        case .unchanged: return nil
        case .new: return "new figure \(figure.path): the baseline has no such figure"
        case .deleted: return "deleted figure \(figure.path): no scenario produces it any more"
        case .changed:
            let moved = figure.nodes.count
            if moved == 0 {
                return "changed figure \(figure.path): the drawing differs"
                    + (framesNote == nil ? ", no node frame moved" : "")
            }
            return "changed figure \(figure.path): \(moved) node frame\(moved == 1 ? "" : "s") changed"
        }
    }

    /// The failure's body: images to look at and one line per moved node.
    func failureDetail(_ figure: Figure) -> String {
        var lines: [String] = []
        if let image = figure.beforeImage { lines.append("before: \(image)") }
        if let image = figure.afterImage { lines.append("after: \(image)") }
        lines += figure.nodes.map(Self.describe)
        return lines.joined(separator: "\n")
    }
}
