import CNcursesw
import CTerminal
import LockApp
import LockCLI
import LockRendering
import TerminalRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal cannot be used.
struct TerminalError: Error, CustomStringConvertible {
  let description: String
}

/// The terminal: checked, queried, put into lockdial's modes and restored exactly once.
///
/// terminfo (through ncursesw's `setupterm`) says what the terminal's strings are; everything
/// else is lockdial's own: it decodes every input byte (``TerminalInputDecoder``), writes every
/// byte of output (``TerminalWriter``), and owns the terminal's modes (termios, alternate
/// screen, cursor, keypad transmit mode, mouse, bracketed paste, kitty flags) and the SIGWINCH
/// and SIGTSTP signals.
///
/// Rules (docs/terminal.md "Input"): the queries (``TerminalQueries``, the same as `doctor`'s:
/// kitty flags, DEC 2026, OSC 11, then DA1, which every terminal answers and which ends the batch)
/// are sent once the modes are set, and nothing waits for them: answers come through the input like
/// keys, are recognised by the decoder whenever they arrive, and switch features on then
/// (``take(_:at:)``). On exit and on suspend, after the modes are taken off, DA1 is asked again and
/// input read until its answer and those of the start still due (bounded), so no key release or
/// late answer is left for the shell. Everything here runs on the main thread.
final class Terminal {
  let writer: TerminalWriter
  /// What the terminal can do, as learnt so far.
  private(set) var profile: TerminalProfile
  private let strings: [String: [UInt8]]
  private var original = termios()
  private var restored = false
  /// Whether keypad transmit mode (smkx) was sent, so that leaving sends rmkx.
  private var keypadTransmit = false
  /// Whether the kitty flags were pushed, so that leaving pops them.
  private var kittyPushed = false
  /// Whether the soft font is loaded and mapped (``SoftFont``), so that leaving unmaps it and
  /// entering again maps it.
  private var softFontLoaded = false
  /// When the queries went out (monotonic seconds).
  private(set) var queriedAt = 0.0
  /// The queries sent at start.
  private let queries: TerminalQueries
  /// Which answers are taken: those of the batch, up to its closing DA1.
  private var gate: AnswerGate
  /// tmux's word on the terminal outside, while it is due.
  private var tmuxQuery: TmuxClientQuery

  /// Checks standard input and output and TERM, touching nothing: what the terminal is, or why
  /// it cannot be used.
  static func check() throws(TerminalError) -> TerminalCapabilities {
    guard isatty(0) == 1, isatty(1) == 1 else {
      throw TerminalError(
        description:
          "needs a terminal: standard \(isatty(0) == 1 ? "output" : "input") is not one (for headless use try `lockdial-tui plan`, `frames` or `replay`)"
      )
    }
    return try TerminalCapabilities.read()
  }

  /// Enters lockdial's modes on the terminal ``check()`` found and sends the queries; the
  /// profile starts from the options, `environment` (``TerminalProfile/variables``) and
  /// terminfo.
  init(
    _ capabilities: TerminalCapabilities, environment: [String: String], theme: ThemeChoice,
    color: ColorChoice, depth: ColorDepth?, cells: Raster.Grid?, mouse: Bool, record: Bool
  ) {
    strings = capabilities.strings
    queries = TerminalQueries(term: capabilities.term, screenSession: environment["STY"])
    gate = AnswerGate(queries)
    profile = TerminalProfile(
      theme: theme, color: color, mouse: mouse, environment: environment,
      terminfoColors: capabilities.colors, mouseKey: capabilities.strings["kmous"])
    if let depth { profile.give(depth: depth) }
    if let cells { profile.give(grid: cells) }
    tmuxQuery = TmuxClientQuery(
      environment: profile.color && !profile.depthGiven && profile.depth != .truecolor
        ? environment : [:])
    writer = TerminalWriter(keepsBytes: record)
    tcgetattr(0, &original)
    enter()
    sendQueries()
  }

