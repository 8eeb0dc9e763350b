/// What a player cracking a lock by feel has found out so far, and what is left to try
/// (docs/mechanism.md §10).
///
/// Rules (§10):
/// - Each place the dial sticks under tension is noted once, as the notch's centre in
///   `0..<stops` (whole or half numbers).
/// - On a padlock whose cam carries the last gate, ``MasterMethod`` reads the third number from
///   the five sticking places on whole numbers; the first and second numbers then have
///   `stops ÷ 4` candidates each, and the list to try is every pair of them.
/// - A pull crosses off every listed combination whose gates it tried: each wheel's reading
///   within the gate's tolerance of the candidate's number.
/// - A safe lock leaks only its contact area and its driven wheel's gate (§7), which give no
///   list: its notebook notes those places and counts pulls.
public struct CrackNotebook: Sendable, Hashable {
  /// The lock's dimensions.
  public let geometry: WheelPack.Geometry
  /// The sticking places noted, in ascending order, each in `0..<stops`.
  public private(set) var sticks: [Double] = []
  /// The pulls made.
  public private(set) var pulls = 0
  /// The third number, once the sticking places single it out (§8).
  public private(set) var third: Int?
  /// Every combination the method lists once the third number is known, first numbers slowest.
  public private(set) var tries: [[Int]]?
  /// The candidates crossed off by a pull, by their index in ``tries``.
  private var crossed: Set<Int> = []

  /// An empty notebook for a lock of `geometry`.
  public init(geometry: WheelPack.Geometry) {
    self.geometry = geometry
  }

  /// Whether the method of §8 applies: the lock's cam carries the last gate and its notches.
  public var readsTheCam: Bool { geometry.camCarriesLastGate }

  /// How many sticking places one turn has (§7): twelve on a padlock; on a safe two, the contact
  /// area and the driven wheel's gate (when the turn presses that wheel).
  public var sticksPerTurn: Int { readsTheCam ? WheelPack.padlockNotchOffsets.count : 2 }

  /// Notes a place where the dial stuck, given as a notch's centre in dial numbers (any
  /// turn); `false` when it was noted already.
  @discardableResult
  public mutating func note(stick position: Double) -> Bool {
    guard position.isFinite else { return false }
    let n = Double(geometry.stops)
    var place = ((position * 2).rounded() / 2).truncatingRemainder(dividingBy: n)
    if place < 0 { place += n }
    let index = sticks.firstIndex { $0 >= place } ?? sticks.endIndex
    guard index == sticks.endIndex || sticks[index] != place else { return false }
    sticks.insert(place, at: index)
    if readsTheCam, third == nil, let found = MasterMethod.thirdNumber(fromSticks: sticks) {
      third = found
      tries = MasterMethod.tries(third: found, stops: geometry.stops)
    }
    return true
  }

  /// The candidates for the first and second numbers, once the third is known.
  public var candidates: (first: [Int], second: [Int])? {
    third.map { MasterMethod.candidates(third: $0, stops: geometry.stops) }
  }

  /// The listed combinations no pull has tried yet, in the list's order.
  public var remaining: [[Int]]? {
    tries.map { list in list.indices.filter { !crossed.contains($0) }.map { list[$0] } }
  }

  /// Notes a pull whose wheels read `readings` (``WheelPack/readings``: the first number's
  /// wheel first): it crosses off every listed combination whose gates all lay under the fence.
  public mutating func notePull(readings: [Double]) {
    pulls += 1
    guard let list = tries else { return }
    for index in list.indices where !crossed.contains(index) {
      if tried(list[index], readings: readings) { crossed.insert(index) }
    }
  }

  /// Whether readings `readings` put every gate of `numbers` under the fence (§4).
  func tried(_ numbers: [Int], readings: [Double]) -> Bool {
    guard readings.count >= numbers.count else { return false }
    for index in numbers.indices
    where !geometry.isUnderFence(numbers[index], reading: readings[index]) {
      return false
    }
    return true
  }
}
