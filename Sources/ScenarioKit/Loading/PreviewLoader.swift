import Foundation
import LayoutCore
import ViewLayout

/// How the previews of a build are found and laid out: framelab.yml's `device:`, `exclude:` and `placeholders:`,
/// and the command line's `--device` and `--strict`.
public struct PreviewOptions: Sendable, Hashable {
    /// framelab.yml's `device:`, for previews that name none.
    public var device: String?
    /// `--device`: every preview on this device, whatever it names.
    public var deviceOverride: String?
    /// Patterns (`fnmatch`, `*` crossing folders) leaving out a file (`Sources/Legacy/*`) or one preview, written
    /// `path#id` (`Sources/Views/Card.swift#dark-mode`).
    public var exclude: [String] = []
    /// Declared sizes of other modules' views, by type name.
    public var placeholders: [String: Size] = [:]
    /// `--strict`: a placeholder is an error.
    public var strict = false
    /// framelab.yml's `osVersion:`, `chrome:`, `images:` and `symbols:`: the iOS profile and the asset sizes of every
    /// preview and scenario (a scenario file's settings win).
    public var settings = SettingsPatch()

    public init() {}

    /// Every option in a fixed order, for the build's fingerprint.
    public var fingerprint: String {
        let sizes = placeholders.sorted { $0.key < $1.key }.map { "\($0.key)=\(formatNumber($0.value.width))x\(formatNumber($0.value.height))" }
        return "device=\(device ?? "-") override=\(deviceOverride ?? "-") strict=\(strict) exclude=\(exclude.joined(separator: "|")) "
            + "placeholders=\(sizes.joined(separator: ",")) osVersion=\(settings.osVersion.map(String.init) ?? "-") "
            + "chrome=\(settings.chrome.sorted { $0.key < $1.key }.map { "\($0.key)=\(formatNumber($0.value))" }.joined(separator: ","))"
            + " images=\(Self.sizes(settings.images)) symbols=\(Self.sizes(settings.symbols))"
            + " text=\(settings.textModel?.rawValue ?? "-")"
            + " fonts=\(settings.fonts.sorted { $0.key < $1.key }.map { "\($0.key)=\(String($0.value.font.digest, radix: 16))" }.joined(separator: ","))"
    }

    private static func sizes(_ sizes: [String: Size]) -> String {
        sizes.sorted { $0.key < $1.key }.map { "\($0.key)=\(formatNumber($0.value.width))x\(formatNumber($0.value.height))" }.joined(separator: ",")
    }

    /// Whether a pattern leaves out `path`, or the preview `id` of it.
    func excludes(_ path: String, id: String? = nil) -> Bool {
        exclude.contains { pattern in
            if fnmatch(pattern, path, 0) == 0 { return true }
            guard let id else { return false }
            return fnmatch(pattern, path + "#" + id, 0) == 0
        }
    }
}

