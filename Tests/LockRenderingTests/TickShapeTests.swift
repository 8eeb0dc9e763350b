import LockTestSupport
import RealModule
import TerminalRuntime
import Testing

@testable import LockRendering

/// The long ticks' shape on a face large enough for ticks.
struct TickShapeTests {
  /// A long tick near the horizontal stands no more than two pixels tall in any column.
  ///
  /// Rule (docs/terminal.md "Half blocks", the ticks): at 2, 3, 7 and 8 o'clock on the
  /// ten-stop dial at 200×60, counted over the pixels lighter than halfway from the face to
  /// the tick within four dots of its line; three dots across, a tick there stood out a pixel
  /// above and below its ends, a hook (`⌐`, `¬`), with three pixels in a column.
  @Test(arguments: [Raster.Grid.sextants, .quadrants, .halves])
  func longTicksNearTheHorizontalHaveNoHooks(grid: Raster.Grid) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var renderer = LockRenderer(options: options)
    let scene = Scenes.dial(width: 200, height: 60)
    _ = renderer.render(scene, width: 200, height: 60)
    let g = try #require(renderer.geometryCache?.geometry)
    let dial = renderer.rasterDial
    let (wide, tall) = LockRenderer.pixelDots(dial, g)
    func luma(_ rgb: UInt32) -> Int {
      Int(rgb >> 16 & 0xFF) + Int(rgb >> 8 & 0xFF) + Int(rgb & 0xFF)
    }
    let light = (luma(renderer.finish.face) + luma(renderer.finish.majorTick)) / 2
    let rim = g.faceRadius - 1.5
    let (c, reach) = (g.center, g.faceRadius + 2)
    for number in [2, 3, 7, 8] {
      let angle = Double.pi / 2 - Double(number) * 2 * .pi / Double(scene.dial.stops)
      var lit: [Int: Int] = [:]
      for y in Int((c.y - reach) / tall)...Int((c.y + reach) / tall) {
        for x in Int((c.x - reach) / wide)...Int((c.x + reach) / wide) {
          let (dx, dy) = ((Double(x) + 0.5) * wide - c.x, c.y - (Double(y) + 0.5) * tall)
          let along = dx * Double.cos(angle) + dy * Double.sin(angle)
          let across = abs(dy * Double.cos(angle) - dx * Double.sin(angle))
          guard along > rim - g.majorTick - 0.5, along < rim + 0.5, across < 4,
            let rgb = dial.color(x: x, y: y), luma(rgb) > light
          else { continue }
          lit[x, default: 0] += 1
        }
      }
      #expect(lit.count >= 4, "\(grid) \(number): the tick is there, \(lit)")
      #expect(lit.values.max() ?? 0 <= 2, "\(grid) \(number): \(lit.sorted { $0.key < $1.key })")
    }
  }
}
