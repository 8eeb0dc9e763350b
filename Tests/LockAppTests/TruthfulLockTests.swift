import Foundation
import LockApp
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// What the lock tells a newcomer is true: hints follow the attempt, Enter says that it dials
/// and pulls, the mouse scrubs a plan as the arrows do, Esc keeps its turn, a cool-down offers
/// no pull, and messages fit the entry line (docs/terminal.md "Hints").
struct TruthfulLockTests {
  func core(_ options: [String] = [], width: Int = 80, height: Int = 24) throws -> AppCore {
    AppCore(configuration: try Self.configuration(options), width: width, height: height)
  }

  static func configuration(_ options: [String]) throws -> Configuration {
    var lockProtocol = LockProtocol.alternating
    var lockout: Int?
    var speed = 1.0
    var index = 0
    while index + 1 < options.count {
      switch options[index] {
      case "--protocol": lockProtocol = LockProtocol(rawValue: options[index + 1]) ?? .alternating
      case "--lockout": lockout = Int(options[index + 1])
      case "--speed": speed = Double(options[index + 1]) ?? 1
      default: break
      }
      index += 2
    }
    return try Configuration(protocol: lockProtocol, lockout: lockout, speed: speed)
  }

  func hint(_ scene: LockScene) -> String { "\(scene.instructionLead): \(scene.instruction)" }

  func trail(_ scene: LockScene) -> [String] {
    scene.trail.map { "\($0.direction.letter)\($0.number)" }
  }

  func bar(_ scene: LockScene) -> String {
    scene.keyBar.map { "\($0.keys) \($0.short)" }.joined(separator: "  ")
  }

  // MARK: - Hints

  @Test func aWrongFirstTurnSaysSoAndHowToStartAgain() throws {
    var core = try core()
    let t = tap(.right, 3, &core, from: 0.1)
    let scene = core.scene(at: t)
    #expect(trail(scene) == ["R7"])
    #expect(hint(scene) == "wrong way: the 1st turn goes L; x goes back to 0 to start again")
    // x starts again from 0, and the hint is the first one again.
    _ = core.handle(.text("x", at: t))
    _ = core.handle(.frame(at: t + 1))
    #expect(hint(core.scene(at: t + 1)) == "next: L to the 1st number")
    #expect(core.scene(at: t + 1).dial.numberUnderPointer == 0)
  }

  /// Following the hints, one stop at a time, and pressing Enter when the hint says it pulls,
  /// opens every protocol's lock with its demo secret.
  @Test(arguments: LockProtocol.allCases)
  func followingTheHintsOpensTheLock(_ lockProtocol: LockProtocol) throws {
    guard lockProtocol == .alternating else { return try followTheWheels(lockProtocol) }
    var core = try core(["--protocol", lockProtocol.rawValue])
    let stops = lockProtocol.defaultStops
    let targets = lockProtocol.demoSecret.map { $0 % stops } + (lockProtocol == .safe ? [0] : [])
    var t = 0.1
    var run = -1  // the run the hand is turning
    var steps = 0
    while steps < 2_000 {
      let scene = core.scene(at: t)
      let lead = scene.instructionLead
      let text = scene.instruction
      try #require(lead == "next" || lead == "now", "\(lead): \(text) after \(steps) stops")
      let number = scene.dial.numberUnderPointer
      // The hint names a run by its ordinal, or the bolt stop (the safe's 4th run).
      let wanted =
        text.contains("bolt stop")
        ? 3
        : (Int(
          text.split(separator: " ").first { $0.first?.isNumber == true }?.prefix { $0.isNumber }
            ?? "") ?? 1) - 1
      let letter = try #require(text.first)
      let along: Key = letter == "L" ? .left : .right
      let back: Key = letter == "L" ? .right : .left
      if lead == "now" {
        // The run under way: on to its number; Enter when the hint says the pull is next.
        run = wanted
        if text.hasSuffix("then Enter pulls") && number == targets[run] {
          _ = core.handle(.key(.enter, at: t))
          _ = core.handle(.frame(at: t + 5))
          break
        }
        t = tap(along, 1, &core, from: t)
      } else if run < 0 || number == targets[run] {
        // The run before may end here: start the next one the way the hint says.
        run = wanted
        t = tap(along, 1, &core, from: t)
      } else {
        // Not on the run's number yet: keep turning it (runs alternate).
        t = tap(back, 1, &core, from: t)
      }
      steps += 1
    }
    let opened = core.isOpen
    let message = core.message ?? ""
    #expect(opened, "\(lockProtocol) after \(steps) stops: \(message)")
    #expect(core.failedAttempts == 0)
  }

