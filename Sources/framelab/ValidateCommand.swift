import ArgumentParser
import OutputCheck

/// `framelab validate [DIR]`: every SVG and HTML file under DIR through libxml2.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validates every SVG and HTML file under a directory with libxml2.",
        discussion: """
            SVG files are checked for well-formedness, against the SVG 1.1 DTD (the W3C's, shipped with \
            FrameLab, no network) extended to allow role and aria-*, and \
            against FrameLab's policy (viewBox, title, no script, no event attributes, no external \
            references, unique ids). HTML pages are checked as well-formed XML and for their links. \
            Exit status: 0 when everything is valid, 1 otherwise.
            """)

    @Argument(help: "The directory to check (default: framelab.yml's 'output', else Output).")
    var directory: String?

    @Option(help: ArgumentHelp("Also write FrameLab's driver DTD (SVG 1.1 plus role and aria-*) to this path, "
                               + "for an independent check such as 'xmllint --noout --nonet --dtdvalid PATH file.svg'.",
                               valueName: "path"))
    var writeDriverDtd: String?

    func run() throws {
        let invocation = try Invocation.start()
        let directory = invocation.output(self.directory)
        if let path = writeDriverDtd.map(invocation.rebased) {
            do { try OutputValidator.writeDriverDTD(to: path) } catch {
                Console.error("framelab: error: cannot write \(path): \(error)")
                throw ExitCode(2)
            }
        }
        let validator = OutputValidator()
        if let reason = validator.dtdUnavailableReason {
            Console.error("framelab: warning: \(reason); checked well-formedness and policy only")
        }
        let (checked, issues) = validator.validateDirectory(directory)
        for issue in issues { Console.error(issue.description) }
        Console.out("Validated \(checked) file\(checked == 1 ? "" : "s") in \(directory): \(issues.count) problem\(issues.count == 1 ? "" : "s").")
        if !issues.isEmpty || checked == 0 { throw ExitCode(1) }
    }
}
