import AnimationCore
import LockModel
import LockRendering
import TerminalRuntime

extension AppCore {
  /// Pulls the shackle at wall time `time` (`dialed` and `plan`: the combination an auto-dial
  /// just dialed for this pull and its plan, if it was one): the dial's attempt is handed to the stage and the after-pull
  /// ``Choreography`` starts (the event's ``advanceEffects(to:into:)`` runs its judge step); the
  /// dial starts a fresh attempt from where it is.
  ///
  /// Rules (docs/terminal.md "Hints"): a pull during a cool-down is refused unjudged and keeps
  /// the attempt; a pull with nothing dialed since the last pull (or since the start) is not an
  /// attempt and counts for nothing.
  mutating func pull(at moment: Moment, dialed: Combination? = nil, plan: DialingPlan? = nil) {
    let time = moment.wall
    if let remaining = stage.lock.lockoutRemaining(at: time) {
      stage.message = Stage.refusal(.lockedOut(secondsLeft: remaining), lock: stage.lock)
      return
    }
    guard dial.track.runCount > 0 else {
      stage.message =
        judged == nil
        ? "nothing dialed yet: turn the dial, or type a combination"
        : "the dial has not turned since the last pull"
      return
    }
    judged = (dial.track.lastRuns(LockScene.longestTrail), dial.track.runCount, plan)
    stage.attempt = dial.track
    stage.wheels = dial.wheels
    if crack != nil, let readings = dial.wheels?.readings {
      crack?.notebook.notePull(readings: readings)
    }
    dial.tension = false
    stage.dialed = dialed
    stage.pulledAt = time
    stage.verdict = nil
    dial.restartAttempt()
    var sequence = Choreography.sequencer()
    // It starts on media time and runs on effects time: with reduced motion every step is due
    // at once and every animation it adds shows its end.
    sequence?.start(at: moment.media)
    choreography = sequence
  }

  /// Shuts the shackle: the lock closes, the shackle lowers, any choreography stops.
  ///
  /// The ring clears (unless `keepRing`: a plan that reached its end has its own ring). The
  /// attempt that opened leaves the trail: what the trail shows is what the next pull judges.
  mutating func close(at moment: Moment, keepRing: Bool = false) {
    stage.lock.close()
    stage.shackle.close(at: moment.media)
    choreography = nil
    if !keepRing { stage.ring = Spinner() }
    stage.message = nil
    judged = nil
  }

  /// Runs the choreography's steps due by `time` (each traced with its due time) and moves the
  /// ring there.
  mutating func advanceEffects(to moment: Moment, into out: inout Effects<LockRecord>) {
    let (time, effects) = (moment.wall, moment.effects)
    if var sequence = choreography {
      choreography = nil  // the sequence is mutated alone, not copied
      for event in sequence.advance(to: effects, context: &stage) {
        switch event {
        case .started(let name, let at), .called(let name, let at):
          out.append(LockRecord.step(name, t: wall(at, time)))
        case .skipped, .jumped, .completed, .stalled:
          break
        }
      }
      choreography = sequence.isRunning ? sequence : nil
    }
    _ = stage.ring.advance(to: effects)
  }

  /// The wall time of media time `media`, no later than `time` (with reduced motion a step is
  /// run as soon as it is reached, earlier than it was due).
  private func wall(_ media: Double, _ time: Double) -> Double {
    min(context.clock.wall(atMedia: media), time)
  }
}
