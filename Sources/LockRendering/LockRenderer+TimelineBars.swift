import TerminalRuntime

/// The timeline's bars: where each turn's bar stands, in whole cells or in eighths of a column,
/// its glyphs and colours, and how marks over it (the playhead, a pickup) keep it whole.
extension LockRenderer {
  /// The columns, from `start` up to `end`, of a turn's bar from `begin` for `duration`
  /// seconds at `scale` columns a second in a chart `width` columns wide, whose last column
  /// is the playhead's at the end: both ends rounded to the nearest column, so that a turn ends
  /// where the next one begins, or before (rounded outwards, consecutive turns overlapped by a
  /// column, a fresh reviewer, 80×24); and two columns at least, a shaft and its pointer, a
  /// short turn growing at its end, or at its start where its end is the chart's (in one
  /// column a turn was its pointer alone, fresh reviewers, 40×16).
  static func barColumns(
    begin: Double, duration: Double, scale: Double, width: Int
  ) -> (start: Int, end: Int) {
    var start = min(max(Int((begin * scale).rounded()), 0), max(width - 1, 0))
    var end = max(min(Int(((begin + duration) * scale).rounded()), width), start + 1)
    let last = width - 1
    if end - start < 2 && last >= 2 {
      if end < last { end += 1 } else { start = max(end - 2, 0) }
    }
    return (start, end)
  }

  /// A turn's bar on row `y` of a chart from column `x`, `width` columns wide at `scale`
  /// columns a second, in the bar's colour up to the playhead's column `head` and paler after
  /// it; the columns it takes, from `start` up to `end`.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline's bars, their shafts in eighths where
  /// ``barsInEighths``, else whole cells; solid where the playhead is drawn with lines, else
  /// a heavy line or `=`.
  mutating func paintBar(
    _ turn: LockScene.TurnView, x: Int, y: Int, width: Int, scale: Double, head: Int,
    eighths: Bool, shift: Int, into buffer: inout CellBuffer
  ) -> (start: Int, end: Int) {
    let left = turn.direction == .counterclockwise
    let glyphs = Self.barGlyphs(lines: palette.rounded, left: left)
    let lines = playheadMark.lines
    func colour(_ column: Int) -> Style { column > head ? palette.barAhead : palette.bar }
    guard lines && eighths else {
      let unshifted = Self.barColumns(
        begin: turn.begin, duration: turn.duration, scale: scale, width: width)
      let (start, end) = (unshifted.start + shift, unshifted.end + shift)
      for column in start..<end {
        let arrowhead = left ? column == start : column == end - 1
        if lines && !arrowhead {
          buffer.put(" ", x: x + column, y: y, style: Self.solid(colour(column)))
        } else {
          let glyph = arrowhead ? glyphs.head : glyphs.shaft
          buffer.put(glyph, x: x + column, y: y, style: colour(column))
        }
      }
      return (start, end)
    }
    let unshifted = Self.barSpan(
      begin: turn.begin, duration: turn.duration, scale: scale, width: width, left: left)
    let span = (
      pointer: unshifted.pointer + shift, from: unshifted.from + Double(shift),
      to: unshifted.to + Double(shift),
      cells: (unshifted.cells.lowerBound + shift)..<(unshifted.cells.upperBound + shift)
    )
    for column in span.cells {
      if let cell = Self.shaftCell(column, from: span.from, to: span.to, bar: colour(column)) {
        buffer.put(cell.glyph, x: x + column, y: y, style: cell.style)
      }
    }
    buffer.put(glyphs.head, x: x + span.pointer, y: y, style: colour(span.pointer))
    return (
      min(span.pointer, span.cells.lowerBound), max(span.pointer + 1, span.cells.upperBound)
    )
  }

  /// Whether the bars' shafts keep the turns' times to an eighth of a column
  /// (``barSpan(begin:duration:scale:width:left:)``): where the terminal draws the block
  /// elements itself (``RenderOptions/grid`` quadrants or sextants, not from lockdial's soft
  /// font); else they are whole cells (``barColumns(begin:duration:scale:width:)``).
  ///
  /// Rule (docs/terminal.md "Output"): xterm draws the eighths from its font, taller than the
  /// cell and below its solid neighbours, so that a reversed one showed a stripe of the bar's
  /// colour under it.
  var barsInEighths: Bool { options.grid != .halves && !options.fontOverhangs }

