import AnimationCore
import LockModel
import TerminalRuntime

extension LockRenderer {
  /// Canvas inks; those from ``track`` on are drawn behind the rest (``Canvas/behind``).
  enum Ink: UInt8 {
    case bezel = 0
    case minorTick
    case majorTick
    case notch
    case shackle
    case hub
    case busy
    case done
    case track
    /// The ring's head; the fading levels follow.
    case ring
  }

  /// The canvas styles for a palette, in ``Ink`` order (the ring's levels last).
  static func inkStyles(_ palette: Palette) -> [Style] {
    [
      palette.bezel, palette.minorTick, palette.majorTick, palette.notch, palette.shackle,
      palette.hub, palette.busy, palette.done, palette.track,
    ] + palette.ring
  }

  /// Numbers that get a label: the smallest step among 1, 2, 5, 10, 20, 25, 50, 100 (dividing
  /// the stops) whose neighbouring labels stand at least a label and a gap apart on a circle of
  /// `radius` dots; `nil` when not even four labels fit.
  static func labelStep(stops: Int, radius: Double) -> Int? {
    let widest = Double(2 * String(max(stops - 1, 0)).count)
    for step in [1, 2, 5, 10, 20, 25, 50, 100] where stops % step == 0 && stops / step >= 4 {
      let chord = 2 * radius * Angle(radians: Double.pi * Double(step) / Double(stops)).sine
      if chord >= max(widest + 3, 7) { return step }
    }
    return nil
  }

  /// The shackle, body, face and ring (filled where ``drawsRaster``, else braille strokes);
  /// then the numbers and the hub.
  mutating func paintLock(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let geometry = lockGeometry(
      columns: area.width, rows: area.height, cellAspect: scene.cellAspect,
      stops: scene.dial.stops)
    let stops = max(scene.dial.stops, 1)
    if drawsRaster {
      composeRaster(scene, geometry: geometry, stops: stops, area: area)
      raster.render(
        into: &buffer, x: area.x, y: area.y, wholeCells: options.wholeCells,
        fallback: Self.fallback)
    } else {
      composeLock(scene, geometry: geometry, stops: stops, area: area)
      canvas.render(
        into: &buffer, x: area.x, y: area.y, styles: inkStyles, ascii: options.ascii)
    }
    overlay.removeAll(keepingCapacity: true)
    overlay.append(contentsOf: repeatElement(false, count: area.width * area.height))
    // The small lock's index, the font's triangle over the picture (docs/terminal.md "The index").
    if drawsRaster,
      let cell = Self.indexGlyphCell(rasterGrid, geometry: geometry, wholeCells: options.wholeCells)
    {
      buffer[area.x + cell.column, area.y + cell.row] = Self.indexGlyph(finish)
      markOverlay(x: cell.column, y: cell.row, width: 1, area: area)
    }
    if !drawsRaster, let face = palette.face {
      fillFace(geometry, color: face, area: area, into: &buffer)
    }
    if let numerals = numerals(geometry, stops: stops) {
      // Painted into the picture: no text, and the face shows the number under the index
      // when it is one of those painted.
      taken.removeAll(keepingCapacity: true)
      pointerLabelled = scene.dial.numberUnderPointer % numerals.step == 0
    } else {
      if !paintBlockLabels(scene.dial, stops: stops, geometry: geometry, area: area, into: &buffer)
      {
        paintLabels(scene.dial, stops: stops, geometry: geometry, area: area, into: &buffer)
      }
      paintTextTicks(scene.dial, stops: stops, geometry: geometry, area: area, into: &buffer)
    }
    for label in taken {
      markOverlay(x: label.x - area.x, y: label.y - area.y, width: label.width, area: area)
    }
    let readout = !scene.ring.showsGlyph && !pointerLabelled
    if readout {
      paintReadout(scene.dial.numberUnderPointer, geometry: geometry, area: area, into: &buffer)
    }
    paintDotHub(
      scene.ring, readout: readout, geometry: geometry, area: area, into: &buffer)
    if drawsRaster { swapRasters() } else { swap(&canvas, &shown) }
  }

  /// Makes the raster just drawn the one shown, and the one shown the next to draw on.
  mutating func swapRasters() {
    swap(&raster, &rasterShown)
    swap(&rasterBase, &rasterShownBase)
    swap(&rasterGlyph, &rasterShownGlyph)
  }

