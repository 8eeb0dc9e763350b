/// The published way to open a Master-style padlock whose combination is lost, worked from what
/// the lock leaks under tension (docs/mechanism.md §8).
///
/// Rules (§8):
/// - Of the twelve places a turn sticks, the ones centred between numbers are shallow notches;
///   of the five on whole numbers, four share a last digit, and the one whose last digit differs
///   is the third number.
/// - The issued combinations have first ≡ third and second ≡ third + 2 (mod 4), so each of the
///   first and second numbers has stops ÷ 4 candidates, and the list to try has (stops ÷ 4)²
///   combinations: 100 on a 40-number dial. A second leak would be needed to shorten it.
public enum MasterMethod {
  /// The third number from one turn's sticking places (whole or half numbers), or `nil` when
  /// they do not single one out: fewer than the five on whole numbers found, or none of them
  /// with a last digit of its own.
  public static func thirdNumber(fromSticks sticks: [Double]) -> Int? {
    let whole = Set(sticks.filter { $0 == $0.rounded() }.map { Int($0) })
    guard whole.count == 5 else { return nil }
    var byDigit: [Int: [Int]] = [:]
    for number in whole { byDigit[((number % 10) + 10) % 10, default: []].append(number) }
    let lone = byDigit.values.filter { $0.count == 1 }
    guard lone.count == 1, byDigit.count == 2 else { return nil }
    return lone[0][0]
  }

  /// The candidates for the first and second numbers once the third is known.
  public static func candidates(third: Int, stops: Int = 40) -> (first: [Int], second: [Int]) {
    let step = 4
    let first = stride(from: ((third % step) + step) % step, to: stops, by: step).map { $0 }
    let second = stride(from: ((third + 2) % step + step) % step, to: stops, by: step).map { $0 }
    return (first, second)
  }

  /// Every combination to try once the third number is known, first numbers slowest.
  public static func tries(third: Int, stops: Int = 40) -> [[Int]] {
    let (first, second) = candidates(third: third, stops: stops)
    return first.flatMap { a in second.map { b in [a, b, third] } }
  }

  /// One of the combinations such a padlock is issued with, drawn by `generator`: every one of
  /// them equally likely (stops × (stops ÷ 4)² of them: 4,000 on a 40-number dial).
  public static func issued(
    stops: Int = 40, using generator: inout some RandomNumberGenerator
  ) -> [Int] {
    let third = Int.random(in: 0..<stops, using: &generator)
    let (first, second) = candidates(third: third, stops: stops)
    return [
      first.randomElement(using: &generator) ?? third,
      second.randomElement(using: &generator) ?? third, third,
    ]
  }

  /// Whether `numbers` is one of the combinations such a padlock is issued with.
  public static func isIssued(_ numbers: [Int]) -> Bool {
    numbers.count == 3 && (numbers[0] - numbers[2]) % 4 == 0
      && ((numbers[1] - numbers[2] - 2) % 4 + 4) % 4 == 0
  }
}