  /// Where a turn's bar lies on its row, in eighths of a column, from the first it covers up
  /// to the last: ``barColumns(begin:duration:scale:width:)`` in whole cells, else (`eighths`)
  /// its pointer's cell and its shaft (``barSpan(begin:duration:scale:width:left:)``).
  static func barExtent(
    _ turn: LockScene.TurnView, scale: Double, width: Int, eighths: Bool
  ) -> Range<Int> {
    guard eighths else {
      let columns = Self.barColumns(
        begin: turn.begin, duration: turn.duration, scale: scale, width: width)
      return (columns.start * 8)..<(columns.end * 8)
    }
    let span = Self.barSpan(
      begin: turn.begin, duration: turn.duration, scale: scale, width: width,
      left: turn.direction == .counterclockwise)
    let (from, to) = (Int((span.from * 8).rounded()), Int((span.to * 8).rounded()))
    return min(span.pointer * 8, from)..<max(span.pointer * 8 + 8, to)
  }

  /// The whole columns each bar moves by, given where it lies in eighths
  /// (``barExtent(_:scale:width:eighths:)``, row by row), so that no two bars on consecutive
  /// rows overlap where the chart has room: a bar moves right, clear of the one above, then left,
  /// clear of the one below, never past the last eighth any bar takes (the playhead's last
  /// column stays its own: a pointer there was hidden under the playhead at the plan's end)
  /// nor left of the first bar's column; `nil` where the bars together are longer than that.
  ///
  /// Rule (docs/terminal.md "Output"): a short turn's bar is two columns at least, so that in
  /// a narrow chart the end of one bar and the start of the next fell in one column and read as
  /// one tall bar (fresh reviewers, every terminal at 40×16); a column's move is less than the
  /// rounding a bar of two columns already has there. Where bars in eighths have no room
  /// apart they are drawn in whole cells, which are shorter.
  static func barShifts(_ extents: [Range<Int>]) -> [Int]? {
    var shifts = [Int](repeating: 0, count: extents.count)
    guard let rightmost = extents.map(\.upperBound).max(), let first = extents.first else {
      return shifts
    }
    let length = extents.reduce(0) { $0 + $1.count }
    guard length <= rightmost - first.lowerBound / 8 * 8 else { return nil }
    func columns(_ eighths: Int) -> Int { (eighths + 7) / 8 }
    for row in extents.indices.dropFirst() {
      let clear = extents[row - 1].upperBound + shifts[row - 1] * 8
      shifts[row] = columns(max(clear - extents[row].lowerBound, 0))
    }
    for row in extents.indices.reversed() {
      let bound =
        row + 1 < extents.count ? extents[row + 1].lowerBound + shifts[row + 1] * 8 : rightmost
      let over = extents[row].upperBound + shifts[row] * 8 - bound
      if over > 0 {
        shifts[row] = max(shifts[row] - columns(over), -(extents[row].lowerBound / 8))
      }
    }
    return shifts
  }

  /// A turn's bar from `begin` for `duration` seconds at `scale` columns a second in a chart
  /// `width` columns wide, whose last column is the playhead's at the end: its pointer's
  /// column, at the turn's start where it goes `left` (counterclockwise) and at its end
  /// otherwise, and its shaft from `from` to `to` in fractions of a column over `cells`, the
  /// rest of the turn's time beside the pointer, a column at least (the shaft growing away
  /// from the pointer); ``paintBar(_:x:y:width:scale:head:eighths:shift:into:)`` moves it by
  /// whole columns (``barShifts(_:)``).
  ///
  /// Rule (docs/terminal.md "Output"): the shafts keep the turns' times to an eighth of a
  /// column, so that the pause between two turns stands between their bars; rounded to whole
  /// columns, consecutive bars touched corner to corner and the chart read as one staircase
  /// (fresh reviewers, 80×24 and 40×16).
  static func barSpan(
    begin: Double, duration: Double, scale: Double, width: Int, left: Bool
  ) -> (pointer: Int, from: Double, to: Double, cells: Range<Int>) {
    let last = Double(max(width - 1, 0))
    func column(_ seconds: Double) -> Double {
      let at = seconds * scale
      return at.isFinite ? min(max(at, 0), last) : 0
    }
    let start = column(begin)
    let end = max(column(begin + duration), start)
    let pointer: Int
    var (from, to): (Double, Double)
    if left {
      pointer = min(Int(start.rounded(.down)), max(width - 3, 0))
      from = Double(pointer + 1)
      to = min(max(end, from + 1), last)
    } else {
      pointer = max(Int(end.rounded(.up)) - 1, min(1, max(width - 2, 0)))
      to = Double(pointer)
      from = max(min(start, to - 1), 0)
    }
    if to < from { to = from }
    return (pointer, from, to, Int(from.rounded(.down))..<Int(to.rounded(.up)))
  }

