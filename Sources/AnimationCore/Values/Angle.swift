/// A rotation angle in radians that is never wrapped while it animates.
///
/// Rule (docs/seeds.md "000", docs/timing-semantics.md §3): a rotation animates the scalar angle
/// (Core Animation's `rotateZ` value function), so 0 → 2π is a whole turn, 0 → −2π a whole turn the
/// other way and 0 → 4π two turns. Wrap an angle only to read a position (``normalized``). Positive
/// angles turn counter-clockwise, as in mathematics.
public struct Angle: Interpolatable, Comparable, Hashable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double

  /// Creates an angle of `radians`.
  public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of `degrees`.
  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  /// The direction of the vector (x, y), in (−π, π] (atan2).
  public init(x: Double, y: Double) {
    self.radians = Math.atan2(y, x)
  }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// A whole turn, 2π.
  public static let fullTurn = Angle(radians: 2 * .pi)

  /// The no-rotation angle.
  public static let zero = Angle(radians: 0)

  /// The cosine of the angle.
  public var cosine: Double { Math.cos(radians) }

  /// The sine of the angle.
  public var sine: Double { Math.sin(radians) }

  /// The same direction as an angle in (−π, π].
  public var normalized: Angle {
    var r = radians.remainder(dividingBy: 2 * .pi)
    if r <= -.pi { r += 2 * .pi }
    return Angle(radians: r)
  }

  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The opposite rotation.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle multiplied by `factor`.
  public func scaled(by factor: Double) -> Angle { Angle(radians: radians * factor) }
  /// The unwrapped distance |Δθ| in radians.
  public func distance(to other: Angle) -> Double { abs(other.radians - radians) }
  /// Orders angles by their unwrapped value.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The angle in radians, such as `3.14159rad`.
  public var description: String { "\(radians)rad" }
}
