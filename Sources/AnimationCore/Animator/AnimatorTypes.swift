/// The life cycle of a ``PropertyAnimator`` (`UIViewAnimatingState`).
public enum AnimatorState: Sendable, Hashable, CaseIterable {
  /// Not started, or finished: no animation is in progress.
  case inactive
  /// Started (running or paused).
  case active
  /// Stopped without finishing: values frozen until ``PropertyAnimator/finishAnimation(at:time:)``.
  case stopped
}

/// Where the animated values end up when an animation finishes (`UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Hashable, CaseIterable {
  /// The animations' final values.
  case end
  /// The values from before the animations.
  case start
  /// Wherever the values were when finishing.
  case current
}

/// How a ``PropertyAnimator`` moves from start to end.
public enum AnimatorTiming: Sendable, Hashable {
  /// Progress follows a timing curve over the animator's duration.
  case curve(TimingCurve)
  /// A physical spring used as is: a run lasts the spring's settling duration and the animator's
  /// duration is ignored (UIKit's mass/stiffness/damping parameters).
  case spring(Spring)
  /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring solved to settle
  /// within the run's duration; the velocity is in remaining distances per second.
  case dampedSpring(dampingRatio: Double, initialVelocity: Double)
}

/// Something a ``PropertyAnimator`` did as time passed or because of a call.
public enum AnimatorEvent: Sendable, Hashable {
  /// The animator finished at `position` at `time`; its completions ran.
  case finished(AnimatingPosition, at: Double)
  /// With `pausesOnCompletion`, the animation reached its end at `time` and paused there.
  case pausedAtEnd(at: Double)
}

/// A call a ``PropertyAnimator`` refused, and why; the animator is unchanged.
///
/// Rule (docs/timing-semantics.md §7): where UIKit raises an exception, lockdial returns one of these.
public enum AnimatorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The call is not allowed in the animator's current state.
  case illegalState(call: String, state: String, hint: String)
  /// The animator is not interruptible, so it cannot be paused, stopped, scrubbed or continued.
  case notInterruptible(call: String)
  /// A number was NaN, infinite or out of range.
  case invalidValue(parameter: String, value: Double, rule: String)
  /// A timing parameter was rejected.
  case invalidTiming(ParameterError)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .illegalState(let call, let state, let hint):
      return "\(call) is not allowed while the animator is \(state); \(hint)"
    case .notInterruptible(let call):
      return
        "\(call) needs an interruptible animator; set isInterruptible to true (while inactive) first"
    case .invalidValue(let parameter, let value, let rule):
      return "\(parameter) is \(value), but it must be \(rule)"
    case .invalidTiming(let error):
      return error.description
    }
  }
}
