import AnimationCore

/// A drawing surface with sub-cell resolution: each cell holds a 2 × 4 grid of dots, drawn as one
/// braille character (U+2800–U+28FF) or, in ASCII mode, as the ASCII character closest to the
/// same dots.
///
/// Geometry: dot (x, y) has x to the right and y downwards. Because a terminal cell is about
/// twice as tall as wide, a dot is about square, so a circle in dot space looks round. Angles are
/// mathematical (counter-clockwise positive, 0 pointing right). Each dot carries an ink: the
/// last ink drawn in a cell picks the cell's style. Strokes also note their direction, so that
/// ASCII output draws `-`, `|`, `/` and `\` along them instead of guessing from the dots.
/// Inks at or above ``behind`` are drawn behind the others: they never enter a cell that
/// holds another ink. Storage is reused across frames.
public struct Canvas: Sendable {
  /// Columns of cells.
  public private(set) var columns = 0
  /// Rows of cells.
  public private(set) var rows = 0
  // The storage is visible to inlined code: the renderers call the per-dot and per-cell
  // functions below once a frame for every dot of the ring, and they inline across modules.
  @usableFromInline var dots: [UInt8] = []
  @usableFromInline var inks: [UInt8] = []
  @usableFromInline var glyphs: [UInt8] = []

  /// Inks from this value up are background strokes (see the type's rules).
  public var behind: UInt8 = .max

  /// An empty canvas.
  public init() {}

