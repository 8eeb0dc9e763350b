import Testing

@testable import TerminalRuntime

/// Rule (docs/terminal.md "Output"): a terminal that keeps few colours beside its palette
/// (mlterm) is sent no more than the table's capacity of colours off the palette, however many
/// the frames hold.
struct ColorTableTests {
  /// A colour off the palette is kept and sent as itself; one within the radius of a kept one
  /// is sent as that one; one of the palette's is sent as itself and keeps nothing.
  @Test func keepsNewColoursAndReusesNearOnes() {
    var table = ColorTable(capacity: 5)
    #expect(table.color(for: 0x2A4A6A) == 0x2A4A6A)
    #expect(table.color(for: 0x2C4B6C) == 0x2A4A6A)
    #expect(table.color(for: 0x5F87AF) == 0x5F87AF)
    // Within mlterm's reach of the palette's #262626, which would show it neutral grey: moved
    // along the way from it, as far as it takes to be out of reach.
    #expect(table.color(for: 0x1F242C) == 0x1E232D)
    #expect(table.color(for: 0x3AD8FF) == 0x3AD8FF)
    // Within its reach of the bright black Debian's mlterm is set up with, #505050.
    #expect(table.color(for: 0x4C535C) == 0x4B545E)
    #expect(table.kept == [0x2A4A6A, 0x1E232D, 0x3AD8FF, 0x4B545E])
    // Seen before: from the cache, the same answer.
    #expect(table.color(for: 0x2C4B6C) == 0x2A4A6A)
    #expect(table.kept == [0x2A4A6A, 0x1E232D, 0x3AD8FF, 0x4B545E])
  }

  /// Full, the table sends each new colour as the nearest of its own and the palette's.
  @Test func fullItSendsTheNearestItHas() {
    var table = ColorTable(capacity: 2)
    _ = table.color(for: 0x2A4A6A)
    _ = table.color(for: 0x3AD8FF)
    // Nearer the kept cyan than any palette colour (#5FD7FF is 37 away in red).
    #expect(table.color(for: 0x36D0F8) == 0x3AD8FF)
    // Nearer the palette's #FF5F5F than any kept colour.
    #expect(table.color(for: 0xFF5A45) == 0xFF5F5F)
    #expect(table.kept == [0x2A4A6A, 0x3AD8FF])
  }

  /// Over 50,000 colours from a generator (every channel), the colours sent off the palette
  /// number no more than the capacity, and each sent colour is no further from the colour
  /// asked for than the palette's nearest, or than twice mlterm's radius (moved out of its
  /// reach of the palette: in green, a step of six of 255).
  @Test func neverSendsMoreThanItsCapacity() {
    var table = ColorTable(capacity: 200)
    var state: UInt32 = 0x1234_5678
    var offPalette = Set<UInt32>()
    let palette = Set((16...255).map(ColorTable.paletteColor))
    for _ in 0..<50_000 {
      state = state &* 1_664_525 &+ 1_013_904_223
      let rgb = state >> 8
      let sent = table.color(for: rgb)
      if !palette.contains(sent) { offPalette.insert(sent) }
      let nearest = ColorTable.paletteColor(Color.nearest256(rgb))
      #expect(
        ColorTable.distance(sent, rgb)
          <= max(ColorTable.distance(nearest, rgb), 2 * ColorTable.radius))
    }
    #expect(offPalette.count == 200)
    #expect(table.kept.count == 200)
  }

  /// The palette's colours as the xterm 256 palette defines them.
  @Test func thePalettesColours() {
    #expect(ColorTable.paletteColor(16) == 0x000000)
    #expect(ColorTable.paletteColor(39) == 0x00AFFF)
    #expect(ColorTable.paletteColor(231) == 0xFFFFFF)
    #expect(ColorTable.paletteColor(232) == 0x080808)
    #expect(ColorTable.paletteColor(255) == 0xEEEEEE)
  }

  /// The encoder sends a frame's colours from its table: the second colour, near the first,
  /// goes out as the first (in an SGR of its own, as the styles differ).
  @Test func theEncoderSendsTheTablesColours() {
    var encoder = TerminalEncoder(color: true, depth: .truecolor)
    encoder.colorTable = ColorTable(capacity: 8)
    let near = Style(foreground: .rgb(0x2C4B6C, fallback: .black))
    let first = Style(foreground: .rgb(0x2A4A6A, fallback: .black))
    encoder.encode([
      CellChange(x: 0, y: 0, cell: Cell("a", style: first)),
      CellChange(x: 1, y: 0, cell: Cell("b", style: near)),
    ])
    let text = String(decoding: encoder.bytes, as: UTF8.self)
    #expect(text == "\u{1B}[1;1H\u{1B}[0;38;2;42;74;106ma\u{1B}[38;2;42;74;106mb\u{1B}[0m")
  }
}
