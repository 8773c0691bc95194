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
            } else if let closure = call.trailingClosure ?? argument("content")?.as(ClosureExprSyntax.self) {
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
            chrome.tabItems.append(tabItem(closure))
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

    private func displayMode(_ expression: ExprSyntax) throws(Diagnostic) -> String {
        let modes = ["large", "inline", "automatic"]
        guard let mode = Literal.memberName(expression, qualifiers: ["NavigationBarItem.TitleDisplayMode", "TitleDisplayMode"]),
              modes.contains(mode) else {
            throw map.error("expected a title display mode (.large, .inline or .automatic), got '\(SourceText.excerpt(expression))'", at: expression)
        }
        return mode
    }

    /// The items of a `.toolbar { … }` closure: `ToolbarItem(placement:) { view }`, `ToolbarItemGroup(placement:) { views }`,
    /// and views written directly (placed `automatic`).
    private mutating func toolbarEntries(_ statements: CodeBlockItemListSyntax, placement: String, level: Int) -> [ChromeCollector.ToolbarEntry]? {
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
                    guard let member = Literal.memberName(written, qualifiers: ["ToolbarItemPlacement"]), Self.barPlacements.contains(member) else {
                        report(map.error("unknown toolbar placement '\(SourceText.excerpt(written))'; FrameLab lays out "
                                         + Self.barPlacements.map { "." + $0 }.joined(separator: ", "), at: written))
                        failed = true
                        continue
                    }
                    itemPlacement = member
                }
                guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
                      let views = views(in: closure.statements, level: level) else {
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

    /// A tab item's title and symbol, from `Label("Home", systemImage: "house")`, or `Image(systemName:)` and `Text`.
    private mutating func tabItem(_ closure: ClosureExprSyntax) -> ChromeCollector.TabItem {
        var item = ChromeCollector.TabItem()
        for statement in closure.statements {
            guard let call = Self.expression(of: statement)?.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            let first = call.arguments.first
            switch name {
            case "Label":
                if let title = first, title.label == nil { item.title = try? chromeText(title.expression) }
                item.symbol = call.arguments.first { $0.label?.text == "systemImage" }.flatMap { try? chromeText($0.expression) }
            case "Text":
                if let title = first { item.title = try? chromeText(title.expression) }
            case "Image":
                item.symbol = call.arguments.first { $0.label?.text == "systemName" }.flatMap { try? chromeText($0.expression) } ?? "image"
            default:
                continue
            }
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
