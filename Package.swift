// swift-tools-version: 6.2
import PackageDescription

/// `FRAMELAB_FUZZ=1` (Tests/fuzz/fuzz.sh, with `--build-path .build-fuzz`): FrameLab's own modules are
/// compiled with libFuzzer's coverage instrumentation and FrameLabFuzz links libFuzzer's `main`. Only
/// these modules: instrumenting the dependencies would also instrument their macro tools, which then fail to link.
/// FrameLabFuzz links libFuzzer's runtime without its `main` (FRAMELAB_FUZZ_RUNTIME, the toolchain's
/// libclang_rt.fuzzer_no_main), since SwiftPM gives an executable its own entry point.
let fuzzing = Context.environment["FRAMELAB_FUZZ"] == "1"
let fuzzerFlags: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"]), .define("FUZZING")] : []
let fuzzerRuntime: [LinkerSetting] = fuzzing
    ? [.unsafeFlags([Context.environment["FRAMELAB_FUZZ_RUNTIME"] ?? "", "-lstdc++"])] : []

let package = Package(
    name: "FrameLab",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "AutoLayoutDSL", targets: ["AutoLayoutDSL"]),
        .executable(name: "framelab", targets: ["framelab"]),
        // `swift package --allow-writing-to-package-directory framelab build` in a package that depends on FrameLab.
        .plugin(name: "FrameLabPlugin", targets: ["FrameLabPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-parsing", from: "0.15.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Geometry, proposals and LayoutResult: the one shape both engines produce and every consumer reads.
        .target(name: "LayoutCore", swiftSettings: fuzzerFlags, linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // SwiftUI's layout algorithm (proposal → size → placement), no I/O.
        .target(name: "ViewLayout", dependencies: ["LayoutCore"], swiftSettings: fuzzerFlags),
        // Auto Layout: a Cassowary solver with lexicographic priorities, the constraint model, VFL. No I/O.
        .target(name: "ConstraintLayout", dependencies: [.product(name: "Parsing", package: "swift-parsing")],
                swiftSettings: fuzzerFlags),
        // Seed 001's anchor DSL (typed anchors, composite anchors, operators, a result builder) over ConstraintLayout.
        .target(name: "AutoLayoutDSL", dependencies: ["ConstraintLayout"], swiftSettings: fuzzerFlags),
        // File system calls Swift's Glibc module does not export, for OutputWriter: the atomic exchange of two
        // directories (renameat2 / renamex_np) and the kernel's copy of a file's range (copy_file_range).
        .target(name: "CFileCalls"),
        // Scenario files: YAML, SwiftUI source, expectations, the orderings enumerator.
        .target(name: "ScenarioKit", dependencies: [
            "LayoutCore", "ViewLayout", "ConstraintLayout",
            .product(name: "Yams", package: "Yams"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
            .product(name: "Crypto", package: "swift-crypto"),
        ], swiftSettings: fuzzerFlags),
        // The pipeline: configuration → inputs → load → compute → draw → render → validate → write, with the
        // manifest, incremental reuse and atomic output. `build`, `check`, `diff` and `serve` all call `Pipeline.run`.
        .target(name: "Build", dependencies: [
            "ScenarioKit", "LayoutCore", "ViewLayout", "ConstraintLayout", "Diagram", "OutputCheck", "Site", "Raster",
            "CFileCalls",
            // SHA-256 for the build manifest's fingerprint of the inputs.
            .product(name: "Crypto", package: "swift-crypto"),
        ], swiftSettings: fuzzerFlags),
        // Review: `check` and `diff`. Compares a build with a baseline and writes the diff report's formats.
        .target(name: "Review", dependencies: ["Build", "ScenarioKit", "LayoutCore", "Site"], swiftSettings: fuzzerFlags),
        // LayoutResult → annotated SVG.
        .target(name: "Diagram", dependencies: ["LayoutCore"], swiftSettings: fuzzerFlags),
        // The reference site: pages rendered from Templates/ (swift-mustache), and the rule reference, Docs/swiftui/
        // rendered into Sources/Site/BuiltInReferencePages.swift (`swift run ReferencePagesTool`). Templates/ is a
        // resource, so the binary works from any directory.
        .target(name: "Site", dependencies: ["LayoutCore", "ReferenceMarkdown", .product(name: "Mustache", package: "swift-mustache")],
                resources: [.copy("../../Templates")]),
        // A rule reference page's Markdown → its XHTML body (Ink): for ReferencePagesTool, and pages read at run time.
        .target(name: "ReferenceMarkdown", dependencies: [.product(name: "Ink", package: "Ink")]),
        .executableTarget(name: "ReferencePagesTool", dependencies: ["ReferenceMarkdown"]),
        // libxml2 (system library) and the validation built on it.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The SVG 1.1 DTD is a resource (the W3C's files with their licence): validation needs no system package.
        .target(name: "OutputCheck", dependencies: ["CLibXML2", "LayoutCore"], resources: [.copy("Resources/SVG11")]),
        // librsvg and cairo rasterise figures to PNG in-process: loaded at run time (dlopen), so that building
        // FrameLab needs no headers but libxml2's, and only --png needs the library (Debian's librsvg2-2).
        // Its fonts (Inter, DejaVu Sans Mono, with their licences) are resources, so PNGs need none of the machine's.
        .target(name: "Raster", dependencies: ["LayoutCore", "ViewLayout"], resources: [.copy("Fonts")]),
        // The command line: parses options, calls `Build` and `Review`, prints.
        .executableTarget(name: "framelab", dependencies: [
            "Build", "Review", "ScenarioKit", "LayoutCore", "Site", "Raster",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            // `serve`: FlyingFox's non-blocking sockets; FrameLab reads the requests itself (PreviewServer).
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        .plugin(name: "FrameLabPlugin",
                capability: .command(intent: .custom(verb: "framelab",
                                                     description: "Builds, checks or diffs the package's FrameLab scenarios"),
                                     permissions: [.writeToPackageDirectory(reason: "FrameLab writes the figures and pages "
                                                                            + "into the output folder of framelab.yml")]),
                dependencies: ["framelab"]),
        // The fuzz target (libFuzzer, Linux): Tests/fuzz/fuzz.sh builds it with FRAMELAB_FUZZ=1; a plain build
        // replays corpus or crash files given as arguments.
        .executableTarget(name: "FrameLabFuzz", dependencies: ["Build", "ScenarioKit", "Diagram", "OutputCheck"],
                          swiftSettings: fuzzerFlags, linkerSettings: fuzzerRuntime),
        // Release-mode benchmark: `swift run -c release LayoutBench`.
        .executableTarget(name: "LayoutBench", dependencies: ["ViewLayout", "LayoutCore"], path: "Benchmarks/LayoutBench"),
        // Release-mode solver benchmark, the kiwi families: `swift run -c release SolverBench`.
        .executableTarget(name: "SolverBench", dependencies: ["ConstraintLayout"], path: "Benchmarks/SolverBench"),
        // What several test targets share: whether this machine can write PNGs, and the like.
        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintLayoutTests", dependencies: [
            "ConstraintLayout",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "AutoLayoutDSLTests", dependencies: ["AutoLayoutDSL"]),
        .testTarget(name: "ViewLayoutTests", dependencies: [
            "ViewLayout", "LayoutCore", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Fixtures"]),
        .testTarget(name: "DiagramTests", dependencies: [
            "Build", "Diagram", "LayoutCore", "OutputCheck", "Raster", "ScenarioKit", "TestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "OutputCheckTests", dependencies: ["OutputCheck", "TestSupport",
                                                          .product(name: "PropertyBased", package: "swift-property-based")]),
        // The pipeline as a library: build, check and diff without the binary.
        .testTarget(name: "BuildTests", dependencies: ["Build", "Review", "ScenarioKit", "Site"]),
        // Runs the built `framelab` binary, copied out with its resource bundles, in a repository of its own.
        .testTarget(name: "CommandLineTests", dependencies: ["framelab", "TestSupport"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "Diagram", "LayoutCore", "OutputCheck", "ReferenceMarkdown",
                                                .product(name: "Ink", package: "Ink"),
                                                .product(name: "Mustache", package: "swift-mustache"),
                                                .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ScenarioKitTests", dependencies: [
            "Build", "Review", "ScenarioKit", "Site", "ViewLayout", "LayoutCore",
            .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ]
)
