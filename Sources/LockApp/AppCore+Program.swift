import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

/// The lock's own trace lines.
public enum LockRecord: TraceRecord {
  /// A frame was drawn: the animator's fraction (nil when no plan plays), the unwrapped dial
  /// angle, the number under the pointer, and the bytes the frame's diff wrote.
  case frame(fraction: Double?, angle: Double, number: Int, bytes: Int, t: Double)
  /// The lock changed: `locked` or `open`, failed attempts, lockout seconds left.
  case lock(open: Bool, attempts: Int, lockout: Double?, t: Double)
  /// A step of the after-pull choreography began (`name`: the action's name; `t`: when it was
  /// due, in wall seconds).
  case step(String, t: Double)
  /// A wheel started or stopped moving (a lock with a mechanism): every gate's reading, from the
  /// first number's to the last's (docs/mechanism.md §3).
  case wheels(positions: [Double], t: Double)
  /// The shackle was pulled gently or let go (docs/mechanism.md §7).
  case tension(on: Bool, t: Double)
  /// A notch stopped a turn under tension: the middle of the range it lets the dial move in.
  case stick(position: Double, t: Double)
  /// A game of cracking ended with the shackle open (docs/mechanism.md §10): the combination
  /// the wheels read, the pulls made, the sticking places noted, and the list's length (`nil`
  /// where the lock leaks none).
  case cracked(numbers: [Int], pulls: Int, sticks: Int, tries: Int?, t: Double)

  /// The record as one JSON line.
  public var jsonLine: String {
    let number = TraceEvent.number
    switch self {
    case .frame(let fraction, let angle, let dialNumber, let bytes, let t):
      // Written a piece at a time into one string: this line is made for every frame.
      var line = TraceEvent.head(t, "frame")
      line += ",\"fraction\":"
      line += fraction.map(number) ?? "null"
      line += ",\"angle\":"
      line += number(angle)
      line += ",\"number\":"
      line += String(dialNumber)
      line += ",\"bytes\":"
      line += String(bytes)
      line += "}"
      return line
    case .lock(let open, let attempts, let lockout, let t):
      return TraceEvent.head(t, "lock") + ",\"state\":\"" + (open ? "open" : "locked")
        + "\",\"attempts\":" + String(attempts) + ",\"lockout\":"
        + (lockout.map(number) ?? "null") + "}"
    case .step(let name, let t):
      return TraceEvent.head(t, "step") + ",\"name\":" + TraceEvent.string(name) + "}"
    case .wheels(let positions, let t):
      return TraceEvent.head(t, "wheels") + ",\"positions\":["
        + positions.map(number).joined(separator: ",") + "]}"
    case .tension(let on, let t):
      return TraceEvent.head(t, "tension") + ",\"on\":" + (on ? "true" : "false") + "}"
    case .stick(let position, let t):
      return TraceEvent.head(t, "stick") + ",\"position\":" + number(position) + "}"
    case .cracked(let numbers, let pulls, let sticks, let tries, let t):
      return TraceEvent.head(t, "cracked") + ",\"combination\":["
        + numbers.map(String.init).joined(separator: ",") + "],\"pulls\":" + String(pulls)
        + ",\"sticks\":" + String(sticks) + ",\"tries\":" + (tries.map(String.init) ?? "null")
        + ",\"seconds\":" + number(t) + "}"
    }
  }
}

extension LockRenderer: ProgramRenderer {}

extension AppCore: Program {
  /// What the trace reports when it changes: the animator's state and the lock's.
  public struct Signature: Equatable {
    var animator: AnimatorSignature?
    var lock: LockSignature
    /// The wheels the latest turn moved (a lock with a mechanism).
    var wheels: UInt64?
    /// Whether the shackle is pulled gently, and how many turns a notch has stopped.
    var tension: Bool
    var sticks: Int
    /// Whether a game of cracking has ended.
    var cracked: Bool
  }

  /// What an animator trace line reports (no strings: this is compared on every frame).
  struct AnimatorSignature: Equatable {
    var state: AnimatorState
    var running: Bool
    var reversed: Bool
  }

  /// What a lock trace line reports.
  struct LockSignature: Equatable {
    var open: Bool
    var attempts: Int
    var lockedOut: Bool
  }

  /// The animator's and the lock's state at wall time `time`.
  public func signature(at time: Double) -> Signature {
    let lock = stage.lock
    return Signature(
      animator: playing {
        AnimatorSignature(
          state: $0.animator.state, running: $0.animator.isRunning,
          reversed: $0.animator.isReversed)
      },
      lock: LockSignature(
        open: lock.isOpen, attempts: lock.failedAttempts,
        lockedOut: lock.lockoutRemaining(at: time) != nil),
      wheels: wheelsMoving, tension: dial.tension, sticks: dial.sticks.count,
      cracked: crack?.openedAt != nil)
  }

  /// The wheels as the dial has left them at media time `now`: while a plan plays, as its path
  /// up to the playhead leaves them (docs/mechanism.md §5); `nil` for a lock that is a rule.
  func wheels(at now: Double) -> WheelPack? {
    guard let wheels = dial.wheels else { return nil }
    return playing { player in
      let playhead = player.planTime(at: now)
      return wheels.following(
        player.plan.track(at: playhead, angle: dial.angle(atPlanTime: playhead)))
    } ?? wheels
  }

