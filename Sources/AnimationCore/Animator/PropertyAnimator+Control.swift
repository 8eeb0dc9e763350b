extension PropertyAnimator {
  // MARK: - Time

  /// Takes `time` as the current time (never earlier than the last) and lets a running animation
  /// that has reached its end finish, or pause there with `pausesOnCompletion`.
  mutating func settle(at time: Double) {
    let now = max(time, lastTime)
    lastTime = now
    guard case .running(let motion) = timeline.phase, motion.end <= now else { return }
    let target = timeline.directed(1)
    if pausesOnCompletion {
      timeline.phase = .paused(AnimatorTimeline.Pause(fraction: 1, value: target, tau: target))
      events.append(.pausedAtEnd(at: motion.end))
    } else {
      complete(at: isReversed ? .start : .end, value: target, time: motion.end)
    }
  }

  /// Finishes: writes the presentation at `value` into the model, runs the completions in order,
  /// then discards every block and completion.
  mutating func complete(at position: AnimatingPosition, value: Double, time: Double) {
    let final = AnimatorTimeline.Snapshot(value: value, tau: min(max(value, 0), 1), fraction: 1)
    for block in blocks {
      block.apply(&model, timeline.blockFraction(start: block.start, final))
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

  // MARK: - Starting and pausing

  /// Starts the animation at `time` (after `delay`), or resumes a paused one with its original
  /// timing.
  ///
  /// Table (§7): inactive → running (with no animation blocks yet: paused at 0 until the first
  /// block is added, UIKit's "transient paused" state); running: no-op; paused → running;
  /// stopped: error.
  public mutating func startAnimation(at time: Double) throws(AnimatorError) {
    settle(at: time)
    switch timeline.phase {
    case .inactive:
      let now = timeline.snapshot(at: lastTime)
      if blocks.isEmpty {
        timeline.phase = .paused(
          AnimatorTimeline.Pause(
            fraction: 0, value: now.value, tau: now.tau, waitingForAnimations: true))
        return
      }
      timeline.phase = .running(
        timeline.motion(
          from: now, caughtTau: now.tau, at: lastTime + delay, timing: nil, durationFactor: 0))
    case .running:
      return
    case .paused(let pause):
      let now = timeline.snapshot(at: lastTime)
      timeline.phase = .running(
        timeline.motion(
          from: now, caughtTau: pause.tau, at: lastTime, timing: nil, durationFactor: 0))
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
    settle(at: time)
    switch timeline.phase {
    case .inactive:
      guard delay.isFinite, delay >= 0 else {
        throw .invalidValue(parameter: "delay", value: delay, rule: "a finite number ≥ 0")
      }
      self.delay = delay
      try startAnimation(at: lastTime)
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
    settle(at: time)
    switch timeline.phase {
    case .inactive:
      let start = timeline.directed(0)
      timeline.phase = .paused(AnimatorTimeline.Pause(fraction: 0, value: start, tau: start))
    case .running:
      let now = timeline.snapshot(at: lastTime)
      let fraction = scrubsLinearly ? timeline.directed(now.value) : timeline.directed(now.tau)
      timeline.phase = .paused(
        AnimatorTimeline.Pause(fraction: min(max(fraction, 0), 1), value: now.value, tau: now.tau))
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
    settle(at: time)
    guard case .paused(let pause) = timeline.phase else { return }
    let now = timeline.snapshot(at: lastTime)
    timeline.phase = .running(
      timeline.motion(
        from: now, caughtTau: pause.tau, at: lastTime, timing: newTiming,
        durationFactor: durationFactor))
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
    settle(at: time)
    switch timeline.phase {
    case .inactive:
      return
    case .stopped:
      throw .illegalState(
        call: "stopAnimation", state: "stopped",
        hint: "it is already stopped; call finishAnimation(at:) to end it")
    case .running, .paused:
      let now = timeline.snapshot(at: lastTime)
      if withoutFinishing {
        model = presentation(at: lastTime)
        blocks = []
        completions = []
        timeline.phase = .inactive
      } else {
        timeline.phase = .stopped(value: now.value, tau: now.tau)
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
    settle(at: time)
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
      complete(at: position, value: final, time: lastTime)
    }
  }

  // MARK: - Scrubbing and direction

  /// Scrubs the animation to `fraction` (clamped to 0…1), pausing an inactive one there.
  ///
  /// Table (§7): inactive → paused at `fraction`; running: error (pause first); paused: set;
  /// stopped: error. NaN is refused; a non-interruptible animator refuses.
  public mutating func setFractionComplete(_ fraction: Double) throws(AnimatorError) {
    guard !fraction.isNaN else {
      throw .invalidValue(parameter: "fractionComplete", value: fraction, rule: "a number in 0…1")
    }
    guard isInterruptible else { throw .notInterruptible(call: "setFractionComplete") }
    let clamped = min(max(fraction, 0), 1)
    switch timeline.phase {
    case .inactive, .paused:
      timeline.phase = .paused(AnimatorTimeline.Pause(fraction: clamped, value: nil, tau: nil))
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
    settle(at: time)
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
      let now = timeline.snapshot(at: lastTime)
      timeline.isReversed = reversed
      var timing: AnimatorTiming? = nil
      if case .spring(let spring, _, _, _) = current.kind {
        // Carry the velocity into the new run, in its remaining distances per second.
        let remaining = timeline.directed(1) - now.value
        let velocity = abs(remaining) > 1e-9 ? timeline.velocity(at: lastTime) / remaining : 0
        if case .dampedSpring(let ratio, _) = self.timing {
          timing = .dampedSpring(dampingRatio: ratio, initialVelocity: velocity)
        } else if let carried = try? spring.withInitialVelocity(velocity) {
          timing = .spring(carried)
        }
      }
      let flipped = AnimatorTimeline.Snapshot(
        value: now.value, tau: now.tau, fraction: timeline.directed(now.tau))
      timeline.phase = .running(
        timeline.motion(
          from: flipped, caughtTau: now.tau, at: lastTime, timing: timing, durationFactor: 0))
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
  /// Table (§7): inactive: queued; running: added for the remaining time (its delay counts from
  /// now); paused: added and held at the current fraction; stopped: error.
  public mutating func addAnimations(
    _ animations: @escaping Animations, delayFactor: Double = 0
  ) throws(AnimatorError) {
    guard delayFactor >= 0, delayFactor <= 1 else {
      throw .invalidValue(parameter: "delayFactor", value: delayFactor, rule: "a number in 0…1")
    }
    switch timeline.phase {
    case .stopped:
      throw .illegalState(
        call: "addAnimations", state: "stopped",
        hint: "call finishAnimation(at:) and start a new animation")
    case .running:
      let now = timeline.snapshot(at: lastTime)
      let start = isReversed ? delayFactor : now.tau + delayFactor * (1 - now.tau)
      blocks.append(Block(apply: animations, start: start))
    case .paused(let pause) where pause.waitingForAnimations:
      blocks.append(Block(apply: animations, start: delayFactor))
      let now = timeline.snapshot(at: lastTime)
      timeline.phase = .running(
        timeline.motion(from: now, caughtTau: now.tau, at: lastTime, timing: nil, durationFactor: 0)
      )
    case .inactive, .paused:
      blocks.append(Block(apply: animations, start: delayFactor))
    }
  }

  /// Adds a block that moves the property at `keyPath` from its model value to `target`.
  public mutating func addAnimations<Value: Interpolatable>(
    _ keyPath: WritableKeyPath<Model, Value> & Sendable, to target: Value,
    delayFactor: Double = 0
  ) throws(AnimatorError) {
    let from = model[keyPath: keyPath]
    try addAnimations(
      { model, fraction in
        model[keyPath: keyPath] = Value.interpolate(from: from, to: target, fraction: fraction)
      }, delayFactor: delayFactor)
  }

  /// Adds a completion, run (in the order added) with the final position when the animator
  /// finishes.
  public mutating func addCompletion(_ completion: @escaping Completion) {
    completions.append(completion)
  }
}
