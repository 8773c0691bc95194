import Foundation
import Raster
import Testing

/// Whether this machine can write PNGs: librsvg is loaded at run time, so a machine without it still builds and
/// tests FrameLab. The PNG tests are skipped there with the reason FrameLab itself gives (what is missing, the
/// package that provides it); under `FRAMELAB_REQUIRE_TOOLS=1` (as in `.ci/run`) they run, and fail.
public enum PNGSupport {
    public static var required: Bool { ProcessInfo.processInfo.environment["FRAMELAB_REQUIRE_TOOLS"] == "1" }

    /// The condition for a suite or test that writes PNGs.
    public static var needed: ConditionTrait {
        let reason = PNGRasterizer.unavailableReason
        return .enabled(if: required || reason == nil, Comment(rawValue: reason ?? "librsvg is loaded"))
    }
}
