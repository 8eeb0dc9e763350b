import AnimationCore
import Foundation
import LockApp
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// Long sessions cost no more per event as history grows.
struct GrowthTests {
  /// Alternating stops: every commit reverses, so `count` commits make `count` runs.
  func core(afterRuns count: Int) throws -> AppCore {
    var core = AppCore(configuration: try Configuration(), width: 100, height: 30)
    var time = 0.0
    for index in 0..<count {
      time += 0.001
      _ = core.handle(.key(index % 2 == 0 ? .left : .right, at: time))
    }
    _ = core.handle(.frame(at: time + 5))
    return core
  }

  /// The trail a frame carries and draws is the latest 16 runs, at 100 runs and at 10,000.
  @Test func perFrameTrailWorkDoesNotGrowWithHistory() throws {
    let few = try core(afterRuns: 100)
    let many = try core(afterRuns: 10_000)
    let fewScene = few.scene(at: 10)
    let manyScene = many.scene(at: 20)
    #expect(fewScene.trail.count == LockScene.longestTrail)
    #expect(manyScene.trail.count == LockScene.longestTrail)
    #expect(fewScene.trailOmitted + fewScene.trail.count == 100)
    #expect(manyScene.trailOmitted + manyScene.trail.count == 10_000)
    var renderer = LockRenderer(options: RenderOptions(ascii: false, color: false))
    let lines = renderer.render(manyScene, width: 100, height: 30).lines
    #expect(lines.contains { $0.contains("trail") })
    #expect(lines.contains { $0.contains("…") }, "earlier runs are shown as an ellipsis")
  }

  /// Runs are kept as they form, and only the first and the latest: an attempt of 10,000
  /// reversals holds as many runs as one of 100.
  @Test func runsAreKeptIncrementallyAndBounded() {
    var track = StopTrack(start: 0)
    var most = (first100: 0, all: 0)
    for index in 1...10_000 {
      track.commit(index % 2 == 0 ? 0 : 1)
      most.all = max(most.all, track.storedRuns)
      if index <= 100 { most.first100 = most.all }
    }
    #expect(track.runCount == 10_000)
    #expect(track.lastRuns(3).map(\.end) == [0, 1, 0])
    #expect(track.lastRuns(3).map(\.direction) == [.clockwise, .counterclockwise, .clockwise])
    #expect(track.firstRuns(3).map(\.end) == [1, 0, 1])
    #expect(most.all == most.first100, "no more runs held over 10,000 than over the first 100")
    #expect(most.all == StopTrack.keptFirst + 2 * StopTrack.keptLast)
    track.commit(Int.max)
    track.commit(Int.min)
    #expect(track.runCount == 10_002, "extreme positions compare, never overflow")
  }

  /// 20,000 pastes of 100 characters leave a 100-character line and a visible refusal.
  @Test func theComposingLineIsBounded() throws {
    var core = AppCore(configuration: try Configuration(), width: 80, height: 24)
    let chunk = String(repeating: "1-", count: 50)
    for index in 0..<20_000 { _ = core.handle(.paste(chunk, at: Double(index) * 0.001)) }
    #expect(core.composing?.count == AppCore.longestComposing)
    #expect(core.message == "the line holds 100 characters at most")
    _ = core.handle(.key(.character("5"), at: 30))
    #expect(core.composing?.count == AppCore.longestComposing)
    #expect(core.message != nil, "the refusal stays")
    var renderer = LockRenderer(options: RenderOptions(ascii: false, color: false))
    let lines = renderer.render(core.scene(at: 30), width: 80, height: 24).lines
    #expect(
      lines.contains {
        $0.hasPrefix(" dial: 1-1-") && $0.contains("the line holds 100 characters")
      },
      "the refusal is on screen beside the line: \(lines)")
  }

  @Test func pastesAreCleanedAndAnEmptyOneChangesNothing() throws {
    var core = AppCore(configuration: try Configuration(), width: 80, height: 24)
    _ = core.handle(.paste("", at: 0))
    #expect(core.composing == nil, "Enter still pulls")
    _ = core.handle(.paste("\u{1B}[31m7-9\n6\t1\u{7}\u{202E}", at: 0.1))
    #expect(core.composing == "[31m7-9 6 1")
  }
}
