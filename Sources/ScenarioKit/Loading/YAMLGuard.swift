import Foundation
import Yams

/// Limits that keep a hostile or broken scenario file from taking the build down.
///
/// Yams has no protection against alias expansion ("billion laughs"): a few hundred bytes of nested
/// aliases expand to billions of nodes when decoded, and a mapping key that is an alias is hashed in
/// full while composing. So before anything else looks at a file:
/// 1. files over `maximumFileSize` are rejected unread;
/// 2. the expanded node count is computed from the anchors and aliases of the text (`AliasBudget`,
///    linear in the file's size) and files over `maximumNodes` are rejected before composing;
/// 3. after composing, the node tree is walked with the same budget before any value is read.
public enum YAMLGuard {
    public static let maximumFileSize = 1 << 20        // 1 MiB
    public static let maximumNodes = 100_000

    /// Counts the nodes of `node` with aliases expanded, stopping as soon as `budget` is exceeded:
    /// the walk visits at most `budget + 1` nodes however deep the sharing goes.
    public static func exceedsBudget(_ node: Node, budget: Int = maximumNodes) -> Bool {
        var remaining = budget
        var stack: [Node] = [node]
        while let next = stack.popLast() {
            remaining -= 1
            if remaining < 0 { return true }
            switch next {
            case .scalar, .alias: break
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
                // A mapping's pairs are pushed at once; stop early if they alone break the budget.
                if stack.count > remaining + 1 { return true }
            }
            if stack.count > remaining + 1 { return true }
        }
        return false
    }
}

#if canImport(CYaml)
import CYaml

extension YAMLGuard {
    /// The number of nodes `yaml` holds once every alias is expanded, counted from libyaml's event
    /// stream in one pass (an alias counts the expanded size of its anchor), or nil when the count passes
    /// `budget` — found without building anything, so a nested-alias bomb is rejected in milliseconds.
    /// Syntax errors end the count early (returning the count so far): composing reports them.
    public static func expandedNodeCount(_ yaml: String, budget: Int = maximumNodes) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(yaml.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            var anchors: [String: Int] = [:]
            // Open collections: their anchor and expanded size so far.
            var open: [(anchor: String?, size: Int)] = []
            var total = 0
            func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: $0) }
            }
            func add(_ size: Int) -> Bool {
                total += size
                if !open.isEmpty { open[open.count - 1].size += size }
                return total <= budget
            }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return total }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return total
                case YAML_SCALAR_EVENT:
                    if let anchor = anchorName(event.data.scalar.anchor) { anchors[anchor] = 1 }
                    guard add(1) else { return nil }
                case YAML_ALIAS_EVENT:
                    let size = anchorName(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                    guard add(size) else { return nil }
                case YAML_SEQUENCE_START_EVENT:
                    guard add(1) else { return nil }
                    open.append((anchorName(event.data.sequence_start.anchor), 1))
                case YAML_MAPPING_START_EVENT:
                    guard add(1) else { return nil }
                    open.append((anchorName(event.data.mapping_start.anchor), 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let anchor = closed.anchor { anchors[anchor] = closed.size }
                    // Its nodes are already in `total` and its parent already counted the collection
                    // itself: pass on the rest of its size.
                    if !open.isEmpty { open[open.count - 1].size += closed.size - 1 }
                default:
                    break
                }
            }
        }
    }
}
#endif
