import TerminalRuntime
import Testing

/// Half blocks: two pixels a cell, one glyph and two colours (docs/terminal.md "Half blocks").
struct RasterTests {
  /// A one-cell raster with its upper and lower pixels as given (nil: empty).
  func cell(_ top: UInt32?, _ bottom: UInt32?, wholeCells: Bool = false) -> Cell {
    var raster = Raster()
    raster.reset(columns: 1, rows: 1)
    if let top { raster.blend(x: 0, y: 0, rgb: top, coverage: 1) }
    if let bottom { raster.blend(x: 0, y: 1, rgb: bottom, coverage: 1) }
    return raster.cell(column: 0, row: 0, wholeCells: wholeCells) { _ in .white }
  }

  /// In whole cells (mlterm) a cell is a space on its pixels' colour, their mix when both are
  /// painted: no half block.
  @Test func wholeCellsAreSpacesOnTheirPixelsColour() {
    #expect(cell(nil, nil, wholeCells: true) == .blank)
    #expect(
      cell(0x102030, nil, wholeCells: true)
        == Cell(" ", style: Style(background: .rgb(0x102030, fallback: .white))))
    #expect(
      cell(nil, 0xA0B0C0, wholeCells: true)
        == Cell(" ", style: Style(background: .rgb(0xA0B0C0, fallback: .white))))
    #expect(
      cell(0x102030, 0xA0B0C0, wholeCells: true)
        == Cell(" ", style: Style(background: .rgb(0x586878, fallback: .white))))
  }

  @Test func aCellShowsItsTwoPixelsWithOneGlyph() {
    #expect(cell(nil, nil) == .blank)
    #expect(
      cell(0x102030, nil)
        == Cell("\u{2580}", style: Style(foreground: .rgb(0x102030, fallback: .white))))
    #expect(
      cell(nil, 0x102030)
        == Cell("\u{2584}", style: Style(foreground: .rgb(0x102030, fallback: .white))))
    #expect(
      cell(0x102030, 0x102030)
        == Cell(" ", style: Style(background: .rgb(0x102030, fallback: .white))))
    #expect(
      cell(0x102030, 0xA0B0C0)
        == Cell(
          "\u{2580}",
          style: Style(
            foreground: .rgb(0x102030, fallback: .white),
            background: .rgb(0xA0B0C0, fallback: .white))))
  }

  /// Over a painted pixel colours mix by coverage; over the terminal's own background a pixel
  /// is painted only when at least half covered.
  @Test func coverageMixesOverPaintAndThresholdsOverNothing() {
    var raster = Raster()
    raster.reset(columns: 2, rows: 1)
    raster.blend(x: 0, y: 0, rgb: 0x000000, coverage: 1)
    raster.blend(x: 0, y: 0, rgb: 0xFF8040, coverage: 0.5)
    #expect(raster.color(x: 0, y: 0) == 0x804020)
    raster.blend(x: 1, y: 0, rgb: 0xFFFFFF, coverage: 0.49)
    #expect(raster.color(x: 1, y: 0) == nil)
    raster.blend(x: 1, y: 0, rgb: 0xFFFFFF, coverage: 0.5)
    #expect(raster.color(x: 1, y: 0) == 0xFFFFFF)
    #expect(raster.color(x: 2, y: 0) == nil, "outside")
    #expect(raster.color(x: 0, y: 2) == nil, "outside")
  }

  /// A filled disc of radius 3 pixels: its centre row is 6 pixels wide, and edge pixels are in
  /// where at least half covered.
  @Test func aFilledDiscIsRoundAndClipped() {
    var raster = Raster()
    raster.reset(columns: 8, rows: 4)
    raster.fill(minX: 1, minY: 1, maxX: 7, maxY: 7) { x, y in
      let r = ((x - 4) * (x - 4) + (y - 4) * (y - 4)).squareRoot()
      return (0xFFFFFF, r - 3)
    }
    let rows = (0..<8).map { y in
      String((0..<8).map { x in raster.color(x: x, y: y) == nil ? "." : "#" })
    }
    #expect(
      rows == [
        "........", "..####..", ".######.", ".######.", ".######.", ".######.", "..####..",
        "........",
      ])
  }

  /// Only changed cells are written; a changed cell under text means the caller paints whole.
  @Test func renderChangesWritesOnlyWhatChanged() {
    var shown = Raster()
    shown.reset(columns: 3, rows: 1)
    var next = shown
    next.blend(x: 2, y: 1, rgb: 0x112233, coverage: 1)
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.clearDamage()
    let fallback: (UInt32) -> Color = { _ in .white }
    var scratch: [Int] = []
    #expect(
      next.renderChanges(
        from: shown, into: &buffer, x: 0, y: 0, overlay: [false, false, false],
        changed: &scratch, fallback: fallback))
    #expect(buffer.damage(row: 0) == 2..<3)
    #expect(buffer[2, 0].scalar == "\u{2584}")
    var untouched = CellBuffer(width: 3, height: 1)
    untouched.clearDamage()
    #expect(
      !next.renderChanges(
        from: shown, into: &untouched, x: 0, y: 0, overlay: [false, false, true],
        changed: &scratch, fallback: fallback))
    #expect(untouched.damage(row: 0).isEmpty)
  }
}
