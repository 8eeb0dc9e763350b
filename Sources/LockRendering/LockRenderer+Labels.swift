import AnimationCore
import LockModel
import TerminalRuntime

/// The numbers on the face and the number under the index, written as text over the picture.
extension LockRenderer {
  /// The numbers on the face: every ``labelStep(stops:radius:)``-th, each centred on its angle
  /// inside the ticks, and only where its cells stay clear of the ticks, the hub and the
  /// numbers already placed, with two blank cells between numbers on one row (so they never
  /// collide, run together or enter the hub at any size, at rest or turning).
  mutating func paintLabels(
    _ dial: LockScene.DialView, stops: Int, geometry: LockGeometry, area: Rect,
    into buffer: inout CellBuffer
  ) {
    taken.removeAll(keepingCapacity: true)
    pointerLabelled = false
    placeLabels(angle: dial.angle, stops: stops, geometry: geometry)
    for (number, column, row, width, _) in labels {
      let x = area.x + column
      let y = area.y + row
      guard x >= area.x, x + width <= area.x + area.width, y >= area.y,
        y < area.y + area.height,
        !taken.contains(where: { $0.y == y && x < $0.x + $0.width + 2 && $0.x < x + width + 2 })
      else { continue }
      let style = textStyle(
        palette.label, raster: finish.label, column: column, row: row, geometry: geometry)
      buffer.write(number: number, x: x, y: y, style: style)
      taken.append((x, y, width))
      if number == dial.numberUnderPointer { pointerLabelled = true }
    }
  }

  /// Where the numbers on the face go with the dial at `angle` (``labels``, in cells of the
  /// lock area): every ``labelStep(stops:radius:)``-th, each centred on its angle inside the
  /// ticks where its cells stay clear of the ticks, the hub and the index.
  mutating func placeLabels(angle: Angle, stops: Int, geometry: LockGeometry) {
    labels.removeAll(keepingCapacity: true)
    let c = geometry.center
    let clearOfTicks = !drawsRaster || drawsTicks(geometry)
    let outer = labelRim(geometry)
    // A compact hub is the font's dot in a cell (``paintDotHub``): the numbers may stand on
    // the rows next to it.
    let inner = geometry.hubRadius + (geometry.compact ? 0 : 1)
    let radius = outer - Self.labelInset
    guard radius > inner + 2, let step = Self.labelStep(stops: stops, radius: radius) else {
      return
    }
    let dialAngle =
      clearOfTicks ? angle : Self.labelAngle(angle, stops: stops)
    // The small lock's wedge is a row of cells above its numbers; moved inwards, the number
    // under it met the hub and was left out.
    let wedge =
      drawsRaster && !geometry.compact ? Self.indexWedge(rasterGrid, geometry: geometry) : nil
    for number in stride(from: 0, to: stops, by: step) {
      let angle = LockGeometry.screenAngle(of: number, stops: stops, dialAngle: dialAngle)
      let width = CellBuffer.digits(number)
      // Snapped to cells a label may poke into the ticks or the index: then it moves inwards,
      // up to a cell and a half.
      var cell: (column: Int, row: Int)?
      for inset in [0.0, 2, 4, 6] where cell == nil {
        let point = Canvas.point(center: c, radius: radius - inset, angle: angle)
        let column = Int(((point.x - Double(width)) / 2).rounded())
        let row = Int((point.y / geometry.rowDots).rounded(.down))
        if Self.fits(
          column: column, row: row, width: width, center: c, between: inner, and: outer,
          rowDots: geometry.rowDots),
          !Self.meets(
            wedge, column: column, row: row, width: width, center: c, rowDots: geometry.rowDots)
        {
          cell = (column, row)
        }
      }
      guard let (column, row) = cell else { continue }
      let height = Canvas.point(center: c, radius: radius, angle: angle).y - c.y
      labels.append((number, column, row, width, height))
    }
    if !clearOfTicks {
      separateLevels(
        center: c, between: inner, and: outer, wedge: wedge, rowDots: geometry.rowDots)
    }
  }

