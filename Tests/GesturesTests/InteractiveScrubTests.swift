import AnimationCore
import Gestures
import LockTestSupport
import Testing

/// Seed 004's recipe: grab in flight, scrub, release against the direction, let go smoothly.
struct InteractiveScrubTests {
  struct Box: Sendable {
    var value = 0.0
    var ended: AnimatingPosition?
  }

  static func animator() throws -> PropertyAnimator<Box> {
    var animator = try PropertyAnimator(model: Box(), duration: 1, timing: .curve(.linear))
    try animator.addAnimations(\.value, to: 100)
    animator.addCompletion { box, position in box.ended = position }
    return animator
  }

  @Test(arguments: [false, true])
  func aPausedGrabStaysPausedWhenLetGoIfAsked(_ keeps: Bool) throws {
    var animator = try Self.animator()
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.2)
    var scrub = InteractiveScrub(distance: 10, finish: .originalTiming)
    scrub.keepsPausedGrabsPaused = keeps
    try scrub.handle(
      PanEvent(phase: .began, translation: 0, velocity: 0, time: 0.5), animator: &animator)
    try scrub.handle(
      PanEvent(phase: .ended, translation: 3, velocity: 30, time: 0.6), animator: &animator)
    let running = animator.isRunning
    #expect(running == !keeps)
    // Scrubbed by 3 of 10 from 0.2 either way: 50 of 100 where it was let go.
    expectClose(animator.presentation(at: 0.6).value, 50, within: 1e-9)
  }

  @Test func grabScrubAndFlingBack() throws {
    var animator = try Self.animator()
    try animator.startAnimation(at: 0)
    var scrub = InteractiveScrub(distance: 10)
    try scrub.handle(
      PanEvent(phase: .began, translation: 0, velocity: 0, time: 0.3), animator: &animator)
    let runsOnceGrabbed = animator.isRunning
    #expect(runsOnceGrabbed == false, "caught in flight")
    expectClose(scrub.capturedFraction, 0.3, within: 1e-12)
    try scrub.handle(
      PanEvent(phase: .changed, translation: 2, velocity: 20, time: 0.4), animator: &animator)
    expectClose(animator.presentation(at: 0.4).value, 50, within: 1e-9)
    try scrub.handle(
      PanEvent(phase: .changed, translation: 30, velocity: 20, time: 0.5), animator: &animator)
    expectClose(animator.fractionComplete(at: 0.5), 1, within: 1e-12, "clamped")
    try scrub.handle(
      PanEvent(phase: .changed, translation: 1, velocity: -5, time: 0.6), animator: &animator)
    expectClose(animator.presentation(at: 0.6).value, 40, within: 1e-9)
    // Released moving backwards at 5 units/s = 0.5 of the animation per second.
    try scrub.handle(
      PanEvent(phase: .ended, translation: 1, velocity: -5, time: 0.7), animator: &animator)
    let reversedAfterBackwardRelease = animator.isReversed
    #expect(reversedAfterBackwardRelease)
    let runsAfterBackwardRelease = animator.isRunning
    #expect(runsAfterBackwardRelease)
    let h = 1e-5
    let slope =
      (animator.presentation(at: 0.7 + h).value - animator.presentation(at: 0.7).value) / h
    expectClose(animator.presentation(at: 0.7).value, 40, within: 1e-9)
    expectClose(slope, -50, within: 0.2)
    _ = animator.advance(to: 5)
    let modelAfterFlingFinishes = animator.model
    #expect(modelAfterFlingFinishes.ended == .start)
    let modelSettledAfterFling = animator.model
    #expect(modelSettledAfterFling.value == 0)
  }

  @Test func releasingForwardsKeepsTheDirection() throws {
    var animator = try Self.animator()
    var scrub = InteractiveScrub(distance: 10)
    try scrub.handle(
      PanEvent(phase: .began, translation: 1, velocity: 0, time: 0), animator: &animator)
    expectClose(
      animator.presentation(at: 0).value, 10, within: 1e-9, "the first step shows at once")
    try scrub.handle(
      PanEvent(phase: .ended, translation: 6, velocity: 8, time: 0.5), animator: &animator)
    let reversedAfterForwardRelease = animator.isReversed
    #expect(reversedAfterForwardRelease == false)
    expectClose(animator.velocity(at: 0.5), 0.8, within: 1e-9)
    _ = animator.advance(to: 5)
    let modelAfterReleaseFinishes = animator.model
    #expect(modelAfterReleaseFinishes.ended == .end)
  }

  @Test func aReversedAnimationScrubsTheOtherWay() throws {
    var animator = try Self.animator()
    try animator.setFractionComplete(0.5)
    try animator.setReversed(true, at: 0)
    var scrub = InteractiveScrub(distance: 10)
    try scrub.handle(
      PanEvent(phase: .began, translation: 0, velocity: 0, time: 0), animator: &animator)
    try scrub.handle(
      PanEvent(phase: .changed, translation: 2, velocity: 0, time: 0.1), animator: &animator)
    expectClose(
      animator.presentation(at: 0.1).value, 70, within: 1e-9, "translation still moves forwards")
  }

  @Test func cancellingReturnsToTheStart() throws {
    var animator = try Self.animator()
    var scrub = InteractiveScrub(distance: 10)
    try scrub.handle(
      PanEvent(phase: .began, translation: 4, velocity: 0, time: 0), animator: &animator)
    try scrub.handle(
      PanEvent(phase: .cancelled, translation: 4, velocity: 0, time: 0.2), animator: &animator)
    _ = animator.advance(to: 5)
    let modelAfterCancelFinishes = animator.model
    #expect(modelAfterCancelFinishes.ended == .start)
    let modelSettledAfterCancel = animator.model
    #expect(modelSettledAfterCancel.value == 0)
  }
}
