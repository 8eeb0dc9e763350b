import LockModel

extension LockRenderer {
  /// The trail of runs dialed in this attempt, then the protocol's instruction for the next run.
  mutating func paintTrail(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    var y = area.y
    var x = area.x
    let bottom = area.y + area.height
    let right = area.x + area.width
    if area.height >= 3 {
      buffer.write("trail", x: x, y: y, style: Style(attributes: .bold))
      y += 1
    }
    if scene.trailOmitted > 0 {
      x += buffer.write(options.ascii ? "..." : "…", x: x, y: y, style: Style(attributes: .dim)) + 1
    }
    // Runs as "L7 R9x1 ...": letter, number, and xN for whole turns; wrapped to the area.
    for (index, run) in scene.trail.enumerated() {
      let width = 1 + digits(run.number) + (run.wholeTurns > 0 ? 1 + digits(run.wholeTurns) : 0)
      if x > area.x && x + width > right {
        x = area.x
        y += 1
      }
      guard y < bottom - (area.height >= 3 ? 1 : 0) else { break }
      let style = index == scene.trail.count - 1 ? Style(attributes: .bold) : Style.plain
      x += buffer.put(
        Unicode.Scalar(UInt8(run.direction.letter.asciiValue ?? 63)), x: x, y: y, style: style)
      x += buffer.write(number: run.number, x: x, y: y, style: style)
      if run.wholeTurns > 0 {
        x += buffer.write("x", x: x, y: y, style: Style(attributes: .dim))
        x += buffer.write(number: run.wholeTurns, x: x, y: y, style: Style(attributes: .dim))
      }
      x += 1
    }
    if scene.trail.isEmpty {
      x += buffer.write("-", x: x, y: y, style: Style(attributes: .dim))
    }
    // The instruction on the next free row (or after the runs on a one-row trail).
    if area.height >= 3 {
      y = min(y + 1, bottom - 1)
      x = area.x
    } else {
      x += 1
    }
    let room = right - x
    guard room > 2 else { return }
    buffer.write("next: ", x: x, y: y, style: Style(attributes: .dim))
    writeClipped(scene.instruction, x: x + 6, y: y, width: room - 6, style: .plain, into: &buffer)
  }

  /// The dialing plan as a Gantt chart: one bar per turn between its begin and end, the delay
  /// gaps empty, and the playhead at the animator's position; the title says paused or reversed.
  mutating func paintTimeline(
    _ timeline: LockScene.TimelineView, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.height >= 3, area.width >= 12 else { return }
    var x = area.x
    x += buffer.write("timeline ", x: x, y: area.y, style: Style(attributes: .bold))
    x += buffer.write(decimal: timeline.playhead, decimals: 1, x: x, y: area.y)
    x += buffer.write("/", x: x, y: area.y)
    x += buffer.write(decimal: timeline.duration, decimals: 1, x: x, y: area.y)
    x += buffer.write("s", x: x, y: area.y)
    if timeline.isPaused {
      x += buffer.write(" paused", x: x, y: area.y, style: Style(foreground: .yellow))
    }
    if timeline.isReversed {
      buffer.write(" rev", x: x, y: area.y, style: Style(foreground: .magenta))
    }

    let label = 5
    let barX = area.x + label
    let barWidth = area.width - label
    let rows = area.height - 1
    let turns = timeline.turns
    guard barWidth >= 4, !turns.isEmpty, timeline.duration > 0 else { return }
    // Which turns fit: a window that keeps the current one in view.
    let current = turns.lastIndex { $0.begin <= timeline.playhead } ?? 0
    let first = min(max(current - rows / 2, 0), max(turns.count - rows, 0))
    let scale = Double(barWidth) / timeline.duration
    let head = min(max(Int((timeline.playhead * scale).rounded(.down)), 0), barWidth - 1)
    for row in 0..<min(rows, turns.count - first) {
      let index = first + row
      let turn = turns[index]
      let y = area.y + 1 + row
      let style = index == current ? Style(attributes: .bold) : Style.plain
      buffer.put(turn.direction == .counterclockwise ? "L" : "R", x: area.x, y: y, style: style)
      buffer.write(number: turn.target, x: area.x + 1, y: y, style: style)
      let start = min(Int((turn.begin * scale).rounded(.down)), barWidth - 1)
      let end = max(
        min(Int(((turn.begin + turn.duration) * scale).rounded(.up)), barWidth), start + 1)
      for column in start..<end {
        let arrowhead = turn.direction == .counterclockwise ? column == start : column == end - 1
        let glyph: Unicode.Scalar =
          arrowhead ? (turn.direction == .counterclockwise ? "<" : ">") : "="
        buffer.put(glyph, x: barX + column, y: y, style: Style(foreground: .blue))
      }
      let cell = buffer[barX + head, y]
      buffer.put(
        cell.scalar == " " ? "|" : cell.scalar, x: barX + head, y: y,
        style: Style(foreground: .yellow, attributes: .reverse))
    }
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
      x += buffer.write("dial: ", x: x, y: area.y, style: Style(attributes: .dim))
      x += writeClipped(
        composing, x: x, y: area.y, width: area.x + area.width - x - 1 - messageRoom,
        style: Style(attributes: .bold), into: &buffer)
      x += buffer.write("_", x: x, y: area.y, style: Style(attributes: .dim))
      x += 2
    }
    if let message = scene.message, area.x + area.width - x > 4 {
      writeClipped(
        message, x: x, y: area.y, width: area.x + area.width - x, style: Style(foreground: .yellow),
        into: &buffer)
    }
  }

  /// The key hints, shortened to fit.
  mutating func paintHints(in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let long =
      "<- -> turn  PgUp/PgDn whole turn  digits+Enter dial  Enter pull  Space pause  ? help  q quit"
    let middle = "<- -> turn  PgUp/PgDn whole turn  digits+Enter dial  Enter pull  ? help  q quit"
    let short = "<- -> turn  digits+Enter dial  Enter pull  ? help  q quit"
    let shortest = "<- -> turn  Enter pull  ? help  q quit"
    let hint =
      area.width >= long.count
      ? long : area.width >= middle.count ? middle : area.width >= short.count ? short : shortest
    writeClipped(
      hint, x: area.x, y: area.y, width: area.width, style: Style(attributes: .dim), into: &buffer)
  }

  /// Writes `text` clipped to `width` columns (a cut shows "~" as its last column).
  @discardableResult
  func writeClipped(
    _ text: String, x: Int, y: Int, width: Int, style: Style, into buffer: inout CellBuffer
  ) -> Int {
    guard width > 0 else { return 0 }
    let total = CharacterWidth.of(text)
    if total <= width { return buffer.write(text, x: x, y: y, style: style) }
    var column = x
    for scalar in text.unicodeScalars {
      let w = CharacterWidth.of(scalar)
      if column + w > x + width - 1 { break }
      column += buffer.put(scalar, x: column, y: y, style: style)
    }
    column += buffer.put("~", x: column, y: y, style: style)
    return column - x
  }
}
