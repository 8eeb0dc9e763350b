/// Where a property animator is along its path at any time: its phase, direction and schedule,
/// independent of the model it animates.
///
/// Kept apart from the generic ``PropertyAnimator`` so that the per-frame queries work on concrete
/// types (no generic metadata lookups or value-witness copies on the hot path). Coordinates are
/// forward: 0 is the start values, 1 the end values, whatever the direction.
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

  struct Pause: Sendable {
    var fraction: Double
    /// The exact forward value when caught in flight; nil once scrubbed.
    var value: Double?
    /// The forward time fraction when caught in flight; nil once scrubbed.
    var tau: Double?
    /// Started without animation blocks: UIKit's "transient paused" state, which starts running
    /// when the first block is added.
    var waitingForAnimations = false
  }

  enum Phase: Sendable {
    case inactive
    case running(Motion)
    case paused(Pause)
    /// Stopped at a forward value and time fraction.
    case stopped(value: Double, tau: Double)
  }

  struct Snapshot {
    /// Forward value fraction (0 start, 1 end; beyond with springs).
    var value: Double
    /// Forward time fraction, 0…1.
    var tau: Double
    /// fractionComplete along the current direction.
    var fraction: Double
  }

  let duration: Double
  let timing: AnimatorTiming
  /// The timing curve, or linear for springs.
  let curve: TimingCurve
  var isReversed = false
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
  @inline(__always)
  func directed(_ x: Double) -> Double { isReversed ? 1 - x : x }

  /// The forward value for a scrubbed fractionComplete.
  func scrubbedValue(_ fraction: Double) -> Double {
    let position = directed(fraction)
    return scrubsLinearly ? position : curve.value(at: position)
  }

  /// The forward time fraction for a scrubbed fractionComplete.
  func scrubbedTau(_ fraction: Double) -> Double {
    let position = directed(fraction)
    return scrubsLinearly ? (curve.inverse(at: position) ?? position) : position
  }

  func snapshot(at time: Double) -> Snapshot {
    switch phase {
    case .inactive:
      let start = directed(0)
      return Snapshot(value: start, tau: start, fraction: 0)
    case .paused(let pause):
      return Snapshot(
        value: pause.value ?? scrubbedValue(pause.fraction),
        tau: pause.tau ?? scrubbedTau(pause.fraction), fraction: pause.fraction)
    case .stopped(let value, let tau):
      return Snapshot(value: value, tau: tau, fraction: directed(tau))
    case .running(let motion):
      let elapsed = max(time - motion.start, 0)
      switch motion.kind {
      case .curve(let curve, let tau0, let rate):
        let tau = min(max(tau0 + rate * elapsed, 0), 1)
        return Snapshot(value: curve.value(at: tau), tau: tau, fraction: directed(tau))
      case .spring(let spring, let from, let to, let length):
        let done = elapsed >= length
        let value = done ? to : from + (to - from) * spring.value(at: elapsed)
        let timeFraction =
          length > 0 && length.isFinite ? min(elapsed / length, 1) : (done ? 1 : 0)
        let fraction = motion.fractionAtStart + (1 - motion.fractionAtStart) * timeFraction
        return Snapshot(value: value, tau: min(max(value, 0), 1), fraction: fraction)
      }
    }
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

  /// The eased fraction a block starting at `start` sees: the main value for the main block; a
  /// later block maps the rest of the run onto its own 0…1 (through the curve, or linearly for
  /// springs).
  @inline(__always)
  func blockFraction(start: Double, _ now: Snapshot) -> Double {
    guard start > 0 else { return now.value }
    let span = 1 - start
    guard span > 0 else { return now.tau >= 1 ? 1 : 0 }
    if case .running(let motion) = phase, case .spring = motion.kind {
      return max(0, (now.value - start) / span)
    }
    return curve.value(at: min(max((now.tau - start) / span, 0), 1))
  }

  /// A motion from `now` toward the end of the current direction, starting at `start`.
  ///
  /// `caughtTau` is the exact time fraction when the animation was caught in flight (resuming with
  /// the original curve there is exact); otherwise the curve resumes at curve⁻¹(value).
  func motion(
    from now: Snapshot, caughtTau: Double?, at start: Double, timing override: AnimatorTiming?,
    durationFactor: Double
  ) -> Motion {
    let target = directed(1)
    switch override ?? timing {
    case .curve(let curve):
      let resumed = override == nil ? caughtTau : nil
      let tau = resumed ?? curve.inverse(at: now.value) ?? now.tau
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
