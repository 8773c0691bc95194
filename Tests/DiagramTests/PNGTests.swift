import Diagram
import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// Issue 16 (5): figures rasterised in-process with librsvg; the PNG decodes with the SVG's size times the scale.
/// Issue 26: librsvg is loaded at run time; without it these are skipped with its reason (required on CI).
@Suite(PNGSupport.needed) struct PNGTests {
    /// The width and height in a PNG's IHDR chunk (bytes 16–23, big-endian), after checking the signature.
    func pixelSize(_ png: [UInt8]) -> (Int, Int)? {
        guard png.count > 24, png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], png[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
            return nil
        }
        func int(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("a 530×… figure at 1x, 2x and 3x decodes as 530, 1060 and 1590 pixels wide, the same bytes every time")
    func scales() throws {
        var input = Fixtures.minWidthInVStack
        input.style = .plain
        input.crop = .content
        let svg = DiagramRenderer.svg(input)
        let width = try #require(Double(svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }))
        let height = try #require(Double(svg.split(separator: "height=\"")[1].prefix { $0 != "\"" }))
        for scale in [1.0, 2, 3] {
            let png = try PNGRasterizer.png(svg: svg, scale: scale)
            let size = try #require(pixelSize(png))
            #expect(size.0 == Int((width * scale).rounded(.up)) && size.1 == Int((height * scale).rounded(.up)), "\(scale)x: \(size)")
            #expect(try PNGRasterizer.png(svg: svg, scale: scale) == png)
        }
    }

    @Test("what librsvg cannot read is an error, not a crash")
    func badInput() {
        #expect(throws: PNGRasterizer.Failure.self) { try PNGRasterizer.png(svg: "<svg", scale: 1) }
        #expect(throws: PNGRasterizer.Failure.self) { try PNGRasterizer.png(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", scale: 1) }
        #expect(throws: PNGRasterizer.Failure.self) { try PNGRasterizer.png(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>", scale: 0) }
    }
}

/// Issue 26: the loader's own failures, which need no librsvg to check.
@Suite struct RasterLibraryLoadingTests {
    @Test("a library that cannot be loaded, or lacks librsvg's functions, is one line that says what to install")
    func unloadable() {
        guard case .failure(let absent) = RasterLibrary.load(candidates: ["/nonexistent/librsvg-2.so.2"]) else {
            Issue.record("a missing file loaded")
            return
        }
        #expect(absent.description.hasPrefix("PNG output needs librsvg, which cannot be loaded (/nonexistent/librsvg-2.so.2: "))
        #expect(!absent.description.contains("\n"))
        #if os(Linux)
        #expect(absent.description.contains("apt-get install librsvg2-2"))
        // libm is a library, but not librsvg.
        guard case .failure(let wrong) = RasterLibrary.load(candidates: ["libm.so.6"]) else {
            Issue.record("libm passed for librsvg")
            return
        }
        #expect(wrong.description.hasPrefix("PNG output needs librsvg 2.52 or later: the loaded librsvg has no 'rsvg_handle_new_from_data'"))
        #else
        #expect(absent.description.contains("brew install librsvg"))
        #endif
    }
}
