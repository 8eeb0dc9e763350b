import AnimationCore
import LockModel
import LockTestSupport
import Testing

/// Seed 002's ring through every phase, with exact presentation values.
struct SpinnerTests {
  let quarter = Double.pi / 2

  @Test func everyPhaseWithExactValues() {
    var spinner = Spinner()
    let phaseBeforeStart = spinner.phase
    #expect(phaseBeforeStart == .idle)
    var ring = spinner.presentation(at: 0)
    expectClose(ring.rotation.radians, quarter, within: 1e-12)
    #expect(ring.stroke == StrokeRange(start: 0, end: 0))
    #expect(ring.glyphMix == 0)

    spinner.start(at: 1)
    let phaseAfterStart = spinner.phase
    #expect(phaseAfterStart == .busy)
    ring = spinner.presentation(at: 1.25)
    expectClose(ring.rotation.radians, 0, within: 1e-12, "a quarter turn clockwise per 0.25 s")
    #expect(ring.stroke == StrokeRange(start: 0, end: 0.5))
    expectClose(spinner.presentation(at: 3.5).rotation.radians, quarter - 5 * .pi, within: 1e-9)
    #expect(spinner.advance(to: 4).isEmpty)

    spinner.stop(at: 4.25)
    let phaseAfterStop = spinner.phase
    #expect(phaseAfterStop == .completing)
    ring = spinner.presentation(at: 4.75)
    expectClose(ring.stroke.end, 0.75, within: 1e-12)
    expectClose(ring.rotation.radians, quarter - 3.75 * 2 * .pi, within: 1e-9, "still spinning")

    spinner.stop(at: 4.5)
    expectClose(
      spinner.presentation(at: 4.75).stroke.end, 0.75, within: 1e-12, "a double stop is ignored")
    #expect(spinner.advance(to: 5.2).isEmpty)

    #expect(spinner.advance(to: 5.25) == [.filled(at: 5.25)])
    let phaseWhenFilled = spinner.phase
    #expect(phaseWhenFilled == .done)
    let frozen = quarter - 4.25 * 2 * .pi
    expectClose(spinner.presentation(at: 5.25).rotation.radians, frozen, within: 1e-9)
    ring = spinner.presentation(at: 5.45)
    expectClose(ring.rotation.radians, frozen, within: 1e-9, "spinning stopped where it stood")
    expectClose(ring.glyphMix, 0.5, within: 1e-12)
    #expect(ring.stroke == StrokeRange(start: 0, end: 1))

    #expect(spinner.advance(to: 5.6).isEmpty)
    #expect(spinner.advance(to: 5.65) == [.completed(at: 5.65)])
    #expect(spinner.advance(to: 9).isEmpty, "the completion fires exactly once")
    #expect(spinner.presentation(at: 9).glyphMix == 1)

    spinner.stop(at: 9)
    #expect(spinner.advance(to: 12).isEmpty, "stop after done does nothing")

    spinner.start(at: 10)
    let phaseAfterRestart = spinner.phase
    #expect(phaseAfterRestart == .busy)
    ring = spinner.presentation(at: 10.5)
    #expect(ring.stroke == StrokeRange(start: 0, end: 0.5))
    #expect(ring.glyphMix == 0)
    expectClose(ring.rotation.radians, frozen - .pi, within: 1e-9, "restarts from where it stood")
  }

  @Test func stoppingFromIdleFillsFromAnEmptyStroke() {
    var spinner = Spinner()
    spinner.stop(at: 0)
    let phaseAfterStopFromIdle = spinner.phase
    #expect(phaseAfterStopFromIdle == .completing)
    expectClose(spinner.presentation(at: 0.5).stroke.end, 0.5, within: 1e-12)
    #expect(spinner.advance(to: 100) == [.filled(at: 1), .completed(at: 1.4)])
  }

  @Test func startingWhileBusyOrCompletingIsIgnored() {
    var spinner = Spinner()
    spinner.start(at: 0)
    spinner.start(at: 0.5)
    expectClose(spinner.presentation(at: 0.75).rotation.radians, quarter - 1.5 * .pi, within: 1e-9)
    spinner.stop(at: 1)
    spinner.start(at: 1.5)
    let phaseAfterStartWhileCompleting = spinner.phase
    #expect(phaseAfterStartWhileCompleting == .completing)
  }

  @Test func theStartPointAndDirectionAreConfigurable() {
    var configuration = Spinner.Configuration()
    configuration.startAngle = .zero
    configuration.direction = .counterclockwise
    configuration.turnDuration = 2
    var spinner = Spinner(configuration: configuration)
    spinner.start(at: 0)
    expectClose(spinner.presentation(at: 0.5).rotation.radians, quarter, within: 1e-12)
  }
}

/// The shackle's keyframes: open, shake and close.
struct ShackleTests {
  @Test func openingLiftsOvershootsAndSettlesOpen() {
    var shackle = Shackle()
    #expect(shackle.pose(at: 0) == .shut)
    shackle.open(at: 1)
    let isOpenAfterOpening = shackle.isOpen
    #expect(isOpenAfterOpening)
    let lifts = stride(from: 1.0, through: 2.0, by: 0.01).map { shackle.pose(at: $0).lift }
    #expect((lifts.max() ?? 0) > 1.05, "it overshoots a little")
    #expect(shackle.pose(at: 1).lift == 0)
    #expect(shackle.pose(at: 1 + Shackle.openDuration) == .open)
    let isMovingMidOpening = shackle.isAnimating(at: 1.5)
    #expect(isMovingMidOpening)
    #expect(shackle.isAnimating(at: 2) == false)
  }

  @Test func aRefusalShakesAndStaysShut() {
    var shackle = Shackle()
    shackle.shake(at: 0)
    let isOpenAfterShaking = shackle.isOpen
    #expect(isOpenAfterShaking == false)
    let shakes = stride(from: 0.0, through: Shackle.shakeDuration, by: 0.005).map {
      shackle.pose(at: $0).shake
    }
    #expect((shakes.max() ?? 0) > 0.3 && (shakes.min() ?? 0) < -0.3)
    #expect(shackle.pose(at: Shackle.shakeDuration) == .shut)
  }

  @Test func closingLowersFromWhereverItIs() {
    var shackle = Shackle()
    shackle.open(at: 0)
    shackle.close(at: 0.3)
    let mid = shackle.pose(at: 0.3)
    #expect(mid.lift > 0.5, "it starts from the pose it was in, without a jump")
    #expect(shackle.pose(at: 0.3 + Shackle.closeDuration) == .shut)
    let isOpenAfterClosing = shackle.isOpen
    #expect(isOpenAfterClosing == false)
  }
}
