import PropertyBased
import Testing
@testable import Build

/// `SortedPaths`: the files a build takes over, looked up by bisection in byte order instead of copied into a set.
@Suite struct SortedPathsTests {
    @Test func aPathIsFoundExactlyWhenItIsOneOfThemByItsBytes() async {
        let some = SortedPaths(["b/x.svg", "a/x.html", "a/x.svg", "é/y.svg"])
        #expect(some.contains("a/x.svg") && some.contains("é/y.svg") && !some.contains("a/x") && !some.contains("c"))
        // The same text in another normalisation is another path: its bytes differ.
        #expect(!some.contains("e\u{301}/y.svg") && !SortedPaths([]).contains(""))
        let pieces = ["a", "b", "/", "é", "e\u{301}", "\u{E9}", "😀", ".svg", "-", "0"]
        let path = Gen.element(of: pieces).array(of: 0...5).map { $0.compactMap { $0 }.joined() }
        await propertyCheck(count: 300, input: path.array(of: 0...12), path) { paths, probe in
            let byBytes = Set(paths.map { Array($0.utf8) })
            let sorted = SortedPaths(paths)
            #expect(sorted.contains(probe) == byBytes.contains(Array(probe.utf8)), "\(paths) \(probe)")
            for path in paths { #expect(sorted.contains(path)) }
        }
    }
}
