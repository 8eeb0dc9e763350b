import Foundation
import TerminalRuntime
import Testing

@testable import LockRendering

/// The unframed panels of the smallest screen (40×16): the trail's runs as text, the empty
/// timeline's placeholder.
struct TrailRunTests {
  /// Runs wrap under the first run where that takes no more rows than wrapping flush left:
  /// six runs of two columns after "trail " in 19 columns, two rows either way; eight of
  /// three in 12 columns from the 6th, eight rows hung and four flush; and runs written from
  /// the left edge have nothing to hang under.
  @Test func runsHangUnderTheFirstWhereThatCostsNoRow() {
    #expect(LockRenderer.runIndent([2, 2, 2, 2, 2, 2], from: 27, left: 21, right: 40) == 27)
    #expect(LockRenderer.runIndent([3, 3, 3, 3, 3, 3, 3, 3], from: 6, left: 0, right: 12) == 0)
    #expect(LockRenderer.runIndent([3, 3], from: 0, left: 0, right: 12) == 0)
  }

  /// The empty timeline's placeholder, unframed, is wrapped evenly short of the window's last
  /// column: in the 19 columns beside the lock "a typed combination" ran into it.
  @Test func theEmptyTimelineStandsOffTheLastColumn() {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .truecolor))
    let scene = Scenes.dial(width: 40, height: 16)
    let frame = renderer.render(scene, width: 40, height: 16)
    let area = Scenes.layout(scene, 40, 16).timeline
    let rows = (area.y..<(area.y + area.height)).map {
      frame.lines[$0].padding(toLength: 40, withPad: " ", startingAt: 0)
    }
    let text = rows.map { String($0.dropFirst(area.x)).trimmingCharacters(in: .whitespaces) }
    #expect(text.filter { !$0.isEmpty } == ["timeline", "a typed", "combination", "plays here"])
    #expect(rows.allSatisfy { $0.last == " " }, "\(rows)")
  }
}
