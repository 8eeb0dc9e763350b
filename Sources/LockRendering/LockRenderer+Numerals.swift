import AnimationCore
import LockModel
import TerminalRuntime

/// The numbers painted into a large filled face (``Numerals``), turning with the dial.
extension LockRenderer {
  /// How the numbers are painted on this face: the digits' height in dots, which numbers get
  /// one (every `step`-th) and their clearance inside the ticks (``numeralRim(_:height:clearance:)``);
  /// `nil` where they stay text.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): painted where a digit a quarter of the
  /// face's radius tall stands two and a half rows or more, at least five of the raster's
  /// pixels tall and three across (in whole cells a cell is one pixel), and where
  /// the numbers fit between the ticks and the hub with a digit's width between neighbours.
  /// There a text number, a cell, is a speck on the face; on a smaller face a text number is
  /// as large as a painted one would be, and sharper. The numbers are as frequent as fit
  /// (the steps of ``labelStep(stops:radius:)``), smaller digits (down to seven tenths) before
  /// fewer numbers: a padlock's 40 stops read 0, 5, 10 … 35, as its dial is printed. Where text
  /// shows every number, they are all painted or none: every other number painted at 160×50
  /// in half blocks read as a dial missing half its numbers. A third of a digit clear of the
  /// ticks where the numbers fit so, else a quarter: a quarter left the long ticks all but
  /// touching the 3, the 4 and the 5 at 200×60 (fresh reviewers), and a third everywhere
  /// left a padlock's 40 stops without numbers.
  func numerals(
    _ g: LockGeometry, stops: Int
  ) -> (height: Double, step: Int, clearance: Double)? {
    guard drawsRaster, !g.compact else { return nil }
    let largest = numeralHeight(g)
    // Every number, or none, where the text would show every number.
    let textStep = Self.labelStep(stops: stops, radius: labelRim(g) - Self.labelInset)
    let most = textStep == 1 ? 1 : Int.max
    for step in [1, 2, 5, 10, 20, 25, 50, 100]
    where stops % step == 0 && stops / step >= 4 && step <= most {
      for scale in [1, 0.85, 0.7] {
        let height = (largest * scale).rounded()
        guard numeralsLegible(g, height: height) else { continue }
        for clearance in [1.0 / 3, 1.0 / 4]
        where numeralsFit(g, height: height, stops: stops, step: step, clearance: clearance) {
          return (height, step, clearance)
        }
      }
    }
    return nil
  }

  /// The numbers' height before they must shrink to fit.
  ///
  /// A fifth of the face's radius, or as much more as they need to read
  /// (``numeralsLegible(_:height:)``), up to a quarter. A quarter everywhere crowded the face
  /// at 200×60: the 8 on the 7, the 2 on the 3, the 0 and the 5 on their ticks (a fresh
  /// reviewer).
  func numeralHeight(_ g: LockGeometry) -> Double {
    let (least, most) = ((g.faceRadius * 0.21).rounded(), (g.faceRadius * 0.26).rounded())
    var height = least
    while height < most && !numeralsLegible(g, height: height) { height += 1 }
    return height
  }

  /// Whether digits `height` dots tall read as digits: two and a half rows tall or more, and
  /// at least five pixels tall and three across (see ``numerals(_:stops:)``), as a clock's
  /// digits of three by five pixels read.
  func numeralsLegible(_ g: LockGeometry, height: Double) -> Bool {
    let (across, down) = options.wholeCells ? (1, 1) : (rasterGrid.across, rasterGrid.down)
    let (wide, tall) = (2 / Double(across), g.rowDots / Double(down))
    return height >= 2.5 * g.rowDots && height / tall >= 5
      && Numerals.aspect * height / wide >= 3
  }

  /// Whether every `step`-th number, digits `height` dots tall, fits inside the numbers'
  /// circle (``numeralRim(_:height:clearance:)``) with the widest one's inner edge a stroke clear of the
  /// hub, anywhere round the face, and neighbours a digit's width apart side by side and half
  /// a digit's height one over the other.
  func numeralsFit(
    _ g: LockGeometry, height: Double, stops: Int, step: Int, clearance: Double
  ) -> Bool {
    let outer = numeralRim(g, height: height, clearance: clearance)
    let widest = Numerals.width(of: max(stops - 1, 0), height: height)
    let extent = max(widest, height)
    // A box's centre stands its reach inside `outer`, at most half its diagonal, and its
    // nearest corner half its diagonal nearer the hub.
    let tall = height + 2 * Numerals.weight * height
    let diagonal = (widest * widest + tall * tall).squareRoot()
    guard outer - diagonal >= g.hubRadius + 2 * Numerals.weight * height else { return false }
    let chord =
      2 * (outer - extent / 2) * Angle(radians: Double.pi * Double(step) / Double(stops)).sine
    // Beside the hub two neighbours stand one over the other, the chord apart: half a digit
    // between them there (the 8 ran into the 7 and the 2 into the 3 in half blocks, 160×50).
    return chord >= widest + Numerals.aspect * height && chord >= tall + height / 2
  }

