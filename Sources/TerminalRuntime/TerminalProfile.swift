/// What lockdial knows about the terminal, and so which modes it uses: built from the
/// environment at start, then changed by the answers to its queries as they arrive.
///
/// Rules (docs/terminal.md "Output"): nothing waits for an answer — the first frame is drawn with
/// what the environment says, and each feature switches on when its answer comes, however late. The
/// kitty keyboard protocol and DEC 2026 synchronized output are used only when the terminal says it
/// has them; the background comes from `--theme`, else the OSC 11 answer, else `COLORFGBG`, else
/// dark; the colour depth from `COLORTERM` (truecolor, 24bit) and terminfo's colour count, and
/// xterm's from its DA2 answer (256 from patch 111, truecolor from 331), and inside tmux from
/// what tmux says its client's terminal has (`RGB`: truecolor).
public struct TerminalProfile: Sendable, Hashable {
  /// Where the background was learnt.
  public enum BackgroundSource: String, Sendable, Hashable {
    /// `--theme dark` or `--theme light`.
    case option
    /// The terminal's OSC 11 answer.
    case osc11
    /// The `COLORFGBG` variable.
    case colorfgbg
    /// Nothing said: dark.
    case `default`
  }

  /// The kitty keyboard protocol is on (press, repeat and release events).
  public private(set) var kittyKeyboard = false
  /// DEC 2026 synchronized output is on.
  public private(set) var synchronizedOutput = false
  /// The background drawn for.
  public private(set) var background: Background
  /// Where ``background`` came from.
  public private(set) var backgroundSource: BackgroundSource
  /// The colour depth drawn with (the terminal's, unless `--colors` said).
  public private(set) var depth: ColorDepth
  /// Whether ``depth`` was given (`--colors`): an answer then leaves it.
  public private(set) var depthGiven = false

  /// Draws the filled picture on `grid`, whatever the environment says (`--cells`).
  public mutating func give(grid: Raster.Grid) {
    self.grid = grid
  }

  /// Draws with `depth` whatever the terminal says (`--colors`).
  public mutating func give(depth: ColorDepth) {
    self.depth = depth
    depthGiven = true
  }
  /// Whether colour is used at all.
  public var color: Bool
  /// Whether the mouse is wanted.
  public let mouse: Bool
  /// Whether terminfo's mouse key is the SGR form (then SGR reports are asked for).
  public let sgrMouseByTerminfo: Bool
  /// Seconds from the queries to the DA1 answer that ends them, once it came.
  public private(set) var probeSeconds: Double?
  /// Whether the batch of queries has ended (its closing DA1 came): an OSC 11 answer not come
  /// by then never comes, and a background still unknown is painted
  /// (``RenderOptions/paintingUnknownBackground()``).
  public private(set) var queriesEnded = false
  /// The OSC 11 answer, when one came (0…1 per channel).
  public private(set) var reportedBackground: (red: Double, green: Double, blue: Double)?
  /// Whether the terminal's font draws the half blocks with gaps between rows (mlterm): the
  /// filled picture then uses whole cells (``RenderOptions/wholeCells``) until the terminal
  /// says it maps a soft font's glyphs to private-use characters (``softFont``).
  public let blocksLeaveGaps: Bool
  /// Whether block elements are drawn from lockdial's soft font (``SoftFont``): where they
  /// leave gaps (``blocksLeaveGaps``) and the terminal recognises mode 8800 (its DECRQM
  /// answer).
  public private(set) var softFont = false
  /// Whether the terminal keeps only a few 24-bit colours beside its palette (mlterm's 240):
  /// its truecolor picture is sent in the colours of a ``ColorTable``.
  public let keepsFewColors: Bool
  /// Whether the terminal draws the block elements as kitty does (``RenderOptions/kittyBlocks``):
  /// `TERM` xterm-kitty (tmux and GNU screen set their own).
  public let drawsBlocksAsKitty: Bool
  /// The pixels a cell of the filled picture holds (``grid(environment:)``, or `--cells`).
  public private(set) var grid = Raster.Grid.halves

  /// The profile before any answer: from the options and the environment.
  public init(
    theme: ThemeChoice, color: Bool, mouse: Bool, colorterm: String?, terminfoColors: Int,
    colorfgbg: String?, sgrMouseByTerminfo: Bool, term: String = ""
  ) {
    self.color = color
    self.mouse = mouse
    self.sgrMouseByTerminfo = sgrMouseByTerminfo
    blocksLeaveGaps = Self.isMlterm(term: term)
    drawsBlocksAsKitty = term == "xterm-kitty"
    keepsFewColors = Self.isMlterm(term: term)
    depth = Self.depth(colorterm: colorterm, terminfoColors: terminfoColors, term: term)
    switch theme {
    case .dark, .light:
      background = theme == .dark ? .dark : .light
      backgroundSource = .option
    case .auto:
      if let fromVariable = colorfgbg.flatMap(Self.background(colorfgbg:)) {
        background = fromVariable
        backgroundSource = .colorfgbg
      } else {
        background = .dark
        backgroundSource = .default
      }
    }
  }

