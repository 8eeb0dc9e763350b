import AnimationCore
import LockModel
import TerminalRuntime

/// The filled lock: the same parts as the braille picture, painted as shaded shapes into a
/// ``Raster`` (two square pixels a cell, or six where the terminal draws sextants) wherever 256
/// colours or more are drawn.
///
/// Rule (docs/terminal.md "Half blocks"): every part is a shape with a signed distance in dot
/// space (a pixel is 2 × 2 dots), so its edges are antialiased by coverage: the ring's stroke, the shackle as a round steel bar, the body a brushed disc with a dark rim, the
/// face a dark disc, ticks, the red index and the hub. What does not move is painted once per
/// pose, the ticks once per dial angle; a frame of the ring alone paints only the ring's pixels.
extension LockRenderer {
  /// Whether the lock is drawn filled (half blocks) rather than with braille strokes.
  var drawsRaster: Bool { options.drawsFilled }

  /// Draws the filled lock for `scene` into ``raster``: the still parts once per size and pose,
  /// the ticks and index once per dial angle, then the hub's glyph and the ring's stroke.
  mutating func composeRaster(
    _ scene: LockScene, geometry: LockGeometry, stops: Int, area: Rect
  ) {
    let key = StillKey(
      columns: area.width, rows: area.height, ascii: false, shackle: scene.shackle,
      rowDots: geometry.rowDots, cellWidth: scene.cellWidth)
    if key != stillKey || rasterStill.columns != area.width || rasterStill.rows != area.height
      || rasterStill.grid != rasterGrid
    {
      rasterStill.reset(columns: area.width, rows: area.height, grid: rasterGrid)
      rasterStill.backdrop = options.backdrop
      rasterStill.mixesWithBackdrop = !Self.hardOnBackground(geometry, grid: rasterGrid)
      rasterStill.hardEdges = finish.flat
      rasterStill.halfColumn =
        (options.kittyBlocks ? scene.cellWidth.map(Raster.halfColumn(kittyCellWidth:)) : nil)
        ?? "\u{258C}"
      Self.paintStill(
        &rasterStill, geometry: geometry, pose: scene.shackle, finish: finish,
        oneTone: geometry.compact || (options.wholeCells && !Self.shadesWholeCellBar(geometry)),
        wholeCells: options.wholeCells)
      ringTable = Self.ringTable(
        rasterStill, geometry: geometry, finish: finish,
        apart: rasterGrid.splits || options.wholeCells, wholeCells: options.wholeCells)
      stillKey = key
      dialKey = nil
    }
    let dial = DialKey(still: key, stops: stops, angle: scene.dial.angle.radians)
    if dial != dialKey {
      rasterDial.copy(from: rasterStill)
      // Ticks and numbers antialiased in 256 colours too: light on the dark face, their edges
      // land on the palette's ramp of greys, where hard-edged digits a few pixels tall are
      // misshapen and a slanted tick is a hook. Hard in 16 colours, whose greys are two.
      let hardEdges = rasterDial.hardEdges
      rasterDial.hardEdges = options.depth == .ansi16
      if drawsTicks(geometry) {
        Self.paintTicks(
          &rasterDial, dial: scene.dial, stops: stops, geometry: geometry, finish: finish)
      }
      if let numerals = numerals(geometry, stops: stops) {
        Self.paintNumerals(
          &rasterDial,
          outer: numeralRim(geometry, height: numerals.height, clearance: numerals.clearance),
          color: finish.label, pieces: &numeralPieces, dial: scene.dial, stops: stops,
          geometry: geometry, height: numerals.height, step: numerals.step)
      }
      if let step = stopDotStep(geometry, stops: stops) {
        Self.paintStopDots(
          &rasterDial, dial: scene.dial, stops: stops, step: step, geometry: geometry,
          finish: finish)
      }
      rasterDial.hardEdges = hardEdges
      if Self.indexGlyphCell(rasterGrid, geometry: geometry, wholeCells: options.wholeCells)
        == nil
      {
        Self.paintIndex(
          &rasterDial, geometry: geometry, finish: finish, wholeCells: options.wholeCells)
      }
      dialKey = dial
      // Both rasters were drawn on another dial: each is copied whole when next drawn on.
      (rasterBase, rasterShownBase) = (nil, nil)
    }
    // A raster already drawn on this dial needs only the ring's pixels put back, and the
    // glyph's where it changed: a ring frame then touches only the ring.
    let glyph = scene.ring.showsGlyph ? min(max(scene.ring.glyphMix, 0), 1) : -1
    if rasterBase == dial {
      raster.restore(ringTable.indices, from: rasterDial)
      if glyph != rasterGlyph {
        let box = Self.glyphBox(raster, geometry)
        raster.restore(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, from: rasterDial)
        rasterGlyph = -1
      }
    } else {
      raster.copy(from: rasterDial)
      (rasterBase, rasterGlyph) = (dial, -1)
    }
    if glyph != rasterGlyph {
      Self.paintGlyph(
        &raster, mix: glyph, geometry: geometry, finish: finish, wholeCells: options.wholeCells)
      rasterGlyph = glyph
    }
    Self.paintStroke(&raster, ring: scene.ring, table: ringTable)
  }

