import Foundation
import LockApp
import LockCLI
import LockRendering
import TerminalRuntime
import Testing

/// `lockdial-tui` in a real terminal (tmux, each test on its own server), driven by keys, mouse
/// reports, resizes and signals, and checked by what the screen and the restored terminal show.
///
/// Serialized: each test owns a pane and the machine's two cores are better spent on one at a
/// time. Waits poll the screen instead of sleeping.
@Suite(.serialized) struct EndToEndTests {
  init() throws {
    let tmux = try runCommand(["/usr/bin/env", "tmux", "-V"])
    try #require(tmux.status == 0, "tmux is missing: run `make deps`")
    try #require(
      FileManager.default.isExecutableFile(atPath: programPath),
      "\(programPath) is missing: run `swift build --build-tests` first (make test does)")
  }

  /// The status bar: the row that starts with the lock state.
  func status(_ lines: [String]) -> String {
    lines.last { $0.hasPrefix(" LOCKED ") || $0.hasPrefix(" OPEN ") } ?? ""
  }

  /// The number under the pointer, from the status bar, once the dial is at rest.
  func restingNumber(_ lines: [String]) -> Int? {
    let fields = status(lines).split(separator: "|").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard fields.count > 2, fields[2] == "idle", fields[1].hasPrefix("dial ") else { return nil }
    return Int(fields[1].dropFirst(5))
  }

  /// Where the plan is, as a fraction of its length, from the status bar's "playhead/lengths"
  /// while a plan plays (the status speaks the timeline's seconds).
  func fraction(_ lines: [String]) -> Double? {
    let fields = status(lines).split(separator: "|").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard fields.count > 2 else { return nil }
    let words = fields[2].split(separator: " ")
    guard words.count > 1, words[1].hasSuffix("s") else { return nil }
    let parts = words[1].dropLast().split(separator: "/")
    guard parts.count == 2, let playhead = Double(parts[0]), let length = Double(parts[1]),
      length > 0
    else { return nil }
    return playhead / length
  }

  func quit(_ pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try pane.keys("q")
    let report = try pane.exitReport(sourceLocation: sourceLocation)
    #expect(report.status == 0, sourceLocation: sourceLocation)
  }

  @Test func handDialingTheDemoSecretWithArrowKeysOpensIt() throws {
    let pane = try TmuxPane()
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    // 7-9-6-1-5-2 on the alternating lock: L7 R8 L7 R5 L4 R3 stops.
    for (key, steps, number) in [
      ("Left", 7, 7), ("Right", 8, 9), ("Left", 7, 6), ("Right", 5, 1), ("Left", 4, 5),
      ("Right", 3, 2),
    ] {
      try pane.tmux(["send-keys", "-t", "0"] + Array(repeating: key, count: steps))
      try pane.wait(for: "the dial at rest on \(number)") { restingNumber($0) == number }
    }
    try pane.keys("Enter")
    let lines = try pane.wait(for: "OPEN")
    #expect(status(lines).hasPrefix(" OPEN "))
    try quit(pane)
  }

  @Test func autoDialPausedScrubbedReversedAndContinuedOpens() throws {
    // About 8 s of plan; paused a third of the way in, so that there is room to go back.
    let pane = try TmuxPane(["--seconds-per-radian", "0.3"])
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.literal("7-9-6-1-5-2")
    try pane.wait(for: "dial: 7-9-6-1-5-2")
    try pane.keys("Enter")
    try pane.wait(for: "a third of the plan") {
      status($0).contains("running") && (fraction($0) ?? 0) >= 0.3
    }
    try pane.keys("Space")
    let paused = try pane.wait(for: "paused")
    let caught = try #require(fraction(paused))
    // Two scrub steps forward; letting go of a paused plan leaves it paused there.
    try pane.keys("Right", "Right")
    let scrubbed = try pane.wait(for: "a scrub forward") { (fraction($0) ?? 0) >= caught + 0.05 }
    // The release is inferred a quarter of a second after the last key; well after it, the plan
    // is still paused at the scrubbed fraction.
    usleep(800_000)
    let released = try pane.screen()
    #expect(status(released).contains("paused"), "\(status(released))")
    #expect(fraction(released) == fraction(scrubbed))
    try pane.keys("r")
    try pane.wait(for: "paused and reversed") {
      status($0).contains("paused") && status($0).contains("reversed")
    }
    try pane.keys("Space")
    let back = try pane.wait(for: "running in reverse") {
      status($0).contains("running") && status($0).contains("reversed")
    }
    let reversedAt = try #require(fraction(back))
    // Reversed, the playhead goes back towards the start.
    try pane.wait(for: "the plan going back") { (fraction($0) ?? 1) <= reversedAt - 0.02 }
    try pane.keys("r")
    try pane.wait(for: "running forward") {
      status($0).contains("running") && !status($0).contains("reversed")
    }
    try pane.wait(for: "OPEN", timeout: 30)
    try quit(pane)
  }

  @Test func aWrongCombinationIsRefusedAndCounted() throws {
    let pane = try TmuxPane(["--seconds-per-radian", "0.05"])
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.literal("1-2-3-4-5-6")
    try pane.keys("Enter")
    let lines = try pane.wait(for: " LOCKED  1 failed")
    #expect(lines.contains { $0.contains("the shackle does not move") })
    #expect(!lines.contains { $0.contains("OPEN") })
    try quit(pane)
  }

  @Test func twentyResizesInTwoSecondsEndInTheRightLayout() throws {
    // Without colour, so that the pane's text is the replay's whatever the finish.
    let pane = try TmuxPane(["--color", "never"])
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    for index in 0..<20 {
      let width = [50, 120, 41, 90, 200, 60, 30, 80][index % 8]
      let height = [20, 40, 16, 25, 60, 18, 10, 24][index % 8]
      try pane.tmux(["resize-window", "-t", "0", "-x", String(width), "-y", String(height)])
      usleep(100_000)
    }
    try pane.tmux(["resize-window", "-t", "0", "-x", "100", "-y", "30"])
    let configuration = try Configuration(color: false)
    let snapshot = try ReplayScript("0 resize 100 30\n0 snapshot").run(configuration: configuration)
      .last
    let expected = try #require(
      (try JSONSerialization.jsonObject(with: Data((snapshot ?? "").utf8)) as? [String: Any])?[
        "lines"] as? [String])
    try pane.wait(for: "the 100x30 layout") { $0.prefix(30).elementsEqual(expected) }
    #expect(try pane.format("#{alternate_on}") == "1", "still running")
    try quit(pane)
  }

  /// Signals by name, for the tests' arguments (34 is glibc's SIGRTMIN).
  static let signals: [String: Int32] = [
    "SIGTERM": SIGTERM, "SIGHUP": SIGHUP, "SIGUSR1": SIGUSR1, "SIGUSR2": SIGUSR2,
    "SIGALRM": SIGALRM, "SIGPIPE": SIGPIPE, "SIGQUIT": SIGQUIT, "SIGXCPU": SIGXCPU,
    "SIGVTALRM": SIGVTALRM,
    "SIGRTMIN": 34, "SIGSEGV": SIGSEGV, "SIGABRT": SIGABRT, "SIGBUS": SIGBUS, "SIGILL": SIGILL,
  ]

  @Test(arguments: [
    ("q", Int32(0)), ("C-c", 130), ("C-\\", 131), ("SIGTERM", 143), ("SIGHUP", 129),
    ("SIGUSR1", 138), ("SIGUSR2", 140), ("SIGALRM", 142), ("SIGPIPE", 141), ("SIGQUIT", 131),
    ("SIGXCPU", 152), ("SIGRTMIN", 162), ("SIGVTALRM", 154), ("SIGSEGV", 139), ("SIGABRT", 134),
    ("SIGBUS", 135),
    ("SIGILL", 132),
  ])
  func everyExitRestoresTheTerminal(_ action: String, _ status: Int32) throws {
    let pane = try TmuxPane()
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    #expect(
      try pane.format("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        == "1 0 1 1", "lockdial's modes are on")
    if let signal = Self.signals[action] {
      let pid = try #require(try pane.programPID())
      kill(pid, signal)
    } else {
      try pane.keys(action)
    }
    let report = try pane.exitReport()
    #expect(report.status == Int(status))
    let screen = try pane.screen(joined: true).joined(separator: "\n")
    for word in ["Crash", "Thread 0", "Registers", "Backtrace", "💣"] {
      #expect(!screen.contains(word), "no runtime report: \(screen)")
    }
    if [SIGSEGV, SIGABRT, SIGBUS, SIGILL].contains(status - 128) {
      #expect(screen.contains("lockdial-tui: internal error (signal \(status - 128))"))
    }
    #expect(
      try pane.format("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        == "0 1 0 0", "alternate screen, cursor, keypad and mouse restored")
    for mode in ["icanon", "echo", "isig", "icrnl", "ixon"] {
      #expect(report.stty.contains(mode), "stty: \(mode)")
    }
  }

  /// Numbers at the edge of Int in every sequence that used to trap, and a paste with an
  /// embedded end marker (tmux passes it on, so the rest arrives as live input): the program
  /// drops them, still turns the dial, and restores the terminal on q.
  @Test func hostileBytesThenQRestoresTheTerminal() throws {
    let pane = try TmuxPane()
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    let minimum = "-9223372036854775808"
    for sequence in [
      "\u{1B}[1;\(minimum)D", "\u{1B}[97;\(minimum)u", "\u{1B}[5;\(minimum)~",
      "\u{1B}[<0;\(minimum);1M", "\u{1B}[200~1-2\u{1B}[201~\u{1B}[<0;1;\(minimum)M\u{1B}[201~",
      "\u{1B}[" + String(repeating: "9", count: 5000) + "u",
    ] {
      try pane.literal(sequence)
    }
    try pane.keys("Escape", "Left")
    try pane.wait(for: "the dial at rest on 1") { restingNumber($0) == 1 }
    try pane.keys("q")
    let report = try pane.exitReport()
    #expect(report.status == 0)
    #expect(
      try pane.format("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        == "0 1 0 0")
    for mode in ["icanon", "echo", "isig", "icrnl", "ixon"] {
      #expect(report.stty.contains(mode), "stty: \(mode)")
    }
  }

  /// A `kill -9` mid-session leaves a recording of whole JSON lines, mode 0600, that
  /// `asciinema cat` reads; an existing file is replaced and made private.
  @Test func killNineWhileRecordingLeavesAReadablePrivateFile() throws {
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-\(UUID()).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    try Data("old content that must go\n".utf8).write(to: cast)
    chmod(cast.path, 0o644)
    let pane = try TmuxPane(["--record", cast.path])
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.keys("Left", "Left", "Right")
    try pane.wait(for: "the dial at rest on 1") { restingNumber($0) == 1 }
    try pane.literal("7-9-6")
    try pane.wait(for: "dial: 7-9-6")
    let pid = try #require(try pane.programPID())
    kill(pid, SIGKILL)
    let report = try pane.exitReport()
    #expect(report.status == 137)
    let attributes = try FileManager.default.attributesOfItem(atPath: cast.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let text = try String(contentsOf: cast, encoding: .utf8)
    #expect(text.hasSuffix("\n"), "ends with a whole line")
    #expect(!text.contains("old content"))
    let lines = text.split(separator: "\n")
    #expect(lines.count >= 3)
    for line in lines {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil,
        "a whole JSON line: \(line)")
    }
    // asciinema itself (make deps installs it), on a terminal of its own: it opens /dev/tty,
    // which CI has none of.
    let player = try PtyTerminal("asciinema cat \(TmuxPane.quote(cast.path)); echo EXIT=$?")
    defer { player.stop() }
    #expect(player.read(until: "EXIT="))
    player.read(for: 0.2)
    #expect(player.text.contains("EXIT=0"), "asciinema cat: \(player.text.suffix(300))")
  }

  /// A recording that cannot be written (here: past a 4 KiB file-size limit) stops; the
  /// session goes on, and at the end a message names the file and the status is 1.
  @Test func aRecordingWriteErrorStopsRecordingAndExitsWithOne() throws {
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-\(UUID()).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let pane = try TmuxPane(["--record", cast.path], before: "ulimit -f 4; ")
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    for _ in 0..<3 {
      try pane.keys("PageUp")
      try pane.wait(for: "the dial at rest on 0") { restingNumber($0) == 0 }
    }
    try pane.keys("q")
    let report = try pane.exitReport()
    #expect(report.status == 1)
    let screen = try pane.screen(joined: true).joined(separator: "\n")
    #expect(screen.contains("lockdial-tui: the recording \"\(cast.path)\" stopped: file too large"))
    let size = (try FileManager.default.attributesOfItem(atPath: cast.path)[.size] as? Int) ?? 0
    #expect(size <= 4096)
  }

  @Test func ctrlZSuspendsAndFgRestoresTheScreenAndModes() throws {
    let pane = try TmuxPane(before: "exec bash --norc -i; ")
    defer { pane.close() }
    try pane.wait(for: "the shell prompt") { $0.contains { $0.contains("$") || $0.contains("#") } }
    try pane.literal(TmuxPane.quote(programPath))
    try pane.keys("Enter")
    try pane.wait(for: "LOCKED")
    try pane.keys("C-z")
    try pane.wait(for: "Stopped")
    #expect(
      try pane.format("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        == "0 1 0 0")
    try pane.literal("fg")
    try pane.keys("Enter")
    try pane.wait(for: "LOCKED")
    #expect(
      try pane.format("#{alternate_on} #{cursor_flag} #{keypad_flag} #{mouse_any_flag}")
        == "1 0 1 1")
    try pane.keys("Left")
    try pane.wait(for: "the dial at rest on 1") { restingNumber($0) == 1 }
    try pane.keys("q")
    try pane.wait(for: "the shell back") { !$0.contains { $0.hasPrefix(" LOCKED ") } }
  }

  @Test func withoutATerminalItSaysSoAndExitsWithTwo() throws {
    let piped = try runCommand([programPath])
    #expect(piped.status == 2)
    #expect(piped.error.contains("needs a terminal"))
    #expect(piped.output.isEmpty, "nothing written to a pipe")
    for (term, message) in [
      ("dumb", "cannot place the cursor"), ("no-such-terminal", "no terminfo entry"),
    ] {
      let pane = try TmuxPane(before: "TERM=\(term) ")
      defer { pane.close() }
      let report = try pane.exitReport()
      #expect(report.status == 2)
      #expect(try pane.screen(joined: true).contains { $0.contains(message) }, "TERM=\(term)")
    }
  }

}
