import AnimationCore

/// Estimates a pointer's velocity from its recent samples without the spikes of a naive slope.
///
/// Rules (docs/timing-semantics.md §9): the velocity is the least-squares slope of the
/// samples of the last `window` seconds, but the time those samples span counts as at least
/// `minimumSpan` (terminal mouse reports arrive in bursts: two reports 4 ms apart must not read
/// as a fling), and the result is bounded to ±`maximumSpeed`. Fewer than two samples: 0. Samples
/// older than the window are dropped as new ones come, and at most `capacity` are kept, so the
/// cost of a sample is bounded however fast reports arrive.
public struct VelocityEstimator: Sendable {
  /// How far back the estimate looks, in seconds.
  public var window: Double
  /// The shortest span the samples are taken to cover, in seconds.
  public var minimumSpan: Double
  /// The largest speed reported, in units per second.
  public var maximumSpeed: Double
  /// The most samples kept.
  public static let capacity = 64

  private var samples: [(time: Double, value: Vector2D)] = []

  /// An estimator with no samples.
  public init(window: Double = 0.08, minimumSpan: Double = 0.05, maximumSpeed: Double) {
    self.window = window
    self.minimumSpan = minimumSpan
    self.maximumSpeed = maximumSpeed
    samples.reserveCapacity(Self.capacity)
  }

  /// Forgets every sample (a new gesture).
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// Adds the position `value` at `time` (times are expected not to decrease).
  public mutating func add(_ value: Vector2D, at time: Double) {
    if samples.count == Self.capacity { samples.removeFirst() }
    samples.append((time, value))
    samples.removeAll { $0.time < time - window }
  }

  /// The velocity now, per axis, in units per second.
  public var velocity: Vector2D {
    guard samples.count >= 2, let first = samples.first, let last = samples.last else {
      return .zero
    }
    let n = Double(samples.count)
    var meanT = 0.0
    var mean = Vector2D.zero
    for sample in samples {
      meanT += sample.time / n
      mean = mean + sample.value.scaled(by: 1 / n)
    }
    var covariance = Vector2D.zero
    var variance = 0.0
    for sample in samples {
      let dt = sample.time - meanT
      covariance = covariance + (sample.value - mean).scaled(by: dt)
      variance += dt * dt
    }
    guard variance > 0 else { return .zero }
    let slope = covariance.scaled(by: 1 / variance)
    // A span shorter than the minimum scales the slope down as if it had taken that long.
    let span = last.time - first.time
    let damped = span < minimumSpan ? slope.scaled(by: span / minimumSpan) : slope
    return Vector2D(dx: bounded(damped.dx), dy: bounded(damped.dy))
  }

  private func bounded(_ speed: Double) -> Double {
    min(max(speed, -maximumSpeed), maximumSpeed)
  }
}
