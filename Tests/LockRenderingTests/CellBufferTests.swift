import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

/// The cell buffer: writes, clipping, wide graphemes, diff and plain text.
struct CellBufferTests {
  @Test func writesClipAtEveryEdge() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.write("hello world", x: -2, y: 0)
    buffer.write("abc", x: 3, y: 1)
    buffer.write("zz", x: 0, y: 7)
    buffer.put("!", x: 99, y: -1)
    #expect(buffer.lines == ["llo w", "   ab"])
  }

  @Test func wideGraphemesTakeTwoCellsAndDoNotSplitAtTheEdge() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.write("a数b", x: 0, y: 0)
    #expect(buffer[1, 0].width == 2)
    #expect(buffer[2, 0].width == 0)
    #expect(buffer.lines == ["a数b"])
    var edge = CellBuffer(width: 3, height: 1)
    edge.write("ab数", x: 0, y: 0)
    #expect(edge.lines == ["ab"], "a wide grapheme that does not fit becomes a space")
    #expect(CharacterWidth.of("⣿") == 1)
    #expect(CharacterWidth.of("😀") == 2)
    #expect(CharacterWidth.of("e\u{301}") == 1)
  }

  /// Wrapping breaks at spaces, breaks a word longer than a row, cuts with "~", and
  /// `wrappedRows` counts the rows `writeWrapped` writes without writing them.
  @Test func wrappedTextAndItsMeasureAgree() {
    let cases: [(String, Int, Int, [String])] = [
      ("next: L to the 3rd number", 10, 5, ["next: L to", "the 3rd", "number"]),
      ("abcdefghijkl xy", 5, 5, ["abcde", "fghij", "kl xy"]),
      ("one two three four", 7, 2, ["one two", "three ~"]),
      ("数数数 ab", 4, 3, ["数数", "数", "ab"]),
      ("", 5, 2, [""]),
    ]
    for (text, width, rows, lines) in cases {
      var buffer = CellBuffer(width: width, height: rows)
      let written = buffer.writeWrapped(text, x: 0, y: 0, width: width, rows: rows, style: .plain)
      #expect(Array(buffer.lines.prefix(lines.count)) == lines, "\(text)")
      #expect(written == lines.count, "\(text)")
      #expect(CellBuffer.wrappedRows(text, width: width, rows: rows) == written, "\(text)")
    }
  }

  /// A text's clauses each start a row where that takes no more rows than wrapping it whole.
  @Test func clausesStartRowsWhereThatCostsNoRow() {
    #expect(
      CellBuffer.clauses("Enter shuts; x: fresh try", width: 21, rows: 3) == [
        "Enter shuts;", "x: fresh try",
      ])
    // On one row it stays whole.
    #expect(
      CellBuffer.clauses("Enter shuts; x: fresh try", width: 40, rows: 3) == [
        "Enter shuts; x: fresh try"
      ])
    // Split, it would take three rows where whole it takes two.
    #expect(
      CellBuffer.clauses("aaaa; bb cc dddd eeee", width: 12, rows: 4) == [
        "aaaa; bb cc dddd eeee"
      ])
    #expect(CellBuffer.clauses("no clauses here", width: 4, rows: 4) == ["no clauses here"])
    #expect(CellBuffer.clauses("a; b; c", width: 3, rows: 3) == ["a;", "b;", "c"])
  }

  /// The narrowest width that keeps the rows: a last word no longer alone, cut text and
  /// long words left at the given width.
  @Test func aBalancedWidthKeepsTheRowsAndEvensThem() {
    #expect(CellBuffer.balancedWidth(["next: L to the 1st number"], width: 19, rows: 5) == 14)
    #expect(CellBuffer.balancedWidth(["one row"], width: 19, rows: 5) == 7)
    #expect(CellBuffer.balancedWidth(["ab; cd", "efgh ij"], width: 9, rows: 5) == 7)
    #expect(CellBuffer.balancedWidth(["aa bb cc dd ee"], width: 5, rows: 2) == 5, "cut")
    #expect(CellBuffer.balancedWidth(["abcdefgh"], width: 9, rows: 3) == 8, "no word broken")
  }

  /// Centred text wraps as written text does, each row centred in the width.
  @Test func centredRowsWrapAsWrittenOnes() {
    var buffer = CellBuffer(width: 21, height: 3)
    let rows = buffer.writeCentred(
      "a typed combination plays here", x: 1, y: 0, width: 19, rows: 3, style: .plain)
    #expect(rows == 2)
    #expect(buffer.lines == [" a typed combination", "     plays here", ""])
    var cut = CellBuffer(width: 8, height: 1)
    #expect(cut.writeCentred("aa bb cc", x: 0, y: 0, width: 5, rows: 1, style: .plain) == 1)
    #expect(cut.lines == ["aa b~"])
  }

  /// A lead wraps with its text as one, in its own style.
  @Test func aLeadWrapsWithItsText() {
    var buffer = CellBuffer(width: 12, height: 3)
    let lead = Style(foreground: .red)
    let rows = buffer.writeWrapped(
      "to the 1st", lead: "next up: ", leadStyle: lead, x: 0, y: 0, width: 11, rows: 3,
      style: .plain)
    #expect(rows == 2 && buffer.lines == ["next up: to", "the 1st", ""])
    let styles = (0..<8).map { buffer[$0, 0].scalar == " " || buffer[$0, 0].style == lead }
    #expect(styles.allSatisfy { $0 })
    #expect(buffer[9, 0].style == .plain && buffer[0, 1].style == .plain)
  }

  @Test func numbersAndDecimalsAreWrittenWithoutStrings() {
    var buffer = CellBuffer(width: 30, height: 1)
    var x = buffer.write(number: 1234, x: 0, y: 0)
    x += buffer.write(number: -7, x: x + 1, y: 0) + 1
    x += buffer.write(decimal: 0.4251, decimals: 2, x: x + 1, y: 0) + 1
    x += buffer.write(decimal: -2.5, decimals: 1, x: x + 1, y: 0) + 1
    buffer.write(number: 0, x: x + 1, y: 0)
    #expect(buffer.lines == ["1234 -7 0.43 -2.5 0"])
  }

  @Test func theDiffListsOnlyChangedCells() {
    var before = CellBuffer(width: 4, height: 2)
    before.write("abcd", x: 0, y: 0)
    var after = before
    after.write("X", x: 2, y: 0)
    after.write("Y", x: 1, y: 1, style: Style(attributes: .bold))
    let changes = after.diff(from: before)
    #expect(changes.map { "\($0.x),\($0.y) \($0.cell.scalar)" } == ["2,0 X", "1,1 Y"])
    #expect(after.diff(from: after).isEmpty)
    let resized = CellBuffer(width: 2, height: 2)
    #expect(resized.diff(from: before).count == 4, "a new size repaints everything")
    var styleOnly = before
    styleOnly[0, 0] = Cell("a", style: Style(foreground: .red))
    #expect(styleOnly.diff(from: before).count == 1)
  }

  @Test func plainTextHasNoEscapesAndNoTrailingSpaces() {
    let buffer = CellBuffer(lines: ["ab  ", "", "  c"])
    #expect(buffer.plainText == "ab\n\n  c")
    #expect(!buffer.plainText.contains("\u{1B}"))
  }

  @Test func degenerateSizesAcceptEverything() {
    var empty = CellBuffer(width: 0, height: 0)
    empty.write("abc", x: 0, y: 0)
    empty.fill(x: -5, y: -5, width: 100, height: 100, with: .blank)
    #expect(empty.lines.isEmpty)
    var negative = CellBuffer(width: -3, height: 2)
    negative.fill(x: 0, y: 0, width: Int.max, height: Int.max, with: Cell("x"))
    #expect(negative.width == 0)
    var one = CellBuffer(width: 1, height: 1)
    one.fill(x: 0, y: 0, width: Int.max, height: Int.max, with: Cell("x"))
    #expect(one.lines == ["x"])
  }
}

