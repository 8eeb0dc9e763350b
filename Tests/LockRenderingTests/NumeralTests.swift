import AnimationCore
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Numbers on the face"): on a face where a digit a quarter of its
/// radius tall stands two and a half rows or more, the numbers are painted into the picture,
/// upright, on one circle inside the ticks and clear of the hub; elsewhere they are text.
struct NumeralTests {
  /// A renderer that has drawn the lock mid-dial at `width` × `height` in `grid`, with cells
  /// `aspect` times as tall as wide and `stops` numbers.
  func drawn(
    _ grid: Raster.Grid, _ width: Int, _ height: Int, aspect: Double = 2.2, stops: Int = 10,
    wholeCells: Bool = false
  ) -> (renderer: LockRenderer, buffer: CellBuffer, scene: LockScene) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    options.wholeCells = wholeCells
    var renderer = LockRenderer(options: options)
    var scene = Scenes.autoDial(at: 3.2, width: width, height: height)
    scene.cellAspect = aspect
    scene.dial.stops = stops
    let buffer = renderer.render(scene, width: width, height: height)
    return (renderer, buffer, scene)
  }

  /// The painted numbers' digit height and step for that picture, or none where they are
  /// text, and the numbers' clearance inside the ticks in twelfths of a digit's height.
  func numerals(
    _ grid: Raster.Grid, _ width: Int, _ height: Int, aspect: Double = 2.2, stops: Int = 10,
    wholeCells: Bool = false
  ) -> [Double] {
    let (renderer, _, _) = drawn(
      grid, width, height, aspect: aspect, stops: stops, wholeCells: wholeCells)
    guard let geometry = renderer.geometryCache?.geometry,
      let numerals = renderer.numerals(geometry, stops: stops)
    else { return [] }
    return [numerals.height, Double(numerals.step), numerals.clearance * 12]
  }

  @Test func paintedOnlyWhereADigitStandsTwoAndAHalfRows() {
    // 200×60: a face of 55 dots' radius, digits of 12 (a fifth of it, 2.7 rows) in sextants
    // and quadrants, and in half blocks (three pixels across), a third of a digit inside the
    // ticks.
    #expect(numerals(.sextants, 200, 60) == [12, 1, 4])
    #expect(numerals(.quadrants, 200, 60) == [12, 1, 4])
    #expect(numerals(.halves, 200, 60) == [12, 1, 4])
    // 160×50: 11 dots, the least two and a half rows. In half blocks ten numbers of 11 dots
    // leave less than half a digit between the 2 and the 3, a pixel further from the ticks;
    // the text shows all ten, so none is painted (not every other one).
    #expect(numerals(.sextants, 160, 50) == [11, 1, 4])
    #expect(numerals(.halves, 160, 50) == [])
    // A padlock's 40 stops: every fifth (as its dial is printed), a third of a digit inside
    // the ticks, or a quarter where a third leaves no room for them (cells twice as tall as
    // wide, a face of 50 dots); a safe's 100: every twentieth.
    #expect(numerals(.sextants, 200, 60, stops: 40) == [12, 5, 4])
    #expect(numerals(.sextants, 200, 60, aspect: 2, stops: 40) == [11, 5, 3])
    #expect(numerals(.sextants, 200, 60, stops: 100) == [12, 20, 4])
    // Text where a digit would be two rows or less, and in whole cells (a pixel a cell).
    #expect(numerals(.sextants, 120, 40) == [])
    #expect(numerals(.sextants, 80, 24) == [])
    #expect(numerals(.halves, 200, 60, wholeCells: true) == [])
  }

  /// Where the numbers are painted the face has no text number (the hub's readout aside, which
  /// the face shows itself); where they are not, ten text numbers.
  @Test func aPaintedFaceHasNoTextNumbers() {
    func digits(_ width: Int, _ height: Int) -> Int {
      let (_, buffer, scene) = drawn(.sextants, width, height)
      let lock = Scenes.layout(scene, width, height).lock
      var count = 0
      for y in lock.y..<(lock.y + lock.height) {
        for x in lock.x..<(lock.x + lock.width)
        where buffer[x, y].scalar.properties.numericType != nil {
          count += 1
        }
      }
      return count
    }
    #expect(digits(200, 60) == 0)
    #expect(digits(80, 24) == 10)
  }

  /// At every quarter stop round the dial, for 10, 40 and 100 stops: each painted number's
  /// box reaches no further out than the numbers' circle along its own direction, stays a
  /// stroke clear of the hub, and overlaps no other number's box.
  @Test(arguments: [10, 40, 100])
  func numbersStandApartOnOneCircle(stops: Int) throws {
    let (renderer, _, scene) = drawn(.sextants, 200, 60, stops: stops)
    let g = try #require(renderer.geometryCache?.geometry)
    let (height, step, clearance) = try #require(renderer.numerals(g, stops: stops))
    let outer = renderer.numeralRim(g, height: height, clearance: clearance)
    for quarter in 0..<(4 * stops) {
      var dial = scene.dial
      dial.angle = Angle(radians: Double(quarter) * .pi / Double(2 * stops))
      let boxes = stride(from: 0, to: stops, by: step).map {
        LockRenderer.numeralPlacement(
          $0, outer: outer, dial: dial, stops: stops, geometry: g, height: height)
      }
      for (index, box) in boxes.enumerated() {
        let (dx, dy) = (box.center.x - g.center.x, box.center.y - g.center.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let reach = (abs(dx) * box.wide / 2 + abs(dy) * box.tall / 2) / length
        #expect(length + reach <= outer + 1e-9, "number \(index * step) leaves the circle")
        let nearX = max(abs(dx) - box.wide / 2, 0)
        let nearY = max(abs(dy) - box.tall / 2, 0)
        #expect(
          (nearX * nearX + nearY * nearY).squareRoot() >= g.hubRadius + Numerals.weight * height,
          "number \(index * step) reaches the hub")
        for other in boxes[(index + 1)...] {
          let apart =
            abs(box.center.x - other.center.x) >= (box.wide + other.wide) / 2
            || abs(box.center.y - other.center.y) >= (box.tall + other.tall) / 2
          #expect(apart, "number \(index * step) overlaps another")
        }
      }
    }
  }

  /// A renderer that has drawn the lock at rest at 200×60 in half blocks at `depth` on dark,
  /// with its scene, geometry and painted digits' height.
  func halfBlocksAtRest(
    _ depth: ColorDepth
  ) throws -> (
    renderer: LockRenderer, scene: LockScene, geometry: LockGeometry, height: Double,
    clearance: Double
  ) {
    var options = RenderOptions(color: true, background: .dark, depth: depth)
    options.grid = .halves
    var renderer = LockRenderer(options: options)
    let scene = Scenes.dial(width: 200, height: 60)
    _ = renderer.render(scene, width: 200, height: 60)
    let g = try #require(renderer.geometryCache?.geometry)
    let (height, _, clearance) = try #require(renderer.numerals(g, stops: scene.dial.stops))
    return (renderer, scene, g, height, clearance)
  }

  /// In half blocks at 200×60 at rest, a row of plain face lies between the tick at 12
  /// o'clock and the 0's top, and between the tick at 6 and the 5's foot: counted down the
  /// column through the face's middle from the bezel to the digit's first stroke, the pixels
  /// that are not the face's colour make two runs (bezel and tick, then the digit), not one.
  @Test func inHalfBlocksTheZeroAndTheFiveStandClearOfTheirTicks() throws {
    let (renderer, scene, g, height, clearance) = try halfBlocksAtRest(.truecolor)
    let dial = renderer.rasterDial
    let (wide, tall) = LockRenderer.pixelDots(dial, g)
    let column = Int(g.center.x / wide)
    func runs(_ rows: [Int]) -> Int {
      var (count, inside) = (0, false)
      for y in rows {
        let plain = dial.color(x: column, y: y) == renderer.finish.face
        if !plain && !inside { count += 1 }
        inside = !plain
      }
      return count
    }
    let stroke = 2 * Numerals.weight * height
    for (number, down) in [(0, true), (5, false)] {
      let box = LockRenderer.numeralPlacement(
        number, outer: renderer.numeralRim(g, height: height, clearance: clearance),
        dial: scene.dial,
        stops: scene.dial.stops, geometry: g, height: height)
      let (bezelTop, bezelFoot) = (
        Int((g.center.y - g.bezelRadius) / tall), Int((g.center.y + g.bezelRadius) / tall)
      )
      let (digitTop, digitFoot) = (
        Int((box.center.y - box.tall / 2 + stroke) / tall),
        Int((box.center.y + box.tall / 2 - stroke) / tall)
      )
      let rows = down ? Array(bezelTop...digitTop) : Array((digitFoot...bezelFoot).reversed())
      #expect(runs(rows) == 2, "the \(number) meets its tick")
    }
  }

  /// The painted numbers are antialiased in 256 colours (their edges land on the palette's
  /// greys) and hard-edged in 16: the colours inside the box of the number at the top are the
  /// face's and the numbers' and, in 256 colours only, more between them.
  @Test func antialiasedIn256ColoursHardIn16() throws {
    for (depth, softened) in [(ColorDepth.indexed256, true), (.ansi16, false)] {
      let (renderer, scene, g, height, clearance) = try halfBlocksAtRest(depth)
      let box = LockRenderer.numeralPlacement(
        0, outer: renderer.numeralRim(g, height: height, clearance: clearance), dial: scene.dial,
        stops: scene.dial.stops, geometry: g, height: height)
      let dial = renderer.rasterDial
      let (wide, tall) = LockRenderer.pixelDots(dial, g)
      var colours = Set<UInt32>()
      for y in Int((box.center.y - box.tall / 2) / tall)...Int((box.center.y + box.tall / 2) / tall)
      {
        for x in Int(
          (box.center.x - box.wide / 2) / wide)...Int((box.center.x + box.wide / 2) / wide)
        {
          if let rgb = dial.color(x: x, y: y) { colours.insert(rgb) }
        }
      }
      #expect(colours.contains(renderer.finish.label))
      #expect(softened ? colours.count > 3 : colours.count == 2, "\(depth): \(colours.count)")
    }
  }

  /// The ten digits as painted, 14 dots tall in sextants (`#` a pixel of the numbers' colour,
  /// `+` one mixed with the face, `.` the face).
  @Test func theDigits() {
    let g = LockGeometry(columns: 76, rows: 57, rowDots: 4, filled: true)
    var raster = Raster()
    raster.reset(columns: 80, rows: 6, grid: .sextants)
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth { raster.blend(x: x, y: y, rgb: 0, coverage: 1) }
    }
    var pieces: [(Point2D, Point2D)] = []
    for digit in 0..<10 {
      LockRenderer.paintNumber(
        &raster, digit, center: Point2D(x: 8 + Double(digit) * 15.5, y: 12), height: 14,
        color: 0xFFFFFF, pieces: &pieces, geometry: g)
    }
    let rows = (0..<raster.pixelHeight).map { y in
      String(
        (0..<raster.pixelWidth).map { x -> Character in
          switch raster.color(x: x, y: y) {
          case 0xFFFFFF: "#"
          case 0: "."
          default: "+"
          }
        })
    }
    assertFrame(rows, named: "numerals-sextants")
  }
}
