import AnimationCore
import Gestures
import LockRendering
import TerminalRuntime

extension BlocksProgram {
  /// The headless script for a `width` × `height` screen: grabs, scrubs, a reversal and
  /// releases by key and mouse, from t = 0.
  public static func script(width: Int, height: Int) -> [AppEvent] {
    var events: [AppEvent] = []
    // A slides right: a hold of → (a press, then repeats every 33 ms), let go.
    for index in 0..<6 { events.append(.key(.right, at: 0.2 + 0.033 * Double(index))) }
    // B: selected, pushed down two steps, dragged back up (reversed), then let go.
    events.append(.key(.tab, at: 1.2))
    for index in 0..<2 { events.append(.key(.down, at: 1.4 + 0.033 * Double(index))) }
    events.append(.key(.up, at: 1.55))
    events.append(.key(.up, at: 1.583))
    // C: grabbed with the mouse and flung left.
    let c = Board(width: width, height: height).square(Point2D(x: 4, y: 3))
    events.append(.mouse(.press, column: c.column, row: c.row, at: 2.4))
    for index in 1...5 {
      events.append(
        .mouse(.drag, column: c.column - 2 * index, row: c.row, at: 2.4 + 0.02 * Double(index)))
    }
    events.append(.mouse(.release, column: c.column - 11, row: c.row, at: 2.52))
    return events
  }

  /// The scripted board after the events due by `time`, played through the runtime's loop.
  public static func scripted(
    playback: PlaybackSettings, width: Int, height: Int, until time: Double
  ) -> BlocksProgram {
    ProgramLoop.played(
      BlocksProgram(playback: playback, width: width, height: height),
      after: script(width: width, height: height), until: time)
  }

  /// Where the grid sits on a screen: each square's size in cells and the grid's corner.
  struct Board {
    var x: Int
    var y: Int
    var squareWidth: Int
    var squareHeight: Int

    /// As large as the area allows, squares 2.5 columns per row (about square on screen), at
    /// least 3 × 2 cells, centred.
    init(width: Int, height: Int) {
      let area = DemoChrome.area(width: width, height: height)
      let (columns, rows) = BlocksProgram.grid
      let widest = (area.width - 2) / columns
      squareHeight = max(min((area.height - 1) / rows, widest * 2 / 5), 2)
      squareWidth = max(min(widest, squareHeight * 5 / 2), 3)
      x = area.x + max((area.width - squareWidth * columns) / 2, 0)
      y = area.y + max((area.height - squareHeight * rows) / 2, 0)
    }

    /// The middle cell of square `square`: where its block's label and its empty dot sit.
    func square(_ square: Point2D) -> (column: Int, row: Int) {
      (
        x + Int(square.x) * squareWidth + squareWidth / 2,
        y + Int(square.y) * squareHeight + (squareHeight - 1) / 2
      )
    }
  }

  var board: Board { Board(width: width, height: height) }

  /// `{"t":T,"selected":NAME,"blocks":[{"name":…,"x":…,"y":…,"moving":…},…]}` in squares.
  public func json(at time: Double) -> String {
    var line =
      "{\"t\":" + DemoJSON.number(time) + ",\"selected\":" + DemoJSON.string(blocks[selected].name)
      + ",\"blocks\":["
    for (index, position) in positions(at: time).enumerated() {
      if index > 0 { line += "," }
      line +=
        "{\"name\":" + DemoJSON.string(blocks[index].name) + ",\"x\":" + DemoJSON.number(position.x)
        + ",\"y\":" + DemoJSON.number(position.y) + ",\"moving\":"
        + (moving?.block == index ? "true" : "false") + "}"
    }
    return line + "]}"
  }

  /// The grid, the blocks, the key bar, the status and the help.
  public func draw(
    into buffer: inout CellBuffer, with painter: inout DemoPainter, at time: Double
  ) {
    guard DemoChrome.begin(&buffer, width: width, height: height) else { return }
    let grid = board
    let dot: Unicode.Scalar = painter.ascii ? "." : "·"
    for row in 0..<Self.grid.rows {
      for column in 0..<Self.grid.columns {
        let cell = grid.square(Point2D(x: Double(column), y: Double(row)))
        buffer.put(dot, x: cell.column, y: cell.row, style: painter.style(.faint))
      }
    }
    let inks: [DemoPainter.Ink] = [.primary, .secondary, .done]
    for (index, position) in positions(at: time).enumerated() {
      let left = grid.x + Int((position.x * Double(grid.squareWidth)).rounded()) + 1
      let top = grid.y + Int((position.y * Double(grid.squareHeight)).rounded())
      // In colour a block is its ink in reverse video: solid (no gaps between rows, as a
      // glyph would leave), its label in the terminal's own background colour, legible on
      // dark and light themes alike. Without colour it is drawn in full-block (or #) glyphs.
      var style = painter.style(inks[index % 3])
      style.attributes.insert(.reverse)
      let fill =
        painter.color
        ? Cell(" ", style: style)
        : Cell(painter.ascii ? "#" : "█", style: painter.style(inks[index % 3]))
      buffer.fill(
        x: left, y: top, width: grid.squareWidth - 2, height: max(grid.squareHeight - 1, 1),
        with: fill)
      let label = index == selected ? "[\(blocks[index].name)]" : blocks[index].name
      painter.centered(
        label, x: left, y: top + (grid.squareHeight - 1) / 2, width: grid.squareWidth - 2,
        style: style, into: &buffer)
    }
    let state: String
    if let moving {
      state =
        "\(blocks[moving.block].name) \(animator.isRunning ? "springs" : "held") \(moving.direction.rawValue)"
    } else {
      state = "\(blocks[selected].name) selected"
    }
    DemoChrome.paint(
      title: "blocks · seed 004: grab, scrub, reverse and fling a sliding block",
      status: "\(state)  \(DemoChrome.speedText(context.speed))  Tab: next block",
      bar: keyTable.bar(for: mode), help: context.showsHelp ? keyTable.help : nil,
      painter: painter, into: &buffer)
  }

  /// The frame line: media time and the bytes.
  public func frameRecord(bytes: Int, at time: Double) -> GalleryRecord {
    .frame(time: context.media(at: time), bytes: bytes, t: time)
  }
}
