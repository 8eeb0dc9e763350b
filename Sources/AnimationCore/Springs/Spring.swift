/// A damped spring that carries progress from 0 to 1 (`CASpringAnimation`,
/// `UISpringTimingParameters`).
///
/// Model (docs/timing-semantics.md §8): m·x″ + c·x′ + k·x = 0 on the displacement x from the target;
/// progress p = 1 − x with x(0) = 1 and p′(0) = initialVelocity, in units of the whole distance per
/// second, positive toward the target. ω₀ = √(k/m), ζ = c / (2√(km)). Closed forms for the under-,
/// critically and over-damped cases are precomputed at creation, so evaluation allocates nothing.
public struct Spring: Sendable, Hashable {
  /// The moving mass (Core Animation default 1).
  public let mass: Double
  /// The spring constant k (Core Animation default 100).
  public let stiffness: Double
  /// The damping coefficient c (Core Animation default 10).
  public let damping: Double
  /// The initial velocity in whole distances per second, positive toward the target.
  public let initialVelocity: Double

  let motion: Motion

  /// The three closed forms of x(t), with their constants.
  enum Motion: Sendable, Hashable {
    /// x = e^(−αt)·(cos ω_d t + b·sin ω_d t), α = ζω₀, b = (α − v₀)/ω_d.
    case underdamped(alpha: Double, omegaD: Double, b: Double)
    /// x = (1 + βt)·e^(−ω₀t), β = ω₀ − v₀.
    case critical(omega: Double, beta: Double)
    /// x = c₁e^(r₁t) + c₂e^(r₂t).
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
  }

  /// Creates a spring from its physical parameters (Core Animation's defaults: 1, 100, 10, 0).
  ///
  /// Rules (§8): mass > 0, stiffness > 0, damping ≥ 0, all finite; a finite initial velocity.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws(ParameterError) {
    func fail(_ field: String, _ value: Double, _ rule: String) -> ParameterError {
      ParameterError(owner: "Spring", field: field, value: value, rule: rule)
    }
    guard mass.isFinite, mass > 0 else { throw fail("mass", mass, "a finite number > 0") }
    guard stiffness.isFinite, stiffness > 0 else {
      throw fail("stiffness", stiffness, "a finite number > 0")
    }
    guard damping.isFinite, damping >= 0 else {
      throw fail("damping", damping, "a finite number ≥ 0")
    }
    guard initialVelocity.isFinite else {
      throw fail("initialVelocity", initialVelocity, "a finite number (distances per second)")
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.motion = Self.motion(
      omega: (stiffness / mass).squareRoot(),
      zeta: damping / (2 * (stiffness * mass).squareRoot()), velocity: initialVelocity)
  }

  private static func motion(omega: Double, zeta: Double, velocity v0: Double) -> Motion {
    if abs(zeta - 1) < 1e-9 {
      return .critical(omega: omega, beta: omega - v0)
    }
    if zeta < 1 {
      let alpha = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return .underdamped(alpha: alpha, omegaD: omegaD, b: (alpha - v0) / omegaD)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    return .overdamped(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): below 1 it oscillates, 1 is critical, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The period of the undamped oscillation, 2π / ω₀ (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The same spring starting with a different initial velocity (whole distances per second).
  public func withInitialVelocity(_ velocity: Double) throws(ParameterError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }

  /// The displacement x(t) from the target (1 at t = 0, 0 at rest).
  @inline(__always)
  func displacement(at t: Double) -> Double {
    let t = max(t, 0)
    switch motion {
    case .underdamped(let alpha, let omegaD, let b):
      return Math.exp(-alpha * t) * (Math.cos(omegaD * t) + b * Math.sin(omegaD * t))
    case .critical(let omega, let beta):
      return (1 + beta * t) * Math.exp(-omega * t)
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
    }
  }

  /// The progress at `t` seconds: 0 at the start, heading for 1 (it may overshoot).
  ///
  /// Rule (§8): p(t) = 1 − x(t) with the closed form for this damping; times before 0 count as 0.
  public func value(at t: Double) -> Double {
    1 - displacement(at: t)
  }

  /// The rate of progress at `t` seconds, in whole distances per second (p′(t) = −x′(t)).
  public func velocity(at t: Double) -> Double {
    let t = max(t, 0)
    switch motion {
    case .underdamped(let alpha, let omegaD, let b):
      let c = Math.cos(omegaD * t)
      let s = Math.sin(omegaD * t)
      return -Math.exp(-alpha * t) * ((b * omegaD - alpha) * c - (alpha * b + omegaD) * s)
    case .critical(let omega, let beta):
      return -Math.exp(-omega * t) * (beta - omega - omega * beta * t)
    case .overdamped(let r1, let r2, let c1, let c2):
      return -(c1 * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t))
    }
  }
}
