import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §4: keyframe vectors in every calculation mode, and bad input.
struct KeyframeAnimationTests {
  @Test func linearInterpolatesWithinTheSegmentAtP() throws {
    let animation = try KeyframeAnimation<Double>(values: [0, 10, 30], keyTimes: [0, 0.5, 1])
    expectClose(animation.value(atProgress: 0.25), 5, within: Tolerance.exact)
    expectClose(animation.value(atProgress: 0.5), 10, within: Tolerance.exact)
    expectClose(animation.value(atProgress: 0.75), 20, within: Tolerance.exact)
    expectClose(animation.value(atProgress: 1), 30, within: Tolerance.exact)
  }

  @Test func segmentTimingFunctionsShapeTheirSegmentOnly() throws {
    let animation = try KeyframeAnimation<Double>(
      values: [0, 10, 30], keyTimes: [0, 0.5, 1], timingFunctions: [.easeIn, .linear])
    expectClose(animation.value(atProgress: 0.25), 3.153568, within: Tolerance.sixDigits)
    expectClose(animation.value(atProgress: 0.75), 20, within: Tolerance.exact)
  }

  @Test func theWholeAnimationCurveIsAppliedFirst() throws {
    let animation = try KeyframeAnimation<Double>(
      values: [0, 10, 30], keyTimes: [0, 0.5, 1], timing: MediaTiming(duration: 2),
      curve: .easeInEaseOut)
    // t = 0.5 s → p = 0.25 → easeInEaseOut 0.129162 → segment 0 at 0.258324.
    expectClose(animation.value(at: 0.5, model: 0), 2.58324, within: 1e-5)
  }

  @Test func missingKeyTimesAreEvenlySpaced() throws {
    let animation = try KeyframeAnimation<Double>(values: [0, 10, 30, 60])
    #expect(animation.effectiveKeyTimes == [0, 1.0 / 3, 2.0 / 3, 1])
    expectClose(animation.value(atProgress: 0.5), 20, within: 1e-12)
  }

  @Test func discreteHoldsEachValueUntilTheNextKeyTime() throws {
    let animation = try KeyframeAnimation<Double>(
      values: [1, 2, 3], keyTimes: [0, 0.2, 0.6, 1], calculationMode: .discrete)
    #expect(animation.value(atProgress: 0.1) == 1)
    #expect(animation.value(atProgress: 0.2) == 2)
    #expect(animation.value(atProgress: 0.59) == 2)
    #expect(animation.value(atProgress: 0.6) == 3)
    #expect(animation.value(atProgress: 1) == 3)
    let even = try KeyframeAnimation<Double>(values: [1, 2, 3, 4], calculationMode: .discrete)
    #expect(even.value(atProgress: 0.24) == 1)
    #expect(even.value(atProgress: 0.25) == 2)
    #expect(even.value(atProgress: 0.99) == 4)
  }

