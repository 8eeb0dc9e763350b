import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The shackle drawn in whole cells (mlterm).
struct WholeCellShackleTests {
  /// The shackle's crown is a whole row of cells, and the opening under it starts at least
  /// three cells wide between the arch's shoulders.
  ///
  /// Rule (docs/terminal.md "Half blocks"): in whole cells the bar's top edge lies on a
  /// boundary between rows of cells. On a boundary between rows of pixels, the crown's cells
  /// were half covered: the arch's inner edge filled all but the middle cell of the row under
  /// the crown, and at 40×16 on cells 2.25 times as tall as wide (mlterm's) the shackle
  /// stood as a tent with a notch in it. At 80×24 and 200×60 and on other cell shapes too.
  @Test(arguments: [(40, 16), (80, 24), (200, 60)], [2, 2.25, 2.375])
  func theCrownIsARowOfCellsOverAnOpening(size: (width: Int, height: Int), aspect: Double) throws {
    let (width, height) = size
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = true
    var renderer = LockRenderer(options: options)
    var scene = Scenes.dial(width: width, height: height)
    scene.cellAspect = aspect
    let buffer = renderer.render(scene, width: width, height: height)
    let lock = renderer.layout(scene, width: width, height: height).lock
    func runs(_ y: Int) -> [Range<Int>] {
      var (runs, start) = ([Range<Int>](), Int?.none)
      for x in lock.x...(lock.x + lock.width) {
        let painted = x < lock.x + lock.width && buffer[x, y].style.background != .default
        if painted, start == nil { start = x }
        if !painted, let first = start {
          runs.append(first..<x)
          start = nil
        }
      }
      return runs
    }
    let crown = try #require((lock.y..<(lock.y + lock.height)).first { !runs($0).isEmpty })
    #expect(runs(crown).count == 1, "\(width)×\(height) \(aspect): \(runs(crown))")
    // The opening's top: the first row where the arch stands as two shoulders.
    let opening = try #require((crown..<(lock.y + lock.height)).first { runs($0).count == 2 })
    let under = runs(opening)
    #expect(
      under[1].lowerBound - under[0].upperBound >= 3, "\(width)×\(height) \(aspect): \(under)")
  }
}
