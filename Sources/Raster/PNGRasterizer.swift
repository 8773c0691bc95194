import CRSVG

/// An SVG figure rasterised in-process with librsvg and written as PNG by cairo: the pixel size is the SVG's
/// `width` and `height` times `scale`. The same SVG gives the same bytes on every run (cairo writes no
/// timestamps); text is drawn with the machine's fonts, so another machine may differ by its fonts.
public enum PNGRasterizer {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func png(svg: String, scale: Double) throws(Failure) -> [UInt8] {
        guard scale > 0, scale.isFinite, scale <= 8 else { throw Failure(description: "a PNG scale is from 1 to 8, got \(scale)") }
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            throw Failure(description: "librsvg cannot read the figure: \(message(error))")
        }
        defer { g_object_unref(handle) }
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            throw Failure(description: "the figure has no width and height in pixels")
        }
        let pixelWidth = Int32((width * scale).rounded(.up)), pixelHeight = Int32((height * scale).rounded(.up))
        guard pixelWidth <= 32_000, pixelHeight <= 32_000 else {
            throw Failure(description: "the figure is \(pixelWidth)×\(pixelHeight) pixels at \(scale)x; at most 32000 a side")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw Failure(description: "librsvg cannot draw the figure: \(message(error))")
        }
        cairo_surface_flush(surface)
        let sink = PNGSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw Failure(description: "cairo cannot write the PNG (status \(status.rawValue))") }
        return sink.bytes
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Collects cairo's PNG stream.
    private final class PNGSink {
        var bytes: [UInt8] = []
    }
}
