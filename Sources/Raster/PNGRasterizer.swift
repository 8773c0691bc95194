/// An SVG figure rasterised in-process with librsvg and written as PNG by cairo: the pixel size is the SVG's
/// `width` and `height` times `scale`. The same SVG gives the same bytes on every run (cairo writes no
/// timestamps); text is drawn with the machine's fonts, so another machine may differ by its fonts.
/// librsvg is loaded at run time (`RasterLibrary`): without it FrameLab still builds and runs, and only PNG
/// output reports what to install.
public enum PNGRasterizer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Loads librsvg if it is not loaded yet; throws the one-line reason (what is missing, what to install) if it
    /// cannot be. Commands call it before they build anything, so `--png` on a machine without librsvg fails at once.
    public static func requireLibrary() throws(Failure) {
        _ = try RasterLibrary.shared.get()
    }

    /// Why PNGs cannot be written on this machine, or nil when they can.
    public static var unavailableReason: String? {
        if case .failure(let failure) = RasterLibrary.shared { return failure.description }
        return nil
    }

    public static func png(svg: String, scale: Double) throws(Failure) -> [UInt8] {
        guard scale > 0, scale.isFinite, scale <= 8 else { throw Failure(description: "a PNG scale is from 1 to 8, got \(scale)") }
        let library = try RasterLibrary.shared.get()
        let bytes = Array(svg.utf8)
        var error: OpaquePointer?
        guard let handle = bytes.withUnsafeBufferPointer({ library.handleNewFromData($0.baseAddress, UInt($0.count), &error) }) else {
            throw Failure(description: "librsvg cannot read the figure: \(message(error, library))")
        }
        defer { library.objectUnref(handle) }
        var width = 0.0, height = 0.0
        guard library.handleGetIntrinsicSizeInPixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            throw Failure(description: "the figure has no width and height in pixels")
        }
        let pixelWidth = Int32((width * scale).rounded(.up)), pixelHeight = Int32((height * scale).rounded(.up))
        guard pixelWidth <= 32_000, pixelHeight <= 32_000 else {
            throw Failure(description: "the figure is \(pixelWidth)×\(pixelHeight) pixels at \(scale)x; at most 32000 a side")
        }
        let surface = library.imageSurfaceCreate(RasterLibrary.formatARGB32, pixelWidth, pixelHeight)
        defer { library.surfaceDestroy(surface) }
        guard library.surfaceStatus(surface) == RasterLibrary.statusSuccess else {
            throw Failure(description: "cairo cannot make a \(pixelWidth)×\(pixelHeight) image (status \(library.surfaceStatus(surface)))")
        }
        let context = library.create(surface)
        defer { library.destroy(context) }
        let viewport = [0, 0, Double(pixelWidth), Double(pixelHeight)]   // RsvgRectangle: x, y, width, height
        guard viewport.withUnsafeBufferPointer({ library.handleRenderDocument(handle, context, $0.baseAddress, &error) }) != 0 else {
            throw Failure(description: "librsvg cannot draw the figure: \(message(error, library))")
        }
        library.surfaceFlush(surface)
        let sink = PNGSink()
        let status = library.surfaceWriteToPNGStream(surface, { closure, data, length in
            guard let closure, let data else { return RasterLibrary.statusWriteError }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return RasterLibrary.statusSuccess
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == RasterLibrary.statusSuccess else { throw Failure(description: "cairo cannot write the PNG (status \(status))") }
        return sink.bytes
    }

    private static func message(_ error: OpaquePointer?, _ library: RasterLibrary) -> String {
        guard let error else { return "unknown error" }
        defer { library.errorFree(error) }
        return RasterLibrary.message(ofError: error) ?? "unknown error"
    }

    /// Collects cairo's PNG stream.
    private final class PNGSink {
        var bytes: [UInt8] = []
    }
}
