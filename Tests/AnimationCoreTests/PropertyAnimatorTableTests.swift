import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §7: every call in every state, each cell asserted.
struct PropertyAnimatorTableTests {
  struct Box: Sendable, Equatable {
    var value = 0.0
    var log: [String] = []
  }

  enum Start: String, CaseIterable, Sendable {
    case inactive, inactiveEmpty, running, paused, stopped, rigidInactive, rigidRunning
  }

  /// An animator in the given state at t = 0.5: linear, 1 s, moving `value` 0 → 100; running
  /// ones started at 0, the paused one paused at 0.25, the stopped one stopped at 0.25.
  static func make(_ start: Start) throws -> PropertyAnimator<Box> {
    var animator = try PropertyAnimator(model: Box(), duration: 1, timing: .curve(.linear))
    if start != .inactiveEmpty {
      try animator.addAnimations { box, fraction in box.value = 100 * fraction }
    }
    animator.addCompletion { box, position in box.log.append("\(position)") }
    if start == .rigidInactive || start == .rigidRunning { try animator.setInterruptible(false) }
    switch start {
    case .running, .rigidRunning:
      try animator.startAnimation(at: 0)
    case .paused:
      try animator.startAnimation(at: 0)
      try animator.pauseAnimation(at: 0.25)
    case .stopped:
      try animator.startAnimation(at: 0)
      try animator.stopAnimation(withoutFinishing: false, at: 0.25)
    case .inactive, .inactiveEmpty, .rigidInactive:
      break
    }
    _ = animator.advance(to: 0.5)
    return animator
  }

  /// What a cell expects: the state, whether it runs, whether the call throws, fractionComplete at
  /// 0.5 and at 0.75, the presented value at 0.5, and the completions run so far.
  struct Outcome: Equatable, CustomStringConvertible {
    var state: AnimatorState
    var running: Bool
    var threw: Bool
    var fraction: Double
    var later: Double
    var value: Double
    var log: [String]
    var description: String {
      "\(state) running=\(running) threw=\(threw) fc=\(fraction)→\(later) value=\(value) log=\(log)"
    }
  }

  static func outcome(
    _ start: Start, _ call: (inout PropertyAnimator<Box>) throws(AnimatorError) -> Void
  ) throws -> Outcome {
    var animator = try make(start)
    let before = snapshot(animator)
    var threw = false
    do {
      try call(&animator)
    } catch {
      threw = true
      #expect(snapshot(animator) == before, "a refused call changes nothing (\(error))")
    }
    let fraction = animator.fractionComplete(at: 0.5)
    let value = animator.presentation(at: 0.5).value
    let log = animator.model.log
    let state = animator.state
    let running = animator.isRunning
    return Outcome(
      state: state, running: running, threw: threw, fraction: fraction,
      later: animator.fractionComplete(at: 0.75), value: value, log: log)
  }

  static func snapshot(_ animator: borrowing PropertyAnimator<Box>) -> [String] {
    [
      "\(animator.state)", "\(animator.isRunning)", "\(animator.isReversed)",
      "\(animator.fractionComplete(at: 0.5))", "\(animator.presentation(at: 0.5))",
      "\(animator.isInterruptible)", "\(animator.scrubsLinearly)", "\(animator.pausesOnCompletion)",
    ]
  }

  typealias Cell = (Start, Outcome)

