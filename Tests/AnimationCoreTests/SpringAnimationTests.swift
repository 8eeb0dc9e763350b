import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §8 "SpringAnimation": the spring table through the animation, on a
/// layer, in a group and under an animator; the default duration; additive retargeting.
struct SpringAnimationTests {
  struct Box: Sendable, Equatable {
    var x: Double
  }

  static func spring(_ k: Double, _ c: Double, _ v: Double) throws -> Spring {
    try Spring(mass: 1, stiffness: k, damping: c, initialVelocity: v)
  }

  @Test(arguments: SpringTests.table)
  func theSpringTableHoldsForTheAnimation(
    _ name: String, _ k: Double, _ c: Double, _ v: Double, _ expected: [Double]
  ) throws {
    var animation = try SpringAnimation<Double>(from: 2, to: 12, spring: Self.spring(k, c, v))
    // Some of these settle before 1 s; a longer duration keeps the whole table in view.
    animation.timing.duration = 1.5
    #expect(animation.value(at: 0, model: 0) == 2)
    for (t, p) in zip(SpringTests.times, expected) {
      expectClose(
        animation.value(at: t, model: 0), 2 + 10 * p, within: 10 * Tolerance.sixDigits,
        "\(name) at \(t)")
    }
  }

  @Test(arguments: SpringTests.table)
  func theSpringTableHoldsOnALayer(
    _ name: String, _ k: Double, _ c: Double, _ v: Double, _ expected: [Double]
  ) throws {
    var layer = Layer(model: Box(x: 1))
    var animation = try SpringAnimation<Double>(from: 0, spring: Self.spring(k, c, v))
    animation.timing.beginTime = 3
    animation.timing.duration = 1.5
    layer.add(animation.on(\.x), forKey: "spring")
    let waiting = layer.presentation(at: 2.5).x
    #expect(waiting == 1, "before its begin time the model shows")
    for (t, p) in zip(SpringTests.times, expected) {
      expectClose(layer.presentation(at: 3 + t).x, p, within: Tolerance.sixDigits, "\(name) \(t)")
    }
  }

  @Test func itsDurationIsTheSettlingDurationAndItEndsOnTheModel() throws {
    let spring = try Self.spring(100, 5, 0)
    var animation = try SpringAnimation<Double>(from: 0, to: 1, spring: spring)
    #expect(animation.timing.duration == spring.settlingDuration)
    expectClose(animation.timing.duration, 2.851, within: 1e-3, "Apple's (1, 100, 5)")
    animation.timing.fillMode = .forwards
    let end = animation.timing.duration
    let held = try #require(animation.value(at: end + 5, model: 0))
    #expect(abs(held - 1) <= Spring.settlingThreshold, "the fill holds within the threshold")
    #expect(held == animation.value(at: end, model: 0))

    var layer = Layer(model: Box(x: 7))
    layer.add(animation.on(\.x), forKey: "spring")
    let moving = layer.presentation(at: 1).x
    #expect(moving != 7)
    let events = layer.advance(to: end + 0.1)
    #expect(events == [.animationDidStop(key: "spring", finished: true, time: end)])
    let after = layer.presentation(at: end + 0.1).x
    #expect(after == 7, "removed on completion: the model shows")
  }

  @Test func aShorterDurationCutsTheSpringOff() throws {
    var animation = try SpringAnimation<Double>(from: 0, to: 1, spring: Self.spring(100, 10, 0))
    animation.timing.duration = 0.2
    #expect(animation.value(at: 0.3, model: 5) == nil, "no fill: no effect after 0.2 s")
    animation.timing.fillMode = .forwards
    expectClose(animation.value(at: 0.3, model: 5), 0.849426, within: Tolerance.sixDigits)
  }

