import AnimationCore
import Foundation
import LockCLI
import LockGallery
import LockTestSupport
import TerminalRuntime
import Testing

@Suite struct RotationDemoTests {
  let demo = RotationDemo()

  @Test func everyCaseStartsAtZero() {
    for index in RotationDemo.targets.indices {
      #expect(demo.valueFunctionAngle(index, at: 0) == 0)
      #expect(demo.matrixAngle(index, at: 0) == 0)
    }
  }

  @Test func halfWayTheValueFunctionIsHalfTheTargetAndTheMatrixTakesTheShortWay() {
    // Ease-in-ease-out is symmetric: progress 0.5 at half time.
    let pi = Double.pi
    let expectedMatrix: [Double] = [pi / 4, -pi / 4, pi * 0.495, -pi * 0.495, pi / 2, pi / 2, 0]
    for (index, target) in RotationDemo.targets.enumerated() {
      expectClose(demo.valueFunctionAngle(index, at: 1), target / 2, within: Tolerance.exact)
      expectClose(demo.matrixAngle(index, at: 1), expectedMatrix[index], within: Tolerance.exact)
    }
  }

  @Test func fromTwoSecondsEachHoldsItsEnd() {
    let pi = Double.pi
    let expectedMatrix: [Double] = [pi / 2, -pi / 2, pi * 0.99, -pi * 0.99, pi, pi, 0]
    for time in [2.0, 2.5, 60] {
      for (index, target) in RotationDemo.targets.enumerated() {
        #expect(demo.valueFunctionAngle(index, at: time) == target)
        expectClose(
          demo.matrixAngle(index, at: time), expectedMatrix[index], within: Tolerance.exact)
      }
    }
  }

  @Test func theTwoWorkaroundsMakeAWholeTurnInQuarters() {
    for (time, expected) in [(0.5, Double.pi / 2), (1.0, .pi), (1.5, -.pi / 2), (2.0, 0)] {
      expectClose(demo.chainAngle(at: time), expected, within: 1e-12)
    }
    // The keyframes are eased as a whole: a quarter turn when the curve's progress is 1/4.
    let quarter = 2 * (TimingCurve.easeInEaseOut.inverse(at: 0.25) ?? 0)
    expectClose(demo.keyframeAngle(at: quarter), .pi / 2, within: 1e-6)
    expectClose(demo.keyframeAngle(at: 1), .pi, within: 1e-6)
  }

  @Test func theJSONLineHasExactlyTheSevenCasesInOrder() throws {
    let line = demo.json(at: 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["t"] as? Double == 1)
    let cases = try #require(object["cases"] as? [[String: Double]])
    #expect(cases.count == 7)
    #expect(line.contains("{\"target\":-3.1101767270538954,\"valueFunction\":-1.5550883635269477,"))
    #expect(
      line.contains(
        "\"target\":6.283185307179586,\"valueFunction\":3.141592653589793,\"matrix\":0.0"))
  }
}

@Suite struct SequenceDemoTests {
  /// The kitchen sink's schedule in quarters (q = 60 / bpm), written out from the action list.
  static func expected(_ q: Double) -> [(Double, String, String)] {
    [
      (0, "drop", "started"), (2 * q, "spread", "started"), (3.5 * q, "pulse", "started"),
      (4.5 * q, "count a lap", "called"), (4.5 * q, "jump", "jumped"),
      (4.5 * q, "pulse", "started"), (5.5 * q, "count a lap", "called"),
      (5.5 * q, "jump", "jumped"), (5.5 * q, "pulse", "started"),
      (6.5 * q, "count a lap", "called"), (6.5 * q, "only after 2 laps", "started"),
      (8.5 * q, "gather", "started"), (10.5 * q, "fall", "started"),
      (12.5 * q, "squash", "started"), (12.75 * q, "rise", "started"),
      (14.75 * q, "jump", "jumped"), (14.75 * q, "fall", "started"),
      (16.75 * q, "squash", "started"), (17 * q, "rise", "started"), (19 * q, "done", "completed"),
    ]
  }

  @Test(arguments: [120.0, 90.0])
  func theKitchenSinkRunsAtTheTempo(_ bpm: Double) {
    let demo = SequenceDemo(beatsPerMinute: bpm)
    let actual = demo.steps.map { step -> (Double, String, String) in
      let name = step.action < demo.actionNames.count ? demo.actionNames[step.action] : "done"
      return (step.time, name.hasPrefix("jump to") ? "jump" : name, step.kind)
    }
    let expected = Self.expected(60 / bpm)
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) {
      expectClose(a.0, e.0, within: 1e-12)
      #expect(a.1 == e.1)
      #expect(a.2 == e.2)
    }
    #expect(demo.laps(at: 100) == 3, "the pulse and its count play three times")
  }

  @Test func theBallsArePresentationsOfTheirAnimationsAtAnyTime() {
    let demo = SequenceDemo(beatsPerMinute: 120)
    // Half way through the first "pulse" (a quarter, 0.5 s, that autoreverses): A is largest.
    let pulse = demo.balls(at: 1.75 + 0.25)[0]
    expectClose(pulse.scale.dx, 1.6, within: 1e-12)
    // After "spread": B and C at their sides; scrubbing back to 0 puts A above the stage.
    #expect(demo.balls(at: 2)[1].position == Point2D(x: 20, y: 20))
    #expect(demo.balls(at: 2)[2].position == Point2D(x: 80, y: 20))
    #expect(demo.balls(at: 0)[0].position == Point2D(x: 50, y: -6))
  }
}