  static func check(
    _ name: String, _ call: (inout PropertyAnimator<Box>) throws(AnimatorError) -> Void,
    _ cells: [Cell], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (start, expected) in cells {
      let actual = try outcome(start, call)
      #expect(
        actual.state == expected.state && actual.running == expected.running
          && actual.threw == expected.threw && abs(actual.fraction - expected.fraction) < 1e-9
          && abs(actual.later - expected.later) < 1e-9 && abs(actual.value - expected.value) < 1e-9
          && actual.log == expected.log,
        "\(name) on \(start): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
  }

  static func o(
    _ state: AnimatorState, running: Bool = false, threw: Bool = false, fc: Double,
    later: Double? = nil, value: Double, log: [String] = []
  ) -> Outcome {
    Outcome(
      state: state, running: running, threw: threw, fraction: fc, later: later ?? fc, value: value,
      log: log)
  }

  @Test func startAnimation() throws {
    try Self.check(
      "startAnimation", { a throws(AnimatorError) in try a.startAnimation(at: 0.5) },
      [
        (.inactive, Self.o(.active, running: true, fc: 0, later: 0.25, value: 0)),
        (.inactiveEmpty, Self.o(.active, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, running: true, fc: 0.25, later: 0.5, value: 25)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
        (.rigidInactive, Self.o(.active, running: true, fc: 0, later: 0.25, value: 0)),
        (.rigidRunning, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
      ])
  }

  @Test func startAnimationAfterDelay() throws {
    try Self.check(
      "startAnimation(afterDelay: 0.125)",
      { a throws(AnimatorError) in try a.startAnimation(afterDelay: 0.125, at: 0.5) },
      [
        (.inactive, Self.o(.active, running: true, fc: 0, later: 0.125, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, threw: true, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, fc: 0.25, value: 25)),
      ])
    try Self.check(
      "startAnimation(afterDelay: -1)",
      { a throws(AnimatorError) in try a.startAnimation(afterDelay: -1, at: 0.5) },
      [(.inactive, Self.o(.inactive, threw: true, fc: 0, value: 0))])
  }

  @Test func pauseAnimation() throws {
    try Self.check(
      "pauseAnimation", { a throws(AnimatorError) in try a.pauseAnimation(at: 0.5) },
      [
        (.inactive, Self.o(.active, fc: 0, value: 0)),
        (.inactiveEmpty, Self.o(.active, fc: 0, value: 0)),
        (.running, Self.o(.active, fc: 0.5, value: 50)),
        (.paused, Self.o(.active, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, fc: 0.25, value: 25)),
        (.rigidInactive, Self.o(.inactive, threw: true, fc: 0, value: 0)),
        (
          .rigidRunning,
          Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)
        ),
      ])
  }

  @Test func stopAnimationWithoutFinishing() throws {
    try Self.check(
      "stopAnimation(true)",
      { a throws(AnimatorError) in try a.stopAnimation(withoutFinishing: true, at: 0.5) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.inactive, fc: 0, value: 50)),
        (.paused, Self.o(.inactive, fc: 0, value: 25)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
        (
          .rigidRunning,
          Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)
        ),
      ])
  }

  @Test func stopAnimationToFinishLater() throws {
    try Self.check(
      "stopAnimation(false)",
      { a throws(AnimatorError) in try a.stopAnimation(withoutFinishing: false, at: 0.5) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.stopped, fc: 0.5, value: 50)),
        (.paused, Self.o(.stopped, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
        (.rigidInactive, Self.o(.inactive, threw: true, fc: 0, value: 0)),
      ])
  }

