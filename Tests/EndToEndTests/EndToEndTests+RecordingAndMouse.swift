import Foundation
import LockApp
import LockRendering
import TerminalRuntime
import Testing

/// Recordings and mouse drags in a real terminal (part of the serialized ``EndToEndTests``).
extension EndToEndTests {
  @Test func aRecordingIsAnAsciicastWithTheBytesTheTraceCounts() throws {
    let directory = FileManager.default.temporaryDirectory
    let cast = directory.appendingPathComponent("lockdial-\(UUID()).cast")
    let traceFile = directory.appendingPathComponent("lockdial-\(UUID()).jsonl")
    defer {
      try? FileManager.default.removeItem(at: cast)
      try? FileManager.default.removeItem(at: traceFile)
    }
    let pane = try TmuxPane(["--record", cast.path, "--trace", traceFile.path])
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    try pane.keys("Left")
    try pane.wait(for: "the dial at rest on 1") { restingNumber($0) == 1 }
    try pane.tmux(["resize-window", "-t", "0", "-x", "90", "-y", "26"])
    try pane.wait(for: "the 90-column status bar") { $0.count >= 26 && !status($0).isEmpty }
    try quit(pane)

    let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    #expect((header["timestamp"] as? Int ?? 0) > 1_700_000_000)
    #expect((header["env"] as? [String: Any])?["TERM"] as? String != nil)
    var last = 0.0
    var output: [Int] = []
    var text = ""
    var resizes: [String] = []
    for line in lines.dropFirst() {
      let event = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
      let time = try #require(event.first as? Double)
      #expect(time >= last, "times never go back")
      last = time
      let data = try #require(event.last as? String)
      switch event[1] as? String {
      case "o":
        output.append(data.utf8.count)
        text += data
      case "r": resizes.append(data)
      default: Issue.record("unknown event \(line)")
      }
    }
    #expect(resizes == ["90x26"])
    #expect(text.hasPrefix("\u{1B}[?1049h"), "it starts by entering the alternate screen")
    // The first output is the set-up; every later one is one frame, byte for byte.
    let frames = try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n")
      .compactMap { line -> Int? in
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["event"] as? String == "frame" ? object?["bytes"] as? Int : nil
      }
    #expect(frames.count >= 3)
    // The last output is the restore: a played recording ends as the program did.
    #expect(Array(output.dropFirst().dropLast()) == frames)
    let restore = try #require(text.range(of: "\u{1B}[?1000l", options: .backwards))
    #expect(text[restore.lowerBound...].contains("\u{1B}[?1049l"), "it leaves the alternate screen")
    #expect(text[restore.lowerBound...].contains("\u{1B}[?2004l"), "bracketed paste off")
    // The queries are never recorded: a viewer's terminal would answer them into its shell.
    for query in ["\u{1B}[c", "\u{1B}[?u", "\u{1B}]11;?", "\u{1B}[?2026$p"] {
      #expect(!text.contains(query), "\(query.debugDescription) recorded")
    }
  }

  /// The cells of a quarter turn clockwise round the dial, from 3 o'clock to 6 o'clock.
  func quarterTurn() throws -> [(column: Int, row: Int)] {
    let target = try #require(Layout(width: 80, height: 24, timelineWanted: false).dialTarget())
    return stride(from: 0.0, through: 90, by: 15).map { degrees in
      let radians = degrees * .pi / 180
      let radius = target.radius * 0.8
      return (
        Int(target.center.column + radius * cos(radians)),
        Int(target.center.row + radius * sin(radians) / 2)
      )
    }
  }

  @Test(arguments: ["SGR", "X10"])
  func aMouseDragTurnsTheDial(_ encoding: String) throws {
    let pane = try TmuxPane()
    defer { pane.close() }
    try pane.wait(for: "LOCKED")
    let path = try quarterTurn()
    func report(_ button: Int, _ cell: (column: Int, row: Int), release: Bool = false) -> String {
      if encoding == "SGR" {
        return "\u{1B}[<\(button);\(cell.column + 1);\(cell.row + 1)\(release ? "m" : "M")"
      }
      let code = release ? 3 : button
      return "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + code)))
        + String(UnicodeScalar(UInt8(33 + cell.column)))
        + String(UnicodeScalar(UInt8(33 + cell.row)))
    }
    try pane.literal(report(0, path[0]))
    for cell in path.dropFirst() { try pane.literal(report(32, cell)) }
    try pane.literal(report(0, path[path.count - 1], release: true))
    // A quarter of a 10-stop dial clockwise from 0: 7.5 stops on, so 7 or 8.
    let lines = try pane.wait(for: "the dial at rest after the drag") {
      [7, 8].contains(restingNumber($0) ?? -1)
    }
    #expect([7, 8].contains(restingNumber(lines) ?? -1))
    try quit(pane)
  }
}