  /// A blank canvas of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    reset(columns: columns, rows: rows)
  }

  /// Dots across.
  public var dotWidth: Int { columns * 2 }
  /// Dots down.
  public var dotHeight: Int { rows * 4 }

  /// Makes the canvas blank at `columns` × `rows`, reusing its storage.
  public mutating func reset(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    let count = self.columns * self.rows
    if dots.count != count {
      dots.removeAll(keepingCapacity: true)
      dots.append(contentsOf: repeatElement(0, count: count))
      inks.removeAll(keepingCapacity: true)
      inks.append(contentsOf: repeatElement(0, count: count))
      glyphs.removeAll(keepingCapacity: true)
      glyphs.append(contentsOf: repeatElement(0, count: count))
    } else {
      for index in dots.indices {
        dots[index] = 0
        inks[index] = 0
        glyphs[index] = 0
      }
    }
  }

  /// The braille bit of dot (x, y) within a cell (U+2800's dots 1–8: 1, 2, 3, 7 down the left
  /// column, 4, 5, 6, 8 down the right), byte x·4 + y of one constant: no table to load.
  @inlinable @inline(__always)
  static func bit(x: Int, y: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: UInt64(0x8020_1008_4004_0201) >> UInt64(((x & 1) << 2 | (y & 3)) * 8))
  }

  /// Sets the dot nearest to (x, y), clipped; `glyph` is the ASCII character for its cell
  /// (0: chosen from the dots).
  @inlinable @inline(__always)
  public mutating func plot(x: Double, y: Double, ink: UInt8 = 0, glyph: UInt8 = 0) {
    guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
    let dx = Int((x + 0.5).rounded(.down))
    let dy = Int((y + 0.5).rounded(.down))
    plot(dotX: dx, dotY: dy, ink: ink, glyph: glyph)
  }

  /// Sets dot (x, y), clipped (a background ink skips cells that hold another ink).
  @inlinable @inline(__always)
  public mutating func plot(dotX x: Int, dotY y: Int, ink: UInt8 = 0, glyph: UInt8 = 0) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let index = (y >> 2) * columns + (x >> 1)
    if ink >= behind && dots[index] != 0 && inks[index] < behind { return }
    if ink < behind && dots[index] != 0 && inks[index] >= behind {
      dots[index] = 0  // a foreground stroke takes the cell from a background one
      glyphs[index] = 0
    }
    dots[index] |= Self.bit(x: x, y: y)
    inks[index] = ink
    if glyph != 0 { glyphs[index] = glyph }
  }

  /// Makes this canvas a copy of `other` (the same size), reusing its own storage: no
  /// allocation, unlike assignment followed by a write (copy on write).
  public mutating func copy(from other: Canvas) {
    guard other.columns == columns, other.rows == rows else {
      self = other
      return
    }
    behind = other.behind
    dots.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: other.dots) }
    inks.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: other.inks) }
    glyphs.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: other.glyphs) }
  }

  /// Clears dot (x, y), clipped (a notch cut into a stroke).
  public mutating func clear(dotX x: Int, dotY y: Int) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    dots[(y >> 2) * columns + (x >> 1)] &= ~Self.bit(x: x, y: y)
  }

  /// The ASCII character of a stroke going (dx, dy) in dot space (y down).
  @inlinable
  static func strokeGlyph(dx: Double, dy: Double) -> UInt8 {
    let ax = abs(dx)
    let ay = abs(dy) * 0.5  // a cell is twice as tall as wide: judge slopes in cells
    if ay < ax * 0.45 { return UInt8(ascii: "-") }
    if ax < ay * 0.45 { return UInt8(ascii: "|") }
    return (dx > 0) == (dy > 0) ? UInt8(ascii: "\\") : UInt8(ascii: "/")
  }

  /// Draws a straight line of dots.
  public mutating func line(from a: Point2D, to b: Point2D, ink: UInt8 = 0) {
    let length = max(abs(b.x - a.x), abs(b.y - a.y))
    guard length.isFinite, length < 100_000 else { return }
    let steps = max(Int(length.rounded(.up)), 1)
    let glyph = Self.strokeGlyph(dx: b.x - a.x, dy: b.y - a.y)
    for step in 0...steps {
      let t = Double(step) / Double(steps)
      plot(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, ink: ink, glyph: glyph)
    }
  }

  /// Draws a bar `width` dots thick centred on the line from `a` to `b`.
  public mutating func bar(from a: Point2D, to b: Point2D, width: Double, ink: UInt8 = 0) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length.isFinite, length > 0 else { return line(from: a, to: b, ink: ink) }
    let (nx, ny) = (-dy / length, dx / length)
    let count = max(Int((width * 2).rounded(.up)), 1)
    for index in 0..<count {
      let offset = (Double(index) / Double(max(count - 1, 1)) - 0.5) * (width - 1)
      line(
        from: Point2D(x: a.x + nx * offset, y: a.y + ny * offset),
        to: Point2D(x: b.x + nx * offset, y: b.y + ny * offset), ink: ink)
    }
  }

  /// The dot-space point at `angle` (radians, counter-clockwise from the right) on a circle.
  public static func point(center: Point2D, radius: Double, angle: Double) -> Point2D {
    let direction = Angle(radians: angle)
    return Point2D(
      x: center.x + radius * direction.cosine, y: center.y - radius * direction.sine)
  }

  /// Draws the arc of a circle from `start` to `end`.
  ///
  /// Radians, counter-clockwise when end > start, densely enough to leave no gaps; with `every`
  /// above 1, only every so many dots along it (a dotted track). `glyph` overrides the ASCII
  /// character (0: along the arc).
  @inlinable
  public mutating func arc(
    center: Point2D, radius: Double, from start: Double, to end: Double, ink: UInt8 = 0,
    every: Int = 1, glyph: UInt8 = 0
  ) {
    let sweep = end - start
    guard radius > 0, radius < 100_000, sweep.isFinite, start.isFinite else { return }
    let steps = min(max(Int((abs(sweep) * radius * 1.5).rounded(.up)), 1), 400_000)
    // Walk the circle by rotating a vector: one cosine and sine for the whole arc.
    let delta = Angle(radians: sweep / Double(steps))
    let (c, s) = (delta.cosine, delta.sine)
    let first = Angle(radians: start)
    var dx = radius * first.cosine
    var dy = radius * first.sine
    let spacing = Double(max(every, 1))
    var lastDot: (Int, Int)?
    var dotsSince = 0
    for _ in 0...steps {
      let x = center.x + dx
      let y = center.y - dy
      let dot = (Int((x + 0.5).rounded(.down)), Int((y + 0.5).rounded(.down)))
      if lastDot.map({ $0 != dot }) ?? true {
        lastDot = dot
        if dotsSince % Int(spacing) == 0 {
          // The tangent of a counter-clockwise walk, in y-down dot space.
          let tangent = glyph != 0 ? glyph : Self.strokeGlyph(dx: -dy, dy: -dx)
          plot(dotX: dot.0, dotY: dot.1, ink: ink, glyph: tangent)
        }
        dotsSince += 1
      }
      (dx, dy) = (dx * c - dy * s, dx * s + dy * c)
    }
  }

  /// Draws a ring `width` dots thick whose outer edge is `radius`.
  public mutating func band(
    center: Point2D, radius: Double, width: Double, from start: Double = 0,
    to end: Double = 2 * .pi, ink: UInt8 = 0
  ) {
    var r = radius
    while r > radius - width && r > 0 {
      arc(center: center, radius: r, from: start, to: end, ink: ink)
      r -= 0.75
    }
  }

  /// Draws a whole circle.
  public mutating func circle(center: Point2D, radius: Double, ink: UInt8 = 0) {
    arc(center: center, radius: radius, from: 0, to: 2 * .pi, ink: ink)
  }

  /// Draws the canvas into `buffer` with its top-left cell at (x, y).
  ///
  /// Each cell with dots becomes a braille or ASCII character in `styles[ink]` (the plain style
  /// for an ink without one); cells without dots are left as they are.
  public func render(
    into buffer: inout CellBuffer, x: Int, y: Int, styles: [Style], ascii: Bool
  ) {
    for row in 0..<rows {
      for column in 0..<columns where dots[row * columns + column] != 0 {
        let (scalar, style) = cell(row * columns + column, styles: styles, ascii: ascii)
        buffer.put(scalar, x: x + column, y: y + row, style: style)
      }
    }
  }

  /// Writes into `buffer` only the cells that differ from `previous` (the canvas as last
  /// rendered there, the same size): a cell without dots now becomes blank.
  ///
  /// Returns false, maybe having written some, when a changed cell is one `overlay` marks as
  /// holding more than the canvas (the caller then paints the whole area again), or when the
  /// sizes differ.
  @inlinable
  public func renderChanges(
    from previous: Canvas, into buffer: inout CellBuffer, x: Int, y: Int, styles: [Style],
    ascii: Bool, overlay: [Bool]
  ) -> Bool {
    guard previous.columns == columns, previous.rows == rows, overlay.count == dots.count else {
      return false
    }
    for index in dots.indices
    where dots[index] != previous.dots[index] || inks[index] != previous.inks[index]
      || glyphs[index] != previous.glyphs[index]
    {
      if overlay[index] { return false }
      let row = index / columns
      let column = index - row * columns
      if dots[index] == 0 {
        buffer[x + column, y + row] = .blank
      } else {
        let (scalar, style) = cell(index, styles: styles, ascii: ascii)
        buffer.put(scalar, x: x + column, y: y + row, style: style)
      }
    }
    return true
  }

  /// The character and style of cell `index`, which has dots.
  @inlinable @inline(__always)
  func cell(_ index: Int, styles: [Style], ascii: Bool) -> (Unicode.Scalar, Style) {
    let mask = dots[index]
    let ink = Int(inks[index])
    let style = ink < styles.count ? styles[ink] : .plain
    let glyph = glyphs[index]
    let scalar =
      ascii
      ? (glyph != 0 ? Unicode.Scalar(glyph) : Self.ascii(mask))
      : Unicode.Scalar(0x2800 + UInt32(mask)) ?? "?"
    return (scalar, style)
  }

  /// The ASCII character closest to a cell's dots.
  @usableFromInline
  static func ascii(_ mask: UInt8) -> Unicode.Scalar {
    let count = mask.nonzeroBitCount
    if count >= 6 { return "#" }
    let rowBits: [UInt8] = [0x09, 0x12, 0x24, 0xC0]
    let used = rowBits.map { mask & $0 != 0 }
    let left = mask & 0x47 != 0
    let right = mask & 0xB8 != 0
    let top = used[0] || used[1]
    let bottom = used[2] || used[3]
    if top && bottom {
      if left != right { return "|" }
      if mask & 0x03 != 0 && mask & 0xA0 != 0 && mask & 0x18 == 0 { return "\\" }
      if mask & 0x18 != 0 && mask & 0x44 != 0 && mask & 0x03 == 0 { return "/" }
      if used[1] && used[2] && !used[0] && !used[3] { return "-" }
      return ":"
    }
    if used[1] && used[2] { return "-" }
    if top { return used[1] && !used[0] ? "-" : "'" }
    return used[2] && !used[3] ? "-" : "."
  }
}
