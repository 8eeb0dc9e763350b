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

  /// Two pixels within four steps of each other on every channel are one blank in their mean
  /// (a font's `▀` leaves a hairline at the cell's top); five steps apart on one channel,
  /// a half block.
  @Test func nearlyAlikePixelsAreOneBlank() {
    #expect(
      cell(0x102030, 0x142434)
        == Cell(" ", style: Style(background: .rgb(0x122232, fallback: .white))))
    #expect(
      cell(0xFFFFFF, 0xFBFBFB)
        == Cell(" ", style: Style(background: .rgb(0xFDFDFD, fallback: .white))))
    #expect(
      cell(0x102030, 0x102035)
        == Cell(
          "\u{2580}",
          style: Style(
            foreground: .rgb(0x102030, fallback: .white),
            background: .rgb(0x102035, fallback: .white))))
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

  /// Over a reported background a pixel mixes into it from two fifths covered: a fainter one is
  /// left to the terminal (at a circle's flattest points it would stand out as a nub).
  @Test func overAKnownBackgroundAPixelMixesFromTwoFifthsCovered() {
    var raster = Raster()
    raster.reset(columns: 2, rows: 1)
    raster.backdrop = 0x000000
    raster.blend(x: 0, y: 0, rgb: 0xC8C8C8, coverage: 0.39)
    #expect(raster.color(x: 0, y: 0) == nil)
    raster.blend(x: 0, y: 0, rgb: 0xC8C8C8, coverage: 0.4)
    #expect(raster.color(x: 0, y: 0) == 0x505050)
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

/// The cell of a one-cell raster of `grid` with its pixels as given (left to right, top to
/// bottom; nil: empty).
func splitCell(_ pixels: [UInt32?], grid: Raster.Grid) -> Cell {
  var raster = Raster()
  raster.reset(columns: 1, rows: 1, grid: grid)
  for (index, pixel) in pixels.enumerated() {
    if let pixel { raster.blend(x: index % 2, y: index / 2, rgb: pixel, coverage: 1) }
  }
  return raster.cell(column: 0, row: 0) { _ in .white }
}

/// An RGB colour with the fallback these tests give.
func rgb(_ value: UInt32) -> Color { .rgb(value, fallback: .white) }

/// Sextants: six pixels a cell, one glyph and two colours (docs/terminal.md "Sextants").
struct SextantTests {
  func cell(_ six: [UInt32?]) -> Cell { splitCell(six, grid: .sextants) }

  /// Bit 0 is the top left sixth, bit 5 the bottom right; the range U+1FB00–U+1FB3B leaves out
  /// the four patterns older blocks draw.
  @Test func aPatternNamesItsGlyph() {
    #expect(Raster.glyph(sixths: 0) == " ")
    #expect(Raster.glyph(sixths: 0b00_0001) == "\u{1FB00}")
    #expect(Raster.glyph(sixths: 0b01_0100) == "\u{1FB13}")
    #expect(Raster.glyph(sixths: 0b01_0101) == "\u{258C}")
    #expect(Raster.glyph(sixths: 0b01_0110) == "\u{1FB14}")
    #expect(Raster.glyph(sixths: 0b10_1000) == "\u{1FB26}")
    #expect(Raster.glyph(sixths: 0b10_1001) == "\u{1FB27}")
    #expect(Raster.glyph(sixths: 0b10_1010) == "\u{2590}")
    #expect(Raster.glyph(sixths: 0b11_1110) == "\u{1FB3B}")
    #expect(Raster.glyph(sixths: 0b11_1111) == "\u{2588}")
    let glyphs = Set((1..<63).map { Raster.glyph(sixths: $0) })
    #expect(glyphs.count == 62)
  }

  /// Six pixels of two colours are the glyph of the first group over the second, exactly.
  @Test func twoColoursAreOneGlyph() {
    let (a, b): (UInt32, UInt32) = (0xC0C8D0, 0x202830)
    #expect(
      cell([a, b, a, b, a, b])
        == Cell("\u{258C}", style: Style(foreground: rgb(a), background: rgb(b))))
    // The group that holds the bottom right pixel is the background.
    #expect(
      cell([a, a, a, a, b, b])
        == Cell("\u{1FB0E}", style: Style(foreground: rgb(a), background: rgb(b))))
  }

  /// A third colour goes to the group whose mean it is nearest, and each group shows its mean.
  @Test func threeColoursSplitByLeastError() {
    let cell = cell([0xFF0000, 0xF00000, 0x202020, 0x202020, 0x202020, 0x282828])
    #expect(cell.scalar == "\u{1FB02}")
    #expect(cell.style.foreground == rgb(0xF80000))
    #expect(cell.style.background == rgb(0x222222))
  }

  /// Pixels nearly alike are a blank on their mean; pixels over nothing are the painted sixths
  /// in their mean colour over the terminal's background; none painted is a blank.
  @Test func alikeAndEmptyPixels() {
    #expect(
      cell([0x404040, 0x404040, 0x404040, 0x404040, 0x404040, 0x464646])
        == Cell(" ", style: Style(background: rgb(0x414141))))
    #expect(
      cell([0x808080, nil, 0x404040, nil, nil, nil])
        == Cell("\u{1FB04}", style: Style(foreground: rgb(0x606060))))
    #expect(cell([nil, nil, nil, nil, nil, nil]) == .blank)
  }

}

