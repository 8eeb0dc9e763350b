import Foundation
import Testing

/// GNU screen (its stock settings, `altscreen` off) inside tmux: the program leaves screen's
/// window clean, and `doctor` leaves nothing typed at the prompt (part of the serialized
/// ``EndToEndTests``).
extension EndToEndTests {
  /// `screen` running `line` in a pane of its own, and what ends both; a user's own screenrc
  /// is not read.
  ///
  /// screen's server leaves the pane's session, so closing the pane does not end it: the
  /// session is named and told to quit.
  func screenPane(
    _ line: String, width: Int = 80, height: Int = 24
  ) throws -> (pane: TmuxPane, close: () -> Void) {
    let name = "lockdial-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let pane = try TmuxPane(
      shell: "SCREENRC=/dev/null screen -q -S \(name) sh -c \(TmuxPane.quote(line))",
      width: width, height: height)
    return (
      pane,
      {
        _ = try? runCommand(["/usr/bin/env", "screen", "-S", name, "-X", "quit"])
        pane.close()
      }
    )
  }

  /// Rule (docs/terminal.md "Signals and exits"): screen ignores smcup and rmcup without
  /// `altscreen on`, so the program clears what it drew before leaving; the shell's next line
  /// starts at the top of a clean window.
  @Test func quittingInsideGNUScreenLeavesItsWindowClean() throws {
    let (pane, close) = try screenPane("\(TmuxPane.command([])); echo EXIT=$?; sleep 600")
    defer { close() }
    try pane.wait(for: "LOCKED")
    try pane.keys("q")
    let lines = try pane.wait(for: "the exit") { $0.contains("EXIT=0") }
    #expect(lines.first == "EXIT=0", "the shell writes on a clean window: \(lines)")
    #expect(!lines.contains { $0.contains("LOCKED") || $0.contains("q quit") })
  }

  /// Rule (docs/terminal.md "Input"): inside screen, `doctor` waits for the outer terminal's
  /// answer to OSC 11 (tmux answers it once a window style sets a background), so the answer
  /// is read, not typed at the prompt, and the background it gives is used.
  @Test func doctorInsideGNUScreenLeavesNothingTypedAndReadsTheBackground() throws {
    // doctor starts once the style is set (the test makes `ready` then).
    let ready = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-screen-\(UUID())")
    defer { unlink(ready.path) }
    let (pane, close) = try screenPane(
      "while [ ! -e \(TmuxPane.quote(ready.path)) ]; do sleep 0.05; done; "
        + "\(TmuxPane.command(["doctor"])); echo EXIT=$?; stty raw -echo; "
        + "timeout --foreground 1 dd bs=1 count=64 2>/dev/null | od -An -c | tr -d ' \\n'; echo ' LEFT'; "
        + "stty sane; sleep 600",
      width: 100, height: 40)
    defer { close() }
    try pane.tmux(["set", "-g", "window-style", "bg=white"])
    #expect(FileManager.default.createFile(atPath: ready.path, contents: nil))
    let lines = try pane.wait(for: "what was left for the shell") {
      $0.contains { $0.hasSuffix(" LEFT") }
    }
    #expect(lines.contains("EXIT=0"))
    #expect(lines.contains { $0.hasPrefix("  background") && $0.hasSuffix("light (from osc11)") })
    #expect(lines.first { $0.hasSuffix(" LEFT") } == " LEFT", "nothing left: \(lines)")
  }
}
