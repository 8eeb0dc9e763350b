import AnimationCore
import LockModel
import LockRendering
import TerminalRuntime

extension AppCore {
  /// The dial's unwrapped angle at wall time `time`: the dial layer's presentation (held at the
  /// animator's plan time while a plan plays).
  public func dialAngle(at time: Double) -> Angle {
    let now = media(at: time)
    if let planTime = autoDial.planTime(at: now) { return dial.angle(atPlanTime: planTime) }
    return dial.angle(at: now)
  }

  /// The auto-dial animator's fractionComplete, or `nil` when no plan plays.
  public func fraction(at time: Double) -> Double? {
    guard autoDial.isActive else { return nil }
    return autoDial.animator.fractionComplete(at: media(at: time))
  }

  /// The auto-dial animator's state name ("running", "paused", …), or `nil` when no plan plays.
  public var animatorState: String? { autoDial.isActive ? autoDial.stateName : nil }

  /// Whether anything on screen moves at `time` (the driver draws frames only then).
  public func isAnimating(at time: Double) -> Bool {
    let moment = context.moment(at: time)
    if dial.isMoving(at: moment.media) { return true }
    if autoDial.isActive && autoDial.animator.isRunning { return true }
    if choreography != nil { return true }
    return stage.ring.isAnimating(at: moment.effects)
      || stage.shackle.isAnimating(at: moment.effects)
  }

  /// The next time after `time` the lock must be woken even if nothing is typed: the next
  /// second of a lockout countdown. (Frames while animating are the driver's business, key
  /// gestures' ends the runtime's.)
  public func deadline(after time: Double) -> Double? {
    guard let remaining = stage.lock.lockoutRemaining(at: time) else { return nil }
    // Wake at every whole second of the countdown, and when it ends. A remainder within 1e-9
    // of a whole second is that second (so the last tick is never a second late).
    let whole = (remaining - 1e-9).rounded(.down)
    return max(time + (whole < 0 ? remaining : remaining - whole), time)
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
    keyTable.help.map { "\($0.keys)  \($0.action)" } + (helpNote.map { [$0] } ?? [])
  }

  /// Everything to draw at wall time `time`.
  public func scene(at time: Double) -> LockScene {
    let moment = context.moment(at: time)
    let now = moment.media
    let dialModel = configuration.dial
    let angle = dialAngle(at: time)
    let ring = stage.ring.presentation(at: moment.effects)
    let lock = stage.lock
    var timeline: LockScene.TimelineView?
    var animatorView = LockScene.AnimatorView(
      state: dial.isSettled(at: now) ? "idle" : "turning", fraction: nil, isReversed: false,
      speed: context.speed)
    var runs: [StopTrack.Run]
    var runCount: Int
    var hint = AttemptHint.next(run: 0)
    if let plan = autoDial.plan, let playhead = autoDial.planTime(at: now) {
      timeline = LockScene.TimelineView(
        turns: plan.turns.map {
          .init(begin: $0.begin, duration: $0.duration, direction: $0.direction, target: $0.target)
        }, duration: plan.duration, playhead: playhead, isPaused: !autoDial.animator.isRunning,
        isReversed: autoDial.animator.isReversed)
      let index = plan.turnIndex(at: playhead) ?? 0
      animatorView = LockScene.AnimatorView(
        state: autoDial.stateName, fraction: autoDial.animator.fractionComplete(at: now),
        isReversed: autoDial.animator.isReversed, speed: context.speed,
        seconds: (playhead, plan.duration),
        turn: plan.turns.isEmpty ? nil : (index + 1, plan.turns.count),
        turnTarget: plan.turns.isEmpty
          ? nil : (plan.turns[index].target, plan.turns[index].direction))
      let track = plan.track(at: playhead, angle: angle)
      runs = track.lastRuns(LockScene.longestTrail)
      runCount = track.runCount
      hint = self.hint(for: track)
    } else if dial.track.runCount == 0, let judged {
      // The attempt just judged stays until the next one starts; the next is a fresh one.
      runs = judged.runs
      runCount = judged.count
    } else {
      // The latest runs only: O(1) per frame however long the attempt.
      runs = dial.track.lastRuns(LockScene.longestTrail)
      runCount = dial.track.runCount
      hint = self.hint(for: dial.track)
    }
    let instruction =
      lock.isOpen && !autoDial.isActive
      ? (lead: "next", text: "Enter shuts the shackle; x shuts it and starts again from 0")
      : hint.text(for: configuration.lockProtocol)
    var scene = LockScene(
      dial: .init(
        stops: dialModel.stops, angle: angle, numberUnderPointer: dialModel.number(at: angle)),
      ring: .init(
        rotation: ring.rotation, stroke: ring.stroke, glyphMix: ring.glyphMix,
        showsGlyph: stage.ring.phase != .idle && stage.ring.phase != .leaving),
      shackle: stage.shackle.pose(at: moment.effects), timeline: timeline,
      lock: .init(
        isOpen: lock.isOpen, failedAttempts: lock.failedAttempts,
        lockoutRemaining: lock.lockoutRemaining(at: time)),
      animator: animatorView,
      trail: runs.map {
        .init(
          direction: $0.direction, number: $0.number(on: dialModel),
          wholeTurns: $0.wholeTurns(stops: dialModel.stops))
      }, instruction: instruction.text, composing: composer.line, message: stage.message,
      showsTimeline: showsTimeline, showsHelp: showsHelp, help: showsHelp ? keyTable.help : [],
      helpNote: showsHelp ? helpNote : nil, keyBar: keyTable.bar(for: showsHelp ? .help : mode))
    scene.trailOmitted = runCount - runs.count
    scene.instructionLead = instruction.lead
    scene.messageIsGood = stage.messageIsGood
    return scene
  }

  /// The hint for an attempt's `track` (docs/terminal.md "Hints").
  func hint(for track: StopTrack) -> AttemptHint {
    AttemptHint(
      track: track, protocol: configuration.lockProtocol, numbers: stage.lock.numberCount,
      stops: configuration.dial.stops)
  }

  /// A broken invariant at `time`, or `nil`: fractionComplete finite and in 0…1, a legal
  /// animator state, and an idle dial resting exactly on a whole stop.
  public func brokenInvariant(at time: Double) -> String? {
    if let fraction = fraction(at: time), !(fraction.isFinite && fraction >= 0 && fraction <= 1) {
      return "fractionComplete \(fraction) at \(time)"
    }
    if autoDial.isActive && autoDial.animator.isRunning && autoDial.animator.state != .active {
      return "running but \(autoDial.animator.state)"
    }
    let now = media(at: time)
    if !autoDial.isActive && dial.isSettled(at: now) {
      let position = dial.position(at: now)
      if abs(position - Double(dial.committed)) > 1e-9 {
        return "idle dial at \(position), not on its stop \(dial.committed)"
      }
    }
    if !dialAngle(at: time).radians.isFinite { return "dial angle not finite" }
    return nil
  }
}