  /// The padlock's and safe's hints, read from the wheels, followed one stop at a time.
  ///
  /// Rule (docs/mechanism.md §9): "keep turning" turns on, "stop on that number, then L" turns the other way
  /// once the dial is on it, and "…, then Enter pulls" pulls there. No hint says start again.
  func followTheWheels(_ lockProtocol: LockProtocol) throws {
    var core = try core(["--protocol", lockProtocol.rawValue])
    let stops = lockProtocol.defaultStops
    let targets = lockProtocol.demoSecret.map { $0 % stops } + [0]
    var t = 0.1
    var steps = 0
    var said: [String] = []
    func key(_ letter: Character) -> Key { letter == "L" ? .left : .right }
    while steps < 2_000 {
      let scene = core.scene(at: t)
      let text = scene.instruction
      if said.last != text { said.append(text) }
      try #require(scene.instructionLead != "start again", "\(text) after \(steps) stops")
      let number = scene.dial.numberUnderPointer
      let ordinal =
        Int(
          text.split(separator: " ").first { $0.first?.isNumber == true }?
            .prefix { $0.isNumber } ?? "") ?? 1
      if text.hasPrefix("keep turning ") {
        t = tap(key(Array(text)[13]), 1, &core, from: t)
      } else if text.hasSuffix("then Enter pulls") {
        let target = text.contains("bolt stop") ? 0 : targets[ordinal - 1]
        guard number != target else {
          _ = core.handle(.key(.enter, at: t))
          _ = core.handle(.frame(at: t + 5))
          break
        }
        t = tap(key(try #require(text.first)), 1, &core, from: t)
      } else if text.contains("stop on that number") {
        let then = try #require(text.last)
        let onIt = number == targets[ordinal - 1]
        t = tap(key(onIt ? then : try #require(text.first)), 1, &core, from: t)
      } else {
        t = tap(key(try #require(text.first)), 1, &core, from: t)  // the first hint: a letter
      }
      steps += 1
    }
    let opened = core.isOpen
    #expect(opened, "\(lockProtocol) after \(steps) stops: \(core.message ?? "")\n\(said)")
    #expect(core.failedAttempts == 0)
  }

  @Test func aCompleteAlternatingAttemptSaysEnterPulls() throws {
    var core = try core()
    var t = 0.1
    for (key, count) in [
      (Key.left, 7), (.right, 8), (.left, 7), (.right, 5), (.left, 4), (.right, 3),
    ] {
      t = tap(key, count, &core, from: t)
    }
    #expect(trail(core.scene(at: t)) == ["L7", "R9", "L6", "R1", "L5", "R2"])
    #expect(hint(core.scene(at: t)) == "now: R to the 6th number, then Enter pulls")
    _ = core.handle(.key(.enter, at: t))
    _ = core.handle(.frame(at: t + 3))
    let opened = core.isOpen
    #expect(opened)
    #expect(core.message == "pulled: open")
  }

  @Test func aSingleTapIsTheFirstNumberOnlyWhereItCanBe() throws {
    var alternating = try core()
    let t1 = tap(.left, 1, &alternating, from: 0.1)
    #expect(hint(alternating.scene(at: t1)) == "next: R to the 2nd number")
    var padlock = try core(["--protocol", "padlock"])
    let t2 = tap(.right, 1, &padlock, from: 0.1)
    #expect(
      hint(padlock.scene(at: t2))
        == "now: keep turning R: the next wheel is picked up in 10 numbers")
  }

  @Test func jAndKTurnLikeDownAndUp() throws {
    var core = try core()
    let t = tap(.character("k"), 2, &core, from: 0.1)
    #expect(core.scene(at: t).dial.numberUnderPointer == 2)
    let t2 = tap(.character("j"), 1, &core, from: t)
    #expect(core.scene(at: t2).dial.numberUnderPointer == 1)
  }

  // MARK: - Enter dials and pulls

  @Test func enterWhileComposingSaysItDialsAndPulls() throws {
    var core = try core()
    _ = core.handle(.text("1-2-3", at: 0))
    #expect(bar(core.scene(at: 0)).hasPrefix("Enter dial & pull"))
    _ = core.handle(.key(.enter, at: 0.1))
    _ = core.handle(.frame(at: 30))
    let shut = !core.isOpen
    #expect(shut)
    #expect(core.failedAttempts == 1)
    #expect(core.message == "dialed 1-2-3 and pulled: the shackle does not move")
    #expect(!core.scene(at: 30).messageIsGood)
    #expect(trail(core.scene(at: 30)) == ["L1", "R2", "L3"], "the attempt just judged")
  }

  /// A plan's timeline stays, finished, with the attempt it dialed, until the next attempt
  /// starts (a turn by hand), instead of going back to its placeholder when the plan ends.
  @Test func aFinishedPlansTimelineStaysWithItsAttempt() throws {
    var core = try core()
    _ = core.handle(.text("1-2-3", at: 0))
    _ = core.handle(.key(.enter, at: 0.1))
    _ = core.handle(.frame(at: 30))
    let timeline = try #require(core.scene(at: 30).timeline, "the finished plan's timeline")
    #expect(timeline.turns.count == 3)
    #expect(timeline.playhead == timeline.duration)
    let t = tap(.left, 1, &core, from: 30.1)
    #expect(core.scene(at: t).timeline == nil, "a new attempt by hand has no plan")
  }

  @Test func aSecondPullWithTheDialUnmovedIsNotAnotherAttempt() throws {
    var core = try core()
    var t = tap(.left, 3, &core, from: 0.1)
    _ = core.handle(.key(.enter, at: t))
    t += 2
    _ = core.handle(.frame(at: t))
    #expect(core.failedAttempts == 1)
    #expect(core.message == "pulled: the shackle does not move")
    _ = core.handle(.key(.enter, at: t))
    _ = core.handle(.frame(at: t + 2))
    #expect(core.failedAttempts == 1)
    #expect(core.message == "the dial has not turned since the last pull")
    #expect(trail(core.scene(at: t + 2)) == ["L3"])
    // Nothing dialed at all is no attempt either.
    var fresh = try self.core()
    _ = fresh.handle(.key(.enter, at: 0.1))
    _ = fresh.handle(.frame(at: 2))
    #expect(fresh.failedAttempts == 0)
    #expect(fresh.message == "nothing dialed yet: turn the dial, or type a combination")
  }

  @Test func afterAShutTheTrailIsTheAttemptTheNextPullJudges() throws {
    var core = try core()
    _ = core.handle(.text("7-9-6-1-5-2", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    _ = core.handle(.frame(at: 60))
    let opened = core.isOpen
    #expect(opened)
    #expect(core.message == "dialed 7-9-6-1-5-2 and pulled: open")
    #expect(core.scene(at: 60).messageIsGood, "good news is not drawn as a warning")
    #expect(trail(core.scene(at: 60)).count == 6)
    _ = core.handle(.key(.enter, at: 61))
    let shut = !core.isOpen
    #expect(shut)
    #expect(trail(core.scene(at: 62)) == [], "nothing is dialed for the next pull yet")
    #expect(hint(core.scene(at: 62)) == "next: L to the 1st number")
  }

  // MARK: - The mouse scrubs a plan

  /// The dial's centre and a point on its rim at `angle` radians (counter-clockwise from 3 o'clock).
  func rim(_ core: borrowing AppCore, angle: Double) -> (column: Int, row: Int) {
    let layout = Layout(width: core.width, height: core.height, turns: 3)
    let target = layout.dialTarget() ?? ((40, 12), 10)
    let r = target.radius * 0.8
    let column = target.center.column + r * cos(angle) - 0.5
    let row = target.center.row - r * sin(angle) / 2 - 0.5
    return (Int(column.rounded()), Int(row.rounded()))
  }

  @Test func theMouseGrabsScrubsAndReversesAPlan() throws {
    var core = try core()
    _ = core.handle(.text("7-9-6", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    let grabbedFraction = core.fraction(at: 2)
    let grabbed = try #require(grabbedFraction)
    let top = rim(core, angle: .pi / 2)
    _ = core.handle(.mouse(.press, column: top.column, row: top.row, at: 2))
    #expect(core.animatorState == "paused", "a press on the dial grabs the plan")
    #expect(abs((core.fraction(at: 2.5) ?? 0) - grabbed) < 1e-9, "held where it was grabbed")
    // Clockwise (as Right) scrubs forwards.
    let right = rim(core, angle: 0)
    _ = core.handle(.mouse(.drag, column: right.column, row: right.row, at: 2.6))
    let forwardFraction = core.fraction(at: 2.6)
    let forward = try #require(forwardFraction)
    #expect(forward > grabbed)
    // Back counter-clockwise past the grab, and let go moving that way: the plan runs reversed.
    let left = rim(core, angle: .pi)
    _ = core.handle(.mouse(.drag, column: top.column, row: top.row, at: 2.65))
    _ = core.handle(.mouse(.drag, column: left.column, row: left.row, at: 2.7))
    let backFraction = core.fraction(at: 2.7) ?? 1
    #expect(backFraction < grabbed)
    _ = core.handle(.mouse(.release, column: left.column, row: left.row, at: 2.72))
    #expect(core.animatorState == "running")
    let scene = core.scene(at: 2.8)
    #expect(scene.animator.isReversed)
    // A wheel notch is a one-step tap: a quarter of a plan second back (up is Left).
    let before = try #require(scene.animator.seconds?.playhead)
    _ = core.handle(.mouse(.wheelDown, column: 0, row: 0, at: 2.8))
    let after = try #require(core.scene(at: 2.8).animator.seconds?.playhead)
    #expect(abs(after - (before + 0.25)) < 1e-9, "wheel down is Right: a step forwards")
  }

  // MARK: - Esc, and the cool-down

  @Test func escapeKeepsTheTurnItStoppedIn() throws {
    var core = try core()
    _ = core.handle(.text("7-9-6", at: 0.5))
    _ = core.handle(.key(.enter, at: 0.6))
    _ = core.handle(.key(.escape, at: 2))
    _ = core.handle(.frame(at: 2.8))
    let scene = core.scene(at: 2.8)
    #expect(trail(scene) == ["L3"])
    #expect(hint(scene) == "next: R to the 2nd number")
    // Hand dialing goes on from it: the same attempt.
    let t = tap(.right, 4, &core, from: 3)
    #expect(trail(core.scene(at: t)) == ["L3", "R9"])
  }

  @Test func aCoolDownOffersNoPullAndDialsNothing() throws {
    var core = try core(["--lockout", "1"])
    var t = tap(.left, 1, &core, from: 0.1)
    _ = core.handle(.key(.enter, at: t))
    t += 1
    _ = core.handle(.frame(at: t))
    #expect(core.message == "pulled: the shackle does not move; 1 failed: wait 30 s")
    #expect(!bar(core.scene(at: t)).contains("Enter"))
    _ = core.handle(.text("7-9-6-1-5-2", at: t))
    #expect(bar(core.scene(at: t)) == "Backspace erase  Esc clear  ? help  q quit")
    _ = core.handle(.key(.enter, at: t))
    let playing = core.isPlaying
    #expect(!playing, "no auto-dial only to be refused")
    #expect(core.composing == "7-9-6-1-5-2", "the line stays for after the wait")
    #expect(core.message == "cooling down: wait for the countdown")
    // After the wait Enter dials it and pulls.
    _ = core.handle(.frame(at: t + 31))
    #expect(core.message == "the wait is over: Enter pulls again")
    #expect(bar(core.scene(at: t + 31)).hasPrefix("Enter dial & pull"))
    _ = core.handle(.key(.enter, at: t + 31))
    let playsNow = core.isPlaying
    #expect(playsNow)
  }

  @Test func withALockoutARefusalSaysTheTriesLeft() throws {
    var core = try core(["--lockout", "3"])
    let t = tap(.left, 1, &core, from: 0.1)
    _ = core.handle(.key(.enter, at: t))
    _ = core.handle(.frame(at: t + 1))
    #expect(core.message == "pulled: the shackle does not move; 2 tries left before a 30 s wait")
  }
}
