import AnimationCore
import LockModel
import LockTestSupport
import Testing

/// Seed 000's dialing plan: angles, begin times, durations and the animation group.
struct DialingPlanTests {
  func seedPlan() throws -> DialingPlan {
    let dial = try Dial(stops: 10)
    let secret = try Combination([7, 9, 6, 1, 5, 2], dial: dial, protocol: .alternating)
    return DialingPlan(combination: secret, protocol: .alternating, dial: dial)
  }

  /// (angle, from, to, begin, duration) per turn, from the seed's own loop.
  static let seedTurns: [(Double, Double, Double, Double, Double)] = [
    (4.39822971502571, 0, 4.39822971502571, 0, 3.078760800517997),
    (
      -5.026548245743669, 4.39822971502571, -0.6283185307179586, 3.378760800517997,
      3.518583772020568
    ),
    (
      4.39822971502571, -0.6283185307179586, 3.7699111843077517, 7.197344572538564,
      3.078760800517997
    ),
    (
      -3.141592653589793, 3.7699111843077517, 0.6283185307179586, 10.576105373056562,
      2.199114857512855
    ),
    (
      2.5132741228718345, 0.6283185307179586, 3.141592653589793, 13.075220230569418,
      1.759291886010284
    ),
    (
      -1.8849555921538759, 3.141592653589793, 1.2566370614359172, 15.134512116579703,
      1.319468914507713
    ),
  ]

  @Test func theSeedPlanTurnForTurn() throws {
    let plan = try seedPlan()
    #expect(plan.moves == [7, -8, 7, -5, 4, -3])
    #expect(plan.turns.map(\.target) == [7, 9, 6, 1, 5, 2])
    #expect(
      plan.turns.map(\.direction) == [
        .counterclockwise, .clockwise, .counterclockwise, .clockwise, .counterclockwise, .clockwise,
      ])
    for (turn, expected) in zip(plan.turns, Self.seedTurns) {
      expectClose(turn.angle.radians, expected.0, within: 1e-9)
      expectClose(turn.fromAngle.radians, expected.1, within: 1e-9)
      expectClose(turn.toAngle.radians, expected.2, within: 1e-9)
      expectClose(turn.begin, expected.3, within: 1e-9)
      expectClose(turn.duration, expected.4, within: 1e-9)
    }
    expectClose(plan.duration, 16.453981031087416, within: 1e-9)
    expectClose(plan.finalAngle.radians, 1.2566370614359172, within: 1e-9)
    #expect(plan.finalTrack.lastRuns(10).map(\.end) == [7, -1, 6, 1, 5, 2])
    #expect(plan.finalTrack.current == 2)
  }

  /// Seed 000's arithmetic, written out: before a turn begins the previous one's end holds; during
  /// it the angle moves linearly from its start by its angle.
  func seedAngle(_ plan: DialingPlan, at time: Double) -> Double {
    var angle = plan.startAngle.radians
    for turn in plan.turns where time >= turn.begin {
      let progress = min((time - turn.begin) / turn.duration, 1)
      angle = turn.fromAngle.radians + turn.angle.radians * progress
    }
    return angle
  }

  @Test func theGroupPlaysThePlanOnALayer() throws {
    let plan = try seedPlan()
    var layer = Layer(model: plan.finalAngle)
    layer.add(plan.animation(on: \Angle.self), forKey: "dial")
    for time in stride(from: 0.0, through: 17, by: 0.125) {
      expectClose(
        layer.presentation(at: time).radians, seedAngle(plan, at: time), within: 1e-9,
        "at \(time)")
    }
    // Between turns the previous turn's forwards fill holds its end.
    expectClose(layer.presentation(at: 3.2).radians, 4.39822971502571, within: 1e-9)
    // After the group the model (the final angle) shows.
    expectClose(layer.presentation(at: 20).radians, plan.finalAngle.radians, within: 1e-12)
    #expect(
      layer.advance(to: 20) == [.animationDidStop(key: "dial", finished: true, time: plan.duration)]
    )
  }

  @Test func theUnwrappedAngleTurnsTheRightWayEvenPastHalfATurn() throws {
    let plan = try seedPlan()
    // Turn 2 goes clockwise 8 stops (288°): half way it is 144° clockwise of 7, not counter-clockwise.
    let turn = plan.turns[1]
    var layer = Layer(model: plan.finalAngle)
    layer.add(plan.animation(on: \Angle.self), forKey: "dial")
    let half = layer.presentation(at: turn.begin + turn.duration / 2)
    expectClose(half.radians, turn.fromAngle.radians - 4 * 2 * .pi / 10, within: 1e-9)
  }

  @Test func pacingIsConfigurableAndChecked() throws {
    let dial = try Dial(stops: 40)
    let plan = DialingPlan(
      moves: [-20, 0, 10], dial: dial, startPosition: 5,
      pacing: try DialingPlan.Pacing(delay: 1, secondsPerRadian: 0.5))
    #expect(plan.turns.count == 2, "a move of 0 steps is no turn")
    expectClose(plan.turns[0].duration, .pi * 0.5, within: 1e-12)
    expectClose(plan.turns[1].begin, .pi * 0.5 + 1, within: 1e-12)
    #expect(plan.turns.map(\.target) == [25, 35])
    #expect(throws: LockConfigurationError.self) { try DialingPlan.Pacing(delay: -1) }
    #expect(throws: LockConfigurationError.self) { try DialingPlan.Pacing(secondsPerRadian: 0) }
  }
}