  @Test func pacedRetimesSegmentsByLengthAndIgnoresKeyTimes() throws {
    let scalars = try KeyframeAnimation<Double>(
      values: [0, 10, 30], keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn, .easeIn],
      calculationMode: .paced)
    expectClose(scalars.effectiveKeyTimes[1], 1.0 / 3, within: Tolerance.exact)
    expectClose(scalars.value(atProgress: 0.5), 15, within: Tolerance.exact)
    let points = try KeyframeAnimation<Point2D>(
      values: [Point2D(x: 0, y: 0), Point2D(x: 3, y: 4), Point2D(x: 3, y: 10)],
      calculationMode: .paced)
    expectClose(points.effectiveKeyTimes[1], 5.0 / 11, within: Tolerance.exact)
    #expect(points.effectiveKeyTimes.last == 1)
  }

  @Test func cubicWithZeroParametersIsCatmullRom() throws {
    let spline = try KeyframeAnimation<Double>(values: [0, 10, 30], calculationMode: .cubic)
    expectClose(spline.value(atProgress: 0.25), 3.75, within: Tolerance.exact)
    expectClose(spline.value(atProgress: 0.75), 20.625, within: Tolerance.exact)
    expectClose(spline.value(atProgress: 0.5), 10, within: Tolerance.exact)
  }

  @Test func tensionOneFlattensTheTangents() throws {
    let tight = try KeyframeAnimation<Double>(
      values: [0, 10, 30], calculationMode: .cubic, tension: [1, 1, 1])
    expectClose(tight.value(atProgress: 0.25), 5, within: Tolerance.exact)
    let biased = try KeyframeAnimation<Double>(
      values: [0, 10, 30], calculationMode: .cubic, bias: [0, 1, 0])
    // Bias 1 at the middle key: its tangents use only the incoming chord (10 − 0) = 10.
    // Segment 1 at ½: 0.5·10 + 0.125·10 + 0.5·30 − 0.125·10 = 20.
    expectClose(biased.value(atProgress: 0.75), 20, within: Tolerance.exact)
  }

  @Test func cubicPacedMovesAtConstantSpeedAlongTheSpline() throws {
    let spline = try KeyframeAnimation<Point2D>(
      values: [
        Point2D(x: 0, y: 0), Point2D(x: 2, y: 1), Point2D(x: 10, y: 1), Point2D(x: 11, y: 0),
      ],
      keyTimes: [0, 0.1, 0.9, 1], calculationMode: .cubicPaced)
    // Arc length travelled in each 1% of the time, measured along 20 sub-steps.
    var previous = spline.value(atProgress: 0)
    var steps: [Double] = []
    for i in 1...100 {
      var travelled = 0.0
      for j in 1...20 {
        let current = spline.value(atProgress: (Double(i - 1) + Double(j) / 20) / 100)
        travelled += previous.distance(to: current)
        previous = current
      }
      steps.append(travelled)
    }
    let mean = steps.reduce(0, +) / Double(steps.count)
    for (i, step) in steps.enumerated() {
      #expect(abs(step - mean) / mean < 0.02, "step \(i) is \(step), mean \(mean)")
    }
    #expect(spline.value(atProgress: 1) == Point2D(x: 11, y: 0))
    // Plain cubic spends equal time per segment: its short first segment crawls.
    let timed = try KeyframeAnimation<Point2D>(
      values: spline.values, calculationMode: .cubic)
    let crawl = timed.value(atProgress: 0.01).distance(to: timed.value(atProgress: 0))
    #expect(crawl < mean / 2)
  }

  @Test func cumulativeKeyframesAddTheSpanPerIteration() throws {
    let animation = try KeyframeAnimation<Double>(
      values: [0, 4, 10], timing: MediaTiming(duration: 1, repeatCount: 2), isCumulative: true)
    expectClose(animation.value(at: 1.25, model: 0), 12, within: Tolerance.exact)
  }

  @Test func badKeyframesSayWhatToFix() {
    func refusal(_ make: () throws(KeyframeError) -> KeyframeAnimation<Double>) -> KeyframeError? {
      do {
        _ = try make()
        return nil
      } catch {
        return error
      }
    }
    #expect(
      refusal { () throws(KeyframeError) in try KeyframeAnimation(values: []) } == .emptyValues)
    #expect(
      refusal { () throws(KeyframeError) in try KeyframeAnimation(values: [0, .nan]) }
        == .valueNotFinite(index: 1))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1], keyTimes: [0, 0.5, 1])
      }
        == .keyTimeCount(expected: 2, actual: 3, mode: .linear))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1], keyTimes: [0, 1], calculationMode: .discrete)
      } == .keyTimeCount(expected: 3, actual: 2, mode: .discrete))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1, 2], keyTimes: [0, 0.6, 0.4])
      } == .keyTimesDecreasing(index: 2, previous: 0.6, value: 0.4))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1, 2], keyTimes: [0, .nan, 1])
      }?.description == "keyTimes[1] is nan; key times must lie in 0…1")
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1], keyTimes: [0.1, 1])
      } == .keyTimesMustSpanZeroToOne(first: 0.1, last: 1))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1, 2], timingFunctions: [.easeIn])
      } == .timingFunctionCount(expected: 2, actual: 1))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1], calculationMode: .cubic, bias: [2])
      } == .splineParameterOutOfRange(name: "bias", index: 0, value: 2))
    #expect(
      refusal { () throws(KeyframeError) in
        try KeyframeAnimation(values: [0, 1, 2], keyTimes: [0, 0.6, 0.4])
      }?.description
        == "keyTimes[2] is 0.4, less than keyTimes[1] = 0.6; key times must not decrease")
  }
}

