import TerminalRuntime
import Testing

/// The block elements as a soft font for mlterm (docs/terminal.md "Soft font").
struct SoftFontTests {
  /// The DECDLD's parts: its header, its glyphs' sixel data and what follows it.
  func parts() -> (header: String, glyphs: [String], trailer: String) {
    let text = String(decoding: SoftFont.load, as: UTF8.self)
    guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "\u{1B}")
    else { return ("", [], "") }
    let body = text[text.index(open, offsetBy: 2)..<close]  // after "{L"
    return (
      String(text[...text.index(after: open)]), body.split(separator: ";").map(String.init),
      String(text[close...])
    )
  }

  /// Whether glyph `glyph` (sixel data, 5 columns, two bands apart by "/") covers its pixel at
  /// (`x`, `y`).
  func covers(_ glyph: String, x: Int, y: Int) -> Bool {
    let bands = glyph.split(separator: "/").map { Array($0.unicodeScalars) }
    let bits = Int(bands[y / 6][x].value) - 63
    return bits >> (y % 6) & 1 == 1
  }

  /// Font 1 from character 0x21, cells five pixels across and twelve down, set `L`; mode 8800
  /// on after it.
  @Test func theFontIsOneSetOf88GlyphsFiveByTwelve() {
    let (header, glyphs, trailer) = parts()
    #expect(header == "\u{1B}P1;1;1;5;0;2;12;0{L")
    #expect(trailer == "\u{1B}\\\u{1B}[?8800h")
    #expect(glyphs.count == 88)
    #expect(glyphs.allSatisfy { $0.utf8.count == 11 })
    #expect(glyphs[0] == "NNN??/?????", "the first sextant: its top left sixth")
    #expect(glyphs[62] == "~~~~~/~~~~~", "the full block")
    #expect(glyphs[63] == "~~~??/?????", "the first quadrant: its top left quarter")
    #expect(SoftFont.unload == Array("\u{1B}[?8800l".utf8))
  }

  /// The box-drawing characters as strokes from edge to edge, light ones in column 2 and
  /// row 5, heavy ones two pixels: a frame's sides and the playhead join from row to row.
  @Test func boxCharactersAreStrokesFromEdgeToEdge() {
    let glyphs = parts().glyphs
    func glyph(_ scalar: Unicode.Scalar) -> String {
      guard let character = SoftFont.character(for: scalar) else { return "none" }
      let index = Int(character.value & 0xFF) - 0x21
      return glyphs.indices.contains(index) ? glyphs[index] : "none"
    }
    #expect(glyph("─") == "_____/?????")
    #expect(glyph("━") == "_____/@@@@@")
    #expect(glyph("│") == "??~??/??~??")
    #expect(glyph("┃") == "??~~?/??~~?")
    #expect(glyph("┄") == "?___?/?????")
    #expect(glyph("┴") == "__~__/?????")
    #expect(glyph("┻") == "__~~_/@@@@@")
    #expect(glyph("╋") == "__~~_/@@~~@")
    #expect(glyph("╹") == "??~~?/??@@?")
    #expect(glyph("╭") == "???__/??~??")
    #expect(glyph("╮") == "__???/??~??")
    #expect(glyph("╯") == "__^??/?????")
    #expect(glyph("╰") == "??^__/?????")
    // Where a stroke leaves a glyph at its bottom, the glyphs that go on below it start in
    // the same columns at their top.
    for upper in ["│", "┃", "╋", "╭", "╮"] as [Unicode.Scalar] {
      let bottom = (0..<5).filter { covers(glyph(upper), x: $0, y: 11) }
      let below = (["│", "┃", "╋", "╯", "╰", "┴", "┻", "╹"] as [Unicode.Scalar]).filter { lower in
        (0..<5).filter { covers(glyph(lower), x: $0, y: 0) } == bottom
      }
      #expect(!below.isEmpty, "\(upper.value)")
    }
    #expect(SoftFont.character(for: "┬") == nil, "a box character lockdial does not draw")
  }

  /// Each glyph the picture writes has its own private-use character, and the glyph drawn
  /// for it is its pattern: three columns of five for the left half, rows of four for a
  /// sextant's thirds and of six for a quadrant's halves.
  @Test func everyBlockThePictureWritesHasItsPattern() {
    let glyphs = parts().glyphs
    func glyph(_ scalar: Unicode.Scalar) -> String? {
      guard let character = SoftFont.character(for: scalar) else { return nil }
      #expect(character.value >> 8 == 0x10_4C, "plane 16, set L")
      let index = Int(character.value & 0xFF) - 0x21
      return glyphs.indices.contains(index) ? glyphs[index] : nil
    }
    var characters = Set<UInt32>()
    // Each pattern: its bits, its glyph, and the rows of the font's pixels a row of it takes.
    let patterns =
      (1..<64).map { ($0, Raster.glyph(sixths: $0), 4) }
      + (1..<16).map { ($0, Raster.glyph(quarters: $0), 6) }
    for (bits, scalar, rows) in patterns {
      guard let drawn = glyph(scalar) else {
        Issue.record("no glyph for \(scalar.value)")
        continue
      }
      characters.insert(SoftFont.character(for: scalar)?.value ?? 0)
      for y in 0..<12 {
        for x in 0..<5 {
          let bit = y / rows * 2 + (x < 3 ? 0 : 1)
          #expect(
            covers(drawn, x: x, y: y) == (bits >> bit & 1 == 1), "\(scalar.value) at \(x),\(y)")
        }
      }
    }
    #expect(characters.count == 75)
  }

  /// Exact characters, and none for what the font does not draw.
  @Test func charactersAreInPlaneSixteenUnderTheSetsName() {
    #expect(SoftFont.character(for: "\u{1FB00}")?.value == 0x10_4C21)
    #expect(SoftFont.character(for: "\u{2588}")?.value == 0x10_4C5F)
    #expect(SoftFont.character(for: "\u{2580}")?.value == 0x10_4C62)
    #expect(SoftFont.character(for: "\u{2584}")?.value == 0x10_4C69)
    for scalar: Unicode.Scalar in ["a", " ", "\u{2591}", "\u{2581}", "\u{1FB3C}", "\u{28FF}"] {
      #expect(SoftFont.character(for: scalar) == nil, "\(scalar.value)")
    }
  }

  /// With the soft font on, the encoder writes a block as its private-use character and
  /// anything else as it is.
  @Test func theEncoderWritesBlocksAsTheFontsCharacters() {
    var encoder = TerminalEncoder(color: false, softFont: true)
    encoder.encode([
      CellChange(x: 0, y: 0, cell: Cell("\u{2580}")), CellChange(x: 1, y: 0, cell: Cell("a")),
    ])
    let expected =
      Array("\u{1B}[1;1H\u{1B}[0m".utf8) + [0xF4, 0x84, 0xB1, 0xA2] + Array("a\u{1B}[0m".utf8)
    #expect(encoder.bytes == expected)
  }
}
