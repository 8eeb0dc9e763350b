/// The committed stops of one attempt: the whole-stop positions the dial came to rest on or
/// passed, as unwrapped positions (one turn is N), and the direction runs they make.
///
/// Rule (terminal.md "Combination locks"): a lock judges committed stops, never the presentation
/// angle, so a spring that overshoots and settles back does not create a run. A run ends where
/// the direction reverses; resting and going on the same way continues it.
public struct StopTrack: Sendable, Hashable {
  /// One direction run.
  public struct Run: Sendable, Hashable {
    /// The direction turned.
    public let direction: Direction
    /// The unwrapped position the run started from.
    public let start: Int
    /// The unwrapped position it ended on.
    public let end: Int

    /// Stops travelled (≥ 1).
    public var travel: Int { abs(end - start) }

    /// Whole turns within the travel.
    public func wholeTurns(stops: Int) -> Int { travel / stops }

    /// The number the run stopped on.
    public func number(on dial: Dial) -> Int { dial.wrap(end) }

    /// How many times the run reached the number it stopped on, the stop included: a run that
    /// passed its number twice before stopping there made 3 arrivals.
    public func arrivals(stops: Int) -> Int { (travel - 1) / stops + 1 }
  }

  /// The committed positions, starting with where the attempt began.
  public private(set) var positions: [Int]

  /// A track starting at the unwrapped `position`.
  public init(start position: Int) {
    positions = [position]
  }

  /// Where the dial is now.
  public var current: Int { positions.last ?? 0 }

  /// Records that the dial came to rest on, or passed, `position` (any jump is taken as a
  /// monotonic move from the previous position).
  public mutating func commit(_ position: Int) {
    guard position != current else { return }
    positions.append(position)
  }

  /// Records a whole sequence of positions.
  public mutating func commit(_ sequence: [Int]) {
    for position in sequence { commit(position) }
  }

  /// The direction runs, in order.
  public var runs: [Run] {
    var runs: [Run] = []
    var runStart = positions.first ?? 0
    var previous = runStart
    var direction: Direction?
    for position in positions.dropFirst() {
      guard let step = Direction(steps: position - previous) else { continue }
      if let current = direction, current != step {
        runs.append(Run(direction: current, start: runStart, end: previous))
        runStart = previous
      }
      direction = step
      previous = position
    }
    if let direction {
      runs.append(Run(direction: direction, start: runStart, end: previous))
    }
    return runs
  }
}
