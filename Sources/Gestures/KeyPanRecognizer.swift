/// One of the two keys that drive a key pan: the one that lowers the translation or the one
/// that raises it (for the dial, ← and →).
public enum StepKey: Sendable, Hashable, CaseIterable {
  /// Steps of −1.
  case decrease
  /// Steps of +1.
  case increase

  /// −1 or +1.
  public var sign: Double { self == .decrease ? -1 : 1 }

  /// The other key.
  public var opposite: StepKey { self == .decrease ? .increase : .decrease }
}

/// Turns timestamped key events into pan gestures, inferring the release a terminal never sends.
///
/// Rules (docs/terminal.md "Input", docs/timing-semantics.md §9):
/// - Every key event — the press and each auto-repeat — adds exactly one step; timing shapes the
///   velocity, never the count; no acceleration.
/// - The first press begins a gesture at once. A repeat of the same key within the hold window
///   (0.7 s until the user's real repeat delay is learnt — the gap before the first repeat, once a
///   quick second repeat confirms a hold — then that delay + 0.15 s) continues it.
/// - Once repeating, silence for 3 × the smoothed repeat interval (clamped to 0.09…0.25 s) ends
///   it: a tick at or after that deadline reports `.ended` at the deadline itself.
/// - Velocities come from intervals of at least 20 ms, smoothed (EWMA), so a burst of queued keys
///   cannot produce an absurd release velocity. A tap ends with velocity 0.
/// - The opposite key ends the gesture and begins a new one; any other key ends it. An explicit
///   release (kitty keyboard protocol) ends it exactly, without waiting.
/// - Events with a NaN or infinite time are ignored.
public struct KeyPanRecognizer: Sendable {
  /// The tunable constants.
  public struct Configuration: Sendable, Hashable {
    /// How long after a press a repeat still counts as holding, before the delay is learnt.
    public var holdWindow = 0.7
    /// Added to a learnt repeat delay to give the hold window.
    public var learntDelayMargin = 0.15
    /// The release timeout is this many smoothed repeat intervals...
    public var releaseIntervals = 3.0
    /// ...but never less than this...
    public var minimumRelease = 0.09
    /// ...nor more than this.
    public var maximumRelease = 0.25
    /// Intervals shorter than this count as this long when estimating velocity.
    public var minimumInterval = 0.02
    /// The weight of the newest interval in the smoothed repeat interval.
    public var smoothing = 0.3
    /// Gaps from press to first repeat outside this range are not learnt as the repeat delay.
    public var plausibleDelay: ClosedRange<Double> = 0.15...1.0

    /// The defaults above.
    public init() {}
  }

  struct Gesture: Sendable {
    var key: StepKey
    var translation: Double
    var lastEvent: Double
    var repeats = 0
    var interval: Double?
    /// From the press to the first repeat: the repeat delay, if this turns out to be a hold.
    var firstGap: Double?
  }

  /// The constants in use.
  public let configuration: Configuration
  /// When true (the kitty protocol is active), releases arrive explicitly and silence ends
  /// nothing.
  public var releasesAreExplicit = false
  /// The user's repeat delay, once observed.
  public private(set) var learntDelay: Double?
  /// The smoothed interval between repeats, once observed (kept across gestures).
  public private(set) var repeatInterval: Double?
  private var gesture: Gesture?

  /// Creates an idle recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether a gesture is in progress.
  public var isActive: Bool { gesture != nil }

  /// How long silence may last before the gesture in progress ends.
  var window: Double {
    guard let gesture else { return configuration.holdWindow }
    if gesture.repeats == 0 {
      return learntDelay.map { min($0 + configuration.learntDelayMargin, configuration.holdWindow) }
        ?? configuration.holdWindow
    }
    let interval = gesture.interval ?? repeatInterval ?? configuration.maximumRelease
    return min(
      max(configuration.releaseIntervals * interval, configuration.minimumRelease),
      configuration.maximumRelease)
  }

  /// When the gesture in progress ends if nothing else arrives, or `nil`.
  ///
  /// `nil` when idle or when releases are explicit. The front end wakes up at the deadline and
  /// calls ``tick(at:)``.
  public var deadline: Double? {
    guard let gesture, !releasesAreExplicit else { return nil }
    return gesture.lastEvent + window
  }

  /// A press or auto-repeat of `key` (terminals cannot tell them apart).
  public mutating func press(_ key: StepKey, at time: Double) -> PanEvents {
    guard time.isFinite else { return PanEvents() }
    var events = tick(at: time)
    guard var current = gesture, current.key == key else {
      events += end(at: time)
      gesture = Gesture(key: key, translation: key.sign, lastEvent: time)
      events.append(PanEvent(phase: .began, translation: key.sign, velocity: 0, time: time))
      return events
    }
    let gap = time - current.lastEvent
    if current.repeats == 0 {
      current.firstGap = gap
    } else {
      // A quick second repeat confirms a hold, so the first gap was the user's repeat delay
      // (a double tap would have a slow second gap, or none).
      if current.repeats == 1, let first = current.firstGap,
        configuration.plausibleDelay.contains(first), gap < first / 2
      {
        learntDelay = first
      }
      let sample = max(gap, configuration.minimumInterval)
      let smoothed = current.interval.map { $0 + configuration.smoothing * (sample - $0) } ?? sample
      current.interval = smoothed
      repeatInterval = smoothed
    }
    current.repeats += 1
    current.translation += key.sign
    current.lastEvent = time
    gesture = current
    events.append(
      PanEvent(
        phase: .changed, translation: current.translation, velocity: velocity(current), time: time))
    return events
  }

  /// An explicit release (kitty protocol): ends the gesture of that key at once.
  public mutating func release(_ key: StepKey, at time: Double) -> PanEvents {
    guard time.isFinite else { return PanEvents() }
    guard gesture?.key == key else { return tick(at: time) }
    return end(at: time)
  }

  /// Any key other than the two step keys: ends the gesture in progress.
  public mutating func otherKey(at time: Double) -> PanEvents {
    guard time.isFinite else { return PanEvents() }
    return tick(at: time) + end(at: time)
  }

  /// Abandons the gesture in progress (`.cancelled`).
  public mutating func cancel(at time: Double) -> PanEvents {
    guard let current = gesture else { return PanEvents() }
    gesture = nil
    return [PanEvent(phase: .cancelled, translation: current.translation, velocity: 0, time: time)]
  }

  /// Lets time pass: ends the gesture at its deadline if `time` has reached it.
  public mutating func tick(at time: Double) -> PanEvents {
    guard let deadline, time >= deadline else { return [] }
    return end(at: deadline)
  }

  private func velocity(_ gesture: Gesture) -> Double {
    guard gesture.repeats > 0, let interval = gesture.interval ?? repeatInterval else { return 0 }
    return gesture.key.sign / interval
  }

  private mutating func end(at time: Double) -> PanEvents {
    guard let current = gesture else { return PanEvents() }
    gesture = nil
    return [
      PanEvent(
        phase: .ended, translation: current.translation, velocity: velocity(current), time: time)
    ]
  }
}
