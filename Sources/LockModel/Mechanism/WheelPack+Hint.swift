extension WheelPack {
  /// How many wheels, counted from the cam outwards, a turn in `direction` pushes now (§2): each
  /// is pressed against its driver on that side, so it moves as soon as the dial does.
  public func engaged(turning direction: Direction) -> Int {
    let half = geometry.span / 2
    let sign = Double(direction.sign)
    var driver = dial
    var count = 0
    for index in stride(from: wheelAngles.count - 1, through: 0, by: -1) {
      guard abs(wheelAngles[index] - (driver - sign * half)) < 1e-9 else { break }
      driver = wheelAngles[index]
      count += 1
    }
    return count
  }

  /// How many numbers a turn in `direction` goes before it picks up the next wheel (§2), or `nil`
  /// when it already pushes them all.
  public func numbersToNextWheel(turning direction: Direction) -> Double? {
    numbersToNextWheel(turning: direction, pushed: engaged(turning: direction))
  }

  /// ``numbersToNextWheel(turning:)`` when the dial already pushes `pushed` wheels.
  func numbersToNextWheel(turning direction: Direction, pushed: Int) -> Double? {
    guard pushed < geometry.wheels else { return nil }
    let next = geometry.wheels - 1 - pushed
    let driver = pushed == 0 ? dial : wheelAngles[next + 1]
    return Double(direction.sign) * (wheelAngles[next] - driver) + geometry.span / 2
  }

  /// What to do next, worked out from the wheels (§9): which wheels the dial pushes now, how far
  /// the next one is, and how many runs of this attempt have set a wheel.
  ///
  /// It never names a number of the secret, only the ordinals of the numbers and distances the
  /// dial can feel. A wheel set by an earlier run that the dial pushes again has left its number:
  /// the hint says to start again.
  public var hint: (lead: String, text: String) {
    let w = geometry.wheels
    let order = geometry.settingDirections
    let pickUp = "\(order[0].letter) \(w) whole turns or more to pick up every wheel"
    let startOver = "\(pickUp) and start again"
    guard let direction else { return ("next", "\(pickUp), then to the 1st number") }
    let letter = direction.letter
    let pushed = engaged(turning: direction)
    let ahead = numbersToNextWheel(turning: direction, pushed: pushed).map(Self.numbers) ?? ""
    let keepTurning = ("now", "keep turning \(letter): the next wheel is picked up in \(ahead)")
    guard pushed > 0 else {
      guard settingRuns >= w, direction == order[w] else { return keepTurning }
      let target =
        geometry.camCarriesLastGate
        ? "straight to the \(LockProtocol.ordinal(w)) number" : "to the bolt stop"
      return ("now", "\(letter) \(target) (a wheel moves in \(ahead)), then Enter pulls")
    }
    let wheel = w - pushed  // the furthest wheel the dial pushes
    if wheel < settingRuns {
      // Touching a wheel already set is harmless until it moves (the end of a wiggle).
      guard runMovedWheel else {
        let next = order[min(settingRuns, w)].letter
        return (
          "now",
          "turn \(next): \(letter) any further moves the \(LockProtocol.ordinal(wheel)) number's wheel"
        )
      }
      let moved = "\(letter) moved the \(LockProtocol.ordinal(wheel)) number's wheel again"
      return ("start again", "\(moved); \(startOver)")
    }
    guard wheel == settingRuns else { return keepTurning }
    guard direction == order[wheel] else {
      let wrong = "\(letter) turns the \(LockProtocol.ordinal(wheel)) number's wheel the wrong way"
      return ("start again", "\(wrong); \(startOver)")
    }
    let within = pushed < w ? " within \(ahead)" : ""
    let turns = "\(letter) turns the \(LockProtocol.ordinal(wheel)) number's wheel"
    return ("now", "\(turns): stop on that number\(within), then \(order[wheel + 1].letter)")
  }

  /// "1 number", "12 numbers": a distance on the dial as the hint says it, in whole numbers
  /// rounded up (the stops a hand turns), at least 1.
  static func numbers(_ value: Double) -> String {
    let whole = max(Int(min(value, 1e6).rounded(.up)), 1)
    return "\(whole) number\(whole == 1 ? "" : "s")"
  }
}