/// The canvas: braille dots, ASCII with the same geometry, round circles.
struct CanvasTests {
  @Test func eachDotIsItsBrailleBit() {
    var canvas = Canvas(columns: 1, rows: 1)
    for y in 0..<4 {
      for x in 0..<2 { canvas.plot(dotX: x, dotY: y) }
    }
    var buffer = CellBuffer(width: 1, height: 1)
    canvas.render(into: &buffer, x: 0, y: 0, styles: [], ascii: false)
    #expect(buffer.lines == ["⣿"])
    var single = Canvas(columns: 2, rows: 1)
    single.plot(dotX: 3, dotY: 3)
    var row = CellBuffer(width: 2, height: 1)
    single.render(into: &row, x: 0, y: 0, styles: [], ascii: false)
    #expect(row.lines == [" ⢀"])
  }

  @Test func aCircleIsRoundInCellsAndTheSameShapeInASCII() {
    var canvas = Canvas(columns: 20, rows: 10)
    canvas.circle(center: .init(x: 20, y: 20), radius: 16)
    var braille = CellBuffer(width: 20, height: 10)
    canvas.render(into: &braille, x: 0, y: 0, styles: [], ascii: false)
    var ascii = CellBuffer(width: 20, height: 10)
    canvas.render(into: &ascii, x: 0, y: 0, styles: [], ascii: true)
    // Same cells inked in both modes.
    for y in 0..<10 {
      for x in 0..<20 {
        #expect((braille[x, y].scalar == " ") == (ascii[x, y].scalar == " "), "cell \(x),\(y)")
        #expect(ascii[x, y].scalar.isASCII)
      }
    }
    // 16 dots across is 8 columns, 16 dots down is 4 rows: twice as many columns as rows.
    let inked = (0..<20).filter { x in (0..<10).contains { braille[x, $0].scalar != " " } }
    let rows = (0..<10).filter { y in (0..<20).contains { braille[$0, y].scalar != " " } }
    #expect(inked.count == 17)
    #expect(rows.count == 9)
    assertFrame(braille.lines + [""] + ascii.lines, named: "canvas-circle")
  }
}

