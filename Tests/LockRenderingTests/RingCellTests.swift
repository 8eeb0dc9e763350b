import AnimationCore
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Sextants"): in sextants and quadrants the ring keeps out of the cells
/// a still part has pixels in, where three colours would meet in a cell of two, and still draws
/// an unbroken line.
struct RingCellTests {
  @Test(arguments: [
    (Raster.Grid.sextants, 80, 24, 2.0), (.sextants, 80, 24, 2.125), (.sextants, 80, 24, 2.25),
    (.sextants, 200, 60, 2.125), (.quadrants, 80, 24, 2.0), (.quadrants, 80, 24, 2.25),
  ])
  func theRingSharesNoCellWithTheBody(grid: Raster.Grid, width: Int, height: Int, aspect: Double) {
    let renderer = Scenes.dialing(grid, at: 3.2, width: width, height: height, aspect: aspect)
    let still = renderer.rasterStill
    let table = renderer.ringTable
    #expect(table.indices.count > 100)
    let (across, down) = (still.grid.across, still.grid.down)
    var clashes = 0
    for index in table.indices {
      let (y, x) = index.quotientAndRemainder(dividingBy: still.pixelWidth)
      let (column, row) = (x / across, y / down)
      for py in (row * down)..<(row * down + down) {
        for px in (column * across)..<(column * across + across)
        where still.color(x: px, y: py) != nil {
          clashes += 1
        }
      }
    }
    #expect(clashes == 0)
    // Round the ring, outside the shackle's opening, no gap of more than 4 degrees.
    let degrees = Set(
      table.angles.map { Int((($0 * 180 / .pi) + 360).truncatingRemainder(dividingBy: 360)) })
    var longest = 0
    var run = 0
    for degree in 0..<720 {
      run = degrees.contains(degree % 360) ? 0 : run + 1
      if !(45...135).contains(degree % 360) { longest = max(longest, run) }
    }
    #expect(longest <= 4, "a gap of \(longest) degrees")
    // Inside the shackle's opening, none: there it would float as a bar between the legs.
    #expect((85...95).allSatisfy { !degrees.contains($0) })
  }
}

/// Rule (docs/terminal.md "Half blocks"): the ring's ends at the shackle's opening are cut
/// level: each end's top row of pixels holds two or more of them (cut along the opening's
/// side, the band's outer edge reached past its inner one as a spike a pixel across), and no
/// end reaches above the other.
struct RingEndTests {
  @Test(arguments: Raster.Grid.allCases, [(80, 24, 2.0), (80, 24, 2.375), (200, 60, 2.125)])
  func theRingsEndsAreCutLevel(grid: Raster.Grid, size: (Int, Int, Double)) {
    let (width, height, aspect) = size
    let renderer = Scenes.dialing(grid, at: 3.2, width: width, height: height, aspect: aspect)
    let table = renderer.ringTable
    let pixels = table.indices.map {
      $0.quotientAndRemainder(dividingBy: renderer.rasterStill.pixelWidth)
    }
    // The ring's pixels above its centre, each side of it: the left end's and the right end's.
    let middle = pixels.map(\.remainder).reduce(0, +) / max(pixels.count, 1)
    let upper = pixels.map(\.quotient).reduce(0, +) / max(pixels.count, 1)
    var tops: [Int] = []
    for left in [true, false] {
      let side = pixels.filter { ($0.remainder < middle) == left && $0.quotient < upper }
      guard let top = side.map(\.quotient).min() else {
        Issue.record("no end on the \(left ? "left" : "right")")
        return
      }
      tops.append(top)
      let across = side.filter { $0.quotient == top }.count
      #expect(
        across >= 2, "\(grid) \(size): the \(left ? "left" : "right") end's top row, \(across)")
    }
    #expect(tops.first == tops.last, "\(grid) \(size): ends on rows \(tops)")
  }
}

