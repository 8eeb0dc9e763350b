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
