/// Everything the SwiftUI interpreter understands, in one table. The interpreter dispatches on these
/// names, "did you mean" suggestions come from them, `framelab supported` prints them, and the README's
/// "What FrameLab understands" table is generated from them (a test fails when the README drifts).
public enum SwiftUIVocabulary {
    public enum Category: String, CaseIterable, Sendable {
        case view = "Views"
        case container = "Containers and lists"
        case layout = "Layout modifiers"
        case environment = "Environment modifiers"
        case drawing = "Drawing effects (no layout effect, drawn in the figure)"
        case attribute = "Names, styles and image options (no layout effect)"
        case chrome = "Bars, lists and tabs (read by the NavigationStack, TabView or List around the view)"
        case accepted = "Accepted and listed, no layout effect"

        /// Whether a modifier of this category adds a node around the view (a layout or environment
        /// modifier) or is kept on the view it is applied to.
        var addsNode: Bool { self == .layout || self == .environment }
    }

    public struct Entry: Sendable {
        /// `Text`, `.frame`.
        public var name: String
        /// The forms understood, as written in Swift.
        public var forms: String
        public var category: Category
        /// The page of `Docs/swiftui/` that gives its rule, numbers and source (without `.md`).
        public var doc: String
    }

    static func view(_ name: String, _ forms: String, _ category: Category = .view, doc: String) -> Entry {
        Entry(name: name, forms: forms, category: category, doc: doc)
    }
    static func modifier(_ name: String, _ forms: String, _ category: Category, doc: String) -> Entry {
        Entry(name: "." + name, forms: forms, category: category, doc: doc)
    }

