/// The inside of a combination lock: a drive cam turned by the dial, a pack of free wheels that
/// it picks up one after another, a gate in every wheel, and a fence that drops only when every
/// gate lies under it (docs/mechanism.md).
///
/// Units are numbers on the dial: one turn is ``Geometry/stops`` and the dial's position is
/// unwrapped (counter-clockwise raises it, as ``Dial`` counts). Rules (docs/mechanism.md):
/// - §2 The cam turns with the dial. Each wheel follows the element in front of it (the cam, or
///   the wheel nearer the cam) with lost motion: it keeps still until its driver has turned
///   ``Geometry/span`` past the last contact on the other side, then it is pushed along. A
///   wheel never moves unless pushed.
/// - §3 A wheel's reading is the dial number that puts its gate under the fence when the wheel is
///   pushed in the direction that sets it; after a correct dialing the readings are the
///   combination.
/// - §4 A gate is under the fence when its reading is less than half a gate's width from the
///   number cut for it.
/// - §5 Moving the dial costs O(wheels): each wheel's new angle is its old one clamped to the band
///   its driver leaves it, which is exact for any move in one direction, however long.
public struct WheelPack: Sendable, Hashable {
  /// The dimensions of a lock; every width is in numbers on the dial.
  public struct Geometry: Sendable, Hashable {
    /// Numbers on the dial.
    public var stops: Int
    /// Free wheels in the pack (the cam is not one of them).
    public var wheels: Int
    /// The drive pin's width (on the cam, and each wheel's pin that drives the next).
    public var pinWidth: Double
    /// The width of the fly a pin pushes on.
    public var flyWidth: Double
    /// Slack at every contact, beyond the pin's and fly's widths.
    public var play: Double
    /// How far a reading may be from its number and still let the fence drop, in whole numbers
    /// (the gate is `2 · tolerance + 1` numbers wide).
    public var tolerance: Int
    /// Whether the last number's gate is cut in the drive cam itself (a Master-style padlock),
    /// rather than read where the cam meets the lever nose (a safe lock's bolt stop).
    public var camCarriesLastGate: Bool
    /// The direction of the dialing run that sets each gate, from the first number's to the
    /// last one's (the cam's on a padlock, the bolt stop's run on a safe).
    public var settingDirections: [Direction]

    /// The signed distance from reading `a` to reading `b` the short way round, in
    /// −stops/2…stops/2.
    public func signedDistance(from a: Double, to b: Double) -> Double {
      let n = Double(stops)
      var difference = (b - a).truncatingRemainder(dividingBy: n)
      if difference > n / 2 { difference -= n }
      if difference < -n / 2 { difference += n }
      return difference
    }

    /// Whether a wheel reading `reading` puts the gate cut for `number` under the fence (§4):
    /// less than `tolerance + ½` numbers from it.
    public func isUnderFence(_ number: Int, reading: Double) -> Bool {
      abs(signedDistance(from: Double(number), to: reading)) < Double(tolerance) + 0.5
    }

    /// How far a driver turns between pushing its follower one way and pushing it the other:
    /// a turn, less the pin and fly, plus the play.
    public var span: Double { Double(stops) - pinWidth - flyWidth + play }

    /// A 40-number Master-style padlock: two free wheels and the last gate in the cam; the
    /// gates set right, left, right.
    public static func padlock(stops: Int = 40, tolerance: Int = 1) -> Geometry {
      Geometry(
        stops: stops, wheels: 2, pinWidth: 0.25, flyWidth: 0.25, play: 0.25,
        tolerance: tolerance, camCarriesLastGate: true,
        settingDirections: [.clockwise, .counterclockwise, .clockwise])
    }

