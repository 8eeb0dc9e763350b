import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The red index and the hub's knob on the filled lock at 80×24.
struct IndexAndKnobTests {
  /// The rows of `raster`'s pixels holding `color`, each with how many it holds.
  static func rows(of color: UInt32, in raster: Raster) -> [Int] {
    (0..<raster.pixelHeight).compactMap { y in
      let count = (0..<raster.pixelWidth).filter { raster.color(x: $0, y: y) == color }.count
      return count > 0 ? count : nil
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): the index is a wedge pointing into the face, three
  /// pixels tall at least and seven dots across at its top: in sextants six pixels of pure red
  /// narrowing to two, in half blocks three over a stem of two (at two pixels tall, four and
  /// two sextant pixels, it read as a nub in the rim).
  @Test(arguments: [
    (Raster.Grid.sextants, [6, 4, 2]), (.halves, [3, 1, 1]),
  ])
  func theIndexIsAWedge(grid: Raster.Grid, widths: [Int]) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let renderer = Scenes.rendered(options, Scenes.dial(), width: 80, height: 24, aspect: 2)
    #expect(Self.rows(of: renderer.finish.index, in: renderer.rasterDial) == widths, "\(grid)")
  }

  /// Rule (docs/terminal.md "Half blocks"): a knob under ``LockRenderer/shadedHubRadius`` dots
  /// is one grey inside its rim; shaded, a few pixels mottled.
  @Test func aSmallKnobIsOneGrey() {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = .sextants
    var renderer = Scenes.rendered(options, Scenes.dial(), width: 80, height: 24, aspect: 2)
    let raster = renderer.rasterStill
    let lock = Scenes.layout(Scenes.dial(), 80, 24).lock
    let g = renderer.lockGeometry(columns: lock.width, rows: lock.height)
    #expect(g.hubRadius < LockRenderer.shadedHubRadius)
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    var colours: Set<UInt32> = []
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth {
        let (dx, dy) = (
          (Double(x) + 0.5) * wide - g.center.x, (Double(y) + 0.5) * tall - g.center.y
        )
        guard (dx * dx + dy * dy).squareRoot() < g.hubRadius - 1.5 else { continue }
        if let rgb = raster.color(x: x, y: y) { colours.insert(rgb) }
      }
    }
    #expect(colours == [renderer.finish.hub])
  }
}
