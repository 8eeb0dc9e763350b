import AnimationCore
import LockTestSupport
import Testing

struct InterpolatableTests {
  @Test func numbersPointsAndStrokesInterpolateComponentwise() {
    #expect(Double.interpolate(from: 2, to: 6, fraction: 0.25) == 3)
    #expect(
      Point2D.interpolate(from: Point2D(x: 0, y: 10), to: Point2D(x: 4, y: 2), fraction: 0.5)
        == Point2D(x: 2, y: 6))
    #expect(
      StrokeRange.interpolate(
        from: StrokeRange(start: 0, end: 0.5), to: StrokeRange(start: 0, end: 1), fraction: 0.5)
        == StrokeRange(start: 0, end: 0.75))
    #expect(Double.interpolate(from: 0, to: 10, fraction: 1.5) == 15, "fractions extrapolate")
  }

  @Test func distancesAreAbsoluteOrEuclidean() {
    #expect(3.0.distance(to: -1) == 4)
    #expect(Point2D(x: 0, y: 0).distance(to: Point2D(x: 3, y: 4)) == 5)
    #expect(StrokeRange(start: 0, end: 0).distance(to: StrokeRange(start: 0.3, end: 0.4)) == 0.5)
    #expect(Angle.degrees(-90).distance(to: .degrees(270)) == 2 * .pi)
  }

  @Test func anglesAreNeverWrappedWhileInterpolating() {
    let half = Angle.interpolate(from: .zero, to: .radians(4 * .pi), fraction: 0.5)
    #expect(half.radians == 2 * .pi)
    expectClose(Angle.degrees(180).radians, .pi, within: Tolerance.exact)
    expectClose(Angle.radians(.pi / 2).degrees, 90, within: Tolerance.exact)
  }

  @Test func normalizingAnAngleKeepsItsDirectionInMinusPiToPi() {
    expectClose(Angle.radians(2 * .pi).normalized.radians, 0, within: Tolerance.exact)
    expectClose(Angle.radians(3 * .pi).normalized.radians, .pi, within: Tolerance.exact)
    expectClose(Angle.radians(-.pi).normalized.radians, .pi, within: Tolerance.exact)
    expectClose(Angle.degrees(-450).normalized.degrees, -90, within: 1e-9)
  }
}