@Suite struct KeyframesDemoTests {
  @Test func theTakeOffPassesEveryKeyframeInTheInterpolatingModes() {
    for mode in [CalculationMode.linear, .cubic] {
      let demo = KeyframesDemo(mode: mode)
      // The run is eased as a whole; the curve's inverse is good to about 1e-6 of the run.
      func at(_ progress: Double) -> KeyframesDemo.Plane {
        demo.plane(
          at: KeyframesDemo.seconds * (TimingCurve.easeInEaseOut.inverse(at: progress) ?? 0))
      }
      #expect(demo.plane(at: 0) == KeyframesDemo.Plane())
      expectClose(at(0.25).center.x, 190, within: 1e-3)
      expectClose(at(0.25).center.y, 70, within: 1e-3)
      expectClose(at(0.5).center.x, 290, within: 1e-3)
      expectClose(at(0.5).alpha, 0, within: 1e-3)
      expectClose(at(0.5).tilt.radians, -.pi / 8, within: 1e-3)
      expectClose(at(0.52).center.x, 0, within: 1e-3)
      expectClose(at(0.52).tilt.radians, 0, within: 1e-3)
      #expect(demo.plane(at: KeyframesDemo.seconds) == KeyframesDemo.Plane())
    }
  }

  @Test func everyModeAtTheSeedsBoundariesMatchesItsRecording() throws {
    var lines: [String] = []
    var demo = KeyframesDemo()
    for _ in CalculationMode.allCases {
      for progress in [0.0, 0.1, 0.25, 0.5, 0.51, 0.52, 0.55, 1.0] {
        let t = KeyframesDemo.seconds * (TimingCurve.easeInEaseOut.inverse(at: progress) ?? 0)
        lines.append(demo.json(at: t))
      }
      _ = demo.flip("m")
    }
    #expect(demo.mode == .linear, "m cycles through the five modes")
    Golden.assert(lines.joined(separator: "\n") + "\n", "keyframes-boundaries.jsonl")
  }
}

/// The demos' headless output.
///
/// Filmstrips hold each demo's area only (the picture); the words around it — title, key bar,
/// status — are one golden of their own, so a change of wording re-records that one.
@Suite struct GalleryHeadlessTests {
  /// Each frame of `lines` (80 × 24, under its `--- t=T ---` line) cut to `rows` and `columns`.
  func cut(_ lines: [String], rows: Range<Int>, columns: Range<Int>) -> [String] {
    var out: [String] = []
    var row = 0
    for line in lines {
      if line.hasPrefix("--- t=") {
        out.append(line)
        row = 0
        continue
      }
      defer { row += 1 }
      guard rows.contains(row) else { continue }
      let characters = Array(line)
      var kept = String(
        characters[
          min(columns.lowerBound, characters.count)..<min(columns.upperBound, characters.count)])
      while kept.last == " " { kept.removeLast() }
      out.append(kept)
    }
    return out
  }

  @Test func theWordsAroundEachDemo() throws {
    var lines: [String] = []
    for name in DemoName.allCases {
      var frame: [String] = []
      Gallery.frames(
        name, playback: PlaybackSettings(), options: RenderOptions(color: false),
        gallery: GalleryOptions(), times: [1], width: 80, height: 24
      ) { frame.append($0) }
      lines.append("--- \(name.rawValue) ---")
      lines += [frame[1], frame[23], frame[24]]
    }
    Golden.assert(lines.joined(separator: "\n") + "\n", "chrome.frames")
  }

  @Test(arguments: DemoName.allCases)
  func eachDemoHasAGoldenFilmstrip(_ name: DemoName) throws {
    // Headless frames are plain text unless --color always.
    var lines: [String] = []
    let times: [Double] =
      switch name {
      case .rotation: [0, 0.5, 1, 2]
      case .keyframes: [0, 0.4, 0.76, 1.2]
      case .spinner: [0, 1.5, 3.1, 3.6]
      case .sequence: [0.6, 1.8, 4.5, 5.5]
      case .blocks: [0.25, 1.5, 2.5, 3]
      }
    Gallery.frames(
      name, playback: PlaybackSettings(), options: RenderOptions(color: false),
      gallery: GalleryOptions(), times: times, width: 80, height: 24
    ) { lines.append($0) }
    let area = cut(lines, rows: 1..<22, columns: 1..<79)
    Golden.assert(area.joined(separator: "\n") + "\n", "\(name.rawValue).frames")
  }