  /// The queries (``TerminalQueries``): kitty keyboard flags, DEC 2026, the background
  /// colour, then DA1 (twice in GNU screen).
  ///
  /// Written directly, never recorded: a played recording must not make the viewer's terminal
  /// answer into their shell.
  private func sendQueries() {
    queriedAt = monotonicSeconds()
    writer.writeUnrecorded(queries.bytes)
  }

  /// Whether `answer` belongs to the batch of queries (counting it towards closing it).
  func admits(_ answer: TerminalAnswer) -> Bool {
    gate.admits(answer)
  }

  /// Takes an answer that arrived at `time` (monotonic seconds); whether the profile changed.
  ///
  /// A kitty keyboard answer pushes the kitty flags (and SGR mouse) at once, and an answer
  /// that makes the block elements the soft font's loads it before the next frame; the
  /// crash-restore bytes follow.
  func take(_ answer: TerminalAnswer, at time: Double) -> Bool {
    let hadKitty = profile.kittyKeyboard
    guard profile.take(answer, after: time - queriedAt, through: &gate) else { return false }
    if profile.kittyKeyboard && !hadKitty && !kittyPushed {
      var bytes = Array("\u{1B}[>27u".utf8)
      if profile.mouse { bytes += Array("\u{1B}[?1006h".utf8) }
      kittyPushed = true
      writer.write(bytes)
      armCrashRestore()
    }
    if profile.softFont && !softFontLoaded {
      softFontLoaded = true
      writer.write(SoftFont.load)
      armCrashRestore()
    }
    return true
  }

  /// The pipe through which tmux's word on the terminal outside comes (``TmuxClientQuery``),
  /// -1 once it came or when none is due.
  var sideAnswer: Int32 { tmuxQuery.fd }

  /// Reads what tmux has said of the terminal outside; whether the profile changed.
  func takeSideAnswer() -> Bool {
    guard let features = tmuxQuery.read() else { return false }
    return profile.take(tmuxClientFeatures: features)
  }

  /// The real terminal's size.
  func realSize() -> (columns: Int, rows: Int) {
    let size = windowSize()
    return (size.columns, size.rows)
  }

