import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §2: the named curves, the extension rule, steps and the inverse.
struct TimingCurveTests {
  static let points = [0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9]

  static let table: [(String, TimingCurve, [Double])] = [
    ("easeIn", .easeIn, [0.017027, 0.093465, 0.214861, 0.315357, 0.429120, 0.621862, 0.839428]),
    ("easeOut", .easeOut, [0.160572, 0.378138, 0.570880, 0.684643, 0.785139, 0.906535, 0.982973]),
    (
      "easeInEaseOut", .easeInEaseOut,
      [0.019722, 0.129162, 0.331884, 0.500000, 0.668116, 0.870838, 0.980278]
    ),
    ("default", .default, [0.094796, 0.408511, 0.682541, 0.802403, 0.885229, 0.960459, 0.994316]),
    ("linear", .linear, points),
  ]

  @Test(arguments: table)
  func namedCurvesMatchTheSpecAtSevenPoints(_ name: String, _ curve: TimingCurve, _ ys: [Double]) {
    for (x, y) in zip(Self.points, ys) {
      expectClose(curve.value(at: x), y, within: Tolerance.sixDigits, "\(name)(\(x))")
    }
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test func namedCurvesUseApplesControlPoints() {
    func points(_ curve: TimingCurve) -> [Double] {
      guard let p = curve.controlPoints else { return [] }
      return [p.x1, p.y1, p.x2, p.y2]
    }
    #expect(points(.default) == [0.25, 0.1, 0.25, 1.0])
    #expect(points(.easeIn) == [0.42, 0, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0.58, 1])
    #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
    #expect(points(.linear) == [0, 0, 1, 1])
    #expect(TimingCurve.default != TimingCurve.easeInEaseOut)
  }

  @Test func symmetries() {
    for i in 0...100 {
      let x = Double(i) / 100
      expectClose(
        TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x),
        within: Tolerance.sixDigits, "easeOut(x) = 1 − easeIn(1−x) at \(x)")
      expectClose(
        TimingCurve.easeInEaseOut.value(at: 1 - x), 1 - TimingCurve.easeInEaseOut.value(at: x),
        within: Tolerance.sixDigits, "easeInEaseOut symmetric at \(x)")
    }
  }

  /// The solver's error in x is below 1e-7, on the bisection path too.
  ///
  /// With y1 = 1/3 and y2 = 2/3, Y(t) = t, so value(at: x) is the solved parameter itself and
  /// X(value) − x is the solver's error. x1 = 1, x2 = 0 has X′(½) = 0, forcing the bisection path.
  @Test(arguments: [(0.42, 0.58), (0.9, 0.1), (1.0, 0.0), (0.0, 1.0), (0.25, 0.25)])
  func theSolverIsAccurateToATenMillionthInX(_ x1: Double, _ x2: Double) throws {
    let curve = try TimingCurve.cubicBezier(x1: x1, y1: 1.0 / 3, x2: x2, y2: 2.0 / 3)
    for i in 1..<1000 {
      let x = Double(i) / 1000
      let t = curve.value(at: x)
      let solvedX = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
      #expect(abs(solvedX - x) <= 1e-7, "x \(x): X(t) = \(solvedX)")
    }
  }

