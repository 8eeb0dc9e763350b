import CTerminal
import Glibc
import LockApp
import LockRendering
import TerminalRuntime

/// The interactive program: the terminal in, events to the app core, cells out.
///
/// The loop sleeps in `ppoll` on standard input with no timeout while nothing moves (no wake-ups
/// when idle); otherwise it sleeps at most until the next frame or deadline (see
/// ``nextWake(core:driver:after:)``). When input is ready it is read and decoded by lockdial's
/// ``TerminalInputDecoder``. Signals are
/// blocked except during that sleep; their handlers only set flags, which the loop acts on here,
/// on the main thread.
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
    let (status, end) = loop(
      terminal: terminal, recorder: recorder, trace: trace, program: program)
    // The restore is recorded too, so a played recording ends as the program did.
    terminal.restore()
    recorder?.output(terminal.writer.takeBytes(), at: end)
    if let failure = recorder?.failure, let path = files.record?.path {
      return (status, "the recording \(SafeText.quoted(path)) stopped: \(failure)")
    }
    if let failure = trace?.failure, let path = files.trace?.path {
      return (status, "the trace \(SafeText.quoted(path)) stopped: \(failure)")
    }
    return (status, nil)
  }

  /// The run loop; the exit status and the session time it ended at.
  private func loop<P: Program & ~Copyable>(
    terminal: Terminal, recorder: Recorder?, trace: TraceWriter?,
    program: (Int, Int) -> P
  ) -> (Int32, Double) {
    let clock = SessionClock()
    let status = run(
      terminal: terminal, recorder: recorder, trace: trace, clock: clock,
      core: program(terminal.realSize().columns, terminal.realSize().rows))
    return (status, clock.now())
  }

  /// The loop itself (see ``loop(terminal:recorder:trace:program:)``).
  private func run<P: Program & ~Copyable>(
    terminal: Terminal, recorder: Recorder?, trace: TraceWriter?, clock: SessionClock,
    core program: consuming P
  ) -> Int32 {
    func now() -> Double { clock.now() }
    var size = terminal.realSize()
    var cell = (width: 0, height: 0)
    var core = program
    var driver = FrameDriver(
      fps: configuration.fps, options: terminal.profile.renderOptions(ascii: configuration.ascii))
    var decoder = TerminalInputDecoder()
    var input = [UInt8](repeating: 0, count: Self.readSize)

    func drawIfDue(at time: Double) {
      guard let due = driver.nextFrame(for: core, after: time), due <= time else { return }
      guard driver.draw(core, at: time) > 0 else { return }
      driver.encodedBytes()
      let bytes = terminal.draw(driver.encoded)
      recorder?.output(terminal.writer.takeBytes(), at: time)
      trace?.write([core.frameEvent(bytes: bytes, at: time)])
    }

    func deliver(_ event: AppEvent) {
      // Not `trace?.write(core.handle(event))`: optional chaining would skip the handling too.
      let events = core.handle(event)
      trace?.write(events)
      driver.markDirty()
    }

    /// Hands decoded input to the core; an exit status when the input ends the program.
    func deliver(_ inputs: [TerminalInput], at time: Double) -> Int32? {
      for input in inputs {
        if let event = input.event(at: time) {
          deliver(event)
          continue
        }
        switch input {
        case .key, .release, .paste, .mouse: break
        case .answer(let answer):
          // A late answer switches its feature on now: redraw, and say so in the trace.
          let hadReleases = terminal.profile.kittyKeyboard
          if terminal.take(answer, at: monotonicSeconds()) {
            if terminal.profile.kittyKeyboard && !hadReleases {
              deliver(.releasesReported(at: time))
            }
            driver.update(options: terminal.profile.renderOptions(ascii: configuration.ascii))
            trace?.write([terminal.profile.traceEvent(t: time)])
          }
        case .interrupt: return 128 + SIGINT
        case .quit: return 128 + SIGQUIT
        case .suspend: suspend()
        }
      }
      return nil
    }

    func suspend() {
      let stoppedAt = monotonicSeconds()
      terminal.suspend()
      clock.skip(monotonicSeconds() - stoppedAt)
      recorder?.output(terminal.writer.takeBytes(), at: now())
      driver.forgetScreen()
      resize()  // the terminal may have changed size while stopped
    }

    func resize() {
      let window = terminal.windowSize()
      measureCells(window)
      let newSize = (window.columns, window.rows)
      guard newSize != size else { return }
      size = newSize
      let at = now()
      deliver(.resize(columns: size.columns, rows: size.rows, at: at))
      recorder?.resize(width: size.columns, height: size.rows, at: at)
      driver.forgetScreen()
    }

    /// Tells the program a cell's pixel size when the terminal reports it and it changed (a
    /// font change resizes in pixels, not always in cells).
    func measureCells(_ window: (columns: Int, rows: Int, cellWidth: Int, cellHeight: Int)) {
      guard window.cellWidth > 0, window.cellHeight > 0,
        (window.cellWidth, window.cellHeight) != cell
      else { return }
      cell = (window.cellWidth, window.cellHeight)
      deliver(.cellSize(width: cell.width, height: cell.height, at: now()))
    }

    /// Acts on the flags the signal handlers set; an exit status when a signal ends the program.
    func handleSignals() -> Int32? {
      let signal = pendingSignal.load(ordering: .relaxed)
      if signal != 0 { return 128 + signal }
      if suspendRequested.exchange(false, ordering: .relaxed) { suspend() }
      if resized.exchange(false, ordering: .relaxed) { resize() }
      return nil
    }

    /// Reads what the terminal sent (as much as is there, up to ``readSize`` bytes) and hands
    /// it through the decoder in arrival order; an exit status when the input ends the program
    /// or the terminal is gone (a read of nothing after a ready poll: the other end hung up).
    ///
    /// Rule (docs/terminal.md "Input"): every byte goes through the one decoder, which drops a
    /// byte UTF-8 never uses and decodes everything after it; nothing else maps keys.
    func readInput(at time: Double) -> Int32? {
      let count = read(0, &input, input.count)
      if count == 0 { return 128 + SIGHUP }
      guard count > 0 else { return nil }  // EINTR or EAGAIN: the loop polls again
      return deliver(decoder.feed(input[0..<count]), at: time)
    }

    blockHandledSignals(true)
    defer { blockHandledSignals(false) }
    // The set-up (modes, alternate screen) is recorded as its own output, not counted as a frame.
    recorder?.output(terminal.writer.takeBytes(), at: 0)
    _ = terminal.writer.takeCount()
    trace?.write([terminal.profile.traceEvent(t: 0)])
    measureCells(terminal.windowSize())
    drawIfDue(at: 0)
    // An unfinished escape sequence or paste waits this long for its next byte, then is let go.
    let sequenceWait = 0.05
    var sequenceDeadline = 0.0
    while true {
      if let code = handleSignals() { return code }
      let time = now()
      var wake = nextWake(core: core, driver: driver, after: time)
      if decoder.hasPending { wake = min(wake ?? sequenceDeadline, sequenceDeadline) }
      // Nanoseconds, so that a frame due in 16.7 ms is drawn then, not at 17 ms.
      let timeout = wake.map { Int64(min(max($0 - time, 0), 60) * 1e9) } ?? -1
      let ready = ct_wait_readable(0, timeout)
      if let code = handleSignals() { return code }
      let at = now()
      if ready == 2 { return 128 + SIGHUP }  // the terminal went away without a SIGHUP
      if ready == 1 {
        if let code = readInput(at: at) { return code }
        if decoder.hasPending { sequenceDeadline = now() + sequenceWait }
      } else if ready == 0 {
        if decoder.hasPending && at >= sequenceDeadline,
          let code = deliver(decoder.flush(), at: at)
        {
          return code
        }
        deliver(.frame(at: at))  // a frame or a deadline is due
      }
      if core.quitRequested { return 0 }
      drawIfDue(at: now())
    }
  }

  /// The most bytes one read takes (the loop reads again at once when more are waiting).
  static let readSize = 4_096
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
