import AnimationCore
import LockModel
import TerminalRuntime

/// The filled lock's index: the red wedge at the top of the face, its shape for each grid and
/// cell, and where its tip ends against the rows of the numbers under it (rules:
/// `LockRenderer+Raster.swift`, docs/terminal.md "Numbers on the face").
extension LockRenderer {
  /// The index's wedge.
  ///
  /// Its top a pixel inside the body's edge (in sextants and quadrants, on the first row of
  /// cells inside it), so that no cell mixes its red with the background's; at least
  /// ``wedgePixels(_:geometry:)`` pixels tall and seven dots across (the small lock's five).
  static func indexWedge(_ grid: Raster.Grid, geometry g: LockGeometry) -> Wedge {
    let c = g.center
    let tall = g.rowDots / Double(grid.down)
    // In sextants and quadrants a cell that holds background, steel and red shows only the
    // mean of the last two: the wedge starts on the first row of cells wholly inside the body.
    let edge = c.y - g.bezelRadius
    let firstRow = grid.splits ? (edge / g.rowDots).rounded(.up) * g.rowDots : edge
    // On a boundary between rows of pixels: a top row half covered mixed the red with the
    // steel, pink and white (alacritty, whose cells are 2.375 times as tall as wide).
    var top = (max(edge + 0.5 + tall, firstRow) / tall).rounded(.up) * tall
    // The highest the top may move to: in sextants and quadrants the first row of cells
    // wholly inside the body still (a move above it made VTE's top cell salmon, a fresh
    // reviewer), else a pixel inside the body's edge.
    let highest = max(edge + 0.5, firstRow - 1e-9)
    // A wedge pointing into the face, where one of two pixels read as a nub in the rim.
    var tip = max(
      c.y - g.faceRadius + 1 + tall / 2, top + Self.wedgePixels(grid, geometry: g) * tall)
    if endsMidRow(tip, grid: grid, geometry: g), top - tall >= highest {
      (top, tip) = (top - tall, tip - tall)
    }
    if endsOnRow(tip, grid: grid, geometry: g) {
      if top - tall >= highest {
        (top, tip) = (top - tall, tip - tall)
      } else if tip - top >= (grid.splits ? 4 : 3) * tall {
        tip -= tall
      }
    }
    let half = wedgeHalf(grid, geometry: g, pixels: ((tip - top) / tall).rounded())
    return Wedge(top: top, tip: tip, half: max(half, g.bezelWidth * 0.6))
  }

  /// Half the index wedge's width at its top, in dots, at least, for a wedge `pixels` tall:
  /// two and a half on the small lock, three and a half, five and a half in half blocks where
  /// it is three pixels tall.
  ///
  /// Rule (docs/terminal.md "Half blocks"): a pixel in half blocks is two dots across, so a
  /// wedge centred on a pixel's column is an odd number of pixels across on every row: seven
  /// dots made a wedge three pixels tall three over one over one, a `T` (fresh reviewers,
  /// GNU screen and tmux at 80×24); eleven make it five over three over one, a triangle. Two
  /// pixels tall its top row lies on the body's top edge, where five stood out of the round
  /// body as pink ears (xterm at 80×24): there it stays three over one.
  static func wedgeHalf(_ grid: Raster.Grid, geometry g: LockGeometry, pixels: Double) -> Double {
    g.compact ? 2.5 : grid == .halves && pixels >= 3 ? 5.5 : 3.5
  }

  /// How many rows of pixels the index's wedge takes at least: three (a bar, a narrower bar
  /// and a point), the small lock's two, and two in quadrants over text numbers, a row of
  /// cells.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): in quadrants a third pixel is half a row
  /// of cells, and the number under the index keeps out of the wedge's cells: the 0 moved a
  /// row down, the 1 and the 9 below it, and the ten numbers stood on six touching rows, the
  /// 2 in the hub's (a fresh reviewer, alacritty at 80×24: "two columns of digits").
  static func wedgePixels(_ grid: Raster.Grid, geometry g: LockGeometry) -> Double {
    if g.compact || (grid == .quadrants && !hasTicks(g)) { return 2 }
    return 3
  }

  /// Whether a large lock's wedge in half blocks ends half-way into a row of cells: then it
  /// moves up a pixel, into the steel, as long as it stays inside the body.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): the number under the index keeps out of
  /// the wedge's cells, so a tip half-way into a row took that whole row from the 0, which
  /// stood a row below the 9 and the 1 (GNU screen, 80×25).
  static func endsMidRow(_ tip: Double, grid: Raster.Grid, geometry g: LockGeometry) -> Bool {
    guard !grid.splits, !g.compact else { return false }
    let rows = tip / g.rowDots
    return rows - (rows + rowSlack).rounded(.down) > rowSlack
  }

