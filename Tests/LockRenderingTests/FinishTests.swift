import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The face stands apart from the terminal's background, and `doctor` says so in `#rrggbb`.
struct FinishTests {
  /// Rule (docs/terminal.md "Half blocks"): long ticks are a step dimmer than the numbers, and
  /// on a light background the highlights of the shackle and the bezel are lighter than the
  /// steel and stand apart from white, inside edges that stand 5:1 from white, an outline.
  @Test func longTicksDimmerThanNumbersAndLightHighlightsShortOfWhite() {
    for depth in [ColorDepth.truecolor, .indexed256] {
      for background in Background.allCases {
        let finish = Finish(background, depth: depth)
        #expect(
          Finish.luminance(finish.majorTick) < Finish.luminance(finish.label) * 0.75,
          "\(depth) \(background)")
      }
    }
    let light = Finish(.light, backdrop: 0xFFFFFF)
    #expect(Finish.luminance(light.barHighlight) > Finish.luminance(light.bar))
    #expect(Finish.luminance(light.bodyHighlight) > Finish.luminance(light.bodyTop))
    #expect(Finish.contrast(light.barHighlight, 0xFFFFFF) >= 1.5)
    #expect(Finish.contrast(light.bodyHighlight, 0xFFFFFF) >= 1.25)
    #expect(
      Finish.contrast(light.barEdge, 0xFFFFFF) > 5 && Finish.contrast(light.rim, 0xFFFFFF) > 5)
    // The steel itself as light as the dark background's, near enough: chrome, not pewter
    // (a fresh reviewer comparing the themes).
    let dark = Finish(.dark, backdrop: 0x000000)
    #expect(Finish.luminance(light.bodyTop) > Finish.luminance(dark.bodyTop) * 0.85)
    // The ring's tail on white stands 2:1 from it: at 45% of the head it was lost in it.
    #expect(Finish.contrast(light.track, 0xFFFFFF) >= 2)
    #expect(Finish.luminance(light.bar) > Finish.luminance(dark.bar) * 0.85)
  }

  /// Rule (docs/terminal.md "Half blocks"): on a dark background the ring's tail fades toward
  /// the background itself, its last of five steps a fifth of the head; on a light one toward
  /// 60% of the head.
  @Test(arguments: [0x000000, 0x232627] as [UInt32])
  func theTailFadesIntoADarkBackground(_ backdrop: UInt32) {
    let finish = Finish(.dark, backdrop: backdrop)
    #expect(finish.track == backdrop)
    #expect(finish.ring(at: 0.8) == Raster.mix(finish.ringHead, backdrop, 0.8))
    // The last step's brightest channel, blue, is a fifth of the head's over black.
    if backdrop == 0 { #expect(finish.ring(at: 0.8) & 0xFF == (finish.ringHead & 0xFF) / 5) }
    let light = Finish(.light, backdrop: 0xFFFFFF)
    #expect(light.track == Raster.mix(0xFFFFFF, light.ringHead, 0.6))
  }

  @Test(arguments: [0x232627, 0x000000, 0xFFFFFF, 0xFDF6E3] as [UInt32])
  func theFaceStandsApartFromTheBackground(_ backdrop: UInt32) {
    let background: Background = Finish.luminance(backdrop) < 0.2 ? .dark : .light
    for depth in [ColorDepth.truecolor, .indexed256] {
      let finish = Finish(background, backdrop: backdrop, depth: depth)
      #expect(
        Finish.contrast(finish.face, backdrop) >= 1.3,
        "face \(String(finish.face, radix: 16)) on \(String(backdrop, radix: 16))")
    }
  }

  /// Panels are framed and boxes rounded wherever box drawing may be used: not in ASCII, but in
  /// mlterm's whole cells too (its font draws the lines with gaps, which still read as a frame).
  @Test func framesWhereverBoxDrawingIsUsed() {
    var mlterm = RenderOptions(color: true, depth: .indexed256)
    mlterm.wholeCells = true
    #expect(Palette(RenderOptions(color: true, depth: .truecolor)).rounded)
    #expect(Palette(mlterm).rounded)
    #expect(!Palette(RenderOptions(ascii: true, color: true)).rounded)
    var renderer = LockRenderer(options: mlterm)
    let lines = renderer.render(Scenes.dial(width: 80, height: 24), width: 80, height: 24).lines
    #expect(lines.contains { $0.contains("\u{256D}\u{2500} trail \u{2500}") })
  }

  /// Rule (docs/terminal.md "Output"): the panels' frames are a quiet line, as far from a
  /// light background as from a dark one: 3:1 against white and against black.
  @Test func framesStandAsFarFromLightAsFromDark() throws {
    func frame(_ background: Background, _ backdrop: UInt32) throws -> UInt32 {
      let style = Palette(
        RenderOptions(color: true, background: background, depth: .truecolor, backdrop: backdrop)
      ).frame
      return try #require(style.foreground.rgb)
    }
    let dark = Finish.contrast(try frame(.dark, 0x000000), 0x000000)
    let light = Finish.contrast(try frame(.light, 0xFFFFFF), 0xFFFFFF)
    #expect(abs(dark - light) < 0.05, "\(dark) on black, \(light) on white")
    #expect(light >= 2.9)
  }

  @Test func doctorPrintsThePalette() {
    let options = RenderOptions(
      color: true, background: .dark, depth: .truecolor, backdrop: 0x232627)
    let rows = Finish.report(options: options, utf8: true, source: "osc11")
    #expect(rows.map(\.name) == ["picture", "background colour", "face", "metal", "ink", "accent"])
    #expect(rows[0].value == "filled (half blocks)")
    for grid in [Raster.Grid.sextants, .quadrants] {
      var split = RenderOptions(color: true, depth: .truecolor)
      split.grid = grid
      #expect(
        Finish.report(options: split, utf8: true, source: "default")[0].value
          == "filled (\(grid.rawValue))")
      split.depth = .indexed256
      #expect(
        Finish.report(options: split, utf8: true, source: "default")[0].value
          == "filled (half blocks)", "flat: halves")
    }
    #expect(rows[1].value == "#232627 (from osc11)")
    #expect(rows[3].value == "#d9dee4")
    #expect(rows[5].value == "#3ad8ff")
    let sixteen = Finish.report(options: RenderOptions(), utf8: true, source: "default")
    #expect(sixteen[0].value == "filled (half blocks)")
    #expect(sixteen[1].value == "not reported")
    let braille = Finish.report(
      options: RenderOptions(color: false), utf8: true, source: "default")
    #expect(braille[0].value == "braille strokes")
    #expect(braille[1].value == "not reported")
  }

  /// WCAG's own figures: black on white is 21, a colour on itself 1.
  @Test func contrastIsWCAGs() {
    #expect((Finish.contrast(0x000000, 0xFFFFFF) * 1000).rounded() == 21000)
    #expect(Finish.contrast(0x777777, 0x777777) == 1)
  }
}

