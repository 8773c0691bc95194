import Crypto
import Yams

/// A key per scenario of a file for everything in the file its outputs can depend on (`Scenario.reuseKey`): the
/// scenario's own lines, the file's lines outside the `scenarios:` list (title, summary, settings, figure, swift),
/// its place in the list and how long the list is, and its neighbours' ids and captions (its page links them and says
/// "3 of 19"). An incremental build takes over a scenario of a changed file whose key is the one the last build
/// recorded, instead of computing, drawing and rendering it again.
///
/// A scenario's lines run from the line its item begins on (`- id: …`) to the line before the next item's; the last
/// one's to the line before the file's next top-level key, or to the end. Where a scenario's lines are in the file is
/// not in the key, so that a line added to one scenario leaves the others' keys alone: a SwiftUI scenario's outputs
/// do not depend on it (only its messages do, and a scenario with a message is not taken over). An Auto Layout
/// scenario's do (a constraint's annotation names its line), so its first line is in its key.
///
/// No keys (nil) for a file whose list is not one item per line block, or for a scenario that reads lines of its file
/// outside its own (a YAML alias): its outputs could change while its own lines did not.
enum ScenarioReuseKeys {
    /// Bumped when what a key covers changes: a key of an older FrameLab then matches nothing.
    static let version = 1

    /// `lines`: the file's lines; `items`: the `scenarios:` list's items, in order; `end`: the 0-based line of the
    /// file's next top-level key after `scenarios:`, nil when there is none; `scenarios`: the items as loaded (one per
    /// item, without errors).
    static func keys(lines: [Substring], items: [Node], end: Int?, scenarios: [Scenario]) -> [String?]? {
        guard !items.isEmpty, items.count == scenarios.count else { return nil }
        // Each item begins on a line of its own, its block entry's (`- id: a`), after the one before.
        var starts: [Int] = []
        for item in items {
            guard let mark = item.mark, mark.line >= 1, mark.line <= lines.count,
                  lines[mark.line - 1].drop(while: { $0 == " " }).hasPrefix("-"),
                  starts.last.map({ $0 < mark.line - 1 }) ?? true else { return nil }
            starts.append(mark.line - 1)
        }
        let stop = end ?? lines.count
        guard stop > starts[starts.count - 1], stop <= lines.count else { return nil }
        var header = SHA256()
        add(lines[..<starts[0]], to: &header)
        add("--", to: &header)
        add(lines[stop...], to: &header)
        let headerDigest = Array(header.finalize())

        func label(_ i: Int) -> String {
            guard scenarios.indices.contains(i) else { return "-" }
            return "=" + scenarios[i].id + "\u{0}" + (scenarios[i].caption.map { "=" + $0 } ?? "-")
        }
        return items.indices.map { i -> String? in
            let own = starts[i]..<(i + 1 < starts.count ? starts[i + 1] : stop)
            guard isWritten(items[i], within: own) else { return nil }
            var hash = SHA256()
            add("framelab-scenario \(version) \(i) of \(scenarios.count)", to: &hash)
            hash.update(data: headerDigest)
            add(label(i - 1), to: &hash)
            add(label(i + 1), to: &hash)
            let isAutoLayout = scenarios[i].constraints != nil || scenarios[i].autoLayout != nil
            if isAutoLayout { add("line \(starts[i])", to: &hash) }
            add(lines[own], to: &hash)
            // 128 bits: a key is compared with one other, the last build's for the same scenario.
            return String(hash.finalize().hex.prefix(32))
        }
    }

    /// The count and each line, each followed by a line feed, given to the hash at once: a digest's update per line cost
    /// more than its bytes (a file of 100 scenarios has a thousand lines).
    private static func add(_ lines: ArraySlice<Substring>, to hash: inout SHA256) {
        var bytes = Array("\(lines.count)\n".utf8)
        for line in lines {
            bytes += line.utf8
            bytes.append(0x0A)
        }
        hash.update(data: bytes)
    }

    /// Text and a line feed, so that two texts never run together.
    private static func add(_ text: some StringProtocol, to hash: inout SHA256) {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        hash.update(data: bytes)
    }

    /// Whether every node of `node` is written within the 0-based `lines`: Yams composes an alias (`*name`) as a copy
    /// of the node its anchor names, with that node's place, so a node from elsewhere is one read through an alias.
    static func isWritten(_ node: Node, within lines: Range<Int>) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            guard let mark = next.mark, lines.contains(mark.line - 1) else { return false }
            switch next {
            case .scalar, .alias: break
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping { stack.append(key); stack.append(value) }
            }
        }
        return true
    }
}
