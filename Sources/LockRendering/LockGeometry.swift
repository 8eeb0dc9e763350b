import AnimationCore
import LockModel
import TerminalRuntime

/// Where the padlock's parts sit in dot space (y down), from the outside in: the spinner ring's
/// band, the bezel (the lock's round body), the face with its ticks and numbers, the hub; and the
/// shackle above, its legs going into the body.
///
/// Rules (docs/terminal.md "Output"): every part has its own band, so nothing is drawn over
/// anything else — the ring outside the bezel with a gap, the ticks inside the face's rim, the
/// numbers inside the ticks and outside the hub. The shackle's legs end in the bezel; opening lifts
/// it until the short leg's foot clears the body while the long leg stays in its hole, then it
/// swings about that hole. The whole lock, shackle open, fits its area; the largest such lock is
/// chosen.
struct LockGeometry: Sendable {
  /// The dial's centre, in dots from the lock area's top-left.
  var center: Point2D
  /// The spinner ring's outer radius.
  let ringRadius: Double
  /// The ring's thickness in dots.
  let ringWidth: Double
  /// The bezel's outer radius (the body's edge).
  let bezelRadius: Double
  /// The bezel's thickness.
  let bezelWidth: Double
  /// The face's radius (inside the bezel).
  let faceRadius: Double
  /// The length of a long tick (multiples of 5); short ticks are about half.
  let majorTick: Double
  /// The length of a short tick.
  let minorTick: Double
  /// The hub's radius.
  let hubRadius: Double
  /// Half the distance between the shackle's legs.
  let legSpacing: Double
  /// The shackle bar's thickness.
  let barWidth: Double
  /// How far the shackle's shoulders stand above the body.
  let shoulderRise: Double
  /// How far the shackle lifts when open (pose lift 1).
  let liftHeight: Double
  /// How far above the body the lock is sized for the shackle to lift: for the filled
  /// picture a bar's width more than it does.
  ///
  /// Rule (docs/terminal.md "Output"): the open shackle lifted as far as the lock is sized
  /// for stood on the window's top row, flush with its edge, while the shut lock had rows of
  /// air (fresh reviewers, every emulator at 80×24); its free leg still clears the body by
  /// over a row.
  let reservedLift: Double
  /// Dots in a cell's height: 4 for braille; for the filled picture twice the cell's height
  /// over its width, so that a dot is square on screen whatever the font.
  var rowDots = 4.0
  /// Whether these are the small lock's proportions (``compact(radius:center:rise:)``).
  let compact: Bool

  /// Dots in a cell's height: 4 for braille; for the filled picture twice `cellAspect` (a cell's
  /// height over its width, kept within 1…4), so that its dots are square.
  static func rowDots(filled: Bool, cellAspect: Double) -> Double {
    filled ? 2 * min(max(cellAspect, 1), 4) : 4
  }

  /// The filled picture's proportions: a broader body round a smaller face and a heavier bar,
  /// since its pixels are coarser than braille dots and a thin band reads as a line, not steel.
  static func filled(radius: Double) -> LockGeometry {
    LockGeometry(radius: radius, filled: true)
  }

