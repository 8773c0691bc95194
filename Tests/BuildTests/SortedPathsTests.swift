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

    /// Merged with other paths in any order, they are all of them in byte order, each as often as given: the stamp's
    /// listing of a build that took files over.
    @Test func mergedWithOthersTheyAreAllOfThemInByteOrder() async {
        #expect(SortedPaths(["b", "a/x"]).merged(with: ["a-b", "c", "a/x"]) == ["a-b", "a/x", "a/x", "b", "c"])
        let pieces = ["a", "b", "/", "é", "e\u{301}", "😀", ".svg", "-"]
        let path = Gen.element(of: pieces).array(of: 0...4).map { $0.compactMap { $0 }.joined() }
        await propertyCheck(count: 300, input: path.array(of: 0...10), path.array(of: 0...10)) { kept, others in
            let merged = SortedPaths(kept).merged(with: others)
            #expect(merged.map { Array($0.utf8) } == (kept + others).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) },
                    "\(kept) \(others)")
        }
    }
}
