import AnimationCore
import TerminalRuntime

/// The numbers of a large face drawn in whole cells (mlterm) as block digits.
///
/// Rule (docs/terminal.md "Numbers on the face"): where the face's ticks are text
/// (``LockRenderer/drawsTextTicks(_:)``), its numbers are block digits, each pixel of their
/// 3×5 grid (``BlockDigits``) a cell down and two across, or one where every number fits only
/// so, whole cells in the numbers' colour; one-cell text numbers on a face that large were
/// lost in it (fresh reviewers, mlterm at 200×60). Painted numbers are not drawn there: in
/// whole cells their strokes, a cell a pixel, are a scrawl.
extension LockRenderer {
  /// The rows of the face's block digits: a cell for each row of their grid.
  static let faceDigitRows = BlockDigits.size.down

  /// The columns `number`'s face digits take, `across` cells for each column of their grid:
  /// the trail's digits at that scale take as many.
  static func faceDigitColumns(_ number: Int, across: Int) -> Int {
    BlockDigits.columns(of: number, scale: across)
  }

  /// Draws every `step`-th number as block digits for the smallest step at which all of them
  /// stand inside the text ticks, clear of the hub, the index and each other (at each step
  /// two cells a column of their grid, else one), and only every number where the text shows
  /// every number (every other one read as a dial missing half its numbers); returns whether
  /// it drew them (else the face keeps text numbers).
  mutating func paintBlockLabels(
    _ dial: LockScene.DialView, stops: Int, geometry g: LockGeometry, area: Rect,
    into buffer: inout CellBuffer
  ) -> Bool {
    guard drawsTextTicks(g) else { return false }
    let dialAngle = Self.labelAngle(dial.angle, stops: stops)
    let wedge = Self.indexWedge(rasterGrid, geometry: g)
    // Every number, or text, where the text would show every number (as painted numerals).
    let textStep = Self.labelStep(stops: stops, radius: labelRim(g) - Self.labelInset)
    let most = textStep == 1 ? 1 : Int.max
    for step in [1, 2, 5, 10, 20, 25, 50, 100]
    where stops % step == 0 && stops / step >= 4 && step <= most {
      for across in [2, 1] {
        let boxes = blockLabelBoxes(
          stops: stops, step: step, across: across, dialAngle: dialAngle, wedge: wedge,
          geometry: g)
        guard !boxes.isEmpty else { continue }
        writeBlockLabels(boxes, across: across, dial: dial, area: area, into: &buffer)
        return true
      }
    }
    return false
  }

  /// Where every `step`-th number's block digits stand (``blockLabelBox``), `across` cells a
  /// column of their grid; none where one of them leaves the numbers' circle, meets the hub
  /// or the index, or stands nearer another than ``apart(_:_:)`` allows.
  func blockLabelBoxes(
    stops: Int, step: Int, across: Int, dialAngle: Angle, wedge: Wedge, geometry g: LockGeometry
  ) -> [(number: Int, column: Int, row: Int)] {
    var boxes: [(number: Int, column: Int, row: Int)] = []
    for number in stride(from: 0, to: stops, by: step) {
      guard
        let box = blockLabelBox(
          number, stops: stops, across: across, dialAngle: dialAngle, geometry: g),
        !Self.meetsAny(wedge, box, width: Self.faceDigitColumns(number, across: across), g),
        boxes.allSatisfy({ other in
          Self.apart(
            (other.column, other.row, Self.faceDigitColumns(other.number, across: across)),
            (box.column, box.row, Self.faceDigitColumns(number, across: across)),
            across: across)
        })
      else { return [] }
      boxes.append((number, box.column, box.row))
    }
    return boxes
  }

  /// Writes `boxes`' block digits in the numbers' colour, `across` cells a column of their
  /// grid, and takes their cells from the text ticks.
  mutating func writeBlockLabels(
    _ boxes: [(number: Int, column: Int, row: Int)], across: Int, dial: LockScene.DialView,
    area: Rect, into buffer: inout CellBuffer
  ) {
    taken.removeAll(keepingCapacity: true)
    pointerLabelled = false
    var style = Style(foreground: .rgb(finish.label, fallback: Self.fallback(finish.label)))
    style.attributes.insert(.reverse)
    for box in boxes {
      let width = Self.faceDigitColumns(box.number, across: across)
      for row in 0..<Self.faceDigitRows {
        let y = area.y + box.row + row
        for column in 0..<width
        where BlockDigits.isSet(box.number, x: column / across, y: row, scale: 1) {
          buffer.put(" ", x: area.x + box.column + column, y: y, style: style)
        }
        taken.append((area.x + box.column, y, width))
      }
      if box.number == dial.numberUnderPointer { pointerLabelled = true }
    }
  }

  /// The cell at the top left of `number`'s block digits, `across` cells a column of their
  /// grid: their box upright at the number's angle, touching from inside the circle the text
  /// numbers stand inside, snapped to cells; `nil` where the box's corners stand more than a
  /// row outside that circle (into the text ticks' row, whose ticks there give way) or meet
  /// the hub.
  func blockLabelBox(
    _ number: Int, stops: Int, across: Int, dialAngle: Angle, geometry g: LockGeometry
  ) -> (column: Int, row: Int)? {
    let (columns, rows) = (Self.faceDigitColumns(number, across: across), Self.faceDigitRows)
    let (wide, tall) = (Double(columns * 2), Double(rows) * g.rowDots)
    let outer = labelRim(g) - 1
    let angle = Angle(
      radians: LockGeometry.screenAngle(of: number, stops: stops, dialAngle: dialAngle))
    let reach = abs(angle.cosine) * wide / 2 + abs(angle.sine) * tall / 2
    let distance = outer - reach
    let (x, y) = (g.center.x + distance * angle.cosine, g.center.y - distance * angle.sine)
    let column = Int(((x - wide / 2) / 2).rounded())
    let row = Int(((y - tall / 2) / g.rowDots).rounded())
    let inner = g.hubRadius + 2
    for line in row..<(row + rows) {
      guard
        Self.fits(
          column: column, row: line, width: columns, center: g.center, between: inner,
          and: outer + g.rowDots, rowDots: g.rowDots)
      else { return nil }
    }
    return (column, row)
  }

  /// Whether block digits `width` columns wide at `box` share a cell with the index's `wedge`.
  static func meetsAny(
    _ wedge: Wedge, _ box: (column: Int, row: Int), width: Int, _ g: LockGeometry
  ) -> Bool {
    (box.row..<(box.row + faceDigitRows)).contains {
      meets(wedge, column: box.column, row: $0, width: width, center: g.center, rowDots: g.rowDots)
    }
  }

  /// Whether two boxes of block digits `across` cells a column of their grid (their top left
  /// cell and width) stand two blank cells a column apart side by side or a blank row apart
  /// one over the other.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): digits two cells a column with two blank
  /// cells between them stood as one row of slabs, "8 9 0 1 2" all but touching (fresh
  /// reviewers, mlterm at 200×60).
  static func apart(
    _ a: (column: Int, row: Int, width: Int), _ b: (column: Int, row: Int, width: Int),
    across: Int = 1
  ) -> Bool {
    let gap = 2 * across
    return a.column + a.width + gap <= b.column || b.column + b.width + gap <= a.column
      || a.row + faceDigitRows + 1 <= b.row || b.row + faceDigitRows + 1 <= a.row
  }
}
