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
  /// Rules (timing-semantics.md §1): see ``sample(at:zeroDuration:)``. Never traps; a timing with
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
  /// Rules (timing-semantics.md §1):
  /// 1. d = duration, or `zeroDuration` (0.25 s, or a group's duration) when it is 0.
  /// 2. cycle c = autoreverses ? 2d : d; active duration A from repeatCount or repeatDuration.
  /// 3. e = (parentTime − beginTime) · speed. e < 0: before, evaluated at e = 0 with a backwards
  ///    fill, else no effect. e ≥ A: after, evaluated at e = A with a forwards fill, else no effect.
  /// 4. t = e + timeOffset (timeOffset is not scaled by speed and does not move the window);
  ///    k = ⌊t / c⌋, u = t − k·c. At the after end, u = 0 with t > 0 means u = c (the end is
  ///    inclusive). When autoreversing and u > d, u = 2d − u.
  /// 5. progress = u / d.
  public func sample(
    at parentTime: Double, zeroDuration: Double = MediaTiming.defaultDuration
  ) -> TimingSample? {
    let d = duration == 0 ? zeroDuration : duration
    guard d > 0, d.isFinite, speed.isFinite, timeOffset.isFinite, beginTime.isFinite,
      !repeatCount.isNaN, !repeatDuration.isNaN
    else { return nil }
    let cycle = autoreverses ? 2 * d : d
    let active: Double
    if repeatCount > 0 {
      active = cycle * repeatCount
    } else if repeatDuration > 0 {
      active = repeatDuration
    } else {
      active = cycle
    }
    guard !active.isNaN else { return nil }

    var e = speed == 0 ? 0 : (parentTime - beginTime) * speed
    let phase: TimingPhase
    if e < 0 {
      guard fillMode.fillsBackwards else { return nil }
      phase = .before
      e = 0
    } else if e >= active {
      guard fillMode.fillsForwards, active.isFinite else { return nil }
      phase = .after
      e = active
    } else if e.isNaN {
      return nil
    } else {
      phase = .active
    }

    let t = e + timeOffset
    guard t.isFinite else { return nil }
    var k = (t / cycle).rounded(.down)
    var u = t - k * cycle
    if phase == .after && u == 0 && t > 0 {
      u = cycle
      k -= 1
    }
    u = min(max(u, 0), cycle)  // ⌊t/c⌋·c can round past t by an ulp
    if autoreverses && u > d { u = 2 * d - u }
    let iteration = k >= 9.2e18 ? Int.max : (k <= -9.2e18 ? Int.min : Int(k))
    return TimingSample(phase: phase, iteration: iteration, localTime: u, progress: u / d)
  }
}