    /// A 100-number, three-wheel safe lock: its wheels set left, right, left, and the cam's
    /// contact area meeting the lever nose as the dial turns right to the bolt stop.
    public static func safe(stops: Int = 100, tolerance: Int = 1) -> Geometry {
      Geometry(
        stops: stops, wheels: 3, pinWidth: 0.25, flyWidth: 0.25, play: 0.25,
        tolerance: tolerance, camCarriesLastGate: false,
        settingDirections: [.counterclockwise, .clockwise, .counterclockwise, .clockwise])
    }
  }

  /// The lock's dimensions.
  public let geometry: Geometry
  /// The number each gate is cut for, from the first number's to the last (on a safe, the last
  /// is the bolt stop).
  public let gates: [Int]
  /// The dial's (and so the cam's) unwrapped position.
  public private(set) var dial: Double
  /// Each free wheel's angle, from the wheel set by the first number (furthest from the cam) to
  /// the one next to the cam, in the dial's units with the cam's zero.
  public private(set) var wheelAngles: [Double]
  /// The way the dial turns in the current run of the attempt (`nil` before its first turn).
  public private(set) var direction: Direction?
  /// How many earlier runs of the attempt moved a wheel: the wheels set so far, when the
  /// instructions are followed (§9).
  public private(set) var settingRuns = 0
  /// Whether the current run has moved a wheel.
  var runMovedWheel = false
  /// The wheels the latest turn moved, as a bit set (bit `i` for wheel `i`): what the trace
  /// reports whenever it changes, a wheel starting or stopping.
  public private(set) var moving: UInt64 = 0

  /// A lock cut for `gates` whose dial is at `dial` and whose wheels lie `offsets` from their
  /// drivers (each within half a ``Geometry/span``, clamped there), as its last user left them.
  ///
  /// Rule (§1): `gates` holds one number per free wheel and one for the cam or bolt stop.
  public init(geometry: Geometry, gates: [Int], dial: Double = 0, offsets: [Double] = []) {
    precondition(
      gates.count == geometry.wheels + 1 && geometry.settingDirections.count == gates.count,
      "a gate for each wheel and one for the cam: a caller's mistake")
    self.geometry = geometry
    self.gates = gates
    self.dial = dial
    let half = geometry.span / 2
    var angles = [Double](repeating: dial, count: geometry.wheels)
    var driver = dial
    for index in stride(from: geometry.wheels - 1, through: 0, by: -1) {
      let offset = index < offsets.count && offsets[index].isFinite ? offsets[index] : 0
      driver += min(max(offset, -half), half)
      angles[index] = driver
    }
    wheelAngles = angles
  }

  /// Offsets for ``init(geometry:gates:dial:offsets:)`` as a previous user leaves a lock:
  /// anywhere its wheels can rest.
  public static func scatter(
    _ geometry: Geometry, using generator: inout some RandomNumberGenerator
  ) -> [Double] {
    let half = geometry.span / 2
    return (0..<geometry.wheels).map { _ in Double.random(in: -half...half, using: &generator) }
  }

  /// Turns the dial to `position` and returns which wheels moved, as a bit set (bit `i` for
  /// wheel `i`).
  ///
  /// Rule (§2, §5): the move is taken as one turn in a single direction; a caller following a
  /// hand or an animation passes every frame's position, and every committed stop.
  @discardableResult
  public mutating func turn(to position: Double) -> UInt64 {
    guard position.isFinite else { return 0 }
    let turning: Direction? =
      position > dial ? .counterclockwise : (position < dial ? .clockwise : nil)
    if let turning, turning != direction {
      if direction != nil && runMovedWheel { settingRuns += 1 }
      runMovedWheel = false
      direction = turning
    }
    dial = position
    let half = geometry.span / 2
    var driver = position
    var moved: UInt64 = 0
    for index in stride(from: wheelAngles.count - 1, through: 0, by: -1) {
      let old = wheelAngles[index]
      let new = min(max(old, driver - half), driver + half)
      if new != old {
        wheelAngles[index] = new
        moved |= 1 << UInt64(index)
      }
      driver = new
    }
    if moved != 0 { runMovedWheel = true }
    moving = moved
    return moved
  }

