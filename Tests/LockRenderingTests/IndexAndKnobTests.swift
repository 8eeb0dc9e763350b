import AnimationCore
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The red index and the hub's knob on the filled lock at 80×24.
struct IndexAndKnobTests {
  /// The rows of `raster`'s pixels holding `color`, each with how many it holds.
  static func rows(of color: UInt32, in raster: Raster) -> [Int] {
    (0..<raster.pixelHeight).compactMap { y in
      let count = (0..<raster.pixelWidth).filter { raster.color(x: $0, y: y) == color }.count
      return count > 0 ? count : nil
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): the index is a wedge pointing into the face, three
  /// pixels tall at least and seven dots across at its top: in sextants six pixels of pure red
  /// narrowing to two (at two pixels tall, four and two sextant pixels, it read as a nub in
  /// the rim); in half blocks, eleven dots across, five over three over one, a triangle (three
  /// over a stem of two read as a `T`); two pixels tall, on the body's top edge in cells 2.125
  /// times as tall as wide (xterm), three over one, inside the round body.
  @Test(arguments: [
    (Raster.Grid.sextants, 2.0, [6, 4, 2]), (.halves, 2.0, [5, 3, 1]), (.halves, 2.125, [3, 1]),
  ])
  func theIndexIsAWedge(grid: Raster.Grid, aspect: Double, widths: [Int]) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let renderer = Scenes.rendered(options, Scenes.dial(), width: 80, height: 24, aspect: aspect)
    #expect(Self.rows(of: renderer.finish.index, in: renderer.rasterDial) == widths, "\(grid)")
  }

