import Foundation
import LockCLI
import LockGallery
import LockRendering
import TerminalRuntime
import Testing

/// Seed 004's lesson on the blocks board: a push can be dragged back, a drag goes the way it
/// looks on screen, and the keys and help say what acts.
@Suite struct BlocksDragBackTests {
  /// The `block` lines of replaying `script` on an 80×24 board, as "NAME state x y".
  func blocks(_ script: String) throws -> [String] {
    var lines: [String] = []
    try ReplayScript(script).run(
      BlocksProgram(playback: PlaybackSettings(), width: 80, height: 24), options: RenderOptions()
    ) { lines.append($0) }
    return lines.filter { $0.contains("\"event\":\"block\"") }.map { line in
      func field(_ name: String) -> String {
        let rest = line.components(separatedBy: "\"\(name)\":")[1]
        return String(rest.prefix { $0 != "," && $0 != "}" }).replacingOccurrences(
          of: "\"", with: "")
      }
      return "\(field("name")) \(field("state")) \(field("x")) \(field("y"))"
    }
  }

  /// Right ×5 at 33 ms, then Left ×5 at once: the push reaches its square, and every Left
  /// drags the block back, a quarter square a step, to where it began.
  @Test func aPushCanBeDraggedStraightBack() throws {
    var script = (0..<5).map { String(format: "%.3f key Right", 0.2 + 0.033 * Double($0)) }
    script += (0..<5).map { String(format: "%.3f key Left", 0.365 + 0.033 * Double($0)) }
    let lines = try blocks((script + ["2 end"]).joined(separator: "\n"))
    #expect(lines.contains("A settled 1 0"), "the push landed on its square")
    let back = lines.drop { $0 != "A settled 1 0" }.filter { $0.hasPrefix("A grabbed") }
    #expect(
      back == [
        "A grabbed 0.75 0", "A grabbed 0.5 0", "A grabbed 0.25 0", "A grabbed 0 0", "A grabbed 0 0",
      ])
    #expect(lines.last == "A settled 0 0")
  }

  /// Down ×2 then Up ×2 on a fresh board: the keys carry no velocity yet, so the translation
  /// decides, and B comes back to where it started.
  @Test func downTwiceThenUpTwiceComesBack() throws {
    let lines = try blocks(
      """
      1 key Tab
      1.2 key Down
      1.233 key Down
      1.266 key Up
      1.299 key Up
      3 end
      """)
    #expect(lines.contains("B grabbed 2 1.5"))
    #expect(lines.last == "B settled 2 1")
  }

  /// A drag 3 columns across and 2 rows down is mostly down on screen, where a row is about
  /// two columns tall; with square cells reported, the same drag goes right.
  @Test func aDragGoesTheWayItLooksOnScreen() throws {
    let drag = """
      1 mouse press 35 9
      1.04 mouse drag 36 10
      1.08 mouse drag 38 11
      1.1 mouse release 38 11
      3 end
      """
    #expect(try blocks(drag).last == "B settled 2 2")
    #expect(try blocks("0.5 cells 10 10\n" + drag).last == "B settled 3 1")
  }

  /// The board's picture at `time`, as plain text.
  func picture(_ program: borrowing BlocksProgram, at time: Double) -> [String] {
    var renderer = DemoPainter(options: RenderOptions(color: false))
    var buffer = CellBuffer(width: 0, height: 0)
    program.draw(into: &buffer, with: &renderer, at: time)
    return buffer.lines
  }

  @Test func theKeysSayWhatActs() throws {
    let board = BlocksProgram(playback: PlaybackSettings(), width: 80, height: 24)
    var lines = picture(board, at: 0)
    #expect(
      lines[22] == " arrows slide  Tab next block  [ ] speed  Enter restart          ? help  q quit"
    )
    var program = BlocksProgram(playback: PlaybackSettings(), width: 80, height: 24)
    _ = program.handle(.key(.character("?"), at: 0))
    lines = picture(program, at: 0)
    let help = lines.joined(separator: "\n")
    #expect(help.contains("Tab"), "\(help)")
    #expect(help.contains("mouse"))
    // A move under way can be paused and reversed: the bar offers it then.
    _ = program.handle(.key(.character("?"), at: 0.1))
    _ = program.handle(.key(.right, at: 0.2))
    lines = picture(program, at: 0.2)
    #expect(
      lines[22].hasPrefix(" Space play  arrows slide  Tab next block  r reverse"), "\(lines[22])")
  }
}
