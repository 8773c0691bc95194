import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// `Grid`, `GridRow`, `GridLayout` and the cell modifiers as written in Swift source (issue 15, point 3); the
/// sizing rules themselves are held by `GridTests` against MetalUI's recorded numbers.
@Suite struct GridSourceTests {



    let ga1 = """
        Grid {
            GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.red.frame(width: 20, height: 20).id("b") }
            GridRow { Color.red.frame(width: 10, height: 30).id("c"); Color.red.frame(width: 40, height: 10).id("d") }
        }.id("grid")
        """

    @Test("Grid { GridRow { … } } is GA1's 78×58 grid, and GridLayout and AnyLayout(GridLayout()) lay out the same")
    func gridAndGridLayout() throws {
        let grid = try interpretedFrames(ga1)
        #expect(grid["grid"] == Rect(x: 161, y: 121, width: 78, height: 58))
        #expect(grid["d"] == Rect(x: 199, y: 159, width: 40, height: 10))
        #expect(try interpretedFrames(ga1.replacingOccurrences(of: "Grid {", with: "GridLayout {")) == grid)
        #expect(try interpretedFrames(ga1.replacingOccurrences(of: "Grid {", with: "AnyLayout(GridLayout()) {")) == grid)
    }

    @Test("Rows written through ForEach are rows; a GridRow outside a Grid is just its cells (GG1, GG8)")
    func rowsThroughForEachAndOutsideAGrid() throws {
        let looped = try interpretedFrames("""
            Grid {
                ForEach(0..<2) { i in
                    GridRow { Color.red.frame(width: 30, height: 10).id("a\\(i)"); Color.red.frame(width: 20, height: 20).id("b\\(i)") }
                }
            }.id("grid")
            """)
        #expect(looped["grid"]?.size == Size(width: 58, height: 48))
        #expect(looped["b1"]?.minY == looped["grid"]!.minY + 28)
        let outside = try interpretedFrames("""
            VStack(spacing: 0) {
                GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.red.frame(width: 20, height: 20).id("b") }
            }.id("stack")
            """)
        #expect(outside["stack"]?.size == Size(width: 30, height: 30))
        #expect(outside["b"]?.minY == outside["a"]!.maxY)
    }

    @Test("A modifier on a GridRow applies to each of its cells (GG4): padding(5) makes both columns 10 wider")
    func modifierOnARow() throws {
        let padded = try interpretedFrames(ga1.replacingOccurrences(of: "GridRow { Color.red.frame(width: 30", with: "GridRow { Color.red.frame(width: 30")
            .replacingOccurrences(of: "Color.red.frame(width: 20, height: 20).id(\"b\") }", with: "Color.red.frame(width: 20, height: 20).id(\"b\") }.padding(5)"))
        #expect(padded["grid"]?.size == Size(width: 88, height: 68))
    }

    @Test("gridCellColumns, gridColumnAlignment and gridCellAnchor reach the Grid through padding and frames")
    func cellModifiers() throws {
        let layout = try interpretedFrames("""
            Grid {
                GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.red.frame(width: 20, height: 20).id("b") }
                GridRow { Color.red.frame(width: 100, height: 10).gridCellColumns(2).padding(0).id("c") }
                GridRow {
                    Color.red.frame(width: 10, height: 10).gridColumnAlignment(.leading).id("d")
                    Color.red.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing).id("e")
                }
            }.id("grid")
            """)
        let grid = try #require(layout["grid"])
        #expect(grid.size == Size(width: 100, height: 56))
        #expect(layout["d"]!.minX - grid.minX == 0)          // leading in the 51-wide column 0
        #expect(layout["a"]!.minX - grid.minX == 0)          // column alignment holds for every row
        #expect(layout["e"]!.maxX - grid.minX == 100)        // trailing in column 1 (59…100)
        #expect(layout["e"]!.maxY - grid.minY == 56)
    }

    @Test("Bad grid input gets a located error with the fix")
    func errors() {
        #expect(interpretationError("Grid { GridRow { Color.red.gridCellColumns(0) } }").contains("gridCellColumns needs a count of 1 or more, got 0"))
        #expect(interpretationError("Grid { GridRow { Color.red.gridCellColumns(5000) } }").contains("gridCellColumns spans at most 1000 columns"))
        #expect(interpretationError("Grid { Color.red.gridCellAnchor(.middle) }").contains("expects a UnitPoint (.topLeading"))
        #expect(interpretationError("Grid(alignment: .up) { Color.red }").contains("expects an Alignment"))
    }
}
