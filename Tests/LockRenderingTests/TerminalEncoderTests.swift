import LockRendering
import TerminalRuntime
import Testing

/// The exact bytes a frame's changes become.
struct TerminalEncoderTests {
  func changes(_ cells: [(Int, Int, Unicode.Scalar, Style)]) -> [CellChange] {
    cells.map { CellChange(x: $0.0, y: $0.1, cell: Cell($0.2, style: $0.3)) }
  }

  @Test func runsSkipsAddressesAndStyles() {
    var encoder = TerminalEncoder()
    let red = Style(foreground: .red, attributes: .bold)
    let count = encoder.encode(
      changes([
        (0, 0, "a", .plain), (1, 0, "b", .plain), (5, 0, "c", .plain), (6, 0, "d", red),
        (2, 3, "⠿", red),
      ]))
    let expected = "\u{1B}[1;1H\u{1B}[0mab\u{1B}[3Cc\u{1B}[0;1;31md\u{1B}[4;3H⠿\u{1B}[0m"
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == expected)
    #expect(count == expected.utf8.count)
  }

  /// Rule (``TerminalEncoder`` `parameterLimit`): no SGR holds more than ten parameters
  /// (mlterm drops the rest): bold text in a 24-bit foreground and background sets its
  /// background in an SGR of its own; without bold, eleven would be needed too.
  @Test func anSGRHoldsTenParametersAtMost() {
    var encoder = TerminalEncoder(depth: .truecolor)
    let ink = Color.rgb(0x6FA8FF, fallback: .blue)
    let band = Color.rgb(0x121212, fallback: .black)
    encoder.encode(
      changes([
        (0, 0, "q", Style(foreground: ink, background: band, attributes: .bold)),
        (2, 0, "x", Style(foreground: ink, background: band)),
        (4, 0, "y", Style(foreground: ink)),
      ]))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[0;1;38;2;111;168;255m\u{1B}[48;2;18;18;18mq"
        + "\u{1B}[C\u{1B}[0;38;2;111;168;255m\u{1B}[48;2;18;18;18mx"
        + "\u{1B}[C\u{1B}[49my\u{1B}[0m")
  }

  /// Over a painted background (``RenderOptions/paintedBackground``) the terminal's own colours
  /// go out as the painted ones: a plain cell in light grey on black, a lower half block over
  /// the terminal's background as the upper one reversed over black.
  @Test func aPaintedBackgroundReplacesTheTerminalsOwnColours() {
    var encoder = TerminalEncoder(depth: .truecolor)
    encoder.paintedBackground = .dark
    let red = Color.rgb(0xFF0000, fallback: .red)
    encoder.encode(
      changes([(0, 0, "a", .plain), (1, 0, "\u{2584}", Style(foreground: red))]))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[0;38;2;228;228;228m\u{1B}[48;2;0;0;0ma"
        + "\u{1B}[0;7;38;2;255;0;0m\u{1B}[48;2;0;0;0m\u{2580}\u{1B}[0m")
  }

  @Test func oneCellForwardIsTheShortSkipAndNoColourMeansAttributesOnly() {
    var encoder = TerminalEncoder(color: false)
    let bold = Style(foreground: .green, attributes: .bold)
    encoder.encode(changes([(0, 1, "x", bold), (2, 1, "y", bold)]))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self) == "\u{1B}[2;1H\u{1B}[0;1mx\u{1B}[Cy\u{1B}[0m")
    #expect(encoder.encode([]) == 0)
    #expect(encoder.bytes.isEmpty)
  }

  /// Rule (docs/terminal.md "Half blocks"): a lower half over the terminal's background goes
  /// out as a reversed upper half, whose cell background fills the cell's bottom; with both
  /// colours given, or without colour, a cell goes out as it is.
  @Test func aLowerHalfOverTheBackgroundIsAReversedUpperHalf() {
    var encoder = TerminalEncoder(depth: .ansi16)
    let cyan = Style(foreground: .cyan)
    let both = Style(foreground: .cyan, background: .red)
    encoder.encode(changes([(0, 0, "\u{2584}", cyan), (1, 0, "\u{2584}", both)]))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[0;7;36m\u{2580}\u{1B}[0;36;41m\u{2584}\u{1B}[0m")
    var buffer = CellBuffer(width: 2, height: 1)
    buffer[0, 0] = Cell("\u{2584}", style: cyan)
    buffer[1, 0] = Cell("\u{2580}", style: cyan)
    #expect(
      encoder.line(of: buffer, row: 0) == "\u{1B}[0;7;36m\u{2580}\u{1B}[0;36m\u{2580}\u{1B}[0m")
    var plain = TerminalEncoder(color: false)
    plain.encode(changes([(0, 0, "\u{2584}", cyan)]))
    #expect(String(decoding: plain.bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0m\u{2584}\u{1B}[0m")
  }
}

/// Colours at each depth, and the palette's rules for backgrounds.
struct ColorDepthTests {
  /// Every number in a sequence is written in full, at each count of digits, one to four.
  @Test func numbersAreWrittenWhole() {
    let style = Style(
      foreground: .rgb(0x00_090A, fallback: .red), background: .rgb(0x63_64FF, fallback: .red))
    var encoder = TerminalEncoder(depth: .truecolor)
    encoder.encode([
      CellChange(x: 9, y: 99, cell: Cell("a", style: style)),
      CellChange(x: 999, y: 0, cell: Cell("b", style: .plain)),
    ])
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == "\u{1B}[100;10H\u{1B}[0;38;2;0;9;10m\u{1B}[48;2;99;100;255ma\u{1B}[1;1000H\u{1B}[39;49mb\u{1B}[0m"
    )
  }

  @Test func anRGBColourIsWrittenAtTheTerminalsDepth() {
    let style = Style(foreground: .rgb(0x10_2030, fallback: .red), background: .brightBlack)
    let change = [CellChange(x: 0, y: 0, cell: Cell("a", style: style))]
    var expected: [ColorDepth: String] = [:]
    expected[.truecolor] = "\u{1B}[1;1H\u{1B}[0;38;2;16;32;48;100ma\u{1B}[0m"
    expected[.indexed256] = "\u{1B}[1;1H\u{1B}[0;38;5;234;100ma\u{1B}[0m"
    expected[.ansi16] = "\u{1B}[1;1H\u{1B}[0;31;100ma\u{1B}[0m"
    for depth in ColorDepth.allCases {
      var encoder = TerminalEncoder(depth: depth)
      encoder.encode(change)
      #expect(String(decoding: encoder.bytes, as: UTF8.self) == expected[depth], "\(depth)")
    }
  }

  @Test func theNearest256ColourIsTheCubeOrTheGreyRamp() {
    #expect(Color.nearest256(0xFF_0000) == 196)
    #expect(Color.nearest256(0x00_0000) == 16)
    #expect(Color.nearest256(0xFF_FFFF) == 231)
    #expect(Color.nearest256(0x80_8080) == 244)
    #expect(Color.nearest256(0x26_2B33) == 236, "grey 48 beats grey 38")
    #expect(Color.nearest256(0x00_87FF) == 33)
  }

  /// Rule: on 16 colours nothing is yellow or white on a light background, nothing blue or
  /// black on a dark one; without colour every role is attributes only.
  @Test func sixteenColourFallbacksSuitTheBackground() {
    for background in Background.allCases {
      let palette = Palette(RenderOptions(background: background, depth: .ansi16))
      let roles =
        [
          palette.bezel, palette.minorTick, palette.majorTick, palette.label, palette.notch,
          palette.shackle, palette.track, palette.hub, palette.readout, palette.busy, palette.done,
          palette.bar, palette.playhead, palette.warning, palette.reversed, palette.failure,
        ] + palette.ring
      let unreadable: [Color] = background == .light ? [.yellow, .white] : [.blue, .black]
      for role in roles {
        #expect(!unreadable.contains(role.foreground), "\(background): \(role)")
        #expect(role.foreground.rgb == nil, "16 colours write no RGB")
      }
      #expect(palette.face == nil, "no face fill on 16 colours")
      let mono = Palette(RenderOptions(color: false, background: background))
      for role in [mono.bezel, mono.notch, mono.ring[0], mono.track, mono.readout] {
        #expect(role.foreground.isDefault && role.background.isDefault)
      }
      #expect(mono.readout.attributes.contains(.reverse))
    }
    let rich = Palette(RenderOptions(background: .light, depth: .truecolor))
    #expect(rich.face?.rgb == 0xE4_E8ED)
    #expect(rich.ring[0].foreground.rgb == 0x0E_7490)
  }

  /// Rule (docs/terminal.md "Output"): secondary text is a grey of its own with 256 colours or
  /// more (konsole draws faint as plain), faint in 16 colours and without colour.
  @Test func secondaryTextIsAGreyWhereThereAreColours() {
    let dark = Palette(RenderOptions(background: .dark, depth: .truecolor)).dim
    let light = Palette(RenderOptions(background: .light, depth: .indexed256)).dim
    #expect(dark == Style(foreground: .rgb(0x8B_94A0, fallback: .default)))
    #expect(light == Style(foreground: .rgb(0x6B_7480, fallback: .default)))
    #expect(Palette(RenderOptions(depth: .ansi16)).dim == Style(attributes: .dim))
    #expect(Palette(RenderOptions(color: false)).dim == Style(attributes: .dim))
  }
}

/// Rule: when only the colours change between neighbouring cells, only they are written.
struct ColourOnlyChangeTests {
  @Test func onlyTheChangedColourIsWritten() {
    var encoder = TerminalEncoder(depth: .indexed256)
    let a = Style(foreground: .rgb(0x3A_D8FF, fallback: .cyan))
    let b = Style(foreground: .rgb(0x3A_4452, fallback: .cyan))
    let c = Style(foreground: .default, background: .rgb(0x26_2B33, fallback: .default))
    encoder.encode([
      CellChange(x: 0, y: 0, cell: Cell("a", style: a)),
      CellChange(x: 1, y: 0, cell: Cell("b", style: b)),
      CellChange(x: 2, y: 0, cell: Cell("c", style: c)),
    ])
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self)
        == "\u{1B}[1;1H\u{1B}[0;38;5;81ma\u{1B}[38;5;238mb\u{1B}[39;48;5;236mc\u{1B}[0m")
    var mono = TerminalEncoder(color: false)
    mono.encode([
      CellChange(x: 0, y: 0, cell: Cell("a", style: a)),
      CellChange(x: 1, y: 0, cell: Cell("b", style: b)),
    ])
    #expect(String(decoding: mono.bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0mab\u{1B}[0m")
  }
}
