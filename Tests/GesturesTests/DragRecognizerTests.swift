import AnimationCore
import Gestures
import LockTestSupport
import Testing

struct DragRecognizerTests {
  let center = Point2D(x: 40, y: 12)

  @Test func anglesAreAspectCorrectedAndCounterClockwisePositive() {
    let drag = DragRecognizer(center: center)
    expectClose(drag.angle(column: 50, row: 12), 0, within: 1e-12)
    expectClose(drag.angle(column: 40, row: 7), .pi / 2, within: 1e-12)
    expectClose(drag.angle(column: 30, row: 12), .pi, within: 1e-12)
    // Five rows down is as far as ten columns across.
    expectClose(drag.angle(column: 50, row: 17), -.pi / 4, within: 1e-12)
  }

  @Test func aDragAcrossTheSeamKeepsTurningTheSameWay() {
    var drag = DragRecognizer(center: center)
    // Just above the seam on the left, then just below it: a small counter-clockwise step.
    var events = Array(drag.press(column: 30, row: 11.5, at: 0))
    events += drag.drag(column: 30, row: 12.5, at: 0.01)
    let turned = events.last?.translation ?? 0
    #expect(turned > 0 && turned < 0.3, "a small positive turn, not −2π: \(turned)")
  }

  @Test func circlingTwiceTurnsFourPiAndReportsTheReleaseVelocity() {
    var drag = DragRecognizer(center: center)
    var events = Array(drag.press(column: 50, row: 12, at: 0))
    // Two counter-clockwise turns in 2 s, sampled every 10 ms: π rad/s... 2π rad/s.
    for i in 1...200 {
      let angle = Double(i) / 200 * 4 * .pi
      let column = 40 + 10 * Foundationless.cos(angle)
      let row = 12 - 5 * Foundationless.sin(angle)
      let time = Double(i) * 0.01
      events +=
        i == 200
        ? drag.release(column: column, row: row, at: time)
        : drag.drag(column: column, row: row, at: time)
    }
    let end = events.last
    #expect(end?.phase == .ended)
    expectClose(end?.translation ?? 0, 4 * .pi, within: 1e-9)
    expectClose(end?.velocity ?? 0, 2 * .pi, within: 1e-6)
    #expect(drag.isActive == false)
  }
}

/// cos and sin without Foundation, through the Angle type's direction: enough for test paths.
enum Foundationless {
  static func cos(_ x: Double) -> Double { series(x, cosine: true) }
  static func sin(_ x: Double) -> Double { series(x, cosine: false) }

  private static func series(_ x: Double, cosine: Bool) -> Double {
    let r = x.remainder(dividingBy: 2 * .pi)
    var term = cosine ? 1.0 : r
    var sum = term
    var n = cosine ? 0.0 : 1.0
    for _ in 0..<30 {
      term *= -r * r / ((n + 1) * (n + 2))
      n += 2
      sum += term
    }
    return sum
  }
}
