import Foundation

/// PNG scales as `--png` and framelab.yml's `png:` write them.
public enum PNGScales {
    /// `1x,2x` (or `1x, 2x`, `2`): the PNG scales, each 1 to 4, sorted without repeats; nil when any is not one.
    public static func parse(_ text: String) -> [Int]? {
        let scales = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map { item in
            Int(item.hasSuffix("x") ? String(item.dropLast()) : item)
        }
        guard !scales.isEmpty, scales.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 4 }) else { return nil }
        return Array(Set(scales.compactMap { $0 })).sorted()
    }
}
