import LockApp
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// `replay` draws what is due for as long as something moves, with no cap, and asks nothing of
/// a program that is still.
struct ReplayGrowthTests {
  /// A program whose one cell changes every frame, forever: the cheapest thing that always
  /// animates.
  struct Ticker: Program {
    var context = ProgramContext(width: 1, height: 1, playback: PlaybackSettings(fps: 240))
    var keyTable: KeyTable<Int, Int> { KeyTable([]) }
    var mode: Int { 0 }
    func isAnimating(at time: Double) -> Bool { true }
    func deadline(after time: Double) -> Double? { nil }
    mutating func advance(to moment: Moment, into out: inout Effects<LockRecord>) {}
    mutating func press(_ intent: Int?, at moment: Moment, into out: inout Effects<LockRecord>) {}
    mutating func settle(
      after event: AppEvent, at moment: Moment, into out: inout Effects<LockRecord>
    ) {}
    func draw(into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double) {
      buffer.reset(width: 1, height: 1)
      buffer.put(Int((time * 240).rounded()) % 2 == 0 ? "a" : "b", x: 0, y: 0, style: Style())
    }
    func frameRecord(bytes: Int, at time: Double) -> LockRecord {
      .frame(fraction: nil, angle: 0, number: 0, bytes: bytes, t: time)
    }
  }

  /// Past a million frames in one gap between script lines (4,200 s at 240 fps), every frame
  /// is still drawn: no silent cap.
  @Test func framesGoOnPastAMillion() throws {
    var frames = 0
    try ReplayScript("4200 end").run(Ticker(), options: RenderOptions()) { line in
      if line.contains("\"event\":\"frame\"") { frames += 1 }
    }
    #expect(frames == 4200 * 240 + 1)
  }

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
