/// A source of the current media time in seconds.
///
/// Nothing in AnimationCore reads a clock by itself: queries take the time as an argument. The
/// front end passes a monotonic clock; tests and headless runs pass a ``ManualClock``.
public protocol MediaClock: Sendable {
  /// The current time in seconds.
  var now: Double { get }
}

/// A clock that moves only when told to, for tests and headless runs.
///
/// Time never goes backwards: ``advance(by:)`` ignores negative or non-finite steps and
/// ``advance(to:)`` ignores earlier or non-finite times.
public struct ManualClock: MediaClock, Hashable {
  /// The current time in seconds.
  public private(set) var now: Double

  /// Creates a clock reading `now` seconds (0 by default).
  public init(now: Double = 0) {
    self.now = now.isFinite ? now : 0
  }

  /// Moves the clock forward by `seconds`.
  public mutating func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Moves the clock forward to `time` if that is later than now.
  public mutating func advance(to time: Double) {
    guard time.isFinite, time > now else { return }
    now = time
  }
}
