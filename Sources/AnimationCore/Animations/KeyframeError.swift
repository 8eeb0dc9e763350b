/// Why a keyframe animation or a keyframe sequence was refused, with what to fix.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `values` was empty.
  case emptyValues
  /// A value holds NaN or infinity.
  case valueNotFinite(index: Int)
  /// `keyTimes` has the wrong number of entries for the calculation mode.
  case keyTimeCount(expected: Int, actual: Int, mode: CalculationMode)
  /// A key time is NaN or outside 0…1.
  case keyTimeOutOfRange(index: Int, value: Double)
  /// A key time is smaller than the one before it.
  case keyTimesDecreasing(index: Int, previous: Double, value: Double)
  /// Linear and cubic key times must run from exactly 0 to exactly 1.
  case keyTimesMustSpanZeroToOne(first: Double, last: Double)
  /// `timingFunctions` has the wrong number of entries (one per segment).
  case timingFunctionCount(expected: Int, actual: Int)
  /// A tension, continuity or bias entry is NaN or outside −1…1.
  case splineParameterOutOfRange(name: String, index: Int, value: Double)
  /// A relative start or duration of a keyframe block is NaN or outside 0…1, or they end past 1.
  case relativeTimeOutOfRange(start: Double, duration: Double)
  /// The animation's timing has a bad field.
  case timing(ParameterError)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .emptyValues:
      return "keyframe values are empty; give at least one value"
    case .valueNotFinite(let index):
      return "values[\(index)] is not finite; every keyframe value must be a finite number"
    case .keyTimeCount(let expected, let actual, let mode):
      let rule =
        mode == .discrete
        ? "discrete mode needs one more key time than values (n + 1, from 0 to 1)"
        : "\(mode) mode needs one key time per value"
      return "keyTimes has \(actual) entries but \(expected) are needed: \(rule)"
    case .keyTimeOutOfRange(let index, let value):
      return "keyTimes[\(index)] is \(value); key times must lie in 0…1"
    case .keyTimesDecreasing(let index, let previous, let value):
      return
        "keyTimes[\(index)] is \(value), less than keyTimes[\(index - 1)] = \(previous); key times must not decrease"
    case .keyTimesMustSpanZeroToOne(let first, let last):
      return
        "keyTimes run from \(first) to \(last); linear and cubic key times must start at 0 and end at 1"
    case .timingFunctionCount(let expected, let actual):
      return "timingFunctions has \(actual) entries; give one per segment (\(expected)) or none"
    case .splineParameterOutOfRange(let name, let index, let value):
      return "\(name)[\(index)] is \(value); tension, continuity and bias must lie in −1…1"
    case .relativeTimeOutOfRange(let start, let duration):
      return
        "a keyframe with relative start \(start) and duration \(duration) does not fit; both must be in 0…1 and start + duration ≤ 1"
    case .timing(let error):
      return error.description
    }
  }
}

/// How a keyframe animation computes the values between its keyframes
/// (`CAAnimationCalculationMode`).
public enum CalculationMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Straight lines between keyframes, each segment shaped by its timing function.
  case linear
  /// No interpolation: value i holds from key time i until key time i + 1 (n + 1 key times).
  case discrete
  /// Constant speed: key times are recomputed in proportion to segment lengths.
  case paced
  /// A Kochanek–Bartels spline through the keyframes (Catmull-Rom when tension, continuity and
  /// bias are 0).
  case cubic
  /// The cubic spline, re-timed for constant speed along it.
  case cubicPaced

  /// The mode's name as Core Animation spells it.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .discrete: return "discrete"
    case .paced: return "paced"
    case .cubic: return "cubic"
    case .cubicPaced: return "cubicPaced"
    }
  }
}
