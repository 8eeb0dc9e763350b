extension Spring {
  /// The displacement below which a spring counts as settled: |x| < 8.3e-4 of the distance.
  ///
  /// Fitted so that Apple's documented settling durations come out (docs/timing-semantics.md §8:
  /// (1, 100, 5) ≈ 2.851 s and (1, 100, 15) ≈ 1.001 s); Apple does not publish the algorithm.
  public static let settlingThreshold = 8.3e-4

  /// How long the motion takes to stay within ``settlingThreshold`` of the target, in seconds.
  ///
  /// Rule (§8): independent of the from and to values. Under-damped: ln(A/ε) / (ζω₀) with the
  /// envelope amplitude A = √(1 + ((ζω₀ − v₀)/ω_d)²). Critically and over-damped: the time at which
  /// the envelope (1 + |ω₀ − v₀|·t)·e^(−ω₀t), or |c₁|e^(r₁t) + |c₂|e^(r₂t), falls to ε for the
  /// last time. An undamped spring never settles (infinity).
  public var settlingDuration: Double {
    let epsilon = Self.settlingThreshold
    switch motion {
    case .underdamped(let alpha, _, let b):
      guard alpha > 0 else { return .infinity }
      let amplitude = (1 + b * b).squareRoot()
      return max(0, Math.log(amplitude / epsilon) / alpha)
    case .critical(let omega, let beta):
      return Self.lastCrossing(of: epsilon, scale: 1 / omega) { t in
        (1 + abs(beta) * t) * Math.exp(-omega * t)
      }
    case .overdamped(let r1, let r2, let c1, let c2):
      return Self.lastCrossing(of: epsilon, scale: -1 / r1) { t in
        abs(c1) * Math.exp(r1 * t) + abs(c2) * Math.exp(r2 * t)
      }
    }
  }

  /// The last time a decaying envelope falls to `level`: doubling from `scale` until it is below,
  /// then bisection (the envelopes here rise at most once, so the crossing is unique).
  private static func lastCrossing(
    of level: Double, scale: Double, envelope: (Double) -> Double
  ) -> Double {
    if envelope(0) < level { return 0 }
    var low = 0.0
    var high = max(scale, 1e-6)
    while envelope(high) >= level {
      low = high
      high *= 2
      if high > 1e9 { return .infinity }
    }
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if envelope(middle) >= level { low = middle } else { high = middle }
    }
    return high
  }
}
