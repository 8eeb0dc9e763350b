/// A cell that differs from the previous frame.
public struct CellChange: Sendable, Hashable {
  /// Column.
  public var x: Int
  /// Row.
  public var y: Int
  /// The new cell.
  public var cell: Cell

  /// A change of the cell at column `x`, row `y` to `cell`.
  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}

extension CellBuffer {
  /// The cells of this buffer that differ from `previous`, in row-major order, written into
  /// `changes` (emptied first, its storage reused).
  ///
  /// Rule: when the sizes differ every cell counts as changed (the terminal was re-laid out);
  /// otherwise only the damaged cells are looked at, so what was not drawn since the
  /// last ``clearDamage()`` must be what `previous` holds. Continuation cells of wide graphemes
  /// are listed too; writers skip width 0.
  ///
  /// With `overhang` (whole cells: mlterm), the cell right of a glyph that changed is listed
  /// too, changed or not: mlterm draws a glyph a pixel into the next cell and leaves that
  /// pixel behind when the glyph goes, until that cell is written again (a blue speck after
  /// the trail's last run where its pointer stood, a fresh reviewer).
  public func diff(
    from previous: CellBuffer, into changes: inout [CellChange], overhang: Bool = false
  ) {
    changes.removeAll(keepingCapacity: true)
    let same = previous.width == width && previous.height == height
    for y in 0..<height {
      if overhang && same {
        diff(row: y, from: previous, overhang: &changes)
        continue
      }
      for x in same ? damage(row: y) : 0..<width {
        let cell = self[x, y]
        if !same || previous[x, y] != cell {
          changes.append(CellChange(x: x, y: y, cell: cell))
        }
      }
    }
  }

  /// Row `y`'s changes from `previous` with the cell right of each glyph that changed (see
  /// ``diff(from:into:overhang:)``), apart from the plain loop, whose instructions a frame
  /// the ring's budget counts.
  private func diff(row y: Int, from previous: CellBuffer, overhang changes: inout [CellChange]) {
    let columns = damage(row: y)
    var x = columns.lowerBound
    var again = -1
    while x < columns.upperBound || x == again {
      let cell = self[x, y]
      if previous[x, y] != cell || x == again {
        changes.append(CellChange(x: x, y: y, cell: cell))
        if previous[x, y].scalar != " " && x + 1 < width { again = x + 1 }
      }
      x += 1
    }
  }

  /// The cells of this buffer that differ from `previous`.
  public func diff(from previous: CellBuffer) -> [CellChange] {
    var changes: [CellChange] = []
    diff(from: previous, into: &changes)
    return changes
  }

  /// Each row as text: no escape codes, wide graphemes once, trailing spaces trimmed.
  public var lines: [String] {
    (0..<height).map { y in
      var line = String.UnicodeScalarView()
      for x in 0..<width {
        let cell = self[x, y]
        if cell.width > 0 { line.append(cell.scalar) }
      }
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// Each row as text with its styles, written by `encoder` (at its colour depth), for
  /// printing: `lines` with escape codes.
  public func styledLines(_ encoder: inout TerminalEncoder) -> [String] {
    (0..<height).map { encoder.line(of: self, row: $0) }
  }

  /// The rows joined by newlines.
  public var plainText: String { lines.joined(separator: "\n") }
}
