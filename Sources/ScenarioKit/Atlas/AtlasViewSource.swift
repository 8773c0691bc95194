import Foundation

extension OrderingAtlas.Case {
    /// The scenario's SwiftUI view: the subject (the frame, or the bare child for the "none" set)
    /// named "subject", alone in a stack whose parent proposes the ordered length, 0, or nil
    /// (`fixedSize` on that axis).
    var viewSource: String {
        let width = family.dimension == .width
        let subject = childSource + frameSource + #".id("subject")"#
        let stack = width ? "VStack(alignment: .leading, spacing: 10)" : "HStack(alignment: .top, spacing: 10)"
        let parentModifier: String
        switch parent {
        case .finite, .zero:
            parentModifier = ".frame(\(width ? "width" : "height"): \(Self.number(parentProposal!)))"
        case .unspecified:
            parentModifier = ".fixedSize(horizontal: \(width), vertical: \(!width))"
        }
        return "\(stack) {\n    \(subject)\n}\n\(parentModifier)\n"
    }

    /// `Text("12345").lineLimit(1)` (width: 10 pt a character) or `Text("1\n2\n3")` (height: 20 pt a
    /// line, one character each), or `Rectangle()`.
    private var childSource: String {
        guard case let .text(intrinsic, step, _) = model else { return "Rectangle()" }
        let count = Int(intrinsic / step)
        let digits = (0..<count).map { String(($0 + 1) % 10) }
        if family.dimension == .width { return "Text(\"\(digits.joined())\").lineLimit(1)" }
        return "Text(\"\(digits.joined(separator: "\\n"))\")"
    }

    private var frameSource: String {
        let axis = family.dimension == .width ? "Width" : "Height"
        let arguments: [(String, Double)]
        switch frame {
        case .none: return ""
        case let .min(mn): arguments = [("min", mn)]
        case let .max(mx): arguments = [("max", mx)]
        case let .minMax(mn, mx), let .contradictory(mn, mx): arguments = [("min", mn), ("max", mx)]
        case let .ideal(ideal): arguments = [("ideal", ideal)]
        }
        return ".frame(" + arguments.map { "\($0.0)\(axis): \(Self.number($0.1))" }.joined(separator: ", ") + ")"
    }

    /// Whole numbers without a fraction; everything the atlas writes is whole.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
