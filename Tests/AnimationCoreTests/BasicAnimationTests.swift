import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §3: from/to/by, cumulative repeats, additive composition, rotation.
struct BasicAnimationTests {
  let timing = MediaTiming(duration: 1)

  /// The table of §3, half way through, with the model at 100.
  @Test func everyAllowedCombinationOfFromToAndBy() throws {
    func half(_ from: Double?, _ to: Double?, _ by: Double?) throws -> Double? {
      try BasicAnimation(from: from, to: to, by: by, timing: timing).value(at: 0.5, model: 100)
    }
    #expect(try half(0, 10, nil) == 5, "from+to: from → to")
    #expect(try half(0, nil, 10) == 5, "from+by: from → from+by")
    #expect(try half(nil, 10, 4) == 8, "by+to: to−by → to")
    #expect(try half(0, nil, nil) == 50, "from: from → model")
    #expect(try half(nil, 0, nil) == 50, "to: model → to")
    #expect(try half(nil, nil, 10) == 105, "by: model → model+by")
    #expect(try half(nil, nil, nil) == 100, "none, nothing captured: model → model")
  }

  @Test func oneSidedAnimationsReadTheModelLiveEveryFrame() throws {
    let toOnly = try BasicAnimation<Double>(to: 0, timing: timing)
    #expect(toOnly.value(at: 0.5, model: 100) == 50)
    #expect(toOnly.value(at: 0.5, model: 40) == 20, "the model moved: so does the start")
  }

  @Test func theNoValueCaseRunsFromTheCapturedPresentationToTheModel() throws {
    let implicit = try BasicAnimation<Double>(timing: timing).capturing(presentation: 20)
    #expect(implicit.value(at: 0.5, model: 100) == 60)
    let explicit = try BasicAnimation<Double>(from: 0, timing: timing).capturing(presentation: 20)
    #expect(explicit.value(at: 0.5, model: 100) == 50, "only the no-value case captures")
  }

  @Test func settingAllThreeIsRefused() {
    #expect(throws: ParameterError.self) {
      try BasicAnimation<Double>(from: 0, to: 1, by: 1, timing: MediaTiming(duration: 1))
    }
    #expect(throws: ParameterError.self) {
      try BasicAnimation<Double>(from: 0, to: 1, timing: MediaTiming(duration: -1))
    }
  }

  @Test func theCurveShapesEachIteration() throws {
    let eased = try BasicAnimation<Double>(from: 0, to: 1, timing: timing, curve: .easeInEaseOut)
    expectClose(eased.value(at: 0.25, model: 0), 0.129162, within: Tolerance.sixDigits)
  }

  @Test func cumulativeRepeatsContinueFromTheLastEnd() throws {
    let animation = try BasicAnimation<Double>(
      from: 0, to: 10,
      timing: MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards), isCumulative: true)
    expectClose(animation.value(at: 0.5, model: 0), 5, within: Tolerance.exact)
    expectClose(animation.value(at: 1.5, model: 0), 15, within: Tolerance.exact)
    expectClose(animation.value(at: 2.25, model: 0), 22.5, within: Tolerance.exact)
    expectClose(animation.value(at: 3, model: 0), 30, within: Tolerance.exact)
    expectClose(animation.value(at: 9, model: 0), 30, within: Tolerance.exact)
    let plain = try BasicAnimation<Double>(
      from: 0, to: 10, timing: MediaTiming(duration: 1, repeatCount: 3))
    expectClose(plain.value(at: 1.5, model: 0), 5, within: Tolerance.exact)
  }

  @Test func cumulativeWithANonZeroStartAddsTheDelta() throws {
    // The delta rule: iteration k adds k·(to − from), so each repeat starts where the last ended.
    let animation = try BasicAnimation<Double>(
      from: 5, to: 15, timing: MediaTiming(duration: 1, repeatCount: 2), isCumulative: true)
    expectClose(animation.value(at: 0.999_999, model: 0), 15, within: 1e-4)
    expectClose(animation.value(at: 1, model: 0), 15, within: Tolerance.exact)
    expectClose(animation.value(at: 1.5, model: 0), 20, within: Tolerance.exact)
  }
}

/// Seed 000: a rotation animates the unwrapped angle; the matrix mode shows the pitfall.
struct RotationTests {
  func rotation(to angle: Double) throws -> BasicAnimation<Angle> {
    try BasicAnimation(from: .zero, to: .radians(angle), timing: MediaTiming(duration: 2))
  }

  @Test func aWholeTurnPassesHalfWayAtPi() throws {
    expectClose(try rotation(to: 2 * .pi).value(at: 1, model: .zero)?.radians, .pi, within: 1e-12)
    expectClose(
      try rotation(to: 2 * .pi).value(at: 0.5, model: .zero)?.radians, .pi / 2, within: 1e-12)
  }

  @Test func minusTwoPiTurnsTheOtherWay() throws {
    expectClose(try rotation(to: -2 * .pi).value(at: 1, model: .zero)?.radians, -.pi, within: 1e-12)
  }

  @Test func fourPiIsTwoTurnsPassingTwoPiAtHalfTime() throws {
    expectClose(
      try rotation(to: 4 * .pi).value(at: 1, model: .zero)?.radians, 2 * .pi, within: 1e-12)
    expectClose(
      try rotation(to: 4 * .pi).value(at: 1.999_999, model: .zero)?.radians, 4 * .pi, within: 1e-5)
  }

  @Test func matrixInterpolationCollapsesAWholeTurnToNothing() throws {
    let matrix = try BasicAnimation<RotationMatrix>(
      from: RotationMatrix(angle: .zero), to: RotationMatrix(angle: .radians(2 * .pi)),
      timing: MediaTiming(duration: 2))
    for time in stride(from: 0.0, through: 1.9, by: 0.1) {
      expectClose(
        matrix.value(at: time, model: .zero)?.angle.radians, 0, within: 1e-12, "at \(time)")
    }
  }

  @Test func matrixInterpolationTurnsPlusAndMinusPiTheSameWay() throws {
    for target in [Double.pi, -.pi] {
      let matrix = try BasicAnimation<RotationMatrix>(
        from: RotationMatrix(angle: .zero), to: RotationMatrix(angle: .radians(target)),
        timing: MediaTiming(duration: 2))
      expectClose(
        matrix.value(at: 1, model: .zero)?.angle.radians, .pi / 2, within: 1e-12, "to \(target)")
    }
    // Below π the sign is obeyed; an unwrapped angle obeys it always.
    let small = try BasicAnimation<RotationMatrix>(
      from: .zero, to: RotationMatrix(angle: .radians(-0.99 * .pi)),
      timing: MediaTiming(duration: 2))
    expectClose(small.value(at: 1, model: .zero)?.angle.radians, -0.495 * .pi, within: 1e-12)
    expectClose(try rotation(to: -.pi).value(at: 1, model: .zero)?.radians, -.pi / 2, within: 1e-12)
  }
}
