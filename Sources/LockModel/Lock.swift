/// A combination lock that judges what was dialed in each attempt.
///
/// Rules (docs/terminal.md "Combination locks"): a pull judges one attempt — the committed stops
/// since the attempt began (see ``StopTrack``), which the dial's owner keeps and hands over —
/// split into direction runs:
/// - alternating: one run per number, each in its required direction (left first), ending on its
///   number within the tolerance;
/// - padlock: run 1 clockwise with at least two whole turns before stopping on n1 (3 or more
///   arrivals); run 2 counter-clockwise passing n1 once and stopping on n2 at its 2nd arrival;
///   run 3 clockwise stopping on n3 at its 1st arrival;
/// - safe: runs left, right, left, right with 4 (or more, as on a real lock), 3, 2 and 1
///   arrivals, the last ending on the bolt stop.
/// Any other run sequence refuses. The padlock and the safe are judged by their mechanism
/// instead when the dial's owner hands over their wheels (``cutWheels(dialAt:seed:)``,
/// docs/mechanism.md): every gate under the fence opens, whatever path put it there. Failed
/// pulls are counted; with a lockout, K failures start a
/// cool-down during which pulls are refused unjudged, after which the count starts again.
public struct Lock: Sendable, Hashable {
  /// Why a pull did not open the lock.
  public enum Refusal: Sendable, Hashable {
    /// The number of runs is wrong (too few, or an extra reversal).
    case runCount(expected: Int, actual: Int)
    /// Run `run` (0-based) turned the wrong way.
    case direction(run: Int, expected: Direction)
    /// Run `run` stopped on the wrong number (outside the tolerance).
    case number(run: Int, stoppedOn: Int)
    /// Run `run` reached its number the wrong number of times (too few turns, or too many).
    case arrivals(run: Int, expected: Int, actual: Int)
    /// The lock is cooling down after too many failures.
    case lockedOut(secondsLeft: Double)
    /// The fence did not drop: the gates of these numbers (0-based; on a safe the last is the
    /// bolt stop's) were not under it.
    case gates(missed: [Int])
  }

  /// The outcome of a pull.
  public enum PullResult: Sendable, Hashable {
    /// The shackle opened.
    case opened
    /// It stayed shut, and why.
    case refused(Refusal)
  }

  /// The dial.
  public let dial: Dial
  /// The protocol it expects.
  public let lockProtocol: LockProtocol
  /// How many stops off a number may be and still count.
  public let tolerance: Int
  /// The number the safe protocol's last run must end on.
  public let boltStop: Int
  /// Failed pulls before a cool-down, and its length, if any.
  public let lockout: (attempts: Int, coolDown: Double)?
  private let secret: Combination

  /// Whether the shackle is open.
  public private(set) var isOpen = false
  /// Failed pulls since the last success or cool-down.
  public private(set) var failedAttempts = 0
  /// When the cool-down ends, while locked out.
  public private(set) var lockedUntil: Double?

  /// Creates a shut lock.
  public init(
    secret: Combination, protocol lockProtocol: LockProtocol, dial: Dial, tolerance: Int? = nil,
    boltStop: Int = 0, lockout: (attempts: Int, coolDown: Double)? = nil
  ) throws(LockConfigurationError) {
    let tolerance = tolerance ?? LockProtocol.defaultTolerance(stops: dial.stops)
    guard tolerance >= 0, tolerance <= (dial.stops - 1) / 2 else {  // no 2 * t: it can overflow
      throw .toleranceOutOfRange(tolerance, stops: dial.stops)
    }
    if let lockout {
      guard lockout.attempts >= 1 else { throw .lockoutOutOfRange(lockout.attempts) }
      guard LockConfigurationError.allows(lockout.coolDown) else {
        throw .invalidTime(name: "lockout cool-down", value: lockout.coolDown)
      }
    }
    self.secret = secret
    self.lockProtocol = lockProtocol
    self.dial = dial
    self.tolerance = tolerance
    self.boltStop = dial.wrap(boltStop)
    self.lockout = lockout
  }

  /// Whether `a` is within the tolerance of `b` on the dial.
  public func matches(_ a: Int, _ b: Int) -> Bool {
    let difference = dial.wrap(a - b)
    return min(difference, dial.stops - difference) <= tolerance
  }

  /// Seconds of cool-down left at `time`, or `nil` when not locked out.
  public func lockoutRemaining(at time: Double) -> Double? {
    guard let until = lockedUntil, time < until else { return nil }
    return until - time
  }

  /// The whole seconds a countdown shows for `remaining` seconds: rounded up, a remainder
  /// within 1e-9 of a whole second counting as that second, at least 1 and at most 1e9.
  public static func secondsShown(_ remaining: Double) -> Int {
    Int(min(max((remaining - 1e-9).rounded(.up), 1), 1e9))
  }

  /// Ends a lockout whose cool-down is over by `time`: the failed count starts again.
  public mutating func expireLockout(at time: Double) {
    guard let until = lockedUntil, time >= until else { return }
    lockedUntil = nil
    failedAttempts = 0
  }