  /// The parts for a ring of outer radius `radius` centred at `center`; `compact`, the small
  /// lock's proportions (``compact(radius:center:rise:)``).
  init(
    radius: Double, center: Point2D = Point2D(x: 0, y: 0), filled: Bool = false,
    compact: Bool = false, rise: Double = 0.15
  ) {
    let r = max(radius, 8).rounded(.down)
    self.center = center
    self.compact = compact
    ringRadius = r
    if compact {
      // The small lock's (``compact(radius:center:rise:)``).
      ringWidth = 2
      bezelRadius = r - 4
      // Three dots: at 2.5 the face's bottom reached the bezel's last row of pixels, a notch
      // of the face through the rim at 6 o'clock ("the face seems to leak out of the
      // bottom", fresh reviewers, kitty and alacritty at 40×16).
      bezelWidth = 3
      faceRadius = bezelRadius - bezelWidth
      (majorTick, minorTick, hubRadius) = (2, 1, 2)
      legSpacing = (bezelRadius * 0.45).rounded()
      barWidth = 3
      shoulderRise = (bezelRadius * rise).rounded()
      liftHeight = 6
      reservedLift = liftHeight
      return
    }
    // A filled ring a pixel and a half across at least: one pixel wide, its steps met only
    // at their corners, a dotted stair rather than a stroke (80×24).
    ringWidth = filled ? max(3, (r * 0.05).rounded()) : max(1, (r * 0.035).rounded())
    // A filled ring stands a pixel and a half off the body at least: at one pixel its edge
    // pixels and the rim's meet where the circles step.
    let gap = filled ? max(3, (r * 0.07).rounded()) : max(2, (r * 0.06).rounded())
    bezelRadius = r - ringWidth - gap
    bezelWidth = filled ? max(4, (r * 0.15).rounded()) : max(2, (r * 0.07).rounded())
    faceRadius = bezelRadius - bezelWidth
    majorTick = max(2, (faceRadius * 0.14).rounded())
    minorTick = max(1, (majorTick * 0.5).rounded())
    hubRadius = max(5, (faceRadius * 0.24).rounded())
    legSpacing = (bezelRadius * 0.52).rounded()
    barWidth =
      filled ? max(4, (bezelRadius * 0.17).rounded()) : max(2, (bezelRadius * 0.13).rounded())
    shoulderRise = (bezelRadius * 0.32).rounded()
    reservedLift = (bezelWidth + barWidth + 2 + bezelRadius * 0.1).rounded()
    liftHeight = filled ? (bezelWidth + 2 + bezelRadius * 0.1).rounded() : reservedLift
  }

  /// The small lock's proportions, for a face that would otherwise hold no numbers.
  ///
  /// See ``holdsNumbers``: a thin ring close to the body, a thin bezel, a hub the size of a
  /// cell (the font's dot `●`, or the number under the index), a narrower shackle that lifts only as far
  /// as its free leg needs to clear the body, its shoulders `rise` of the body's radius above
  /// it. Filled only.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): at 40×16 the filled proportions leave a
  /// face of about 6 dots round a hub of 5, no room for a number; these give a face of 10.5
  /// to 11.5 round a hub of 2, which holds five (every other number of ten).
  static func compact(
    radius: Double, center: Point2D = Point2D(x: 0, y: 0), rise: Double = 0.15
  ) -> LockGeometry {
    LockGeometry(radius: radius, center: center, filled: true, compact: true, rise: rise)
  }

  /// The shoulder rises the small lock tries, tallest first.
  ///
  /// The tallest that leaves the lock within a dot of the radius the lowest does, with room
  /// for numbers, is drawn: on short legs a small lock's arch reads as a kettlebell's handle,
  /// not a padlock's shackle, and two dots less leave five numbers no room at 40×16.
  static let compactRises = [0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15]

  /// Whether the face has room for numbers between the hub and its rim, as
  /// ``LockRenderer`` places them on a face without ticks (a band of more than 7 dots).
  var holdsNumbers: Bool { faceRadius - hubRadius > 7 }

  /// The largest lock that fits `columns` × `rows` cells of `rowDots` dots' height, centred
  /// in them (the filled picture's proportions when `filled`; the compact ones when those
  /// leave the face no room for numbers and the compact ones do), its centre in the middle of
  /// a row, or on the boundary under one where `betweenRows` (not the compact lock's).
  init(
    columns: Int, rows: Int, rowDots: Double = 4, filled: Bool = false, betweenRows: Bool = false
  ) {
    var geometry = Self.fitted(
      columns: columns, rows: rows, rowDots: rowDots, betweenRows: betweenRows
    ) {
      LockGeometry(radius: $0, filled: filled)
    }
    if filled && !geometry.holdsNumbers {
      let compact = Self.compact(columns: columns, rows: rows, rowDots: rowDots)
      if compact.holdsNumbers { geometry = compact }
    }
    self = geometry
  }

  /// The largest small lock (``compact(radius:center:rise:)``) that fits `columns` × `rows`
  /// cells of `rowDots` dots' height, with the tallest shackle of ``compactRises`` that costs it
  /// a dot of radius at most.
  private static func compact(columns: Int, rows: Int, rowDots: Double) -> LockGeometry {
    func fitted(_ rise: Double) -> LockGeometry {
      Self.fitted(columns: columns, rows: rows, rowDots: rowDots, guess: 2.4) {
        LockGeometry.compact(radius: $0, rise: rise)
      }
    }
    let lowest = fitted(compactRises[compactRises.count - 1])
    for rise in compactRises.dropLast() {
      let geometry = fitted(rise)
      if geometry.ringRadius >= lowest.ringRadius - 1 && geometry.holdsNumbers {
        return geometry
      }
    }
    return lowest
  }

