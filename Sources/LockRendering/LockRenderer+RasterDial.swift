import AnimationCore
import LockModel
import TerminalRuntime

/// The filled lock's moving parts: the ticks and the small face's stop dots at a dial angle and
/// the hub's glyph each frame (rules: `LockRenderer+Raster.swift`); the index is in
/// `LockRenderer+Index.swift`, the ring's stroke in `LockRenderer+Ring.swift`.
extension LockRenderer {
  /// Whether the face is big enough for ticks: on a smaller one a tick is a pixel or two, which
  /// reads as a speck, and the numbers mark the stops alone.
  static func hasTicks(_ g: LockGeometry) -> Bool { g.faceRadius >= 30 }

  /// Whether this face is drawn with ticks: big enough (``hasTicks(_:)``), antialiased (in
  /// 256 colours too, on the palette's ramp of greys), and not in whole cells.
  ///
  /// With hard edges (16 colours) a thin line across a slant lands as a hook of whole pixels,
  /// and a square at its middle reads as a window on the face, not a tick; in whole cells a
  /// tick is a whole cell, a grey slab at rest and a white square mid-turn. There the numbers
  /// mark the stops alone.
  func drawsTicks(_ g: LockGeometry) -> Bool {
    Self.hasTicks(g) && options.depth != .ansi16 && !options.wholeCells
  }

  /// How many stops apart the small face's numbers stand where it leaves some without one
  /// (every other at 40×16) and it is drawn in sextants: then the others get a dot
  /// (``paintStopDots``); else `nil`.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): in sextants a dot is a sixth of a cell and
  /// stands clear of the numbers; in half blocks and quadrants, a quarter or half of a cell,
  /// it stood as a grey block against the 6 and the 4, "stray grey blocks" (fresh reviewers,
  /// xterm, tmux and alacritty at 40×16).
  func stopDotStep(_ g: LockGeometry, stops: Int) -> Int? {
    guard g.compact, rasterGrid == .sextants, !drawsTicks(g), !options.wholeCells,
      let step = Self.labelStep(stops: stops, radius: labelRim(g) - Self.labelInset), step > 1
    else { return nil }
    return step
  }

  /// A dot of the short ticks' grey at each stop the small face has no number for, just
  /// inside the bezel, turning with the numbers.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): at 40×16 the face has room for every
  /// other number; without a mark between them four of the six numbers a plan dials (7, 9, 1
  /// and 5) were nowhere on the dial, and 6 o'clock stood empty (fresh reviewers, every
  /// terminal). A disc about a pixel across, hard-edged, as the small knob's edge is.
  static func paintStopDots(
    _ raster: inout Raster, dial: LockScene.DialView, stops: Int, step: Int,
    geometry g: LockGeometry, finish f: Finish
  ) {
    let dialAngle = labelAngle(dial.angle, stops: stops)
    let pixel = pixelDots(raster, g)
    let size = max(pixel.wide, pixel.tall) / 2 + 0.25
    // Between the numbers and the bezel, where no number's cell covers it.
    let radius = g.faceRadius - 1.5 * pixel.tall
    for number in 0..<stops where number % step != 0 {
      let angle = LockGeometry.screenAngle(of: number, stops: stops, dialAngle: dialAngle)
      let p = Canvas.point(center: g.center, radius: radius, angle: angle)
      paint(&raster, g, box(p, size)) { x, y in
        let r = ((x - p.x) * (x - p.x) + (y - p.y) * (y - p.y)).squareRoot()
        return (f.minorTick, crisp * (r - size))
      }
    }
  }

