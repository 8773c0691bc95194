import Foundation
import LayoutCore
import ScenarioKit

/// One fuzz input as an app's `.swift` file (issue 29): parsed into its declarations, and each of the first few
/// `View` types it declares laid out with `Type()`, as a scenario line would. Errors are good outcomes; a crash, a
/// hang or a diagnostic that points outside the file or the view line is what the fuzzer is after.
enum FuzzSwiftSource {
    static func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let file = SwiftSources.parsed(text, displayPath: "fuzz.swift")
        let program = SwiftProgram(files: [file])
        let lines = FuzzHarness.lineCount(text)
        let views = program.viewTypeNames.prefix(4)
        for name in views {
            let origin = SwiftSourceOrigin(file: "view", line: 1, column: 1)
            do {
                _ = try SwiftUIInterpreter.interpret("\(name)()", origin: origin, program: program)
            } catch {
                for diagnostic in error.all {
                    let location = diagnostic.location
                    precondition(location.line >= 1 && location.column >= 1, "diagnostic without a location: \(diagnostic)")
                    precondition((location.file == "fuzz.swift" && location.line <= lines + 1) || (location.file == "view" && location.line == 1),
                                 "diagnostic outside the file: \(diagnostic)")
                }
            }
        }
    }
}
