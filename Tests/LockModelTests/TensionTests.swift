import LockModel
import LockTestSupport
import Testing

/// The padlock under tension, as lock-sport people read it (docs/mechanism.md §7, §8).
struct TensionTests {
  /// One turn's sticking places, found as a person does: turn left under tension until the dial
  /// stops, note the place, let go just past it, pull again, until a whole turn is covered.
  static func sticks(_ pack: inout WheelPack) -> [Double] {
    let end = pack.dial + Double(pack.geometry.stops)
    var found: [Double] = []
    while pack.dial < end {
      let turn = pack.turnUnderTension(to: end)
      guard let stick = turn.stick else { break }
      found.append(stick)
      pack.turn(to: pack.dial + 0.01)  // tension released, the dial moves out of the notch
    }
    return found
  }

  @Test func aTurnSticksTwelveTimesAndTheOddWholeOneIsTheThirdNumber() {
    var random = SeededGenerator(seed: 33)
    for third in 0..<40 {
      let gates = [
        (third % 4) + 4 * Int.random(in: 0..<10, using: &random), (third + 2) % 4, third,
      ]
      var pack = WheelPack(
        geometry: .padlock(), gates: gates, dial: Double.random(in: -80...80, using: &random),
        offsets: WheelPack.scatter(.padlock(), using: &random))
      let sticks = Self.sticks(&pack)
      #expect(sticks.count == 12, "\(third): \(sticks)")
      let whole = sticks.filter { $0 == $0.rounded() }.map { Int($0) }.sorted()
      #expect(whole.count == 5 && sticks.count - whole.count == 7, "\(third): \(sticks)")
      let digits = Dictionary(grouping: whole) { $0 % 10 }
      #expect(digits[third % 10] == [third] && digits.count == 2, "\(third): \(whole)")
      #expect(MasterMethod.thirdNumber(fromSticks: sticks) == third)
    }
  }

  /// Over all 4,000 issued combinations: the sticking places give the third number, and the
  /// list to try holds the secret and has 100 combinations.
  @Test func theMethodFindsEveryIssuedCombination() {
    var random = SeededGenerator(seed: 34)
    var checked = 0
    for first in 0..<40 {
      for second in 0..<40 {
        for third in 0..<40 where MasterMethod.isIssued([first, second, third]) {
          var pack = WheelPack(
            geometry: .padlock(), gates: [first, second, third],
            dial: Double(Int.random(in: 0..<40, using: &random)),
            offsets: WheelPack.scatter(.padlock(), using: &random))
          let found = MasterMethod.thirdNumber(fromSticks: Self.sticks(&pack))
          #expect(found == third, "\([first, second, third])")
          let tries = MasterMethod.tries(third: third)
          #expect(tries.count == 100 && tries.contains([first, second, third]))
          checked += 1
        }
      }
    }
    #expect(checked == 4000)
  }

  /// A dial resting in a notch moves only within it; a turn tried from there sticks at the
  /// notch's edge, and the stick is the notch's centre.
  @Test func aDialInANotchMovesOnlyWithinIt() {
    var pack = WheelPack(geometry: .padlock(), gates: [4, 14, 20], dial: 20)
    #expect(pack.notchUnderLever == 20)
    #expect(pack.turnUnderTension(to: 20.3) == .init(position: 20.3, stick: nil))
    #expect(pack.turnUnderTension(to: 25) == .init(position: 20.5, stick: 20))
    #expect(pack.turnUnderTension(to: 10) == .init(position: 19.5, stick: 20))
    pack.turn(to: 21)  // free: between notches
    #expect(pack.notchUnderLever == nil)
    // Left from 21 the next notch is the one centred on 22.5 (20 + 2.5): it holds at 23.
    #expect(pack.turnUnderTension(to: 30) == .init(position: 23, stick: 22.5))
    // Right from 21: the deep notch's edge at 20.5, held at its far edge 19.5.
    pack.turn(to: 21)
    #expect(pack.turnUnderTension(to: 0) == .init(position: 19.5, stick: 20))
  }

  /// After the factory instructions the lever sits in the deep notch and every gate is aligned;
  /// with a wheel off, the same notch holds the dial but the lock stays shut.
  @Test func theDeepNotchOpensOnlyWithTheWheelsAligned() throws {
    var pack = WheelPack(geometry: .padlock(), gates: [4, 14, 20])
    var position = 0.0
    for move in [-116.0, 50, -34] {  // R twice past to 4, L once past to 14, R to 20
      position += move
      pack.turn(to: position)
    }
    #expect(pack.readings == [4, 14, 20] && pack.opens && pack.notchUnderLever == 20)
    var off = WheelPack(geometry: .padlock(), gates: [8, 14, 20])
    position = 0
    for move in [-116.0, 50, -34] {
      position += move
      off.turn(to: position)
    }
    #expect(off.notchUnderLever == 20 && !off.opens)
  }

  @Test func theMethodsLists() {
    #expect(MasterMethod.candidates(third: 17).first == [1, 5, 9, 13, 17, 21, 25, 29, 33, 37])
    #expect(MasterMethod.candidates(third: 17).second == [3, 7, 11, 15, 19, 23, 27, 31, 35, 39])
    #expect(MasterMethod.thirdNumber(fromSticks: [3, 13, 23, 33]) == nil)
    // Three of the five whole places could single out a wrong one: all five are needed.
    #expect(MasterMethod.thirdNumber(fromSticks: [0, 10, 5]) == nil)
    #expect(MasterMethod.thirdNumber(fromSticks: [0, 10, 20, 30, 5, 2.5]) == 5)
    #expect(MasterMethod.isIssued([1, 3, 17]) && !MasterMethod.isIssued([1, 5, 17]))
  }

  /// On a safe the driven wheel (next to the cam) holds the dial under tension when its gate
  /// comes under the fence while the cam's pin presses it (§7): turning left, as that wheel is
  /// set, the dial sticks with the 3rd number's gate centred on the 3rd number; turning right
  /// straight after, the pin has left the wheel and only the bolt stop's contact area holds.
  @Test func aSafesDrivenWheelHoldsTheDialAtItsGate() {
    var random = SeededGenerator(seed: 37)
    for _ in 0..<200 {
      let numbers = (0..<3).map { _ in Int.random(in: 0..<100, using: &random) }
      var pack = WheelPack(
        geometry: .safe(), gates: numbers + [0],
        dial: Double(Int.random(in: 0..<100, using: &random)),
        offsets: WheelPack.scatter(.safe(), using: &random))
      pack.turn(to: pack.dial + 400)  // every wheel picked up, turning left
      var found: Set<Double> = []
      let end = pack.dial + 100
      while pack.dial < end {
        let turn = pack.turnUnderTension(to: end)
        guard let stick = turn.stick else { break }
        found.insert(stick)
        // (A gate next to the bolt stop shares its edge with the contact area, which holds.)
        if (2...98).contains(numbers[2]) { #expect(pack.holdUnderTension == stick) }
        pack.turn(to: pack.dial + 0.01)
      }
      #expect(found == Set([Double(numbers[2]), 0]), "\(numbers): \(found.sorted())")
      // Reversed: the cam's pin leaves the wheel, which stays; only the contact area holds.
      var back = pack
      #expect(back.drivenGate(.clockwise) == nil)
      let right = back.turnUnderTension(to: back.dial - 30)
      #expect(right.stick == nil || right.stick == 0, "\(numbers): \(right)")
    }
  }
}