  @Test(arguments: DemoName.allCases)
  func withASCIIGlyphsEveryFrameIsASCII(_ name: DemoName) throws {
    var lines: [String] = []
    Gallery.frames(
      name, playback: PlaybackSettings(), options: RenderOptions(ascii: true, color: false),
      gallery: GalleryOptions(), times: [0, 1, 2.2, 3.3], width: 40, height: 16
    ) { lines.append($0) }
    #expect(lines.count == 4 * 17)
    for line in lines {
      let ascii = line.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(ascii, "\(line)")
    }
  }

  @Test(arguments: DemoName.allCases)
  func jsonIsByteIdenticalRunToRun(_ name: DemoName) throws {
    func run() throws -> [String] {
      var lines: [String] = []
      Gallery.json(
        name, playback: PlaybackSettings(), gallery: GalleryOptions(),
        times: [0, 0.3, 1.7, 2.51, 9]
      ) { lines.append($0) }
      return lines
    }
    let first = try run()
    #expect(first.count == 5)
    #expect(try run() == first)
  }
}

@Suite struct BlocksReplayTests {
  static let script = """
    0.2 key Right
    0.233 key Right
    0.266 key Right
    1 key Tab
    1.1 key Down
    1.133 key Down
    1.3 key Up
    1.333 key Up
    1.366 key Up
    2.4 mouse press 54 17
    2.42 mouse drag 52 17
    2.44 mouse drag 50 17
    2.46 mouse drag 48 17
    2.48 mouse release 45 17
    3 end
    """

  @Test func grabScrubReverseAndRelease() throws {
    var lines: [String] = []
    try ReplayScript(Self.script).run(
      BlocksProgram(playback: PlaybackSettings(), width: 80, height: 24), options: RenderOptions()
    ) { lines.append($0) }
    let blocks = lines.filter { $0.contains("\"event\":\"block\"") }
    // A: three steps of a quarter square, then the inferred release springs it on to x = 1.
    #expect(
      blocks.prefix(3).map { $0.components(separatedBy: "\"x\":")[1].prefix(4) } == [
        "0.25", "0.5,", "0.75",
      ])
    #expect(blocks.contains { $0.contains("\"name\":\"A\",\"state\":\"settled\",\"x\":1,\"y\":0") })
    // B: pushed down half a square, dragged back up past its start: released against the move,
    // it goes back to where it began.
    #expect(
      blocks.contains { $0.contains("\"name\":\"B\",\"state\":\"grabbed\",\"x\":2,\"y\":1.5") })
    #expect(
      blocks.contains { $0.contains("\"name\":\"B\",\"state\":\"settled\",\"x\":2,\"y\":1}") })
    // C: flung left with the mouse, it lands one square left.
    #expect(blocks.contains { $0.contains("\"name\":\"C\",\"state\":\"settled\",\"x\":3,\"y\":3") })
    let pans = lines.filter {
      $0.contains("\"event\":\"pan\"") && $0.contains("\"direction\":\"left\"")
    }
    #expect(!pans.isEmpty)
  }
}

/// Golden files under Frames/, re-recorded with RECORD_FRAMES=1.
enum Golden {
  static func assert(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Frames").appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_FRAMES"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      if !recording {
        Issue.record("recorded \(name); look at it, then run again", sourceLocation: sourceLocation)
      }
      return
    }
    if expected != actual {
      Issue.record(
        Comment(rawValue: "\(name) differs:\n" + lineDiff(expected: expected, actual: actual)),
        sourceLocation: sourceLocation)
    }
  }
}

@Suite struct ReducedMotionTests {
  @Test func aTimelineOpensAtItsEndAndStillUntilScrubbed() throws {
    var program = TimelineProgram(
      RotationDemo(), playback: PlaybackSettings(reduceMotion: true), width: 80, height: 24)
    let opening = (time: program.time(at: 0), moving: program.isAnimating(at: 0))
    #expect(opening.time == RotationDemo().duration)
    #expect(!opening.moving)
    _ = program.handle(.key(.left, at: 1))
    // One step back (0.1 s) and still paused: the user moved it, nothing moves by itself.
    let scrubbed = (time: program.time(at: 1.5), moving: program.isAnimating(at: 1.5))
    expectClose(scrubbed.time, RotationDemo().duration - 0.1, within: 1e-9)
    #expect(!scrubbed.moving)
  }

  @Test func aReleasedBlockLandsAtOnce() throws {
    var program = BlocksProgram(
      playback: PlaybackSettings(reduceMotion: true), width: 80, height: 24)
    _ = program.handle(.key(.right, at: 0))
    _ = program.handle(.key(.right, at: 0.033))
    _ = program.handle(.key(.tab, at: 0.05))  // another key ends the gesture: a release
    let landed = (position: program.positions(at: 0.05)[0], moving: program.isAnimating(at: 0.05))
    #expect(landed.position == Point2D(x: 1, y: 0))
    #expect(!landed.moving)
  }
}
