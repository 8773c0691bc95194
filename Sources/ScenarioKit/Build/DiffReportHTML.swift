import Foundation
import LayoutCore

/// A small escaping builder for polyglot HTML5 (well-formed XML that browsers read as HTML): every
/// text and attribute value is escaped, void elements are self-closed, attributes come in the order
/// given, so the bytes depend only on the calls.
struct DiffHTMLBuilder {
    private(set) var output = ""
    private var depth = 0

    typealias Attributes = [(String, String)]

    /// Elements whose content is laid out on lines of their own.
    private static let blocks: Set<String> = [
        "html", "head", "body", "header", "main", "footer", "section", "nav", "div", "ul", "ol", "table",
        "thead", "tbody", "tr", "figure", "details", "dl",
    ]

    mutating func raw(_ text: String) { output += text }

    mutating func text(_ text: String) { output += DiffXML.escape(text) }

    private mutating func startTag(_ name: String, _ attributes: Attributes, selfClosing: Bool = false) {
        output += "<" + name
        for (key, value) in attributes { output += " \(key)=\"\(DiffXML.escape(value, attribute: true))\"" }
        output += selfClosing ? "/>" : ">"
    }

    private mutating func newline() { output += "\n" + String(repeating: " ", count: depth) }

    /// `<img …/>`, `<meta …/>`, `<input …/>`.
    mutating func void(_ name: String, _ attributes: Attributes = []) {
        startTag(name, attributes, selfClosing: true)
    }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: Attributes = [], text: String) {
        startTag(name, attributes)
        self.text(text)
        output += "</\(name)>"
    }

    /// An element with element content built by `body`.
    mutating func element(_ name: String, _ attributes: Attributes = [], _ body: (inout DiffHTMLBuilder) -> Void) {
        let block = Self.blocks.contains(name)
        startTag(name, attributes)
        if block { depth += 1 }
        body(&self)
        if block { depth -= 1; newline() }
        output += "</\(name)>"
    }

    /// Starts a new line (between block children).
    mutating func line() { newline() }

    /// A `<script>` whose code is wrapped in `//<![CDATA[ … //]]>`, so that it is XML-safe and HTML
    /// parsers ignore the markers. The code must not contain `]]>` or `</`.
    mutating func script(_ code: String) {
        precondition(!code.contains("]]>") && !code.contains("</"), "script code is not XML-safe")
        output += "<script>//<![CDATA[\n" + code + "\n//]]></script>"
    }

    /// A `<style>` sheet; the CSS must not contain `<` or `&`.
    mutating func style(_ css: String) {
        precondition(!css.contains("<") && !css.contains("&"), "CSS is not XML-safe")
        output += "<style>\n" + css + "</style>"
    }

    /// A relative URL for a `/`-separated path: each segment percent-encoded (unreserved characters kept).
    static func url(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}

