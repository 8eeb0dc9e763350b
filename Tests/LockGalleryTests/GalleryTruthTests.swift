import AnimationCore
import Foundation
import LockApp
import LockCLI
import LockGallery
import TerminalRuntime
import Testing

/// The gallery says what it shows: the sequence's conditional plays and its labels fit, the
/// captions name colours only where there are colours and follow the plane in every mode, the
/// status gives the seed's run apart from the rest, and the headless output holds what the live
/// demos show.
@Suite struct GalleryTruthTests {
  /// A demo's text frame at `t`, `width` × 24, with the options given.
  func frame(
    _ name: DemoName, at t: Double, width: Int = 80, color: Bool = false, keys: String = ""
  ) throws -> [String] {
    var lines: [String] = []
    Gallery.frames(
      name, playback: PlaybackSettings(), options: RenderOptions(color: color),
      gallery: GalleryOptions(keys: keys), times: [t], width: width, height: 24
    ) { lines.append($0) }
    return Array(lines.dropFirst())
  }

  func json(_ name: DemoName, at t: Double, keys: String = "") throws -> [String: Any] {
    var lines: [String] = []
    Gallery.json(
      name, playback: PlaybackSettings(), gallery: GalleryOptions(keys: keys), times: [t]
    ) { lines.append($0) }
    let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8))
    return try #require(object as? [String: Any])
  }

  @Test func theConditionalPlaysAfterTwoLaps() {
    let demo = SequenceDemo()
    let conditional = demo.actionNames.firstIndex(of: "only after 2 laps")
    let played = demo.steps.filter { $0.action == conditional }.map(\.kind)
    #expect(played == ["started"])
    let started = demo.steps.first { $0.action == conditional }?.time ?? 0
    #expect(demo.laps(at: started) == 3)
  }

  /// Every action's name is on screen whole at 80 and 100 columns, whenever it is shown.
  @Test(arguments: [80, 100])
  func theActionListIsNotCut(width: Int) throws {
    let demo = SequenceDemo()
    for step in demo.steps where step.action < demo.actionNames.count {
      let text = try frame(.sequence, at: step.time + 0.01, width: width).joined(separator: "\n")
      #expect(text.contains(demo.actionNames[step.action]), "\(step) at \(width)")
    }
  }

  @Test func captionsNameColoursOnlyWhenThereAreColours() throws {
    let plain = try frame(.rotation, at: 1)
    let status = plain[plain.count - 1]
    #expect(!status.contains("red") && !status.contains("blue"), "\(status)")
    #expect(status.hasSuffix("long pointer: value function · short: matrix"))
    #expect(plain.contains { $0.contains("long pointer: value function") })
    #expect(plain.contains { $0.contains("short pointer: transform matrix") })
    let coloured = try frame(.rotation, at: 1, color: true)
    #expect(coloured[coloured.count - 1].contains("long, red: value function"))
  }

  /// The caption's words hold for the plane drawn, in every calculation mode.
  @Test(arguments: CalculationMode.allCases)
  func theKeyframesCaptionFollowsThePlane(_ mode: CalculationMode) {
    let demo = KeyframesDemo(mode: mode)
    let origin = KeyframesDemo.origin
    var seen: Set<String> = []
    for step in 0...150 {
      let t = Double(step) * 0.01
      var plane = demo.plane(at: t)
      plane.alpha = min(max(plane.alpha, 0), 1)  // the cubic modes overshoot; it is drawn clamped
      let caption = demo.caption(at: t, color: false)
      seen.insert(caption)
      switch caption {
      case "on the runway", "home":
        #expect(plane.center == origin && plane.alpha == 1, "\(mode) \(t)")
      case "rolling":
        #expect(plane.center.x > origin.x && plane.tilt == .zero && plane.alpha == 1)
      case "lifting, tilting up":
        #expect(plane.center.x > origin.x && plane.tilt != .zero && plane.alpha == 1)
      case "climbing, fading out":
        #expect(plane.center.x > origin.x && plane.alpha > 0 && plane.alpha < 1)
      case "gone behind the clouds":
        #expect(plane.center.x > origin.x && plane.alpha == 0)
      case "invisible: reset to the left":
        #expect(plane.center.x < origin.x && plane.alpha == 0)
      case "fading in, taxiing back":
        #expect(plane.center.x < origin.x && plane.alpha > 0)
      default:
        Issue.record("\(mode) \(t): \(caption)")
      }
    }
    // The discrete mode jumps from invisible on the left to home; the others glide back.
    #expect(seen.contains("fading in, taxiing back") == (mode != .discrete), "\(mode): \(seen)")
  }

  @Test func theStatusGivesTheSeedsRunAndTheRestApart() throws {
    #expect(try frame(.keyframes, at: 1)[23].hasPrefix(" playing 1.00/1.50 s  1x"))
    #expect(try frame(.keyframes, at: 1.7)[23].hasPrefix(" playing 1.50/1.50 s + 0.20 s rest  1x"))
  }

  /// The chain is a quarter turn at each half second; the keyframes, eased as one run, lag it
  /// at first and meet it half-way and at the end.
  @Test func rotationJSONHasTheWorkArounds() throws {
    var angles: [(chain: Double, keyframes: Double)] = []
    for t in [0.5, 1, 2] {
      let line = try json(.rotation, at: t)
      #expect((line["cases"] as? [Any])?.count == 7)
      angles.append(
        (try #require(line["chain"] as? Double), try #require(line["keyframes"] as? Double)))
    }
    #expect(angles[0].chain == .pi / 2)
    #expect(angles[0].keyframes > 0 && angles[0].keyframes < .pi / 2)
    #expect(angles[1].chain == .pi && angles[1].keyframes == .pi)
    #expect(angles[2].chain == 0 && angles[2].keyframes == 0, "a whole turn as a matrix")
  }

  @Test func keyframesJSONHasEveryMode() throws {
    let line = try json(.keyframes, at: 0.5)
    let modes = try #require(line["modes"] as? [String: [String: Double]])
    #expect(Set(modes.keys) == Set(CalculationMode.allCases.map { "\($0)" }))
    #expect(modes["linear"]?["x"] == line["x"] as? Double)
    #expect(modes["discrete"]?["x"] != modes["linear"]?["x"])
  }

  @Test func theSpinnersConfigurationsAreReachedHeadless() throws {
    let plain = try json(.spinner, at: 2.5)
    #expect(plain["direction"] as? String == "clockwise")
    #expect(plain["kind"] as? String == "fade")
    let switched = try json(.spinner, at: 2.5, keys: "dtt")
    #expect(switched["direction"] as? String == "counterclockwise")
    #expect(switched["kind"] as? String == "moveIn")
    let rotation = try #require(plain["rotation"] as? Double)
    #expect(switched["rotation"] as? Double == -rotation)
    #expect(try frame(.spinner, at: 1, keys: "f")[21].contains("75%"))
  }

  @Test func framesTakeColourAsTheDemosDo() throws {
    let plain = try FramesCommand.parse(["7-9-6", "--at", "1"]).output()
    #expect(!plain.contains("\u{1B}["))
    let coloured = try FramesCommand.parse(["7-9-6", "--at", "1", "--color", "always"]).output()
    #expect(coloured.contains("\u{1B}[0;1mtrail\u{1B}[0m"))
    var demo: [String] = []
    try DemoArguments.parse(["rotation", "--at", "1", "--color", "always"]).output {
      demo.append($0)
    }
    #expect(demo.joined().contains("long, red: value function"))
  }
}
