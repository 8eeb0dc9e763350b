import AnimationCore

/// A combination dial of N numbered stops, 0…N−1 (the dial of docs/seeds.md "000", generalised).
///
/// Convention (see ``Direction``): the numbers run clockwise around the face, so turning the dial
/// counter-clockwise by one stop brings the next higher number under the fixed pointer. A dial
/// angle of 0 shows 0; the angle of number n is n · 2π/N; any unwrapped angle (many turns, either
/// sign) shows the nearest stop.
public struct Dial: Sendable, Hashable {
  /// The allowed numbers of stops.
  public static let stopRange = 2...1000

  /// How many numbers the face has.
  public let stops: Int

  /// A dial of `stops` numbers (2…1000).
  public init(stops: Int) throws(LockConfigurationError) {
    guard Self.stopRange.contains(stops) else {
      throw .stopsOutOfRange(stops)
    }
    self.stops = stops
  }

  /// The angle between neighbouring stops, 2π/N.
  public var anglePerStop: Angle { Angle(radians: 2 * .pi / Double(stops)) }

  /// The number under the pointer at an unwrapped dial angle: the nearest stop, wrapped to
  /// 0…N−1 (half way between two stops rounds away from zero).
  public func number(at angle: Angle) -> Int {
    wrap(stopPosition(at: angle))
  }

  /// The nearest whole-stop position (unwrapped: one turn is N positions) at an angle.
  public func stopPosition(at angle: Angle) -> Int {
    nearestStop(toPosition: position(at: angle))
  }

  /// The whole stop nearest a fractional position: rounded half away from zero, clamped to
  /// ±10^15 so the conversion never traps, 0 for NaN or infinity.
  public func nearestStop(toPosition position: Double) -> Int {
    guard position.isFinite else { return 0 }
    return Int(min(max(position, -1e15), 1e15).rounded())
  }

  /// The angle that puts `number` under the pointer, in 0…2π.
  public func angle(of number: Int) -> Angle {
    anglePerStop.scaled(by: Double(wrap(number)))
  }

  /// The angle of an unwrapped stop position.
  public func angle(ofPosition position: Int) -> Angle {
    anglePerStop.scaled(by: Double(position))
  }

  /// The unwrapped position in stops (fractional between stops) at an angle: angle ÷ (2π/N).
  public func position(at angle: Angle) -> Double {
    angle.radians / anglePerStop.radians
  }

  /// The angle of a fractional unwrapped position in stops: position × 2π/N.
  public func angle(ofPosition position: Double) -> Angle {
    anglePerStop.scaled(by: position)
  }

  /// `value` wrapped into 0…N−1.
  public func wrap(_ value: Int) -> Int {
    let r = value % stops
    return r < 0 ? r + stops : r
  }

  /// The signed steps that turn the dial from `oldStop` to `newStop` in `direction` (the countSteps
  /// of docs/seeds.md "000", for N stops): positive counter-clockwise, negative clockwise.
  ///
  /// Rule: the difference newStop − oldStop, moved by N when it points the wrong way. A turn to
  /// the number already under the pointer is a whole turn, ±N, in either direction (the seed's
  /// code gives N counter-clockwise but 0 clockwise; lockdial chooses the consistent rule, since a
  /// turn of 0 steps would not be a turn).
  public func countSteps(from oldStop: Int, to newStop: Int, direction: Direction) -> Int {
    direction.sign * distance(from: oldStop, to: newStop, direction: direction)
  }

  /// How many stops it takes to get from `a` to `b` turning in `direction`: 1…N (N when they are
  /// the same number).
  public func distance(from a: Int, to b: Int, direction: Direction) -> Int {
    let raw = direction == .counterclockwise ? wrap(b - a) : wrap(a - b)
    return raw == 0 ? stops : raw
  }
}

/// A setting of the lock model that is out of range.
public enum LockConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The dial has too few or too many stops.
  case stopsOutOfRange(Int)
  /// The tolerance is negative or at least half the dial.
  case toleranceOutOfRange(Int, stops: Int)
  /// A time (delay, seconds per radian, cool-down, duration) is not finite or outside
  /// `allowed` (0…``LockConfigurationError/longestTime`` unless the setting says otherwise).
  case invalidTime(name: String, value: Double, allowed: ClosedRange<Double> = 0...longestTime)
  /// A lockout needs at least one failed attempt.
  case lockoutOutOfRange(Int)

  /// The longest time a setting may have: a day (longer ones only overflow arithmetic).
  public static let longestTime = 86_400.0

  /// Whether `value` is an allowed time: finite, 0 or more, at most ``longestTime``.
  public static func allows(_ value: Double) -> Bool {
    value.isFinite && value >= 0 && value <= longestTime
  }

  /// A number as people write it: `86400` and `0`, not `86400.0` and `0.0`.
  public static func written(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .stopsOutOfRange(let stops):
      return
        "a dial of \(stops) stop\(stops == 1 ? "" : "s") is not possible; use \(Dial.stopRange.lowerBound)…\(Dial.stopRange.upperBound) stops"
    case .toleranceOutOfRange(let tolerance, let stops):
      return
        "a tolerance of \(tolerance) stops does not fit a \(stops)-stop dial; use 0…\((stops - 1) / 2)"
    case .invalidTime(let name, let value, let allowed):
      return
        "\(name) is \(Self.written(value)); use \(Self.written(allowed.lowerBound))…\(Self.written(allowed.upperBound)) seconds"
    case .lockoutOutOfRange(let attempts):
      return "a lockout after \(attempts) failed attempts is not possible; use 1 or more"
    }
  }
}