extension DiffReport {
    /// The report page: polyglot HTML5, relative links only, dark mode through `prefers-color-scheme`,
    /// one column on a phone. Every changed figure is shown side by side (before | after), as a blend
    /// (a slider sets the after image's opacity over the before image; without script both stay side
    /// by side) and as a toggle (hover, focus or tap swaps before for after, CSS only), followed by
    /// the table of nodes whose frames moved. New and deleted figures are shown with their image.
    public func indexHTML() -> String {
        var html = DiffHTMLBuilder()
        html.raw("<!DOCTYPE html>\n")
        html.element("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en"), ("xml:lang", "en")]) { html in
            html.line()
            html.element("head") { html in
                html.line(); html.void("meta", [("charset", "utf-8")])
                html.line(); html.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
                html.line(); html.void("meta", [("name", "color-scheme"), ("content", "light dark")])
                html.line(); html.element("title", text: "FrameLab diff: \(summary)")
                html.line(); html.style(Self.stylesheet)
            }
            html.line()
            html.element("body") { html in
                html.line(); header(&html)
                html.line()
                html.element("main") { html in
                    let anchors = anchorIDs()
                    for (status, heading) in [(Status.changed, "Changed figures"), (.new, "New figures"), (.deleted, "Deleted figures")] {
                        let list = figures(status)
                        guard !list.isEmpty else { continue }
                        html.line(); html.element("h2", [("id", status.rawValue)], text: "\(heading) (\(list.count))")
                        for figure in list {
                            html.line(); section(for: figure, id: anchors[figure.path] ?? "", into: &html)
                        }
                    }
                    if !hasChanges {
                        html.line(); html.element("p", [("class", "same")], text: "No figure changed: the current build draws exactly the baseline's figures.")
                    }
                    html.line(); unchangedList(&html)
                    html.line(); otherFilesList(&html)
                }
                html.line()
                html.element("footer") { html in
                    html.line()
                    html.element("p", text: "Written by framelab diff. report.json has these facts for programs; junit.xml has one test case per figure for CI. "
                                 + "Changed, new and deleted figures make framelab diff exit 1 unless --no-fail is given.")
                }
                html.line(); html.script(Self.blendScript)
            }
        }
        html.raw("\n")
        return html.output
    }

    /// Unique, stable fragment ids for the figures that get a section, from their paths.
    func anchorIDs() -> [String: String] {
        var used: Set<String> = ["changed", "new", "deleted", "unchanged", "other"]
        var ids: [String: String] = [:]
        for figure in figures where figure.status != .unchanged {
            let stem = figure.path.hasSuffix(".svg") ? String(figure.path.dropLast(4)) : figure.path
            let base = "fig-" + String(stem.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0)) ? Character($0) : "-" })
            var id = base, n = 2
            while used.contains(id) { id = "\(base)-\(n)"; n += 1 }
            used.insert(id); ids[figure.path] = id
        }
        return ids
    }

    private func header(_ html: inout DiffHTMLBuilder) {
        html.element("header") { html in
            html.line(); html.element("h1", text: "FrameLab visual diff")
            html.line()
            html.element("dl", [("class", "sides")]) { html in
                html.line(); html.element("dt", text: "Baseline"); html.element("dd", text: baseline)
                html.line(); html.element("dt", text: "Current"); html.element("dd", text: current)
            }
            html.line()
            html.element("ul", [("class", "counts")]) { html in
                for status in Status.allCases {
                    let n = count(status)
                    html.line()
                    html.element("li", [("class", "count \(status.rawValue)\(n == 0 ? " zero" : "")")]) { html in
                        let label = "\(status.rawValue)"
                        if n > 0 {
                            html.element("a", [("href", "#\(status.rawValue)")]) { html in
                                html.element("strong", text: String(n)); html.text(" " + label)
                            }
                        } else {
                            html.element("strong", text: String(n)); html.text(" " + label)
                        }
                    }
                }
            }
            if let framesNote {
                html.line(); html.element("p", [("class", "note")], text: framesNote)
            }
            let changedFigures = figures(.changed) + figures(.new) + figures(.deleted)
            if !changedFigures.isEmpty {
                html.line()
                html.element("nav", [("aria-label", "Figures that differ")]) { html in
                    html.line()
                    html.element("ul") { html in
                        let anchors = anchorIDs()
                        for figure in changedFigures {
                            html.line()
                            html.element("li") { html in
                                html.element("span", [("class", "badge \(figure.status.rawValue)")], text: figure.status.rawValue)
                                html.text(" ")
                                html.element("a", [("href", "#" + (anchors[figure.path] ?? ""))], text: figure.path)
                            }
                        }
                    }
                }
            }
        }
    }

    private func section(for figure: Figure, id: String, into html: inout DiffHTMLBuilder) {
        html.element("section", [("class", "figure \(figure.status.rawValue)"), ("id", id)]) { html in
            html.line()
            html.element("h3") { html in
                html.element("span", [("class", "badge \(figure.status.rawValue)")], text: figure.status.rawValue)
                html.text(" ")
                html.element("code", text: figure.path)
            }
            html.line()
            html.element("p", [("class", "source")]) { html in
                html.text("Scenario ")
                html.element("code", text: figure.scenario)
                html.text(" of ")
                html.element("code", text: figure.file)
            }
            switch figure.status {
            case .changed:
                guard let before = figure.beforeImage, let after = figure.afterImage else { return }
                html.line(); twoUp(before: before, after: after, name: figure.path, into: &html)
                html.line()
                html.element("div", [("class", "views")]) { html in
                    html.line(); blend(before: before, after: after, name: figure.path, into: &html)
                    html.line(); toggle(before: before, after: after, name: figure.path, into: &html)
                }
                html.line(); nodeTable(figure, into: &html)
            case .new:
                if let after = figure.afterImage {
                    html.line(); single(after, caption: "New (no baseline)", alt: "New: \(figure.path)", into: &html)
                }
            case .deleted:
                if let before = figure.beforeImage {
                    html.line(); single(before, caption: "Deleted (baseline only; no scenario produces it)", alt: "Deleted: \(figure.path)", into: &html)
                }
            case .unchanged:
                break
            }
        }
    }

    private func image(_ path: String, alt: String, `class`: String? = nil, into html: inout DiffHTMLBuilder) {
        var attributes: DiffHTMLBuilder.Attributes = [("src", DiffHTMLBuilder.url(path)), ("alt", alt)]
        if let `class` { attributes.insert(("class", `class`), at: 0) }
        html.void("img", attributes)
    }

    private func single(_ path: String, caption: String, alt: String, into html: inout DiffHTMLBuilder) {
        html.element("figure", [("class", "single")]) { html in
            html.line(); image(path, alt: alt, into: &html)
            html.line(); html.element("figcaption", text: caption)
        }
    }

    private func twoUp(before: String, after: String, name: String, into html: inout DiffHTMLBuilder) {
        html.element("div", [("class", "twoup")]) { html in
            html.line()
            html.element("figure") { html in
                html.line(); image(before, alt: "Before: \(name)", into: &html)
                html.line(); html.element("figcaption", text: "Before (baseline)")
            }
            html.line()
            html.element("figure") { html in
                html.line(); image(after, alt: "After: \(name)", into: &html)
                html.line(); html.element("figcaption", text: "After (current)")
            }
        }
    }

    private func blend(before: String, after: String, name: String, into html: inout DiffHTMLBuilder) {
        html.element("div", [("class", "view blend")]) { html in
            html.line(); html.element("h4", text: "Blend")
            html.line()
            html.element("div", [("class", "stack")]) { html in
                html.line(); image(before, alt: "Before: \(name)", class: "before", into: &html)
                html.line(); image(after, alt: "After: \(name)", class: "after", into: &html)
            }
            html.line()
            html.element("label", [("class", "slider"), ("hidden", "hidden")]) { html in
                html.element("span", text: "before")
                html.void("input", [("type", "range"), ("min", "0"), ("max", "100"), ("value", "50"),
                                    ("aria-label", "Opacity of the after image over the before image")])
                html.element("span", text: "after")
            }
        }
    }

    private func toggle(before: String, after: String, name: String, into html: inout DiffHTMLBuilder) {
        html.element("div", [("class", "view toggle")]) { html in
            html.line(); html.element("h4", text: "Toggle")
            html.line()
            html.element("div", [("class", "swap"), ("tabindex", "0"),
                                 ("aria-label", "Before; hover or focus to show after")]) { html in
                html.line(); image(before, alt: "Before: \(name)", class: "before", into: &html)
                html.line(); image(after, alt: "After: \(name)", class: "after", into: &html)
                html.line()
                html.element("p", [("class", "swap-label")]) { html in
                    html.element("span", [("class", "before")], text: "Before: hover, focus or tap to show after")
                    html.element("span", [("class", "after")], text: "After: move away to show before")
                }
            }
        }
    }

    private func nodeTable(_ figure: Figure, into html: inout DiffHTMLBuilder) {
        guard !figure.nodes.isEmpty else {
            html.element("p", [("class", "note")], text: framesNote.map { "Node frames not compared: \($0)" }
                         ?? "No node frame changed: the drawing differs in style, labels or captions.")
            return
        }
        html.element("div", [("class", "table")]) { html in
            html.line()
            html.element("table") { html in
                html.line()
                html.element("caption", text: "Nodes whose frames changed (\(figure.nodes.count))")
                html.line()
                html.element("thead") { html in
                    html.line()
                    html.element("tr") { html in
                        for heading in ["Node", "Before (x, y, w, h)", "After (x, y, w, h)", "Δx", "Δy", "Δwidth", "Δheight"] {
                            html.line(); html.element("th", [("scope", "col")], text: heading)
                        }
                    }
                }
                html.line()
                html.element("tbody") { html in
                    for node in figure.nodes {
                        html.line()
                        html.element("tr") { html in
                            html.line()
                            html.element("th", [("scope", "row")]) { html in
                                html.element("span", [("class", "node")], text: node.displayName)
                                html.text(" ")
                                html.element("span", [("class", "path")], text: "\(node.kind) · \(node.path)")
                            }
                            html.line(); html.element("td", [("class", "num")], text: node.before.map(Self.describe) ?? "—")
                            html.line(); html.element("td", [("class", "num")], text: node.after.map(Self.describe) ?? "—")
                            if let delta = node.delta {
                                for (_, value) in delta.fields {
                                    let text = Self.signed(value)
                                    html.line(); html.element("td", [("class", text == "0" ? "num zero" : "num moved")], text: text)
                                }
                            } else {
                                html.line()
                                html.element("td", [("class", "num moved"), ("colspan", "4")],
                                             text: node.before == nil ? "new node" : "node removed")
                            }
                        }
                    }
                }
            }
        }
    }

    private func unchangedList(_ html: inout DiffHTMLBuilder) {
        let list = figures(.unchanged)
        html.element("details", [("id", "unchanged")]) { html in
            html.line(); html.element("summary", text: "Unchanged figures (\(list.count))")
            if !list.isEmpty {
                html.line()
                html.element("ul", [("class", "paths")]) { html in
                    for figure in list { html.line(); html.element("li") { $0.element("code", text: figure.path) } }
                }
            }
        }
    }

    private func otherFilesList(_ html: inout DiffHTMLBuilder) {
        let total = otherChanged.count + otherNew.count + otherDeleted.count
        html.element("details", [("id", "other")]) { html in
            html.line()
            html.element("summary", text: "Other output files that differ (\(total)): pages, frames.json, assets; they do not fail the diff")
            guard total > 0 else { return }
            html.line()
            html.element("ul", [("class", "paths")]) { html in
                for (label, paths) in [("changed", otherChanged), ("new", otherNew), ("deleted", otherDeleted)] {
                    for path in paths {
                        html.line()
                        html.element("li") { html in
                            html.element("span", [("class", "badge \(label)")], text: label)
                            html.text(" ")
                            html.element("code", text: path)
                        }
                    }
                }
            }
        }
    }

    // MARK: Style and script

    static let stylesheet = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--panel:#f5f5f7;\
        --changed:#b25000;--new:#1a7f37;--deleted:#c62828;--unchanged:#6e6e73;--accent:#0b63c5}
        @media (prefers-color-scheme: dark){:root{--bg:#161618;--fg:#f2f2f7;--muted:#a1a1a6;--line:#3a3a3c;\
        --panel:#232326;--changed:#ff9f43;--new:#4cc36b;--deleted:#ff6b6b;--unchanged:#a1a1a6;--accent:#6cb4ff}}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:1180px;padding:16px;background:var(--bg);color:var(--fg);\
        font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
        a{color:var(--accent)}
        h1{font-size:1.5em;margin:0 0 8px}
        h2{font-size:1.25em;margin:32px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
        h3{font-size:1.05em;margin:0 0 4px;overflow-wrap:anywhere}
        h4{font-size:.9em;margin:0 0 6px;color:var(--muted);font-weight:600}
        code{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,monospace;font-size:.92em;overflow-wrap:anywhere}
        .sides{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px}
        .sides dt{color:var(--muted)}
        .sides dd{margin:0;overflow-wrap:anywhere}
        .counts{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0 0 12px}
        .count{padding:6px 12px;border-radius:8px;background:var(--panel);border-left:4px solid var(--unchanged)}
        .count a{color:inherit;text-decoration:none}
        .count strong{font-size:1.2em}
        .count.changed{border-color:var(--changed)}
        .count.new{border-color:var(--new)}
        .count.deleted{border-color:var(--deleted)}
        .count.zero{opacity:.6}
        nav ul,.paths{list-style:none;padding:0;margin:0}
        .paths{columns:2 320px}
        nav li,.paths li{margin:2px 0;break-inside:avoid}
        .badge{display:inline-block;min-width:6.5em;text-align:center;font-size:.75em;font-weight:700;\
        text-transform:uppercase;letter-spacing:.04em;padding:1px 6px;border-radius:4px;color:var(--bg);background:var(--unchanged)}
        .badge.changed{background:var(--changed)}
        .badge.new{background:var(--new)}
        .badge.deleted{background:var(--deleted)}
        .figure{margin:16px 0 28px;padding:12px;border:1px solid var(--line);border-radius:10px}
        .source{margin:0 0 10px;color:var(--muted)}
        figure{margin:0}
        figcaption{color:var(--muted);font-size:.85em;margin-top:2px}
        img{display:block;max-width:100%;height:auto;background:var(--bg)}
        .twoup{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px}
        .views{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:12px;margin-top:14px}
        .view{padding:8px;background:var(--panel);border-radius:8px}
        .stack{display:grid;grid-template-columns:1fr 1fr;gap:8px}
        .js .stack{grid-template-columns:1fr;gap:0}
        .js .stack img{grid-area:1/1}
        .slider{display:flex;align-items:center;gap:8px;margin-top:6px;font-size:.85em;color:var(--muted)}
        .slider input{flex:1;min-width:0}
        [hidden]{display:none !important}
        .swap{display:block;cursor:pointer;outline-offset:2px}
        .swap .after,.swap:hover .before,.swap:focus .before{display:none}
        .swap:hover .after,.swap:focus .after{display:block}
        .swap-label{margin:4px 0 0;font-size:.85em;color:var(--muted)}
        .swap-label .after{display:none}
        .swap:hover .swap-label .before,.swap:focus .swap-label .before{display:none}
        .swap:hover .swap-label .after,.swap:focus .swap-label .after{display:inline}
        .table{overflow-x:auto;margin-top:14px}
        table{border-collapse:collapse;font-size:.9em;min-width:100%}
        caption{text-align:left;font-weight:600;padding:4px 0}
        th,td{padding:4px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
        thead th{color:var(--muted);font-weight:600;white-space:nowrap}
        td.num{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,monospace;white-space:nowrap}
        td.zero{color:var(--muted)}
        td.moved{color:var(--changed);font-weight:700}
        .node{font-weight:600}
        .path{color:var(--muted);font-size:.85em}
        .note{color:var(--muted);font-style:italic}
        .same{font-size:1.1em;padding:12px;border-radius:8px;background:var(--panel)}
        details{margin:20px 0}
        summary{cursor:pointer;font-weight:600}
        footer{margin-top:32px;color:var(--muted);font-size:.85em}
        @media (max-width:600px){body{padding:10px;font-size:14px}.figure{padding:8px}}

        """

    /// Stacks each blend view's images and wires its slider to the after image's opacity.
    static let blendScript = """
        document.documentElement.className += " js";
        Array.prototype.forEach.call(document.querySelectorAll(".blend"), function (view) {
          var slider = view.querySelector("input"), after = view.querySelector(".stack .after");
          if (!slider || !after) { return; }
          view.querySelector(".slider").hidden = false;
          function update() { after.style.opacity = String(slider.value / 100); }
          slider.addEventListener("input", update);
          update();
        });
        """
}
