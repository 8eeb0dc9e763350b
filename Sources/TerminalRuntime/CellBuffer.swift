/// A grid of cells that painters write into, compared frame to frame so that the terminal gets
/// only what changed (ratatui's Buffer).
///
/// Writes outside the grid are clipped, never trapped; a 0×0 buffer accepts every write and
/// keeps nothing. Resizing keeps the storage, so a steady frame loop allocates nothing.
///
/// Damage: every write widens its row's damaged span, and ``diff(from:into:)`` looks
/// only inside those spans, so a frame costs the cells that were drawn, not the screen.
/// ``generation`` counts the resets, so a painter can tell that its last picture is still there.
public struct CellBuffer: Sendable, Equatable {
  /// Columns.
  public private(set) var width: Int
  /// Rows.
  public private(set) var height: Int
  private var cells: [Cell]
  /// Per row, the columns written since the last ``clearDamage()``: `low..<high` (empty when
  /// `low >= high`).
  private var damageLow: [Int]
  private var damageHigh: [Int]
  /// How many times the buffer was reset (see the type's rules).
  public private(set) var generation = 0

  /// A blank buffer of `width` × `height` (negative sizes count as 0).
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: .blank, count: self.width * self.height)
    damageLow = Array(repeating: 0, count: self.height)
    damageHigh = Array(repeating: self.width, count: self.height)
  }

  /// Equal when the sizes and cells are (damage and generation are bookkeeping).
  public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
  }

  /// The damaged columns of row `y` (see the type's rules).
  public func damage(row y: Int) -> Range<Int> {
    guard y >= 0, y < height, damageLow[y] < damageHigh[y] else { return 0..<0 }
    return damageLow[y]..<damageHigh[y]
  }

  /// Forgets the damage: what is in the buffer is now on screen.
  public mutating func clearDamage() {
    for row in 0..<height {
      damageLow[row] = width
      damageHigh[row] = 0
    }
  }

  /// Marks every cell damaged.
  public mutating func damageAll() {
    for row in 0..<height {
      damageLow[row] = 0
      damageHigh[row] = width
    }
  }

  /// Widens row `y`'s damage to take in columns `from..<to` (already clipped).
  @inline(__always)
  private mutating func damage(_ y: Int, _ from: Int, _ to: Int) {
    if from < damageLow[y] { damageLow[y] = from }
    if to > damageHigh[y] { damageHigh[y] = to }
  }

  /// A buffer holding `lines` (each grapheme one cell, wide ones two), padded with blanks.
  public init(lines: [String]) {
    let width = lines.map { CharacterWidth.of($0) }.max() ?? 0
    self.init(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { write(line, x: 0, y: row) }
  }

  /// Makes the buffer `width` × `height` and blank, reusing its storage; all of it damaged.
  public mutating func reset(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    let count = self.width * self.height
    if cells.count != count {
      cells.removeAll(keepingCapacity: true)
      cells.append(contentsOf: repeatElement(.blank, count: count))
    } else {
      for index in cells.indices { cells[index] = .blank }
    }
    if damageLow.count != self.height {
      damageLow = Array(repeating: 0, count: self.height)
      damageHigh = Array(repeating: self.width, count: self.height)
    }
    damageAll()
    generation &+= 1
  }

  /// Makes this buffer a copy of `other`'s cells and size, reusing its storage where the sizes
  /// agree; all of it damaged.
  public mutating func copy(from other: CellBuffer) {
    guard other.width == width, other.height == height else {
      let generation = self.generation
      self = other
      self.generation = generation &+ 1
      damageAll()
      return
    }
    for index in cells.indices { cells[index] = other.cells[index] }
    damageAll()
    generation &+= 1
  }

  /// Sets the cells listed in `changes` (a diff of this size), without damaging them: the
  /// other side of a frame, brought up to date.
  public mutating func apply(_ changes: [CellChange]) {
    for change in changes where contains(x: change.x, y: change.y) {
      cells[change.y * width + change.x] = change.cell
    }
  }

  /// Whether (x, y) is inside the grid.
  @inline(__always)
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// The cell at (x, y), or a blank outside the grid.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set {
      guard contains(x: x, y: y) else { return }
      cells[y * width + x] = newValue
      damage(y, x, x + 1)
    }
  }

  /// Writes one scalar at (x, y) and returns the columns advanced.
  ///
  /// The scalar takes its display width, clipped at the edges; a wide scalar that does not fit
  /// is replaced by a space.
  @discardableResult
  public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style = .plain) -> Int {
    let columns = CharacterWidth.of(scalar)
    guard columns > 0 else { return 0 }
    guard y >= 0, y < height else { return columns }
    if columns == 2 {
      guard x >= 0, x + 1 < width else {
        if x >= 0 && x < width {
          cells[y * width + x] = Cell(" ", style: style)
          damage(y, x, x + 1)
        }
        return 2
      }
      cells[y * width + x] = Cell(scalar, style: style, width: 2)
      cells[y * width + x + 1] = Cell(" ", style: style, width: 0)
      damage(y, x, x + 2)
      return 2
    }
    if x >= 0 && x < width {
      cells[y * width + x] = Cell(scalar, style: style)
      damage(y, x, x + 1)
    }
    return 1
  }

  /// Writes `text` from (x, y) to the right, clipped, each grapheme by its first scalar.
  ///
  /// Returns the columns advanced.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: Style = .plain
  ) -> Int {
    var column = x
    for scalar in text.unicodeScalars {
      column += put(scalar, x: column, y: y, style: style)
      if column >= width && column > x { break }
    }
    return column - x
  }

  /// Writes a non-negative integer's digits from (x, y) without building a string.
  ///
  /// Returns the columns advanced.
  @discardableResult
  public mutating func write(number: Int, x: Int, y: Int, style: Style = .plain) -> Int {
    var value = number
    var column = x
    if value < 0 {
      column += put("-", x: column, y: y, style: style)
      value = value == Int.min ? Int.max : -value
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    repeat {
      let digit = UInt8(truncatingIfNeeded: value / divisor % 10)
      column += put(Unicode.Scalar(48 + digit), x: column, y: y, style: style)
      divisor /= 10
    } while divisor > 0
    return column - x
  }

  /// Writes `value` with `decimals` digits after the point (rounded), without building a string.
  ///
  /// Returns the columns advanced.
  @discardableResult
  public mutating func write(
    decimal value: Double, decimals: Int, x: Int, y: Int, style: Style = .plain
  ) -> Int {
    guard value.isFinite else { return write("-", x: x, y: y, style: style) }
    var scale = 1.0
    for _ in 0..<min(max(decimals, 0), 9) { scale *= 10 }
    // Beyond what fits an Int, say so rather than trap.
    guard abs(value) * scale < 1e18 else { return write(">1e9", x: x, y: y, style: style) }
    let scaled = Int((abs(value) * scale).rounded())
    var column = x
    if value < 0 && scaled != 0 { column += put("-", x: column, y: y, style: style) }
    let whole = scaled / Int(scale)
    column += write(number: whole, x: column, y: y, style: style)
    if decimals > 0 {
      column += put(".", x: column, y: y, style: style)
      var fraction = scaled % Int(scale)
      var divisor = Int(scale) / 10
      while divisor > 0 {
        column += put(Unicode.Scalar(48 + UInt8(fraction / divisor)), x: column, y: y, style: style)
        fraction %= divisor
        divisor /= 10
      }
    }
    return column - x
  }

  /// Fills a rectangle with `cell`, clipped.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, with cell: Cell) {
    let top = max(y, 0)
    let bottom = min(y.addingReportingOverflow(height).partialValue, self.height)
    let left = max(x, 0)
    let right = min(x.addingReportingOverflow(width).partialValue, self.width)
    guard top < bottom, left < right else { return }
    for row in top..<bottom {
      for column in left..<right { cells[row * self.width + column] = cell }
      damage(row, left, right)
    }
  }
}
