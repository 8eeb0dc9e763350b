import AnimationCore
import ArgumentParser
import Foundation
import LockCLI
import LockModel
import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockApp

/// The dial's one owner: hand turns as springs on the dial layer, committed stops, drags.
struct DialStateTests {
  @Test func aPressWithoutAReleaseEndsTheDragItInterrupted() throws {
    let drag = """
      0.1 mouse press 14 10
      0.2 mouse drag 14 14
      """
    let released = try Scripts.inline(drag + "\n0.3 mouse release 14 14\n1 snapshot\n1.1 end")
    let pressedAgain = try Scripts.inline(
      drag + "\n0.3 mouse press 14 14\n0.4 mouse release 14 14\n1 snapshot\n1.1 end")
    let number = { (trace: [[String: Any]]) in
      Scripts.events(trace, "frame").last?["number"] as? Int
    }
    #expect(number(released) != 0, "the drag turned the dial")
    #expect(number(pressedAgain) == number(released))
    let trail = { (trace: [[String: Any]]) in
      (Scripts.events(trace, "snapshot").last?["lines"] as? [String])?.first {
        $0.contains("trail")
      }
    }
    let phases = Scripts.events(pressedAgain, "gesture").compactMap { $0["phase"] as? String }
    #expect(phases == ["began", "changed", "cancelled", "began", "ended"])
    #expect(trail(pressedAgain) == trail(released))
  }

  @Test func anOvershootingSpringCommitsOneRun() throws {
    var dial = DialState(dial: try Dial(stops: 10), position: 0)
    dial.turn(to: 40, at: 0, instant: false)
    var rounded = [0]
    var highest = 0.0
    for i in 0...200 {
      let position = dial.position(at: Double(i) / 200)
      highest = max(highest, position)
      let stop = Int(position.rounded())
      if stop != rounded.last { rounded.append(stop) }
    }
    #expect(highest > 41, "the spring overshoots past 41: \(highest)")
    var naive = StopTrack(start: 0)
    naive.commit(rounded)
    #expect(naive.runCount == 2, "reading the presentation would see a reversal")
    let track = dial.track
    #expect(track.runCount == 1, "the committed stops make one run")
    #expect(track.current == 40)
    dial.advance(to: 2)
    let (settled, position) = (!dial.isMoving(at: 2), dial.position(at: 2))
    #expect(settled)
    expectClose(position, 40, within: 1e-12)
  }

  @Test func aTurnWhileSpringsMoveKeepsPositionAndVelocityContinuous() throws {
    var dial = DialState(dial: try Dial(stops: 40), position: 0)
    dial.turn(to: 5, at: 0, instant: false)
    let h = 1e-6
    for (time, stop) in [(0.05, 9), (0.08, 2), (0.081, -4)] {
      let before = dial.position(at: time)
      let slope = (before - dial.position(at: time - h)) / h
      let velocity = dial.velocity(at: time)
      dial.turn(to: stop, at: time, instant: false)
      expectClose(dial.position(at: time), before, within: 1e-9, "position at \(time)")
      expectClose(dial.velocity(at: time), velocity, within: 1e-9, "velocity at \(time)")
      expectClose(velocity, slope, within: 1e-3 * max(1, abs(slope)), "velocity is the slope")
    }
    let count = dial.layer.animationCount
    #expect(count == 4, "additive springs stack")
  }

  @Test func manyTurnsAtOnceFoldIntoBoundedSprings() throws {
    var dial = DialState(dial: try Dial(stops: 10), position: 0)
    var time = 0.0
    for stop in 1...100 {
      let before = dial.position(at: time)
      dial.turn(to: stop, at: time, instant: false)
      expectClose(dial.position(at: time), before, within: 1e-9)
      let count = dial.layer.animationCount
      #expect(count <= DialState.mostSprings)
      time += 0.001
    }
    dial.advance(to: 5)
    expectClose(dial.position(at: 5), 100, within: 1e-12)
  }

  @Test func aReleaseSettlesWithTheGivenVelocity() throws {
    var dial = DialState(dial: try Dial(stops: 40), position: 0)
    dial.drag(to: 3.4)
    let committed = dial.committed
    #expect(committed == 3)
    dial.release(on: 3, at: 1, velocity: 12, instant: false)
    expectClose(dial.position(at: 1), 3.4, within: 1e-12)
    expectClose(dial.velocity(at: 1), 12, within: 1e-9)
    dial.advance(to: 3)
    expectClose(dial.position(at: 3), 3, within: 1e-12)
  }
}
