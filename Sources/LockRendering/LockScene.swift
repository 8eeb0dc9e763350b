import AnimationCore
import LockModel
import TerminalRuntime

/// Everything the renderer draws for one frame.
///
/// Plain values composed by the app core from its state at one time; the renderer reads
/// nothing else.
public struct LockScene: Sendable, Hashable {
  /// The dial.
  public struct DialView: Sendable, Hashable {
    /// Numbers on the face.
    public var stops: Int
    /// The dial's presentation angle (unwrapped, counter-clockwise positive).
    public var angle: Angle
    /// The number under the pointer (the model's reading of `angle`).
    public var numberUnderPointer: Int

    /// A dial view.
    public init(stops: Int, angle: Angle, numberUnderPointer: Int) {
      self.stops = stops
      self.angle = angle
      self.numberUnderPointer = numberUnderPointer
    }
  }

  /// The spinner ring around the dial (docs/seeds.md "002").
  public struct RingView: Sendable, Hashable {
    /// Where the stroke begins (its tail), counter-clockwise positive.
    public var start: Angle
    /// Where it ends (its head), clockwise from ``start``; nothing shows when they are equal.
    public var end: Angle
    /// 0: the busy glyph in the centre; 1: the done glyph; between: a cross-fade.
    public var glyphMix: Double
    /// Whether the centre glyph shows at all (not while idle).
    public var showsGlyph: Bool

    /// A ring view: the stroke's ends as ``Spinner/Model/strokeAngles`` gives them.
    public init(start: Angle, end: Angle, glyphMix: Double, showsGlyph: Bool) {
      self.start = start
      self.end = end
      self.glyphMix = glyphMix
      self.showsGlyph = showsGlyph
    }
  }

  /// One turn of a dialing plan, for the timeline.
  public struct TurnView: Sendable, Hashable {
    /// When it starts, in plan seconds.
    public var begin: Double
    /// How long it lasts.
    public var duration: Double
    /// Which way it turns.
    public var direction: Direction
    /// The number it stops on.
    public var target: Int

    /// A turn view.
    public init(begin: Double, duration: Double, direction: Direction, target: Int) {
      self.begin = begin
      self.duration = duration
      self.direction = direction
      self.target = target
    }
  }

  /// The dialing plan being played, for the timeline panel.
  public struct TimelineView: Sendable, Hashable {
    /// The turns.
    public var turns: [TurnView]
    /// The plan's length.
    public var duration: Double
    /// Where the animator is, in plan seconds.
    public var playhead: Double
    /// Whether the animator is paused.
    public var isPaused: Bool
    /// Whether it runs backwards.
    public var isReversed: Bool
    /// Where a wheel is picked up along the plan, in plan seconds (docs/mechanism.md §2).
    public var pickups: [Double] = []

    /// A timeline view.
    public init(
      turns: [TurnView], duration: Double, playhead: Double, isPaused: Bool, isReversed: Bool
    ) {
      self.turns = turns
      self.duration = duration
      self.playhead = playhead
      self.isPaused = isPaused
      self.isReversed = isReversed
    }
  }

  /// One direction run dialed so far in this attempt.
  public struct RunView: Sendable, Hashable {
    /// Which way.
    public var direction: Direction
    /// The number it stopped on.
    public var number: Int
    /// Whole turns within it.
    public var wholeTurns: Int

    /// A run view.
    public init(direction: Direction, number: Int, wholeTurns: Int) {
      self.direction = direction
      self.number = number
      self.wholeTurns = wholeTurns
    }
  }

  /// The lock's state for the status bar.
  public struct LockStateView: Sendable, Hashable {
    /// Whether the shackle is open.
    public var isOpen: Bool
    /// Failed pulls so far (shown after a refusal).
    public var failedAttempts: Int
    /// Seconds of lockout left, if locked out.
    public var lockoutRemaining: Double?

    /// A lock state view.
    public init(isOpen: Bool, failedAttempts: Int, lockoutRemaining: Double?) {
      self.isOpen = isOpen
      self.failedAttempts = failedAttempts
      self.lockoutRemaining = lockoutRemaining
    }
  }

  /// The animator's state for the status bar.
  public struct AnimatorView: Sendable, Hashable {
    /// "idle", "running", "paused", "stopped".
    public var state: String
    /// fractionComplete, when an animator is active.
    public var fraction: Double?
    /// Whether it runs backwards.
    public var isReversed: Bool
    /// The global speed (1 normal, below 1 slow motion).
    public var speed: Double
    /// Where the plan is and how long it is, in plan seconds (the timeline's numbers).
    public var seconds: (playhead: Double, duration: Double)?
    /// The turn playing (1-based) and how many there are.
    public var turn: (index: Int, count: Int)?
    /// The target and direction of that turn.
    public var turnTarget: (number: Int, direction: Direction)?

