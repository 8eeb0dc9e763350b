/// The styles the runtime's widgets draw with (a program makes them from its palette).
public struct ChromeStyle: Sendable, Hashable {
  /// Keys, titles and frames.
  public var heading: Style
  /// Plain text.
  public var text: Style
  /// What recedes: descriptions, notes.
  public var dim: Style
  /// Boxes with rounded corners (`╭─╮│╰╯`), else ASCII (`+-|`).
  public var rounded: Bool
  /// The keys in the key bar and the help: an accent, as a polished footer marks them.
  public var key: Style

  /// A style; keys as headings unless `key` says.
  public init(
    heading: Style, text: Style, dim: Style, rounded: Bool = false, key: Style? = nil
  ) {
    self.heading = heading
    self.text = text
    self.dim = dim
    self.rounded = rounded
    self.key = key ?? heading
  }

  /// Bold headings, plain text, dim notes: what reads without colour.
  public static let plain = ChromeStyle(
    heading: Style(attributes: .bold), text: .plain, dim: Style(attributes: .dim))
}

/// The widgets every program shows the same way: the key bar, the help overlay and the
/// "terminal too small" notice, and the text they are written with.
extension CellBuffer {
  /// The key bar: the keys that act now, as "keys action" pairs.
  ///
  /// Rule (docs/terminal.md "Output"): a column of margin either side (``footerText(_:)``);
  /// entries that do not fit are dropped from before the last two (help and quit stay, help
  /// giving its place to the first dropped where that fits:
  /// ``helpYields(_:kept:brief:arrows:width:)``); each entry is in its few words, or in its
  /// word (``KeyHint/brief``) where in its few words an entry that has a word would go and in
  /// their words fewer go. The last two stand at the bar's right end
  /// (``keyBarTail(_:brief:arrows:)``).
  public mutating func paintKeyBar(_ hints: [KeyHint], in bar: Rect, style: ChromeStyle) {
    let area = Self.footerText(bar)
    guard !area.isEmpty, !hints.isEmpty else { return }
    let arrows = style.rounded
    let wordy = Self.keyBarDrops(hints, brief: false, arrows: arrows, width: area.width)
    let gone = max(hints.count - 2 - wordy, 0)..<max(hints.count - 2, 0)
    let brief =
      hints[gone].contains { $0.brief != $0.short }
      && Self.keyBarDrops(hints, brief: true, arrows: arrows, width: area.width) < wordy
    let dropped = Self.keyBarDrops(hints, brief: brief, arrows: arrows, width: area.width)
    let kept = max(hints.count - 2 - dropped, 0)
    let yields = Self.helpYields(hints, kept: kept, brief: brief, arrows: arrows, width: area.width)
    var x = area.x
    let tail =
      yields
      ? Self.keyBarEntryWidth(hints[hints.count - 1], brief: brief, arrows: arrows)
      : Self.keyBarTail(hints, brief: brief, arrows: arrows)
    let first = yields ? hints.count - 1 : hints.count - 2
    for (index, hint) in hints.enumerated()
    where index < kept || (yields && index == kept) || index >= first {
      if index == first && (kept > 0 || yields) {
        x = max(x, area.x + area.width - tail)
      }
      let words = brief ? hint.brief : hint.short
      guard x + Self.keyBarEntryWidth(hint, brief: brief, arrows: arrows) <= area.x + area.width
      else { break }
      x += writeKeys(hint.keys, x: x, y: area.y, style: style.key, arrows: arrows)
      x += write(" ", x: x, y: area.y)
      x += write(words, x: x, y: area.y, style: style.dim)
      x += 2
    }
  }

  /// Whether the last but one entry of `hints` (help) gives its place to the first entry the
  /// bar drops, where that entry fits there and fewer than ``helpYieldsBelow`` entries stand
  /// before it: `kept` entries before the last two fit.
  ///
  /// Rule (docs/terminal.md "Output"): at 40×16 the resting bar showed help and not `Enter
  /// pull`, the key that opens the lock (six fresh reviewers); `?` still opens the help,
  /// which lists every key.
  static func helpYields(
    _ hints: [KeyHint], kept: Int, brief: Bool, arrows: Bool, width: Int
  ) -> Bool {
    guard hints.count >= 3, kept < hints.count - 2, kept < helpYieldsBelow else { return false }
    var total = 0
    for hint in hints[0...kept] { total += keyBarEntryWidth(hint, brief: brief, arrows: arrows) }
    total += keyBarEntryWidth(hints[hints.count - 1], brief: brief, arrows: arrows)
    return total + 2 * (kept + 1) <= width
  }

