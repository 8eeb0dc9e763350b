/// A timing function mapping a time fraction x to an output fraction y
/// (`CAMediaTimingFunction`, plus CSS step functions).
///
/// Rule (docs/timing-semantics.md §2): a cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), evaluated by solving X(t) = x and returning Y(t). The named curves use
/// Apple's control points; `.default` is (0.25, 0.1, 0.25, 1.0), not easeInEaseOut.
public struct TimingCurve: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case linear
    case bezier
    case steps(count: Int, position: StepPosition)
  }

  let kind: Kind
  /// The Bézier for `.bezier` curves, the chord otherwise.
  ///
  /// Kept outside the enum payload so that evaluation borrows it instead of copying it out.
  let bezier: CubicBezier

  init(kind: Kind) {
    self.kind = kind
    self.bezier = .chord
  }

  /// The identity y = x, which is also what a missing timing function means in Core Animation.
  public static let linear = TimingCurve(kind: .linear)
  /// Starts slowly: control points (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(bezier: CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Ends slowly: control points (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(bezier: CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Starts and ends slowly: control points (0.42, 0, 0.58, 1), UIKit's `.easeInOut`.
  public static let easeInEaseOut = TimingCurve(
    bezier: CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// Core Animation's default for implicit animations, CSS `ease`: (0.25, 0.1, 0.25, 1.0).
  public static let `default` = TimingCurve(
    bezier: CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.0))

  private init(bezier: CubicBezier) {
    self.kind = .bezier
    self.bezier = bezier
  }

  /// A cubic Bézier timing curve with control points (x1, y1) and (x2, y2).
  ///
  /// Rule: x1 and x2 must lie in 0…1 (so that X(t) is monotonic and the curve is a function);
  /// y1 and y2 may be any finite number (overshooting curves are allowed).
  public static func cubicBezier(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(ParameterError) -> TimingCurve {
    func check(_ name: String, _ value: Double, inUnit: Bool) throws(ParameterError) {
      if inUnit {
        guard value >= 0, value <= 1 else {
          throw ParameterError(
            owner: "TimingCurve", field: name, value: value, rule: "a number in 0…1")
        }
      } else {
        guard value.isFinite else {
          throw ParameterError(
            owner: "TimingCurve", field: name, value: value, rule: "a finite number")
        }
      }
    }
    try check("x1", x1, inUnit: true)
    try check("y1", y1, inUnit: false)
    try check("x2", x2, inUnit: true)
    try check("y2", y2, inUnit: false)
    return TimingCurve(bezier: CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// A step function with `count` equal steps whose jumps sit where `position` says (CSS
  /// `steps()`).
  ///
  /// Rule: `count` ≥ 1, or ≥ 2 for `.jumpNone` (which has count − 1 jumps).
  public static func steps(
    _ count: Int, position: StepPosition = .jumpEnd
  ) throws(ParameterError) -> TimingCurve {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw ParameterError(
        owner: "TimingCurve", field: "steps", value: "\(count)",
        rule: position == .jumpNone ? "at least 2 with jumpNone" : "at least 1")
    }
    return TimingCurve(kind: .steps(count: count, position: position))
  }

  /// The control points (x1, y1, x2, y2) of a Bézier curve; linear is (0, 0, 1, 1); steps have
  /// none.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch kind {
    case .linear: return (0, 0, 1, 1)
    case .bezier: return (bezier.x1, bezier.y1, bezier.x2, bezier.y2)
    case .steps: return nil
    }
  }

  /// The output fraction at time fraction `x`.
  ///
  /// Rules: inside 0…1 a Bézier is solved to |X(t) − x| ≤ 1e-7 (Newton, then bisection);
  /// outside it extends linearly along the end tangent (see `CubicBezier`). A step curve takes,
  /// exactly at a jump, the value after the jump. NaN in gives NaN out; nothing traps.
  @inline(__always)
  public func value(at x: Double) -> Double {
    switch kind {
    case .linear: return x
    case .bezier: return bezier.value(at: x)
    case .steps(let count, let position): return Self.stepValue(x, count: count, position: position)
    }
  }

  /// The time fraction x at which the curve reaches `y`, for curves that are monotonic, or `nil`.
  ///
  /// Rule: defined for linear and for Béziers whose y1 and y2 lie in 0…1 (then Y(t) never
  /// decreases); `y` is clamped to 0…1. Where the curve is flat the earliest such x is returned.
  /// Step curves and overshooting Béziers have no inverse. The property animator uses this to
  /// resume on its curve at curve⁻¹(fractionComplete) without a jump.
  public func inverse(at y: Double) -> Double? {
    guard !y.isNaN else { return nil }
    let target = min(max(y, 0), 1)
    switch kind {
    case .linear: return target
    case .bezier: return bezier.inverse(at: target)
    case .steps: return nil
    }
  }

  /// Whether the curve never decreases, so that ``inverse(at:)`` exists.
  public var isMonotonic: Bool {
    switch kind {
    case .linear: return true
    case .bezier: return bezier.y1 >= 0 && bezier.y1 <= 1 && bezier.y2 >= 0 && bezier.y2 <= 1
    case .steps: return false
    }
  }
}
