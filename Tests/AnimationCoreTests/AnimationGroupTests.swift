import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §5: children in the group's time space, clipped not scaled.
struct AnimationGroupTests {
  func ramp(
    _ duration: Double, beginTime: Double = 0, fill: FillMode = .removed
  ) throws -> PropertyAnimation<Double, BasicAnimation<Double>> {
    try BasicAnimation<Double>(
      from: 0, to: 10, timing: MediaTiming(beginTime: beginTime, duration: duration, fillMode: fill)
    ).on(\.self)
  }

  func present(_ group: AnimationGroup<Double>, at time: Double, model: Double = -1) -> Double {
    var layer = Layer(model: model)
    layer.add(group, forKey: "group")
    return layer.presentation(at: time)
  }

  @Test func aLongChildIsClippedNotScaled() throws {
    let group = AnimationGroup<Double>([try ramp(10)], timing: MediaTiming(duration: 5))
    expectClose(present(group, at: 2.5), 2.5, within: Tolerance.exact, "not scaled: 2.5 s is 2.5")
    expectClose(present(group, at: 4.9), 4.9, within: 1e-12)
    #expect(present(group, at: 5) == -1, "clipped at 5 s: the model shows")
  }

  @Test func childBeginTimesAreOffsetsIntoTheGroup() throws {
    let group = AnimationGroup<Double>(
      [try ramp(1, beginTime: 1)], timing: MediaTiming(beginTime: 2, duration: 3))
    #expect(present(group, at: 2.5) == -1, "the child starts 1 s into the group")
    expectClose(present(group, at: 3.5), 5, within: Tolerance.exact)
  }

  @Test func aZeroDurationGroupLastsAQuarterSecondAndClipsItsChildren() throws {
    let group = AnimationGroup<Double>([try ramp(1)], timing: MediaTiming())
    expectClose(present(group, at: 0.2), 2, within: Tolerance.exact)
    #expect(present(group, at: 0.25) == -1)
  }

  @Test func aZeroDurationChildTakesTheGroupsDuration() throws {
    let group = AnimationGroup<Double>([try ramp(0)], timing: MediaTiming(duration: 4))
    expectClose(present(group, at: 1), 2.5, within: Tolerance.exact)
  }

  @Test func aChildThatEndsEarlyNeedsItsOwnFillInsideTheGroup() throws {
    let bare = AnimationGroup<Double>([try ramp(1)], timing: MediaTiming(duration: 3))
    #expect(present(bare, at: 2) == -1)
    let filled = AnimationGroup<Double>(
      [try ramp(1, fill: .forwards)], timing: MediaTiming(duration: 3))
    #expect(present(filled, at: 2) == 10)
  }

  @Test func theGroupsFillDecidesOutsideItsInterval() throws {
    let held = AnimationGroup<Double>(
      [try ramp(1, fill: .forwards)],
      timing: MediaTiming(beginTime: 1, duration: 2, fillMode: .both), removedOnCompletion: false)
    #expect(present(held, at: 0) == 0, "before: the group's time is held at its start")
    #expect(present(held, at: 5) == 10)
    let gone = AnimationGroup<Double>(
      [try ramp(1, fill: .forwards)],
      timing: MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards))
    #expect(present(gone, at: 5) == -1, "removed on completion: a forwards fill does not persist")
  }

  @Test func theGroupsSpeedAndAutoreverseApplyToEveryChild() throws {
    let fast = AnimationGroup<Double>([try ramp(2)], timing: MediaTiming(duration: 2, speed: 2))
    expectClose(present(fast, at: 0.5), 5, within: Tolerance.exact)
    let mirrored = AnimationGroup<Double>(
      [try ramp(2)], timing: MediaTiming(duration: 2, autoreverses: true))
    expectClose(present(mirrored, at: 3.5), 2.5, within: Tolerance.exact)
  }

  @Test func aFittingGroupLastsUntilItsLatestChildEnds() throws {
    let group = AnimationGroup<Double>(fitting: [try ramp(1), try ramp(2, beginTime: 1.5)])
    #expect(group.timing.duration == 3.5)
  }
}
