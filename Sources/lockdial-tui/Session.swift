import CTerminal
import LockApp
import LockCLI
import TerminalRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive program: the terminal's input to the runtime's loop, its frames back out.
///
/// The loop (``ProgramLoop``) is the runtime's, the same one `replay` and headless frames run;
/// this is the terminal as its device (``TerminalDevice``). Signals are blocked except while the
/// device sleeps; their handlers only set flags, which the device acts on, on the main thread.
struct Session {
  let configuration: Configuration
  let files: OutputFiles

  /// Runs until quit and returns the exit status (0, or 128 + the signal that ended it) and the
  /// first write error of the recording or the trace, if any (then recording stopped there).
  ///
  /// `program` makes what runs (the lock, or a gallery demo) for the terminal's columns and rows.
  func run<P: Program & ~Copyable>(
    terminal: Terminal, program: (_ columns: Int, _ rows: Int) -> P
  ) -> (status: Int32, writeFailure: String?) {
    let size = terminal.realSize()
    let recorder = files.record.map {
      Recorder(
        fd: $0.fd, width: size.columns, height: size.rows,
        term: getenv("TERM").map { String(cString: $0) } ?? "")
    }
    let trace = files.trace.map { TraceWriter(fd: $0.fd) }
    var device = TerminalDevice(
      terminal: terminal, recorder: recorder, trace: trace, ascii: configuration.ascii)
    var loop = ProgramLoop(
      program(size.columns, size.rows),
      options: terminal.profile.renderOptions(ascii: configuration.ascii))
    blockHandledSignals(true)
    device.start()
    loop.run(on: &device)
    blockHandledSignals(false)
    // The restore is recorded too, so a played recording ends as the program did.
    terminal.restore()
    recorder?.output(terminal.writer.takeBytes(), at: device.now())
    let status = loop.quitRequested ? 0 : device.status
    if let failure = recorder?.failure, let path = files.record?.path {
      return (status, "the recording \(SafeText.quoted(path)) stopped: \(failure)")
    }
    if let failure = trace?.failure, let path = files.trace?.path {
      return (status, "the trace \(SafeText.quoted(path)) stopped: \(failure)")
    }
    return (status, nil)
  }
}

/// The terminal as the loop's device: it sleeps in `ppoll` until input, a signal or the wake-up
/// the loop asked for; decodes what it reads (``TerminalInputDecoder``) into events; takes the
/// terminal's late answers, and tmux's word on the terminal outside (``TmuxClientQuery``) when it
/// comes; and writes each frame in one write, recorded and traced.
///
/// Rules (docs/terminal.md "Input", "Signals and exits"): no timeout while nothing moves (no
/// wake-ups when idle), else at most until the next frame or deadline; every byte goes through
/// the one decoder, and an unfinished escape sequence or paste waits ``sequenceWait`` for its
/// next byte, then is let go; a read of nothing after a ready poll, or a poll that says the
/// terminal hung up, ends the session as SIGHUP would.
struct TerminalDevice: LoopDevice {
  typealias Failure = Never

  let terminal: Terminal
  let recorder: Recorder?
  let trace: TraceWriter?
  let ascii: Bool
  /// The exit status once the device ended the run (a signal, or the terminal gone).
  private(set) var status: Int32 = 0
  private let clock = SessionClock()
  private var decoder = TerminalInputDecoder()
  private var input = [UInt8](repeating: 0, count: Self.readSize)
  /// What the last read decoded, handed out one at a time, and when it was read.
  private var decoded: [TerminalInput] = []
  private var taken = 0
  private var readAt = 0.0
  /// Inputs the device made itself (a resize, a repaint, new options), handed out first.
  private var made: [LoopInput] = []
  private var size: (columns: Int, rows: Int)
  private var cell = (width: 0, height: 0)
  /// A cell's pixel size as the terminal answered `CSI 16 t` or `CSI 14 t`.
  private var answeredCell: (width: Int, height: Int)?
  private var sequenceDeadline = 0.0

