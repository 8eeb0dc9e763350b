/// What the player should do next, read from where the attempt is.
///
/// Rule (docs/terminal.md "Hints"): the hint is derived from the attempt's direction runs and
/// the protocol's rules (each run's direction, the padlock's and safe's arrival counts, how
/// many runs a correct attempt has), never from the secret's numbers; of the secret it knows
/// only how many numbers it has. An attempt that can no longer open says so, and that `x`
/// starts again; one whose every run is under way says that Enter pulls.
public enum AttemptHint: Sendable, Hashable {
  /// Turn run `run` next (0-based): nothing is dialed yet, or the run before it may end here.
  case next(run: Int)
  /// Run `run` is under way in the right direction but must go on before it may stop (the
  /// padlock's and safe's whole turns past the number).
  case keepTurning(run: Int)
  /// The last run is under way: stop on its number, then Enter pulls.
  case pull(lastRun: Int)
  /// Run `run` turned the wrong way: this attempt cannot open.
  case wrongWay(run: Int, expected: Direction)
  /// Run `run` reached its number too few or too many times: this attempt cannot open.
  case arrivals(run: Int)
  /// The attempt has more runs than a correct one (`expected`): it cannot open.
  case tooManyRuns(expected: Int)

  /// The hint for `track` on a lock of `lockProtocol` whose secret has `numbers` numbers, on a
  /// dial of `stops` stops: O(runs a correct attempt has), however long the attempt.
  public init(track: StopTrack, protocol lockProtocol: LockProtocol, numbers: Int, stops: Int) {
    let expected = lockProtocol.runCount(numbers: numbers)
    let count = track.runCount
    guard count > 0 else {
      self = .next(run: 0)
      return
    }
    let runs = track.firstRuns(min(count, expected))
    for (index, run) in runs.enumerated() {
      let direction = lockProtocol.direction(ofRun: index)
      if run.direction != direction {
        self = .wrongWay(run: index, expected: direction)
        return
      }
      guard let range = lockProtocol.arrivals(ofRun: index) else { continue }
      let arrivals = run.arrivals(stops: stops)
      let isCurrent = index == count - 1
      if arrivals > range.upperBound || (!isCurrent && arrivals < range.lowerBound) {
        self = .arrivals(run: index)
        return
      }
      if isCurrent && arrivals < range.lowerBound {
        self = .keepTurning(run: index)
        return
      }
    }
    if count > expected {
      self = .tooManyRuns(expected: expected)
    } else if count == expected {
      self = .pull(lastRun: count - 1)
    } else {
      self = .next(run: count)
    }
  }

  /// Whether the attempt can no longer open the lock (then `x` starts a fresh one).
  public var isSpoiled: Bool {
    switch self {
    case .next, .keepTurning, .pull: return false
    case .wrongWay, .arrivals, .tooManyRuns: return true
    }
  }

  /// The hint as the trail panel shows it: a short lead ("next", "now", "start again") and the
  /// text after it.
  public func text(for lockProtocol: LockProtocol) -> (lead: String, text: String) {
    let restart = "x goes back to 0 to start again"
    switch self {
    case .next(let run):
      return ("next", lockProtocol.instruction(forRun: run))
    case .keepTurning(let run):
      return ("now", lockProtocol.instruction(forRun: run))
    case .pull(let run):
      return ("now", lockProtocol.instruction(forRun: run) + ", then Enter pulls")
    case .wrongWay(let run, let direction):
      return (
        "wrong way",
        "the \(LockProtocol.ordinal(run)) turn goes \(direction.letter); \(restart)"
      )
    case .arrivals(let run):
      return (
        "start again",
        "the \(LockProtocol.ordinal(run)) turn must be: "
          + lockProtocol.instruction(forRun: run) + "; " + restart
      )
    case .tooManyRuns(let expected):
      return ("start again", "a combination here has \(expected) turns; \(restart)")
    }
  }
}
