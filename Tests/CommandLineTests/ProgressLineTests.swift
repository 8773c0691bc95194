import Testing
@testable import framelab

/// The progress bar a terminal sees during a long build (issue 17): the bar, the count and the rate.
@Suite struct ProgressLineTests {
    @Test func theBarCountAndRate() {
        #expect(ProgressLine.line(done: 2_500, total: 10_000, noun: "scenarios computed", elapsed: .seconds(2), width: 8)
                == "[██░░░░░░]  2,500/10,000 scenarios computed, 1,250/s")
        #expect(ProgressLine.line(done: 10_000, total: 10_000, noun: "pages rendered", elapsed: .milliseconds(500), width: 4)
                == "[████] 10,000/10,000 pages rendered, 20,000/s")
        #expect(ProgressLine.line(done: 0, total: 0, noun: "figures drawn", elapsed: .zero, width: 2) == "[██] 0/0 figures drawn, 0/s")
    }

    @Test func thousandsAreGrouped() {
        #expect([0, 999, 1_000, 12_345, 1_234_567].map(ProgressLine.grouped) == ["0", "999", "1,000", "12,345", "1,234,567"])
    }
}