  @Test func fromToAndByCombineLikeABasicAnimation() throws {
    let spring = try Self.spring(100, 20, 0)
    let p = spring.value(at: 0.3)
    let cases: [(SpringAnimation<Double>, Double, Double)] = [
      (try SpringAnimation(from: 1, by: 4, spring: spring), 1, 5),
      (try SpringAnimation(to: 9, by: 4, spring: spring), 5, 9),
      (try SpringAnimation(from: 1, spring: spring), 1, 20),
      (try SpringAnimation(to: 9, spring: spring), 20, 9),
      (try SpringAnimation(by: 4, spring: spring), 20, 24),
    ]
    for (animation, from, to) in cases {
      expectClose(animation.value(at: 0.3, model: 20), from + (to - from) * p, within: 1e-12)
    }
    #expect(throws: ParameterError.self) {
      try SpringAnimation<Double>(from: 1, to: 2, by: 3, spring: spring)
    }
    #expect(throws: ParameterError.self) {
      try SpringAnimation<Double>(to: 1, spring: Spring(stiffness: 100, damping: 0))
    }
  }

  @Test func inAGroupItRunsOnTheGroupsTime() throws {
    let spring = try Self.spring(100, 10, 0)
    let child = try SpringAnimation<Double>(from: 0, to: 1, spring: spring)
    let group = AnimationGroup<Box>(
      [child.on(\.x)], timing: MediaTiming(beginTime: 1, duration: 4, speed: 2))
    var layer = Layer(model: Box(x: 0))
    layer.add(group, forKey: "group")
    expectClose(layer.presentation(at: 1.1).x, 0.849426, within: Tolerance.sixDigits, "0.2 s in")
  }

  @Test func anAnimatorScrubsItThroughTheLayersClock() throws {
    let spring = try Self.spring(100, 10, 0)
    let duration = spring.settlingDuration
    var layer = Layer(model: Box(x: 1))
    layer.add(try SpringAnimation<Double>(from: 0, spring: spring).on(\.x), forKey: "spring")
    var animator = PropertyAnimator(model: 0.0, clampedDuration: duration, curve: .linear)
    try animator.addAnimations { value, fraction in value = fraction * duration }
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.1)
    try animator.setFractionComplete(0.3 / duration)
    // Core Animation's scrub: speed 0, timeOffset = fraction × duration.
    layer.pause(at: 0)
    layer.timeOffset = animator.presentation(at: 50)
    expectClose(layer.presentation(at: 50).x, 1.124355, within: Tolerance.sixDigits)
    let (shown, atOffset) = (layer.presentation(at: 50), layer.presentation(atLocalTime: 0.3))
    #expect(shown == atOffset)
    let animating = layer.isAnimating(at: 50)
    #expect(!animating, "a paused layer does not move")
  }

  @Test func additiveRetargetingKeepsPositionAndVelocityContinuous() throws {
    let spring = try Self.spring(300, 22, 0)
    var layer = Layer(model: Box(x: 0))
    func retarget(to target: Double, at time: Double) throws {
      let old = layer.model.x
      layer.model.x = target
      var animation = try SpringAnimation<Double>(
        from: old - target, to: 0, spring: spring, isAdditive: true)
      animation.timing.beginTime = time
      layer.add(animation.on(\.x), forKey: "turn \(time)")
    }
    try retarget(to: 10, at: 0)
    let h = 1e-6
    for (switchTime, target) in [(0.08, 4.0), (0.15, 12.0), (0.151, -3.0)] {
      let before = layer.presentation(at: switchTime).x
      let slopeBefore = (before - layer.presentation(at: switchTime - h).x) / h
      try retarget(to: target, at: switchTime)
      let after = layer.presentation(at: switchTime).x
      let slopeAfter = (layer.presentation(at: switchTime + h).x - after) / h
      expectClose(after, before, within: 1e-12, "position at \(switchTime)")
      expectClose(slopeAfter, slopeBefore, within: 1e-3 * max(1, abs(slopeBefore)), "velocity")
    }
    let (count, animating) = (layer.animationCount, layer.isAnimating(at: 0.2))
    #expect(count == 4)
    #expect(animating)
    _ = layer.advance(to: 10)
    let (left, rest) = (layer.animationCount, layer.presentation(at: 10).x)
    #expect(left == 0)
    #expect(rest == -3)
  }

  @Test func itsVelocityIsTheDerivativeOfItsValue() throws {
    var animation = try SpringAnimation<Double>(
      from: 0, to: 5, spring: Self.spring(100, 10, 3))
    animation.timing.speed = 2
    let h = 1e-6
    for t in [0.01, 0.1, 0.3] {
      let slope =
        ((animation.value(at: t + h, model: 0) ?? 0) - (animation.value(at: t - h, model: 0) ?? 0))
        / (2 * h)
      expectClose(animation.velocity(at: t, model: 0), slope, within: 1e-4, "at \(t)")
    }
  }
}
