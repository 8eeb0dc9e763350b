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
    #expect(light.barOneTone == Raster.mix(light.barEdge, light.bar, 0.4))
    #expect(Finish.contrast(dark.barOneTone, 0x000000) > Finish.contrast(dark.bar, 0x000000))
    #expect(Finish.contrast(light.barOneTone, 0xFFFFFF) >= 3.5)
    #expect(Finish.contrast(Raster.mix(light.bar, light.barHighlight, 0.3), 0xFFFFFF) < 2.6)
    #expect(Finish(.light, backdrop: 0xFFFFFF, depth: .indexed256).barOneTone == 0x808080)
  }

  /// Rule (`LockRenderer.paintShackle`): a bar under four pixels across is lit along its inner
  /// side on a light background, so that its outer edge stays dark against white, and along
  /// its outer side on a dark one (80×24 in half blocks: legs two pixels across).
  @Test(arguments: [Background.light, .dark])
  func aNarrowBarKeepsItsOuterEdgeApart(_ background: Background) throws {
    var options = RenderOptions(color: true, background: background, depth: .truecolor)
    options.backdrop = background == .light ? 0xFFFFFF : 0x000000
    options.grid = .halves
    var renderer = LockRenderer(options: options)
    _ = renderer.render(Scenes.dial(angle: .zero, width: 80, height: 24), width: 80, height: 24)
    let raster = renderer.rasterStill
    // The first row under the arch that crosses the two legs, each a run of two pixels.
    func runs(_ y: Int) -> [Range<Int>] {
      var found: [Range<Int>] = []
      var x = 0
      while x < raster.pixelWidth {
        guard raster.color(x: x, y: y) != nil else {
          x += 1
          continue
        }
        let start = x
        while x < raster.pixelWidth, raster.color(x: x, y: y) != nil { x += 1 }
        found.append(start..<x)
      }
      return found
    }
    let row = try #require(
      (0..<raster.pixelHeight).first { y in
        let r = runs(y)
        return r.count == 2 && r.allSatisfy { $0.count == 2 }
      })
    let left = runs(row)[0]
    let outer = try #require(raster.color(x: left.lowerBound, y: row))
    let inner = try #require(raster.color(x: left.upperBound - 1, y: row))
    if background == .light {
      #expect(Finish.luminance(outer) < Finish.luminance(inner))
    } else {
      #expect(Finish.luminance(outer) > Finish.luminance(inner))
    }
  }
}
