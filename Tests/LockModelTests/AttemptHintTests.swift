import LockModel
import Testing

/// The hint reads where the attempt is: the next run, a run that must go on, the pull, and an
/// attempt that can no longer open (docs/terminal.md "Hints").
struct AttemptHintTests {
  /// The hint after committing `positions` one stop at a time from `start`.
  func hint(
    _ lockProtocol: LockProtocol, numbers: Int, stops: Int, from start: Int = 0, _ moves: [Int]
  ) -> AttemptHint {
    var track = StopTrack(start: start)
    var position = start
    for move in moves {
      for _ in 0..<abs(move) {
        position += move > 0 ? 1 : -1
        track.commit(position)
      }
    }
    return AttemptHint(track: track, protocol: lockProtocol, numbers: numbers, stops: stops)
  }

  /// The hint as the trail panel shows it, "lead: text".
  func shown(_ hint: AttemptHint, _ lockProtocol: LockProtocol) -> String {
    let text = hint.text(for: lockProtocol)
    return "\(text.lead): \(text.text)"
  }

  @Test func aWrongFirstDirectionSaysSoAndHowToStartAgain() {
    // Right to 7 on the alternating lock, whose first turn goes left.
    let wrong = hint(.alternating, numbers: 6, stops: 10, [-3])
    #expect(wrong == .wrongWay(run: 0, expected: .counterclockwise))
    #expect(wrong.isSpoiled)
    #expect(
      shown(wrong, .alternating)
        == "wrong way: the 1st turn goes L; x goes back to 0 to start again")
    // Following on does not make it right: every later hint still says start again.
    #expect(
      hint(.alternating, numbers: 6, stops: 10, [-3, 2, -4])
        == .wrongWay(run: 0, expected: .counterclockwise))
    // The padlock's first turn goes right.
    #expect(
      hint(.padlock, numbers: 3, stops: 40, [5]) == .wrongWay(run: 0, expected: .clockwise))
  }

  @Test func followingTheAlternatingHintsEndsInAPull() {
    let moves = [7, -8, 7, -5, 4, -3]  // seed 000's 7-9-6-1-5-2
    #expect(
      shown(hint(.alternating, numbers: 6, stops: 10, []), .alternating)
        == "next: L to the 1st number")
    var expected: [String] = []
    var shownHints: [String] = []
    for count in 1...6 {
      shownHints.append(
        shown(hint(.alternating, numbers: 6, stops: 10, Array(moves.prefix(count))), .alternating))
      expected.append(
        count < 6
          ? "next: \(count % 2 == 0 ? "L" : "R") to the \(LockProtocol.ordinal(count)) number"
          : "now: R to the 6th number, then Enter pulls")
    }
    #expect(shownHints == expected)
    #expect(
      hint(.alternating, numbers: 6, stops: 10, moves + [2]) == .tooManyRuns(expected: 6))
    #expect(
      shown(hint(.alternating, numbers: 6, stops: 10, moves + [2]), .alternating)
        == "start again: a combination here has 6 turns; x goes back to 0 to start again")
  }

  @Test func thePadlockCountsItsPasses() {
    // One tap right is not the first number yet: two whole turns past come first.
    #expect(hint(.padlock, numbers: 3, stops: 40, [-1]) == .keepTurning(run: 0))
    #expect(
      shown(hint(.padlock, numbers: 3, stops: 40, [-1]), .padlock)
        == "now: R two turns past, then to the 1st number")
    // 80 stops right is two whole turns, 2 arrivals at 0: still not enough.
    #expect(hint(.padlock, numbers: 3, stops: 40, [-80]) == .keepTurning(run: 0))
    #expect(hint(.padlock, numbers: 3, stops: 40, [-81]) == .next(run: 1))
    // Reversing after one turn spoils the attempt.
    #expect(hint(.padlock, numbers: 3, stops: 40, [-45, 3]) == .arrivals(run: 0))
    #expect(
      shown(hint(.padlock, numbers: 3, stops: 40, [-45, 3]), .padlock)
        == "start again: the 1st turn must be: R two turns past, then to the 1st number; x goes back to 0 to start again"
    )
    // Left: at least one turn past n1 (its 2nd arrival), and no more.
    #expect(hint(.padlock, numbers: 3, stops: 40, [-88, 10]) == .keepTurning(run: 1))
    #expect(hint(.padlock, numbers: 3, stops: 40, [-88, 58]) == .next(run: 2))
    #expect(hint(.padlock, numbers: 3, stops: 40, [-88, 81]) == .arrivals(run: 1))
    // Right straight to n3: the pull; a whole turn past n3 spoils it.
    #expect(hint(.padlock, numbers: 3, stops: 40, [-88, 58, -25]) == .pull(lastRun: 2))
    #expect(
      shown(hint(.padlock, numbers: 3, stops: 40, [-88, 58, -25]), .padlock)
        == "now: R straight to the 3rd number, then Enter pulls")
    #expect(hint(.padlock, numbers: 3, stops: 40, [-88, 58, -41]) == .arrivals(run: 2))
  }

  @Test func theSafeCountsFourThreeTwoOne() {
    #expect(hint(.safe, numbers: 3, stops: 100, [300]) == .keepTurning(run: 0))
    #expect(hint(.safe, numbers: 3, stops: 100, [350]) == .next(run: 1))
    #expect(hint(.safe, numbers: 3, stops: 100, [350, -225]) == .next(run: 2))
    #expect(hint(.safe, numbers: 3, stops: 100, [350, -225, 125]) == .next(run: 3))
    #expect(hint(.safe, numbers: 3, stops: 100, [350, -225, 125, -50]) == .pull(lastRun: 3))
    #expect(
      shown(hint(.safe, numbers: 3, stops: 100, [350, -225, 125, -50]), .safe)
        == "now: R until the bolt stop, then Enter pulls")
    #expect(hint(.safe, numbers: 3, stops: 100, [350, -125]) == .keepTurning(run: 1))
    #expect(hint(.safe, numbers: 3, stops: 100, [350, -125, 10]) == .arrivals(run: 1))
  }

  /// The hints of an attempt follow the lock's own judgement: every attempt the lock opens
  /// ends in the pull hint, and a spoiled hint never comes before an attempt that opens.
  @Test func theHintNeverContradictsTheLock() throws {
    for lockProtocol in LockProtocol.allCases {
      let dial = try Dial(stops: lockProtocol.defaultStops)
      let combination = try Combination(
        lockProtocol.demoSecret, dial: dial, protocol: lockProtocol)
      let lock = try Lock(secret: combination, protocol: lockProtocol, dial: dial)
      let plan = DialingPlan(combination: combination, protocol: lockProtocol, dial: dial)
      var track = StopTrack(start: 0)
      var position = 0
      for move in plan.moves {
        for _ in 0..<abs(move) {
          position += move > 0 ? 1 : -1
          track.commit(position)
          let hint = AttemptHint(
            track: track, protocol: lockProtocol, numbers: lock.numberCount, stops: dial.stops)
          #expect(!hint.isSpoiled, "\(lockProtocol) at \(position): \(hint)")
        }
      }
      #expect(lock.judge(track.firstRuns(track.runCount)) == nil)
      #expect(
        AttemptHint(
          track: track, protocol: lockProtocol, numbers: lock.numberCount, stops: dial.stops)
          == .pull(lastRun: lockProtocol.runCount(numbers: lock.numberCount) - 1))
    }
  }
}
