import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

/// 100,000 random input events at random times: no trap, and the invariants hold after each.
struct AppCorePropertyTests {
  @Test func randomInputKeepsTheInvariants() throws {
    var random = SeededGenerator(seed: 100_000)
    let configurations = [
      try Configuration(), try Configuration(protocol: .padlock, lockout: 3),
      try Configuration(protocol: .safe, speed: 0.5),
      try Configuration(stops: 2, reduceMotion: true),
    ]
    let keys: [Key] = [
      .left, .right, .up, .down, .pageUp, .pageDown, .enter, .escape, .space, .backspace, .tab,
      .character("7"), .character("-"), .character(","), .character("0"), .character("3"),
      .character("r"), .character("x"), .character("."), .character("["), .character("]"),
      .character("t"), .character("?"), .character("h"), .character("l"), .character("é"),
    ]
    var events = 0
    for configuration in configurations {
      var core = AppCore(configuration: configuration, width: 80, height: 24)
      var time = 0.0
      for _ in 0..<25_000 {
        time +=
          Double.random(in: 0...0.2, using: &random) * (Bool.random(using: &random) ? 1 : 0.05)
        let event: AppEvent
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<55: event = .key(keys.randomElement(using: &random) ?? .left, at: time)
        case 55..<60: event = .release(Bool.random(using: &random) ? .left : .right, at: time)
        case 60..<65:
          event = .paste(
            ["7-9-6", "12 30 5", "x", "", "1,,2"].randomElement(using: &random) ?? "", at: time)
        case 65..<72:
          event = .resize(
            columns: Int.random(in: 0...200, using: &random),
            rows: Int.random(in: 0...60, using: &random),
            at: time)
        case 72..<85:
          let actions: [MouseAction] = [.press, .drag, .release, .wheelUp, .wheelDown]
          event = .mouse(
            actions.randomElement(using: &random) ?? .press,
            column: Int.random(in: 0...90, using: &random),
            row: Int.random(in: 0...30, using: &random), at: time)
        default: event = .frame(at: time)
        }
        let quit = core.handle(event).quit
        events += 1
        if let broken = core.brokenInvariant(at: time) {
          Issue.record("after \(event): \(broken)")
          return
        }
        if quit {
          core = AppCore(configuration: configuration, width: core.width, height: core.height)
          time = 0
        }
      }
      // Left alone, everything comes to rest on a whole stop.
      _ = core.handle(.key(.escape, at: time + 1))
      _ = core.handle(.frame(at: time + 120))
      let broken = core.brokenInvariant(at: time + 120)
      #expect(broken == nil)
      let moving = core.isAnimating(at: time + 120)
      let playing = core.isPlaying
      #expect(!moving || playing)
    }
    #expect(events == 100_000)
  }
}
