import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Output"): the filled lock is sized for a shackle that lifts a bar's
/// width more than it does, so that the open shackle has air over it and its free leg still
/// stands clear of what is under it.
struct OpenShackleTests {
  /// The open lock at 80×24 in `grid`, in cells `aspect` times as tall as wide: kitty's
  /// sextants and alacritty's quadrants in cells of 8 × 19 pixels, xterm's half blocks in
  /// cells of 8 × 17.
  static let cases: [(Raster.Grid, Double)] = [
    (.sextants, 2.375), (.quadrants, 2.375), (.halves, 2.125), (.sextants, 2.05),
  ]

  @Test(arguments: cases)
  func theOpenShackleLeavesTheTopRowBlank(grid: Raster.Grid, aspect: Double) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var scene = Scenes.open()
    scene.cellAspect = aspect
    var renderer = LockRenderer(options: options)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let lock = renderer.layout(scene, width: 80, height: 24).lock
    #expect(lock.y == 0)
    let top = (lock.x..<(lock.x + lock.width)).filter {
      buffer[$0, lock.y].scalar != " " || buffer[$0, lock.y].style.background.rgb != nil
    }
    #expect(top.isEmpty, "cells drawn in the top row: \(top)")
    // The shackle's crown stands in the second row or the third: the air is a row, about.
    let crown = (lock.y..<(lock.y + lock.height)).first { y in
      (lock.x..<(lock.x + lock.width)).contains {
        buffer[$0, y].scalar != " " || buffer[$0, y].style.background.rgb != nil
      }
    }
    #expect(crown == 1 || crown == 2, "the crown in row \(String(describing: crown))")
  }

  @Test(arguments: cases)
  func theFreeLegStandsClearOfWhatIsUnderIt(grid: Raster.Grid, aspect: Double) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let renderer = Scenes.rendered(options, Scenes.open(), width: 80, height: 24, aspect: aspect)
    let g = try #require(renderer.geometryCache?.geometry)
    let raster = renderer.rasterShown
    let foot = g.shackle(.open).shortLegFoot
    let column = Int(foot.x * Double(grid.across) / 2)
    let footRow = Int(foot.y * Double(grid.down) / g.rowDots)
    // Down the free leg's middle from its foot: leg pixels, then background, then the ring
    // or the body.
    var rows = footRow - 2
    while rows < raster.pixelHeight, raster.color(x: column, y: rows) != nil { rows += 1 }
    let gap = rows
    while rows < raster.pixelHeight, raster.color(x: column, y: rows) == nil { rows += 1 }
    #expect(raster.color(x: column, y: footRow - 2) != nil, "the leg is drawn above its foot")
    #expect(rows - gap >= 2, "\(rows - gap) background pixels under the free leg")
    #expect(rows < raster.pixelHeight, "something under the free leg")
  }
}
