import LockApp
import LockRendering
import TerminalRuntime
import Testing

/// The speed keys and the entry line's refusals tell the truth too (docs/terminal.md "Hints").
extension TruthfulLockTests {
  @Test func speedStepsAlongOneLadderBackToOne() throws {
    var core = try core()
    var t = 0.0
    for _ in 0..<10 {
      _ = core.handle(.text("[", at: t))
      t += 0.1
    }
    let slowest = core.speed
    #expect(slowest == 0.015625, "the slowest rung; [ stays there")
    var climbed: [Double] = []
    for _ in 0..<6 {
      _ = core.handle(.text("]", at: t))
      climbed.append(core.speed)
      t += 0.1
    }
    let rungs: [Double] = [0.03125, 0.0625, 0.125, 0.25, 0.5, 1]
    #expect(climbed == rungs)
    for _ in 0..<8 { _ = core.handle(.text("]", at: t)) }
    #expect(core.speed == 64, "the fastest rung")
    // A speed between rungs steps to the rung next to it, either way.
    var up = try self.core(["--speed", "0.3"])
    _ = up.handle(.text("]", at: 0))
    let above = up.speed
    #expect(above == 0.5)
    var down = try self.core(["--speed", "0.3"])
    _ = down.handle(.text("[", at: 0))
    let below = down.speed
    #expect(below == 0.25)
  }

  /// Every composing refusal fits beside a typed line at 80 and 100 columns, uncut.
  @Test(arguments: [80, 100])
  func composingErrorsAreNotCut(width: Int) throws {
    let lines = [
      "7-9-x", "7--9", "7-10-2", "7-9-6-1-5-2-7-9-6-1-5-2-7-9-6-1-5", "abcdefghijkl",
      "7-9-6-1-5-2-7-9-6-1-5-2-7-9-6-1-5-7-9-6-1-5-2-7-9-6-1-5-2-7-9-6-1-5-7-9-6-1-5-2-7-9-6-1-5-x",
    ]
    for line in lines {
      var core = try core(width: width)
      _ = core.handle(.text(line, at: 0))
      _ = core.handle(.key(.enter, at: 0))
      let shown = core.message
      let message = try #require(shown, "\(line)")
      var renderer = LockRenderer(options: RenderOptions(color: false))
      let entry = renderer.render(core.scene(at: 0), width: width, height: 24).lines[21]
      #expect(entry.contains(message), "\(line) at \(width): \(entry)")
    }
    var padlock = try core(["--protocol", "padlock"], width: width)
    _ = padlock.handle(.text("1-2", at: 0))
    _ = padlock.handle(.key(.enter, at: 0))
    #expect(padlock.message == "padlock needs 3 numbers, not 2")
  }
}
