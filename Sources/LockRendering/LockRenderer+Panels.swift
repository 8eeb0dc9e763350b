import LockModel
import TerminalRuntime

extension LockRenderer {
  /// The trail of runs dialed in this attempt (or, until the next attempt starts, the one just
  /// judged), then the attempt's hint after its lead ("next: …"), wrapped to the panel.
  mutating func paintTrail(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    var y = area.y
    var x = area.x
    let bottom = area.y + area.height
    let right = area.x + area.width
    if area.height >= 3 {
      buffer.write("trail", x: x, y: y, style: palette.heading)
      y += 1
    }
    if scene.trailOmitted > 0 {
      x += buffer.write(options.ascii ? "..." : "…", x: x, y: y, style: palette.dim) + 1
    }
    // Runs as "L7 R9x1 ...": letter, number, and xN for whole turns; wrapped to the area.
    for (index, run) in scene.trail.enumerated() {
      let width =
        1 + CellBuffer.digits(run.number)
        + (run.wholeTurns > 0 ? 1 + CellBuffer.digits(run.wholeTurns) : 0)
      if x > area.x && x + width > right {
        x = area.x
        y += 1
      }
      guard y < bottom - (area.height >= 3 ? 1 : 0) else { break }
      let style = index == scene.trail.count - 1 ? palette.heading : palette.text
      x += buffer.put(
        Unicode.Scalar(UInt8(run.direction.letter.asciiValue ?? 63)), x: x, y: y, style: style)
      x += buffer.write(number: run.number, x: x, y: y, style: style)
      if run.wholeTurns > 0 {
        x += buffer.write("x", x: x, y: y, style: palette.dim)
        x += buffer.write(number: run.wholeTurns, x: x, y: y, style: palette.dim)
      }
      x += 1
    }
    if scene.trail.isEmpty {
      x += buffer.write("-", x: x, y: y, style: palette.dim)
    }
    // The instruction on the next free row (or after the runs on a one-row trail), wrapped.
    if area.height >= 3 {
      y = min(y + 1, bottom - 1)
      x = area.x
    } else {
      x += 1
    }
    guard right - x > 8 else { return }
    let lead = buffer.write(scene.instructionLead + ": ", x: x, y: y, style: palette.dim)
    buffer.writeWrapped(
      scene.instruction, x: x + lead, y: y, width: right - x - lead, rows: bottom - y,
      style: palette.text)
  }

  /// The panel's lower part: the playing plan's timeline, else a game's notebook, else the
  /// empty timeline.
  mutating func paintPlanOrNotebook(
    _ scene: LockScene, in area: Rect, into buffer: inout CellBuffer
  ) {
    if scene.timeline == nil, let notebook = scene.notebook {
      paintNotebook(notebook, in: area, into: &buffer)
    } else {
      paintTimeline(scene.timeline, in: area, into: &buffer)
    }
  }

  /// A game's notebook (docs/mechanism.md §10): its title, then each row's label in a column
  /// of its own and its text wrapped beside it.
  mutating func paintNotebook(
    _ notebook: LockScene.NotebookView, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.height >= 2, area.width >= 16 else { return }
    buffer.write("notebook", x: area.x, y: area.y, style: palette.heading)
    let label = 7
    var y = area.y + 1
    let bottom = area.y + area.height
    for row in notebook.rows where y < bottom {
      buffer.write(row.label, x: area.x, y: y, style: palette.dim)
      y += buffer.writeWrapped(
        row.text, x: area.x + label, y: y, width: area.width - label, rows: bottom - y,
        style: palette.text)
    }
  }

