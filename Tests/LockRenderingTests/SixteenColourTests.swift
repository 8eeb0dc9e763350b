import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Half blocks"): in 16 colours each part lands on an ANSI colour of
/// its own, and reads on a dark and a light background alike.
struct SixteenColourTests {
  /// Rule (docs/terminal.md "Half blocks"): in 16 colours on dark the face's numbers are
  /// bold bright white on the bright black face.
  @Test func theNumbersOnADarkSixteenColourFaceAreBoldBrightWhite() {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .ansi16, backdrop: 0))
    let scene = Scenes.dial(width: 80, height: 24)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let lock = Scenes.layout(scene, 80, 24).lock
    var numbers = 0
    for y in lock.y..<(lock.y + lock.height) {
      for x in lock.x..<(lock.x + lock.width) where ("0"..."9").contains(buffer[x, y].scalar) {
        numbers += 1
        #expect(buffer[x, y].style.foreground.ansi == Color.brightWhite.ansi, "\(x),\(y)")
        #expect(buffer[x, y].style.background.ansi == Color.brightBlack.ansi, "\(x),\(y)")
        #expect(buffer[x, y].style.attributes.contains(.bold), "\(x),\(y)")
      }
    }
    #expect(numbers == 10)
  }

  /// Rule (docs/terminal.md "Output"): the panels' frames are the terminal's bright black in
  /// 16 colours, not faint: faint bright black left them almost invisible on black.
  @Test func framesAreBrightBlackNotFaint() {
    for background in [Background.dark, .light] {
      let palette = Palette(RenderOptions(color: true, background: background, depth: .ansi16))
      #expect(palette.frame == Style(foreground: .brightBlack), "\(background)")
    }
  }

  @Test func eachPartLandsOnItsOwnColour() {
    let dark = Finish(.dark, depth: .ansi16)
    let light = Finish(.light, depth: .ansi16)
    func ansi(_ rgb: UInt32) -> Color { LockRenderer.fallback(rgb) }
    // Light numerals on a black face on light; on dark on a bright black face with a steel
    // hub (black is the dark background's own colour), the hub's dot the hub's steel.
    #expect(ansi(dark.face) == .brightBlack)
    #expect(ansi(light.face) == .black)
    #expect(ansi(dark.label) == .brightWhite)
    #expect(ansi(light.label) == .brightWhite)
    #expect(ansi(dark.hub) == .white)
    #expect(ansi(dark.hubRim) == .white)
    #expect(ansi(light.hub) == .brightBlack)
    #expect(ansi(Finish(.dark, depth: .ansi16, known: false).face) == .black)
    // White steel on dark, its shackle bright black (white, it ran into the body); on light
    // bright black (white would vanish). On a known background the rim is the body's colour
    // and the shackle's edges and highlight are the bar's.
    #expect(ansi(dark.bodyTop) == .white)
    #expect(ansi(dark.bar) == .brightBlack)
    #expect(ansi(light.bodyTop) == .brightBlack)
    #expect(ansi(light.bar) == .brightBlack)
    for finish in [dark, light] {
      #expect(ansi(finish.rim) == ansi(finish.bodyTop))
      let bar = ansi(finish.bar)
      #expect([finish.barEdge, finish.barHighlight].map(ansi) == [bar, bar])
    }
    // The ring's fade in two steps, its first half at the head: bright cyan then cyan toward
    // dark, blue then cyan toward light.
    for step in 0...9 {
      let t = (Double(step) + 0.5) / 10
      let head = step < 5
      #expect(ansi(dark.ring(at: t)) == (head ? .brightCyan : .cyan), "dark \(step)")
      #expect(ansi(light.ring(at: t)) == (head ? .blue : .cyan), "light \(step)")
    }
    #expect(ansi(dark.index) == .red)
    #expect(ansi(dark.done) == .green)
    // An assumed background (no answer) keeps white steel, which reads on black.
    let assumed = Finish(.dark, depth: .ansi16, known: false)
    #expect(ansi(assumed.bodyTop) == .white)
    #expect(ansi(assumed.bar) == .white)
    // There a dark rim and dark edges outline it, in case the background is white.
    #expect(ansi(assumed.rim) == .brightBlack)
    #expect(ansi(assumed.barEdge) == .brightBlack)
  }
}
