import LayoutCore
import PropertyBased
import TestSupport
import Testing
@testable import ViewLayout

/// Which answers a layout run keeps: stacks and other costly layouts cache theirs; the other nodes are asked
/// again each time, in chains of at most `LayoutTree.defaultUncachedChain`, and for the full trace their
/// answers are only recorded. The trace must read exactly as if every node had cached its answers.
@Suite("Answers kept and recorded")
struct AnswerCacheTests {
    @Test("random trees: the full trace with uncached chains equals the trace with every node cached")
    func recordedEqualsCached() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let view = RandomTree.view(depth: 6, &random)
            let settings = RandomTree.settings(&random)
            let chains = ViewLayoutEngine.layout(view, settings: settings, trace: .full)
            let cached = ViewLayoutEngine.layout(view, settings: settings, trace: .full, uncachedChain: 0)
            let a = chains.root.allNodes(), b = cached.root.allNodes()
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) {
                #expect(x.sizingProposals.map(bits) == y.sizingProposals.map(bits), "seed \(seed): \(x.label)")
                #expect(x.sizingAnswers.map(bits) == y.sizingAnswers.map(bits), "seed \(seed): \(x.label)")
                #expect(x.horizontalRule == y.horizontalRule && x.verticalRule == y.verticalRule, "seed \(seed): \(x.label)")
                #expect(bits(x.frame) == bits(y.frame), "seed \(seed): \(x.label)")
            }
        }
    }

    @Test("ten paddings around a Text: every fifth node up from the Text caches its answers")
    func chainsAreCut() {
        var view = ViewNode.text("Hello")
        for _ in 0..<10 { view = view.padding(4) }
        let tree = LayoutTree(root: view, metrics: TextMetrics(), displayScale: 2)
        // Node 10 is the Text; 9…0 the paddings outwards. Chains of at most four nodes answer uncached.
        #expect((0..<tree.count).filter { tree.nodes[$0].cachesAnswers } == [1, 6])
        let everyNode = LayoutTree(root: view, metrics: TextMetrics(), displayScale: 2, uncachedChain: 0)
        #expect((0..<everyNode.count).allSatisfy { everyNode.nodes[$0].cachesAnswers })
    }

    @Test("an aspect ratio without a ratio asks its content twice, so it caches its answers; one with a ratio does not")
    func aspectRatioChainsAreCached() {
        var view = ViewNode.color("red").frame(width: 30, height: 20)
        for _ in 0..<40 { view = view.aspectRatio(contentMode: .fit) }
        let tree = LayoutTree(root: view, metrics: TextMetrics(), displayScale: 2)
        #expect((0..<40).allSatisfy { tree.nodes[$0].cachesAnswers })
        let withRatio = LayoutTree(root: ViewNode.color("red").aspectRatio(2, contentMode: .fit), metrics: TextMetrics(), displayScale: 2)
        #expect(!withRatio.nodes[0].cachesAnswers)
        // Uncached, a chain of four of them would ask the innermost frame 2⁴ times per question.
        for trace in [ViewLayoutEngine.Trace.full, .framesOnly] {
            let result = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: 300, height: 300)), trace: trace)
            #expect(result.root.size == Size(width: 30, height: 20))
        }
    }

    @Test("a recorded node asked the same proposal twice lists it once, in the order first asked")
    func recordedAnswersAreDistinct() {
        let cache = AnswerCache(nodes: 2, answers: 4, stored: 0)
        let a = ProposedSize(width: 10, height: nil), b = ProposedSize(width: 0, height: 0), c = ProposedSize(width: -0.0, height: 0)
        cache.record(1, a, Size(width: 10, height: 5))
        cache.record(1, b, Size(width: 0, height: 5))
        cache.record(1, a, Size(width: 10, height: 5))
        cache.record(1, c, Size(width: 1, height: 5))   // −0 is its own proposal, as the cache compares bit for bit
        cache.record(0, a, Size(width: 7, height: 7))
        #expect(cache.lookup(1, a) == nil)   // recorded, not stored
        let answers = cache.grouped()
        #expect(answers.proposals(of: 1).map(bits) == [a, b, c].map(bits))
        #expect(answers.sizes(of: 1) == [Size(width: 10, height: 5), Size(width: 0, height: 5), Size(width: 1, height: 5)])
        #expect(answers.sizes(of: 0) == [Size(width: 7, height: 7)])
        // Once grouped, nothing more is recorded (the trace's explanations ask again what was asked).
        cache.record(0, b, Size(width: 3, height: 3))
        #expect(cache.grouped().sizes(of: 0) == [Size(width: 7, height: 7)])
    }

    @Test("a thousand stored proposals of one node are each found, through two growths of the table")
    func storedAnswersAreFound() {
        let cache = AnswerCache(nodes: 3, answers: 16, stored: 16)
        let widths = (0..<1000).map { Double($0) * 0.5 }
        for (i, w) in widths.enumerated() { cache.store(2, ProposedSize(width: w, height: 90), Size(width: Double(i), height: 1)) }
        cache.store(1, ProposedSize(width: 0, height: 90), Size(width: -1, height: 1))
        for (i, w) in widths.enumerated() { #expect(cache.lookup(2, ProposedSize(width: w, height: 90)) == Size(width: Double(i), height: 1)) }
        #expect(cache.lookup(1, ProposedSize(width: 0, height: 90)) == Size(width: -1, height: 1))
        #expect(cache.lookup(1, ProposedSize(width: 0.5, height: 90)) == nil)
        #expect(cache.lookup(2, ProposedSize(width: 0, height: nil)) == nil)
        let grouped = cache.grouped()
        #expect(grouped.proposals(of: 2).map(\.width) == widths)
        #expect(grouped.sizes(of: 2).last == Size(width: 999, height: 1))
        #expect(grouped.proposals(of: 1) == [ProposedSize(width: 0, height: 90)])
        #expect(grouped.proposals(of: 0).isEmpty)
    }

    @Test("a recorded node asked hundreds of proposals, each twice, lists each once, in the order first asked")
    func longRecordedListsAreDistinct() {
        let cache = AnswerCache(nodes: 2, answers: 16, stored: 0)
        let widths = (0..<300).map { Double($0) }
        for round in 0..<2 {
            for w in widths { cache.record(1, ProposedSize(width: w, height: nil), Size(width: w + Double(round), height: 1)) }
        }
        let grouped = cache.grouped()
        #expect(grouped.proposals(of: 1).map(\.width) == widths)
        #expect(grouped.sizes(of: 1).map(\.width) == widths)   // the first answer to each
    }

    @Test("any answers recorded, repeats and all, group as a plain search would: each node's distinct proposals in the order first asked (property)")
    func groupingAgreesWithASearch() async {
        // Few widths and heights, so that repeats are common and many keys share a node's bit of the filter.
        let lengths: [Double?] = [nil, 0, -0.0, 10, 10.5, 90, .infinity]
        let n = lengths.count
        let answer = Gen.int(in: 0..<3 * n * n).map { code in (code / (n * n), code / n % n, code % n) }
        await propertyCheck(count: 300, input: answer.array(of: 0...60)) { answers in
            let cache = AnswerCache(nodes: 3, answers: 4, stored: 0)
            for (i, (node, w, h)) in answers.enumerated() {
                cache.record(node, ProposedSize(width: lengths[w], height: lengths[h]), Size(width: Double(i), height: 0))
            }
            let grouped = cache.grouped()
            for node in 0..<3 {
                var expected: [(key: [UInt64], first: Int)] = []
                for (i, answer) in answers.enumerated() where answer.0 == node {
                    let key = [AnswerCache.key(lengths[answer.1]), AnswerCache.key(lengths[answer.2])]
                    if !expected.contains(where: { $0.key == key }) { expected.append((key, i)) }
                }
                #expect(grouped.proposals(of: node).map { [AnswerCache.key($0.width), AnswerCache.key($0.height)] } == expected.map(\.key))
                #expect(grouped.sizes(of: node).map { Int($0.width) } == expected.map(\.first))
            }
        }
    }
}
