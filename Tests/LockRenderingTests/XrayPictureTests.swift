import AnimationCore
import LockApp
import LockModel
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The x-ray of the padlock's inside (docs/mechanism.md §11), drawn by the program from its
/// own scene.
struct XrayPictureTests {
  /// The padlock (seed 1's wheels) with the x-ray shown, 12-30-5 typed and dialed from 0, at
  /// plan time `time` (before the pull at its end).
  static func scene(at time: Double, width: Int, height: Int) throws -> LockScene {
    let configuration = try Configuration(protocol: .padlock, xray: true)
    var core = AppCore(configuration: configuration, width: width, height: height)
    _ = core.handle(.text("12-30-5", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    var t = 0.0
    while t + 0.25 < time {
      t += 0.25
      _ = core.handle(.frame(at: t))
    }
    _ = core.handle(.frame(at: time))
    return core.scene(at: time)
  }

  /// The plan's length for 12-30-5 from 0 at the default pacing.
  static let planEnd = 21.63

  @Test func atTheEndOfTheDialingEveryGateIsUnderTheFence() throws {
    let xray = try #require(try Self.scene(at: Self.planEnd - 0.05, width: 80, height: 24).xray)
    #expect(xray.discs.map(\.label) == ["1st", "2nd", "cam"])
    #expect(xray.discs.map(\.reading) == [12, 30, 5])
    #expect(xray.discs.allSatisfy(\.isAligned) && xray.fenceDrops)
    // The last run, right straight to the cam's number, picks up no wheel.
    #expect(xray.discs.allSatisfy { !$0.isMoving })
    #expect(xray.notches.count == 11)
  }

  /// Mid-dial the wheels are where the plan's path so far leaves them: in the first turn both
  /// are pushed round, each driver's pin against its fly, reading the dial's number; in the
  /// second, the 1st wheel rests on 12 and the 2nd is picked up once the cam has turned a span.
  @Test func midDialTheWheelsFollowThePlan() throws {
    let early = try #require(try Self.scene(at: 6, width: 80, height: 24).xray)
    #expect(early.discs[0].isMoving && early.discs[1].isMoving)
    let cam = early.discs[2].reading
    #expect(early.discs.map(\.reading).allSatisfy { abs($0 - cam) <= 1 }, "\(early.discs)")
    for disc in early.discs.dropLast() {
      let gap = LockRenderer.turnsApart(try #require(disc.pin), try #require(disc.fly))
      #expect(gap < 0.01, "\(disc)")
    }
    let resting = try #require(try Self.scene(at: 14, width: 80, height: 24).xray)
    #expect(resting.discs[0].reading == 12 && !resting.discs[1].isMoving)
    let pushed = try #require(try Self.scene(at: 17.5, width: 80, height: 24).xray)
    #expect(pushed.discs[0].reading == 12 && !pushed.discs[0].isMoving && pushed.discs[1].isMoving)
  }

  @Test(arguments: [(80, 24), (200, 60)])
  func goldens(_ width: Int, _ height: Int) throws {
    var lines: [String] = []
    for (state, time) in [
      ("at rest", 0.0), ("first turn", 6.0), ("second turn", 17.5), ("dialed", Self.planEnd - 0.05),
    ] {
      let scene = try Self.scene(at: time, width: width, height: height)
      let layout = Layout(
        width: width, height: height, timelineWanted: true, turns: scene.panelRows,
        xrayDiscs: 3)
      for (depth, ascii) in [(ColorDepth.truecolor, false), (.ansi16, true)] {
        var renderer = LockRenderer(
          options: RenderOptions(ascii: ascii, color: true, background: .dark, depth: depth))
        let buffer = renderer.render(scene, width: width, height: height)
        lines.append("--- \(state), \(ascii ? "ascii" : "truecolor") ---")
        lines += FilledPictureTests.ansi(buffer, in: layout.xray, depth: depth)
      }
    }
    assertFrame(lines, named: "xray-\(width)x\(height)")
  }
}