  /// Rule (docs/terminal.md "Half blocks"): the busy hub's light at 80×24 is round, its outer
  /// columns without their corner pixels, not a rectangle of whole cells: with hard edges in
  /// 16 colours; in 256 a hard light in a rim of the cube's deep tone of its hue
  /// (``LockRenderer/lampRim(_:_:)``), no pixel of another hue (antialiased over the knob,
  /// its edge landed on slate and teal).
  @Test(arguments: [ColorDepth.indexed256, .ansi16])
  func aLitHubIsRound(depth: ColorDepth) {
    // Cells twice as tall as wide, DejaVu Sans Mono's in xterm (2.125) and taller.
    for aspect in [2, 2.125, 2.375, 2.5] {
      var options = RenderOptions(color: true, background: .dark, depth: depth)
      options.grid = .halves
      let renderer = Scenes.rendered(
        options, Scenes.autoDial(at: 1), width: 80, height: 24, aspect: aspect)
      guard let g = renderer.geometryCache?.geometry else {
        Issue.record("no geometry")
        return
      }
      // The light's pixels in the hub's box (the ring's head shares its colour).
      let raster = renderer.rasterShown
      let f = renderer.finish
      let box = LockRenderer.glyphBox(raster, g)
      func rows(_ rgb: UInt32) -> [Int] {
        (box.y0...box.y1).map { y in
          (box.x0...box.x1).filter { raster.color(x: $0, y: y) == rgb }.count
        }.filter { $0 > 0 }
      }
      let others = (box.y0...box.y1).flatMap { y in
        (box.x0...box.x1).compactMap { raster.color(x: $0, y: y) }
      }.filter { ![f.busy, f.face].contains($0) }
      if depth == .ansi16 {
        guard aspect == 2 else { continue }
        #expect(rows(f.busy) == [3, 5, 5, 3])
        // The knob's steel at the disc's four corners and beside its middle rows.
        #expect(others.count == 6 && Set(others) == [f.hub])
      } else {
        // Three lit columns in the two middle rows, the rim round them: 3, 5, 5, 3 across in
        // every cell shape (a dot larger: 3, 5, 5, 5, 5, 3 in cells up to 2.2 times as tall as
        // wide, a tall box, and a square of 5 by 4 in taller ones).
        let rim = LockRenderer.lampRim(f.busy, f)
        #expect(rows(f.busy) == [3, 3], "\(aspect)")
        #expect(rows(rim) == [3, 2, 2, 3], "\(aspect)")
        // Beside it nothing but the rim and the knob's soft edge, on the palette's greys.
        #expect(others.contains(rim))
        #expect(others.allSatisfy { $0 == rim || Color.nearest256($0) >= 232 }, "\(aspect)")
      }
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): a knob under ``LockRenderer/shadedHubRadius`` dots
  /// is, in truecolor, a bead of the hub's rim steel lit from the top left, as the busy hub's
  /// light is (``LockRenderer/lampShade(_:dx:dy:radius:)``); in 256 colours one grey, lighter
  /// than the hub's own (``LockRenderer/smallKnob(_:)``), which the palette would band.
  @Test(arguments: [ColorDepth.truecolor, .indexed256])
  func aSmallKnobIsABeadLitFromTheTopLeft(depth: ColorDepth) {
    var options = RenderOptions(color: true, background: .dark, depth: depth)
    options.grid = .sextants
    var renderer = Scenes.rendered(options, Scenes.dial(), width: 80, height: 24, aspect: 2)
    let raster = renderer.rasterStill
    let lock = Scenes.layout(Scenes.dial(), 80, 24).lock
    let g = renderer.lockGeometry(columns: lock.width, rows: lock.height)
    #expect(g.hubRadius < LockRenderer.shadedHubRadius)
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    let f = renderer.finish
    var (shaded, lit, shadow) = (0, 0, 255)
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth {
        let (dx, dy) = (
          (Double(x) + 0.5) * wide - g.center.x, (Double(y) + 0.5) * tall - g.center.y
        )
        guard (dx * dx + dy * dy).squareRoot() < g.hubRadius - 1.5,
          let rgb = raster.color(x: x, y: y)
        else { continue }
        let expected =
          depth == .truecolor
          ? LockRenderer.lampShade(f.hubRim, dx: dx, dy: dy, radius: g.hubRadius)
          : LockRenderer.smallKnob(f)
        #expect(rgb == expected, "\(dx), \(dy)")
        shaded += 1
        let lightness = FilledPictureTests.lightness(rgb)
        if dx < 0 && dy < 0 { lit = max(lit, lightness) }
        if dx > 0 && dy > 0 { shadow = min(shadow, lightness) }
      }
    }
    #expect(shaded >= 8)
    if depth == .truecolor {
      #expect(lit > shadow + 80, "lit \(lit), shadow \(shadow)")
      #expect(shadow > FilledPictureTests.lightness(f.face) + 12, "its shadow off the face")
    } else {
      #expect(
        FilledPictureTests.lightness(LockRenderer.smallKnob(f))
          > FilledPictureTests.lightness(f.hub), "lighter than the hub's grey")
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): in 256 colours a small knob is the small knob's
  /// grey with an antialiased edge, whose greys lie between the face's and the knob's; in 16
  /// colours its edge stays hard, the hub's one colour on the face's.
  @Test(arguments: [ColorDepth.indexed256, .ansi16])
  func aSmallKnobsEdgeIsSoftIn256Colours(depth: ColorDepth) {
    var options = RenderOptions(color: true, background: .dark, depth: depth)
    options.grid = .halves
    var renderer = Scenes.rendered(options, Scenes.dial(), width: 80, height: 24, aspect: 2)
    let (raster, f) = (renderer.rasterStill, renderer.finish)
    let lock = Scenes.layout(Scenes.dial(), 80, 24).lock
    let g = renderer.lockGeometry(columns: lock.width, rows: lock.height)
    #expect(g.hubRadius < LockRenderer.shadedHubRadius)
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    var (inside, edge): (Set<UInt32>, Set<UInt32>) = ([], [])
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth {
        let (dx, dy) = (
          (Double(x) + 0.5) * wide - g.center.x, (Double(y) + 0.5) * tall - g.center.y
        )
        let r = (dx * dx + dy * dy).squareRoot()
        guard r < g.hubRadius + 1.5, let rgb = raster.color(x: x, y: y) else { continue }
        if r < g.hubRadius - 1.5 { inside.insert(rgb) } else { edge.insert(rgb) }
      }
    }
    let knob = depth == .ansi16 ? f.hub : LockRenderer.smallKnob(f)
    #expect(inside == [knob], "\(depth)")
    let between = edge.subtracting([knob, f.face])
    if depth == .ansi16 {
      #expect(between.isEmpty)
    } else {
      #expect(!between.isEmpty)
      let (dark, light) = (FilledPictureTests.lightness(f.face), FilledPictureTests.lightness(knob))
      #expect(between.allSatisfy { (dark...light).contains(FilledPictureTests.lightness($0)) })
    }
  }

  /// No cell of the index holds a pixel of the background, in sextants and quadrants.
  ///
  /// Rule (docs/terminal.md "Sextants"): a cell that holds background, steel and red shows a
  /// mean of two of them; VTE drew the index's top cell salmon at 80×24 (a fresh reviewer).
  /// Counted for cells 1.9 to 2.6 times as tall as wide, at the sizes without ticks.
  @Test(arguments: [Raster.Grid.sextants, .quadrants])
  func theIndexsCellsAreInsideTheBody(grid: Raster.Grid) {
    var (redCells, mixed) = (0, 0)
    for (width, height) in [(80, 24), (80, 23), (100, 30), (40, 16)] {
      for step in 0...14 {
        var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
        options.grid = grid
        let scene = Scenes.dial(width: width, height: height)
        let aspect = 1.9 + Double(step) * 0.05
        let renderer = Scenes.rendered(options, scene, width: width, height: height, aspect: aspect)
        let raster = renderer.rasterDial
        var cells: Set<[Int]> = []
        for y in 0..<raster.pixelHeight {
          for x in 0..<raster.pixelWidth where raster.color(x: x, y: y) == renderer.finish.index {
            cells.insert([x / grid.across, y / grid.down])
          }
        }
        redCells += cells.count
        mixed +=
          cells.filter { cell in
            (0..<grid.down).contains { dy in
              (0..<grid.across).contains { dx in
                raster.color(x: cell[0] * grid.across + dx, y: cell[1] * grid.down + dy) == nil
              }
            }
          }.count
      }
    }
    #expect(redCells > 60 * 3, "three cells or more of red in each of 60 pictures")
    #expect(mixed == 0, "\(mixed) cells of red and background")
  }

  /// Rule (docs/terminal.md "Sextants"): on a face with ticks (200×60) the wedge stands in the
  /// bezel's steel, in sextants and quadrants: no notch of the face's dark round it (a dark
  /// rectangular slot).
  @Test(arguments: [Raster.Grid.sextants, .quadrants])
  func theLargeIndexStandsInTheSteel(grid: Raster.Grid) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let scene = Scenes.dial(width: 200, height: 60)
    let renderer = Scenes.rendered(options, scene, width: 200, height: 60, aspect: 2.2)
    let g = try #require(renderer.geometryCache?.geometry)
    let raster = renderer.rasterDial
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    let wedge = LockRenderer.indexWedge(raster.grid, geometry: g)
    // Pixels beside the wedge wholly outside the face, in the bezel: steel or red.
    var (dark, red) = (0, 0)
    let left = Int((g.center.x - wedge.half - 3) / wide)
    let right = Int((g.center.x + wedge.half + 3) / wide)
    for y in Int(wedge.top / tall)...Int(wedge.tip / tall) {
      for x in left...right {
        let dx = (Double(x) + 0.5) * wide - g.center.x
        let dy = (Double(y) + 0.5) * tall - g.center.y
        guard (dx * dx + dy * dy).squareRoot() > g.faceRadius + 1 else { continue }
        let rgb = raster.color(x: x, y: y)
        if rgb == renderer.finish.face { dark += 1 }
        if rgb == renderer.finish.index { red += 1 }
      }
    }
    #expect(red > 10)
    #expect(dark == 0, "\(dark) pixels of the face's dark beside the index")
  }
}

