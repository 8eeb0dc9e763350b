/// A point or offset in the plane, interpolated componentwise.
public struct Point2D: Interpolatable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates the point (x, y).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point2D(x: 0, y: 0)
  /// Componentwise sum.
  public static func + (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// Componentwise difference.
  public static func - (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  /// Both coordinates multiplied by `factor`.
  public func scaled(by factor: Double) -> Point2D { Point2D(x: x * factor, y: y * factor) }
  /// The Euclidean distance.
  public func distance(to other: Point2D) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// The visible part of a stroked path, as fractions of its length (`strokeStart`, `strokeEnd`).
///
/// docs/seeds.md "002": the spinner's half stroke is (0, 0.5) and fills to (0, 1). Interpolated
/// componentwise; neither end is clamped while animating.
public struct StrokeRange: Interpolatable, Hashable {
  /// Where the visible stroke begins, 0…1.
  public var start: Double
  /// Where the visible stroke ends, 0…1.
  public var end: Double

  /// Creates the range from `start` to `end`.
  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }

  /// The empty range at 0.
  public static let zero = StrokeRange(start: 0, end: 0)
  /// Componentwise sum.
  public static func + (lhs: StrokeRange, rhs: StrokeRange) -> StrokeRange {
    StrokeRange(start: lhs.start + rhs.start, end: lhs.end + rhs.end)
  }
  /// Componentwise difference.
  public static func - (lhs: StrokeRange, rhs: StrokeRange) -> StrokeRange {
    StrokeRange(start: lhs.start - rhs.start, end: lhs.end - rhs.end)
  }
  /// Both ends multiplied by `factor`.
  public func scaled(by factor: Double) -> StrokeRange {
    StrokeRange(start: start * factor, end: end * factor)
  }
  /// The Euclidean distance between the (start, end) pairs.
  public func distance(to other: StrokeRange) -> Double {
    let a = other.start - start
    let b = other.end - end
    return (a * a + b * b).squareRoot()
  }
}
