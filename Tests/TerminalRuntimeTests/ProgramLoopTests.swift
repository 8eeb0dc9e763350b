import Gestures
import TerminalRuntime
import Testing

/// A program double: it writes down every hook the runtime calls, with the event's times, and
/// draws a line that says where its motion is (a cell that flips every 240th of a second, and
/// the hundredths of a second moved) and how many intents it took.
struct Probe: Program {
  enum Record: TraceRecord {
    case frame(bytes: Int, t: Double)
    var jsonLine: String {
      guard case .frame(let bytes, let t) = self else { return "" }
      return TraceEvent.head(t, "frame") + ",\"bytes\":" + String(bytes) + "}"
    }
  }

  struct Renderer: ProgramRenderer {
    var options: RenderOptions
    init(options: RenderOptions) { self.options = options }
  }

  var context: ProgramContext
  /// Every hook call, in order (while ``logs``).
  var calls: [String] = []
  /// Whether ``calls`` are written down.
  var logs = true
  /// The intents taken.
  var presses = 0
  /// Until when it animates by itself.
  var movesUntil = -1.0
  /// A deadline of its own that never passes (a program that keeps asking for one moment).
  var stuckDeadline: Double?

  init(width: Int = 10, height: Int = 2, playback: PlaybackSettings = PlaybackSettings()) {
    context = ProgramContext(width: width, height: height, playback: playback)
  }

  var keyTable: KeyTable<Int, String> {
    KeyTable([
      KeyTable.Row(
        hint: KeyHint("<- ->", "step"),
        action: { $0 == .left ? .step(.decrease) : $0 == .right ? .step(.increase) : nil },
        modes: [0: [KeyTable.Slot(1, "<- ->", "step")]]),
      KeyTable.Row(
        hint: KeyHint("a", "say a"), action: { $0 == .character("a") ? .intent("a") : nil },
        modes: [0: [KeyTable.Slot(0, "a", "say a")], 1: []]),
      KeyTable.Row(
        hint: KeyHint("[ ] ? q", "speed, help, quit"),
        action: { key in
          switch key {
          case .character("["): return .speed(-1)
          case .character("?"): return .help
          case .character("q"): return .quit
          default: return nil
          }
        }, modes: [0: [KeyTable.Slot(9, "q", "quit")], 1: [KeyTable.Slot(9, "q", "quit")]]),
    ])
  }

  var mode: Int { presses > 0 ? 1 : 0 }
  func isAnimating(at time: Double) -> Bool { time < movesUntil }
  func deadline(after time: Double) -> Double? { stuckDeadline }
  func signature(at time: Double) -> Int { presses }

  mutating func log(_ call: String) {
    if logs { calls.append(call) }
  }

  mutating func advance(to moment: Moment, into out: inout Effects<Record>) {
    log("advance \(moment.wall) \(moment.media)")
  }
  mutating func pan(_ event: PanEvent, at moment: Moment, into out: inout Effects<Record>) -> Bool {
    log("pan \(event.phase.rawValue) \(event.translation)")
    return true
  }
  mutating func press(_ intent: String?, at moment: Moment, into out: inout Effects<Record>) {
    if intent != nil { presses += 1 }
    log("press \(intent ?? "-")")
  }
  mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at moment: Moment,
    into out: inout Effects<Record>
  ) {
    log("mouse \(action.rawValue)")
  }
  mutating func settle(after event: AppEvent, at moment: Moment, into out: inout Effects<Record>) {
    log("settle")
  }
  func report(changedFrom before: Int, at moment: Moment, into out: inout Effects<Record>) {
    guard presses != before else { return }
    out.append(
      .animator(state: "took", running: false, reversed: false, fraction: 0, t: moment.wall))
  }
  func draw(into buffer: inout CellBuffer, with renderer: inout Renderer, at time: Double) {
    buffer.reset(width: width, height: height)
    let moved = max(min(time, movesUntil), 0)
    let hundredths = Int((moved * 100).rounded(.down))
    buffer.write(
      (Int((moved * 240).rounded()) % 2 == 0 ? "a" : "b") + String(hundredths / 10 % 10)
        + String(hundredths % 10) + String(presses % 10), x: 0, y: 0)
  }
  func frameRecord(bytes: Int, at time: Double) -> Record { .frame(bytes: bytes, t: time) }
}

