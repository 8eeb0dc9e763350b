import TerminalRuntime
import Testing

@testable import LockRendering

/// How far apart a timeline's lanes stand.
struct TimelineLaneTests {
  /// Rule (docs/terminal.md "Output"): six turns spread over the body with a blank row above
  /// the first lane and a row for the seconds under the last, up to three blank rows between
  /// lanes; where that leaves under one blank row between them, none. A body of 21 rows
  /// (200×60 in alacritty's cells) has lanes three rows apart, the first on its second row:
  /// four apart, the first stood against the title and the seconds in the bottom edge.
  @Test func theLanesLeaveARowAboveAndOneForTheSeconds() {
    #expect(
      [8, 12, 13, 17, 21, 22, 23, 40].map { LockRenderer.timelineLane(rows: $0, turns: 6) }
        == [1, 1, 2, 2, 3, 3, 4, 4])
    #expect(LockRenderer.timelineLane(rows: 30, turns: 1) == 1)
    for rows in 13...40 {
      let body = Rect(x: 0, y: 0, width: 40, height: rows)
      let lane = LockRenderer.timelineLane(rows: rows, turns: 6)
      let top = LockRenderer.laneTop(body, turns: 6, lane: lane)
      #expect(top >= 1 && top + 5 * lane <= rows - 2, "\(rows) rows")
    }
  }
}