  /// The terminal's size in cells (80 × 24 when it does not say) and a cell's size in pixels
  /// (0 × 0 when it does not say: many terminals report cells only).
  func windowSize() -> (columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
    guard let window = windowSizeOfStandardOutput(), window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24, 0, 0)
    }
    return (
      Int(window.ws_col), Int(window.ws_row), Int(window.ws_xpixel) / Int(window.ws_col),
      Int(window.ws_ypixel) / Int(window.ws_row)
    )
  }

  /// Puts the real terminal into lockdial's modes: no echo, no line editing (signals kept), the
  /// alternate screen, a hidden cursor, keypad transmit mode, mouse, paste and kitty flags (when
  /// the terminal has said it has them).
  func enter() {
    var mode = original
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    mode.c_lflag |= tcflag_t(ISIG)
    mode.c_iflag &= ~tcflag_t(ICRNL | INLCR | IXON)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(0, TCSANOW, &mode)
    var bytes = (strings["smcup"] ?? []) + (strings["civis"] ?? [])
    keypadTransmit = !profile.kittyKeyboard && strings["smkx"] != nil
    if keypadTransmit { bytes += strings["smkx"] ?? [] }
    bytes += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
    bytes += Array("\u{1B}[?2004h".utf8)  // bracketed paste
    if profile.mouse {
      bytes += Array("\u{1B}[?1000h\u{1B}[?1002h".utf8)
      if profile.mouseProtocol == "sgr" { bytes += Array("\u{1B}[?1006h".utf8) }
    }
    kittyPushed = profile.kittyKeyboard
    if kittyPushed { bytes += Array("\u{1B}[>27u".utf8) }  // disambiguate, events, all keys, text
    if softFontLoaded { bytes += SoftFont.load }  // resumed: mode 8800 was turned off
    armCrashRestore()
    writer.write(bytes)
  }

  /// The bytes that take lockdial's modes off: everything ``enter()`` set, in reverse.
  ///
  /// What was drawn is cleared before the alternate screen is left, whether or not terminfo has
  /// one, so the shell's prompt starts on a clean screen: without one (TERM=vt100, linux), and
  /// in GNU screen, which ignores smcup and rmcup unless `altscreen on` is set (off by default),
  /// the last frame would stay and the prompt land on its status line. Where the alternate
  /// screen works, the clear is of the alternate screen, which rmcup then leaves.
  private var leaveBytes: [UInt8] {
    var bytes: [UInt8] = softFontLoaded ? SoftFont.unload : []
    if kittyPushed { bytes += Array("\u{1B}[<u".utf8) }
    if profile.mouse { bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
    bytes += Array("\u{1B}[?2004l\u{1B}[0m".utf8)
    if keypadTransmit { bytes += strings["rmkx"] ?? [] }
    bytes += Array("\u{1B}[H\u{1B}[2J".utf8)
    bytes += (strings["cnorm"] ?? Array("\u{1B}[?25h".utf8)) + (strings["rmcup"] ?? [])
    return bytes
  }

  /// Leaves lockdial's modes: the ``leaveBytes``, then DA1 and the input read up to its answer
  /// and those of the start still due (so a key release or a late answer is not left for the
  /// shell), then the saved termios.
  func leave() {
    ct_disarm_restore()
    writer.write(leaveBytes)
    kittyPushed = false
    drainUntilDeviceAttributes()
    tcsetattr(0, TCSANOW, &original)
  }

  /// Asks DA1 and reads (and drops) input until its answer, bounded.
  ///
  /// For ``TerminalQueries/drainSeconds(roundTrip:sinceQueries:)`` at most: never a hang; the
  /// bytes are dropped as they are read, so a flood costs time, not memory. If the start's DA1
  /// answers have not all come yet (a quit before a cold terminal answered, or before the
  /// terminal outside GNU screen answered OSC 11 and the DA1 passed through), they are awaited
  /// too, so the late ones do not land in the shell either.
  private func drainUntilDeviceAttributes() {
    writer.writeUnrecorded(Array("\u{1B}[c".utf8))
    let awaited = 1 + max(0, gate.closingAnswers - gate.deviceAttributesSeen)
    let now = monotonicSeconds()
    let deadline =
      now
      + TerminalQueries.drainSeconds(roundTrip: profile.probeSeconds, sinceQueries: now - queriedAt)
    // Once everything awaited has come, the start's answers are all in (a suspend's drain
    // took them): the next leave waits for its own DA1 only.
    if readAnswers(until: awaited, deadline: deadline, stopsOnSignal: false) != nil {
      gate.close()
    }
  }

  /// Hands the fatal-trap handler what ``leave()`` does, prebuilt: a crash restores the
  /// terminal with async-signal-safe calls only (see `ct_install_fatal_handlers`).
  private func armCrashRestore() {
    let bytes = leaveBytes
    withUnsafeBytes(of: &original) { mode in
      bytes.withUnsafeBytes {
        ct_arm_restore(1, 0, $0.baseAddress, UInt($0.count), mode.baseAddress, UInt(mode.count))
      }
    }
  }

  /// Restores the terminal.
  ///
  /// Safe to call more than once; only the first call does anything.
  func restore() {
    guard !restored else { return }
    restored = true
    tmuxQuery.stop()
    leave()
  }

  /// Suspends lockdial (Ctrl-Z): restores the terminal, stops, and on `fg` takes it back.
  func suspend() {
    leave()
    var stop = handling(SIG_DFL)
    sigaction(SIGTSTP, &stop, nil)
    blockHandledSignals(false)
    raise(SIGTSTP)
    // Continued.
    blockHandledSignals(true)
    installSuspendHandler()
    enter()
  }

  /// Writes a frame's changes in one write (inside a synchronized update when the terminal
  /// confirmed DEC 2026) and returns the bytes written.
  func draw(_ encoded: [UInt8]) -> Int {
    guard !encoded.isEmpty else { return 0 }
    writer.write(encoded, between: profile.synchronizedOutput ? Terminal.synchronized : nil)
    return writer.takeCount()
  }
}

