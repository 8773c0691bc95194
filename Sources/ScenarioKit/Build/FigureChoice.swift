import Foundation
import LayoutCore

/// The figure options a build uses besides each scenario's own: framelab.yml's, which a scenario file and a
/// scenario override, and the command line's (`--style`, `--crop`), which override them all.
public struct FigureChoice: Sendable {
    public var configured: FigureOptions
    public var requested: FigureOptions
    /// `--docc`: each figure as DocC names a light and a dark image, `<id>.svg` and `<id>~dark.svg`.
    public var docc: Bool
    /// `--png 1x,2x`: the scales each figure is also written at as PNG; empty: none.
    public var pngScales: [Int]
    /// `--png-max-megapixels`: the most pixels one PNG may have; nil: the rasteriser's default.
    public var pngMaximumPixels: Int?

    public init(configured: FigureOptions = FigureOptions(), requested: FigureOptions = FigureOptions(), docc: Bool = false,
                pngScales: [Int] = [], pngMaximumPixels: Int? = nil) {
        self.configured = configured; self.requested = requested; self.docc = docc; self.pngScales = pngScales
        self.pngMaximumPixels = pngMaximumPixels
    }

    /// `1x,2x` (or `1x, 2x`, `2`): the PNG scales, each 1 to 4, sorted without repeats; nil when any is not one.
    /// `--png` and framelab.yml's `png:` both read scales this way.
    public static func pngScales(_ text: String) -> [Int]? {
        let scales = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map { item in
            Int(item.hasSuffix("x") ? String(item.dropLast()) : item)
        }
        guard !scales.isEmpty, scales.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 4 }) else { return nil }
        return Array(Set(scales.compactMap { $0 })).sorted()
    }

    /// What `scenario`'s figure is drawn with: annotated, the whole canvas and the viewer's palette unless
    /// someone says otherwise.
    public func resolved(for scenario: Scenario) -> (style: FigureStyle, crop: FigureCrop, appearance: FigureAppearance) {
        let options = configured.overridden(by: scenario.figure).overridden(by: requested)
        return (options.style ?? .annotated, options.crop ?? .canvas, options.appearance ?? .auto)
    }
}