/// The runtime's fold (``Program/handle(_:)``): the same for every program.
struct EventFoldTests {
  @Test func anEventIsTimedOnceThenAdvancedAppliedSettledAndReported() {
    var probe = Probe(playback: PlaybackSettings(speed: 0.5))
    let effects = probe.handle(.key(.character("a"), at: 2))
    #expect(probe.calls == ["advance 2.0 1.0", "press a", "settle"])
    #expect(effects.lines.map(\.jsonLine).first == "{\"t\":2,\"event\":\"key\",\"key\":\"a\"}")
    #expect(effects.lines.count == 2, "the key, then the report")
    #expect(!effects.quit)
  }

  @Test func timeNeverGoesBack() {
    var probe = Probe()
    _ = probe.handle(.frame(at: 3))
    _ = probe.handle(.frame(at: 1))
    _ = probe.handle(.frame(at: .nan))
    #expect(
      probe.calls.filter { $0.hasPrefix("advance") } == [
        "advance 3.0 3.0", "advance 3.0 3.0", "advance 3.0 3.0",
      ])
  }

  @Test func typedTextIsItsKeysOneByOne() {
    var probe = Probe()
    let lines = probe.handle(.text("ab", at: 1)).lines.map(\.jsonLine)
    #expect(probe.calls == ["advance 1.0 1.0", "press a", "press -", "settle"])
    #expect(
      lines.prefix(2) == [
        "{\"t\":1,\"event\":\"key\",\"key\":\"a\"}", "{\"t\":1,\"event\":\"key\",\"key\":\"b\"}",
      ])
  }

  @Test func stepKeysAreAGestureThatAnyOtherInputEnds() {
    var probe = Probe()
    _ = probe.handle(.key(.right, at: 0))
    _ = probe.handle(.key(.right, at: 0.03))
    _ = probe.handle(.mouse(.press, column: 1, row: 1, at: 0.05))
    #expect(
      probe.calls.filter { !$0.hasPrefix("advance") && $0 != "settle" } == [
        "pan began 1.0", "pan changed 2.0", "pan ended 2.0", "mouse press",
      ])
  }

  @Test func aReleaseEndsItsGestureAndProvesReleasesAreReported() {
    var probe = Probe()
    _ = probe.handle(.key(.left, at: 0))
    let released = probe.handle(.release(.left, at: 0.1)).lines.map(\.jsonLine)
    #expect(probe.calls.contains("pan ended -1.0"))
    #expect(
      released.prefix(2) == [
        "{\"t\":0.1,\"event\":\"release\",\"key\":\"Left\"}",
        "{\"t\":0.1,\"event\":\"gesture\",\"phase\":\"ended\",\"translation\":-1,\"velocity\":0}",
      ])
    // Once releases are reported, a held key has no inferred end.
    _ = probe.handle(.key(.left, at: 6))
    #expect(probe.wake(after: 6) == nil)
  }

  @Test func withoutReportedReleasesAHoldEndsByItself() {
    var probe = Probe()
    _ = probe.handle(.key(.left, at: 0))
    let end = probe.wake(after: 0)
    #expect(end != nil && end! > 0 && end! < 1)
    _ = probe.handle(.frame(at: 1))
    #expect(probe.calls.contains("pan ended -1.0"))
  }

  @Test func speedHelpAndQuitAreTheRuntimes() {
    var probe = Probe()
    _ = probe.handle(.key(.character("["), at: 1))
    #expect(probe.context.speed == 0.5)
    #expect(probe.context.media(at: 3) == 2, "no jump: 1 s, then 2 s at half speed")
    _ = probe.handle(.key(.character("?"), at: 3))
    #expect(probe.context.showsHelp)
    #expect(probe.handle(.key(.character("q"), at: 4)).quit)
    #expect(probe.calls.filter { $0.hasPrefix("press") } == ["press -", "press -", "press -"])
  }

  @Test func theScreenAndACellsShapeAreTheRuntimes() {
    var probe = Probe()
    _ = probe.handle(.resize(columns: 120, rows: -3, at: 0))
    _ = probe.handle(.cellSize(width: 10, height: 100, at: 0))
    #expect(probe.width == 120 && probe.height == 0)
    #expect(probe.context.cellAspect == 4, "a needle-thin cell is taken as 1:4")
  }

  @Test func theModeChoosesTheRowsAndTheBar() {
    var probe = Probe()
    #expect(probe.keyBar(for: probe.mode).map(\.keys) == ["a", "<- ->", "q"])
    _ = probe.handle(.key(.character("a"), at: 0))
    #expect(probe.keyBar(for: probe.mode).map(\.keys) == ["q"])
    _ = probe.handle(.key(.left, at: 1))  // no step row in mode 1
    #expect(probe.calls.last(where: { $0.hasPrefix("press") || $0.hasPrefix("pan") }) == "press -")
    #expect(probe.keyTable.help.map(\.keys) == ["<- ->", "a", "[ ] ? q"])
  }
}

