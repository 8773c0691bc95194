import LayoutCore
import Synchronization

/// The one place colours live: every element refers to a class. rsvg-convert renders the light rules;
/// a page in dark mode (or Chromium's --force-dark-mode) applies the `@media` block.
enum Stylesheet {
    /// Light and dark stroke colours of the role outlines, in `NodeRole.allCases` order.
    static let roleColors: [(role: String, light: String, dark: String)] = [
        ("content", "#1565c0", "#64b5f6"),        // blue
        ("spacer", "#8d8d8d", "#9e9e9e"),         // gray, dotted
        ("flexibleFrame", "#d84315", "#ff8a65"),  // vermilion
        ("fixedFrame", "#a66f00", "#ffc947"),     // dark amber
        ("padding", "#8e24aa", "#ce93d8"),        // purple
        ("stack", "#37474f", "#b0bec5"),          // blue gray
        ("decoration", "#00838f", "#4dd0e1"),     // teal
        ("modifier", "#6d4c41", "#bcaaa4"),       // brown, dashed
        ("constraintView", "#3949ab", "#9fa8da"), // indigo
        ("container", "#616161", "#bdbdbd"),      // gray
    ]

    /// SwiftUI's system colours (light, dark) for Color views, shape fills and borders.
    static let systemColors: [(name: String, light: String, dark: String)] = [
        ("red", "#ff3b30", "#ff453a"), ("orange", "#ff9500", "#ff9f0a"), ("yellow", "#ffcc00", "#ffd60a"),
        ("green", "#34c759", "#30d158"), ("mint", "#00c7be", "#63e6e2"), ("teal", "#30b0c7", "#40c8e0"),
        ("cyan", "#32ade6", "#64d2ff"), ("blue", "#007aff", "#0a84ff"), ("indigo", "#5856d6", "#5e5ce6"),
        ("purple", "#af52de", "#bf5af2"), ("pink", "#ff2d55", "#ff375f"), ("brown", "#a2845e", "#ac8e68"),
        ("white", "#ffffff", "#ffffff"), ("gray", "#8e8e93", "#8e8e93"), ("black", "#000000", "#000000"),
        ("primary", "#000000", "#ffffff"), ("secondary", "#8a8a8e", "#98989f"), ("other", "#8e8e93", "#8e8e93"),
        // A colour FrameLab cannot know (an asset colour, a material, a gradient): a light neutral.
        ("custom", "#d1d1d6", "#48484a"),
    ]

    static let fontStack = "\"DejaVu Sans Mono\", Menlo, \"SF Mono\", monospace"
    /// Text measured with the system model: San Francisco where the viewer has it, then common sans-serif fonts. Each line
    /// carries its measured width (`textLength`), so the figure shows that width whatever font draws it.
    static let systemFontStack = "-apple-system, \"SF Pro Text\", \"SF Pro\", \"Helvetica Neue\", Inter, \"DejaVu Sans\", sans-serif"

    /// Auto Layout constraint gauges (only in figures that draw them, so SwiftUI figures keep their bytes).
    private static let gaugeRules: (light: [String], dark: [String]) = ([
            ".gauge path{fill:none;stroke:#1e88e5;stroke-width:1}",
            ".gauge text{fill:#1e88e5;font-size:10px}",
            ".gauge-opt path{stroke-dasharray:3 2}",
            ".gauge-unmet path{stroke:#ef6c00}",
            ".gauge-unmet text{fill:#ef6c00}",
            ".gauge-broken path{stroke:#e53935;stroke-width:1.5}",
            ".gauge-broken text{fill:#e53935;font-weight:bold}",
            // Layout guides are Auto Layout's alone: their rule comes with the gauges, so SwiftUI figures keep their bytes.
            ".r-layoutGuide{stroke:#00897b;stroke-dasharray:6 3}",
        ], [
            ".gauge path{stroke:#64b5f6}",
            ".gauge text{fill:#64b5f6}",
            ".gauge-unmet path{stroke:#ffb74d}",
            ".gauge-unmet text{fill:#ffb74d}",
            ".gauge-broken path{stroke:#ef5350}",
            ".gauge-broken text{fill:#ef5350}",
            ".r-layoutGuide{stroke:#4db6ac}",
        ])

