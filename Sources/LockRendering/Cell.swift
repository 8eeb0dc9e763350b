/// A terminal colour: the terminal's default, or one of the 16 ANSI colours.
///
/// Sixteen colours are enough for the dial and degrade everywhere; the front end maps them to
/// whatever the terminal has and drops them entirely for NO_COLOR or `--color never`.
public enum Color: UInt8, Sendable, Hashable, CaseIterable {
  /// The terminal's own foreground or background.
  case `default`
  /// ANSI black.
  case black
  /// ANSI red.
  case red
  /// ANSI green.
  case green
  /// ANSI yellow.
  case yellow
  /// ANSI blue.
  case blue
  /// ANSI magenta.
  case magenta
  /// ANSI cyan.
  case cyan
  /// ANSI white.
  case white
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