/// The numbers round the red index at 80×24.
struct NumbersBesideTheIndexTests {
  /// The cells (screen columns and rows) that hold a pixel of the red index, or its triangle.
  static func indexCells(_ renderer: LockRenderer, lock: Rect, buffer: CellBuffer) -> Set<[Int]> {
    let raster = renderer.rasterDial
    var cells: Set<[Int]> = []
    for y in lock.y..<(lock.y + lock.height) {
      for x in lock.x..<(lock.x + lock.width) where buffer[x, y].scalar == "\u{25BC}" {
        cells.insert([x, y])
      }
    }
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth where raster.color(x: x, y: y) == renderer.finish.index {
        cells.insert([lock.x + x / raster.grid.across, lock.y + y / raster.grid.down])
      }
    }
    return cells
  }

  /// Rule (docs/terminal.md "Numbers on the face"): no number stands in a cell of the index,
  /// at any angle, in cells twice as tall as wide or 2.375 times (alacritty), in every grid;
  /// and the number under the index at rest is still shown, below it.
  @Test(arguments: [
    (Raster.Grid.halves, 2.0), (.halves, 2.375), (.quadrants, 2.375), (.sextants, 2.0),
  ])
  func noNumberStandsInTheIndex(grid: Raster.Grid, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    for step in 0..<40 {
      var scene = Scenes.dial(angle: Angle(radians: Double(step) * .pi / 20))
      scene.cellAspect = aspect
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: 80, height: 24)
      let lock = renderer.layout(scene, width: 80, height: 24).lock
      let red = Self.indexCells(renderer, lock: lock, buffer: buffer)
      #expect(!red.isEmpty)
      let digits = red.filter { ("0"..."9").contains(Character(buffer[$0[0], $0[1]].scalar)) }
      #expect(digits.isEmpty, "\(grid) \(aspect) at step \(step): \(digits)")
      guard step == 0, let bottom = red.map({ $0[1] }).max(),
        let left = red.map({ $0[0] }).min(), let right = red.map({ $0[0] }).max()
      else { continue }
      // The wedge's middle column.
      let column = (left + right) / 2
      let below = (bottom + 1)...(bottom + 2)
      #expect(
        below.contains { row in
          (column - 1...column + 1).contains { buffer[$0, row].scalar == "0" }
        }, "\(grid) \(aspect): the 0 under the index")
    }
  }

  /// Rule (docs/terminal.md "Numbers on the face"): a wedge whose tip lies on a boundary
  /// between rows of cells, summed from thirds of a row a rounding error past it, leaves the
  /// row below to the number under it (cells of 6 × 13 pixels: the 0 stood a row below the 9
  /// and the 1, off their circle).
  @Test func aWedgeEndingOnARowBoundaryLeavesTheRowBelow() throws {
    let rowDots = 26.0 / 6
    let tall = rowDots / 3
    let wedge = LockRenderer.Wedge(top: 27 * tall, tip: 27 * tall + 3 * tall, half: 3.5)
    try #require(wedge.tip / rowDots > 10)
    let center = Point2D(x: 41, y: 58.5)
    func meets(row: Int) -> Bool {
      LockRenderer.meets(wedge, column: 20, row: row, width: 1, center: center, rowDots: rowDots)
    }
    #expect([8, 9, 10].map(meets) == [false, true, false])
  }

  /// The index clears the 0, which stands in a row of its own above the 9 and the 1.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): the wedge's tip ends a pixel or more
  /// above the 0's row (on the boundary it stood on the 0's top: "the index sits on the 2"),
  /// at every height from 24 to 40 rows, in every grid, with cells twice and 2.375 times as
  /// tall as wide (a wedge a row of cells tall on the 0's row, not inside it); the 9 and the 1 share a row
  /// below the 0's (level with it, `9 0 1` read as a keypad, fresh reviewers).
  @Test(arguments: Raster.Grid.allCases, [2.0, 2.375])
  func theZeroStandsAboveItsNeighboursClearOfTheIndex(grid: Raster.Grid, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    for height in 24...40 {
      var scene = Scenes.dial(angle: .zero, width: 80, height: height)
      scene.cellAspect = aspect
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: 80, height: height)
      let lock = renderer.layout(scene, width: 80, height: height).lock
      guard let g = renderer.geometryCache?.geometry else {
        Issue.record("no geometry")
        return
      }
      let wedge = LockRenderer.indexWedge(grid, geometry: g)
      // The rows of the 0, the 9 and the 1 above the face's centre.
      let middle = lock.y + Int(g.center.y / g.rowDots)
      func row(of digit: Character) -> Int? {
        (lock.y..<middle).first { y in
          (lock.x..<(lock.x + lock.width)).contains {
            Character(buffer[$0, y].scalar) == digit
              && !("0"..."9").contains(Character(buffer[$0 - 1, y].scalar))
              && !("0"..."9").contains(Character(buffer[$0 + 1, y].scalar))
          }
        }
      }
      let (zero, nine, one) = (row(of: "0"), row(of: "9"), row(of: "1"))
      #expect(zero != nil && nine != nil && nine == one, "\(height): the 9's row, the 1's")
      if let zero, let nine {
        #expect(zero == nine - 1, "\(height): 0 on \(zero), 9 on \(nine)")
      }
      if let zero {
        // A wedge a row of cells tall may end on the 0's row: it cannot rise into a row of
        // cells that holds background, and shorter it is a nub (three pixels in sextants; two
        // in quadrants over text numbers, where a third took the 0's row).
        let rowTall = LockRenderer.wedgePixels(grid, geometry: g) == Double(grid.down)
        let pixel = grid == .sextants || rowTall ? 0 : g.rowDots / Double(grid.down)
        #expect(
          wedge.tip <= Double(zero - lock.y) * g.rowDots - pixel + 1e-6,
          "\(grid) \(aspect) \(height): the tip at \(wedge.tip), the 0's row at \(zero - lock.y)")
      }
    }
  }
}

