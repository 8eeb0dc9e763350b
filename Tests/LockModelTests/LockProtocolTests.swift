import LockModel
import LockTestSupport
import Testing

/// The moves each protocol makes, on 10, 40 and 100 stops.
struct LockProtocolTests {
  func moves(
    _ numbers: [Int], stops: Int, _ lockProtocol: LockProtocol, from start: Int = 0,
    stop: Int = 0
  ) throws -> [Int] {
    let dial = try Dial(stops: stops)
    let combination = try Combination(numbers, dial: dial, protocol: lockProtocol)
    return lockProtocol.moves(for: combination, from: start, dial: dial, stop: stop)
  }

  @Test func alternating() throws {
    #expect(try moves([7, 9, 6, 1, 5, 2], stops: 10, .alternating) == [7, -8, 7, -5, 4, -3])
    #expect(
      try moves([7, 9, 6, 1, 5, 2], stops: 10, .alternating, from: 7) == [10, -8, 7, -5, 4, -3])
    #expect(try moves([3, 3, 3], stops: 10, .alternating) == [3, -10, 10], "repeated numbers")
    #expect(try moves([12, 30, 5], stops: 40, .alternating) == [12, -22, 15])
    #expect(try moves([50, 25, 50, 0], stops: 100, .alternating, from: 99) == [51, -25, 25, -50])
  }

  @Test func padlock() throws {
    #expect(try moves([12, 30, 5], stops: 40, .padlock) == [-108, 58, -25])
    #expect(
      try moves([12, 30, 5], stops: 40, .padlock, from: 12) == [-120, 58, -25], "n1 = start")
    #expect(try moves([10, 10, 10], stops: 40, .padlock) == [-110, 80, -40], "repeated")
    #expect(try moves([3, 7, 1], stops: 10, .padlock) == [-27, 14, -6])
    #expect(try moves([99, 0, 50], stops: 100, .padlock) == [-201, 101, -50])
  }

  @Test func safe() throws {
    #expect(try moves([50, 25, 50], stops: 100, .safe) == [350, -225, 125, -50])
    #expect(
      try moves([50, 25, 50], stops: 100, .safe, from: 50) == [400, -225, 125, -50], "n1 = start")
    #expect(try moves([3, 3, 3], stops: 10, .safe, from: 3) == [40, -30, 20, -3], "repeated")
    #expect(try moves([10, 20, 30], stops: 40, .safe, stop: 35) == [130, -110, 50, -35])
  }

  @Test func directionsAndInstructions() {
    #expect(LockProtocol.padlock.direction(ofRun: 0) == .clockwise)
    #expect(LockProtocol.safe.direction(ofRun: 3) == .clockwise)
    #expect(LockProtocol.alternating.direction(ofRun: 2) == .counterclockwise)
    #expect(
      LockProtocol.padlock.instruction(forRun: 1) == "L to the 2nd number, passing it once")
    #expect(LockProtocol.alternating.instruction(forRun: 6) == "L to the 7th number")
    let ordinals = [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23, 100, 110, 111].map {
      LockProtocol.alternating.instruction(forRun: $0).split(separator: " ")[3]
    }
    #expect(
      ordinals == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "14th", "21st", "22nd", "23rd",
        "24th", "101st", "111th", "112th",
      ])
  }

  @Test func defaults() {
    #expect(LockProtocol.alternating.defaultStops == 10)
    #expect(LockProtocol.padlock.demoSecret == [12, 30, 5])
    #expect(LockProtocol.safe.demoSecret == [50, 25, 50])
    #expect(LockProtocol.defaultTolerance(stops: 39) == 0)
    #expect(LockProtocol.defaultTolerance(stops: 40) == 1)
  }
}
