import Foundation
import Testing

/// The terminal's behaviour in tmux: suspended time, exits without an alternate screen,
/// the trace's terminal event, answers never typed, and `doctor`.
@Suite(.serialized) struct TerminalBehaviourTests {
  func temporary(_ suffix: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lockdial-\(UUID()).\(suffix)")
  }

  /// The trace's lines as JSON objects.
  func trace(_ url: URL) throws -> [[String: Any]] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// Rule: media time does not advance while the program is stopped (Ctrl-Z, 2 s, fg).
  @Test func suspendedTimeDoesNotCount() throws {
    let traceFile = temporary("jsonl")
    defer { try? FileManager.default.removeItem(at: traceFile) }
    let pane = try TmuxPane(before: "exec bash --norc -i; ")
    defer { pane.close() }
    try pane.wait(for: "the shell prompt") { $0.contains { $0.contains("$") || $0.contains("#") } }
    let command = [programPath, "--trace", traceFile.path, "--seconds-per-radian", "2"]
    try pane.literal(command.map(TmuxPane.quote).joined(separator: " "))
    try pane.keys("Enter")
    try pane.wait(for: "LOCKED")
    try pane.literal("7-9-6")
    try pane.keys("Enter")
    try pane.wait(for: "running")
    Thread.sleep(forTimeInterval: 0.5)
    try pane.keys("C-z")
    try pane.wait(for: "Stopped")
    Thread.sleep(forTimeInterval: 2)
    try pane.literal("fg")
    try pane.keys("Enter")
    try pane.wait(for: "LOCKED")
    Thread.sleep(forTimeInterval: 0.3)
    try pane.keys("q")
    try pane.wait(for: "the shell back") { !$0.contains { $0.hasPrefix(" LOCKED ") } }
    // Frame times and fractions: across the stop, the plan's time moves as little as the
    // session's clock does (no jump of 2 s).
    let frames = try trace(traceFile).filter { $0["event"] as? String == "frame" }
      .compactMap { object -> (t: Double, fraction: Double)? in
        guard let t = object["t"] as? Double, let f = object["fraction"] as? Double else {
          return nil
        }
        return (t, f)
      }
    #expect(frames.count > 10)
    // While the plan runs, frames come a sixtieth of a second apart; the stop (2 s) must not
    // show as a gap in session time (a loaded machine may delay a frame, never by 1.5 s).
    var biggestStep = 0.0
    for (a, b) in zip(frames, frames.dropFirst()) { biggestStep = max(biggestStep, b.t - a.t) }
    #expect(biggestStep < 1.5, "no frame jumps over the stop: \(biggestStep)")
  }

  /// Rule: without an alternate screen (TERM=vt100) the drawing is cleared on exit and the
  /// shell's next line starts clean.
  @Test func withoutAnAlternateScreenTheExitLeavesACleanScreen() throws {
    let pane = try TmuxPane(before: "TERM=vt100 ")
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.keys("q")
    let report = try pane.exitReport()
    #expect(report.status == 0)
    let lines = try pane.screen()
    let exit = try #require(lines.firstIndex { $0.hasPrefix("EXIT=") })
    #expect(exit == 0, "EXIT= on the first line of a cleared screen: \(lines.prefix(3))")
    #expect(!lines.contains { $0.contains("LOCKED") || $0.contains("trail") })
  }

  /// Rule: the trace starts with a `terminal` event, and the DA1 answer (tmux answers it) ends
  /// the probe with its time; answers never reach the combination.
  @Test func theTraceSaysWhatTheTerminalAnswered() throws {
    let traceFile = temporary("jsonl")
    defer { try? FileManager.default.removeItem(at: traceFile) }
    let pane = try TmuxPane(
      ["--trace", traceFile.path], before: "env -u NO_COLOR -u COLORTERM TERM=xterm-256color ")
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.literal("7")
    try pane.wait(for: "dial: 7_")
    try pane.keys("q")
    _ = try pane.exitReport()
    let events = try trace(traceFile)
    let terminal = events.filter { $0["event"] as? String == "terminal" }
    let first = try #require(terminal.first)
    #expect(events.first?["event"] as? String == "terminal")
    #expect(first["kittyKeyboard"] as? Bool == false, "tmux 3.3 has no kitty protocol")
    #expect(first["mouse"] as? String == "sgr", "xterm-256color's kmous is the SGR form")
    #expect(first["colors"] as? String == "256")
    let probe = try #require(terminal.last?["probeMs"] as? Double)
    #expect(probe >= 0 && probe < 2000)
    let keys = events.filter { $0["event"] as? String == "key" }.compactMap { $0["key"] as? String }
    #expect(keys == ["7", "q"], "only what was typed: \(keys)")
  }

  /// `doctor` prints what the terminal answered and the modes the program would use.
  @Test func doctorReportsTheTerminal() throws {
    let pane = try TmuxPane(["doctor"], width: 100, height: 50)
    defer { pane.close() }
    let report = try pane.exitReport()
    #expect(report.status == 0)
    let text = try pane.screen().joined(separator: "\n")
    for expected in [
      "TERM", "primary device attributes (DA1)", "lockdial-tui would use:", "kitty keyboard",
      "synchronized output", "mouse", "colours", "background",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    let piped = try runCommand([programPath, "doctor"])
    #expect(piped.status == 2)
    #expect(piped.error.contains("needs a terminal"))
  }

  /// `doctor` says what the session does with `--color auto`: vt100 (no colours in terminfo)
  /// is drawn without colour, tmux's own TERM in 256.
  @Test func doctorsColoursAreTheSessions() throws {
    for (term, colours) in [("vt100", "none"), ("tmux-256color", "256")] {
      let pane = try TmuxPane(
        ["doctor"], width: 100, height: 30,
        before: "unset COLORTERM NO_COLOR; export TERM=\(term); ")
      defer { pane.close() }
      let report = try pane.exitReport()
      #expect(report.status == 0, "\(term)")
      let line = try pane.screen().first { $0.contains("  colours") } ?? ""
      #expect(
        line.split(separator: " ").last.map(String.init) == colours, "\(term): \(line)")
    }
  }
}
