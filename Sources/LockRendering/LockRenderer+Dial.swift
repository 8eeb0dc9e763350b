import AnimationCore
import LockModel

/// Where the lock's parts sit in dot space (y down), for a lock area of a given size.
struct LockGeometry: Sendable {
  /// The dial's centre, in dots from the lock area's top-left.
  var center: Point2D
  /// The spinner ring's radius, in dots.
  var ringRadius: Double
  /// The dial circle's radius.
  var dialRadius: Double
  /// The radius the number labels sit on.
  var labelRadius: Double
  /// The length of a major tick (minor ticks are half as long).
  var tickLength: Double

  /// The largest lock that fits `columns` × `rows` cells: the ring with the shackle above it
  /// (lifted and swung open, it reaches about 2.1 ring radii above the centre), centred across.
  init(columns: Int, rows: Int) {
    let width = Double(columns * 2)
    let height = Double(rows * 4)
    let radius = max(min(width / 2 - 2, (height - 3) / 3.2, 96), 6)
    ringRadius = radius.rounded(.down)
    dialRadius = ringRadius - max(4, (ringRadius * 0.12).rounded())
    labelRadius = max(dialRadius - max(5, (ringRadius * 0.2).rounded()), 2)
    tickLength = max(3, (ringRadius * 0.09).rounded())
    center = Point2D(x: (width / 2).rounded(.down), y: (2.15 * ringRadius + 1).rounded(.down))
  }

  /// The screen angle of number `number` when the dial is at `angle`: numbers run clockwise, the
  /// pointer is at the top (π/2), and turning the dial counter-clockwise turns the face with it.
  static func screenAngle(of number: Int, stops: Int, dialAngle: Angle) -> Double {
    .pi / 2 - Double(number) * 2 * .pi / Double(stops) + dialAngle.radians
  }
}

extension LockRenderer {
  /// Numbers that get a label on a dial of `stops`: all up to 12, every 5th up to 60, every
  /// 10th beyond; more when the dial is big enough.
  static func labelStep(stops: Int, labelRadius: Double) -> Int {
    let circumferenceCells = 2 * .pi * labelRadius / 2
    for step in [1, 2, 5, 10, 20, 25, 50, 100] where stops % step == 0 || step >= stops {
      if Double(stops / step) * 3.5 <= circumferenceCells { return step }
    }
    return stops
  }

  /// The shackle, dial, ticks, labels, pointer, spinner ring and centre glyph.
  mutating func paintLock(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    canvas.reset(columns: area.width, rows: area.height)
    let geometry = LockGeometry(columns: area.width, rows: area.height)
    let stops = max(scene.dial.stops, 1)
    let step = 2 * Double.pi / Double(stops)
    let c = geometry.center

    drawShackle(scene.shackle, geometry: geometry)
    canvas.circle(center: c, radius: geometry.dialRadius, ink: Ink.face.rawValue)

    // Ticks: every stop when there is room, else every labelled one and halves.
    let labelEvery = Self.labelStep(stops: stops, labelRadius: geometry.labelRadius)
    let room = 2 * .pi * geometry.dialRadius / Double(stops)
    let tickEvery = room >= 2 ? 1 : (room * 5 >= 2 ? 5 : labelEvery)
    for number in stride(from: 0, to: stops, by: tickEvery) {
      let angle = LockGeometry.screenAngle(of: number, stops: stops, dialAngle: scene.dial.angle)
      let major = number % labelEvery == 0
      let inner = geometry.dialRadius - (major ? geometry.tickLength : geometry.tickLength / 2)
      canvas.line(
        from: Canvas.point(center: c, radius: inner, angle: angle),
        to: Canvas.point(center: c, radius: geometry.dialRadius - 0.5, angle: angle),
        ink: major ? Ink.majorTick.rawValue : Ink.face.rawValue)
    }

    // The fixed pointer: a wedge above the dial, pointing down at the top.
    let top = Double.pi / 2
    for row in 0..<4 {
      let y = c.y - geometry.dialRadius - 1 - Double(row)
      let half = Double(row)
      canvas.line(
        from: Point2D(x: c.x - half, y: y), to: Point2D(x: c.x + half, y: y),
        ink: Ink.pointer.rawValue)
    }

    // The spinner ring: the stroke from strokeStart to strokeEnd, drawn clockwise from its
    // rotation (the seed's path runs clockwise from the start point).
    let stroke = scene.ring.stroke
    if stroke.end > stroke.start {
      let start = scene.ring.rotation.radians - 2 * .pi * min(max(stroke.start, 0), 1)
      let end = scene.ring.rotation.radians - 2 * .pi * min(max(stroke.end, 0), 1)
      canvas.arc(
        center: c, radius: geometry.ringRadius, from: start, to: end, ink: Ink.ring.rawValue)
    }

    if scene.ring.showsGlyph {
      drawGlyph(mix: scene.ring.glyphMix, center: Point2D(x: c.x, y: c.y + 1))
    }
    canvas.render(into: &buffer, x: area.x, y: area.y, styles: Self.inkStyles, ascii: options.ascii)

    // Labels: the number under the pointer first, at the top, in reverse video; then the others
    // where they do not collide.
    let toCell = { (p: Point2D) -> (x: Int, y: Int) in
      (area.x + Int((p.x / 2).rounded(.down)), area.y + Int((p.y / 4).rounded(.down)))
    }
    let pointerCell = toCell(Canvas.point(center: c, radius: geometry.labelRadius, angle: top))
    let readout = scene.dial.numberUnderPointer
    placeLabel(
      readout, at: pointerCell, style: Style(attributes: [.bold, .reverse]), clip: area,
      into: &buffer, force: true)
    for number in stride(from: 0, to: stops, by: labelEvery) where number != readout {
      let angle = LockGeometry.screenAngle(of: number, stops: stops, dialAngle: scene.dial.angle)
      // Labels near the top would sit on the read-out.
      let distance = Angle(radians: angle - top).normalized.radians
      if abs(distance) < step * 0.5 { continue }
      let cell = toCell(Canvas.point(center: c, radius: geometry.labelRadius, angle: angle))
      placeLabel(number, at: cell, style: .plain, clip: area, into: &buffer, force: false)
    }
  }

