import Foundation
import TestSupport
import Testing

/// External tools the checks shell out to: rsvg-convert (rasterising), xmllint (DTD validation) and
/// python3 (decoding PNG pixels with its built-in zlib). On a machine without them, the suites that need
/// them are skipped with the package that would enable them; under `FRAMELAB_REQUIRE_TOOLS=1` (as in
/// `.ci/run`) they always run, and a missing tool is a recorded failure, never a silent skip.
enum Tools {
    static var required: Bool { ProcessInfo.processInfo.environment["FRAMELAB_REQUIRE_TOOLS"] == "1" }

    /// Runs the suite or test when every tool is installed (or tools are required), else skips it saying
    /// what to install.
    static func needed(_ tools: [(name: String, package: String)]) -> ConditionTrait {
        let missing = tools.filter { find($0.name) == nil }
        let install = missing.map { "\($0.name) (apt-get install \($0.package))" }.joined(separator: ", ")
        return .enabled(if: required || missing.isEmpty, Comment(rawValue: "needs \(install); install it to run these checks"))
    }

    struct Run {
        let status: Int32
        let output: String
    }

    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments`; nil (with a recorded issue) when the tool is not installed.
    static func run(_ tool: String, _ arguments: [String], package: String,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Run? {
        guard let executable = find(tool) else {
            Issue.record("\(tool) is not installed (apt-get install \(package)); this check cannot run",
                         sourceLocation: sourceLocation)
            return nil
        }
        let run = try ProcessRun.run(executable, arguments)
        return Run(status: run.status, output: run.combined)
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("diagram-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Decodes an 8-bit, non-interlaced PNG (what rsvg-convert writes) and prints "r g b a" for each
    /// requested "x,y".
    static let pixelScript = """
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
        pos, idat = 8, b''
        while pos < len(data):
            length = struct.unpack('>I', data[pos:pos + 4])[0]
            kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
            pos += 12 + length
            if kind == b'IHDR':
                w, h, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT':
                idat += body
        assert depth == 8 and interlace == 0, 'unsupported PNG'
        bpp = {6: 4, 2: 3, 0: 1, 4: 2}[ctype]
        raw = zlib.decompress(idat)
        stride = w * bpp
        wanted = [tuple(map(int, a.split(','))) for a in sys.argv[2:]]
        last = max([y for _, y in wanted] + [0])
        rows, prev, i = [], bytearray(stride), 0
        for y in range(min(h, last + 1)):
            f = raw[i]; i += 1
            line = bytearray(raw[i:i + stride]); i += stride
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + ((a + b) >> 1)) & 255
                elif f == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
            rows.append(line); prev = line
        print(w, h)
        for x, y in wanted:
            px = list(rows[y][x * bpp:(x + 1) * bpp])
            if bpp < 3: px = [px[0]] * 3 + px[1:]
            if len(px) == 3: px.append(255)
            print(' '.join(map(str, px)))
        """
}

/// One RGBA pixel of a rendered figure.
struct Pixel: CustomStringConvertible {
    let r: Int, g: Int, b: Int, a: Int
    var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    var isDark: Bool { r < 90 && g < 90 && b < 90 }
    var isReddish: Bool { r > g + 15 && r > b + 15 }
    var isGreenish: Bool { g > r + 15 && g > b }
    var isLight: Bool { r > 225 && g > 225 && b > 225 }
}

/// An SVG rasterised by rsvg-convert (1 SVG unit = 1 pixel, white background) and probed with python3.
struct Raster {
    let width: Int, height: Int
    let pixels: [Pixel]

    /// nil (with a recorded issue) when a tool is missing.
    static func render(_ svg: String, at points: [(Int, Int)],
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Raster? {
        let dir = try Tools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svgURL = dir.appendingPathComponent("figure.svg"), pngURL = dir.appendingPathComponent("figure.png")
        let scriptURL = dir.appendingPathComponent("pixels.py")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        try Tools.pixelScript.write(to: scriptURL, atomically: true, encoding: .utf8)
        guard let rsvg = try Tools.run("rsvg-convert", ["-b", "white", "-o", pngURL.path, svgURL.path],
                                       package: "librsvg2-bin", sourceLocation: sourceLocation) else { return nil }
        guard rsvg.status == 0 else {
            Issue.record("rsvg-convert failed (\(rsvg.status)): \(rsvg.output)", sourceLocation: sourceLocation)
            return nil
        }
        guard let py = try Tools.run("python3", [scriptURL.path, pngURL.path] + points.map { "\($0.0),\($0.1)" },
                                     package: "python3", sourceLocation: sourceLocation) else { return nil }
        guard py.status == 0 else {
            Issue.record("decoding the PNG failed: \(py.output)", sourceLocation: sourceLocation)
            return nil
        }
        let lines = py.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        guard let size = lines.first, size.count == 2, lines.count == points.count + 1 else {
            Issue.record("unexpected decoder output: \(py.output)", sourceLocation: sourceLocation)
            return nil
        }
        let pixels = lines.dropFirst().map { Pixel(r: $0[0], g: $0[1], b: $0[2], a: $0[3]) }
        return Raster(width: size[0], height: size[1], pixels: Array(pixels))
    }
}