  /// Draws the lock's canvas for `scene` into ``canvas``.
  ///
  /// What does not move between frames (shackle in its pose, bezel, hub, the ring's track) is
  /// drawn once per size and pose, the ticks and notch once per dial angle, and
  /// copied: a frame of the ring alone then costs the ring.
  mutating func composeLock(
    _ scene: LockScene, geometry: LockGeometry, stops: Int, area: Rect
  ) {
    let key = StillKey(
      columns: area.width, rows: area.height, ascii: options.ascii, shackle: scene.shackle)
    if key != stillKey {
      canvas.reset(columns: area.width, rows: area.height)
      canvas.behind = Ink.track.rawValue
      drawShackle(scene.shackle, geometry: geometry)
      drawBody(geometry)
      drawTrack(geometry)
      still.copy(from: canvas)
      stillKey = key
      dialKey = nil
    }
    let dial = DialKey(still: key, stops: stops, angle: scene.dial.angle.radians)
    if dial != dialKey {
      canvas.copy(from: still)
      drawTicks(scene.dial, stops: stops, geometry: geometry)
      drawNotch(geometry)
      dialLayer.copy(from: canvas)
      dialKey = dial
    } else {
      canvas.copy(from: dialLayer)
    }
    if scene.ring.showsGlyph {
      drawGlyph(mix: scene.ring.glyphMix, center: geometry.center, hubRadius: geometry.hubRadius)
    }
    drawRing(scene.ring, geometry: geometry)
  }

  /// Rewrites only the lock cells the ring changed since the last picture; false (the caller
  /// then paints the lock whole) when one of them also shows a face, label or readout.
  mutating func repaintRing(
    _ scene: LockScene, in area: Rect, into buffer: inout CellBuffer
  )
    -> Bool
  {
    guard !area.isEmpty else { return true }
    let geometry = lockGeometry(
      columns: area.width, rows: area.height, cellAspect: scene.cellAspect,
      stops: scene.dial.stops)
    let stops = max(scene.dial.stops, 1)
    if drawsRaster {
      composeRaster(scene, geometry: geometry, stops: stops, area: area)
      guard
        raster.renderChanges(
          from: rasterShown, into: &buffer, x: area.x, y: area.y, overlay: overlay,
          changed: &changedCells,
          only: rasterBase != nil && rasterBase == rasterShownBase ? ringTable.cells : nil,
          wholeCells: options.wholeCells, fallback: Self.fallback)
      else { return false }
      swapRasters()
      return true
    }
    composeLock(scene, geometry: geometry, stops: stops, area: area)
    guard
      canvas.renderChanges(
        from: shown, into: &buffer, x: area.x, y: area.y, styles: inkStyles,
        ascii: options.ascii, overlay: overlay)
    else { return false }
    swap(&canvas, &shown)
    return true
  }

  /// Notes that cells of the lock area hold more than the canvas.
  mutating func markOverlay(x: Int, y: Int, width: Int, area: Rect) {
    guard y >= 0, y < area.height else { return }
    for column in max(x, 0)..<max(min(x + width, area.width), max(x, 0)) {
      overlay[y * area.width + column] = true
    }
  }

  /// The shackle: a thick bar — the long leg from its hole, the arch, the short leg.
  mutating func drawShackle(_ pose: Shackle.Pose, geometry: LockGeometry) {
    let path = geometry.shackle(pose)
    let ink = Ink.shackle.rawValue
    // ASCII draws every stroke one character wide: parallel strokes only add noise there.
    let width = options.ascii ? 1 : geometry.barWidth
    canvas.bar(from: path.hole, to: path.longLegTop, width: width, ink: ink)
    canvas.bar(from: path.shortLegFoot, to: path.shortLegTop, width: width, ink: ink)
    var offset = -(width - 1) / 2
    while offset <= (width - 1) / 2 + 0.01 {
      let radius = path.radius + offset
      canvas.arc(
        center: path.archCenter, radius: radius, from: path.tilt, to: .pi + path.tilt, ink: ink)
      offset += 0.5
    }
  }

  /// The bezel: a band round the face; in ASCII a single clean outline.
  mutating func drawBody(_ geometry: LockGeometry) {
    let ink = Ink.bezel.rawValue
    if options.ascii {
      canvas.circle(center: geometry.center, radius: geometry.bezelRadius - 1, ink: ink)
    } else {
      canvas.band(
        center: geometry.center, radius: geometry.bezelRadius, width: geometry.bezelWidth,
        ink: ink)
    }
    let hub = geometry.hubRadius
    if !options.ascii { canvas.circle(center: geometry.center, radius: hub, ink: Ink.hub.rawValue) }
  }

