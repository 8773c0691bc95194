import Foundation
import LayoutCore
import Testing
@testable import ScenarioKit
import ViewLayout

/// iOS chrome (issue 31): NavigationStack and its bar, toolbars, List / Form / Section, TabView and the form controls,
/// composed from the iOS profile of each OS version (`ChromeProfile`, Docs/swiftui/ios-chrome.md). The device is an iPhone 16:
/// 393 × 852, safe area 59 and 34, so a root is offered 393 × 759 at y 59. Text is 10 pt a character, 20 a line.
@Suite("iOS chrome")
struct ChromeTests {
    /// The frames of the named views of `source` on an iPhone 16 with iOS `osVersion`.
    func frames(_ source: String, os: Int = 26, overrides: [String: Double] = [:], scrolled: Bool = false, expanded: Bool = false,
                width: Double = 393) throws -> [String: Rect] {
        var settings = LayoutSettings(canvas: Size(width: width, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                      displayScale: 3)
        settings.chrome = ChromeSettings(osVersion: os, overrides: overrides, isScrolled: scrolled, isExpanded: expanded)
        let view = try SwiftUIInterpreter.interpret(source, origin: testSourceOrigin, settings: settings)
        let result = ViewLayoutEngine.layout(view, settings: settings)
        return Dictionary(result.root.allNodes().compactMap { node in node.name.map { ($0, node.frame) } }, uniquingKeysWith: { a, _ in a })
    }

    func frame(_ source: String, _ name: String = "c", os: Int = 26, overrides: [String: Double] = [:], scrolled: Bool = false,
               expanded: Bool = false, width: Double = 393) throws -> Rect {
        try #require(try frames(source, os: os, overrides: overrides, scrolled: scrolled, expanded: expanded, width: width)[name])
    }

    /// The labels of every node of `source`'s layout, depth first.
    func labels(_ source: String, os: Int = 26) throws -> [String] {
        var settings = LayoutSettings(canvas: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        settings.chrome.osVersion = os
        let view = try SwiftUIInterpreter.interpret(source, origin: testSourceOrigin, settings: settings)
        return ViewLayoutEngine.layout(view, settings: settings).root.allNodes().map(\.label)
    }

    // MARK: navigation

    @Test("NavigationStack: the bar is 44 (iOS 18) or 54 (iOS 26) below the safe area's top; the root view fills what it leaves")
    func inlineBar() throws {
        let source = "NavigationStack { Color.red.id(\"c\").navigationTitle(\"Inbox\").navigationBarTitleDisplayMode(.inline) }"
        #expect(try frame(source, os: 18) == Rect(x: 0, y: 103, width: 393, height: 715))     // 59 + 44; 759 − 44
        #expect(try frame(source, os: 26) == Rect(x: 0, y: 113, width: 393, height: 705))     // 59 + 54; 759 − 54
        // The legacy form, and iOS 17's toolbarTitleDisplayMode.
        #expect(try frame("NavigationView { Color.red.id(\"c\").navigationBarTitle(\"Inbox\", displayMode: .inline) }", os: 18).minY == 103)
        #expect(try frame("NavigationStack { Color.red.id(\"c\").navigationTitle(\"A\").toolbarTitleDisplayMode(.inline) }").minY == 113)
    }

    @Test("A large title adds 52: 96 (iOS 18) or 106 (iOS 26); a scrolled screen collapses it; no title is an inline-height bar")
    func largeTitle() throws {
        let source = "NavigationStack { Color.red.id(\"c\").navigationTitle(\"Inbox\") }"
        #expect(try frame(source, os: 18).minY == 155)
        #expect(try frame(source, os: 26).minY == 165)
        #expect(try frame(source, os: 26, scrolled: true).minY == 113)
        #expect(try frame("NavigationStack { Color.red.id(\"c\") }", os: 18).minY == 103)
        // The large title: 34 pt at (16, 3.5) in its band below the 54 pt bar: 59 + 54 + 3.5.
        let title = try frame("NavigationStack { Color.red.navigationTitle(\"Inbox\") }.id(\"c\")", os: 26)
        #expect(title.minY == 59)
        let bands = try labels("NavigationStack { Color.red.navigationTitle(\"Inbox\") }")
        #expect(bands.contains("the large title, below the bar"))
        #expect(!bands.contains("the inline title, centred in the bar"))
    }

    @Test("A small root view is centred in the space below the bar; a hidden bar leaves the root at the safe area's top")
    func rootPlacement() throws {
        #expect(try frame("NavigationStack { Text(\"Hi\").id(\"c\").navigationTitle(\"T\").navigationBarTitleDisplayMode(.inline) }", os: 26)
                == Rect(x: 186.5, y: 113 + (705 - 20) / 2, width: 20, height: 20))
        #expect(try frame("NavigationStack { Color.red.id(\"c\").navigationBarHidden(true) }").minY == 59)
        #expect(try frame("NavigationStack { Color.red.id(\"c\").navigationTitle(\"T\").toolbar(.hidden, for: .navigationBar) }").minY == 59)
    }

    @Test("Bar items: at least 44 × 44, 16 from the edge, 12 apart on iOS 26 (openuikit: platters at x 277 and 333), 8 before")
    func barItems() throws {
        let source = """
            NavigationStack {
                Color.red.navigationTitle("T").toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("A") { }.id("a")
                        Button("B") { }.id("b")
                    }
                    ToolbarItem(placement: .topBarLeading) { Button("Back") { }.id("back") }
                }
            }
            """
        let ios26 = try frames(source, os: 26)
        // A 10 × 20 title centred in its 44 × 44 item: item x 277 → 294, y 59 + 5 → 76.
        #expect(ios26["a"] == Rect(x: 294, y: 76, width: 10, height: 20))
        #expect(ios26["b"] == Rect(x: 350, y: 76, width: 10, height: 20))
        #expect(ios26["back"]?.minX == 18)          // its 44 pt item at 16, "Back" (40) centred in it
        let ios18 = try frames(source, os: 18)
        #expect(ios18["a"]?.minX == 298)             // 393 − 16 − 44 − 8 − 44 = 281, + 17
        #expect(ios18["a"]?.minY == 71)              // 59 + (44 − 20) / 2
        // .navigationBarItems, and a view written directly in .toolbar (trailing).
        #expect(try frame("NavigationStack { Color.red.navigationBarItems(trailing: Button(\"A\") { }.id(\"c\")) }").minX == 350)
        #expect(try frame("NavigationStack { Color.red.toolbar { Button(\"A\") { }.id(\"c\") } }").minX == 350)
        // A Label in the bar shows its icon alone (a 20 pt symbol), unless a label style says otherwise.
        #expect(try frame("NavigationStack { Color.red.toolbar { Button(\"Add\", systemImage: \"plus\") { }.id(\"c\") } }").size
                == Size(width: 20, height: 20))
        #expect(try frame("NavigationStack { Color.red.toolbar { Button(\"Add\", systemImage: \"plus\") { }.labelStyle(.titleAndIcon).id(\"c\") } }")
                .size == Size(width: 58, height: 20))
    }

    @Test(".searchable adds its band: 52 (iOS 18) or 60 (iOS 26); a bottom bar takes 49 or 48 at the bottom")
    func searchAndBottomBar() throws {
        let search = "NavigationStack { Color.red.id(\"c\").navigationTitle(\"T\").searchable(text: $q) }"
        #expect(try frame(search, os: 18).minY == 59 + 96 + 52)
        #expect(try frame(search, os: 26).minY == 59 + 106 + 60)
        let bottom = "NavigationStack { Color.red.id(\"c\").navigationBarHidden(true).toolbar { ToolbarItem(placement: .bottomBar) { Text(\"3 items\") } } }"
        #expect(try frame(bottom, os: 18).height == 759 - 49)
        #expect(try frame(bottom, os: 26).height == 759 - 48)
    }

    @Test("chrome: overrides replace a profile number, and the rule says so")
    func overrides() throws {
        let source = "NavigationStack { Color.red.id(\"c\").navigationTitle(\"T\").navigationBarTitleDisplayMode(.inline) }"
        #expect(try frame(source, overrides: ["navigationBar": 50]).minY == 109)
        var settings = LayoutSettings()
        settings.chrome.overrides = ["navigationBar": 50]
        #expect(ChromeProfile(settings).citation(.navigationBar) == "50 — your framelab.yml or settings (chrome: navigationBar)")
        #expect(ChromeProfile(LayoutSettings()).citation(.navigationBar)
                == "54 — iOS 26, observed (UIKit probe): Vercantez/openuikit UINavigationBar.swift (measured on iOS 26.1)")
    }

    // MARK: lists

    @Test("A plain List: rows at least 44 (iOS 18) / 52 (iOS 26), inset 11 and 16 / 20; on a 375 pt screen the margin is 16")
    func plainRows() throws {
        let source = "List { Text(\"Alice\").id(\"c\"); Text(\"Bob\").id(\"d\") }.listStyle(.plain)"
        // The List is the root, at the safe area's top 59.
        #expect(try frame(source, os: 18) == Rect(x: 16, y: 59 + 12, width: 50, height: 20))
        #expect(try frame(source, "d", os: 18).minY == 59 + 44 + 12)
        #expect(try frame(source, os: 26) == Rect(x: 20, y: 59 + 16, width: 50, height: 20))
        #expect(try frame(source, "d", os: 26).minY == 59 + 52 + 16)
        #expect(try frame(source, os: 26, width: 375).minX == 16)
        // A taller row grows: 60 + 22 = 82.
        #expect(try frame("List { Color.red.frame(height: 60); Text(\"x\").id(\"c\") }.listStyle(.plain)", os: 18).minY == 59 + 82 + 12)
    }

    @Test("The List takes its proposal; rows past the viewport overflow it")
    func listOverflow() throws {
        let list = try frame("List { ForEach(0..<20) { i in Text(\"Row\") } }.listStyle(.plain).id(\"c\")", os: 18)
        #expect(list == Rect(x: 0, y: 59, width: 393, height: 759))
        let last = try frame("List { ForEach(0..<20) { i in Text(\"Row\") }; Text(\"End\").id(\"c\") }.listStyle(.plain)", os: 18)
        #expect(last.minY == 59 + 20 * 44 + 12)      // 951: below the viewport's end at 818
    }

    @Test("Inset grouped (the default, and Form): cards 20 from the sides, rows 16 inside; 35 above an untitled first section")
    func insetGrouped() throws {
        let source = "Form { Section { Text(\"A\").id(\"c\") }; Section { Text(\"B\").id(\"d\") } }"
        #expect(try frame(source, os: 26) == Rect(x: 36, y: 59 + 35 + 16, width: 10, height: 20))
        // The second section: 35 more below the first card (52).
        #expect(try frame(source, "d", os: 26).minY == 59 + 35 + 52 + 35 + 16)
        #expect(try frame(source, "d", os: 18).minY == 59 + 35 + 44 + 35 + 12)
        // .listSectionSpacing replaces the gap between sections.
        #expect(try frame("List { Section { Text(\"A\") }; Section { Text(\"B\").id(\"c\") } }.listSectionSpacing(10)", os: 26).minY
                == 59 + 35 + 52 + 10 + 16)
        // grouped: full-width sections, rows inset as a plain list's.
        #expect(try frame("List { Text(\"A\").id(\"c\") }.listStyle(.grouped)", os: 26).minX == 20)
        #expect(try frame("List { Text(\"A\").id(\"c\") }.listStyle(.grouped)", os: 18).minX == 16)
    }

    @Test("Section headers: at least 55.333 (first) and 45.333 (later), text 7 above the card, uppercased before iOS 26; footers 7.667 below")
    func headersAndFooters() throws {
        let source = """
            List {
                Section("First") { Text("A").id("a") }
                Section { Text("B").id("b") } header: { Text("Second").id("h") } footer: { Text("Note").id("f") }
            }
            """
        let f = try frames(source, os: 26)
        #expect(f["a"]?.minY == 59 + 55.333 + 16)
        let secondCard = 59 + 55.333 + 52 + 45.333
        #expect(f["b"]?.minY == secondCard + 16)
        // The header's text (13 pt: 15.29 → 15.333 at @3x) sits 7 above its card.
        let header = try #require(f["h"])
        #expect(abs(header.maxY - (secondCard - 7)) < 0.01)
        #expect(header.minX == 36)
        #expect(f["f"]?.minY == secondCard + 52 + 7.667)
        let uppercase = try labels("List { Section(\"First\") { Text(\"A\") } }", os: 18)
        #expect(uppercase.contains("Text(\"FIRST\")") || uppercase.contains("FIRST"))
        let asWritten = try labels("List { Section(\"First\") { Text(\"A\") } }", os: 26)
        #expect(!asWritten.contains("FIRST"))
    }

    @Test("Row modifiers: .listRowInsets replaces the insets, .listRowSeparator(.hidden) drops the separator, .listRowBackground draws behind")
    func rowModifiers() throws {
        let inset = "List { Text(\"A\").id(\"c\").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)) }.listStyle(.plain)"
        #expect(try frame(inset, os: 26) == Rect(x: 40, y: 59 + 16, width: 10, height: 20))
        let separators = try labels("List { Text(\"A\"); Text(\"B\"); Text(\"C\") }").filter { $0 == "the separator under the row" }
        #expect(separators.count == 2)
        let hidden = try labels("List { Text(\"A\").listRowSeparator(.hidden); Text(\"B\"); Text(\"C\") }").filter { $0 == "the separator under the row" }
        #expect(hidden.count == 1)
        #expect(try labels("List { Text(\"A\").listRowBackground(Color.yellow) }").contains(".listRowBackground(Color.yellow)"))
    }

    @Test("List(items) rows, and a NavigationLink row: the label leading, an 8 × 13 chevron at the trailing inset")
    func dataAndLinks() throws {
        #expect(try frame("List([\"a\", \"b\"], id: \\.self) { name in Text(name).id(name) }.listStyle(.plain)", "b", os: 18).minY == 59 + 44 + 12)
        let link = try frames("List { NavigationLink { Text(\"Detail\") } label: { Text(\"Open\").id(\"c\") }.id(\"link\") }.listStyle(.plain)", os: 26)
        #expect(link["link"] == Rect(x: 20, y: 59 + 16, width: 353, height: 20))
        #expect(link["c"]?.minX == 20)
        // Outside a List: the label alone.
        #expect(try frame("NavigationLink(\"Open\") { Text(\"Detail\") }.id(\"c\")").size == Size(width: 40, height: 20))
    }

    // MARK: tabs

    @Test("TabView: the first tab above a 49 pt bar; items share the width before iOS 26, 94 wide at an 86 pt pitch on iOS 26")
    func tabs() throws {
        let source = """
            TabView {
                Color.red.id("c").tabItem { Label("One", systemImage: "1.circle") }
                Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
                Tab("Three", systemImage: "3.circle") { Text("3") }
            }
            """
        #expect(try frame(source, os: 18) == Rect(x: 0, y: 59, width: 393, height: 710))
        #expect(try frame(source, os: 26) == Rect(x: 0, y: 59, width: 393, height: 710))
        let ios18 = try labels(source, os: 18)
        #expect(ios18.filter { $0 == "the tab item (an equal share of the bar)" }.count == 3)
        let ios26 = try labels(source, os: 26)
        #expect(ios26.filter { $0 == "the tab item (94 wide)" }.count == 3)
        #expect(try frame("TabView { Color.red.id(\"c\") }.tabViewStyle(.page)") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    // MARK: controls

    @Test("Form controls: a menu Picker row, a segmented Picker 32 tall in equal shares, a wheel 216, a compact DatePicker 34.333")
    func formControls() throws {
        let picker = try frames("Form { Picker(\"Size\", selection: $s) { Text(\"S\").id(\"s\"); Text(\"M\") }.id(\"c\") }", os: 26)
        #expect(picker["c"] == Rect(x: 36, y: 59 + 35 + 16, width: 321, height: 20))
        // The first option, then 4, then the chevron (a 20 pt symbol) at the trailing edge: 357 − 20 − 4 − 10.
        #expect(picker["s"]?.minX == 323)
        let segmented = try frame("Picker(\"Size\", selection: $s) { Text(\"S\"); Text(\"M\"); Text(\"L\").id(\"c\") }.pickerStyle(.segmented).frame(width: 300)")
        #expect(segmented.minX == 46.5 + 200 + 45)    // the third share of 300 starts at 200; "L" centred in it
        #expect(try frame("Picker(\"Size\", selection: $s) { Text(\"S\") }.pickerStyle(.segmented).id(\"c\").frame(width: 300)").height == 32)
        #expect(try frame("Picker(\"Size\", selection: $s) { Text(\"S\") }.pickerStyle(.wheel).id(\"c\").fixedSize()").size == Size(width: 320, height: 216))
        #expect(try frame("DatePicker(\"Date\", selection: $d, displayedComponents: .date).id(\"c\").fixedSize()", os: 26).height == 34.333)
        #expect(try frame("DatePicker(\"Date\", selection: $d, displayedComponents: .date).id(\"c\").fixedSize()", os: 18).height == 34)
        // "Date", 8, the button: "Jan 9, 2007" (110) + 22.
        #expect(try frame("DatePicker(\"Date\", selection: $d, displayedComponents: .date).id(\"c\").fixedSize()").width == 40 + 8 + 132)
    }

    @Test("LabeledContent, ColorPicker, DisclosureGroup, Menu, ShareLink, Gauge, ContentUnavailableView, TextEditor")
    func moreControls() throws {
        #expect(try frame("LabeledContent(\"Version\", value: \"1.0\").id(\"c\").fixedSize()").size == Size(width: 70 + 8 + 30, height: 20))
        #expect(try frame("ColorPicker(\"Tint\", selection: $c).id(\"c\").fixedSize()").size == Size(width: 40 + 8 + 28, height: 28))
        let group = "DisclosureGroup(\"More\") { Text(\"Hidden\").id(\"inner\") }.id(\"c\").fixedSize()"
        #expect(try frame(group).height == 20)
        #expect(try frames(group)["inner"] == nil)
        #expect(try frame(group, expanded: true).height == 40)    // 20 + 20: two lines of text stack with no spacing
        #expect(try frame("Menu(\"Options\") { Button(\"A\") { } }.id(\"c\")").size == Size(width: 70, height: 20))
        #expect(try frame("ShareLink(item: url).id(\"c\")").size == Size(width: 20 + 8 + 50, height: 20))
        #expect(try frame("Gauge(value: 0.5) { Text(\"Fuel\") }.id(\"c\").frame(width: 200)").size == Size(width: 200, height: 32))
        #expect(try frame("ContentUnavailableView(\"No Mail\", systemImage: \"tray\").id(\"c\")") == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(try frame("TextEditor(text: $t).id(\"c\")") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test(".imageScale scales symbols by 0.8, 1, 1.3 (the inner one wins); .textCase changes the letters; Text(date, style:) a sample")
    func environmentRewrites() throws {
        #expect(try frame("Image(systemName: \"star\").id(\"c\").imageScale(.small)").size == Size(width: 16, height: 16))
        #expect(try frame("Image(systemName: \"star\").id(\"c\").imageScale(.large)").size == Size(width: 26, height: 26))
        #expect(try frame("HStack { Image(systemName: \"star\").id(\"c\").imageScale(.small) }.imageScale(.large)").size == Size(width: 16, height: 16))
        #expect(try labels("Text(\"Inbox\").textCase(.uppercase)").contains { $0.contains("INBOX") || $0 == "Text(\"Inbox\")" })
        #expect(try frame("Text(date, style: .time).id(\"c\")").size == Size(width: 70, height: 20))
        #expect(interpretationError("Image(systemName: \"star\").imageScale(.huge)").contains("expected an image scale"))
    }

    @Test("Errors: a NavigationLink with no label, an unknown toolbar placement, a Section with no rows")
    func errors() {
        #expect(interpretationError("NavigationLink(destination: Text(\"x\"))").contains("NavigationLink needs a title or a label"))
        #expect(interpretationError("NavigationStack { Color.red.toolbar { ToolbarItem(placement: .sideways) { Text(\"x\") } } }")
                .contains("unknown toolbar placement '.sideways'"))
        #expect(interpretationError("List { Section(\"A\") }").contains("Section takes its rows in a closure"))
        #expect(interpretationError("List { Text(\"A\") }.listStyle(.fancy)").contains("a style FrameLab lays out"))
    }

    @Test("Text(_:format: .number) uses the locale's separators: 1,234,567 and 1234.5 in en_US; 1.234.567 and 1.234,5 in de_DE")
    func localeFormatting() throws {
        func text(_ source: String, locale: String?) throws -> String? {
            var values = SwiftEnvironment.defaultValues
            if let locale { values["locale"] = locale }
            let view = try SwiftUIInterpreter.interpret(source, origin: testSourceOrigin, environment: SwiftEnvironment(values: values))
            guard case .text(let string) = view.kind else { return nil }
            return string
        }
        #expect(try text("Text(1234567, format: .number)", locale: nil) == "1,234,567")
        #expect(try text("Text(1234567, format: .number)", locale: "de_DE") == "1.234.567")
        #expect(try text("Text(1234.5, format: .number)", locale: "de_DE") == "1.234,5")
        #expect(try text("Text(-0.25, format: .number)", locale: "fr_FR") == "-0,25")
        #expect(try text("Text(1234, format: .number)", locale: "fr_FR") == "1\u{202F}234")
    }

    @Test(".safeAreaPadding(EdgeInsets(…)) insets the content on each edge")
    func safeAreaPaddingInsets() throws {
        #expect(try frame("Color.red.id(\"c\").safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 5))")
                == Rect(x: 20, y: 69, width: 368, height: 749))
    }

    // MARK: the profile and its settings

    @Test("The profile has both versions of every key, and Docs/swiftui/ios-chrome.md shows exactly its table")
    func profileTable() throws {
        for key in ChromeKey.allCases {
            #expect(ChromeProfile.fact(key, osVersion: 18).value >= 0)
            #expect(!ChromeProfile.fact(key, osVersion: 26).source.isEmpty)
        }
        #expect(ChromeProfile.fact(.navigationBar, osVersion: 18).evidence == .swiftUI)
        #expect(ChromeProfile.fact(.navigationBar, osVersion: 26).evidence == .uiKit)
        #expect(ChromeProfile.fact(.listRowMinHeight, osVersion: 18).evidence == .model)
        let docs = VocabularyTests.readme.deletingLastPathComponent().appendingPathComponent("Docs/swiftui/ios-chrome.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let begin = "<!-- the profile table (framelab supported with ios-chrome): begin -->\n", end = "<!-- the profile table (framelab supported with ios-chrome): end -->"
        let start = try #require(text.range(of: begin)), stop = try #require(text.range(of: end))
        #expect(String(text[start.upperBound..<stop.lowerBound]) == ChromeProfile.markdownTable())
    }

    @Test("settings: osVersion 18 or 26 (another is a located error), chrome: keys checked with a suggestion, scrolled and expanded")
    func settingsKeys() {
        let ok = ScenarioLoader.parse("title: t\nsettings: {osVersion: 18, chrome: {navigationBar: 40}, scrolled: true}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                      relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(ok.diagnostics.isEmpty)
        let settings = ok.file?.scenarios.first?.settings.chrome
        #expect(settings == ChromeSettings(osVersion: 18, overrides: ["navigationBar": 40], isScrolled: true))
        let bad = ScenarioLoader.parse("title: t\nsettings: {osVersion: 15, chrome: {navBar: 40}}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                       relativePath: "t.yaml", displayPath: "t.yaml")
        let messages = bad.diagnostics.map(\.description).joined(separator: "\n")
        #expect(messages.contains("t.yaml:2:23: error: FrameLab has iOS profiles for 18 and 26"))
        #expect(messages.contains("unknown key 'navBar' in 'chrome'"))
        // device: a device's screen, safe area and scale; an explicit canvas wins; an unknown device lists the known ones.
        let device = ScenarioLoader.parse("title: t\nsettings: {device: iPhone 16 Pro}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                          relativePath: "t.yaml", displayPath: "t.yaml").file?.scenarios.first?.settings
        #expect(device?.canvas == Size(width: 402, height: 874))
        #expect(device?.safeArea == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(device?.displayScale == 3)
        let narrowed = ScenarioLoader.parse("title: t\nsettings: {device: iPhone 16, canvas: {width: 300}}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                            relativePath: "t.yaml", displayPath: "t.yaml").file?.scenarios.first?.settings
        #expect(narrowed?.canvas == Size(width: 300, height: 852))
        let unknown = ScenarioLoader.parse("title: t\nsettings: {device: iPhone 99}\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                                           relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(unknown.diagnostics.map(\.description).joined().contains("t.yaml:2:20: error: unknown device 'iPhone 99'"))
        // framelab.yml's defaults apply under a file's settings.
        var defaults = SettingsPatch()
        defaults.osVersion = 18
        let withDefaults = ScenarioLoader.parse("title: t\nscenarios:\n  - id: a\n    view: Text(\"x\")\n", relativePath: "t.yaml",
                                                displayPath: "t.yaml", defaults: defaults)
        #expect(withDefaults.file?.scenarios.first?.settings.chrome.osVersion == 18)
    }

    @Test("framelab.yml: osVersion, chrome and images reach every preview and scenario; a bad key is a located error")
    func configurationKeys() throws {
        let configuration = try Configuration.parse("osVersion: 18\nchrome: {listRowMinHeight: 48}\nimages: {hero: {width: 120, height: 80}}\n",
                                                    directory: "/tmp")
        #expect(configuration.previewOptions.settings.osVersion == 18)
        #expect(configuration.previewOptions.settings.chrome == ["listRowMinHeight": 48])
        #expect(configuration.previewOptions.settings.images == ["hero": Size(width: 120, height: 80)])
        #expect(throws: Diagnostics.self) { try Configuration.parse("chrome: {rowHeight: 48}\n", directory: "/tmp") }
    }

    @Test("Every view and modifier of the issue is in `framelab supported`")
    func vocabulary() {
        let names = ["NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "List", "Form", "Section", "TabView", "Tab",
                     "Picker", "DatePicker", "ColorPicker", "LabeledContent", "DisclosureGroup", "Menu", "TextEditor", "Gauge",
                     "ContentUnavailableView", "ShareLink"]
        for name in names { #expect(SwiftUIVocabulary.viewNames.contains(name), "\(name)") }
        let modifiers = ["navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbar", "navigationBarItems",
                         "navigationBarHidden", "searchable", "tabItem", "listRowInsets", "listRowBackground", "listRowSeparator", "listStyle",
                         "formStyle", "listSectionSpacing", "scrollContentBackground", "tabViewStyle", "pickerStyle", "imageScale", "textCase",
                         "trim", "symbolEffect", "buttonBorderShape", "backgroundStyle", "sheet", "alert", "confirmationDialog", "popover",
                         "fullScreenCover", "contextMenu", "fileImporter", "onReceive", "onChange", "task", "refreshable", "gesture",
                         "hoverEffect", "matchedGeometryEffect", "preference", "scrollIndicators", "onDelete"]
        for name in modifiers { #expect(SwiftUIVocabulary.modifier(named: name) != nil, "\(name)") }
    }
}
