import ArgumentParser
import Foundation
import Build
import ScenarioKit

/// `framelab serve [INPUTS…] [--port N]`: builds the site, serves it on this machine, rebuilds it when a
/// scenario, a template or framelab.yml changes, and has the open page reload itself.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Builds the site, serves it on 127.0.0.1, and rebuilds and reloads it as you edit.",
        discussion: """
            The site is built in memory (the output folder is not written) and served at \
            http://127.0.0.1:PORT/. Every half second the scenario files and the templates are looked at \
            (their digests, as the build manifest keeps them); a change rebuilds the site and the open page reloads. Build errors are printed \
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
        // An input that is missing is a problem on the page, not a reason not to serve: it may come.
        var request = try invocation.request(sources, output: invocation.output(nil),
                                             jobs: ProcessInfo.processInfo.activeProcessorCount, allowingMissingInputs: true)
        signal(SIGINT) { _ in Foundation.exit(0) }   // Ctrl-C ends a preview normally
        let site = PreviewSite()
        await site.rebuild(request)
        var fingerprint = Pipeline.fingerprint(request)

        // IPv4 loopback only: nothing off this machine can reach the preview.
        let server = try PreviewServer(port: port, handler: PreviewHandler(site: site))
        Task {
            // The server stops only on a failure of its socket pool: so does `serve`.
            do { try await server.run() } catch { Console.error("framelab: error: the server stopped: \(error)") }
            Foundation.exit(1)
        }
        Console.out("Serving http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")

        // The build manifest's change detection: the files' digests, the templates, FrameLab and the options.
        while true {
            try await Task.sleep(for: .milliseconds(500))
            guard let inputs = try? request.inputs.resolvedAgain() else { continue }
            request.inputs = inputs
            let now = Pipeline.fingerprint(request)
            guard now != fingerprint else { continue }
            fingerprint = now
            await site.rebuild(request)
        }
    }
}
