/// An animation of one value over time, independent of where that value lives
/// (`CAPropertyAnimation` without its key path).
///
/// Attach one to a property of a layer's model with ``on(_:removedOnCompletion:)``; evaluate one
/// directly with ``value(at:model:zeroDuration:)``. The time argument is in the animation's parent
/// time (a layer's local time, or a group's).
public protocol ValueAnimation<Value>: Sendable {
  /// The animated value's type.
  associatedtype Value: Interpolatable

  /// When and how fast the animation runs.
  var timing: MediaTiming { get set }

  /// Whether the result is added to the value underneath instead of replacing it.
  var isAdditive: Bool { get }

  /// The animated value at `time`, or `nil` when the animation has no effect then.
  ///
  /// `model` is the property's current model value (read live by one-sided from/to/by
  /// animations); `zeroDuration` is what a duration of 0 means (0.25 s alone, the group's duration
  /// inside a group).
  func value(at time: Double, model: Value, zeroDuration: Double) -> Value?

  /// The animation with anything it captures at the moment it is added (the presentation value
  /// for a basic animation without from, to or by) filled in from `presentation`.
  func capturing(presentation: Value) -> Self
}

extension ValueAnimation {
  /// The animated value at `time` with the default 0.25 s for a duration of 0.
  public func value(at time: Double, model: Value) -> Value? {
    value(at: time, model: model, zeroDuration: MediaTiming.defaultDuration)
  }

  /// By default nothing is captured.
  public func capturing(presentation: Value) -> Self { self }
}

/// The start and end values of a from/to/by animation, given the live model value.
///
/// Rule (docs/timing-semantics.md §3, with the model-value correction): from+to: from → to;
/// from+by: from → from+by; by+to: to−by → to; from alone: from → model; to alone: model → to;
/// by alone: model → model+by; none: the presentation captured when added → model. Shared by
/// ``BasicAnimation`` and ``SpringAnimation``, whose value ranges follow the same rule.
@inline(__always)
func fromToByEndpoints<Value: Interpolatable>(
  from: Value?, to: Value?, by: Value?, captured: Value?, model: Value
) -> (from: Value, to: Value) {
  switch (from, to, by) {
  case (let from?, let to?, _): return (from, to)
  case (let from?, nil, let by?): return (from, from + by)
  case (nil, let to?, let by?): return (to - by, to)
  case (let from?, nil, nil): return (from, model)
  case (nil, let to?, nil): return (model, to)
  case (nil, nil, let by?): return (model, model + by)
  case (nil, nil, nil): return (captured ?? model, model)
  }
}
