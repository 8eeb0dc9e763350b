/// A 2-D velocity or displacement (`CGVector`): what a pan's translation and velocity are, and
/// what a spring's initial velocity is when it moves a point.
///
/// Rule: components add, subtract and scale independently; the length is Euclidean. Kept apart
/// from ``Point2D`` so that a position is never passed where a velocity is meant.
public struct Vector2D: Interpolatable, Hashable {
  /// The horizontal component (positive to the right).
  public var dx: Double
  /// The vertical component (positive downwards, as rows grow on screen).
  public var dy: Double

  /// A vector from its components.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// No motion.
  public static let zero = Vector2D(dx: 0, dy: 0)

  /// Componentwise sum.
  public static func + (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// Componentwise difference.
  public static func - (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// Both components times `factor`.
  public func scaled(by factor: Double) -> Vector2D { Vector2D(dx: dx * factor, dy: dy * factor) }

  /// The Euclidean length of the difference.
  public func distance(to other: Vector2D) -> Double { (other - self).length }

  /// The Euclidean length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }
}
