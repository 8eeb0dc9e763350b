/// Turns a frame's cell changes into the bytes a VT100/xterm terminal needs: cursor moves only
/// where a run of changes breaks (a skip forward within a row, an address otherwise), SGR only
/// where the style changes, UTF-8 text.
///
/// The terminal front end writes exactly these bytes; the headless tools (replay, traces) use
/// them to count what a frame costs. Reuses its byte storage.
public struct TerminalEncoder: Sendable {
  /// The bytes of the last encoded frame.
  public private(set) var bytes: [UInt8] = []
  /// Whether colours are written (false: attributes only).
  public var color: Bool

  /// How many colours the terminal shows (colours are written at this depth).
  public var depth: ColorDepth

  /// Whether block elements go out as the glyphs of the loaded soft font (``SoftFont``).
  public var softFont = false

  /// Where the terminal keeps only a few colours beyond its palette (mlterm), the table each
  /// 24-bit colour is sent from.
  public var colorTable: ColorTable?

  /// The background and text colour painted where a cell has the terminal's own
  /// (``RenderOptions/paintedBackground``), in frames drawn in place (not in
  /// ``line(of:row:)``'s printed lines, which keep the terminal's own).
  public var paintedBackground: PaintedBackground?

  /// An encoder.
  public init(color: Bool = true, depth: ColorDepth = .ansi16, softFont: Bool = false) {
    self.color = color
    self.depth = depth
    self.softFont = softFont
    bytes.reserveCapacity(16_384)
  }

  /// Encodes `changes` and returns the byte count.
  ///
  /// The changes are row-major, as ``CellBuffer/diff(from:into:)`` lists them. The style is
  /// reset at the end, so frames encode independently.
  @discardableResult
  public mutating func encode(_ changes: [CellChange]) -> Int {
    bytes.removeAll(keepingCapacity: true)
    guard !changes.isEmpty else { return 0 }
    var cursor: (x: Int, y: Int)?
    var style: Style?
    for change in changes where change.cell.width > 0 {
      if let at = cursor, at.y == change.y, change.x > at.x {
        appendForward(change.x - at.x)  // same row: "skip n cells" is shorter than an address
      } else if cursor == nil || cursor?.x != change.x || cursor?.y != change.y {
        appendMove(x: change.x, y: change.y)
      }
      var (scalar, written) = Self.written(change.cell, color: color)
      if color, let paintedBackground { written = paintedBackground.paint(written) }
      if style != written {
        appendStyle(written, after: style)
        style = written
      }
      appendUTF8(softFont ? SoftFont.character(for: scalar) ?? scalar : scalar)
      cursor = (change.x + Int(change.cell.width), change.y)
    }
    append("\u{1B}[0m")
    return bytes.count
  }

