import LayoutCore
import ViewLayout

/// How strong a chrome number is, as the rule text and `Docs/swiftui/ios-chrome.md` say it.
public enum ChromeEvidence: String, Sendable, CaseIterable {
    /// Measured on SwiftUI and recorded.
    case swiftUI = "observed (SwiftUI)"
    /// Measured on UIKit's own bar or table view, which SwiftUI hosts: a proxy for SwiftUI.
    case uiKit = "observed (UIKit probe)"
    case documented = "documented by Apple"
    /// A library constant, an app's copied value, or FrameLab's own choice: no measurement was found.
    case model = "FrameLab's model"
}

/// One number of the profile for one OS version, with where it comes from.
public struct ChromeFact: Sendable {
    public var value: Double
    public var evidence: ChromeEvidence
    public var source: String
}

/// The numbers of iOS's chrome that FrameLab composes navigation bars, tab bars, lists and forms from, per OS version.
/// One row per number; `Docs/swiftui/ios-chrome.md` publishes this table (a test keeps the two equal), and
/// `chrome: {key: value}` in the settings or `framelab.yml` replaces any of them with a user's own measurement.
public enum ChromeKey: String, CaseIterable, Sendable {
    case navigationBar, largeTitle, largeTitleFontSize, largeTitleLeading, largeTitleTop, inlineTitleFontSize
    case barMargin, barItemSpacing, barItemSize, searchField, searchFieldHeight, bottomBar
    case tabBar, tabBarIconSize, tabBarIconTop, tabBarTitleFontSize, tabBarItemWidth, tabBarItemPitch, tabBarPlatterInset
    case listRowMinHeight, listRowVerticalInset, listRowLeading, listRowTrailing
    case narrowMargin, cardMargin, cardRowLeading, cardCornerRadius, listTop, sectionSpacing
    case headerFontSize, headerHeight, laterHeaderHeight, headerBottom, headerUppercased, plainHeaderHeight, plainHeaderFontSize
    case footerFontSize, footerTop, footerBottom, chevronWidth, chevronHeight, chevronSpacing
    case segmentedHeight, compactDateHeight, wheelHeight, wheelWidth, colorWellSize
}

/// The profile for one OS version, with a user's overrides applied.
public struct ChromeProfile: Sendable {
    public let osVersion: Int
    public let overrides: [String: Double]
    public let isScrolled: Bool
    public let isExpanded: Bool
    /// One device pixel: a separator's thickness.
    public let hairline: Double
    /// A screen narrower than 390 pt (the SE's 375), where iOS's side margins are 16.
    public let isNarrow: Bool

    public init(_ settings: LayoutSettings) {
        osVersion = settings.chrome.osVersion
        overrides = settings.chrome.overrides
        isScrolled = settings.chrome.isScrolled
        isExpanded = settings.chrome.isExpanded
        hairline = 1 / max(settings.displayScale, 1)
        isNarrow = settings.canvas.width < 390
    }

    public subscript(_ key: ChromeKey) -> Double {
        overrides[key.rawValue] ?? Self.fact(key, osVersion: osVersion).value
    }

    /// A side margin: the profile's, or the narrow screens' when the canvas is narrower than 390 pt and that is smaller.
    func margin(_ key: ChromeKey) -> Double { isNarrow ? min(self[key], self[.narrowMargin]) : self[key] }

    /// "54 — iOS 26, observed (UIKit probe): openuikit UINavigationBar.swift", as a rule cites it.
    public func citation(_ key: ChromeKey) -> String {
        if let value = overrides[key.rawValue] { return "\(formatNumber(value)) — your framelab.yml or settings (chrome: \(key.rawValue))" }
        let fact = Self.fact(key, osVersion: osVersion)
        return "\(formatNumber(fact.value)) — iOS \(osVersion), \(fact.evidence.rawValue): \(fact.source)"
    }

    /// The profile's number for `key` on `osVersion` (the nearest profile at or below it; 18 below 18).
    public static func fact(_ key: ChromeKey, osVersion: Int) -> ChromeFact {
        let row = table[key]!
        return osVersion >= 26 ? row.iOS26 : row.iOS18
    }

    /// What each number means, for the docs and the unknown-key error.
    public static func meaning(_ key: ChromeKey) -> String { table[key]!.meaning }

    private struct Row {
        var meaning: String
        var iOS18: ChromeFact
        var iOS26: ChromeFact
    }

