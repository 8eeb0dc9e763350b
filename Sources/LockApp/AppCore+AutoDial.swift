import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

extension AppCore {
  /// The playing mode's intents: Space pauses or resumes, `r` reverses, `.` steps a paused
  /// plan by a frame, Esc stops it where it is.
  mutating func autoDialIntent(_ intent: LockIntent, at moment: Moment) {
    let now = moment.media
    let frame = context.speed / Double(configuration.fps)
    if intent == .escape {
      stopPlan(at: now)
      return
    }
    withPlayer { player in
      switch intent {
      case .space:
        if player.animator.isRunning {
          try? player.animator.pauseAnimation(at: now)
        } else {
          try? player.animator.continueAnimation(durationFactor: 0, at: now)
        }
      case .reverse:
        try? player.animator.setReversed(!player.animator.isReversed, at: now)
      case .stepFrame:
        let duration = player.plan.duration
        guard !player.animator.isRunning, duration > 0 else { return }
        let fraction = player.animator.fractionComplete(at: now)
        try? player.animator.setFractionComplete(fraction + frame / duration, at: now)
      default:
        break
      }
    }
  }

  /// Plays the plan for `combination` from the committed stop: its group goes on the dial layer
  /// and the animator starts; the ring starts spinning.
  mutating func startPlan(for combination: Combination, at moment: Moment) {
    let now = moment.media
    let plan = DialingPlan(
      combination: combination, protocol: configuration.lockProtocol, dial: configuration.dial,
      startPosition: dial.committed, pacing: configuration.pacing)
    judged = nil
    choreography = nil
    dial.tension = false
    dial.play(plan)
    activity = .playing(
      AutoDial(
        plan: plan, dialing: combination, at: now,
        pickups: Self.pickups(of: plan, wheels: dial.wheels)))
    stage.ring = Spinner()
    stage.ring.start(at: now)
    if configuration.reduceMotion { finishPlan(at: .end, time: moment.wall) }
  }

  /// Holds the dial layer's clock at the animator's plan time (Core Animation's scrub: speed 0,
  /// timeOffset = fractionComplete × duration).
  ///
  /// Rule (docs/terminal.md "Input"): done once per event, after it (``settle(after:at:into:)``),
  /// so whatever moved the animator — time, a key, a gesture — the layer shows it.
  mutating func holdPlanLayer(at now: Double) {
    guard let planTime = playing({ $0.planTime(at: now) }) else { return }
    dial.scrub(toPlanTime: planTime)
  }

  /// Scrubs the plan with a gesture event at `moment` (the animator runs on media time);
  /// whether the plan finished (and the gesture was not applied).
  mutating func scrubPlan(_ event: PanEvent, at moment: Moment) -> Bool {
    let scaled = PanEvent(
      phase: event.phase, translation: event.translation,
      velocity: event.velocity / context.speed, time: moment.media)
    do {
      let events = try withPlayer { (player) throws(AnimatorError) in try player.scrub(scaled) }
      return planFinished(events ?? [], before: event.time)
    } catch {
      stage.message = error.description
      return false
    }
  }

  /// Lets the plan's animator reach media time `now`; the plan ends if it finished.
  mutating func advancePlan(to now: Double, before time: Double) {
    guard let events = withPlayer({ $0.animator.advance(to: now) }) else { return }
    planFinished(events, before: time)
  }

  /// Ends the plan if `events` hold a `.finished`; whether they did.
  ///
  /// The plan ends at the moment it finished, not at the moment it was noticed (`time`).
  @discardableResult
  mutating func planFinished(_ events: [AnimatorEvent], before time: Double) -> Bool {
    for event in events {
      guard case .finished(let position, let finished) = event else { continue }
      finishPlan(at: position, time: min(context.clock.wall(atMedia: finished), time))
      return true
    }
    return false
  }

  /// The plan reached an end: at its end the dial commits the plan's stops and the shackle is
  /// pulled; back at its start nothing happened and the ring stops.
  mutating func finishPlan(at position: AnimatingPosition, time: Double) {
    guard let player = takePlayer() else { return }
    let plan = player.plan
    switch position {
    case .end:
      // An open lock is shut only now, so a run taken back to its start leaves it as it was.
      // The plan ended at `time`, which may be before the event that noticed it.
      let ended = context.moment(at: time)
      if stage.lock.isOpen { close(at: ended, keepRing: true) }
      dial.endPlan(with: plan.finalTrack)
      pull(at: ended, dialed: player.combination, plan: plan)
    case .start, .current:
      dial.endPlan(with: StopTrack(start: plan.startPosition))
      stage.ring = Spinner()
    }
  }

  /// Esc while a plan plays: stop where it is and go back to hand dialing, settling on the
  /// nearest stop; the attempt keeps the plan's turns up to there, the one it stopped in
  /// included, so the trail shows them and hand dialing goes on from them.
  mutating func stopPlan(at now: Double) {
    guard let player = takePlayer() else { return }
    let planTime = player.planTime(at: now)
    let angle = dial.angle(atPlanTime: planTime)
    let position = configuration.dial.position(at: angle)
    dial.endPlan(with: player.plan.track(at: planTime, angle: angle))
    dial.drag(to: position)
    dial.release(
      on: configuration.dial.nearestStop(toPosition: position), at: now, velocity: 0,
      instant: configuration.reduceMotion)
    stage.ring = Spinner()
  }
}