  /// Animator and lock lines for what changed during the event.
  public func report(
    changedFrom before: Signature, at moment: Moment, into out: inout Effects<LockRecord>
  ) {
    let now = signature(at: moment.wall)
    if now.animator != before.animator {
      let line =
        playing {
          TraceEvent.animator(
            state: $0.stateName, running: $0.animator.isRunning,
            reversed: $0.animator.isReversed,
            fraction: $0.animator.fractionComplete(at: moment.media), t: moment.wall)
        }
        ?? .animator(state: "idle", running: false, reversed: false, fraction: 0, t: moment.wall)
      out.append(line)
    }
    if now.tension != before.tension {
      out.append(LockRecord.tension(on: now.tension, t: moment.wall))
    }
    if now.sticks != before.sticks {
      out.append(LockRecord.stick(position: dial.sticks.last, t: moment.wall))
    }
    if now.wheels != before.wheels, let wheels = wheels(at: moment.media) {
      out.append(LockRecord.wheels(positions: wheels.readings, t: moment.wall))
    }
    if now.cracked != before.cracked, let game = crack {
      out.append(
        LockRecord.cracked(
          numbers: game.openedWith, pulls: game.notebook.pulls,
          sticks: game.notebook.sticks.count, tries: game.notebook.tries?.count, t: moment.wall))
    }
    if now.lock != before.lock {
      let lock = stage.lock
      out.append(
        LockRecord.lock(
          open: lock.isOpen, attempts: lock.failedAttempts,
          lockout: lock.lockoutRemaining(at: moment.wall), t: moment.wall))
    }
  }

  /// Lets time pass: the lockout, the plan's end, the dial's springs, the choreography.
  public mutating func advance(to moment: Moment, into out: inout Effects<LockRecord>) {
    if stage.lock.lockedUntil != nil {
      stage.lock.expireLockout(at: moment.wall)
      // The countdown's messages would go stale: say that pulls count again.
      if stage.lock.lockedUntil == nil {
        stage.message = "the wait is over: Enter pulls again"
        stage.messageIsGood = true
      }
    }
    advancePlan(to: moment.media, before: moment.wall)
    dial.advance(to: moment.media)
    advanceEffects(to: moment, into: &out)
  }

  /// What an event started runs up to its time: a pull's judge step, or with reduced motion
  /// every step.
  ///
  /// A frame changes nothing ``advance(to:into:)`` has not seen.
  public mutating func settle(
    after event: AppEvent, at moment: Moment, into out: inout Effects<LockRecord>
  ) {
    if case .frame = event {} else { advanceEffects(to: moment, into: &out) }
    holdPlanLayer(at: moment.media)
    // Under tension the lever drops as soon as every gate lies under it.
    if dial.tension, dial.wheels?.opens == true { feel(true, at: moment) }
    wheelsMoving = wheels(at: moment.media)?.moving
    noteCrack(at: moment)
  }

  /// A key gesture: it turns the dial by hand, or scrubs the plan while one plays; `false`
  /// once the plan finished under it (the rest of the gesture is not a hand turn).
  public mutating func pan(
    _ event: PanEvent, at moment: Moment, into out: inout Effects<LockRecord>
  ) -> Bool {
    guard isPlaying else {
      turnByKeys(event, at: moment)
      return true
    }
    return !scrubPlan(event, at: moment)
  }

  /// A key that is not a turn ends any mouse drag and goes to the mode's handler.
  public mutating func press(
    _ intent: LockIntent?, at moment: Moment, into out: inout Effects<LockRecord>
  ) {
    endDrag(at: moment.wall, into: &out)
    guard let intent else { return }
    switch intent {
    case .toggleTimeline: showsTimeline.toggle()
    case .toggleXray: showsXray.toggle()
    default:
      switch mode {
      case .playing, .paused: autoDialIntent(intent, at: moment)
      case .typing, .typingWhileCoolingDown: composingIntent(intent, at: moment)
      case .resting, .coolingDown, .open, .help: handIntent(intent, at: moment)
      }
    }
  }

  /// Letting go of `p` lets go of the shackle: tension lasts while the key is held in a terminal
  /// that reports releases (docs/mechanism.md §7).
  public mutating func release(
    _ intent: LockIntent, at moment: Moment, into out: inout Effects<LockRecord>
  ) {
    if intent == .tension { feel(false, at: moment) }
  }

  /// Pasted text goes to the composing line (not while a plan plays).
  public mutating func paste(
    _ text: String, at moment: Moment, into out: inout Effects<LockRecord>
  ) {
    if !isPlaying { type(Composer.cleanedPaste(text)) }
  }

  /// Draws the lock's scene.
  public func draw(
    into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double
  ) {
    renderer.render(scene(at: time), into: &buffer, width: width, height: height)
  }

  /// The lock's frame line: the plan fraction, the dial angle and the number under the pointer.
  public func frameRecord(bytes: Int, at time: Double) -> LockRecord {
    let angle = dialAngle(at: time)
    return .frame(
      fraction: fraction(at: time), angle: angle.radians,
      number: configuration.dial.number(at: angle), bytes: bytes, t: time)
  }
}
