import ArgumentParser
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

/// `lockdial-tui doctor`: asks the current terminal what the program would ask it, and prints
/// what came back and which modes the program would use, for bug reports.
///
/// Rules (docs/terminal.md "Input"): the same queries as the session (``TerminalQueries``: kitty
/// flags, DEC 2026, OSC 11, then DA1, twice in GNU screen), read in raw mode without echo until the
/// last DA1 answer or ``patience`` seconds, the answers folded by the same ``TerminalProfile``;
/// nothing is drawn and the terminal's modes are put back. Not a terminal: the usual message and
/// exit status 2.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Probe this terminal and print what lockdial-tui would use (for bug reports).")

  /// How long the probe waits for the DA1 answers.
  static let patience = 2.0
  /// The most answers the report lists (a batch has five at most).
  static let mostAnswers = 16

  func run() throws {
    guard isatty(0) == 1, isatty(1) == 1 else {
      FileHandleStandardError.write(
        "lockdial-tui: doctor needs a terminal: standard \(isatty(0) == 1 ? "output" : "input") is not one\n"
      )
      throw ExitCode(2)
    }
    let capabilities: TerminalCapabilities
    do {
      capabilities = try TerminalCapabilities.read()
    } catch {
      FileHandleStandardError.write("lockdial-tui: doctor \(error)\n")
      throw ExitCode(2)
    }
    let environment = terminalEnvironment()
    // As the session builds it with its default options.
    var profile = TerminalProfile(
      theme: .auto, color: .auto, mouse: true, environment: environment,
      terminfoColors: capabilities.colors, mouseKey: capabilities.strings["kmous"])
    let queries = TerminalQueries(term: capabilities.term, screenSession: environment["STY"])
    var tmux = TmuxClientQuery(environment: environment)
    let (answers, seconds) = probe(queries)
    let tmuxFeatures = tmux.answer(within: Self.patience)
    // A signal during the probe: the terminal is already back as it was; exit as the session
    // does.
    let signal = pendingSignal.load(ordering: .relaxed)
    if signal != 0 { throw ExitCode(128 + signal) }
    // The batch's answers, as the session takes them: up to its closing DA1, which ends it.
    var gate = AnswerGate(queries)
    for (answer, after) in answers { _ = profile.take(answer, after: after, through: &gate) }
    if let tmuxFeatures { _ = profile.take(tmuxClientFeatures: tmuxFeatures) }

    let lines = report(
      capabilities: capabilities, environment: environment, queries: queries, answers: answers,
      seconds: seconds, tmuxFeatures: tmuxFeatures, profile: profile)
    let out = LineWriter(fd: 1)
    for line in lines { try out.line(line) }
    try out.finish()
  }

  /// The report: what the environment and terminfo say, the answers with their times, and what
  /// the program would use.
  func report(
    capabilities: TerminalCapabilities, environment: [String: String], queries: TerminalQueries,
    answers: [(TerminalAnswer, Double)], seconds: Double?, tmuxFeatures: String?,
    profile: TerminalProfile
  ) -> [String] {
    func variable(_ name: String) -> String? { environment[name] }
    let measured = windowSizeOfStandardOutput()
    let sized = measured != nil
    let window = measured ?? winsize()
    setlocale(LC_ALL, "")
    let utf8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    var lines = ["lockdial-tui doctor", ""]
    func row(_ name: String, _ value: String) {
      lines.append(name.padding(to: 22) + SafeText.cleaned(value))
    }
    row("TERM", capabilities.term)
    row("terminfo colors", String(capabilities.colors))
    row(
      "alternate screen",
      capabilities.strings["smcup"] == nil
        ? "no (cleared on exit)"
        : queries.throughScreen ? "with screen's altscreen on (cleared on exit)" : "yes")
    if environment["TMUX"] != nil {
      let features = tmuxFeatures.map { String($0.filter { !$0.isNewline }) }
      row("tmux client", features.map { $0.isEmpty ? "(no features said)" : $0 } ?? "(no answer)")
    }
    if queries.throughScreen {
      row("GNU screen", "yes (OSC 11 and a second DA1 go to the terminal outside)")
    }
    row("COLORTERM", variable("COLORTERM") ?? "(unset)")
    row("COLORFGBG", variable("COLORFGBG") ?? "(unset)")
    row("NO_COLOR", variable("NO_COLOR").map { $0.isEmpty ? "(empty)" : "set" } ?? "(unset)")
    row("UTF-8 locale", utf8 ? "yes" : "no (ASCII drawing)")
    row("size", sized ? "\(window.ws_col)x\(window.ws_row)" : "unknown")
    row("cell", Self.cellShape(window: sized ? window : winsize(), answers: answers.map(\.0)))
    lines.append("")
    lines.append("answers (within \(Self.patience) s):")
    if answers.isEmpty {
      lines.append("  none: not even DA1 (lockdial will use what the environment says)")
    }
    for (answer, after) in answers {
      lines.append(
        "  " + Self.describe(answer).padding(to: 44) + " after \(Self.milliseconds(after)) ms")
    }
    if let seconds { lines.append("  all answered in \(Self.milliseconds(seconds)) ms") }
    lines.append("")
    lines += Self.wouldUse(profile, utf8: utf8, term: capabilities.term)
    return lines
  }

  /// The report's last part: the modes, colours and picture the program would use with
  /// `profile` in terminal `term`, then a test line of the glyphs it may draw.
  static func wouldUse(_ profile: TerminalProfile, utf8: Bool, term: String) -> [String] {
    var lines = ["lockdial-tui would use:"]
    func row(_ name: String, _ value: String) {
      lines.append(("  " + name).padding(to: 22) + SafeText.cleaned(value))
    }
    row(
      "kitty keyboard",
      profile.kittyKeyboard ? "on (press, repeat, release)" : "off (releases inferred)")
    row("synchronized output", profile.synchronizedOutput ? "on (DEC 2026)" : "off")
    row("mouse", profile.mouseProtocol)
    row("colours", profile.colorsDescription)
    row("background", "\(profile.background.rawValue) (from \(profile.backgroundSource.rawValue))")
    let ascii = profile.drawsASCII(term: term, fillsPicture: true)
    for (name, value) in Finish.report(
      options: profile.renderOptions(ascii: ascii), utf8: utf8,
      source: profile.backgroundSource.rawValue)
    {
      row(name, value)
    }
    lines.append("")
    lines.append("what this font draws (each should be whole, with no boxes or gaps):")
    lines.append("  braille ⣿⣿⡇⠛⠿  half blocks ▀▄▀▄██  quadrants ▘▝▖▗▚▞  sextants 🬀🬁🬂🬃🬄")
    return lines
  }

  /// Sends the queries and reads the answers (raw mode, no echo) until the last DA1 answer
  /// (the second in GNU screen, which answers the first itself) or the patience runs out; each
  /// answer with the seconds it took, and the time the last DA1's took.
  ///
  /// Rule (docs/terminal.md "Signals and exits"): as in the session, a terminating signal only
  /// sets a flag (the signals are blocked but while the probe sleeps); the probe stops, the
  /// saved modes are put back once, and ``run()`` exits 128 + n.
  func probe(
    _ queries: TerminalQueries
  ) -> (answers: [(TerminalAnswer, Double)], seconds: Double?) {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return ([], nil) }
    installTerminatingHandlers()
    blockHandledSignals(true)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(0, TCSANOW, &raw)
    defer {
      tcsetattr(0, TCSANOW, &saved)
      blockHandledSignals(false)
    }
    var query = queries.bytes
    let start = monotonicSeconds()
    _ = write(1, &query, query.count)
    var answers: [(TerminalAnswer, Double)] = []
    let last = readAnswers(
      until: queries.deviceAttributesAnswers, deadline: start + Self.patience,
      stopsOnSignal: true
    ) { answer, at in
      // The report lists a batch's answers; a flood of them keeps the first few.
      if answers.count < Self.mostAnswers { answers.append((answer, at - start)) }
    }
    return (answers, last.map { $0 - start })
  }

  static func describe(_ answer: TerminalAnswer) -> String {
    switch answer {
    case .kittyKeyboard(let flags): return "kitty keyboard protocol (flags \(flags))"
    case .mode(let mode, let setting):
      let meaning = ["not recognised", "set", "reset", "always set", "always reset"]
      return "mode \(mode): " + (setting < meaning.count ? meaning[setting] : "setting \(setting)")
    case .deviceAttributes: return "primary device attributes (DA1)"
    case .secondaryAttributes(let terminal, let version):
      return "secondary device attributes \(terminal);\(version)"
        + (terminal == 41 ? " (xterm)" : "")
    case .background(let red, let green, let blue):
      func hex(_ value: Double) -> String {
        let byte = Int((min(max(value, 0), 1) * 255).rounded())
        return (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
      return "background #" + hex(red) + hex(green) + hex(blue)
    case .cellPixels(let width, let height): return "cell \(width)x\(height) pixels (XTWINOPS 16)"
    case .areaPixels(let width, let height):
      return "text area \(width)x\(height) pixels (XTWINOPS 14)"
    }
  }

  /// A cell's size as the session would measure it, and from where.
  ///
  /// Rule (docs/terminal.md "Cell shape"): the window size's pixel fields, else the XTWINOPS
  /// answers, else a cell twice as tall as wide.
  static func cellShape(window: winsize, answers: [TerminalAnswer]) -> String {
    let columns = Int(window.ws_col)
    let rows = Int(window.ws_row)
    if columns > 0, rows > 0, window.ws_xpixel > 0, window.ws_ypixel > 0 {
      return
        "\(Int(window.ws_xpixel) / columns)x\(Int(window.ws_ypixel) / rows) pixels (window size)"
    }
    for answer in answers {
      if let cell = answer.cellPixels(columns: columns, rows: rows) {
        return "\(cell.width)x\(cell.height) pixels (XTWINOPS)"
      }
    }
    return "unknown (twice as tall as wide assumed)"
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(Int((seconds * 1000).rounded()))
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