    public static let entries: [Entry] = [
        view("Text", "`Text(\"…\")`, `Text(verbatim:)`, interpolation of loop variables", doc: "text"),
        view("Color", "`Color.red`, `.red` where a colour is expected, `Color(…)` (drawn grey)", doc: "color"),
        view("Rectangle", "`Rectangle()`", doc: "shapes"),
        view("RoundedRectangle", "`RoundedRectangle(cornerRadius:style:)`", doc: "shapes"),
        view("Circle", "`Circle()`", doc: "shapes"),
        view("Ellipse", "`Ellipse()`", doc: "shapes"),
        view("Capsule", "`Capsule(style:)`", doc: "shapes"),
        view("ContainerRelativeShape", "`ContainerRelativeShape()`: the shape of `.containerShape(_:)` above it, else a rectangle", doc: "shapes"),
        view("Image", "`Image(\"name\")`, `Image(decorative:)`, `Image(systemName:)`; sizes from `settings: images:`/`symbols:`", doc: "image"),
        view("Spacer", "`Spacer()`, `Spacer(minLength:)`", doc: "spacer"),
        view("Divider", "`Divider()`", doc: "divider"),
        view("EmptyView", "`EmptyView()`", doc: "empty-view"),
        view("VStack", "`VStack(alignment:spacing:) { … }`", .container, doc: "stacks"),
        view("HStack", "`HStack(alignment:spacing:) { … }`", .container, doc: "stacks"),
        view("ZStack", "`ZStack(alignment:) { … }`", .container, doc: "zstack"),
        view("VStackLayout", "`VStackLayout(alignment:spacing:) { … }`: lays out as `VStack`", .container, doc: "stacks"),
        view("HStackLayout", "`HStackLayout(alignment:spacing:) { … }`: lays out as `HStack`", .container, doc: "stacks"),
        view("ZStackLayout", "`ZStackLayout(alignment:) { … }`: lays out as `ZStack`", .container, doc: "zstack"),
        view("LazyVGrid", "`LazyVGrid(columns: [GridItem(.flexible()), …], alignment:spacing:) { … }`, `.fixed`, `.adaptive(minimum:)`",
             .container, doc: "lazy-grid"),
        view("LazyHGrid", "`LazyHGrid(rows: [GridItem(…)], alignment:spacing:) { … }`", .container, doc: "lazy-grid"),
        view("Grid", "`Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`: columns from the cells",
             .container, doc: "grid"),
        view("GridRow", "`GridRow(alignment:) { … }`: a Grid's row; outside a Grid, its cells", .container, doc: "grid"),
        view("GridLayout", "`GridLayout(…) { … }`, `AnyLayout(GridLayout(…))`: lays out as `Grid`", .container, doc: "grid"),
        view("GeometryReader", "`GeometryReader { proxy in … }`: as large as its proposal; `proxy.size.width`, `.height`, "
             + "`proxy.safeAreaInsets.top` in numbers",
             .container, doc: "geometry-reader"),
        view("ScrollView", "`ScrollView { … }`, `ScrollView(.horizontal, showsIndicators:) { … }`, `[.horizontal, .vertical]`",
             .container, doc: "scroll-view"),
        view("LazyVStack", "`LazyVStack(alignment:spacing:) { … }`: a VStack as wide as its proposal", .container, doc: "scroll-view"),
        view("LazyHStack", "`LazyHStack(alignment:spacing:) { … }`: an HStack as tall as its proposal", .container, doc: "scroll-view"),
        view("ViewThatFits", "`ViewThatFits(in:) { … }`: the first child whose ideal size fits, else the last", .container,
             doc: "view-that-fits"),
        view("AnyLayout", "`AnyLayout(HStackLayout(…)) { … }`: lays out as the layout it wraps", .container, doc: "stacks"),
        view("Button", "`Button(\"Title\") { … }`, `Button { … } label: { … }`, `Button(\"Title\", systemImage:)`: its label "
             + "(iOS: borderless); `.buttonStyle(.bordered)` adds 12/7 insets", .container, doc: "controls"),
        view("Link", "`Link(\"Title\", destination: …)`, `Link(destination:) { … }`: its label", .container, doc: "controls"),
        view("Toggle", "`Toggle(\"Title\", isOn: $on)`, `Toggle(isOn:) { … }`: label, Spacer, a 51×31 switch", .container, doc: "controls"),
        view("Stepper", "`Stepper(\"Title\", value: $v, in: 0...9)`: label, Spacer, a 94×32 stepper", .container, doc: "controls"),
        view("TextField", "`TextField(\"Prompt\", text: $t)`, `SecureField`: the whole width, one line; "
             + "`.textFieldStyle(.roundedBorder)` adds 7", .container, doc: "controls"),
        view("SecureField", "`SecureField(\"Password\", text: $p)`: as TextField", .container, doc: "controls"),
        view("Label", "`Label(\"Title\", systemImage:)`, `Label { … } icon: { … }`: icon, 8, title", .container, doc: "controls"),
        view("ProgressView", "`ProgressView()` (a 20×20 spinner), `ProgressView(value:)` (a bar 4 tall), with a title", .container,
             doc: "controls"),
        view("Slider", "`Slider(value: $v, in: 0...1)`: the whole width, 31 tall; value labels at its ends", .container, doc: "controls"),
        view("NavigationStack", "`NavigationStack { … }`, `NavigationStack(path:) { … }`: the navigation bar (per iOS version) above "
             + "the root view", .container, doc: "navigation"),
        view("NavigationView", "`NavigationView { … }`: as NavigationStack", .container, doc: "navigation"),
        view("NavigationSplitView", "`NavigationSplitView { sidebar } detail: { … }`: compact width, the sidebar in a NavigationStack",
             .container, doc: "navigation"),
        view("NavigationLink", "`NavigationLink(\"Title\") { … }`, `NavigationLink { … } label: { … }`, `(value:)`: its label; in a List "
             + "with a disclosure chevron", .container, doc: "navigation"),
        view("List", "`List { … }`, `List(items) { item in … }`, `List(selection:)`: a scrolling list of rows and sections, "
             + "per `.listStyle`", .container, doc: "lists"),
        view("Form", "`Form { … }`: an inset-grouped list", .container, doc: "lists"),
        view("Section", "`Section(\"Title\") { … }`, `Section(header:footer:)`, `Section { … } header: { … } footer: { … }`", .container,
             doc: "lists"),
        view("TabView", "`TabView { … }`: the first tab above the tab bar (per iOS version); `.tabViewStyle(.page)`", .container,
             doc: "tab-view"),
        view("Tab", "`Tab(\"Title\", systemImage:) { … }`: a TabView's tab", .container, doc: "tab-view"),
        view("Picker", "`Picker(\"Size\", selection: $s) { … }`: menu (label, the first option, ⌃⌄), `.segmented`, `.inline`, "
             + "`.wheel`, `.navigationLink`", .container, doc: "form-controls"),
        view("DatePicker", "`DatePicker(\"Date\", selection: $d)`, `displayedComponents:`: compact buttons with a sample date",
             .container, doc: "form-controls"),
        view("ColorPicker", "`ColorPicker(\"Tint\", selection: $c)`: label, Spacer, a swatch", .container, doc: "form-controls"),
        view("LabeledContent", "`LabeledContent(\"Version\", value: \"1.0\")`, `LabeledContent { … } label: { … }`", .container,
             doc: "form-controls"),
        view("DisclosureGroup", "`DisclosureGroup(\"More\") { … }`: collapsed; `settings: {expanded: true}` shows the content",
             .container, doc: "form-controls"),
        view("Menu", "`Menu(\"Options\") { … }`, `Menu { … } label: { … }`: its label", .container, doc: "form-controls"),
        view("ShareLink", "`ShareLink(item:)`, `ShareLink(\"Title\", item:)`: its label", .container, doc: "form-controls"),
        view("TextEditor", "`TextEditor(text: $t)`: takes its proposal", .container, doc: "form-controls"),
        view("Gauge", "`Gauge(value: 0.4) { Text(\"Level\") }`: the label over a bar", .container, doc: "form-controls"),
        view("ContentUnavailableView", "`ContentUnavailableView(\"No Mail\", systemImage:, description:)`: centred in its proposal",
             .container, doc: "form-controls"),
        view("Group", "`Group { … }`: flattened into the enclosing container; its modifiers apply to each view", .container,
             doc: "group-foreach"),
        view("ForEach", "`ForEach(0..<3) { i in … }`, `ForEach([\"a\", \"b\"], id: \\.self) { name in … }`, `$0`", .container,
             doc: "group-foreach"),

        modifier("frame", "`.frame(width:height:alignment:)`", .layout, doc: "frame-fixed"),
        modifier("frame", "`.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`", .layout,
                 doc: "frame-flexible"),
        modifier("padding", "`.padding()`, `.padding(20)`, `.padding(.horizontal, 8)`, `.padding(EdgeInsets(…))`", .layout,
                 doc: "padding"),
        modifier("offset", "`.offset(x:y:)`, `.offset(CGSize(…))`", .layout, doc: "offset"),
        modifier("containerRelativeFrame", "`.containerRelativeFrame(.horizontal)`, `(_:count:span:spacing:alignment:)`: "
                 + "a length from the nearest ScrollView or the window", .layout, doc: "container-relative-frame"),
        modifier("position", "`.position(x:y:)`, `.position(x:)`, `.position(y:)`, `.position(CGPoint(x:y:))`", .layout,
                 doc: "position"),
        modifier("fixedSize", "`.fixedSize()`, `.fixedSize(horizontal:vertical:)`", .layout, doc: "fixed-size"),
        modifier("layoutPriority", "`.layoutPriority(1)`", .layout, doc: "layout-priority"),
        modifier("aspectRatio", "`.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(CGSize(…), contentMode:)`, "
                 + "`.aspectRatio(contentMode: .fill)`", .layout, doc: "aspect-ratio"),
        modifier("scaledToFit", "`.scaledToFit()`", .layout, doc: "aspect-ratio"),
        modifier("scaledToFill", "`.scaledToFill()`", .layout, doc: "aspect-ratio"),
        modifier("overlay", "`.overlay { … }`, `.overlay(alignment:) { … }`, `.overlay(Color.red)`, `.overlay(view, alignment:)`",
                 .layout, doc: "overlay-background"),
        modifier("background", "`.background { … }`, `.background(alignment:) { … }`, `.background(Color.red)`, "
                 + "`.background(.red)`, `.background(.ultraThinMaterial)`, `.background(Color.red, in: shape)`",
                 .layout, doc: "overlay-background"),
        modifier("border", "`.border(Color.red, width: 2)`", .layout, doc: "border"),
        modifier("ignoresSafeArea", "`.ignoresSafeArea()`, `.ignoresSafeArea(.container, edges: .top)`", .layout,
                 doc: "ignores-safe-area"),
        modifier("edgesIgnoringSafeArea", "`.edgesIgnoringSafeArea(.all)`", .layout, doc: "ignores-safe-area"),
        modifier("safeAreaInset", "`.safeAreaInset(edge: .bottom, alignment:spacing:) { bar }`: a bar at the edge; the view's "
                 + "safe area grows by it", .layout, doc: "safe-area-inset"),
        modifier("safeAreaPadding", "`.safeAreaPadding(20)`, `(.horizontal, 20)`, `(EdgeInsets(…))`: padding that is unsafe area "
                 + "for the content", .layout, doc: "safe-area-inset"),
        modifier("alignmentGuide", "`.alignmentGuide(.leading) { d in d[.trailing] - 20 }`: `d.width`, `d.height`, `d[guide]`, "
                 + "+ − × ÷, `min`, `max`", .layout, doc: "alignment-guide"),
        modifier("gridCellColumns", "`.gridCellColumns(2)`: a Grid cell spanning columns", .layout, doc: "grid"),
        modifier("gridCellUnsizedAxes", "`.gridCellUnsizedAxes(.horizontal)`: proposed its column's width, not a share",
                 .layout, doc: "grid"),
        modifier("gridColumnAlignment", "`.gridColumnAlignment(.trailing)`: the alignment of the cell's Grid column",
                 .layout, doc: "grid"),
        modifier("gridCellAnchor", "`.gridCellAnchor(.topLeading)`, `UnitPoint(x:y:)`: where the cell sits in its slot",
                 .layout, doc: "grid"),
        modifier("lineLimit", "`.lineLimit(2)`, `.lineLimit(nil)`", .environment, doc: "line-limit"),
        modifier("font", "`.font(.title)` and every text style, `.font(.system(size: 20))`, `.font(.custom(\"…\", size: 20))`",
                 .environment, doc: "font"),

        modifier("dynamicTypeSize", "`.dynamicTypeSize(.xxxLarge)`, `...DynamicTypeSize.large`: the text styles' sizes below (HIG tables)", .environment, doc: "font"),
        modifier("containerShape", "`.containerShape(Circle())`, `.rect(cornerRadius:)`: the shape of a `ContainerRelativeShape` below", .environment, doc: "shapes"),
        modifier("imageScale", "`.imageScale(.small)`, `.medium`, `.large`: the symbols below × 0.8, 1, 1.3", .environment, doc: "image"),
        modifier("textCase", "`.textCase(.uppercase)`, `.lowercase`, `nil`: the texts below", .environment, doc: "text"),

        modifier("buttonStyle", "`.buttonStyle(.bordered)`, `.borderedProminent`, `.plain`, `.borderless`: on the Buttons inside",
                 .environment, doc: "controls"),
        modifier("toggleStyle", "`.toggleStyle(.switch)`", .environment, doc: "controls"),
        modifier("textFieldStyle", "`.textFieldStyle(.roundedBorder)`, `.plain`", .environment, doc: "controls"),
        modifier("progressViewStyle", "`.progressViewStyle(.linear)`, `.circular`", .environment, doc: "controls"),
        modifier("labelStyle", "`.labelStyle(.iconOnly)`, `.titleOnly`, `.titleAndIcon`", .environment, doc: "controls"),
        modifier("labelsHidden", "`.labelsHidden()`: a Toggle or Stepper without its label", .environment, doc: "controls"),

        modifier("listStyle", "`.listStyle(.plain)`, `.grouped`, `.insetGrouped`, `.inset`, `.sidebar`, `PlainListStyle()`", .environment,
                 doc: "lists"),
        modifier("formStyle", "`.formStyle(.grouped)`: a Form is inset-grouped on iOS in every style", .environment, doc: "lists"),
        modifier("listSectionSpacing", "`.listSectionSpacing(20)`, `.compact`, `.default`: between a List's sections", .environment, doc: "lists"),
        modifier("scrollContentBackground", "`.scrollContentBackground(.hidden)`: no grouped background behind a List", .environment,
                 doc: "lists"),
        modifier("pickerStyle", "`.pickerStyle(.segmented)`, `.menu`, `.inline`, `.wheel`, `.navigationLink`", .environment,
                 doc: "form-controls"),
        modifier("tabViewStyle", "`.tabViewStyle(.page)`: pages, no tab bar; `.automatic`", .environment, doc: "tab-view"),

        modifier("navigationTitle", "`.navigationTitle(\"Inbox\")`, `Text(…)`: the bar's title, large at the root", .chrome, doc: "navigation"),
        modifier("navigationBarTitle", "`.navigationBarTitle(\"Inbox\", displayMode: .inline)`", .chrome, doc: "navigation"),
        modifier("navigationBarTitleDisplayMode", "`.navigationBarTitleDisplayMode(.inline)`, `.large`, `.automatic`", .chrome,
                 doc: "navigation"),
        modifier("toolbarTitleDisplayMode", "`.toolbarTitleDisplayMode(.inline)`, `.large`, `.automatic`", .chrome, doc: "navigation"),
        modifier("toolbar", "`.toolbar { ToolbarItem(placement: .topBarTrailing) { … } }`, `ToolbarItemGroup`, `.bottomBar`, `.principal`; "
                 + "`.toolbar(.hidden, for: .navigationBar)`", .chrome, doc: "navigation"),
        modifier("navigationBarItems", "`.navigationBarItems(leading:trailing:)`", .chrome, doc: "navigation"),
        modifier("navigationBarHidden", "`.navigationBarHidden(true)`: no bar", .chrome, doc: "navigation"),
        modifier("searchable", "`.searchable(text:prompt:)`: a search field below the title", .chrome, doc: "navigation"),
        modifier("tabItem", "`.tabItem { Label(\"Home\", systemImage: \"house\") }`: the tab's item in the bar", .chrome, doc: "tab-view"),
        modifier("listRowInsets", "`.listRowInsets(EdgeInsets(…))`: the row's insets", .chrome, doc: "lists"),
        modifier("listRowBackground", "`.listRowBackground(Color.yellow)`: behind the row", .chrome, doc: "lists"),
        modifier("listRowSeparator", "`.listRowSeparator(.hidden)`: no separator under the row", .chrome, doc: "lists"),

        modifier("opacity", "`.opacity(0.5)`", .drawing, doc: "drawing-effects"),
        modifier("cornerRadius", "`.cornerRadius(12)`", .drawing, doc: "drawing-effects"),
        modifier("clipShape", "`.clipShape(Circle())`, `.clipShape(RoundedRectangle(cornerRadius: 8))`, `.clipShape(.capsule)`",
                 .drawing, doc: "drawing-effects"),
        modifier("clipped", "`.clipped()`", .drawing, doc: "drawing-effects"),
        modifier("rotationEffect", "`.rotationEffect(.degrees(45))`, `.radians(…)`", .drawing, doc: "drawing-effects"),
        modifier("scaleEffect", "`.scaleEffect(1.5)`, `.scaleEffect(x:y:)`", .drawing, doc: "drawing-effects"),
        modifier("hidden", "`.hidden()`: keeps its place, draws nothing", .drawing, doc: "hidden"),
        modifier("zIndex", "`.zIndex(1)`: drawing order among siblings", .drawing, doc: "z-index"),

        modifier("id", "`.id(\"name\")`: names the view for `expect`, labels and `explain`", .attribute, doc: "id"),
        modifier("foregroundColor", "`.foregroundColor(.red)`", .attribute, doc: "style"),
        modifier("foregroundStyle", "`.foregroundStyle(.secondary)`", .attribute, doc: "style"),
        modifier("fill", "`.fill(Color.red)` on a shape", .attribute, doc: "style"),
        modifier("stroke", "`.stroke(Color.red, lineWidth: 2)` on a shape: drawn as an outline", .attribute, doc: "style"),
        modifier("strokeBorder", "`.strokeBorder(Color.red, lineWidth: 2)` on a shape: drawn as an outline", .attribute, doc: "style"),
        modifier("tint", "`.tint(.blue)`", .attribute, doc: "style"),
        modifier("resizable", "`.resizable()` on an Image", .attribute, doc: "image"),
        modifier("renderingMode", "`.renderingMode(.template)` on an Image", .attribute, doc: "image"),
        modifier("symbolRenderingMode", "`.symbolRenderingMode(.hierarchical)` on an Image", .attribute, doc: "image"),
        modifier("interpolation", "`.interpolation(.none)` on an Image", .attribute, doc: "image"),
        modifier("antialiased", "`.antialiased(true)` on an Image", .attribute, doc: "image"),
        modifier("bold", "`.bold()`: measured by the system text model; the monospaced model has one width", .attribute, doc: "font"),
        modifier("italic", "`.italic()`: measured by the system text model", .attribute, doc: "font"),
        modifier("fontWeight", "`.fontWeight(.semibold)`: measured by the system text model", .attribute, doc: "font"),
        modifier("fontDesign", "`.fontDesign(.monospaced)`: SF Mono in the system text model; .rounded and .serif measured as the default",
                 .attribute, doc: "font"),
        modifier("monospaced", "`.monospaced()`: SF Mono in the system text model", .attribute, doc: "font"),
        modifier("monospacedDigit", "`.monospacedDigit()`: digits as wide as the widest in the system text model", .attribute, doc: "font"),
        modifier("tracking", "`.tracking(2)`: points between characters in the system text model", .attribute, doc: "font"),
        modifier("kerning", "`.kerning(2)`: as `.tracking` in the system text model", .attribute, doc: "font"),
        modifier("lineSpacing", "`.lineSpacing(4)`: points between the lines of the Texts below", .environment, doc: "text"),
        modifier("underline", "`.underline()`", .attribute, doc: "font"),
        modifier("strikethrough", "`.strikethrough()`", .attribute, doc: "font"),
        modifier("multilineTextAlignment", "`.multilineTextAlignment(.center)`: where lines sit, not the size", .attribute,
                 doc: "text"),
        modifier("truncationMode", "`.truncationMode(.middle)`", .attribute, doc: "text"),
    ] + acceptedModifiers.map { modifier($0, "`.\($0)(…)`", .accepted, doc: "no-layout-effect") }

