import Foundation
import Testing

/// Compares `lines` with the golden frame `name` stored in `Frames/` beside the calling test
/// file, failing with a line diff; records the golden when `RECORD_FRAMES=1` is set.
///
/// A missing golden is recorded and fails the test, so a new frame is always looked at once.
public func assertFrame(
  _ lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Frames")
  let file = directory.appendingPathComponent(name + ".txt")
  let actual = lines.joined(separator: "\n") + "\n"
  let recording = ProcessInfo.processInfo.environment["RECORD_FRAMES"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    if !recording {
      Issue.record(
        "recorded a new golden frame \(name).txt; look at it, then run the tests again",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard expected != actual else { return }
  let diff = lineDiff(expected: expected, actual: actual)
  Issue.record(
    Comment(
      rawValue: "frame \(name) differs (- golden, + actual; RECORD_FRAMES=1 re-records):\n\(diff)"),
    sourceLocation: sourceLocation)
}

/// A line diff: unchanged lines are shown with two spaces, changed ones as − golden / + actual.
public func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out: [String] = []
  for index in 0..<max(old.count, new.count) {
    let a = index < old.count ? String(old[index]) : nil
    let b = index < new.count ? String(new[index]) : nil
    if a == b {
      out.append("  " + (a ?? ""))
    } else {
      if let a { out.append("- " + a) }
      if let b { out.append("+ " + b) }
    }
  }
  return out.joined(separator: "\n")
}

/// Frames at several times as one filmstrip: each frame preceded by `--- t=0.250 ---`.
public func filmstrip(_ frames: [(time: Double, lines: [String])]) -> [String] {
  var lines: [String] = []
  for frame in frames {
    lines.append("--- t=" + String(format: "%.3f", frame.time) + " ---")
    lines += frame.lines
  }
  return lines
}
