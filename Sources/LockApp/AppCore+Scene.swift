import AnimationCore
import LockModel
import LockRendering

extension AppCore {
  /// The dial's unwrapped angle at wall time `time`.
  public func dialAngle(at time: Double) -> Angle {
    let now = media(at: time)
    if player.isActive, let angle = player.angle(at: now) { return angle }
    return configuration.dial.anglePerStop.scaled(by: dial.position(at: now))
  }

  /// The auto-dial animator's fractionComplete, or `nil` when no plan plays.
  public func fraction(at time: Double) -> Double? {
    guard player.isActive else { return nil }
    return player.animator.fractionComplete(at: media(at: time))
  }

  /// The auto-dial animator's state name ("running", "paused", …), or `nil` when no plan plays.
  public var animatorState: String? { player.isActive ? player.stateName : nil }

  /// Whether anything on screen moves at `time` (the driver draws frames only then).
  public func isAnimating(at time: Double) -> Bool {
    let now = media(at: time)
    if !dial.isSettled(at: now) { return true }
    if player.isActive && player.animator.isRunning { return true }
    let effects = effectsTime(at: time)
    return spinner.isAnimating(at: effects) || shackle.isAnimating(at: effects)
  }

  /// The next time after `time` the app must be woken even if nothing is typed: a gesture's
  /// inferred end, or the next second of a lockout countdown. (Frames while animating are the
  /// driver's business.)
  public func deadline(after time: Double) -> Double? {
    var next = keys.deadline
    if let remaining = lock.lockoutRemaining(at: time) {
      // Wake at every whole second of the countdown, and when it ends. A remainder within
      // 1e-9 of a whole second is that second (so the last tick is never a second late).
      let whole = (remaining - 1e-9).rounded(.down)
      let tick = time + (whole < 0 ? remaining : remaining - whole)
      next = min(next ?? tick, tick)
    }
    return next.map { max($0, time) }
  }

  /// The help overlay's last line: the demo secret, when it is the demo.
  public var helpNote: String? {
    guard configuration.secretIsDemo else { return nil }
    let demo = configuration.lockProtocol.demoSecret.map { String($0 % configuration.dial.stops) }
      .joined(separator: "-")
    return "demo secret \(demo) (\(configuration.lockProtocol), \(configuration.dial.stops) stops)"
  }

  /// The help overlay's lines as plain text: every key, then the note.
  public var helpLines: [String] {
    KeyGuide.all.map { "\($0.keys)  \($0.action)" } + (helpNote.map { [$0] } ?? [])
  }

  /// What the keys do now (see ``KeyGuide``).
  var keyMode: KeyGuide.Mode {
    if showsHelp { return .help }
    if player.isActive { return player.animator.isRunning ? .playing : .paused }
    if composing != nil { return .typing }
    return lock.isOpen ? .open : .resting
  }

  /// Everything to draw at wall time `time`.
  public func scene(at time: Double) -> LockScene {
    let now = media(at: time)
    let dialModel = configuration.dial
    let angle = dialAngle(at: time)
    let ring = spinner.presentation(at: effectsTime(at: time))
    var timeline: LockScene.TimelineView?
    var animatorView = LockScene.AnimatorView(
      state: dial.isSettled(at: now) ? "idle" : "turning", fraction: nil, isReversed: false,
      speed: clock.speed)
    var runs: [StopTrack.Run]
    var runCount: Int
    if player.isActive, let plan = player.plan {
      let playhead = player.planTime(at: now)
      timeline = LockScene.TimelineView(
        turns: plan.turns.map {
          .init(begin: $0.begin, duration: $0.duration, direction: $0.direction, target: $0.target)
        }, duration: plan.duration, playhead: playhead, isPaused: !player.animator.isRunning,
        isReversed: player.animator.isReversed)
      let index = plan.turnIndex(at: playhead) ?? 0
      animatorView = LockScene.AnimatorView(
        state: player.stateName, fraction: player.animator.fractionComplete(at: now),
        isReversed: player.animator.isReversed, speed: clock.speed,
        seconds: (playhead, plan.duration),
        turn: plan.turns.isEmpty ? nil : (index + 1, plan.turns.count),
        turnTarget: plan.turns.isEmpty
          ? nil : (plan.turns[index].target, plan.turns[index].direction))
      var track = StopTrack(start: plan.startPosition)
      for turn in plan.turns where turn.begin <= playhead {
        track.commit(dialModel.stopPosition(at: playhead >= turn.end ? turn.toAngle : angle))
      }
      runs = track.lastRuns(LockScene.longestTrail)
      runCount = track.runCount
    } else if lock.track.runCount == 0, let judged {
      // The attempt just judged stays until the next one starts (issue 12).
      runs = judged.runs
      runCount = judged.count
    } else {
      // The latest runs only: O(1) per frame however long the attempt (issue 11).
      runs = lock.track.lastRuns(LockScene.longestTrail)
      runCount = lock.track.runCount
    }
    let instruction =
      lock.isOpen && !player.isActive
      ? "Enter shuts the shackle; x shuts it and starts again from 0"
      : configuration.lockProtocol.instruction(
        forRun: judged != nil && lock.track.runCount == 0 ? 0 : runCount, count: .max)
    var scene = LockScene(
      dial: .init(
        stops: dialModel.stops, angle: angle, numberUnderPointer: dialModel.number(at: angle)),
      ring: .init(
        rotation: ring.rotation, stroke: ring.stroke, glyphMix: ring.glyphMix,
        showsGlyph: spinner.phase != .idle),
      shackle: shackle.pose(at: effectsTime(at: time)), timeline: timeline,
      lock: .init(
        isOpen: lock.isOpen, failedAttempts: lock.failedAttempts,
        lockoutRemaining: lock.lockoutRemaining(at: time)),
      animator: animatorView,
      trail: runs.map {
        .init(
          direction: $0.direction, number: $0.number(on: dialModel),
          wholeTurns: $0.wholeTurns(stops: dialModel.stops))
      }, instruction: instruction, composing: composing, message: message,
      showsTimeline: showsTimeline, showsHelp: showsHelp, help: showsHelp ? KeyGuide.all : [],
      helpNote: showsHelp ? helpNote : nil, keyBar: KeyGuide.bar(for: keyMode))
    scene.trailOmitted = runCount - runs.count
    return scene
  }

  /// A broken invariant at `time`, or `nil`: fractionComplete finite and in 0…1, a legal
  /// animator state, and an idle dial resting exactly on a whole stop.
  public func brokenInvariant(at time: Double) -> String? {
    if let fraction = fraction(at: time), !(fraction.isFinite && fraction >= 0 && fraction <= 1) {
      return "fractionComplete \(fraction) at \(time)"
    }
    if player.isActive && player.animator.isRunning && player.animator.state != .active {
      return "running but \(player.animator.state)"
    }
    let now = media(at: time)
    if !player.isActive && dial.isSettled(at: now) {
      let position = dial.position(at: now)
      if position != position.rounded() || Int(position) != dial.target {
        return "idle dial at \(position), not on its stop \(dial.target)"
      }
    }
    if !dialAngle(at: time).radians.isFinite { return "dial angle not finite" }
    return nil
  }
}
