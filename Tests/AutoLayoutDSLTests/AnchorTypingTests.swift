import Foundation
import Testing

/// Relating anchors of different kinds must not compile, as in UIKit: the test type-checks snippets against the
/// built AutoLayoutDSL module with `swiftc -typecheck` and reads the compiler's diagnostics.
@Suite("Anchor kinds are checked by the compiler")
struct AnchorTypingTests {
    /// The folder of the test bundle, where SwiftPM leaves the modules (`Modules/` in Swift 6 layouts).
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    func typecheck(_ body: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dsl-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try """
            import AutoLayoutDSL
            let a = LayoutView(name: "a"), b = LayoutView(name: "b")
            \(body)
            """.write(to: file, atomically: true, encoding: .utf8)
        let modules = Self.products.appendingPathComponent("Modules")
        let include = FileManager.default.fileExists(atPath: modules.path) ? modules : Self.products
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", include.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("anchors of one kind type-check (the control)")
    func sameKind() throws {
        let result = try typecheck("""
            let c = a.leadingAnchor == b.trailingAnchor + 8
            let d = a.widthAnchor == b.widthAnchor * 0.5 ~ 750
            let e = a.edges == b.edges + EdgeInsets(horizontal: 40)
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("an x anchor related to a y anchor is a compile error")
    func xAgainstY() throws {
        let result = try typecheck("let c = a.leadingAnchor == b.topAnchor")
        #expect(result.status != 0)
        #expect(result.output.contains("error:"))
        #expect(result.output.contains("TypedAnchor<XAxisKind>") && result.output.contains("TypedAnchor<YAxisKind>"),
                "\(result.output)")
    }

    @Test("a position related to a dimension, a constant on a position, and insets on a size do not compile")
    func otherMixes() throws {
        for snippet in ["let c = a.widthAnchor == b.centerXAnchor", "let c = a.leadingAnchor == 20",
                        "let c = a.leadingAnchor == b.leadingAnchor * 2", "let c = a.size == b.size + EdgeInsets(4)",
                        "let c = a.edges == b.horizontalEdges", "let c = a.edges <= b.edges"] {
            let result = try typecheck(snippet)
            #expect(result.status != 0, "\(snippet) type-checked")
            #expect(result.output.contains("error:"), "\(snippet): \(result.output)")
        }
    }
}
