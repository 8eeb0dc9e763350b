import AnimationCore
import Gestures
import LockModel

/// A dialing plan played through a property animator.
///
/// The animator's fraction is the plan's time, so pausing, scrubbing and reversing travel
/// through the plan's timeline. Idle (no plan) between plays.
struct PlanPlayer: ~Copyable, Sendable {
  /// The plan being played; `nil` when idle.
  private(set) var plan: DialingPlan?
  /// Animates the plan time, 0 → plan duration, linearly (the turns carry their own pacing).
  var animator: PropertyAnimator<Double>
  var scrub: InteractiveScrub

  /// Plan seconds one arrow-key step scrubs.
  static let secondsPerStep = 0.25

  /// An idle player.
  init() {
    plan = nil
    animator = PropertyAnimator(model: 0.0, clampedDuration: 1, curve: .linear)
    scrub = InteractiveScrub(distance: 1, finish: .originalTiming)
  }

  /// A player already playing `plan` from media time `time`.
  init(plan: DialingPlan, at time: Double) {
    let duration = plan.duration
    var animator = PropertyAnimator(model: 0.0, clampedDuration: duration, curve: .linear)
    try? animator.addAnimations { value, fraction in value = fraction * duration }
    try? animator.startAnimation(at: time)
    self.plan = plan
    self.animator = animator
    scrub = InteractiveScrub(
      distance: max(duration / Self.secondsPerStep, 1), finish: .originalTiming)
  }

  /// Whether a plan is being played (running or paused).
  var isActive: Bool { plan != nil }

  /// Applies a scrub gesture (in media time) to the animator; what the animator did before it
  /// (a `.finished` means the gesture was not applied).
  mutating func scrub(_ event: PanEvent) throws(AnimatorError) -> [AnimatorEvent] {
    try scrub.handle(event, animator: &animator)
  }

  func planTime(at time: Double) -> Double {
    min(max(animator.presentation(at: time), 0), plan?.duration ?? 0)
  }

  func angle(at time: Double) -> Angle? {
    plan?.angle(at: planTime(at: time))
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
