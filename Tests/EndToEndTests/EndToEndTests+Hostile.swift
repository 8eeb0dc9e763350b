import Foundation
import Testing

/// Hostile and unlucky input in a real terminal (part of the serialized ``EndToEndTests``).
extension EndToEndTests {
  /// Rule (docs/terminal.md "Input"): a byte UTF-8 never uses is dropped and everything after
  /// it decoded — digits, keys, a paste, `q` — in the lock and in a demo.
  @Test func anInvalidByteLosesNothingThatCameWithIt() throws {
    let pane = try TmuxPane()
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.tmux(["send-keys", "-t", "0", "-H", "ff", "37", "2d", "39"])  // ÿ? 7-9
    try pane.wait(for: "dial: 7-9_")
    try pane.tmux(["send-keys", "-t", "0", "-H", "ff", "1b", "5b", "44", "ff"])  // Left
    try pane.tmux(
      ["send-keys", "-t", "0", "-H", "ff", "1b", "5b", "32", "30", "30", "7e", "2d", "36"]
        + ["1b", "5b", "32", "30", "31", "7e"])  // a paste of "-6"
    try pane.wait(for: "dial: 7-9-6_")
    try pane.tmux(["send-keys", "-t", "0", "-H", "ff", "71"])  // q
    #expect(try pane.exitReport().status == 0)

    let demo = try TmuxPane(["demo", "rotation"])
    defer { demo.close() }
    try demo.wait(for: "rotation · seed 000")
    try demo.tmux(["send-keys", "-t", "0", "-H", "ff", "71"])
    #expect(try demo.exitReport().status == 0)
  }
}

/// Hostile and unlucky terminals, played by the test itself on a pty of its own.
@Suite(.serialized) struct PtyTerminalTests {
  /// The program and then what the shell finds left on the terminal after it: `EXIT=n`, then
  /// the bytes read within a second in hex, then ` LEFT` (`timeout --foreground`: in a process
  /// group of its own, dd could not read the terminal and would always find it empty).
  static func withLeftovers(_ arguments: [String]) -> String {
    "\(TmuxPane.command(arguments)); echo EXIT=$?; stty raw -echo; "
      + "timeout --foreground 1 dd bs=1 count=256 2>/dev/null | od -An -tx1 | tr -d ' \\n'; echo ' LEFT'; "
      + "stty sane"
  }

  /// What was left for the shell (hex), once the shell has said.
  func leftovers(_ terminal: PtyTerminal) throws -> String {
    try #require(terminal.read(until: " LEFT", timeout: 15), "\(terminal.text.suffix(300))")
    // By bytes: "\r\n" is one Character, which a split of the text on "\n" would not see.
    let bytes = terminal.output
    let marker = Array(" LEFT".utf8)
    var end = bytes.count - marker.count
    while end >= 0 && !bytes[end..<(end + marker.count)].elementsEqual(marker) { end -= 1 }
    let start = (bytes[..<max(end, 0)].lastIndex(of: 10) ?? -1) + 1
    return String(decoding: bytes[start..<max(end, start)], as: UTF8.self)
  }

  /// The lock with a trace, started on a pty, once its queries are out.
  func tracedLock() throws -> (PtyTerminal, URL) {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-pty-\(UUID()).jsonl")
    let terminal = try PtyTerminal(Self.withLeftovers(["--trace", trace.path]))
    try #require(terminal.read(until: "\u{1B}[c"))
    return (terminal, trace)
  }

  /// Rule (docs/terminal.md "Signals and exits"): on a slow link (every answer 1.5 s late) a
  /// quick `q` waits for the start's answer and its own before handing the terminal back, so
  /// nothing is left for the shell.
  @Test func aSlowLinkLeavesNothingForTheShell() throws {
    let terminal = try PtyTerminal(Self.withLeftovers([]))
    defer { terminal.stop() }
    try #require(terminal.read(until: "\u{1B}[c"))
    let asked = Date()
    terminal.read(for: 0.2)
    terminal.send("q")
    try #require(terminal.read(until: "\u{1B}[c", times: 2), "the exit's own DA1")
    terminal.read(for: 1.5 - Date().timeIntervalSince(asked))
    terminal.send("\u{1B}[?62;22c")
    terminal.read(for: 0.2)
    terminal.send("\u{1B}[?62;22c")
    let left = try leftovers(terminal)
    #expect(left == "", "\(terminal.text.suffix(120).debugDescription)")
    #expect(terminal.text.contains("EXIT=0"))
  }

  /// Rule (docs/terminal.md "Input"): a sequence begun as an answer and finished more than the
  /// Esc delay later is dropped as an answer: `ESC [ ?`, then `2026;2$y` 0.2 s later, types
  /// nothing.
  @Test func aSplitAnswerIsNeverTyped() throws {
    let (terminal, trace) = try tracedLock()
    defer {
      terminal.stop()
      unlink(trace.path)
    }
    terminal.send("\u{1B}[?")
    terminal.read(for: 0.2)
    terminal.send("2026;2$y")
    terminal.read(for: 0.1)
    terminal.send("\u{1B}]11;rgb:ff")
    terminal.read(for: 0.2)
    terminal.send("ff/ffff/ffff\u{1B}\\\u{1B}[?62;c")
    terminal.read(for: 0.2)
    terminal.send("q")
    #expect(try leftovers(terminal) == "")
    let keys = XTrace.events(trace).filter { $0["event"] as? String == "key" }.compactMap {
      $0["key"] as? String
    }
    #expect(keys == ["q"], "nothing of the answers was typed: \(keys)")
  }