  /// A tick at every stop where neighbours stand at least a pixel apart (else every 5th).
  ///
  /// Long at multiples of 5: light antialiased lines across the face's rim, turning with the
  /// dial. Where a stop spans ten pixels or more, short ticks divide it into fifths or halves
  /// (``tickParts(rim:stops:pixel:)``): a graduated scale, as a padlock's dial is printed. A
  /// lone tick outside each number read as a minus sign beside it (`-8`, `3-`).
  ///
  /// Drawn only where ``drawsTicks(_:)`` says.
  static func paintTicks(
    _ raster: inout Raster, dial: LockScene.DialView, stops: Int, geometry g: LockGeometry,
    finish f: Finish
  ) {
    let c = g.center
    // Inset from the rim by a dot, so that no tick runs into the steel.
    let rim = g.faceRadius - 1.5
    let parts = tickParts(rim: rim, stops: stops, pixel: pixelDots(raster, g).wide)
    let every = 2 * .pi * rim / Double(stops) >= 5 || stops % 5 != 0 ? 1 : 5
    let step = 2 * .pi / Double(stops * parts)
    // In sextants and quadrants twice as sharp as the other edges: softer, a tick's grey edge
    // pixels land in cells of two colours as a box of grey round a white bar. In half blocks,
    // whose pixels each keep their own colour, a slanted tick that sharp lands as a hook of
    // whole pixels (an L or a ⌐); as soft as the other edges, its slant shows in greys.
    let sharpness = raster.grid.splits ? 2.0 : 1
    // The short ticks between stops, a pixel or two across, twice as sharp again in sextants
    // and quadrants: most of such a thin line's pixels are edge, and at the ticks' softness
    // their cells showed a grey haze.
    let fine = raster.grid.splits ? 4.0 : 1
    // Each tick's half width where it is long, by the way it points at this dial angle.
    let halfWidths = (0..<(stops * parts)).map {
      majorTickHalfWidth(towards: .pi / 2 + dial.angle.radians - Double($0) * step)
    }
    paint(&raster, g, box(c, g.faceRadius)) { x, y in
      let (dx, dy) = (x - c.x, c.y - y)
      let r = (dx * dx + dy * dy).squareRoot()
      guard r > rim - g.majorTick - 1, r < rim + 1 else { return nil }
      // Numbers run clockwise from the index (LockGeometry.screenAngle).
      let turn = (.pi / 2 + dial.angle.radians - Angle(x: dx, y: dy).radians) / step
      let nearest = (turn / Double(every)).rounded() * Double(every)
      let across = abs(turn - nearest) * step * r
      let tick = ((Int(nearest) % (stops * parts)) + stops * parts) % (stops * parts)
      guard tick % parts == 0 else {
        let distance = max(across - 0.9, rim - g.minorTick - r, r - rim)
        return (f.minorTick, fine * distance)
      }
      let number = tick / parts
      let major = number % 5 == 0 || stops <= 12
      let length = major ? g.majorTick : g.minorTick
      let width = major ? halfWidths[tick] : 0.9
      let distance = max(across - width, rim - length - r, r - rim)
      return (major ? f.majorTick : f.minorTick, sharpness * distance)
    }
  }

  /// Half the width in dots of a long tick pointing `towards` (radians from the x axis).
  ///
  /// A dot and a half where it stands within 45° of the vertical; a dot within 22.5° of the
  /// horizontal, and between the two in between, so that a tick passing 45° does not jump.
  /// A pixel is taller than it is wide in every grid but half blocks: three dots across a
  /// tick near the horizontal are more than two rows of pixels, and its corners stood out a
  /// pixel above and below its ends, a hook (`⌐`, `¬`) at 2, 3, 7 and 8 o'clock.
  static func majorTickHalfWidth(towards angle: Double) -> Double {
    let fromHorizontal = Double.atan2(
      y: abs(Double.sin(angle)), x: abs(Double.cos(angle)))
    return 1 + 0.5 * min(max((fromHorizontal - .pi / 8) / (.pi / 8), 0), 1)
  }

  /// Into how many parts short ticks divide each stop.
  ///
  /// Fifths where they stand five pixels (`pixel` dots wide) apart or more on the ticks' circle of radius `rim`, else halves,
  /// else none (1). Closer, a slanted tick's antialiased edge meets its neighbour's: in half
  /// blocks, whose pixels are two dots wide, fifths at 200×60 were a row of teeth.
  static func tickParts(rim: Double, stops: Int, pixel: Double) -> Int {
    let spacing = 2 * .pi * rim / Double(max(stops, 1))
    return [5, 2].first { spacing / Double($0) >= 5 * pixel } ?? 1
  }

