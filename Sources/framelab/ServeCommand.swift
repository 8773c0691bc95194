import ArgumentParser
import Foundation
import ScenarioKit
import Site

/// `framelab serve [INPUTS…] [--port N]`: builds the site, serves it on this machine, rebuilds it when a
/// scenario, a template or framelab.yml changes, and has the open page reload itself.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Builds the site, serves it on 127.0.0.1, and rebuilds and reloads it as you edit.",
        discussion: """
            The site is built in memory (the output folder is not written) and served at \
            http://127.0.0.1:PORT/. Every half second the scenario inputs, the templates and framelab.yml \
            are looked at; a change rebuilds the site and the open page reloads. Build errors are printed \
            and shown in a banner on the page. Stop with Ctrl-C (exit status 0).

            Only GET and HEAD are answered, and only with a Host of 127.0.0.1:PORT or localhost:PORT \
            (421 otherwise: a page of another site, renamed to 127.0.0.1 by DNS rebinding, cannot read the \
            preview). A request line is at most 8 KiB (414 otherwise); header lines at most 100, each at \
            most 8 KiB and 32 KiB together (431 otherwise). At most 64 connections are open at once (503 \
            otherwise); a connection that has not sent a whole request head 5 s after it opened or after \
            its last answer is closed (408 if part of one came), and so is one that does not take an answer \
            within 10 s.
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(help: "The port to listen on, on 127.0.0.1 only (0: any free port).")
    var port: UInt16 = 8000


    func run() async throws {
        let invocation = try Invocation.start()
        let figures = try invocation.figures(sources)
        let inputs = invocation.inputs(sources.inputs), templates = try invocation.templates(sources.templates)
        signal(SIGINT) { _ in Foundation.exit(0) }   // Ctrl-C ends a preview normally
        let site = PreviewSite()
        let watched = inputs + [templates, invocation.configuration.file].compactMap { $0 }
        await rebuild(site, inputs: inputs, templates: templates, options: invocation.site, figures: figures)
        var fingerprint = Self.fingerprint(watched)

        // IPv4 loopback only: nothing off this machine can reach the preview.
        let server = try PreviewServer(port: port, handler: PreviewHandler(site: site))
        Task {
            // The server stops only on a failure of its socket pool: so does `serve`.
            do { try await server.run() } catch { Console.error("framelab: error: the server stopped: \(error)") }
            Foundation.exit(1)
        }
        Console.out("Serving http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")

        while true {
            try await Task.sleep(for: .milliseconds(500))
            let now = Self.fingerprint(watched)
            guard now != fingerprint else { continue }
            fingerprint = now
            await rebuild(site, inputs: inputs, templates: templates, options: invocation.site, figures: figures)
        }
    }

    /// One build of the site into `site`, its problems printed too.
    private func rebuild(_ site: PreviewSite, inputs: [String], templates: String?, options: SiteOptions,
                         figures: FigureChoice) async {
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        var problems: [String] = []
        var files: [OutputFile] = []
        do {
            let report = try ScenarioBuild.run(inputs: inputs, jobs: jobs)
            problems += report.diagnostics.map(\.description) + report.failures.map(\.description)
            let built = BuildOutput.assemble(report, jobs: jobs, templates: templates, site: options, figures: figures)
            if let error = built.siteError { problems.append("the site's templates: \(error)") }
            problems += built.issues.map(\.description)
            files = built.files
        } catch {
            problems.append("framelab: error: \(error)")
        }
        for problem in problems { Console.error(problem) }
        await site.update(files: files, problems: problems)
        let stamp = Date().formatted(date: .omitted, time: .standard)
        Console.out("[\(stamp)] built \(files.count) files" + (problems.isEmpty ? "" : ", \(problems.count) problems"))
    }

    /// The watched files' paths, sizes and modification times: a change in any is a reason to rebuild.
    static func fingerprint(_ paths: [String]) -> [String] {
        var out: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { out.append("missing \(path)"); continue }
            let files = isDirectory.boolValue
                ? (manager.enumerator(atPath: path)?.compactMap { $0 as? String }.map { path + "/" + $0 } ?? []).sorted()
                : [path]
            for file in files {
                guard let attributes = try? manager.attributesOfItem(atPath: file) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                out.append("\(file) \(size) \(modified)")
            }
        }
        return out
    }
}
