import TerminalRuntime

/// Every style the renderer uses, by role, for one background, colour depth and colour choice.
///
/// Rules (docs/terminal.md "Output"): each role has an RGB value for dark and for light backgrounds
/// (used with 256 colours or truecolor) and a 16-colour fallback chosen for that background, so
/// nothing is drawn yellow on white or dark blue on black; without colour every role keeps its
/// attributes (bold for what must stand out, dim for what must recede), so the picture still reads.
/// The dial face is filled only where a background colour can be trusted (256 colours or more).
/// In 16 colours a background only assumed takes the light background's colours, which read on
/// either; with more colours an unknown background is painted (``RenderOptions/paintedBackground``).
public struct Palette: Sendable, Hashable {
  /// The dial face's fill, or `nil` where the face is not filled.
  public let face: Color?
  /// The bezel round the face.
  public let bezel: Style
  /// Ticks of ordinary stops.
  public let minorTick: Style
  /// Long ticks (multiples of 5).
  public let majorTick: Style
  /// Numbers on the face.
  public let label: Style
  /// The index notch on the body.
  public let notch: Style
  /// The shackle.
  public let shackle: Style
  /// The spinner ring's stroke, head first, fading towards its tail.
  public let ring: [Style]
  /// The ring's still track at rest.
  public let track: Style
  /// The hub's outline.
  public let hub: Style
  /// The number under the index, in the hub.
  public let readout: Style
  /// The busy glyph.
  public let busy: Style
  /// The done glyph.
  public let done: Style
  /// A good message ("dialed … and pulled: open").
  public let good: Style
  /// Plain text.
  public let text: Style
  /// Headings.
  public let heading: Style
  /// Secondary text: a quiet grey with 256 colours or more, else the faint attribute.
  public let dim: Style
  /// The panels' frames: a quiet line that groups without competing with the text.
  public let frame: Style
  /// The lane rules of a spread timeline: gridlines under its bars, fainter than the frames.
  ///
  /// The frames' grey 60% of the way from the reported background; else the frames' style.
  /// In the frames' grey they were as heavy as the box round them and competed with the bars
  /// (a fresh reviewer).
  public let rule: Style
  /// Timeline bars, where the playhead has passed.
  public let bar: Style
  /// Timeline bars still ahead of the playhead: the bar's colour half-way to the background
  /// (bright black in 16 colours).
  public let barAhead: Style
  /// The timeline's playhead.
  public let playhead: Style
  /// Warnings and messages ("paused", a refusal).
  public let warning: Style
  /// "reversed".
  public let reversed: Style
  /// The OPEN badge.
  public let open: Style
  /// The LOCKED badge.
  public let locked: Style
  /// Failure counts.
  public let failure: Style

  /// The key bar's and the status bar's band: the reported (or painted) background a step
  /// towards the text (7%), so that the two rows read as the program's footer; none in 16
  /// colours or where the background is unknown (a band in a guessed colour may clash with the
  /// terminal's own).
  public let footer: Color?

  /// The keys in the key bar and the help: a blue a shade lighter on dark (darker on light)
  /// than the timeline bars', bold, as a polished footer (Textual's) marks its keys in an
  /// accent; bold alone without colour.
  public let key: Style

  /// The lane rules' style (``rule``): the `frame`'s grey 60% of the way from a dark
  /// `backdrop`, 40% from a light one, or the frame's style where there is no backdrop or no
  /// grey.
  ///
  /// Rule (docs/terminal.md "Output"): gridlines, fainter than the frame; at 60% on white the
  /// rules stood as solid heavy grey lines competing with the bars (a fresh reviewer, kitty).
  static func rule(frame: Style, backdrop: UInt32?) -> Style {
    guard let backdrop, let line = frame.foreground.rgb else { return frame }
    let weight = Finish.luminance(backdrop) > 0.5 ? 0.4 : 0.6
    return Style(foreground: .rgb(Raster.mix(backdrop, line, weight), fallback: .brightBlack))
  }

  /// The least contrast a bar still ahead of the playhead keeps against the background:
  /// WCAG's for graphics that carry meaning (1.4.11).
  static let aheadContrast = 3.0