    /// The rules every figure gets (roles, marks, text) as (light, dark) lines.
    private static let baseRules: (light: [String], dark: [String]) = {
        var light: [String] = [
            "text{font-family:\(fontStack)}",
            ".canvas{fill:#f6f6f6;stroke:#c4c4c4}",
            ".safe{fill:none;stroke:#c4c4c4;stroke-dasharray:2 2}",
            ".o{fill:none;stroke-width:1}",
            ".r-spacer{stroke-dasharray:1 2}",
            ".r-modifier{stroke-dasharray:3 2}",
            ".prop{fill:none;stroke:#2e7d32;stroke-width:1;stroke-dasharray:5 3;stroke-opacity:0.8}",
            ".pp{fill:none;stroke:#2e7d32;stroke-width:1}",
            ".guide{fill:none;stroke:#2e7d32;stroke-width:1;stroke-dasharray:1 3;stroke-opacity:0.6}",
            ".ppt{fill:#2e7d32;font-size:11px;font-weight:bold}",
            ".tick{fill:none;stroke:#424242;stroke-width:1}",
            ".rnum{fill:#424242;font-size:10px}",
            // Light enough that text drawn over an overflowing band stays readable.
            ".ovf{fill:#e53935;fill-opacity:0.1}",
            ".hatch{fill:none;stroke:#e53935;stroke-width:1;stroke-opacity:0.45}",
            ".dot{fill:#111111;stroke:#ffffff;stroke-width:1}",
            ".txt{fill:#111111}",
            ".lbl{fill:#111111;font-size:11px}",
            ".lblbg{fill:#ffffff;fill-opacity:0.75}",
            ".leader{fill:none;stroke:#757575;stroke-width:0.75}",
            ".lgd{fill:#333333;font-size:11px}",
            ".cap{fill:#222222;font-size:12px}",
            ".capt{fill:#111111;font-size:12px;font-weight:bold}",
            ".warn{fill:#c62828;font-size:12px}",
        ]
        var dark: [String] = [
            ".canvas{fill:#1c1c1e;stroke:#5a5a5e}",
            ".safe{stroke:#5a5a5e}",
            ".prop,.pp,.guide{stroke:#81c784}",
            ".ppt{fill:#81c784}",
            ".tick{stroke:#bdbdbd}",
            ".rnum{fill:#bdbdbd}",
            ".ovf{fill:#ef5350;fill-opacity:0.14}",
            ".hatch{stroke:#ef5350}",
            ".dot{fill:#f5f5f5;stroke:#000000}",
            ".txt,.lbl{fill:#f0f0f0}",
            ".lblbg{fill:#000000;fill-opacity:0.55}",
            ".leader{stroke:#9e9e9e}",
            ".lgd{fill:#d0d0d0}",
            ".cap{fill:#e0e0e0}",
            ".capt{fill:#f5f5f5}",
            ".warn{fill:#ef9a9a}",
        ]
        for c in roleColors {
            light.append(".r-\(c.role){stroke:\(c.light)}")
            dark.append(".r-\(c.role){stroke:\(c.dark)}")
        }
        return (light, dark)
    }()

    /// The style sheet of one figure: the base rules plus fill (`f-`) and stroke (`s-`) classes for
    /// the colour names it uses (see `ColorName.normalized`), in the fixed order of `systemColors`.
    /// Made once per combination: a build draws thousands of figures with a handful of them.
    static func css(colors: Set<String>, gauges: Bool = false, images: Bool = false, systemText: Bool = false,
                    appearance: FigureAppearance = .auto) -> String {
        let key = SheetKey(colors: colors, gauges: gauges, images: images, systemText: systemText, appearance: appearance)
        if let made = sheets.withLock({ $0[key] }) { return made }
        let sheet = compose(colors: colors, gauges: gauges, images: images, systemText: systemText, appearance: appearance)
        // Bounded: colour names come from the user's views, and a figure may name any set of them.
        sheets.withLock { if $0.count < 1024 { $0[key] = sheet } }
        return sheet
    }

    private struct SheetKey: Hashable {
        var colors: Set<String>, gauges: Bool, images: Bool, systemText: Bool, appearance: FigureAppearance
    }
    private static let sheets = Mutex<[SheetKey: String]>([:])

    private static func compose(colors: Set<String>, gauges: Bool, images: Bool, systemText: Bool,
                                appearance: FigureAppearance) -> String {
        var light = baseRules.light, dark = baseRules.dark
        if systemText { light.append(".txt-sf{font-family:\(systemFontStack)}") }   // only in figures with such text
        for c in systemColors where colors.contains(c.name) {
            light.append(".f-\(c.name){fill:\(c.light);fill-opacity:0.35}")
            light.append(".s-\(c.name){fill:none;stroke:\(c.light)}")
            if c.dark != c.light {
                dark.append(".f-\(c.name){fill:\(c.dark)}")
                dark.append(".s-\(c.name){stroke:\(c.dark)}")
            }
        }
        if colors.contains("clear") {
            light.append(".f-clear{fill:none}")
            light.append(".s-clear{fill:none;stroke:none}")
        }
        if images {
            // Image placeholders: the frame's diagonals or a symbol's circle (only in figures with images).
            light.append(".img path,.img circle{fill:none;stroke:#8e8e93;stroke-width:1}")
        }
        if gauges {
            light += gaugeRules.light
            dark += gaugeRules.dark
        }
        // one rule a line, so a colour change is a one-line diff; a dark figure's dark rules override the light ones
        switch appearance {
        case .auto:
            return "\n" + light.joined(separator: "\n") + "\n@media (prefers-color-scheme: dark){\n"
                + dark.joined(separator: "\n") + "\n}\n"
        case .light:
            return "\n" + light.joined(separator: "\n") + "\n"
        case .dark:
            return "\n" + (light + dark).joined(separator: "\n") + "\n"
        }
    }
}