  /// The profile a terminal starts with, built in this one place for the session and for
  /// `doctor`: colour as `color` decides for this terminal, the depth from `COLORTERM` and
  /// terminfo, the background from `theme` or `COLORFGBG`, SGR mouse reports when terminfo's
  /// mouse key (`kmous`, `mouseKey`) is the SGR form.
  ///
  /// `environment` holds the variables the profile reads: `NO_COLOR`, `COLORTERM` and
  /// `COLORFGBG`.
  public init(
    theme: ThemeChoice, color: ColorChoice, mouse: Bool, environment: [String: String],
    terminfoColors: Int, mouseKey: [UInt8]?
  ) {
    self.init(
      theme: theme,
      color: color.usesColor(
        terminalHasColor: Self.hasColor(terminfoColors: terminfoColors),
        noColor: environment["NO_COLOR"]),
      mouse: mouse, colorterm: environment["COLORTERM"], terminfoColors: terminfoColors,
      colorfgbg: environment["COLORFGBG"],
      sgrMouseByTerminfo: mouseKey?.starts(with: [27, 91, 60]) ?? false,  // ESC [ <
      term: environment["TERM"] ?? "")
    grid = Self.grid(environment: environment)
  }

  /// The environment variables a terminal's profile and queries read.
  public static let variables = [
    "TERM", "NO_COLOR", "COLORTERM", "COLORFGBG", "STY", "TMUX", "TERM_PROGRAM", "VTE_VERSION",
    "KONSOLE_VERSION", "ALACRITTY_WINDOW_ID", "XTERM_VERSION",
  ]

  /// The pixels a cell of the filled picture holds in the terminal the environment names:
  /// sextants where it draws them itself (``drawsSextants(environment:)``) or from lockdial's
  /// soft font (mlterm, once it says so: ``softFont``), quadrants in alacritty, else half
  /// blocks.
  ///
  /// alacritty draws the block elements U+2580–U+259F itself from 0.11 (the sextants only from
  /// 0.13, and its environment names no version): `TERM` alacritty…, or its
  /// `ALACRITTY_WINDOW_ID` where no xterm (`XTERM_VERSION`) started inside it has set its own
  /// `TERM`. Never inside tmux or GNU screen. Rule (docs/terminal.md "Sextants").
  public static func grid(environment: [String: String]) -> Raster.Grid {
    if drawsSextants(environment: environment) { return .sextants }
    if insideMultiplexer(environment) { return .halves }
    let term = environment["TERM"] ?? ""
    if isMlterm(term: term) { return .sextants }
    let alacritty =
      term.hasPrefix("alacritty")
      || (environment["ALACRITTY_WINDOW_ID"] != nil && environment["XTERM_VERSION"] == nil
        && term.hasPrefix("xterm"))
    return alacritty ? .quadrants : .halves
  }

  /// Whether `TERM` names mlterm, whose font has no braille and draws the block elements with
  /// gaps between rows.
  public static func isMlterm(term: String) -> Bool {
    term == "mlterm" || term.hasPrefix("mlterm-")
  }

  /// Whether the program runs inside tmux or GNU screen, which name neither the terminal
  /// outside nor its version.
  static func insideMultiplexer(_ environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen")
      || term.hasPrefix("tmux")
  }

  /// Whether the environment names a terminal that draws the sextants (U+1FB00–U+1FB3B) itself.
  ///
  /// Cell-exact like its half blocks, whatever its font has: kitty, foot, WezTerm, VTE from 0.64
  /// (GNOME Terminal, xfce4-terminal) and konsole from 22.12. Never inside tmux or GNU screen,
  /// which name neither the terminal outside nor its version; xterm, urxvt, st and mlterm draw
  /// them from the font, which seldom has them, and alacritty only from 0.13.
  ///
  /// Rule (docs/terminal.md "Sextants").
  public static func drawsSextants(environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    if insideMultiplexer(environment) { return false }
    func version(_ name: String) -> Int {
      guard let text = environment[name], text.utf8.count <= 9 else { return 0 }
      return Int(text) ?? 0
    }
    return term == "xterm-kitty" || term == "foot" || term.hasPrefix("foot-")
      || environment["TERM_PROGRAM"] == "WezTerm" || version("VTE_VERSION") >= 6400
      || version("KONSOLE_VERSION") >= 221200
  }

