import LayoutCore

/// FrameLab's monospaced text model: every character is `charWidth` wide and every line `lineHeight`
/// tall, so results do not depend on the host's fonts. The metrics are those of a font of `fontSize`
/// points (17, iOS's body size, by default); `.font(…)` scales all of them in proportion to its size. The vertical metrics feed the iOS 17 spacing
/// rules next to Text (reference §4.5); their defaults keep SF Pro's proportions
/// (17 pt: line height 20.29, ascender 16.2, descender 4.09, cap height 11.97, leading 0).
public struct TextMetrics: Hashable, Sendable, Codable {
    /// How a Text's width is measured: `monospaced` (every character `charWidth`), or `system` (San Francisco's
    /// measured advances and kerning, `SystemFont`, with its line height rule).
    public enum Model: String, Hashable, Sendable, Codable, CaseIterable {
        case monospaced, system
    }

    public var model: Model = .monospaced
    public var charWidth: Double
    public var lineHeight: Double
    public var ascender: Double
    public var descender: Double
    public var capHeight: Double
    public var leading: Double
    /// The point size these metrics are for: the reference size `.font` scales against.
    public var fontSize: Double

    /// iOS's default body size, the reference size when none is set.
    public static let bodySize = 17.0

    public init(charWidth: Double = 10, lineHeight: Double = 20, ascender: Double? = nil, descender: Double? = nil,
                capHeight: Double? = nil, leading: Double = 0, fontSize: Double = TextMetrics.bodySize) {
        self.fontSize = fontSize
        self.charWidth = charWidth
        self.lineHeight = lineHeight
        self.ascender = ascender ?? lineHeight * (16.2 / 20.29)
        self.descender = descender ?? lineHeight * (4.09 / 20.29)
        self.capHeight = capHeight ?? lineHeight * (11.97 / 20.29)
        self.leading = leading
    }

    /// San Francisco at 17 pt, iOS's body size (`SystemFont`): line height 20.287 (2444/2048 em), ascender 16.187
    /// (1950/2048), descender 4.101 (494/2048), cap height 11.978 (`UIFont.systemFont(ofSize: 17)`, openuikit's iOS
    /// 26.1 probe). `charWidth` is the advance of "o", which stands for the glyphs the table lacks.
    public static let system: TextMetrics = {
        var metrics = TextMetrics(charWidth: SystemFont.width(of: "o", size: bodySize, weight: .regular),
                                  lineHeight: bodySize * 2444 / 2048, ascender: bodySize * 1950 / 2048,
                                  descender: bodySize * 494 / 2048, capHeight: 11.978, leading: 0, fontSize: bodySize)
        metrics.model = .system
        return metrics
    }()

    /// The metrics of the same font at `scale` times its size.
    public func scaled(by scale: Double) -> TextMetrics {
        guard scale != 1 else { return self }
        var scaled = TextMetrics(charWidth: charWidth * scale, lineHeight: lineHeight * scale, ascender: ascender * scale,
                                 descender: descender * scale, capHeight: capHeight * scale, leading: leading * scale,
                                 fontSize: fontSize * scale)
        scaled.model = model
        return scaled
    }
}

/// The platform whose controls' sizes a layout uses (`Button`, `Toggle`, …; see the scenario interpreter's
/// control profile).
public enum Platform: String, Hashable, Sendable, Codable, CaseIterable {
    case iOS
}

/// Everything a layout depends on besides the view tree.
public struct LayoutSettings: Hashable, Sendable, Codable {
    public var canvas: Size
    public var safeArea: EdgeInsets
    public var layoutDirection: LayoutDirection
    public var displayScale: Double
    public var text: TextMetrics
    /// The platform profile controls are composed for; iOS by default.
    public var platform: Platform = .iOS
    /// The OS version whose chrome (bars, lists, tabs) the interpreter composes, and the numbers a user measured.
    public var chrome = ChromeSettings()

    public init(canvas: Size = Size(width: 400, height: 300), safeArea: EdgeInsets = .zero,
                layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 2,
                text: TextMetrics = TextMetrics()) {
        self.canvas = canvas; self.safeArea = safeArea; self.layoutDirection = layoutDirection
        self.displayScale = displayScale; self.text = text
    }
}

/// Which iOS the chrome (navigation and tab bars, lists, forms) is composed for, numbers a user measured
/// themselves over the profile's, and the screen's scroll state.
public struct ChromeSettings: Hashable, Sendable, Codable {
    /// The OS versions with a profile, and the default: the current iOS.
    public static let versions = [18, 26]
    public static let defaultVersion = 26

    /// 18 or 26 (`osVersion:`).
    public var osVersion: Int
    /// `chrome: {navigationBar: 50}`: a profile number by its key, replacing the profile's.
    public var overrides: [String: Double]
    /// `scrolled: true`: the screen has scrolled, so a large title has collapsed into the inline bar.
    public var isScrolled: Bool
    /// `expanded: true`: DisclosureGroups show their content (their state when the app runs).
    public var isExpanded: Bool

    public init(osVersion: Int = ChromeSettings.defaultVersion, overrides: [String: Double] = [:], isScrolled: Bool = false,
                isExpanded: Bool = false) {
        self.osVersion = osVersion; self.overrides = overrides; self.isScrolled = isScrolled; self.isExpanded = isExpanded
    }
}
