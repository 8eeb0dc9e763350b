import LockModel
import LockTestSupport
import Testing

/// The padlock's and safe's hints read from the wheels (docs/mechanism.md §9), and the lock
/// judging by its wheels.
struct WheelHintTests {
  /// The kinds of hint met turning `moves` number by number, in order: distances, which count
  /// down as the dial turns, written "N".
  static func hints(_ pack: inout WheelPack, _ moves: [Int]) -> [String] {
    var said: [String] = []
    func note() {
      let (lead, text) = pack.hint
      var words = "\(lead): \(text)".split(separator: " ").map(String.init)
      for index in words.indices where Int(words[index]) != nil {
        words[index] = "N"
        if index + 1 < words.count, words[index + 1] == "number" { words[index + 1] = "numbers" }
      }
      let kind = words.joined(separator: " ")
      if said.last != kind { said.append(kind) }
    }
    note()
    for move in moves {
      for _ in 0..<abs(move) {
        pack.turn(to: pack.dial + Double(move.signum()))
        note()
      }
    }
    return said
  }

  @Test func thePadlocksHintsFollowItsWheels() throws {
    var pack = try #require(
      try Self.lock(.padlock, [12, 30, 5]).cutWheels(dialAt: 0, seed: 1))
    let said = Self.hints(&pack, [-108, 58, -25])
    #expect(
      said == [
        "next: R N whole turns or more to pick up every wheel, then to the 1st number",
        "now: keep turning R: the next wheel is picked up in N numbers",
        "now: R turns the 1st number's wheel: stop on that number, then L",
        "now: keep turning L: the next wheel is picked up in N numbers",
        "now: L turns the 2nd number's wheel: stop on that number within N numbers, then R",
        "now: R straight to the 3rd number (a wheel moves in N numbers), then Enter pulls",
      ], "\(said)")
    #expect(pack.opens)
    // A second whole turn left drags the first wheel: the hint says to start again.
    var long = try #require(try Self.lock(.padlock, [12, 30, 5]).cutWheels(dialAt: 0, seed: 1))
    let spoiled = Self.hints(&long, [-108, 98])
    #expect(
      spoiled.last
        == "start again: L moved the 1st number's wheel again; R N whole turns or more to pick up every wheel and start again"
    )
  }

  @Test func theSafesHintsFollowItsWheels() throws {
    var pack = try #require(try Self.lock(.safe, [50, 25, 50]).cutWheels(dialAt: 0, seed: 1))
    let said = Self.hints(&pack, [350, -225, 125, -50])
    #expect(
      said == [
        "next: L N whole turns or more to pick up every wheel, then to the 1st number",
        "now: keep turning L: the next wheel is picked up in N numbers",
        "now: L turns the 1st number's wheel: stop on that number, then R",
        "now: keep turning R: the next wheel is picked up in N numbers",
        "now: R turns the 2nd number's wheel: stop on that number within N numbers, then L",
        "now: keep turning L: the next wheel is picked up in N numbers",
        "now: L turns the 3rd number's wheel: stop on that number within N numbers, then R",
        "now: R to the bolt stop (a wheel moves in N numbers), then Enter pulls",
      ], "\(said)")
    #expect(pack.opens)
  }

  /// A wiggle picks up no wheel, so it changes no hint's advice: after it the same run goes on.
  @Test func aWiggleDoesNotSpoilTheAttempt() throws {
    var pack = try #require(try Self.lock(.padlock, [12, 30, 5]).cutWheels(dialAt: 0, seed: 1))
    let said = Self.hints(&pack, [-108, 3, -3, 58, -25])
    #expect(!said.contains { $0.hasPrefix("start again") }, "\(said)")
    #expect(said.contains("now: turn L: R any further moves the 1st number's wheel"), "\(said)")
    #expect(said.last?.hasSuffix("then Enter pulls") == true && pack.opens)
  }

  /// With the wheels handed over, the lock opens exactly when every gate is under the fence,
  /// whatever the runs; otherwise it names the gates that missed.
  @Test func theLockJudgesByItsWheels() throws {
    var lock = try Self.lock(.padlock, [12, 30, 5])
    var wheels = try #require(lock.cutWheels(dialAt: 0, seed: 1))
    var attempt = StopTrack(start: 0)
    for position in [-108, -105, -108, -50, -75] {  // a wiggle: five runs
      attempt.commit(position)
      wheels.turn(to: Double(position))
    }
    #expect(attempt.runCount == 5)
    #expect(lock.pull(attempt, wheels: wheels, at: 0) == .opened)
    var other = try Self.lock(.padlock, [12, 30, 5])
    var short = try #require(other.cutWheels(dialAt: 0, seed: 1))
    // Straight left: the middle wheel stays, and the last run pushes it, and the first, on.
    for position in [-108, -90, -115] { short.turn(to: Double(position)) }
    #expect(other.pull(attempt, wheels: short, at: 0) == .refused(.gates(missed: [0, 1])))
    #expect(Lock.Refusal.gates(missed: [1]) != .gates(missed: [2]))
    #expect(try Self.lock(.alternating, [7, 9, 6, 1, 5, 2]).cutWheels(dialAt: 0, seed: 1) == nil)
  }

  /// The same seed leaves the wheels in the same places; another seed elsewhere.
  @Test func theSeedFixesWhereTheWheelsWereLeft() throws {
    let lock = try Self.lock(.padlock, [12, 30, 5])
    let a = try #require(lock.cutWheels(dialAt: 0, seed: 7))
    #expect(a == lock.cutWheels(dialAt: 0, seed: 7))
    #expect(a.wheelAngles != lock.cutWheels(dialAt: 0, seed: 8)?.wheelAngles)
    #expect(!"\(a)".contains("12") || !"\(a)".contains("30"))
  }

  static func lock(_ lockProtocol: LockProtocol, _ numbers: [Int]) throws -> Lock {
    let dial = try Dial(stops: lockProtocol.defaultStops)
    return try Lock(
      secret: try Combination(numbers, dial: dial, protocol: lockProtocol),
      protocol: lockProtocol, dial: dial)
  }
}
