import LayoutCore
import SwiftSyntax
import ViewLayout

/// What the views inside a NavigationStack or a TabView tell it, as SwiftUI's preferences flow up: the title,
/// its display mode, toolbar items, a search field, and each tab's item. The nearest container reads them; the
/// outermost modifier written wins.
struct ChromeCollector {
    struct ToolbarEntry {
        /// `topBarLeading`, `topBarTrailing`, `principal`, `bottomBar`, … (`automatic` is trailing on iOS).
        var placement: String
        var view: ViewNode
    }
    struct TabItem {
        var title: String?
        var symbol: String?
    }

    var title: String?
    /// `large`, `inline` or `automatic`.
    var displayMode: String?
    var toolbar: [ToolbarEntry] = []
    var isBarHidden = false
    /// `.searchable(text:prompt:)`: its prompt ("Search" when none).
    var searchPrompt: String?
    var tabItems: [TabItem] = []
}

extension SwiftUIInterpreter.ViewWalker {
    /// The modifiers that tell a NavigationStack, TabView or List something; they add no node where they are written.
    static let chromeModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "toolbar", "navigationBarItems",
        "navigationBarHidden", "searchable", "tabItem", "listRowInsets", "listRowBackground", "listRowSeparator",
    ]

    /// The toolbar placements iOS lays out; `keyboard` and the others are accepted and not drawn.
    static let barPlacements = ["automatic", "topBarLeading", "topBarTrailing", "navigationBarLeading", "navigationBarTrailing",
                                "principal", "bottomBar", "keyboard", "primaryAction", "secondaryAction", "cancellationAction",
                                "confirmationAction", "destructiveAction", "navigation", "status", "topBarPrincipal"]

    /// Records what a chrome modifier tells its container, and returns what it does to the view it is written on.
    mutating func chromeEffect(of modifier: ModifierCall, level: Int) throws(Diagnostic) -> Effect {
        let call = modifier.call
        func argument(_ label: String?) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        switch modifier.name {
        case "navigationTitle", "navigationBarTitle":
            if let title = argument(nil) { chrome.title = try chromeText(title) }
            if let mode = argument("displayMode") { chrome.displayMode = try displayMode(mode) }
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            guard let mode = argument(nil) else { throw map.error("'\(modifier.callee)' takes a mode: .large, .inline or .automatic", at: modifier.anchor) }
            chrome.displayMode = try displayMode(mode)
        case "navigationBarHidden":
            if case .bool(let hidden)? = argument(nil).flatMap({ Evaluator.value($0, scope: scope) }) { chrome.isBarHidden = hidden } else { chrome.isBarHidden = true }
        case "toolbar":
            // `.toolbar(.hidden, for: .navigationBar)` / `.toolbar(.visible)`; `.toolbar { items }`.
            if let visibility = argument(nil), !visibility.is(ClosureExprSyntax.self) {
                let bars = argument("for").map { SourceText.excerpt($0) } ?? ".navigationBar"
                if Literal.memberName(visibility, qualifiers: ["Visibility"]) == "hidden", bars.contains("navigationBar") || bars.contains("automatic") {
                    chrome.isBarHidden = true
                }
            } else if let closure = contentClosure(of: call) {
                guard let entries = toolbarEntries(closure.statements, placement: "automatic", level: level + 1) else { return .failed }
                chrome.toolbar += entries
            }
        case "navigationBarItems":
            for (label, placement) in [("leading", "topBarLeading"), ("trailing", "topBarTrailing")] {
                guard let expression = argument(label) else { continue }
                guard let views = viewList(expression, level: level + 1) else { return .failed }
                chrome.toolbar += views.map { ChromeCollector.ToolbarEntry(placement: placement, view: $0) }
            }
        case "searchable":
            var prompt = "Search"
            if let written = argument("prompt") { prompt = try chromeText(written) }
            chrome.searchPrompt = prompt
        case "tabItem":
            guard let closure = call.trailingClosure ?? argument(nil)?.as(ClosureExprSyntax.self) else {
                throw map.error("'.tabItem' takes its label in a closure, as in '.tabItem { Label(\"Home\", systemImage: \"house\") }'", at: modifier.anchor)
            }
            guard let item = tabItem(closure, level: level + 1) else { return .failed }
            chrome.tabItems.append(item)
        case "listRowInsets":
            guard let insets = argument(nil), !(insets.as(NilLiteralExprSyntax.self) != nil) else { return .drawing(.none) }
            let value = try Argument(expression: insets, callee: modifier.callee, parameter: "insets", map: map, scope: scope).resolved().edgeInsets()
            return .style(key: ListRow.insetsKey, value: [value.top, value.leading, value.bottom, value.trailing].map(formatNumber).joined(separator: ","))
        case "listRowBackground":
            let color = argument(nil).map { SourceText.render($0) } ?? "clear"
            return .style(key: ListRow.backgroundKey, value: color)
        case "listRowSeparator":
            let hidden = argument(nil).flatMap { Literal.memberName($0, qualifiers: ["Visibility"]) } == "hidden"
            return hidden ? .style(key: ListRow.separatorKey, value: "hidden") : .drawing(.none)
        default:
            break
        }
        return .drawing(.none)
    }

    /// `.listSectionSpacing(20)`, `.compact` (FrameLab's model: 20; no measurement found) or `.default` (nil: the profile's);
    /// `.scrollContentBackground(.hidden)` (true) or `.visible`/`.automatic`.
    func listOption(_ modifier: ModifierCall) throws(Diagnostic) -> (spacing: Double?, hidesBackground: Bool) {
        guard let expression = modifier.call.arguments.first?.expression else {
            throw map.error("'\(modifier.callee)' takes one argument", at: modifier.anchor)
        }
        if modifier.name == "scrollContentBackground" {
            let member = Literal.memberName(expression, qualifiers: ["Visibility"])
            guard let member, ["hidden", "visible", "automatic"].contains(member) else {
                throw map.error("expected .hidden, .visible or .automatic, got '\(SourceText.excerpt(expression))'", at: expression)
            }
            return (nil, member == "hidden")
        }
        switch Literal.memberName(expression, qualifiers: ["ListSectionSpacing"]) {
        case "default": return (nil, false)
        case "compact": return (20, false)
        default:
            let argument = Argument(expression: expression, callee: modifier.callee, parameter: "spacing", map: map, scope: scope).resolved()
            if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom",
               let inner = call.arguments.first?.expression {
                return (try Argument(expression: inner, callee: modifier.callee, parameter: "spacing", map: map, scope: scope).resolved().number(), false)
            }
            return (try argument.number(), false)
        }
    }

    /// Sets what a List option modifier tells the List inside (a failure is reported where the modifier is checked).
    mutating func setListOption(_ modifier: ModifierCall) {
        guard let option = try? listOption(modifier) else { return }
        if modifier.name == "scrollContentBackground" { controlStyles.hidesListBackground = option.hidesBackground } else { controlStyles.listSectionSpacing = option.spacing }
    }

    /// A title as written: a string, `Text("…")`, or in the app's code a value it evaluates (or a stand-in).
    mutating func chromeText(_ expression: ExprSyntax) throws(Diagnostic) -> String {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
           let first = call.arguments.first?.expression {
            expression = first
        }
        do throws(Diagnostic) {
            return try Argument(expression: expression, callee: "title", parameter: "title", map: map, scope: scope).resolved().string()
        } catch {
            guard canStandIn else { throw error }
            return standInText(expression)
        }
    }

    private mutating func displayMode(_ expression: ExprSyntax) throws(Diagnostic) -> String {
        try member(expression, among: ["large", "inline", "automatic"], qualifiers: ["NavigationBarItem.TitleDisplayMode", "TitleDisplayMode"],
                   what: "a title display mode")
    }

    /// One of `names` as written (`.inline`), or in the app's code as its value gives it (`isSearching ? .inline :
    /// .automatic`); in a preview, a value known only when the app runs stands in as the last name (the default).
    private mutating func member(_ expression: ExprSyntax, among names: [String], qualifiers: [String], what: String) throws(Diagnostic) -> String {
        if let name = Literal.memberName(expression, qualifiers: qualifiers), names.contains(name) { return name }
        if isInAppCode, case .enumCase(let value)? = Evaluator.value(expression, scope: scope), names.contains(value.name) { return value.name }
        if canStandIn {
            standIn("'\(SourceText.excerpt(expression))' is known only when the app runs: .\(names.last!) stands in", at: expression)
            return names.last!
        }
        throw map.error("expected \(what) (\(names.map { "." + $0 }.joined(separator: ", "))), got '\(SourceText.excerpt(expression))'", at: expression)
    }

    /// The items of a `.toolbar { … }` closure: `ToolbarItem(placement:) { view }`, `ToolbarItemGroup(placement:) { views }`,
    /// and views written directly (placed `automatic`).
    private mutating func toolbarEntries(_ statements: CodeBlockItemListSyntax, placement: String, level: Int) -> [ChromeCollector.ToolbarEntry]? {
        // A bar shows a Label (`Button("Add", systemImage: "plus")`) as its icon unless a label style says otherwise.
        let outerStyles = controlStyles
        defer { controlStyles = outerStyles }
        if controlStyles.label == nil { controlStyles.label = "iconOnly" }
        var entries: [ChromeCollector.ToolbarEntry] = []
        var failed = false
        for statement in statements {
            guard let expression = Self.expression(of: statement) else { continue }
            if let call = expression.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer"].contains(name) {
                if name == "ToolbarSpacer" { continue }
                var itemPlacement = placement
                if let written = call.arguments.first(where: { $0.label?.text == "placement" })?.expression {
                    // `automatic` last: what a placement known only when the app runs stands in as.
                    let placements = Self.barPlacements.filter { $0 != "automatic" } + ["automatic"]
                    do throws(Diagnostic) {
                        itemPlacement = try member(written, among: placements, qualifiers: ["ToolbarItemPlacement"], what: "a toolbar placement")
                    } catch {
                        report(map.error("unknown toolbar placement '\(SourceText.excerpt(written))'; FrameLab lays out "
                                         + Self.barPlacements.map { "." + $0 }.joined(separator: ", "), at: written))
                        failed = true
                        continue
                    }
                }
                guard let closure = contentClosure(of: call), let views = views(in: closure.statements, level: level) else {
                    failed = true
                    continue
                }
                entries += views.map { ChromeCollector.ToolbarEntry(placement: itemPlacement, view: $0) }
            } else if let views = viewList(expression, level: level) {
                entries += views.map { ChromeCollector.ToolbarEntry(placement: placement, view: $0) }
            } else {
                failed = true
            }
        }
        return failed ? nil : entries
    }

    /// A tab item's title and symbol: the first Text and the first image of its label's views, however they are written
    /// (`Label("Home", systemImage: "house")`, `Image` and `Text`, the app's own `screen.label`). Nil when they fail.
    private mutating func tabItem(_ closure: ClosureExprSyntax, level: Int) -> ChromeCollector.TabItem? {
        guard let views = views(in: closure, level: level) else { return nil }
        var item = ChromeCollector.TabItem()
        var stack = views.reversed() as [ViewNode]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let text): if item.title == nil { item.title = text }
            case .image(let image): if item.symbol == nil { item.symbol = image.name }
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return item
    }
}

/// The row options a List reads from its rows' modifiers (`.listRowInsets`, `.listRowBackground`, `.listRowSeparator`),
/// kept in the row's style until its List lays it out.
enum ListRow {
    static let insetsKey = "listRowInsets"
    static let backgroundKey = "listRowBackground"
    static let separatorKey = "listRowSeparator"
    static let keys = [insetsKey, backgroundKey, separatorKey]
}