  /// Fills the shape `shade` describes (colour and signed distance in dots at a dot-space
  /// point) inside the dot-space box, in `raster`'s pixels (``pixelDots(_:_:)``).
  static func paint(
    _ raster: inout Raster, _ g: LockGeometry,
    _ box: (x0: Double, y0: Double, x1: Double, y1: Double), alpha: Double = 1,
    _ shade: (Double, Double) -> (rgb: UInt32, distance: Double)?
  ) {
    let (wide, tall) = pixelDots(raster, g)
    let size = (wide + tall) / 2
    raster.fill(
      minX: box.x0 / wide, minY: box.y0 / tall, maxX: box.x1 / wide, maxY: box.y1 / tall,
      alpha: alpha
    ) { x, y in
      shade(x * wide, y * tall).map { ($0.rgb, $0.distance / size) }
    }
  }

  /// A pixel's size in dots: a cell is 2 dots wide and ``LockGeometry/rowDots`` tall, shared
  /// by its pixels (one across and two down in half blocks, two across and three down in
  /// sextants).
  static func pixelDots(_ raster: Raster, _ g: LockGeometry) -> (wide: Double, tall: Double) {
    (2 / Double(raster.grid.across), g.rowDots / Double(raster.grid.down))
  }

  /// The pixels the hub's glyph may paint (pixel coordinates, inclusive): the hub's box and a
  /// margin.
  static func glyphBox(_ raster: Raster, _ g: LockGeometry) -> (x0: Int, y0: Int, x1: Int, y1: Int)
  {
    let (wide, tall) = pixelDots(raster, g)
    let (c, reach) = (g.center, g.hubRadius + 2)
    return (
      Int(((c.x - reach) / wide).rounded(.down)), Int(((c.y - reach) / tall).rounded(.down)),
      Int(((c.x + reach) / wide).rounded(.up)), Int(((c.y + reach) / tall).rounded(.up))
    )
  }

  /// The grid the lock is painted on: sextants or quadrants where the terminal draws them and
  /// the finish is antialiased, else half blocks.
  var rasterGrid: Raster.Grid { finish.flat ? .halves : options.grid }

  /// The dot-space box of a circle.
  static func box(_ c: Point2D, _ radius: Double) -> (Double, Double, Double, Double) {
    (c.x - radius - 2, c.y - radius - 2, c.x + radius + 2, c.y + radius + 2)
  }

