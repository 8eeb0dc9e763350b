import AnimationCore
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Numbers on the face"): a large face drawn in whole cells (mlterm)
/// has its ticks as text, `●` at each number and `•` between, stepping round with the numbers
/// inside them (from 160×50, where the numbers keep a circle seven rows in radius), the
/// numbers block digits where they all fit so (200×60); no other picture has text ticks.
struct TextTickTests {
  /// The lock's cells holding each scalar at `width` × `height`, dial at `angle`, and those
  /// of block digits (reversed spaces in the numbers' colour).
  func count(
    _ width: Int, _ height: Int, wholeCells: Bool, angle: Angle = .zero, aspect: Double = 2
  ) -> (major: Int, minor: Int, numbers: Int, blocks: Int) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = wholeCells
    var renderer = LockRenderer(options: options)
    var scene = Scenes.dial(angle: angle, width: width, height: height)
    scene.cellAspect = aspect
    let buffer = renderer.render(scene, width: width, height: height)
    let lock = renderer.layout(scene, width: width, height: height).lock
    var (major, minor, numbers, blocks) = (0, 0, 0, 0)
    let label = Color.rgb(
      renderer.finish.label, fallback: LockRenderer.fallback(renderer.finish.label))
    for y in lock.y..<(lock.y + lock.height) {
      for x in lock.x..<(lock.x + lock.width) {
        switch buffer[x, y].scalar {
        // The hub's dot, in the hub rim's grey, aside (``LockRenderer`` `paintDotHub`).
        case "\u{25CF}" where buffer[x, y].style.foreground.rgb != renderer.finish.hubRim:
          major += 1
        case "\u{2022}": minor += 1
        case "0"..."9": numbers += 1
        case " " where buffer[x, y].style.attributes.contains(.reverse):
          if buffer[x, y].style.foreground == label { blocks += 1 }
        default: break
        }
      }
    }
    return (major, minor, numbers, blocks)
  }

  /// Rule (docs/terminal.md "Numbers on the face"): block digits on the face stand two blank
  /// cells a column of their grid apart side by side, or a blank row one over the other.
  @Test func blockDigitsStandApartByTheirSize() {
    let (a, near, far) = ((0, 0, 6), (8, 0, 6), (10, 0, 6))
    #expect(LockRenderer.apart(a, near, across: 1))
    #expect(!LockRenderer.apart(a, near, across: 2))
    #expect(LockRenderer.apart(a, far, across: 2))
    // One over the other: a blank row under five rows of digits.
    #expect(LockRenderer.apart(a, (0, 6, 6), across: 2))
    #expect(!LockRenderer.apart(a, (0, 5, 6), across: 2))
  }

  @Test func aLargeFaceInWholeCellsHasTextTicks() {
    // 200×60: ten numbers in block digits, a cell for each pixel of their 3×5 grids (105 lit
    // in 0 to 9), no text number; a dot at each, and one between each two (halves: fifths
    // would stand under five cells apart).
    let rest = count(200, 60, wholeCells: true)
    #expect(rest.numbers == 0 && rest.blocks == 105, "\(rest)")
    #expect(rest.major == 10 && rest.minor == 10, "\(rest)")
    // Mid-turn the dial's angle is rounded to a stop: the same ticks, moved round.
    let turned = count(200, 60, wholeCells: true, angle: Angle(radians: 0.9))
    #expect(turned.blocks == 105 && turned.major == 10 && turned.minor == 10, "\(turned)")
    // Cells 2.33 times as tall as wide (mlterm's): all ten still, a cell a pixel (at two the
    // lock sized by its square dots has the room, but not four blank cells between them).
    let tall = count(200, 60, wholeCells: true, aspect: 2.33)
    #expect(tall.numbers == 0 && tall.blocks == 105, "\(tall)")
  }

  @Test func noOtherPictureHasTextTicks() {
    let small = count(80, 24, wholeCells: true)
    #expect(small.major == 0 && small.minor == 0 && small.numbers == 10)
    // 120×40: inside the ticks the numbers' circle would be under seven rows.
    let middle = count(120, 40, wholeCells: true)
    #expect(middle.major == 0 && middle.minor == 0 && middle.numbers == 10)
    let large = count(160, 50, wholeCells: true)
    #expect(large.major == 10 && large.minor == 10 && large.numbers == 10, "\(large)")
    let halves = count(200, 60, wholeCells: false)
    #expect(halves.major == 0 && halves.minor == 0)
  }
}
