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
  /// It is lighter than the bar on a dark background and darker on a light one, 3:1 from
  /// white as a graphic must; the bar's own mix towards its highlight stood 2.5:1 from white.
  @Test func theOneToneShackleStandsApart() {
    let dark = Finish(.dark, backdrop: 0x000000)
    let light = Finish(.light, backdrop: 0xFFFFFF)
    #expect(dark.barOneTone == Raster.mix(dark.bar, dark.barHighlight, 0.3))
    #expect(light.barOneTone == Raster.mix(light.barEdge, light.bar, 0.55))
    #expect(Finish.contrast(dark.barOneTone, 0x000000) > Finish.contrast(dark.bar, 0x000000))
    #expect(Finish.contrast(light.barOneTone, 0xFFFFFF) >= 3)
    #expect(Finish.contrast(Raster.mix(light.bar, light.barHighlight, 0.3), 0xFFFFFF) < 2.6)
    #expect(Finish(.light, backdrop: 0xFFFFFF, depth: .indexed256).barOneTone == 0x808080)
  }
}