  /// Starts counting a fresh attempt's runs (the wheels stay where they are).
  public mutating func startAttempt() {
    direction = nil
    settingRuns = 0
    runMovedWheel = false
  }

  /// How many contacts lie between the cam and wheel `index` (1 for the wheel next to the cam).
  func couplings(ofWheel index: Int) -> Int { geometry.wheels - index }

  /// The dial number that puts gate `index`'s cut under the fence (§3), in 0..<stops: for a
  /// wheel, where the dial would read with the wheel pushed in its setting direction; for the
  /// last gate, the dial itself.
  public func reading(ofGate index: Int) -> Double {
    guard index < geometry.wheels else { return wrapped(dial) }
    let sign = Double(geometry.settingDirections[index].sign)
    let lead = Double(couplings(ofWheel: index)) * geometry.span / 2
    return wrapped(wheelAngles[index] + sign * lead)
  }

  /// Every gate's reading, from the first number's to the last.
  public var readings: [Double] { (0..<gates.count).map(reading(ofGate:)) }

  /// How far gate `index`'s reading is from its number, signed, in −stops/2…stops/2.
  public func error(ofGate index: Int) -> Double {
    signedDistance(from: Double(gates[index]), to: reading(ofGate: index))
  }

  /// Whether gate `index` lies under the fence (§4).
  public func isAligned(gate index: Int) -> Bool {
    geometry.isUnderFence(gates[index], reading: reading(ofGate: index))
  }

  /// Whether the fence can drop into every wheel's gate.
  public var wheelsAligned: Bool { (0..<geometry.wheels).allSatisfy(isAligned(gate:)) }

  /// Whether a pull opens the lock now: every wheel's gate under the fence, and the cam's gate
  /// (padlock) or its contact area (safe's bolt stop) under the lever.
  public var opens: Bool { wheelsAligned && isAligned(gate: geometry.wheels) }

  /// `position` wrapped into 0..<stops.
  func wrapped(_ position: Double) -> Double {
    let n = Double(geometry.stops)
    let r = position.truncatingRemainder(dividingBy: n)
    return r < 0 ? r + n : r
  }
}

extension WheelPack {
  /// How far the dial turns `direction` from here before each wheel starts moving, in numbers,
  /// from the first number's wheel to the one next to the cam (§2): the wheel next to the cam
  /// once its driver's pin has crossed the lost motion left on that side, each wheel behind it
  /// that much later again.
  public func pickUpTravel(_ direction: Direction) -> [Double] {
    let sign = Double(direction.sign)
    let half = geometry.span / 2
    var travel = [Double](repeating: 0, count: wheelAngles.count)
    var driver = dial
    var total = 0.0
    for index in stride(from: wheelAngles.count - 1, through: 0, by: -1) {
      total += max(half - sign * (driver - wheelAngles[index]), 0)
      travel[index] = total
      driver = wheelAngles[index]
    }
    return travel
  }

  /// The wheels after the dial follows `track`'s runs, each to its end, from here: where a plan's
  /// path up to its playhead leaves them.
  public func following(_ track: StopTrack) -> WheelPack {
    var copy = self
    copy.startAttempt()
    for run in track.firstRuns(track.runCount) { copy.turn(to: Double(run.end)) }
    return copy
  }
}

extension WheelPack: CustomStringConvertible, CustomReflectable {
  /// The wheels' readings; the numbers the gates are cut for are never part of it.
  public var description: String {
    "WheelPack(\(geometry.wheels) wheels, dial \(dial), readings \(readings))"
  }

  /// A mirror without the gates, so that dumps and debuggers cannot print the secret.
  public var customMirror: Mirror {
    Mirror(self, children: ["dial": dial, "wheelAngles": wheelAngles, "geometry": geometry])
  }
}
