/// A unit cubic Bézier P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), with the
/// polynomial coefficients, end slopes and a first-guess table precomputed so that evaluation
/// allocates nothing.
///
/// Rules (docs/timing-semantics.md §2, WebKit/Chromium UnitBezier): X(t) = ((ax·t + bx)·t + cx)·t with
/// cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx (the same for y). Outside 0…1 the curve
/// extends along the tangent at the nearer end, taken towards the first control point that differs
/// from that end point (P1 then P2 at the start, P2 then P1 at the end); a vertical tangent extends
/// flat; a curve whose control points all coincide with end points is linear.
struct CubicBezier: Sendable, Hashable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double
  /// dy/dx used for x < 0.
  let startSlope: Double
  /// dy/dx used for x > 1.
  let endSlope: Double
  /// Where Newton starts: usually already within the tolerance.
  private let guess: BezierInverseTable

  /// The straight line from (0, 0) to (1, 1).
  static let chord = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The solver's tolerance on |X(t) − x|.
  static let epsilon = 1e-7

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    startSlope = Self.slope(from: (0, 0), towards: (x1, y1), then: (x2, y2))
    endSlope = Self.slope(from: (1, 1), towards: (x2, y2), then: (x1, y1))
    guess = BezierInverseTable(ax: ax, bx: bx, cx: cx)
  }

  /// The slope of the tangent at `end`: towards the first of `first`, `second` that differs from
  /// it; a vertical tangent is flat (0); when both coincide with `end`, linear (1).
  private static func slope(
    from end: (Double, Double), towards first: (Double, Double), then second: (Double, Double)
  ) -> Double {
    guard let control = [first, second].first(where: { $0 != end }) else { return 1 }
    let dx = control.0 - end.0
    return dx == 0 ? 0 : (control.1 - end.1) / dx
  }

  static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inline(__always) func slopeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// Y at the parameter t where X(t) = x, with linear extension outside 0…1.
  @inline(__always)
  func value(at x: Double) -> Double {
    if x.isNaN { return x }
    if x <= 0 { return x == 0 || startSlope == 0 ? 0 : startSlope * x }
    if x >= 1 { return x == 1 || endSlope == 0 ? 1 : 1 + endSlope * (x - 1) }
    return sampleY(solveX(x))
  }

  /// The parameter t in 0…1 with |X(t) − x| < ``epsilon``: Newton from the table's estimate (at
  /// most 8 steps, abandoned when X′ is near 0 or t leaves 0…1), then bisection.
  @inline(__always)
  func solveX(_ x: Double) -> Double {
    var t = guess.estimate(x)
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < Self.epsilon { return t }
      let derivative = slopeX(t)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
      if t < 0 || t > 1 { break }
    }
    return Self.bisect(x, steps: 64, sample: sampleX)
  }

  /// Bisection on 0…1 for the parameter where a non-decreasing `sample` reaches `target`; with
  /// 100 steps it runs to full precision (for the table), otherwise it stops within ``epsilon``.
  static func bisect(_ target: Double, steps: Int, sample: (Double) -> Double) -> Double {
    var low = 0.0
    var high = 1.0
    var t = min(max(target, 0), 1)
    for _ in 0..<steps {
      let value = sample(t)
      if steps < 100 && abs(value - target) < epsilon { return t }
      if value < target { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// The x at which Y reaches `y` (0…1), for curves with y1, y2 in 0…1; otherwise `nil`.
  func inverse(at y: Double) -> Double? {
    guard y1 >= 0, y1 <= 1, y2 >= 0, y2 <= 1 else { return nil }
    if y <= 0 { return 0 }
    if y >= 1 { return 1 }
    var t = y
    var converged = false
    for _ in 0..<16 {
      let error = sampleY(t) - y
      if abs(error) < Self.epsilon {
        converged = true
        break
      }
      let derivative = slopeY(t)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
      if t < 0 || t > 1 { break }
    }
    if !converged { t = Self.bisect(y, steps: 64, sample: sampleY) }
    return sampleX(t)
  }
}