  /// Column `column` of a shaft from `from` to `to` in `bar`'s colour: a solid cell where the
  /// shaft covers it, else a left block of eighths (U+2589…U+258F) for the part it covers, in
  /// the bar's colour where the shaft ends in the cell and reversed where it begins in it (the
  /// background's colour on the left, the bar's on the right); `nil` where it covers less
  /// than half an eighth.
  ///
  /// Rule (docs/terminal.md "Output"): the shafts keep the turns' times to an eighth of a
  /// column.
  static func shaftCell(
    _ column: Int, from: Double, to: Double, bar: Style
  ) -> (glyph: Unicode.Scalar, style: Style)? {
    let low = max(from, Double(column))
    let high = min(to, Double(column + 1))
    let eighths = Int(((high - low) * 8).rounded())
    if eighths <= 0 { return nil }
    if eighths >= 8 { return (" ", solid(bar)) }
    if high < Double(column + 1) {
      // The shaft ends inside the cell: its left part.
      return (leftEighths(eighths), bar)
    }
    // The shaft begins inside the cell: its right part, the uncovered left part reversed.
    return (leftEighths(8 - eighths), solid(bar))
  }

  /// The left block of `eighths` eighths of a cell, 1…7 (U+258F one eighth … U+2589 seven).
  static func leftEighths(_ eighths: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2590 - UInt32(min(max(eighths, 1), 7))) ?? "\u{258C}"
  }

  /// How much of `cell` a bar's shaft covers: 1 for a solid cell (a reversed space), its
  /// eighths for a left block of eighths (``shaftCell(_:from:to:bar:)``), `nil` for any other
  /// cell.
  static func barCoverage(_ cell: Cell) -> Double? {
    let reversed = cell.style.attributes.contains(.reverse)
    if cell.scalar == " " { return reversed ? 1 : nil }
    let value = cell.scalar.value
    guard (0x2589...0x258F).contains(value) else { return nil }
    let eighths = Double(0x2590 - value) / 8
    return reversed ? 1 - eighths : eighths
  }

  /// A bar's shaft where the playhead is drawn with lines (in colour, with boxes): whole cells
  /// in the bar's colour (reversed spaces).
  ///
  /// Rule (docs/terminal.md "Output"): the bars are solid, as a Gantt chart's are, and end in
  /// the pointer the way the turn goes: a heavy line read as thin in lanes of one row and of
  /// several (fresh reviewers, 80×24 and 200×60); without the pointer only the lane's label
  /// told the way (fresh reviewers).
  var solidBar: Style { Self.solid(palette.bar) }

  /// A solid bar's cell in `bar`'s colour: a reversed space.
  static func solid(_ bar: Style) -> Style {
    var style = bar
    style.attributes.insert(.reverse)
    return style
  }

  /// Whether `cell` is a solid bar's, passed or ahead (``Palette/barAhead``).
  func isSolidBar(_ cell: Cell) -> Bool {
    cell.scalar == " "
      && (cell.style == solidBar || cell.style == Self.solid(palette.barAhead))
  }

  /// Whether `cell` is a bar's pointer drawn in colour (``barGlyphs(lines:left:)``).
  func isPointer(_ cell: Cell) -> Bool {
    let heads = [
      Self.barGlyphs(lines: true, left: true).head, Self.barGlyphs(lines: true, left: false).head,
    ]
    return heads.contains(cell.scalar) && !cell.style.foreground.isDefault
  }

  /// `style` over `cell`: on a bar's colour where a shaft covers the whole cell or where its
  /// pointer stands, so that a mark on the bar (the playhead, a pickup) keeps the bar whole
  /// round it; over a shaft's end in eighths (``barCoverage(_:)``) on the background, which
  /// shortens the shaft by less than a cell rather than lengthening it into the pause before
  /// the next turn.
  ///
  /// Rule (docs/terminal.md "Output"): the playhead over the pointer of the turn under way
  /// stands on the bar's colour: on the background the bar read as stopping a cell short of
  /// the playhead while its turn was under way (fresh reviewers, every terminal at 40×16).
  func onBar(_ style: Style, _ cell: Cell) -> Style {
    guard isSolidBar(cell) || isPointer(cell) else { return style }
    var marked = style
    marked.background = cell.style.foreground
    marked.attributes.remove(.reverse)
    return marked
  }

  /// A timeline bar's shaft and arrowhead: a heavy line (U+2501) with a solid pointer pointing
  /// the way the turn goes (U+25C4, U+25BA) where boxes are drawn, else `=` with `<` or `>`.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline's glyphs. The pointers, not the triangles
  /// (U+25C0, U+25B6): alacritty draws its font's right triangle low and a pixel clear of the
  /// shaft, the pointer against it, as every other terminal draws both.
  static func barGlyphs(lines: Bool, left: Bool) -> (shaft: Unicode.Scalar, head: Unicode.Scalar) {
    lines ? ("\u{2501}", left ? "\u{25C4}" : "\u{25BA}") : ("=", left ? "<" : ">")
  }
}
