import AnimationCore
import LockTestSupport
import Testing

/// Odd inputs that once misbehaved: NaN and infinite times, resuming on another curve, blocks
/// added while reversed, removals after the end, unusable timings, huge clock jumps.
struct RobustnessTests {
  struct Box: Sendable, Equatable {
    var x = 0.0
    var y = 0.0
  }

  @Test func nanTimesNeitherTrapNorPoisonTheAnimator() throws {
    #expect(TimingCurve.easeIn.value(at: .nan).isNaN)
    var animator = try PropertyAnimator(model: Box(), duration: 1)
    try animator.addAnimations(\.x, to: 100)
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: .nan)
    let fraction = animator.fractionComplete(at: .nan)
    #expect(fraction == 0, "NaN means the latest time seen: 0")
    try animator.continueAnimation(at: .infinity)
    expectClose(animator.presentation(at: 0.5).x, 50, within: 1e-6)
    #expect(animator.advance(to: 2) == [.finished(.end, at: 1)])
  }

  @Test func resumingOnTheOriginalCurveAfterASpringDoesNotJump() throws {
    var animator = try PropertyAnimator(model: Box(), duration: 1)
    try animator.addAnimations(\.x, to: 100)
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.25)
    try animator.continueAnimation(
      timing: .dampedSpring(dampingRatio: 1, initialVelocity: 0), at: 0.25)
    try animator.pauseAnimation(at: 0.3)
    let held = animator.presentation(at: 0.3).x
    try animator.continueAnimation(at: 0.3)
    expectClose(animator.presentation(at: 0.3).x, held, within: 1e-4)
    try animator.setReversed(true, at: 0.35)
    let before = animator.presentation(at: 0.35).x
    expectClose(animator.presentation(at: 0.35 + 1e-6).x, before, within: 1e-3)
  }

  @Test func reversingAfterALinearOverrideStaysOnThatCurve() throws {
    var animator = try PropertyAnimator(model: Box(), duration: 1)
    try animator.addAnimations(\.x, to: 100)
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.5)
    try animator.continueAnimation(timing: .curve(.linear), at: 0.5)
    let at = animator.presentation(at: 0.6).x
    try animator.setReversed(true, at: 0.6)
    expectClose(animator.presentation(at: 0.6).x, at, within: 1e-9)
  }

  @Test func finishingAtTheCurrentPositionKeepsWhatWasShown() throws {
    var animator = try PropertyAnimator(model: Box(), duration: 1)
    try animator.addAnimations(\.x, to: 100)
    try animator.addAnimations(\.y, to: 100, delayFactor: 0.5)
    try animator.startAnimation(at: 0)
    try animator.stopAnimation(withoutFinishing: false, at: 0.75)
    let shown = animator.presentation(at: 0.75)
    try animator.finishAnimation(at: .current, time: 0.8)
    let model = animator.model
    #expect(model == shown)
  }

  @Test func aBlockAddedWhileRunningBackwardsRunsOverTheRemainingTime() throws {
    var animator = try PropertyAnimator(model: Box(), duration: 1, timing: .curve(.linear))
    try animator.addAnimations(\.x, to: 100)
    try animator.startAnimation(at: 0)
    try animator.setReversed(true, at: 0.6)
    try animator.addAnimations(\.y, to: 10, at: 0.6)
    #expect(animator.presentation(at: 0.6).y == 0, "no jump when added")
    expectClose(animator.presentation(at: 0.9).y, 5, within: 1e-9)
    _ = animator.advance(to: 2)
    let model = animator.model
    #expect(model.y == 10)
  }

  @Test func theFirstBlockOfATransientlyPausedAnimatorStartsItWhenAdded() throws {
    var animator = try PropertyAnimator(model: Box(), duration: 1, timing: .curve(.linear))
    try animator.startAnimation(at: 0)
    try animator.addAnimations(\.x, to: 100, at: 10)
    expectClose(animator.presentation(at: 10.5).x, 50, within: 1e-9)
    #expect(animator.advance(to: 11) == [.finished(.end, at: 11)])
  }

  @Test func removingAnAnimationAfterItsEndReportsItFinished() throws {
    var layer = Layer(model: 0.0)
    let transaction = layer.beginTransaction()
    layer.add(
      try BasicAnimation<Double>(from: 0, to: 1, timing: MediaTiming(duration: 1))
        .on(\.self, removedOnCompletion: false), forKey: "a")
    layer.commitTransaction()
    _ = layer.advance(to: 0.5)
    layer.removeAnimation(forKey: "a", at: 2)
    #expect(
      layer.advance(to: 2) == [
        .animationDidStop(key: "a", finished: true, time: 1),
        .transactionDidComplete(transaction, time: 1),
      ])
  }

  @Test func anUnusableTimingEndsAtTheNextStepInsteadOfHoldingATransactionOpen() throws {
    var layer = Layer(model: 0.0)
    var broken = try BasicAnimation<Double>(from: 0, to: 1, timing: MediaTiming(duration: 1))
    broken.timing.beginTime = .nan
    let transaction = layer.beginTransaction()
    layer.add(broken.on(\.self), forKey: "broken")
    layer.commitTransaction()
    #expect(layer.presentation(at: 0.5) == 0)
    #expect(
      layer.advance(to: 0.5) == [
        .animationDidStop(key: "broken", finished: false, time: 0.5),
        .transactionDidComplete(transaction, time: 0.5),
      ])
  }

  @Test func aKeyframeThatEndsAHairPastOneStillBuilds() throws {
    var sequence = KeyframeSequence<Box>(duration: 1)
    try sequence.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5 + 5e-13) {
      $0.set(\.x, to: 1)
    }
    #expect(try sequence.animation(from: Box()) != nil)
  }

  @Test func aHugeClockJumpCannotHangTheSequencer() throws {
    struct Count: ~Copyable {
      var n = 0
    }
    var sequencer = try Sequencer<Count>(
      [.function("tick", duration: 1) { $0.n += 1 }], restartsAtEnd: true)
    var count = Count()
    sequencer.start(at: 0)
    #expect(sequencer.advance(to: .infinity, context: &count).isEmpty)
    let events = sequencer.advance(to: 1e12, context: &count)
    #expect(events.count <= Sequencer<Count>.stepsPerAdvance * 2)
    #expect(count.n > 0)
  }

  @Test func timeOffsetsThatOverflowHaveNoEffect() {
    let timing = MediaTiming(duration: 1, timeOffset: 1e308, repeatCount: .infinity)
    #expect(timing.progress(at: 1e308) == nil)
    #expect(TimingCurve.default.value(at: .infinity) == 1, "a flat end stays flat")
    #expect(TimingCurve.easeIn.value(at: .infinity) == .infinity)
  }
}
