import AnimationCore
import LockTestSupport
import Testing

/// Scripted timelines on a manual clock, with exact values (docs/timing-semantics.md §7).
struct PropertyAnimatorTimelineTests {
  struct Box: Sendable, Equatable {
    var value = 0.0
    var other = 0.0
  }

  static func animator(_ curve: TimingCurve = .easeInEaseOut) throws -> PropertyAnimator<Box> {
    var animator = try PropertyAnimator(model: Box(), duration: 1, timing: .curve(curve))
    try animator.addAnimations(\.value, to: 100)
    return animator
  }

  @Test func pauseScrubReverseAndContinueWithoutAJump() throws {
    var clock = ManualClock()
    var animator = try Self.animator()
    try animator.startAnimation(at: clock.now)
    clock.advance(by: 0.3)
    #expect(animator.fractionComplete(at: clock.now) == 0.3, "running: the time fraction")
    try animator.pauseAnimation(at: clock.now)
    expectClose(
      animator.fractionComplete(at: clock.now), 0.187396, within: 1e-6, "the value fraction")
    expectClose(animator.presentation(at: clock.now).value, 18.7396, within: 1e-4)

    try animator.setFractionComplete(0.8)
    expectClose(animator.presentation(at: clock.now).value, 80, within: 1e-9, "linear scrub")

    clock.advance(by: 0.1)
    try animator.setReversed(true, at: clock.now)
    expectClose(animator.fractionComplete(at: clock.now), 0.2, within: 1e-12)
    expectClose(animator.presentation(at: clock.now).value, 80, within: 1e-9, "nothing moved")

    clock.advance(to: 1)
    try animator.continueAnimation(durationFactor: 0, at: clock.now)
    // Resumes on the curve at easeInEaseOut⁻¹(0.8) = 0.690203 and runs back at the normal pace.
    expectClose(animator.presentation(at: 1).value, 80, within: 1e-4, "no jump on continue")
    expectClose(animator.fractionComplete(at: 1.2), 0.509797, within: 1e-6)
    expectClose(
      animator.presentation(at: 1.345_101).value,
      100 * TimingCurve.easeInEaseOut.value(at: 0.345_102), within: 1e-3)
    #expect(animator.advance(to: 1.69).isEmpty)
    let events = animator.advance(to: 2)
    #expect(events.count == 1)
    if case .finished(let position, let time) = events.first {
      #expect(position == .start)
      expectClose(time, 1.690203, within: 1e-6)
    }
    let model = animator.model
    #expect(model.value == 0)
  }

  @Test func aDurationFactorSetsTheRemainingTime() throws {
    var animator = try Self.animator()
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.3)
    try animator.setFractionComplete(0.8)
    try animator.setReversed(true, at: 0.4)
    try animator.continueAnimation(durationFactor: 0.5, at: 1)
    // 0.690203 of the curve in 0.5 s: half way back at 1.25 s.
    expectClose(
      animator.presentation(at: 1.25).value,
      100 * TimingCurve.easeInEaseOut.value(at: 0.690_203 / 2), within: 1e-3)
    #expect(animator.advance(to: 1.5) == [.finished(.start, at: 1.5)])
  }

  @Test func scrubbingAlongTheCurveKeepsTheTimeFraction() throws {
    var linear = try Self.animator()
    try linear.startAnimation(at: 0)
    try linear.pauseAnimation(at: 0.25)
    expectClose(linear.fractionComplete(at: 0.25), 0.129162, within: 1e-6)
    var curved = try Self.animator()
    try curved.setScrubsLinearly(false)
    try curved.startAnimation(at: 0)
    try curved.pauseAnimation(at: 0.25)
    expectClose(curved.fractionComplete(at: 0.25), 0.25, within: 1e-12)
    try curved.setFractionComplete(0.5)
    expectClose(curved.presentation(at: 0.25).value, 50, within: 1e-6, "value = curve(0.5)")
    try curved.setFractionComplete(0.25)
    expectClose(curved.presentation(at: 0.25).value, 12.9162, within: 1e-4)
  }

  @Test func aSpringContinuationStartsAtTheReleaseVelocity() throws {
    var animator = try Self.animator(.linear)
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.4)
    try animator.setFractionComplete(0.5)
    // Released at 2 fractions per second forward: 2 ÷ 0.5 remaining = 4 remaining distances/s.
    try animator.continueAnimation(
      timing: .dampedSpring(dampingRatio: 0.8, initialVelocity: 4), durationFactor: 0, at: 1)
    let h = 1e-5
    let start = animator.presentation(at: 1).value
    let slope = (animator.presentation(at: 1 + h).value - start) / h
    expectClose(start, 50, within: 1e-9, "no jump in position")
    expectClose(slope, 200, within: 0.5, "no jump in velocity: 2/s × 100")
    expectClose(animator.velocity(at: 1), 2, within: 1e-9)
    // The spring is solved to settle in the remaining schedule (0.5 × 1 s) and then ends.
    #expect(animator.advance(to: 1.49).isEmpty)
    #expect(animator.advance(to: 1.5) == [.finished(.end, at: 1.5)])
    let model = animator.model
    #expect(model.value == 100)
  }

  @Test func aPhysicalSpringRunsForItsSettlingDuration() throws {
    let spring = try Spring(stiffness: 100, damping: 20)
    var animator = try PropertyAnimator(model: Box(), duration: 3, timing: .spring(spring))
    try animator.addAnimations(\.value, to: 10)
    try animator.startAnimation(at: 0)
    expectClose(animator.presentation(at: 0.2).value, 5.93994, within: 1e-5)
    let end = spring.settlingDuration
    #expect(animator.advance(to: end - 0.01).isEmpty)
    #expect(animator.advance(to: end) == [.finished(.end, at: end)])
  }

  @Test func animationsAddedMidFlightRunForTheRemainingTime() throws {
    var animator = try Self.animator(.linear)
    try animator.startAnimation(at: 0)
    _ = animator.advance(to: 0.2)
    try animator.addAnimations(\.other, to: 10, delayFactor: 0.5)
    // Starts half way through the remaining 0.8: at 0.6, and ends with the rest at 1.
    #expect(animator.presentation(at: 0.5).other == 0)
    #expect(animator.presentation(at: 0.6).other == 0)
    expectClose(animator.presentation(at: 0.8).other, 5, within: 1e-9)
    expectClose(animator.presentation(at: 0.8).value, 80, within: 1e-9)
    _ = animator.advance(to: 1)
    let model = animator.model
    #expect(model == Box(value: 100, other: 10))
  }

  @Test func aDelayedStartHoldsTheStartUntilTheDelayHasPassed() throws {
    var animator = try PropertyAnimator(
      model: Box(), duration: 1, timing: .curve(.linear), delay: 0.5)
    try animator.addAnimations(\.value, to: 100)
    try animator.startAnimation(at: 0)
    #expect(animator.presentation(at: 0.4).value == 0)
    #expect(animator.fractionComplete(at: 0.4) == 0)
    expectClose(animator.presentation(at: 1).value, 50, within: 1e-9)
    #expect(animator.advance(to: 1.5) == [.finished(.end, at: 1.5)])
  }
}
