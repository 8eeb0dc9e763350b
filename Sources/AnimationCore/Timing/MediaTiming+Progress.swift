/// Where a node is at one parent time: its phase, iteration, local time and progress.
public struct TimingSample: Sendable, Hashable {
  /// The phase of the parent time relative to the active interval.
  public var phase: TimingPhase
  /// The zero-based iteration being shown (the last one when holding the end).
  public var iteration: Int
  /// The local time within the simple duration (0…d), after autoreverse mirroring.
  ///
  /// This is the time a group passes to its children.
  public var localTime: Double
  /// `localTime` ÷ d: the un-eased progress of the current iteration, 0…1.
  public var progress: Double
}

extension MediaTiming {
  /// The phase of `parentTime` relative to the active interval (before, active or after).
  ///
  /// Rule (§1 step 3): the window coordinate `e = (parentTime − beginTime) · speed`; `e < 0` is
  /// before, `e ≥ active duration` is after (the end belongs to the after phase). A speed of 0
  /// pins `e` at 0, so a frozen node is always active.
  public func phase(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> TimingPhase {
    if speed == 0 { return .active }
    let e = (parentTime - beginTime) * speed
    if !(e >= 0) { return .before }
    if e >= activeDuration(zeroDuration: zeroDuration) { return .after }
    return .active
  }

  /// The un-eased progress of the current iteration at `parentTime`, in 0…1 after autoreverse
  /// mirroring, or `nil` when the node has no effect then.
  ///
  /// Rules (docs/timing-semantics.md §1): see ``sample(at:zeroDuration:)``. Never traps; a timing with
  /// unusable numbers (negative or NaN duration, NaN speed, …) has no effect.
  public func progress(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> Double? {
    sample(at: parentTime, zeroDuration: zeroDuration)?.progress
  }

  /// The local time (0…d, after mirroring) at `parentTime`, or `nil` when the node has no effect.
  ///
  /// This is the time a group hands to its children: nested timing composes by feeding it to the
  /// child's own ``progress(at:zeroDuration:)``, so speeds multiply down the tree.
  public func localTime(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> Double? {
    sample(at: parentTime, zeroDuration: zeroDuration)?.localTime
  }

  /// The zero-based iteration shown at `parentTime`, or `nil` when the node has no effect.
  public func iteration(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> Int? {
    sample(at: parentTime, zeroDuration: zeroDuration)?.iteration
  }

  /// Evaluates the node at `parentTime`: phase, iteration, local time and progress, or `nil` when
  /// the node has no effect.
  ///
  /// Rules (docs/timing-semantics.md §1 "The sampling chain"), one function per step:
  /// 1. d = duration, or `zeroDuration` (0.25 s, or a group's duration) when it is 0; the cycle
  ///    and the active duration A follow (``cycleDuration(zeroDuration:)``,
  ///    ``activeDuration(zeroDuration:)``).
  /// 2. Phase (`windowPhase(at:active:)`): e = (parentTime − beginTime)·speed; before, active
  ///    or after, clamped by the fill.
  /// 3. Active time (`activeTime(window:)`): t = e + timeOffset.
  /// 4. Iteration (`iteration(of:cycle:ended:)`): k = ⌊t / c⌋, u = t − k·c, the end inclusive.
  /// 5. Directed progress (`directedProgress(_:duration:)`): mirrored when autoreversing, u / d.
  public func sample(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> TimingSample? {
    let d = duration == 0 ? zeroDuration : duration
    guard d > 0, d.isFinite, speed.isFinite, timeOffset.isFinite, beginTime.isFinite,
      !repeatCount.isNaN, !repeatDuration.isNaN
    else { return nil }
    let cycle = autoreverses ? 2 * d : d
    let active = activeDuration(cycle: cycle)
    guard !active.isNaN, let (phase, e) = windowPhase(at: parentTime, active: active) else {
      return nil
    }
    let t = activeTime(window: e)
    guard t.isFinite else { return nil }
    let (iteration, u) = Self.iteration(of: t, cycle: cycle, ended: phase == .after)
    let (localTime, progress) = directedProgress(u, duration: d)
    return TimingSample(
      phase: phase, iteration: iteration, localTime: localTime, progress: progress)
  }

  /// Step 2: the phase of `parentTime` and the window coordinate e it is evaluated at, or `nil`
  /// when the node has no effect then.
  ///
  /// Rule (§1 step 3): e = (parentTime − beginTime)·speed (a speed of 0 pins e at 0, so a frozen
  /// node is always active). e < 0 is before: evaluated at 0 with a backwards fill, else no
  /// effect. e ≥ A is after (the end belongs to it): evaluated at A with a forwards fill and a
  /// finite A, else no effect. A NaN e has no effect.
  @inline(__always)
  func windowPhase(at parentTime: Double, active: Double) -> (TimingPhase, Double)? {
    let e =
      speed == 0 ? 0 : Self.localTime(ofParent: parentTime, beginTime: beginTime, speed: speed)
    if e < 0 { return fillMode.fillsBackwards ? (.before, 0) : nil }
    if e >= active { return fillMode.fillsForwards && active.isFinite ? (.after, active) : nil }
    if e.isNaN { return nil }
    return (.active, e)
  }

  /// Step 3: the active time t for a window coordinate e.
  ///
  /// Rule (§1 step 4): t = e + timeOffset; the offset is not scaled by speed and does not move
  /// the active window.
  @inline(__always)
  func activeTime(window e: Double) -> Double {
    e + timeOffset
  }

  /// Step 4: the zero-based iteration of active time `t` and the time u into its cycle (0…c).
  ///
  /// Rule (§1 step 4): k = ⌊t / c⌋, u = t − k·c; at the after end, u = 0 with t > 0 is the end of
  /// the previous cycle (u = c): the end is inclusive. u is clamped to 0…c, since ⌊t/c⌋·c can
  /// round past t by an ulp.
  @inline(__always)
  static func iteration(of t: Double, cycle: Double, ended: Bool) -> (Int, Double) {
    var k = (t / cycle).rounded(.down)
    var u = t - k * cycle
    if ended && u == 0 && t > 0 {
      u = cycle
      k -= 1
    }
    u = min(max(u, 0), cycle)
    let iteration = k >= 9.2e18 ? Int.max : (k <= -9.2e18 ? Int.min : Int(k))
    return (iteration, u)
  }

  /// Step 5: the local time within the simple duration and the progress, for time u into a
  /// cycle.
  ///
  /// Rule (§1 step 5): when autoreversing, the second half of a cycle plays backwards
  /// (u > d becomes 2d − u); progress = u / d.
  @inline(__always)
  func directedProgress(_ u: Double, duration d: Double) -> (localTime: Double, progress: Double) {
    let mirrored = autoreverses && u > d ? 2 * d - u : u
    return (mirrored, mirrored / d)
  }

  /// Local time for a parent time under a begin time, speed and offset: the one mapping every
  /// clock in lockdial uses (a node's window, a layer's local time, the app's speed clock).
  ///
  /// Rule (§1): local = (parent − beginTime)·speed + timeOffset.
  @inlinable
  public static func localTime(
    ofParent parent: Double, beginTime: Double, speed: Double, timeOffset: Double = 0
  ) -> Double {
    (parent - beginTime) * speed + timeOffset
  }

  /// The parent time at which local time reaches `local` under a begin time, speed and offset
  /// (the inverse of ``localTime(ofParent:beginTime:speed:timeOffset:)``); `nil` when the speed
  /// is 0 (local time never moves) or the local time is not finite.
  @inlinable
  public static func parentTime(
    ofLocal local: Double, beginTime: Double, speed: Double, timeOffset: Double = 0
  ) -> Double? {
    guard speed != 0, local.isFinite else { return nil }
    return beginTime + (local - timeOffset) / speed
  }
}
