import LockModel
import LockTestSupport
import Testing

/// The wheel pack against a real lock's behaviour (docs/mechanism.md): the factory instructions
/// open, other paths that line the gates up open too, and paths that do not are refused.
struct WheelPackTests {
  /// One of the 4,000 combinations a Master-style padlock is issued with: the first number and
  /// the third alike modulo 4, the second two more than the third modulo 4.
  static func masterCombination(using random: inout SeededGenerator) -> [Int] {
    let third = Int.random(in: 0..<40, using: &random)
    let first = (third % 4) + 4 * Int.random(in: 0..<10, using: &random)
    let second = ((third + 2) % 4) + 4 * Int.random(in: 0..<10, using: &random)
    return [first, second, third]
  }

  /// An issued padlock combination, a start on the dial, and the factory instructions' moves
  /// from there.
  static func masterCase(
    using random: inout SeededGenerator
  ) throws -> (numbers: [Int], start: Int, moves: [Int]) {
    let numbers = masterCombination(using: &random)
    let start = Int.random(in: 0..<40, using: &random)
    return (numbers, start, try factory(.padlock, numbers, start: start))
  }

  /// A pack cut for `numbers` (and the safe's bolt stop 0), its dial at `start` and its wheels
  /// where a previous user left them.
  static func pack(
    _ lockProtocol: LockProtocol, _ numbers: [Int], start: Int,
    using random: inout SeededGenerator
  ) -> WheelPack {
    let geometry: WheelPack.Geometry = lockProtocol == .padlock ? .padlock() : .safe()
    let gates = lockProtocol == .padlock ? numbers : numbers + [0]
    return WheelPack(
      geometry: geometry, gates: gates, dial: Double(start),
      offsets: WheelPack.scatter(geometry, using: &random))
  }

  /// Turns the dial through `moves` (signed numbers), each as one turn.
  static func dial(_ pack: inout WheelPack, _ moves: [Int]) {
    var position = pack.dial
    for move in moves {
      position += Double(move)
      pack.turn(to: position)
    }
  }

  /// The factory instructions' moves for `numbers` from `start`, as the program dials them.
  static func factory(_ lockProtocol: LockProtocol, _ numbers: [Int], start: Int) throws -> [Int] {
    let dial = try Dial(stops: lockProtocol == .padlock ? 40 : 100)
    return lockProtocol.moves(
      for: try Combination(numbers, dial: dial, protocol: lockProtocol), from: start, dial: dial)
  }

  @Test(arguments: [LockProtocol.padlock, .safe])
  func theFactoryInstructionsOpenAThousandCombinations(_ lockProtocol: LockProtocol) throws {
    var random = SeededGenerator(seed: lockProtocol == .padlock ? 28 : 29)
    for _ in 0..<1000 {
      let numbers =
        lockProtocol == .padlock
        ? Self.masterCombination(using: &random)
        : (0..<3).map { _ in Int.random(in: 0..<100, using: &random) }
      let start = Int.random(in: -200...200, using: &random)
      var pack = Self.pack(lockProtocol, numbers, start: start, using: &random)
      Self.dial(&pack, try Self.factory(lockProtocol, numbers, start: start))
      #expect(pack.opens, "\(lockProtocol) \(numbers) from \(start): \(pack.readings)")
      // The readings are the combination, exactly: each wheel was left where it was pushed.
      // Where a number repeats the one before it, the whole turn to it drags the wheel behind
      // by a fraction of a number (still inside its gate).
      let gates = pack.gates
      let repeats = zip(gates, gates.dropFirst()).contains { $0 == $1 }
      #expect(repeats || pack.readings == gates.map(Double.init), "\(pack.readings)")
    }
  }

  /// Following the dial number by number gives the same wheels as one move per run: the pack's
  /// answer does not depend on how often it is sampled along a turn.
  @Test func samplingEveryNumberGivesTheSameWheels() throws {
    var random = SeededGenerator(seed: 30)
    for _ in 0..<100 {
      let numbers = Self.masterCombination(using: &random)
      let start = Int.random(in: -80...80, using: &random)
      var whole = Self.pack(.padlock, numbers, start: start, using: &random)
      var fine = whole
      let moves = try Self.factory(.padlock, numbers, start: start) + [7, -3]
      Self.dial(&whole, moves)
      for move in moves {
        Self.dial(&fine, Array(repeating: move.signum(), count: abs(move)))
      }
      #expect(fine == whole)
    }
  }

