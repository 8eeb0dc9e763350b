import ArgumentParser
import Foundation
import LockApp
import LockCLI
import LockModel
import LockRendering
import Testing

/// The edges a review found: a scrub that reaches the end, reduced motion, numbers too large to
/// compute with, the frame after motion stops, a lost mouse release, the last second of a
/// lockout, comments after an event, and a configuration that must not print its secret.
struct EdgeCaseTests {
  /// Runs an inline script with command-line `options` and returns its parsed trace.
  func replay(_ script: String, options: [String] = []) throws -> [[String: Any]] {
    let configuration = try AppOptions.parse(options).configuration(colorAvailable: false)
    return try ReplayScript(script).run(configuration: configuration).map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return object as? [String: Any] ?? [:]
    }
  }

  func events(_ trace: [[String: Any]], _ kind: String) -> [[String: Any]] {
    trace.filter { $0["event"] as? String == kind }
  }

  @Test func aScrubThatReachesThePlansEndPullsTheShackleThen() throws {
    // A 0.2 s plan: one Right step (0.25 s of plan) scrubs all of it; the opposite key at the
    // same instant must not swallow the end.
    let trace = try replay(
      """
      0 type 7-9-6-1-5-2
      0.1 key Enter
      0.15 key Right
      0.15 key Left
      2 end
      """, options: ["--seconds-per-radian", "0.01", "--turn-delay", "0"])
    let locks = events(trace, "lock")
    #expect(locks.count == 1)
    #expect(locks.first?["state"] as? String == "open")
    #expect(locks.first?["t"] as? Double == 0.15)
  }

  @Test func reducedMotionShowsEveryEffectsEndStateAtOnce() throws {
    let trace = try replay(
      """
      0.5 type 7-9-6-1-5-2
      0.6 key Enter
      3 end
      """, options: ["--reduce-motion"])
    #expect(events(trace, "lock").first?["t"] as? Double == 0.6)
    let frameTimes = events(trace, "frame").compactMap { $0["t"] as? Double }
    #expect(frameTimes.last == 0.6, "no frames after the jump: \(frameTimes)")
  }

  @Test func numbersTooLargeToComputeWithAreRefusedNotTrapped() throws {
    #expect(TraceEvent.number(1e300) == "1e+300")
    #expect(TraceEvent.number(-2e13) == "-20000000000000")
    do {
      _ = try ReplayScript("1e300 key Left")
      Issue.record("accepted a time of 1e300")
    } catch {
      #expect(
        error.description
          == "line 1: \"1e300\" is not a time; write seconds from 0 to 86400, like 1.25")
    }
    #expect(throws: ReplayError.self) { try ReplayScript("1 resize 4000000000 10") }
    #expect(throws: ReplayError.self) { try ReplayScript("1 resize 0 10") }
    #expect(throws: (any Error).self) {
      try PlanCommand.parse(["7", "--from", "9223372036854775807"])
    }
    #expect(throws: (any Error).self) { try FramesCommand.parse(["7-9-6-1-5-2", "--at", "1e300"]) }
    #expect(throws: (any Error).self) {
      try ReplayCommand.parse(["x.script", "--width", "4000000000", "--height", "4000000000"])
    }
    #expect(throws: (any Error).self) { try ReplayCommand.parse(["x.script", "--width", "-3"]) }
    for option in ["--seconds-per-radian", "--turn-delay"] {
      for (value, message) in [
        ("1e300", "\"1e300\" is not a number"),
        ("100000", "\"100000\" is out of range; use 0…86400"),
      ] {
        do {
          _ = try AppOptions.parse([option, value]).configuration()
          Issue.record("\(option) \(value) was accepted")
        } catch {
          #expect(AppOptions.message(for: error).contains(message))
        }
      }
    }
    // The largest allowed values compute without trapping.
    let plan = try PlanCommand.parse([
      "7-9-6-1-5-2", "--from", "1000000", "--seconds-per-radian", "86400",
    ]).output()
    #expect(plan.contains("7"))
  }

  @Test func theFrameAfterMotionStopsShowsTheEndState() throws {
    let configuration = try AppOptions.parse(["--fps", "10"]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    var driver = FrameDriver(fps: 10, options: RenderOptions(ascii: false, color: false))
    driver.draw(core, at: 0)
    _ = core.handle(.key(.left, at: 0.05))
    driver.markDirty()
    var time = 0.05
    var lastDrawn = 0.0
    while let due = driver.nextFrame(for: core, after: time), due < 10 {
      time = due
      _ = core.handle(.frame(at: time))
      driver.draw(core, at: time)
      lastDrawn = time
    }
    let moving = core.isAnimating(at: lastDrawn)
    let angle = core.dialAngle(at: lastDrawn).radians
    #expect(!moving, "the last frame was drawn mid-motion at \(lastDrawn)")
    #expect(angle == configuration.dial.anglePerStop.radians)
  }

  @Test func aPressWithoutAReleaseEndsTheDragItInterrupted() throws {
    let drag = """
      0.1 mouse press 14 10
      0.2 mouse drag 14 14
      """
    let released = try replay(drag + "\n0.3 mouse release 14 14\n1 snapshot\n1.1 end")
    let pressedAgain = try replay(
      drag + "\n0.3 mouse press 14 14\n0.4 mouse release 14 14\n1 snapshot\n1.1 end")
    let number = { (trace: [[String: Any]]) in events(trace, "frame").last?["number"] as? Int }
    #expect(number(released) != 0, "the drag turned the dial")
    #expect(number(pressedAgain) == number(released))
    let trail = { (trace: [[String: Any]]) in
      (events(trace, "snapshot").last?["lines"] as? [String])?.first { $0.contains("trail") }
    }
    let phases = events(pressedAgain, "gesture").compactMap { $0["phase"] as? String }
    #expect(phases == ["began", "changed", "cancelled", "began", "ended"])
    #expect(trail(pressedAgain) == trail(released))
  }

  @Test func aLockoutEndsOnTimeEvenFromATinyRemainder() throws {
    let configuration = try AppOptions.parse(["--lockout", "1"]).configuration()
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    _ = core.handle(.key(.enter, at: 0.5))  // a wrong pull: 30 s of cool-down until 30.5
    let deadlines = [10.25, 30.5 - 1e-10, 29.5 + 1e-10].map { core.deadline(after: $0) }
    #expect(deadlines == [10.5, 30.5, 30.5])
  }

  @Test func anEventMayCarryATrailingComment() throws {
    let script = try ReplayScript(
      "0.5 key Left # one stop\n0.6 type 1 # 2\n0.7 key #\n0.8 release Left\t# done")
    let steps = script.steps.map(\.step)
    #expect(steps[0] == .event(.key(.left, at: 0.5)))
    #expect(steps[1] == .event(.text("1 # 2", at: 0.6)), "typed text is taken whole")
    #expect(steps[2] == .event(.key(.character("#"), at: 0.7)))
    #expect(steps[3] == .event(.release(.left, at: 0.8)))
  }

  @Test func aRunTakenBackToItsStartLeavesAnOpenLockOpen() throws {
    let trace = try replay(
      """
      0 type 7-9-6-1-5-2
      0.01 key Enter
      1 type 1-2-3-4-5-6
      1.01 key Enter
      1.02 key r
      3 end
      """, options: ["--seconds-per-radian", "0.01", "--turn-delay", "0"])
    let locks = events(trace, "lock").compactMap { $0["state"] as? String }
    #expect(locks == ["open"], "opened once, never shut")
  }

  @Test func aConfigurationNeverPrintsItsSecret() throws {
    let configuration = try Configuration(protocol: .padlock, stops: 40, secret: "31-17-29")
    var dumped = ""
    dump(configuration, to: &dumped)
    for text in ["\(configuration)", String(reflecting: configuration), dumped] {
      #expect(!text.contains("31") && !text.contains("17") && !text.contains("29"), "\(text)")
    }
  }
}
