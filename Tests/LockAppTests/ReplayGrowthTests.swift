import LockApp
import LockCLI
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// `replay` asks nothing of a lock that is still.
struct ReplayGrowthTests {
  /// A dial held still by the pointer moves only when the pointer does: nothing animates, so
  /// the loop sleeps (and `replay` does not spin) until the next event.
  @Test func aHeldDialAsksForNoFrames() throws {
    var core = AppCore(configuration: try Configuration(), width: 80, height: 24)
    _ = core.handle(.mouse(.press, column: 25, row: 5, at: 1))
    let moving = core.isAnimating(at: 1.2)
    #expect(!moving)
    var frames = 0
    try ReplayScript("1 mouse press 25 5\n1000 end").run(
      AppCore(configuration: try Configuration(), width: 80, height: 24), options: RenderOptions()
    ) { line in
      if line.contains("\"event\":\"frame\"") { frames += 1 }
    }
    #expect(frames <= 2, "the first frame and the press: \(frames)")
  }
}
