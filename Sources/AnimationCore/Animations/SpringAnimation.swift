/// An animation between two values driven by a damped spring (`CASpringAnimation`).
///
/// Rules (docs/timing-semantics.md §8 "SpringAnimation", §3):
/// - `from`, `to` and `by` combine exactly as ``BasicAnimation``'s do, one-sided cases reading
///   the model live; at most two may be set.
/// - Within the active interval the value at local time t is from + (to − from)·p(t), where p is
///   ``Spring/value(at:)``: the spring's own clock, not the iteration's eased progress, so it may
///   overshoot `to`.
/// - `timing.duration` defaults to the spring's ``Spring/settlingDuration``. In Core Animation a
///   spring animation's duration is independent of the spring: a shorter one cuts the motion off,
///   a longer one holds the spring at rest; lockdial keeps that rule for a duration set by hand.
/// - With a forwards fill it holds its value at the end of the active interval (within
///   ``Spring/settlingThreshold`` of the distance from `to` when the duration is the settling
///   duration); removed on completion, the layer shows the model again.
/// - `isAdditive` adds the value to the one underneath. Retargeting as UIKit does: move the model
///   from the old target to the new one and add an additive spring from (old − new target) to
///   zero; the springs already moving stay, so the position is continuous, and since the new one
///   starts at rest the velocity is theirs, continuous too.
public struct SpringAnimation<Value: Interpolatable>: ValueAnimation {
  /// The start value, or `nil`.
  public var from: Value?
  /// The end value, or `nil`.
  public var to: Value?
  /// The change, or `nil`.
  public var by: Value?
  /// The spring that carries progress from 0 to 1.
  public var spring: Spring
  /// Whether the result is added to the value underneath.
  public var isAdditive: Bool
  /// When and how fast the animation runs; its duration starts as the settling duration.
  public var timing: MediaTiming
  /// The presentation value captured when added, for the no-value case.
  public private(set) var capturedPresentation: Value?

  /// Creates a spring animation lasting the spring's settling duration; at most two of `from`,
  /// `to` and `by` may be set.
  ///
  /// Rule (§3): with all three set the combination is ambiguous, and the initializer throws; so
  /// does a spring that never settles (no damping), since its default duration would be endless.
  public init(
    from: Value? = nil, to: Value? = nil, by: Value? = nil, spring: Spring,
    isAdditive: Bool = false
  ) throws(ParameterError) {
    if from != nil && to != nil && by != nil {
      throw ParameterError(
        owner: "SpringAnimation", field: "by", value: "set together with from and to",
        rule: "nil when from and to are both set (at most two of from, to, by)")
    }
    let settling = spring.settlingDuration
    guard settling.isFinite else {
      throw ParameterError(
        owner: "SpringAnimation", field: "spring.damping", value: spring.damping,
        rule: "> 0, so that the spring settles (its settling duration is the default duration)")
    }
    self.from = from
    self.to = to
    self.by = by
    self.spring = spring
    self.isAdditive = isAdditive
    // A spring already at rest (settling duration 0) still lasts the shortest positive time, so
    // that duration 0 does not turn into Core Animation's 0.25 s default.
    self.timing = MediaTiming(duration: max(settling, .leastNormalMagnitude))
  }

  /// The start and end values, given the live model value (``BasicAnimation``'s rule).
  public func endpoints(model: Value) -> (from: Value, to: Value) {
    fromToByEndpoints(
      from: from, to: to, by: by, captured: capturedPresentation, model: model)
  }

  /// The value at `time`, or `nil` when the animation has no effect then.
  ///
  /// Rule: the spring runs on the iteration's local time u (0…d, §1's sampling chain, so
  /// repeats and fills apply as to any animation): from + (to − from)·p(u).
  public func value(at time: Double, model: Value, zeroDuration: Double) -> Value? {
    guard let sample = timing.sample(at: time, zeroDuration: zeroDuration) else { return nil }
    let (start, end) = endpoints(model: model)
    return Value.interpolate(from: start, to: end, fraction: spring.value(at: sample.localTime))
  }

  /// The rate of change at `time` in value units per second of the parent's time: zero outside
  /// the active interval (a fill holds still), (to − from)·p′(u)·speed inside it.
  public func velocity(at time: Double, model: Value) -> Value {
    guard let sample = timing.sample(at: time), sample.phase == .active else { return .zero }
    let (start, end) = endpoints(model: model)
    return (end - start).scaled(by: spring.velocity(at: sample.localTime) * timing.speed)
  }

  /// Captures the presentation value for the no-value case.
  public func capturing(presentation: Value) -> SpringAnimation<Value> {
    guard from == nil, to == nil, by == nil else { return self }
    var copy = self
    copy.capturedPresentation = presentation
    return copy
  }
}
