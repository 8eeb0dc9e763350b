import CNcursesw
import CTerminal
import Glibc
import LockRendering

/// Why the terminal cannot be used.
struct TerminalError: Error, CustomStringConvertible {
  let description: String
}

/// What the terminal answered to lockdial's probes.
struct TerminalFeatures {
  /// The kitty keyboard protocol (press, repeat and release events).
  var kittyKeyboard = false
  /// DEC 2026 synchronized output.
  var synchronizedOutput = false
}

/// The terminal: checked, probed, put into lockdial's modes and restored exactly once.
///
/// ncursesw decodes the input (keys through terminfo, mouse reports, wide characters, timeouts)
/// and lockdial writes every byte of output itself (``TerminalWriter``). ncurses is given a
/// private pseudo-terminal as its output, so its own screen handling never reaches the real
/// terminal, while its input modes work as on a real one. Because of that, lockdial owns the
/// real terminal's modes (termios, alternate screen, cursor, keypad transmit mode, mouse,
/// bracketed paste, kitty flags) and the SIGWINCH and SIGTSTP signals.
/// Everything here runs on the main thread (ncurses is not thread-safe).
final class Terminal {
  let writer: TerminalWriter
  let features: TerminalFeatures
  let colors: Int
  let mouse: Bool
  private let sgrMouse: Bool
  private let strings: [String: [UInt8]]
  private var original = termios()
  private var screen: OpaquePointer?
  private var master: Int32 = -1
  private var slave: Int32 = -1
  private var restored = false

  /// Checks standard input and output and TERM before anything is drawn (so that ncurses never
  /// exits by itself), probes the terminal, and enters lockdial's modes.
  init(mouse: Bool, record: Bool) throws {
    guard isatty(0) == 1, isatty(1) == 1 else {
      throw TerminalError(
        description:
          "lockdial-tui needs a terminal: standard \(isatty(0) == 1 ? "output" : "input") is not one (for headless use try `lockdial-tui plan`, `frames` or `replay`)"
      )
    }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    var status: Int32 = 0
    guard !term.isEmpty, setupterm(nil, 1, &status) == OK else {
      throw TerminalError(
        description:
          "lockdial-tui cannot use this terminal: TERM=\(term.isEmpty ? "(unset)" : term) has no terminfo entry here; try TERM=xterm-256color"
      )
    }
    guard cn_tigetstr("cup") != nil else {
      cn_release_term()
      throw TerminalError(
        description:
          "lockdial-tui cannot use TERM=\(term): it cannot place the cursor; run it in a terminal such as xterm-256color, or in tmux"
      )
    }
    var strings: [String: [UInt8]] = [:]
    for name in ["smcup", "rmcup", "civis", "cnorm", "smkx", "rmkx", "kmous", "sgr0", "clear"] {
      if let value = cn_tigetstr(name) { strings[name] = Array(String(cString: value).utf8) }
    }
    self.strings = strings
    colors = Int(cn_tigetnum("colors"))
    cn_release_term()
    sgrMouse = strings["kmous"]?.starts(with: [27, 91, 60]) ?? false  // ESC [ <
    self.mouse = mouse
    writer = TerminalWriter(keepsBytes: record)
    features = Terminal.probe()
    tcgetattr(0, &original)
    try startCurses()
    enter()
  }

