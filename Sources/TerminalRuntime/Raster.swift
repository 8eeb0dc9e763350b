/// A colour picture with two pixels to a cell, one above the other, drawn with the upper and
/// lower half blocks (`▀` U+2580, `▄` U+2584); or, on a ``Grid/sextants`` raster, six pixels to
/// a cell (two across, three down) drawn with the sextants (U+1FB00–U+1FB3B), and on a
/// ``Grid/quadrants`` raster four (two across, two down) drawn with the quadrants.
///
/// Rule (docs/terminal.md "Half blocks"): a cell shows its two pixels with one glyph and two
/// colours — both the same, or within ``nearChannels`` of each other on every channel: a blank
/// in their colour (their mean); different: `▀` in the upper pixel's colour over the lower's; one of them empty: `▀` or `▄` in the painted pixel's colour
/// over the terminal's own background; both empty: a blank. Half blocks are drawn by the
/// terminal itself in kitty, VTE, alacritty, konsole, foot and WezTerm, and are in every font
/// that has box drawing, so they never leave a gap between rows or show a missing glyph.
///
/// Rule (docs/terminal.md "Sextants"): a sextant or quadrant cell shows its pixels with one
/// glyph and two colours, the pixels split into the two groups whose mean colours stand for them with the
/// least squared error (each group drawn in its mean colour); pixels left empty are the
/// terminal's background.
///
/// Pixels are 0xRRGGBB with bit 24 set when painted; 0 is empty. Storage is reused across frames.
public struct Raster: Sendable, Equatable {
  /// How a cell is divided into pixels.
  public enum Grid: String, Sendable, Hashable, CaseIterable {
    /// One pixel across, two down: the half blocks, which every font with box drawing has.
    case halves
    /// Two pixels across, two down: the quadrants (U+2596–U+259F with the half blocks), for a
    /// terminal that draws the block elements itself but not the sextants (alacritty).
    case quadrants
    /// Two pixels across, three down: the sextants, for a terminal that draws them itself.
    case sextants

    /// Pixels across a cell.
    @inlinable public var across: Int { self == .halves ? 1 : 2 }
    /// Pixels down a cell.
    @inlinable public var down: Int { self == .sextants ? 3 : 2 }
    /// Whether a cell holds more pixels than its two colours: each is then the mean of a group.
    @inlinable public var splits: Bool { self != .halves }
  }

  /// Columns of cells.
  public private(set) var columns = 0
  /// Rows of cells.
  public private(set) var rows = 0
  /// How a cell is divided into pixels.
  public private(set) var grid = Grid.halves
  @usableFromInline var pixels: [UInt32] = []
  /// The terminal's background colour, when known: an edge pixel over nothing then mixes into
  /// it instead of being painted or left by a threshold.
  public var backdrop: UInt32?
  /// Edges without antialiasing: a pixel is painted outright from half covered, else not.
  public var hardEdges = false
  /// Whether an edge pixel over nothing mixes into ``backdrop``; else it is painted outright
  /// from the same two fifths covered (pixels too coarse for a mixed edge to read as one).
  public var mixesWithBackdrop = true
  /// The glyph for a sextant or quadrant cell split into its left and right columns: `▌`
  /// (U+258C), or the left eighths block the terminal draws as wide as its sextants' left
  /// column (``halfColumn(kittyCellWidth:)``).
  public var halfColumn: Unicode.Scalar = "\u{258C}"

  /// The mark of a painted pixel.
  @usableFromInline static let painted: UInt32 = 1 << 24

  /// An empty raster.
  public init() {}

  /// Pixels across.
  @inlinable public var pixelWidth: Int { columns * grid.across }
  /// Pixels down.
  @inlinable public var pixelHeight: Int { rows * grid.down }

