import AnimationCore
import Gestures

/// Plays a demo's timeline with the dial's keys: a property animator whose value is the
/// timeline's time, as the lock's auto-dial plays a plan.
///
/// Rules (docs/seeds.md "004"; docs/terminal.md "Gallery"): Space pauses and resumes (at an end it
/// plays again from the start); `r` reverses, in flight or from an end; a key pan scrubs
/// (`secondsPerStep` a step) — grabbed while running it plays on when let go, grabbed while paused
/// it stays paused; `.` steps a paused timeline by a frame. Time runs on the program's media clock.
struct DemoTransport: ~Copyable, Sendable {
  /// The timeline's length.
  let duration: Double
  private(set) var animator: PropertyAnimator<Double>
  private var scrub: InteractiveScrub

  /// Timeline seconds one arrow-key step scrubs.
  static let secondsPerStep = 0.1

  /// A transport at `time` of the timeline at media time `media`, running or paused.
  init(duration: Double, at time: Double, running: Bool, media: Double) {
    self.duration = max(duration, 1e-3)
    animator = Self.animator(
      duration: self.duration, fraction: time / self.duration, reversed: false, running: running,
      at: media)
    scrub = InteractiveScrub(
      distance: max(self.duration / Self.secondsPerStep, 1), finish: .originalTiming)
    scrub.keepsPausedGrabsPaused = true
  }

  /// A fresh animator at `fraction`, in the given direction, running or paused.
  private static func animator(
    duration: Double, fraction: Double, reversed: Bool, running: Bool, at media: Double
  ) -> PropertyAnimator<Double> {
    var animator = PropertyAnimator(model: 0.0, clampedDuration: duration, curve: .linear)
    try? animator.addAnimations { value, fraction in value = fraction * duration }
    try? animator.startAnimation(at: media)
    try? animator.pauseAnimation(at: media)
    try? animator.setFractionComplete(min(max(fraction, 0), 1))
    if reversed { try? animator.setReversed(true, at: media) }
    if running { try? animator.continueAnimation(durationFactor: 0, at: media) }
    return animator
  }

  /// The timeline's time at media time `media`, within 0…duration.
  func time(at media: Double) -> Double {
    min(max(animator.presentation(at: media), 0), duration)
  }

  /// Whether the timeline is playing.
  var isRunning: Bool { animator.isRunning }

  /// "playing", "reversed", "paused" or "ended".
  var stateName: String {
    switch animator.state {
    case .active:
      return animator.isRunning ? (animator.isReversed ? "reversed" : "playing") : "paused"
    case .inactive, .stopped: return "ended"
    }
  }

  /// Lets the animator reach `media` (it finishes at an end).
  mutating func advance(to media: Double) {
    _ = animator.advance(to: media)
  }

  /// An animator again after it finished, paused where it ended.
  private mutating func revive(at media: Double) {
    guard animator.state != .active else { return }
    animator = Self.animator(
      duration: duration, fraction: time(at: media) / duration, reversed: false, running: false,
      at: media)
  }

  /// Space: pause, resume, or play again from the start once ended.
  mutating func togglePause(at media: Double) {
    advance(to: media)
    if animator.isRunning {
      try? animator.pauseAnimation(at: media)
    } else if animator.state == .active {
      try? animator.continueAnimation(durationFactor: 0, at: media)
    } else {
      restart(at: media)
    }
  }

  /// `r`: play the other way from where it is.
  mutating func reverse(at media: Double) {
    advance(to: media)
    if animator.state != .active {
      let atEnd = time(at: media) >= duration / 2
      animator = Self.animator(
        duration: duration, fraction: atEnd ? 1 : 0, reversed: atEnd, running: true, at: media)
      return
    }
    try? animator.setReversed(!animator.isReversed, at: media)
  }

  /// Enter: play from the start.
  mutating func restart(at media: Double) {
    animator = Self.animator(
      duration: duration, fraction: 0, reversed: false, running: true, at: media)
  }

  /// `.`: a paused (or ended) timeline moves `seconds` on in its direction.
  mutating func step(by seconds: Double, at media: Double) {
    advance(to: media)
    guard !animator.isRunning else { return }
    revive(at: media)
    let fraction = animator.fractionComplete(at: media)
    try? animator.setFractionComplete(fraction + seconds / duration)
  }

  /// A scrub gesture in media time (arrow keys).
  mutating func scrub(_ event: PanEvent) {
    advance(to: event.time)
    if event.phase == .began { revive(at: event.time) }
    guard animator.state == .active else { return }
    _ = try? scrub.handle(event, animator: &animator)
  }
}