  /// The largest lock `make` gives that fits `columns` × `rows` cells of `rowDots` dots'
  /// height, shackle at its highest, centred in them: from a radius of a `guess`-th of the
  /// height down, a dot at a time (the first guess is within about a tenth).
  private static func fitted(
    columns: Int, rows: Int, rowDots: Double, guess: Double = 3, betweenRows: Bool = false,
    _ make: (Double) -> LockGeometry
  ) -> LockGeometry {
    let width = Double(max(columns, 0) * 2)
    let height = Double(max(rows, 0)) * rowDots
    var radius = min(width / 2 - 1, height / guess, 400).rounded(.down)
    var geometry = make(radius)
    while radius > 8 && geometry.extentAbove + geometry.ringReach + 2 > height {
      radius -= 1
      geometry = make(radius)
    }
    let used = geometry.extentAbove + geometry.ringReach + 1
    let top = max(((height - used) / 2).rounded(.down), 0)
    // The centre on a cell's centre, so that what is placed by cells round it (the numbers)
    // mirrors left and right, above and below; or on a boundary between rows
    // (``LockRenderer/lockGeometry(columns:rows:rowDots:filled:stops:options:)``).
    let half = betweenRows ? 0 : 0.5
    var row = ((top + geometry.extentAbove) / rowDots - half).rounded()
    if (row + half) * rowDots + geometry.ringReach + 1 > height { row -= 1 }
    if geometry.compact, Self.liftsToTheTop(row: row + half, geometry, rowDots: rowDots),
      (row + 1 + half) * rowDots + geometry.ringReach <= height
    {
      row += 1
    }
    geometry.center = Point2D(
      x: Double(columns / 2 * 2 + 1), y: (max(row, 0) + half) * rowDots)
    geometry.rowDots = rowDots
    return geometry
  }

  /// Whether `geometry`, its centre `row` rows down (a cell's middle or a boundary), lifts its
  /// shackle to within half a row of the area's top.
  ///
  /// Rule (docs/terminal.md "Output"): the small lock is sized for its shackle's lift and no
  /// more (the larger ones for a lift a bar's width higher than theirs); centred in rows, its
  /// open crown stood on the window's top row, touching its edge (fresh reviewers, every
  /// emulator at 40×16), while most of a row under its ring stood empty. Where a row lower
  /// still holds the ring (without the dot the fit keeps under it), it stands a row lower.
  static func liftsToTheTop(row: Double, _ geometry: LockGeometry, rowDots: Double) -> Bool {
    row * rowDots - geometry.extentAbove < rowDots / 2
  }

  /// How far below the centre the ring's band reaches: its outer radius, and on the small
  /// lock the dot and a half its band is widened and moved outwards by
  /// (``LockRenderer/ringTable(_:geometry:finish:apart:wholeCells:)``).
  ///
  /// Rule (docs/terminal.md "Half blocks"): sized by its radius alone, the small lock's open
  /// ring stood on the message row under it (fresh reviewers, konsole and VTE at 40×16).
  var ringReach: Double { ringRadius + (compact ? 1.5 : 0) }

  /// How far above the centre the lock reaches with the shackle at its highest (the opening's
  /// overshoot) were it to lift ``reservedLift``, bar thickness included.
  var extentAbove: Double {
    var top = ringRadius
    for pose in [Shackle.Pose.shut, Shackle.Pose.highest] {
      let path = shackle(pose, lift: reservedLift)
      for point in [path.longLegTop, path.shortLegTop, path.shortLegFoot] {
        top = max(top, center.y - point.y)
      }
      for step in 0...8 {
        let point = path.arch(Double(step) / 8)
        top = max(top, center.y - point.y)
      }
    }
    return top + barWidth / 2 + 1
  }