  /// 2 to 5 whole turns first all pick up both wheels; a small wiggle after any run (back against
  /// it, then forth to the same number) picks up none, so the lock opens though the attempt has
  /// more runs than the instructions.
  @Test func otherPathsThatLineTheGatesUpOpen() throws {
    var random = SeededGenerator(seed: 31)
    for _ in 0..<200 {
      let (numbers, start, moves) = try Self.masterCase(using: &random)
      for extraTurns in [0, 1, 2, 3] {
        var pack = Self.pack(.padlock, numbers, start: start, using: &random)
        Self.dial(&pack, [moves[0] - 40 * extraTurns] + moves.dropFirst())
        #expect(pack.opens, "\(numbers) from \(start) with \(2 + extraTurns) turns first")
      }
      for wiggleAfter in 0..<3 {
        // After the last run the cam is only |moves[2]| from the middle wheel's fly: a wiggle
        // back that far would push it.
        let most = wiggleAfter == 2 ? min(5, abs(moves[2]) - 1) : 5
        let size = Int.random(in: 1...most, using: &random)
        let back = -moves[wiggleAfter].signum() * size
        var pack = Self.pack(.padlock, numbers, start: start, using: &random)
        Self.dial(&pack, Array(moves[...wiggleAfter]))
        let before = pack.wheelAngles
        Self.dial(&pack, [back, -back])
        #expect(pack.wheelAngles == before, "the wiggle picked up a wheel")
        Self.dial(&pack, Array(moves[(wiggleAfter + 1)...]))
        #expect(pack.opens, "\(numbers): a wiggle of \(size) after run \(wiggleAfter)")
      }
    }
  }

  /// Straight left to the second number leaves the middle wheel where the first run left it;
  /// a left run with a second whole turn drags the first wheel off its number.
  @Test func pathsThatMissAGateAreRefused() throws {
    var random = SeededGenerator(seed: 32)
    for _ in 0..<500 {
      let (numbers, start, moves) = try Self.masterCase(using: &random)
      var straight = Self.pack(.padlock, numbers, start: start, using: &random)
      Self.dial(&straight, [moves[0], moves[1] - 40, moves[2]])
      #expect(!straight.opens && !straight.isAligned(gate: 1), "\(numbers): straight left")
      var long = Self.pack(.padlock, numbers, start: start, using: &random)
      Self.dial(&long, [moves[0], moves[1] + 40, moves[2]])
      #expect(long.isAligned(gate: 1) && !long.isAligned(gate: 0), "\(numbers): long left")
      #expect(!long.opens)
      // A wiggle after the last run that reaches back to the middle wheel's fly and two past it
      // (short of a span, which would push it back from its other side).
      let back = abs(moves[2]) + 2
      guard back < 39 else { continue }
      var pushed = Self.pack(.padlock, numbers, start: start, using: &random)
      Self.dial(&pushed, moves + [back, -back])
      #expect(pushed.error(ofGate: 1) == 2 && !pushed.opens, "\(numbers): a wide wiggle")
    }
  }

  /// A wheel keeps still until its driver has turned a span past the last contact, then moves
  /// with it; the next wheel waits another span.
  @Test func eachWheelIsPickedUpAfterASpan() {
    let geometry = WheelPack.Geometry.padlock()
    #expect(geometry.span == 39.75)
    var pack = WheelPack(geometry: geometry, gates: [0, 0, 0])
    pack.turn(to: -200)  // everything pushed clockwise
    #expect(pack.turn(to: -200 + 39.75) == 0)
    #expect(pack.turn(to: -200 + 39.75 + 0.5) == 0b10)  // the wheel next to the cam
    #expect(pack.turn(to: -200 + 79.5) == 0b10)
    #expect(pack.turn(to: -200 + 80) == 0b11)  // and now the first wheel too
    #expect(pack.turn(to: -100) == 0b11)
    #expect(pack.turn(to: -101) == 0)  // reversing: nothing moves for a span
  }

  /// The readings of a fresh pack are where the previous user left the wheels, and a pack that
  /// opens for a combination never opens for a gate two numbers off.
  @Test func theToleranceIsTheGatesWidth() {
    var pack = WheelPack(geometry: .padlock(tolerance: 1), gates: [10, 20, 30])
    Self.dial(&pack, [-120 + 10, 10 + 40, -30])  // R to 10 twice past, L to 20 once past, R to 30
    #expect(pack.readings == [10, 20, 30])
    for (gates, opens) in [([11, 20, 30], true), ([12, 20, 30], false), ([10, 19, 31], true)] {
      var other = WheelPack(geometry: .padlock(tolerance: 1), gates: gates)
      Self.dial(&other, [-120 + 10, 10 + 40, -30])
      #expect(other.opens == opens, "\(gates)")
    }
    var exact = WheelPack(geometry: .padlock(tolerance: 0), gates: [11, 20, 30])
    Self.dial(&exact, [-120 + 10, 10 + 40, -30])
    #expect(!exact.opens)
  }
}
