import AnimationCore
import LockModel
import LockTestSupport
import Testing

/// The lock: correct dialing opens; every kind of mistake refuses; attempts and lockout.
struct LockTests {
  func lock(
    _ numbers: [Int], stops: Int, _ lockProtocol: LockProtocol, tolerance: Int? = nil,
    lockout: (attempts: Int, coolDown: Double)? = nil
  ) throws -> Lock {
    let dial = try Dial(stops: stops)
    return try Lock(
      secret: try Combination(numbers, dial: dial, protocol: lockProtocol), protocol: lockProtocol,
      dial: dial, tolerance: tolerance, lockout: lockout)
  }

  /// Pulls an attempt that commits `positions` (unwrapped stops) from `start`.
  func pull(
    _ lock: inout Lock, _ positions: [Int], from start: Int = 0, at time: Double = 0
  ) -> Lock.PullResult {
    var attempt = StopTrack(start: start)
    attempt.commit(positions)
    return lock.pull(attempt, at: time)
  }

  @Test func theSeedCombinationDialedByHandOpens() throws {
    var lock = try lock([7, 9, 6, 1, 5, 2], stops: 10, .alternating)
    // Every stop passed, one at a time, as arrow keys commit them.
    var positions: [Int] = []
    var position = 0
    for move in [7, -8, 7, -5, 4, -3] {
      for _ in 0..<abs(move) {
        position += move > 0 ? 1 : -1
        positions.append(position)
      }
    }
    #expect(pull(&lock, positions) == .opened)
    #expect(lock.isOpen)
  }