  @Test func finishAnimation() throws {
    for (position, value) in [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 25)] {
      try Self.check(
        "finishAnimation(at: \(position))",
        { a throws(AnimatorError) in try a.finishAnimation(at: position, time: 0.5) },
        [
          (.inactive, Self.o(.inactive, fc: 0, value: 0)),
          (.running, Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)),
          (.paused, Self.o(.active, threw: true, fc: 0.25, value: 25)),
          (.stopped, Self.o(.inactive, fc: 0, value: value, log: ["\(position)"])),
        ])
    }
  }

  @Test func setFractionComplete() throws {
    try Self.check(
      "fractionComplete = 0.6", { a throws(AnimatorError) in try a.setFractionComplete(0.6) },
      [
        (.inactive, Self.o(.active, fc: 0.6, value: 60)),
        (.running, Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, fc: 0.6, value: 60)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
        (.rigidInactive, Self.o(.inactive, threw: true, fc: 0, value: 0)),
      ])
    try Self.check(
      "fractionComplete = 7 (clamped)", { a throws(AnimatorError) in try a.setFractionComplete(7) },
      [(.paused, Self.o(.active, fc: 1, value: 100))])
    try Self.check(
      "fractionComplete = NaN", { a throws(AnimatorError) in try a.setFractionComplete(.nan) },
      [(.paused, Self.o(.active, threw: true, fc: 0.25, value: 25))])
  }

  @Test func setReversed() throws {
    try Self.check(
      "isReversed = true", { a throws(AnimatorError) in try a.setReversed(true, at: 0.5) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.inactiveEmpty, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, fc: 0.75, value: 25)),
        (.stopped, Self.o(.stopped, fc: 0.25, value: 25)),
      ])
    var flipped = try Self.make(.inactive)
    try flipped.setReversed(true, at: 0.5)
    let reversedWithAnimations = flipped.isReversed
    #expect(reversedWithAnimations, "inactive with animations: flips")
    var empty = try Self.make(.inactiveEmpty)
    try empty.setReversed(true, at: 0.5)
    let reversedWithoutAnimations = empty.isReversed
    #expect(reversedWithoutAnimations == false, "inactive without animations: ignored")
    var running = try Self.make(.running)
    try running.setReversed(true, at: 0.5)
    #expect(running.presentation(at: 0.75).value == 25, "runs back from 50 at the same pace")
  }

  @Test func continueAnimation() throws {
    try Self.check(
      "continueAnimation", { a throws(AnimatorError) in try a.continueAnimation(at: 0.5) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, running: true, fc: 0.25, later: 0.5, value: 25)),
        (.stopped, Self.o(.stopped, fc: 0.25, value: 25)),
        (
          .rigidRunning,
          Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)
        ),
      ])
    try Self.check(
      "continueAnimation(durationFactor: -1)",
      { a throws(AnimatorError) in try a.continueAnimation(durationFactor: -1, at: 0.5) },
      [(.paused, Self.o(.active, threw: true, fc: 0.25, value: 25))])
  }

  @Test func addAnimations() throws {
    let add: (inout PropertyAnimator<Box>) throws(AnimatorError) -> Void = {
      a throws(AnimatorError) in
      try a.addAnimations({ box, fraction in box.log.append("block \(fraction)") })
    }
    try Self.check(
      "addAnimations", add,
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
        (.inactiveEmpty, Self.o(.inactive, fc: 0, value: 0)),
      ])
    try Self.check(
      "addAnimations(delayFactor: 2)",
      { a throws(AnimatorError) in try a.addAnimations({ _, _ in }, delayFactor: 2) },
      [(.inactive, Self.o(.inactive, threw: true, fc: 0, value: 0))])
  }

  @Test func addingTheFirstBlockStartsATransientlyPausedAnimator() throws {
    var animator = try Self.make(.inactiveEmpty)
    try animator.startAnimation(at: 0.5)
    let runsWhileEmpty = animator.isRunning
    #expect(runsWhileEmpty == false)
    try animator.addAnimations { box, fraction in box.value = 10 * fraction }
    let runsAfterAddingABlock = animator.isRunning
    #expect(runsAfterAddingABlock)
    expectClose(animator.presentation(at: 1).value, 5, within: 1e-9)
  }

  @Test func configurationSetters() throws {
    try Self.check(
      "scrubsLinearly = false", { a throws(AnimatorError) in try a.setScrubsLinearly(false) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, threw: true, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, fc: 0.25, value: 25)),
      ])
    try Self.check(
      "isInterruptible = false", { a throws(AnimatorError) in try a.setInterruptible(false) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, threw: true, fc: 0.5, later: 0.75, value: 50)),
        (.paused, Self.o(.active, threw: true, fc: 0.25, value: 25)),
        (.stopped, Self.o(.stopped, threw: true, fc: 0.25, value: 25)),
      ])
    try Self.check(
      "pausesOnCompletion = true", { a throws(AnimatorError) in try a.setPausesOnCompletion(true) },
      [
        (.inactive, Self.o(.inactive, fc: 0, value: 0)),
        (.running, Self.o(.active, running: true, fc: 0.5, later: 0.75, value: 50)),
        (.rigidInactive, Self.o(.inactive, threw: true, fc: 0, value: 0)),
      ])
    var animator = try Self.make(.inactive)
    try animator.setPausesOnCompletion(true)
    #expect(throws: AnimatorError.self) { try animator.setInterruptible(false) }
  }

  @Test func finishingNaturally() throws {
    var forward = try Self.make(.running)
    #expect(forward.advance(to: 2) == [.finished(.end, at: 1)])
    let stateAfterFinishing = forward.state
    #expect(stateAfterFinishing == .inactive)
    let modelAfterFinishing = forward.model
    #expect(modelAfterFinishing == Box(value: 100, log: ["end"]))
    #expect(forward.advance(to: 3).isEmpty, "completions run once")

    var backward = try Self.make(.running)
    try backward.setReversed(true, at: 0.5)
    #expect(backward.advance(to: 2) == [.finished(.start, at: 1)])
    let modelAfterFinishingBackwards = backward.model
    #expect(modelAfterFinishingBackwards == Box(value: 0, log: ["start"]))

    var pausing = try Self.make(.running)
    try pausing.setPausesOnCompletion(true)
    #expect(pausing.advance(to: 2) == [.pausedAtEnd(at: 1)])
    let stateWhenPausedAtEnd = pausing.state
    #expect(stateWhenPausedAtEnd == .active)
    let runsWhenPausedAtEnd = pausing.isRunning
    #expect(runsWhenPausedAtEnd == false)
    #expect(pausing.fractionComplete(at: 2) == 1)
    let modelWhenPausedAtEnd = pausing.model
    #expect(modelWhenPausedAtEnd.log.isEmpty, "no completion while paused at the end")
    try pausing.setReversed(true, at: 2)
    try pausing.continueAnimation(at: 2)
    expectClose(pausing.presentation(at: 2.25).value, 75, within: 1e-9)
    #expect(pausing.advance(to: 2.9).isEmpty)
    #expect(pausing.advance(to: 3.5) == [.pausedAtEnd(at: 3)], "it pauses at the start too")
    try pausing.setPausesOnCompletion(false)
    try pausing.continueAnimation(at: 3.5)
    #expect(pausing.advance(to: 3.5) == [.finished(.start, at: 3.5)])
    let finalModel = pausing.model
    #expect(finalModel == Box(value: 0, log: ["start"]))
  }

  @Test func stoppingWithoutFinishingNeverRunsTheCompletions() throws {
    var animator = try Self.make(.running)
    try animator.stopAnimation(withoutFinishing: true, at: 0.5)
    #expect(animator.advance(to: 5).isEmpty)
    try animator.startAnimation(at: 5)
    #expect(animator.advance(to: 10).isEmpty, "its blocks went too: nothing left to finish")
    let modelAfterEmptyRestart = animator.model
    #expect(modelAfterEmptyRestart.log.isEmpty)
    let modelLeftWhereStopped = animator.model
    #expect(modelLeftWhereStopped.value == 50)
  }

  @Test func errorsSayWhatToDo() throws {
    var animator = try Self.make(.running)
    do {
      try animator.finishAnimation(at: .end, time: 0.5)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "finishAnimation(at:) is not allowed while the animator is active; call stopAnimation(withoutFinishing: false) first"
      )
    }
    #expect(throws: AnimatorError.self) { _ = try PropertyAnimator(model: Box(), duration: -1) }
    #expect(throws: AnimatorError.self) {
      _ = try PropertyAnimator(
        model: Box(), duration: 1, timing: .dampedSpring(dampingRatio: .nan, initialVelocity: 0))
    }
  }
}
