import LayoutCore
import ViewLayout
import Yams

/// `osVersion:`, `chrome:`, `scrolled:`, `expanded:` and `device:` in a file's or scenario's settings: which iOS profile composes the bars,
/// lists and tabs (`ChromeProfile`), a user's own numbers over it, whether the screen has scrolled, whether DisclosureGroups are expanded, and the device whose screen is the canvas.
extension FileLoader {
    mutating func chromeSettings(_ entries: [String: NodeReader.Entry], into patch: inout SettingsPatch) {
        if let version = entries["osVersion"] { patch.osVersion = reader.osVersion(version.value) }
        if let scrolled = entries["scrolled"] { patch.isScrolled = reader.bool(scrolled.value, for: "scrolled") }
        if let expanded = entries["expanded"] { patch.isExpanded = reader.bool(expanded.value, for: "expanded") }
        if let chrome = entries["chrome"] { patch.chrome = reader.chromeOverrides(chrome.value) }
        if let device = entries["device"], let name = reader.string(device.value, for: "device") {
            // A device of the previews' table: its portrait screen is the canvas, with its safe area and scale.
            guard let found = PreviewDevices.named(name) else {
                reader.error("unknown device '\(name)'; \(PreviewDevices.knownList)", at: device.value)
                return
            }
            let screen = found.screen(.portrait)
            patch.canvasWidth = patch.canvasWidth ?? screen.size.width
            patch.canvasHeight = patch.canvasHeight ?? screen.size.height
            patch.safeAreaTop = patch.safeAreaTop ?? screen.safeArea.top
            patch.safeAreaLeading = patch.safeAreaLeading ?? screen.safeArea.leading
            patch.safeAreaBottom = patch.safeAreaBottom ?? screen.safeArea.bottom
            patch.safeAreaTrailing = patch.safeAreaTrailing ?? screen.safeArea.trailing
            patch.displayScale = patch.displayScale ?? found.scale
        }
    }
}

extension NodeReader {
    /// 18 or 26; another number is a located error naming the profiles.
    mutating func osVersion(_ node: Node) -> Int? {
        guard let value = number(node, for: "osVersion") else { return nil }
        guard let version = ChromeSettings.versions.first(where: { Double($0) == value.rounded(.down) }) ?? (value > 26 ? 26 : nil) else {
            error("FrameLab has iOS profiles for \(ChromeSettings.versions.map(String.init).joined(separator: " and ")); "
                  + "'osVersion' \(formatNumber(value)) has none (write 18 for iOS 17 and 18)", at: node)
            return nil
        }
        return version
    }

    /// `{navigationBar: 50, listRowMinHeight: 48}`: numbers by `ChromeKey`; an unknown key is a located error with the
    /// closest key.
    mutating func chromeOverrides(_ node: Node) -> [String: Double] {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping of profile keys to numbers for 'chrome', as in 'chrome: {navigationBar: 50}'", at: node)
            return [:]
        }
        var overrides: [String: Double] = [:]
        let keys = ChromeKey.allCases.map(\.rawValue)
        for (keyNode, value) in mapping {
            guard let key = string(keyNode, for: "chrome") else { continue }
            guard keys.contains(key) else {
                let hint = NameSuggestion.closest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
                error("unknown key '\(key)' in 'chrome'; \(hint)Docs/swiftui/ios-chrome.md lists the profile's keys", at: keyNode)
                continue
            }
            if let number = positiveNumber(value, for: key, allowZero: true) { overrides[key] = number }
        }
        return overrides
    }
}