  /// Whether the picture's edges over the terminal's background are painted from two fifths
  /// covered without mixing into it: in half blocks where the ring's band is under two pixels
  /// across, but for the small lock (80×24, 80×23, 100×30).
  ///
  /// Rule (docs/terminal.md "Half blocks"): an edge mixed into a black background stood as
  /// near-black specks at the body's diagonals, a faceted octagon, and into a white one as a
  /// pale fringe (fresh reviewers, xterm at 80×24). The larger lock's edges, many pixels long,
  /// stay antialiased; the small lock's bar, a pixel across, painted outright stood twice as
  /// thick at its crown as along its legs.
  static func hardOnBackground(_ g: LockGeometry, grid: Raster.Grid) -> Bool {
    let band = ringBand(g)
    return grid == .halves && !g.compact && band.outer - band.inner < 2 * 2 / Double(grid.across)
  }

  /// The ring's band: its inner and outer radius (at least one pixel thick, inside the gap).
  static func ringBand(_ geometry: LockGeometry) -> (inner: Double, outer: Double) {
    let gap = geometry.ringRadius - geometry.ringWidth - geometry.bezelRadius
    let width = max(geometry.ringWidth, min(2, geometry.ringWidth + gap / 2))
    return (geometry.ringRadius - width, geometry.ringRadius)
  }

