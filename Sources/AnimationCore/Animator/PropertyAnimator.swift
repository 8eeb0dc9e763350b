/// An interruptible animation of a model's properties that can be paused, scrubbed, reversed and
/// continued (`UIViewPropertyAnimator`), with all time passed in.
///
/// Rules (docs/timing-semantics.md §7):
/// - States inactive → active (running or paused) → stopped, with the transitions of §7's table;
///   every call the table marks "raise" throws an ``AnimatorError`` and changes nothing.
/// - ``fractionComplete(at:)`` is measured along the current direction: while running it is the
///   linear time fraction; on pause it becomes the value fraction if `scrubsLinearly`, else the
///   time fraction. Flipping `isReversed` maps fc → 1 − fc, so nothing jumps.
/// - Continuing resumes on the curve at curve⁻¹(value): no jump. `durationFactor` gives the
///   remaining time in units of the duration; 0 keeps the current schedule. A spring continuation
///   starts from the current value with its initial velocity in remaining distances per second.
/// - Completions run in the order added, exactly once, when the animator finishes; never after
///   `stopAnimation(withoutFinishing: true)`. The animator cannot be copied (`~Copyable`), so no
///   copy can run them again.
///
/// `model` holds the values when no animation applies; animation blocks receive the eased
/// fraction (0 at the start, 1 at the end, beyond with springs) and write into a copy of it
/// (``presentation(at:)``). Finishing writes the final presentation back into `model`.
/// Time never goes backwards: a call with an earlier time than a previous one is taken at the
/// later time, and a NaN or infinite time is taken as the latest time seen.
public struct PropertyAnimator<Model: Sendable>: ~Copyable, Sendable {
  /// An animation block: writes the properties for an eased fraction.
  public typealias Animations = @Sendable (inout Model, Double) -> Void
  /// A completion: runs on the model with the position the animator finished at.
  public typealias Completion = @Sendable (inout Model, AnimatingPosition) -> Void

  /// The values when no animation applies.
  public var model: Model
  /// Seconds between starting and moving.
  public internal(set) var delay: Double
  /// Whether it may be paused, stopped, scrubbed and continued (default true).
  public internal(set) var isInterruptible = true
  /// Whether reaching the end pauses there instead of finishing (default false).
  public internal(set) var pausesOnCompletion = false

  /// Seconds from start to end (ignored by a ``AnimatorTiming/spring(_:)`` timing).
  public var duration: Double { timeline.duration }
  /// How progress moves from start to end.
  public var timing: AnimatorTiming { timeline.timing }
  /// Whether scrubbing moves values linearly in fractionComplete (default true).
  public var scrubsLinearly: Bool { timeline.scrubsLinearly }
  /// Whether the animation runs (or will run) from end to start.
  public var isReversed: Bool { timeline.isReversed }

  @usableFromInline
  struct Block: Sendable {
    @usableFromInline var apply: Animations
    /// The forward value at which the block is at its start (0 for the main block).
    @usableFromInline var from: Double
    /// The forward value at which the block is at its end (1 for the main block).
    @usableFromInline var to: Double

    @inlinable
    func fraction(at value: Double) -> Double {
      AnimatorTimeline.blockFraction(from: from, to: to, value: value)
    }
  }

  @usableFromInline var timeline: AnimatorTimeline
  @usableFromInline var blocks: [Block] = []
  var completions: [Completion] = []
  @usableFromInline var events: [AnimatorEvent] = []
  /// The latest time any call was made with; `nil` before the first.
  @usableFromInline var lastTime: Double?

  /// Creates an inactive animator.
  ///
  /// Rules: `duration` finite and ≥ 0; `delay` finite and ≥ 0; spring parameters valid. The
  /// default curve is easeInEaseOut, UIKit's default.
  public init(
    model: Model, duration: Double, timing: AnimatorTiming = .curve(.easeInEaseOut),
    delay: Double = 0
  ) throws(AnimatorError) {
    guard duration.isFinite, duration >= 0 else {
      throw .invalidValue(parameter: "duration", value: duration, rule: "a finite number ≥ 0")
    }
    guard delay.isFinite, delay >= 0 else {
      throw .invalidValue(parameter: "delay", value: delay, rule: "a finite number ≥ 0")
    }
    try Self.check(timing)
    self.model = model
    self.delay = delay
    self.timeline = AnimatorTimeline(duration: duration, timing: timing)
  }

  /// Creates an inactive animator on a timing curve that cannot fail: a negative or non-finite
  /// duration counts as 0.
  public init(model: Model, clampedDuration duration: Double, curve: TimingCurve = .easeInEaseOut) {
    self.model = model
    self.delay = 0
    self.timeline = AnimatorTimeline(
      duration: duration.isFinite ? max(duration, 0) : 0, timing: .curve(curve))
  }

  static func check(_ timing: AnimatorTiming) throws(AnimatorError) {
    if case .dampedSpring(let ratio, let velocity) = timing {
      guard ratio.isFinite, ratio >= 0 else {
        throw .invalidTiming(
          ParameterError(
            owner: "AnimatorTiming", field: "dampingRatio", value: ratio,
            rule: "a finite number ≥ 0"))
      }
      guard velocity.isFinite else {
        throw .invalidTiming(
          ParameterError(
            owner: "AnimatorTiming", field: "initialVelocity", value: velocity,
            rule: "a finite number (remaining distances per second)"))
      }
    }
  }

  // MARK: - Reading

  /// The life-cycle state at the last call.
  public var state: AnimatorState {
    switch timeline.phase {
    case .inactive: return .inactive
    case .running, .paused: return .active
    case .stopped: return .stopped
    }
  }

  /// Whether the animator is active and not paused (true during its delay too).
  public var isRunning: Bool {
    if case .running = timeline.phase { return true }
    return false
  }

  /// How far the animation is, 0…1, measured along the current direction.
  public func fractionComplete(at time: Double) -> Double {
    let fraction = timeline.snapshot(at: resolved(time)).fraction
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }

  /// The model with every animation block applied at `time` (pure).
  @inlinable
  public func presentation(at time: Double) -> Model {
    var presentation = model
    if timeline.isInactive { return presentation }
    let value = timeline.snapshot(at: resolved(time)).value
    for block in blocks {
      block.apply(&presentation, block.fraction(at: value))
    }
    return presentation
  }

  /// The rate of the main block's eased fraction at `time`, in (forward) fractions per second.
  public func velocity(at time: Double) -> Double {
    timeline.velocity(at: resolved(time))
  }

  /// `time` as the animator takes it: never before the latest time seen; NaN or infinity mean
  /// that latest time.
  @inlinable
  func resolved(_ time: Double) -> Double {
    guard time.isFinite else { return lastTime ?? 0 }
    return max(time, lastTime ?? time)
  }

  /// Moves the animator to `time`: a running animation that has reached its end finishes (or
  /// pauses there); returns what happened since the previous step.
  @inlinable
  public mutating func advance(to time: Double) -> [AnimatorEvent] {
    settle(at: time)
    defer { events = [] }
    return events
  }
}
