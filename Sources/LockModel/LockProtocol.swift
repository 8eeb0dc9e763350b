/// How a lock wants its combination dialed.
///
/// Each protocol turns a combination into signed step counts from a start number (positive
/// counter-clockwise), where d(a→b, dir) is the distance in that direction, 1…N:
/// - - `alternating` (docs/seeds.md "000"): counter-clockwise to n1, then alternate directions,
///   each move the seed's countSteps in the required direction.
/// - `padlock` (40-number style, 3 numbers): clockwise 2 whole turns + d(start→n1, cw);
///   counter-clockwise 1 whole turn + d(n1→n2, ccw); clockwise d(n2→n3, cw). Then pull.
/// - `safe` (4-3-2-1, 3 numbers): counter-clockwise 3N + d(start→n1, ccw), n1's 4th arrival;
///   clockwise 2N + d(n1→n2, cw), the 3rd arrival; counter-clockwise N + d(n2→n3, ccw), the 2nd;
///   clockwise d(n3→stop, cw) to the bolt stop.
public enum LockProtocol: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The rule of docs/seeds.md "000": left to the first number, then alternate directions.
  case alternating
  /// A Master-style padlock: right 2 turns past to n1, left 1 turn past to n2, right to n3.
  case padlock
  /// A safe's 4-3-2-1: left to n1 on its 4th arrival, right 3rd, left 2nd, right to the stop.
  case safe

  /// The protocol's name as the command line spells it.
  public var description: String { rawValue }

  /// How many numbers a combination must have, if fixed.
  public var requiredCount: Int? { self == .alternating ? nil : 3 }

  /// The default dial size: 10 (docs/seeds.md "000"), 40 (padlock), 100 (safe).
  public var defaultStops: Int {
    switch self {
    case .alternating: return 10
    case .padlock: return 40
    case .safe: return 100
    }
  }

  /// The demo secret: 7-9-6-1-5-2, 12-30-5 or 50-25-50 (the safe's factory combination).
  public var demoSecret: [Int] {
    switch self {
    case .alternating: return [7, 9, 6, 1, 5, 2]
    case .padlock: return [12, 30, 5]
    case .safe: return [50, 25, 50]
    }
  }

  /// The default tolerance: 0 stops under 40 stops, ±1 from 40 on.
  public static func defaultTolerance(stops: Int) -> Int { stops >= 40 ? 1 : 0 }

  /// The direction of the k-th run (0-based) of a correct dialing.
  public func direction(ofRun index: Int) -> Direction {
    switch self {
    case .alternating, .safe:
      return index % 2 == 0 ? .counterclockwise : .clockwise
    case .padlock:
      return index % 2 == 0 ? .clockwise : .counterclockwise
    }
  }

  /// The signed steps that dial `combination` from `start` on `dial`.
  public func moves(
    for combination: Combination, from start: Int, dial: Dial, stop: Int = 0
  ) -> [Int] {
    let n = dial.stops
    let numbers = combination.numbers
    var moves: [Int] = []
    var current = dial.wrap(start)
    func turn(to number: Int, _ direction: Direction, wholeTurns: Int) {
      moves.append(
        direction.sign
          * (wholeTurns * n + dial.distance(from: current, to: number, direction: direction)))
      current = number
    }
    switch self {
    case .alternating:
      var direction = Direction.counterclockwise
      for number in numbers {
        moves.append(dial.countSteps(from: current, to: number, direction: direction))
        current = number
        direction = direction.opposite
      }
    case .padlock:
      guard numbers.count == 3 else { return [] }
      turn(to: numbers[0], .clockwise, wholeTurns: 2)
      turn(to: numbers[1], .counterclockwise, wholeTurns: 1)
      turn(to: numbers[2], .clockwise, wholeTurns: 0)
    case .safe:
      guard numbers.count == 3 else { return [] }
      turn(to: numbers[0], .counterclockwise, wholeTurns: 3)
      turn(to: numbers[1], .clockwise, wholeTurns: 2)
      turn(to: numbers[2], .counterclockwise, wholeTurns: 1)
      turn(to: dial.wrap(stop), .clockwise, wholeTurns: 0)
    }
    return moves
  }

  /// How many direction runs a correct attempt has for a combination of `numbers` numbers: one
  /// per number, and the safe's last run to the bolt stop.
  public func runCount(numbers: Int) -> Int {
    switch self {
    case .alternating: return numbers
    case .padlock: return 3
    case .safe: return 4
    }
  }

  /// How many times run `index` (0-based) must reach the number it stops on.
  ///
  /// Rule (docs/terminal.md "Combination locks"): the padlock's 3 or more, 2, 1; the safe's 4 or
  /// more, 3, 2, 1; `nil` when any number of arrivals will do (alternating).
  public func arrivals(ofRun index: Int) -> ClosedRange<Int>? {
    switch (self, index) {
    case (.padlock, 0): return 3...Int.max
    case (.padlock, 1): return 2...2
    case (.padlock, 2): return 1...1
    case (.safe, 0): return 4...Int.max
    case (.safe, 1): return 3...3
    case (.safe, 2): return 2...2
    case (.safe, 3): return 1...1
    default: return nil
    }
  }

  /// The instruction for run `index` (0-based), such as "L to the 2nd number, passing it once".
  public func instruction(forRun index: Int) -> String {
    let letter = direction(ofRun: index).letter
    switch (self, index) {
    case (.padlock, 0): return "R two turns past, then to the 1st number"
    case (.padlock, 1): return "L to the 2nd number, passing it once"
    case (.padlock, 2): return "R straight to the 3rd number"
    case (.safe, 0): return "L to the 1st number on its 4th arrival"
    case (.safe, 1): return "R to the 2nd number on its 3rd arrival"
    case (.safe, 2): return "L to the 3rd number on its 2nd arrival"
    case (.safe, 3): return "R until the bolt stop"
    default: return "\(letter) to the \(Self.ordinal(index)) number"
    }
  }

  /// The English ordinal of the 0-based `index`: 1st 2nd 3rd 4th … 11th 12th 13th … 21st.
  public static func ordinal(_ index: Int) -> String {
    let n = index + 1
    let suffix =
      (11...13).contains(n % 100) ? "th" : ["th", "st", "nd", "rd"][n % 10 < 4 ? n % 10 : 0]
    return "\(n)\(suffix)"
  }
}
