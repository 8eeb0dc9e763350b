import AnimationCore
import LockTestSupport
import Testing

/// Layers: presentation versus model, keys, removal, additive stacking, and completion events.
struct LayerTests {
  func ramp(
    from: Double = 0, to: Double = 10, duration: Double = 1, beginTime: Double = 0,
    fill: FillMode = .removed, additive: Bool = false, removedOnCompletion: Bool = true
  ) throws -> PropertyAnimation<Double, BasicAnimation<Double>> {
    try BasicAnimation<Double>(
      from: from, to: to,
      timing: MediaTiming(beginTime: beginTime, duration: duration, fillMode: fill),
      isAdditive: additive
    ).on(\.self, removedOnCompletion: removedOnCompletion)
  }

  @Test func presentationAppliesAnimationsWithoutTouchingTheModel() throws {
    var layer = Layer(model: 42.0)
    layer.add(try ramp(), forKey: "ramp")
    #expect(layer.presentation(at: 0.5) == 5)
    #expect(layer.presentation(at: 0.5) == 5, "pure: the same answer twice")
    #expect(layer.model == 42)
    #expect(layer.animationKeys == ["ramp"])
  }

  @Test func aFinishedAnimationIsRemovedUnlessToldOtherwise() throws {
    var layer = Layer(model: 42.0)
    layer.add(try ramp(fill: .forwards), forKey: "removed")
    #expect(layer.presentation(at: 2) == 42, "forwards fill alone does not persist")
    var kept = Layer(model: 42.0)
    kept.add(try ramp(fill: .forwards, removedOnCompletion: false), forKey: "kept")
    #expect(kept.presentation(at: 2) == 10)
    _ = kept.advance(to: 3)
    #expect(kept.animationKeys == ["kept"])
    #expect(kept.presentation(at: 3) == 10)
    _ = layer.advance(to: 3)
    #expect(layer.animationKeys.isEmpty)
  }

  @Test func additiveAnimationsStackOnTheValueUnderneath() throws {
    var layer = Layer(model: 100.0)
    layer.add(try ramp(to: 10, additive: true), forKey: "a")
    layer.add(try ramp(to: 4, additive: true), forKey: "b")
    #expect(layer.presentation(at: 0.5) == 107)
    layer.add(try ramp(from: 0, to: 20), forKey: "c")
    #expect(layer.presentation(at: 0.5) == 10, "a replacing animation overrides what is below it")
    layer.add(try ramp(to: 2, additive: true), forKey: "d")
    #expect(layer.presentation(at: 0.5) == 11)
  }

