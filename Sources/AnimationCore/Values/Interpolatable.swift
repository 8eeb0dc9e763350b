/// A value an animation can interpolate: a vector space with a distance.
///
/// Rules (docs/timing-semantics.md §3–§4): interpolation is a + (b − a)·t, additive and cumulative
/// animations add with `+`, `by` values add and subtract, paced keyframes measure segments with
/// ``distance(to:)`` (|Δ| for scalars, Euclidean for points), and cubic keyframes combine values
/// linearly with ``scaled(by:)``. A type may override ``interpolate(from:to:fraction:)`` (the
/// shortest-path ``RotationMatrix`` does).
public protocol Interpolatable: Sendable, Equatable {
  /// The additive identity.
  static var zero: Self { get }
  /// Componentwise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Componentwise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The value multiplied by a scalar.
  func scaled(by factor: Double) -> Self
  /// The length of the straight path from this value to `other` (≥ 0).
  func distance(to other: Self) -> Double
  /// The value a `fraction` of the way from `from` to `to` (fractions outside 0…1 extrapolate).
  static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

extension Interpolatable {
  /// The default interpolation: from + (to − from)·fraction.
  public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
    from + (to - from).scaled(by: fraction)
  }
}

extension Double: Interpolatable {
  /// The value multiplied by `factor`.
  public func scaled(by factor: Double) -> Double { self * factor }
  /// |other − self|.
  public func distance(to other: Double) -> Double { abs(other - self) }
}