  /// Whether a terminal with `terminfoColors` colours is drawn in colour when colour is left
  /// to auto: from 8 colours on (vt100 has none, the Linux console 8).
  public static func hasColor(terminfoColors: Int) -> Bool { terminfoColors >= 8 }

  /// The colour depth: truecolor when `COLORTERM` is `truecolor` or `24bit` or `TERM` names
  /// mlterm (``isMlterm(term:)``: its own terminfo entry lists 8 colours; it shows 24-bit
  /// colour, keeping 240 beside its palette, ``ColorTable``), 256 when terminfo has at least
  /// 256 colours, else 16.
  public static func depth(
    colorterm: String?, terminfoColors: Int, term: String = ""
  ) -> ColorDepth {
    if let colorterm, colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
    if isMlterm(term: term) { return .truecolor }
    return terminfoColors >= 256 ? .indexed256 : .ansi16
  }

  /// The background `COLORFGBG` names ("fg;bg" or "fg;default;bg"): its last field is an ANSI
  /// colour, 0–6 and 8 dark, 7 and 9–15 light; anything else says nothing.
  public static func background(colorfgbg: String) -> Background? {
    guard colorfgbg.utf8.count <= 32, let last = colorfgbg.split(separator: ";").last,
      last.utf8.count <= 2, last.allSatisfy(\.isASCII), let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    return index == 7 || index >= 9 ? .light : .dark
  }

  /// Dark when the colour's luma is below one half (Rec 709 weights on the sRGB values).
  public static func background(red: Double, green: Double, blue: Double) -> Background {
    func clamped(_ c: Double) -> Double { c.isFinite ? min(max(c, 0), 1) : 0 }
    let luma = 0.2126 * clamped(red) + 0.7152 * clamped(green) + 0.0722 * clamped(blue)
    return luma < 0.5 ? .dark : .light
  }

  /// Whether `TERM` names a terminal whose font has no braille (the Linux console's default
  /// fonts do not; mlterm draws none): then a picture that would use braille is drawn in ASCII,
  /// as without a UTF-8 locale.
  public static func lacksBraille(term: String) -> Bool {
    isLinuxConsole(term: term) || term == "vt100" || term == "vt220" || isMlterm(term: term)
  }

  /// Whether `TERM` is the Linux console.
  public static func isLinuxConsole(term: String) -> Bool {
    term == "linux" || term.hasPrefix("linux-")
  }

  /// Whether a program whose picture is filled where it can be (`fillsPicture`) draws in ASCII
  /// in terminal `term`: one without braille does, unless the picture is filled with this
  /// profile's colours and the terminal is not the Linux console (eight background colours, no
  /// aixterm bright ones: the filled picture's greys would be lost).
  public func drawsASCII(term: String, fillsPicture: Bool) -> Bool {
    let filled = fillsPicture && renderOptions(ascii: false).drawsFilled
    return Self.lacksBraille(term: term) && !(filled && !Self.isLinuxConsole(term: term))
  }

  /// The mouse protocol in use: "sgr", "x10" or "off".
  public var mouseProtocol: String {
    guard mouse else { return "off" }
    return sgrMouseByTerminfo || kittyKeyboard ? "sgr" : "x10"
  }

  /// How frames are drawn with this profile.
  public func renderOptions(ascii: Bool) -> RenderOptions {
    var options = RenderOptions(
      ascii: ascii, color: color, background: background, depth: depth,
      backdrop: reportedBackground.map { Self.rgb($0.red, $0.green, $0.blue) })
    options.backgroundKnown = backgroundSource != .default
    if queriesEnded { options = options.paintingUnknownBackground() }
    options.wholeCells = blocksLeaveGaps && !softFont
    options.grid = options.wholeCells ? .halves : grid
    options.softFont = softFont
    options.colorLimit = keepsFewColors && depth == .truecolor ? ColorTable.mlterm : nil
    options.kittyBlocks = drawsBlocksAsKitty
    return options
  }

  /// The colours drawn with, as `doctor` says them: `none`, `16`, `256` or `truecolor`, with
  /// the table's limit where the terminal keeps few colours (``keepsFewColors``).
  public var colorsDescription: String {
    guard color else { return "none" }
    guard depth == .truecolor else { return String(depth.rawValue) }
    let limit = renderOptions(ascii: false).colorLimit
    return "truecolor" + (limit.map { ", at most \($0) beside the 256 palette" } ?? "")
  }