    /// Modifiers accepted with any arguments (closures included) and listed on the node as having no
    /// layout effect: gestures, life cycle, accessibility, animation, visual filters.
    static let acceptedModifiers = [
        "shadow", "blur", "mask", "contentShape", "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear",
        "task", "onChange", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "accessibilityHidden",
        "accessibilityElement", "accessibilityAddTraits", "tag", "disabled", "animation", "transition", "help",
        "allowsHitTesting", "saturation", "brightness", "contrast", "grayscale", "colorMultiply", "blendMode",
        "compositingGroup", "drawingGroup", "redacted", "textSelection",
        // Presentation, interaction and symbol rendering: nothing of the view's own frame changes (issue 29's survey
        // of real apps).
        "backgroundStyle", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "hoverEffect", "contentTransition", "symbolEffect", "symbolVariant", "buttonBorderShape", "accessibility",
        "accessibilityAction", "accessibilityActions", "accessibilityRemoveTraits", "accessibilityValue", "accessibilitySortPriority", "contextMenu",
        "preference", "onPreferenceChange", "flipsForRightToLeftLayoutDirection", "toolbarRole", "onReceive", "onSubmit",
        "refreshable", "focused", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel",
        "privacySensitive", "sensoryFeedback", "gesture", "simultaneousGesture", "highPriorityGesture", "draggable",
        "dropDestination", "matchedGeometryEffect", "trim", "onHover", "focusable", "scrollDismissesKeyboard",
        // Navigation, lists and tabs: what happens on a tap, a swipe or another screen (issue 31).
        "navigationDestination", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme", "toolbarVisibility",
        "onDelete", "onMove", "swipeActions", "badge", "listSectionSeparator", "listItemTint", "headerProminence",
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth", "navigationViewStyle", "searchScopes", "searchSuggestions", "tabViewCustomization",
        "fileImporter", "fileExporter", "scrollIndicators", "scrollBounceBehavior", "scrollDisabled", "keyboardShortcut",
        "focusedValue", "focusSection", "textContentType", "interactiveDismissDisabled",
        "presentationDetents", "presentationDragIndicator", "statusBarHidden", "persistentSystemOverlays", "onOpenURL",
        "userActivity", "accessibilityShowsLargeContentViewer",
        // A preview's container, read where the preview is found (`PreviewDiscovery`); nothing of the view's frame.
        "previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewContext", "preferredColorScheme",
    ]