/// The small lock's numbers under its index.
struct SmallLockIndexTests {
  /// Rule (docs/terminal.md "Numbers on the face"): at 40×16, in half blocks and quadrants,
  /// the number under the index is shown above the hub at every stop that shows it (every
  /// other one): its wedge is a row above, and a number moved inwards met the hub (on the
  /// knob's row, or left out).
  @Test(arguments: [Raster.Grid.halves, .quadrants], [2.0, 2.125, 2.25, 2.375])
  func theNumberUnderTheIndexIsShown(grid: Raster.Grid, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    for stop in 0..<10 {
      var scene = Scenes.dial(angle: Angle(radians: Double(stop) * .pi / 5), width: 40, height: 16)
      scene.cellAspect = aspect
      let number = scene.dial.numberUnderPointer
      guard number % 2 == 0 else { continue }
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: 40, height: 16)
      let lock = renderer.layout(scene, width: 40, height: 16).lock
      guard let g = renderer.geometryCache?.geometry else {
        Issue.record("no geometry")
        return
      }
      // Above the hub's top row, between it and the wedge.
      let hubTop = lock.y + Int((g.center.y - g.hubRadius) / g.rowDots)
      let shown = (lock.y..<hubTop).contains { y in
        (lock.x..<(lock.x + lock.width)).contains {
          buffer[$0, y].scalar == Unicode.Scalar(UInt8(ascii: "0") + UInt8(number))
        }
      }
      #expect(shown, "\(grid) \(aspect): \(number) under the index")
    }
  }
}