  /// A tick for every stop (long ones at multiples of 5) where they stand at least two dots
  /// apart, else for every 5th stop; in ASCII only the long ones.
  mutating func drawTicks(_ dial: LockScene.DialView, stops: Int, geometry: LockGeometry) {
    let c = geometry.center
    let rim = geometry.faceRadius - 0.5
    let room = 2 * .pi * rim / Double(stops)
    let every = room >= 2 || stops % 5 != 0 ? 1 : 5
    // Thicker ticks on big dials, never wider than half the room between them.
    let width = max(
      1, min((geometry.faceRadius / 30).rounded(), (room * Double(every) / 2).rounded(.down)))
    for number in stride(from: 0, to: stops, by: every) {
      let major = number % 5 == 0 || stops <= 12
      if options.ascii && !major { continue }
      let angle = LockGeometry.screenAngle(of: number, stops: stops, dialAngle: dial.angle)
      let length = major ? geometry.majorTick : geometry.minorTick
      canvas.bar(
        from: Canvas.point(center: c, radius: rim - length + 1, angle: angle),
        to: Canvas.point(center: c, radius: rim, angle: angle), width: options.ascii ? 1 : width,
        ink: major ? Ink.majorTick.rawValue : Ink.minorTick.rawValue)
    }
  }

  /// The index notch: a V cut into the bezel at the top, and in it a wedge pointing down at the
  /// face — a gap in the bezel in monochrome, a red pointer in colour; nothing is drawn over it.
  mutating func drawNotch(_ geometry: LockGeometry) {
    let c = geometry.center
    let top = Int((c.y - geometry.bezelRadius - 1).rounded(.down))
    let tip = Int((c.y - geometry.faceRadius + 1).rounded(.down))
    let half = max(2, (geometry.bezelWidth * 0.9).rounded())
    let rows = Double(max(tip - top, 1))
    let middle = Int(c.x.rounded())
    for y in top...max(tip, top) {
      let w = half * (1 - Double(y - top) / (rows + 1))
      let reach = Int(w.rounded())
      // The cut: one dot wider than the wedge on each side.
      for x in (middle - reach - 1)...(middle + reach + 1) { canvas.clear(dotX: x, dotY: y) }
      guard reach > 0 || y == tip else { continue }
      let inner = max(reach - 1, 0)
      for x in (middle - inner)...(middle + inner) {
        canvas.plot(dotX: x, dotY: y, ink: Ink.notch.rawValue, glyph: UInt8(ascii: "V"))
      }
    }
  }

  /// The ring's band at rest: a still, dotted track.
  mutating func drawTrack(_ geometry: LockGeometry) {
    let middle = geometry.ringRadius - (geometry.ringWidth - 1) / 2
    canvas.arc(
      center: geometry.center, radius: middle, from: 0, to: 2 * .pi, ink: Ink.track.rawValue,
      every: 3, glyph: UInt8(ascii: "."))
  }

  /// The geometry for a lock area, computed once per size, picture, cell shape and dial:
  /// braille dots are 4 a row; the filled picture's are square on screen (twice `cellAspect`
  /// a row).
  mutating func lockGeometry(
    columns: Int, rows: Int, cellAspect: Double = 2, stops: Int = 0
  ) -> LockGeometry {
    let rowDots = LockGeometry.rowDots(filled: drawsRaster, cellAspect: cellAspect)
    if let cached = geometryCache, cached.columns == columns, cached.rows == rows,
      cached.geometry.rowDots == rowDots, cached.filled == drawsRaster, cached.stops == stops
    {
      return cached.geometry
    }
    let geometry = Self.lockGeometry(
      columns: columns, rows: rows, rowDots: rowDots, filled: drawsRaster, stops: stops,
      options: options)
    geometryCache = (columns, rows, drawsRaster, stops, geometry)
    return geometry
  }

  /// The spinner ring's stroke over its track, clockwise from its start to its end (the
  /// ring's own rule, ``Spinner/Model/strokeAngles``), its head brightest and its tail fading.
  mutating func drawRing(_ ring: LockScene.RingView, geometry: LockGeometry) {
    let c = geometry.center
    let (start, end) = (ring.start.radians, ring.end.radians)
    guard start > end else { return }
    let levels = Palette.ringLevels
    let ascii: [UInt8] = [35, 42, 43, 58, 46]  // # * + : .
    // Tail first, so each brighter piece is drawn over the dimmer one it touches.
    for level in stride(from: levels - 1, through: 0, by: -1) {
      let from = end + (start - end) * Double(level + 1) / Double(levels)
      let to = end + (start - end) * Double(level) / Double(levels)
      // One arc per dot of thickness (a one-dot ring is one arc).
      for layer in 0..<max(Int(geometry.ringWidth), 1) {
        canvas.arc(
          center: c, radius: geometry.ringRadius - Double(layer), from: from, to: to,
          ink: Ink.ring.rawValue + UInt8(level), glyph: ascii[min(level, ascii.count - 1)])
      }
    }
  }

