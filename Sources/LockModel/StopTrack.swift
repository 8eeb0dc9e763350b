/// The committed stops of one attempt: the whole-stop positions the dial came to rest on or
/// passed, as unwrapped positions (one turn is N), and the direction runs they make; of them,
/// the first few (what a lock judges) and the latest (what the trail shows) are kept, so an
/// attempt of any length holds a bounded number.
///
/// Rule (docs/terminal.md "Combination locks"): a lock judges committed stops, never the
/// presentation angle, so a spring that overshoots and settles back does not create a run. A run
/// ends where the direction reverses; resting and going on the same way continues it.
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

  /// How many runs at the start of an attempt are kept: more than any correct attempt has (a
  /// combination has at most 16 numbers; the safe adds a run to its bolt stop).
  public static let keptFirst = 32
  /// How many of the latest ended runs are kept (the trail shows 16).
  public static let keptLast = 16

  /// The first ended runs (the direction reversed after them), at most ``keptFirst``.
  private var firstEnded: [Run] = []
  /// The latest ended runs, at most twice ``keptLast`` (trimmed by halves: O(1) a commit).
  private var lastEnded: [Run] = []
  /// How many runs have ended.
  private var endedCount = 0
  /// Where the dial is now.
  public private(set) var current: Int
  /// Where the run under way started.
  private var runStart: Int
  /// The direction of the run under way; nil before the first move.
  private var direction: Direction?

  /// A track starting at the unwrapped `position`.
  public init(start position: Int) {
    current = position
    runStart = position
  }

  /// Records that the dial came to rest on, or passed, `position` (any jump is taken as a
  /// monotonic move from the previous position).
  ///
  /// Rule: constant work per commit: the runs are kept as they form, never
  /// recomputed from every position since the attempt began.
  public mutating func commit(_ position: Int) {
    // Compared, not subtracted: no pair of positions can overflow.
    guard let step = Direction(steps: position > current ? 1 : position < current ? -1 : 0) else {
      return
    }
    if let direction, direction != step {
      let ended = Run(direction: direction, start: runStart, end: current)
      if firstEnded.count < Self.keptFirst { firstEnded.append(ended) }
      lastEnded.append(ended)
      if lastEnded.count > 2 * Self.keptLast { lastEnded.removeFirst(Self.keptLast) }
      endedCount += 1
      runStart = current
    }
    direction = step
    current = position
  }

  /// Records a whole sequence of positions.
  public mutating func commit(_ sequence: [Int]) {
    for position in sequence { commit(position) }
  }

  /// The run under way, if the dial has moved.
  public var currentRun: Run? {
    direction.map { Run(direction: $0, start: runStart, end: current) }
  }

  /// How many runs there are, the one under way included.
  public var runCount: Int { endedCount + (direction == nil ? 0 : 1) }

  /// The last `count` runs (fewer when there are fewer, at most ``keptLast`` + 1), in order:
  /// O(count), whatever the history, for drawing the trail every frame.
  public func lastRuns(_ count: Int) -> [Run] {
    let current = currentRun.map { [$0] } ?? []
    let ended = lastEnded.suffix(max(min(count, Self.keptLast + 1) - current.count, 0))
    return Array(ended) + current
  }

  /// The first `count` runs (fewer when there are fewer, at most ``keptFirst`` + 1), in order:
  /// O(count), for the hint and the judge, which read only as many runs as a correct attempt
  /// has.
  public func firstRuns(_ count: Int) -> [Run] {
    let ended = firstEnded.prefix(max(count, 0))
    guard ended.count < count, endedCount == ended.count, let current = currentRun else {
      return Array(ended)
    }
    return Array(ended) + [current]
  }

  /// How many runs are held: bounded, however long the attempt (``keptFirst`` + twice
  /// ``keptLast``).
  public var storedRuns: Int { firstEnded.count + lastEnded.count }
}
