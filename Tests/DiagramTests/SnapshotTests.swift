import Diagram
import SnapshotTesting
import Testing

extension Snapshotting where Value == String, Format == String {
    /// Text snapshots diffed line by line, recorded as viewable `.svg` files.
    static var svg: Snapshotting {
        var strategy = Snapshotting.lines
        strategy.pathExtension = "svg"
        return strategy
    }
}

/// Whole figures, byte for byte. Recording follows SNAPSHOT_TESTING_RECORD (missing by default: a
/// missing reference is recorded and the test fails once; CI sets `never`).
@Suite("Diagram snapshots")
struct DiagramSnapshotTests {
    @Test func minWidthInVStack() {
        assertSnapshot(of: DiagramRenderer.svg(Fixtures.minWidthInVStack), as: .svg)
    }

    @Test func overflowingRow() {
        assertSnapshot(of: DiagramRenderer.svg(Fixtures.row(parentWidth: 100, minWidth: 200)), as: .svg)
    }

    @Test func rightToLeftHStack() {
        assertSnapshot(of: DiagramRenderer.svg(Fixtures.rightToLeftHStack), as: .svg)
    }

    @Test func truncatedText() {
        assertSnapshot(of: DiagramRenderer.svg(Fixtures.truncatedText), as: .svg)
    }

    @Test func paddingBorderChain() {
        assertSnapshot(of: DiagramRenderer.svg(Fixtures.paddingBorderChain), as: .svg)
    }
}
