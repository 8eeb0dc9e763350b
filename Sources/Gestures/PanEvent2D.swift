import AnimationCore

/// One update of a 2-D pan gesture: its phase, the cumulative translation since it began and
/// the velocity, both as vectors (`UIPanGestureRecognizer.translation(in:)` and `velocity(in:)`).
///
/// Rule (docs/timing-semantics.md §9): the translation is cumulative since `.began`; units are
/// cells (columns across, rows down; keys move one cell per step).
public struct PanEvent2D: Sendable, Hashable {
  /// The phase.
  public var phase: PanPhase
  /// Cumulative translation since the gesture began.
  public var translation: Vector2D
  /// Velocity in translation units per second.
  public var velocity: Vector2D
  /// When it happened, in seconds.
  public var time: Double

  /// Creates an event.
  public init(phase: PanPhase, translation: Vector2D, velocity: Vector2D, time: Double) {
    self.phase = phase
    self.translation = translation
    self.velocity = velocity
    self.time = time
  }

  /// The direction of the gesture: the dominant axis of its velocity, or of its translation
  /// when it is not moving (a tap, or a hold let go at rest), in its own units (key steps).
  public var direction: PanDirection? { direction(aspect: 1) }

  /// The direction as it looks on screen, where a row is `aspect` times as tall as a column is
  /// wide (about 2 in a terminal): a drag 3 columns across and 2 rows down goes down.
  public func direction(aspect: Double) -> PanDirection? {
    func onScreen(_ vector: Vector2D) -> Vector2D {
      Vector2D(dx: vector.dx, dy: vector.dy * aspect)
    }
    return PanDirection(dominantAxisOf: onScreen(velocity))
      ?? PanDirection(dominantAxisOf: onScreen(translation))
  }

  /// The component along `direction`, as a 1-D pan event (for a ``InteractiveScrub``).
  public func projected(onto direction: PanDirection) -> PanEvent {
    let unit = direction.unit
    return PanEvent(
      phase: phase, translation: translation.dx * unit.dx + translation.dy * unit.dy,
      velocity: velocity.dx * unit.dx + velocity.dy * unit.dy, time: time)
  }
}

/// One of the four directions a block slides in.
public enum PanDirection: String, Sendable, Hashable, CaseIterable {
  /// Towards lower columns.
  case left
  /// Towards higher columns.
  case right
  /// Towards lower rows.
  case up
  /// Towards higher rows.
  case down

  /// The direction of `vector`'s larger component (horizontal on a tie), or `nil` for zero.
  ///
  /// Rule (docs/terminal.md "Input"): the direction comes from the dominant axis of the velocity.
  public init?(dominantAxisOf vector: Vector2D) {
    guard vector.dx.isFinite, vector.dy.isFinite, vector != .zero else { return nil }
    if abs(vector.dx) >= abs(vector.dy) {
      self = vector.dx > 0 ? .right : .left
    } else {
      self = vector.dy > 0 ? .down : .up
    }
  }

  /// One cell in this direction.
  public var unit: Vector2D {
    switch self {
    case .left: return Vector2D(dx: -1, dy: 0)
    case .right: return Vector2D(dx: 1, dy: 0)
    case .up: return Vector2D(dx: 0, dy: -1)
    case .down: return Vector2D(dx: 0, dy: 1)
    }
  }

  /// The direction the other way.
  public var opposite: PanDirection {
    switch self {
    case .left: return .right
    case .right: return .left
    case .up: return .down
    case .down: return .up
    }
  }
}
