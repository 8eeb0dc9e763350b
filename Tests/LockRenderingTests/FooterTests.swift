import AnimationCore
import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Output"): over a reported background, in 256 colours or more, the
/// key bar and the status bar lie on one band a step from the background towards the text.
struct FooterTests {
  @Test(
    arguments: [(0x000000, 0x121212), (0xFFFFFF, 0xEDEDED), (0x232627, 0x323536)]
      as [(UInt32, UInt32)])
  func theFooterIsABandOverAReportedBackground(_ backdrop: UInt32, _ band: UInt32) throws {
    let background: Background = Finish.luminance(backdrop) < 0.2 ? .dark : .light
    let options = RenderOptions(
      color: true, background: background, depth: .truecolor, backdrop: backdrop)
    var renderer = LockRenderer(options: options)
    var screen = CellBuffer(width: 0, height: 0)
    // Drawn whole, then changed in place as a plan plays: the band stays under both rows.
    for time in [0.0, 1.5, 3.0] {
      renderer.render(Scenes.autoDial(at: time), into: &screen, width: 80, height: 24)
      for y in 22..<24 {
        for x in 0..<80 {
          let background = screen[x, y].style.background
          let badge = y == 23 && x < LockRenderer.lockedBadge.count
          #expect(
            background.rgb == band || screen[x, y].scalar != " " && background.rgb != nil
              || badge,
            "t \(time) at \(x),\(y)")
        }
      }
      #expect(screen[79, 22].style.background.rgb == band)
      #expect(screen[79, 23].style.background.rgb == band)
      #expect(screen[0, 23].style.background.rgb != band, "the LOCKED badge keeps its own")
      // Its padding on either side is the badge's colour.
      #expect(screen[0, 23].scalar == " " && screen[7, 23].scalar == " ")
      #expect(screen[0, 23].style.background == screen[1, 23].style.background)
      #expect(screen[7, 23].style.background == screen[1, 23].style.background)
    }
    // The lock's rows above it keep the terminal's background.
    #expect(screen[79, 0].style.background.isDefault)
  }

  @Test func noBandWithoutAReportedBackgroundOrIn16Colours() {
    for options in [
      RenderOptions(color: true, depth: .truecolor),
      RenderOptions(color: true, depth: .ansi16, backdrop: 0x000000),
      RenderOptions(color: false),
    ] {
      var renderer = LockRenderer(options: options)
      let screen = renderer.render(Scenes.autoDial(at: 1), width: 80, height: 24)
      #expect(screen[79, 22].style.background.isDefault)
      #expect(screen[79, 23].style.background.isDefault)
    }
  }
}

/// The keys in the key bar and the help.
struct KeyAccentTests {
  /// Rule (docs/terminal.md "Output"): keys are bold in an accent blue.
  ///
  /// #7DB4FF on dark and #1F56B8 on light, cyan and blue in 16 colours; bold alone without
  /// colour. Their words stay grey.
  @Test(arguments: [
    (Background.dark, ColorDepth.truecolor, Color.rgb(0x7DB4FF, fallback: .cyan)),
    (.light, .truecolor, .rgb(0x1F56B8, fallback: .blue)), (.dark, .ansi16, .cyan),
    (.light, .ansi16, .blue),
  ])
  func keysAreAnAccent(background: Background, depth: ColorDepth, color: Color) {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: background, depth: depth))
    let buffer = renderer.render(Scenes.dial(), width: 80, height: 24)
    let line = buffer.lines[22]
    guard let enter = line.firstRange(of: "Enter") else {
      Issue.record("no Enter in \(line)")
      return
    }
    let x = line.distance(from: line.startIndex, to: enter.lowerBound)
    #expect(buffer[x, 22].style.foreground == color)
    #expect(buffer[x, 22].style.attributes.contains(.bold))
    #expect(buffer[x + 6, 22].style == renderer.palette.dim, "its word")
    var plain = LockRenderer(options: RenderOptions(color: false))
    let mono = plain.render(Scenes.dial(), width: 80, height: 24)
    #expect(mono[x, 22].style == Style(attributes: .bold))
  }
}