  /// Whether a large lock's wedge over text numbers (a face without ticks) ends on a boundary
  /// between rows of cells: then it moves up a pixel where it stays inside the body, else
  /// ends a pixel higher where it stays three pixels tall (two in half blocks: a bar over a
  /// stem).
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): the number under the index stands in the
  /// row of cells below the wedge's; a tip on the boundary stood on the number's top, the
  /// index "sitting on the 2" (fresh reviewers, xterm, konsole, tmux and screen at 80×24).
  static func endsOnRow(_ tip: Double, grid: Raster.Grid, geometry g: LockGeometry) -> Bool {
    guard !hasTicks(g), !g.compact else { return false }
    let rows = tip / g.rowDots
    return abs(rows - rows.rounded()) <= rowSlack
  }

  /// The cell (column, row of the lock's area) where the index is the font's `▼`, or `nil`
  /// where it is painted (``paintIndex(_:geometry:finish:wholeCells:)``): on the small lock
  /// in half blocks, the cell of the wedge's top, right over the 0.
  ///
  /// Rule (docs/terminal.md "The index"): there the wedge is two rows of pixels two and a
  /// half across, a red square (fresh reviewers, xterm, tmux and GNU screen at 40×16), where
  /// the font draws a triangle in a cell at its own resolution. On a larger lock the painted
  /// wedge stays, three pixels over one at the least: the font's triangle in one cell of a
  /// lock twenty cells across read as tiny (fresh reviewers, xterm at 80×24). Sextants and
  /// quadrants draw the slope in narrower pixels, and whole cells keep their own.
  static func indexGlyphCell(
    _ grid: Raster.Grid, geometry g: LockGeometry, wholeCells: Bool
  ) -> (column: Int, row: Int)? {
    guard grid == .halves, !wholeCells, g.compact else { return nil }
    let top = indexWedge(grid, geometry: g).top + g.rowDots / 4
    let row = (top / g.rowDots).rounded(.down)
    guard row >= 0 else { return nil }
    return (Int(g.center.x / 2), Int(row))
  }

  /// The index as the font's `▼` in its cell (``indexGlyphCell(_:geometry:wholeCells:)``):
  /// red in a notch of the face's dark, as the braille picture's index stands in a V cut into
  /// the bezel.
  static func indexGlyph(_ f: Finish) -> Cell {
    Cell(
      "\u{25BC}",
      style: Style(
        foreground: .rgb(f.index, fallback: fallback(f.index)),
        background: .rgb(f.face, fallback: fallback(f.face))))
  }

  /// How many times sharper than the other edges a crisp one is.
  ///
  /// The index in sextants and quadrants and the hub's light in quadrants: an antialiased
  /// band a twelfth of a pixel, all but hard. In a cell of two colours the faint pixels of a softer edge make cells of
  /// their own tint: pink beside the index, a square halo round the light.
  static let crisp = 12.0

  /// A wedge pointing down, in dot space: its top edge, its tip and its half width at the top.
  struct Wedge: Sendable {
    var top: Double
    var tip: Double
    var half: Double
  }

  /// The index: a red wedge in the body at the top (``indexWedge(_:geometry:)``), pointing
  /// down over the face's rim.
  ///
  /// In whole cells (mlterm) the wedge is whole cells, tested at each cell's centre: a cell
  /// half covered showed the mean of the red and the steel, a long pink bar.
  static func paintIndex(
    _ raster: inout Raster, geometry g: LockGeometry, finish f: Finish, wholeCells: Bool = false
  ) {
    let c = g.center
    let wedge = indexWedge(raster.grid, geometry: g)
    let (top, tip, half) = (wedge.top, wedge.tip, wedge.half)
    // Three times sharper than the other edges in half blocks, hard in sextants and quadrants
    // (whose narrow pixels draw the wedge's slope themselves): a crisp wedge, not a smudge on
    // the steel. Hard in the small lock too, whose wedge is two and a half pixels across in
    // half blocks: softer, a red pixel between two brown ones (fresh reviewers, xterm at 40×16).
    let sharpness = raster.grid.splits || g.compact ? crisp : 3
    if raster.grid.splits && !hasTicks(g) {
      // A notch of the face's dark in the cells the wedge takes: the bezel's shaded steel
      // beside the red made three colours a cell, and its two were pink mixes (alacritty).
      // Not on a face with ticks (200×60), whose wedge is pixels enough for its slope: there
      // the notch stood as a dark rectangular slot round it.
      let (notchTop, notchBottom) = (top, (tip / g.rowDots).rounded(.up) * g.rowDots)
      let notchHalf = (half / 2).rounded(.down) * 2 + 1
      paint(&raster, g, (c.x - notchHalf, notchTop, c.x + notchHalf, notchBottom)) { x, y in
        let inside = x > c.x - notchHalf && x < c.x + notchHalf && y > notchTop && y < notchBottom
        return inside ? (f.face, -1) : nil
      }
    }
    // In whole cells a cell's centre may lie inside the wedge while its pixels' lie outside.
    let margin = wholeCells ? (2.0, g.rowDots) : (0, 0)
    let box = (c.x - half - margin.0, top - margin.1, c.x + half + margin.0, tip + margin.1)
    paint(&raster, g, box) { x, y in
      let (x, y) = wholeCells ? cellCentre(x, y, g) : (x, y)
      let t = (y - top) / max(tip - top, 1)
      let distance = max(abs(x - c.x) - half * (1 - t), top - y, y - tip)
      return (f.index, sharpness * distance)
    }
  }
}
