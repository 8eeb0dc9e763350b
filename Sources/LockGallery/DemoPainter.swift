import AnimationCore
import LockRendering
import TerminalRuntime

/// Draws a demo's picture: a braille (or ASCII) canvas with a few inks, and text, in the
/// palette the lock uses.
///
/// Rule (docs/terminal.md "Gallery"): demos draw with the lock's renderer's options and palette, so
/// `--ascii`, `--color` and the background choice apply to them as to the lock. The canvas is
/// scratch storage kept between frames.
public struct DemoPainter: ProgramRenderer {
  /// Glyph set, colour, background and colour depth.
  public var options: RenderOptions {
    didSet {
      guard options != oldValue else { return }
      palette = Palette(options)
      inks = Self.inks(palette)
    }
  }
  /// The lock's colours for these options.
  public private(set) var palette: Palette
  /// ASCII glyphs instead of braille.
  public var ascii: Bool { options.ascii }
  /// Whether colours are drawn.
  public var color: Bool { options.color }
  /// The canvas being drawn (reset by ``begin(columns:rows:)``).
  public var canvas = Canvas()
  private var inks: [Style]

  /// The inks a demo draws with, in ``Ink`` order.
  public enum Ink: UInt8, Sendable {
    /// Outlines and quiet parts.
    case outline = 0
    /// The thing that turns the way it was told (red, as the lock's pointer).
    case primary
    /// The thing that goes the other way, or a second actor.
    case secondary
    /// Faded parts.
    case faint
    /// Done, arrived (green).
    case done
    /// Attention (yellow).
    case accent
    /// Headings.
    case heading
  }

  /// A painter for `options`.
  public init(options: RenderOptions) {
    self.options = options
    palette = Palette(options)
    inks = Self.inks(palette)
  }

  /// The styles of the inks, in ``Ink`` order.
  private static func inks(_ palette: Palette) -> [Style] {
    [
      palette.bezel, palette.notch, palette.busy, palette.dim, palette.done, palette.warning,
      palette.heading,
    ]
  }

  /// The style an ink is drawn in.
  public func style(_ ink: Ink) -> Style { inks[Int(ink.rawValue)] }

  /// Starts a canvas of `columns` × `rows` cells, empty.
  public mutating func begin(columns: Int, rows: Int) {
    canvas.reset(columns: max(columns, 0), rows: max(rows, 0))
  }

  /// Puts the canvas into `buffer` with its top-left cell at (x, y).
  public func end(into buffer: inout CellBuffer, x: Int, y: Int) {
    canvas.render(into: &buffer, x: x, y: y, styles: inks, ascii: ascii)
  }

  /// Writes `text` at (x, y), cut at `limit` columns; with ASCII glyphs, spelled in ASCII
  /// (``asciiSpelling(_:)``).
  public func text(
    _ text: String, x: Int, y: Int, limit: Int = .max, style: Style = .plain,
    into buffer: inout CellBuffer
  ) {
    var column = x
    for scalar in (ascii ? Self.asciiSpelling(text) : text).unicodeScalars {
      guard column - x < limit, column < buffer.width else { break }
      column += max(buffer.put(scalar, x: column, y: y, style: style), 1)
    }
  }

  /// `text` for a terminal that shows only ASCII: the few other characters the demos write
  /// spelled out (π as pi, · and − as -, × as x, ✓ as ok, ▶ as >, ° dropped), anything else `?`.
  public static func asciiSpelling(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "π": out += "pi"
      case "·", "−", "━", "─": out += "-"
      case "×": out += "x"
      case "✓": out += "ok"
      case "•": out += "."
      case "▶": out += ">"
      case "°": break
      default: out += "?"
      }
    }
    return out
  }

  /// Writes `text` centred in the `width` columns from x.
  public func centered(
    _ text: String, x: Int, y: Int, width: Int, style: Style = .plain,
    into buffer: inout CellBuffer
  ) {
    let length = CharacterWidth.of(ascii ? Self.asciiSpelling(text) : text)
    self.text(
      text, x: x + max((width - length) / 2, 0), y: y, limit: width, style: style, into: &buffer)
  }

  /// A pointer of `length` dots from `center` at `angle` radians clockwise from 12 o'clock.
  ///
  /// Rule (docs/seeds.md "000"): positive angles turn clockwise on screen, as UIKit's rotations do.
  /// Its width grows with its length (a tenth for a thick one, a twentieth for a thin one, never
  /// under one dot), so that large dials do not have hairline pointers.
  public mutating func pointer(
    center: Point2D, length: Double, angle: Double, ink: Ink, thick: Bool = false
  ) {
    let turn = Angle(radians: angle)
    let tip = Point2D(x: center.x + length * turn.sine, y: center.y - length * turn.cosine)
    let width = thick ? max(1.5, length / 10) : length / 20
    if width > 1 {
      canvas.bar(from: center, to: tip, width: width, ink: ink.rawValue)
    } else {
      canvas.line(from: center, to: tip, ink: ink.rawValue)
    }
  }
}

/// Formats numbers for the demos' JSON lines.
public enum DemoJSON {
  /// The shortest text that reads back as the same `Double` (Swift's own), `null` when not
  /// finite.
  ///
  /// Rule (docs/terminal.md "Gallery"): every number in the demos' JSON is in shortest round-trip
  /// form.
  public static func number(_ value: Double) -> String {
    value.isFinite ? String(describing: value) : "null"
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String { TraceEvent.string(text) }
}
