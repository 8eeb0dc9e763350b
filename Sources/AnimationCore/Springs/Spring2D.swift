/// A spring moving a point: one mass, stiffness and damping, and an initial velocity per axis
/// (`UISpringTimingParameters(dampingRatio:initialVelocity:)` with a `CGVector`).
///
/// Rules (docs/timing-semantics.md §8): each axis is a ``Spring`` with the same physical
/// parameters and its own initial velocity, in whole distances per second of that axis. For a
/// motion along one axis only the component along it matters (``along(_:)``), as UIKit uses only
/// `dx` for a property that is not a position. The existing scalar initializers of ``Spring``
/// stay; this adds the 2-D form.
public struct Spring2D: Sendable, Hashable {
  /// The horizontal spring.
  public let x: Spring
  /// The vertical spring.
  public let y: Spring

  /// Both axes from `base`'s parameters with the given initial velocity.
  public init(_ base: Spring, initialVelocity: Vector2D) throws(ParameterError) {
    x = try base.withInitialVelocity(initialVelocity.dx)
    y = try base.withInitialVelocity(initialVelocity.dy)
  }

  /// A spring from a damping ratio and a response, as ``Spring/init(dampingRatio:response:initialVelocity:)``.
  public init(
    dampingRatio: Double, response: Double, initialVelocity: Vector2D
  ) throws(ParameterError) {
    try self.init(
      try Spring(dampingRatio: dampingRatio, response: response), initialVelocity: initialVelocity)
  }

  /// A spring that settles within `duration`, as ``Spring/init(duration:dampingRatio:initialVelocity:)``.
  ///
  /// Rule (§8): ω₀ is solved for the component of larger magnitude (the faster axis settles
  /// within `duration`, the slower one sooner), and both axes share it.
  public init(
    duration: Double, dampingRatio: Double, initialVelocity: Vector2D
  ) throws(ParameterError) {
    let dominant =
      abs(initialVelocity.dx) >= abs(initialVelocity.dy)
      ? initialVelocity.dx : initialVelocity.dy
    guard initialVelocity.dx.isFinite, initialVelocity.dy.isFinite else {
      throw ParameterError(
        owner: "Spring2D", field: "initialVelocity",
        value: "(\(initialVelocity.dx), \(initialVelocity.dy))",
        rule: "two finite numbers (distances per second)")
    }
    try self.init(
      try Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: dominant),
      initialVelocity: initialVelocity)
  }

  /// The progress of each axis at `t` seconds (0 → 1, possibly overshooting).
  public func value(at t: Double) -> Vector2D {
    Vector2D(dx: x.value(at: t), dy: y.value(at: t))
  }

  /// The rate of progress of each axis at `t`, in whole distances per second.
  public func velocity(at t: Double) -> Vector2D {
    Vector2D(dx: x.velocity(at: t), dy: y.velocity(at: t))
  }

  /// The spring of the axis `direction` points along (its larger component; x on a tie).
  public func along(_ direction: Vector2D) -> Spring {
    abs(direction.dx) >= abs(direction.dy) ? x : y
  }

  /// How long until both axes have settled (the longer of the two).
  public var settlingDuration: Double { max(x.settlingDuration, y.settlingDuration) }
}
