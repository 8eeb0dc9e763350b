import AnimationCore
import ArgumentParser
import Foundation
import LockCLI
import LockModel
import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockApp

/// The after-pull sequence and the lock's cool-down.
struct ChoreographyTests {
  @Test func aLockoutEndsOnTimeEvenFromATinyRemainder() throws {
    let configuration = try AppOptions.parse(["--lockout", "1"]).configuration()
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    _ = core.handle(.key(.left, at: 0.2))
    _ = core.handle(.key(.enter, at: 0.5))  // a wrong pull: 30 s of cool-down until 30.5
    let deadlines = [10.25, 30.5 - 1e-10, 29.5 + 1e-10].map { core.deadline(after: $0) }
    #expect(deadlines == [10.5, 30.5, 30.5])
  }

  /// Plays `combination` (a 0.01 s-per-radian plan, no delays) at `speed` from wall time 0.1 and
  /// returns the steps the choreography traced, with the plan's end in wall seconds.
  func steps(
    _ combination: String, speed: Double
  ) throws -> (steps: [(String, Double)], end: Double) {
    let configuration = try AppOptions.parse([
      "--seconds-per-radian", "0.01", "--turn-delay", "0", "--speed", "\(speed)",
    ]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    var out = core.handle(.text(combination, at: 0))
    out += core.handle(.key(.enter, at: 0.1))
    let durationValue = core.playing { $0.plan.duration }
    let duration = try #require(durationValue)
    for frame in 1...100 { out += core.handle(.frame(at: 0.1 + Double(frame) * 0.05)) }
    let traced: [(String, Double)] = out.lines.compactMap {
      if case .own(.step(let name, let t)) = $0 { return (name, t) }
      return nil
    }
    return (traced, 0.1 + duration / speed)
  }

  @Test(arguments: [1.0, 0.5])
  func anOpeningIsJudgedThenRingAndShackleMoveTogetherThenTheGlyphFades(speed: Double) throws {
    let (steps, end) = try steps("7-9-6-1-5-2", speed: speed)
    #expect(
      steps.map(\.0) == [
        "judge", "status: open", "open", "ring fills", "shackle opens", "ring done",
      ])
    // Two beats at 120 bpm after the pull, in media seconds: 1 s, or 2 s of wall at half speed.
    let expected = [end, end, end, end, end, end + 1 / speed]
    for ((name, time), due) in zip(steps, expected) {
      expectClose(time, due, within: 1e-9, "\(name) at speed \(speed)")
    }
  }

  @Test(arguments: [1.0, 0.5])
  func aRefusalSaysSoWhileTheShackleShakesAndTheRingLeaves(speed: Double) throws {
    let (steps, end) = try steps("1-2-3-4-5-6", speed: speed)
    #expect(
      steps.map(\.0) == ["judge", "status: refused", "refusal", "shackle shakes", "ring leaves"])
    for (name, time) in steps { expectClose(time, end, within: 1e-9, "\(name) at \(speed)") }
  }

  @Test func theRefusedRingLeavesThroughTheSequenceAndThenRests() throws {
    let configuration = try AppOptions.parse([
      "--seconds-per-radian", "0.01", "--turn-delay", "0",
    ]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    _ = core.handle(.text("1-2-3-4-5-6", at: 0))
    _ = core.handle(.key(.enter, at: 0.1))
    let durationValue = core.playing { $0.plan.duration }
    let duration = try #require(durationValue)
    let end = 0.1 + duration
    _ = core.handle(.frame(at: end + 0.2))
    let leaving = core.scene(at: end + 0.2).ring
    #expect(leaving.start.radians > leaving.end.radians, "half way out, some stroke is left")
    #expect(!leaving.showsGlyph)
    let moving = core.isAnimating(at: end + 0.2)
    #expect(moving)
    _ = core.handle(.frame(at: end + 0.5))
    let gone = core.scene(at: end + 0.5).ring
    #expect(gone.start == gone.end)
    let still = core.isAnimating(at: end + 0.5)
    #expect(!still)
  }
}