  /// Moves each of ``labels`` a row inside those standing higher (above the centre) or lower
  /// (below it) by half a row or more, where it is level with one or outside it, the labels
  /// nearest the rim first, where it still fits between the circles `inner` and `outer` and
  /// clear of `wedge`.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): on a small face, snapped to rows, the 9
  /// and the 1 stood in the 0's row where cells are tall (kitty, alacritty, VTE with a small
  /// font at 80×24), `9 0 1` over `8 2`, a keypad rather than a dial (fresh reviewers): each
  /// height of the circle keeps a row of its own where the face has the rows.
  mutating func separateLevels(
    center c: Point2D, between inner: Double, and outer: Double, wedge: Wedge?,
    rowDots: Double
  ) {
    for above in [true, false] {
      // From the rim towards the centre: the labels of this half, farthest first.
      let order = labels.indices
        .filter { (labels[$0].height < 0) == above }
        .sorted { abs(labels[$0].height) > abs(labels[$1].height) }
      for (rank, index) in order.enumerated() {
        let label = labels[index]
        // The row just inside the innermost of the labels standing outside it.
        var row = label.row
        for other in order[..<rank]
        where abs(labels[other].height) - abs(label.height) >= rowDots / 2 {
          row = above ? max(row, labels[other].row + 1) : min(row, labels[other].row - 1)
        }
        guard row != label.row,
          Self.fits(
            column: label.column, row: row, width: label.width, center: c, between: inner,
            and: outer, rowDots: rowDots),
          !Self.meets(
            wedge, column: label.column, row: row, width: label.width, center: c,
            rowDots: rowDots)
        else { continue }
        labels[index].row = row
      }
    }
  }

  /// The circle text numbers stand inside: inside the ticks, a column of face between them
  /// where the ticks are filled bars, or inside the row of text ticks
  /// (``paintTextTicks(_:stops:geometry:area:into:)``); a filled face too small for ticks has
  /// the rim to itself.
  func labelRim(_ g: LockGeometry) -> Double {
    if drawsTextTicks(g) { return Self.rimInsideTextTicks(g) }
    let clearOfTicks = !drawsRaster || drawsTicks(g)
    let gap = drawsRaster ? 2.5 : 0.5
    return g.faceRadius - (clearOfTicks ? g.majorTick + gap : 1)
  }

  /// Whether the face's ticks are text: a face drawn in whole cells (mlterm), where a painted
  /// tick is a whole cell, large enough that the numbers inside the ticks keep a circle
  /// seven rows in radius.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): a painted tick in whole cells is a grey
  /// slab at rest and a white square mid-turn; without ticks the 200×60 face stood empty but
  /// for its ten one-cell numbers (a fresh reviewer, mlterm). On a smaller circle the numbers
  /// snapped to cells bunched into rows (`1 2 3` over the hub at 120×40).
  func drawsTextTicks(_ g: LockGeometry) -> Bool {
    drawsRaster && options.wholeCells && !options.ascii
      && Self.rimInsideTextTicks(g) - Self.labelInset >= 7 * g.rowDots
  }

  /// How far inside ``labelRim(_:)`` the circle the text numbers are centred on lies, in dots.
  static let labelInset = 3.0

  /// The circle the text ticks' cells stand on: a cell's half height inside the face's rim.
  static func textTickRadius(_ g: LockGeometry) -> Double { g.faceRadius - g.rowDots / 2 - 1 }

  /// The circle text numbers stand inside where the ticks are text: a row and a dot inside
  /// the ticks' circle.
  static func rimInsideTextTicks(_ g: LockGeometry) -> Double {
    textTickRadius(g) - g.rowDots - 1
  }