/// Rule (docs/terminal.md "The index"): the small lock's index in half blocks is the font's
/// `▼` in every cell shape, red in a cell of the face's dark, on the lock's middle column,
/// with the 0 right under it; no pixel of the picture is the index's red.
struct SmallLockWedgeTests {
  @Test(arguments: [(40, 16, 2.0, 5), (40, 16, 2.125, 6), (40, 16, 2.375, 6)])
  func theSmallIndexIsTheFontsTriangle(width: Int, height: Int, aspect: Double, row: Int) throws {
    let options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    var (renderer, scene) = (
      LockRenderer(options: options), Scenes.dial(width: width, height: height)
    )
    scene.cellAspect = aspect
    let buffer = renderer.render(scene, width: width, height: height)
    let lock = renderer.layout(scene, width: width, height: height).lock
    let g = try #require(renderer.geometryCache?.geometry)
    let f = renderer.finish
    var triangles: [[Int]] = []
    for y in 0..<height {
      for x in 0..<width where buffer[x, y].scalar == "\u{25BC}" { triangles.append([x, y]) }
    }
    let column = lock.x + Int(g.center.x / 2)
    #expect(triangles == [[column, lock.y + row]], "\(width)×\(height) at \(aspect)")
    let style = buffer[column, lock.y + row].style
    #expect(style.foreground.rgb == f.index && style.background.rgb == f.face)
    #expect(buffer[column, lock.y + row + 1].scalar == "0")
    #expect(IndexAndKnobTests.rows(of: f.index, in: renderer.rasterDial).isEmpty)
  }
}

