import Foundation
import LockApp
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// Pulling the shackle gently (docs/mechanism.md §7): `p` on a lock with a mechanism, the cam's
/// notches hold the dial, tension is no attempt, and it opens a lock whose gates are aligned.
struct TensionFeelTests {
  func core(_ lockProtocol: LockProtocol) throws -> AppCore {
    AppCore(
      configuration: try Configuration(protocol: lockProtocol), width: 80, height: 24)
  }

  func lines(_ effects: Effects<LockRecord>) -> [String] { effects.lines.map(\.jsonLine) }

  @Test func theAlternatingLockNeitherOffersNorTakesTension() throws {
    var core = try core(.alternating)
    #expect(!core.keyTable.help.contains { $0.keys == "x p" })
    let effects = core.handle(.key(.character("p"), at: 0.1))
    #expect(!lines(effects).contains { $0.contains("tension") })
    #expect(core.scene(at: 0.2).instructionLead == "next")
  }

  @Test func notchesHoldTheDialWhileThePadlocksShackleIsPulled() throws {
    var core = try core(.padlock)
    #expect(core.keyTable.help.contains { $0.keys == "x p" })
    #expect(core.keyTable.bar(for: .resting).contains { $0.keys == "p" })
    var t = tap(.right, 1, &core, from: 0.1)  // on 39
    let on = core.handle(.key(.character("p"), at: t))
    #expect(lines(on).contains(#"{"t":\#(TraceEvent.number(t)),"event":"tension","on":true}"#))
    #expect(core.scene(at: t).instructionLead == "pulling")
    // The demo padlock's third number is 5: a notch is centred on 0 (5 + 35), one number wide.
    var sticks: [String] = []
    for _ in 0..<3 {
      let effects = core.handle(.key(.left, at: t))
      sticks += lines(effects).filter { $0.contains("stick") }
      t += 0.4
      _ = core.handle(.frame(at: t))
    }
    #expect(sticks.count == 2 && sticks.allSatisfy { $0.hasSuffix(#""position":0}"#) }, "\(sticks)")
    #expect(core.scene(at: t).dial.numberUnderPointer == 0)
    #expect(
      "\(core.scene(at: t).instructionLead): \(core.scene(at: t).instruction)"
        == "held: a notch at 0 holds the dial; p lets go")
    // Let go: the dial turns on.
    _ = core.handle(.key(.character("p"), at: t))
    t = tap(.left, 2, &core, from: t + 0.4)
    #expect(core.scene(at: t).dial.numberUnderPointer == 2)
    #expect(core.failedAttempts == 0)
  }

  /// Dialed right, gentle tension opens the padlock; dialed wrong, it stays shut and counts no
  /// failure.
  @Test func tensionOpensOnlyALockWhoseGatesAreAligned() throws {
    for (numbers, opens) in [([12, 30, 5], true), ([12, 26, 5], false)] {
      var core = try core(.padlock)
      var t = 0.1
      // R two turns past to the 1st, L one turn past to the 2nd, R straight to the 3rd.
      let first = 40 + 40 + (40 - numbers[0])
      let second = 40 + ((numbers[1] - numbers[0] + 40) % 40)
      let third = (numbers[1] - numbers[2] + 40) % 40
      t = tap(.pageDown, 2, &core, from: t)
      t = tap(.right, first - 80, &core, from: t)
      t = tap(.pageUp, 1, &core, from: t)
      t = tap(.left, second - 40, &core, from: t)
      t = tap(.right, third, &core, from: t)
      #expect(core.scene(at: t).dial.numberUnderPointer == 5)
      _ = core.handle(.key(.character("p"), at: t))
      _ = core.handle(.frame(at: t + 3))
      let open = core.isOpen
      #expect(open == opens, "\(numbers)")
      #expect(core.failedAttempts == 0)
    }
  }
}

extension TensionFeelTests {
  /// Where no releases are reported `p` toggles, and a held `p` repeating (the first repeat
  /// 0.5 s after the press, then every 33 ms) toggles once, not at every repeat.
  @Test func aHeldPRepeatingTogglesOnce() throws {
    var core = try core(.padlock)
    var said: [String] = []
    for t in [0.1] + stride(from: 0.6, to: 1.5, by: 0.033).map({ $0 }) {
      said += core.handle(.key(.character("p"), at: t)).lines.map(\.jsonLine)
        .filter { $0.contains("tension") }
    }
    let t = 1.5
    #expect(said.count == 1 && said[0].hasSuffix(#""on":true}"#), "\(said)")
    let off = core.handle(.key(.character("p"), at: t + 0.5)).lines.map(\.jsonLine)
    #expect(off.contains { $0.hasSuffix(#""event":"tension","on":false}"#) })
  }
}

extension TensionFeelTests {
  /// A drag under tension stops at the notch's edge, as a key turn does: the demo padlock's dial
  /// on 0 sits in the notch centred there, and a quarter turn dragged clockwise leaves it on 0.
  @Test func aDragUnderTensionStopsAtTheNotch() throws {
    for pulled in [true, false] {
      var core = try core(.padlock)
      var said: [String] = []
      if pulled { said += lines(core.handle(.key(.character("p"), at: 0.1))) }
      let target = try #require(Layout(width: 80, height: 24).dialTarget())
      func rim(_ angle: Double) -> (Int, Int) {
        let r = target.radius * 0.8
        return (
          Int((target.center.column + r * cos(angle) - 0.5).rounded()),
          Int((target.center.row - r * sin(angle) / 2 - 0.5).rounded())
        )
      }
      var t = 0.5
      let top = rim(.pi / 2)
      said += lines(core.handle(.mouse(.press, column: top.0, row: top.1, at: t)))
      for step in 1...9 {
        t += 0.03
        let point = rim(.pi / 2 - Double(step) * .pi / 18)
        said += lines(core.handle(.mouse(.drag, column: point.0, row: point.1, at: t)))
      }
      let end = rim(0)
      said += lines(core.handle(.mouse(.release, column: end.0, row: end.1, at: t + 0.03)))
      _ = core.handle(.frame(at: t + 2))
      let number = core.scene(at: t + 2).dial.numberUnderPointer
      if pulled {
        #expect(number == 0, "held by the notch on 0")
        #expect(said.filter { $0.contains(#""event":"stick""#) }.count == 1, "\(said)")
      } else {
        #expect((28...32).contains(number), "a quarter turn clockwise from 0: \(number)")
      }
    }
  }
}
