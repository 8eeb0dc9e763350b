/// An animation between two values (`CABasicAnimation`).
///
/// Rules (docs/timing-semantics.md §3), with the model-value correction: from+to interpolates
/// from → to; from+by from → from+by; by+to to−by → to; from alone from → model; to alone
/// model → to; by alone model → model+by; none: the presentation value captured when the
/// animation was added → model. The one-sided cases read the model live, every evaluation. The
/// timing curve shapes each iteration's progress; `isCumulative` adds (to − from) per completed
/// iteration (the delta rule: continuous at each repeat; for from = 0 it equals Core Animation's
/// documented 10k + 10p); `isAdditive` adds the result to the value underneath.
public struct BasicAnimation<Value: Interpolatable>: ValueAnimation {
  /// The start value, or `nil`.
  public var from: Value?
  /// The end value, or `nil`.
  public var to: Value?
  /// The change, or `nil`.
  public var by: Value?
  /// When and how fast the animation runs.
  public var timing: MediaTiming
  /// The timing curve applied to each iteration's progress (Core Animation's nil: linear).
  public var curve: TimingCurve
  /// Whether the result is added to the value underneath.
  public var isAdditive: Bool
  /// Whether each iteration continues from where the previous one ended.
  public var isCumulative: Bool
  /// The presentation value captured when added, for the no-value case.
  public private(set) var capturedPresentation: Value?

  /// Creates an animation; at most two of `from`, `to` and `by` may be set.
  ///
  /// Rule (§3): with all three set the combination is ambiguous, and the initializer throws.
  public init(
    from: Value? = nil, to: Value? = nil, by: Value? = nil, timing: MediaTiming = MediaTiming(),
    curve: TimingCurve = .linear, isAdditive: Bool = false, isCumulative: Bool = false
  ) throws(ParameterError) {
    if from != nil && to != nil && by != nil {
      throw ParameterError(
        owner: "BasicAnimation", field: "by", value: "set together with from and to",
        rule: "nil when from and to are both set (at most two of from, to, by)")
    }
    self.from = from
    self.to = to
    self.by = by
    self.timing = try timing.validated()
    self.curve = curve
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }

  /// The start and end values this animation interpolates between, given the live model value.
  public func endpoints(model: Value) -> (from: Value, to: Value) {
    fromToByEndpoints(
      from: from, to: to, by: by, captured: capturedPresentation, model: model)
  }

  /// The animated value at `time`, or `nil` when the animation has no effect then.
  public func value(at time: Double, model: Value, zeroDuration: Double) -> Value? {
    guard let sample = timing.sample(at: time, zeroDuration: zeroDuration) else { return nil }
    let (start, end) = endpoints(model: model)
    var result = Value.interpolate(from: start, to: end, fraction: curve.value(at: sample.progress))
    if isCumulative && sample.iteration > 0 {
      result = result + (end - start).scaled(by: Double(sample.iteration))
    }
    return result
  }

  /// Captures the presentation value for the no-value case (what implicit actions animate from).
  public func capturing(presentation: Value) -> BasicAnimation<Value> {
    guard from == nil, to == nil, by == nil else { return self }
    var copy = self
    copy.capturedPresentation = presentation
    return copy
  }
}
