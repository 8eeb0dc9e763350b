/// The terminal's background, which the palette is chosen for.
public enum Background: String, Sendable, Hashable, CaseIterable {
  /// A dark background (the default when the terminal does not say).
  case dark
  /// A light background.
  case light
}

/// How many colours the terminal can show.
///
/// Rule (docs/terminal.md "Output"): truecolor when `COLORTERM` says `truecolor` or `24bit`, 256
/// when terminfo has 256 colours or more, otherwise the 16 ANSI colours.
public enum ColorDepth: Int, Sendable, Hashable, CaseIterable {
  /// The 16 ANSI colours.
  case ansi16 = 16
  /// The xterm 256-colour palette.
  case indexed256 = 256
  /// 24-bit colour.
  case truecolor = 16_777_216
}

/// How the renderer draws: glyph set, colour, background and colour depth.
public struct RenderOptions: Sendable, Hashable {
  /// Pure ASCII instead of braille.
  public var ascii: Bool
  /// Colours allowed (false: attributes only, for NO_COLOR and monochrome terminals).
  public var color: Bool
  /// The background the palette is chosen for.
  public var background: Background
  /// How many colours the palette may use.
  public var depth: ColorDepth
  /// The terminal's background colour (0xRRGGBB) when it reported it (OSC 11): the filled
  /// picture's colours are chosen to stand apart from it, and its edges mix into it.
  public var backdrop: UInt32?
  /// Whether ``background`` is known (`--theme`, OSC 11, `COLORFGBG`), not assumed dark for
  /// want of an answer (tmux 3.3 answers no OSC 11).
  public var backgroundKnown = true
  /// The background lockdial paints under everything it draws, where the terminal's is
  /// unknown (``paintingUnknownBackground()``); `nil`: the terminal's own shows.
  public var paintedBackground: PaintedBackground?
  /// Whether the filled picture is drawn in whole cells only, each a space on the colour of its
  /// two pixels: for a terminal whose font draws the half blocks with gaps between rows
  /// (mlterm), where half blocks would stripe the picture.
  public var wholeCells = false
  /// The pixels a cell of the filled picture may hold: sextants or quadrants where the terminal
  /// draws them itself (``TerminalProfile/grid(environment:)``), else half blocks.
  public var grid = Raster.Grid.halves
  /// Whether block elements are drawn from the soft font lockdial loads (``SoftFont``), in a
  /// terminal whose own font leaves gaps between rows (mlterm): the picture then has the
  /// pixels of ``grid``, not whole cells.
  public var softFont = false
  /// The most 24-bit colours off the xterm palette written in a session (``ColorTable``), for
  /// a terminal that keeps only so many beside its palette (mlterm); `nil`: no limit.
  public var colorLimit: Int?
  /// Whether the terminal draws the block elements as kitty does, `▌` and `▐` in eighths of
  /// the cell and a sextant's columns at half its width (``Raster/halfColumn(kittyCellWidth:)``).
  public var kittyBlocks = false

  /// Whether the terminal's font draws a glyph a pixel into the next cell and leaves that
  /// pixel behind when the glyph goes (mlterm, drawn in whole cells or from the soft font):
  /// the cell after a changed glyph is written again, and text is not bold.
  public var fontOverhangs: Bool { wholeCells || softFont }

  /// Options; braille and 16 colours on a dark background by default.
  public init(
    ascii: Bool = false, color: Bool = true, background: Background = .dark,
    depth: ColorDepth = .ansi16, backdrop: UInt32? = nil
  ) {
    self.ascii = ascii
    self.color = color
    self.background = background
    self.depth = depth
    self.backdrop = backdrop
  }

  /// These options with the background painted where the terminal's is unknown: with 256
  /// colours or more and no background known, the dark theme's ``PaintedBackground`` goes
  /// under every cell and is the ``backdrop`` the picture's colours are chosen against.
  ///
  /// Rule (docs/terminal.md "Output"): under tmux 3.3, which answers no OSC 11, a terminal may
  /// be black or white; colours chosen to read on both were muddy on each (fresh reviewers),
  /// and a band in a guessed colour stood out on one of them. A background of the program's
  /// own, as Textual and btop paint theirs, makes it known. In 16 colours the terminal's own
  /// background stays: there ANSI black is whatever the terminal's theme makes it, not a
  /// colour of lockdial's.
  public func paintingUnknownBackground() -> RenderOptions {
    guard !backgroundKnown, backdrop == nil, background == .dark, color, depth != .ansi16
    else { return self }
    var options = self
    options.paintedBackground = .dark
    options.backdrop = PaintedBackground.dark.background
    options.backgroundKnown = true
    return options
  }

  /// Whether pictures are painted filled, in half blocks (in colour, not ASCII); else they
  /// are strokes, in braille or ASCII.
  ///
  /// Rule (docs/terminal.md "Output"): without colour a half block has one ink and the
  /// picture would be a silhouette, so it stays strokes.
  public var drawsFilled: Bool { color && !ascii }
}

/// Which background to draw for.
///
/// Rule (docs/terminal.md "Output"): `auto` asks the terminal (OSC 11), falls back to `COLORFGBG`,
/// and is dark when neither says.
public enum ThemeChoice: String, Sendable, Hashable, CaseIterable {
  /// Ask the terminal.
  case auto
  /// A dark background.
  case dark
  /// A light background.
  case light
}

/// When to use colour (`--color`).
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour when the terminal has it and NO_COLOR is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether to draw in colour.
  ///
  /// Rule (docs/terminal.md "Output"): `always` and `never` say; `auto` draws in colour when
  /// the terminal has colours (``TerminalProfile/hasColor(terminfoColors:)``; headless output
  /// has none) and `NO_COLOR` is unset or empty.
  public func usesColor(terminalHasColor: Bool, noColor: String?) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: return terminalHasColor && (noColor ?? "").isEmpty
    }
  }
}

/// A background and text colour lockdial paints itself (``RenderOptions/paintedBackground``):
/// each cell whose background is the terminal's own gets ``background``, and each whose text
/// colour is the terminal's own gets ``ink``.
public struct PaintedBackground: Sendable, Hashable {
  /// The background, 0xRRGGBB.
  public let background: UInt32
  /// The text colour, 0xRRGGBB.
  public let ink: UInt32

  /// The dark theme's: black, the commonest dark terminal's own, under light grey text.
  public static let dark = PaintedBackground(background: 0x000000, ink: 0xE4E4E4)

  /// `style` with the terminal's own colours replaced by the painted ones.
  @inlinable
  public func paint(_ style: Style) -> Style {
    var painted = style
    if style.foreground.isDefault { painted.foreground = .rgb(ink, fallback: .default) }
    if style.background.isDefault {
      painted.background = .rgb(background, fallback: .default)
    }
    return painted
  }
}
