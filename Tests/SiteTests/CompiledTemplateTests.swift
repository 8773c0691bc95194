import Foundation
import LayoutCore
import Mustache
import PropertyBased
import Testing
@testable import Site

/// The compiled templates render what swift-mustache renders, byte for byte (`CompiledTemplate`, `TemplateRenderer`).
struct CompiledTemplateTests {
    /// `templates["main"]` rendered over `value` by swift-mustache and by the compiled templates.
    static func rendered(_ templates: [String: String], _ value: TemplateValue) throws -> (mustache: String, compiled: String) {
        var library = MustacheLibrary()
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in templates {
            let template = try MustacheTemplate(string: text)
            library.register(template, named: name)
            compiled[name] = try #require(CompiledTemplate(template), "\(name) is compiled")
        }
        let bytes = try #require(TemplateRenderer(templates: compiled).render(value, template: "main"))
        return (library.render(value.plain, withTemplate: "main") ?? "", String(decoding: bytes, as: UTF8.self))
    }

    /// Templates that use every compiled construct: variables of each kind, sections over lists, objects and flags,
    /// inverted sections, dotted and current-only names, standalone lines, partials and their indentation (nested, and
    /// with "\r\n" line ends), comments, set delimiters and the content type pragma.
    static let corpus: [[String: String]] = [
        ["main": "Hello {{name}}! {{{raw}}} {{&raw}} {{raw}} {{flag}} {{nope}}"],
        ["main": "{{#list}}[{{.}}]{{/list}}{{^list}}none{{/list}} {{#empty}}x{{/empty}}{{^empty}}({{name}}){{/empty}}"],
        ["main": "{{#obj}}{{a}}-{{b.c}}-{{name}}-{{.a}}|{{.name}}{{/obj}} {{b.c}} {{obj.b.c}} {{#nope}}x{{/nope}}{{^nope}}y{{/nope}}"],
        ["main": "<ul>\n  {{#list}}\n  <li>{{.}}</li>\n  {{/list}}\n  {{#items}}\n  <li>{{#a}}{{.}}{{/a}}{{name}}</li>\n  {{/items}}\n</ul>\n{{#flag}}\nyes\n{{/flag}}\n{{^flag}}\nno\n{{/flag}}\n"],
        ["main": "<div>\n  {{> item}}\n</div>\n", "item": "<p>{{name}}</p>\n<p>{{#list}}{{.}}\n{{/list}}</p>\n"],
        ["main": "  {{>a}}\n", "a": "x\n  {{>b}}\ny {{raw}}\n", "b": "1\n{{name}}\n2\n"],
        ["main": "a\r\n  {{#flag}}\r\n  b\r\n  {{/flag}}\r\n  {{>p}}\r\n", "p": "c\r\nd {{name}}\r\n"],
        ["main": "{{=<% %>=}}<% name %> {{name}} <%={{ }}=%>{{raw}}"],
        ["main": "a{{! comment }}b\n  {{! standalone }}\nc {{#obj}}{{! inside }}{{a}}{{/obj}}"],
        ["main": "{{raw}} {{% CONTENT_TYPE: TEXT}}{{raw}} {{#obj}}{{a}}{{/obj}}{{>p}}", "p": "{{raw}}"],
        ["main": "{{#list}}{{#.}}+{{/.}}{{^.}}-{{/.}}{{/list}} {{#items}}{{#obj}}{{a}}{{/obj}}{{^flag}}{{b.c}}{{/flag}}{{/items}}"],
    ]

    /// Text with every character HTML escapes, and a line end, but no markup character a combining mark follows (the
    /// one place the two escapers differ: `markupInAGraphemeClusterIsEscaped`).
    static func text(_ random: inout SplitMix) -> String {
        let pieces = ["a", "Zoë", "<b>", "&", "\"", "'", " ", "\n", "—", "é", ">", "1"]
        return (0..<random.next(4)).map { _ in pieces[random.next(pieces.count)] }.joined()
    }

    static func value(_ random: inout SplitMix, depth: Int = 0) -> TemplateValue {
        func maybe(_ value: TemplateValue) -> TemplateValue? { random.next(4) == 0 ? nil : value }
        // `{{.}}` of an object printed Swift's description of a dictionary: lists of objects are only `items`.
        func list() -> TemplateValue {
            .list((0..<random.next(4)).map { _ in random.next(3) == 0 ? .bool(random.next(2) == 0) : .text(text(&random)) })
        }
        return .fields([
            "name": maybe(.text(text(&random))), "a": maybe(.text(text(&random))), "raw": maybe(.text(text(&random))),
            "b": maybe(.fields(["c": maybe(.text(text(&random)))])), "flag": maybe(.bool(random.next(2) == 0)),
            "list": maybe(list()), "empty": maybe(.list([TemplateValue]())),
            "items": depth < 2 ? maybe(.list((0..<random.next(3)).map { _ in value(&random, depth: depth + 1) })) : nil,
            "obj": depth < 2 ? maybe(value(&random, depth: depth + 1)) : nil,
        ])
    }

