import AnimationCore
import LockTestSupport
import Testing

struct MediaTimingTests {
  @Test func defaultsAreCoreAnimations() {
    let timing = MediaTiming()
    #expect(timing.beginTime == 0)
    #expect(timing.duration == 0)
    #expect(timing.speed == 1)
    #expect(timing.timeOffset == 0)
    #expect(timing.repeatCount == 0)
    #expect(timing.repeatDuration == 0)
    #expect(timing.autoreverses == false)
    #expect(timing.fillMode == .removed)
    #expect(timing.activeDuration() == 0.25)
  }

  /// Every fill mode × phase, with the node starting in the future (begin 1, duration 1).
  @Test(arguments: FillMode.allCases)
  func fillModeDecidesTheEffectInEachPhase(_ fill: FillMode) {
    let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: fill)
    let backwards = fill == .backwards || fill == .both
    let forwards = fill == .forwards || fill == .both

    #expect(timing.phase(at: 0.5) == .before)
    #expect(timing.progress(at: 0.5) == (backwards ? 0 : nil))
    #expect(timing.phase(at: 1.0) == .active)
    #expect(timing.progress(at: 1.0) == 0)
    #expect(timing.phase(at: 1.5) == .active)
    #expect(timing.progress(at: 1.5) == 0.5)
    #expect(timing.phase(at: 2.0) == .after, "the end belongs to the after phase")
    #expect(timing.progress(at: 2.0) == (forwards ? 1 : nil))
    #expect(timing.progress(at: 7.0) == (forwards ? 1 : nil))
    #expect(timing.sample(at: 7.0)?.phase == (forwards ? .after : nil))
  }

  @Test(arguments: FillMode.allCases)
  func negativeSpeedSwapsWhereTheFillsApply(_ fill: FillMode) {
    // Active for parent times in (0, 1]; the "after" side now lies earlier in parent time.
    let timing = MediaTiming(beginTime: 1, duration: 1, speed: -1, fillMode: fill)
    #expect(timing.phase(at: -1) == .after)
    #expect(timing.progress(at: -1) == (fill.fillsForwards ? 1 : nil))
    #expect(timing.phase(at: 2) == .before)
    #expect(timing.progress(at: 2) == (fill.fillsBackwards ? 0 : nil))
  }

  @Test func repeatEdgesReportTheIterationAndAnInclusiveEnd() {
    let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    #expect(timing.sample(at: 0.999)?.iteration == 0)
    #expect(timing.sample(at: 1.0)?.iteration == 1)
    #expect(timing.progress(at: 1.0) == 0)
    #expect(timing.sample(at: 3.0)?.iteration == 2)
    #expect(timing.progress(at: 3.0) == 1)
    #expect(timing.iteration(at: 99) == 2)
  }

  @Test func autoreverseEndsAtZeroAndItsHalfEndsAtOne() {
    let twice = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(twice.activeDuration() == 4)
    #expect(twice.progress(at: 3.5) == 0.5)
    #expect(twice.progress(at: 4.0) == 0)
    #expect(twice.iteration(at: 4.0) == 1)
    let oneAndAHalf = MediaTiming(
      duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
    #expect(oneAndAHalf.progress(at: 2.5) == 0.5)
    #expect(oneAndAHalf.progress(at: 3.0) == 1, "ends half way into a cycle: the forward end")
    let half = MediaTiming(duration: 1, repeatCount: 0.5, fillMode: .forwards)
    #expect(half.progress(at: 0.5) == 0.5)
  }

  @Test func negativeTimeOffsetWrapsBackwards() {
    let timing = MediaTiming(duration: 1, timeOffset: -0.25)
    expectClose(timing.progress(at: 0), 0.75, within: Tolerance.exact)
    expectClose(timing.progress(at: 0.5), 0.25, within: Tolerance.exact)
  }

  @Test func timeOffsetIsNotScaledBySpeed() {
    let timing = MediaTiming(duration: 4, speed: 2, timeOffset: 1)
    // e = 0.5·2 = 1, t = 1 + 1 = 2: half way. A speed-scaled offset would give 0.75.
    expectClose(timing.progress(at: 0.5), 0.5, within: Tolerance.exact)
  }

  @Test func nestedTimingComposesAndSpeedsMultiply() {
    let parent = MediaTiming(beginTime: 1, duration: 4, speed: 2)
    let child = MediaTiming(beginTime: 0.5, duration: 1, speed: 2)
    // Parent local time at tp = 1.375 is (0.375)·2 = 0.75; the child's is (0.75 − 0.5)·2 = 0.5.
    let local = parent.localTime(at: 1.375)
    #expect(local == 0.75)
    expectClose(child.progress(at: local ?? .nan), 0.5, within: Tolerance.exact)
    // One parent second is four child seconds: the child (1 s) ends 0.25 s after it starts.
    #expect(child.progress(at: parent.localTime(at: 1.5) ?? .nan) == nil)
  }

  @Test func aGroupMirrorsItsChildrenWhenAutoreversing() {
    let group = MediaTiming(duration: 2, autoreverses: true)
    let child = MediaTiming(duration: 2)
    // At 3 s the group plays backwards: local time 1 → the child's half way.
    #expect(group.localTime(at: 3) == 1)
    expectClose(child.progress(at: group.localTime(at: 3) ?? .nan), 0.5, within: Tolerance.exact)
  }

  @Test func zeroDurationTakesTheDurationItIsGiven() {
    let child = MediaTiming(duration: 0)
    expectClose(child.progress(at: 1, zeroDuration: 4), 0.25, within: Tolerance.exact)
    #expect(child.activeDuration(zeroDuration: 4) == 4)
  }

  @Test func unusableNumbersHaveNoEffectInsteadOfTrapping() {
    let bad: [MediaTiming] = [
      MediaTiming(duration: -1), MediaTiming(duration: .nan), MediaTiming(duration: .infinity),
      MediaTiming(duration: 1, speed: .nan), MediaTiming(duration: 1, speed: .infinity),
      MediaTiming(beginTime: .nan, duration: 1), MediaTiming(duration: 1, timeOffset: .infinity),
      MediaTiming(duration: 1, repeatCount: .nan),
    ]
    for timing in bad {
      #expect(timing.progress(at: 0.5) == nil)
    }
    #expect(MediaTiming(duration: 1).progress(at: .nan) == nil)
    #expect(MediaTiming(duration: 1, fillMode: .both).progress(at: .infinity) == 1)
  }

  @Test func endTimeIsWhereAForwardRunLeavesTheActivePhase() {
    #expect(MediaTiming(beginTime: 1, duration: 2, repeatCount: 2).endTime() == 5)
    #expect(MediaTiming(duration: 2, speed: 4).endTime() == 0.5)
    #expect(MediaTiming(beginTime: 3, duration: 2, speed: -1).endTime() == 3)
    #expect(MediaTiming(duration: 2, speed: 0).endTime() == .infinity)
  }
}