    /// An animator view.
    public init(
      state: String, fraction: Double?, isReversed: Bool, speed: Double,
      seconds: (playhead: Double, duration: Double)? = nil, turn: (index: Int, count: Int)? = nil,
      turnTarget: (number: Int, direction: Direction)? = nil
    ) {
      self.seconds = seconds
      self.state = state
      self.fraction = fraction
      self.isReversed = isReversed
      self.speed = speed
      self.turn = turn
      self.turnTarget = turnTarget
    }

    /// Equal when every field is.
    public static func == (lhs: AnimatorView, rhs: AnimatorView) -> Bool {
      lhs.state == rhs.state && lhs.fraction == rhs.fraction && lhs.isReversed == rhs.isReversed
        && lhs.speed == rhs.speed && lhs.seconds?.playhead == rhs.seconds?.playhead
        && lhs.seconds?.duration == rhs.seconds?.duration && lhs.turn?.index == rhs.turn?.index
        && lhs.turn?.count == rhs.turn?.count && lhs.turnTarget?.number == rhs.turnTarget?.number
        && lhs.turnTarget?.direction == rhs.turnTarget?.direction
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(state)
      hasher.combine(fraction)
      hasher.combine(isReversed)
      hasher.combine(speed)
      hasher.combine(seconds?.playhead)
      hasher.combine(turn?.index)
      hasher.combine(turnTarget?.number)
    }
  }

  /// The inside of the lock (docs/mechanism.md §11): the wheel pack, the cam and the fence, as
  /// the dial's motion leaves them.
  public struct XrayView: Sendable, Hashable {
    /// A wheel, or the cam.
    public struct Disc: Sendable, Hashable {
      /// "1st", "2nd", "3rd" for the wheels, "cam" for the drive cam.
      public var label: String
      /// The number its reading is nearest (the dial number that puts its gate under the fence).
      public var reading: Int
      /// Where its gate is, in turns counter-clockwise from the fence (0: under it).
      public var gate: Double
      /// Whether its gate lies under the fence.
      public var isAligned: Bool
      /// Where its fly is, in turns counter-clockwise from the fence (`nil` for the cam, which
      /// the dial drives directly).
      public var fly: Double?
      /// Where its driver's pin is, in turns counter-clockwise from the fence.
      public var pin: Double?
      /// Whether it moved with the dial's latest motion (picked up and pushed).
      public var isMoving: Bool

      /// A disc.
      public init(
        label: String, reading: Int, gate: Double, isAligned: Bool, fly: Double? = nil,
        pin: Double? = nil, isMoving: Bool = false
      ) {
        self.label = label
        self.reading = reading
        self.gate = gate
        self.isAligned = isAligned
        self.fly = fly
        self.pin = pin
        self.isMoving = isMoving
      }
    }

    /// The wheels from the first number's, then the cam.
    public var discs: [Disc]
    /// A gate's width, in turns.
    public var gateWidth: Double
    /// The cam's shallow notches, in turns counter-clockwise from the fence (the padlock's).
    public var notches: [Double]
    /// Whether the shackle is pulled gently: the lever pressed on the cam.
    public var tension: Bool
    /// Whether the lever rests in one of the cam's notches.
    public var leverInNotch: Bool

    /// An x-ray view.
    public init(
      discs: [Disc], gateWidth: Double, notches: [Double] = [], tension: Bool = false,
      leverInNotch: Bool = false
    ) {
      self.discs = discs
      self.gateWidth = gateWidth
      self.notches = notches
      self.tension = tension
      self.leverInNotch = leverInNotch
    }

    /// Whether the fence drops: every gate under it.
    public var fenceDrops: Bool { discs.allSatisfy(\.isAligned) }
  }

  /// The notebook of a game of cracking the lock (docs/mechanism.md §10): rows of a label and
  /// its text, in the timeline's place while no plan plays.
  public struct NotebookView: Sendable, Hashable {
    /// One row: a short label and what it says.
    public struct Row: Sendable, Hashable {
      /// The label, such as "3rd".
      public var label: String
      /// What the row says.
      public var text: String

      /// A row.
      public init(_ label: String, _ text: String) {
        self.label = label
        self.text = text
      }
    }

