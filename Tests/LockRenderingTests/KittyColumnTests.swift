import AnimationCore
import TerminalRuntime
import Testing

@testable import LockRendering

/// The filled lock in kitty's 5-pixel cells (200×60 in a 6-point font), where kitty draws `▌`
/// four pixels wide and a sextant's column two.
struct KittyColumnTests {
  /// No cell of the lock is `▌` or `▐` through a dial played through.
  ///
  /// Rule (docs/terminal.md "Sextants"): the cells split into two columns are `▎`, two pixels
  /// wide as the sextants' left column. Elsewhere (`kittyBlocks` off) they stay `▌`.
  @Test func theLocksColumnsAreAsWideAsTheSextants() {
    func columnGlyphs(kitty: Bool) -> [Unicode.Scalar: Int] {
      var options = RenderOptions(
        color: true, background: .dark, depth: .truecolor, backdrop: 0x000000)
      options.grid = .sextants
      options.kittyBlocks = kitty
      var renderer = LockRenderer(options: options)
      var counts: [Unicode.Scalar: Int] = [:]
      for step in 0..<16 {
        var scene = Scenes.autoDial(at: Double(step) / 2, width: 200, height: 60)
        (scene.cellAspect, scene.cellWidth) = (11.0 / 5, 5)
        let frame = renderer.render(scene, width: 200, height: 60)
        guard let lock = renderer.layoutCache?.layout.lock else { return [:] }
        for y in lock.y..<lock.y + lock.height {
          for x in lock.x..<lock.x + lock.width {
            let scalar = frame[x, y].scalar
            if ["\u{258C}", "\u{2590}", "\u{258E}"].contains(scalar) {
              counts[scalar, default: 0] += 1
            }
          }
        }
      }
      return counts
    }
    let kitty = columnGlyphs(kitty: true)
    let other = columnGlyphs(kitty: false)
    #expect(kitty["\u{258C}"] == nil && kitty["\u{2590}"] == nil)
    #expect((kitty["\u{258E}"] ?? 0) > 100)
    #expect((other["\u{258C}"] ?? 0) > 100 && other["\u{258E}"] == nil)
  }
}
