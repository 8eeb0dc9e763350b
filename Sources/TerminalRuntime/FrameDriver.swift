/// Decides when frames are drawn, and draws them with a program's renderer.
///
/// Only while something moves or after input, never faster than the frame-rate cap, and with
/// nothing written when the picture is unchanged. The one loop (``ProgramLoop``) drives it for
/// the terminal, `replay` and headless frames, so they pace frames identically.
///
/// Rules (docs/terminal.md "Loop"): input marks the screen dirty and the next frame comes
/// at once, also in the middle of an animation, so a key is on screen as soon as it is handled;
/// while the app animates, frames follow each other one period apart, counted from the last
/// frame's slot: a frame drawn late by less than a period keeps its slot, and an input frame
/// re-paces them (``slot(drawnAt:)``); otherwise none.
public struct FrameDriver<Renderer: ProgramRenderer>: Sendable {
  /// Seconds between frames at the cap.
  public let period: Double
  /// The slot of the last frame: when it was due, or when it was drawn where that was off the
  /// schedule (``slot(drawnAt:)``).
  public private(set) var lastFrame: Double?
  /// The frame on screen.
  public private(set) var screen: CellBuffer
  /// What the last frame changed.
  public private(set) var changes: [CellChange] = []
  /// The frame being drawn: after each frame the same cells as ``screen``, so a program may
  /// redraw only what changed (its damage is all the diff looks at).
  private var next: CellBuffer
  private var renderer: Renderer
  private var encoder: TerminalEncoder
  private var dirty = true
  private var drewMotion = false

  /// A driver for `fps` frames per second at most, drawing with `options`.
  public init(fps: Int, options: RenderOptions) {
    period = 1 / Double(max(fps, 1))
    renderer = Renderer(options: options)
    encoder = Self.encoder(options)
    screen = CellBuffer(width: 0, height: 0)
    next = CellBuffer(width: 0, height: 0)
    changes.reserveCapacity(4096)
  }

  /// How frames are drawn now.
  public var options: RenderOptions { renderer.options }

  /// Draws from now on with `options` (a late terminal answer: background, colours) and
  /// repaints everything on the next frame.
  public mutating func update(options: RenderOptions) {
    guard options != renderer.options else { return }
    renderer.options = options
    encoder = Self.encoder(options)
    forgetScreen()
  }

  /// An encoder for `options`, with a fresh ``ColorTable`` where they have a colour limit:
  /// a new table follows a full repaint, after which the colours the terminal kept for the
  /// last one are on no cell, and are the ones it reuses first.
  static func encoder(_ options: RenderOptions) -> TerminalEncoder {
    var encoder = TerminalEncoder(
      color: options.color, depth: options.depth, softFont: options.softFont)
    encoder.colorTable = options.colorLimit.map(ColorTable.init(capacity:))
    encoder.paintedBackground = options.paintedBackground
    return encoder
  }

  /// Something changed outside the animations (input, a resize): draw at once.
  public mutating func markDirty() {
    dirty = true
  }

  /// The screen is no longer what we drew (a terminal resumed after Ctrl-Z): the next frame
  /// repaints everything.
  public mutating func forgetScreen() {
    screen = CellBuffer(width: 0, height: 0)
    dirty = true
  }

  /// When the next frame is due at or after `time`, or `nil` when none is needed.
  public func nextFrame<P: Program & ~Copyable>(
    for program: borrowing P, after time: Double
  ) -> Double? where P.Renderer == Renderer {
    // A frame drawn mid-motion is followed by one more after the motion stops, so the end
    // state (a dial at its stop, a glyph fully faded) always reaches the screen.
    guard dirty || drewMotion || program.isAnimating(at: time) else { return nil }
    guard let lastFrame, !dirty else { return time }
    return max(lastFrame + period, time)
  }

  /// Draws the frame for `time` and returns how many cells changed; ``changes`` lists them.
  @discardableResult
  public mutating func draw<P: Program & ~Copyable>(
    _ program: borrowing P, at time: Double
  ) -> Int where P.Renderer == Renderer {
    program.draw(into: &next, with: &renderer, at: time)
    next.diff(from: screen, into: &changes, overhang: renderer.options.fontOverhangs)
    if next.width == screen.width && next.height == screen.height {
      screen.apply(changes)
    } else {
      screen = next
    }
    next.clearDamage()
    lastFrame = slot(drawnAt: time)
    dirty = false
    drewMotion = program.isAnimating(at: time)
    return changes.count
  }

  /// The slot a frame drawn at `time` takes: the one a period after the last frame's where
  /// `time` falls within the period that follows it (a paced frame woken late), else `time`
  /// (an input frame between slots re-paces the frames; the first after a pause starts them).
  ///
  /// Counted from when each frame was drawn, every interval was a period plus the wake-up's
  /// lateness, a few tenths of a millisecond in `ppoll`: the frames drifted below the rate
  /// (`make perf`, frame pacing). Counted from the slots, the lateness of one frame is
  /// taken back by the next.
  func slot(drawnAt time: Double) -> Double {
    guard let lastFrame else { return time }
    let due = lastFrame + period
    return time >= due && time < due + period ? due : time
  }

  /// The bytes a VT100 terminal would need for the last frame's changes (for headless traces).
  @discardableResult
  public mutating func encodedBytes() -> Int {
    encoder.encode(changes)
  }

  /// The bytes of the last ``encodedBytes()`` call, ready for the terminal.
  public var encoded: [UInt8] { encoder.bytes }
}