  /// 0xRRGGBB from channels in 0…1.
  public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> UInt32 {
    func channel(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    return channel(red) << 16 | channel(green) << 8 | channel(blue)
  }

  /// Takes an answer that arrived `seconds` after the queries; whether anything changed.
  public mutating func take(_ answer: TerminalAnswer, after seconds: Double) -> Bool {
    let before = self
    switch answer {
    case .kittyKeyboard:
      kittyKeyboard = true
    case .mode(let mode, let setting):
      if mode == 2026 && (1...4).contains(setting) { synchronizedOutput = setting != 4 }
      if mode == 8800 && (1...4).contains(setting) && blocksLeaveGaps { softFont = true }
    case .deviceAttributes:
      if probeSeconds == nil { probeSeconds = seconds }
    case .secondaryAttributes(let terminal, let version):
      // xterm (41), whatever its TERM's terminfo says, has drawn 256 colours since patch 111
      // and direct (24-bit) colour since patch 331, without COLORTERM to say so. tmux (84)
      // keeps 256 colours in its panes whatever TERM it sets (`default-terminal screen`: 8)
      // and shows them in the colours of the terminal it runs in.
      if terminal == 41 && !depthGiven {
        if version >= 331 {
          depth = .truecolor
        } else if version >= 111 && depth == .ansi16 {
          depth = .indexed256
        }
      } else if terminal == 84 && !depthGiven && depth == .ansi16 {
        depth = .indexed256
      }
    case .background(let red, let green, let blue):
      reportedBackground = (red, green, blue)
      if backgroundSource != .option {
        background = Self.background(red: red, green: green, blue: blue)
        backgroundSource = .osc11
      }
    case .cellPixels, .areaPixels:
      break  // the cell's shape is the program's (AppEvent.cellSize), not a mode
    }
    return self != before
  }

  /// Notes that the batch of queries has ended (``queriesEnded``); whether that is news.
  public mutating func endQueries() -> Bool {
    guard !queriesEnded else { return false }
    queriesEnded = true
    return true
  }

  /// Takes an answer of the batch of queries that `gate` keeps; whether anything changed.
  ///
  /// None is taken once the batch is closed, and the answer that closes it ends the queries
  /// (``endQueries()``). The session and `doctor` take their answers alike through this.
  public mutating func take(
    _ answer: TerminalAnswer, after seconds: Double, through gate: inout AnswerGate
  ) -> Bool {
    guard gate.admits(answer) else { return false }
    let answered = take(answer, after: seconds)
    let ended = gate.isClosed && endQueries()
    return answered || ended
  }

  /// Takes the features tmux says the terminal its client runs in has (`tmux display-message
  /// -p '#{client_termfeatures}'`, comma-separated); whether anything changed.
  ///
  /// `RGB` there means tmux passes 24-bit colour to that terminal as it is (tmux 3.2 and later
  /// learn it from the outer `TERM`'s terminfo, `terminal-features`, or, from 3.3, the outer
  /// terminal's XTVERSION answer), so the pane is drawn in truecolor, as the terminal outside
  /// would be; without it, tmux would turn each 24-bit colour into its nearest palette entry,
  /// and the designed 256-colour picture stays. Rule (docs/terminal.md "Output").
  public mutating func take(tmuxClientFeatures: String) -> Bool {
    guard color, !depthGiven, depth != .truecolor else { return false }
    let features = tmuxClientFeatures.split(whereSeparator: { $0 == "," || $0.isWhitespace })
    guard features.contains("RGB") else { return false }
    depth = .truecolor
    return true
  }

  /// The profile as a trace event at `t`.
  public func traceEvent(t: Double) -> TraceEvent {
    .terminal(
      kittyKeyboard: kittyKeyboard, synchronizedOutput: synchronizedOutput, mouse: mouseProtocol,
      colors: color ? (depth == .truecolor ? "truecolor" : String(depth.rawValue)) : "none",
      background: background.rawValue, backgroundSource: backgroundSource.rawValue,
      probeMilliseconds: probeSeconds.map { $0 * 1000 }, t: t)
  }

  /// Equal when every field is (the reported colour compared channel by channel).
  public static func == (a: TerminalProfile, b: TerminalProfile) -> Bool {
    a.kittyKeyboard == b.kittyKeyboard && a.synchronizedOutput == b.synchronizedOutput
      && a.softFont == b.softFont && a.grid == b.grid
      && a.background == b.background && a.backgroundSource == b.backgroundSource
      && a.depth == b.depth && a.color == b.color && a.mouse == b.mouse
      && a.sgrMouseByTerminfo == b.sgrMouseByTerminfo && a.probeSeconds == b.probeSeconds
      && a.queriesEnded == b.queriesEnded
      && a.reportedBackground?.red == b.reportedBackground?.red
      && a.reportedBackground?.green == b.reportedBackground?.green
      && a.reportedBackground?.blue == b.reportedBackground?.blue
  }

  /// Hashes the fields that decide the modes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kittyKeyboard)
    hasher.combine(synchronizedOutput)
    hasher.combine(background)
    hasher.combine(depth)
  }
}