  /// The still parts: the shackle, the body and the face with its hub (none where the hub is
  /// the font's dot, ``hubIsDot(_:wholeCells:)``).
  ///
  /// The ring has no track at rest: a still outline round the body reads as a second rim, not
  /// as a spinner.
  static func paintStill(
    _ raster: inout Raster, geometry g: LockGeometry, pose: Shackle.Pose, finish f: Finish,
    oneTone: Bool = false, wholeCells: Bool = false
  ) {
    let c = g.center
    paintShackle(
      &raster, geometry: g, pose: pose, finish: f, oneTone: oneTone, wholeCells: wholeCells)
    let body = g.bezelRadius
    // Its top and bottom on boundaries between rows of pixels, its sides between columns (an
    // ellipse off the circle by under half a pixel): where a circle runs flattest, a row or
    // column it covers partly stands out as a nub above the index and below the body, and as
    // ears at 3 and 9 o'clock. The centre is on a cell's centre, so one edge on a boundary
    // puts the opposite one on another. In whole cells, whose cells show the mix of their two
    // pixels, top and bottom lie on boundaries between rows of cells: a row of cells half
    // covered stands as a grey collar on the body and a foot under it.
    let edge = onPixels(body, raster, g, cells: wholeCells)
    let rimWidth = Self.bodyRim(g)
    paint(&raster, g, box(c, body + 1)) { x, y in
      let r = edge.at(x - c.x, y - c.y)
      // Mixed in every finish: from top to bottom a flat finish's greys change row by row,
      // in bands across the body, not pixel by pixel.
      var steel = Raster.mix(f.bodyTop, f.bodyBottom, (y - c.y + body) / (2 * body))
      // The cosine of the angle between this point's direction and the upper left, the light.
      let toward = ((c.x - x) + (c.y - y)) / (2.squareRoot() * max(r, 1))
      if !f.flat {
        // A polished arc on the bezel's upper left, lit from there as the hub is, fading
        // by the cube of the cosine from its middle: without it the steel was "a dull
        // mid-grey" on light (a fresh reviewer, kitty). Not in a flat finish, whose palette
        // would land it in bands.
        let lit = max(toward, 0)
        steel = Raster.mix(steel, f.bodyHighlight, 0.6 * lit * lit * lit)
      }
      return (f.shade(steel, f.rim, (r - body + rimWidth) / rimWidth), r - body)
    }
    // With hard edges the small lock's face half a pixel smaller: its staircase and the body's
    // a pixel apart met corner to corner at the diagonals, and the bezel stood in pieces (a
    // fresh reviewer, mlterm and tmux at 40×16).
    let face = g.faceRadius - (raster.hardEdges && g.compact ? pixelDots(raster, g).wide / 2 : 0)
    paint(&raster, g, box(c, face)) { x, y in
      let r = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
      return (f.face, r - face)
    }
    // A hub of a few pixels is the font's dot over the face (``paintDotHub``).
    guard !hubIsDot(g, wholeCells: wholeCells) else { return }
    // The hub a knob lit from the top left: its grey lighter towards the light and darker
    // away from it (one grey in a flat finish, whose palette would band it), with a lighter
    // rim (``hubRim(_:wholeCells:)``).
    let (lit, shadow) = (Raster.mix(f.hub, f.hubRim, 0.45), Raster.mix(f.hub, 0, 0.35))
    let rim = hubRim(g, wholeCells: wholeCells)
    // A small knob's edge hard in sextants and quadrants: antialiased, its few edge pixels
    // landed as darker cells of their own round it, a fringe of steps; crisp, it is the
    // staircase of its light (``paintGlyph``), which covers it pixel for pixel. So too in half
    // blocks in truecolor, where the fringe stood as a dark frame round a blotch (fresh
    // reviewers, xterm at 80×24).
    let small = g.hubRadius < Self.shadedHubRadius
    let sharpness = small && (raster.grid.splits || !f.flat) ? 1e6 : 1
    // A small knob in 256 colours is the small knob's grey with its edge antialiased: mixed
    // between two greys it lands on the palette's ramp of greys, and with a hard edge, in the
    // hub's one grey, it stood as a dim plus (fresh reviewers, tmux and mlterm at 80×24).
    let softKnob = f.flat && f.mixesGreys && small
    let hardEdges = raster.hardEdges
    raster.hardEdges = hardEdges && !softKnob
    defer { raster.hardEdges = hardEdges }
    // In sextants and quadrants a large knob's top and bottom on boundaries between rows of
    // pixels, as the body's are: a row it covered by a sixteenth, its pixels a cell's second
    // colour, stood as a grey nub above and below it (fresh reviewers, kitty at 200×60).
    let knobEdge = small || !raster.grid.splits ? nil : onPixels(g.hubRadius, raster, g)
    paint(&raster, g, box(c, g.hubRadius)) { x, y in
      // In whole cells the hub is whole cells: a cell half covered shows the mean of the knob
      // and the face, and the knob's top and bottom rows stood darker than its middle, a cross.
      let (hx, hy) = wholeCells ? Self.cellCentre(x, y, g) : (x, y)
      let r =
        knobEdge?.at(hx - c.x, hy - c.y)
        ?? ((hx - c.x) * (hx - c.x) + (hy - c.y) * (hy - c.y)).squareRoot()
      let toward = ((c.x - x) + (c.y - y)) / (2.squareRoot() * g.hubRadius)
      // A small knob in truecolor a bead lit from the top left, as the busy hub's light is
      // (``lampShade(_:dx:dy:radius:)``): in one grey it read as "a flat grey blob" at rest
      // beside the shaded light while dialing (a fresh reviewer, kitty and xterm at 80×24).
      let knob =
        f.flat && !softKnob
        ? f.hub
        : small
          ? (f.flat
            ? Self.smallKnob(f)
            : Self.lampShade(f.hubRim, dx: hx - c.x, dy: hy - c.y, radius: g.hubRadius))
          : Raster.mix(shadow, lit, (toward + 1) / 2)
      return (
        rim > 0 ? f.shade(knob, f.hubRim, (r - g.hubRadius + rim) / rim) : knob,
        sharpness * (r - g.hubRadius)
      )
    }
  }

  /// The width in dots of the body's dark rim, its outer edge: 2.5, or 1.25 on the small
  /// lock's bezel of 3 dots, whose steel inside it is the rest.
  ///
  /// Rule (docs/terminal.md "Half blocks"): the bezel reads as steel between the rim and the
  /// dark face. All rim, the 40×16 bezel was a dark ring that the face ran through at 6
  /// o'clock, where the body's ramp is darkest (fresh reviewers, xterm and alacritty on
  /// light).
  static func bodyRim(_ g: LockGeometry) -> Double {
    g.compact ? 1.25 : min(2.5, max(g.bezelWidth - 1.25, 0.5))
  }

