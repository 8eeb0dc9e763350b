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

/// Auto-dial: the plan's group on the dial layer, driven by the animator, and its
/// edges — a scrub that reaches the end, reduced motion, a run taken back to its start.
struct AutoDialTests {
  @Test func aScrubThatReachesThePlansEndPullsTheShackleThen() throws {
    // A 0.2 s plan: one Right step (0.25 s of plan) scrubs all of it; the opposite key at the
    // same instant must not swallow the end.
    let trace = try Scripts.inline(
      """
      0 type 7-9-6-1-5-2
      0.1 key Enter
      0.15 key Right
      0.15 key Left
      2 end
      """, options: ["--seconds-per-radian", "0.01", "--turn-delay", "0"])
    let locks = Scripts.events(trace, "lock")
    #expect(locks.count == 1)
    #expect(locks.first?["state"] as? String == "open")
    #expect(locks.first?["t"] as? Double == 0.15)
  }

  @Test func reducedMotionShowsEveryEffectsEndStateAtOnce() throws {
    let trace = try Scripts.inline(
      """
      0.5 type 7-9-6-1-5-2
      0.6 key Enter
      3 end
      """, options: ["--reduce-motion"])
    #expect(Scripts.events(trace, "lock").first?["t"] as? Double == 0.6)
    let frameTimes = Scripts.events(trace, "frame").compactMap { $0["t"] as? Double }
    #expect(frameTimes.last == 0.6, "no frames after the jump: \(frameTimes)")
  }

  @Test func aRunTakenBackToItsStartLeavesAnOpenLockOpen() throws {
    let trace = try Scripts.inline(
      """
      0 type 7-9-6-1-5-2
      0.01 key Enter
      1 type 1-2-3-4-5-6
      1.01 key Enter
      1.02 key r
      3 end
      """, options: ["--seconds-per-radian", "0.01", "--turn-delay", "0"])
    let locks = Scripts.events(trace, "lock").compactMap { $0["state"] as? String }
    #expect(locks == ["open"], "opened once, never shut")
  }

  /// Seed 000's arithmetic for the demo secret on ten stops, written out: each turn starts 0.3 s
  /// after the previous one ends (the first at 0), turns 2π/10 per step at 0.7 s per radian;
  /// the (plan time, unwrapped angle) at the start and end of every turn.
  static let seedBoundaries: [(time: Double, angle: Double)] = {
    var boundaries: [(Double, Double)] = []
    var time = 0.0
    var angle = 0.0
    for (index, steps) in [7, -8, 7, -5, 4, -3].enumerated() {
      let begin = time + (index == 0 ? 0 : 0.3)
      boundaries.append((begin, angle))
      let turned = Double(steps) * 2 * .pi / 10
      time = begin + abs(turned) * 0.7
      angle += turned
      boundaries.append((time, angle))
    }
    return boundaries
  }()

  func demoCore() throws -> AppCore {
    let configuration = try AppOptions.parse([]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    _ = core.handle(.text("7-9-6-1-5-2", at: 0))
    _ = core.handle(.key(.enter, at: 1))
    return core
  }

  /// The dial layer's own presentation (its clock held by the animator) and the scene's angle.
  func shown(_ core: borrowing AppCore, at time: Double) -> (layer: Double, scene: Double) {
    (
      core.dial.layer.presentation(at: core.media(at: time)).angle.radians,
      core.dialAngle(at: time).radians
    )
  }

  @Test func playingTheDialLayerShowsTheSeedsAnglesAtTurnBoundaries() throws {
    var core = try demoCore()
    for (time, angle) in Self.seedBoundaries.dropLast() {
      _ = core.handle(.frame(at: 1 + time))
      let (layer, scene) = shown(core, at: 1 + time)
      expectClose(layer, angle, within: 1e-9, "layer at \(time)")
      expectClose(scene, angle, within: 1e-9, "scene at \(time)")
    }
    let end = try #require(Self.seedBoundaries.last)
    _ = core.handle(.frame(at: 1 + end.time + 0.01))
    let ended = !core.isPlaying
    #expect(ended, "the plan ended")
    expectClose(core.dialAngle(at: 1 + end.time + 0.01).radians, end.angle, within: 1e-9)
  }

  @Test func pausedScrubbedAndReversedTheLayerStillShowsTheSeedsAngles() throws {
    var core = try demoCore()
    let pause = Self.seedBoundaries[4]
    _ = core.handle(.key(.space, at: 1 + pause.time))
    let paused = core.animatorState
    #expect(paused == "paused")
    let held = shown(core, at: 50)
    expectClose(held.layer, pause.angle, within: 1e-9, "paused: the clock is held")
    let durationValue = core.playing { $0.plan.duration }
    let duration = try #require(durationValue)
    // Scrubbed (fractionComplete = plan time ÷ duration), forwards and then reversed.
    for reversed in [false, true] {
      if reversed { _ = core.handle(.key(.character("r"), at: 2 + pause.time)) }
      for (time, angle) in Self.seedBoundaries {
        let fraction = reversed ? 1 - time / duration : time / duration
        try core.withPlayer { try $0.animator.setFractionComplete(fraction) }
        core.holdPlanLayer(at: core.media(at: 3 + pause.time))
        let (layer, scene) = shown(core, at: 3 + pause.time)
        expectClose(layer, angle, within: 1e-9, "scrubbed to \(time), reversed \(reversed)")
        expectClose(scene, angle, within: 1e-9)
      }
    }
    // Running reversed from the start of turn 4, it is back at the end of turn 3 one delay later.
    let turn4 = Self.seedBoundaries[6]
    let turn3End = Self.seedBoundaries[5]
    try core.withPlayer { try $0.animator.setFractionComplete(1 - turn4.time / duration) }
    _ = core.handle(.key(.space, at: 10))
    let running = core.animatorState
    #expect(running == "running")
    _ = core.handle(.frame(at: 10 + (turn4.time - turn3End.time)))
    let back = shown(core, at: 10 + (turn4.time - turn3End.time))
    expectClose(back.layer, turn3End.angle, within: 1e-9)
  }

  @Test func aPausedPlanLetGoAfterAScrubStaysPausedThere() throws {
    var core = try demoCore()
    _ = core.handle(.key(.space, at: 2))
    let beforeValue = core.fraction(at: 2)
    let before = try #require(beforeValue)
    _ = core.handle(.key(.right, at: 2.5))
    _ = core.handle(.key(.right, at: 2.6))
    _ = core.handle(.frame(at: 4))  // the inferred release
    let state = core.animatorState
    #expect(state == "paused")
    let durationValue = core.playing { $0.plan.duration }
    let duration = try #require(durationValue)
    let after = core.fraction(at: 9)
    expectClose(after, before + 2 * AutoDial.secondsPerStep / duration, within: 1e-9)
  }
}
