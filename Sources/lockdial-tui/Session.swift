import CNcursesw
import CTerminal
import Glibc
import LockApp
import LockRendering

/// The interactive program: the terminal in, events to the app core, cells out.
///
/// The loop sleeps in `ppoll` on standard input with no timeout while nothing moves (no wake-ups
/// when idle); otherwise it sleeps at most until the next frame or deadline (see
/// ``nextWake(core:driver:after:)``). When input is ready ncurses decodes all of it. Signals are
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
    let window = cn_stdscr()

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
        switch input {
        case .key(let key): deliver(.key(key, at: time))
        case .release(let key): deliver(.release(key, at: time))
        case .paste(let text): deliver(.paste(text, at: time))
        case .mouse(let action, let column, let row):
          deliver(.mouse(action, column: column, row: row, at: time))
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
      terminal.resizeCurses(to: size)
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

    /// Takes everything ncurses has decoded or can read now: keys and mouse reports go to the
    /// core; characters (and the pieces of sequences ncurses does not know: paste brackets,
    /// kitty keys) go through the decoder in arrival order.
    func readInput(at time: Double) -> Int32? {
      wtimeout(window, 0)
      var bytes: [UInt8] = []
      var character: wint_t = 0
      while true {
        let result = wget_wch(window, &character)
        if result == OK {
          appendUTF8(character, to: &bytes)
          continue
        }
        guard result == KEY_CODE_YES else { break }
        if let code = deliver(decoder.feed(bytes), at: time) { return code }
        bytes.removeAll()
        switch Int32(bitPattern: character) {
        case KEY_MOUSE:
          var event = MEVENT()
          if getmouse(&event) == OK, let input = Session.mouse(event),
            let code = deliver([input], at: time)
          {
            return code
          }
        case KEY_RESIZE:
          resize()
        default:
          if let key = Session.key(forCode: Int32(bitPattern: character)) {
            deliver(.key(key, at: time))
          }
        }
      }
      return deliver(decoder.feed(bytes), at: time)
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
        let code = readInput(at: at)
        terminal.drainCurses()  // ncurses writes (to its private terminal) only when it reads
        if let code { return code }
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

  /// The mouse action ncurses decoded, at its 0-based cell.
  static func mouse(_ event: MEVENT) -> TerminalInput? {
    let column = Int(event.x)
    let row = Int(event.y)
    let state = event.bstate
    let action: MouseAction
    if state & CN_BUTTON4_PRESSED != 0 {
      action = .wheelUp
    } else if state & CN_BUTTON5_PRESSED != 0 {
      action = .wheelDown
    } else if state & CN_BUTTON1_PRESSED != 0 {
      action = .press
    } else if state & CN_BUTTON1_RELEASED != 0 {
      action = .release
    } else if state & CN_REPORT_MOUSE_POSITION != 0 {
      action = .drag
    } else {
      return nil
    }
    return .mouse(action, column: column, row: row)
  }

  /// The key for an ncurses key code, or nil for keys lockdial does not use.
  static func key(forCode code: Int32) -> Key? {
    switch code {
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    default: return nil
    }
  }
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

/// Appends a wide character as UTF-8.
func appendUTF8(_ character: wint_t, to bytes: inout [UInt8]) {
  guard let scalar = Unicode.Scalar(UInt32(character)) else { return }
  bytes.append(contentsOf: Array(String(scalar).utf8))
}
