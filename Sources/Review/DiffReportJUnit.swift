import Build
import ScenarioKit
import Foundation
import LayoutCore

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
        out += "      <property name=\"baseline\" value=\"\(Escaping.xmlAttribute(baseline))\"/>\n"
        out += "      <property name=\"current\" value=\"\(Escaping.xmlAttribute(current))\"/>\n"
        out += "    </properties>\n"
        for figure in figures {
            let file = ScenarioLoader.outputFolder(ofFile: figure.file).replacingOccurrences(of: "/", with: ".")
            out += "    <testcase classname=\"\(Escaping.xmlAttribute(file))\" "
                + "name=\"\(Escaping.xmlAttribute(figure.preview?.name ?? figure.scenario))\" "
                + "file=\"\(Escaping.xmlAttribute(figure.file))\""
            guard let message = failureMessage(figure) else { out += "/>\n"; continue }
            out += ">\n"
            out += "      <failure type=\"\(figure.status.rawValue)\" message=\"\(Escaping.xmlAttribute(message))\">"
            out += Escaping.xmlText(failureDetail(figure))
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
