import AnimationCore
import LockModel
import LockTestSupport
import Testing

struct DialTests {
  let ten = try? Dial(stops: 10)

  /// Seed 000's eight assertions, verbatim.
  @Test func theSeedsCountStepsAssertions() throws {
    let dial = try Dial(stops: 10)
    #expect(dial.countSteps(from: 1, to: 2, direction: .counterclockwise) == 1)
    #expect(dial.countSteps(from: 1, to: 2, direction: .clockwise) == -9)
    #expect(dial.countSteps(from: 2, to: 1, direction: .counterclockwise) == 9)
    #expect(dial.countSteps(from: 2, to: 1, direction: .clockwise) == -1)
    #expect(dial.countSteps(from: 2, to: 5, direction: .counterclockwise) == 3)
    #expect(dial.countSteps(from: 2, to: 5, direction: .clockwise) == -7)
    #expect(dial.countSteps(from: 5, to: 2, direction: .counterclockwise) == 7)
    #expect(dial.countSteps(from: 5, to: 2, direction: .clockwise) == -3)
  }

  @Test func theSeedsCombinationGivesTheSeedsMoves() throws {
    let dial = try Dial(stops: 10)
    let secret = try Combination([7, 9, 6, 1, 5, 2], dial: dial, protocol: .alternating)
    #expect(
      LockProtocol.alternating.moves(for: secret, from: 0, dial: dial) == [7, -8, 7, -5, 4, -3])
  }

  @Test func aTurnToTheSameNumberIsAWholeTurnEitherWay() throws {
    for stops in [10, 40, 100] {
      let dial = try Dial(stops: stops)
      #expect(dial.countSteps(from: 3, to: 3, direction: .counterclockwise) == stops)
      #expect(dial.countSteps(from: 3, to: 3, direction: .clockwise) == -stops)
    }
  }

  @Test func countStepsGeneralisesToAnyDial() throws {
    let dial = try Dial(stops: 40)
    #expect(dial.countSteps(from: 12, to: 30, direction: .clockwise) == -22)
    #expect(dial.countSteps(from: 30, to: 5, direction: .counterclockwise) == 15)
    #expect(dial.countSteps(from: 39, to: 0, direction: .counterclockwise) == 1)
    #expect(dial.countSteps(from: 0, to: 39, direction: .clockwise) == -1)
  }

  @Test func theNumberUnderThePointerAcrossManyTurnsBothWays() throws {
    for stops in [10, 40, 100] {
      let dial = try Dial(stops: stops)
      let step = dial.anglePerStop.radians
      for position in -3 * stops...3 * stops {
        let expected = ((position % stops) + stops) % stops
        for offset in [-0.49, 0, 0.49] {
          let angle = Angle(radians: (Double(position) + offset) * step)
          #expect(
            dial.number(at: angle) == expected, "\(stops) stops, position \(position)\(offset)")
        }
        #expect(dial.stopPosition(at: Angle(radians: Double(position) * step)) == position)
      }
      #expect(dial.number(at: .fullTurn.scaled(by: 25)) == 0)
      #expect(dial.number(at: .radians(.nan)) == 0)
      #expect(dial.number(at: .radians(.infinity)) >= 0)
    }
  }

  @Test func counterClockwiseRaisesTheNumber() throws {
    let dial = try Dial(stops: 10)
    #expect(dial.number(at: dial.anglePerStop) == 1)
    #expect(dial.number(at: -dial.anglePerStop) == 9)
    expectClose(dial.angle(of: 7).radians, 7 * 2 * .pi / 10, within: 1e-12)
    expectClose(dial.angle(of: -3).radians, 7 * 2 * .pi / 10, within: 1e-12)
    #expect(dial.wrap(-21) == 9)
  }

  @Test func dialSizesOutsideTwoToAThousandAreRefused() {
    #expect(throws: LockConfigurationError.stopsOutOfRange(1)) { try Dial(stops: 1) }
    #expect(throws: LockConfigurationError.stopsOutOfRange(1001)) { try Dial(stops: 1001) }
    #expect(throws: Never.self) { try Dial(stops: 2) }
    #expect(throws: Never.self) { try Dial(stops: 1000) }
    #expect(
      LockConfigurationError.stopsOutOfRange(1).description
        == "a dial of 1 stop is not possible; use 2…1000 stops")
  }
}
