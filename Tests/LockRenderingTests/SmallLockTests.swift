import TerminalRuntime
import Testing

@testable import LockRendering

/// The small lock (40×16) reads as a padlock: its shackle stands on legs, in a steel that
/// stands apart from the background.
struct SmallLockTests {
  /// Rule (docs/terminal.md "Numbers on the face"): the small lock stands on legs.
  ///
  /// Its shoulders stand the tallest of `compactRises` above the body that costs it a dot of
  /// radius at most. At 40×16 (19 × 13 cells beside the panel) the lowest rise, 0.15, gives a
  /// ring of 18 dots and shoulders 2 dots high whatever the cell's shape.
  @Test(arguments: [(4.0, 17.0, 4.0), (4.25, 17, 6), (4.5, 18, 6)] as [(Double, Double, Double)])
  func theShackleStandsOnLegs(rowDots: Double, ring: Double, rise: Double) {
    let g = LockGeometry(columns: 19, rows: 13, rowDots: rowDots, filled: true)
    #expect(g.compact)
    #expect(g.holdsNumbers)
    #expect(g.ringRadius == ring)
    #expect(g.shoulderRise == rise)
  }

  /// Rule (docs/terminal.md "Numbers on the face"): a shackle of one tone stands apart.
  ///
  /// It is lighter than the bar on a dark background and darker on a light one. The bar's own
  /// mix towards its highlight stood 2.5:1 from white.
  @Test func theOneToneShackleStandsApart() {
    let dark = Finish(.dark, backdrop: 0x000000)
    let light = Finish(.light, backdrop: 0xFFFFFF)
    #expect(dark.barOneTone == Raster.mix(dark.bar, dark.barHighlight, 0.3))
    #expect(light.barOneTone == Raster.mix(light.barEdge, light.bar, 0.5))
    #expect(Finish.contrast(dark.barOneTone, 0x000000) > Finish.contrast(dark.bar, 0x000000))
    #expect(Finish.contrast(light.barOneTone, 0xFFFFFF) >= 4.5)
    #expect(Finish.contrast(Raster.mix(light.bar, light.barHighlight, 0.3), 0xFFFFFF) < 2.6)
    #expect(Finish(.light, backdrop: 0xFFFFFF, depth: .indexed256).barOneTone == 0x808080)
  }
}

/// Rule (docs/terminal.md "Half blocks"): the hub's rim is left out where it would be narrower
/// than a pixel.
struct HubRimTests {
  /// A rim one dot wide at 80×24, two at 200×60, none in whole cells.
  ///
  /// At 80×24 the hub's radius is under 8 dots, so its rim would be one dot wide: half blocks'
  /// pixels are two, and leave it out; sextants' and quadrants' are one, and keep it. At 200×60
  /// it is two dots wide in every grid but whole cells.
  @Test(arguments: [
    (Raster.Grid.halves, 80, 24, false, 0.0), (.quadrants, 80, 24, false, 1),
    (.sextants, 80, 24, false, 1), (.halves, 200, 60, false, 2), (.sextants, 200, 60, false, 2),
    (.halves, 200, 60, true, 0),
  ])
  func theRimIsAPixelWideOrNone(
    grid: Raster.Grid, width: Int, height: Int, wholeCells: Bool, rim: Double
  ) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    options.wholeCells = wholeCells
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: width, height: height), width: width, height: height,
      aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    #expect((g.hubRadius < 8) == (width == 80))
    #expect(LockRenderer.hubRim(renderer.rasterStill, g, wholeCells: wholeCells) == rim)
  }
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells (mlterm) the hub and its light are
/// whole cells: a cell half covered shows the mean of knob and face, and the knob's top and
/// bottom rows stood darker than its middle, a cross.
struct WholeCellHubTests {
  @Test(arguments: [false, true])
  func theHubFillsWholeCells(lit: Bool) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .indexed256)
    options.wholeCells = true
    let scene = lit ? Scenes.autoDial(at: 3.2) : Scenes.dial()
    let renderer = Scenes.rendered(options, scene, width: 80, height: 24, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    let raster = lit ? renderer.rasterShown : renderer.rasterStill
    let box = LockRenderer.glyphBox(raster, g)
    var (cells, split) = (0, 0)
    for row in (box.y0 / 2)...(box.y1 / 2) {
      for x in box.x0...box.x1 {
        let (top, bottom) = (raster.color(x: x, y: 2 * row), raster.color(x: x, y: 2 * row + 1))
        let hub = lit ? renderer.finish.busy : renderer.finish.hub
        guard top == hub || bottom == hub else { continue }
        cells += 1
        if top != bottom { split += 1 }
      }
    }
    #expect(cells >= 9)
    #expect(split == 0, "\(split) of \(cells) cells half hub, half face")
  }
}