  /// Judges `attempt` at `time` (wall seconds: a cool-down is real time, which no animation
  /// speed shortens) and opens or refuses.
  public mutating func pull(
    _ attempt: StopTrack, wheels: WheelPack? = nil, at time: Double
  ) -> PullResult {
    expireLockout(at: time)
    if let until = lockedUntil {
      return .refused(.lockedOut(secondsLeft: until - time))
    }
    let expected = lockProtocol.runCount(numbers: secret.numbers.count)
    let refused =
      if let wheels {
        judge(wheels)
      } else if attempt.runCount == expected {
        judge(attempt.firstRuns(expected))
      } else {
        Refusal.runCount(expected: expected, actual: attempt.runCount)
      }
    if let refusal = refused {
      failedAttempts += 1
      if let lockout, failedAttempts >= lockout.attempts {
        lockedUntil = time + lockout.coolDown
      }
      return .refused(refusal)
    }
    isOpen = true
    failedAttempts = 0
    return .opened
  }

  /// Shuts the shackle again.
  public mutating func close() {
    isOpen = false
  }

  /// The first rule `runs` break, or `nil` when they open the lock.
  public func judge(_ runs: [StopTrack.Run]) -> Refusal? {
    let numbers = secret.numbers
    let expected = lockProtocol.runCount(numbers: numbers.count)
    guard runs.count == expected else {
      return .runCount(expected: expected, actual: runs.count)
    }
    for (index, run) in runs.enumerated() {
      let direction = lockProtocol.direction(ofRun: index)
      guard run.direction == direction else { return .direction(run: index, expected: direction) }
      let stoppedOn = run.number(on: dial)
      guard matches(stoppedOn, index < numbers.count ? numbers[index] : boltStop) else {
        return .number(run: index, stoppedOn: stoppedOn)
      }
      if let range = lockProtocol.arrivals(ofRun: index) {
        let arrivals = run.arrivals(stops: dial.stops)
        guard range.contains(arrivals) else {
          return .arrivals(run: index, expected: range.lowerBound, actual: arrivals)
        }
      }
    }
    return nil
  }

  /// The wheels' verdict (docs/mechanism.md §4): `nil` when every gate lies under the fence.
  public func judge(_ wheels: WheelPack) -> Refusal? {
    let missed = (0..<wheels.gates.count).filter { !wheels.isAligned(gate: $0) }
    return missed.isEmpty ? nil : .gates(missed: missed)
  }

  /// The inside of this lock (docs/mechanism.md): wheels cut for the secret (and, on a safe, the
  /// bolt stop), with the lock's tolerance as the gates' width, the dial at `position` and the
  /// wheels where seed `seed` says its last user left them; `nil` for the alternating protocol,
  /// which stays seed 000's rule.
  public func cutWheels(dialAt position: Double, seed: UInt64) -> WheelPack? {
    let geometry: WheelPack.Geometry
    let gates: [Int]
    switch lockProtocol {
    case .alternating: return nil
    case .padlock:
      geometry = .padlock(stops: dial.stops, tolerance: tolerance)
      gates = secret.numbers
    case .safe:
      geometry = .safe(stops: dial.stops, tolerance: tolerance)
      gates = secret.numbers + [boltStop]
    }
    guard gates.count == geometry.wheels + 1 else { return nil }
    var generator = SeededGenerator(seed: seed)
    return WheelPack(
      geometry: geometry, gates: gates, dial: position,
      offsets: WheelPack.scatter(geometry, using: &generator))
  }

  /// How many numbers the secret has (what an attempt's hint may know of it: the alternating
  /// protocol has one run per number).
  public var numberCount: Int { secret.numbers.count }

  /// Two locks are equal when they hold the same state (the secret included).
  public static func == (lhs: Lock, rhs: Lock) -> Bool {
    lhs.secret == rhs.secret && lhs.lockProtocol == rhs.lockProtocol && lhs.dial == rhs.dial
      && lhs.tolerance == rhs.tolerance && lhs.boltStop == rhs.boltStop
      && lhs.lockout?.attempts == rhs.lockout?.attempts
      && lhs.lockout?.coolDown == rhs.lockout?.coolDown && lhs.isOpen == rhs.isOpen
      && lhs.failedAttempts == rhs.failedAttempts && lhs.lockedUntil == rhs.lockedUntil
  }

  /// Hashes the public state (never the secret).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(dial)
    hasher.combine(isOpen)
    hasher.combine(failedAttempts)
  }
}

extension Lock: CustomStringConvertible, CustomReflectable {
  /// The lock's public state; the secret is never part of it.
  public var description: String {
    "Lock(\(lockProtocol), \(dial.stops) stops, ±\(tolerance), \(isOpen ? "open" : "locked"), \(failedAttempts) failed)"
  }

  /// A mirror without the secret, so that dumps and debuggers cannot print it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "protocol": lockProtocol, "stops": dial.stops, "tolerance": tolerance, "isOpen": isOpen,
        "failedAttempts": failedAttempts,
      ])
  }
}