  /// The circle the numbers stand inside: `clearance` of a digit's height inside the ticks (or
  /// the face's rim where there are none), and in half blocks a pixel more.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): a digit snapped to whole pixels moves up
  /// to half a pixel, and half blocks' pixels are two dots tall: a quarter of a digit alone
  /// left the 0 and the 5 touching their ticks at 200×60 (a fresh reviewer, xterm and tmux).
  func numeralRim(_ g: LockGeometry, height: Double, clearance: Double) -> Double {
    let pixel = rasterGrid.splits ? 0 : g.rowDots / 2
    return g.faceRadius - (drawsTicks(g) ? g.majorTick + 1 : 1) - height * clearance - pixel
  }

  /// Where each painted number stands: every `step`-th number upright at its angle, its box
  /// (strokes included, in dots) touching the circle of radius `outer` from inside, so that
  /// the numbers stand on one circle whichever way each is wider.
  static func numeralPlacement(
    _ number: Int, outer: Double, dial: LockScene.DialView, stops: Int, geometry g: LockGeometry,
    height: Double
  ) -> (center: Point2D, wide: Double, tall: Double) {
    let angle = Angle(
      radians: LockGeometry.screenAngle(of: number, stops: stops, dialAngle: dial.angle))
    let (wide, tall) = (
      Numerals.width(of: number, height: height), height + 2 * Numerals.weight * height
    )
    let reach = abs(angle.cosine) * wide / 2 + abs(angle.sine) * tall / 2
    let center = Point2D(
      x: g.center.x + (outer - reach) * angle.cosine, y: g.center.y - (outer - reach) * angle.sine)
    return (center, wide, tall)
  }

  /// Paints every `step`-th number in `color` where ``numeralPlacement`` puts it, its segments
  /// gathered in `pieces`.
  static func paintNumerals(
    _ raster: inout Raster, outer: Double, color: UInt32, pieces: inout [(Point2D, Point2D)],
    dial: LockScene.DialView, stops: Int, geometry g: LockGeometry, height: Double, step: Int
  ) {
    for number in stride(from: 0, to: stops, by: step) {
      let (center, _, _) = numeralPlacement(
        number, outer: outer, dial: dial, stops: stops, geometry: g, height: height)
      paintNumber(
        &raster, number, center: center, height: height, color: color, pieces: &pieces,
        geometry: g)
    }
  }

  /// Paints `number` in `color`, digits `height` dots tall, its box centred on `center`.
  static func paintNumber(
    _ raster: inout Raster, _ number: Int, center: Point2D, height: Double, color: UInt32,
    pieces: inout [(Point2D, Point2D)], geometry g: LockGeometry
  ) {
    let half = Numerals.weight * height
    // Twice as sharp as the other edges in half blocks, four times in sextants and quadrants:
    // a stroke is a pixel or two across, and a soft edge of half a pixel each side lands a row
    // of grey along it; in a cell of two colours its grey pixels join the face's and tint the
    // cell, a lighter box round the digit.
    let sharpness = raster.grid.splits ? 4.0 : 2
    // The top and bottom strokes' middles on the middles of rows of pixels, and the upright
    // strokes' edges on the boundaries of columns (the digit moved and sized by under half a
    // pixel each way): across a boundary, a stroke is two rows or columns of faint pixels.
    let (column, row) = pixelDots(raster, g)
    let snapped = max((height / row).rounded(), 1) * row
    let top = (((center.y - snapped / 2) / row - 0.5).rounded() + 0.5) * row
    let wide = max((Numerals.aspect * height / column).rounded(), 1) * column
    let gap = max((Numerals.spacing * height / column).rounded(), 1) * column
    let count = Double(CellBuffer.digits(number))
    let total = count * wide + (count - 1) * gap
    // A stroke an odd number of columns across stands on a column's middle, an even one on
    // a boundary.
    let odd = (2 * half / column).rounded().truncatingRemainder(dividingBy: 2) == 1
    let left =
      (((center.x - total / 2) / column - (odd ? 0.5 : 0)).rounded() + (odd ? 0.5 : 0)) * column
    pieces.removeAll(keepingCapacity: true)
    Numerals.segments(
      of: number, height: snapped, wide: wide, gap: gap, left: left, top: top, into: &pieces)
    // Round the digits where they are drawn, after the snap.
    let box = (left - half - 1, top - half - 1, left + total + half + 1, top + snapped + half + 1)
    paint(&raster, g, box) { x, y in
      let p = Point2D(x: x, y: y)
      var nearest = Double.infinity
      for (a, b) in pieces { nearest = min(nearest, distance(from: p, to: a, b)) }
      return (color, sharpness * (nearest - half))
    }
  }
}