  /// The ticks of a large face in whole cells as text: `●` at each number, `•` at each half
  /// or fifth of a stop (``tickParts(rim:stops:pixel:)``, a cell two dots wide a pixel), at
  /// the numbers' rounded angle so that they step round with them, in cells no number or the
  /// index takes.
  mutating func paintTextTicks(
    _ dial: LockScene.DialView, stops: Int, geometry g: LockGeometry, area: Rect,
    into buffer: inout CellBuffer
  ) {
    guard drawsTextTicks(g) else { return }
    let rim = Self.textTickRadius(g)
    let parts = Self.tickParts(rim: rim, stops: stops, pixel: 2)
    let dialAngle = Self.labelAngle(dial.angle, stops: stops)
    let wedge = Self.indexWedge(rasterGrid, geometry: g)
    for tick in 0..<(stops * parts) {
      let turn = Double(tick) * 2 * .pi / Double(stops * parts)
      let angle = LockGeometry.screenAngle(of: 0, stops: stops, dialAngle: dialAngle) - turn
      let point = Canvas.point(center: g.center, radius: rim, angle: angle)
      let column = Int((point.x / 2).rounded(.down))
      let row = Int((point.y / g.rowDots).rounded(.down))
      let (x, y) = (area.x + column, area.y + row)
      guard x >= area.x, x < area.x + area.width, y >= area.y, y < area.y + area.height,
        !taken.contains(where: { $0.y == y && x >= $0.x && x < $0.x + $0.width }),
        !Self.meets(
          wedge, column: column, row: row, width: 1, center: g.center, rowDots: g.rowDots)
      else { continue }
      let major = tick % parts == 0
      let style = textStyle(
        major ? palette.majorTick : palette.minorTick,
        raster: major ? finish.majorTick : finish.minorTick, column: column, row: row,
        geometry: g)
      buffer.put(major ? "\u{25CF}" : "\u{2022}", x: x, y: y, style: style)
      markOverlay(x: column, y: row, width: 1, area: area)
    }
  }

