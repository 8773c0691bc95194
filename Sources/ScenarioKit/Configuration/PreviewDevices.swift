import LayoutCore
import ViewLayout

/// A device Xcode's canvas can show a preview on: its screen in points, its safe area in portrait and landscape,
/// its display scale and its size classes, each with where the number comes from (Docs/previews.md prints this
/// table; a test keeps the two equal).
public struct PreviewDevice: Sendable, Hashable {
    public var name: String
    /// Other names `.previewDevice` and `--device` accept for it.
    public var aliases: [String]
    /// The portrait screen, in points.
    public var size: Size
    public var portraitSafeArea: EdgeInsets
    /// The landscape safe area (top, leading, bottom, trailing), the screen turned left.
    public var landscapeSafeArea: EdgeInsets
    public var scale: Double
    /// An iPad: regular width and height in both orientations.
    public var isPad: Bool
    /// A phone wide enough for a regular width in landscape (the Plus and Max sizes).
    public var isLargePhone: Bool
    public var source: String
    /// observed, documented or reconstruction, as `shared` research labels them.
    public var evidence: String

    /// The screen and safe area for `orientation`.
    public func screen(_ orientation: PreviewContainer.Orientation) -> (size: Size, safeArea: EdgeInsets) {
        guard orientation.isLandscape else { return (size, portraitSafeArea) }
        return (Size(width: size.height, height: size.width), landscapeSafeArea)
    }

    /// `horizontalSizeClass` and `verticalSizeClass` in `orientation` (Apple's Human Interface Guidelines, "Layout",
    /// the size-class table: every iPhone is compact × regular in portrait; in landscape compact height, and regular
    /// width on the Plus and Max phones; an iPad is regular × regular).
    public func sizeClasses(_ orientation: PreviewContainer.Orientation) -> (horizontal: String, vertical: String) {
        if isPad { return ("regular", "regular") }
        guard orientation.isLandscape else { return ("compact", "regular") }
        return (isLargePhone ? "regular" : "compact", "compact")
    }
}

public enum PreviewDevices {
    /// The device a preview is laid out on when neither it, framelab.yml's `device:` nor `--device` names one: the
    /// one whose safe area was observed, not only reconstructed.
    public static let defaultName = "iPhone 16"

    private static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> EdgeInsets {
        EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    private static let snapshotTables = "pointfreeco/swift-snapshot-testing `ViewImageConfig`; Tinder/Layout `ViewImageConfig`"
    private static let dynamicIsland = "a printed UIEdgeInsets(top: 59, bottom: 34), landscape (0, 59, 21, 59) (csl.cool, "
        + "\"ios-layout-adaptation\", 2023); QuintGao/GKNavigationBarSwift #41 (safe area top 59 printed)"
    private static let proSizes = "snapshot configurations citing useyourloaf.com, \"iPhone 16 screen sizes\""

    /// The table, in the order the docs list it.
    public static let all: [PreviewDevice] = [
        PreviewDevice(name: "iPhone SE (3rd generation)", aliases: ["iPhone SE", "iPhone SE (2nd generation)", "iPhone 8"], size: Size(width: 375, height: 667),
                      portraitSafeArea: insets(20, 0, 0, 0), landscapeSafeArea: insets(0, 0, 0, 0), scale: 2,
                      isPad: false, isLargePhone: false, source: snapshotTables, evidence: "reconstruction"),
        PreviewDevice(name: "iPhone 13 mini", aliases: ["iPhone 12 mini"], size: Size(width: 375, height: 812),
                      portraitSafeArea: insets(50, 0, 34, 0), landscapeSafeArea: insets(0, 50, 21, 50), scale: 3,
                      isPad: false, isLargePhone: false, source: "pointfreeco/swift-snapshot-testing `ViewImageConfig.iPhone13Mini`",
                      evidence: "reconstruction"),
        PreviewDevice(name: "iPhone 14", aliases: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro"],
                      size: Size(width: 390, height: 844), portraitSafeArea: insets(47, 0, 34, 0),
                      landscapeSafeArea: insets(0, 47, 21, 47), scale: 3, isPad: false, isLargePhone: false,
                      source: snapshotTables, evidence: "reconstruction"),
        PreviewDevice(name: "iPhone 15", aliases: ["iPhone 15 Pro", "iPhone 14 Pro"], size: Size(width: 393, height: 852),
                      portraitSafeArea: insets(59, 0, 34, 0), landscapeSafeArea: insets(0, 59, 21, 59), scale: 3,
                      isPad: false, isLargePhone: false, source: dynamicIsland, evidence: "observed"),
        PreviewDevice(name: "iPhone 16", aliases: [], size: Size(width: 393, height: 852),
                      portraitSafeArea: insets(59, 0, 34, 0), landscapeSafeArea: insets(0, 59, 21, 59), scale: 3,
                      isPad: false, isLargePhone: false, source: dynamicIsland, evidence: "observed"),
        PreviewDevice(name: "iPhone 16 Plus", aliases: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], size: Size(width: 430, height: 932),
                      portraitSafeArea: insets(59, 0, 34, 0), landscapeSafeArea: insets(0, 59, 21, 59), scale: 3,
                      isPad: false, isLargePhone: true, source: snapshotTables, evidence: "reconstruction"),
        PreviewDevice(name: "iPhone 16 Pro", aliases: [], size: Size(width: 402, height: 874),
                      portraitSafeArea: insets(62, 0, 34, 0), landscapeSafeArea: insets(0, 62, 21, 62), scale: 3,
                      isPad: false, isLargePhone: false, source: proSizes, evidence: "reconstruction"),
        PreviewDevice(name: "iPhone 16 Pro Max", aliases: [], size: Size(width: 440, height: 956),
                      portraitSafeArea: insets(62, 0, 34, 0), landscapeSafeArea: insets(0, 62, 21, 62), scale: 3,
                      isPad: false, isLargePhone: true, source: proSizes, evidence: "reconstruction"),
        PreviewDevice(name: "iPad Pro (11-inch)", aliases: ["iPad"], size: Size(width: 834, height: 1194),
                      portraitSafeArea: insets(24, 0, 20, 0), landscapeSafeArea: insets(24, 0, 20, 0), scale: 2,
                      isPad: true, isLargePhone: false, source: "pointfreeco/swift-snapshot-testing `ViewImageConfig.iPadPro11`",
                      evidence: "reconstruction"),
    ]

    /// The device named `name` (its name or an alias, ignoring case); nil when the table has none.
    public static func named(_ name: String) -> PreviewDevice? {
        let wanted = name.lowercased()
        return all.first { $0.name.lowercased() == wanted || $0.aliases.contains { $0.lowercased() == wanted } }
    }

    /// "known devices: iPhone SE (3rd generation), iPhone 15, …", for an error about an unknown name.
    public static var knownList: String { "known devices: " + all.map(\.name).joined(separator: ", ") }
}