/// A device that plays replay steps and keeps what came out.
func replay<P: Program & ~Copyable>(_ program: consuming P, _ steps: [ReplayStep]) -> [String] {
  var lines: [String] = []
  var loop = ProgramLoop(program, options: RenderOptions())
  let period = loop.program.context.playback.framePeriod
  var device = ReplayDevice(steps: steps.makeIterator(), period: period) { lines.append($0) }
  loop.run(on: &device)
  return lines
}

/// The runtime's one loop, on a manual clock.
struct ProgramLoopTests {
  /// Past a million frames in one gap between steps (4,200 s at 240 fps), every frame is still
  /// drawn: no silent cap.
  @Test func framesGoOnPastAMillion() {
    var probe = Probe(playback: PlaybackSettings(fps: 240))
    probe.movesUntil = .infinity
    probe.logs = false
    let frames = replay(probe, [.end(at: 4200)]).filter { $0.contains("\"event\":\"frame\"") }
    #expect(frames.count == 4200 * 240 + 1)
  }

  @Test func aStillProgramIsDrawnOnceAndThenAfterInputOnly() {
    let lines = replay(Probe(), [.event(.key(.character("a"), at: 500)), .end(at: 1000)])
    #expect(lines.filter { $0.contains("\"event\":\"frame\"") }.count == 2)
    #expect(lines.first?.hasPrefix("{\"t\":0,\"event\":\"frame\"") == true)
  }

  @Test func framesFollowMotionAtTheCapAndTheEndStateIsDrawn() {
    var probe = Probe(playback: PlaybackSettings(fps: 10))
    probe.movesUntil = 0.35
    let times = replay(probe, [.end(at: 2)]).filter { $0.contains("\"event\":\"frame\"") }
      .map { $0.split(separator: ",")[0].dropFirst(5) }
    #expect(times == ["0", "0.1", "0.2", "0.3", "0.4"], "the last shows the end, 0.35")
  }

  @Test func aProgramThatKeepsAskingForOneMomentCannotStallAReplay() {
    var probe = Probe(playback: PlaybackSettings(fps: 10))
    probe.stuckDeadline = 1
    let lines = replay(probe, [.end(at: 2)])
    let advances = lines.count
    #expect(advances < 40, "\(advances) lines")
  }

  @Test func aQuitEndsTheLoopAfterItsFrame() {
    let lines = replay(
      Probe(), [.event(.key(.character("q"), at: 1)), .event(.key(.character("a"), at: 2))])
    #expect(lines.contains("{\"t\":1,\"event\":\"key\",\"key\":\"q\"}"))
    #expect(!lines.contains { $0.contains("\"t\":2") })
  }

  @Test func aSnapshotIsTheWholeScreenDrawnAfresh() {
    let lines = replay(
      Probe(width: 6, height: 1),
      [.event(.key(.character("a"), at: 0.2)), .snapshot(at: 0.5), .end(at: 1)])
    #expect(lines.last == "{\"t\":0.5,\"event\":\"snapshot\",\"lines\":[\"a001\"]}")
  }

  @Test func aPictureIsTakenAfterTheEventsWithNoFramesBetween() {
    let picture = ProgramLoop.picture(
      of: Probe(width: 4, height: 1), options: RenderOptions(),
      after: [.key(.character("a"), at: 0.1), .key(.character("a"), at: 9)], at: 1)
    #expect(picture.lines == ["a001"])
    let played = ProgramLoop.played(
      Probe(), after: [.key(.character("a"), at: 0.1), .key(.character("a"), at: 9)], until: 1)
    #expect(played.calls.filter { $0.hasPrefix("press") } == ["press a"])
  }
}
