import AnimationCore
import Gestures
import LockModel

/// The auto-dial mode's state: a dialing plan and the property animator that plays it.
///
/// Rule (docs/terminal.md "Input"): the plan's group lives on the dial layer
/// (``DialState/play(_:)``); the animator's value is the plan time, fractionComplete × duration,
/// which the app core hands to the layer as its held time offset, so pausing, scrubbing and
/// reversing act on the real group. Idle (no plan) between plays.
struct AutoDial: ~Copyable, Sendable {
  /// The plan being played; `nil` when idle.
  private(set) var plan: DialingPlan?
  /// The combination the plan dials (the pull at its end names it).
  private(set) var combination: Combination?
  /// Animates the plan time, 0 → plan duration, linearly (the turns carry their own pacing).
  var animator: PropertyAnimator<Double>
  var scrub: InteractiveScrub

  /// Plan seconds one arrow-key step scrubs.
  static let secondsPerStep = 0.25

  /// An idle player.
  init() {
    plan = nil
    combination = nil
    animator = PropertyAnimator(model: 0.0, clampedDuration: 1, curve: .linear)
    scrub = InteractiveScrub(distance: 1, finish: .originalTiming)
  }

  /// A player already playing `plan`, which dials `combination`, from media time `time`.
  init(plan: DialingPlan, dialing combination: Combination, at time: Double) {
    let duration = plan.duration
    var animator = PropertyAnimator(model: 0.0, clampedDuration: duration, curve: .linear)
    try? animator.addAnimations { value, fraction in value = fraction * duration }
    try? animator.startAnimation(at: time)
    self.plan = plan
    self.combination = combination
    self.animator = animator
    scrub = InteractiveScrub(
      distance: max(duration / Self.secondsPerStep, 1), finish: .originalTiming)
    scrub.keepsPausedGrabsPaused = true
  }

  /// Whether a plan is being played (running or paused).
  var isActive: Bool { plan != nil }

  /// Applies a scrub gesture (in media time) to the animator; what the animator did before it
  /// (a `.finished` means the gesture was not applied).
  ///
  /// Rules (seed 004; docs/terminal.md "Input"): a plan grabbed while running continues when let
  /// go, in its direction of play, reversed when released against it; a plan grabbed while paused
  /// stays paused where the scrub left it, as a paused video does when its scrubber is let go.
  mutating func scrub(_ event: PanEvent) throws(AnimatorError) -> [AnimatorEvent] {
    try scrub.handle(event, animator: &animator)
  }

  /// The plan time at media time `time` (the layer's held time offset), `nil` when idle.
  func planTime(at time: Double) -> Double? {
    guard let plan else { return nil }
    return min(max(animator.presentation(at: time), 0), plan.duration)
  }

  var stateName: String {
    guard plan != nil else { return "idle" }
    switch animator.state {
    case .inactive: return "idle"
    case .active: return animator.isRunning ? "running" : "paused"
    case .stopped: return "stopped"
    }
  }
}
