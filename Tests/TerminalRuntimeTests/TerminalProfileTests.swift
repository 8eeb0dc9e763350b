import TerminalRuntime
import Testing

/// The terminal profile's rules, from the environment and from answers.
struct TerminalProfileTests {
  func profile(
    theme: ThemeChoice = .auto, colorterm: String? = nil, colors: Int = 8,
    colorfgbg: String? = nil
  ) -> TerminalProfile {
    TerminalProfile(
      theme: theme, color: true, mouse: true, colorterm: colorterm, terminfoColors: colors,
      colorfgbg: colorfgbg, sgrMouseByTerminfo: false)
  }

  @Test func depthFromCOLORTERMThenTerminfo() {
    #expect(profile(colorterm: "truecolor").depth == .truecolor)
    #expect(profile(colorterm: "24bit", colors: 8).depth == .truecolor)
    #expect(profile(colorterm: "yes", colors: 256).depth == .indexed256)
    #expect(profile(colors: 88).depth == .ansi16)
  }

  @Test func backgroundFromOptionThenOSC11ThenCOLORFGBGThenDark() {
    #expect(profile().background == .dark)
    #expect(profile().backgroundSource == .default)
    #expect(profile(colorfgbg: "0;15").background == .light)
    #expect(profile(colorfgbg: "15;default;0").background == .dark)
    #expect(profile(colorfgbg: "0;7").background == .light)
    #expect(profile(colorfgbg: "garbage").backgroundSource == .default)
    var answered = profile(colorfgbg: "15;0")
    let changed = answered.take(.background(red: 1, green: 1, blue: 0.9), after: 0.2)
    #expect(changed)
    #expect(answered.background == .light && answered.backgroundSource == .osc11)
    var fixed = profile(theme: .dark)
    _ = fixed.take(.background(red: 1, green: 1, blue: 1), after: 0.2)
    #expect(fixed.background == .dark && fixed.backgroundSource == .option)
  }

  /// Rule (docs/terminal.md "Output"): a background no one has said is painted once the
  /// queries end unanswered (OSC 11's answer, had one come, comes before DA1's), with 256
  /// colours or more; an answer, `COLORFGBG` or the theme option leave the terminal's own.
  @Test func anUnansweredBackgroundIsPaintedOnceTheQueriesEnd() {
    var silent = profile(colorterm: "truecolor")
    #expect(silent.renderOptions(ascii: false).paintedBackground == nil)
    #expect(silent.endQueries() && !silent.endQueries())
    let options = silent.renderOptions(ascii: false)
    #expect(options.paintedBackground == .dark && options.backdrop == 0x000000)
    var answered = profile(colorterm: "truecolor")
    _ = answered.take(.background(red: 1, green: 1, blue: 1), after: 0.01)
    _ = answered.endQueries()
    #expect(answered.renderOptions(ascii: false).paintedBackground == nil)
    #expect(answered.renderOptions(ascii: false).backdrop == 0xFFFFFF)
    for var told in [
      profile(theme: .dark, colorterm: "truecolor"),
      profile(colorterm: "truecolor", colorfgbg: "15;0"),
      profile(colors: 8),
    ] {
      _ = told.endQueries()
      #expect(told.renderOptions(ascii: false).paintedBackground == nil)
    }
  }