  /// How far above the centre the shut lock reaches: the shackle's crown, bar included.
  var reachShut: Double {
    let path = shackle(.shut)
    let crown = (0...8).map { center.y - path.arch(Double($0) / 8).y }.max() ?? 0
    return max(crown, center.y - path.longLegTop.y, ringRadius) + barWidth / 2
  }

  /// The y of the bezel's middle line at horizontal offset `dx` from the centre (where the legs
  /// end: inside the body).
  func holeY(_ dx: Double) -> Double {
    let middle = bezelRadius - bezelWidth / 2
    return center.y - (middle * middle - dx * dx).squareRoot()
  }

  /// The shackle's centre line in a pose: the long (left) leg from its hole, the short leg and
  /// the arch between their tops.
  func shackle(_ pose: Shackle.Pose) -> ShacklePath {
    shackle(pose, lift: liftHeight)
  }

  /// The shackle's centre line in a pose, lifted `height` when open.
  private func shackle(_ pose: Shackle.Pose, lift height: Double) -> ShacklePath {
    let shift = pose.shake * 0.08 * bezelRadius
    let lift = pose.lift * height
    let left = center.x - legSpacing
    let right = center.x + legSpacing
    let shoulder = center.y - bezelRadius - shoulderRise
    let hinge = Point2D(x: left + shift, y: holeY(-legSpacing))
    let turn = Angle(radians: pose.tilt.radians)
    let (cosine, sine) = (turn.cosine, turn.sine)
    /// A point of the shut shackle lifted, shaken and swung about the long leg's hole (y down).
    func posed(_ x: Double, _ y: Double) -> Point2D {
      let dx = x + shift - hinge.x
      let dy = y - lift - hinge.y
      return Point2D(x: hinge.x + dx * cosine + dy * sine, y: hinge.y - dx * sine + dy * cosine)
    }
    return ShacklePath(
      hole: hinge, longLegTop: posed(left, shoulder), shortLegTop: posed(right, shoulder),
      shortLegFoot: posed(right, holeY(legSpacing)),
      archCenter: posed(center.x, shoulder), radius: legSpacing, tilt: pose.tilt.radians)
  }

  /// The screen angle of number `number` when the dial is at `angle`: numbers run clockwise, the
  /// index is at the top (π/2), and turning the dial counter-clockwise turns the face with it.
  static func screenAngle(of number: Int, stops: Int, dialAngle: Angle) -> Double {
    .pi / 2 - Double(number) * 2 * .pi / Double(stops) + dialAngle.radians
  }
}

/// The shackle's centre line in one pose (see ``LockGeometry/shackle(_:)``).
struct ShacklePath: Sendable {
  /// The long leg's hole in the body, which it never leaves.
  let hole: Point2D
  /// The long leg's top.
  let longLegTop: Point2D
  /// The short leg's top.
  let shortLegTop: Point2D
  /// The short leg's foot (in its hole when shut, above the body when open).
  let shortLegFoot: Point2D
  /// The arch's centre.
  let archCenter: Point2D
  /// The arch's radius.
  let radius: Double
  /// The swing, radians (counter-clockwise).
  let tilt: Double

  /// The point `t` of the way along the arch, from the long leg's top (0) over to the short
  /// leg's (1).
  func arch(_ t: Double) -> Point2D {
    Canvas.point(center: archCenter, radius: radius, angle: .pi * (1 - t) + tilt)
  }

  /// The signed distance from `p` to the segment a → b, positive on the outer side (the left
  /// of the direction of travel along the shackle), or infinity beyond its ends.
  static func side(of p: Point2D, from a: Point2D, to b: Point2D) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return .infinity }
    let along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length
    guard along >= 0, along <= length else { return .infinity }
    return -(dx * (p.y - a.y) - dy * (p.x - a.x)) / length
  }

  /// The signed distance from `p` to the arch (positive outside it), or infinity where `p` is
  /// not beside the arch.
  func side(ofArch p: Point2D) -> Double {
    let (dx, dy) = (p.x - archCenter.x, archCenter.y - p.y)
    var angle = Angle(x: dx, y: dy).radians - tilt
    while angle < 0 { angle += 2 * .pi }
    while angle >= 2 * .pi { angle -= 2 * .pi }
    guard angle <= .pi else { return .infinity }
    return (dx * dx + dy * dy).squareRoot() - radius
  }
}