struct MediaTimingValidationTests {
  @Test func aSoundTimingValidatesUnchanged() throws {
    let timing = MediaTiming(
      beginTime: 2, duration: 1, speed: -2, timeOffset: 0.5, repeatCount: .infinity,
      autoreverses: true, fillMode: .both)
    #expect(try timing.validated() == timing)
  }

  @Test(arguments: [
    (MediaTiming(duration: -1), "duration"),
    (MediaTiming(duration: .nan), "duration"),
    (MediaTiming(duration: .infinity), "duration"),
    (MediaTiming(beginTime: .infinity, duration: 1), "beginTime"),
    (MediaTiming(duration: 1, speed: .nan), "speed"),
    (MediaTiming(duration: 1, timeOffset: -.infinity), "timeOffset"),
    (MediaTiming(duration: 1, repeatCount: -2), "repeatCount"),
    (MediaTiming(duration: 1, repeatCount: .nan), "repeatCount"),
    (MediaTiming(duration: 1, repeatDuration: -1), "repeatDuration"),
    (MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 3), "repeatDuration"),
  ])
  func badFieldsAreNamed(_ timing: MediaTiming, _ field: String) {
    #expect {
      _ = try timing.validated()
    } throws: { error in
      guard let error = error as? ParameterError else { return false }
      return error.owner == "MediaTiming" && error.field == field
    }
  }

  @Test func theMessageSaysWhatIsAllowed() {
    do {
      _ = try MediaTiming(duration: -1).validated()
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "MediaTiming.duration is -1.0, but it must be a finite number ≥ 0 (0 means 0.25 s)")
    }
  }
}
