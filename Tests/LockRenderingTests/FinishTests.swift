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

/// Under tmux 3.3 no OSC 11 answer comes and the background is assumed dark: the steel is then
/// drawn to read on white as well (the shackle must not vanish on a light terminal).
struct UnknownBackgroundTests {
  @Test func theSteelReadsOnWhiteWhenTheBackgroundIsOnlyAssumed() {
    for depth in [ColorDepth.truecolor, .indexed256] {
      let assumed = Finish(.dark, depth: depth, known: false)
      let chosen = Finish(.dark, depth: depth)
      #expect(Finish.contrast(assumed.barEdge, 0xFFFFFF) >= 4, "\(depth)")
      #expect(Finish.contrast(assumed.bodyTop, 0x000000) >= 4, "\(depth)")
      #expect(Finish.contrast(chosen.barHighlight, 0xFFFFFF) < 1.3, "\(depth)")
    }
  }
}

extension UnknownBackgroundTests {
  /// The panels' accents too: the timeline's playhead reads on white when the background is
  /// only assumed.
  @Test func thePanelsReadOnWhiteWhenTheBackgroundIsOnlyAssumed() throws {
    var options = RenderOptions(color: true, depth: .truecolor)
    options.backgroundKnown = false
    let palette = Palette(options)
    let accents = [
      palette.playhead, palette.bar, palette.busy, palette.done, palette.warning,
      palette.reversed, palette.ring[0],
    ]
    for accent in accents {
      let rgb = try #require(accent.foreground.rgb)
      #expect(Finish.contrast(rgb, 0xFFFFFF) >= 3, "\(String(rgb, radix: 16))")
      #expect(Finish.contrast(rgb, 0x000000) >= 3, "\(String(rgb, radix: 16))")
    }
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
  /// fade: deep teal to pale azure on light (the busy glyph's hue), cyan to teal on dark, and
  /// on an assumed background an azure, which reads on both, to deep teal.
  @Test func theFlatRingKeepsItsHue() {
    let light = Finish(.light, depth: .indexed256)
    let dark = Finish(.dark, depth: .indexed256)
    let assumed = Finish(.dark, depth: .indexed256, known: false)
    #expect([light.ringHead, light.track] == [0x0087AF, 0x5FAFD7])
    #expect(Finish.contrast(light.ringHead, 0xFFFFFF) >= 4)
    #expect([dark.ringHead, dark.track] == [0x5FD7FF, 0x005F87])
    #expect([assumed.ringHead, assumed.track] == [0x0087D7, 0x005F87])
    #expect(Finish.contrast(assumed.ringHead, 0x000000) >= 3)
    #expect(Finish.contrast(assumed.ringHead, 0xFFFFFF) >= 3)
    // Along the fade each level is a palette colour; on dark none greener than the one before
    // it (green falls at least as far as blue, red never rises): the straight mix gave
    // #5FD7D7, #5FAFD7, #00AFAF, #008787, green and blue by turns.
    let levels = (0..<Palette.ringLevels).map { Double($0) / Double(Palette.ringLevels) }
    #expect(levels.map { Color.nearest256(dark.ring(at: $0)) } == [81, 81, 38, 31, 24])
    #expect(levels.map { Color.nearest256(assumed.ring(at: $0)) } == [32, 32, 26, 25, 24])
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

  /// Rule (docs/terminal.md "Half blocks"): bright steel in a dark outline where unknown.
  ///
  /// In 256 colours on an assumed background (tmux 3.3) the steel is the dark background's
  /// bright steel inside the light one's dark outline: the light one's darker steel all but
  /// vanished on black. A background known to be light keeps the darker steel.
  @Test func anAssumedBackgroundIn256ColoursHasBrightSteelInADarkOutline() {
    let assumed = Finish(.dark, depth: .indexed256, known: false)
    #expect([assumed.bodyTop, assumed.bodyBottom, assumed.bar] == [0xC6C6C6, 0x808080, 0xA8A8A8])
    #expect(Finish.contrast(assumed.bodyBottom, 0x000000) >= 5)
    #expect(Finish.contrast(assumed.rim, 0xFFFFFF) >= 10)
    #expect(Finish.contrast(assumed.barEdge, 0xFFFFFF) >= 8)
    let light = Finish(.light, depth: .indexed256)
    #expect([light.bodyTop, light.bodyBottom, light.bar] == [0x9E9E9E, 0x626262, 0x808080])
  }
}

extension UnknownBackgroundTests {
  /// Rule (docs/terminal.md "Output"): on an assumed background the footer is a dark band
  /// with its own text colour, the keys and the dim words readable on it (3:1), and every cell
  /// of the key bar and the status bar not a badge's is on it with a colour of its own.
  @Test(arguments: [ColorDepth.truecolor, .indexed256])
  func theFooterHasItsOwnColoursOnAnAssumedBackground(depth: ColorDepth) throws {
    var options = RenderOptions(color: true, depth: depth)
    options.backgroundKnown = false
    var renderer = LockRenderer(options: options)
    let palette = renderer.palette
    #expect(palette.footer == .rgb(0x303030, fallback: .default))
    #expect(palette.footerText == .rgb(0xDADADA, fallback: .default))
    for accent in [palette.key, palette.dim] {
      let rgb = try #require(accent.foreground.rgb)
      #expect(Finish.contrast(rgb, 0x303030) >= 3, "\(String(rgb, radix: 16))")
    }
    let scene = Scenes.autoDial(at: 2, width: 80, height: 24)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let badges = [palette.locked.background, palette.open.background]
    var banded = 0
    for y in 22..<24 {
      for x in 0..<80 where !badges.contains(buffer[x, y].style.background) {
        #expect(buffer[x, y].style.background == palette.footer, "\(x), \(y)")
        #expect(!buffer[x, y].style.foreground.isDefault, "\(x), \(y)")
        banded += 1
      }
    }
    // Both rows, all but the LOCKED badge's eight cells.
    #expect(banded == 2 * 80 - 8)
    // Over a known background the band is the background's neighbour and the text the
    // terminal's own.
    var known = RenderOptions(color: true, depth: depth)
    known.backdrop = 0x000000
    #expect(Palette(known).footer == .rgb(0x121212, fallback: .default))
    #expect(Palette(known).footerText == nil)
  }
}
