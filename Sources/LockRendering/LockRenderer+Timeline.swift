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
    let framed = body.x > area.x
    // Unframed, the chart and its placeholder keep the last column blank, so that the playhead
    // at the plan's end and "a typed combination" stand off the window's edge (fresh
    // reviewers, 40×16); the title's row keeps it for the playhead's seconds.
    let margin = framed ? 0 : 1
    guard let timeline else {
      body.width -= margin
      paintEmptyTimeline(body, turns: expected, into: &buffer)
      return
    }
    if paintTimelineState(
      timeline, after: panel.titleEnd, row: panel.titleRow, right: panel.titleRight,
      wrapTo: body, into: &buffer)
    {
      body = Rect(x: body.x, y: body.y + 1, width: body.width, height: max(body.height - 1, 0))
    }
    let rows = body.height
    let turns = timeline.turns
    let label = Self.labelColumns(turns: turns.count, rows: rows, width: body.width)
    let barX = body.x + label
    let barWidth = body.width - label - margin
    guard barWidth >= 4, rows > 0, !turns.isEmpty, timeline.duration > 0 else { return }
    // Which turns fit: a window that keeps the current one in view.
    let current = turns.lastIndex { $0.begin <= timeline.playhead } ?? 0
    let first = min(max(current - rows / 2, 0), max(turns.count - rows, 0))
    let lane = Self.timelineLane(rows: rows, turns: turns.count)
    // A framed chart of a row a turn with a row to spare has its seconds on its last row.
    let secondsRow = framed && lane == 1 && turns.count < rows
    // Where every turn fits, the bars stand in the middle of the rows above the seconds.
    let lanes = secondsRow ? Rect(x: body.x, y: body.y, width: body.width, height: rows - 1) : body
    let top =
      first == 0 && turns.count <= rows
      ? Self.laneTop(lanes, turns: turns.count, lane: lane) : body.y
    // The bars end a column short of the width, so that the playhead at the end stands after
    // the last arrowhead rather than on it.
    let scale = Double(barWidth - 1) / timeline.duration
    let head = min(max(Int((timeline.playhead * scale).rounded(.down)), 0), barWidth - 1)
    let shown = min(rows, turns.count - first)
    // A spread chart with a blank row under its last lane has its axis on its own last row.
    let axisInside = secondsRow || lane > 1 && top + (shown - 1) * lane < body.y + rows - 2
    if framed {
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
    // Bars in eighths where they have room apart, else in whole cells.
    func moves(eighths: Bool) -> [Int]? {
      Self.barShifts(
        (first..<(first + shown)).map {
          Self.barExtent(turns[$0], scale: scale, width: barWidth, eighths: eighths)
        })
    }
    let eighths = barsInEighths && playhead.lines && moves(eighths: true) != nil
    let shifts = moves(eighths: eighths) ?? Array(repeating: 0, count: shown)
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
        turn, x: barX, y: y, width: barWidth, scale: scale, head: head, eighths: eighths,
        shift: shifts[row], into: &buffer)
      if index == current && playhead.lines && timeline.playhead < turn.begin + turn.duration {
        reachPlayhead(x: barX, y: y, bar: start..<end, head: head, into: &buffer)
      }
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
      // A pickup's mark the line passes behind keeps its own colour.
      if playhead.lines && glyph == under.scalar && glyph != " " { continue }
      buffer.put(glyph, x: barX + head, y: y, style: onBar(playhead.style, under))
    }
  }

  /// The turn under way's bar on row `y` from column `x`, drawn over `bar`, carried to the
  /// playhead's column `head` where it stops short of it or starts after it: the cells between
  /// solid in the bar's colour, over its pointer and a shaft's end in eighths where they stand
  /// there.
  ///
  /// Rule (docs/terminal.md "Output"): while a turn is under way its bar reaches the playhead.
  /// A bar moved a column to stand clear of its neighbours (``barShifts(_:)``), or rounded to
  /// whole columns where the playhead's column is the one its time falls in, stopped a cell
  /// short of the playhead or began a cell after it, and the turn read as not under way (fresh
  /// reviewers, every terminal at 40×16).
  func reachPlayhead(
    x: Int, y: Int, bar: Range<Int>, head: Int, into buffer: inout CellBuffer
  ) {
    let cells =
      head >= bar.upperBound
      ? (bar.upperBound - 1)...head
      : head < bar.lowerBound ? head...bar.lowerBound : head...head
    guard cells.count > 1 else { return }
    for column in cells {
      buffer.put(
        " ", x: x + column, y: y,
        style: Self.solid(column > head ? palette.barAhead : palette.bar))
    }
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
    // Each row centred, as a placeholder's lines are: under a left-aligned first row the
    // second stood indented (a fresh reviewer, 80×24).
    buffer.writeCentred(
      text, x: body.x + (body.width - width) / 2, y: y, width: width, rows: body.height,
      style: palette.dim)
  }

  /// The columns of a timeline row's label (`L7 ▼`) before its bars.
  static let timelineLabelColumns = 5

  /// The columns of the labels before the bars of `turns` turns in a body `rows` high and
  /// `width` wide: ``timelineLabelColumns``, or three (`L7 `) where every turn has its row
  /// (no `▲` or `▼` for turns out of view) and the bars would have fewer than three columns
  /// a turn: a bar takes two at least, and the pauses between turns the rest.
  ///
  /// Rule (docs/terminal.md "Output"): at 40×16 the six turns' bars had twelve columns
  /// between them, and two bars shared a column (fresh reviewers, every terminal).
  static func labelColumns(turns: Int, rows: Int, width: Int) -> Int {
    let narrow = width - timelineLabelColumns < 3 * turns
    return turns <= rows && narrow ? 3 : timelineLabelColumns
  }

  /// The rule along a spread timeline's lane: a light triple-dash line (U+2504).
  static let laneRule: Unicode.Scalar = "\u{2504}"

  /// The playhead's glyph over a timeline cell holding `under`.
  ///
  /// Rule (docs/terminal.md "Output"): drawn with lines, an unbroken heavy column: a cross
  /// (U+254B) where it meets a bar's shaft, the line over an empty cell and over a turn's
  /// pointer, a pickup's mark kept in its own colour. A pointer kept in the playhead's column
  /// broke the line on the row of the turn under way, and fresh reviewers read the playhead
  /// as hidden there (every terminal at 40×16); the row's label gives the turn's way. Else
  /// `|` on an empty cell and what is there reversed.
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
    case " ", laneRule, "\u{25C4}", "\u{25BA}": return capped ? "\u{2579}" : "\u{2503}"
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