  /// The most bytes one read takes (the device reads again at once when more are waiting).
  static let readSize = 4_096
  /// How long an unfinished escape sequence or paste waits for its next byte.
  static let sequenceWait = 0.05

  init(terminal: Terminal, recorder: Recorder?, trace: TraceWriter?, ascii: Bool) {
    self.terminal = terminal
    self.recorder = recorder
    self.trace = trace
    self.ascii = ascii
    size = terminal.realSize()
  }

  /// The set-up (modes, alternate screen) recorded as its own output, not counted as a frame;
  /// the terminal's profile traced; a cell's size measured.
  mutating func start() {
    recorder?.output(terminal.writer.takeBytes(), at: 0)
    _ = terminal.writer.takeCount()
    trace?.write(terminal.profile.traceEvent(t: 0))
    measureCells(terminal.windowSize())
  }

  /// Session seconds now.
  mutating func now() -> Double { clock.now() }

  /// Frames go to the terminal.
  var drawsFrames: Bool { true }

  /// Whether the last read still holds input (the loop draws once it has taken all of it).
  var hasMore: Bool { !made.isEmpty || taken < decoded.count }

  /// The next input: what is waiting, else what comes before `wake`.
  mutating func next(wake: Double?) -> LoopInput {
    while true {
      if !made.isEmpty { return made.removeFirst() }
      while taken < decoded.count {
        taken += 1
        if let input = take(decoded[taken - 1], at: readAt) { return input }
      }
      if let code = handleSignals() { return end(code) }
      if !made.isEmpty { continue }
      if let input = wait(until: wake) { return input }
    }
  }

  /// Sleeps until input, a signal or `wake`; the input that ends the run or the wake-up, or
  /// `nil` when what came is queued (or nothing did).
  private mutating func wait(until wake: Double?) -> LoopInput? {
    let time = clock.now()
    var wake = wake
    if decoder.hasPending { wake = min(wake ?? sequenceDeadline, sequenceDeadline) }
    // Nanoseconds, so that a frame due in 16.7 ms is drawn then, not at 17 ms.
    let timeout = wake.map { Int64(min(max($0 - time, 0), 60) * 1e9) } ?? -1
    let ready = ct_wait_readable(0, terminal.sideAnswer, timeout)
    if let code = handleSignals() { return end(code) }
    let at = clock.now()
    switch ready {
    case 2: return end(128 + SIGHUP)  // the terminal went away without a SIGHUP
    case 1:
      let count = read(0, &input, input.count)
      if count == 0 { return end(128 + SIGHUP) }
      if count > 0 { queue(decoder.feed(input[0..<count]), at: at) }  // else EINTR, EAGAIN
      if decoder.hasPending { sequenceDeadline = clock.now() + Self.sequenceWait }
      return nil
    case 3:
      guard terminal.takeSideAnswer() else { return nil }
      trace?.write(terminal.profile.traceEvent(t: at))
      return .options(terminal.profile.renderOptions(ascii: ascii))
    case 0:
      if decoder.hasPending && at >= sequenceDeadline { queue(decoder.flush(), at: at) }
      made.append(.wake(at: at))  // a frame or a deadline is due
      return nil
    default:
      return nil
    }
  }

  private mutating func queue(_ inputs: [TerminalInput], at time: Double) {
    decoded = inputs
    taken = 0
    readAt = time
  }

  private mutating func end(_ code: Int32) -> LoopInput {
    status = code
    return .end
  }

  /// One decoded input as the loop takes it; `nil` when it is nothing for the loop.
  private mutating func take(_ input: TerminalInput, at time: Double) -> LoopInput? {
    if let event = input.event(at: time) { return .event(event) }
    switch input {
    case .key, .release, .paste, .mouse: return nil
    case .answer(let answer): return take(answer, at: time)
    case .interrupt: return end(128 + SIGINT)
    case .quit: return end(128 + SIGQUIT)
    case .redraw: return .repaint
    case .suspend:
      suspend()
      return nil
    }
  }

