import Foundation
import LockRendering
import TerminalRuntime
import Testing

/// lockdial-tui in real terminal emulators (xterm, kitty) under Xvfb, driven with xdotool.
///
/// What tmux alone cannot show — kitty's keyboard protocol found on a cold kitty on a busy
/// machine, nothing left for the shell after a quick `q`, a hold ended at its release event, the
/// padlock's shackle pulled gently while `p` is held (kitty) or toggled (xterm), a mouse drag in
/// xterm, truecolor in tmux inside xterm. Serialized, and run by `make test` after the other
/// suites (never beside the tmux timing tests). An emulator that cannot start fails the test
/// with the reason.
@Suite(.serialized) struct EmulatorTests {
  /// Two processes that keep both cores busy until stopped, or until this test process is
  /// gone: a test run cut short (its output piped into `head`) left them spinning.
  func loadBothCores() throws -> [Spawned] {
    try (0..<2).map { _ in
      try Spawned(["sh", "-c", "while kill -0 \(getpid()) 2>/dev/null; do :; done"])
    }
  }

  /// The first `terminal` trace event with kitty's keyboard protocol on, if any yet.
  func kittyOn(_ trace: URL) -> Bool {
    XSession.trace(trace).contains {
      $0["event"] as? String == "terminal" && $0["kittyKeyboard"] as? Bool == true
    }
  }

  /// Rule: with a fresh cache (a cold kitty) and both cores busy, the protocol is found in 5 of
  /// 5 launches (the answers come late; nothing waits for them, and they still count).
  @Test func kittysProtocolIsFoundOnAColdKittyOnABusyMachine() throws {
    let load = try loadBothCores()
    defer { for process in load { process.stop() } }
    var found = 0
    var probes: [Double] = []
    for _ in 0..<5 {
      let session = try XSession()
      defer { session.close() }
      let trace = session.file("trace.jsonl")
      try session.start(.kitty, ["--trace", trace.path])
      try? session.wait(for: "kitty's answer", timeout: 15) { kittyOn(trace) }
      if kittyOn(trace) { found += 1 }
      if let probe = XSession.trace(trace).last(where: { $0["event"] as? String == "terminal" })?[
        "probeMs"] as? Double
      {
        probes.append(probe)
      }
      try session.keys("q")
      #expect(try session.exitStatus() == 0)
    }
    #expect(found == 5, "probe times: \(probes) ms")
  }

  /// Rule (docs/terminal.md "Output"): inside tmux, whose client's terminal has 24-bit colour
  /// (xterm 379), the lock is drawn in truecolor once tmux has said so: the first frame goes
  /// out in the colours the pane's `TERM` gives, and tmux's `client_termfeatures` answer, RGB,
  /// brings truecolor.
  @Test func tmuxInXtermDrawsInTruecolor() throws {
    let session = try XSession()
    defer { session.close() }
    let trace = session.file("trace.jsonl")
    // NO_COLOR empty, as a test runner's NO_COLOR=1 would otherwise reach the program.
    try session.start(
      .tmuxInXterm, ["--trace", trace.path], environment: ["NO_COLOR": ""],
      before: XSession.awaitTmuxRGB)
    func depths() -> [String] {
      XSession.trace(trace).filter { $0["event"] as? String == "terminal" }.compactMap {
        $0["colors"] as? String
      }
    }
    try session.wait(for: "truecolor", timeout: 15) { depths().last == "truecolor" }
    #expect(depths().first != "truecolor")
    try session.keys("q")
    #expect(try session.exitStatus() == 0)
    #expect(depths().last == "truecolor")
  }

  /// Rule: a quick `q` (press and release 12 ms apart) leaves no bytes for the shell: the
  /// release that follows the quit is read before the terminal is handed back.
  @Test func aQuickQLeavesNothingForTheShell() throws {
    // On a busy machine, press-to-release gaps around the 12 ms seen in the report.
    let load = try loadBothCores()
    defer { for process in load { process.stop() } }
    for (attempt, gap) in [0.0, 0.004, 0.008, 0.012, 0.016].enumerated() {
      let session = try XSession()
      defer { session.close() }
      let trace = session.file("trace.jsonl")
      try session.start(.kitty, ["--trace", trace.path])
      try session.wait(for: "kitty's answer", timeout: 15) { kittyOn(trace) }
      try session.xdotool(["keydown", "q", "sleep", String(gap), "keyup", "q"])
      #expect(try session.exitStatus() == 0)
      #expect(try session.leftForTheShell() == "", "attempt \(attempt), \(gap) s")
    }
  }

