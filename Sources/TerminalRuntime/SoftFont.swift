/// The block elements as a soft font (DECDLD) that lockdial loads into a terminal whose own
/// font draws them with gaps between rows but which draws a soft font's glyphs itself, each
/// scaled to fill its cell (mlterm): the filled picture's half blocks, quadrants and sextants
/// then tile as they do where the terminal draws them.
///
/// Rules (docs/terminal.md "Soft font"):
/// - One set of 88 glyphs, five pixels across and twelve down: the 63 sextant patterns (the
///   sextants, `▌`, `▐` and `█`) and the 12 quadrant patterns that are not sextants (`▀`, `▄`
///   and the quadrants). Five across because mlterm samples a glyph's nearest pixel when the
///   glyph is narrower than the cell and two (either set counts) when it is not: three and two
///   pixels split cells 6 to 9 pixels wide evenly, where six made the left half of a 6-pixel
///   cell four pixels. Twelve down give three rows of four and two of six.
/// - The set is named `L` (Dscs), and a glyph goes out as the Unicode private-use character
///   U+10 4C xx (the set's final byte, then the glyph's character in it), which mlterm maps to
///   the set while mode 8800 is on (drcsterm's convention).
/// - Each glyph is built from ``Raster/glyph(sixths:)`` and ``Raster/glyph(quarters:)``, so a
///   glyph drawn in a cell is the pattern the picture chose.
/// - After them the 13 box-drawing characters lockdial draws (``boxes``), whose strokes the
///   font breaks between rows too (dashed frames and playhead): strokes from edge to edge
///   of the cell, light ones a pixel wide, heavy ones two.
public enum SoftFont {
  /// The set's final byte (Dscs): `L`.
  static let setName: UInt32 = 0x4C
  /// A glyph's size in the font's own pixels.
  static let size = (width: 5, height: 12)
  /// The columns that are the glyph's left half (the rest are its right half).
  static let leftColumns = 3

  /// The shape in the glyph at `slot` (1…88): its character is 0x20 + slot.
  enum Shape: Equatable {
    /// A sextant pattern (bit 0 top left … bit 5 bottom right).
    case sixths(Int)
    /// A quadrant pattern (bit 0 top left … bit 3 bottom right).
    case quarters(Int)
    /// A box-drawing character, the ``boxes`` entry at this index.
    case box(Int)
  }

  /// A run of a glyph's pixels: columns `x`, rows `y`.
  typealias Stroke = (x: ClosedRange<Int>, y: ClosedRange<Int>)

  /// The box-drawing characters the frames, the help and the timeline draw, each with its
  /// strokes: the light ones in column 2 and row 5, the heavy ones in columns 2–3 and rows 5–6,
  /// so that a light and a heavy stroke meet on one line; the rounded corners step a pixel
  /// in, as an arc.
  static let boxes: [(scalar: Unicode.Scalar, strokes: [Stroke])] = [
    ("\u{2500}", [(0...4, 5...5)]),  // ─
    ("\u{2501}", [(0...4, 5...6)]),  // ━
    ("\u{2502}", [(2...2, 0...11)]),  // │
    ("\u{2503}", [(2...3, 0...11)]),  // ┃
    ("\u{2504}", [(1...3, 5...5)]),  // ┄
    ("\u{2534}", [(0...4, 5...5), (2...2, 0...5)]),  // ┴
    ("\u{253B}", [(0...4, 5...6), (2...3, 0...6)]),  // ┻
    ("\u{254B}", [(0...4, 5...6), (2...3, 0...11)]),  // ╋
    ("\u{2579}", [(2...3, 0...6)]),  // ╹
    ("\u{256D}", [(3...4, 5...5), (2...2, 6...11)]),  // ╭
    ("\u{256E}", [(0...1, 5...5), (2...2, 6...11)]),  // ╮
    ("\u{256F}", [(0...1, 5...5), (2...2, 0...4)]),  // ╯
    ("\u{2570}", [(3...4, 5...5), (2...2, 0...4)]),  // ╰
  ]