  /// Makes the raster empty at `columns` × `rows` cells of `grid`, reusing its storage.
  public mutating func reset(columns: Int, rows: Int, grid: Grid = .halves) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.grid = grid
    let count = pixelWidth * pixelHeight
    if pixels.count != count {
      pixels.removeAll(keepingCapacity: true)
      pixels.append(contentsOf: repeatElement(0, count: count))
    } else {
      for index in pixels.indices { pixels[index] = 0 }
    }
  }

  /// Makes this raster a copy of `other`, reusing its storage.
  public mutating func copy(from other: Raster) {
    columns = other.columns
    rows = other.rows
    grid = other.grid
    backdrop = other.backdrop
    hardEdges = other.hardEdges
    mixesWithBackdrop = other.mixesWithBackdrop
    halfColumn = other.halfColumn
    pixels.removeAll(keepingCapacity: true)
    pixels.append(contentsOf: other.pixels)
  }

  /// Puts back the pixels at `indices` (row by row, ``pixelWidth`` a row) as `other` has them;
  /// nothing when the two differ in size or grid.
  public mutating func restore(_ indices: [Int], from other: Raster) {
    guard other.columns == columns, other.rows == rows, other.grid == grid else { return }
    pixels.withUnsafeMutableBufferPointer { mine in
      other.pixels.withUnsafeBufferPointer { theirs in
        for index in indices where index >= 0 && index < mine.count {
          mine[index] = theirs[index]
        }
      }
    }
  }

  /// Puts back the pixels of the box (pixel coordinates, inclusive, clipped) as `other` has
  /// them; nothing when the two differ in size or grid.
  public mutating func restore(x0: Int, y0: Int, x1: Int, y1: Int, from other: Raster) {
    guard other.columns == columns, other.rows == rows, other.grid == grid else { return }
    let (left, right) = (max(x0, 0), min(x1, pixelWidth - 1))
    let (top, bottom) = (max(y0, 0), min(y1, pixelHeight - 1))
    guard left <= right, top <= bottom else { return }
    for y in top...bottom {
      let start = y * pixelWidth
      pixels.replaceSubrange(
        start + left...start + right, with: other.pixels[start + left...start + right])
    }
  }

  /// The colour of pixel (x, y) (0xRRGGBB), or `nil` when it is empty or outside.
  @inlinable
  public func color(x: Int, y: Int) -> UInt32? {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
    let pixel = pixels[y * pixelWidth + x]
    return pixel & Self.painted == 0 ? nil : pixel & 0xFF_FFFF
  }

  /// Paints pixel `index` (row by row, ``pixelWidth`` a row) with `rgb` outright.
  @inlinable
  public mutating func set(pixel index: Int, rgb: UInt32) {
    guard index >= 0, index < pixels.count else { return }
    pixels[index] = rgb & 0xFF_FFFF | Self.painted
  }

  /// Paints pixel (x, y) with `rgb` at `coverage` (0…1) over what is there, clipped.
  ///
  /// Over a painted pixel the colours mix by coverage. Over an empty one (the terminal's own
  /// background) they mix with ``backdrop`` when it is known (from two fifths covered on, so
  /// that a glancing edge does not colour a cell: where a circle runs flattest its faint pixels
  /// stand out as nubs; without ``mixesWithBackdrop`` painted outright from there); else the
  /// pixel is painted when at least half covered.
  @inlinable
  public mutating func blend(x: Int, y: Int, rgb: UInt32, coverage: Double) {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, coverage > 0 else { return }
    let coverage = hardEdges ? (coverage >= 0.5 ? 1 : 0) : coverage
    guard coverage > 0 else { return }
    let index = y * pixelWidth + x
    let under = pixels[index]
    if coverage >= 1 {
      pixels[index] = rgb | Self.painted
    } else if under & Self.painted != 0 {
      pixels[index] = Self.mix(under & 0xFF_FFFF, rgb, coverage) | Self.painted
    } else if let backdrop {
      guard coverage >= 0.4 else { return }
      pixels[index] = (mixesWithBackdrop ? Self.mix(backdrop, rgb, coverage) : rgb) | Self.painted
    } else if coverage >= 0.5 {
      pixels[index] = rgb | Self.painted
    }
  }

  /// Paints the pixels whose centres lie in the box (pixel coordinates, clipped): `shade` gives
  /// a centre's colour and signed distance to the shape's edge (pixels, negative inside), and
  /// the pixel is covered by 0.5 − distance (a one-pixel soft edge), times `alpha`.
  @inlinable
  public mutating func fill(
    minX: Double, minY: Double, maxX: Double, maxY: Double, alpha: Double = 1,
    _ shade: (_ x: Double, _ y: Double) -> (rgb: UInt32, distance: Double)?
  ) {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
    let x0 = max(Int(max(minX, -1).rounded(.down)), 0)
    let y0 = max(Int(max(minY, -1).rounded(.down)), 0)
    let x1 = min(Int(min(maxX, Double(pixelWidth)).rounded(.up)), pixelWidth - 1)
    let y1 = min(Int(min(maxY, Double(pixelHeight)).rounded(.up)), pixelHeight - 1)
    guard x0 <= x1, y0 <= y1 else { return }
    for y in y0...y1 {
      for x in x0...x1 {
        guard let (rgb, distance) = shade(Double(x) + 0.5, Double(y) + 0.5) else { continue }
        blend(x: x, y: y, rgb: rgb, coverage: min(max(0.5 - distance, 0), 1) * alpha)
      }
    }
  }

  /// The colour `t` of the way from `a` to `b` (0xRRGGBB, channel by channel).
  @inlinable
  public static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
    let t = min(max(t, 0), 1)
    var out: UInt32 = 0
    var shift: UInt32 = 0
    while shift <= 16 {
      let x = Double(a >> shift & 0xFF)
      let y = Double(b >> shift & 0xFF)
      out |= UInt32((x + (y - x) * t).rounded()) << shift
      shift += 8
    }
    return out
  }

  /// How far apart two pixels' channels may be and still make one blank cell in half blocks.
  ///
  /// Rule (docs/terminal.md "Half blocks"): a terminal that draws `▀` from its font (xterm,
  /// urxvt, st) leaves a hairline of the lower colour at the cell's top; across a gradient
  /// (the body's ramp) every cell was a half block, and the hairlines striped it. Four steps
  /// of 255 a channel are below what the eye tells apart.
  public static let nearChannels: UInt32 = 4

  /// Whether `a` and `b` are within ``nearChannels`` of each other on every channel.
  @inlinable
  static func near(_ a: UInt32, _ b: UInt32) -> Bool {
    func apart(_ shift: UInt32) -> UInt32 {
      let (x, y) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
      return x > y ? x - y : y - x
    }
    return apart(0) <= nearChannels && apart(8) <= nearChannels && apart(16) <= nearChannels
  }

  /// The mean of two painted pixels, painted.
  @inlinable
  static func mean(_ a: UInt32, _ b: UInt32) -> UInt32 {
    // Each channel's sum fits in its byte and the next bit: halved, no carry crosses.
    ((a & 0xFE_FEFE) >> 1) + ((b & 0xFE_FEFE) >> 1) + (a & b & 0x01_0101) | painted
  }

  /// The glyph and style for the cell at (column, row), by the type's rule; `fallback` gives
  /// the 16-colour stand-in for an RGB value.
  ///
  /// With `wholeCells`, a cell with a painted pixel is a space on their mix (or the one
  /// painted): half the height's detail, and no half block for a font to draw with gaps.
  @inlinable
  public func cell(
    column: Int, row: Int, wholeCells: Bool = false, fallback: (UInt32) -> Color
  ) -> Cell {
    switch grid {
    case .sextants: return sextant(column: column, row: row, fallback: fallback)
    case .quadrants: return quadrant(column: column, row: row, fallback: fallback)
    case .halves: break
    }
    let top = pixels[row * 2 * columns + column]
    let bottom = pixels[(row * 2 + 1) * columns + column]
    func color(_ pixel: UInt32) -> Color { .rgb(pixel & 0xFF_FFFF, fallback: fallback(pixel)) }
    if wholeCells {
      switch (top & Self.painted != 0, bottom & Self.painted != 0) {
      case (false, false): return .blank
      case (true, false): return Cell(" ", style: Style(background: color(top)))
      case (false, true): return Cell(" ", style: Style(background: color(bottom)))
      case (true, true):
        let mixed = Self.mix(top & 0xFF_FFFF, bottom & 0xFF_FFFF, 0.5)
        return Cell(" ", style: Style(background: color(mixed)))
      }
    }
    switch (top & Self.painted != 0, bottom & Self.painted != 0) {
    case (false, false):
      return .blank
    case (true, false):
      return Cell("\u{2580}", style: Style(foreground: color(top)))
    case (false, true):
      return Cell("\u{2584}", style: Style(foreground: color(bottom)))
    case (true, true) where top == bottom:
      return Cell(" ", style: Style(background: color(top)))
    case (true, true) where Self.near(top, bottom):
      return Cell(" ", style: Style(background: color(Self.mean(top, bottom))))
    case (true, true):
      return Cell(
        "\u{2580}", style: Style(foreground: color(top), background: color(bottom)))
    }
  }

  /// Writes every cell into `buffer` with its top-left at (`x`, `y`) (in whole cells when
  /// asked: ``cell(column:row:wholeCells:fallback:)``).
  public func render(
    into buffer: inout CellBuffer, x: Int, y: Int, wholeCells: Bool = false,
    fallback: (UInt32) -> Color
  ) {
    for row in 0..<rows {
      for column in 0..<columns {
        buffer[x + column, y + row] = cell(
          column: column, row: row, wholeCells: wholeCells, fallback: fallback)
      }
    }
  }

  /// Writes only the cells whose pixels differ from `shown` (same size); with `candidates`,
  /// only those of the cells listed (row by row, ``columns`` a row) that differ, the caller
  /// knowing that no other can.
  ///
  /// False, writing nothing, when one of them is marked in `overlay` (it holds more than the
  /// raster, and the caller then paints the area whole). `changed` is scratch storage, kept by
  /// the caller so that a frame allocates nothing.
  public func renderChanges(
    from shown: Raster, into buffer: inout CellBuffer, x: Int, y: Int, overlay: [Bool],
    changed: inout [Int], only candidates: [Int]? = nil, wholeCells: Bool = false,
    fallback: (UInt32) -> Color
  ) -> Bool {
    guard shown.columns == columns, shown.rows == rows, shown.grid == grid,
      overlay.count == columns * rows
    else {
      return false
    }
    changed.removeAll(keepingCapacity: true)
    let different = pixels.withUnsafeBufferPointer { now in
      shown.pixels.withUnsafeBufferPointer { before in
        overlay.withUnsafeBufferPointer { covered in
          let (splits, width) = (grid.splits, pixelWidth)
          let (across, down) = (grid.across, grid.down)
          let (nowBytes, beforeBytes) = (
            UnsafeRawBufferPointer(now), UnsafeRawBufferPointer(before)
          )
          // The cell at `index` differs from the one shown: its pixels, unrolled (a pixel on
          // each of two rows, or a pair of pixels, 8 bytes, on each of two or three).
          func differs(_ index: Int) -> Bool {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let a = row * down * width + column * across
            let b = a + width
            guard splits else { return now[a] != before[a] || now[b] != before[b] }
            func pair(_ i: Int) -> Bool {
              nowBytes.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
                != beforeBytes.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            }
            return pair(a) || pair(b) || (down == 3 && pair(b + width))
          }
          /// Notes the cell at `index` when it differs; false when it is under the overlay.
          func note(_ index: Int) -> Bool {
            guard differs(index) else { return true }
            changed.append(index)
            return !covered[index]
          }
          if let candidates {
            for index in candidates where index >= 0 && index < rows * columns {
              guard note(index) else { return false }
            }
          } else {
            for index in 0..<rows * columns {
              guard note(index) else { return false }
            }
          }
          return true
        }
      }
    }
    guard different else { return false }
    for index in changed {
      let (row, column) = index.quotientAndRemainder(dividingBy: columns)
      buffer[x + column, y + row] = cell(
        column: column, row: row, wholeCells: wholeCells, fallback: fallback)
    }
    return true
  }
}
