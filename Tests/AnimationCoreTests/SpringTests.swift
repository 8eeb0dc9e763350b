import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §8: closed forms, the parameter conversions and UIKit's duration solver.
struct SpringTests {
  static let times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

  /// (name, stiffness, damping, initial velocity, progress at `times`), mass 1.
  static let table: [(String, Double, Double, Double, [Double])] = [
    (
      "CA default (ζ .5)", 100, 10, 0, [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 1.002170]
    ),
    ("CA default, v₀=5", 100, 10, 5, [0.293078, 0.607053, 1.059065, 1.190976, 1.030619, 1.004863]),
    ("critical", 100, 20, 0, [0.090204, 0.264241, 0.593994, 0.800852, 0.959572, 0.999501]),
    ("overdamped ζ 1.5", 100, 30, 0, [0.078867, 0.213354, 0.455504, 0.627818, 0.826595, 0.974318]),
    (
      "SwiftUI resp .5, ζ .825", 157.913670, 20.734512, 0,
      [0.139417, 0.393608, 0.799649, 0.968511, 1.008402, 0.999945]
    ),
  ]

  @Test(arguments: table)
  func progressMatchesTheSpringTable(
    _ name: String, _ k: Double, _ c: Double, _ v: Double, _ expected: [Double]
  ) throws {
    let spring = try Spring(mass: 1, stiffness: k, damping: c, initialVelocity: v)
    #expect(spring.value(at: 0) == 0)
    for (t, p) in zip(Self.times, expected) {
      expectClose(spring.value(at: t), p, within: Tolerance.sixDigits, "\(name) at \(t)")
    }
  }

  @Test(arguments: table)
  func velocityIsTheDerivativeOfProgress(
    _ name: String, _ k: Double, _ c: Double, _ v: Double, _ expected: [Double]
  ) throws {
    let spring = try Spring(mass: 1, stiffness: k, damping: c, initialVelocity: v)
    expectClose(spring.velocity(at: 0), v, within: 1e-12, "\(name) v(0)")
    let h = 1e-6
    for t in stride(from: 0.01, through: 2.0, by: 0.01) {
      let slope = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
      expectClose(spring.velocity(at: t), slope, within: 1e-5, "\(name) at \(t)")
    }
  }

  @Test func theDampingRatioPicksTheClosedForm() throws {
    #expect(try Spring(stiffness: 100, damping: 10).dampingRatio == 0.5)
    #expect(try Spring(stiffness: 100, damping: 20).dampingRatio == 1)
    #expect(try Spring(stiffness: 100, damping: 30).dampingRatio == 1.5)
    #expect(try Spring(stiffness: 100, damping: 10).naturalFrequency == 10)
  }

