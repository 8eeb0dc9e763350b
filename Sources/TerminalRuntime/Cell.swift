/// A terminal colour: the terminal's default, one of the 16 ANSI colours, or an RGB colour that
/// carries the ANSI colour to show where only 16 exist.
///
/// Rule (docs/terminal.md "Output"): a colour is written at the terminal's depth — 24-bit where it
/// has truecolor, the nearest of the xterm 256 palette's colour cube and grey ramp where it has
/// 256, the fallback ANSI colour otherwise — and not at all for NO_COLOR or `--color never`.
public struct Color: Sendable, Hashable {
  /// 0 the default; 1…8 black…white; 9…16 bright black…bright white.
  public let ansi: UInt8
  /// 0xRRGGBB, when the colour has a true value.
  public let rgb: UInt32?

  /// A colour from its ANSI index and optional RGB value.
  public init(ansi: UInt8, rgb: UInt32? = nil) {
    self.ansi = min(ansi, 16)
    self.rgb = rgb.map { $0 & 0xFF_FFFF }
  }

  /// An RGB colour (0xRRGGBB) shown as `fallback` on 16-colour terminals.
  public static func rgb(_ value: UInt32, fallback: Color) -> Color {
    Color(ansi: fallback.ansi, rgb: value)
  }

  /// The terminal's own foreground or background.
  public static let `default` = Color(ansi: 0)
  /// ANSI black.
  public static let black = Color(ansi: 1)
  /// ANSI red.
  public static let red = Color(ansi: 2)
  /// ANSI green.
  public static let green = Color(ansi: 3)
  /// ANSI yellow.
  public static let yellow = Color(ansi: 4)
  /// ANSI blue.
  public static let blue = Color(ansi: 5)
  /// ANSI magenta.
  public static let magenta = Color(ansi: 6)
  /// ANSI cyan.
  public static let cyan = Color(ansi: 7)
  /// ANSI white.
  public static let white = Color(ansi: 8)
  /// ANSI bright black (grey).
  public static let brightBlack = Color(ansi: 9)
  /// ANSI bright cyan.
  public static let brightCyan = Color(ansi: 15)
  /// ANSI bright white.
  public static let brightWhite = Color(ansi: 16)

  /// Whether this is the terminal's default.
  public var isDefault: Bool { ansi == 0 && rgb == nil }

  /// The six levels of each channel in the xterm 256 palette's 6×6×6 cube.
  public static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The index of the nearest colour of the xterm 256 palette's 6×6×6 cube (16…231) or grey
  /// ramp (232…255).
  public static func nearest256(_ rgb: UInt32) -> Int {
    let r = Int(rgb >> 16 & 0xFF)
    let g = Int(rgb >> 8 & 0xFF)
    let b = Int(rgb & 0xFF)
    let levels = cubeLevels
    func level(_ value: Int) -> Int {
      var best = 0
      for index in levels.indices where abs(levels[index] - value) < abs(levels[best] - value) {
        best = index
      }
      return best
    }
    let (lr, lg, lb) = (level(r), level(g), level(b))
    let cube = (levels[lr], levels[lg], levels[lb])
    let mean = (r + g + b) / 3
    let greyIndex = min(max((mean - 8 + 5) / 10, 0), 23)
    let grey = 8 + greyIndex * 10
    func distance(_ x: (Int, Int, Int)) -> Int {
      (x.0 - r) * (x.0 - r) + (x.1 - g) * (x.1 - g) + (x.2 - b) * (x.2 - b)
    }
    if distance((grey, grey, grey)) < distance(cube) { return 232 + greyIndex }
    return 16 + 36 * lr + 6 * lg + lb
  }
}

/// Text attributes that stay legible in monochrome.
public struct Attributes: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Attributes from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (or bright).
  public static let bold = Attributes(rawValue: 1)
  /// Dim.
  public static let dim = Attributes(rawValue: 2)
  /// Reverse video.
  public static let reverse = Attributes(rawValue: 4)
}

/// How a cell is drawn: colours and attributes.
public struct Style: Sendable, Hashable {
  /// Foreground colour.
  public var foreground: Color
  /// Background colour.
  public var background: Color
  /// Bold, dim, reverse.
  public var attributes: Attributes

  /// A style; everything defaults to the terminal's own.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default style.
  public static let plain = Style()

  /// The same style without colours (attributes kept), for monochrome output.
  public var monochrome: Style { Style(attributes: attributes) }

  /// The same style with `color` as its background.
  public func on(_ color: Color) -> Style {
    Style(foreground: foreground, background: color, attributes: attributes)
  }
}

/// One terminal cell: a single-scalar grapheme, its display width and its style.
///
/// A wide grapheme (CJK) occupies its cell with width 2 and the next cell as a continuation of
/// width 0, which writers skip. Graphemes are single Unicode scalars: everything lockdial draws
/// (ASCII, braille) is one; multi-scalar clusters are reduced to their first scalar.
public struct Cell: Sendable, Hashable {
  /// The grapheme.
  public var scalar: Unicode.Scalar
  /// How it is drawn.
  public var style: Style
  /// Columns it takes: 1, 2 for wide graphemes, 0 for the cell a wide one covers.
  public var width: UInt8

  /// A cell.
  public init(_ scalar: Unicode.Scalar, style: Style = .plain, width: UInt8 = 1) {
    self.scalar = scalar
    self.style = style
    self.width = width
  }

  /// An empty cell in the default style.
  public static let blank = Cell(" ")
}
