import ArgumentParser
import Foundation
import LockApp
import LockCLI
import LockTestSupport
import Testing

/// A replayed script's trace: the raw lines (checked against the golden `.expected` file) and
/// the parsed events for assertions.
struct Trace {
  let lines: [String]
  let events: [[String: Any]]

  func of(_ kind: String) -> [[String: Any]] { events.filter { $0["event"] as? String == kind } }

  /// The last snapshot's lines.
  var lastSnapshot: [String] { (of("snapshot").last?["lines"] as? [String]) ?? [] }

  /// Every snapshot's lines.
  var snapshots: [[String]] { of("snapshot").compactMap { $0["lines"] as? [String] } }

  /// The status bar of the last snapshot.
  var status: String { lastSnapshot.last ?? "" }
}

enum Scripts {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  /// Replays `Scripts/name.script` through the `replay` command with the options on its first
  /// line, compares what the lock did — every line but frames and snapshots (keys, gestures,
  /// animator, steps, lock) — with `Scripts/name.expected` (recorded when missing or with
  /// RECORD_FRAMES=1), and returns the whole trace, frames and snapshots included.
  ///
  /// Frame pacing and bytes are covered by their own test (`ReplayTests`), the screens by the
  /// picture and panel goldens (`LockRenderingTests`) and each test's own checks of its
  /// snapshots, so a cosmetic change re-records no replay.
  static func replay(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Trace {
    let script = directory.appendingPathComponent(name + ".script")
    let text = try String(contentsOf: script, encoding: .utf8)
    let header = text.split(separator: "\n").first ?? ""
    let options =
      header.hasPrefix("# options:")
      ? header.dropFirst("# options:".count).split(separator: " ").map(String.init) : []
    let command = try ReplayCommand.parse([script.path] + options)
    let output = try command.output()
    let lines = output.split(separator: "\n").map(String.init)
    let matters = lines.filter {
      !$0.contains("\"event\":\"frame\"") && !$0.contains("\"event\":\"snapshot\"")
    }
    assertGolden(
      matters.joined(separator: "\n") + "\n",
      file: directory.appendingPathComponent(name + ".expected"), sourceLocation: sourceLocation)
    let events = try lines.map { line -> [String: Any] in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return object as? [String: Any] ?? [:]
    }
    return Trace(lines: lines, events: events)
  }

  /// Runs an inline script with command-line `options` and returns its parsed trace.
  static func inline(_ script: String, options: [String] = []) throws -> [[String: Any]] {
    let configuration = try AppOptions.parse(options).configuration(colorAvailable: false)
    return try ReplayScript(script).run(configuration: configuration).map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return object as? [String: Any] ?? [:]
    }
  }

  /// The events of `kind` in a parsed trace.
  static func events(_ trace: [[String: Any]], _ kind: String) -> [[String: Any]] {
    trace.filter { $0["event"] as? String == kind }
  }

  static func assertGolden(_ actual: String, file: URL, sourceLocation: SourceLocation) {
    let recording = ProcessInfo.processInfo.environment["RECORD_FRAMES"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
      do {
        try actual.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        Issue.record(
          "could not write \(file.path): \(error)", sourceLocation: sourceLocation)
        return
      }
      if !recording {
        Issue.record(
          "recorded \(file.lastPathComponent); look at it, then run again",
          sourceLocation: sourceLocation)
      }
      return
    }
    if expected != actual {
      Issue.record(
        Comment(
          rawValue: "\(file.lastPathComponent) differs:\n"
            + lineDiff(expected: expected, actual: actual)),
        sourceLocation: sourceLocation)
    }
  }
}