  /// Gives the face's cells its fill colour, so it reads as a solid disc.
  mutating func fillFace(
    _ geometry: LockGeometry, color: Color, area: Rect, into buffer: inout CellBuffer
  ) {
    let c = geometry.center
    // To the bezel's middle: the cells' staircase then falls under the bezel's dots.
    let radius = geometry.bezelRadius - geometry.bezelWidth / 2
    let firstRow = max(Int(((c.y - radius) / 4).rounded(.down)), 0)
    let lastRow = min(Int(((c.y + radius) / 4).rounded(.up)), area.height - 1)
    guard firstRow <= lastRow else { return }
    for row in firstRow...lastRow {
      let dy = Double(row * 4 + 2) - c.y
      guard abs(dy) <= radius else { continue }
      let half = (radius * radius - dy * dy).squareRoot()
      let first = max(Int(((c.x - half) / 2).rounded(.up)), 0)
      let last = min(Int(((c.x + half) / 2).rounded(.down)) - 1, area.width - 1)
      guard first <= last else { continue }
      for column in first...last {
        var cell = buffer[area.x + column, area.y + row]
        cell.style = cell.style.on(color)
        buffer[area.x + column, area.y + row] = cell
      }
      markOverlay(x: first, y: row, width: last - first + 1, area: area)
    }
  }

  /// The hub's glyph: the busy glyph (a small ring) cross-fading into the done glyph (a tick).
  ///
  /// By ordered dithering — at mix m a dot of the done glyph shows where its threshold is below
  /// m, a dot of the busy glyph where it is not. Both scale with the hub (6 × 8 dots at least).
  mutating func drawGlyph(mix: Double, center: Point2D, hubRadius: Double) {
    let m = min(max(mix, 0), 1)
    let size = max(1, (hubRadius / 6).rounded(.down))
    if size == 1 {
      let origin = Point2D(x: center.x - 3, y: center.y - 4)
      for (x, y) in Self.busyGlyph where m < Self.threshold(x, y) {
        canvas.plot(
          x: origin.x + Double(x), y: origin.y + Double(y), ink: Ink.busy.rawValue,
          glyph: UInt8(ascii: "o"))
      }
      for (x, y) in Self.doneGlyph where m >= Self.threshold(x, y) {
        canvas.plot(
          x: origin.x + Double(x), y: origin.y + Double(y), ink: Ink.done.rawValue,
          glyph: UInt8(ascii: "v"))
      }
      return
    }
    // Larger hubs: the same shapes drawn as strokes, each dot dithered by its own position.
    let radius = 2.5 * size
    let steps = Int(2 * .pi * radius * 1.5)
    for step in 0..<steps {
      let p = Canvas.point(
        center: center, radius: radius, angle: 2 * .pi * Double(step) / Double(steps))
      let (x, y) = (Int(p.x.rounded()), Int(p.y.rounded()))
      if m < Self.threshold(x, y) { canvas.plot(dotX: x, dotY: y, ink: Ink.busy.rawValue) }
    }
    let tick = [(-1.0, 0.0), (-0.3, 0.8), (1.0, -1.0)]
    for segment in 0..<2 {
      let a = Point2D(
        x: center.x + tick[segment].0 * radius, y: center.y + tick[segment].1 * radius)
      let b = Point2D(
        x: center.x + tick[segment + 1].0 * radius, y: center.y + tick[segment + 1].1 * radius)
      let count = Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up))
      for index in 0...max(count, 1) {
        let t = Double(index) / Double(max(count, 1))
        let (x, y) = (
          Int((a.x + (b.x - a.x) * t).rounded()), Int((a.y + (b.y - a.y) * t).rounded())
        )
        if m >= Self.threshold(x, y) { canvas.plot(dotX: x, dotY: y, ink: Ink.done.rawValue) }
      }
    }
  }

  /// A 4 × 4 Bayer matrix threshold in (0, 1).
  static func threshold(_ x: Int, _ y: Int) -> Double {
    (Double(bayer[(y & 3) * 4 + (x & 3)]) + 0.5) / 16
  }

  private static let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

  /// A small ring, on a 6 × 8 dot grid.
  static let busyGlyph: [(Int, Int)] = [
    (2, 1), (3, 1), (1, 2), (4, 2), (0, 3), (5, 3), (0, 4), (5, 4), (1, 5), (4, 5), (2, 6), (3, 6),
  ]
  /// A tick, on the same grid.
  static let doneGlyph: [(Int, Int)] = [
    (0, 4), (1, 5), (2, 6), (3, 5), (3, 4), (4, 3), (4, 2), (5, 1), (5, 0),
  ]
}