  @Test func outsideTheUnitIntervalTheCurveExtendsAlongItsEndTangents() throws {
    // easeIn: P1 = (0.42, 0) is horizontal from the start; at the end P2 = P3, so P1 sets it.
    expectClose(TimingCurve.easeIn.value(at: -0.5), 0, within: Tolerance.exact)
    expectClose(TimingCurve.easeIn.value(at: 1.5), 1 + 0.5 / 0.58, within: Tolerance.exact)
    // easeOut: P1 = P0, so P2 = (0.58, 1) sets the start; at the end P2 is horizontal.
    expectClose(TimingCurve.easeOut.value(at: -0.5), -0.5 / 0.58, within: Tolerance.exact)
    expectClose(TimingCurve.easeOut.value(at: 1.5), 1, within: Tolerance.exact)
    // default: slope 0.1/0.25 at the start.
    expectClose(TimingCurve.default.value(at: -1), -0.4, within: Tolerance.exact)
    // Vertical tangents extend flat.
    let vertical = try TimingCurve.cubicBezier(x1: 0, y1: 0.5, x2: 1, y2: 0.5)
    #expect(vertical.value(at: -3) == 0)
    #expect(vertical.value(at: 4) == 1)
    // Control points that all coincide with end points: linear, also outside.
    let chord = try TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    expectClose(chord.value(at: -2), -2, within: Tolerance.exact)
    expectClose(chord.value(at: 3), 3, within: Tolerance.exact)
    expectClose(chord.value(at: 0.3), 0.3, within: 1e-7)
    let collapsed = try TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 0, y2: 0)
    expectClose(collapsed.value(at: -1), -1, within: Tolerance.exact)
    expectClose(collapsed.value(at: 2), 2, within: Tolerance.exact)
    // A control point on the far end still sets the tangent it is first for.
    let far = try TimingCurve.cubicBezier(x1: 1, y1: 1, x2: 0.5, y2: 0)
    expectClose(far.value(at: -1), -1, within: Tolerance.exact)
  }

  @Test func overshootingCurvesEvaluateButHaveNoInverse() throws {
    let back = try TimingCurve.cubicBezier(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5)
    expectClose(back.value(at: 0.5), 0.5, within: 1e-7)
    #expect(back.value(at: 0.1) < 0)
    #expect(back.value(at: 0.9) > 1)
    #expect(back.isMonotonic == false)
    #expect(back.inverse(at: 0.5) == nil)
  }

  @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
  func theInverseRoundTrips(_ curve: TimingCurve) {
    #expect(curve.isMonotonic)
    for i in 0...200 {
      let y = Double(i) / 200
      let x = curve.inverse(at: y) ?? .nan
      expectClose(curve.value(at: x), y, within: Tolerance.sixDigits, "curve(inverse(\(y)))")
    }
    for i in 0...200 {
      let x = Double(i) / 200
      expectClose(curve.inverse(at: curve.value(at: x)), x, within: 1e-5, "inverse(curve(\(x)))")
    }
    #expect(curve.inverse(at: -1) == 0)
    #expect(curve.inverse(at: 2) == 1)
    #expect(curve.inverse(at: .nan) == nil)
  }

  @Test func theAnimatorsExampleResumesWhereItWasPaused() {
    // easeInEaseOut paused at time 0.25 shows 0.129162; resuming must start from time 0.25.
    expectClose(TimingCurve.easeInEaseOut.inverse(at: 0.129162), 0.25, within: 1e-5)
  }

  @Test func badParametersThrowNamingTheField() {
    let cases: [(Double, Double, Double, Double, String)] = [
      (-0.1, 0, 1, 1, "x1"), (1.1, 0, 1, 1, "x1"), (0, .nan, 1, 1, "y1"),
      (0, 0, 1.5, 1, "x2"), (0, 0, .nan, 1, "x2"), (0, 0, 1, .infinity, "y2"),
    ]
    for (x1, y1, x2, y2, field) in cases {
      #expect {
        _ = try TimingCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      } throws: { error in
        (error as? ParameterError)?.field == field
      }
    }
    do {
      _ = try TimingCurve.cubicBezier(x1: 2, y1: 0, x2: 1, y2: 1)
    } catch {
      #expect(error.description == "TimingCurve.x1 is 2.0, but it must be a number in 0…1")
    }
  }
}

/// CSS step functions: at and around every jump, for every position.
struct StepCurveTests {
  /// Expected output on each of the four quarter intervals and at x = 1, for 4 steps.
  static let table: [(StepPosition, [Double], Double)] = [
    (.jumpEnd, [0, 0.25, 0.5, 0.75], 1),
    (.jumpStart, [0.25, 0.5, 0.75, 1], 1),
    (.jumpNone, [0, 1.0 / 3, 2.0 / 3, 1], 1),
    (.jumpBoth, [0.2, 0.4, 0.6, 0.8], 1),
  ]

  @Test(arguments: table)
  func valuesAtAndAroundEveryJump(
    _ position: StepPosition, _ levels: [Double], _ end: Double
  )
    throws
  {
    let curve = try TimingCurve.steps(4, position: position)
    for (index, level) in levels.enumerated() {
      let start = Double(index) / 4
      expectClose(curve.value(at: start), level, within: Tolerance.exact, "at jump \(start)")
      expectClose(curve.value(at: start + 0.125), level, within: Tolerance.exact)
      expectClose(curve.value(at: start + 0.25 - 1e-9), level, within: Tolerance.exact)
      if index > 0 {
        expectClose(
          curve.value(at: start - 1e-9), levels[index - 1], within: Tolerance.exact,
          "just before the jump at \(start)")
      }
    }
    expectClose(curve.value(at: 1), end, within: Tolerance.exact)
    #expect(curve.isMonotonic == false)
    #expect(curve.inverse(at: 0.5) == nil)
  }

  @Test func aSingleJumpEndStepHoldsZeroUntilTheEnd() throws {
    let curve = try TimingCurve.steps(1, position: .jumpEnd)
    #expect(curve.value(at: 0.999) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test func badStepCountsThrow() {
    #expect(throws: ParameterError.self) { try TimingCurve.steps(0, position: .jumpEnd) }
    #expect(throws: ParameterError.self) { try TimingCurve.steps(1, position: .jumpNone) }
    #expect(throws: Never.self) { try TimingCurve.steps(2, position: .jumpNone) }
    do {
      _ = try TimingCurve.steps(1, position: .jumpNone)
    } catch {
      #expect(
        error.description == "TimingCurve.steps is 1, but it must be at least 2 with jumpNone")
    }
  }
}