  /// A late answer switches its feature on now: the program hears of key releases, frames are
  /// drawn with the new options, and the trace says so.
  private mutating func take(_ answer: TerminalAnswer, at time: Double) -> LoopInput? {
    if let pixels = answer.cellPixels(columns: size.columns, rows: size.rows) {
      guard terminal.admits(answer) else { return nil }
      answeredCell = pixels
      measureCells(terminal.windowSize())
      return nil
    }
    let hadReleases = terminal.profile.kittyKeyboard
    guard terminal.take(answer, at: monotonicSeconds()) else { return nil }
    let options = LoopInput.options(terminal.profile.renderOptions(ascii: ascii))
    trace?.write(terminal.profile.traceEvent(t: time))
    guard terminal.profile.kittyKeyboard && !hadReleases else { return options }
    made.append(options)
    return .event(.releasesReported(at: time))
  }

  /// Acts on the flags the signal handlers set; an exit status when a signal ends the program.
  private mutating func handleSignals() -> Int32? {
    let signal = pendingSignal.load(ordering: .relaxed)
    if signal != 0 { return 128 + signal }
    if suspendRequested.exchange(false, ordering: .relaxed) { suspend() }
    if resized.exchange(false, ordering: .relaxed) { resize() }
    return nil
  }

  /// Ctrl-Z: the terminal given back until `fg`; the time stopped is left out of session time
  /// and the screen repainted (at its new size, if it changed meanwhile).
  private mutating func suspend() {
    let stoppedAt = monotonicSeconds()
    terminal.suspend()
    clock.skip(monotonicSeconds() - stoppedAt)
    recorder?.output(terminal.writer.takeBytes(), at: clock.now())
    made.append(.repaint)
    resize()
  }

  /// The terminal's size changed: the program is told, the recording notes it, and the screen
  /// is repainted.
  private mutating func resize() {
    let window = terminal.windowSize()
    measureCells(window)
    guard (window.columns, window.rows) != size else { return }
    size = (window.columns, window.rows)
    let at = clock.now()
    made.append(.event(.resize(columns: size.columns, rows: size.rows, at: at)))
    recorder?.resize(width: size.columns, height: size.rows, at: at)
    made.append(.repaint)
  }

  /// Tells the program a cell's pixel size when the terminal reports it and it changed (a
  /// font change resizes in pixels, not always in cells).
  ///
  /// Rule (docs/terminal.md "Cell shape"): the window size's pixel fields when the terminal
  /// fills them in, else its XTWINOPS answer (VTE, alacritty and tmux leave the fields 0).
  private mutating func measureCells(
    _ window: (columns: Int, rows: Int, cellWidth: Int, cellHeight: Int)
  ) {
    let filled = window.cellWidth > 0 && window.cellHeight > 0
    guard let measured = filled ? (window.cellWidth, window.cellHeight) : answeredCell,
      measured != cell
    else { return }
    cell = measured
    made.append(.event(.cellSize(width: cell.width, height: cell.height, at: clock.now())))
  }

  /// Writes a frame in one write (inside a synchronized update when the terminal has it) and
  /// records it; the bytes written.
  mutating func present(_ bytes: [UInt8], screen: CellBuffer, at time: Double) -> Int {
    let written = terminal.draw(bytes)
    recorder?.output(terminal.writer.takeBytes(), at: time)
    return written
  }

  /// Writes the line to the trace file, when there is one.
  mutating func trace<Record: TraceRecord>(_ line: Trace<Record>) {
    trace?.write(line)
  }

  /// The terminal takes no snapshots.
  mutating func snapshot(_ buffer: CellBuffer, at time: Double) {}
}

/// Session time: the monotonic clock since the start, less the time spent suspended (so
/// a plan does not run on while the program is stopped).
final class SessionClock {
  private var start = monotonicSeconds()

  /// Seconds of session time now.
  func now() -> Double { monotonicSeconds() - start }

  /// Leaves `seconds` (time spent stopped) out of session time.
  func skip(_ seconds: Double) {
    if seconds > 0 { start += seconds }
  }
}