  @Test func aPlanForTheSecretAlwaysOpens() throws {
    var random = SeededGenerator(seed: 5)
    for lockProtocol in LockProtocol.allCases {
      for stops in [10, 40, 100] {
        for _ in 0..<40 {
          let count = lockProtocol.requiredCount ?? Int.random(in: 1...8, using: &random)
          let numbers = (0..<count).map { _ in Int.random(in: 0..<stops, using: &random) }
          let start = Int.random(in: -3 * stops...3 * stops, using: &random)
          var lock = try lock(numbers, stops: stops, lockProtocol)
          let dial = try Dial(stops: stops)
          let plan = DialingPlan(
            combination: try Combination(numbers, dial: dial, protocol: lockProtocol),
            protocol: lockProtocol, dial: dial, startPosition: start)
          #expect(
            lock.pull(plan.finalTrack, at: 0) == .opened,
            "\(lockProtocol) \(numbers) on \(stops) from \(start): \(plan.moves)")
        }
      }
    }
  }

  @Test func wrongDirectionRefuses() throws {
    var lock = try lock([7, 9, 6], stops: 10, .alternating)
    #expect(pull(&lock, [-3, 9, 6]) == .refused(.direction(run: 0, expected: .counterclockwise)))
  }

  @Test func anExtraReversalRefuses() throws {
    var lock = try lock([7, 9, 6], stops: 10, .alternating)
    // Overshooting 8 and carrying on the same way is still one run (stopped on the wrong number).
    #expect(pull(&lock, [8, 7, -1, 6]) == .refused(.number(run: 0, stoppedOn: 8)))
    // Going back to correct it is a reversal: a run of its own, and one too many.
    var corrected = try self.lock([7, 9, 6], stops: 10, .alternating)
    #expect(pull(&corrected, [8, 7, 9, -1, 6]) == .refused(.runCount(expected: 3, actual: 5)))
    #expect(lock.failedAttempts == 1)
  }

  @Test func tooFewTurnsRefuses() throws {
    var lock = try lock([12, 30, 5], stops: 40, .padlock)
    // Only one whole turn before stopping on 12 (2 arrivals), then correct.
    #expect(pull(&lock, [-68, -10, -35]) == .refused(.arrivals(run: 0, expected: 3, actual: 2)))
    // Run 2 stopping at its first arrival of 30 (not passing 12 once).
    var again = try self.lock([12, 30, 5], stops: 40, .padlock)
    #expect(pull(&again, [-108, -90, -115]) == .refused(.arrivals(run: 1, expected: 2, actual: 1)))
    // The correct dialing, for contrast.
    var right = try self.lock([12, 30, 5], stops: 40, .padlock)
    #expect(pull(&right, [-108, -50, -75]) == .opened)
  }

  @Test func aFirstRunWithMoreTurnsThanNeededIsFineOnAPadlockAndASafe() throws {
    var padlock = try lock([12, 30, 5], stops: 40, .padlock)
    #expect(pull(&padlock, [-188, -130, -155]) == .opened)
    var safe = try lock([50, 25, 50], stops: 100, .safe)
    #expect(pull(&safe, [550, 325, 450, 400]) == .opened)
    var tooMany = try lock([50, 25, 50], stops: 100, .safe)
    #expect(
      pull(&tooMany, [350, 25, 150, 100]) == .refused(.arrivals(run: 1, expected: 3, actual: 4)))
  }

  @Test func overshootingPastTheNumberRefuses() throws {
    var lock = try lock([12, 30, 5], stops: 40, .padlock)
    // Run 3 should stop at 5 on its first arrival; it goes on to 3 (outside ±1).
    #expect(pull(&lock, [-108, -50, -77]) == .refused(.number(run: 2, stoppedOn: 3)))
  }

  @Test(arguments: [(1, true), (-1, true), (2, false), (-2, false), (0, true)])
  func toleranceEdgesOnAFortyStopDial(_ offset: Int, _ opens: Bool) throws {
    var lock = try lock([12, 30, 5], stops: 40, .padlock)
    #expect(lock.tolerance == 1)
    // Stops on n1 + offset in run 1 (clockwise: a lower number is further along).
    let result = pull(&lock, [-108 + offset, -50, -75])
    #expect((result == .opened) == opens, "offset \(offset): \(result)")
  }

  @Test func toleranceZeroOnTenStopsAndAWiderToleranceWhenAsked() throws {
    var exact = try lock([7, 9, 6], stops: 10, .alternating)
    #expect(pull(&exact, [8, -1, 6]) == .refused(.number(run: 0, stoppedOn: 8)))
    var loose = try lock([7, 9, 6], stops: 10, .alternating, tolerance: 1)
    #expect(pull(&loose, [8, -1, 6]) == .opened)
    #expect(throws: LockConfigurationError.self) {
      try self.lock([7], stops: 10, .alternating, tolerance: 5)
    }
  }

  @Test func attemptsAndLockout() throws {
    var lock = try lock([7, 9, 6], stops: 10, .alternating, lockout: (attempts: 3, coolDown: 30))
    #expect(pull(&lock, [1], at: 0) != .opened)
    #expect(pull(&lock, [2], at: 1) != .opened)
    #expect(lock.failedAttempts == 2)
    #expect(pull(&lock, [3], at: 2) != .opened)
    expectClose(lock.lockoutRemaining(at: 12), 20, within: 1e-12)
    // Even the right dialing is refused, unjudged, while cooling down.
    #expect(
      pull(&lock, [17, 9, 16], from: 3, at: 12) == .refused(.lockedOut(secondsLeft: 20)))
    #expect(lock.lockoutRemaining(at: 32) == nil)
    #expect(pull(&lock, [17, 9, 16], from: 16, at: 32) == .opened)
    #expect(lock.failedAttempts == 0)
  }

  @Test func closingShutsTheShackleAndTheNextPullIsJudgedAfresh() throws {
    var lock = try lock([3], stops: 10, .alternating)
    #expect(pull(&lock, [3]) == .opened)
    lock.close()
    #expect(lock.isOpen == false)
    #expect(pull(&lock, [], from: 3) == .refused(.runCount(expected: 1, actual: 0)))
  }

  @Test func theSecretNeverPrints() throws {
    let lock = try lock([7, 9, 6, 1, 5, 2], stops: 10, .alternating)
    var dumped = ""
    dump(lock, to: &dumped)
    #expect(!dumped.contains("7, 9") && !dumped.contains("7-9-6"))
    #expect(!"\(lock)".contains("7-9-6"))
    #expect("\(lock)" == "Lock(alternating, 10 stops, ±0, locked, 0 failed)")
  }
}

/// Direction runs from committed stops.
struct StopTrackTests {
  @Test func runsSplitOnReversalsOnly() {
    var track = StopTrack(start: 0)
    track.commit([1, 2, 3, 3, 5, 4, 2, -8, -6])
    #expect(
      track.firstRuns(track.runCount).map { "\($0.direction.letter)\($0.start)→\($0.end)" } == [
        "L0→5", "R5→-8", "L-8→-6",
      ])
    let run = track.firstRuns(2)[1]
    #expect(run.travel == 13)
    #expect(run.arrivals(stops: 10) == 2)
    #expect(run.wholeTurns(stops: 10) == 1)
  }
}
