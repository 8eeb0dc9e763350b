import TerminalRuntime

/// Digits drawn with block elements, as a terminal clock draws them: each a grid of three by
/// five pixels, two pixels a cell (`▀ ▄ █`), in one colour.
///
/// From twice the size on, every row of the grid is a whole number of cells
/// (``rowPixels(scale:)``): a half block meeting a whole cell leaves a seam where the font's
/// half block falls short of the cell (xterm, and tmux inside it), and in whole cells (mlterm)
/// no half block is drawn.
///
/// Rule (docs/terminal.md "Output"): the trail's numbers in large type. Drawn as text in the
/// text's own colour, they are crisp in every terminal that draws block elements and on every
/// background; painted like the face's digits, with antialiased strokes resolved to cells, they
/// had grey cells inside their strokes and spurs at a few pixels a stroke.
public enum BlockDigits {
  /// The cells digits are drawn in: half blocks, two pixels a cell, at every scale; or whole
  /// cells, where the terminal's font draws the half blocks with gaps between rows (mlterm),
  /// from twice the size on, whose rows are whole cells (``rowPixels(scale:)``).
  public enum Cells: Sendable, Hashable {
    case halves
    case whole

    /// Whether digits may be drawn at `scale` in these cells.
    func allows(scale: Int) -> Bool { self == .halves || scale >= 2 }
  }

  /// A digit's pixels across and down.
  static let size = (across: 3, down: 5)
  /// Each digit's rows of pixels, top first, the left pixel the highest of three bits.
  ///
  /// The 1's flag is on its top row, joined to the stem's top: a row lower, under a stem
  /// standing above it, it read as detached (a fresh reviewer, every trail).
  static let rows: [[UInt8]] = [
    [0b111, 0b101, 0b101, 0b101, 0b111],
    [0b110, 0b010, 0b010, 0b010, 0b111],
    [0b111, 0b001, 0b111, 0b100, 0b111],
    [0b111, 0b001, 0b011, 0b001, 0b111],
    [0b101, 0b101, 0b111, 0b001, 0b001],
    [0b111, 0b100, 0b111, 0b001, 0b111],
    [0b111, 0b100, 0b111, 0b101, 0b111],
    [0b111, 0b001, 0b001, 0b001, 0b001],
    [0b111, 0b101, 0b111, 0b101, 0b111],
    [0b111, 0b101, 0b111, 0b001, 0b111],
  ]

  /// The direction letters' rows, as ``rows``: a run's caption under digits three times the
  /// size (``LockRenderer`` `blockCaptions(scale:cells:)`).
  static let letters: [Character: [UInt8]] = [
    "L": [0b100, 0b100, 0b100, 0b100, 0b111],
    // A square top: with a round one, in half blocks, the notch at its corner read as "Ŕ"
    // (a fresh reviewer, 200×60).
    "R": [0b111, 0b101, 0b110, 0b101, 0b101],
  ]

  /// The glyph of cell (`column`, `row`) of `letter` (one of ``letters``) at a pixel a pixel,
  /// two pixels a cell: a full block, an upper or lower half block, or a space.
  static func glyph(letter: Character, column: Int, row: Int) -> Unicode.Scalar {
    func isSet(_ y: Int) -> Bool {
      guard let bits = letters[letter], (0..<size.down).contains(y),
        (0..<size.across).contains(column)
      else { return false }
      return bits[y] >> (size.across - 1 - column) & 1 == 1
    }
    return halfBlock(top: isSet(2 * row), bottom: isSet(2 * row + 1))
  }

  /// The half block (or full block, or space) of a cell whose `top` and `bottom` pixels are
  /// set or not.
  static func halfBlock(top: Bool, bottom: Bool) -> Unicode.Scalar {
    switch (top, bottom) {
    case (true, true): return "\u{2588}"
    case (true, false): return "\u{2580}"
    case (false, true): return "\u{2584}"
    case (false, false): return " "
    }
  }

  /// The cells a number takes across at `scale` pixels a pixel: its digits a pixel apart.
  static func columns(of number: Int, scale: Int) -> Int {
    let count = CellBuffer.digits(max(number, 0))
    return (count * size.across + count - 1) * scale
  }

  /// The screen pixels down each of a digit's bars and each row between them take at `scale`.
  ///
  /// The bars are rows 0, 2 and 4. One pixel each at scale 1; from 2 on, bars of two (a cell)
  /// and the rows between them `scale - 1` cells, so that every row starts and ends on a cell's
  /// edge: twice the size is the grid at 2, three times its bars a cell and the rows between
  /// them two (seven rows, where 7½ would put half blocks inside the strokes).
  static func rowPixels(scale: Int) -> (bar: Int, between: Int) {
    scale < 2 ? (1, 1) : (2, 2 * (scale - 1))
  }

  /// The screen pixels a digit takes down at `scale`.
  static func pixelsDown(scale: Int) -> Int {
    let rows = rowPixels(scale: scale)
    return 3 * rows.bar + 2 * rows.between
  }

  /// The cells a digit takes down at `scale`: two pixels a cell, the last half empty where
  /// the pixels are odd.
  static func cellRows(scale: Int) -> Int { (pixelsDown(scale: scale) + 1) / 2 }

  /// The row of the digit's grid screen pixel `y` (from the digit's top) falls in at `scale`,
  /// or `nil` outside it.
  static func gridRow(_ y: Int, scale: Int) -> Int? {
    let rows = rowPixels(scale: scale)
    var top = 0
    for row in 0..<size.down {
      top += row.isMultiple(of: 2) ? rows.bar : rows.between
      if y < top { return y >= 0 ? row : nil }
    }
    return nil
  }

  /// Whether pixel (`x`, `y`) of `number` drawn at `scale` is set.
  static func isSet(_ number: Int, x: Int, y: Int, scale: Int) -> Bool {
    guard let row = gridRow(y, scale: scale) else { return false }
    let column = x / scale
    guard column >= 0 else { return false }
    let count = CellBuffer.digits(max(number, 0))
    let (place, within) = column.quotientAndRemainder(dividingBy: size.across + 1)
    guard place < count, within < size.across else { return false }
    var digit = max(number, 0)
    for _ in 0..<(count - 1 - place) { digit /= 10 }
    return rows[digit % 10][row] >> (size.across - 1 - within) & 1 == 1
  }

  /// The glyph of cell (`column`, `row`) of `number` drawn at `scale`: a full block, an upper
  /// or lower half block, or a space.
  static func glyph(_ number: Int, column: Int, row: Int, scale: Int) -> Unicode.Scalar {
    halfBlock(
      top: isSet(number, x: column, y: 2 * row, scale: scale),
      bottom: isSet(number, x: column, y: 2 * row + 1, scale: scale))
  }
}
