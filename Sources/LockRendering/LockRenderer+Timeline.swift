import LockModel
import TerminalRuntime

/// The timeline panel: the dialing plan as a Gantt chart, its time axis, lanes and playhead.
extension LockRenderer {
  /// The dialing plan as a Gantt chart.
  ///
  /// One bar per turn between its begin and end, the delay gaps empty, a diamond where a wheel
  /// is picked up, and the playhead at the animator's position (after the last arrowhead at
  /// the end); a triangle (`▲ ▼`) by the label of the first or last row when turns are
  /// out of view above or below; the title gives the playhead and the length in seconds (as
  /// the status bar does) and says "paused" and "reversed". Without a plan it says where the
  /// turns will show, over the lanes of the `expected` turns
  /// (``paintEmptyTimeline(_:turns:into:)``).
  mutating func paintTimeline(
    _ timeline: LockScene.TimelineView?, expected: Int, in area: Rect,
    into buffer: inout CellBuffer
  ) {
    guard area.height >= 3, area.width >= 12 else { return }
    let panel = panelFrame("timeline", area: area, into: &buffer)
    var body = panel.body
    guard let timeline else {
      paintEmptyTimeline(body, turns: expected, into: &buffer)
      return
    }
    if paintTimelineState(
      timeline, after: panel.titleEnd, row: panel.titleRow, right: panel.titleRight,
      wrapTo: body, into: &buffer)
    {
      body = Rect(x: body.x, y: body.y + 1, width: body.width, height: max(body.height - 1, 0))
    }
    let label = Self.timelineLabelColumns
    let barX = body.x + label
    let barWidth = body.width - label
    let rows = body.height
    let turns = timeline.turns
    guard barWidth >= 4, rows > 0, !turns.isEmpty, timeline.duration > 0 else { return }
    // Which turns fit: a window that keeps the current one in view.
    let current = turns.lastIndex { $0.begin <= timeline.playhead } ?? 0
    let first = min(max(current - rows / 2, 0), max(turns.count - rows, 0))
    let lane = Self.timelineLane(rows: rows, turns: turns.count)
    // Where every turn fits, the bars stand in the middle of the body.
    let top =
      first == 0 && turns.count <= rows
      ? Self.laneTop(body, turns: turns.count, lane: lane) : body.y
    // The bars end a column short of the width, so that the playhead at the end stands after
    // the last arrowhead rather than on it.
    let scale = Double(barWidth - 1) / timeline.duration
    let head = min(max(Int((timeline.playhead * scale).rounded(.down)), 0), barWidth - 1)
    let shown = min(rows, turns.count - first)
    // A spread chart with a blank row under its last lane has its axis on its own last row.
    let axisInside = lane > 1 && top + (shown - 1) * lane < body.y + rows - 2
    if body.x > area.x {
      paintTimeAxis(
        duration: timeline.duration, scale: scale, x: barX,
        y: axisInside ? body.y + rows - 1 : area.y + area.height - 1,
        right: area.x + area.width - 2, ticks: !axisInside, into: &buffer)
    }
    let playhead = playheadMark
    let lastRow = body.y + rows - (axisInside ? 2 : 1)
    // The playhead down the whole body, unbroken across the rows between and round the turns.
    for y in body.y...lastRow {
      buffer.put(
        Self.playheadGlyph(
          over: " ", lines: playhead.lines, capped: y == lastRow && options.wholeCells),
        x: barX + head, y: y, style: playhead.style)
    }
    for row in 0..<shown {
      let index = first + row
      let turn = turns[index]
      let y = top + row * lane
      let style = index == current ? palette.heading : palette.text
      buffer.put(turn.direction == .counterclockwise ? "L" : "R", x: body.x, y: y, style: style)
      buffer.write(number: turn.target, x: body.x + 1, y: y, style: style)
      // Turns out of view above or below: a triangle at the end of the first or last row's
      // label, as a list marks more rows. An arrow there read as a stray glyph, and the small
      // triangles (U+25B4, U+25BE) as specks.
      let hiddenAbove = row == 0 && first > 0
      let hiddenBelow = row == rows - 1 && first + rows < turns.count
      if hiddenAbove || hiddenBelow {
        let more: Unicode.Scalar =
          options.ascii ? (hiddenAbove ? "^" : "v") : (hiddenAbove ? "\u{25B2}" : "\u{25BC}")
        buffer.put(more, x: body.x + label - 1, y: y, style: palette.dim)
      }
      if lane > 1 && palette.rounded {
        // On a spread timeline each turn's lane is ruled across in a gridline's grey
        // (Palette.rule), so that the bars stand on rows of a chart rather than in an empty
        // box.
        for column in 0..<barWidth {
          buffer.put(Self.laneRule, x: barX + column, y: y, style: palette.rule)
        }
      }
      let (start, end) = paintBar(
        turn, x: barX, y: y, width: barWidth, scale: scale, head: head, into: &buffer)
      // docs/mechanism.md §11: where this turn picks up a wheel.
      for pickup in timeline.pickups
      where pickup >= turn.begin && pickup < turn.begin + turn.duration {
        let column = min(max(Int((pickup * scale).rounded(.down)), start), end - 1)
        buffer.put(
          options.ascii ? "*" : "\u{25C6}", x: barX + column, y: y,
          style: onBar(palette.heading, buffer[barX + column, y]))
      }
      let under = buffer[barX + head, y]
      let glyph = Self.playheadGlyph(
        over: Self.barCoverage(under) != nil ? " " : under.scalar,
        lines: playhead.lines, capped: y == lastRow && options.wholeCells)
      // An arrowhead or a pickup's mark the line passes behind keeps its own colour: in the
      // playhead's, a turn's pointer read as the playhead's own mark (fresh reviewers, 40×16).
      if playhead.lines && glyph == under.scalar && glyph != " " { continue }
      buffer.put(glyph, x: barX + head, y: y, style: onBar(playhead.style, under))
    }
  }

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
    into buffer: inout CellBuffer
  ) -> (start: Int, end: Int) {
    let left = turn.direction == .counterclockwise
    let glyphs = Self.barGlyphs(lines: palette.rounded, left: left)
    let lines = playheadMark.lines
    func colour(_ column: Int) -> Style { column > head ? palette.barAhead : palette.bar }
    guard lines && barsInEighths else {
      let (start, end) = Self.barColumns(
        begin: turn.begin, duration: turn.duration, scale: scale, width: width)
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
    let span = Self.barSpan(
      begin: turn.begin, duration: turn.duration, scale: scale, width: width, left: left)
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

  /// A turn's bar from `begin` for `duration` seconds at `scale` columns a second in a chart
  /// `width` columns wide, whose last column is the playhead's at the end: its pointer's
  /// column, at the turn's start where it goes `left` (counterclockwise) and at its end
  /// otherwise, and its shaft from `from` to `to` in fractions of a column over `cells`, the
  /// rest of the turn's time beside the pointer, a column at least (the shaft growing away
  /// from the pointer).
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

  /// `style` over `cell`: on a bar's colour where a shaft covers the whole cell, so that a
  /// mark on the bar (the playhead, a pickup) keeps the bar whole round it; over a shaft's
  /// end in eighths (``barCoverage(_:)``) on the background, which shortens the shaft by
  /// less than a cell rather than lengthening it into the pause before the next turn.
  func onBar(_ style: Style, _ cell: Cell) -> Style {
    guard isSolidBar(cell) else { return style }
    var marked = style
    marked.background = cell.style.foreground
    marked.attributes.remove(.reverse)
    return marked
  }

  /// Seconds under the bars on row `y`, every 1, 2, 5, 10, 20, 30 or 60 seconds, the least
  /// that leaves two blank columns after the widest label (``axisStep(duration:scale:)``): in
  /// a framed timeline's bottom edge a tick at the second's column with its label after it
  /// (`┴0s`, `┴2s`, … where `ticks`), else the label from that column (a row of the chart's
  /// own); `x` is where 0 s is, `scale` columns a second, `right` the row's last column for
  /// text.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline reads as time, as a Gantt chart does, on a
  /// row of its own where the chart is spread (in the edge the labels read as written over the
  /// border, fresh reviewers, 200×60), else in a row its frame has anyway; labels on the edge
  /// without ticks read as text on a border (a fresh reviewer).
  mutating func paintTimeAxis(
    duration: Double, scale: Double, x: Int, y: Int, right: Int, ticks: Bool = true,
    into buffer: inout CellBuffer
  ) {
    guard scale > 0, duration > 0 else { return }
    guard let every = Self.axisStep(duration: duration, scale: scale) else { return }
    var second = 0.0
    while second <= duration {
      let column = x + Int((second * scale).rounded(.down))
      let label = "\(Int(second))s"
      let tick = ticks ? 1 : 0
      guard column + tick + label.count <= right else { break }
      if ticks { buffer.put("\u{2534}", x: column, y: y, style: palette.frame) }
      buffer.write(label, x: column + tick, y: y, style: palette.dim)
      second += every
    }
  }

  /// The seconds between two marks of the time axis: 1, 2, 5, 10, 20, 30 or 60, the least
  /// that leaves two blank columns between a label (its tick and the widest label, `┴10s`)
  /// and the next mark, at `scale` columns a second; `nil` when none does.
  ///
  /// Rule (docs/terminal.md "Output"): marks as dense as they read; eight columns apart left
  /// two labels (`0s`, `5s`) for a 7.4 s plan at 80×24 (fresh reviewers).
  static func axisStep(duration: Double, scale: Double) -> Double? {
    let seconds = duration.isFinite ? min(max(duration, 0), 1e9) : 0
    let widest = 1 + "\(Int(seconds))s".count
    return [1.0, 2, 5, 10, 20, 30, 60].first { $0 * scale >= Double(widest + 2) }
  }

  /// The rows each turn takes in a timeline body of `rows` rows: its bar, then as many blank
  /// rows (three at most) as leave every turn in view with a blank row above the first, and
  /// under the last a blank row and the seconds' row, else none.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline stands as tall as the lock beside it
  /// (``Layout``), its turns spread over it. Spread over every row, the first lane stood
  /// against the title and the seconds in the bottom edge (a fresh reviewer, alacritty at
  /// 200×60, whose cells leave the body a few rows fewer).
  static func timelineLane(rows: Int, turns: Int) -> Int {
    guard turns > 1 else { return 1 }
    let spread = (rows - 4) / (turns - 1)
    return spread >= 2 ? min(spread, 4) : 1
  }

  /// The row of the first of `turns` lanes `lane` rows apart standing in the middle of `body`.
  static func laneTop(_ body: Rect, turns: Int, lane: Int) -> Int {
    body.y + max(body.height - (min(body.height, turns) - 1) * lane - 1, 0) / 2
  }

  /// A timeline without a plan: where the turns will show, in grey in the middle of `body`;
  /// on a spread timeline, over the ruled lanes that a plan of `turns` turns takes, each
  /// where its bar will stand, the text on a row between two of them.
  ///
  /// Rule (docs/terminal.md "Output"): the chart stands ready before a plan plays, as the
  /// trail's empty slots do; a large box holding one grey line read as empty (a fresh
  /// reviewer, 200×60).
  mutating func paintEmptyTimeline(_ body: Rect, turns: Int, into buffer: inout CellBuffer) {
    let text = "a typed combination plays here"
    let rows = CellBuffer.wrappedRows(text, width: body.width, rows: body.height)
    // Wrapped, as narrow as keeps its rows, so that its lines are even: at the widest one
    // word stood alone on the second ("here", fresh reviewers, 80×24).
    let width = CellBuffer.balancedWidth(
      [text], width: min(text.count, body.width), rows: body.height)
    var y = body.y + max(body.height - rows, 0) / 2
    let lane = Self.timelineLane(rows: body.height, turns: turns)
    if lane > 1 && palette.rounded && turns <= body.height {
      let top = Self.laneTop(body, turns: turns, lane: lane)
      for turn in 0..<turns {
        for column in Self.timelineLabelColumns..<max(body.width, Self.timelineLabelColumns) {
          buffer.put(Self.laneRule, x: body.x + column, y: top + turn * lane, style: palette.rule)
        }
      }
      // The text between two lanes: off a lane's row, a row up.
      if rows == 1 && y >= top && (y - top) % lane == 0 { y -= 1 }
    }
    buffer.writeWrapped(
      text, x: body.x + (body.width - width) / 2, y: y, width: width, rows: body.height,
      style: palette.dim)
  }

  /// The columns of a timeline row's label (`L7 ▼`) before its bars.
  static let timelineLabelColumns = 5

  /// The rule along a spread timeline's lane: a light triple-dash line (U+2504).
  static let laneRule: Unicode.Scalar = "\u{2504}"

  /// The playhead's glyph over a timeline cell holding `under`.
  ///
  /// Rule (docs/terminal.md "Output"): drawn with lines, an unbroken heavy column: a cross
  /// (U+254B) where it meets a bar's shaft, the line over an empty cell, an arrowhead and a
  /// pickup's mark kept in their own colours (over the arrowhead the line hid the way the turn
  /// under way goes; in the playhead's colour the arrowhead read as the playhead's own mark,
  /// fresh reviewers). Else `|` on an empty cell and what is there reversed.
  ///
  /// `capped` (the last row in whole cells, mlterm): the line ends at the cell's middle
  /// (U+2579, or U+253B over a shaft). mlterm draws box drawing from the font, a pixel into
  /// the row below, and leaves that pixel behind when the playhead moves on: a dotted line
  /// under the timeline's last row, which is not written again.
  static func playheadGlyph(
    over under: Unicode.Scalar, lines: Bool, capped: Bool = false
  ) -> Unicode.Scalar {
    guard lines else { return under == " " ? "|" : under }
    switch under {
    case "\u{2501}": return capped ? "\u{253B}" : "\u{254B}"
    case " ", laneRule: return capped ? "\u{2579}" : "\u{2503}"
    default: return under
    }
  }

  /// Whether the playhead is drawn with lines, and its style: in colour where boxes are drawn,
  /// heavy lines in the playhead's colour (``playheadGlyph(over:lines:)``); else a reversed
  /// column, so that it shows without colour or box drawing.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline's glyphs.
  var playheadMark: (lines: Bool, style: Style) {
    let style = palette.playhead
    guard palette.rounded, style.foreground != Style.plain.foreground else { return (false, style) }
    return (
      true,
      Style(
        foreground: style.foreground, background: style.background,
        attributes: style.attributes.subtracting(.reverse))
    )
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

  /// The timeline title's playhead and length, then "paused" and "reversed"; whether they took
  /// the first row of `wrapTo`.
  ///
  /// They start at `start` on `row` and stay left of `right`; what does not fit goes to the
  /// first row of `wrapTo`.
  func paintTimelineState(
    _ timeline: LockScene.TimelineView, after start: Int, row: Int, right: Int, wrapTo body: Rect,
    into buffer: inout CellBuffer
  ) -> Bool {
    // "12.3/45.6s": the whole seconds' digits, a decimal each, the slash and the unit.
    let seconds =
      CellBuffer.digits(Int(timeline.playhead)) + CellBuffer.digits(Int(timeline.duration)) + 6
    let words = (timeline.isPaused ? 7 : 0) + (timeline.isReversed ? 9 : 0)
    var (x, y) = start + seconds < right ? (start, row) : (body.x, body.y)
    x += writeSeconds(timeline.playhead, of: timeline.duration, x: x, y: y, into: &buffer)
    var wrapped = y == body.y
    if y == row && x < right { buffer.put(" ", x: x, y: y) }
    if words > 0 && !wrapped && x + words >= right {
      (x, y, wrapped) = (body.x, body.y, true)
    }
    // A word opening a row has no space before it.
    func word(_ text: String, _ style: Style) {
      let spaced = x > body.x || y == row
      x += buffer.write(spaced ? " " + text : text, x: x, y: y, style: style)
    }
    if timeline.isPaused { word("paused", palette.warning) }
    if timeline.isReversed { word("reversed", palette.reversed) }
    if y == row && x < right { buffer.put(" ", x: x, y: y) }
    return wrapped
  }
}
