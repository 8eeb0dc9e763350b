import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Numbers on the face"): the lock's centre is in a row's middle, or
/// on the boundary between two rows where there the face's ten numbers mirror above and
/// below the hub and in a row's middle they do not.
struct DialCentreTests {
  /// The rows of the 0 and the 5 from the renderer's centre at 80×24 in `grid` on cells
  /// `aspect` times as tall as wide, the centre's row (a whole number: a boundary), and the
  /// centre the layout gives the mouse.
  static func reach(
    grid: Raster.Grid, aspect: Double
  ) throws -> (up: Double, down: Double, centre: Double, target: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var scene = Scenes.dial(width: 80, height: 24)
    scene.cellAspect = aspect
    var renderer = LockRenderer(options: options)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let layout = renderer.layout(scene, width: 80, height: 24)
    let g = try #require(renderer.geometryCache?.geometry)
    var rows: [Unicode.Scalar: Int] = [:]
    for y in layout.lock.y..<(layout.lock.y + layout.lock.height) {
      for x in layout.lock.x..<(layout.lock.x + layout.lock.width)
      where ["0", "5"].contains(buffer[x, y].scalar) {
        rows[buffer[x, y].scalar] = y - layout.lock.y
      }
    }
    let centre = g.center.y / g.rowDots
    let top = try #require(rows["0"])
    let bottom = try #require(rows["5"])
    let target = try #require(layout.dialTarget(filled: true, cellAspect: aspect))
    return (
      centre - (Double(top) + 0.5), Double(bottom) + 0.5 - centre, centre,
      target.center.row - Double(layout.lock.y)
    )
  }

  @Test func theNumbersMirrorAboutTheHub() throws {
    // Cells of 8 × 16.4 pixels: in a row's middle the 0 stood two rows above the hub and the
    // 5 three below; on a boundary both stand two and a half rows off.
    let between = try Self.reach(grid: .sextants, aspect: 2.05)
    #expect([between.up, between.down] == [2.5, 2.5])
    #expect(between.centre == between.centre.rounded())
    // The mouse turns the dial round the centre the picture is drawn round.
    #expect(between.target == between.centre)
    // kitty's and alacritty's cells (8 × 19 pixels), whose lock has the rows for three each
    // side of a row's middle.
    let tall = try Self.reach(grid: .sextants, aspect: 2.375)
    #expect([tall.up, tall.down] == [3, 3])
    #expect(tall.centre - tall.centre.rounded(.down) == 0.5)
    #expect(tall.target == tall.centre)
    // Where a row's middle mirrors them it stays: three rows each side.
    let square = try Self.reach(grid: .sextants, aspect: 2)
    #expect([square.up, square.down] == [3, 3])
    #expect(square.centre - square.centre.rounded(.down) == 0.5)
    #expect(square.target == square.centre)
    // In half blocks the centre stays in a row's middle, where the index and hub are shaped
    // for it.
    let halves = try Self.reach(grid: .halves, aspect: 2.375)
    #expect(halves.centre - halves.centre.rounded(.down) == 0.5)
  }
}