  /// `colour` mixed toward `behind`, at most `most` of the way, as far as it keeps
  /// ``aheadContrast`` against it (in steps of a fiftieth); `colour` itself where even that
  /// does not.
  ///
  /// Rule (docs/terminal.md "Output"): half-way to black the turns ahead stood 2.7:1 and "all
  /// but vanished", their pointers hard to see (a fresh reviewer, kitty at 80×24 on dark).
  static func paler(_ colour: UInt32, toward behind: UInt32, most: Double) -> UInt32 {
    let weights = stride(from: most, to: 0, by: -0.02)
    return Finish.firstMix(colour, behind, weights: weights, against: behind, least: aheadContrast)
      ?? colour
  }

  /// The runtime's widgets (key bar, help) in these styles.
  public var chrome: ChromeStyle {
    ChromeStyle(heading: heading, text: text, dim: dim, rounded: rounded, key: key)
  }
  /// Whether boxes have rounded corners, panels frames and the timeline lines: not in ASCII.
  ///
  /// A font that draws box drawing with gaps between rows (mlterm's) still draws a frame that
  /// reads as one, dashed, where ASCII `+-|` reads as a diagram.
  public let rounded: Bool

  /// The palette for `options`.
  public init(_ options: RenderOptions) {
    rounded = !options.ascii
    let rich = options.color && options.depth != .ansi16
    // In 16 colours an assumed background (no answer) takes the light background's colours,
    // which read on black as well; the dark one's pale accents vanish on white. With more
    // colours it is the theme's until the queries end, and then painted.
    let assumed = !options.backgroundKnown && options.backdrop == nil && !rich
    let light = options.background == .light || assumed
    /// A role: RGB on dark, RGB on light, the 16-colour fallbacks for dark and light, and
    /// attributes.
    func role(
      _ dark: UInt32, _ lightValue: UInt32,
      ansi: (dark: Color, light: Color), _ attributes: Attributes = [], mono: Attributes? = nil
    ) -> Style {
      guard options.color else { return Style(attributes: mono ?? attributes) }
      let fallback = light ? ansi.light : ansi.dark
      let rgb = light ? lightValue : dark
      return Style(
        foreground: rich ? .rgb(rgb, fallback: fallback) : fallback, attributes: attributes)
    }
    footer = options.backdrop.flatMap { backdrop in
      rich
        ? .rgb(Raster.mix(backdrop, light ? 0x000000 : 0xFFFFFF, 0.07), fallback: .default)
        : nil
    }
    face = rich ? .rgb(light ? 0xE4E8ED : 0x262B33, fallback: .default) : nil
    bezel = role(0xAEB6C1, 0x59626E, ansi: (.white, .default), mono: .bold)
    minorTick = role(0x7F8996, 0x8C96A3, ansi: (.default, .default), mono: [])
    majorTick = role(0xECEFF3, 0x20262D, ansi: (.white, .default), .bold)
    // Bold, as numerals printed on a dial are: thin digits recede on the dark face. Not in
    // mlterm (``RenderOptions/fontOverhangs``), which leaves a bold glyph's overhang behind
    // when a number moves.
    label = role(
      0xDCE0E6, 0x1E2328, ansi: (.default, .default), options.fontOverhangs ? [] : .bold)
    notch = role(0xFF5A45, 0xE0352A, ansi: (.red, .red), .bold)
    shackle = role(0xC9CFD7, 0x525A65, ansi: (.white, .default), .bold)
    // On light a deep teal, the ring's hue, dark enough (5:1 on white) for the trail's live
    // letter, which it colours too.
    let head: (UInt32, UInt32) = (0x3AD8FF, 0x0E7490)
    let tail: (UInt32, UInt32) = (0x3A4452, 0xC9D1DB)
    var levels: [Style] = []
    for level in 0..<Self.ringLevels {
      let t = Double(level) / Double(Self.ringLevels)
      let attributes: Attributes = level == 0 ? .bold : (level == Self.ringLevels - 1 ? .dim : [])
      levels.append(
        role(
          Raster.mix(head.0, tail.0, t), Raster.mix(head.1, tail.1, t),
          ansi: (.cyan, .blue), rich ? [] : attributes,
          mono: level < 2 ? .bold : []))
    }
    ring = levels
    track = role(
      tail.0, tail.1, ansi: (.default, .default), rich ? [] : .dim, mono: .dim)
    hub = role(0x8A94A1, 0x7A8490, ansi: (.default, .default), mono: [])
    readout = role(0xFFFFFF, 0x000000, ansi: (.default, .default), .bold, mono: [.bold, .reverse])
    busy = role(head.0, head.1, ansi: (.cyan, .blue), .bold)
    // Not bold in 16 colours on light: many terminals show bold green as bright green, which
    // does not read on white.
    done = role(
      0x5BE38A, 0x1B8A3A, ansi: (.green, .green), rich || !light ? .bold : [])
    // In 16 colours on light the message is the terminal's own text, bold: its green text
    // (xterm's #00CD00) does not read on white, and black on a green bar the width of the
    // message was loud beside the OPEN badge that says the same (a fresh reviewer, screen).
    good = options.color && !rich && light ? Style(attributes: .bold) : done
    text = .plain
    heading = Style(attributes: .bold)
    // A grey of its own with 256 colours or more: konsole, among others, draws the faint
    // attribute as plain text, which left the key bar's words as bright as its keys.
    dim = role(
      0x8B94A0, 0x6B7480, ansi: (.default, .default), rich ? [] : .dim,
      mono: .dim)
    // As far from a light background as the dark one's frame is from black (3:1 against
    // #000000 and #FFFFFF): lighter, the light theme's frames all but dissolved into white.
    // In 16 colours bright black, not faint: faint bright black (xterm's #404040 on black)
    // left the panels' frames "almost invisible" (a fresh reviewer, GNU screen on dark).
    frame = role(
      0x4E5968, 0x8E97A3, ansi: (.brightBlack, .brightBlack), mono: .dim)
    rule = Self.rule(frame: frame, backdrop: rich ? options.backdrop : nil)
    // On light a deep blue (6.4:1 on white), so that the turns played stand apart from the
    // paler ones ahead as they do on dark: at 4.1:1 the two blues read as one (a fresh
    // reviewer, kitty at 80×24 on light).
    bar = role(0x6FA8FF, 0x2458C6, ansi: (.cyan, .blue))
    // Rule (docs/terminal.md "Output"): a Gantt chart's progress, the bars in their colour up
    // to the playhead and paler after it; in one colour the chart did not say how far the plan
    // had got (fresh reviewers, GNU screen among them). Paler is up to half-way to the
    // background (a third on light), as far as it stays 3:1 from it; in 256 colours on dark
    // the cube's deep blue (the mix lands on #5F5F87, a slate violet beside the bars' blue,
    // mlterm); in 16 colours bright black.
    let behind = options.backdrop ?? (light ? 0xFFFFFF : 0x000000)
    let darkAhead: UInt32 =
      options.depth == .indexed256 ? 0x005FAF : Self.paler(0x6FA8FF, toward: behind, most: 0.5)
    // On light as pale as stays 3:1 from the background too: paler, the turns ahead faded
    // into the page (fresh reviewers, kitty at 80×24 and 200×60 on light).
    barAhead = role(
      darkAhead, Self.paler(0x2458C6, toward: behind, most: 0.5),
      ansi: (.brightBlack, .brightBlack))
    key = role(0x7DB4FF, 0x1F56B8, ansi: (.cyan, .blue), .bold)
    // In 16 colours on light the terminal's black: its red read as an error beside the red
    // LOCKED badge (a fresh reviewer, GNU screen), and its yellow does not read on white.
    playhead = role(
      0xFFD75F, 0xD97706, ansi: (.yellow, .black), .reverse, mono: .reverse)
    warning = role(0xFFC44D, 0xA34F00, ansi: (.yellow, .red))
    reversed = role(0xE08CFF, 0x8E2AAE, ansi: (.magenta, .magenta))
    // Badges with both colours given, so they read on any background and any theme's colours
    // (a reversed default reads white on green on a light terminal); not bold, which smears
    // in xterm's default font. Without colour: reversed.
    // On light, white on a deep green (4.9:1): a pale badge beside the deep green ring and
    // message read as washed out (a fresh reviewer comparing the themes).
    open =
      options.color
      ? Style(
        foreground: rich ? .rgb(light ? 0xFFFFFF : 0x0B2E13, fallback: .black) : .black,
        background: rich ? .rgb(light ? 0x18823A : 0x5BE38A, fallback: .green) : .green)
      : Style(attributes: .reverse)
    locked =
      options.color
      ? Style(
        foreground: rich ? .rgb(0xFFFFFF, fallback: .brightWhite) : .brightWhite,
        background: rich ? .rgb(0xC62828, fallback: .red) : .red)
      : Style(attributes: .reverse)
    failure = role(0xFF6B6B, 0xB3261E, ansi: (.red, .red))
  }

  /// How many steps the ring's tail fades in.
  public static let ringLevels = 5
}
