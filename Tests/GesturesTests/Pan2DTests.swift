import AnimationCore
import Gestures
import LockTestSupport
import Testing

@Suite struct Pan2DTests {
  @Test func heldArrowKeysGiveATranslationAndVelocityAlongTheirAxis() {
    var keys = KeyPan2DRecognizer()
    var events = keys.press(.right, at: 0)
    events += keys.press(.right, at: 0.5)
    events += keys.press(.right, at: 0.54)
    #expect(events.map(\.phase) == [.began, .changed, .changed])
    #expect(
      events.map(\.translation) == [
        Vector2D(dx: 1, dy: 0), Vector2D(dx: 2, dy: 0), Vector2D(dx: 3, dy: 0),
      ])
    // The first gap (0.5 s) is the repeat delay; the repeat interval is the next one, 0.04 s.
    expectClose(events[2].velocity.dx, 1 / 0.04, within: 1e-9)
    #expect(events[2].direction == .right)
    let turn = keys.press(.up, at: 0.6)
    #expect(turn.map(\.phase) == [.ended, .began])
    #expect(turn[1].translation == Vector2D(dx: 0, dy: -1))
    #expect(turn[1].direction == .up)
  }

  @Test func aMouseDragReportsCellsAndABoundedVelocity() {
    var pointer = PointerPanRecognizer()
    _ = pointer.press(column: 10, row: 5, at: 1)
    // Two reports 4 ms apart: the span counts as 50 ms, so 2 cells read as 40 cells/s, not 500.
    let first = pointer.drag(column: 12, row: 5, at: 1.004)
    #expect(first[0].translation == Vector2D(dx: 2, dy: 0))
    expectClose(first[0].velocity.dx, 40, within: 1e-9)
    #expect(first[0].direction == .right)
    let more = pointer.drag(column: 12, row: 9, at: 1.104)
    #expect(more[0].direction == .down)
    let end = pointer.release(column: 12, row: 9, at: 1.2)
    #expect(end[0].phase == .ended)
    #expect(end[0].velocity == .zero, "one sample left in the window: no velocity")
  }

  @Test func aBurstOfReportsCannotFlingTheDial() {
    var drag = DragRecognizer(center: Point2D(x: 20, y: 10))
    _ = drag.press(column: 30, row: 10, at: 0)
    let events = drag.drag(column: 30, row: 11, at: 0.004)
    let step = drag.angle(column: 30, row: 11) - drag.angle(column: 30, row: 10)
    // Before: step / 0.004 s = −100 rad/s; now the span counts as 50 ms.
    expectClose(events[0].velocity, step / 0.05, within: 1e-9)
    #expect(abs(events[0].velocity) < 5)
    var fast = DragRecognizer(center: Point2D(x: 20, y: 10))
    _ = fast.press(column: 30, row: 10, at: 0)
    for index in 1...20 {
      _ = fast.drag(
        column: 30 - Double(index), row: 10 - Double(index % 3), at: 0.001 * Double(index))
    }
    #expect(
      abs(fast.release(column: 10, row: 20, at: 0.021)[0].velocity) <= DragRecognizer.maximumSpeed)
  }

  @Test(arguments: [
    (Vector2D(dx: 3, dy: -2), PanDirection.right), (Vector2D(dx: -3, dy: 2), .left),
    (Vector2D(dx: 1, dy: 2), .down), (Vector2D(dx: 1, dy: -2), .up),
    (Vector2D(dx: 2, dy: 2), .right),
  ])
  func theDirectionIsTheDominantAxis(_ vector: Vector2D, _ expected: PanDirection) {
    #expect(PanDirection(dominantAxisOf: vector) == expected)
    #expect(PanDirection(dominantAxisOf: .zero) == nil)
  }
}