  /// How many entries a bar offers before help, at least, where it can.
  ///
  /// A game's three moves (turn, type, pull). A bar that holds more keeps help in view, which
  /// says the rest (at 80×24 `PgUp PgDn whole turn` would have taken its place).
  static let helpYieldsBelow = 3

  /// The columns the last two entries of `hints` (help and quit) take with the gap between
  /// them: the key bar writes them that far from its right end where entries precede them
  /// (alone, they stand at its left).
  ///
  /// Rule (docs/terminal.md "Output"): the keys that act on the picture on the left, the
  /// program's own on the right, as a polished footer (Textual's) sets its palette key; all on
  /// the left, at 200×60 the footer sat in the bottom-left quarter, the rest of its row empty
  /// (fresh reviewers). In every bar: at the right only where every entry fit, they moved
  /// from the left at rest to the right when the lock opened (fresh reviewers, 80×24).
  static func keyBarTail(_ hints: [KeyHint], brief: Bool, arrows: Bool) -> Int {
    let last = hints.suffix(2)
    return last.reduce(0) { $0 + keyBarEntryWidth($1, brief: brief, arrows: arrows) }
      + 2 * (last.count - 1)
  }

  /// The columns of a footer's row `bar` (the key bar, a message line) its text is written
  /// in: a column in from either end where it is wider than two.
  ///
  /// Rule (docs/terminal.md "Output"): flush with the window's edges, the first key, `quit`
  /// and a message read as cut off, or touched the scrollbar, beside panels that keep a
  /// margin (fresh reviewers).
  public static func footerText(_ bar: Rect) -> Rect {
    guard bar.width > 2 else { return bar }
    return Rect(x: bar.x + 1, y: bar.y, width: bar.width - 2, height: bar.height)
  }

  /// How many entries before the last two of `hints` a key bar `width` columns wide drops, each
  /// entry in its words or, with `brief`, in its word (counted, not collected: no allocation).
  static func keyBarDrops(_ hints: [KeyHint], brief: Bool, arrows: Bool, width: Int) -> Int {
    var total = 2 * (hints.count - 1)
    for hint in hints { total += keyBarEntryWidth(hint, brief: brief, arrows: arrows) }
    var dropped = 0
    while total > width && hints.count - dropped > 2 {
      total -= keyBarEntryWidth(hints[hints.count - 3 - dropped], brief: brief, arrows: arrows) + 2
      dropped += 1
    }
    return dropped
  }

  /// The columns one key bar entry takes: its keys, a space and its words (or word).
  static func keyBarEntryWidth(_ hint: KeyHint, brief: Bool, arrows: Bool) -> Int {
    keysWidth(hint.keys, arrows: arrows) + 1 + CharacterWidth.of(brief ? hint.brief : hint.short)
  }

