import Testing

@testable import TerminalRuntime

/// Rule (docs/terminal.md "Output"): the key bar and the help name keys as typed in ASCII and
/// show `<-` and `->` as arrows where boxes are drawn.
struct WidgetTests {
  let hints = [
    KeyHint("<- ->", "turn left or right", short: "turn"), KeyHint("Esc", "stop", short: "stop"),
    KeyHint("-", "slower", short: "slower"), KeyHint("?", "help", short: "help"),
  ]

  @Test func theKeyBarShowsArrowsWhereBoxesAreDrawn() {
    for (rounded, line) in [
      (true, "← → turn  Esc stop  - slower  ? help"),
      (false, "<- -> turn  Esc stop  - slower  ? help"),
    ] {
      var buffer = CellBuffer(width: 40, height: 1)
      buffer.paintKeyBar(
        hints, in: Rect(x: 0, y: 0, width: 40, height: 1),
        style: ChromeStyle(heading: .plain, text: .plain, dim: .plain, rounded: rounded))
      #expect(buffer.lines == [line])
    }
  }

  @Test(arguments: [
    ("<- ->", "← →"), ("->", "→"), ("<-", "←"), ("-", "-"), ("<", "<"), ("a->b<", "a→b<"),
    ("--> <", "-→ <"), ("Esc", "Esc"),
  ])
  func arrowsReplaceTheirPairsOnly(_ keys: String, _ shown: String) {
    var buffer = CellBuffer(width: 8, height: 1)
    let columns = buffer.writeKeys(keys, x: 0, y: 0, style: .plain, arrows: true)
    #expect(columns == shown.count)
    #expect(CellBuffer.keysWidth(keys, arrows: true) == shown.count)
    #expect(buffer.lines == [shown])
    #expect(CellBuffer.keysWidth(keys, arrows: false) == keys.count)
  }
}