  /// The dialing plan as a Gantt chart.
  ///
  /// One bar per turn between its begin and end, the delay gaps empty, a diamond where a wheel
  /// is picked up, and the playhead at the animator's position; the title gives the playhead and the length in seconds (as the status
  /// bar does) and says "paused" and "reversed". Without a plan it says where the turns will
  /// show.
  mutating func paintTimeline(
    _ timeline: LockScene.TimelineView?, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.height >= 3, area.width >= 12 else { return }
    var x = area.x
    x += buffer.write("timeline ", x: x, y: area.y, style: palette.heading)
    guard let timeline else {
      buffer.writeWrapped(
        "a dialed combination's turns show here", x: area.x,
        y: area.y + 1, width: area.width, rows: area.height - 1, style: palette.dim)
      return
    }
    let titleRows = paintTimelineState(timeline, after: x, in: area, into: &buffer)
    let label = 5
    let barX = area.x + label
    let barWidth = area.width - label
    let rows = area.height - titleRows
    let turns = timeline.turns
    guard barWidth >= 4, rows > 0, !turns.isEmpty, timeline.duration > 0 else { return }
    // Which turns fit: a window that keeps the current one in view.
    let current = turns.lastIndex { $0.begin <= timeline.playhead } ?? 0
    let first = min(max(current - rows / 2, 0), max(turns.count - rows, 0))
    let scale = Double(barWidth) / timeline.duration
    let head = min(max(Int((timeline.playhead * scale).rounded(.down)), 0), barWidth - 1)
    for row in 0..<min(rows, turns.count - first) {
      let index = first + row
      let turn = turns[index]
      let y = area.y + titleRows + row
      let style = index == current ? palette.heading : palette.text
      buffer.put(turn.direction == .counterclockwise ? "L" : "R", x: area.x, y: y, style: style)
      buffer.write(number: turn.target, x: area.x + 1, y: y, style: style)
      let start = min(Int((turn.begin * scale).rounded(.down)), barWidth - 1)
      let end = max(
        min(Int(((turn.begin + turn.duration) * scale).rounded(.up)), barWidth), start + 1)
      for column in start..<end {
        let arrowhead = turn.direction == .counterclockwise ? column == start : column == end - 1
        let glyph: Unicode.Scalar =
          arrowhead ? (turn.direction == .counterclockwise ? "<" : ">") : "="
        buffer.put(glyph, x: barX + column, y: y, style: palette.bar)
      }
      // docs/mechanism.md §11: where this turn picks up a wheel.
      for pickup in timeline.pickups
      where pickup >= turn.begin && pickup < turn.begin + turn.duration {
        let column = min(max(Int((pickup * scale).rounded(.down)), start), end - 1)
        buffer.put(options.ascii ? "*" : "\u{25C6}", x: barX + column, y: y, style: palette.heading)
      }
      let cell = buffer[barX + head, y]
      buffer.put(
        cell.scalar == " " ? "|" : cell.scalar, x: barX + head, y: y, style: palette.playhead)
    }
  }

  /// The timeline title's playhead and length, then "paused" and "reversed" (on a second row
  /// when they do not fit the first); the title's rows.
  func paintTimelineState(
    _ timeline: LockScene.TimelineView, after start: Int, in area: Rect,
    into buffer: inout CellBuffer
  ) -> Int {
    let x =
      start
      + writeSeconds(timeline.playhead, of: timeline.duration, x: start, y: area.y, into: &buffer)
    let words = (timeline.isPaused ? 7 : 0) + (timeline.isReversed ? 9 : 0)
    guard words > 0 else { return 1 }
    let wraps = x + words > area.x + area.width
    var wx = wraps ? area.x : x
    let wy = wraps ? area.y + 1 : area.y
    if timeline.isPaused {
      wx += buffer.write(" paused", x: wx, y: wy, style: palette.warning)
    }
    if timeline.isReversed {
      buffer.write(" reversed", x: wx, y: wy, style: palette.reversed)
    }
    return wraps ? 2 : 1
  }

  /// Writes "1.3/16.5s" and returns its width.
  @discardableResult
  func writeSeconds(
    _ playhead: Double, of duration: Double, x: Int, y: Int, style: Style = .plain,
    into buffer: inout CellBuffer
  ) -> Int {
    var column = x
    column += buffer.write(decimal: playhead, decimals: 1, x: column, y: y, style: style)
    column += buffer.write("/", x: column, y: y, style: style)
    column += buffer.write(decimal: duration, decimals: 1, x: column, y: y, style: style)
    column += buffer.write("s", x: column, y: y, style: style)
    return column - x
  }

  /// The combination being typed, and a message after it.
  ///
  /// Rule: a message is never pushed off the row by a long combination (a refusal must stay
  /// visible): with a message, the combination keeps at most half the row.
  mutating func paintEntry(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    var x = area.x
    if let composing = scene.composing {
      let messageRoom = scene.message.map { min($0.count + 2, area.width / 2) } ?? 0
      x += buffer.write("dial: ", x: x, y: area.y, style: palette.dim)
      x += buffer.writeClipped(
        composing, x: x, y: area.y, width: area.x + area.width - x - 1 - messageRoom,
        style: palette.heading)
      x += buffer.write("_", x: x, y: area.y, style: palette.dim)
      x += 2
    }
    if let message = scene.message, area.x + area.width - x > 4 {
      buffer.writeClipped(
        message, x: x, y: area.y, width: area.x + area.width - x,
        style: scene.messageIsGood ? palette.good : palette.warning)
    }
  }
}
