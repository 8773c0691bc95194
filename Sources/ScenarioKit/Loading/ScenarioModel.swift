import ConstraintLayout
import LayoutCore
import ViewLayout

/// One scenario file, as loaded: its place under the scenarios root, its heading and its scenarios.
/// Scenarios with errors are left out (their diagnostics are in the `LoadedFile`).
public struct ScenarioFile: Sendable, Hashable {
    /// The path as printed in messages (the scenarios root as given, joined with `relativePath`).
    public var displayPath: String
    /// The path under the scenarios root, with `.yaml`: `flexible-frame/min-only.yaml`.
    public var relativePath: String
    public var title: String
    public var summary: String?
    public var scenarios: [Scenario]
    /// `swift:` the file's own `.swift` files and folders (as paths from the working folder), added to framelab.yml's.
    public var swiftSources: [String] = []

    public init(displayPath: String, relativePath: String, title: String, summary: String?, scenarios: [Scenario]) {
        self.displayPath = displayPath; self.relativePath = relativePath
        self.title = title; self.summary = summary; self.scenarios = scenarios
    }

    /// Its place in `Output/`: the relative path without `.yaml` (`flexible-frame/min-only`).
    public var outputPath: String { ScenarioLoader.outputFolder(ofFile: relativePath) }
}

/// One scenario of a file: settings resolved (defaults ← file ← scenario), the Swift source of its
/// view with where that source sits in the YAML, and its expectations.
public struct Scenario: Sendable, Hashable {
    public var id: String
    public var caption: String?
    public var settings: LayoutSettings
    /// The declared sizes of the images and symbols the view uses.
    public var assets: AppAssets
    /// The `view:` source, exactly as the block scalar holds it.
    public var viewSource: String
    /// Where line 1, column 1 of `viewSource` is in the YAML file.
    public var viewOrigin: SourceLocation
    /// Where every character of `viewSource` is in the YAML file (nil for a view not read from a file).
    public var viewSourceMap: ScalarSourceMap?
    /// The location of the `view` key (for errors about the view as a whole).
    public var viewKeyLocation: SourceLocation
    /// The location of the scenario's `id` value.
    public var location: SourceLocation
    public var expectations: [Expectation]
    /// An Auto Layout scenario's views and constraints (then `viewSource` is empty).
    public var constraints: ConstraintScenario?
    /// A comparison: the SwiftUI view (`viewSource`) and this Auto Layout layout, solved in a container of
    /// `autoLayoutCanvas` and drawn in one figure below the SwiftUI view (`EngineComparison`).
    public var autoLayout: ConstraintScenario?
    public var autoLayoutCanvas = Size(width: 400, height: 80)
    /// The figure's style and crop as the file and the scenario choose them (`figure:`); unset: the build's.
    public var figure = FigureOptions()
    /// What `@Environment` and `#if` read in the app's code (`settings: {environment:, conditions:}`).
    public var swiftEnvironment = SwiftEnvironment()
    /// A preview read from one of the app's `.swift` files: its view is the preview's, not `viewSource` (which then
    /// holds the preview's lines, for its page).
    public var preview: PreviewReference?
    /// Proposed the canvas, then laid out again in a canvas of the size the view chose (`.sizeThatFitsLayout`).
    public var sizesToFit = false
    /// What its outputs depend on in its file, as a digest (`ScenarioReuseKeys`); nil when that cannot be told.
    public var reuseKey: String?

    public init(id: String, caption: String?, settings: LayoutSettings, assets: AppAssets = AppAssets(),
                viewSource: String, viewOrigin: SourceLocation, viewSourceMap: ScalarSourceMap? = nil,
                viewKeyLocation: SourceLocation, location: SourceLocation,
                expectations: [Expectation], constraints: ConstraintScenario? = nil) {
        self.id = id; self.caption = caption; self.settings = settings; self.assets = assets; self.viewSource = viewSource
        self.viewOrigin = viewOrigin; self.viewSourceMap = viewSourceMap; self.viewKeyLocation = viewKeyLocation; self.location = location
        self.expectations = expectations; self.constraints = constraints
    }

    /// The origin in the form the SwiftUI interpreter takes.
    public var swiftOrigin: SwiftSourceOrigin {
        SwiftSourceOrigin(file: viewOrigin.file, line: viewOrigin.line, column: viewOrigin.column, map: viewSourceMap)
    }
}

