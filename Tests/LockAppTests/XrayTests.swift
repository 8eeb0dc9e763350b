import LockModel
import LockRendering
import TerminalRuntime
import Testing

@testable import LockApp

/// The x-ray of the lock's inside (docs/mechanism.md §11): its key, its place on screen, the
/// wheels it shows while a plan plays and is scrubbed, and the timeline's pick-up marks.
struct XrayTests {
  func core(
    _ lockProtocol: LockProtocol, xray: Bool = false, width: Int = 80, height: Int = 24
  )
    throws -> AppCore
  {
    AppCore(
      configuration: try Configuration(protocol: lockProtocol, xray: xray), width: width,
      height: height)
  }

  @Test func iShowsAndHidesItOnALockWithAMechanismOnly() throws {
    var padlock = try core(.padlock)
    #expect(padlock.scene(at: 0).xray == nil)
    #expect(padlock.keyTable.help.contains { $0.keys == "[ ] t i ?" })
    #expect(padlock.keyTable.bar(for: .resting).contains { $0.keys == "i" })
    _ = padlock.handle(.key(.character("i"), at: 0.1))
    #expect(padlock.scene(at: 0.2).xray?.discs.count == 3)
    _ = padlock.handle(.key(.character("i"), at: 0.3))
    #expect(padlock.scene(at: 0.4).xray == nil)
    let safe = try core(.safe, xray: true)
    #expect(safe.scene(at: 0).xray?.discs.map(\.label) == ["1st", "2nd", "3rd", "cam"])
    var alternating = try core(.alternating, xray: true)
    _ = alternating.handle(.key(.character("i"), at: 0.1))
    #expect(alternating.scene(at: 0.2).xray == nil)
    #expect(!alternating.keyTable.help.contains { $0.keys.contains("i") })
    let crack = try Configuration(protocol: .padlock, cracking: true)
    #expect(
      !AppCore(configuration: crack, width: 80, height: 24).keyTable.help.contains {
        $0.keys.contains(" i ")
      })
    #expect(throws: ConfigurationError.self) {
      try Configuration(protocol: .padlock, cracking: true, xray: true)
    }
  }

  /// The strip lies across the screen under the lock and panel and over no other part, at every
  /// size from the smallest.
  @Test(arguments: [(40, 16), (80, 23), (80, 24), (100, 30), (200, 60), (60, 50)])
  func itHasAPlaceOfItsOwn(_ width: Int, _ height: Int) throws {
    let layout = Layout(width: width, height: height, turns: 3, xrayDiscs: 3)
    #expect(!layout.xray.isEmpty && layout.xray.width == width)
    for part in [layout.lock, layout.trail, layout.timeline, layout.entry] where !part.isEmpty {
      #expect(
        part.y + part.height <= layout.xray.y || part.y >= layout.xray.y + layout.xray.height,
        "\(part) and \(layout.xray)")
    }
    #expect(layout.xray.y + layout.xray.height == layout.entry.y)
    #expect(Layout(width: width, height: height, turns: 3).xray.isEmpty)
  }

  /// While a plan plays the x-ray shows the wheels its path leaves at the playhead: scrubbing
  /// back shows the earlier state again.
  @Test func scrubbingBackShowsEarlierWheels() throws {
    var core = try core(.padlock, xray: true)
    _ = core.handle(.text("12-30-5", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    var t = 0.0
    while t < 17.5 {
      t += 0.25
      _ = core.handle(.frame(at: t))
    }
    let later = try #require(core.scene(at: t).xray)
    #expect(later.discs[0].reading == 12 && later.discs[1].isMoving)
    // Pause, then scrub back with ← held for a while: the plan goes back into its first turn.
    _ = core.handle(.key(.space, at: t))
    for step in 0..<40 {
      _ = core.handle(.key(.left, at: t + 0.05 * Double(step + 1)))
    }
    t += 3
    _ = core.handle(.frame(at: t))
    let playhead = try #require(core.playing { $0.planTime(at: core.media(at: t)) })
    #expect(playhead < 12.2, "\(playhead)")
    let earlier = try #require(core.scene(at: t).xray)
    let cam = earlier.discs[2].reading
    #expect(earlier.discs.allSatisfy { abs($0.reading - cam) <= 1 }, "\(earlier.discs)")
  }

  /// The timeline marks where the plan picks up a wheel: the first turn, two or more whole
  /// turns, picks up each wheel not already pressed its way; the second picks up the 2nd wheel
  /// once the cam has turned a span (39.75 numbers); the last picks up none.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func theTimelineMarksEachPickUp(_ seed: UInt64) throws {
    var core = AppCore(
      configuration: try Configuration(protocol: .padlock, seed: seed), width: 80, height: 24)
    _ = core.handle(.text("12-30-5", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    let timeline = try #require(core.scene(at: 0.5).timeline)
    let turns = timeline.turns
    func marks(_ index: Int) -> [Double] {
      timeline.pickups.filter {
        $0 >= turns[index].begin && $0 < turns[index].begin + turns[index].duration
      }
    }
    #expect(marks(0).count <= 2 && marks(2).isEmpty)
    let second = turns[1]
    #expect(marks(1).count == 1)
    let expected = second.begin + second.duration * 39.75 / 58
    #expect(abs((marks(1).first ?? 0) - expected) < 1e-9, "\(marks(1)) vs \(expected)")
  }
}