/// A background nobody says is painted.
///
/// Under tmux 3.3 no OSC 11 answer comes. With 256 colours or more the background is then
/// painted (``RenderOptions/paintingUnknownBackground()``): the picture is the dark theme's over
/// a black of lockdial's own, on a black terminal and a white one alike.
struct UnknownBackgroundTests {
  /// Rule (docs/terminal.md "Output"): the painted background is the backdrop, the palette the
  /// dark one's over it, the footer its neighbour; in 16 colours or over a background known
  /// (answered, or given) nothing is painted.
  @Test(arguments: [ColorDepth.truecolor, .indexed256])
  func anUnknownBackgroundIsPaintedAndDrawnFor(depth: ColorDepth) throws {
    var unknown = RenderOptions(color: true, depth: depth)
    unknown.backgroundKnown = false
    let painted = unknown.paintingUnknownBackground()
    #expect(painted.paintedBackground == .dark)
    #expect(painted.backdrop == 0x000000 && painted.backgroundKnown)
    // `doctor` says so, and how to draw for a light terminal.
    let report = Finish.report(options: painted, utf8: true, source: "default")
    #expect(
      report[1].value
        == "#000000 (painted by lockdial: none reported; `--theme light` on a light terminal)")
    var black = RenderOptions(color: true, depth: depth)
    black.backdrop = 0x000000
    #expect(Palette(painted) == Palette(black))
    #expect(Palette(painted).footer == .rgb(0x121212, fallback: .default))
    let finish = Finish(.dark, backdrop: painted.backdrop, depth: depth)
    #expect(Finish.contrast(finish.face, 0x000000) >= Finish.faceContrast)
    // Nothing is painted where the background is known, or in 16 colours.
    #expect(black.paintingUnknownBackground() == black)
    var sixteen = RenderOptions(color: true, depth: .ansi16)
    sixteen.backgroundKnown = false
    #expect(sixteen.paintingUnknownBackground() == sixteen)
    var plain = RenderOptions(color: false, depth: depth)
    plain.backgroundKnown = false
    #expect(plain.paintingUnknownBackground() == plain)
  }

  /// Until the queries end, a background not yet answered is drawn for as the theme's (dark):
  /// the same steel and accents as over one known dark.
  @Test(arguments: [ColorDepth.truecolor, .indexed256])
  func untilTheQueriesEndTheThemesBackgroundIsDrawnFor(depth: ColorDepth) {
    var unknown = RenderOptions(color: true, depth: depth)
    unknown.backgroundKnown = false
    #expect(Palette(unknown) == Palette(RenderOptions(color: true, depth: depth)))
    let waiting = Finish(.dark, depth: depth, known: false)
    let dark = Finish(.dark, depth: depth)
    #expect(
      [waiting.bodyTop, waiting.bar, waiting.ringHead] == [dark.bodyTop, dark.bar, dark.ringHead])
  }
}

