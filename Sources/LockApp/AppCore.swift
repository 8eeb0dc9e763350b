import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

/// The whole interactive program without a terminal: state folded from timestamped events, and
/// the scene to draw at any time (Elm-style: events in, scenes out).
///
/// This file is the dispatcher: an event becomes key intents through ``KeyTable`` for the mode
/// the app is in, and each mode handles its intents in its own file — hand dialing
/// (`AppCore+Hand`), composing (`AppCore+Composing`), auto-dial (`AppCore+AutoDial`) — with the
/// pull and its choreography in `AppCore+Pull`. Each piece of state has one owner: the dial
/// (``DialState``: its layer and committed stops), the lock and what shows its verdict
/// (``Stage``), the playing plan (``AutoDial``), the composing line (``Composer``). Times passed
/// in are wall seconds since the start; animations run on media time, which the global speed
/// scales. The secret never leaves the lock.
public struct AppCore: ~Copyable, Sendable {
  /// The settings.
  public let configuration: Configuration
  /// Terminal columns.
  public private(set) var width: Int
  /// Terminal rows.
  public private(set) var height: Int
  /// Whether `q` was pressed.
  public private(set) var quitRequested = false
  /// Whether the timeline panel is shown.
  public private(set) var showsTimeline = true
  /// Whether the help overlay is shown.
  public private(set) var showsHelp = false

  var clock: SpeedClock
  var dial: DialState
  var stage: Stage
  var autoDial = AutoDial()
  var composer = Composer()
  var hand = HandDialing()
  var keys = KeyPanRecognizer()
  /// The after-pull sequence, while it plays.
  var choreography: Sequencer<Stage>?
  /// The runs of the attempt last judged (a pull), shown until the next attempt starts.
  var judged: (runs: [StopTrack.Run], count: Int)?
  var lastTime = 0.0

  /// The app at rest at time 0: the dial on 0, the lock shut.
  public init(configuration: Configuration, width: Int, height: Int) {
    self.configuration = configuration
    self.width = max(width, 0)
    self.height = max(height, 0)
    clock = SpeedClock(speed: configuration.speed)
    dial = DialState(dial: configuration.dial, position: 0)
    stage = Stage(lock: configuration.makeLock())
  }

  /// The global speed.
  public var speed: Double { clock.speed }
  /// Whether a dialing plan is being played (running or paused).
  public var isPlaying: Bool { autoDial.isActive }
  /// Whether the shackle is open.
  public var isOpen: Bool { stage.lock.isOpen }
  /// The lock's failed attempts.
  public var failedAttempts: Int { stage.lock.failedAttempts }
  /// The combination being typed.
  public var composing: String? { composer.line }
  /// A one-line message (a refused combination, a refused pull).
  public var message: String? { stage.message }

  /// What the keys do now.
  var mode: KeyMode {
    if autoDial.isActive { return autoDial.animator.isRunning ? .playing : .paused }
    let coolingDown = stage.lock.lockoutRemaining(at: lastTime) != nil
    if composer.line != nil { return coolingDown ? .typingWhileCoolingDown : .typing }
    if stage.lock.isOpen { return .open }
    return coolingDown ? .coolingDown : .resting
  }

  /// Media time at wall time `time`: the time animations start and are sampled at.
  func media(at time: Double) -> Double {
    clock.media(at: time)
  }

  /// The time the ring, the shackle and the choreography run on.
  ///
  /// Media time, or with reduced motion far past it, so that they show their end states at once
  /// (they start at media time, so the offset does not cancel out). The dial jumps by itself
  /// (`instant`), and a plan finishes as soon as it starts.
  func effectsTime(at time: Double) -> Double {
    media(at: time) + (configuration.reduceMotion ? Self.reducedMotionLead : 0)
  }

  /// How far ahead ``effectsTime(at:)`` samples with reduced motion (longer than any effect).
  static let reducedMotionLead = 1e6

  // MARK: - Events

  /// Folds one event into the state and returns the trace lines it caused (key, gesture,
  /// animator, step and lock events; frames are the driver's).
  public mutating func handle(_ event: AppEvent) -> [TraceEvent] {
    var out: [TraceEvent] = []
    let time = max(event.time.isFinite ? event.time : lastTime, lastTime)
    let before = (animator: animatorSignature, lock: lockSignature(at: time))
    advance(to: time, into: &out)
    switch event {
    case .key(let key, _):
      out.append(.key(key.description, t: time))
      press(key, at: time, into: &out)
    case .release(let key, _):
      out.append(.release(key.description, t: time))
      keys.releasesAreExplicit = true
      if case .step(let step)? = KeyTable.intent(for: key, in: mode) {
        apply(keys.release(step, at: time), into: &out)
      }
    case .text(let text, _):
      for character in text {
        let key = Key(typed: character)
        out.append(.key(key.description, t: time))
        press(key, at: time, into: &out)
      }
    case .paste(let text, _):
      apply(keys.otherKey(at: time), into: &out)
      if !autoDial.isActive { stage.message = composer.take(Composer.cleanedPaste(text)) }
    case .mouse(let action, let column, let row, _):
      out.append(.mouse(action: action.rawValue, column: column, row: row, t: time))
      mouse(action, column: column, row: row, at: time, into: &out)
    case .resize(let columns, let rows, _):
      width = max(columns, 0)
      height = max(rows, 0)
    case .cellSize(let cellWidth, let cellHeight, _):
      if let aspect = AppEvent.cellAspect(width: cellWidth, height: cellHeight) {
        hand.drag.aspect = aspect
      }
    case .frame:
      break
    case .releasesReported:
      keys.releasesAreExplicit = true
    }
    // What the event started runs up to now (a pull's judge step, with reduced motion every
    // step). A frame changes nothing the advance above has not seen.
    if case .frame = event {} else { advanceEffects(to: time, into: &out) }
    report(before: before, at: time, into: &out)
    return out
  }