  /// Row `y` of `buffer` as one line of text with its styles (SGR where the style changes, a
  /// reset at its end), trailing plain blanks trimmed: a frame to print rather than to draw in
  /// place (`frames --color always`).
  public mutating func line(of buffer: CellBuffer, row y: Int) -> String {
    bytes.removeAll(keepingCapacity: true)
    var end = buffer.width
    while end > 0, buffer[end - 1, y] == .blank { end -= 1 }
    var style: Style?
    for x in 0..<end {
      let cell = buffer[x, y]
      guard cell.width > 0 else { continue }
      let (scalar, written) = Self.written(cell, color: color)
      if style != written && !(style == nil && written == Cell.blank.style) {
        appendStyle(written, after: style)
        style = written
      }
      appendUTF8(scalar)
    }
    if let style, style != Cell.blank.style { append("\u{1B}[0m") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The glyph and style `cell` is written with: as it is, except a lower half block in a
  /// colour over the terminal's own background, which goes out as an upper half block
  /// reversed (the background's colour over the pixel's).
  ///
  /// Rule (docs/terminal.md "Half blocks"): a font's lower half block may stop short of the
  /// cell's bottom (xterm with DejaVu Sans Mono leaves a dark line there, a seam between two
  /// rows of one colour), where a cell's background always fills it; the upper half's edge
  /// then falls in the middle of the cell, on the pixel's own edge.
  static func written(_ cell: Cell, color: Bool) -> (Unicode.Scalar, Style) {
    let style = cell.style
    guard color, cell.scalar == "\u{2584}", style.attributes.isEmpty,
      style.background.isDefault, !style.foreground.isDefault
    else { return (cell.scalar, style) }
    return ("\u{2580}", Style(foreground: style.foreground, attributes: .reverse))
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func appendNumber(_ value: Int) {
    // Up to three digits (every colour channel, most positions) by constant divisions, which
    // compile to multiplications: the numbers of a truecolor ring frame are its largest cost
    // after the picture.
    if value >= 0 && value < 1000 {
      if value >= 100 { bytes.append(UInt8(48 + value / 100)) }
      if value >= 10 { bytes.append(UInt8(48 + value / 10 % 10)) }
      bytes.append(UInt8(48 + value % 10))
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(48 + value / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }

  private mutating func appendMove(x: Int, y: Int) {
    append("\u{1B}[")
    appendNumber(y + 1)
    bytes.append(59)  // ;
    appendNumber(x + 1)
    bytes.append(72)  // H
  }

  /// CUF: moves the cursor `count` cells right on its row (it never wraps).
  private mutating func appendForward(_ count: Int) {
    append("\u{1B}[")
    if count > 1 { appendNumber(count) }
    bytes.append(67)  // C
  }

  /// SGR for `style` after `previous` (nil at a frame's start, after its reset): when only the
  /// colours change, only they are set (`ESC[38;5;45m` rather than `ESC[0;38;5;45m`), which a
  /// fading ring's neighbouring cells need all the time.
  private mutating func appendStyle(_ style: Style, after previous: Style?) {
    if let previous, previous.attributes == style.attributes {
      guard color else { return }  // attributes alone are drawn: nothing visible changed
      append("\u{1B}[")
      let start = bytes.count
      if previous.foreground != style.foreground {
        if style.foreground.isDefault {
          append(";39")
        } else {
          appendColor(style.foreground, base: 30)
        }
      }
      if previous.background != style.background {
        if style.background.isDefault {
          append(";49")
        } else {
          appendColor(style.background, base: 40)
        }
      }
      if bytes.count > start { bytes.remove(at: start) }  // the first parameter's ";"
      bytes.append(109)  // m
      return
    }
    appendWhole(style)
  }

  /// `style` whole, after a reset; the background in an SGR of its own where one would hold
  /// more than ``parameterLimit`` parameters.
  private mutating func appendWhole(_ style: Style) {
    append("\u{1B}[0")
    var parameters = 1
    if style.attributes.contains(.bold) {
      append(";1")
      parameters += 1
    }
    if style.attributes.contains(.dim) {
      append(";2")
      parameters += 1
    }
    if style.attributes.contains(.reverse) {
      append(";7")
      parameters += 1
    }
    if color && !style.foreground.isDefault {
      appendColor(style.foreground, base: 30)
      parameters += parameterCount(style.foreground)
    }
    if color && !style.background.isDefault {
      if parameters + parameterCount(style.background) > Self.parameterLimit {
        append("m\u{1B}[")
        let start = bytes.count
        appendColor(style.background, base: 40)
        if bytes.count > start { bytes.remove(at: start) }  // the first parameter's ";"
      } else {
        appendColor(style.background, base: 40)
      }
    }
    bytes.append(109)  // m
  }

  /// The most parameters one control sequence holds: mlterm reads ten and drops the rest, and
  /// a reset, bold and a 24-bit foreground and background take twelve, so the background
  /// then goes in an SGR of its own.
  static let parameterLimit = 10

  /// How many SGR parameters `color` takes at the encoder's depth.
  private func parameterCount(_ color: Color) -> Int {
    guard color.rgb != nil, depth != .ansi16 else { return 1 }
    return depth == .truecolor ? 5 : 3
  }

  /// One colour parameter at the encoder's depth: `base` is 30 for the foreground, 40 for the
  /// background (bright ANSI colours use 90/100; 256 colours `;38;5;n`, truecolor `;38;2;r;g;b`).
  private mutating func appendColor(_ color: Color, base: Int) {
    if let rgb = color.rgb, depth != .ansi16 {
      bytes.append(59)
      appendNumber(base + 8)
      if depth == .truecolor {
        let rgb = colorTable?.color(for: rgb) ?? rgb
        append(";2;")
        appendNumber(Int(rgb >> 16 & 0xFF))
        bytes.append(59)
        appendNumber(Int(rgb >> 8 & 0xFF))
        bytes.append(59)
        appendNumber(Int(rgb & 0xFF))
      } else {
        append(";5;")
        appendNumber(Color.nearest256(rgb))
      }
      return
    }
    guard color.ansi > 0 else { return }
    bytes.append(59)
    let index = Int(color.ansi) - 1
    appendNumber(index < 8 ? base + index : base + 60 + index - 8)
  }

  private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | (value >> 6)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | (value >> 12)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    default:
      bytes.append(UInt8(0xF0 | (value >> 18)))
      bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    }
  }
}
