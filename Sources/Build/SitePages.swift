import Foundation
import LayoutCore
import ScenarioKit
import Site

/// The reference site for a build: `index.html`, one page per scenario, `assets/`, `.nojekyll`,
/// rendered from FrameLab's templates (`Templates/`, a resource), any of which a user may override
/// (`FileRecords` gives the pages their scenarios).
public enum SitePages {
    /// Loads the templates once: FrameLab's own, each replaced by the user's of the same name in `templates` when
    /// given. Synchronous (`SiteBuilder.load`): the pipeline runs on any thread, a test's included.
    public static func loadBuilder(templates: String?, site: SiteOptions) -> Result<SiteBuilder, any Error> {
        Result {
            var builder = try SiteBuilder.load(overrides: templates, reference: ReferenceDocs.builtIn())
            builder.options = site
            return builder
        }
    }

    /// The `width` and `height` attributes of an SVG's root element, for the pages' `<img>`, and the translation
    /// of its canvas group, of a figure this build did not draw (an incremental build keeps it) (`id="…-canvas" transform="translate(x y)"`), for the detail page's overlay.
    static func svgPlacement(_ data: Data) -> FigurePlacement {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        guard let start = head.range(of: "<svg") else { return FigurePlacement(width: 400, height: 300) }
        let tag = head[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let r = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        var placement = FigurePlacement(width: attribute("width") ?? 400, height: attribute("height") ?? 300)
        // Found in the bytes, past the stylesheet: only the two numbers are decoded.
        if let canvas = data.range(of: Data("-canvas\" transform=\"translate(".utf8)) {
            let numbers = String(decoding: data[canvas.upperBound...].prefix(64).prefix { $0 != UInt8(ascii: ")") }, as: UTF8.self)
                .split(separator: " ").compactMap { Double($0) }
            if numbers.count == 2 { placement.originX = numbers[0]; placement.originY = numbers[1] }
        }
        return placement
    }
}
