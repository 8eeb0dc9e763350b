import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

extension AppCore {
  /// The auto-dial mode's intents: Space pauses or resumes, `r` reverses, `.` steps a paused
  /// plan by a frame, Esc stops it where it is.
  mutating func autoDialIntent(_ intent: LockIntent, at moment: Moment) {
    let now = moment.media
    switch intent {
    case .space:
      if autoDial.animator.isRunning {
        try? autoDial.animator.pauseAnimation(at: now)
      } else {
        try? autoDial.animator.continueAnimation(durationFactor: 0, at: now)
      }
    case .reverse:
      try? autoDial.animator.setReversed(!autoDial.animator.isReversed, at: now)
    case .stepFrame:
      guard !autoDial.animator.isRunning, let duration = autoDial.plan?.duration, duration > 0
      else { return }
      let fraction = autoDial.animator.fractionComplete(at: now)
      let step = context.speed / Double(configuration.fps) / duration
      try? autoDial.animator.setFractionComplete(fraction + step, at: now)
    case .escape:
      stopPlan(at: now)
    default:
      break
    }
    holdPlanLayer(at: now)
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
    dial.play(plan)
    autoDial = AutoDial(plan: plan, dialing: combination, at: now)
    stage.ring = Spinner()
    stage.ring.start(at: now)
    if configuration.reduceMotion { finishPlan(at: .end, time: moment.wall) }
  }

  /// Holds the dial layer's clock at the animator's plan time (Core Animation's scrub: speed 0,
  /// timeOffset = fractionComplete × duration).
  mutating func holdPlanLayer(at now: Double) {
    guard let planTime = autoDial.planTime(at: now) else { return }
    dial.scrub(toPlanTime: planTime)
  }

  /// Scrubs the plan with a gesture event at `moment` (the animator runs on media time);
  /// whether the plan finished (and the gesture was not applied).
  mutating func scrubPlan(_ event: PanEvent, at moment: Moment) -> Bool {
    let scaled = PanEvent(
      phase: event.phase, translation: event.translation,
      velocity: event.velocity / context.speed, time: moment.media)
    do {
      let finished = planFinished(try autoDial.scrub(scaled), before: event.time)
      holdPlanLayer(at: scaled.time)
      return finished
    } catch {
      stage.message = error.description
      return false
    }
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
    guard let plan = autoDial.plan else { return }
    let combination = autoDial.combination
    autoDial = AutoDial()
    switch position {
    case .end:
      // An open lock is shut only now, so a run taken back to its start leaves it as it was.
      // The plan ended at `time`, which may be before the event that noticed it.
      let ended = context.moment(at: time)
      if stage.lock.isOpen { close(at: ended, keepRing: true) }
      dial.endPlan(with: plan.track(at: plan.duration, angle: plan.finalAngle))
      pull(at: ended, dialed: combination)
    case .start, .current:
      dial.endPlan(with: StopTrack(start: plan.startPosition))
      stage.ring = Spinner()
    }
  }

  /// Esc while a plan plays: stop where it is and go back to hand dialing, settling on the
  /// nearest stop; the attempt keeps the plan's turns up to there, the one it stopped in
  /// included, so the trail shows them and hand dialing goes on from them.
  mutating func stopPlan(at now: Double) {
    guard let plan = autoDial.plan, let planTime = autoDial.planTime(at: now) else { return }
    let angle = dial.angle(atPlanTime: planTime)
    let position = configuration.dial.position(at: angle)
    autoDial = AutoDial()
    dial.endPlan(with: plan.track(at: planTime, angle: angle))
    dial.drag(to: position)
    dial.release(
      on: configuration.dial.nearestStop(toPosition: position), at: now, velocity: 0,
      instant: configuration.reduceMotion)
    stage.ring = Spinner()
  }
}
