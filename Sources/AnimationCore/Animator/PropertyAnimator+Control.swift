extension PropertyAnimator {
  // MARK: - Time

  /// Takes `time` as the current time (see ``resolved(_:)``) and returns it.
  ///
  /// A running animation that has reached its end finishes, or pauses there with
  /// `pausesOnCompletion`.
  @discardableResult
  @inlinable
  mutating func settle(at time: Double) -> Double {
    let now = resolved(time)
    lastTime = now
    if let end = timeline.runningEnd, end <= now { reachEnd(at: end) }
    return now
  }

  /// The running motion has reached its end at `end`: finish, or pause there.
  @usableFromInline
  mutating func reachEnd(at end: Double) {
    let target = timeline.directed(1)
    if pausesOnCompletion {
      timeline.phase = .paused(AnimatorTimeline.Pause(fraction: 1, value: target, caught: nil))
      events.append(.pausedAtEnd(at: end))
    } else {
      complete(at: timeline.isReversed ? .start : .end, value: target, time: end)
    }
  }

  /// Finishes: writes the blocks at forward `value` into the model, runs the completions in
  /// order, then discards every block and completion.
  mutating func complete(at position: AnimatingPosition, value: Double, time: Double) {
    for block in blocks {
      block.apply(&model, block.fraction(at: value))
    }
    let pending = completions
    blocks = []
    completions = []
    timeline.phase = .inactive
    for completion in pending {
      completion(&model, position)
    }
    events.append(.finished(position, at: time))
  }

  /// Runs from where the animator is now toward the end of the current direction.
  mutating func run(from now: Double, timing: AnimatorTiming?, durationFactor: Double) {
    let snapshot = timeline.snapshot(at: now)
    timeline.phase = .running(
      timeline.motion(from: snapshot, at: now, timing: timing, durationFactor: durationFactor))
  }

  // MARK: - Starting and pausing

  /// Starts the animation at `time` (after `delay`), or resumes a paused one with its original
  /// timing.
  ///
  /// Table (§7): inactive → running (with no animation blocks yet: paused at 0 until the first
  /// block is added, UIKit's "transient paused" state); running: no-op; paused → running;
  /// stopped: error.
  public mutating func startAnimation(at time: Double) throws(AnimatorError) {
    let now = settle(at: time)
    switch timeline.phase {
    case .inactive:
      if blocks.isEmpty {
        timeline.phase = .paused(
          AnimatorTimeline.Pause(
            fraction: 0, value: timeline.directed(0), caught: nil, waitingForAnimations: true))
        return
      }
      run(from: now + delay, timing: nil, durationFactor: 0)
    case .running:
      return
    case .paused:
      run(from: now, timing: nil, durationFactor: 0)
    case .stopped:
      throw .illegalState(
        call: "startAnimation", state: "stopped",
        hint: "call finishAnimation(at:) to end the stopped animation first")
    }
  }

  /// Sets the delay and starts the animation.
  ///
  /// Table (§7): inactive → running after `delay` (negative: error); running: no-op; paused:
  /// error; stopped: no-op.
  public mutating func startAnimation(
    afterDelay delay: Double, at time: Double
  ) throws(AnimatorError) {
    let now = settle(at: time)
    switch timeline.phase {
    case .inactive:
      guard delay.isFinite, delay >= 0 else {
        throw .invalidValue(parameter: "delay", value: delay, rule: "a finite number ≥ 0")
      }
      self.delay = delay
      try startAnimation(at: now)
    case .running, .stopped:
      return
    case .paused:
      throw .illegalState(
        call: "startAnimation(afterDelay:)", state: "paused",
        hint: "use startAnimation(at:) or continueAnimation to resume a paused animator")
    }
  }

  /// Pauses a running animation where it is, or puts an inactive one in the paused state at 0.
  ///
  /// Table (§7): inactive → paused at fc 0; running → paused; paused and stopped: no-op.
  /// A non-interruptible animator refuses. On pause, fractionComplete becomes the value fraction
  /// when scrubbing linearly, else the time fraction; the values do not move.
  public mutating func pauseAnimation(at time: Double) throws(AnimatorError) {
    guard isInterruptible else { throw .notInterruptible(call: "pauseAnimation") }
    let now = settle(at: time)
    switch timeline.phase {
    case .inactive:
      timeline.phase = .paused(
        AnimatorTimeline.Pause(fraction: 0, value: timeline.directed(0), caught: nil))
    case .running:
      let snapshot = timeline.snapshot(at: now)
      // On pause fractionComplete becomes the value fraction (linear scrub) or stays the time
      // fraction (scrubbing along the curve); a spring has no curve, so its value counts.
      let fraction =
        scrubsLinearly || snapshot.caught == nil
        ? timeline.directed(snapshot.value) : snapshot.fraction
      timeline.phase = .paused(
        AnimatorTimeline.Pause(
          fraction: min(max(fraction, 0), 1), value: snapshot.value, caught: snapshot.caught))
    case .paused(var pause):
      pause.waitingForAnimations = false  // paused on purpose: adding blocks no longer starts it
      timeline.phase = .paused(pause)
    case .stopped:
      return
    }
  }

  /// Resumes a paused animation, optionally with new timing, from where it is.
  ///
  /// Table (§7): paused → running; otherwise a no-op. `durationFactor` is the remaining time in
  /// units of the duration (0 keeps the schedule) and must be finite and ≥ 0; a non-interruptible
  /// animator refuses.
  public mutating func continueAnimation(
    timing newTiming: AnimatorTiming? = nil, durationFactor: Double = 0, at time: Double
  ) throws(AnimatorError) {
    guard isInterruptible else { throw .notInterruptible(call: "continueAnimation") }
    guard durationFactor.isFinite, durationFactor >= 0 else {
      throw .invalidValue(
        parameter: "durationFactor", value: durationFactor,
        rule: "a finite number ≥ 0 (0 keeps the current schedule)")
    }
    if let newTiming { try Self.check(newTiming) }
    let now = settle(at: time)
    guard case .paused = timeline.phase else { return }
    run(from: now, timing: newTiming, durationFactor: durationFactor)
  }

  // MARK: - Stopping and finishing

  /// Stops the animation where it is.
  ///
  /// Table (§7): inactive: no-op; active → inactive with the current values written into the
  /// model and the completions discarded (`withoutFinishing` true), or → stopped with the values
  /// frozen (false); stopped: error. A non-interruptible animator refuses.
  public mutating func stopAnimation(withoutFinishing: Bool, at time: Double) throws(AnimatorError)
  {
    guard isInterruptible else { throw .notInterruptible(call: "stopAnimation") }
    let now = settle(at: time)
    switch timeline.phase {
    case .inactive:
      return
    case .stopped:
      throw .illegalState(
        call: "stopAnimation", state: "stopped",
        hint: "it is already stopped; call finishAnimation(at:) to end it")
    case .running, .paused:
      let snapshot = timeline.snapshot(at: now)
      if withoutFinishing {
        model = presentation(at: now)
        blocks = []
        completions = []
        timeline.phase = .inactive
      } else {
        timeline.phase = .stopped(
          value: snapshot.value, fraction: min(max(snapshot.fraction, 0), 1))
      }
    }
  }

  /// Ends a stopped animation at `position` and runs the completions.
  ///
  /// Table (§7): inactive: ignored; active: error; stopped → inactive. `.end` and `.start` write
  /// the final or initial values into the model; `.current` keeps the frozen ones.
  public mutating func finishAnimation(
    at position: AnimatingPosition, time: Double
  ) throws(AnimatorError) {
    let now = settle(at: time)
    switch timeline.phase {
    case .inactive:
      return
    case .running, .paused:
      throw .illegalState(
        call: "finishAnimation(at:)", state: "active",
        hint: "call stopAnimation(withoutFinishing: false) first")
    case .stopped(let value, _):
      let final: Double
      switch position {
      case .end: final = 1
      case .start: final = 0
      case .current: final = value
      }
      complete(at: position, value: final, time: now)
    }
  }

  // MARK: - Scrubbing and direction

  /// Scrubs the animation to `fraction` (clamped to 0…1), pausing an inactive one there.
  ///
  /// Table (§7): inactive → paused at `fraction`; running: error (pause first); paused: set;
  /// stopped: error. NaN is refused; a non-interruptible animator refuses.
  ///
  /// With `time`, the animator first moves to it (an animation that has reached its end finishes
  /// first); without, it stays at the latest time seen.
  public mutating func setFractionComplete(
    _ fraction: Double, at time: Double? = nil
  ) throws(AnimatorError) {
    guard !fraction.isNaN else {
      throw .invalidValue(parameter: "fractionComplete", value: fraction, rule: "a number in 0…1")
    }
    guard isInterruptible else { throw .notInterruptible(call: "setFractionComplete") }
    if let time { settle(at: time) }
    let clamped = min(max(fraction, 0), 1)
    switch timeline.phase {
    case .inactive, .paused:
      timeline.phase = .paused(AnimatorTimeline.Pause(fraction: clamped, value: nil, caught: nil))
    case .running:
      throw .illegalState(
        call: "setFractionComplete", state: "running",
        hint: "pause it first (pauseAnimation) — fractionComplete is settable only while paused")
    case .stopped:
      throw .illegalState(
        call: "setFractionComplete", state: "stopped",
        hint: "call finishAnimation(at:) and start a new animation")
    }
  }

  /// Sets the direction without moving anything: fractionComplete becomes 1 − fractionComplete.
  ///
  /// Table (§7): inactive: flips only if animations were added; running: pause, flip,
  /// continue with the original timing; paused: flip; stopped: ignored.
  public mutating func setReversed(_ reversed: Bool, at time: Double) throws(AnimatorError) {
    let now = settle(at: time)
    guard reversed != isReversed else { return }
    switch timeline.phase {
    case .inactive:
      if !blocks.isEmpty { timeline.isReversed = reversed }
    case .stopped:
      return
    case .paused(var pause):
      timeline.isReversed = reversed
      pause.fraction = 1 - pause.fraction
      timeline.phase = .paused(pause)
    case .running(let current):
      // Pause, flip, continue: on the curve it was running on (from exactly where it was), or
      // with a spring carrying its velocity, in remaining distances per second.
      let velocity = timeline.velocity(at: now)
      let value = timeline.snapshot(at: now).value
      timeline.isReversed = reversed
      let timing: AnimatorTiming?
      switch current.kind {
      case .curve(let curve, _, _):
        timing = .curve(curve)
      case .spring(let spring, _, _, _):
        let remaining = timeline.directed(1) - value
        let relative = abs(remaining) > 1e-9 ? velocity / remaining : 0
        if case .dampedSpring(let ratio, _) = self.timing {
          timing = .dampedSpring(dampingRatio: ratio, initialVelocity: relative)
        } else {
          timing = (try? spring.withInitialVelocity(relative)).map { .spring($0) }
        }
      }
      run(from: now, timing: timing, durationFactor: 0)
    }
  }

  // MARK: - Configuration

  /// Sets whether scrubbing is linear in value; refused while paused (§7).
  public mutating func setScrubsLinearly(_ linear: Bool) throws(AnimatorError) {
    if case .paused = timeline.phase {
      throw .illegalState(
        call: "setScrubsLinearly", state: "paused",
        hint: "set it before pausing or after continuing")
    }
    timeline.scrubsLinearly = linear
  }

  /// Sets whether the animator may be interrupted; only while inactive, and not to false while
  /// `pausesOnCompletion` is set (§7).
  public mutating func setInterruptible(_ interruptible: Bool) throws(AnimatorError) {
    guard state == .inactive else {
      throw .illegalState(
        call: "setInterruptible", state: "\(state)", hint: "set it before starting the animator")
    }
    if !interruptible && pausesOnCompletion {
      throw .illegalState(
        call: "setInterruptible(false)", state: "set to pause on completion",
        hint: "turn pausesOnCompletion off first")
    }
    isInterruptible = interruptible
  }

  /// Sets whether reaching the end pauses there; refused for a non-interruptible animator (§7).
  public mutating func setPausesOnCompletion(_ pauses: Bool) throws(AnimatorError) {
    guard isInterruptible else { throw .notInterruptible(call: "setPausesOnCompletion") }
    pausesOnCompletion = pauses
  }

  // MARK: - Animations and completions

  /// Adds an animation block that starts `delayFactor` of the way through (0…1).
  ///
  /// Table (§7): inactive: queued; running: added for the remaining run (its delay counts from
  /// now); paused: added and held at the current fraction; stopped: error. A transiently paused
  /// animator (started without blocks) starts running with its first block. With `time`, the
  /// animator first moves to it.
  public mutating func addAnimations(
    _ animations: @escaping Animations, delayFactor: Double = 0, at time: Double? = nil
  ) throws(AnimatorError) {
    guard delayFactor >= 0, delayFactor <= 1 else {
      throw .invalidValue(parameter: "delayFactor", value: delayFactor, rule: "a number in 0…1")
    }
    let now = time.map { settle(at: $0) } ?? resolved(.nan)
    switch timeline.phase {
    case .stopped:
      throw .illegalState(
        call: "addAnimations", state: "stopped",
        hint: "call finishAnimation(at:) and start a new animation")
    case .running:
      let value = timeline.snapshot(at: now).value
      let target = timeline.directed(1)
      blocks.append(
        Block(apply: animations, from: value + delayFactor * (target - value), to: target))
    case .paused(let pause) where pause.waitingForAnimations:
      blocks.append(Block(apply: animations, from: delayFactor, to: 1))
      run(from: now, timing: nil, durationFactor: 0)
    case .inactive, .paused:
      blocks.append(Block(apply: animations, from: delayFactor, to: 1))
    }
  }

  /// Adds a block that moves the property at `keyPath` from its model value to `target`.
  public mutating func addAnimations<Value: Interpolatable>(
    _ keyPath: WritableKeyPath<Model, Value> & Sendable, to target: Value,
    delayFactor: Double = 0, at time: Double? = nil
  ) throws(AnimatorError) {
    let from = model[keyPath: keyPath]
    try addAnimations(
      { model, fraction in
        model[keyPath: keyPath] = Value.interpolate(from: from, to: target, fraction: fraction)
      }, delayFactor: delayFactor, at: time)
  }

  /// Adds a completion, run (in the order added) with the final position when the animator
  /// finishes.
  public mutating func addCompletion(_ completion: @escaping Completion) {
    completions.append(completion)
  }
}