extension Terminal {
  /// DEC 2026: the terminal holds what comes between these until the whole frame is there.
  static let synchronized = (begin: Array("\u{1B}[?2026h".utf8), end: Array("\u{1B}[?2026l".utf8))
}

/// What terminfo says about `TERM`: the strings lockdial writes itself and the colour count.
struct TerminalCapabilities {
  /// TERM.
  let term: String
  /// smcup, rmcup, civis, cnorm, smkx, rmkx, kmous, sgr0, clear, where terminfo has them.
  let strings: [String: [UInt8]]
  /// terminfo's `colors` (-1 when absent).
  let colors: Int

  /// Reads terminfo for `TERM`; a TERM without an entry or cursor addressing is an error that
  /// says what to do.
  static func read() throws(TerminalError) -> TerminalCapabilities {
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    var status: Int32 = 0
    guard !term.isEmpty, setupterm(nil, 1, &status) == OK else {
      throw TerminalError(
        description:
          "cannot use this terminal: TERM=\(term.isEmpty ? "(unset)" : SafeText.quoted(term)) has no terminfo entry here; try TERM=xterm-256color"
      )
    }
    defer { cn_release_term() }
    guard cn_tigetstr("cup") != nil else {
      throw TerminalError(
        description:
          "cannot use TERM=\(SafeText.quoted(term)): it cannot place the cursor; run it in a terminal such as xterm-256color, or in tmux"
      )
    }
    var strings: [String: [UInt8]] = [:]
    for name in ["smcup", "rmcup", "civis", "cnorm", "smkx", "rmkx", "kmous", "sgr0", "clear"] {
      if let value = cn_tigetstr(name) { strings[name] = Array(String(cString: value).utf8) }
    }
    return TerminalCapabilities(term: term, strings: strings, colors: Int(cn_tigetnum("colors")))
  }
}

/// Reads the terminal's answers from standard input until `deviceAttributes` DA1 answers came,
/// `deadline` (monotonic seconds) passed, or — when `stopsOnSignal` — a terminating signal is
/// pending, handing each answer to `take` with the time it was read; the time the last DA1
/// came, or `nil` when they did not all come.
///
/// Rule (docs/terminal.md "Signals and exits"): bounded by time alone; the bytes are decoded as
/// they come and not kept, so a flood of answers costs time, not memory, and what is read is
/// not left for the shell. The session's leaving and `doctor` both read this way.
func readAnswers(
  until deviceAttributes: Int, deadline: Double, stopsOnSignal: Bool,
  take: (TerminalAnswer, Double) -> Void = { _, _ in }
) -> Double? {
  var decoder = TerminalInputDecoder()
  var buffer = [UInt8](repeating: 0, count: 4096)
  var seen = 0
  while true {
    let left = deadline - monotonicSeconds()
    let ready = left > 0 ? ct_wait_readable(0, -1, Int64(left * 1e9)) : 0
    if stopsOnSignal && pendingSignal.load(ordering: .relaxed) != 0 { return nil }
    guard ready == 1 else { return nil }
    let count = read(0, &buffer, buffer.count)
    guard count > 0 else { return nil }
    let at = monotonicSeconds()
    for case .answer(let answer) in decoder.feed(buffer[0..<count]) {
      take(answer, at)
      guard answer == .deviceAttributes else { continue }
      seen += 1
      if seen >= deviceAttributes { return at }
    }
  }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Standard output's window size (TIOCGWINSZ), or `nil` when it is not a terminal; the request's
/// type is each C library's own.
func windowSizeOfStandardOutput() -> winsize? {
  var window = winsize()
  #if canImport(Musl)
  let request = Int32(TIOCGWINSZ)
  #else
  let request = UInt(TIOCGWINSZ)
  #endif
  return ioctl(1, request, &window) == 0 ? window : nil
}
