import LayoutCore
import PropertyBased
import Testing

@Suite("Byte search")
struct ByteSearchTests {
    @Test("finds a needle where the standard library's search does: 'axis not fixed' in a rule, '  ' in a line")
    func examples() {
        #expect("height: axis not fixed by the parent".utf8.contains(bytes: "axis not fixed".utf8))
        #expect(!"height: axis not fix".utf8.contains(bytes: "axis not fixed".utf8))
        #expect("a  b".utf8.contains(bytes: "  ".utf8) && !"a b ".utf8.contains(bytes: "  ".utf8))
        #expect("aab".utf8.contains(bytes: "ab".utf8) && "x".utf8.contains(bytes: "".utf8) && !"".utf8.contains(bytes: "x".utf8))
    }

    @Test("any text and needle: the same answer as String.contains")
    func agreesWithTheStandardLibrary() async {
        let pieces = ["a", "b", "ab", " ", "  ", "é", "🙂", "axis", " not", " fixed"]
        let text = Gen.int(in: 0..<pieces.count).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }
        // Not empty: Foundation's `contains` (which the tests see) finds no empty needle, the standard library's does.
        let needle = Gen.int(in: 0..<pieces.count).array(of: 1...3).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 1000, input: text, needle) { haystack, needle in
            #expect(haystack.utf8.contains(bytes: needle.utf8) == haystack.contains(needle), "'\(needle)' in '\(haystack)'")
        }
    }

    @Test("the last slash of a path is where the UTF-8 view finds it, in a native string and a bridged one: a/b/c at 3, é/😀/x, none in abc")
    func lastASCIIByte() async {
        #expect("a/b/c".lastIndex(ofASCII: UInt8(ascii: "/")).map { "a/b/c".utf8.distance(from: "a/b/c".startIndex, to: $0) } == 3)
        #expect("abc".lastIndex(ofASCII: UInt8(ascii: "/")) == nil && "".lastIndex(ofASCII: UInt8(ascii: "/")) == nil)
        let pieces = ["a", "/", "é", "😀", "//", "x/y"]
        let text = Gen.int(in: 0..<pieces.count).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 500, input: text) { path in
            let found = path.lastIndex(ofASCII: UInt8(ascii: "/"))
            #expect(found == path.utf8.lastIndex(of: UInt8(ascii: "/")), "\(path)")
            if let found { #expect(path[..<found] + "/" + path[path.index(after: found)...] == path) }
        }
    }
}
