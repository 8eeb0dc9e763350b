/// Cells of more pixels than colours: sextants (six pixels, two across and three down) and
/// quadrants (four, two across and two down), each shown with one glyph and two colours.
///
/// Rule (docs/terminal.md "Sextants"): the pixels split into the two groups whose mean colours
/// stand for them with the least squared error, each group drawn in its mean colour; pixels
/// left empty are the terminal's background.
extension Raster {
  /// The sextant cell at (column, row) (rule: this extension's).
  @inlinable
  func sextant(column: Int, row: Int, fallback: (UInt32) -> Color) -> Cell {
    let width = pixelWidth
    let top = row * 3 * width + column * 2
    let six = pixels.withUnsafeBufferPointer { p in
      SIMD8<UInt32>(
        p[top], p[top + 1], p[top + width], p[top + width + 1], p[top + 2 * width],
        p[top + 2 * width + 1], 0, 0)
    }
    return columns(Self.sextant(six, fallback: fallback), fallback: fallback)
  }

  /// The sextant cell for six pixels (left to right, top to bottom; the last two lanes unused).
  @inlinable
  static func sextant(_ six: SIMD8<UInt32>, fallback: (UInt32) -> Color) -> Cell {
    split(six, count: 6, glyph: glyph(sixths:), fallback: fallback)
  }

  /// The quadrant cell at (column, row) (rule: this extension's).
  @inlinable
  func quadrant(column: Int, row: Int, fallback: (UInt32) -> Color) -> Cell {
    let width = pixelWidth
    let top = row * 2 * width + column * 2
    let four = pixels.withUnsafeBufferPointer { p in
      SIMD8<UInt32>(p[top], p[top + 1], p[top + width], p[top + width + 1], 0, 0, 0, 0)
    }
    return columns(
      Self.split(four, count: 4, glyph: Self.glyph(quarters:), fallback: fallback),
      fallback: fallback)
  }

  /// `cell` drawn with ``halfColumn`` where it is split into its left and right columns and
  /// that glyph is not `▌`: `▌` as it is, `▐` with its colours swapped (over the terminal's
  /// background, the ``backdrop``'s colour stands for it; unknown, `▐` stays).
  ///
  /// Rule (docs/terminal.md "Sextants"): kitty draws `▌` and `▐` in eighths of the cell and a
  /// sextant's columns at half its width; where the two differ, a column drawn as `▌` or `▐`
  /// stood a pixel or two off the sextants above and below it.
  @inlinable
  func columns(_ cell: Cell, fallback: (UInt32) -> Color) -> Cell {
    guard halfColumn != "\u{258C}" else { return cell }
    switch cell.scalar {
    case "\u{258C}":
      return Cell(halfColumn, style: cell.style)
    case "\u{2590}":
      var left = cell.style.background
      if left.isDefault {
        guard let backdrop else { return cell }
        left = .rgb(backdrop, fallback: fallback(backdrop))
      }
      return Cell(halfColumn, style: Style(foreground: left, background: cell.style.foreground))
    default:
      return cell
    }
  }

  /// The left eighths block (U+2589–U+258F, `▌` at four eighths) that kitty draws as wide as
  /// the left column of its sextants and quadrants in cells `width` pixels wide, or the nearest.
  ///
  /// Rule (docs/terminal.md "Sextants"): kitty splits a sextant's columns at half the cell's
  /// width, rounded down. An eighths block `k` eighths wide is its first `k` of eight bars,
  /// each `max(1, width / 8)` pixels: in a cell narrower than eight pixels the bars past its
  /// right edge pile up on its last pixel, so `k` bars end at pixel `min(k, width)`; in a wider
  /// one the pixels left over widen bars by one each, the fourth, fifth, third, sixth, seventh,
  /// second, eighth and first in turn. In 5-pixel cells `▌` is 4 pixels, the column 2 (`▎`).
  public static func halfColumn(kittyCellWidth width: Int) -> Unicode.Scalar {
    guard width > 0 else { return "\u{258C}" }
    let bar = max(1, width / 8)
    var bars = [Int](repeating: bar, count: 8)
    var extra = max(width - 8 * bar, 0)
    for index in [3, 4, 2, 5, 6, 1, 7, 0] where extra > 0 {
      bars[index] += 1
      extra -= 1
    }
    func end(_ eighths: Int) -> Int {
      8 * bar > width ? min(eighths * bar, width) : bars[..<eighths].reduce(0, +)
    }
    let half = width / 2
    let best = (1...7).min { a, b in
      let (da, db) = (abs(end(a) - half), abs(end(b) - half))
      return da != db ? da < db : abs(a - 4) < abs(b - 4)
    }
    return Unicode.Scalar(0x2590 - UInt32(best ?? 4)) ?? "\u{258C}"
  }