    /// The rows, most basic first.
    public var rows: [Row]
    /// The panel rows a notebook asks the layout for (as many as a timeline of ten turns):
    /// its rows wrap in a narrow panel.
    public static let rowsWanted = 10

    /// A notebook view.
    public init(rows: [Row]) {
      self.rows = rows
    }
  }

  /// The dial.
  public var dial: DialView
  /// The ring, if shown.
  public var ring: RingView
  /// The shackle's pose.
  public var shackle: Shackle.Pose
  /// The plan being played, if any.
  public var timeline: TimelineView?
  /// The lock's state.
  public var lock: LockStateView
  /// The animator's state.
  public var animator: AnimatorView
  /// The latest runs of this attempt (at most ``longestTrail``).
  public var trail: [RunView]
  /// How many earlier runs of this attempt are not in ``trail`` (drawn as an ellipsis).
  public var trailOmitted = 0
  /// Whether the trail's last run is still being dialed: the dial can carry it on, so it is
  /// the position the dial is at, not a number entered (docs/terminal.md "Hints").
  public var trailIsLive = false
  /// The number the live run is heading for, when a plan dials it: the trail shows it in
  /// place of the stop the dial is passing, which the timeline's and status bar's target
  /// would contradict (docs/terminal.md "Hints").
  public var trailLiveTarget: Int?
  /// How many runs an attempt that opens has (the protocol's runs for the secret's count of
  /// numbers, never its numbers): the trail keeps a slot for each run not yet dialed.
  public var trailExpected = 0
  /// The most runs a scene carries: a combination has at most 16 numbers, and the trail's cost
  /// per frame must not grow with a long attempt's history.
  public static let longestTrail = 16
  /// What to do next, such as "L to the 2nd number, passing it once".
  public var instruction: String
  /// The word or two the trail panel puts before ``instruction``: "next", "now", "wrong way".
  public var instructionLead = "next"
  /// The combination being typed, if any.
  public var composing: String?
  /// A one-line message (an error in what was typed, a hint).
  public var message: String?
  /// Whether the message is good news (drawn as such), not a warning.
  public var messageIsGood = false
  /// Whether the timeline panel is wanted.
  public var showsTimeline: Bool
  /// Whether the help overlay is shown.
  public var showsHelp: Bool
  /// The help overlay: every key (from the app's one key table).
  public var help: [KeyHint]
  /// A last line for the help overlay (the demo secret), if any.
  public var helpNote: String?
  /// The key bar: the keys that act now, most important first.
  public var keyBar: [KeyHint]
  /// A cell's height over its width on the screen drawn to (2 when the terminal does not say),
  /// so that the filled picture draws a true circle.
  public var cellAspect = 2.0
  /// A cell's width in pixels, when the terminal says (the width of its block glyphs' parts).
  public var cellWidth: Int?
  /// The notebook of a game of cracking, if one is played.
  public var notebook: NotebookView?
  /// The inside of the lock, when the x-ray is shown.
  public var xray: XrayView?

  /// The rows the panel's lower part asks for (``panelRows(turns:notebook:expected:)``).
  public var panelRows: Int {
    Self.panelRows(
      turns: timeline?.turns.count, notebook: notebook != nil, expected: trailExpected)
  }

  /// The rows the panel's lower part asks for: a game's notebook its rows, else the turns of
  /// the plan that plays (`turns`) or of a combination as long as the secret (`expected`
  /// runs), the more of the two, so that the timeline keeps its size from rest to the end
  /// of a plan.
  public static func panelRows(turns: Int?, notebook: Bool, expected: Int) -> Int {
    if notebook && turns == nil { return NotebookView.rowsWanted }
    return max(turns ?? 0, expected)
  }

  /// A scene.
  public init(
    dial: DialView, ring: RingView, shackle: Shackle.Pose, timeline: TimelineView?,
    lock: LockStateView, animator: AnimatorView, trail: [RunView], instruction: String,
    composing: String? = nil, message: String? = nil, showsTimeline: Bool = true,
    showsHelp: Bool = false, help: [KeyHint] = [], helpNote: String? = nil,
    keyBar: [KeyHint] = []
  ) {
    self.dial = dial
    self.ring = ring
    self.shackle = shackle
    self.timeline = timeline
    self.lock = lock
    self.animator = animator
    self.trail = trail
    self.instruction = instruction
    self.composing = composing
    self.message = message
    self.showsTimeline = showsTimeline
    self.showsHelp = showsHelp
    self.help = help
    self.helpNote = helpNote
    self.keyBar = keyBar
  }
}