/// Quadrants: four pixels a cell, one glyph and two colours, by the sextants' rule
/// (docs/terminal.md "Sextants").
struct QuadrantTests {
  func cell(_ four: [UInt32?]) -> Cell { splitCell(four, grid: .quadrants) }

  /// Bit 0 is the top left quarter, bit 3 the bottom right: sixteen glyphs of U+2580–U+259F.
  @Test func aPatternNamesItsGlyph() {
    let glyphs = (0..<16).map { Raster.glyph(quarters: $0) }
    #expect(
      glyphs == [
        " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}",
        "\u{2588}",
      ])
  }

  /// Two colours are the glyph of the first group over the second; a third goes to the group
  /// whose mean it is nearest; pixels over nothing are the painted quarters in their mean.
  @Test func pixelsSplitByLeastError() {
    let (a, b): (UInt32, UInt32) = (0xC0C8D0, 0x202830)
    // The group that holds the bottom right pixel is the background.
    #expect(
      cell([a, b, b, a])
        == Cell("\u{259E}", style: Style(foreground: rgb(b), background: rgb(a))))
    let three = cell([0xFF0000, 0x202020, 0xF00000, 0x282828])
    #expect(three.scalar == "\u{258C}")
    #expect(three.style.foreground == rgb(0xF80000))
    #expect(three.style.background == rgb(0x242424))
    #expect(
      cell([nil, nil, 0x808080, 0x404040])
        == Cell("\u{2584}", style: Style(foreground: rgb(0x606060))))
    #expect(
      cell([0x404040, 0x404040, 0x404040, 0x464646])
        == Cell(" ", style: Style(background: rgb(0x424242))))
    #expect(cell([nil, nil, nil, nil]) == .blank)
  }

  /// A change to any of a cell's pixels (six, or four) rewrites that cell, and only it.
  @Test(
    arguments: [
      (Raster.Grid.sextants, 3, 5, "\u{1FB1E}"), (.quadrants, 3, 3, "\u{2597}"),
    ] as [(Raster.Grid, Int, Int, Unicode.Scalar)])
  func renderChangesComparesEveryPixel(grid: Raster.Grid, x: Int, y: Int, glyph: Unicode.Scalar) {
    var shown = Raster()
    shown.reset(columns: 3, rows: 2, grid: grid)
    var now = shown
    now.blend(x: x, y: y, rgb: 0xFFFFFF, coverage: 1)
    var buffer = CellBuffer(width: 3, height: 2)
    var changed: [Int] = []
    let drawn = now.renderChanges(
      from: shown, into: &buffer, x: 0, y: 0, overlay: Array(repeating: false, count: 6),
      changed: &changed
    ) { _ in .white }
    #expect(drawn)
    #expect(changed == [4])
    #expect(buffer[1, 1].scalar == glyph)
  }

}

/// A sextant or quadrant cell split into its two columns, where kitty draws `▌` wider or
/// narrower than its sextants' columns (docs/terminal.md "Sextants").
struct HalfColumnTests {
  /// kitty's left column is half the cell rounded down; the eighths block that covers it, or the
  /// nearest (`▌` on a tie).
  @Test(
    arguments: [
      (5, "\u{258E}"), (6, "\u{258D}"), (7, "\u{258D}"), (8, "\u{258C}"), (9, "\u{258C}"),
      (10, "\u{258C}"), (2, "\u{258F}"), (16, "\u{258C}"), (0, "\u{258C}"),
    ] as [(Int, Unicode.Scalar)])
  func kittysColumnIsAnEighthsBlock(width: Int, glyph: Unicode.Scalar) {
    #expect(Raster.halfColumn(kittyCellWidth: width) == glyph)
  }

  /// A raster whose column glyph is `▎` (kitty, 5-pixel cells) draws its two columns with it
  /// where it drew `▌`, and a right column over nothing with it on the reported background's
  /// colour (`▐` with the colours swapped); without one, `▐` stays.
  @Test(arguments: [Raster.Grid.sextants, .quadrants])
  func aColumnIsDrawnWithTheRastersGlyph(grid: Raster.Grid) {
    let (a, b): (UInt32, UInt32) = (0xC0C8D0, 0x202830)
    let rows = grid.down
    func cell(left: UInt32?, right: UInt32?, backdrop: UInt32? = nil) -> Cell {
      var raster = Raster()
      raster.reset(columns: 1, rows: 1, grid: grid)
      raster.halfColumn = "\u{258E}"
      for y in 0..<rows {
        if let left { raster.blend(x: 0, y: y, rgb: left, coverage: 1) }
        if let right { raster.blend(x: 1, y: y, rgb: right, coverage: 1) }
      }
      raster.backdrop = backdrop
      return raster.cell(column: 0, row: 0) { _ in .white }
    }
    #expect(
      cell(left: a, right: b)
        == Cell("\u{258E}", style: Style(foreground: rgb(a), background: rgb(b))))
    #expect(
      cell(left: b, right: a)
        == Cell("\u{258E}", style: Style(foreground: rgb(b), background: rgb(a))))
    #expect(
      cell(left: a, right: nil) == Cell("\u{258E}", style: Style(foreground: rgb(a))))
    #expect(
      cell(left: nil, right: a, backdrop: 0x000000)
        == Cell("\u{258E}", style: Style(foreground: rgb(0x000000), background: rgb(a))))
    #expect(
      cell(left: nil, right: a) == Cell("\u{2590}", style: Style(foreground: rgb(a))))
  }
}