/// Rule (docs/terminal.md "Half blocks"): the body's and the ring's edges are ellipses whose
/// leftmost and rightmost points lie on boundaries between columns of pixels and whose top and
/// bottom lie on boundaries between rows, each radius off the circle's by half a pixel at most.
struct PixelCircleTests {
  @Test(arguments: Raster.Grid.allCases, [2.0, 2.2, 2.5])
  func edgesOnPixelBoundaries(grid: Raster.Grid, aspect: Double) {
    let g = LockGeometry(columns: 76, rows: 57, rowDots: 2 * aspect, filled: true)
    var raster = Raster()
    raster.reset(columns: 76, rows: 57, grid: grid)
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    for radius in stride(from: 10.0, through: 70, by: 0.75) {
      let edge = LockRenderer.onPixels(radius, raster, g)
      for x in [g.center.x - edge.across, g.center.x + edge.across] {
        #expect(abs(x / wide - (x / wide).rounded()) < 1e-9, "\(radius): x \(x)")
      }
      for y in [g.center.y - edge.down, g.center.y + edge.down] {
        #expect(abs(y / tall - (y / tall).rounded()) < 1e-9, "\(radius): y \(y)")
      }
      #expect(abs(edge.across - radius) <= wide / 2 + 1e-9)
      #expect(abs(edge.down - radius) <= tall / 2 + 1e-9)
      // The ellipse is where the scaled radius equals the circle's.
      #expect(abs(edge.at(edge.across, 0) - radius) < 1e-9)
      #expect(abs(edge.at(0, -edge.down) - radius) < 1e-9)
    }
  }
}

/// Rule (docs/terminal.md "Half blocks"): the ring fades from head to tail while it spins, and
/// the fade draws in as the stroke fills its last quarter turn: a whole ring is one colour,
/// with no seam where a head would meet a tail.
struct RingFillTests {
  /// The colours of the ring's pixels with the stroke `turns` of a turn long.
  func colours(_ turns: Double) -> Set<UInt32> {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .truecolor))
    _ = renderer.render(Scenes.autoDial(at: 3.2, width: 80, height: 24), width: 80, height: 24)
    var raster = renderer.rasterStill
    let ring = LockScene.RingView(
      start: Angle(radians: 1), end: Angle(radians: 1 - turns * 2 * .pi), glyphMix: 0,
      showsGlyph: false)
    LockRenderer.paintStroke(&raster, ring: ring, table: renderer.ringTable)
    let (still, width) = (renderer.rasterStill, raster.pixelWidth)
    return Set(
      renderer.ringTable.indices.compactMap { index -> UInt32? in
        let (y, x) = index.quotientAndRemainder(dividingBy: width)
        // The pixels the stroke painted: those it covers differ from the still picture.
        let rgb = raster.color(x: x, y: y)
        return rgb == still.color(x: x, y: y) ? nil : rgb
      })
  }

  @Test func aWholeRingIsOneColour() {
    #expect(colours(0.5).count == Palette.ringLevels)
    #expect(colours(0.75).count == Palette.ringLevels)
    #expect(colours(0.9).count > 1)
    #expect(colours(1).count == 1)
  }
}

/// Rule (docs/terminal.md "Half blocks"): the ring's band is antialiased in half blocks in
/// truecolor over a background whose colour is known, and hard-edged wherever a cell splits
/// or mixes its pixels, in the flat finish and over a background not known.
struct RingEdgeTests {
  /// How many of the ring's pixels show its head's colour at full strength, and how many a
  /// shade of it mixed with the background, at 200×60.
  func headShades(
    _ grid: Raster.Grid, _ depth: ColorDepth, backdrop: UInt32?
  ) -> (full: Int, mixed: Int) {
    var options = RenderOptions(color: true, background: .dark, depth: depth, backdrop: backdrop)
    options.grid = grid
    var renderer = LockRenderer(options: options)
    _ = renderer.render(Scenes.autoDial(at: 3.2, width: 200, height: 60), width: 200, height: 60)
    let (table, head) = (renderer.ringTable, renderer.finish.ringHead)
    let full = table.indices.indices.filter {
      table.colors[$0 * table.stride] == head
    }
    return (full.count, table.indices.count - full.count)
  }