  /// Appends animator and lock trace lines when their state changed during the event.
  private func report(
    before: (animator: AnimatorSignature?, lock: LockSignature), at time: Double,
    into out: inout [TraceEvent]
  ) {
    if animatorSignature != before.animator {
      if autoDial.isActive {
        out.append(
          .animator(
            state: autoDial.stateName, running: autoDial.animator.isRunning,
            reversed: autoDial.animator.isReversed,
            fraction: autoDial.animator.fractionComplete(at: media(at: time)), t: time))
      } else {
        out.append(.animator(state: "idle", running: false, reversed: false, fraction: 0, t: time))
      }
    }
    if lockSignature(at: time) != before.lock {
      let lock = stage.lock
      out.append(
        .lock(
          open: lock.isOpen, attempts: lock.failedAttempts,
          lockout: lock.lockoutRemaining(at: time), t: time))
    }
  }

  /// What an animator trace line reports, compared before and after each event (no strings:
  /// this runs on every frame).
  private struct AnimatorSignature: Equatable {
    var state: AnimatorState
    var running: Bool
    var reversed: Bool
  }

  private var animatorSignature: AnimatorSignature? {
    guard autoDial.isActive else { return nil }
    return AnimatorSignature(
      state: autoDial.animator.state, running: autoDial.animator.isRunning,
      reversed: autoDial.animator.isReversed)
  }

  private struct LockSignature: Equatable {
    var open: Bool
    var attempts: Int
    var lockedOut: Bool
  }

  private func lockSignature(at time: Double) -> LockSignature {
    LockSignature(
      open: stage.lock.isOpen, attempts: stage.lock.failedAttempts,
      lockedOut: stage.lock.lockoutRemaining(at: time) != nil)
  }

  /// Lets time pass: gesture deadlines, the plan's end, the dial's springs, the choreography.
  mutating func advance(to time: Double, into out: inout [TraceEvent]) {
    lastTime = time
    if stage.lock.lockedUntil != nil {
      stage.lock.expireLockout(at: time)
      // The countdown's messages would go stale: say that pulls count again.
      if stage.lock.lockedUntil == nil {
        stage.message = "the wait is over: Enter pulls again"
        stage.messageIsGood = true
      }
    }
    apply(keys.tick(at: time), into: &out)
    let now = media(at: time)
    if autoDial.isActive { planFinished(autoDial.animator.advance(to: now), before: time) }
    holdPlanLayer(at: now)
    dial.advance(to: now)
    advanceEffects(to: time, into: &out)
  }

  // MARK: - Keys

  /// Dispatches a key: step keys feed the key recognizer (a gesture), every other key ends any
  /// gesture and drag and goes to the mode's handler as an intent.
  mutating func press(_ key: Key, at time: Double, into out: inout [TraceEvent]) {
    let intent = KeyTable.intent(for: key, in: mode)
    if case .step(let step)? = intent {
      apply(keys.press(step, at: time), into: &out)
      return
    }
    apply(keys.otherKey(at: time), into: &out)
    endDrag(at: time, into: &out)
    guard let intent else { return }
    switch intent {
    case .speed(let direction):
      clock.halveOrDouble(direction, at: time)
    case .toggleTimeline: showsTimeline.toggle()
    case .toggleHelp: showsHelp.toggle()
    case .quit: quitRequested = true
    default:
      switch mode {
      case .playing, .paused: autoDialIntent(intent, at: time)
      case .typing, .typingWhileCoolingDown: composingIntent(intent, at: time)
      case .resting, .coolingDown, .open, .help: handIntent(intent, at: time)
      }
    }
  }

  /// Applies key-gesture updates: to the dial by hand, or to the plan's animator while one plays.
  mutating func apply(_ events: PanEvents, into out: inout [TraceEvent]) {
    for event in events {
      out.append(
        .gesture(
          phase: event.phase, translation: event.translation, velocity: event.velocity,
          t: event.time))
      if autoDial.isActive {
        // A plan that reached its end under the gesture is finished: the rest of this
        // gesture belongs to it, not to the hand dial.
        if scrubPlan(event) { return }
        continue
      }
      turnByKeys(event)
    }
  }

  /// Where things are on screen now (the same layout the scene is drawn with).
  var layout: Layout {
    Layout(
      width: width, height: height, timelineWanted: showsTimeline,
      turns: autoDial.plan?.turns.count ?? 0)
  }
}