  /// Asks for the kitty keyboard flags, DEC 2026 and the primary device attributes, and reads
  /// the answers (until the DA1 reply, or 150 ms) in raw mode, before anything else: the
  /// replies are consumed here and can never reach the combination.
  static func probe() -> TerminalFeatures {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return TerminalFeatures() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &saved) }
    var query = Array("\u{1B}[?u\u{1B}[?2026$p\u{1B}[c".utf8)
    _ = write(1, &query, query.count)
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    let deadline = monotonicSeconds() + 0.15
    while monotonicSeconds() < deadline {
      var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      let wait = Int32(max((deadline - monotonicSeconds()) * 1000, 0))
      guard poll(&descriptor, 1, wait) > 0 else { break }
      let count = read(0, &buffer, buffer.count)
      guard count > 0 else { break }
      reply += buffer[0..<count]
      if Terminal.reply(in: reply, final: UInt8(ascii: "c")) != nil { break }
    }
    var features = TerminalFeatures()
    features.kittyKeyboard = Terminal.reply(in: reply, final: UInt8(ascii: "u")) != nil
    if let body = Terminal.reply(in: reply, final: UInt8(ascii: "y")) {
      features.synchronizedOutput = body == "?2026;1$" || body == "?2026;2$"
    }
    if Terminal.reply(in: reply, final: UInt8(ascii: "c")) == nil { tcflush(0, TCIFLUSH) }
    return features
  }

  /// The body of the first `ESC [ ? … final` reply in `bytes` (parameters and intermediates,
  /// "?" included), or nil.
  static func reply(in bytes: [UInt8], final: UInt8) -> String? {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 27 && bytes[index + 1] == UInt8(ascii: "[")
        && bytes[index + 2] == UInt8(ascii: "?")
      {
        var end = index + 2
        while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        if end < bytes.count && bytes[end] == final {
          return String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        }
        index = end
      } else {
        index += 1
      }
    }
    return nil
  }

  /// Starts ncurses on the real input and a private pseudo-terminal as its output.
  private func startCurses() throws {
    let size = realSize()
    guard
      ct_open_pty(&master, &slave, Int32(clamping: size.columns), Int32(clamping: size.rows)) == 0
    else {
      throw TerminalError(description: "lockdial-tui could not open a pseudo-terminal")
    }
    guard slave >= 0, let output = fdopen(slave, "w"), let input = fdopen(0, "r"),
      let screen = newterm(nil, output, input)
    else {
      throw TerminalError(description: "lockdial-tui could not start ncurses")
    }
    self.screen = screen
    cbreak()
    noecho()
    nonl()
    set_escdelay(25)
    keypad(cn_stdscr(), !features.kittyKeyboard)  // with kitty flags, lockdial decodes CSI u
    if mouse && !features.kittyKeyboard {
      mousemask(
        CN_BUTTON1_PRESSED | CN_BUTTON1_RELEASED | CN_BUTTON4_PRESSED | CN_BUTTON5_PRESSED
          | CN_REPORT_MOUSE_POSITION, nil)
      mouseinterval(0)
    }
    drainCurses()
  }

  /// Reads and discards what ncurses wrote to its private terminal.
  func drainCurses() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while master >= 0 && read(master, &buffer, buffer.count) > 0 {}
  }

  /// Tells ncurses the new size (its private terminal follows the real one, so mouse
  /// coordinates are clipped to the right bounds).
  func resizeCurses(to size: (columns: Int, rows: Int)) {
    var window = winsize(
      ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &window)
    resizeterm(Int32(clamping: size.rows), Int32(clamping: size.columns))
    drainCurses()
  }

  /// The real terminal's size.
  func realSize() -> (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Puts the real terminal into lockdial's modes: no echo, no line editing (signals kept), the
  /// alternate screen, a hidden cursor, keypad transmit mode, mouse, paste and kitty flags.
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
    if !features.kittyKeyboard { bytes += strings["smkx"] ?? [] }
    bytes += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
    bytes += Array(modes.utf8)
    armCrashRestore()
    writer.write(bytes)
  }

  /// The modes lockdial sets that terminfo does not describe.
  private var modes: String {
    var modes = "\u{1B}[?2004h"  // bracketed paste
    if mouse {
      modes += "\u{1B}[?1000h\u{1B}[?1002h"
      if sgrMouse || features.kittyKeyboard { modes += "\u{1B}[?1006h" }
    }
    if features.kittyKeyboard { modes += "\u{1B}[>27u" }  // disambiguate, events, all keys, text
    return modes
  }

  /// The bytes that take lockdial's modes off: everything ``enter()`` set, in reverse.
  private var leaveBytes: [UInt8] {
    var bytes: [UInt8] = []
    if features.kittyKeyboard { bytes += Array("\u{1B}[<u".utf8) }
    if mouse { bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
    bytes += Array("\u{1B}[?2004l\u{1B}[0m".utf8)
    if !features.kittyKeyboard { bytes += strings["rmkx"] ?? [] }
    bytes += (strings["cnorm"] ?? Array("\u{1B}[?25h".utf8)) + (strings["rmcup"] ?? [])
    return bytes
  }

  /// Leaves lockdial's modes: the ``leaveBytes`` and the saved termios.
  func leave() {
    ct_disarm_restore()
    writer.write(leaveBytes)
    tcsetattr(0, TCSANOW, &original)
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
    leave()
    endwin()
    drainCurses()
    if let screen { delscreen(screen) }
    screen = nil
    if master >= 0 { close(master) }
    master = -1
  }

  /// Suspends lockdial (Ctrl-Z): restores the terminal, stops, and on `fg` takes it back.
  func suspend() {
    leave()
    var stop = sigaction()
    stop.__sigaction_handler.sa_handler = SIG_DFL
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
    writer.write(encoded, between: features.synchronizedOutput ? Terminal.synchronized : nil)
    return writer.takeCount()
  }
}

extension Terminal {
  /// DEC 2026: the terminal holds what comes between these until the whole frame is there.
  static let synchronized = (begin: Array("\u{1B}[?2026h".utf8), end: Array("\u{1B}[?2026l".utf8))
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
