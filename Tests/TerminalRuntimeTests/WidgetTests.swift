import Testing

@testable import TerminalRuntime

/// Rule (docs/terminal.md "Output"): the key bar and the help name keys as typed in ASCII and
/// show `<-` and `->` as arrows where boxes are drawn; the key bar's last two entries stand at
/// its right end.
struct WidgetTests {
  let hints = [
    KeyHint("<- ->", "turn left or right", short: "turn"), KeyHint("Esc", "stop", short: "stop"),
    KeyHint("-", "slower", short: "slower"), KeyHint("?", "help", short: "help"),
  ]

  @Test func theKeyBarShowsArrowsWhereBoxesAreDrawn() {
    for (rounded, line) in [
      (true, " ◄ ► turn  Esc stop    - slower  ? help"),
      (false, " <- -> turn  Esc stop  - slower  ? help"),
    ] {
      var buffer = CellBuffer(width: 40, height: 1)
      buffer.paintKeyBar(
        hints, in: Rect(x: 0, y: 0, width: 40, height: 1),
        style: ChromeStyle(heading: .plain, text: .plain, dim: .plain, rounded: rounded))
      #expect(buffer.lines == [line])
    }
  }

  /// The lines of a key bar of `hints` with `width` columns for its text, arrows drawn: the
  /// bar two columns wider, less its margins, which stay blank.
  static func bar(_ hints: [KeyHint], width: Int) -> [String] {
    var buffer = CellBuffer(width: width + 2, height: 1)
    buffer.paintKeyBar(
      hints, in: Rect(x: 0, y: 0, width: width + 2, height: 1),
      style: ChromeStyle(heading: .plain, text: .plain, dim: .plain, rounded: true))
    #expect(buffer[0, 0].scalar == " " && buffer[width + 1, 0].scalar == " ", "the margins")
    return buffer.lines.map { String($0.dropFirst()) }
  }

  /// The key bar keeps a column blank at either end: a 40-column bar writes in 38.
  @Test func theKeyBarKeepsAColumnFromEitherEdge() {
    let area = CellBuffer.footerText(Rect(x: 0, y: 3, width: 40, height: 1))
    #expect(area == Rect(x: 1, y: 3, width: 38, height: 1))
    #expect(CellBuffer.footerText(Rect(x: 5, y: 0, width: 2, height: 1)).width == 2)
  }

  /// Rule (docs/terminal.md "Output"): a bar too narrow for every entry's few words takes
  /// each entry's word where that drops fewer entries, else keeps the words.
  @Test(arguments: [
    (60, "◄ ► turn  0-9 type a combination  Enter pull  ? help  q quit"),
    (46, "◄ ► turn  0-9 type  Enter pull  ? help  q quit"),
    (40, "◄ ► turn  0-9 type  Enter pull    q quit"),
    (38, "◄ ► turn  0-9 type  Enter pull  q quit"),
    (33, "◄ ► turn           ? help  q quit"),
  ])
  func aNarrowBarTakesTheBriefWordsWhereTheyKeepMore(_ width: Int, _ line: String) {
    let hints = [
      KeyHint("<- ->", "", short: "turn"),
      KeyHint("0-9", "", short: "type a combination", brief: "type"),
      KeyHint("Enter", "", short: "pull"), KeyHint("?", "", short: "help"),
      KeyHint("q", "", short: "quit"),
    ]
    #expect(Self.bar(hints, width: width) == [line])
  }

  /// Where the entries the few words drop have no word of their own, the few words stay,
  /// though the brief words would keep more.
  @Test func theFewWordsStayWhereNoEntryWithABriefWordGoes() {
    let hints = [
      KeyHint("<- ->", "", short: "turn"),
      KeyHint("0-9", "", short: "type a combination", brief: "type"),
      KeyHint("x", "", short: "reset"), KeyHint("?", "", short: "help"),
      KeyHint("q", "", short: "quit"),
    ]
    #expect(Self.bar(hints, width: 50) == ["◄ ► turn  0-9 type a combination  x reset   q quit"])
    #expect(Self.bar(hints, width: 48) == ["◄ ► turn  0-9 type a combination  ? help  q quit"])
  }

