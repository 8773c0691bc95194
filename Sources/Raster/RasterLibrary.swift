#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// librsvg, and through it cairo, GObject and GLib, loaded when the first PNG is asked for, never linked.
/// FrameLab then builds and runs on a machine without their development headers (a newcomer's machine has the
/// runtime libraries, Debian's librsvg2-2, but not librsvg2-dev), and only `--png` needs them at all.
///
/// The few C functions PNG writing calls are declared here, with the C types spelt as Swift's C-compatible
/// ones (librsvg 2.52+'s `rsvg.h`, cairo 1.16's `cairo.h`, GLib's `gerror.h`). Every symbol is looked up
/// through librsvg's own handle: `dlsym` on a handle searches the library and the libraries it depends on
/// (glibc's and Darwin's documented behaviour), and librsvg depends on cairo, GObject and GLib.
struct RasterLibrary: @unchecked Sendable {
    // librsvg
    let handleNewFromData: @convention(c) (UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer?
    let handleGetIntrinsicSizeInPixels: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
    /// `RsvgRectangle` is four doubles: x, y, width, height.
    let handleRenderDocument: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?,
                                              UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    // GObject and GLib
    let objectUnref: @convention(c) (OpaquePointer?) -> Void
    let errorFree: @convention(c) (OpaquePointer?) -> Void
    // cairo
    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> OpaquePointer?
    let surfaceStatus: @convention(c) (OpaquePointer?) -> Int32
    let surfaceDestroy: @convention(c) (OpaquePointer?) -> Void
    let surfaceFlush: @convention(c) (OpaquePointer?) -> Void
    let create: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let destroy: @convention(c) (OpaquePointer?) -> Void
    let surfaceWriteToPNGStream: @convention(c) (OpaquePointer?, CairoWriteFunction, UnsafeMutableRawPointer?) -> Int32

    typealias CairoWriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32

    /// `CAIRO_FORMAT_ARGB32`, `CAIRO_STATUS_SUCCESS` and `CAIRO_STATUS_WRITE_ERROR` (cairo.h).
    static let formatARGB32: Int32 = 0, statusSuccess: Int32 = 0, statusWriteError: Int32 = 11

    /// `GError`'s `message`: after a 32-bit quark and a 32-bit code (gerror.h).
    static func message(ofError error: OpaquePointer) -> String? {
        UnsafeRawPointer(error).load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
    }

    /// Loaded once, on first use; the reason it could not be, as one line that says what to install.
    static let shared: Result<RasterLibrary, PNGRasterizer.Failure> = load(candidates: candidates)

    /// `FRAMELAB_LIBRSVG` names the library to load (a path, for a librsvg installed where the loader does not
    /// look); otherwise the platform's names for librsvg 2, by soname so that no `-dev` package is needed.
    static var candidates: [String] {
        #if canImport(Darwin)
        let environment = getenv("FRAMELAB_LIBRSVG").map { String(cString: $0) }
        if let environment, !environment.isEmpty { return [environment] }
        // Homebrew (Apple silicon, then Intel) and MacPorts; dlopen's own search last.
        return ["/opt/homebrew/lib", "/usr/local/lib", "/opt/local/lib"].map { $0 + "/librsvg-2.2.dylib" } + ["librsvg-2.2.dylib"]
        #else
        let environment = getenv("FRAMELAB_LIBRSVG").map { String(cString: $0) }
        if let environment, !environment.isEmpty { return [environment] }
        return ["librsvg-2.so.2"]
        #endif
    }

    /// How to get the library on this platform, for the message.
    static var installAdvice: String {
        #if canImport(Darwin)
        return "install it with 'brew install librsvg'"
        #else
        return "install it with 'apt-get install librsvg2-2' (Debian, Ubuntu) or your system's librsvg 2 package"
        #endif
    }

    static func load(candidates: [String]) -> Result<RasterLibrary, PNGRasterizer.Failure> {
        _ = RasterFonts.configured   // fontconfig reads its configuration when librsvg first draws text
        var reasons: [String] = []
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): cannot be loaded")
                continue
            }
            do {
                return .success(try RasterLibrary(handle: handle))
            } catch {
                return .failure(PNGRasterizer.Failure(description: "PNG output needs librsvg 2.52 or later: \(error.description); "
                                                      + installAdvice + ", or set FRAMELAB_LIBRSVG to its path"))
            }
        }
        let why = reasons.last ?? "no library named"
        return .failure(PNGRasterizer.Failure(description: "PNG output needs librsvg, which cannot be loaded (\(why)); "
                                              + installAdvice + ", or set FRAMELAB_LIBRSVG to its path"))
    }

    private init(handle: UnsafeMutableRawPointer) throws(PNGRasterizer.Failure) {
        func symbol<F>(_ name: String) throws(PNGRasterizer.Failure) -> F {
            guard let address = dlsym(handle, name) else {
                throw PNGRasterizer.Failure(description: "the loaded librsvg has no '\(name)'")
            }
            return unsafeBitCast(address, to: F.self)
        }
        handleNewFromData = try symbol("rsvg_handle_new_from_data")
        handleGetIntrinsicSizeInPixels = try symbol("rsvg_handle_get_intrinsic_size_in_pixels")
        handleRenderDocument = try symbol("rsvg_handle_render_document")
        objectUnref = try symbol("g_object_unref")
        errorFree = try symbol("g_error_free")
        imageSurfaceCreate = try symbol("cairo_image_surface_create")
        surfaceStatus = try symbol("cairo_surface_status")
        surfaceDestroy = try symbol("cairo_surface_destroy")
        surfaceFlush = try symbol("cairo_surface_flush")
        create = try symbol("cairo_create")
        destroy = try symbol("cairo_destroy")
        surfaceWriteToPNGStream = try symbol("cairo_surface_write_to_png_stream")
    }
}
