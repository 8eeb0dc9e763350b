import AnimationCore
import LockTestSupport
import Testing

@Suite struct TransitionTests {
  @Test(arguments: [
    (0.0, 0.2), (0.25, 0.35), (0.5, 0.5), (0.75, 0.65), (1.0, 0.8), (1.5, 0.8),
  ])
  func progressRunsFromStartToEndProgress(_ time: Double, _ expected: Double) throws {
    let transition = try Transition(
      startProgress: 0.2, endProgress: 0.8, timing: MediaTiming(duration: 1, fillMode: .forwards))
    expectClose(transition.progress(at: time) ?? .nan, expected, within: Tolerance.exact)
  }

  @Test func theCurveShapesProgressAndNoFillMeansNoEffectOutside() throws {
    let transition = try Transition(
      timing: MediaTiming(beginTime: 1, duration: 2), curve: .easeIn)
    #expect(transition.progress(at: 0.5) == nil)
    #expect(transition.progress(at: 3.5) == nil)
    expectClose(
      transition.progress(at: 2) ?? .nan, TimingCurve.easeIn.value(at: 0.5),
      within: Tolerance.exact)
  }

  @Test func eachKindMovesAndFadesItsContentsAsTheTableSays() {
    let p = 0.25
    let fade = Transition.frame(type: .fade, subtype: .fromRight, progress: p)
    #expect(fade.outgoing == .init(opacity: 0.75, offset: .zero))
    #expect(fade.incoming == .init(opacity: 0.25, offset: .zero))
    let push = Transition.frame(type: .push, subtype: .fromRight, progress: p)
    #expect(push.outgoing.offset == Vector2D(dx: -0.25, dy: 0))
    #expect(push.incoming.offset == Vector2D(dx: 0.75, dy: 0))
    let moveIn = Transition.frame(type: .moveIn, subtype: .fromTop, progress: p)
    #expect(moveIn.outgoing.offset == .zero)
    #expect(moveIn.incoming.offset == Vector2D(dx: 0, dy: -0.75))
    #expect(moveIn.incomingOnTop)
    let reveal = Transition.frame(type: .reveal, subtype: .fromLeft, progress: p)
    #expect(reveal.outgoing.offset == Vector2D(dx: 0.25, dy: 0))
    #expect(reveal.incoming.offset == .zero)
    #expect(!reveal.incomingOnTop)
    let bottom = Transition.frame(type: .push, subtype: .fromBottom, progress: 1)
    #expect(bottom.incoming.offset == Vector2D(dx: 0, dy: 0))
    #expect(bottom.outgoing.offset == Vector2D(dx: 0, dy: -1))
  }

  @Test func progressBoundsOutsideZeroToOneOrReversedAreRefused() {
    #expect(throws: ParameterError.self) { try Transition(startProgress: -0.1) }
    #expect(throws: ParameterError.self) { try Transition(startProgress: 0.6, endProgress: 0.5) }
    #expect(throws: ParameterError.self) { try Transition(endProgress: .nan) }
  }

  @Test func aPlanarSpringIsOneSpringPerAxisWithItsOwnVelocity() throws {
    let spring = try Spring2D(
      dampingRatio: 0.5, response: 0.4, initialVelocity: Vector2D(dx: 3, dy: -1))
    let x = try Spring(dampingRatio: 0.5, response: 0.4, initialVelocity: 3)
    let y = try Spring(dampingRatio: 0.5, response: 0.4, initialVelocity: -1)
    for t in [0.0, 0.05, 0.2, 0.7] {
      #expect(spring.value(at: t) == Vector2D(dx: x.value(at: t), dy: y.value(at: t)))
    }
    #expect(spring.velocity(at: 0) == Vector2D(dx: 3, dy: -1))
    #expect(spring.along(Vector2D(dx: 0, dy: 1)) == y)
    let timed = try Spring2D(
      duration: 0.5, dampingRatio: 1, initialVelocity: Vector2D(dx: 0, dy: 2))
    #expect(timed.x.stiffness == timed.y.stiffness)
    #expect(timed.y == (try Spring(duration: 0.5, dampingRatio: 1, initialVelocity: 2)))
  }
}
