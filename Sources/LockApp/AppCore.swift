import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

/// The lock as a program on the terminal runtime: state folded from timestamped events, and the
/// scene to draw at any time (Elm-style: events in, scenes out).
///
/// The runtime folds each event (``Program/handle(_:)``) and hands this program what is its
/// own: a key's ``LockIntent`` from ``LockKeys`` for the mode the lock is in, gestures, the
/// mouse and pasted text. Each mode handles its intents in its own file — hand dialing
/// (`AppCore+Hand`), composing (`AppCore+Composing`), auto-dial (`AppCore+AutoDial`) — with the
/// pull and its choreography in `AppCore+Pull`. Each piece of state has one owner: the screen,
/// clock and help (the runtime's ``ProgramContext``), the dial (``DialState``: its layer and
/// committed stops), the lock and what shows its verdict (``Stage``), the playing plan
/// (``AutoDial``), the composing line (``Composer``). Animations run on media time, which the
/// global speed scales. The secret never leaves the lock.
public struct AppCore: ~Copyable, Sendable {
  /// The settings.
  public let configuration: Configuration
  /// The runtime's state for the lock: size, clock, help, key gestures.
  public var context: ProgramContext
  /// Whether the timeline panel is shown.
  public internal(set) var showsTimeline = true
  /// Whether the x-ray of the lock's inside is shown (a lock with a mechanism).
  public internal(set) var showsXray = false

  var dial: DialState
  var stage: Stage
  /// Hand dialing, composing or playing, with its state.
  var activity = Activity.hand
  /// The pointer's drag and where each gesture started (in every activity: a drag scrubs a
  /// playing plan).
  var hand = HandDialing()
  /// The after-pull sequence, while it plays.
  var choreography: Sequencer<Stage>?
  /// The runs of the attempt last judged (a pull), and the plan that dialed them if one did,
  /// shown (trail and finished timeline) until the next attempt starts.
  var judged: (runs: [StopTrack.Run], count: Int, plan: DialingPlan?)?
  /// The wheels the dial's latest motion moved, as of the last event (what the trace reports
  /// when it changes; `nil` for a lock that is a rule).
  var wheelsMoving: UInt64?
  /// The game of cracking the lock, when that is what is played.
  var crack: CrackGame?

  /// The app at rest at time 0: the dial on 0, the lock shut.
  public init(configuration: Configuration, width: Int, height: Int) {
    self.configuration = configuration
    context = ProgramContext(width: width, height: height, playback: configuration.playback)
    let lock = configuration.makeLock()
    dial = DialState(
      dial: configuration.dial, position: 0,
      wheels: lock.cutWheels(dialAt: 0, seed: configuration.seed))
    stage = Stage(lock: lock)
    showsXray = configuration.xray
    if configuration.cracking, let wheels = dial.wheels {
      crack = CrackGame(notebook: CrackNotebook(geometry: wheels.geometry))
    }
  }

  /// The global speed.
  public var speed: Double { context.speed }
  /// Whether the help overlay is shown.
  public var showsHelp: Bool { context.showsHelp }
  /// Whether a dialing plan is being played (running or paused).
  public var isPlaying: Bool {
    switch activity {
    case .playing: return true
    default: return false
    }
  }
  /// Whether the shackle is open.
  public var isOpen: Bool { stage.lock.isOpen }
  /// The lock's failed attempts.
  public var failedAttempts: Int { stage.lock.failedAttempts }
  /// The combination being typed.
  public var composing: String? {
    switch activity {
    case .composing(let composer): return composer.line
    default: return nil
    }
  }
  /// A one-line message (a refused combination, a refused pull).
  public var message: String? { stage.message }

  /// What the keys do now.
  public var mode: LockMode {
    let coolingDown = stage.lock.lockoutRemaining(at: context.lastTime) != nil
    switch activity {
    case .playing(let player): return player.animator.isRunning ? .playing : .paused
    case .composing: return coolingDown ? .typingWhileCoolingDown : .typing
    case .hand: return stage.lock.isOpen ? .open : coolingDown ? .coolingDown : .resting
    }
  }

  /// The lock's keys.
  public var keyTable: KeyTable<LockMode, LockIntent> {
    dial.wheels == nil
      ? LockKeys.table : crack == nil ? LockKeys.mechanismTable : LockKeys.crackTable
  }

  /// What `body` makes of the playing plan's player, or `nil` when no plan plays.
  func playing<R>(_ body: (borrowing AutoDial) -> R) -> R? {
    switch activity {
    case .playing(let player): return body(player)
    default: return nil
    }
  }

  /// Changes the playing plan's player in place; what `body` returns, or `nil` (and nothing
  /// changed) when no plan plays.
  mutating func withPlayer<R, Failure: Error>(
    _ body: (inout AutoDial) throws(Failure) -> R
  ) throws(Failure) -> R? {
    guard var player = takePlayer() else { return nil }
    do {
      let result = try body(&player)
      activity = .playing(player)
      return result
    } catch {
      activity = .playing(player)
      throw error
    }
  }

  /// Ends the playing mode, back to hand dialing, and hands back its player; `nil`, and
  /// nothing changed, when no plan plays.
  mutating func takePlayer() -> AutoDial? {
    switch exchange(&activity, with: .hand) {
    case .playing(let player): return player
    case .composing(let composer):
      activity = .composing(composer)
      return nil
    case .hand: return nil
    }
  }

  /// Changes the composing line in place, opening it from hand dialing.
  ///
  /// The line closes (back to hand dialing) when it empties; nothing happens while a plan
  /// plays.
  mutating func compose(_ body: (inout Composer) -> Void) {
    var composer: Composer
    switch exchange(&activity, with: .hand) {
    case .composing(let open): composer = open
    case .hand: composer = Composer()
    case .playing(let player):
      activity = .playing(player)
      return
    }
    body(&composer)
    if composer.line != nil { activity = .composing(composer) }
  }

  /// Media time at wall time `time`: the time animations start and are sampled at.
  func media(at time: Double) -> Double {
    context.media(at: time)
  }

  /// The runs the protocol takes for the secret's count of numbers: the trail's empty places
  /// and the timeline's rows before a plan plays.
  var expectedRuns: Int {
    configuration.lockProtocol.runCount(numbers: stage.lock.numberCount)
  }

  /// Where things are on screen now (the same layout the scene is drawn with).
  var layout: Layout {
    Layout(
      width: width, height: height, timelineWanted: showsTimeline,
      turns: LockScene.panelRows(
        turns: playing { $0.plan.turns.count }, notebook: crack != nil,
        expected: expectedRuns),
      cellAspect: context.cellAspect, stops: configuration.dial.stops, options: context.options)
  }
}
