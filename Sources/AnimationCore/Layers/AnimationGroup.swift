/// Animations that run together in one time space (`CAAnimationGroup`).
///
/// Rules (docs/timing-semantics.md §5): children are evaluated at the group's local time, so their
/// begin times are offsets into the group and the group's speed, repeats and autoreverse apply to
/// all of them. Children are clipped, not scaled: outside the group's active interval nothing is
/// evaluated unless the group's fill holds its time. A group of duration 0 lasts 0.25 s; a child of
/// duration 0 takes the group's duration. Only the group's `isRemovedOnCompletion` counts.
public struct AnimationGroup<Model>: LayerAnimation {
  /// The children, applied in order (later ones win where they overlap).
  public var animations: [any LayerAnimation<Model>]
  /// The group's timing; its duration clips the children.
  public var timing: MediaTiming
  /// Whether the layer drops the group after its active interval.
  public var isRemovedOnCompletion: Bool

  /// Creates a group with an explicit timing (duration 0 means 0.25 s, as in Core Animation).
  public init(
    _ animations: [any LayerAnimation<Model>], timing: MediaTiming,
    removedOnCompletion: Bool = true
  ) {
    self.animations = animations
    self.timing = timing
    self.isRemovedOnCompletion = removedOnCompletion
  }

  /// Creates a group whose duration is the latest end among its children, so that nothing is
  /// clipped; `timing.duration` is overwritten.
  public init(
    fitting animations: [any LayerAnimation<Model>], timing: MediaTiming = MediaTiming(),
    removedOnCompletion: Bool = true
  ) {
    var timing = timing
    timing.duration = Self.totalDuration(of: animations)
    self.init(animations, timing: timing, removedOnCompletion: removedOnCompletion)
  }

  /// The latest end time of `animations` in their parent's time (0 when empty or all endless).
  public static func totalDuration(of animations: [any LayerAnimation<Model>]) -> Double {
    animations.reduce(0) { longest, animation in
      let end = animation.timing.endTime()
      return end.isFinite ? max(longest, end) : longest
    }
  }

  /// Applies each child at the group's local time.
  public func apply(
    to presentation: inout Model, model: Model, at time: Double, zeroDuration: Double
  ) {
    guard let local = timing.localTime(at: time, zeroDuration: zeroDuration) else { return }
    let groupDuration = timing.simpleDuration(zeroDuration: zeroDuration)
    for animation in animations {
      animation.apply(to: &presentation, model: model, at: local, zeroDuration: groupDuration)
    }
  }

  /// Lets every child capture what it needs.
  public func capturing(presentation: Model) -> AnimationGroup<Model> {
    var copy = self
    copy.animations = animations.map { $0.capturing(presentation: presentation) }
    return copy
  }
}