  /// The quadrant patterns that are not sextant patterns, in slot order after the 63 sextants.
  static let quarterSlots = [1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14]

  /// The glyphs in slot order (slot 1 first).
  static let shapes: [Shape] =
    (1...63).map { Shape.sixths($0) } + quarterSlots.map { Shape.quarters($0) }
    + boxes.indices.map { Shape.box($0) }

  /// Whether the glyph of `shape` covers its pixel at (`x`, `y`).
  static func covers(_ shape: Shape, x: Int, y: Int) -> Bool {
    let column = x < leftColumns ? 0 : 1
    switch shape {
    case .sixths(let bits): return bits >> (y / 4 * 2 + column) & 1 == 1
    case .quarters(let bits): return bits >> (y / 6 * 2 + column) & 1 == 1
    case .box(let index): return boxes[index].strokes.contains { $0.x ~= x && $0.y ~= y }
    }
  }

  /// A glyph's sixel data: two bands of six rows, each a character per column (`?` plus the
  /// column's six bits, top row lowest), the bands apart by `/`.
  static func sixels(_ shape: Shape) -> String {
    let bands = (0..<size.height / 6).map { band in
      String(
        (0..<size.width).map { x in
          let bits = (0..<6).reduce(0) {
            $0 | (covers(shape, x: x, y: band * 6 + $1) ? 1 << $1 : 0)
          }
          return Character(Unicode.Scalar(UInt8(63 + bits)))
        })
    }
    return bands.joined(separator: "/")
  }

  /// The bytes that load the set and turn on the mapping of its private-use characters: DECDLD
  /// (font 1, from character 0x21, erasing the set's earlier glyphs, cells 5 by 12), then DEC
  /// private mode 8800.
  public static let load: [UInt8] = Array(
    ("\u{1B}P1;1;1;\(size.width);0;2;\(size.height);0{L"
      + shapes.map(sixels).joined(separator: ";") + "\u{1B}\\\u{1B}[?8800h").utf8)

  /// The bytes that turn the mapping off (the loaded glyphs stay, unused).
  public static let unload: [UInt8] = Array("\u{1B}[?8800l".utf8)

  /// The slot (1…88) of each block element U+2580–U+259F, 0 where the set has none.
  static let blockSlots: [UInt8] = slots(first: 0x2580, count: 32)
  /// The slot of each box-drawing character U+2500–U+257F.
  static let boxSlots: [UInt8] = slots(first: 0x2500, count: 128)
  /// The slot of each sextant U+1FB00–U+1FB3B.
  static let sextantSlots: [UInt8] = slots(first: 0x1FB00, count: 60)

  /// The slots of the `count` characters from `first`: where a glyph of the set draws one.
  static func slots(first: UInt32, count: Int) -> [UInt8] {
    var table = [UInt8](repeating: 0, count: count)
    for (index, shape) in shapes.enumerated() {
      let scalar =
        switch shape {
        case .sixths(let bits): Raster.glyph(sixths: bits)
        case .quarters(let bits): Raster.glyph(quarters: bits)
        case .box(let index): boxes[index].scalar
        }
      let offset = Int(scalar.value) - Int(first)
      if (0..<count).contains(offset) { table[offset] = UInt8(index + 1) }
    }
    return table
  }

  /// The private-use character that draws `scalar` from the set, or nil where the set has no
  /// glyph for it.
  public static func character(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    let slot: UInt8
    if value >= 0x2500 && value < 0x2580 {
      slot = boxSlots[Int(value - 0x2500)]
    } else if value >= 0x2580 && value < 0x25A0 {
      slot = blockSlots[Int(value - 0x2580)]
    } else if value >= 0x1FB00 && value < 0x1FB3C {
      slot = sextantSlots[Int(value - 0x1FB00)]
    } else {
      return nil
    }
    guard slot > 0 else { return nil }
    return Unicode.Scalar(0x10_0000 | setName << 8 | (0x20 + UInt32(slot)))
  }
}
