import AnimationCore
import LockModel
import LockRendering
import TerminalRuntime

extension AppCore {
  /// The dial's unwrapped angle at wall time `time`: the dial layer's presentation (held at the
  /// animator's plan time while a plan plays).
  public func dialAngle(at time: Double) -> Angle {
    let now = media(at: time)
    if let planTime = playing({ $0.planTime(at: now) }) { return dial.angle(atPlanTime: planTime) }
    return dial.angle(at: now)
  }

  /// The auto-dial animator's fractionComplete, or `nil` when no plan plays.
  public func fraction(at time: Double) -> Double? {
    let now = media(at: time)
    return playing { $0.animator.fractionComplete(at: now) }
  }

  /// The auto-dial animator's state name ("running", "paused", …), or `nil` when no plan plays.
  public var animatorState: String? { playing { $0.stateName } }

  /// Whether anything on screen moves at `time` (the driver draws frames only then).
  public func isAnimating(at time: Double) -> Bool {
    let moment = context.moment(at: time)
    if dial.isMoving(at: moment.media) { return true }
    if playing({ $0.animator.isRunning }) == true { return true }
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
      state: isSettled(at: now) ? "idle" : "turning", fraction: nil, isReversed: false,
      speed: context.speed)
    var runs: [StopTrack.Run]
    var runCount: Int
    var hint: (lead: String, text: String)?
    var live = true
    var heading: Int?
    if let plan = playing({ planView($0, at: now, angle: angle) }) {
      timeline = plan.timeline
      timeline?.pickups = playing { $0.pickups } ?? []
      animatorView = plan.animator
      let track = plan.track
      heading = plan.heading
      runs = track.lastRuns(LockScene.longestTrail)
      runCount = track.runCount
      hint = instruction(for: track, wheels: dial.wheels?.following(track))
    } else if dial.track.runCount == 0, let judged {
      // The attempt just judged stays until the next one starts; the next is a fresh one. A
      // plan that dialed it keeps its timeline, finished, as long.
      runs = judged.runs
      runCount = judged.count
      live = false
      timeline = judged.plan.map {
        Self.timeline(of: $0, playhead: $0.duration, isPaused: false, isReversed: false)
      }
    } else {
      // The latest runs only: O(1) per frame however long the attempt.
      runs = dial.track.lastRuns(LockScene.longestTrail)
      runCount = dial.track.runCount
      hint = instruction(for: dial.track, wheels: dial.wheels)
    }
    // The open lock's hint in the key bar's own words (docs/terminal.md "Hints"): it fits the
    // trail's row at 80×24.
    let instruction =
      lock.isOpen && !isPlaying
      ? (lead: "next", text: "Enter shuts; x resets")
      : hint ?? instruction(for: dial.track, wheels: dial.wheels)
    var scene = LockScene(
      dial: .init(
        stops: dialModel.stops, angle: angle, numberUnderPointer: dialModel.number(at: angle)),
      ring: .init(
        start: ring.strokeAngles.start, end: ring.strokeAngles.end, glyphMix: ring.glyphMix,
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
      }, instruction: instruction.text, composing: composing, message: stage.message,
      showsTimeline: showsTimeline, showsHelp: showsHelp, help: showsHelp ? keyTable.help : [],
      helpNote: showsHelp ? helpNote : nil, keyBar: keyTable.bar(for: showsHelp ? .help : mode))
    scene.trailOmitted = runCount - runs.count
    scene.trailIsLive = live && !runs.isEmpty
    scene.trailLiveTarget = scene.trailIsLive ? heading : nil
    scene.trailExpected = expectedRuns
    scene.instructionLead = instruction.lead
    scene.messageIsGood = stage.messageIsGood
    scene.cellAspect = context.cellAspect
    scene.cellWidth = context.cellWidth
    scene.notebook = notebookView
    scene.xray = xrayView(at: time)
    return scene
  }

  /// The timeline panel, the status bar's animator part and the trail's track of a playing
  /// plan at media time `now`, with the dial at `angle`.
  func planView(
    _ player: borrowing AutoDial, at now: Double, angle: Angle
  ) -> (
    timeline: LockScene.TimelineView, animator: LockScene.AnimatorView, track: StopTrack,
    heading: Int?
  ) {
    let plan = player.plan
    let playhead = player.planTime(at: now)
    let timeline = Self.timeline(
      of: plan, playhead: playhead, isPaused: !player.animator.isRunning,
      isReversed: player.animator.isReversed)
    let index = plan.turnIndex(at: playhead) ?? 0
    let animator = LockScene.AnimatorView(
      state: player.stateName, fraction: player.animator.fractionComplete(at: now),
      isReversed: player.animator.isReversed, speed: context.speed,
      seconds: (playhead, plan.duration),
      turn: plan.turns.isEmpty ? nil : (index + 1, plan.turns.count),
      turnTarget: plan.turns.isEmpty
        ? nil : (plan.turns[index].target, plan.turns[index].direction))
    let track = plan.track(at: playhead, angle: angle)
    let heading = plan.turns.isEmpty ? nil : Self.heading(plan.turns[index], track, playhead)
    return (timeline, animator, track, heading)
  }

  /// The number `track`'s last run is heading for at plan time `playhead`: `turn`'s target
  /// while the turn is under way and the run turns its way, else `nil` (the run is a turn
  /// already ended, or the dial has not yet left the stop the turn starts from).
  ///
  /// Rule (docs/terminal.md "Hints"): the trail names the run under way by the number the
  /// timeline and status bar give it.
  static func heading(_ turn: DialingPlan.Turn, _ track: StopTrack, _ playhead: Double) -> Int? {
    guard playhead < turn.end, track.currentRun?.direction == turn.direction else {
      return nil
    }
    return turn.target
  }

  /// The timeline panel of `plan` with its playhead at `playhead` (plan seconds).
  static func timeline(
    of plan: DialingPlan, playhead: Double, isPaused: Bool, isReversed: Bool
  ) -> LockScene.TimelineView {
    LockScene.TimelineView(
      turns: plan.turns.map {
        .init(begin: $0.begin, duration: $0.duration, direction: $0.direction, target: $0.target)
      }, duration: plan.duration, playhead: playhead, isPaused: isPaused, isReversed: isReversed)
  }

  /// Whether the dial is still at media time `now`: no spring moving it, no pointer holding it.
  func isSettled(at now: Double) -> Bool {
    !hand.drag.isActive && !dial.isMoving(at: now)
  }

  /// What to do next in the attempt `track`: read from the wheels on a lock with a mechanism
  /// (docs/mechanism.md §9), else from the protocol's rules (docs/terminal.md "Hints").
  func instruction(for track: StopTrack, wheels: WheelPack?) -> (lead: String, text: String) {
    if let wheels, dial.tension {
      // docs/mechanism.md §7: what the lever is doing, from the cam's notches.
      guard let notch = wheels.holdUnderTension else {
        return ("pulling", "turn until the lever drops into a notch; p lets go")
      }
      let at = notch == notch.rounded() ? String(Int(notch)) : String(notch)
      return ("held", "a notch at \(at) holds the dial; p lets go")
    }
    if let wheels { return wheels.hint }
    return hint(for: track).text(for: configuration.lockProtocol)
  }

  /// The rules' hint for an attempt's `track` (docs/terminal.md "Hints").
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
    if let state = playing({ $0.animator.isRunning ? $0.animator.state : nil }) ?? nil,
      state != .active
    {
      return "running but \(state)"
    }
    let now = media(at: time)
    if !isPlaying && isSettled(at: now) {
      let position = dial.position(at: now)
      if abs(position - Double(dial.committed)) > 1e-9 {
        return "idle dial at \(position), not on its stop \(dial.committed)"
      }
    }
    if !dialAngle(at: time).radians.isFinite { return "dial angle not finite" }
    return nil
  }
}