    @Test func rendersAsSwiftMustacheDoes() async throws {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let value = Self.value(&random)
            for templates in Self.corpus {
                let (mustache, compiled) = try Self.rendered(templates, value)
                #expect(compiled == mustache, "\(templates["main"]!) over \(value)")
            }
        }
    }

    /// `value` with every list made a stream and every text written in two pieces.
    static func streamed(_ value: TemplateValue) -> TemplateValue {
        switch value {
        case .list(let elements):
            let converted = elements.map(streamed)
            // Half the streams hand each element on as a piece of its own: the page is the same.
            return .stream(TemplateStream(count: converted.count, separatesElements: converted.count % 2 == 0) { converted[$0] })
        case .text(let text):
            let cut = text.index(text.startIndex, offsetBy: text.count / 2)
            let halves = [String(text[..<cut]), String(text[cut...])]
            return .pieces(TemplatePieces { piece in halves.forEach { piece(Array($0.utf8), nil) } })
        case .object(let fields): return .object(fields.mapValues(streamed))
        case .bool, .stream, .pieces, .rendered: return value
        }
    }

    /// Streams and pieces render as the lists and texts they stand for, handed on in pieces as small as an element
    /// (outside indented partials), which join into the same page.
    @Test func streamsRenderAsListsDo() async throws {
        let compiled = try Self.corpus.map { templates in
            try templates.mapValues { text in try #require(CompiledTemplate(try MustacheTemplate(string: text))) }
        }
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let value = Self.value(&random)
            for templates in compiled {
                let renderer = TemplateRenderer(templates: templates)
                let whole = renderer.render(value, template: "main")
                var pieces: [[UInt8]] = []
                #expect(renderer.render(Self.streamed(value), template: "main", chunk: 0) { bytes, _ in pieces.append(bytes) })
                #expect(Array(pieces.joined()) == whole, "\(templates) over \(value)")
            }
        }
    }

    @Test func aLongStreamIsHandedOnInPieces() throws {
        let template = try #require(CompiledTemplate(try MustacheTemplate(string: "<ul>\n{{#items}}\n<li>{{name}}</li>\n{{/items}}\n</ul>\n")))
        let items = TemplateStream(count: 1000) { .fields(["name": .text("item \($0)")]) }
        var pieces: [[UInt8]] = []
        _ = TemplateRenderer(templates: ["main": template]).render(.fields(["items": .stream(items)]), template: "main", chunk: 1000) {
            bytes, _ in pieces.append(bytes)
        }
        // 1000 lines of 16–19 bytes: a piece each time more than 1,000 bytes wait, each ending after a whole line.
        #expect(pieces.count > 15 && pieces.dropLast().allSatisfy { $0.count > 1000 && $0.count < 1100 && $0.last == 0x0A })
        #expect(String(decoding: pieces.joined(), as: UTF8.self).hasSuffix("<li>item 999</li>\n</ul>\n"))
    }

    /// A stream that separates its elements hands each on as a piece of its own, numbered; an element given as the bytes
    /// it rendered to before is written as they are, and said to be copied. In an indented partial nothing is separated.
    @Test func separatedElementsAndCopiedOnes() throws {
        let template = try #require(CompiledTemplate(try MustacheTemplate(string: "<ul>\n{{#items}}\n<li>{{name}}</li>\n{{/items}}\n</ul>\n")))
        let items = TemplateStream(count: 3, separatesElements: true) { i in
            i == 1 ? .rendered(Array("<li>copied</li>\n".utf8)) : .fields(["name": .text("item \(i)")])
        }
        var pieces: [(String, TemplateRenderer.Piece)] = []
        _ = TemplateRenderer(templates: ["main": template]).render(.fields(["items": .stream(items)]), template: "main") {
            bytes, piece in pieces.append((String(decoding: bytes, as: UTF8.self), piece))
        }
        #expect(pieces.map(\.0) == ["<ul>\n", "<li>item 0</li>\n", "<li>copied</li>\n", "<li>item 2</li>\n", "</ul>\n"])
        #expect(pieces.map(\.1) == [.page, .element(0, copied: false), .element(1, copied: true), .element(2, copied: false), .page])

        let outer = try #require(CompiledTemplate(try MustacheTemplate(string: "<div>\n  {{> main}}\n</div>\n")))
        var indented: [TemplateRenderer.Piece] = []
        _ = TemplateRenderer(templates: ["main": template, "outer": outer]).render(.fields(["items": .stream(items)]), template: "outer") {
            _, piece in indented.append(piece)
        }
        #expect(indented == [.page])
    }

    /// An element's bytes may stand for it only where the section reads nothing but the elements' own names: through
    /// nested sections and partials; a name from around it, or a section the template lacks, says no.
    @Test func aSectionThatReadsOnlyItsElements() throws {
        func renderer(_ templates: [String: String]) throws -> TemplateRenderer {
            TemplateRenderer(templates: try templates.mapValues { try #require(CompiledTemplate(try MustacheTemplate(string: $0))) })
        }
        let keys: Set<String> = ["name", "parts", "part"]
        let own = try renderer(["main": "{{title}}{{#items}}{{name}}{{#parts}}{{part}}{{.}}{{/parts}}{{> item}}{{/items}}",
                                "item": "<b>{{name}}</b>"])
        #expect(own.section("items", of: "main", readsOnly: keys))
        #expect(!own.section("items", of: "main", readsOnly: ["name", "parts"]))  // `part` is read too
        #expect(!own.section("others", of: "main", readsOnly: keys))
        #expect(!own.section("items", of: "missing", readsOnly: keys))
        let around = try renderer(["main": "{{#items}}{{name}}{{> item}}{{/items}}", "item": "{{title}}"])
        #expect(!around.section("items", of: "main", readsOnly: keys))
        let inPartial = try renderer(["main": "<ul>{{> list}}</ul>", "list": "{{#items}}{{name}}{{count}}{{/items}}"])
        #expect(!inPartial.section("items", of: "main", readsOnly: keys))
        #expect(inPartial.section("items", of: "main", readsOnly: keys.union(["count"])))
        // Inside another section, which may put an object of its own around the elements: never.
        let nested = try renderer(["main": "{{#page}}{{> list}}{{/page}}", "list": "{{#items}}{{name}}{{/items}}"])
        #expect(!nested.section("items", of: "main", readsOnly: keys))
    }

    @Test func concreteRendering() throws {
        let value = TemplateValue.fields(["name": .text("<Zoë & 'co'>"), "list": .list([.text("1"), .text("2")]),
                                          "obj": .fields(["a": .text("A")]), "flag": .bool(false)])
        #expect(try Self.rendered(Self.corpus[0], value).compiled == "Hello &lt;Zoë &amp; &#39;co&#39;&gt;!    false ")
        #expect(try Self.rendered(Self.corpus[1], value).compiled == "[1][2] (&lt;Zoë &amp; &#39;co&#39;&gt;)")
        let partial = try Self.rendered(Self.corpus[4], value)
        #expect(partial.compiled == partial.mustache)
        // swift-mustache indents token by token: "2" starts a line inside the section's second rendering, which began
        // with nothing rendered, so it is not indented; "</p>" follows the section's "\n", so it is.
        #expect(partial.compiled == "<div>\n  <p>&lt;Zoë &amp; &#39;co&#39;&gt;</p>\n  <p>1\n2\n  </p>\n</div>\n")
    }

    /// swift-mustache's transforms, inheritance and dynamic partials are not compiled: the library renders them.
    @Test func notCompiled() throws {
        for text in ["{{uppercase(name)}}", "{{#reversed(list)}}{{.}}{{/reversed(list)}}", "{{<parent}}{{$b}}x{{/b}}{{/parent}}",
                     "{{$block}}default{{/block}}", "{{>*dynamic}}"] {
            #expect(CompiledTemplate(try MustacheTemplate(string: text)) == nil, "\(text)")
        }
        #expect(CompiledTemplate(try MustacheTemplate(string: "{{#list}}{{.}}{{/list}}")) != nil)
    }

    /// Every template FrameLab ships is compiled: no page of the site is rendered by reflection.
    @Test func builtInTemplatesAreCompiled() throws {
        let directory = try #require(SiteBuilder.builtInTemplates)
        for name in SiteBuilder.templateNames(in: directory) {
            let text = try String(contentsOfFile: directory + "/" + name + ".mustache", encoding: .utf8)
            #expect(CompiledTemplate(try MustacheTemplate(string: text)) != nil, "\(name).mustache")
        }
    }

    @Test func escapesBytes() {
        #expect(HTMLEscaping.escaped("a<b>&\"'c") == "a&lt;b&gt;&amp;&quot;&#39;c")
        #expect(HTMLEscaping.escaped("Zoë — 日本") == "Zoë — 日本")
        #expect(HTMLEscaping.escaped("\"\u{301}") == "&quot;\u{301}")
        #expect(HTMLEscaping.escaped("") == "")
    }

    @Test func findsWhatNeedsNeutralising() {
        for text in ["a\u{1B}b", "\u{FFFE}", "\u{FFFF}", "x\u{202E}y", "\u{2066}", "\u{202A}", "\u{2069}"] {
            #expect(XMLCharacters.mayNeedNeutralising(Array(text.utf8)), "\(text.unicodeScalars.map(\.value))")
        }
        for text in ["plain\ttext\r\n", "— → é 日本 \u{FFFD} \u{2014} \u{2065} \u{202F}"] {
            #expect(!XMLCharacters.mayNeedNeutralising(Array(text.utf8)))
            #expect(XMLCharacters.neutralised(text) == text)
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a seed names a whole value.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
