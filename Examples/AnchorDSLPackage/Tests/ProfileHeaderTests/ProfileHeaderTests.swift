import Testing
import ProfileHeader
import AutoLayoutDSL

@Test("on a 375-point screen the name keeps its intrinsic width, centred on the avatar")
func regular() throws {
    let layout = try ProfileHeader.layout(width: 375)
    #expect(layout[ProfileHeader.card] == SolvedFrame(x: 8, y: 8, width: 359, height: 92))
    #expect(layout[ProfileHeader.avatar] == SolvedFrame(x: 24, y: 24, width: 60, height: 60))
    #expect(layout[ProfileHeader.name] == SolvedFrame(x: 96, y: 43, width: 180, height: 22))
    #expect(layout.solution.conflicts.isEmpty)
}

@Test("on a 240-point screen compression resistance gives way to the required trailing inequality")
func narrow() throws {
    let layout = try ProfileHeader.layout(width: 240)
    // card 8…232; the name may end at 232 − 16 = 216 and starts at 24 + 60 + 12 = 96.
    #expect(layout[ProfileHeader.name] == SolvedFrame(x: 96, y: 43, width: 120, height: 22))
}

@Test("compact: the if branch of the builder makes a 40-point avatar")
func compact() throws {
    let layout = try ProfileHeader.layout(width: 375, compact: true)
    #expect(layout[ProfileHeader.avatar] == SolvedFrame(x: 24, y: 24, width: 40, height: 40))
    #expect(layout[ProfileHeader.card]?.height == 72)
}