  @Test func antialiasedInHalfBlocksOverAKnownBackground() {
    let smooth = headShades(.halves, .truecolor, backdrop: 0x000000)
    #expect(smooth.full > 0)
    #expect(smooth.mixed * 3 > smooth.full, "\(smooth)")
    for (grid, depth, backdrop) in [
      (Raster.Grid.halves, ColorDepth.truecolor, UInt32?.none), (.halves, .indexed256, 0),
      (.sextants, .truecolor, 0), (.quadrants, .truecolor, 0),
    ] {
      let hard = headShades(grid, depth, backdrop: backdrop)
      #expect(hard.full > 0 && hard.mixed == 0, "\(grid) \(depth) \(String(describing: backdrop))")
    }
  }
}

/// Rule (docs/terminal.md "Half blocks"): the ring's band has no notch where it runs flattest:
/// across the middle of its bottom, every column of pixels holds as many of its pixels (with
/// a circle for its inner edge, a column at 2.125, 2.1875, 2.3125 or 2.5 held one fewer).
struct RingNotchTests {
  @Test(arguments: [
    (Raster.Grid.halves, 80, 24, 2.0), (.halves, 80, 24, 2.125), (.halves, 80, 24, 2.5),
    (.halves, 80, 23, 2.3125), (.halves, 100, 30, 2.0), (.quadrants, 80, 24, 2.0),
    (.quadrants, 80, 24, 2.125), (.quadrants, 80, 24, 2.1875), (.quadrants, 100, 30, 2.0),
  ])
  func noNotchUnderTheBody(grid: Raster.Grid, width: Int, height: Int, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let renderer = Scenes.rendered(
      options, Scenes.autoDial(at: 3.2, width: width, height: height), width: width,
      height: height, aspect: aspect)
    let pixelWidth = renderer.rasterStill.pixelWidth
    let pixels = renderer.ringTable.indices.map { $0.quotientAndRemainder(dividingBy: pixelWidth) }
    let bottom = pixels.map(\.quotient).max() ?? 0
    let run = pixels.filter { $0.quotient == bottom }.map(\.remainder)
    let (left, right) = (run.min() ?? 0, run.max() ?? 0)
    #expect(right - left >= 4)
    // The middle half of the bottom run: each column's pixels below the band's top there.
    let quarter = (right - left) / 4
    let depths = (left + quarter...right - quarter).map { x in
      pixels.filter { $0.remainder == x && $0.quotient > bottom - 6 }.count
    }
    #expect(Set(depths).count == 1, "\(depths)")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in quadrants the ring's band stands a dot further out,
/// so that beside the body, where its pixels in the body's cells are left out, it still holds
/// pixels that meet side by side: one band, not steps meeting at their corners (alacritty's
/// open ring in pieces at 80×24).
struct RingBandTests {
  @Test(arguments: [2.0, 2.125, 2.25, 2.375])
  func theQuadrantRingIsOneBand(aspect: Double) {
    let renderer = Scenes.dialing(.quadrants, at: 3.2, aspect: aspect)
    let width = renderer.rasterStill.pixelWidth
    var left = Set(renderer.ringTable.indices)
    // Pixels joined by a side, from any one of them: the whole band when it is one.
    var pieces = 0
    while let start = left.first {
      pieces += 1
      var stack = [start]
      left.remove(start)
      while let index = stack.popLast() {
        let (y, x) = index.quotientAndRemainder(dividingBy: width)
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] where x + dx >= 0 && x + dx < width {
          let next = (y + dy) * width + x + dx
          if left.remove(next) != nil { stack.append(next) }
        }
      }
    }
    #expect(pieces == 1, "aspect \(aspect)")
  }
}

/// In half blocks the ring's band is as thick at 6 o'clock as at 3 and 9.
///
/// Rule (docs/terminal.md "Half blocks"): its outer edge's bottom lies on the boundary between
/// rows outside it: on the nearest, the band was a row at the bottom and two columns at the
/// sides (fresh reviewers, xterm at 80×24).
struct RingThicknessTests {
  @Test(arguments: [2.0, 2.125, 2.25, 2.375])
  func theHalfBlockRingIsTwoPixelsThickAllRound(aspect: Double) {
    let renderer = Scenes.dialing(.halves, at: 7.4, aspect: aspect)
    guard let g = renderer.geometryCache?.geometry else {
      Issue.record("no geometry")
      return
    }
    let width = renderer.rasterStill.pixelWidth
    let (wide, tall) = LockRenderer.pixelDots(renderer.rasterStill, g)
    let ring = Set(renderer.ringTable.indices)
    // The column through the centre, and the two rows either side of it.
    let column = Int(g.center.x / wide)
    let rows = [Int(g.center.y / tall) - 1, Int(g.center.y / tall)]
    let below = ring.filter { $0 % width == column }.count
    let beside = rows.map { y in ring.filter { $0 / width == y && $0 % width < column }.count }
    #expect(below == 2, "aspect \(aspect)")
    #expect(beside == [2, 2], "aspect \(aspect)")
  }
}

/// The stroke's head ends on a whole run of pixels across the band.
///
/// Rule (docs/terminal.md "Half blocks"): near the head, each column of the band (where the
/// stroke runs nearer level) or each row (where it runs nearer upright) is lit whole or not at
/// all. Cut along the radius, the last run held a part of its pixels, a hook off the stroke's
/// end (fresh reviewers, xterm, kitty and konsole at 80×24).
struct RingHeadTests {
  @Test(arguments: [Raster.Grid.halves, .quadrants, .sextants], [2.0, 2.125, 2.375])
  func theHeadEndsOnAWholeRun(grid: Raster.Grid, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var checked = 0
    for step in 2...40 {
      let scene = Scenes.autoDial(at: Double(step) * 0.3)
      guard scene.ring.showsGlyph == false || scene.ring.glyphMix < 0.5 else { continue }
      let renderer = Scenes.rendered(options, scene, width: 80, height: 24, aspect: aspect)
      let table = renderer.ringTable
      let width = table.pixelWidth
      let head = scene.ring.end.radians
      let (sine, cosine) = (Double.sin(head), Double.cos(head))
      let level = abs(table.radius.x * sine) >= abs(table.radius.y * cosine)
      // The band's pixels within four pixels of the head's point, by column or by row.
      let hx = table.centre.x + table.radius.x * cosine
      let hy = table.centre.y - table.radius.y * sine
      var runs: [Int: (lit: Int, all: Int)] = [:]
      for index in table.indices {
        let (y, x) = index.quotientAndRemainder(dividingBy: width)
        let (dx, dy) = (Double(x) + 0.5 - hx, Double(y) + 0.5 - hy)
        guard dx * dx + dy * dy <= 16 else { continue }
        let lit = renderer.rasterShown.color(x: x, y: y) != nil ? 1 : 0
        let key = level ? x : y
        runs[key, default: (0, 0)].lit += lit
        runs[key, default: (0, 0)].all += 1
      }
      let partial = runs.filter { $0.value.lit > 0 && $0.value.lit < $0.value.all }
      #expect(partial.isEmpty, "\(grid) \(aspect) at \(Double(step) * 0.3) s: \(partial)")
      checked += 1
    }
    #expect(checked > 20)
  }
}

/// The small lock's ring (40×16) stands a pixel off the body.
///
/// Rule (docs/terminal.md "Half blocks"): no pixel of its band is beside one of a still part,
/// above, below or to either side, in cells from twice to 2.375 times as tall as wide (it ran
/// into the body in cells 2.375 times as tall, a fresh reviewer, alacritty and mlterm at 40×16).
struct SmallRingTests {
  @Test(arguments: [Raster.Grid.halves, .quadrants, .sextants], [2.0, 2.125, 2.25, 2.375])
  func theSmallRingStandsOffTheBody(grid: Raster.Grid, aspect: Double) {
    let renderer = Scenes.dialing(grid, at: 3.0, width: 40, height: 16, aspect: aspect)
    let still = renderer.rasterStill
    let width = still.pixelWidth
    #expect(renderer.ringTable.indices.count > 60)
    let touching = renderer.ringTable.indices.filter { index in
      let (y, x) = index.quotientAndRemainder(dividingBy: width)
      return [(1, 0), (-1, 0), (0, 1), (0, -1)].contains { dx, dy in
        let (nx, ny) = (x + dx, y + dy)
        return nx >= 0 && ny >= 0 && nx < width && ny < still.pixelHeight
          && still.color(x: nx, y: ny) != nil
      }
    }
    #expect(touching.isEmpty, "\(grid) \(aspect): \(touching.count)")
  }
}

extension RingEdgeTests {
  /// The ring's pixels across its band on the row through the dial's centre, left of it, and
  /// the empty pixels between the band and the body, in `grid` at `width` × `height`.
  func bandAtNine(_ grid: Raster.Grid, _ width: Int, _ height: Int) -> (band: Int, gap: Int) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor, backdrop: 0)
    options.grid = grid
    var renderer = LockRenderer(options: options)
    let scene = Scenes.autoDial(at: 3.2, width: width, height: height)
    _ = renderer.render(scene, width: width, height: height)
    let table = renderer.ringTable
    let row = Int(table.centre.y)
    let ring = Set(
      table.indices.filter { $0 / table.pixelWidth == row }.map { $0 % table.pixelWidth }
        .filter { Double($0) < table.centre.x })
    guard let outer = ring.min(), let inner = ring.max() else { return (0, 0) }
    let body = renderer.rasterStill
    let gap = (inner + 1..<Int(table.centre.x)).prefix { body.color(x: $0, y: row) == nil }.count
    return (inner - outer + 1, gap)
  }

  /// Rule (docs/terminal.md "Half blocks"): in sextants the 80×24 ring's band is two pixels
  /// across at 9 o'clock, four pixels (two cells) off the body; at 200×60 it keeps its four.
  @Test func theSmallRingIsThinInSextants() {
    let small = bandAtNine(.sextants, 80, 24)
    #expect(small.band == 2 && small.gap == 4, "\(small)")
    let large = bandAtNine(.sextants, 200, 60)
    #expect(large.band == 4, "\(large)")
  }
}

