import AnimationCore

/// Turns the four arrow keys into 2-D pan gestures: ←/→ move along x, ↑/↓ along y.
///
/// Rules (the 1-D rules of ``KeyPanRecognizer`` apply on each axis): each key event is
/// one cell; holding repeats it; silence or an explicit release ends the gesture. Changing axis
/// ends the gesture in progress and begins a new one, as the opposite key does on one axis.
public struct KeyPan2DRecognizer: Sendable {
  private var keys: KeyPanRecognizer
  private var axis: Axis?

  private enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
  }

  /// An idle recognizer.
  public init(configuration: KeyPanRecognizer.Configuration = .init()) {
    keys = KeyPanRecognizer(configuration: configuration)
  }

  /// Whether releases come from the terminal (kitty protocol) rather than from silence.
  public var releasesAreExplicit: Bool {
    get { keys.releasesAreExplicit }
    set { keys.releasesAreExplicit = newValue }
  }

  /// Whether a gesture is in progress.
  public var isActive: Bool { keys.isActive }

  /// When the gesture in progress ends if nothing else arrives, or `nil`.
  public var deadline: Double? { keys.deadline }

  /// A press or repeat of the arrow key for `direction`.
  public mutating func press(_ direction: PanDirection, at time: Double) -> [PanEvent2D] {
    let (keyAxis, step) = Self.split(direction)
    var events: [PanEvent2D] = []
    if axis != keyAxis { events += lift(keys.otherKey(at: time)) }
    axis = keyAxis
    events += lift(keys.press(step, at: time))
    return events
  }

  /// An explicit release of the arrow key for `direction`.
  public mutating func release(_ direction: PanDirection, at time: Double) -> [PanEvent2D] {
    let (keyAxis, step) = Self.split(direction)
    guard axis == keyAxis else { return lift(keys.tick(at: time)) }
    return lift(keys.release(step, at: time))
  }

  /// Any other key: ends the gesture in progress.
  public mutating func otherKey(at time: Double) -> [PanEvent2D] {
    lift(keys.otherKey(at: time))
  }

  /// Lets time pass: ends the gesture at its deadline once `time` reaches it.
  public mutating func tick(at time: Double) -> [PanEvent2D] {
    lift(keys.tick(at: time))
  }

  private static func split(_ direction: PanDirection) -> (Axis, StepKey) {
    switch direction {
    case .left: return (.horizontal, .decrease)
    case .right: return (.horizontal, .increase)
    case .up: return (.vertical, .decrease)
    case .down: return (.vertical, .increase)
    }
  }

  private func lift(_ events: PanEvents) -> [PanEvent2D] {
    events.map { event in
      let along = { (value: Double) -> Vector2D in
        self.axis == .vertical ? Vector2D(dx: 0, dy: value) : Vector2D(dx: value, dy: 0)
      }
      return PanEvent2D(
        phase: event.phase, translation: along(event.translation),
        velocity: along(event.velocity), time: event.time)
    }
  }
}