  /// The help overlay: a framed box in the middle listing every key, then the note.
  ///
  /// Rule (docs/terminal.md "Output"): it fits every size from 40×16 up — with the full
  /// descriptions when they fit (wrapped in their column), else with the short ones, which fit
  /// 40×16 by design; the status bar below it always stays in view.
  public mutating func paintHelp(_ help: [KeyHint], note: String?, style: ChromeStyle) {
    guard !help.isEmpty else { return }
    let screen = (width: width, height: height)
    let keysWidth = help.map { Self.keysWidth($0.keys, arrows: style.rounded) }.max() ?? 0
    let maxInner = screen.width - 4
    let maxRows = screen.height - 3  // the frame, and the status bar stays in view
    let noteWidth = note.map { CharacterWidth.of($0) } ?? 0
    /// The rows the table needs with `full` descriptions in an inner width of `inner`.
    func rows(full: Bool, inner: Int) -> Int {
      let room = max(inner - keysWidth - 2, 1)
      var count = 0
      for hint in help {
        let text = full ? hint.action : hint.short
        count += max((CharacterWidth.of(text) + room - 1) / room, 1)
      }
      if note != nil { count += max((noteWidth + inner - 1) / inner, 1) }
      return count
    }
    let fullWidth = keysWidth + 2 + (help.map { CharacterWidth.of($0.action) }.max() ?? 0)
    let inner = min(max(fullWidth, noteWidth), maxInner)
    let full = rows(full: true, inner: inner) <= maxRows
    let shortWidth = keysWidth + 2 + (help.map { CharacterWidth.of($0.short) }.max() ?? 0)
    let width = full ? inner : min(max(shortWidth, min(noteWidth, maxInner)), maxInner)
    let height = min(rows(full: full, inner: width), maxRows)
    guard width > keysWidth + 4, height > 0 else { return }
    let left = (screen.width - width - 4) / 2
    let top = (screen.height - 1 - height - 2) / 2
    let frame = style.heading
    fill(x: left, y: top, width: width + 4, height: height + 2, with: .blank)
    paintBox(x: left, y: top, width: width + 4, height: height + 2, style: style)
    write(" keys ", x: left + 2, y: top, style: frame)
    var y = top + 1
    let bottom = top + 1 + height
    for hint in help where y < bottom {
      writeKeys(hint.keys, x: left + 2, y: y, style: style.key, arrows: style.rounded)
      y += writeWrapped(
        full ? hint.action : hint.short, x: left + 2 + keysWidth + 2, y: y,
        width: width - keysWidth - 2, rows: bottom - y, style: style.text)
    }
    if let note, y < bottom {
      writeWrapped(
        note, x: left + 2, y: y, width: width, rows: bottom - y, style: style.dim)
    }
  }

  /// Writes a hint's keys as ``keyGlyphs(_:arrows:_:)`` shows them; the columns advanced.
  @discardableResult
  public mutating func writeKeys(
    _ keys: String, x: Int, y: Int, style: Style, arrows: Bool
  ) -> Int {
    var column = x
    Self.keyGlyphs(keys, arrows: arrows) { column += put($0, x: column, y: y, style: style) }
    return column - x
  }

  /// The columns ``writeKeys(_:x:y:style:arrows:)`` takes for `keys`.
  public static func keysWidth(_ keys: String, arrows: Bool) -> Int {
    var width = 0
    keyGlyphs(keys, arrows: arrows) { width += CharacterWidth.of($0) }
    return width
  }

  /// Hands `body` the scalars a hint's keys are shown with: as typed, or with `<-` and `->` as
  /// the pointers `◄` and `►` when `arrows` (where boxes are drawn); nothing allocates.
  ///
  /// Rule (docs/terminal.md "Output"): keys are named as typed in ASCII, and shown as arrows
  /// where the terminal draws Unicode chrome: solid pointers, which every monospace font
  /// draws inside a cell, where Noto Sans Mono's `←` and `→` (kitty's, alacritty's and mlterm's
  /// font here) are dashes a third of a cell long, "nearly invisible" in the key bar (fresh
  /// reviewers). The pointers, not the triangles `◀ ▶`: alacritty sets Noto's right triangle
  /// against the cell's right edge, where it touched the next word (`◀ ▶turn`, a fresh
  /// reviewer), as the timeline's arrowheads are pointers for the same font.
  static func keyGlyphs(_ keys: String, arrows: Bool, _ body: (Unicode.Scalar) -> Void) {
    var held: Unicode.Scalar?
    for scalar in keys.unicodeScalars {
      if arrows, let first = held {
        held = nil
        if first == "<" && scalar == "-" {
          body("\u{25C4}")
          continue
        }
        if first == "-" && scalar == ">" {
          body("\u{25BA}")
          continue
        }
        body(first)
      }
      if arrows && (scalar == "<" || scalar == "-") {
        held = scalar
      } else {
        body(scalar)
      }
    }
    if let first = held { body(first) }
  }