/// Which preview of which `.swift` file a scenario lays out: the file by its content's digest, found again in the
/// build's program, and the preview by its place in `PreviewDiscovery`'s list for that content.
public struct PreviewReference: Sendable, Hashable {
    public var file: String
    public var digest: String
    public var index: Int
    /// As the preview is named: its name, else its view's type (`PreviewDeclaration.title`).
    public var title: String
    public init(file: String, digest: String, index: Int, title: String) {
        self.file = file; self.digest = digest; self.index = index; self.title = title
    }
}

/// `expect: {subject: {width: 100}}`: the checks on one named node.
public struct Expectation: Sendable, Hashable {
    public var name: String
    /// Where the name key is (unknown names are reported here).
    public var nameLocation: SourceLocation
    public var checks: [Check]

    public init(name: String, nameLocation: SourceLocation, checks: [Check]) {
        self.name = name; self.nameLocation = nameLocation; self.checks = checks
    }

    public enum Field: String, Sendable, Hashable, CaseIterable {
        case x, y, width, height
    }

    /// One field's expected value; `location` is the field's key (its line is the one failures name).
    public struct Check: Sendable, Hashable {
        public var field: Field
        public var value: Double
        public var location: SourceLocation
        public init(field: Field, value: Double, location: SourceLocation) {
            self.field = field; self.value = value; self.location = location
        }
    }
}

/// Settings as written in one `settings:` mapping: every key optional, so that a scenario overrides
/// its file key by key, nested keys included (`canvas: {height: 100}` keeps the file's width).
public struct SettingsPatch: Sendable, Hashable {
    public var canvasWidth: Double?
    public var canvasHeight: Double?
    public var safeAreaTop: Double?
    public var safeAreaLeading: Double?
    public var safeAreaBottom: Double?
    public var safeAreaTrailing: Double?
    public var layoutDirection: LayoutDirection?
    public var displayScale: Double?
    public var charWidth: Double?
    public var lineHeight: Double?
    /// `text: {model: system}`: San Francisco's measured metrics; `charWidth`/`lineHeight` imply `monospaced`.
    public var textModel: TextMetrics.Model?
    public var siblingSpacing: Double?
    public var containerSpacing: Double?
    /// The text model's reference font size (`text: {fontSize: 17}`), which `.font` scales against.
    public var fontSize: Double?
    public var platform: Platform?
    /// `osVersion: 18`, the iOS whose chrome is composed; `chrome:` numbers replacing the profile's; `scrolled: true`.
    public var osVersion: Int?
    public var chrome: [String: Double] = [:]
    public var isScrolled: Bool?
    public var isExpanded: Bool?
    /// Declared image and symbol sizes by name; a scenario's add to (and override) its file's.
    public var images: [String: Size] = [:]
    public var symbols: [String: Size] = [:]
    /// The app's fonts by the name `.custom` uses (framelab.yml's `fonts:`), read from their files.
    public var fonts: [String: CustomFont] = [:]
    /// `environment:` values `@Environment` reads (`horizontalSizeClass: regular`); a scenario's add to its file's.
    public var environment: [String: String] = [:]
    /// `conditions:` the active compilation conditions `#if` reads (`[DEBUG, simulator]`).
    public var conditions: [String]?

    public init() {}

    /// `other`'s keys win where it sets them.
    public func overridden(by other: SettingsPatch) -> SettingsPatch {
        var r = self
        r.canvasWidth = other.canvasWidth ?? canvasWidth
        r.canvasHeight = other.canvasHeight ?? canvasHeight
        r.safeAreaTop = other.safeAreaTop ?? safeAreaTop
        r.safeAreaLeading = other.safeAreaLeading ?? safeAreaLeading
        r.safeAreaBottom = other.safeAreaBottom ?? safeAreaBottom
        r.safeAreaTrailing = other.safeAreaTrailing ?? safeAreaTrailing
        r.layoutDirection = other.layoutDirection ?? layoutDirection
        r.displayScale = other.displayScale ?? displayScale
        r.charWidth = other.charWidth ?? charWidth
        r.lineHeight = other.lineHeight ?? lineHeight
        r.textModel = other.textModel ?? textModel
        r.siblingSpacing = other.siblingSpacing ?? siblingSpacing
        r.containerSpacing = other.containerSpacing ?? containerSpacing
        r.fontSize = other.fontSize ?? fontSize
        r.platform = other.platform ?? platform
        r.osVersion = other.osVersion ?? osVersion
        r.chrome = chrome.merging(other.chrome) { $1 }
        r.isScrolled = other.isScrolled ?? isScrolled
        r.isExpanded = other.isExpanded ?? isExpanded
        r.images = images.merging(other.images) { $1 }
        r.symbols = symbols.merging(other.symbols) { $1 }
        r.fonts = fonts.merging(other.fonts) { $1 }
        r.environment = environment.merging(other.environment) { $1 }
        r.conditions = other.conditions ?? conditions
        return r
    }

