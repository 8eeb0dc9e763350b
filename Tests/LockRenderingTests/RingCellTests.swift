import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Sextants"): in sextants and quadrants the ring keeps out of the cells
/// a still part has pixels in, where three colours would meet in a cell of two, and still draws
/// an unbroken line.
struct RingCellTests {
  @Test(arguments: [
    (Raster.Grid.sextants, 80, 24, 2.0), (.sextants, 80, 24, 2.125), (.sextants, 80, 24, 2.25),
    (.sextants, 200, 60, 2.125), (.quadrants, 80, 24, 2.0), (.quadrants, 80, 24, 2.25),
  ])
  func theRingSharesNoCellWithTheBody(grid: Raster.Grid, width: Int, height: Int, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var renderer = LockRenderer(options: options)
    var scene = Scenes.autoDial(at: 3.2, width: width, height: height)
    scene.cellAspect = aspect
    _ = renderer.render(scene, width: width, height: height)
    let still = renderer.rasterStill
    let table = renderer.ringTable
    #expect(table.indices.count > 100)
    let (across, down) = (still.grid.across, still.grid.down)
    var clashes = 0
    for index in table.indices {
      let (y, x) = index.quotientAndRemainder(dividingBy: still.pixelWidth)
      let (column, row) = (x / across, y / down)
      for py in (row * down)..<(row * down + down) {
        for px in (column * across)..<(column * across + across)
        where still.color(x: px, y: py) != nil {
          clashes += 1
        }
      }
    }
    #expect(clashes == 0)
    // Round the ring, outside the shackle's opening, no gap of more than 4 degrees.
    let degrees = Set(
      table.angles.map { Int((($0 * 180 / .pi) + 360).truncatingRemainder(dividingBy: 360)) })
    var longest = 0
    var run = 0
    for degree in 0..<720 {
      run = degrees.contains(degree % 360) ? 0 : run + 1
      if !(45...135).contains(degree % 360) { longest = max(longest, run) }
    }
    #expect(longest <= 4, "a gap of \(longest) degrees")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells (mlterm), which show a cell as the
/// mix of its two pixels, the ring keeps out of the body's cells and the shackle is one tone.
struct WholeCellTests {
  /// With cells 2.5 times as tall as wide, where at 40×16 in half blocks the ring shares three
  /// cells with the body.
  func renderer(wholeCells: Bool, width: Int = 40, height: Int = 16) -> LockRenderer {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = wholeCells
    var renderer = LockRenderer(options: options)
    var scene = Scenes.autoDial(at: 3.2, width: width, height: height)
    scene.cellAspect = 2.5
    _ = renderer.render(scene, width: width, height: height)
    return renderer
  }

  /// The cells that hold a ring pixel and a still part's pixel.
  func shared(_ renderer: LockRenderer) -> Int {
    let still = renderer.rasterStill
    var cells = Set<Int>()
    for index in renderer.ringTable.indices {
      let (y, x) = index.quotientAndRemainder(dividingBy: still.pixelWidth)
      let other = y % 2 == 0 ? y + 1 : y - 1
      if still.color(x: x, y: other) != nil { cells.insert(y / 2 * still.columns + x) }
    }
    return cells.count
  }

  /// The colours of the shackle's pixels above the body.
  func shackleColours(_ renderer: LockRenderer) -> Set<UInt32> {
    let still = renderer.rasterStill
    var colours = Set<UInt32>()
    for y in 0..<still.pixelHeight / 4 {
      for x in 0..<still.pixelWidth { if let rgb = still.color(x: x, y: y) { colours.insert(rgb) } }
    }
    return colours
  }

  @Test func theRingAndTheShackleKeepTheirOwnCells() {
    let whole = renderer(wholeCells: true)
    let halves = renderer(wholeCells: false)
    #expect(whole.ringTable.indices.count > 40)
    #expect(shared(whole) == 0)
    #expect(shared(halves) == 3, "in half blocks the ring may share a cell")
    // The shackle's shading at 80×24 (a compact lock's is one tone in any cells).
    #expect(shackleColours(renderer(wholeCells: true, width: 80, height: 24)).count == 1)
    #expect(shackleColours(renderer(wholeCells: false, width: 80, height: 24)).count > 3)
  }
}
