import AnimationCore
import Gestures
import LockModel

/// What the lock is doing, each with the state that belongs to it: dialing by hand, typing a
/// combination, or playing a plan.
///
/// Rule (docs/terminal.md "Input"): exactly one at a time. Typing opens the composing line from
/// hand dialing and Enter hands it to a plan; a plan that ends, or Esc, goes back to hand
/// dialing. The keys' mode (``LockMode``) is read from it.
enum Activity: ~Copyable, Sendable {
  /// The arrows, the wheel and the pointer turn the dial.
  case hand
  /// A combination is being typed (its line is never empty).
  case composing(Composer)
  /// A plan plays, running or paused.
  case playing(AutoDial)
}

/// The playing mode's state: a dialing plan and the property animator that plays it.
///
/// Rule (docs/terminal.md "Input"): the plan's group lives on the dial layer
/// (``DialState/play(_:)``); the animator's value is the plan time, fractionComplete × duration,
/// which the app core hands to the layer as its held time offset, so pausing, scrubbing and
/// reversing act on the real group.
struct AutoDial: ~Copyable, Sendable {
  /// The plan being played.
  let plan: DialingPlan
  /// Where the plan picks up a wheel, in plan seconds (the timeline marks them).
  let pickups: [Double]
  /// The combination the plan dials (the pull at its end names it).
  let combination: Combination
  /// Animates the plan time, 0 → plan duration, linearly (the turns carry their own pacing).
  var animator: PropertyAnimator<Double>
  private var scrub: InteractiveScrub

  /// Plan seconds one arrow-key step scrubs.
  static let secondsPerStep = 0.25

  /// A player already playing `plan`, which dials `combination`, from media time `time`.
  init(
    plan: DialingPlan, dialing combination: Combination, at time: Double,
    pickups: [Double] = []
  ) {
    self.pickups = pickups
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

  /// Applies a scrub gesture (in media time) to the animator; what the animator did before it
  /// (a `.finished` means the gesture was not applied).
  ///
  /// Rules (docs/seeds.md "004"; docs/terminal.md "Input"): a plan grabbed while running continues
  /// when let go, in its direction of play, reversed when released against it; a plan grabbed while
  /// paused stays paused where the scrub left it, as a paused video does when its scrubber is let
  /// go.
  mutating func scrub(_ event: PanEvent) throws(AnimatorError) -> [AnimatorEvent] {
    try scrub.handle(event, animator: &animator)
  }

  /// The plan time at media time `time` (the layer's held time offset).
  func planTime(at time: Double) -> Double {
    min(max(animator.presentation(at: time), 0), plan.duration)
  }

  /// "running", "paused", "stopped" or "idle", as the trace and the status bar say.
  var stateName: String {
    switch animator.state {
    case .inactive: return "idle"
    case .active: return animator.isRunning ? "running" : "paused"
    case .stopped: return "stopped"
    }
  }
}