  @Test func coreAnimationDefaults() throws {
    let spring = try Spring()
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 10)
    #expect(spring.initialVelocity == 0)
  }

  @Test func responseAndDampingRatioConvertBothWays() throws {
    let spring = try Spring(dampingRatio: 0.825, response: 0.5)
    expectClose(spring.stiffness, 157.913670, within: Tolerance.sixDigits)
    expectClose(spring.damping, 20.734512, within: Tolerance.sixDigits)
    #expect(spring.mass == 1)
    expectClose(spring.response, 0.5, within: Tolerance.exact)
    expectClose(spring.dampingRatio, 0.825, within: Tolerance.exact)
    let physical = try Spring(mass: 2, stiffness: 50, damping: 4)
    expectClose(physical.response, 2 * Double.pi / 5, within: Tolerance.exact)
    expectClose(physical.dampingRatio, 0.2, within: Tolerance.exact)
  }

  @Test func durationAndBounceMapToDampingRatio() throws {
    expectClose(try Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, within: Tolerance.exact)
    expectClose(try Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, within: Tolerance.exact)
    expectClose(try Spring(duration: 0.5, bounce: 0).response, 0.5, within: Tolerance.exact)
  }

  @Test(arguments: [
    (0.5, 1.0, 341.0237, 36.9337),
    (0.5, 0.7, 387.2746, 27.5510),
    (1.0, 0.5, 161.7195, 12.7169),
    (0.3, 0.8, 898.8597, 47.9696),
  ])
  func uikitsDurationSolverMatchesTheVectors(
    _ duration: Double, _ ratio: Double, _ stiffness: Double, _ damping: Double
  ) throws {
    let spring = try Spring(duration: duration, dampingRatio: ratio)
    expectClose(spring.stiffness, stiffness, within: Tolerance.fourDigits)
    expectClose(spring.damping, damping, within: Tolerance.fourDigits)
    #expect(spring.mass == 1)
  }

  @Test func theCriticalSolverFindsOmega() throws {
    let spring = try Spring(duration: 0.5, dampingRatio: 1)
    expectClose(spring.naturalFrequency, 18.466827, within: Tolerance.sixDigits)
  }

  @Test func theDurationSolverClampsLikeUIKit() throws {
    let stiff = try Spring(duration: 0.5, dampingRatio: 3)
    expectClose(stiff.dampingRatio, 1, within: 1e-12)
    let long = try Spring(duration: 60, dampingRatio: 1)
    let ten = try Spring(duration: 10, dampingRatio: 1)
    expectClose(long.stiffness, ten.stiffness, within: Tolerance.exact)
  }

  @Test func settlingDurationsMatchApplesDocumentation() throws {
    expectClose(try Spring(stiffness: 100, damping: 5).settlingDuration, 2.851, within: 1e-3)
    expectClose(try Spring(stiffness: 100, damping: 15).settlingDuration, 1.001, within: 1e-3)
    #expect(try Spring(stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  @Test(arguments: [(100.0, 20.0, 0.0), (100, 30, 0), (100, 20, 12), (100, 30, -8), (400, 100, 3)])
  func nonOscillatingSpringsSettleWhenTheirEnvelopeDoes(
    _ k: Double, _ c: Double, _ v: Double
  ) throws {
    let spring = try Spring(stiffness: k, damping: c, initialVelocity: v)
    let settle = spring.settlingDuration
    #expect(settle > 0 && settle.isFinite)
    for i in 0...400 {
      let t = settle + Double(i) * 0.01
      #expect(abs(1 - spring.value(at: t)) < Spring.settlingThreshold, "at \(t)")
    }
    // Half way to settling it is still visibly moving.
    #expect(abs(1 - spring.value(at: settle / 2)) > Spring.settlingThreshold)
  }

  @Test func settlingIgnoresDistanceButNotVelocity() throws {
    let still = try Spring(stiffness: 100, damping: 10)
    let pushed = try still.withInitialVelocity(20)
    #expect(pushed.settlingDuration != still.settlingDuration)
    #expect(pushed.stiffness == still.stiffness)
  }

  @Test func badParametersThrowNamingTheField() {
    let cases: [(() throws(ParameterError) -> Spring, String)] = [
      ({ () throws(ParameterError) in try Spring(mass: 0) }, "mass"),
      ({ () throws(ParameterError) in try Spring(stiffness: -1) }, "stiffness"),
      ({ () throws(ParameterError) in try Spring(damping: -0.1) }, "damping"),
      ({ () throws(ParameterError) in try Spring(damping: .nan) }, "damping"),
      ({ () throws(ParameterError) in try Spring(initialVelocity: .infinity) }, "initialVelocity"),
      ({ () throws(ParameterError) in try Spring(dampingRatio: 0.5, response: 0) }, "response"),
      ({ () throws(ParameterError) in try Spring(dampingRatio: -1, response: 1) }, "dampingRatio"),
      ({ () throws(ParameterError) in try Spring(duration: .nan, dampingRatio: 1) }, "duration"),
      ({ () throws(ParameterError) in try Spring(duration: 1, dampingRatio: -2) }, "dampingRatio"),
      ({ () throws(ParameterError) in try Spring(duration: 1, bounce: -1) }, "bounce"),
    ]
    for (make, field) in cases {
      do {
        _ = try make()
        Issue.record("expected \(field) to be rejected")
      } catch {
        #expect(error.field == field)
        #expect(error.owner == "Spring")
      }
    }
  }
}