  /// Help and quit end at the bar's last column however wide it is, also after a dropped
  /// entry, and follow the entries before them two columns on where those take the rest; with
  /// none before them they stand on the left.
  @Test func helpAndQuitStandAtTheRightEnd() {
    let hints = [
      KeyHint("<- ->", "", short: "turn"), KeyHint("?", "", short: "help"),
      KeyHint("q", "", short: "quit"),
    ]
    let wide = Self.bar(hints, width: 120)[0]
    #expect(wide.hasPrefix("◄ ► turn  ") && wide.hasSuffix("  ? help  q quit"))
    #expect(wide.count == 120 && wide.filter { $0 != " " }.count == 16)
    #expect(Self.bar(hints, width: 24) == ["◄ ► turn  ? help  q quit"])
    // Alone, they stay on the left.
    #expect(Self.bar(Array(hints.dropFirst()), width: 30) == ["? help  q quit"])
    // After a dropped entry too they stand at the right end.
    let whole = KeyHint("PgUp PgDn", "", short: "whole turn")
    let more = [KeyHint("x", "", short: "reset"), whole] + hints.dropFirst()
    #expect(Self.bar(more, width: 30) == ["x reset         ? help  q quit"])
    // Every entry before them dropped: they stand on the left.
    #expect(Self.bar([whole] + hints.dropFirst(), width: 22) == ["? help  q quit"])
  }

  /// Rule (docs/terminal.md "Output"): where entries are dropped, help gives its place to the
  /// first of them if that fits beside quit, which then stands alone at the right end; a
  /// first dropped entry wider than help leaves help in place.
  @Test func helpGivesWayToTheFirstDroppedEntryWhereItFits() {
    let (help, quit) = (KeyHint("?", "", short: "help"), KeyHint("q", "", short: "quit"))
    let open = [
      KeyHint("Enter", "", short: "shut"), KeyHint("<- ->", "", short: "turn"),
      KeyHint("x", "", short: "reset"), KeyHint("t", "", short: "timeline"), help, quit,
    ]
    #expect(Self.bar(open, width: 38) == ["Enter shut  ◄ ► turn  x reset   q quit"])
    let playing = [
      KeyHint("Space", "", short: "pause"), KeyHint("<- ->", "", short: "scrub"),
      KeyHint("r", "", short: "reverse"), KeyHint("Esc", "", short: "stop"), help, quit,
    ]
    #expect(Self.bar(playing, width: 38) == ["Space pause  ◄ ► scrub  ? help  q quit"])
    // Three entries before help keep it: the fourth does not take its place.
    let resting = [
      KeyHint("<- ->", "", short: "turn"), KeyHint("0-9", "", short: "type"),
      KeyHint("Enter", "", short: "pull"), KeyHint("x", "", short: "reset"), help, quit,
    ]
    #expect(Self.bar(resting, width: 47) == ["◄ ► turn  0-9 type  Enter pull   ? help  q quit"])
    // Alone before quit, the first dropped entry still stands on the left.
    let turn = [KeyHint("<- ->", "", short: "turn"), help, quit]
    #expect(Self.bar(turn, width: 22) == ["◄ ► turn        q quit"])
  }

  /// A bar too narrow for its one entry leaves it out (and counts no entry before the last
  /// two).
  @Test func aBarTooNarrowForItsOneEntryIsEmpty() {
    #expect(Self.bar([KeyHint("?", "", short: "close help", brief: "close")], width: 8) == [""])
  }

  /// Where the brief words drop as many entries as the few words, the few words stay.
  @Test func theFewWordsStayWhereTheBriefOnesKeepNoMore() {
    let hints = [
      KeyHint("Enter", "", short: "dial & pull", brief: "dial"),
      KeyHint("Backspace", "", short: "erase"), KeyHint("?", "", short: "help"),
      KeyHint("q", "", short: "quit"),
    ]
    #expect(Self.bar(hints, width: 40) == ["Enter dial & pull         ? help  q quit"])
  }

  @Test(arguments: [
    ("<- ->", "◄ ►"), ("->", "►"), ("<-", "◄"), ("-", "-"), ("<", "<"), ("a->b<", "a►b<"),
    ("--> <", "-► <"), ("Esc", "Esc"),
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