  /// A frame round the box at (`x`, `y`), rounded or ASCII as `style` says, in its heading
  /// style.
  public mutating func paintBox(x: Int, y: Int, width: Int, height: Int, style: ChromeStyle) {
    guard width >= 2, height >= 2 else { return }
    let (across, down): (Unicode.Scalar, Unicode.Scalar) = style.rounded ? ("─", "│") : ("-", "|")
    let corners: [Unicode.Scalar] = style.rounded ? ["╭", "╮", "╰", "╯"] : ["+", "+", "+", "+"]
    for column in (x + 1)..<(x + width - 1) {
      put(across, x: column, y: y, style: style.heading)
      put(across, x: column, y: y + height - 1, style: style.heading)
    }
    for row in (y + 1)..<(y + height - 1) {
      put(down, x: x, y: row, style: style.heading)
      put(down, x: x + width - 1, y: row, style: style.heading)
    }
    put(corners[0], x: x, y: y, style: style.heading)
    put(corners[1], x: x + width - 1, y: y, style: style.heading)
    put(corners[2], x: x, y: y + height - 1, style: style.heading)
    put(corners[3], x: x + width - 1, y: y + height - 1, style: style.heading)
  }

  /// The centred "terminal too small: need 40x16, have WxH" notice for a program whose
  /// smallest screen is `minimum`, wrapped at spaces to fit.
  public mutating func paintTooSmall(minimum: (width: Int, height: Int)) {
    guard width > 0, height > 0 else { return }
    // "terminal too small: need 40x16, have WxH", written in pieces so nothing allocates.
    let pieces: [(String?, Int?)] = [
      ("terminal", nil), ("too", nil), ("small:", nil), ("need", nil),
      (nil, nil), ("have", nil), (nil, nil),
    ]
    // Words and their widths: the sizes are written as numbers.
    func wordWidth(_ index: Int) -> Int {
      switch index {
      case 4: return Self.digits(minimum.width) + 1 + Self.digits(minimum.height) + 1
      case 6: return Self.digits(width) + 1 + Self.digits(height)
      default: return pieces[index].0?.count ?? 0
      }
    }
    // Greedy wrapping into lines of at most `width` columns.
    var lines: [(start: Int, end: Int, width: Int)] = []
    var start = 0
    var lineWidth = 0
    for index in pieces.indices {
      let w = wordWidth(index)
      if index > start && lineWidth + 1 + w > width {
        lines.append((start, index, lineWidth))
        start = index
        lineWidth = w
      } else {
        lineWidth += (index > start ? 1 : 0) + w
      }
    }
    lines.append((start, pieces.count, lineWidth))
    let top = max((height - lines.count) / 2, 0)
    for (row, line) in lines.enumerated() {
      var x = max((width - line.width) / 2, 0)
      for index in line.start..<line.end {
        if index > line.start { x += 1 }
        switch index {
        case 4:
          x += write(number: minimum.width, x: x, y: top + row)
          x += write("x", x: x, y: top + row)
          x += write(number: minimum.height, x: x, y: top + row)
          x += write(",", x: x, y: top + row)
        case 6:
          x += write(number: width, x: x, y: top + row)
          x += write("x", x: x, y: top + row)
          x += write(number: height, x: x, y: top + row)
        default:
          x += write(pieces[index].0 ?? "", x: x, y: top + row)
        }
      }
    }
  }

  /// Writes `text` clipped to `width` columns (a cut shows "~" as its last column).
  @discardableResult
  public mutating func writeClipped(
    _ text: String, x: Int, y: Int, width: Int, style: Style
  ) -> Int {
    guard width > 0 else { return 0 }
    let total = CharacterWidth.of(text)
    if total <= width { return write(text, x: x, y: y, style: style) }
    var column = x
    for scalar in text.unicodeScalars {
      let w = CharacterWidth.of(scalar)
      if column + w > x + width - 1 { break }
      column += put(scalar, x: column, y: y, style: style)
    }
    column += put("~", x: column, y: y, style: style)
    return column - x
  }

  /// The columns `value` takes in decimal.
  public static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count + (value < 0 ? 1 : 0)
  }
}
