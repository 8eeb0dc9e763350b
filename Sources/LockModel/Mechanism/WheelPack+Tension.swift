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
  /// notch's far edge; a dial already in a notch moves only within it. The wheels follow the cam
  /// as in ``turn(to:)``.
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

  /// Where a turn from `start` toward `target` under tension stops (§7), without moving.
  public func tensionLimit(from start: Double, toward target: Double) -> TensionTurn {
    let travel = target - start
    guard travel != 0 else { return TensionTurn(position: start, stick: nil) }
    let direction: Double = travel > 0 ? 1 : -1
    let reading = wrapped(start)
    if let held = notchUnderLever {
      let centre = start + signedDistance(from: reading, to: held)
      let edge = centre + direction * Self.notchPlay
      return abs(travel) > abs(edge - start)
        ? TensionTurn(position: edge, stick: held) : TensionTurn(position: target, stick: nil)
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
    guard let nearest, abs(travel) > nearest.distance + 2 * Self.notchPlay else {
      return TensionTurn(position: target, stick: nil)
    }
    return TensionTurn(
      position: start + direction * (nearest.distance + 2 * Self.notchPlay), stick: nearest.centre)
  }

  /// The signed distance from reading `a` to reading `b` the short way, in −stops/2…stops/2.
  func signedDistance(from a: Double, to b: Double) -> Double {
    let n = Double(geometry.stops)
    var difference = (b - a).truncatingRemainder(dividingBy: n)
    if difference > n / 2 { difference -= n }
    if difference < -n / 2 { difference += n }
    return difference
  }
}
