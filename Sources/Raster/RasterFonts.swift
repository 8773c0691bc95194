import Foundation
import LayoutCore
import ViewLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts PNGs are drawn with, shipped with FrameLab (`Fonts/`, with their licences): Inter (SIL OFL 1.1), the
/// open stand-in for San Francisco, in regular, semibold, bold and italic, and DejaVu Sans Mono (Bitstream Vera
/// licence), the figures' label font. Before librsvg is loaded, fontconfig is pointed at a configuration that lists
/// only this folder (`FONTCONFIG_FILE`), so a PNG does not depend on the fonts of the machine that draws it.
///
/// librsvg ignores SVG's `textLength`, so a line measured in San Francisco would be drawn at Inter's own width. The
/// figure made for a PNG scales each such line horizontally by measured width / Inter's width (`lineWidth`), which
/// FrameLab's font reader (`OpenTypeFont`) computes from the same Inter files: the glyphs then span the frame.
public enum RasterFonts {
    /// The shipped fonts' folder, inside the module's resource bundle.
    static var folder: URL? { Bundle.module.url(forResource: "Fonts", withExtension: nil) }

    /// Points fontconfig at the shipped fonts only, once, before anything loads it; false when the fonts are missing
    /// (a binary without its resource bundle: the machine's fonts are used, as before).
    static let configured: Bool = {
        guard let folder else { return false }
        let text = configuration(fonts: folder)
        // One file per configuration (the fonts' folder differs between installs), written atomically and reused.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-fontconfig-\(getuid())")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("fonts-\(String(fnv1aDigest(text.utf8), radix: 16)).conf")
            if (try? String(contentsOf: file, encoding: .utf8)) != text { try Data(text.utf8).write(to: file, options: .atomic) }
            setenv("FONTCONFIG_FILE", file.path, 1)
            return true
        } catch {
            return false
        }
    }()

    /// A fontconfig file with the shipped folder as its only font directory, its cache beside it, no rescans.
    static func configuration(fonts: URL) -> String {
        func escaped(_ path: String) -> String {
            path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-fontconfig-\(getuid())/cache")
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(escaped(fonts.path))</dir>
              <cachedir>\(escaped(cache.path))</cachedir>
              <config><rescan><int>0</int></rescan></config>
            </fontconfig>

            """
    }

    /// The Inter face a figure's text is drawn in: its file by CSS weight (600 semibold, 700 and more bold) and style.
    static func interFile(weight: Int, italic: Bool) -> String {
        if italic { return "Inter-Italic.otf" }
        switch weight {
        case ..<550: return "Inter-Regular.otf"
        case 550..<650: return "Inter-SemiBold.otf"
        default: return "Inter-Bold.otf"
        }
    }

    private static let faces: [String: OpenTypeFont] = {
        guard let folder else { return [:] }
        var faces: [String: OpenTypeFont] = [:]
        for name in ["Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-Italic.otf", "DejaVuSansMono.ttf"] {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
               let font = try? OpenTypeFont(bytes: [UInt8](data)) {
                faces[name] = font
            }
        }
        return faces
    }()

    /// The width of `line` as librsvg draws it at `size` points in the shipped Inter (or DejaVu Sans Mono, for SF
    /// Mono's lines): its advances and kerning; nil when the fonts are not there.
    public static func lineWidth(_ line: String, size: Double, weight: Int, italic: Bool, monospaced: Bool) -> Double? {
        guard let font = faces[monospaced ? "DejaVuSansMono.ttf" : interFile(weight: weight, italic: italic)] else { return nil }
        var units = 0, previous: Int?
        for scalar in line.unicodeScalars {
            let glyph = font.glyph(for: scalar) ?? 0
            units += font.advance(ofGlyph: glyph)
            if let previous { units += font.kerning(previous, glyph) }
            previous = glyph
        }
        return Double(units) * size / Double(font.unitsPerEm)
    }
}
