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

  var dial: DialState
  var stage: Stage
  var autoDial = AutoDial()
  var composer = Composer()
  var hand = HandDialing()
  /// The after-pull sequence, while it plays.
  var choreography: Sequencer<Stage>?
  /// The runs of the attempt last judged (a pull), shown until the next attempt starts.
  var judged: (runs: [StopTrack.Run], count: Int)?

  /// The app at rest at time 0: the dial on 0, the lock shut.
  public init(configuration: Configuration, width: Int, height: Int) {
    self.configuration = configuration
    context = ProgramContext(width: width, height: height, playback: configuration.playback)
    dial = DialState(dial: configuration.dial, position: 0)
    stage = Stage(lock: configuration.makeLock())
  }

  /// The global speed.
  public var speed: Double { context.speed }
  /// Whether the help overlay is shown.
  public var showsHelp: Bool { context.showsHelp }
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
  public var mode: LockMode {
    if autoDial.isActive { return autoDial.animator.isRunning ? .playing : .paused }
    let coolingDown = stage.lock.lockoutRemaining(at: context.lastTime) != nil
    if composer.line != nil { return coolingDown ? .typingWhileCoolingDown : .typing }
    if stage.lock.isOpen { return .open }
    return coolingDown ? .coolingDown : .resting
  }

  /// The lock's keys.
  public var keyTable: KeyTable<LockMode, LockIntent> { LockKeys.table }

  /// Media time at wall time `time`: the time animations start and are sampled at.
  func media(at time: Double) -> Double {
    context.media(at: time)
  }

  /// Where things are on screen now (the same layout the scene is drawn with).
  var layout: Layout {
    Layout(
      width: width, height: height, timelineWanted: showsTimeline,
      turns: autoDial.plan?.turns.count ?? 0)
  }
}
