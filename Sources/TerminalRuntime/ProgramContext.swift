import Gestures

/// How a program is played, whatever it shows: the global speed, the frame-rate cap and
/// reduced motion.
public struct PlaybackSettings: Sendable, Hashable {
  /// Media seconds per wall second at the start.
  public var speed: Double
  /// Frames per second at most.
  public var fps: Int
  /// Whether animations show their end states at once.
  public var reduceMotion: Bool

  /// Settings; the defaults are normal speed, 60 frames a second, full motion.
  public init(speed: Double = 1, fps: Int = 60, reduceMotion: Bool = false) {
    self.speed = speed
    self.fps = fps
    self.reduceMotion = reduceMotion
  }

  /// Wall seconds between two frames at the cap.
  public var framePeriod: Double { 1 / Double(max(fps, 1)) }
}

/// What the runtime keeps for a program, whatever the program is: the screen's size, the speed
/// clock, whether help is shown, a cell's shape, the key gestures and the last event's time.
///
/// Rule (docs/terminal.md "Loop"): each of these has this one owner; a program reads them here
/// and the runtime's fold (``Program/handle(_:)``) alone changes them.
public struct ProgramContext: Sendable {
  /// Screen columns.
  public internal(set) var width: Int
  /// Screen rows.
  public internal(set) var height: Int
  /// How the program is played.
  public let playback: PlaybackSettings
  /// Maps wall time to media time (`[` and `]` change its speed).
  public internal(set) var clock: SpeedClock
  /// Whether the help overlay is shown.
  public internal(set) var showsHelp = false
  /// A cell's height over its width: 2 until the terminal reports its cell size.
  public internal(set) var cellAspect = 2.0
  /// A cell's width in pixels, once the terminal reports its cell size.
  public internal(set) var cellWidth: Int?
  /// How frames are drawn (the loop's, kept here so that the program can find on screen what
  /// it drew: a filled picture's parts sit otherwise than strokes').
  public internal(set) var options = RenderOptions()
  /// The latest event time seen (events are never earlier).
  public internal(set) var lastTime = 0.0
  /// Arrow-like keys as a 1-D pan.
  var steps = KeyPanRecognizer()
  /// Whether the terminal reports key releases (a release has been seen): then a key can act
  /// while held.
  public var releasesAreReported: Bool { steps.releasesAreExplicit }
  /// Arrow keys as a 2-D pan.
  var slides = KeyPan2DRecognizer()

  /// How far ahead effects time runs with reduced motion (longer than any effect).
  public static let reducedMotionLead = 1e6

  /// A `width` × `height` screen at wall time 0, played with `playback`.
  public init(width: Int, height: Int, playback: PlaybackSettings) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.playback = playback
    clock = SpeedClock(speed: playback.speed)
  }

  /// The global speed now.
  public var speed: Double { clock.speed }

  /// Media time at wall time `time`.
  public func media(at time: Double) -> Double { clock.media(at: time) }

  /// The times of wall time `time` (``Moment``).
  public func moment(at time: Double) -> Moment {
    let media = clock.media(at: time)
    return Moment(
      wall: time, media: media,
      effects: media + (playback.reduceMotion ? Self.reducedMotionLead : 0))
  }

  /// When a key gesture must be ended if no key comes (its inferred release), or `nil`.
  public var keyDeadline: Double? {
    switch (steps.deadline, slides.deadline) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }

  /// An event's time as the fold uses it: never earlier than the last, and the last when it
  /// is not a number.
  mutating func take(_ time: Double) -> Double {
    lastTime = max(time.isFinite ? time : lastTime, lastTime)
    return lastTime
  }
}

extension Program where Self: ~Copyable {
  /// Tells a program driven outside a ``ProgramLoop`` how its frames are drawn (a loop tells
  /// its program itself), so that it finds on screen what it drew: a filled picture's parts
  /// sit otherwise than strokes'.
  public mutating func drawn(with options: RenderOptions) {
    context.options = options
  }
}
