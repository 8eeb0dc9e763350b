extension Spring {
  /// A spring from a damping ratio and a response (SwiftUI `spring(response:dampingFraction:)`).
  ///
  /// Rule (§8): mass 1, stiffness (2π / response)², damping 4π·ζ / response. `response` must be
  /// finite and > 0, `dampingRatio` finite and ≥ 0.
  public init(
    dampingRatio: Double, response: Double, initialVelocity: Double = 0
  ) throws(ParameterError) {
    guard response.isFinite, response > 0 else {
      throw ParameterError(
        owner: "Spring", field: "response", value: response, rule: "a finite number of seconds > 0")
    }
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw ParameterError(
        owner: "Spring", field: "dampingRatio", value: dampingRatio, rule: "a finite number ≥ 0")
    }
    let omega = 2 * Double.pi / response
    try self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
      initialVelocity: initialVelocity)
  }

  /// A spring that settles within `duration` seconds, solved as UIKit does for
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` inside an animator of that duration.
  ///
  /// Rule (§8): ζ is clamped to [1.19e-7, 1] and the duration to [0.01, 10]; mass 1; ω₀ solves,
  /// with 12 Newton steps from 5 / duration, the envelope equation
  /// |(ζω₀ − v) / (ω₀√(1−ζ²))|·e^(−ζω₀T) = 0.001 (ζ < 1) or ((ω₀ − v)T + 1)·e^(−ω₀T) = 0.001
  /// (ζ = 1); then stiffness = ω₀² and damping = 2ζω₀. Throws for a NaN, infinite or
  /// non-positive duration, or a NaN or negative damping ratio.
  public init(
    duration: Double, dampingRatio: Double, initialVelocity: Double = 0
  ) throws(ParameterError) {
    guard duration.isFinite, duration > 0 else {
      throw ParameterError(
        owner: "Spring", field: "duration", value: duration, rule: "a finite number of seconds > 0")
    }
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw ParameterError(
        owner: "Spring", field: "dampingRatio", value: dampingRatio,
        rule: "a finite number ≥ 0 (values above 1 are treated as 1)")
    }
    guard initialVelocity.isFinite else {
      throw ParameterError(
        owner: "Spring", field: "initialVelocity", value: initialVelocity,
        rule: "a finite number (distances per second)")
    }
    let zeta = min(max(dampingRatio, 1.19e-7), 1)
    let time = min(max(duration, 0.01), 10)
    let omega = Self.solveNaturalFrequency(
      zeta: zeta, duration: time, velocity: initialVelocity)
    try self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
      initialVelocity: initialVelocity)
  }

  /// A spring from a perceptual duration and bounce (SwiftUI/iOS 17 `spring(duration:bounce:)`).
  ///
  /// Rule (§8): bounce ≥ 0 gives ζ = 1 − bounce, bounce < 0 gives ζ = 1 / (1 + bounce); the
  /// response is the duration. `bounce` must lie in (−1, 1].
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(ParameterError)
  {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw ParameterError(
        owner: "Spring", field: "bounce", value: bounce, rule: "a number in (−1, 1]")
    }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(dampingRatio: zeta, response: duration, initialVelocity: initialVelocity)
  }

  /// UIKit's solver for ω₀: 12 Newton steps from 5 / T on the settling envelope (see above).
  static func solveNaturalFrequency(zeta: Double, duration t: Double, velocity v: Double) -> Double
  {
    let threshold = 0.001
    var omega = 5 / t
    for _ in 0..<12 {
      let f: Double
      let slope: Double
      let decay = Math.exp(-zeta * omega * t)
      if zeta < 1 {
        let s = (1 - zeta * zeta).squareRoot()
        let a = zeta * omega - v
        let h = abs(a) / (omega * s)
        let dh = ((a < 0 ? -zeta : zeta) * omega - abs(a)) / (omega * omega * s)
        f = h * decay - threshold
        slope = (dh - h * zeta * t) * decay
      } else {
        f = ((omega - v) * t + 1) * decay - threshold
        slope = -t * t * (omega - v) * decay
      }
      guard slope != 0, slope.isFinite, f.isFinite else { break }
      let next = omega - f / slope
      omega = next > 0 ? next : omega / 2
    }
    return omega
  }
}
