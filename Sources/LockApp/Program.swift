import LockRendering
import TerminalRuntime

/// What the frame driver, `replay` and the terminal loop run: the lock, or a gallery demo.
///
/// Rules (docs/terminal.md "Loop"): input arrives as ``AppEvent``s in time order and says what
/// happened in ``TraceEvent``s; the program says whether anything moves (frames are drawn only
/// then) and when it must next be woken without input; drawing is pure, from the time alone.
public protocol Program: ~Copyable {
  /// Screen columns.
  var width: Int { get }
  /// Screen rows.
  var height: Int { get }
  /// Whether the user asked to quit.
  var quitRequested: Bool { get }
  /// Whether anything on screen moves at `time`.
  func isAnimating(at time: Double) -> Bool
  /// The next time after `time` the program must be woken even without input, or `nil`.
  func deadline(after time: Double) -> Double?
  /// Applies one input or frame event and returns what it did.
  mutating func handle(_ event: AppEvent) -> [TraceEvent]
  /// Draws the picture at `time` into `buffer` (made `width` × `height` first).
  func draw(into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double)
  /// The trace line for a frame drawn at `time` whose changes took `bytes` bytes.
  func frameEvent(bytes: Int, at time: Double) -> TraceEvent
}

extension AppCore: Program {
  /// Draws the lock's scene.
  public func draw(
    into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double
  ) {
    renderer.render(scene(at: time), into: &buffer, width: width, height: height)
  }

  /// The lock's frame line: the plan fraction, the dial angle and the number under the pointer.
  public func frameEvent(bytes: Int, at time: Double) -> TraceEvent {
    let angle = dialAngle(at: time)
    return .frame(
      fraction: fraction(at: time), angle: angle.radians,
      number: configuration.dial.number(at: angle), bytes: bytes, t: time)
  }
}
