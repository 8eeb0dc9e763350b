/// The timing of one node in the time tree: a layer, a group or an animation (`CAMediaTiming`).
///
/// All fields are plain values with Core Animation's defaults (docs/timing-semantics.md §1): begin
/// time 0, duration 0 (which means 0.25 s when evaluated), speed 1, time offset 0, no repeats, no
/// autoreverse and fill mode `.removed`. Evaluation never traps: a timing whose numbers are not
/// usable has no effect, and ``validated()`` says which field is wrong.
public struct MediaTiming: Sendable, Hashable {
  /// The duration an animation of duration 0 gets: `CATransaction.animationDuration`, 1/4 s.
  public static let defaultDuration = 0.25

  /// When the node starts, in its parent's time.
  public var beginTime: Double
  /// The length of one simple iteration in seconds; 0 means ``defaultDuration`` (or, for a child
  /// of a group, the group's duration).
  public var duration: Double
  /// How fast local time runs relative to the parent's: 2 is twice as fast, 0 freezes the node at
  /// `timeOffset`, a negative speed runs it backwards.
  public var speed: Double
  /// A shift of the node's phase in local seconds: not scaled by speed, does not move the active
  /// window, and wraps around the iteration.
  public var timeOffset: Double
  /// How many iterations to run (fractions allowed, `.infinity` forever); 0 means one.
  public var repeatCount: Double
  /// How long to keep repeating, in local seconds; used only when `repeatCount` is 0.
  public var repeatDuration: Double
  /// Whether each iteration plays forwards and then backwards.
  public var autoreverses: Bool
  /// What the node shows outside its active interval.
  public var fillMode: FillMode

  /// Creates a timing with Core Animation's defaults.
  public init() {
    self.init(duration: 0)
  }

  /// Creates a timing; every argument defaults to Core Animation's default.
  public init(
    beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }
}

extension MediaTiming {
  /// The simple duration used for evaluation: `duration`, or `zeroDuration` when it is 0.
  ///
  /// Rule (§1 step 1): an animation of duration 0 gets the transaction default 0.25 s; inside a
  /// group a child of duration 0 takes the group's duration, which callers pass as `zeroDuration`.
  @inlinable
  public func simpleDuration(zeroDuration: Double = MediaTiming.defaultDuration) -> Double {
    duration == 0 ? zeroDuration : duration
  }

  /// One cycle in local seconds: the simple duration, twice over when autoreversing.
  @inlinable
  public func cycleDuration(zeroDuration: Double = MediaTiming.defaultDuration) -> Double {
    let d = simpleDuration(zeroDuration: zeroDuration)
    return autoreverses ? 2 * d : d
  }

  /// The length of the active interval in local seconds (infinite for endless repeats).
  ///
  /// Rule (§1 step 2): `repeatCount > 0` gives cycle × repeatCount; otherwise `repeatDuration > 0`
  /// gives repeatDuration; otherwise one cycle.
  @inlinable
  public func activeDuration(zeroDuration: Double = MediaTiming.defaultDuration) -> Double {
    activeDuration(cycle: cycleDuration(zeroDuration: zeroDuration))
  }

  /// The active duration for a known cycle length (the rule above).
  @inlinable
  func activeDuration(cycle: Double) -> Double {
    if repeatCount > 0 { return cycle * repeatCount }
    if repeatDuration > 0 { return repeatDuration }
    return cycle
  }

  /// The active interval's length in the parent's time: active duration ÷ |speed| (infinite when
  /// the speed is 0, since the node then never leaves its active phase).
  public func parentDuration(zeroDuration: Double = MediaTiming.defaultDuration) -> Double {
    let active = activeDuration(zeroDuration: zeroDuration)
    if speed == 0 { return .infinity }
    return active / abs(speed)
  }

  /// The parent time at which a node running forward in parent time leaves its active phase.
  ///
  /// For a non-negative speed this is `beginTime + parentDuration` (infinite when frozen); for a
  /// negative speed the node runs from `beginTime − active ÷ |speed|` up to `beginTime`, so it is
  /// `beginTime`. Layers report an animation's completion at this time.
  public func endTime(zeroDuration: Double = MediaTiming.defaultDuration) -> Double {
    if speed < 0 { return beginTime }
    return beginTime + parentDuration(zeroDuration: zeroDuration)
  }
}