/// The stroke's head leads the spin: the spinner turns clockwise (its angles fall), so its
/// brightest end is its clockwise one (``LockScene/RingView/end``) and its tail fades behind
/// it, as the braille ring's does.
///
/// Rule (docs/terminal.md "Half blocks"): drawn brightest at its other end, the ring read as
/// turning counter-clockwise while the dial turned right (a fresh reviewer, kitty at 80×24).
struct RingHeadLeadsTests {
  @Test(arguments: [Raster.Grid.halves, .quadrants, .sextants])
  func theBrightEndLeadsTheSpin(grid: Raster.Grid) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let scene = Scenes.autoDial(at: 2.3)
    let renderer = Scenes.rendered(options, scene, width: 80, height: 24, aspect: 2)
    let table = renderer.ringTable
    let turn = 2 * Double.pi
    /// How many shown pixels within a tenth of a turn inside the stroke from `angle` have the
    /// head's colour, counting `inward` (counter-clockwise from the head, clockwise from the
    /// tail).
    func heads(near angle: Double, counterClockwise: Bool) -> Int {
      var count = 0
      for item in table.indices.indices {
        var d = (table.angles[item] - angle) * (counterClockwise ? 1 : -1)
        d -= turn * (d / turn).rounded(.down)
        let (y, x) = table.indices[item].quotientAndRemainder(dividingBy: table.pixelWidth)
        if d < turn / 10, renderer.rasterShown.color(x: x, y: y) == renderer.finish.ringHead {
          count += 1
        }
      }
      return count
    }
    let atHead = heads(near: scene.ring.end.radians, counterClockwise: true)
    let atTail = heads(near: scene.ring.start.radians, counterClockwise: false)
    #expect(atHead > 4 && atTail == 0, "\(grid): \(atHead) at the head, \(atTail) at the tail")
  }
}
