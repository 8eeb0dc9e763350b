/// Where a property animator is along its path at any time: its phase, direction and schedule,
/// independent of the model it animates.
///
/// Kept apart from the generic ``PropertyAnimator`` so that the per-frame queries work on concrete
/// types (no generic metadata lookups or value-witness copies on the hot path). Coordinates are
/// forward: 0 is the start values, 1 the end values, whatever the direction.
@usableFromInline
struct AnimatorTimeline: Sendable {
  /// A running schedule.
  struct Motion: Sendable {
    enum Kind: Sendable {
      /// τ(t) = τ₀ + rate·(t − start), clamped to 0…1; value = curve(τ).
      case curve(TimingCurve, tau0: Double, rate: Double)
      /// value = from + (to − from)·spring(t − start) until `length`, then `to`.
      case spring(Spring, from: Double, to: Double, length: Double)
    }
    var start: Double
    /// fractionComplete when the motion started (for the spring's time fraction).
    var fractionAtStart: Double
    var kind: Kind
    var end: Double
  }

  /// Where a curve motion was caught: its time fraction on its own curve.
  ///
  /// Resuming on the same curve from there is exact; on any other curve the value is inverted.
  struct Caught: Sendable {
    var tau: Double
    var curve: TimingCurve
  }

  struct Pause: Sendable {
    var fraction: Double
    /// The exact forward value when caught in flight; nil once scrubbed.
    var value: Double?
    /// Where a curve motion was caught; nil once scrubbed or after a spring.
    var caught: Caught?
    /// Started without animation blocks: UIKit's "transient paused" state, which starts running
    /// when the first block is added.
    var waitingForAnimations = false
  }

  enum Phase: Sendable {
    case inactive
    case running(Motion)
    case paused(Pause)
    /// Stopped at a forward value, with its fractionComplete.
    case stopped(value: Double, fraction: Double)
  }

  @usableFromInline
  struct Snapshot {
    /// Forward value fraction (0 start, 1 end; beyond with springs).
    @usableFromInline var value: Double
    /// fractionComplete along the current direction.
    @usableFromInline var fraction: Double
    /// Where a running curve motion is on its own curve.
    var caught: Caught?
  }

  let duration: Double
  let timing: AnimatorTiming
  /// The timing curve, or linear for springs.
  let curve: TimingCurve
  @usableFromInline var isReversed = false
  var scrubsLinearly = true
  var phase: Phase = .inactive

  init(duration: Double, timing: AnimatorTiming) {
    self.duration = duration
    self.timing = timing
    if case .curve(let curve) = timing {
      self.curve = curve
    } else {
      self.curve = .linear
    }
  }

  /// x measured along the current direction ↔ forward coordinates (the map is its own inverse).
  @inlinable
  func directed(_ x: Double) -> Double { isReversed ? 1 - x : x }

  /// The forward value for a scrubbed fractionComplete.
  func scrubbedValue(_ fraction: Double) -> Double {
    let position = directed(fraction)
    return scrubsLinearly ? position : curve.value(at: position)
  }

  @usableFromInline
  func snapshot(at time: Double) -> Snapshot {
    switch phase {
    case .inactive:
      return Snapshot(value: directed(0), fraction: 0, caught: nil)
    case .paused(let pause):
      return Snapshot(
        value: pause.value ?? scrubbedValue(pause.fraction), fraction: pause.fraction,
        caught: pause.caught)
    case .stopped(let value, let fraction):
      return Snapshot(value: value, fraction: fraction, caught: nil)
    case .running(let motion):
      let elapsed = max(time - motion.start, 0)
      switch motion.kind {
      case .curve(let curve, let tau0, let rate):
        let tau = min(max(tau0 + rate * elapsed, 0), 1)
        return Snapshot(
          value: curve.value(at: tau), fraction: directed(tau),
          caught: Caught(tau: tau, curve: curve))
      case .spring(let spring, let from, let to, let length):
        let done = elapsed >= length
        let value = done ? to : from + (to - from) * spring.value(at: elapsed)
        let timeFraction =
          length > 0 && length.isFinite ? min(elapsed / length, 1) : (done ? 1 : 0)
        let fraction = motion.fractionAtStart + (1 - motion.fractionAtStart) * timeFraction
        return Snapshot(value: value, fraction: fraction, caught: nil)
      }
    }
  }

