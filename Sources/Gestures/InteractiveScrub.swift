import AnimationCore

/// The recipe of docs/seeds.md "004" for grabbing an animation with a pan gesture, as a reusable
/// controller over a ``PropertyAnimator``.
///
/// Rules (docs/timing-semantics.md §9):
/// - `.began`: pause the animator (catching it in flight if running) and capture fractionComplete.
/// - `.changed`: fractionComplete = captured ± translation ÷ `distance` (minus when reversed),
///   clamped to 0…1.
/// - `.ended`: if the release velocity points against the animation's direction, reverse it; then
///   continue with a damped spring whose initial velocity equals the release velocity, so neither
///   position nor velocity jumps. Duration factor 0: the spring is sized to the remaining distance
///   at the animator's own pace (remaining fraction × duration). With ``Finish/originalTiming``
///   it continues on its own timing instead.
/// - `.cancelled`: send the animation back to its start the same way, from rest.
/// - A release with no velocity goes on the way the animation was going, or with
///   ``RestingRelease/followsTranslation`` the way the gesture moved it since the grab.
/// - With `keepsPausedGrabsPaused`, a gesture that grabbed a paused animation ends
///   (or is cancelled) by leaving it paused where the scrub left it, as a paused video's
///   scrubber does; a running one goes on as above.
///
/// `distance` is the translation that scrubs the whole animation (fractionComplete 0 → 1).
public struct InteractiveScrub: Sendable {
  /// How the animation goes on after the gesture ends.
  public enum Finish: Sendable, Hashable {
    /// A damped spring carrying the release velocity (the seed's recipe).
    case spring(dampingRatio: Double)
    /// The animator's own timing, at its own pace (for long timelines, such as a dialing plan,
    /// where a spring over the whole remainder would not read as "play on").
    case originalTiming
  }

  /// Which way the animation goes on after a release with no velocity.
  public enum RestingRelease: Sendable, Hashable {
    /// The way it was going (a key tap on a long timeline nudges it and lets it play on).
    case keepsDirection
    /// The way the gesture moved it since the grab: back to the start when it was dragged
    /// back (a short move, such as a block's slide, whose key release carries no velocity).
    case followsTranslation
  }

  /// Translation units for the whole animation.
  public var distance: Double
  /// How the animation goes on after the gesture ends.
  public var finish: Finish
  /// fractionComplete when the gesture began.
  public private(set) var capturedFraction = 0.0
  /// Whether a gesture that grabbed a paused animation leaves it paused when it ends.
  public var keepsPausedGrabsPaused = false
  /// Which way a release with no velocity sends the animation.
  public var restingRelease = RestingRelease.keepsDirection
  /// Whether the gesture under way grabbed a paused animation.
  private var grabbedPaused = false

  /// Creates a controller for gestures whose translation `distance` spans the animation.
  public init(distance: Double, finish: Finish = .spring(dampingRatio: 0.9)) {
    self.distance = distance
    self.finish = finish
  }

  /// Applies one gesture update to `animator` and returns what the animator did on its own up
  /// to the event's time.
  ///
  /// The animator is first advanced to the event's time, so a run that ended before the gesture
  /// reports `.finished` here (and the caller must act on it: the animator is then inactive).
  @discardableResult
  public mutating func handle<Model: Sendable>(
    _ event: PanEvent, animator: inout PropertyAnimator<Model>
  ) throws(AnimatorError) -> [AnimatorEvent] {
    if event.phase == .began { grabbedPaused = !animator.isRunning }
    let passed = animator.advance(to: event.time)
    if passed.contains(where: { if case .finished = $0 { true } else { false } }) {
      return passed
    }
    switch event.phase {
    case .began:
      try animator.pauseAnimation(at: event.time)
      capturedFraction = animator.fractionComplete(at: event.time)
      try scrub(to: event.translation, animator: &animator)
    case .changed:
      try scrub(to: event.translation, animator: &animator)
    case .ended where keepsPausedGrabsPaused && grabbedPaused,
      .cancelled where keepsPausedGrabsPaused && grabbedPaused:
      try scrub(to: event.translation, animator: &animator)
    case .ended:
      try scrub(to: event.translation, animator: &animator)
      let forward = distance != 0 ? event.velocity / distance : 0
      if let backwards = releasedBackwards(forward: forward, translation: event.translation),
        backwards != animator.isReversed
      {
        try animator.setReversed(backwards, at: event.time)
      }
      try finish(animator: &animator, forwardVelocity: forward, at: event.time)
    case .cancelled:
      if !animator.isReversed { try animator.setReversed(true, at: event.time) }
      try finish(animator: &animator, forwardVelocity: 0, at: event.time)
    }
    return passed
  }

  /// Whether a release sends the animation back to its start: by the release velocity, or, at
  /// rest, by ``restingRelease`` (`nil`: it goes on the way it was going).
  private func releasedBackwards(forward: Double, translation: Double) -> Bool? {
    if forward != 0 { return forward < 0 }
    guard restingRelease == .followsTranslation, translation != 0 else { return nil }
    return translation < 0
  }

  private func scrub<Model: Sendable>(
    to translation: Double, animator: inout PropertyAnimator<Model>
  ) throws(AnimatorError) {
    guard distance != 0 else { return }
    let sign: Double = animator.isReversed ? -1 : 1
    try animator.setFractionComplete(capturedFraction + sign * translation / distance)
  }

  private func finish<Model: Sendable>(
    animator: inout PropertyAnimator<Model>, forwardVelocity: Double, at time: Double
  ) throws(AnimatorError) {
    guard case .spring(let dampingRatio) = finish else {
      try animator.continueAnimation(durationFactor: 0, at: time)
      return
    }
    let directed = animator.isReversed ? -forwardVelocity : forwardVelocity
    let remaining = 1 - animator.fractionComplete(at: time)
    let relative = remaining > 1e-9 ? directed / remaining : 0
    try animator.continueAnimation(
      timing: .dampedSpring(dampingRatio: dampingRatio, initialVelocity: relative),
      durationFactor: 0, at: time)
  }
}