  /// Rule: in kitty, holding → for 0.7 s and letting go ends the gesture at the release event
  /// (not at an inferred timeout), and the trace shows the release.
  @Test func aHoldEndsAtItsRelease() throws {
    let session = try XSession()
    defer { session.close() }
    let trace = session.file("trace.jsonl")
    try session.start(.kitty, ["--trace", trace.path])
    try session.wait(for: "kitty's answer", timeout: 15) { kittyOn(trace) }
    try session.xdotool(["keydown", "Right"])
    Thread.sleep(forTimeInterval: 0.7)
    try session.xdotool(["keyup", "Right"])
    Thread.sleep(forTimeInterval: 1)
    try session.keys("q")
    #expect(try session.exitStatus() == 0)
    let events = XSession.trace(trace)
    let presses = events.filter {
      $0["event"] as? String == "key" && $0["key"] as? String == "Right"
    }
    let release = try #require(
      events.first { $0["event"] as? String == "release" && $0["key"] as? String == "Right" })
    let ended = try #require(
      events.first { $0["event"] as? String == "gesture" && $0["phase"] as? String == "ended" })
    #expect(presses.count >= 5, "the hold repeated: \(presses.count) key events")
    let releasedAt = try #require(release["t"] as? Double)
    let endedAt = try #require(ended["t"] as? Double)
    #expect(endedAt == releasedAt, "the gesture ends at the release")
  }

  /// The trace's tension and stick lines, as `on`/`off` and stick positions, in order.
  func feel(_ trace: URL) -> [String] {
    XSession.trace(trace).compactMap { event in
      switch event["event"] as? String {
      case "tension": return (event["on"] as? Bool) == true ? "on" : "off"
      case "stick": return (event["position"] as? Double).map { "stick \($0)" }
      default: return nil
      }
    }
  }

  /// Rule (docs/mechanism.md §7): in kitty, which reports releases, `p` pulls the padlock's
  /// shackle while held: a turn left from 39 is held by the notch on 0 (the demo padlock's third
  /// number 5, plus 35), and letting go of `p` lets go of the shackle.
  @Test func kittyHoldsTensionWhilePIsHeld() throws {
    let session = try XSession()
    defer { session.close() }
    let trace = session.file("trace.jsonl")
    try session.start(.kitty, ["--protocol", "padlock", "--seed", "1", "--trace", trace.path])
    try session.wait(for: "kitty's answer", timeout: 15) { kittyOn(trace) }
    try session.keys("Right")
    Thread.sleep(forTimeInterval: 0.5)
    try session.xdotool(["keydown", "p"])
    Thread.sleep(forTimeInterval: 0.3)
    for _ in 0..<3 {
      try session.keys("Left")
      Thread.sleep(forTimeInterval: 0.4)
    }
    try session.xdotool(["keyup", "p"])
    Thread.sleep(forTimeInterval: 0.5)
    try session.keys("Left")
    Thread.sleep(forTimeInterval: 0.5)
    try session.keys("q")
    #expect(try session.exitStatus() == 0)
    #expect(feel(trace) == ["on", "stick 0.0", "stick 0.0", "off"])
    let last = try #require(XSession.trace(trace).last { $0["event"] as? String == "frame" })
    #expect(last["number"] as? Int == 1, "let go, the dial turned on from 0 to 1")
  }

  /// Rule (docs/mechanism.md §7): in xterm, which reports no releases, `p` is a toggle; held
  /// for 0.8 s (the X server repeating it every 33 ms), it toggles once.
  @Test func xtermTogglesTensionWithP() throws {
    let session = try XSession()
    defer { session.close() }
    let trace = session.file("trace.jsonl")
    try session.start(.xterm, ["--protocol", "padlock", "--seed", "1", "--trace", trace.path])
    try session.wait(for: "the first frame", timeout: 10) {
      XSession.trace(trace).contains { $0["event"] as? String == "frame" }
    }
    try session.keys("Right")
    Thread.sleep(forTimeInterval: 0.4)
    try session.xdotool(["keydown", "p", "sleep", "0.8", "keyup", "p"])
    Thread.sleep(forTimeInterval: 0.4)
    for key in ["Left", "Left", "Left", "p", "Left", "q"] {
      try session.keys(key)
      Thread.sleep(forTimeInterval: 0.4)
    }
    #expect(try session.exitStatus() == 0)
    #expect(feel(trace) == ["on", "stick 0.0", "stick 0.0", "off"])
  }

  /// Rule: a mouse drag in xterm turns the dial (SGR reports through ncurses).
  @Test func aMouseDragInXtermTurnsTheDial() throws {
    let session = try XSession()
    defer { session.close() }
    let trace = session.file("trace.jsonl")
    try session.start(.xterm, ["--trace", trace.path])
    try session.wait(for: "the first frame", timeout: 10) {
      XSession.trace(trace).contains { $0["event"] as? String == "frame" }
    }
    // The window's cell size from its geometry, and the dial's centre from the layout.
    let geometry = try session.xdotool(["getwindowgeometry", session.window])
    let size = try #require(
      geometry.split(separator: "\n").first { $0.contains("Geometry:") }?.split(separator: " ")
        .last?.split(separator: "x").compactMap { Double($0) })
    try #require(size.count == 2)
    let cell = (width: size[0] / 80, height: size[1] / 24)
    let target = try #require(Layout(width: 80, height: 24).dialTarget())
    func pixel(_ degrees: Double) -> [String] {
      let radians = degrees * .pi / 180
      let column = target.center.column + target.radius * 0.8 * cos(radians)
      let row = target.center.row - target.radius * 0.8 * sin(radians) / 2
      return [String(Int(column * cell.width)), String(Int(row * cell.height))]
    }
    try session.xdotool(["mousemove", "--window", session.window] + pixel(0))
    try session.xdotool(["mousedown", "1"])
    for degrees in stride(from: -10.0, through: -90, by: -10) {
      try session.xdotool(["mousemove", "--window", session.window] + pixel(degrees))
      Thread.sleep(forTimeInterval: 0.03)
    }
    try session.xdotool(["mouseup", "1"])
    Thread.sleep(forTimeInterval: 1)
    try session.keys("q")
    #expect(try session.exitStatus() == 0)
    let events = XSession.trace(trace)
    let actions = events.filter { $0["event"] as? String == "mouse" }.compactMap {
      $0["action"] as? String
    }
    #expect(actions.first == "press" && actions.last == "release", "\(actions)")
    #expect(actions.filter { $0 == "drag" }.count >= 3)
    let last = try #require(events.last { $0["event"] as? String == "frame" })
    // A quarter turn clockwise on 10 stops: the dial rests near 10 - 2.5 → 7 or 8.
    let number = try #require(last["number"] as? Int)
    #expect((6...9).contains(number), "the dial turned clockwise to \(number)")
  }

  /// Rule (docs/terminal.md "Input"): st takes the kitty query `CSI ? u` for "restore the
  /// cursor"; sent between save and restore, it moves nothing, so `doctor`'s report follows
  /// what was on screen instead of overwriting it from the top.
  @Test func doctorInStWritesBelowWhatWasThere() throws {
    let session = try XSession()
    defer { session.close() }
    try session.start(.st, ["doctor"], rows: 40, before: "clear; echo MARKER-TOP")
    #expect(try session.exitStatus() == 0)
    let screen = try session.screenText()
    #expect(screen.first == "MARKER-TOP", "\(screen)")
    #expect(screen.dropFirst().first == "lockdial-tui doctor")
    #expect(try session.leftForTheShell() == "", "st answered nothing doctor did not read")
  }

  /// Rule (docs/terminal.md "Input"): `doctor` reads every answer to its batch (xterm and
  /// kitty answer different queries, kitty the cell size among them) and leaves nothing typed
  /// for the shell.
  @Test(arguments: [XSession.Emulator.xterm, .kitty])
  func doctorLeavesNothingForTheShell(_ emulator: XSession.Emulator) throws {
    let session = try XSession()
    defer { session.close() }
    try session.start(emulator, ["doctor"])
    #expect(try session.exitStatus() == 0)
    #expect(try session.leftForTheShell() == "", "\(emulator)")
  }
}