    /// Where a user finds the whole list, appended to "unsupported" errors.
    static let whereListed = "('framelab supported' lists every view and modifier FrameLab understands)"

    public static func entries(_ category: Category) -> [Entry] { entries.filter { $0.category == category } }

    /// The views the interpreter constructs, by name.
    static let viewNames = Set(entries.filter { !$0.name.hasPrefix(".") }.map(\.name))

    /// The entry of modifier `name` (without the dot); the first of several forms.
    static func modifier(named name: String) -> Entry? {
        modifiersByName[name]
    }

    /// Each modifier's first entry by its name without the dot: the interpreter asks for every modifier of every view.
    private static let modifiersByName: [String: Entry] = Dictionary(
        entries.filter { $0.name.hasPrefix(".") }.map { (String($0.name.dropFirst()), $0) }, uniquingKeysWith: { first, _ in first })

    /// The README section: one table per category.
    public static func markdown() -> String {
        var out = ""
        for category in Category.allCases {
            let rows = entries(category)
            guard !rows.isEmpty else { continue }
            out += "**\(category.rawValue)**\n\n| name | forms | reference |\n|---|---|---|\n"
            if category == .accepted {
                let names = rows.map { "`\($0.name)`" }.joined(separator: " ")
                out += "| \(names) | any arguments | [no layout effect](Docs/swiftui/no-layout-effect.md) |\n\n"
                continue
            }
            for row in rows {
                out += "| `\(row.name)` | \(row.forms.replacingOccurrences(of: "|", with: "\\|")) | "
                    + "[\(row.doc)](Docs/swiftui/\(row.doc).md) |\n"
            }
            out += "\n"
        }
        return out
    }
}
