import AnimationCore

/// The hand-turned dial: where it rests (a whole stop, the committed position) and how its
/// presentation gets there — a spring that keeps its velocity when retargeted, or the pointer
/// itself while the mouse drags.
///
/// Positions are in stops, unwrapped (one turn is N); times are media times. Once a spring has
/// settled the dial is exactly on its target, so an idle dial always rests on a whole stop.
struct DialMotion: Sendable {
  /// The committed stop the dial comes to rest on.
  private(set) var target: Int
  private var from: Double
  private var start = 0.0
  private var spring: Spring?
  /// While dragging: the stop position the pointer holds the dial at.
  private(set) var dragged: Double?

  /// The spring every hand motion settles with: a little overshoot, about a fifth of a second.
  static let settle = (dampingRatio: 0.72, response: 0.2)

  init(position: Int) {
    target = position
    from = Double(position)
  }

  func position(at time: Double) -> Double {
    if let dragged { return dragged }
    guard let spring else { return Double(target) }
    let elapsed = time - start
    if elapsed >= spring.settlingDuration { return Double(target) }
    return from + (Double(target) - from) * spring.value(at: max(elapsed, 0))
  }

  /// Stops per second.
  func velocity(at time: Double) -> Double {
    if dragged != nil { return 0 }
    guard let spring else { return 0 }
    let elapsed = time - start
    if elapsed >= spring.settlingDuration || elapsed < 0 { return 0 }
    return (Double(target) - from) * spring.velocity(at: elapsed)
  }

  func isSettled(at time: Double) -> Bool {
    guard dragged == nil else { return false }
    guard let spring else { return true }
    return time - start >= spring.settlingDuration
  }

  /// When the current motion settles (nil when settled or dragging).
  func settleTime(after time: Double) -> Double? {
    guard dragged == nil, let spring else { return nil }
    let end = start + spring.settlingDuration
    return end > time ? end : nil
  }

  /// Heads for `stop` from wherever the dial is, carrying its velocity (or `velocity`, in stops
  /// per second, when given); with `instant` it is there at once.
  mutating func retarget(
    to stop: Int, at time: Double, velocity given: Double? = nil, instant: Bool
  ) {
    let here = position(at: time)
    let velocity = given ?? self.velocity(at: time)
    dragged = nil
    target = stop
    guard !instant, abs(Double(stop) - here) > 1e-9 || abs(velocity) > 1e-9 else {
      spring = nil
      from = Double(stop)
      return
    }
    from = here
    start = time
    let distance = Double(stop) - here
    let relative = abs(distance) > 1e-6 ? velocity / distance : 0
    spring =
      (try? Spring(
        dampingRatio: Self.settle.dampingRatio, response: Self.settle.response,
        initialVelocity: min(max(relative, -1e4), 1e4)))
      ?? (try? Spring(dampingRatio: 1, response: Self.settle.response))
  }

  /// Holds the dial at `position` (stops) under the mouse pointer.
  mutating func drag(to position: Double) {
    dragged = position
  }
}
