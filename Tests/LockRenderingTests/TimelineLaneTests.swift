import TerminalRuntime
import Testing

@testable import LockRendering

/// How far apart a timeline's lanes stand.
struct TimelineLaneTests {
  /// Rule (docs/terminal.md "Output"): six turns spread over the body with a blank row above
  /// the first lane, and under the last a blank row and the seconds' row, up to three blank
  /// rows between lanes; where that leaves under one blank row between them, none.
  ///
  /// A body of 21 rows (200×60 in alacritty's cells) has lanes three rows apart, the first on its third
  /// row: four apart, the first stood against the title and the seconds in the bottom edge.
  @Test func theLanesLeaveARowAboveAndTwoUnderTheLast() {
    #expect(
      [8, 13, 14, 18, 21, 23, 24, 40].map { LockRenderer.timelineLane(rows: $0, turns: 6) }
        == [1, 1, 2, 2, 3, 3, 4, 4])
    #expect(LockRenderer.timelineLane(rows: 30, turns: 1) == 1)
    #expect(LockRenderer.laneTop(Rect(x: 0, y: 0, width: 40, height: 21), turns: 6, lane: 3) == 2)
    for rows in 14...40 {
      let body = Rect(x: 0, y: 0, width: 40, height: rows)
      let lane = LockRenderer.timelineLane(rows: rows, turns: 6)
      let top = LockRenderer.laneTop(body, turns: 6, lane: lane)
      // The last lane above a blank row and the seconds' row (the axis inside the body).
      #expect(top >= 1 && top + 5 * lane < rows - 2, "\(rows) rows")
    }
  }

  /// Rule (``Layout``): where the panel stands below the lock on a tall screen, the timeline
  /// has the rows for a blank row between two turns.
  @Test func aTimelineBelowTheLockIsSpread() {
    let layout = Layout(width: 50, height: 70, turns: 6, trailDigits: .halves)
    #expect(!layout.panelBeside)
    let body = layout.timeline.height - 2
    #expect(LockRenderer.timelineLane(rows: body, turns: 6) == 2, "\(layout.timeline)")
  }

  /// Rule (docs/terminal.md "Output"): an unframed timeline (40×16) leaves its last column
  /// blank, so that the playhead at the plan's end stands a column off the screen's edge.
  @Test(arguments: [false, true])
  func anUnframedTimelinesPlayheadStandsOffTheEdge(ascii: Bool) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.ascii = ascii
    let scene = Scenes.open(width: 40, height: 16)
    var renderer = LockRenderer(options: options)
    let buffer = renderer.render(scene, width: 40, height: 16)
    let timeline = renderer.layout(scene, width: 40, height: 16).timeline
    #expect(timeline.x + timeline.width == 40)
    let body = (timeline.y + 1)..<(timeline.y + timeline.height)
    #expect(body.count >= 6)
    let edge = body.filter { buffer[39, $0].scalar != " " }
    #expect(edge.isEmpty, "drawn in the last column on rows \(edge)")
    // The playhead runs down the turns' rows in the column before it.
    let turns = body.filter { ["L", "R"].contains(buffer[timeline.x, $0].scalar) }
    #expect(turns.count == 5)
    let playhead = body.filter { buffer[38, $0].scalar != " " }
    #expect(playhead == turns)
  }
}