  /// The hub's glyph: a small ring (busy) fading into a tick (done) as `mix` goes 0 → 1; on a
  /// hub too small for a tick to read (a glyph under 6 dots' radius) the hub is a light, filled
  /// in the busy colour fading into the done colour: a ring that small reads as a zero.
  ///
  /// None where the hub is the font's dot (``hubIsDot(_:wholeCells:)``), which shows it.
  /// So is it in whole cells (mlterm), where a tick's thin strokes, each cell the mix of two
  /// pixels, land as a broken scrawl.
  static func paintGlyph(
    _ raster: inout Raster, mix: Double, geometry g: LockGeometry, finish f: Finish,
    wholeCells: Bool = false
  ) {
    // A hub of a few pixels shows its glyph as the font's dot (``paintDotHub``).
    guard !hubIsDot(g, wholeCells: wholeCells) else { return }
    let m = min(max(mix, 0), 1)
    let c = g.center
    let radius = max(g.hubRadius * 0.6, 2.5)
    guard radius >= 6, !wholeCells else {
      // The whole hub, busy fading into done: a disc the size of the glyph's ring would leave
      // a ring of the hub's grey that cells mix into its colour. Antialiased, it covers the
      // hub's rim too, its edge mixing into the dark face (inside the rim it left grey fringes
      // at its corners); with hard edges a disc that size lands as a cross, and a dot inside
      // the rim as a rectangle of whole cells (tmux at 80×24, a fresh reviewer): half a dot
      // inside, its outer columns lose their corner pixels and it reads round.
      // In whole cells it covers the hub's cells (a disc a dot smaller left a plus of light
      // in a grey square).
      // In 256 colours a hard disc a quarter of a dot inside the small knob's edge (which is
      // soft, ``paintStill``), 3, 5, 5, 3 pixels across in cells 2 to 2.5 times as tall as
      // wide, its outer two dots in the cube's deep tone of its hue (``lampRim(_:_:)``). Hard
      // in one colour it stood as a plus with the knob's edge at its corners; antialiased, its
      // edge mixed over the knob's grey landed on palette colours of other hues, slate and
      // teal pixels round a cyan light; a dot past the knob's edge, it stood as a tall box in
      // cells 2.125 times as tall as wide and a square in cells 2.375 times (fresh reviewers,
      // tmux and mlterm at 80×24).
      let rimmed = f.flat && f.mixesGreys && !wholeCells
      let hardEdges = raster.hardEdges
      raster.hardEdges = hardEdges && !(f.mixesGreys && g.hubRadius < shadedHubRadius && !rimmed)
      defer { raster.hardEdges = hardEdges }
      let beyond =
        rimmed
        ? -0.25 : raster.hardEdges ? -0.5 : raster.grid.splits || (!f.flat && !wholeCells) ? 0 : 0.5
      let disc = wholeCells ? g.hubRadius : g.hubRadius + beyond
      // Its edge hard in sextants and quadrants: there the faint pixels of an antialiased
      // edge, or of the knob's, made cells of their own tint round the disc, a square halo
      // (alacritty) and dark teal blocks at its corners (fresh reviewers, kitty); crisp, a
      // pixel's centre a hair from the edge still tinted a cell. There it is the knob's size,
      // whose edge is as crisp (``paintStill``): a disc a dot outside it stood larger than the
      // knob and all but touched the numbers beside it (a fresh reviewer, kitty at 80×24).
      // So too in half blocks in truecolor, where the knob's edge is as crisp: soft, its
      // edge pixels stood as dark teal corners round the light (fresh reviewers, xterm at
      // 80×24).
      let crisp = raster.grid.splits || (!f.flat && !wholeCells)
      let sharpness = crisp ? 1e6 : 1
      // A bead lit from the top left, as the knob is (``lampShade(_:dx:dy:radius:)``); one
      // colour in a flat finish, whose palette would band it, and in whole cells.
      let bead = !f.flat && !wholeCells
      let wide = pixelDots(raster, g).wide
      func light(_ rgb: UInt32, alpha: Double) {
        guard alpha > 0 else { return }
        paint(&raster, g, box(c, disc), alpha: alpha) { x, y in
          // In whole cells, whole cells, as the hub under it is.
          let (lx, ly) = wholeCells ? cellCentre(x, y, g) : (x, y)
          let r = ((lx - c.x) * (lx - c.x) + (ly - c.y) * (ly - c.y)).squareRoot()
          // A rimmed light's rows, and its rim's inside, three pixels across at the least: a
          // row the disc crosses in one pixel stood as a nub on its top and bottom.
          func crosses(_ radius: Double) -> Bool {
            radius * radius - (ly - c.y) * (ly - c.y) >= wide * wide
          }
          if rimmed && !crosses(disc) { return nil }
          let tone =
            bead
            ? lampShade(rgb, dx: lx - c.x, dy: ly - c.y, radius: disc)
            : rimmed && (r > disc - 2 || !crosses(disc - 2)) ? lampRim(rgb, f) : rgb
          return (tone, sharpness * (r - disc))
        }
      }
      light(f.busy, alpha: 1 - m)
      light(f.done, alpha: m)
      return
    }
    if m < 1 {
      paint(&raster, g, box(c, radius + 1), alpha: 1 - m) { x, y in
        let r = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
        return (f.busy, abs(r - radius) - 0.9)
      }
    }
    guard m > 0 else { return }
    let tick = [(-1.0, 0.0), (-0.3, 0.8), (1.0, -1.0)].map {
      Point2D(x: c.x + $0.0 * radius, y: c.y + $0.1 * radius)
    }
    paint(&raster, g, box(c, radius + 1), alpha: m) { x, y in
      let p = Point2D(x: x, y: y)
      let distance = min(
        Self.distance(from: p, to: tick[0], tick[1]), Self.distance(from: p, to: tick[1], tick[2]))
      return (f.done, distance - 1.1)
    }
  }