/// Seed 001: UIView-style keyframes with relative start times and durations.
struct KeyframeSequenceTests {
  struct Plane: Sendable, Equatable {
    var x = 0.0
    var y = 0.0
    var tilt = Angle.zero
    var alpha = 1.0
  }

  @Test func theUIViewKeyframeExample() throws {
    var sequence = KeyframeSequence<Plane>(duration: 2)
    try sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.5) { $0.set(\.x, to: 100) }
    try sequence.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { $0.set(\.x, to: 300) }
    let group = try #require(try sequence.animation(from: Plane()))
    var layer = Layer(model: sequence.finalModel(from: Plane()))
    layer.add(group, forKey: "fly")
    expectClose(layer.presentation(at: 0.5).x, 25.8324, within: 1e-4)
    expectClose(layer.presentation(at: 1.0).x, 100, within: 1e-9)
    expectClose(layer.presentation(at: 1.5).x, 248.3352, within: 1e-4)
    #expect(layer.presentation(at: 2.5).x == 300, "after the end: the model")
  }

  @Test func overlappingBlocksForDifferentPropertiesEachHoldBetweenTheirOwnKeyframes() throws {
    var sequence = KeyframeSequence<Plane>(duration: 1, curve: .linear)
    try sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.25) {
      $0.set(\.x, to: 80)
      $0.set(\.y, to: -10)
    }
    try sequence.addKeyframe(relativeStart: 0.1, relativeDuration: 0.4) {
      $0.set(\.tilt, to: .degrees(-22.5))
    }
    try sequence.addKeyframe(relativeStart: 0.25, relativeDuration: 0.25) {
      $0.set(\.x, to: 180)
      $0.set(\.alpha, to: 0)
    }
    try sequence.addKeyframe(relativeStart: 0.55, relativeDuration: 0.45) {
      $0.set(\.alpha, to: 1)
      $0.set(\.x, to: 0)
    }
    let group = try #require(try sequence.animation(from: Plane()))
    var layer = Layer(model: Plane())
    layer.add(group, forKey: "depart")
    let early = layer.presentation(at: 0.05)
    expectClose(early.x, 16, within: 1e-9)
    #expect(early.tilt == .zero, "tilt waits for its own keyframe at 0.1")
    expectClose(layer.presentation(at: 0.3).tilt.degrees, -11.25, within: 1e-9)
    expectClose(layer.presentation(at: 0.375).alpha, 0.5, within: 1e-9)
    let gap = layer.presentation(at: 0.52)
    expectClose(gap.x, 180, within: 1e-9, "x holds from 0.5 until its next keyframe at 0.55")
    expectClose(gap.alpha, 0, within: 1e-9)
    #expect(
      sequence.finalModel(from: Plane()) == Plane(x: 0, y: -10, tilt: .degrees(-22.5), alpha: 1))
    #expect(sequence.keyPaths.count == 4)
  }

  @Test func discreteModeJumpsWhenABlockStarts() throws {
    var sequence = KeyframeSequence<Plane>(
      duration: 1, calculationMode: .discrete, curve: .linear)
    try sequence.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) { $0.set(\.x, to: 7) }
    let group = try #require(try sequence.animation(from: Plane()))
    var layer = Layer(model: Plane())
    layer.add(group, forKey: "jump")
    #expect(layer.presentation(at: 0.49).x == 0)
    #expect(layer.presentation(at: 0.5).x == 7)
  }

  @Test func aZeroDurationAppliesTheChangesAtOnce() throws {
    var sequence = KeyframeSequence<Plane>(duration: 0)
    try sequence.addKeyframe(relativeStart: 0, relativeDuration: 1) { $0.set(\.y, to: 5) }
    #expect(try sequence.animation(from: Plane()) == nil)
    #expect(sequence.finalModel(from: Plane()).y == 5)
  }

  @Test func blocksOutsideTheRunAreRefused() {
    var sequence = KeyframeSequence<Plane>(duration: 1)
    #expect(throws: KeyframeError.relativeTimeOutOfRange(start: 0.8, duration: 0.3)) {
      try sequence.addKeyframe(relativeStart: 0.8, relativeDuration: 0.3) { $0.set(\.x, to: 1) }
    }
    #expect(throws: KeyframeError.self) {
      try sequence.addKeyframe(relativeStart: -0.1, relativeDuration: 0.3) { $0.set(\.x, to: 1) }
    }
  }
}