  /// Rule (docs/terminal.md "Input"): answers count only until the DA1 answer that closes the
  /// batch; a kitty answer and a white background typed (or pasted) after it change nothing,
  /// and a tap still ends by itself.
  @Test func answersAfterTheBatchAreNotTaken() throws {
    let (terminal, trace) = try tracedLock()
    defer {
      terminal.stop()
      unlink(trace.path)
    }
    terminal.send("\u{1B}[?62;c")
    terminal.read(for: 0.2)
    terminal.send("\u{1B}[?31u\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
    terminal.read(for: 0.2)
    terminal.send("\u{1B}[C")
    terminal.read(for: 0.6)
    terminal.send("q")
    #expect(try leftovers(terminal) == "")
    let events = XTrace.events(trace)
    let profiles = events.filter { $0["event"] as? String == "terminal" }
    #expect(profiles.allSatisfy { $0["kittyKeyboard"] as? Bool == false })
    #expect(profiles.allSatisfy { $0["background"] as? String != "light" })
    let ended = events.filter {
      $0["event"] as? String == "gesture" && $0["phase"] as? String == "ended"
    }
    #expect(ended.count == 1, "the tap ended by itself")
  }

  /// Rule: `doctor` reads answers by time, not by a byte count: 100 KiB of answers before the
  /// DA1 answer are all read, and none is left for the shell.
  @Test func doctorReadsAFloodOfAnswersToTheEnd() throws {
    let terminal = try PtyTerminal(Self.withLeftovers(["doctor"]))
    defer { terminal.stop() }
    try #require(terminal.read(until: "\u{1B}[c"))
    let answer = Array("\u{1B}[?2026;2$y".utf8)
    for _ in 0..<(102_400 / answer.count / 64) {
      terminal.send(Array((0..<64).map { _ in answer }.joined()))
      terminal.read(for: 0)
    }
    terminal.send("\u{1B}[?62;c")
    #expect(try leftovers(terminal) == "")
    #expect(terminal.text.contains("EXIT=0"))
  }

  /// Rule (docs/terminal.md "Input"): the Linux console prints an OSC 11 query as text, so
  /// neither `doctor` nor the session asks it for its background; both send the same queries
  /// (kitty flags and DEC 2026, then DA1).
  @Test func theLinuxConsoleIsNotAskedForItsBackground() throws {
    for arguments in [["doctor"], []] {
      let terminal = try PtyTerminal(
        "exec \(TmuxPane.command(arguments))", environment: ["TERM": "linux"])
      defer { terminal.stop() }
      try #require(terminal.read(until: "\u{1B}[c"), "\(arguments)")
      terminal.send("\u{1B}[?6c")  // the console's DA1 answer
      if arguments.isEmpty {
        #expect(terminal.read(until: "LOCKED"))
        terminal.send("q")
      }
      #expect(terminal.waitExit(timeout: 10) == 0, "\(arguments)")
      #expect(terminal.text.contains("\u{1B}7\u{1B}[?u\u{1B}8\u{1B}[?2026$p\u{1B}[c"))
      #expect(!terminal.text.contains("\u{1B}]11;?"), "\(arguments)")
    }
  }

  /// Rule (docs/terminal.md "Signals and exits"): a terminal that cannot be used (a TERM with
  /// no terminfo entry) is refused before the recording is opened, which keeps its content.
  @Test func anUnusableTerminalLeavesTheRecordingAsItWas() throws {
    let recording = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-kept-\(UUID()).cast")
    try "KEEP".write(to: recording, atomically: false, encoding: .utf8)
    defer { unlink(recording.path) }
    let terminal = try PtyTerminal(
      "\(TmuxPane.command(["--record", recording.path])); echo EXIT=$?",
      environment: ["TERM": "nosuchterm"])
    defer { terminal.stop() }
    #expect(terminal.read(until: "EXIT="))
    #expect(terminal.read(until: "\n", times: 2))
    #expect(terminal.text.contains("EXIT=2"))
    #expect(
      terminal.text.contains(
        "lockdial-tui: cannot use this terminal: TERM=\"nosuchterm\" has no terminfo entry here"))
    #expect(try String(contentsOf: recording, encoding: .utf8) == "KEEP")
  }

  /// Rule (docs/terminal.md "Signals and exits"): `doctor` stopped by a signal during its
  /// probe (the terminal never answers) puts the terminal's modes back and exits 128 + n.
  @Test(arguments: [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGPIPE, SIGALRM])
  func doctorStoppedDuringItsProbeGivesTheTerminalBack(_ signal: Int32) throws {
    let terminal = try PtyTerminal("exec \(TmuxPane.command(["doctor"]))")
    defer { terminal.stop() }
    try #require(terminal.read(until: "\u{1B}[c"))
    kill(terminal.pid, signal)
    #expect(terminal.waitExit(timeout: 5) == 128 + signal)
    var modes = termios()
    #expect(tcgetattr(terminal.master, &modes) == 0)
    #expect(modes.c_lflag & tcflag_t(ICANON) != 0, "icanon back")
    #expect(modes.c_lflag & tcflag_t(ECHO) != 0, "echo back")
  }
}

/// A trace file's lines as JSON objects.
enum XTrace {
  static func events(_ url: URL) -> [[String: Any]] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }
}
