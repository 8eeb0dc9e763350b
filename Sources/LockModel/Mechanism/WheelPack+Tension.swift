extension WheelPack {
  /// How far the dial can move each way from a notch's centre while the lever sits in it, in
  /// numbers: a notch lets the dial move one number (docs/mechanism.md §7).
  public static let notchPlay = 0.5

  /// Where the cam's notches are centred, in dial numbers (0..<stops), one turn (§7): on a padlock
  /// the deep notch at the last number and eleven shallow ones (four more on whole numbers, a
  /// quarter turn apart, whose last digit is the last number's plus 5, and seven between
  /// numbers); on a safe the contact area at the bolt stop alone.
  public var notches: [Double] {
    let last = Double(gates[geometry.wheels])
    guard geometry.camCarriesLastGate else { return [last] }
    let n = Double(geometry.stops)
    return Self.padlockNotchOffsets.map { offset in
      (last + offset * n / 40).truncatingRemainder(dividingBy: n)
    }
  }

  /// The padlock's notch centres after the deep one, in numbers of a 40-number dial (§7).
  static let padlockNotchOffsets: [Double] = [
    0, 2.5, 5, 8.5, 11.5, 15, 18.5, 21.5, 25, 28.5, 31.5, 35,
  ]

  /// What a turn under tension did: where the dial ended and, when a notch stopped it short of
  /// the target, that notch's centre (the middle of the range it lets the dial move in).
  public struct TensionTurn: Sendable, Hashable {
    /// The dial's unwrapped position after the turn.
    public var position: Double
    /// The notch that held the dial, in 0..<stops; `nil` when the dial reached its target.
    public var stick: Double?

    /// A turn that ended at `position`, held by the notch centred on `stick` if any.
    public init(position: Double, stick: Double?) {
      self.position = position
      self.stick = stick
    }
  }

  /// Turns the dial toward `target` with the shackle pulled (§7).
  ///
  /// The lever drops into the first notch the cam brings under it and holds the dial at that
  /// notch's far edge; a dial already in a notch moves only within it; on a safe the driven
  /// wheel's gate holds it too (``drivenGate(_:)``). The wheels follow the cam as in
  /// ``turn(to:)``.
  @discardableResult
  public mutating func turnUnderTension(to target: Double) -> TensionTurn {
    guard target.isFinite else { return TensionTurn(position: dial, stick: nil) }
    let reached = tensionLimit(from: dial, toward: target)
    turn(to: reached.position)
    return reached
  }

  /// The notch the lever sits in at the dial's position, if any (its centre, 0..<stops).
  public var notchUnderLever: Double? {
    notches.first { abs(signedDistance(from: $0, to: wrapped(dial))) <= Self.notchPlay }
  }

  /// What holds the dial under tension where it is (§7): the cam's notch the lever sits in, else
  /// on a safe the driven wheel's gate the fence's tooth sits in (for the way the dial last
  /// turned); its centre, or `nil`.
  public var holdUnderTension: Double? {
    if let notch = notchUnderLever { return notch }
    guard let direction, let gate = drivenGate(direction),
      abs(gate.travel) <= Self.notchPlay + 1e-9
    else { return nil }
    return gate.centre
  }

  /// Where a turn from `start` toward `target` under tension stops (§7), without moving.
  ///
  /// The first of: the far edge of the notch the lever sits in, else of the first notch whose
  /// near edge the turn reaches; on a safe, the far edge of the driven wheel's gate
  /// (``drivenGate(_:)``), whichever the turn meets first.
  public func tensionLimit(from start: Double, toward target: Double) -> TensionTurn {
    let travel = target - start
    guard travel != 0 else { return TensionTurn(position: start, stick: nil) }
    let direction: Double = travel > 0 ? 1 : -1
    var stop = camNotchStop(from: start, direction: direction)
    if let gate = drivenGate(direction > 0 ? .counterclockwise : .clockwise) {
      let far = direction * (dial - start) + gate.travel + Self.notchPlay
      if far >= 0, stop.map({ far < $0.far }) ?? true { stop = (far, gate.centre) }
    }
    guard let stop, abs(travel) > stop.far else { return TensionTurn(position: target, stick: nil) }
    return TensionTurn(position: start + direction * stop.far, stick: stop.centre)
  }

  /// The cam's notch a turn from `start` in `direction` (±1) meets first: how far the turn goes
  /// to its far edge, and its centre.
  func camNotchStop(from start: Double, direction: Double) -> (far: Double, centre: Double)? {
    let reading = wrapped(start)
    if let held = notchUnderLever {
      let centre = start + signedDistance(from: reading, to: held)
      return (direction * (centre - start) + Self.notchPlay, held)
    }
    // The first notch whose near edge the turn reaches, by the distance to it.
    let n = Double(geometry.stops)
    var nearest: (distance: Double, centre: Double)?
    for centre in notches {
      let nearEdge = centre - direction * Self.notchPlay
      var distance = (direction * (nearEdge - reading)).truncatingRemainder(dividingBy: n)
      if distance < 0 { distance += n }
      if nearest.map({ distance < $0.distance }) ?? true { nearest = (distance, centre) }
    }
    return nearest.map { ($0.distance + 2 * Self.notchPlay, $0.centre) }
  }

  /// Where a turn `direction` under tension brings the driven wheel's gate under the fence, on
  /// a safe lock (§7).
  ///
  /// The wheel next to the cam, while the cam's pin presses it on the turn's side, carries its
  /// gate round with the dial, and the pressed fence's tooth drops into it. The travel from the dial to the gate's centre (down to −½ when the tooth is in it
  /// already) and the dial's number there; `nil` on a padlock, whose cam carries the last gate,
  /// or when the pin is not against the wheel.
  public func drivenGate(_ direction: Direction) -> (travel: Double, centre: Double)? {
    guard !geometry.camCarriesLastGate, geometry.wheels > 0 else { return nil }
    let index = geometry.wheels - 1
    guard pickUpTravel(direction)[index] == 0 else { return nil }
    let n = Double(geometry.stops)
    let sign = Double(direction.sign)
    // The wheel's angle that puts its gate under the fence (§3, one coupling from the cam).
    let aligned =
      Double(gates[index])
      - Double(geometry.settingDirections[index].sign) * geometry.span / 2
    var ahead = (sign * (aligned - wheelAngles[index])).truncatingRemainder(dividingBy: n)
    if ahead < 0 { ahead += n }
    // The tooth at the gate's far edge, where a turn left it, is in it still.
    if ahead >= n - Self.notchPlay - 1e-9 { ahead -= n }
    return (ahead, wrapped(dial + sign * ahead))
  }

  /// The signed distance from reading `a` to reading `b` the short way, in −stops/2…stops/2.
  func signedDistance(from a: Double, to b: Double) -> Double {
    geometry.signedDistance(from: a, to: b)
  }
}