    /// The settings with this patch applied over `base`. The text model's vertical metrics are derived
    /// from the resolved line height, as `TextMetrics(charWidth:lineHeight:)` does.
    public func applied(to base: LayoutSettings = LayoutSettings()) -> LayoutSettings {
        var s = base
        s.canvas = Size(width: canvasWidth ?? base.canvas.width, height: canvasHeight ?? base.canvas.height)
        s.safeArea = EdgeInsets(top: safeAreaTop ?? base.safeArea.top, leading: safeAreaLeading ?? base.safeArea.leading,
                                bottom: safeAreaBottom ?? base.safeArea.bottom,
                                trailing: safeAreaTrailing ?? base.safeArea.trailing)
        s.layoutDirection = layoutDirection ?? base.layoutDirection
        s.displayScale = displayScale ?? base.displayScale
        s.platform = platform ?? base.platform
        s.chrome = ChromeSettings(osVersion: osVersion ?? base.chrome.osVersion, overrides: base.chrome.overrides.merging(chrome) { $1 },
                                  isScrolled: isScrolled ?? base.chrome.isScrolled, isExpanded: isExpanded ?? base.chrome.isExpanded)
        if (textModel ?? base.text.model) == .system {
            // San Francisco at the reference size (17 pt unless `fontSize` says otherwise).
            s.text = TextMetrics.system.scaled(by: (fontSize ?? TextMetrics.bodySize) / TextMetrics.bodySize)
        } else if charWidth != nil || lineHeight != nil || fontSize != nil || textModel == .monospaced {
            let metrics = base.text.model == .system ? TextMetrics() : base.text
            s.text = TextMetrics(charWidth: charWidth ?? metrics.charWidth, lineHeight: lineHeight ?? metrics.lineHeight,
                                 fontSize: fontSize ?? metrics.fontSize)
        }
        return s
    }

    /// What the app's `@Environment` properties and `#if`s read: the defaults, with this patch's values over them.
    public func swiftEnvironment(_ base: LayoutSettings = LayoutSettings()) -> SwiftEnvironment {
        let settings = applied(to: base)
        var environment = SwiftEnvironment(values: SwiftEnvironment.defaultValues.merging(environment) { $1 },
                                           conditions: conditions.map(Set.init) ?? SwiftEnvironment.defaultConditions,
                                           platform: settings.platform)
        environment.screen = settings.canvas
        return environment
    }

    /// The declared images and symbols, and the app's fonts; an undeclared symbol is one text line square (FrameLab's model:
    /// no source records an SF Symbol's frame; at the body size it is about one line tall).
    public func assets(_ base: LayoutSettings = LayoutSettings()) -> AppAssets {
        let line = applied(to: base).text.lineHeight
        return AppAssets(images: images, symbols: symbols, defaultSymbol: Size(width: line, height: line), fonts: fonts)
    }
}

/// The Auto Layout part of a scenario: `views:`, the `constraints:` block as written and where it starts in the file,
/// `metrics:` for VFL, `expectConflict:`, and the standard spacings.
public struct ConstraintScenario: Sendable, Hashable {
    public var views: [LayoutView]
    public var block: String
    /// Where line 1, column 1 of `block` is in the YAML file.
    public var blockOrigin: SourceLocation
    /// Where every character of `block` is in the YAML file (nil for a block not read from a file).
    public var blockMap: ScalarSourceMap?
    public var metrics: [String: Double]
    public var expectConflict: Bool
    public var siblingSpacing: Double
    public var containerSpacing: Double
    /// The container's own `directionalLayoutMargins` (nil: none set; the root view's system minimum applies).
    public var containerMargins: DirectionalInsets?

    public init(views: [LayoutView], block: String, blockOrigin: SourceLocation, blockMap: ScalarSourceMap? = nil,
                metrics: [String: Double], expectConflict: Bool, siblingSpacing: Double, containerSpacing: Double,
                containerMargins: DirectionalInsets? = nil) {
        self.views = views; self.block = block; self.blockOrigin = blockOrigin; self.blockMap = blockMap; self.metrics = metrics
        self.expectConflict = expectConflict; self.siblingSpacing = siblingSpacing; self.containerSpacing = containerSpacing
        self.containerMargins = containerMargins
    }

}
