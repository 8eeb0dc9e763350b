/// The phase of a continuous pan gesture (`UIGestureRecognizer.State` for a pan).
public enum PanPhase: String, Sendable, Hashable, CaseIterable {
  /// The gesture started; the first translation is already in.
  case began
  /// The translation moved.
  case changed
  /// The gesture ended normally (the key or button was released).
  case ended
  /// The gesture was abandoned; whatever it drove should go back.
  case cancelled
}

/// One update of a pan gesture: its phase, the cumulative translation since it began, and its
/// velocity, in the recognizer's units (stops for keys, radians for drags) and per second.
///
/// Rule (docs/timing-semantics.md §9): the translation is cumulative since `.began`, not a delta.
public struct PanEvent: Sendable, Hashable {
  /// The phase.
  public var phase: PanPhase
  /// Cumulative translation since the gesture began.
  public var translation: Double
  /// Velocity in translation units per second.
  public var velocity: Double
  /// When it happened, in seconds.
  public var time: Double

  /// Creates an event.
  public init(phase: PanPhase, translation: Double, velocity: Double, time: Double) {
    self.phase = phase
    self.translation = translation
    self.velocity = velocity
    self.time = time
  }
}

/// The few pan events one input can produce (at most three: an inferred end, an end and a
/// begin), stored inline so that recognizing a gesture allocates nothing.
public struct PanEvents: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  private var first: PanEvent?
  private var second: PanEvent?
  private var third: PanEvent?
  /// How many events there are (0…3).
  public private(set) var count = 0

  /// No events.
  public init() {}

  /// The given events (at most three are kept).
  public init(arrayLiteral elements: PanEvent...) {
    for element in elements { append(element) }
  }

  /// The index of the first event.
  public var startIndex: Int { 0 }
  /// One past the index of the last event.
  public var endIndex: Int { count }

  /// The event at `position`.
  public subscript(position: Int) -> PanEvent {
    switch position {
    case 0: return first ?? Self.placeholder
    case 1: return second ?? Self.placeholder
    default: return third ?? Self.placeholder
    }
  }

  private static let placeholder = PanEvent(phase: .cancelled, translation: 0, velocity: 0, time: 0)

  /// Adds an event; a fourth would be dropped (no recognizer produces one).
  public mutating func append(_ event: PanEvent) {
    switch count {
    case 0: first = event
    case 1: second = event
    case 2: third = event
    default: return
    }
    count += 1
  }

  /// Appends every event of `other`.
  public static func + (lhs: PanEvents, rhs: PanEvents) -> PanEvents {
    var result = lhs
    for event in rhs { result.append(event) }
    return result
  }

  /// Appends every event of `rhs`.
  public static func += (lhs: inout PanEvents, rhs: PanEvents) {
    for event in rhs { lhs.append(event) }
  }

  /// Whether two lists hold the same events in the same order.
  public static func == (lhs: PanEvents, rhs: PanEvents) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the events in order.
  public func hash(into hasher: inout Hasher) {
    for event in self { hasher.combine(event) }
  }
}
