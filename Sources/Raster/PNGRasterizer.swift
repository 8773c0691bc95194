import Foundation

/// An SVG figure rasterised in-process with librsvg and written as PNG by cairo: the pixel size is the SVG's
/// `width` and `height` times `scale`. The same SVG gives the same bytes on every run (cairo writes no
/// timestamps), and text is drawn only in the fonts FrameLab ships (`RasterFonts`), so the machine's fonts change
/// nothing; another version of librsvg, cairo or FreeType may still draw differently.
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

    /// The most pixels one PNG may have unless the caller says otherwise (`--png-max-megapixels`): 64 megapixels,
    /// 256 MB of cairo's 32-bit image, an 8000×8000 figure.
    public static let defaultMaximumPixels = 64_000_000

    /// Images being drawn at once hold at most this many pixels together (or one image alone, when the limit
    /// per image is raised above it): with the default limit, two figures at most, about 512 MB of pixels
    /// however many threads rasterise.
    static let pool = PixelPool(capacity: 2 * defaultMaximumPixels)

    /// The PNG of `svg` at `scale`; a figure of more than `maximumPixels` pixels there is refused before any
    /// memory is taken for it.
    public static func png(svg: String, scale: Double, maximumPixels: Int = defaultMaximumPixels) throws(Failure) -> [UInt8] {
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
        let wide = (width * scale).rounded(.up), high = (height * scale).rounded(.up)
        let megapixels = wide * high / 1_000_000
        guard wide <= 32_000, high <= 32_000, wide * high <= Double(maximumPixels) else {
            throw Failure(description: "the figure is \(Int(wide))×\(Int(high)) pixels at \(formatScale(scale))x "
                          + "(\(Int(megapixels.rounded(.up))) megapixels), over the limit of \(maximumPixels / 1_000_000) megapixels "
                          + "and 32000 pixels a side; use a smaller scale or canvas, or raise --png-max-megapixels")
        }
        let pixelWidth = Int32(wide), pixelHeight = Int32(high)
        let pixels = Int(wide * high)
        pool.acquire(pixels)
        defer { pool.release(pixels) }
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

    private static func formatScale(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
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

/// Pixels of the images being drawn, bounded: a thread waits until the others' images leave room for its own.
/// An image larger than the whole pool is drawn alone.
final class PixelPool: @unchecked Sendable {
    let capacity: Int
    private var inUse = 0
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = capacity }

    func acquire(_ pixels: Int) {
        condition.lock()
        while inUse > 0 && inUse + pixels > capacity { condition.wait() }
        inUse += pixels
        condition.unlock()
    }

    func release(_ pixels: Int) {
        condition.lock()
        inUse -= pixels
        condition.broadcast()
        condition.unlock()
    }
}