  /// The angle the numbers are drawn at on a face without ticks: the dial's, rounded to the
  /// nearest stop, as the number under the index is (`Dial.number(at:)`).
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): snapped to cells, numbers at an arbitrary
  /// angle stand unevenly, some a row high and some a column wide, each jumping on its own
  /// frame as the dial turns; rounded they all move together, a stop at a time, as a dial
  /// clicks from stop to stop. At a stop the numbers shown are their own mirror image about
  /// the vertical. Rounded to half stops, mid-turn the index stood between the 1 and the 2
  /// while the status bar said `dial 2` (a fresh reviewer, in four terminals): rounded as the
  /// status is, the number under the index is the one it names. Rounding needs no memory
  /// between frames, and a dial at rest is on a stop, never on a boundary: nothing flickers.
  static func labelAngle(_ angle: Angle, stops: Int) -> Angle {
    let stop = 2 * Double.pi / Double(max(stops, 1))
    return Angle(radians: (angle.radians / stop).rounded() * stop)
  }

  /// Whether a label `width` cells wide at (column, row) lies wholly between the circles of
  /// radius `inner` and `outer` round `center` (dot space, `rowDots` dots a row).
  static func fits(
    column: Int, row: Int, width: Int, center c: Point2D, between inner: Double,
    and outer: Double, rowDots: Double = 4
  ) -> Bool {
    let left = Double(column * 2)
    let right = Double((column + width) * 2)
    let top = Double(row) * rowDots
    let bottom = top + rowDots
    let farX = max(abs(left - c.x), abs(right - c.x))
    let farY = max(abs(top - c.y), abs(bottom - c.y))
    let nearX = c.x < left ? left - c.x : (c.x > right ? c.x - right : 0)
    let nearY = c.y < top ? top - c.y : (c.y > bottom ? c.y - bottom : 0)
    return (farX * farX + farY * farY).squareRoot() <= outer
      && (nearX * nearX + nearY * nearY).squareRoot() >= inner
  }

  /// Whether a label `width` cells wide at (column, row) shares a cell with the index's
  /// `wedge` (``indexWedge(_:geometry:)``, dot space round `center`).
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): a number in the cells of the wedge stood
  /// inside the red, the wedge's prongs either side of it (alacritty, xterm at 80×24).
  static func meets(
    _ wedge: Wedge?, column: Int, row: Int, width: Int,
    center c: Point2D, rowDots: Double
  ) -> Bool {
    guard let wedge else { return false }
    let (left, right) = (Double(column * 2), Double((column + width) * 2))
    let (top, bottom) = (Double(row) * rowDots, Double(row + 1) * rowDots)
    // The wedge's cells: the columns and rows its box touches. Its top and tip are sums of
    // thirds of a row: one a rounding error past a boundary between rows of cells touches
    // nothing of the row beyond (it took the 0's cell with cells of 6 × 13 pixels).
    let wedgeLeft = ((c.x - wedge.half) / 2).rounded(.down) * 2
    let wedgeRight = ((c.x + wedge.half) / 2).rounded(.up) * 2
    let wedgeTop = (wedge.top / rowDots + rowSlack).rounded(.down) * rowDots
    let wedgeBottom = (wedge.tip / rowDots - rowSlack).rounded(.up) * rowDots
    return left < wedgeRight && right > wedgeLeft && top < wedgeBottom && bottom > wedgeTop
  }

  /// How far, in rows, a length summed from pixel rows may miss a boundary between rows of
  /// cells and still be on it: rounding errors, far under a pixel.
  static let rowSlack = 1e-6

  /// The number under the index, in the hub: when the hub shows no busy or done glyph and the
  /// face does not show that number itself (a face of every fifth number between two of them,
  /// a small face of every other one, or none); where the face shows it, the hub repeating it
  /// reads as a second dial.
  mutating func paintReadout(
    _ number: Int, geometry: LockGeometry, area: Rect, into buffer: inout CellBuffer
  ) {
    let width = CellBuffer.digits(number)
    let (x, y) = Self.hubCell(width: width, geometry: geometry, area: area)
    let style = textStyle(
      palette.readout, raster: 0xFFFFFF, column: x - area.x, row: y - area.y, geometry: geometry)
    buffer.write(number: number, x: x, y: y, style: style)
    markOverlay(x: x - area.x, y: y - area.y, width: width, area: area)
  }

  /// The first of `width` cells centred on the hub, on the row of its centre.
  static func hubCell(width: Int, geometry: LockGeometry, area: Rect) -> (x: Int, y: Int) {
    (
      area.x + Int(((geometry.center.x - Double(width)) / 2).rounded()),
      area.y + Int((geometry.center.y / geometry.rowDots).rounded(.down))
    )
  }

  /// A hub of a few pixels in the filled picture (``hubIsDot(_:wholeCells:)``): the font's round
  /// dot `●` in the middle of the face, the hub rim's grey at rest and the busy fading into the
  /// done colour while the ring shows its glyph; nothing where the hub shows the number under
  /// the index.
  ///
  /// Rule (docs/terminal.md "Half blocks"): a hub two dots across lands on a few pixels, a
  /// rectangle, a notched square or a one-cell bar by grid (fresh reviewers, kitty, konsole and
  /// tmux at 40×16), and in whole cells a cross of cells (mlterm at 80×24); the font's dot is
  /// round in every one of them.
  mutating func paintDotHub(
    _ ring: LockScene.RingView, readout: Bool, geometry: LockGeometry, area: Rect,
    into buffer: inout CellBuffer
  ) {
    guard drawsRaster, Self.hubIsDot(geometry, wholeCells: options.wholeCells), !readout else {
      return
    }
    let rgb =
      ring.showsGlyph
      ? Raster.mix(finish.busy, finish.done, min(max(ring.glyphMix, 0), 1))
      : finish.hubRim
    let (x, y) = Self.hubCell(width: 1, geometry: geometry, area: area)
    let style = textStyle(
      .plain, raster: rgb, column: x - area.x, row: y - area.y, geometry: geometry)
    buffer.write("\u{25CF}", x: x, y: y, style: style)
    markOverlay(x: x - area.x, y: y - area.y, width: 1, area: area)
  }

  /// Text over the face: in the filled picture `rgb` over the face's (or the hub's) own shade
  /// at the cell's centre, so that a number standing on a tick hides it rather than sitting on
  /// its light colour; else `style` over the face's fill.
  func textStyle(
    _ style: Style, raster rgb: UInt32, column: Int, row: Int, geometry g: LockGeometry
  ) -> Style {
    guard drawsRaster else { return palette.face.map { style.on($0) } ?? style }
    let (dx, dy) = (
      Double(column * 2 + 1) - g.center.x, (Double(row) + 0.5) * g.rowDots - g.center.y
    )
    // A hub drawn as the font's dot has no knob in the picture (``paintDotHub``).
    let onHub =
      !Self.hubIsDot(g, wholeCells: options.wholeCells)
      && (dx * dx + dy * dy).squareRoot() < g.hubRadius - 1
    let under = onHub ? finish.hub : finish.face
    return Style(
      foreground: .rgb(rgb, fallback: Self.fallback(rgb)),
      background: .rgb(under, fallback: Self.fallback(under)), attributes: style.attributes)
  }
}
