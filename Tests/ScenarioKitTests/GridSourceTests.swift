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
        #expect(interpretationError("Grid { GridRow { Color.red.gridCellColumns(-1) } }").contains("gridCellColumns needs a count of 0 or more, got -1"))
        #expect(interpretationError("Grid { GridRow { Color.red.gridCellColumns(0) } }") == "")
        #expect(interpretationError("Grid { GridRow { Color.red.gridCellColumns(5000) } }").contains("gridCellColumns spans at most 1000 columns"))
        #expect(interpretationError("Grid { Color.red.gridCellAnchor(.middle) }").contains("expects a UnitPoint (.topLeading"))
        #expect(interpretationError("Grid(alignment: .up) { Color.red }").contains("expects an Alignment"))
    }

    @Test("A Grid spaces as a Spacer on an edge a Spacer cell touches (MetalUI GE1: 76 × 20, GE3, GE23), as an empty Grid does (GE16)")
    func edgesBesideSiblings() throws {
        let ge1 = try interpretedFrames("""
            HStack {
                Color.red.frame(width: 30, height: 10).id("a")
                Grid { GridRow { Spacer().id("s"); Color.blue.frame(width: 20, height: 20).id("b") } }
                Color.green.frame(width: 10, height: 10).id("c")
            }.fixedSize().id("stack")
            """)
        let stack = try #require(ge1["stack"])
        #expect(stack.size == Size(width: 76, height: 20))
        #expect(ge1["s"]!.minX - stack.minX == 30)            // no gap before the grid: 30, the Spacer 8 wide
        #expect(ge1["c"]!.minX - stack.minX == 66)            // 38 + 20 + 8: the trailing edge is b's, plain
        let ge3 = try interpretedFrames("""
            HStack {
                Color.red.frame(width: 30, height: 10)
                Grid { GridRow { Color.blue.frame(width: 20, height: 20).id("b"); Spacer() } }
                Color.green.frame(width: 10, height: 10).id("c")
            }.fixedSize().id("stack")
            """)
        #expect(ge3["b"]!.minX - ge3["stack"]!.minX == 38)
        #expect(ge3["c"]!.minX - ge3["stack"]!.minX == 66)
        let ge23 = try interpretedFrames("""
            VStack {
                Color.red.frame(width: 30, height: 10)
                Grid { GridRow { Spacer(); Color.blue.frame(width: 20, height: 20).id("b") } }
                Color.green.frame(width: 10, height: 10).id("c")
            }.fixedSize().id("stack")
            """)
        #expect(ge23["stack"]!.size == Size(width: 30, height: 40))        // 10 + 20 + 10, no gaps
        let ge16 = try interpretedFrames("HStack { Color.red.frame(width: 30, height: 10); Grid { }; Color.green.frame(width: 10, height: 10) }.fixedSize().id(\"s\")")
        #expect(ge16["s"]!.width == 40)
    }

    @Test("The columns are the widest row's spans (GX23: a third column takes the whole shortfall); gridCellColumns(0) shares its column (GX14)")
    func spansPastTheColumns() throws {
        let gx23 = try interpretedFrames("""
            Grid {
                GridRow { Color.red.frame(width: 30, height: 10).id("a"); Color.orange.frame(width: 20, height: 20).id("b") }
                GridRow { Color.blue.frame(width: 100, height: 10).gridCellColumns(3).id("x") }
            }.fixedSize().id("grid")
            """)
        let grid = try #require(gx23["grid"])
        #expect(grid.size == Size(width: 100, height: 38))
        #expect(gx23["a"]!.minX - grid.minX == 0)
        #expect(gx23["b"]!.minX - grid.minX == 38)
        let gx14 = try interpretedFrames("""
            Grid {
                GridRow { Color.red.frame(width: 30, height: 10); Color.orange.frame(width: 20, height: 20) }
                GridRow {
                    Color.blue.frame(width: 10, height: 10).gridCellColumns(0).id("c")
                    Color.green.frame(width: 5, height: 5).id("d")
                }
            }.fixedSize().id("grid")
            """)
        let g = try #require(gx14["grid"])
        #expect(g.size == Size(width: 58, height: 38))
        #expect(gx14["c"].map { Point(x: $0.minX - g.minX, y: $0.minY - g.minY) } == Point(x: 0, y: 28))
        #expect(gx14["d"].map { Point(x: $0.minX - g.minX, y: $0.minY - g.minY) } == Point(x: 12.5, y: 30.5))
    }

    @Test("A span is charged an open outside column's first share, W′ / columns (O1: the grid 245.33 at 300, the span 197.33)")
    func openOutsideColumn() throws {
        let o1 = try interpretedFrames("""
            Grid {
                GridRow {
                    Color.red.frame(width: 20, height: 10)
                    Color.orange.frame(width: 30, height: 10)
                    Color.green.frame(width: 40).id("c")
                }
                GridRow {
                    Color.blue.frame(maxWidth: 250).frame(height: 10).gridCellColumns(2).id("x")
                    Color.purple.frame(width: 40, height: 10)
                }
            }.frame(width: 300, height: 100).id("frame")
            """)
        let x = try #require(o1["x"]), c = try #require(o1["c"])
        #expect(abs(x.width - 197.333) < 0.01)
        #expect(abs((c.maxX - x.minX) - 245.333) < 0.01)
    }
}
