import AnimationCore

/// Turns mouse press, drag and release at cells into a 2-D pan gesture.
///
/// Rules (docs/terminal.md "Input"): the translation is the pointer's displacement
/// since the press, in cells (columns, rows); the velocity comes from a ``VelocityEstimator``
/// (spans under 50 ms count as 50 ms, at most `maximumSpeed` cells per second), so two reports
/// a few milliseconds apart cannot produce a spike. A press while a drag is active cancels it
/// first. Non-finite positions or times are ignored.
public struct PointerPanRecognizer: Sendable {
  private var start: Point2D?
  private var translation = Vector2D.zero
  private var estimator: VelocityEstimator

  /// The fastest pointer speed reported, in cells per second.
  public static let maximumSpeed = 200.0

  /// An idle recognizer.
  public init(window: Double = 0.08) {
    estimator = VelocityEstimator(window: window, maximumSpeed: Self.maximumSpeed)
  }

  /// Whether a drag is in progress.
  public var isActive: Bool { start != nil }

  /// The button went down at a cell: a gesture begins with translation zero.
  public mutating func press(column: Double, row: Double, at time: Double) -> [PanEvent2D] {
    guard time.isFinite, column.isFinite, row.isFinite else { return [] }
    var events = cancel(at: time)
    start = Point2D(x: column, y: row)
    translation = .zero
    estimator.reset()
    estimator.add(.zero, at: time)
    events.append(PanEvent2D(phase: .began, translation: .zero, velocity: .zero, time: time))
    return events
  }

  /// The pointer moved with the button down.
  public mutating func drag(column: Double, row: Double, at time: Double) -> [PanEvent2D] {
    guard move(column: column, row: row, at: time) else { return [] }
    return [
      PanEvent2D(
        phase: .changed, translation: translation, velocity: estimator.velocity, time: time)
    ]
  }

  /// The button came up: the gesture ends with the recent velocity.
  public mutating func release(column: Double, row: Double, at time: Double) -> [PanEvent2D] {
    guard move(column: column, row: row, at: time) else { return [] }
    let event = PanEvent2D(
      phase: .ended, translation: translation, velocity: estimator.velocity, time: time)
    start = nil
    return [event]
  }

  /// Abandons the drag.
  public mutating func cancel(at time: Double) -> [PanEvent2D] {
    guard start != nil else { return [] }
    start = nil
    return [PanEvent2D(phase: .cancelled, translation: translation, velocity: .zero, time: time)]
  }

  private mutating func move(column: Double, row: Double, at time: Double) -> Bool {
    guard let start, time.isFinite, column.isFinite, row.isFinite else { return false }
    translation = Vector2D(dx: column - start.x, dy: row - start.y)
    estimator.add(translation, at: time)
    return true
  }
}
