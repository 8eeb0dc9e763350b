import Foundation
import LockApp
import LockTestSupport
import Testing

/// Replay scripts for every rule of hand dialing, auto-dial and the lock, each with its
/// committed expected trace and the facts that matter asserted directly.
@Suite(.serialized) struct ReplayTests {
  func gestures(_ trace: Trace) -> [String] {
    trace.of("gesture").map {
      "\($0["phase"] ?? "") \($0["translation"] ?? "")"
    }
  }

  func lastNumber(_ trace: Trace) -> Int? {
    trace.of("frame").last?["number"] as? Int
  }

  /// A script drives the x-ray (docs/mechanism.md §11): `i` shows it, the dialing moves its
  /// wheels, and after 12-30-5 each disc reads its number.
  @Test func aScriptDrivesTheXray() throws {
    let trace = try Scripts.replay("xray")
    let shots = trace.snapshots
    #expect(shots.count == 5)
    let labels = shots.map { lines in lines.first { $0.contains("1st") && $0.contains("cam") } }
    #expect(labels[0] != nil && labels[4] == nil)
    let dialed = try #require(labels[2])
    #expect(
      dialed.split(separator: " ").map(String.init) == ["1st", "12", "2nd", "30", "cam", "5"])
    #expect(shots[3].contains { $0.contains("held: a notch at") })
  }

  @Test func tapsAreOneStopEach() throws {
    let trace = try Scripts.replay("taps")
    #expect(
      gestures(trace) == [
        "began 1", "ended 1", "began 1", "ended 1", "began 1", "ended 1", "began -1", "ended -1",
        "began -1", "ended -1",
      ])
    #expect(lastNumber(trace) == 1, "three left, two right")
  }

  @Test func aHoldScrubsOneStopPerKeyEvent() throws {
    let trace = try Scripts.replay("hold")
    let last = trace.of("gesture").last
    #expect(last?["phase"] as? String == "ended")
    #expect(last?["translation"] as? Int == 31)
    let velocity = last?["velocity"] as? Double ?? 0
    #expect(abs(velocity - 30) < 0.2, "the repeat rate (script times are rounded to ms)")
    #expect(lastNumber(trace) == 1, "31 stops left from 0 on ten stops is 1")
    #expect(trace.status.contains("dial 1"))
  }

  @Test func jitterDoesNotSplitTheHold() throws {
    let trace = try Scripts.replay("hold-jitter")
    #expect(trace.of("gesture").filter { $0["phase"] as? String == "began" }.count == 1)
    #expect(trace.of("gesture").last?["translation"] as? Int == 31)
  }

  @Test func aBurstCountsEveryKeyButCannotFling() throws {
    let trace = try Scripts.replay("burst")
    let end = trace.of("gesture").last
    #expect(end?["translation"] as? Int == -12)
    #expect(abs(end?["velocity"] as? Double ?? 0) <= 50)
    #expect(lastNumber(trace) == 8)
  }

  @Test func theOppositeKeyStartsANewGesture() throws {
    let trace = try Scripts.replay("opposite")
    let phases = trace.of("gesture").filter { ($0["phase"] as? String) != "changed" }
      .map { "\($0["phase"] ?? "") \($0["translation"] ?? "")" }
    #expect(phases == ["began 1", "ended 11", "began -1", "ended -6"])
    #expect(lastNumber(trace) == 5)
  }

  @Test func kittyReleasesEndGesturesAtTheRelease() throws {
    let trace = try Scripts.replay("kitty")
    let ends = trace.of("gesture").filter { $0["phase"] as? String == "ended" }
    #expect(ends.map { $0["t"] as? Double } == [1.1, 1.62])
  }

  @Test func wheelNotchesAreStops() throws {
    let trace = try Scripts.replay("wheel")
    #expect(lastNumber(trace) == 2)
  }

  @Test func aDragAcrossTheSeamTurnsTheDialOneWay() throws {
    let trace = try Scripts.replay("drag-seam")
    let translations = trace.of("gesture").compactMap { $0["translation"] as? Double }
    #expect(translations.count >= 6)
    #expect(zip(translations, translations.dropFirst()).allSatisfy { $0 <= $1 }, "\(translations)")
    #expect((translations.last ?? 0) > 0)
    #expect((lastNumber(trace) ?? 0) > 0 && (lastNumber(trace) ?? 9) < 5)
  }

  @Test func handDialingTheDemoSecretOpensTheLock() throws {
    let trace = try Scripts.replay("hand-demo")
    #expect(trace.of("lock").last?["state"] as? String == "open")
    #expect(trace.status.hasPrefix(" OPEN "))
    #expect(lastNumber(trace) == 2)
  }

  @Test func aWrongCombinationIsRefusedAndCounted() throws {
    let trace = try Scripts.replay("wrong")
    #expect(trace.of("lock").map { $0["attempts"] as? Int } == [1, 2])
    #expect(trace.of("lock").allSatisfy { $0["state"] as? String == "locked" })
    #expect(trace.status.hasPrefix(" LOCKED  2 failed"))
  }

  @Test func lockoutCountsDown() throws {
    let trace = try Scripts.replay("lockout")
    let statuses = trace.snapshots.map { $0.last ?? "" }
    #expect(statuses[0].hasPrefix(" LOCKED  2 failed wait 30s"))
    #expect(statuses[1].hasPrefix(" LOCKED  2 failed wait 20s"))
    #expect(statuses[2].hasPrefix(" LOCKED  |"), "the cool-down is over: the count starts again")
    #expect(statuses[3].hasPrefix(" LOCKED  1 failed"))
    let locks = trace.of("lock").map { "\($0["attempts"] ?? "") \($0["lockout"] ?? "-")" }
    #expect(locks == ["1 <null>", "2 30", "0 <null>", "1 <null>"])
  }

  @Test func autoDialPausesScrubsReversesAndOpens() throws {
    let trace = try Scripts.replay("auto-dial")
    let states = trace.of("animator").map {
      "\($0["state"] ?? "")\(($0["reversed"] as? Bool) == true ? " reversed" : "")"
    }
    #expect(states.contains("paused"))
    #expect(states.contains("running reversed"))
    #expect(states.last == "idle")
    let fractions = trace.of("frame").compactMap { $0["fraction"] as? Double }
    #expect(fractions.allSatisfy { $0 >= 0 && $0 <= 1 })
    #expect(trace.of("lock").last?["state"] as? String == "open")
    #expect(trace.status.hasPrefix(" OPEN "))
  }

  @Test func escapeStopsThePlanOnAWholeStop() throws {
    let trace = try Scripts.replay("escape")
    let angles = trace.of("frame").compactMap { $0["angle"] as? Double }
    let step = 2 * Double.pi / 10
    let settled = (angles.last ?? 0.5) / step
    // The last frame that changed a cell may be a hair before the spring's exact end.
    #expect(abs(settled - settled.rounded()) < 1e-3)
    #expect(trace.status.contains("dial \(Int(settled.rounded()) % 10)"))
    #expect(trace.of("animator").last?["state"] as? String == "idle")
    #expect(trace.status.hasPrefix(" LOCKED "))
  }

  /// The mouse grabs (pauses) a playing plan, scrubs it round the dial and, let go moving
  /// backwards, sets it playing reversed; a wheel notch is a tap.
  @Test func theMouseGrabsScrubsAndReversesAPlan() throws {
    let trace = try Scripts.replay("mouse-plan")
    let states = trace.of("animator").map {
      "\($0["state"] ?? "")\(($0["reversed"] as? Bool) == true ? " reversed" : "")"
    }
    #expect(states == ["running", "paused", "running reversed", "idle"])
    let phases = trace.of("gesture").compactMap { $0["phase"] as? String }
    #expect(phases == ["began", "changed", "changed", "changed", "ended", "began", "ended"])
    let scrubbed = trace.of("gesture").compactMap { $0["translation"] as? Double }
    #expect(scrubbed[1] < 0 && scrubbed[3] > 0, "clockwise forwards, then back past the grab")
  }

  @Test func aWrongFirstTurnSaysHowToStartAgain() throws {
    let trace = try Scripts.replay("wrong-way")
    let hint = { (lines: [String]) in
      lines.prefix(8).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        .filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
    }
    // The trail's rows, inside its frame (which is as tall as its text).
    func row(_ snapshot: Int, _ line: Int) -> String {
      let lines = trace.snapshots[snapshot]
      let top = lines.firstIndex { $0.contains("\u{256D}\u{2500} trail") } ?? 0
      guard top + line < lines.count else { return "" }
      var text = lines[top + line]
      while text.hasSuffix(" ") || text.hasSuffix("\u{2502}") { text.removeLast() }
      return text
    }
    #expect(row(0, 1).hasSuffix("\u{2502} R7\u{25BA}"), "the run under way")
    #expect(
      row(0, 2).hasSuffix("\u{2502} wrong way: the 1st turn goes L;"),
      "\(hint(trace.snapshots[0]))")
    #expect(row(1, 2).hasSuffix("\u{2502} next: L to the 1st number"))
    #expect(trace.status.hasPrefix(" LOCKED  | dial 0"))
  }

  @Test func aPastedCombinationIsDialed() throws {
    let trace = try Scripts.replay("paste")
    #expect(trace.snapshots.first?.contains { $0.contains("dial: 7-9-6-1-5-2_") } == true)
    #expect(trace.of("lock").last?["state"] as? String == "open")
  }

  @Test func resizingRelaysOut() throws {
    let trace = try Scripts.replay("resize")
    let sizes = trace.snapshots.map { ($0.count, $0.map(\.count).max() ?? 0) }
    #expect(sizes[0].0 == 16)
    let notice = trace.snapshots[1].joined(separator: " ").split(separator: " ").joined(
      separator: " ")
    #expect(notice == "terminal too small: need 40x16, have 39x15")
    #expect(sizes[2].0 == 24)
  }

  @Test func aPausedPlanStaysPausedWhereTheScrubLeftIt() throws {
    let trace = try Scripts.replay("auto-dial")
    let afterScrub = trace.of("animator").filter { ($0["t"] as? Double ?? 0) < 3.5 }
    #expect(afterScrub.map { $0["state"] as? String } == ["running", "paused"])
    let fractions = trace.of("frame").filter { ($0["t"] as? Double ?? 0) < 3.5 }
      .compactMap { $0["fraction"] as? Double }
    #expect((fractions.last ?? 0) > (fractions.first { _ in true } ?? 1))
    #expect(trace.snapshots[1].last?.contains("paused") == true, "still paused at 3.2")
  }

  @Test func framesArePacedByTheCapAndTheirBytesAreRecorded() throws {
    let trace = try Scripts.replay("auto-dial")
    let frames = trace.of("frame")
    let times = frames.compactMap { $0["t"] as? Double }
    // Rule (docs/terminal.md "Loop"): what input or a gesture changes is drawn at once, mid-motion too; the periodic
    // frames keep the cap, counted from the last frame drawn.
    var lastFrame: Double?
    var changedSinceFrame = false
    var inputFrames = 0
    for event in trace.events {
      let time = event["t"] as? Double ?? -1
      guard event["event"] as? String == "frame" else {
        if ["key", "gesture", "animator"].contains(event["event"] as? String) {
          changedSinceFrame = true
        }
        continue
      }
      if changedSinceFrame, let lastFrame, time - lastFrame < 0.05 - 1e-9 {
        inputFrames += 1
      } else if let lastFrame {
        #expect(time - lastFrame >= 0.05 - 1e-9, "never faster than --fps 20: \(lastFrame) \(time)")
      }
      lastFrame = time
      changedSinceFrame = false
    }
    #expect(inputFrames == 9)
    for key in Set(trace.of("key").compactMap { $0["t"] as? Double }) {
      #expect(times.contains(key), "the key at \(key) is drawn at once")
    }
    // While the plan runs (Enter at 0.7 to Space at 2.0) a frame follows every period.
    #expect(times.filter { $0 >= 0.7 && $0 <= 2.0 + 1e-9 }.count == 27)
    #expect(frames.allSatisfy { ($0["bytes"] as? Int ?? 0) > 0 }, "an unchanged frame is skipped")
    let paced = frames.map { "\($0["t"] ?? "") \($0["bytes"] ?? "")" }
    Scripts.assertGolden(
      paced.joined(separator: "\n") + "\n",
      file: Scripts.directory.appendingPathComponent("auto-dial.frames"),
      sourceLocation: #_sourceLocation)
  }

  @Test func theSameScriptGivesByteIdenticalOutput() throws {
    let first = try Scripts.replay("auto-dial").lines
    let second = try Scripts.replay("auto-dial").lines
    #expect(first == second)
  }
}