/// Damage: the diff looks only at what was written since the last frame.
struct CellBufferDamageTests {
  @Test func writesWidenTheirRowsDamageAndTheDiffLooksOnlyThere() {
    var screen = CellBuffer(width: 10, height: 3)
    var next = screen
    next.clearDamage()
    #expect((0..<3).map { next.damage(row: $0) } == [0..<0, 0..<0, 0..<0])
    next.write("ab", x: 3, y: 1)
    next.put("z", x: 8, y: 1)
    next.fill(x: 0, y: 2, width: 2, height: 1, with: Cell("-"))
    #expect(next.damage(row: 0) == 0..<0)
    #expect(next.damage(row: 1) == 3..<9)
    #expect(next.damage(row: 2) == 0..<2)
    let changes = next.diff(from: screen)
    #expect(
      changes.map { "\($0.x),\($0.y),\($0.cell.scalar)" } == [
        "3,1,a", "4,1,b", "8,1,z", "0,2,-", "1,2,-",
      ])
    // A cell changed behind the damage's back is not seen: damage is the contract.
    screen[0, 0] = Cell("!")
    #expect(next.diff(from: screen).count == 5)
    screen.apply(changes)
    next.clearDamage()
    #expect(next.diff(from: screen).isEmpty)
  }

  /// Rule (`CellBuffer.diff`): with `overhang` (whole cells, mlterm) the cell right of a glyph
  /// that changed is written again, damaged or not, once; a space that changed has no
  /// overhang to clear, and without `overhang` only changed cells are listed.
  @Test func theCellAfterAChangedGlyphIsWrittenAgainForOverhang() {
    var screen = CellBuffer(width: 8, height: 1)
    screen.write("R2\u{25BA}  ab", x: 0, y: 0)
    var next = screen
    next.clearDamage()
    next.put(" ", x: 2, y: 0)
    next.put("c", x: 6, y: 0)
    next.put("d", x: 7, y: 0)
    let listed = { (overhang: Bool) in
      var changes: [CellChange] = []
      next.diff(from: screen, into: &changes, overhang: overhang)
      return changes.map { "\($0.x) \($0.cell.scalar)" }
    }
    #expect(listed(false) == ["2  ", "6 c", "7 d"])
    #expect(listed(true) == ["2  ", "3  ", "6 c", "7 d"])
    // A changed space: nothing to clear after it.
    var spaced = screen
    spaced.clearDamage()
    spaced.put("x", x: 4, y: 0)
    var changes: [CellChange] = []
    spaced.diff(from: screen, into: &changes, overhang: true)
    #expect(changes.map(\.x) == [4])
  }

  @Test func aResetDamagesEverythingAndCountsAGeneration() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.clearDamage()
    let generation = buffer.generation
    buffer.reset(width: 4, height: 2)
    #expect(buffer.generation == generation + 1)
    #expect(buffer.damage(row: 0) == 0..<4 && buffer.damage(row: 1) == 0..<4)
    #expect(buffer.diff(from: CellBuffer(width: 4, height: 2)).isEmpty)
    #expect(buffer.diff(from: CellBuffer(width: 3, height: 2)).count == 8, "a new size: all")
  }
}
