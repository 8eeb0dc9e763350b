import Foundation
import Testing

/// The seed gallery in a real terminal (part of the serialized ``EndToEndTests``).
extension EndToEndTests {
  /// The status row of the rotation demo: "STATE T/2.00 s[ + R s rest] SPEEDx CAPTION".
  func demoState(_ lines: [String]) -> String {
    let row = lines.last { $0.contains("/2.00 s") } ?? ""
    return row.split(separator: " ").first.map(String.init) ?? ""
  }

  @Test func theRotationDemoPlaysPausesEndsAndGivesTheTerminalBack() throws {
    let pane = try TmuxPane(["demo", "rotation", "--speed", "0.25"])
    defer { pane.close() }
    try pane.wait(for: "rotation · seed 000")
    try pane.wait(for: "playing") { demoState($0) == "playing" }
    try pane.keys("Space")
    try pane.wait(for: "paused") { demoState($0) == "paused" }
    try pane.keys("]", "]", "Space")
    // At speed 1 the rest of the 2 s run and its half second of rest end it; nothing moves
    // after that.
    try pane.wait(for: "ended", timeout: 10) { demoState($0) == "ended" }
    try pane.wait(for: "2π's matrix caption") {
      $0.contains { $0.contains("2π's matrix stayed") }
    }
    try pane.keys("q")
    let report = try pane.exitReport()
    #expect(report.status == 0)
    for mode in ["icanon", "echo", "isig"] {
      #expect(report.stty.contains(mode), "stty: \(mode)")
    }
  }

  @Test func aBlockSlidesRightWhenItsArrowIsHeld() throws {
    let pane = try TmuxPane(["demo", "blocks"])
    defer { pane.close() }
    let before = try pane.wait(for: "A selected")
    let column = { (lines: [String]) -> Int? in
      lines.compactMap { $0.range(of: "[A]")?.lowerBound.utf16Offset(in: $0) }.first
    }
    let start = try #require(column(before))
    try pane.keys("Right", "Right", "Right", "Right", "Right")
    // Five quarter-square steps grab A past the end of its move; let go, it settles a square on.
    try pane.wait(for: "A one square right") { lines in
      (column(lines).map { $0 > start } ?? false)
        && lines.contains { $0.contains("A selected") }
    }
    try pane.keys("q")
    #expect(try pane.exitReport().status == 0)
  }
}