  @Test func keysReplaceAndRemove() throws {
    var layer = Layer(model: 0.0)
    layer.add(try ramp(to: 10), forKey: "x")
    layer.add(try ramp(to: 20), forKey: "y")
    layer.add(try ramp(to: 30), forKey: "x")
    #expect(layer.animationKeys == ["y", "x"])
    #expect(layer.presentation(at: 0.5) == 15)
    layer.removeAnimation(forKey: "x")
    #expect(layer.presentation(at: 0.5) == 10)
    #expect(layer.animation(forKey: "y")?.timing.duration == 1)
    #expect(layer.animation(forKey: "x") == nil)
    let events = layer.advance(to: 0.5)
    #expect(
      events == [
        .animationDidStop(key: "x", finished: false, time: 0.5),
        .animationDidStop(key: "x", finished: false, time: 0.5),
      ])
    layer.removeAllAnimations()
    #expect(layer.animationKeys.isEmpty)
  }

  @Test func addingAtATimeStartsNowAndCapturesThePresentation() throws {
    var layer = Layer(model: 0.0)
    layer.add(try ramp(to: 10, duration: 2), forKey: "move", at: 5)
    #expect(layer.presentation(at: 6) == 5, "begin time 0 became 5")
    layer.model = 50
    layer.add(
      try BasicAnimation<Double>(timing: MediaTiming(duration: 1)).on(\.self), forKey: "move",
      at: 6)
    // Implicit-style: from the presentation at 6 (5) to the model (50).
    expectClose(layer.presentation(at: 6.5), 27.5, within: Tolerance.exact)
  }

  @Test func pausingFreezesEveryAnimationAndResumingContinuesWithoutAJump() throws {
    var layer = Layer(model: 0.0)
    layer.add(try ramp(to: 10, duration: 4), forKey: "ramp")
    layer.pause(at: 1)
    let paused = layer.isPaused
    #expect(paused)
    #expect(layer.presentation(at: 1) == 2.5)
    #expect(layer.presentation(at: 100) == 2.5)
    layer.resume(at: 100)
    #expect(layer.presentation(at: 100) == 2.5)
    #expect(layer.presentation(at: 101) == 5)
    #expect(layer.advance(to: 102.9).isEmpty)
    #expect(layer.advance(to: 103) == [.animationDidStop(key: "ramp", finished: true, time: 103)])
  }

  @Test func eachCompletionIsDeliveredExactlyOnce() throws {
    var layer = Layer(model: 0.0)
    layer.add(try ramp(duration: 1), forKey: "short")
    layer.add(try ramp(duration: 2), forKey: "long")
    #expect(layer.advance(to: 0.5).isEmpty)
    #expect(layer.advance(to: 1.5) == [.animationDidStop(key: "short", finished: true, time: 1)])
    #expect(layer.advance(to: 1.5).isEmpty, "the same step again delivers nothing")
    #expect(layer.advance(to: 1.2).isEmpty, "nor does an earlier one")
    #expect(layer.advance(to: 9) == [.animationDidStop(key: "long", finished: true, time: 2)])
    #expect(layer.advance(to: 10).isEmpty)
  }

  @Test func aKeptAnimationReportsItsEndOnce() throws {
    var layer = Layer(model: 0.0)
    layer.add(try ramp(fill: .forwards, removedOnCompletion: false), forKey: "kept")
    #expect(layer.advance(to: 2) == [.animationDidStop(key: "kept", finished: true, time: 1)])
    #expect(layer.advance(to: 3).isEmpty)
    layer.removeAnimation(forKey: "kept")
    #expect(layer.advance(to: 4).isEmpty, "its end was already reported")
  }

  @Test func aTransactionCompletesAfterItsLongestAnimation() throws {
    var layer = Layer(model: 0.0)
    let transaction = layer.beginTransaction()
    layer.add(try ramp(duration: 1), forKey: "a")
    layer.add(try ramp(duration: 3), forKey: "b")
    layer.add(try ramp(duration: 2), forKey: "c")
    layer.commitTransaction()
    layer.add(try ramp(duration: 9), forKey: "outside")
    #expect(layer.advance(to: 2.5).count == 2)
    #expect(
      layer.advance(to: 3) == [
        .animationDidStop(key: "b", finished: true, time: 3),
        .transactionDidComplete(transaction, time: 3),
      ])
    #expect(layer.advance(to: 4).isEmpty, "delivered once")
  }

  @Test func anEmptyTransactionCompletesAtOnceAndRemovalCounts() throws {
    var layer = Layer(model: 0.0)
    let empty = layer.beginTransaction()
    layer.commitTransaction()
    #expect(layer.advance(to: 0) == [.transactionDidComplete(empty, time: 0)])

    let removed = layer.beginTransaction()
    layer.add(try ramp(duration: 5), forKey: "spin")
    layer.commitTransaction()
    #expect(layer.advance(to: 1).isEmpty)
    layer.removeAnimation(forKey: "spin")
    #expect(
      layer.advance(to: 2) == [
        .animationDidStop(key: "spin", finished: false, time: 2),
        .transactionDidComplete(removed, time: 2),
      ])
  }

  @Test func nestedTransactionsWaitForTheirInnerOnes() throws {
    var layer = Layer(model: 0.0)
    let outer = layer.beginTransaction()
    layer.add(try ramp(duration: 1), forKey: "a")
    let inner = layer.beginTransaction()
    layer.add(try ramp(duration: 2), forKey: "b")
    layer.commitTransaction()
    layer.commitTransaction()
    let events = layer.advance(to: 5)
    #expect(
      events == [
        .animationDidStop(key: "a", finished: true, time: 1),
        .animationDidStop(key: "b", finished: true, time: 2),
        .transactionDidComplete(inner, time: 2),
        .transactionDidComplete(outer, time: 2),
      ])
  }

  @Test func anEndlessAnimationNeverCompletes() throws {
    var layer = Layer(model: Angle.zero)
    let spin = try BasicAnimation<Angle>(
      from: .zero, to: .fullTurn, timing: MediaTiming(duration: 1, repeatCount: .infinity),
      isCumulative: true)
    layer.add(spin.on(\.self), forKey: "spin")
    expectClose(layer.presentation(at: 10.25).radians, 10.25 * 2 * .pi, within: 1e-9)
    #expect(layer.advance(to: 1e6).isEmpty)
  }
}
