/// What the loop is told next: an event, a wake-up it asked for, a snapshot to take, new render
/// options, a screen to repaint, or the end.
public enum LoopInput: Sendable, Hashable {
  /// Input for the program.
  case event(AppEvent)
  /// The time it asked to be woken at came (a frame or a deadline is due).
  case wake(at: Double)
  /// Draw the whole screen at `at`, apart from the frames, and hand it to the device.
  case snapshot(at: Double)
  /// Draw from now on with these options (a late terminal answer).
  case options(RenderOptions)
  /// The screen is no longer what was drawn (after a suspend or a resize): repaint it all.
  case repaint
  /// Stop.
  case end
}

/// Where the loop's input comes from and its output goes: a terminal, a replay script, or a
/// headless frame request.
public protocol LoopDevice: ~Copyable {
  /// What stops the device (a write that failed).
  associatedtype Failure: Error
  /// Wall seconds since the start, now.
  mutating func now() -> Double
  /// Waits for the next input, at most until `wake` (never, when `nil`), and returns it.
  mutating func next(wake: Double?) throws(Failure) -> LoopInput
  /// Whether frames are drawn between snapshots (headless frame requests draw only snapshots).
  var drawsFrames: Bool { get }
  /// Whether more input is already waiting (the loop draws once it has taken all of it, so a
  /// burst of input costs one frame).
  var hasMore: Bool { get }
  /// Shows a frame: its bytes (what changed, encoded) and the whole screen they make; returns
  /// how many bytes it took (for its trace line).
  mutating func present(
    _ bytes: [UInt8], screen: CellBuffer, at time: Double
  ) throws(Failure) -> Int
  /// Takes a trace line.
  mutating func trace<Record: TraceRecord>(_ line: Trace<Record>) throws(Failure)
  /// Takes a snapshot of the whole screen.
  mutating func snapshot(_ buffer: CellBuffer, at time: Double) throws(Failure)
}

extension LoopDevice where Self: ~Copyable {
  /// Input comes one at a time.
  public var hasMore: Bool { false }
}

/// The one frame loop: the terminal session, `replay` and headless frames all run programs
/// through it.
///
/// Rules (docs/terminal.md "Loop"): the first frame is drawn at once; then the loop asks the
/// device for input until the next wake-up (a frame due while something moves, a deadline of
/// the program or of a key gesture; none while still), folds each event into the program
/// (``Program/handle(_:)``), hands the trace lines it made to the device, and draws a frame if
/// one is due (at once after input). It ends when the device ends or the program quits.
public struct ProgramLoop<P: Program & ~Copyable>: ~Copyable {
  /// The program.
  public private(set) var program: P
  /// The frame driver (pacing, the screen as drawn, the last frame's bytes).
  public private(set) var driver: FrameDriver<P.Renderer>
  /// Whether the program asked to quit.
  public private(set) var quitRequested = false

  /// A loop for `program`, paced at its frame-rate cap and drawn with `options`.
  public init(_ program: consuming P, options: RenderOptions) {
    let fps = program.context.playback.fps
    self.program = program
    self.program.drawn(with: options)
    driver = FrameDriver(fps: fps, options: options)
  }

  /// The next time the loop must wake after `time`: a frame or a deadline.
  public func nextWake(after time: Double) -> Double? {
    let frame = driver.nextFrame(for: program, after: time)
    let deadline = program.wake(after: time)
    guard let frame else { return deadline }
    return min(deadline ?? frame, frame)
  }

  /// Runs until the device ends or the program quits.
  public mutating func run<Device: LoopDevice & ~Copyable>(
    on device: inout Device
  ) throws(Device.Failure) {
    if device.drawsFrames { try drawIfDue(at: 0, on: &device) }
    while !quitRequested {
      let wake = nextWake(after: device.now())
      switch try device.next(wake: wake) {
      case .event(let event):
        try handle(event, on: &device)
      case .wake(let time):
        try handle(.frame(at: time), on: &device)
      case .snapshot(let time):
        try device.snapshot(snapshot(at: time), at: time)
        continue  // a snapshot changes nothing on screen
      case .options(let options):
        driver.update(options: options)
        program.drawn(with: options)
      case .repaint:
        driver.forgetScreen()
      case .end:
        return
      }
      if device.drawsFrames && !device.hasMore { try drawIfDue(at: device.now(), on: &device) }
    }
  }

  /// Folds `event` into the program, hands its lines to the device and marks the screen dirty
  /// (input, a deadline or a resize may change the picture).
  public mutating func handle<Device: LoopDevice & ~Copyable>(
    _ event: AppEvent, on device: inout Device
  ) throws(Device.Failure) {
    let effects = program.handle(event)
    driver.markDirty()
    if effects.quit { quitRequested = true }
    for line in effects.lines { try device.trace(line) }
  }

  /// The whole screen at `time`, drawn apart from the frames with a fresh renderer.
  public func snapshot(at time: Double) -> CellBuffer {
    var renderer = P.Renderer(options: driver.options)
    var buffer = CellBuffer(width: 0, height: 0)
    program.draw(into: &buffer, with: &renderer, at: time)
    return buffer
  }

  /// Draws the frame for `time` when one is due, and hands its bytes and its trace line to
  /// the device.
  private mutating func drawIfDue<Device: LoopDevice & ~Copyable>(
    at time: Double, on device: inout Device
  ) throws(Device.Failure) {
    guard let due = driver.nextFrame(for: program, after: time), due <= time else { return }
    guard driver.draw(program, at: time) > 0 else { return }
    driver.encodedBytes()
    let bytes = try device.present(driver.encoded, screen: driver.screen, at: time)
    try device.trace(Trace<P.Record>.own(program.frameRecord(bytes: bytes, at: time)))
  }
}
