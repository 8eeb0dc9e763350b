import Testing

/// The named tolerances numbers are compared within.
public enum Tolerance {
  /// Exact arithmetic up to rounding: timing vectors, angles, sums of a few terms.
  public static let exact = 1e-12
  /// The precision docs/timing-semantics.md quotes its curve and spring vectors to (6 decimals).
  public static let sixDigits = 1e-6
  /// Four-decimal vectors (the spring solver's stiffness and damping).
  public static let fourDigits = 1e-4
}

/// Expects `actual` to be within `tolerance` of `expected`, printing both on failure.
public func expectClose(
  _ actual: Double?, _ expected: Double, within tolerance: Double,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record(
      "expected \(expected), got nil. \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected). \(comment?.rawValue ?? "")",
    sourceLocation: sourceLocation)
}