    private static func o(_ value: Double, _ source: String) -> ChromeFact { ChromeFact(value: value, evidence: .swiftUI, source: source) }
    private static func u(_ value: Double, _ source: String) -> ChromeFact { ChromeFact(value: value, evidence: .uiKit, source: source) }
    private static func d(_ value: Double, _ source: String) -> ChromeFact { ChromeFact(value: value, evidence: .documented, source: source) }
    private static func m(_ value: Double, _ source: String) -> ChromeFact { ChromeFact(value: value, evidence: .model, source: source) }

    private static let openUIKitBar = "Vercantez/openuikit UINavigationBar.swift (measured on iOS 26.1)"
    private static let openUIKitTabs = "Vercantez/openuikit UITabBar.swift (measured on iOS 26.1)"
    private static let openUIKitTable = "Vercantez/openuikit UITableView.swift (measured on iOS 26.1)"
    private static let hig = "Apple HIG, Typography (Dynamic Type sizes)"

    private static let table: [ChromeKey: Row] = [
        .navigationBar: Row(meaning: "the navigation bar's height, below the status bar",
                            iOS18: o(44, "hacknicity, iPad Navigation Bar and Toolbar Height Changes in iOS 12; GKNavigationBarSwift #41 (iOS 17)"),
                            iOS26: u(54, openUIKitBar)),
        .largeTitle: Row(meaning: "what a large title adds below the bar",
                         iOS18: o(52, "hacknicity (96 = 44 + 52, iOS 11 to 18)"), iOS26: u(52, openUIKitBar + ": 106 = 54 + 52")),
        .largeTitleFontSize: Row(meaning: "the large title's point size (bold)",
                                 iOS18: d(34, hig + ": largeTitle"), iOS26: u(34, openUIKitBar)),
        .largeTitleLeading: Row(meaning: "the large title's leading inset",
                                iOS18: m(16, "UIKit's layout margin on iPhone"), iOS26: u(16, openUIKitBar + ": label at x 16")),
        .largeTitleTop: Row(meaning: "the large title's offset from the top of its band",
                            iOS18: m(3.5, "iOS 26's, no iOS 18 measurement found"), iOS26: u(3.5, openUIKitBar + ": label at y 3.5")),
        .inlineTitleFontSize: Row(meaning: "the inline title's point size (semibold), centred in the bar",
                                  iOS18: d(17, hig + ": headline"), iOS26: u(17, openUIKitBar)),
        .barMargin: Row(meaning: "between the screen's edge and the first or last bar item",
                        iOS18: m(16, "UIKit's layout margin on iPhone"),
                        iOS26: u(16, "openuikit focus-fidelity-tables.md: trailing item ends at 377 of 393")),
        .barItemSpacing: Row(meaning: "between two bar items",
                             iOS18: m(8, "UIKit's bar button spacing as apps report it"),
                             iOS26: u(12, "openuikit focus-fidelity-tables.md: platters at x 277 and 333, 44 wide")),
        .barItemSize: Row(meaning: "a bar item's minimum width and height (its hit target; iOS 26 draws it as a platter)",
                          iOS18: d(44, "Apple HIG: 44×44 pt minimum hit target"),
                          iOS26: u(44, "openuikit focus-fidelity-tables.md: 44×44 platters")),
        .searchField: Row(meaning: "what `.searchable` adds to the bar: the search field's band",
                          iOS18: m(52, "the height apps hard-code for UISearchBar under a navigation bar (Telegram, 2FAS)"),
                          iOS26: u(60, "openuikit UISearchBar.swift (iOS 26.1): a 60 pt slot under the bar, the field 44")),
        .searchFieldHeight: Row(meaning: "the search field itself, centred in its band",
                                iOS18: u(36, "Automattic/simplenote-ios PR #941: the standard 36 pt field of UISearchBar (anecdotal)"),
                                iOS26: u(44, "openuikit UISearchBar.swift (iOS 26.1): the field 44, a capsule")),
        .bottomBar: Row(meaning: "a bottom toolbar's height above the home indicator",
                        iOS18: u(49, "qiita usagimaru/761e9a5f3d78b1939df8: UIToolbar matches the tab bar on home-indicator phones (a figure)"),
                        iOS26: u(48, "openuikit UIToolbar.swift (iOS 26.1): intrinsic 48 on a phone")),
        .tabBar: Row(meaning: "the tab bar's height above the bottom safe area (the home indicator's 34 make it 83)",
                     iOS18: m(49, "UITabBar's classic 49, from secondary articles"), iOS26: u(49, openUIKitTabs + ": 83 tall with 34 of safe area")),
        .tabBarIconSize: Row(meaning: "a tab item's icon, square",
                             iOS18: m(25, "UITabBarItem's 25×25 template image, as apps report it"), iOS26: u(24, openUIKitTabs + ": icon 24×24")),
        .tabBarIconTop: Row(meaning: "the icon's offset from the tab bar's top",
                            iOS18: m(7, "chosen, no measurement found"), iOS26: u(8, openUIKitTabs + ": icon at y 8")),
        .tabBarTitleFontSize: Row(meaning: "a tab item's title size (semibold on iOS 26)",
                                  iOS18: m(10, "UITabBarItem's title, as apps report it"), iOS26: u(10, openUIKitTabs)),
        .tabBarItemWidth: Row(meaning: "a tab item's width (0: the items share the bar's width)",
                              iOS18: m(0, "UITabBar shares its width among the items on iPhone"), iOS26: u(94, openUIKitTabs + ": buttons 94 wide")),
        .tabBarItemPitch: Row(meaning: "from one tab item's leading edge to the next one's (0: the width's share)",
                              iOS18: m(0, "UITabBar shares its width among the items on iPhone"), iOS26: u(86, openUIKitTabs + ": an 86 pt pitch")),
        .tabBarPlatterInset: Row(meaning: "between the floating platter's edge and its first and last item",
                                 iOS18: m(0, "no platter before iOS 26"), iOS26: u(4, openUIKitTabs + ": 3 items, platter 274 wide")),
        .narrowMargin: Row(meaning: "the side margins (rows, cards, separators) on screens narrower than 390 pt",
                           iOS18: m(16, "iOS 26's rule, not verified on iOS 18"),
                           iOS26: u(16, openUIKitTable + ": iOSSystemMargin, 20 at 390 pt and wider, 16 on the 375 pt SE")),
        .listRowMinHeight: Row(meaning: "a list row's minimum height (`defaultMinListRowHeight`)",
                               iOS18: m(44, "the value apps and UIKit's tables use; Apple documents the key, not its value"),
                               iOS26: u(52, openUIKitTable + ": classic rows 52")),
        .listRowVerticalInset: Row(meaning: "a row's inset above and below its content",
                                   iOS18: o(11, "kasianov-mikhail/scout PR #1015 (anecdotal)"), iOS26: m(11, "no iOS 26 measurement found: iOS 18's")),
        .listRowLeading: Row(meaning: "a plain list row's leading inset (and its separator's)",
                             iOS18: o(16, "kasianov-mikhail/scout PR #1015 (anecdotal)"),
                             iOS26: u(20, openUIKitTable + ": text at x 20 (16 on screens narrower than 390)")),
        .listRowTrailing: Row(meaning: "a plain list row's trailing inset",
                              iOS18: o(16, "kasianov-mikhail/scout PR #1015 (anecdotal)"), iOS26: u(20, openUIKitTable + ": separators inset 20/20")),
        .cardMargin: Row(meaning: "an inset-grouped section's card inset from the screen's sides",
                         iOS18: m(20, "flutter cupertino/list_section.dart, 'determined from SwiftUI's Forms in iOS 14.2'"),
                         iOS26: u(20, openUIKitTable + ": card inset 20 a side")),
        .cardRowLeading: Row(meaning: "a row's leading and trailing inset inside a card",
                             iOS18: m(16, "UIKit's layout margin on iPhone"), iOS26: u(16, openUIKitTable + ": text at 16 inside the card")),
        .cardCornerRadius: Row(meaning: "an inset-grouped card's corner radius",
                               iOS18: m(10, "flutter cupertino/list_section.dart, 'estimated from SwiftUI's Forms in iOS 14.2'"),
                               iOS26: u(26, openUIKitTable + ": radius 26")),
        .listTop: Row(meaning: "above a grouped list's first untitled section",
                      iOS18: m(35, "iOS 26's, no iOS 18 measurement found"), iOS26: u(35, openUIKitTable + ": first rows at y 35")),
        .sectionSpacing: Row(meaning: "between two untitled grouped sections (`listSectionSpacing(.default)`)",
                             iOS18: m(35, "iOS 26's, no iOS 18 measurement found"), iOS26: u(35, openUIKitTable + ": 35 between untitled sections")),
        .headerFontSize: Row(meaning: "a grouped section header's point size",
                             iOS18: d(13, hig + ": footnote"), iOS26: m(13, "footnote, as before iOS 26")),
        .headerHeight: Row(meaning: "a grouped list's first titled header, from the list's top to its card",
                           iOS18: m(55.333, "iOS 26's, no iOS 18 measurement found"), iOS26: u(55.333, openUIKitTable + ": 55.333 at @3x")),
        .laterHeaderHeight: Row(meaning: "a later titled header, from the card above to its card",
                                iOS18: m(45.333, "iOS 26's, no iOS 18 measurement found"), iOS26: u(45.333, openUIKitTable + ": 45.333 at @3x")),
        .headerBottom: Row(meaning: "between a grouped header's text and its card",
                           iOS18: m(7, "CountiesUI TableStyleLayoutMetrics.swift (copies UITableView .grouped): 7 at the Large size"),
                           iOS26: m(7, "iOS 18's, no iOS 26 measurement found")),
        .headerUppercased: Row(meaning: "1 when a grouped header's text is uppercased, 0 when shown as written",
                               iOS18: o(1, "grouped headers are uppercased before iOS 26 (observed in every iOS 13–18 screenshot)"),
                               iOS26: m(0, "Apple's iOS 26 notes as summarised secondarily: headers no longer uppercased")),
        .plainHeaderHeight: Row(meaning: "a plain list's section header",
                                iOS18: m(28, "iOS 26's, no iOS 18 measurement found"), iOS26: u(28, openUIKitTable + ": header 28")),
        .plainHeaderFontSize: Row(meaning: "a plain list's header text size",
                                  iOS18: m(13, "footnote, as grouped headers"), iOS26: u(17, openUIKitTable + ": 17 semibold at x 20, y 4")),
        .footerFontSize: Row(meaning: "a section footer's point size", iOS18: d(13, hig + ": footnote"), iOS26: m(13, "footnote, as before iOS 26")),
        .footerTop: Row(meaning: "between a card and its footer's text",
                        iOS18: m(7.667, "iOS 26's, no iOS 18 measurement found"), iOS26: u(7.667, openUIKitTable + ": footer 7.667 + text + 6.667")),
        .footerBottom: Row(meaning: "below a footer's text",
                           iOS18: m(6.667, "iOS 26's, no iOS 18 measurement found"), iOS26: u(6.667, openUIKitTable)),
        .chevronWidth: Row(meaning: "a NavigationLink row's disclosure chevron, wide",
                           iOS18: m(8, "UIKit's disclosure indicator as drawn, no measurement found"), iOS26: m(8, "UIKit's disclosure indicator as drawn, no measurement found")),
        .chevronHeight: Row(meaning: "the chevron, tall",
                            iOS18: m(13, "UIKit's disclosure indicator as drawn, no measurement found"), iOS26: m(13, "UIKit's disclosure indicator as drawn, no measurement found")),
        .chevronSpacing: Row(meaning: "between a row's label and its chevron (at least)",
                             iOS18: m(8, "chosen, no measurement found"), iOS26: m(8, "chosen, no measurement found")),
        .segmentedHeight: Row(meaning: "a segmented Picker's height",
                              iOS18: m(32, "UISegmentedControl's intrinsic height as design notes give it (no probe found)"),
                              iOS26: m(32, "iOS 18's; openuikit did not reproduce iOS 26's intrinsic height")),
        .compactDateHeight: Row(meaning: "a compact DatePicker's button height",
                                iOS18: m(34, "iOS 26's, rounded; no iOS 18 measurement found"),
                                iOS26: u(34.333, "openuikit UIDatePicker.swift (iOS 26.1): compact date 34.333")),
        .wheelHeight: Row(meaning: "a wheel Picker's or DatePicker's height",
                          iOS18: m(216, "UIPickerView's long-standing 216"), iOS26: u(216, "openuikit UIDatePicker.swift (iOS 26.1): wheels 320×216")),
        .wheelWidth: Row(meaning: "a wheel's width when proposed none",
                         iOS18: m(320, "UIPickerView's 320"), iOS26: u(320, "openuikit UIDatePicker.swift (iOS 26.1): wheels 320×216")),
        .colorWellSize: Row(meaning: "a ColorPicker's swatch, square",
                            iOS18: m(28, "chosen, no measurement found"), iOS26: m(28, "chosen, no measurement found")),
    ]

    /// The table as `Docs/swiftui/ios-chrome.md` shows it: one row per key, both OS versions.
    public static func markdownTable() -> String {
        var out = "| key | meaning | iOS 18 | iOS 26 |\n|---|---|---|---|\n"
        for key in ChromeKey.allCases {
            let row = table[key]!
            func cell(_ fact: ChromeFact) -> String { "\(formatNumber(fact.value)) — \(fact.evidence.rawValue): \(fact.source)" }
            out += "| `\(key.rawValue)` | \(row.meaning.replacingOccurrences(of: "|", with: "\\|")) | \(cell(row.iOS18)) | \(cell(row.iOS26)) |\n"
        }
        return out
    }
}