  /// Whether the hub is the font's round dot `●` rather than a knob painted in pixels: on the
  /// small lock, and in whole cells where the knob is under ``shadedHubRadius`` (a cross of
  /// cells there).
  static func hubIsDot(_ g: LockGeometry, wholeCells: Bool) -> Bool {
    g.compact || (wholeCells && g.hubRadius < shadedHubRadius)
  }

  /// A small knob's one grey in the flat finish (in truecolor it is a bead lit from the top
  /// left, ``lampShade(_:dx:dy:radius:)``): the hub's, a third of the way to its rim's, so
  /// that it stands apart from the dark face (in the hub's own grey a "dim grey square barely
  /// different from the face", a fresh reviewer at 80×24 and 40×16).
  static func smallKnob(_ f: Finish) -> UInt32 { Raster.mix(f.hub, f.hubRim, 1.0 / 3) }

  /// The hub's radius in dots from which the knob is shaded, lit from the top left: a smaller
  /// knob is a few pixels across, where the shading lands as a mottle (the "dithered smudge"
  /// a fresh reviewer saw at 80×24), and is one grey.
  static let shadedHubRadius = 8.0

  /// The centre, in dots, of the cell that holds the dot-space point (`x`, `y`).
  static func cellCentre(_ x: Double, _ y: Double, _ g: LockGeometry) -> (Double, Double) {
    (((x / 2).rounded(.down) + 0.5) * 2, ((y / g.rowDots).rounded(.down) + 0.5) * g.rowDots)
  }

  /// The width in dots of the hub's lighter rim: two on a hub of 8 dots' radius or more,
  /// none on a smaller one nor in whole cells (mixed into the knob's cells, it stripes them).
  ///
  /// A rim of one dot, all a small knob has room for, is narrower than a pixel in half blocks
  /// (a few lighter pixels at the knob's corners, a checkerboard), and in sextants and
  /// quadrants its pixels, in cells of two colours, landed as lighter sides and dark corner
  /// notches: a cross on a lighter square (konsole and VTE at 80×24, a fresh reviewer).
  static func hubRim(_ g: LockGeometry, wholeCells: Bool) -> Double {
    !wholeCells && g.hubRadius >= 8 ? 2 : 0
  }

  /// A circle of `radius` round the centre made an ellipse whose leftmost and rightmost points
  /// lie on boundaries between columns of `raster`'s pixels and whose top and bottom lie on
  /// boundaries between rows (of cells when `cells`; each radius moved by under half a pixel,
  /// or half a cell, or by under a pixel outwards with `rows` `.down`), as a function giving
  /// the circle's radius at the ellipse's point in a direction: compared with `radius`, it
  /// draws the ellipse.
  ///
  /// Rule (docs/terminal.md "Half blocks"): where a circle runs flattest, a row or column of
  /// pixels it covers partly stands out as a nub. The centre is on a cell's centre, so one
  /// edge on a boundary puts the opposite one on another.
  static func onPixels(
    _ radius: Double, _ raster: Raster, _ g: LockGeometry, cells: Bool = false,
    rows: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> PixelCircle {
    let (c, (wide, pixel)) = (g.center, pixelDots(raster, g))
    let tall = cells ? g.rowDots : pixel
    return PixelCircle(
      radius: radius, across: c.x - ((c.x - radius) / wide).rounded() * wide,
      down: c.y - ((c.y - radius) / tall).rounded(rows) * tall)
  }

  /// See ``onPixels(_:_:_:)``.
  struct PixelCircle: Sendable {
    let radius: Double
    /// The ellipse's radii across and down.
    let across: Double
    let down: Double

    /// The circle's radius at the point (dx, dy) from the centre, scaled so that the ellipse
    /// is where it equals ``radius``.
    func at(_ dx: Double, _ dy: Double) -> Double {
      let (u, v) = (dx / across, dy / down)
      return (u * u + v * v).squareRoot() * radius
    }
  }
}