  /// The cell for `count` pixels (left to right, top to bottom, in the first lanes): split into
  /// the two groups their mean colours stand for best, the glyph whose parts (`glyph` of the
  /// bits) are the first group in its mean colour over the second's, or over the terminal's
  /// background where pixels are empty; a blank on one colour where the two are alike.
  @inlinable
  static func split(
    _ pixels: SIMD8<UInt32>, count: Int, glyph: (Int) -> Unicode.Scalar,
    fallback: (UInt32) -> Color
  ) -> Cell {
    func color(_ rgb: UInt32) -> Color { .rgb(rgb, fallback: fallback(rgb)) }
    let all = 1 << count - 1
    var painted = 0
    for index in 0..<count where pixels[index] & Self.painted != 0 { painted |= 1 << index }
    guard painted != 0 else { return .blank }
    guard painted == all else {
      // Over the terminal's own background: the painted pixels in their mean colour.
      return Cell(glyph(painted), style: Style(foreground: color(mean(pixels, painted))))
    }
    // The split into two groups whose mean colours stand for their pixels best: the least
    // squared error, which is the largest sum over the groups of |group sum|² / group size.
    let red = SIMD8<Int32>(truncatingIfNeeded: pixels &>> 16 & 0xFF)
    let green = SIMD8<Int32>(truncatingIfNeeded: pixels &>> 8 & 0xFF)
    let blue = SIMD8<Int32>(truncatingIfNeeded: pixels & 0xFF)
    let total = (Int(red.wrappedSum()), Int(green.wrappedSum()), Int(blue.wrappedSum()))
    // Scores over the common denominator count × (count − 1): one group of all, |T|²/count.
    let denominator = count * (count - 1)
    var best = (total.0 * total.0 + total.1 * total.1 + total.2 * total.2) * (count - 1)
    var first = 0
    // The splits that leave the last pixel in the second group, in Gray-code order: each
    // moves one pixel, so the first group's sums change by one pixel's channels.
    var (split, r, g, b, n) = (0, 0, 0, 0, 0)
    for step in 1..<(1 << (count - 1)) {
      let index = step.trailingZeroBitCount
      let sign = split & 1 << index == 0 ? 1 : -1
      split ^= 1 << index
      r += sign * Int(red[index])
      g += sign * Int(green[index])
      b += sign * Int(blue[index])
      n += sign
      let (or, og, ob) = (total.0 - r, total.1 - g, total.2 - b)
      // |A|²/n + |B|²/(count − n), over the common denominator.
      let score =
        ((r * r + g * g + b * b) * (count - n) + (or * or + og * og + ob * ob) * n)
        * denominator / (n * (count - n))
      if score > best { (first, best) = (split, score) }
    }
    let (front, back) = (mean(pixels, first), mean(pixels, painted & ~first))
    // Alike (within about 6 levels a channel): one colour, and no glyph to draw.
    guard first != 0, distance(front, back) > 3 * 6 * 6 else {
      return Cell(" ", style: Style(background: color(mean(pixels, painted))))
    }
    return Cell(glyph(first), style: Style(foreground: color(front), background: color(back)))
  }

  /// The glyph whose sixths are the bits of `sixths` (bit 0 top left, bit 1 top right, … bit 5
  /// bottom right): the sextants U+1FB00–U+1FB3B, with the space, the left and right half
  /// blocks and the full block for the four patterns the sextant range leaves out.
  @inlinable
  public static func glyph(sixths: Int) -> Unicode.Scalar {
    switch sixths & 0b11_1111 {
    case 0: return " "
    case 0b01_0101: return "\u{258C}"
    case 0b10_1010: return "\u{2590}"
    case 0b11_1111: return "\u{2588}"
    case let bits:
      let skipped = (bits > 0b01_0101 ? 1 : 0) + (bits > 0b10_1010 ? 1 : 0)
      return Unicode.Scalar(UInt32(0x1FB00 + bits - 1 - skipped)) ?? " "
    }
  }

  /// The glyph whose quarters are the bits of `quarters` (bit 0 top left, bit 1 top right,
  /// bit 2 bottom left, bit 3 bottom right): the quadrants and half blocks of U+2580–U+259F.
  @inlinable
  public static func glyph(quarters: Int) -> Unicode.Scalar {
    switch quarters & 0b1111 {
    case 0b0001: return "\u{2598}"
    case 0b0010: return "\u{259D}"
    case 0b0011: return "\u{2580}"
    case 0b0100: return "\u{2596}"
    case 0b0101: return "\u{258C}"
    case 0b0110: return "\u{259E}"
    case 0b0111: return "\u{259B}"
    case 0b1000: return "\u{2597}"
    case 0b1001: return "\u{259A}"
    case 0b1010: return "\u{2590}"
    case 0b1011: return "\u{259C}"
    case 0b1100: return "\u{2584}"
    case 0b1101: return "\u{2599}"
    case 0b1110: return "\u{259F}"
    case 0b1111: return "\u{2588}"
    default: return " "
    }
  }

  /// The squared distance between two colours (channel by channel).
  @inlinable
  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    let dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    return dr * dr + dg * dg + db * db
  }

  /// The mean colour of the pixels whose bits are set in `members` (at least one).
  @inlinable
  static func mean(_ pixels: SIMD8<UInt32>, _ members: Int) -> UInt32 {
    var (r, g, b, n) = (0, 0, 0, 0)
    for index in 0..<6 where members & 1 << index != 0 {
      r += Int(pixels[index] >> 16 & 0xFF)
      g += Int(pixels[index] >> 8 & 0xFF)
      b += Int(pixels[index] & 0xFF)
      n += 1
    }
    guard n > 0 else { return 0 }
    return UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n)
  }
}
