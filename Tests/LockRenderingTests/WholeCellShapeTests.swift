import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The shackle and the ring drawn in whole cells (mlterm).
struct WholeCellShapeTests {
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

  /// The small lock's finished ring is a line of cells round the body: unbroken from its top
  /// row to its foot, and beside the body (half its radius up and down) two cells across at
  /// most.
  ///
  /// Rule (docs/terminal.md "Half blocks"): in whole cells, where a cell shows a pixel half
  /// covered whole, the ring's band is not widened: widened by three quarters of a dot as in
  /// the other grids, it stood three cells across at 40×16, a blob round the body.
  @Test(arguments: [2, 2.25, 2.5])
  func theSmallRingIsALineOfCells(aspect: Double) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = true
    let renderer = Scenes.rendered(
      options, Scenes.open(width: 40, height: 16), width: 40, height: 16, aspect: aspect)
    let still = renderer.rasterStill
    let g = try #require(renderer.geometryCache?.geometry)
    // The columns of ring cells left of the centre in each row of cells.
    var left: [Int: Set<Int>] = [:]
    for index in renderer.ringTable.indices {
      let (y, x) = index.quotientAndRemainder(dividingBy: still.pixelWidth)
      if Double(x) * 2 < g.center.x { left[y / 2, default: []].insert(x) }
    }
    let (top, foot) = (try #require(left.keys.min()), try #require(left.keys.max()))
    let rows = top...foot
    #expect(rows.count >= 5, "\(aspect): \(left)")
    let rowsOfColumns = left.sorted { $0.key < $1.key }
    for row in rows {
      #expect(left[row] != nil, "\(aspect) row \(row): \(rowsOfColumns)")
      // Beside the body, where the ring runs down: at most two cells across.
      let y = (Double(row) + 0.5) * g.rowDots
      if abs(y - g.center.y) < g.ringRadius / 2 {
        #expect((left[row]?.count ?? 0) <= 2, "\(aspect) row \(row): \(rowsOfColumns)")
      }
    }
  }
}