  /// Through the batch's gate: its closing DA1 ends the queries, and an answer after it is
  /// not taken (the session and `doctor` alike).
  @Test func theClosingAnswerEndsTheQueries() {
    var terminal = profile(colorterm: "truecolor")
    var gate = AnswerGate(TerminalQueries(term: "xterm-256color", screenSession: nil))
    #expect(!terminal.take(.mode(2004, setting: 1), after: 0.01, through: &gate))
    #expect(terminal.take(.deviceAttributes, after: 0.02, through: &gate))
    #expect(
      terminal.queriesEnded && terminal.renderOptions(ascii: false).paintedBackground == .dark)
    #expect(!terminal.take(.background(red: 1, green: 1, blue: 1), after: 0.03, through: &gate))
    #expect(terminal.backgroundSource == .default)
  }

  /// Late answers switch features on whenever they come; DA1 gives the probe's time once.
  @Test func lateAnswersSwitchFeaturesOn() {
    var terminal = profile()
    #expect(!terminal.kittyKeyboard && !terminal.synchronizedOutput)
    #expect(terminal.mouseProtocol == "x10")
    let kitty = terminal.take(.kittyKeyboard(flags: 0), after: 3.5)
    #expect(kitty)
    #expect(terminal.kittyKeyboard && terminal.mouseProtocol == "sgr")
    let synchronized = terminal.take(.mode(2026, setting: 2), after: 3.5)
    #expect(synchronized)
    #expect(terminal.synchronizedOutput)
    let other = terminal.take(.mode(2004, setting: 1), after: 3.5)
    #expect(!other, "another mode changes nothing")
    let first = terminal.take(.deviceAttributes, after: 3.6)
    let second = terminal.take(.deviceAttributes, after: 9)
    #expect(first && !second, "the first DA1 answer ends the probe")
    #expect(terminal.probeSeconds == 3.6)
    let event = terminal.traceEvent(t: 4).jsonLine
    #expect(
      event
        == #"{"t":4,"event":"terminal","kittyKeyboard":true,"synchronizedOutput":true,"mouse":"sgr","colors":"16","background":"dark","backgroundSource":"default","probeMs":3600}"#
    )
  }

  @Test func theLinuxConsoleIsDrawnInASCII() {
    #expect(TerminalProfile.lacksBraille(term: "linux"))
    #expect(!TerminalProfile.lacksBraille(term: "xterm-256color"))
    #expect(!TerminalProfile.lacksBraille(term: "xterm-kitty"))
    #expect(TerminalProfile.lacksBraille(term: "mlterm"))
    // mlterm's terminfo says 8 colours; it shows 24-bit colour, so the lock is drawn filled
    // and shaded there.
    #expect(TerminalProfile.depth(colorterm: nil, terminfoColors: 8, term: "mlterm") == .truecolor)
    #expect(TerminalProfile.depth(colorterm: nil, terminfoColors: 8, term: "xterm") == .ansi16)
  }

  /// Rule (docs/terminal.md "Output"): mlterm's truecolor picture is sent in the colours of a
  /// table of 200, as it keeps 240 beside its palette; elsewhere, and at 256 colours, none.
  @Test func mltermsColoursComeFromATable() {
    func profile(_ term: String, colors: ColorDepth? = nil) -> TerminalProfile {
      var profile = TerminalProfile(
        theme: .auto, color: .auto, mouse: false, environment: ["TERM": term],
        terminfoColors: 8, mouseKey: nil)
      if let colors { profile.give(depth: colors) }
      return profile
    }
    func limit(_ term: String, colors: ColorDepth? = nil) -> Int? {
      profile(term, colors: colors).renderOptions(ascii: false).colorLimit
    }
    #expect(limit("mlterm") == 200)
    #expect(limit("mlterm", colors: .indexed256) == nil)
    #expect(limit("xterm-direct", colors: .truecolor) == nil)
    #expect(limit("xterm-kitty") == nil)
    // What doctor says.
    #expect(profile("mlterm").colorsDescription == "truecolor, at most 200 beside the 256 palette")
    #expect(profile("mlterm", colors: .indexed256).colorsDescription == "256")
    #expect(profile("xterm-kitty", colors: .truecolor).colorsDescription == "truecolor")
  }

  /// Rule (docs/terminal.md "Sextants"): kitty's block elements, `▌` in eighths of the cell, are
  /// named by its `TERM`; tmux's and screen's, and other terminals', are not.
  @Test func kittysBlocksAreKnownByItsTerm() {
    func kittyBlocks(_ environment: [String: String]) -> Bool {
      TerminalProfile(
        theme: .auto, color: .auto, mouse: false, environment: environment,
        terminfoColors: 256, mouseKey: nil
      ).renderOptions(ascii: false).kittyBlocks
    }
    #expect(kittyBlocks(["TERM": "xterm-kitty"]))
    #expect(!kittyBlocks(["TERM": "xterm-256color"]))
    #expect(!kittyBlocks(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]))
    #expect(!kittyBlocks(["TERM": "alacritty"]))
  }

  /// Sextants only where the terminal draws them itself, and never through tmux or screen,
  /// which hide the terminal outside.
  @Test func sextantsWhereTheTerminalDrawsThem() {
    func sextants(_ environment: [String: String]) -> Bool {
      TerminalProfile.drawsSextants(environment: environment)
    }
    #expect(sextants(["TERM": "xterm-kitty"]))
    #expect(sextants(["TERM": "foot"]))
    #expect(sextants(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]))
    #expect(sextants(["TERM": "xterm-256color", "VTE_VERSION": "7006"]))
    #expect(!sextants(["TERM": "xterm-256color", "VTE_VERSION": "6003"]))
    #expect(sextants(["TERM": "xterm-256color", "KONSOLE_VERSION": "221201"]))
    #expect(!sextants(["TERM": "xterm-256color", "KONSOLE_VERSION": "211202"]))
    #expect(!sextants(["TERM": "xterm-256color"]))
    #expect(!sextants(["TERM": "xterm-256color", "VTE_VERSION": "99999999999999999999"]))
    #expect(!sextants(["TERM": "tmux-256color", "VTE_VERSION": "7006"]))
    #expect(!sextants(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]))
    #expect(!sextants(["TERM": "xterm-kitty", "STY": "1.pts-0.host"]))
    let kitty = TerminalProfile(
      theme: .auto, color: .auto, mouse: false,
      environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor"], terminfoColors: 256,
      mouseKey: nil)
    #expect(kitty.renderOptions(ascii: false).grid == .sextants)
    #expect(TerminalProfile.variables.contains("VTE_VERSION"))
  }

  /// Quadrants in alacritty, which draws the block elements itself (and names no version in
  /// the environment to tell whether it draws the sextants); not in an xterm started inside
  /// it, nor through tmux.
  @Test func quadrantsInAlacritty() {
    func grid(_ environment: [String: String]) -> Raster.Grid {
      TerminalProfile.grid(environment: environment)
    }
    #expect(grid(["TERM": "alacritty"]) == .quadrants)
    #expect(grid(["TERM": "alacritty-direct"]) == .quadrants)
    #expect(grid(["TERM": "xterm-256color", "ALACRITTY_WINDOW_ID": "2097159"]) == .quadrants)
    #expect(
      grid(["TERM": "xterm", "ALACRITTY_WINDOW_ID": "2097159", "XTERM_VERSION": "XTerm(379)"])
        == .halves)
    #expect(grid(["TERM": "tmux-256color", "ALACRITTY_WINDOW_ID": "2097159"]) == .halves)
    #expect(grid(["TERM": "alacritty", "TMUX": "/tmp/tmux-0/default,1,0"]) == .halves)
    #expect(grid(["TERM": "xterm-kitty", "ALACRITTY_WINDOW_ID": "2097159"]) == .sextants)
    #expect(grid(["TERM": "xterm-256color"]) == .halves)
    #expect(TerminalProfile.variables.contains("ALACRITTY_WINDOW_ID"))
  }

  /// alacritty keeps its quadrants whatever its DA2 answer says: 0.11 (`0;1700;1`) splits them
  /// a pixel apart from its half blocks in cells of odd height, and they were still preferred
  /// to half blocks (docs/terminal.md "Sextants"); `--cells` says otherwise outright.
  @Test func alacrittyKeepsQuadrantsWhateverItsVersion() {
    for version in [1700, 1800, 2001] {
      var alacritty = TerminalProfile(
        theme: .auto, color: .auto, mouse: true, environment: ["TERM": "alacritty"],
        terminfoColors: 256, mouseKey: nil)
      let changed = alacritty.take(
        .secondaryAttributes(terminal: 0, version: version), after: 0.01)
      #expect(!changed && alacritty.renderOptions(ascii: false).grid == .quadrants, "\(version)")
    }
    var given = TerminalProfile(
      theme: .auto, color: .auto, mouse: true, environment: ["TERM": "alacritty"],
      terminfoColors: 256, mouseKey: nil)
    given.give(grid: .halves)
    _ = given.take(.secondaryAttributes(terminal: 0, version: 1700), after: 0.01)
    #expect(given.renderOptions(ascii: false).grid == .halves)
  }

  /// mlterm's font draws the half blocks with gaps between rows: the filled picture is drawn
  /// there in whole cells, and nowhere else, until mlterm answers DECRQM for mode 8800; then
  /// in the pixels of its grid (sextants, half blocks in 256 colours), from the soft font.
  ///
  /// Rule (docs/terminal.md "Soft font").
  @Test func mltermGetsWholeCellsUntilItTakesTheSoftFont() {
    func profile(_ term: String) -> TerminalProfile {
      TerminalProfile(
        theme: .auto, color: .auto, mouse: true, environment: ["TERM": term], terminfoColors: 8,
        mouseKey: nil)
    }
    var mlterm = profile("mlterm")
    #expect(mlterm.renderOptions(ascii: false).wholeCells)
    #expect(profile("mlterm-256color").renderOptions(ascii: false).wholeCells)
    #expect(!profile("xterm-256color").renderOptions(ascii: false).wholeCells)
    #expect(!profile("xterm-kitty").renderOptions(ascii: false).wholeCells)
    // "Not recognised" leaves whole cells.
    let unrecognised = mlterm.take(.mode(8800, setting: 0), after: 0.001)
    #expect(!unrecognised)
    #expect(mlterm.renderOptions(ascii: false).wholeCells)
    let recognised = mlterm.take(.mode(8800, setting: 2), after: 0.001)
    #expect(recognised)
    let options = mlterm.renderOptions(ascii: false)
    #expect(mlterm.softFont && options.softFont && !options.wholeCells)
    #expect(options.grid == .sextants && options.fontOverhangs)
    // Elsewhere the mode means nothing to lockdial.
    var xterm = profile("xterm-256color")
    let elsewhere = xterm.take(.mode(8800, setting: 2), after: 0.001)
    #expect(!elsewhere)
    #expect(!xterm.softFont && !xterm.renderOptions(ascii: false).softFont)
  }

  /// Only mlterm is asked whether it recognises mode 8800.
  @Test func onlyMltermIsAskedForTheSoftFontsMode() {
    let ask = Array("\u{1B}[?8800$p".utf8)
    func asks(_ term: String) -> Bool {
      let bytes = TerminalQueries(term: term, screenSession: nil).bytes
      return (0...(bytes.count - ask.count)).contains { Array(bytes[$0..<$0 + ask.count]) == ask }
    }
    #expect(asks("mlterm") && asks("mlterm-256color"))
    #expect(!asks("xterm-256color") && !asks("xterm-kitty") && !asks("linux"))
  }

  /// Who draws ASCII.
  ///
  /// A terminal without braille, unless the lock is filled there — in colour, and not on the
  /// Linux console (eight backgrounds). GNU screen's 8-colour `TERM`
  /// gets the filled lock in 16 colours; without colour a terminal with braille keeps it.
  @Test func whoDrawsASCII() {
    let sixteen = profile(colors: 8)
    #expect(sixteen.depth == .ansi16 && sixteen.renderOptions(ascii: false).drawsFilled)
    #expect(sixteen.drawsASCII(term: "linux", fillsPicture: true))
    #expect(!sixteen.drawsASCII(term: "screen", fillsPicture: true))
    #expect(!sixteen.drawsASCII(term: "mlterm", fillsPicture: true))
    #expect(sixteen.drawsASCII(term: "mlterm", fillsPicture: false), "a gallery demo")
    let mono = TerminalProfile(
      theme: .auto, color: false, mouse: true, colorterm: nil, terminfoColors: 8,
      colorfgbg: nil, sgrMouseByTerminfo: false)
    #expect(!mono.renderOptions(ascii: false).drawsFilled)
    #expect(mono.drawsASCII(term: "mlterm", fillsPicture: true))
    #expect(!mono.drawsASCII(term: "xterm", fillsPicture: true))
  }

  /// A cell's pixels from the XTWINOPS answers.
  ///
  /// Rule (docs/terminal.md "Cell shape"): VTE and alacritty answer only the text area's
  /// pixels, divided here by the cells (VTE's padding rounded away); konsole and mlterm answer
  /// the cell itself; nonsense is no size.
  @Test func aCellsPixelsFromTheXTWINOPSAnswers() {
    let vte = TerminalAnswer.areaPixels(width: 800, height: 552).cellPixels(columns: 80, rows: 24)
    #expect(vte?.width == 10 && vte?.height == 23)
    let small = TerminalAnswer.areaPixels(width: 484, height: 390).cellPixels(columns: 80, rows: 24)
    #expect(small?.width == 6 && small?.height == 16)
    #expect(AppEvent.cellAspect(width: 6, height: 16) == 16.0 / 6)
    let konsole = TerminalAnswer.cellPixels(width: 8, height: 18).cellPixels(columns: 0, rows: 0)
    #expect(konsole?.width == 8 && konsole?.height == 18)
    #expect(
      TerminalAnswer.areaPixels(width: 800, height: 552).cellPixels(columns: 0, rows: 24) == nil)
    #expect(
      TerminalAnswer.areaPixels(width: 79, height: 552).cellPixels(columns: 80, rows: 24) == nil)
    #expect(
      TerminalAnswer.cellPixels(width: 0, height: 16).cellPixels(columns: 80, rows: 24) == nil)
    #expect(TerminalAnswer.deviceAttributes.cellPixels(columns: 80, rows: 24) == nil)
  }

  /// xterm's DA2 answer (41) brings truecolor from patch 331 and 256 colours from patch 111,
  /// whatever its `TERM` lists, and tmux's (84) 256 colours; other terminals' answers and a
  /// depth given with `--colors` stay.
  @Test func xtermsSecondaryAttributesBringItsColours() {
    var xterm = profile()
    #expect(xterm.depth == .ansi16)
    let changed = xterm.take(.secondaryAttributes(terminal: 41, version: 379), after: 0.01)
    #expect(changed)
    #expect(xterm.depth == .truecolor)
    #expect(xterm.renderOptions(ascii: false).depth == .truecolor)
    // (DA2 terminal, version, terminfo colours, COLORTERM, --colors 16) → depth.
    let cases: [(Int, Int, Int, String?, Bool, ColorDepth)] = [
      (41, 330, 8, nil, false, .indexed256), (41, 331, 256, nil, false, .truecolor),
      (41, 379, 8, nil, true, .ansi16), (41, 379, 8, "truecolor", false, .truecolor),
      (84, 0, 8, nil, false, .indexed256), (84, 0, 8, "truecolor", false, .truecolor),
      (84, 0, 8, nil, true, .ansi16), (1, 0, 8, nil, false, .ansi16),
    ]
    for (terminal, version, colors, colorterm, given, depth) in cases {
      var answered = profile(colorterm: colorterm, colors: colors)
      if given { answered.give(depth: .ansi16) }
      _ = answered.take(.secondaryAttributes(terminal: terminal, version: version), after: 0.01)
      #expect(answered.depth == depth, "\(terminal) \(version) \(colors) \(given)")
    }
  }

  /// tmux's word on its client's terminal: `RGB` among the features (as tmux 3.3a printed them
  /// for xterm 379) brings truecolor over the 256 colours of tmux's DA2 answer; a list without
  /// it, an empty answer, `RGB` only as part of another word, `--colors` and no colour leave the
  /// depth.
  @Test func tmuxsClientFeaturesBringTruecolor() {
    let xtermFeatures =
      "256,bpaste,ccolour,clipboard,cstyle,extkeys,focus,margins,mouse,rectfill,RGB,"
      + "strikethrough,title\n"
    var tmux = profile()
    _ = tmux.take(.secondaryAttributes(terminal: 84, version: 0), after: 0.01)
    #expect(tmux.depth == .indexed256)
    let changed = tmux.take(tmuxClientFeatures: xtermFeatures)
    #expect(changed)
    #expect(tmux.depth == .truecolor)
    #expect(tmux.renderOptions(ascii: false).depth == .truecolor)
    let again = tmux.take(tmuxClientFeatures: xtermFeatures)
    #expect(!again)
    for features in ["256,bpaste,title", "", "\n", "RGBA,256", "notRGB"] {
      var other = profile(colors: 256)
      let changedOther = other.take(tmuxClientFeatures: features)
      #expect(!changedOther, "\(features)")
      #expect(other.depth == .indexed256, "\(features)")
    }
    var given = profile(colors: 256)
    given.give(depth: .indexed256)
    let changedGiven = given.take(tmuxClientFeatures: xtermFeatures)
    #expect(!changedGiven)
    #expect(given.depth == .indexed256)
    var plain = TerminalProfile(
      theme: .auto, color: false, mouse: true, colorterm: nil, terminfoColors: 256,
      colorfgbg: nil, sgrMouseByTerminfo: false)
    let changedPlain = plain.take(tmuxClientFeatures: xtermFeatures)
    #expect(!changedPlain)
    #expect(plain.depth == .indexed256)
  }
}
