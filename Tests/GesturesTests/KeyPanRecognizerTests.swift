import AnimationCore
import Gestures
import LockTestSupport
import Testing

/// Key streams with realistic timings → exact gesture sequences (docs/terminal.md "Input").
struct KeyPanRecognizerTests {
  typealias Step = (phase: PanPhase, translation: Double, time: Double)

  /// Feeds `presses` (time, key) and ticks every 5 ms until `until`, collecting every event.
  static func run(
    _ presses: [(Double, StepKey)], until: Double, recognizer: inout KeyPanRecognizer
  ) -> [PanEvent] {
    var events: [PanEvent] = []
    var queue = presses[...]
    var time = 0.0
    while time <= until + 1e-9 {
      while let next = queue.first, next.0 <= time + 1e-12 {
        events += recognizer.press(next.1, at: next.0)
        queue = queue.dropFirst()
      }
      events += recognizer.tick(at: time)
      time += 0.005
    }
    return events
  }

  static func steps(_ events: [PanEvent]) -> [String] {
    events.map { "\($0.phase) \(Int($0.translation)) @\(($0.time * 1000).rounded() / 1000)" }
  }

  @Test func aTapMovesOneStepAtOnceAndEndsAfterTheHoldWindow() {
    var recognizer = KeyPanRecognizer()
    let events = Self.run([(0.1, .increase)], until: 1.5, recognizer: &recognizer)
    #expect(Self.steps(events) == ["began 1 @0.1", "ended 1 @0.8"])
    #expect(events.last?.velocity == 0)
    #expect(recognizer.isActive == false)
  }

  @Test func tapTapCountsTwoSteps() {
    var recognizer = KeyPanRecognizer()
    let events = Self.run([(0, .decrease), (0.25, .decrease)], until: 2, recognizer: &recognizer)
    #expect(Self.steps(events) == ["began -1 @0.0", "changed -2 @0.25", "ended -2 @0.5"])
    #expect(recognizer.learntDelay == nil, "a double tap is not a repeat delay")
  }

  static func hold(
    from start: Double, delay: Double, rate: Double, count: Int, jitter: [Double] = [],
    key: StepKey = .increase
  ) -> [(Double, StepKey)] {
    var presses = [(start, key)]
    for k in 0..<count {
      let offset = k < jitter.count ? jitter[k] : 0
      presses.append((start + delay + Double(k) / rate + offset, key))
    }
    return presses
  }

  @Test func aHeldKeyScrubsAtTheRepeatRateAndEndsShortlyAfterTheLastRepeat() {
    var recognizer = KeyPanRecognizer()
    let presses = Self.hold(from: 0, delay: 0.5, rate: 30, count: 31)
    let events = Self.run(presses, until: 3, recognizer: &recognizer)
    #expect(events.count == 33)
    #expect(events.first?.phase == .began)
    #expect(events.dropFirst().dropLast().allSatisfy { $0.phase == .changed })
    let end = events.last
    #expect(end?.phase == .ended)
    #expect(end?.translation == 32, "one step per key event: the press and 31 repeats")
    // The last repeat came at 1.5 s; silence of 3 × (1/30) = 0.1 s ends it.
    expectClose(end?.time ?? 0, 1.6, within: 1e-9)
    expectClose(end?.velocity ?? 0, 30, within: 1e-6)
    expectClose(recognizer.learntDelay ?? 0, 0.5, within: 1e-12)
    expectClose(recognizer.repeatInterval ?? 0, 1.0 / 30, within: 1e-9)
  }

  @Test func jitterOverSSHNeitherEndsTheHoldEarlyNorChangesTheCount() {
    var generator = SeededGenerator(seed: 15)
    let jitter = (0..<31).map { _ in Double(generator.next() % 31) / 1000 - 0.015 }
    var recognizer = KeyPanRecognizer()
    let presses = Self.hold(from: 0, delay: 0.5, rate: 30, count: 31, jitter: jitter)
    let events = Self.run(presses, until: 3, recognizer: &recognizer)
    #expect(events.filter { $0.phase == .ended }.count == 1)
    #expect(events.last?.translation == 32)
    let velocity = events.last?.velocity ?? 0
    #expect(velocity > 20 && velocity < 45, "about the repeat rate: \(velocity)")
  }