  /// Whether the animator has not started (or has finished).
  @usableFromInline
  var isInactive: Bool {
    if case .inactive = phase { return true }
    return false
  }

  /// When the running motion ends; nil unless running.
  @usableFromInline
  var runningEnd: Double? {
    guard case .running(let motion) = phase else { return nil }
    return motion.end
  }

  /// d(forward value)/dt at `time`: 0 unless running.
  func velocity(at time: Double) -> Double {
    guard case .running(let motion) = phase, time < motion.end else { return 0 }
    let elapsed = max(time - motion.start, 0)
    switch motion.kind {
    case .curve(let curve, let tau0, let rate):
      let tau = min(max(tau0 + rate * elapsed, 0), 1)
      guard tau > 0, tau < 1 else { return 0 }
      let h = 1e-6
      return (curve.value(at: tau + h) - curve.value(at: tau - h)) / (2 * h) * rate
    case .spring(let spring, let from, let to, _):
      return (to - from) * spring.velocity(at: elapsed)
    }
  }

  /// The fraction an animation block sees at forward value `value`, for a block that goes from
  /// its start at value `from` to its end at value `to`.
  ///
  /// The main block (0 → 1) sees the value itself, springs' overshoot included. A later block
  /// maps its stretch of the value linearly onto 0…1 (clamped below, so it waits at its start):
  /// being a function of the value alone, no block can jump when the animator pauses, reverses
  /// or changes timing.
  @inlinable
  static func blockFraction(from: Double, to: Double, value: Double) -> Double {
    if from == 0 && to == 1 { return value }
    guard to != from else { return (to < 1 ? value <= to : value >= to) ? 1 : 0 }
    return max(0, (value - from) / (to - from))
  }

  /// A motion from `now` toward the end of the current direction, starting at `start`.
  ///
  /// A curve resumes where `now` was caught if it was caught on that same curve (exact), else at
  /// curve⁻¹(value) (no jump); a curve without an inverse (steps) resumes at the directed
  /// fractionComplete and may jump.
  func motion(
    from now: Snapshot, at start: Double, timing override: AnimatorTiming?,
    durationFactor: Double
  ) -> Motion {
    let target = directed(1)
    switch override ?? timing {
    case .curve(let curve):
      let caughtTau = now.caught.flatMap { $0.curve == curve ? $0.tau : nil }
      let tau = caughtTau ?? curve.inverse(at: now.value) ?? directed(now.fraction)
      let remaining = abs(target - tau)
      let length = durationFactor == 0 ? remaining * duration : durationFactor * duration
      guard length > 0, remaining > 0 else {
        return Motion(
          start: start, fractionAtStart: now.fraction,
          kind: .curve(curve, tau0: target, rate: 0), end: start)
      }
      return Motion(
        start: start, fractionAtStart: now.fraction,
        kind: .curve(curve, tau0: tau, rate: (target - tau) / length), end: start + length)
    case .spring(let spring):
      let length = durationFactor > 0 ? durationFactor * duration : spring.settlingDuration
      return Motion(
        start: start, fractionAtStart: now.fraction,
        kind: .spring(spring, from: now.value, to: target, length: length), end: start + length)
    case .dampedSpring(let ratio, let velocity):
      let remaining = abs(target - now.value)
      let length = durationFactor > 0 ? durationFactor * duration : remaining * duration
      guard length > 0,
        let spring = try? Spring(
          duration: max(length, 0.01), dampingRatio: ratio, initialVelocity: velocity)
      else {
        return Motion(
          start: start, fractionAtStart: now.fraction,
          kind: .curve(.linear, tau0: target, rate: 0), end: start)
      }
      return Motion(
        start: start, fractionAtStart: now.fraction,
        kind: .spring(spring, from: now.value, to: target, length: length), end: start + length)
    }
  }
}
