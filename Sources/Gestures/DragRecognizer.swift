import AnimationCore

/// Turns mouse press, drag and release at cell positions into a rotation pan around a centre.
///
/// Rules (docs/terminal.md "Input"): the angle of a cell is measured around `center` with rows
/// stretched by `aspect` (cells are about twice as tall as wide), counter-clockwise positive on
/// screen (rows grow downwards). The translation is the unwrapped angle since the press: each
/// step is taken across the ±π seam the short way, so a drag can turn many times. The velocity
/// comes from a ``VelocityEstimator`` over the last `velocityWindow` seconds (spans under
/// 50 ms count as 50 ms and it never exceeds `maximumSpeed`, three turns a second by default, so
/// a burst of reports cannot fling the dial). Non-finite positions or times are ignored.
public struct DragRecognizer: Sendable {
  /// The centre of rotation, in cells (column, row).
  public var center: Point2D
  /// Cell height ÷ cell width.
  public var aspect: Double
  /// How far back the release velocity looks, in seconds.
  public var velocityWindow: Double { estimator.window }

  private var lastAngle: Double?
  private var translation = 0.0
  private var estimator: VelocityEstimator

  /// The fastest turn a drag reports: three turns a second, in radians per second.
  public static let maximumSpeed = 6 * Double.pi

  /// Creates an idle recognizer turning around `center`.
  public init(center: Point2D, aspect: Double = 2, velocityWindow: Double = 0.08) {
    self.center = center
    self.aspect = aspect
    estimator = VelocityEstimator(window: velocityWindow, maximumSpeed: Self.maximumSpeed)
  }

  /// Whether a drag is in progress.
  public var isActive: Bool { lastAngle != nil }

  /// The screen angle of a cell around the centre, in (−π, π].
  public func angle(column: Double, row: Double) -> Double {
    Angle(x: column - center.x, y: -(row - center.y) * aspect).normalized.radians
  }

  /// The button went down: a gesture begins with translation 0.
  public mutating func press(column: Double, row: Double, at time: Double) -> PanEvents {
    guard time.isFinite, column.isFinite, row.isFinite else { return PanEvents() }
    var events = PanEvents()
    if isActive { events += cancel(at: time) }
    lastAngle = angle(column: column, row: row)
    translation = 0
    estimator.reset()
    estimator.add(.zero, at: time)
    events.append(PanEvent(phase: .began, translation: 0, velocity: 0, time: time))
    return events
  }

  /// The pointer moved with the button down.
  public mutating func drag(column: Double, row: Double, at time: Double) -> PanEvents {
    guard move(column: column, row: row, at: time) else { return [] }
    return [PanEvent(phase: .changed, translation: translation, velocity: velocity(), time: time)]
  }

  /// The button came up: the gesture ends with the recent velocity.
  public mutating func release(column: Double, row: Double, at time: Double) -> PanEvents {
    guard move(column: column, row: row, at: time) else { return [] }
    let event = PanEvent(phase: .ended, translation: translation, velocity: velocity(), time: time)
    lastAngle = nil
    estimator.reset()
    return [event]
  }

  /// Abandons the drag.
  public mutating func cancel(at time: Double) -> PanEvents {
    guard isActive else { return [] }
    lastAngle = nil
    estimator.reset()
    return [PanEvent(phase: .cancelled, translation: translation, velocity: 0, time: time)]
  }

  private mutating func move(column: Double, row: Double, at time: Double) -> Bool {
    guard let previous = lastAngle, time.isFinite, column.isFinite, row.isFinite else {
      return false
    }
    let current = angle(column: column, row: row)
    translation += Angle(radians: current - previous).normalized.radians
    lastAngle = current
    estimator.add(Vector2D(dx: translation, dy: 0), at: time)
    return true
  }

  private func velocity() -> Double { estimator.velocity.dx }
}
