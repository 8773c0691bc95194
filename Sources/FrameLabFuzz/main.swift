import Foundation

/// The target: scenario files (the default), `framelab.yml` with `FRAMELAB_FUZZ_TARGET=configuration`, or an app's
/// `.swift` file with `FRAMELAB_FUZZ_TARGET=swift`.
let target = ProcessInfo.processInfo.environment["FRAMELAB_FUZZ_TARGET"]

func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
    switch target {
    case "configuration": FuzzConfiguration.fuzzOne(bytes)
    case "swift": FuzzSwiftSource.fuzzOne(bytes)
    default: FuzzHarness.fuzzOne(bytes)
    }
}

#if FUZZING
// libFuzzer's driver runs the harness (`FRAMELAB_FUZZ=1 swift build --product FrameLabFuzz`, Linux, as
// Tests/fuzz/fuzz.sh does). The driver is called from here rather than through libFuzzer's own `main`,
// because SwiftPM links an executable target's entry point under its own name.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    fuzzOne(UnsafeRawBufferPointer(start: data, count: count))
    return 0
})
#else
// Without the fuzzer: replays the files named on the command line (a corpus, or a crash libFuzzer
// saved) through the same harness, so a finding can be reproduced and debugged in a normal build.
for path in CommandLine.arguments.dropFirst() {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    data.withUnsafeBytes { fuzzOne($0) }
    print("ok \(path)")
}
#endif
