import AnimationCore
import Gestures
import LockRendering
import TerminalRuntime

/// The Bloq recipe of docs/seeds.md "004": blocks on a grid that slide one square in four
/// directions, each move a property animator a 2-D pan grabs, scrubs, reverses and lets go into a
/// spring.
///
/// Rules (docs/seeds.md "004"):
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

  /// The runtime's state for the board: size, clock, help, key gestures, a cell's shape.
  public var context: ProgramContext
  /// The blocks' keys.
  public let keyTable: KeyTable<DemoMode, DemoIntent> = DemoKeys.table(
    arrows: .slide, switches: [])
  /// The blocks at rest.
  public private(set) var blocks = BlocksProgram.start
  /// The selected block.
  public private(set) var selected = 0
  private var pointer = PointerPanRecognizer()
  /// The move in progress (its block and direction); its animator is `animator`.
  var moving: (block: Int, direction: PanDirection)?
  var animator = PropertyAnimator(
    model: Point2D.zero, clampedDuration: BlocksProgram.moveDuration, curve: .easeInEaseOut)
  private var pan: (direction: PanDirection?, scrub: InteractiveScrub, byMouse: Bool)?

  /// The board on a `width` × `height` screen, played with `playback`.
  public init(playback: PlaybackSettings, width: Int, height: Int) {
    context = ProgramContext(width: width, height: height, playback: playback)
  }

  /// Where each block is at wall time `time` (a moving block between squares).
  public func positions(at time: Double) -> [Point2D] {
    var result = blocks.map(\.square)
    if let moving { result[moving.block] = animator.presentation(at: context.media(at: time)) }
    return result
  }

  /// Whether a block moves on its own.
  public func isAnimating(at time: Double) -> Bool { moving != nil && animator.isRunning }

  /// No deadlines of its own.
  public func deadline(after time: Double) -> Double? { nil }

  /// Still, playing or paused: whether a move is under way, and whether it runs.
  public var mode: DemoMode {
    guard moving != nil else { return .still }
    return animator.isRunning ? .playing : .paused
  }

  /// A move that ended by now sets its block down.
  public mutating func advance(to moment: Moment, into out: inout Effects<GalleryRecord>) {
    settle(at: moment.wall, into: &out)
  }

  /// What the event started settles.
  public mutating func settle(
    after event: AppEvent, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    settle(at: moment.wall, into: &out)
  }

  /// Space, `r` and `.` act on the move in progress as they do on the dial's plan; Enter puts
  /// the blocks back; Tab selects the next block.
  public mutating func press(
    _ intent: DemoIntent?, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    let media = moment.media
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
        fraction + context.speed / Double(max(context.playback.fps, 1)) / Self.moveDuration)
    case .restart:
      moving = nil
      try? animator.stopAnimation(withoutFinishing: true, at: media)
      pan = nil
      blocks = Self.start
    case .select: selected = (selected + 1) % blocks.count
    case .own, nil: break
    }
  }

  /// A press on a block selects and grabs it; a drag slides it; the release lets it go.
  public mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at moment: Moment,
    into out: inout Effects<GalleryRecord>
  ) {
    let (x, y, time) = (Double(column), Double(row), moment.wall)
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
        drag(pointer.press(column: x, row: y, at: time), into: &out)
      }
    case .drag: drag(pointer.drag(column: x, row: y, at: time), into: &out)
    case .release: drag(pointer.release(column: x, row: y, at: time), into: &out)
    case .wheelUp, .wheelDown: break
    }
  }

  /// An arrow-key pan slides the selected block.
  public mutating func slide(
    _ event: PanEvent2D, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    apply(event, mouse: false, into: &out)
  }

  /// Mouse pans, read by the cells' shape (a row is about two columns tall, or the reported
  /// cell size), slide the selected block.
  private mutating func drag(_ events: [PanEvent2D], into out: inout Effects<GalleryRecord>) {
    for event in events {
      out.append(.pan(event, direction: direction(of: event, mouse: true)))
      apply(event, mouse: true, into: &out)
    }
  }

  /// A pan's direction on screen: key steps are steps; a drag is judged by the cells' shape.
  private func direction(of event: PanEvent2D, mouse: Bool) -> PanDirection? {
    mouse ? event.direction(aspect: context.cellAspect) : event.direction
  }

  private mutating func apply(
    _ event: PanEvent2D, mouse: Bool, into out: inout Effects<GalleryRecord>
  ) {
    let media = context.media(at: event.time)
    if event.phase == .began {
      pan = (nil, Self.scrub(distance: 1), mouse)
      if let current = moving?.block, current != selected { land(at: media, into: &out) }
      // A move that ended by now (a push let go at the end of its square) sets its block down
      // first, so this pan starts a new move from there: back, if it goes back.
      settle(at: event.time, into: &out)
    }
    guard var gesture = pan else { return }
    if gesture.direction == nil {
      guard chooseMove(for: &gesture, event: event, mouse: mouse, media: media, into: &out) else {
        pan = event.phase == .ended || event.phase == .cancelled ? nil : gesture
        return
      }
    }
    guard let direction = gesture.direction, let current = moving else {
      pan = gesture
      return
    }
    var projected = event.projected(onto: direction)
    projected.time = media
    projected.velocity /= context.speed
    if projected.phase == .began { projected.phase = .changed }
    if context.playback.reduceMotion, projected.phase == .ended {
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
      GalleryRecord.block(
        name: blocks[current.block].name, state: projected.phase == .ended ? "running" : "grabbed",
        x: position.x, y: position.y, t: event.time))
    pan = event.phase == .ended || event.phase == .cancelled ? nil : gesture
  }

  /// Picks the pan's move — the block's move in flight, else a new move along the pan's dominant
  /// axis when its square is free — and sets the scrub's extent (one square: four key steps, or
  /// the square's cells for the mouse); whether there is one yet.
  private mutating func chooseMove(
    for gesture: inout (direction: PanDirection?, scrub: InteractiveScrub, byMouse: Bool),
    event: PanEvent2D, mouse: Bool, media: Double, into out: inout Effects<GalleryRecord>
  ) -> Bool {
    if let direction = moving?.direction {
      gesture.direction = direction
    } else if let direction = direction(of: event, mouse: mouse),
      begin(direction, at: media, into: &out)
    {
      gesture.direction = direction
    } else {
      return false
    }
    let grid = board
    let across = gesture.direction == .left || gesture.direction == .right
    gesture.scrub = Self.scrub(
      distance: gesture.byMouse
        ? Double(across ? grid.squareWidth : grid.squareHeight) : Self.stepsPerSquare)
    // The grab starts where the pan is now.
    if moving != nil {
      let began = PanEvent(phase: .began, translation: 0, velocity: 0, time: media)
      _ = try? gesture.scrub.handle(began, animator: &animator)
    }
    return true
  }

  /// The recipe of docs/seeds.md "004" for a move: released on a damped spring (ζ 0.8); a release
  /// at rest (a key's, which carries no velocity until the repeat rate is known) goes the way the
  /// pan moved the block since the grab, so a push dragged back comes back.
  private static func scrub(distance: Double) -> InteractiveScrub {
    var scrub = InteractiveScrub(distance: distance, finish: .spring(dampingRatio: 0.8))
    scrub.restingRelease = .followsTranslation
    return scrub
  }

  /// Starts a paused move of the selected block one square towards `direction`, if free.
  private mutating func begin(
    _ direction: PanDirection, at media: Double, into out: inout Effects<GalleryRecord>
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
  private mutating func land(at media: Double, into out: inout Effects<GalleryRecord>) {
    land(at: animator.isReversed ? .start : .end, media: media, into: &out)
  }

  /// Ends the move at once at `position` and sets its block down there (docs/timing-semantics.md
  /// §7: an animator is stopped before it can be finished).
  private mutating func land(
    at position: AnimatingPosition, media: Double, into out: inout Effects<GalleryRecord>
  ) {
    guard let current = moving else { return }
    _ = animator.advance(to: media)
    if animator.state == .active { try? animator.stopAnimation(withoutFinishing: false, at: media) }
    try? animator.finishAnimation(at: position, time: media)
    finish(current.block, at: animator.model, into: &out, t: context.lastTime)
  }

  /// A move that finished sets its block down.
  private mutating func settle(at time: Double, into out: inout Effects<GalleryRecord>) {
    guard let current = moving else { return }
    for event in animator.advance(to: context.media(at: time)) {
      if case .finished(_, let at) = event {
        finish(current.block, at: animator.model, into: &out, t: context.clock.wall(atMedia: at))
        return
      }
    }
  }

  private mutating func finish(
    _ block: Int, at square: Point2D, into out: inout Effects<GalleryRecord>, t: Double
  ) {
    let rounded = Point2D(x: square.x.rounded(), y: square.y.rounded())
    blocks[block].square = rounded
    moving = nil
    out.append(
      GalleryRecord.block(
        name: blocks[block].name, state: "settled", x: rounded.x, y: rounded.y, t: t))
  }
}