  /// The rim of the hub's light `rgb` in 256 colours: the cube's deep cerulean round the busy
  /// light, its deep green round the done one; a shade of the light's own hue, which reads as
  /// a lamp's edge where a mix with the face lands on a colour of another hue.
  static func lampRim(_ rgb: UInt32, _ f: Finish) -> UInt32 {
    rgb == f.done ? 0x00875F : 0x0087AF
  }

  /// The hub's light at (`dx`, `dy`) dots from its centre: `rgb` shaded as a bead of
  /// `radius` lit from the top left, a bright spot towards the light and a deeper tone at
  /// the edge away from it.
  ///
  /// Rule (docs/terminal.md "Half blocks"): one flat colour over the whole hub read as a
  /// "blob" at 80×24 (fresh reviewers, every terminal); shaded, it reads as a lamp set in
  /// the dial, the knob's own light coming from the same side.
  static func lampShade(_ rgb: UInt32, dx: Double, dy: Double, radius: Double) -> UInt32 {
    let (u, v) = (dx / max(radius, 1), dy / max(radius, 1))
    let height = max(1 - u * u - v * v, 0).squareRoot()
    // The light's direction, up and to the left and out of the screen, normalised.
    let (lx, ly, lz) = (-0.5, -0.5, 0.7071)
    let facing = max(u * lx + v * ly + height * lz, 0)
    let lit = Raster.mix(Raster.mix(rgb, 0, 0.45), rgb, min(facing * 1.25, 1))
    let highlight = facing * facing * facing * facing
    return Raster.mix(lit, 0xFFFFFF, 0.55 * highlight)
  }

  /// The distance from `p` to the segment a → b.
  static func distance(from p: Point2D, to a: Point2D, _ b: Point2D) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let squared = dx * dx + dy * dy
    let t = squared > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / squared, 0), 1) : 0
    let (ex, ey) = (p.x - a.x - t * dx, p.y - a.y - t * dy)
    return (ex * ex + ey * ey).squareRoot()
  }
}