/// A `.swift` file as a build input: each of its previews is a scenario (`PreviewDiscovery`), laid out in the
/// container Xcode's canvas gives it (the device's screen and safe area, size-that-fits or a fixed size, the
/// orientation). The views themselves are interpreted when the scenario is built, in the build's program.
enum PreviewLoader {
    static func load(_ source: SwiftSourceFile, text: String, relativePath: String, displayPath: String, options: PreviewOptions) -> LoadedFile {
        guard source.diagnostics.isEmpty else {
            return LoadedFile(relativePath: relativePath, displayPath: displayPath, file: nil, diagnostics: source.diagnostics)
        }
        let (previews, found) = PreviewDiscovery.previews(in: source)
        var diagnostics = found
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var scenarios: [Scenario] = []
        var skipped = 0
        for (index, preview) in previews.enumerated() {
            if preview.isIgnored || options.excludes(displayPath, id: preview.id) { continue }
            let deviceName = options.deviceOverride ?? preview.container.device ?? options.device ?? PreviewDevices.defaultName
            guard let device = PreviewDevices.named(deviceName) else {
                let location = options.deviceOverride == nil ? (preview.container.deviceLocation ?? preview.location) : preview.location
                diagnostics.append(Diagnostic("unknown device '\(deviceName)'; \(PreviewDevices.knownList)", at: location))
                skipped += 1
                continue
            }
            let firstLine = preview.lines.lowerBound, lastLine = min(preview.lines.upperBound, lines.count)
            var scenario = Scenario(
                id: preview.id, caption: caption(preview, device: device), settings: settings(preview.container, device: device, defaults: options.settings),
                viewSource: lines[(firstLine - 1)..<lastLine].joined(separator: "\n"),
                viewOrigin: SourceLocation(file: displayPath, line: firstLine, column: 1),
                viewKeyLocation: preview.location, location: preview.location, expectations: [])
            // framelab.yml's `images:` and `symbols:`; an image undeclared there is a placeholder (`Placeholders`).
            scenario.assets = options.settings.assets(scenario.settings)
            scenario.preview = PreviewReference(file: displayPath, digest: source.digest, index: index, title: preview.title)
            if case .sizeThatFits = preview.container.layout { scenario.sizesToFit = true }
            scenario.swiftEnvironment = environment(preview.container, device: device, options: options)
            if preview.container.colorScheme == "dark" { scenario.figure.appearance = .dark }
            scenarios.append(scenario)
        }
        let name = (displayPath as NSString).lastPathComponent
        let file = ScenarioFile(displayPath: displayPath, relativePath: relativePath, title: name,
                                summary: "The previews of \(displayPath), laid out as Xcode's canvas shows them.", scenarios: scenarios)
        return LoadedFile(relativePath: relativePath, displayPath: displayPath, file: file, diagnostics: diagnostics,
                          skippedScenarios: skipped)
    }

    /// The canvas: the device's screen and safe area, the device's screen offered to a view sized to fit, or a fixed size.
    static func settings(_ container: PreviewContainer, device: PreviewDevice, defaults: SettingsPatch = SettingsPatch()) -> LayoutSettings {
        let screen = device.screen(container.orientation)
        var settings = switch container.layout {
        case .device:
            LayoutSettings(canvas: screen.size, safeArea: screen.safeArea, displayScale: device.scale)
        case .sizeThatFits:
            LayoutSettings(canvas: screen.size, safeArea: .zero, displayScale: device.scale)
        case .fixed(let width, let height):
            LayoutSettings(canvas: Size(width: width, height: height), safeArea: .zero, displayScale: device.scale)
        }
        settings.chrome = defaults.applied(to: settings).chrome
        return settings
    }

    /// What the preview's `@Environment` reads: the device's size classes in its orientation, its scale, the colour scheme.
    static func environment(_ container: PreviewContainer, device: PreviewDevice, options: PreviewOptions) -> SwiftEnvironment {
        var environment = SwiftEnvironment()
        let classes = device.sizeClasses(container.orientation)
        environment.values["horizontalSizeClass"] = classes.horizontal
        environment.values["verticalSizeClass"] = classes.vertical
        environment.values["displayScale"] = formatNumber(device.scale)
        environment.values["userInterfaceIdiom"] = device.isPad ? "pad" : "phone"
        if let scheme = container.colorScheme { environment.values["colorScheme"] = scheme }
        environment.placeholders = options.placeholders
        environment.screen = device.screen(container.orientation).size
        return environment
    }

    /// "Settings · iPhone 16, portrait, 393×852, safe area 59 top, 34 bottom": the preview's name, then its container.
    static func caption(_ preview: PreviewDeclaration, device: PreviewDevice) -> String {
        let screen = device.screen(preview.container.orientation)
        let size = "\(formatNumber(screen.size.width))×\(formatNumber(screen.size.height))"
        let orientation = preview.container.orientation.rawValue
        let container: String
        switch preview.container.layout {
        case .device:
            let insets = screen.safeArea
            let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
                .filter { $0.1 != 0 }.map { "\(formatNumber($0.1)) \($0.0)" }
            container = "\(device.name), \(orientation), \(size), safe area " + (edges.isEmpty ? "none" : edges.joined(separator: ", "))
        case .sizeThatFits:
            container = "size that fits, offered \(device.name)'s \(orientation) screen, \(size)"
        case .fixed(let width, let height):
            container = "fixed layout, \(formatNumber(width))×\(formatNumber(height)), the view centred"
        }
        return preview.title + " · " + container
    }
}
