import AnimationCore
import TerminalRuntime

/// The trail's runs as large digits, the way the face paints its numbers (``Numerals``).
///
/// Rule (docs/terminal.md "Output"): in a framed trail on a filled picture with room for them,
/// each run's number stands in painted digits three to five rows tall, its direction letter (and
/// whole turns) under it; the run still being dialed in the ring's colour, the others in the
/// shackle's steel. A trail of text beside a large lock is a speck; the numbers dialed are what
/// the panel is for.
extension LockRenderer {
  /// The tallest digits, in rows, the trail paints.
  static let trailDigitMostRows = 5
  /// The shortest: below three rows a painted digit is coarser than a text one.
  static let trailDigitFewestRows = 3
  /// The columns between two runs' slots.
  static let trailDigitGap = 2

  /// One run's slot: its number, the text under it and the columns it takes.
  struct TrailSlot {
    var number: Int
    var caption: String
    var live: Bool
    var last: Bool
    var columns: Int
  }

  /// The rows of the digits for `scene`'s trail in `body`, whose hint takes `hintRows` rows,
  /// their height in dots, and the slots that fit its width (the latest runs); `nil` where the
  /// trail stays text: no filled picture, whole cells, no runs, or no room for three rows of
  /// digits, a caption and the hint.
  func trailDigits(
    _ scene: LockScene, body: Rect, hintRows: Int
  ) -> (rows: Int, height: Double, slots: [TrailSlot], omitted: Bool)? {
    guard drawsRaster, !options.wholeCells, !scene.trail.isEmpty else { return nil }
    let most = min(Self.trailDigitMostRows, body.width / 7, body.height - 1 - hintRows)
    guard most >= Self.trailDigitFewestRows else { return nil }
    let rowDots = LockGeometry.rowDots(filled: true, cellAspect: scene.cellAspect)
    func width(_ slots: [TrailSlot]) -> Int {
      slots.reduce(0) { $0 + $1.columns } + Self.trailDigitGap * (slots.count - 1)
    }
    // The tallest digits whose every run fits the width; in the fewest rows, digits down to
    // two rows and six pixels tall; else the latest runs that fit after an ellipsis.
    let shortest = max(2 * rowDots, 6 * rowDots / Double(rasterGrid.down))
    for rows in stride(from: most, through: Self.trailDigitFewestRows, by: -1) {
      var height = Self.trailDigitHeight(rows: rows, rowDots: rowDots)
      var slots = trailSlots(scene, height: height)
      if rows == Self.trailDigitFewestRows {
        while width(slots) > body.width && height - 1 >= shortest {
          height -= 1
          slots = trailSlots(scene, height: height)
        }
      } else if width(slots) > body.width {
        continue
      }
      let omitted = width(slots) > body.width || scene.trailOmitted > 0
      let room = body.width - (omitted ? 2 : 0)
      while width(slots) > room, slots.count > 1 { slots.removeFirst() }
      return (rows, height, slots, omitted)
    }
    return nil
  }

  /// A painted digit's height in dots for `rows` rows of `rowDots` dots: a stroke's width
  /// short of the rows, so that its strokes stay inside them.
  static func trailDigitHeight(rows: Int, rowDots: Double) -> Double {
    (Double(rows) * rowDots / (1 + 2 * Numerals.weight)).rounded(.down)
  }

  /// Every run's slot for digits `height` dots tall, as wide as its digits are painted (on
  /// pixels of the picture's grid) or its caption.
  func trailSlots(_ scene: LockScene, height: Double) -> [TrailSlot] {
    let ellipsis = options.ascii ? "..." : "…"
    let column = 2 / Double(rasterGrid.across)
    return scene.trail.enumerated().map { index, run in
      let last = index == scene.trail.count - 1
      let live = scene.trailIsLive && last
      let caption =
        String(run.direction.letter) + (run.wholeTurns > 0 ? "x\(run.wholeTurns)" : "")
        + (live ? ellipsis : "")
      // The strokes' middles, and a stroke's width snapped to whole pixels as it is painted.
      let painted = Self.snappedWidth(of: run.number, height: height, column: column).total
      let stroke = max((2 * Numerals.weight * height / column).rounded(), 1) * column
      let digits = Int(((painted + stroke) / 2).rounded(.up))
      return TrailSlot(
        number: run.number, caption: caption, live: live, last: last,
        columns: max(digits, caption.count))
    }
  }

  /// Paints the digits of `slots`, `height` dots tall, in `rows` rows from (`x`, `y`),
  /// captions on the row under them, after an ellipsis when earlier runs are left out.
  mutating func paintTrailDigits(
    _ slots: [TrailSlot], rows: Int, height: Double, omitted: Bool, cellAspect: Double, x: Int,
    y: Int, into buffer: inout CellBuffer
  ) {
    var left = x
    if omitted {
      buffer.write(options.ascii ? "..." : "…", x: left, y: y + rows / 2, style: palette.dim)
      left += 2
    }
    let width = slots.reduce(0) { $0 + $1.columns } + Self.trailDigitGap * (slots.count - 1)
    // The digits are painted as the face's are, which read of a geometry only the pixel's
    // size in dots (``pixelDots(_:_:)``): a cell's row of the picture's square dots.
    var g = LockGeometry(radius: 8, filled: true)
    g.rowDots = LockGeometry.rowDots(filled: true, cellAspect: cellAspect)
    trailRaster.reset(columns: max(width, 1), rows: rows, grid: rasterGrid)
    trailRaster.backdrop = options.backdrop
    // Antialiased as the face's digits are, hard in 16 colours, whose greys are two.
    trailRaster.hardEdges = options.depth == .ansi16
    var column = 0
    for slot in slots {
      let center = Point2D(
        x: Double(2 * column + slot.columns), y: Double(rows) * g.rowDots / 2)
      Self.paintNumber(
        &trailRaster, slot.number, center: center, height: height,
        color: slot.live ? finish.ringHead : finish.barOneTone, pieces: &numeralPieces,
        geometry: g)
      let captionX = left + column + (slot.columns - slot.caption.count) / 2
      buffer.write(
        slot.caption, x: captionX, y: y + rows, style: runStyle(last: slot.last, live: slot.live))
      column += slot.columns + Self.trailDigitGap
    }
    trailRaster.render(into: &buffer, x: left, y: y, fallback: Self.fallback)
  }
}
