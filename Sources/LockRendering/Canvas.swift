import AnimationCore

/// A drawing surface with sub-cell resolution: each cell holds a 2 × 4 grid of dots, drawn as one
/// braille character (U+2800–U+28FF) or, in ASCII mode, as the ASCII character closest to the
/// same dots.
///
/// Geometry: dot (x, y) has x to the right and y downwards. Because a terminal cell is about
/// twice as tall as wide, a dot is about square, so a circle in dot space looks round. Angles are
/// mathematical (counter-clockwise positive, 0 pointing right). Each dot carries an ink: the
/// last ink drawn in a cell picks the cell's style. Storage is reused across frames.
public struct Canvas: Sendable {
  /// Columns of cells.
  public private(set) var columns = 0
  /// Rows of cells.
  public private(set) var rows = 0
  private var dots: [UInt8] = []
  private var inks: [UInt8] = []

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
    } else {
      for index in dots.indices {
        dots[index] = 0
        inks[index] = 0
      }
    }
  }

  /// The braille bit of dot (x, y) within a cell, at index x·4 + y.
  private static let bits: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]

  /// Sets the dot nearest to (x, y), clipped.
  public mutating func plot(x: Double, y: Double, ink: UInt8 = 0) {
    guard x.isFinite, y.isFinite else { return }
    let dx = Int((x + 0.5).rounded(.down))
    let dy = Int((y + 0.5).rounded(.down))
    plot(dotX: dx, dotY: dy, ink: ink)
  }

  /// Sets dot (x, y), clipped.
  public mutating func plot(dotX x: Int, dotY y: Int, ink: UInt8 = 0) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let index = (y >> 2) * columns + (x >> 1)
    dots[index] |= Self.bits[(x & 1) << 2 | (y & 3)]
    inks[index] = ink
  }

  /// Whether dot (x, y) is set.
  public func isSet(dotX x: Int, dotY y: Int) -> Bool {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
    return dots[(y >> 2) * columns + (x >> 1)] & Self.bits[(x & 1) << 2 | (y & 3)] != 0
  }

  /// Draws a straight line of dots.
  public mutating func line(from a: Point2D, to b: Point2D, ink: UInt8 = 0) {
    let length = max(abs(b.x - a.x), abs(b.y - a.y))
    guard length.isFinite else { return }
    let steps = max(Int(length.rounded(.up)), 1)
    for step in 0...steps {
      let t = Double(step) / Double(steps)
      plot(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, ink: ink)
    }
  }

  /// The dot-space point at `angle` (radians, counter-clockwise from the right) on a circle.
  public static func point(center: Point2D, radius: Double, angle: Double) -> Point2D {
    let direction = Angle(radians: angle)
    return Point2D(
      x: center.x + radius * direction.cosine, y: center.y - radius * direction.sine)
  }

  /// Draws the arc of a circle from `start` to `end` (radians; counter-clockwise when end >
  /// start), densely enough to leave no gaps.
  public mutating func arc(
    center: Point2D, radius: Double, from start: Double, to end: Double, ink: UInt8 = 0
  ) {
    let sweep = end - start
    guard radius > 0, sweep.isFinite, start.isFinite else { return }
    let steps = min(max(Int((abs(sweep) * radius * 1.5).rounded(.up)), 1), 100_000)
    // Walk the circle by rotating a vector: one cosine and sine for the whole arc.
    let delta = Angle(radians: sweep / Double(steps))
    let (c, s) = (delta.cosine, delta.sine)
    let first = Angle(radians: start)
    var dx = radius * first.cosine
    var dy = radius * first.sine
    for _ in 0...steps {
      plot(x: center.x + dx, y: center.y - dy, ink: ink)
      (dx, dy) = (dx * c - dy * s, dx * s + dy * c)
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
      for column in 0..<columns {
        let mask = dots[row * columns + column]
        guard mask != 0 else { continue }
        let ink = Int(inks[row * columns + column])
        let style = ink < styles.count ? styles[ink] : .plain
        let scalar = ascii ? Self.ascii(mask) : Unicode.Scalar(0x2800 + UInt32(mask)) ?? "?"
        buffer.put(scalar, x: x + column, y: y + row, style: style)
      }
    }
  }

  /// The ASCII character closest to a cell's dots.
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