extension UnknownBackgroundTests {
  /// The timeline's playhead in 16 colours is yellow on dark and the terminal's black on
  /// light, never red (an error's colour, the LOCKED badge's).
  @Test func thePlayheadIsNotAnErrorsRedIn16Colours() {
    let light = Palette(RenderOptions(color: true, background: .light, depth: .ansi16))
    let dark = Palette(RenderOptions(color: true, background: .dark, depth: .ansi16))
    #expect(light.playhead.foreground == .black)
    #expect(dark.playhead.foreground == .yellow)
    #expect(light.playhead.foreground != light.failure.foreground)
  }

  /// A good message is the terminal's own text, bold, in 16 colours on light (its green text
  /// does not read on white, and a green bar was loud beside the OPEN badge), and the done
  /// colour elsewhere.
  @Test func aGoodMessageReadsOnWhiteIn16Colours() {
    let light = Palette(RenderOptions(color: true, background: .light, depth: .ansi16))
    #expect(light.good == Style(attributes: .bold))
    let dark = Palette(RenderOptions(color: true, background: .dark, depth: .ansi16))
    #expect(dark.good == dark.done && dark.good.foreground == .green)
    let rich = Palette(RenderOptions(color: true, background: .light, depth: .truecolor))
    #expect(rich.good == rich.done)
  }

  /// Rule (docs/terminal.md "Half blocks"): in 256 colours the body's steel runs from top to
  /// bottom over several of the palette's greys (in bands a pixel row each); in 16 colours it
  /// is one grey, which lands on one ANSI colour.
  @Test func theFlatBodyIsBandedIn256ColoursAndOneGreyIn16() {
    for (background, count) in [(Background.dark, 9), (.light, 8)] {
      let ramp = Finish(background, depth: .indexed256)
      let greys = Set(
        (0...10).map {
          Color.nearest256(Raster.mix(ramp.bodyTop, ramp.bodyBottom, Double($0) / 10))
        })
      #expect(greys.count == count, "\(background): \(greys.sorted())")
      let ansi = Finish(background, depth: .ansi16)
      #expect(ansi.bodyTop == ansi.bodyBottom)
    }
  }

  /// The channel of `rgb` `shift` bits up, 0…255.
  static func channel(_ rgb: UInt32, _ shift: UInt32) -> Int { Int(rgb >> shift & 0xFF) }

  /// Rule (docs/terminal.md "Half blocks"): in 256 colours the ring keeps one hue along its
  /// fade: deep teal to pale azure on light (the busy glyph's hue), cyan to teal on dark.
  @Test func theFlatRingKeepsItsHue() {
    let light = Finish(.light, depth: .indexed256)
    let dark = Finish(.dark, depth: .indexed256)
    #expect([light.ringHead, light.track] == [0x0087AF, 0x5FAFD7])
    #expect(Finish.contrast(light.ringHead, 0xFFFFFF) >= 4)
    #expect([dark.ringHead, dark.track] == [0x5FD7FF, 0x005F87])
    // Along the fade each level is a palette colour; on dark none greener than the one before
    // it (green falls at least as far as blue, red never rises): the straight mix gave
    // #5FD7D7, #5FAFD7, #00AFAF, #008787, green and blue by turns.
    let levels = (0..<Palette.ringLevels).map { Double($0) / Double(Palette.ringLevels) }
    #expect(levels.map { Color.nearest256(dark.ring(at: $0)) } == [81, 81, 38, 31, 24])
    // On light, deep teal #0087AF, then pale azure #5FAFD7.
    #expect(levels.map { Color.nearest256(light.ring(at: $0)) } == [31, 31, 31, 74, 74])
    let colours = levels.map { dark.ring(at: $0) }
    for (a, b) in zip(colours, colours.dropFirst()) {
      let red = Self.channel(b, 16) - Self.channel(a, 16)
      let green = Self.channel(b, 8) - Self.channel(a, 8)
      let blue = Self.channel(b, 0) - Self.channel(a, 0)
      #expect(red <= 0 && green <= blue, "\(a) → \(b)")
    }
  }
}