/// Rule (docs/terminal.md "Output"): the small lock stands a row lower where its ring
/// still fits (cells 2.125 to 2.375 times as tall as wide; in cells twice as tall as wide its
/// crown is clear as it stands), so that its open shackle's crown keeps off the window's top
/// edge: the lock area's first row holds at most lower halves, and none a row lower.
struct SmallLockPlaceTests {
  @Test(arguments: [2.0, 2.125, 2.25, 2.375])
  func theOpenShackleKeepsOffTheTop(aspect: Double) throws {
    let options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    var (renderer, scene) = (LockRenderer(options: options), Scenes.open(width: 40, height: 16))
    scene.cellAspect = aspect
    let buffer = renderer.render(scene, width: 40, height: 16)
    let lock = renderer.layout(scene, width: 40, height: 16).lock
    let g = try #require(renderer.geometryCache?.geometry)
    let top = (lock.x..<(lock.x + lock.width)).map { buffer[$0, lock.y].scalar }
    #expect(top.allSatisfy { [" ", "\u{2584}"].contains($0) }, "\(aspect): \(top)")
    // A row lower where the ring fits: the first row blank, the crown on the second.
    #expect(top.allSatisfy { $0 == " " } == (aspect > 2), "\(aspect): \(top)")
    // The ring, widened, still inside the lock's area.
    #expect(g.center.y + g.ringReach <= Double(lock.height) * g.rowDots)
  }
}

/// The ring once the lock is open.
struct DoneRingTests {
  /// How many of `raster`'s pixels hold `color`.
  static func count(_ color: UInt32, in raster: Raster) -> Int {
    var count = 0
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth where raster.color(x: x, y: y) == color { count += 1 }
    }
    return count
  }

  /// Rule (docs/terminal.md "Half blocks"): the open lock's whole ring is the done green, on
  /// dark and light, in truecolor and 256 colours; while dialing it is the spinner's colours.
  @Test(arguments: [
    (Background.dark, ColorDepth.truecolor), (.light, .truecolor), (.dark, .indexed256),
    (.light, .indexed256),
  ])
  func theOpenLocksRingIsGreen(background: Background, depth: ColorDepth) {
    let options = RenderOptions(color: true, background: background, depth: depth)
    let open = Scenes.rendered(options, Scenes.open(), width: 80, height: 24, aspect: 2)
    let green = Self.count(open.finish.ringDone, in: open.rasterShown)
    #expect(green > 100, "\(background) \(depth): \(green) green pixels")
    #expect(Self.count(open.finish.ringHead, in: open.rasterShown) == 0)
    // At 2.3 s the stroke's head is at 9 o'clock, in view (at 2.5 s it is behind the shackle).
    let dialing = Scenes.rendered(
      options, Scenes.autoDial(at: 2.3), width: 80, height: 24, aspect: 2)
    #expect(Self.count(dialing.finish.ringDone, in: dialing.rasterShown) == 0)
    #expect(Self.count(dialing.finish.ringHead, in: dialing.rasterShown) > 0)
  }
}
