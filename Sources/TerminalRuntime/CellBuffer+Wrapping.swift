/// Text wrapped into a width and a number of rows: at spaces, clause by clause, evened out,
/// after a lead in a style of its own; and the rows that takes, measured without writing.
extension CellBuffer {
  /// Writes `text` wrapped at spaces into `width` columns and at most `rows` rows (a word longer
  /// than a row is broken; text beyond the last row is cut with "~"); returns the rows used.
  @discardableResult
  public mutating func writeWrapped(
    _ text: String, x: Int, y: Int, width: Int, rows: Int, style: Style
  ) -> Int {
    Self.wrap(text, width: width, rows: rows) { scalar, column, row in
      put(scalar, x: x + column, y: y + row, style: style)
    } cut: {
      put("~", x: x + width - 1, y: y + rows - 1, style: style)
    }
  }

  /// Writes `text` wrapped as ``writeWrapped(_:x:y:width:rows:style:)`` wraps it, each row
  /// centred in the `width` columns from `x`; returns the rows used.
  @discardableResult
  public mutating func writeCentred(
    _ text: String, x: Int, y: Int, width: Int, rows: Int, style: Style
  ) -> Int {
    var ends: [Int] = []
    _ = Self.wrap(text, width: width, rows: rows) { scalar, column, row in
      let taken = CharacterWidth.of(scalar)
      while ends.count <= row { ends.append(0) }
      ends[row] = column + taken
      return taken
    } cut: {
    }
    return Self.wrap(text, width: width, rows: rows) { scalar, column, row in
      let indent = row < ends.count ? (width - ends[row]) / 2 : 0
      return put(scalar, x: x + indent + column, y: y + row, style: style)
    } cut: {
      put("~", x: x + width - 1, y: y + rows - 1, style: style)
    }
  }

  /// Writes `lead` in `leadStyle` and then `text` in `style`, wrapped together at spaces as
  /// ``writeWrapped(_:x:y:width:rows:style:)`` wraps one text, so that the text's second row
  /// starts under the lead rather than after it; returns the rows used.
  @discardableResult
  public mutating func writeWrapped(
    _ text: String, lead: String, leadStyle: Style, x: Int, y: Int, width: Int, rows: Int,
    style: Style
  ) -> Int {
    // The wrap puts every scalar but the spaces: the lead's are the first ones put.
    var leading = lead.unicodeScalars.count { $0 != " " }
    return Self.wrap(lead + text, width: width, rows: rows) { scalar, column, row in
      defer { leading -= 1 }
      return put(scalar, x: x + column, y: y + row, style: leading > 0 ? leadStyle : style)
    } cut: {
      put("~", x: x + width - 1, y: y + rows - 1, style: style)
    }
  }

  /// The fewest columns, up to `width`, in which `texts` take no more rows than in `width`.
  ///
  /// Each text wrapped from a row of its own: the same rows, evened out, so that a last word
  /// does not stand alone on its row. `width` itself where they take `rows` rows or more (they
  /// may be cut) or where fewer columns would break a word.
  public static func balancedWidth(_ texts: [String], width: Int, rows: Int) -> Int {
    func total(_ columns: Int) -> Int {
      texts.reduce(0) { $0 + wrappedRows($1, width: columns, rows: rows) }
    }
    // Text cut at `rows` keeps the whole width; no word is broken to even the rows out.
    let wanted = total(width)
    guard wanted < rows else { return width }
    let longest =
      texts.lazy.flatMap { $0.split(separator: " ") }.map { CharacterWidth.of($0) }.max() ?? 0
    var columns = width
    while columns > max(longest, 1) && total(columns - 1) == wanted { columns -= 1 }
    return columns
  }

  /// The rows ``writeWrapped(_:x:y:width:rows:style:)`` would use for `text`, written nowhere.
  public static func wrappedRows(_ text: String, width: Int, rows: Int) -> Int {
    wrap(text, width: width, rows: rows) { scalar, _, _ in
      CharacterWidth.of(scalar)
    } cut: {
    }
  }

  /// `text` as clauses, each to start a row of its own, where that costs no row.
  ///
  /// Split after each "; " where the clauses so wrapped take no more rows than the whole (in
  /// `width` columns, at most `rows`), else the whole. So a hint of two lines breaks as
  /// "Enter shuts;" over "x: fresh try", where wrapped whole it left "try" alone on the
  /// second.
  public static func clauses(_ text: String, width: Int, rows: Int) -> [String] {
    let parts = text.split(separator: "; ", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return [text] }
    let clauses = parts.indices.map { parts[$0] + ($0 < parts.count - 1 ? ";" : "") }
    let whole = wrappedRows(text, width: width, rows: rows)
    guard whole > 1 else { return [text] }
    let split = clauses.reduce(0) { $0 + wrappedRows(String($1), width: width, rows: rows) }
    return split <= whole ? clauses.map(String.init) : [text]
  }

  /// Wraps `text` as ``writeWrapped(_:x:y:width:rows:style:)`` describes, handing each scalar
  /// to `put` at its column and row (it returns the columns taken) and calling `cut` where
  /// the text is cut; returns the rows used.
  static func wrap(
    _ text: String, width: Int, rows: Int, put: (Unicode.Scalar, Int, Int) -> Int,
    cut: () -> Void
  ) -> Int {
    guard width > 0, rows > 0 else { return 0 }
    var row = 0
    var column = 0
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      // The next word: its scalars up to a space, measured without copying it.
      guard scalars[index] != " " else {
        index = scalars.index(after: index)
        continue
      }
      var end = index
      var w = 0
      while end < scalars.endIndex && scalars[end] != " " {
        w += CharacterWidth.of(scalars[end])
        end = scalars.index(after: end)
      }
      if column > 0 && column + 1 + w > width {
        row += 1
        column = 0
      } else if column > 0 {
        column += 1
      }
      guard row < rows else {
        cut()
        return rows
      }
      while index < end {
        let scalar = scalars[index]
        if column + CharacterWidth.of(scalar) > width {
          row += 1
          column = 0
          guard row < rows else {
            cut()
            return rows
          }
        }
        column += put(scalar, column, row)
        index = scalars.index(after: index)
      }
    }
    return row + 1
  }
}