  /// Writes `number` centred on `cell` unless it would overlap a label already placed.
  mutating func placeLabel(
    _ number: Int, at cell: (x: Int, y: Int), style: Style, clip: Rect,
    into buffer: inout CellBuffer, force: Bool
  ) {
    let width = digits(number)
    let x = cell.x - (width - 1) / 2
    guard x >= clip.x, x + width <= clip.x + clip.width, cell.y >= clip.y,
      cell.y < clip.y + clip.height
    else { return }
    if !force {
      for slot in taken
      where slot.y == cell.y && x < slot.x + slot.width + 1 && slot.x < x + width + 1 {
        return
      }
    }
    buffer.write(number: number, x: x, y: cell.y, style: style)
    taken.append((x, cell.y, width))
  }

  /// The shackle above the ring: two legs and an arch, lifted, swung about the left leg's foot
  /// (its hinge) and shaken sideways by the pose.
  mutating func drawShackle(_ pose: Shackle.Pose, geometry: LockGeometry) {
    let r = geometry.ringRadius
    let c = geometry.center
    let half = 0.5 * r
    let foot = c.y - (r * r - half * half).squareRoot()
    let shoulder = c.y - 1.05 * r
    let lift = pose.lift * 0.32 * r
    let shift = pose.shake * 0.15 * r
    let hinge = Point2D(x: c.x - half + shift, y: foot - lift)
    let turn = Angle(radians: pose.tilt.radians)
    let cosine = turn.cosine
    let sine = turn.sine
    /// A point of the shut shackle, moved by the pose (rotation about the hinge, y down).
    func posed(_ p: Point2D) -> Point2D {
      let lifted = Point2D(x: p.x + shift, y: p.y - lift)
      let dx = lifted.x - hinge.x
      let dy = lifted.y - hinge.y
      return Point2D(x: hinge.x + dx * cosine + dy * sine, y: hinge.y - dx * sine + dy * cosine)
    }
    let ink = Ink.shackle.rawValue
    canvas.line(
      from: posed(Point2D(x: c.x - half, y: foot)), to: posed(Point2D(x: c.x - half, y: shoulder)),
      ink: ink)
    canvas.line(
      from: posed(Point2D(x: c.x + half, y: foot)), to: posed(Point2D(x: c.x + half, y: shoulder)),
      ink: ink)
    let steps = max(Int(half * 3), 8)
    for i in 0...steps {
      let angle = Double.pi * Double(i) / Double(steps)
      let p = Canvas.point(center: Point2D(x: c.x, y: shoulder), radius: half, angle: angle)
      let q = posed(p)
      canvas.plot(x: q.x, y: q.y, ink: ink)
    }
  }

  /// The centre glyph: the busy glyph (a small ring) cross-fading into the done glyph (a tick)
  /// by ordered dithering — at mix m a dot of the done glyph shows where its threshold is below
  /// m, a dot of the busy glyph where it is not.
  mutating func drawGlyph(mix: Double, center: Point2D) {
    let origin = Point2D(x: center.x - 3, y: center.y - 4)
    let m = min(max(mix, 0), 1)
    for (x, y) in Self.busyGlyph where m < Self.threshold(x, y) {
      canvas.plot(x: origin.x + Double(x), y: origin.y + Double(y), ink: Ink.glyph.rawValue)
    }
    for (x, y) in Self.doneGlyph where m >= Self.threshold(x, y) {
      canvas.plot(x: origin.x + Double(x), y: origin.y + Double(y), ink: Ink.doneGlyph.rawValue)
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