  @Test func theLearntDelayShortensTheNextTapsWindow() {
    var recognizer = KeyPanRecognizer()
    let hold = Self.hold(from: 0, delay: 0.3, rate: 30, count: 10)
    var events = Self.run(hold, until: 1, recognizer: &recognizer)
    #expect(events.last?.phase == .ended)
    events = Self.run([(1.5, .increase)], until: 3, recognizer: &recognizer)
    // A tap now ends after the learnt 0.3 s delay + 0.15 s, not 0.7 s.
    #expect(Self.steps(events) == ["began 1 @1.5", "ended 1 @1.95"])
  }

  @Test func theOppositeKeyEndsTheHoldAndBeginsANewGesture() {
    var recognizer = KeyPanRecognizer()
    var presses = Self.hold(from: 0, delay: 0.5, rate: 30, count: 10)
    presses.append((0.8, .decrease))
    let events = Self.run(presses, until: 2, recognizer: &recognizer)
    let phases = events.map(\.phase)
    #expect(phases.suffix(3) == [.ended, .began, .ended])
    let endOfHold = events[events.count - 3]
    #expect(endOfHold.translation == 11)
    #expect(endOfHold.time == 0.8)
    #expect(events[events.count - 2].translation == -1)
  }

  @Test func anyOtherKeyEndsTheGesture() {
    var recognizer = KeyPanRecognizer()
    _ = recognizer.press(.increase, at: 0)
    _ = recognizer.press(.increase, at: 0.4)
    #expect(
      recognizer.otherKey(at: 0.45) == [
        PanEvent(phase: .ended, translation: 2, velocity: 0, time: 0.45)
      ])
    #expect(recognizer.otherKey(at: 0.5).isEmpty)
  }

  @Test func kittyReleasesEndTheGestureExactly() {
    var recognizer = KeyPanRecognizer()
    recognizer.releasesAreExplicit = true
    var events = Array(recognizer.press(.increase, at: 0))
    for k in 0..<15 {
      events += recognizer.press(.increase, at: 0.4 + Double(k) * 0.04)
    }
    #expect(recognizer.deadline == nil, "no inference needed")
    events += recognizer.tick(at: 5)
    #expect(events.last?.phase == .changed, "silence alone ends nothing")
    events += recognizer.release(.increase, at: 5.5)
    let end = events.last
    #expect(end?.phase == .ended)
    #expect(end?.translation == 16)
    #expect(end?.time == 5.5)
    expectClose(end?.velocity ?? 0, 25, within: 1e-9)
  }

  @Test func aBurstOfQueuedKeysCannotFlingTheDial() {
    var recognizer = KeyPanRecognizer()
    var events: [PanEvent] = []
    for _ in 0..<12 {
      events += recognizer.press(.decrease, at: 2)
    }
    events += recognizer.tick(at: 3)
    let end = events.last
    #expect(end?.phase == .ended)
    #expect(end?.translation == -12)
    #expect(abs(end?.velocity ?? 0) <= 50, "intervals count as at least 20 ms")
  }

  @Test func cancellingReportsTheTranslationSoFar() {
    var recognizer = KeyPanRecognizer()
    _ = recognizer.press(.increase, at: 0)
    #expect(
      recognizer.cancel(at: 0.1) == [
        PanEvent(phase: .cancelled, translation: 1, velocity: 0, time: 0.1)
      ])
    #expect(recognizer.deadline == nil)
  }
}

struct GestureRobustnessTests {
  @Test func nonFiniteTimesAreIgnored() {
    var recognizer = KeyPanRecognizer()
    #expect(recognizer.press(.increase, at: .nan).isEmpty)
    _ = recognizer.press(.increase, at: 0)
    #expect(recognizer.press(.increase, at: .infinity).isEmpty)
    _ = recognizer.press(.increase, at: 0.5)
    _ = recognizer.press(.increase, at: 0.53)
    let deadline = recognizer.deadline ?? .nan
    #expect(deadline.isFinite)
    var drag = DragRecognizer(center: Point2D(x: 0, y: 0))
    #expect(drag.press(column: .nan, row: 0, at: 0).isEmpty)
    _ = drag.press(column: 1, row: 0, at: 0)
    #expect(drag.drag(column: .infinity, row: 0, at: 1).isEmpty)
  }
}
