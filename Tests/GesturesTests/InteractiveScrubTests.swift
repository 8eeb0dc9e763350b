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

  @Test func grabScrubAndFlingBack() throws {
    var animator = try Self.animator()
    try animator.startAnimation(at: 0)
    var scrub = InteractiveScrub(distance: 10)
    try scrub.handle(
      PanEvent(phase: .began, translation: 0, velocity: 0, time: 0.3), animator: &animator)
    let animatorIsRunning1 = animator.isRunning
    #expect(animatorIsRunning1 == false, "caught in flight")
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
    let animatorIsReversed2 = animator.isReversed
    #expect(animatorIsReversed2)
    let animatorIsRunning3 = animator.isRunning
    #expect(animatorIsRunning3)
    let h = 1e-5
    let slope =
      (animator.presentation(at: 0.7 + h).value - animator.presentation(at: 0.7).value) / h
    expectClose(animator.presentation(at: 0.7).value, 40, within: 1e-9)
    expectClose(slope, -50, within: 0.2)
    _ = animator.advance(to: 5)
    let animatorModel4 = animator.model
    #expect(animatorModel4.ended == .start)
    let animatorModel5 = animator.model
    #expect(animatorModel5.value == 0)
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
    let animatorIsReversed6 = animator.isReversed
    #expect(animatorIsReversed6 == false)
    expectClose(animator.velocity(at: 0.5), 0.8, within: 1e-9)
    _ = animator.advance(to: 5)
    let animatorModel7 = animator.model
    #expect(animatorModel7.ended == .end)
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
    let animatorModel8 = animator.model
    #expect(animatorModel8.ended == .start)
    let animatorModel9 = animator.model
    #expect(animatorModel9.value == 0)
  }
}
