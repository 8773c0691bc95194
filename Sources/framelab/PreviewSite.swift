import Foundation
import LayoutCore
import Build
import Site

/// What `framelab serve` serves: the latest build of the site, in memory, and what went wrong in it.
/// Every build bumps `generation`; the pages poll it and reload when it moves.
actor PreviewSite {
    private var files: [String: Data] = [:]
    private(set) var generation = 0
    private(set) var problems: [String] = []

    func update(files: [OutputFile], problems: [String]) {
        self.files = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        self.problems = problems
        generation += 1
    }

    func file(_ path: String) -> Data? { files[path] }

    /// One build of the site into `site`, its problems printed too.
    func rebuild(_ request: BuildRequest) {
        var problems: [String] = []
        var files: [OutputFile] = []
        do {
            // The inputs as they are now: a folder added since, or one missing (reported on the page).
            var request = request
            request.inputs = try request.inputs.resolvedAgain()
            let result = try Pipeline.run(request)
            if let report = result.report {
                problems += report.diagnostics.map(\.description) + report.failures.map(\.description)
            }
            if let error = result.output?.siteError { problems.append("the site's templates: \(error)") }
            problems += result.output?.issues.map(\.description) ?? []
            files = result.output?.files ?? []
        } catch {
            problems.append("framelab: error: \(error)")
        }
        for problem in problems { Console.error(problem) }
        update(files: files, problems: problems)
        let stamp = Date().formatted(date: .omitted, time: .standard)
        Console.out("[\(stamp)] built \(files.count) files" + (problems.isEmpty ? "" : ", \(problems.count) problems"))
    }


    /// `{"generation": 3, "problems": ["docs/a.yaml:3:5: error: …"]}` for the pages' script.
    func status() -> Data {
        Data(JSONValue.object([("generation", .number(Double(generation))),
                               ("problems", .array(problems.map(JSONValue.string)))]).compact().utf8)
    }

    /// The script each served page gets before `</body>`: it asks for the status every 0.7 s, reloads the
    /// page when a new build is there, and shows the build's errors in a banner over the page.
    static func reloadScript(generation: Int) -> String {
        """
        <script>
        //<![CDATA[
        (function () {
          "use strict";
          var seen = \(generation);
          function show(problems) {
            var banner = document.getElementById("framelab-serve-problems");
            if (!problems.length) { if (banner) banner.remove(); return; }
            if (!banner) {
              banner = document.createElement("pre");
              banner.id = "framelab-serve-problems";
              banner.style.cssText = "position:fixed;left:0;right:0;bottom:0;max-height:40vh;overflow:auto;margin:0;" +
                "padding:0.75rem 1rem;background:#b71c1c;color:#fff;font:13px/1.4 monospace;z-index:1000;white-space:pre-wrap";
              document.body.appendChild(banner);
            }
            banner.textContent = problems.join("\\n");
          }
          function poll() {
            fetch("/__framelab/status", {cache: "no-store"}).then(function (r) { return r.json(); }).then(function (s) {
              if (s.generation !== seen) { location.reload(); return; }
              show(s.problems);
            }).catch(function () {}).then(function () { setTimeout(poll, 700); });
          }
          poll();
        })();
        //]]>
        </script>
        """
    }
}

/// What `PreviewServer` answers to a GET or HEAD that passed its checks: the status for the pages'
/// script, and every file of the build, pages with the reload script added.
struct PreviewHandler: Sendable {
    let site: PreviewSite

    static let types = ["html": "text/html; charset=utf-8", "svg": "image/svg+xml", "css": "text/css; charset=utf-8",
                        "json": "application/json", "js": "text/javascript"]

    /// `target`: the request target as sent (`/a/b%20c.html?x`); the query is not looked at.
    func response(to target: String) async -> PreviewResponse {
        let encoded = String(target.prefix { $0 != "?" && $0 != "#" })
        if encoded == "/__framelab/status" {
            return PreviewResponse(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
                                   body: await site.status())
        }
        var path = encoded.removingPercentEncoding ?? encoded
        while path.hasPrefix("/") { path.removeFirst() }
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        guard !path.split(separator: "/").contains(".."), var body = await site.file(path) else {
            return .plain(404, "not found: /\(path)")
        }
        let ext = (path as NSString).pathExtension
        if ext == "html", let page = String(data: body, encoding: .utf8), let end = page.range(of: "</body>", options: .backwards) {
            let script = PreviewSite.reloadScript(generation: await site.generation)
            body = Data(page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script + "\n").utf8)
        }
        return PreviewResponse(status: 200, headers: [("Content-Type", Self.types[ext] ?? "application/octet-stream"),
                                                      ("Cache-Control", "no-store")], body: body)
    }
}
