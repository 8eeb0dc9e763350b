import AnimationCore
import Gestures
import LockApp
import LockRendering
import TerminalRuntime

/// Seed 004's Bloq recipe: blocks on a grid that slide one square in four directions, each
/// move a property animator a 2-D pan grabs, scrubs, reverses and lets go into a spring.
///
/// Rules (seed 004):
/// - Arrow keys (a ``KeyPan2DRecognizer``) and mouse drags (a ``PointerPanRecognizer``) give 2-D
///   pans; a move's direction is the dominant axis of the pan's velocity (of its translation
///   while it has none), a drag's as it looks on screen (a row is about two columns tall, or
///   the reported cell size). A move goes one square if that square is on the grid and free.
/// - The pan drives the move through ``InteractiveScrub``: translation along the move over one
///   square's extent (4 key steps, or the square's cells for the mouse) is fractionComplete;
///   dragging back reverses it; the release continues with a damped spring (ζ 0.8) carrying the
///   release velocity, or back to the start if released against the move (at rest: if dragged
///   back behind where it was grabbed). A move that has ended sets its block down before the
///   next pan, which may push it straight back.
/// - A pan on a moving block catches it in flight. Tab (or a click) selects the block; Space,
///   `r`, `.` and `[`/`]` act on the move in progress as they do on the dial's plan; Enter puts
///   the blocks back. With `--reduce-motion` a release lands at once.
public struct BlocksProgram: ~Copyable, Program {
  /// A block: its name and the square it rests on.
  public struct Block: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Its square (column, row).
    public var square: Point2D
  }

  /// The grid's squares across and down.
  public static let grid = (columns: 6, rows: 4)
  /// Where the blocks start.
  public static let start = [
    Block(name: "A", square: Point2D(x: 0, y: 0)), Block(name: "B", square: Point2D(x: 2, y: 1)),
    Block(name: "C", square: Point2D(x: 4, y: 3)),
  ]
  /// Key steps that slide a block one square.
  public static let stepsPerSquare = 4.0
  /// Seconds a move takes on its own.
  public static let moveDuration = 0.4

  /// Screen columns.
  public private(set) var width: Int
  /// Screen rows.
  public private(set) var height: Int
  /// Whether `q` was pressed.
  public private(set) var quitRequested = false
  /// The blocks at rest.
  public private(set) var blocks = BlocksProgram.start
  /// The selected block.
  public private(set) var selected = 0
  private var showsHelp = false
  private var clock: SpeedClock
  private var keys = KeyPan2DRecognizer()
  private var pointer = PointerPanRecognizer()
  /// The move in progress (its block and direction); its animator is `animator`.
  private var moving: (block: Int, direction: PanDirection)?
  private var animator = PropertyAnimator(
    model: Point2D.zero, clampedDuration: BlocksProgram.moveDuration, curve: .easeInEaseOut)
  private var pan: (direction: PanDirection?, scrub: InteractiveScrub, byMouse: Bool)?
  private let fps: Int
  private let reduceMotion: Bool
  private var lastTime = 0.0
  /// A cell's height over its width: 2 until the terminal reports its cell size.
  private var cellAspect = 2.0

  /// The board on a `width` × `height` screen.
  public init(configuration: Configuration, width: Int, height: Int) {
    self.width = width
    self.height = height
    clock = SpeedClock(speed: configuration.speed)
    fps = configuration.fps
    reduceMotion = configuration.reduceMotion
  }

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

  /// The scripted board after the events due by `time`, and a frame at `time`.
  public static func scripted(
    configuration: Configuration, width: Int, height: Int, until time: Double
  ) -> BlocksProgram {
    var program = BlocksProgram(configuration: configuration, width: width, height: height)
    for event in script(width: width, height: height) where event.time <= time {
      _ = program.handle(.frame(at: event.time))
      _ = program.handle(event)
    }
    _ = program.handle(.frame(at: time))
    return program
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

  private var board: Board { Board(width: width, height: height) }

  /// Where each block is at wall time `time` (a moving block between squares).
  public func positions(at time: Double) -> [Point2D] {
    var result = blocks.map(\.square)
    if let moving { result[moving.block] = animator.presentation(at: clock.media(at: time)) }
    return result
  }

  /// Whether a block moves on its own.
  public func isAnimating(at time: Double) -> Bool { moving != nil && animator.isRunning }

  /// A key hold's inferred end.
  public func deadline(after time: Double) -> Double? { keys.deadline.map { max($0, time) } }

  /// Applies one event and returns its trace lines.
  public mutating func handle(_ event: AppEvent) -> [TraceEvent] {
    let time = max(event.time.isFinite ? event.time : lastTime, lastTime)
    lastTime = time
    var out: [TraceEvent] = []
    drive(keys.tick(at: time), into: &out)
    switch event {
    case .key(let key, _):
      out.append(.key(key.description, t: time))
      press(key, at: time, into: &out)
    case .release(let key, _):
      out.append(.release(key.description, t: time))
      if case .arrow(let direction)? = DemoKeys.intent(for: key, arrows: .slide, switches: []) {
        drive(keys.release(direction, at: time), into: &out)
      }
    case .text(let text, _):
      for character in text {
        let key = Key(typed: character)
        out.append(.key(key.description, t: time))
        press(key, at: time, into: &out)
      }
    case .mouse(let action, let column, let row, _):
      out.append(.mouse(action: action.rawValue, column: column, row: row, t: time))
      mouse(action, column: column, row: row, at: time, into: &out)
    case .resize(let columns, let rows, _):
      width = columns
      height = rows
    case .cellSize(let cellWidth, let cellHeight, _):
      cellAspect = AppEvent.cellAspect(width: cellWidth, height: cellHeight) ?? cellAspect
    case .releasesReported:
      keys.releasesAreExplicit = true
    case .frame, .paste:
      break
    }
    settle(at: time, into: &out)
    return out
  }

  private mutating func press(_ key: Key, at time: Double, into out: inout [TraceEvent]) {
    let intent = DemoKeys.intent(for: key, arrows: .slide, switches: [])
    if case .arrow(let direction)? = intent {
      drive(keys.press(direction, at: time), into: &out)
      return
    }
    drive(keys.otherKey(at: time), into: &out)
    let media = clock.media(at: time)
    switch intent {
    case .pause:
      guard moving != nil else { return }
      if animator.isRunning {
        try? animator.pauseAnimation(at: media)
      } else {
        try? animator.continueAnimation(durationFactor: 0, at: media)
      }
    case .reverse:
      guard moving != nil else { return }
      try? animator.setReversed(!animator.isReversed, at: media)
      if !animator.isRunning { try? animator.continueAnimation(durationFactor: 0, at: media) }
    case .stepFrame:
      guard moving != nil, !animator.isRunning else { return }
      let fraction = animator.fractionComplete(at: media)
      try? animator.setFractionComplete(
        fraction + clock.speed / Double(max(fps, 1)) / Self.moveDuration)
    case .speed(let direction): clock.halveOrDouble(direction, at: time)
    case .restart:
      moving = nil
      try? animator.stopAnimation(withoutFinishing: true, at: media)
      pan = nil
      blocks = Self.start
    case .select: selected = (selected + 1) % blocks.count
    case .help: showsHelp.toggle()
    case .quit: quitRequested = true
    case .arrow, .own, nil: break
    }
  }

  private mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at time: Double, into out: inout [TraceEvent]
  ) {
    let x = Double(column)
    let y = Double(row)
    switch action {
    case .press:
      let grid = board
      let squareX = (column - grid.x) / max(grid.squareWidth, 1)
      let squareY = (row - grid.y) / max(grid.squareHeight, 1)
      if column >= grid.x, row >= grid.y,
        let index = positions(at: time).firstIndex(where: {
          Int($0.x.rounded()) == squareX && Int($0.y.rounded()) == squareY
        })
      {
        selected = index
        drive(pointer.press(column: x, row: y, at: time), mouse: true, into: &out)
      }
    case .drag: drive(pointer.drag(column: x, row: y, at: time), mouse: true, into: &out)
    case .release: drive(pointer.release(column: x, row: y, at: time), mouse: true, into: &out)
    case .wheelUp, .wheelDown: break
    }
  }

  /// Applies pan events to the selected block's move.
  private mutating func drive(
    _ events: [PanEvent2D], mouse: Bool = false, into out: inout [TraceEvent]
  ) {
    for event in events {
      out.append(
        .pan(
          phase: event.phase, dx: event.translation.dx, dy: event.translation.dy,
          vx: event.velocity.dx, vy: event.velocity.dy,
          direction: direction(of: event, mouse: mouse)?.rawValue, t: event.time))
      apply(event, mouse: mouse, into: &out)
    }
  }

  /// A pan's direction on screen: key steps are steps; a drag is judged by the cells' shape.
  private func direction(of event: PanEvent2D, mouse: Bool) -> PanDirection? {
    mouse ? event.direction(aspect: cellAspect) : event.direction
  }

  private mutating func apply(_ event: PanEvent2D, mouse: Bool, into out: inout [TraceEvent]) {
    let media = clock.media(at: event.time)
    if event.phase == .began {
      pan = (nil, Self.scrub(distance: 1), mouse)
      if let current = moving?.block, current != selected { land(at: media, into: &out) }
      // A move that ended by now (a push let go at the end of its square) sets its block down
      // first, so this pan starts a new move from there: back, if it goes back.
      settle(at: event.time, into: &out)
    }
    guard var gesture = pan else { return }
    if gesture.direction == nil {
      // The move's direction: the block's move in flight, else the pan's dominant axis.
      if let direction = moving?.direction {
        gesture.direction = direction
      } else if let direction = direction(of: event, mouse: mouse),
        begin(direction, at: media, into: &out)
      {
        gesture.direction = direction
      } else {
        if event.phase == .ended || event.phase == .cancelled { pan = nil } else { pan = gesture }
        return
      }
      let grid = board
      let extent =
        gesture.byMouse
        ? Double(
          gesture.direction == .left || gesture.direction == .right
            ? grid.squareWidth : grid.squareHeight)
        : Self.stepsPerSquare
      gesture.scrub = Self.scrub(distance: extent)
      // The grab starts where the pan is now.
      if moving != nil {
        let began = PanEvent(phase: .began, translation: 0, velocity: 0, time: media)
        _ = try? gesture.scrub.handle(began, animator: &animator)
      }
    }
    guard let direction = gesture.direction, let current = moving else {
      pan = gesture
      return
    }
    var projected = event.projected(onto: direction)
    projected.time = media
    projected.velocity /= clock.speed
    if projected.phase == .began { projected.phase = .changed }
    if reduceMotion, projected.phase == .ended {
      // The velocity decides, as the scrub's own release does; at rest, the translation.
      let forward =
        projected.velocity != 0 ? projected.velocity > 0 : projected.translation >= 0
      land(at: forward ? .end : .start, media: media, into: &out)
      pan = nil
      return
    } else {
      _ = try? gesture.scrub.handle(projected, animator: &animator)
    }
    let position = animator.presentation(at: media)
    out.append(
      .block(
        name: blocks[current.block].name, state: projected.phase == .ended ? "running" : "grabbed",
        x: position.x, y: position.y, t: event.time))
    pan = event.phase == .ended || event.phase == .cancelled ? nil : gesture
  }

  /// Seed 004's recipe for a move: released on a damped spring (ζ 0.8); a release at rest (a
  /// key's, which carries no velocity until the repeat rate is known) goes the way the pan
  /// moved the block since the grab, so a push dragged back comes back.
  private static func scrub(distance: Double) -> InteractiveScrub {
    var scrub = InteractiveScrub(distance: distance, finish: .spring(dampingRatio: 0.8))
    scrub.restingRelease = .followsTranslation
    return scrub
  }

  /// Starts a paused move of the selected block one square towards `direction`, if free.
  private mutating func begin(
    _ direction: PanDirection, at media: Double, into out: inout [TraceEvent]
  ) -> Bool {
    let from = blocks[selected].square
    let to = Point2D(x: from.x + direction.unit.dx, y: from.y + direction.unit.dy)
    guard to.x >= 0, to.y >= 0, to.x < Double(Self.grid.columns), to.y < Double(Self.grid.rows),
      !blocks.contains(where: { $0.square == to })
    else { return false }
    animator = PropertyAnimator(
      model: from, clampedDuration: Self.moveDuration, curve: .easeInEaseOut)
    try? animator.addAnimations { value, fraction in
      value = Point2D.interpolate(from: from, to: to, fraction: fraction)
    }
    try? animator.startAnimation(at: media)
    try? animator.pauseAnimation(at: media)
    moving = (selected, direction)
    return true
  }

  /// Ends a move at once where it is headed (a new gesture on another block).
  private mutating func land(at media: Double, into out: inout [TraceEvent]) {
    land(at: animator.isReversed ? .start : .end, media: media, into: &out)
  }

  /// Ends the move at once at `position` and sets its block down there (§7: an animator is
  /// stopped before it can be finished).
  private mutating func land(
    at position: AnimatingPosition, media: Double, into out: inout [TraceEvent]
  ) {
    guard let current = moving else { return }
    _ = animator.advance(to: media)
    if animator.state == .active { try? animator.stopAnimation(withoutFinishing: false, at: media) }
    try? animator.finishAnimation(at: position, time: media)
    finish(current.block, at: animator.model, into: &out, t: lastTime)
  }

  /// A move that finished sets its block down.
  private mutating func settle(at time: Double, into out: inout [TraceEvent]) {
    guard let current = moving else { return }
    for event in animator.advance(to: clock.media(at: time)) {
      if case .finished(_, let at) = event {
        finish(current.block, at: animator.model, into: &out, t: clock.wall(atMedia: at))
        return
      }
    }
  }

  private mutating func finish(
    _ block: Int, at square: Point2D, into out: inout [TraceEvent], t: Double
  ) {
    let rounded = Point2D(x: square.x.rounded(), y: square.y.rounded())
    blocks[block].square = rounded
    moving = nil
    out.append(.block(name: blocks[block].name, state: "settled", x: rounded.x, y: rounded.y, t: t))
  }

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
    into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double
  ) {
    buffer.reset(width: width, height: height)
    if DemoChrome.isTooSmall(width: width, height: height) {
      renderer.paintTooSmall(into: &buffer, width: width, height: height)
      return
    }
    let painter = DemoPainter(options: renderer.options)
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
      status: "\(state)  \(DemoChrome.speedText(clock.speed))  Tab: next block",
      bar: DemoKeys.bar(
        arrows: .slide, switches: [], paused: !isAnimating(at: time), playable: moving != nil),
      help: showsHelp ? DemoKeys.help(arrows: .slide, switches: []) : nil,
      renderer: &renderer, painter: painter, into: &buffer)
  }

  /// The frame line: media time and the bytes.
  public func frameEvent(bytes: Int, at time: Double) -> TraceEvent {
    .demoFrame(time: clock.media(at: time), bytes: bytes, t: time)
  }
}
