import TerminalRuntime
import Testing

@testable import LockRendering

/// The colours of the shackle's pixels above the body: the still raster's top quarter, or
/// (`aboveBody`) its rows above the body's top, less a row of pixels.
func shackleColours(_ renderer: LockRenderer, aboveBody: Bool = false) -> Set<UInt32> {
  let still = renderer.rasterStill
  var rows = still.pixelHeight / 4
  if aboveBody, let g = renderer.geometryCache?.geometry {
    rows = Int(((g.center.y - g.bezelRadius) / LockRenderer.pixelDots(still, g).tall)) - 1
  }
  var colours = Set<UInt32>()
  for y in 0..<max(rows, 0) {
    for x in 0..<still.pixelWidth { if let rgb = still.color(x: x, y: y) { colours.insert(rgb) } }
  }
  return colours
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells (mlterm), which show a cell as the
/// mix of its two pixels, the ring keeps out of the body's cells and the shackle is one tone.
struct WholeCellTests {
  /// With cells 2.5 times as tall as wide, where at 40×16 in half blocks the ring shares nine
  /// cells with the body.
  func renderer(wholeCells: Bool, width: Int = 40, height: Int = 16) -> LockRenderer {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = wholeCells
    var renderer = LockRenderer(options: options)
    var scene = Scenes.autoDial(at: 3.2, width: width, height: height)
    scene.cellAspect = 2.5
    _ = renderer.render(scene, width: width, height: height)
    return renderer
  }

  /// The cells that hold a ring pixel and a still part's pixel.
  func shared(_ renderer: LockRenderer) -> Int {
    let still = renderer.rasterStill
    var cells = Set<Int>()
    for index in renderer.ringTable.indices {
      let (y, x) = index.quotientAndRemainder(dividingBy: still.pixelWidth)
      let other = y % 2 == 0 ? y + 1 : y - 1
      if still.color(x: x, y: other) != nil { cells.insert(y / 2 * still.columns + x) }
    }
    return cells.count
  }

  @Test func theRingAndTheShackleKeepTheirOwnCells() {
    let whole = renderer(wholeCells: true)
    let halves = renderer(wholeCells: false)
    #expect(!whole.ringTable.indices.isEmpty)
    #expect(shared(whole) == 0)
    #expect(shared(halves) == 9, "in half blocks the ring may share a cell")
    // The shackle's shading at 80×24 (a compact lock's is one tone in any cells); in whole
    // cells its crown stands on a row of cells, lower than the raster's top quarter.
    let tones = (
      whole: shackleColours(renderer(wholeCells: true, width: 80, height: 24), aboveBody: true),
      halves: shackleColours(renderer(wholeCells: false, width: 80, height: 24), aboveBody: true)
    )
    #expect(tones.whole.count == 1 && tones.halves.count > 1, "\(tones)")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells the body's bottom fills its last row of
/// cells (half covered, it stood as a grey foot under the body), and the numbers are not bold
/// (mlterm leaves a bold glyph's overhang behind when a number moves on).
struct WholeCellEdgeTests {
  @Test(arguments: [(40, 16, 2.0), (80, 24, 2.0), (80, 24, 2.25), (100, 30, 2.5), (200, 60, 2.2)])
  func theBodyEndsOnARowOfCells(width: Int, height: Int, aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .indexed256)
    options.wholeCells = true
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: width, height: height), width: width, height: height,
      aspect: aspect)
    let still = renderer.rasterStill
    // The lowest painted pixel in the middle column is the lower one of its cell.
    let lowest = (0..<still.pixelHeight).last { still.color(x: still.pixelWidth / 2, y: $0) != nil }
    #expect(lowest.map { $0 % 2 } == 1, "\(String(describing: lowest))")
    #expect(!renderer.palette.label.attributes.contains(.bold))
    options.wholeCells = false
    #expect(LockRenderer(options: options).palette.label.attributes.contains(.bold))
  }
}

/// Rule (docs/terminal.md "Half blocks"): in 256 colours the shackle's shading is mixed between
/// its greys, which the palette's ramp lands in even bands: a bar of two pixels across shows a
/// light and a dark side (a tube), not one flat grey.
struct FlatShackleTests {
  func coloursOfFlatShackle(width: Int, height: Int) -> Set<UInt32> {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .indexed256))
    _ = renderer.render(Scenes.dial(width: width, height: height), width: width, height: height)
    return shackleColours(renderer)
  }

  @Test func theBarsGreysAreMixed() {
    let narrow = coloursOfFlatShackle(width: 80, height: 24)
    let wide = coloursOfFlatShackle(width: 200, height: 60)
    #expect(narrow.count == 7, "two pixels across, mixed along the arch")
    #expect(wide.count == 45)
    #expect(narrow.union(wide).allSatisfy(Finish.isGrey), "greys only: no palette hue")
  }
}

/// Rule (docs/terminal.md "Half blocks"): the shackle's top edge lies on a boundary between
/// rows of pixels, so that its crown has neither a nub of a few faint pixels above it nor a
/// dent where the bar thins to a pixel.
struct ShackleCrownTests {
  @Test(arguments: [Raster.Grid.halves, .quadrants, .sextants], [2.0, 2.125, 2.25, 2.5])
  func theCrownIsEven(grid: Raster.Grid, aspect: Double) {
    var options = RenderOptions(
      color: true, background: .dark, depth: .truecolor, backdrop: 0x000000)
    options.grid = grid
    var renderer = LockRenderer(options: options)
    var scene = Scenes.dial(width: 80, height: 24)
    scene.cellAspect = aspect
    _ = renderer.render(scene, width: 80, height: 24)
    let still = renderer.rasterStill
    let top =
      (0..<still.pixelHeight).first { y in
        (0..<still.pixelWidth).contains { still.color(x: $0, y: y) != nil }
      } ?? 0
    let crown = (0..<still.pixelWidth).filter { still.color(x: $0, y: top) != nil }
    #expect(crown.count >= 4, "a nub of \(crown.count) pixels")
    // Down the crown's middle column, the bar is as thick as it is a column to either side.
    let middle = crown[crown.count / 2]
    func thickness(_ x: Int) -> Int {
      (top..<top + 8).prefix { still.color(x: x, y: $0) != nil }.count
    }
    #expect(thickness(middle) >= min(thickness(middle - 1), thickness(middle + 1)))
    #expect(thickness(middle) >= 2)
  }
}

/// Rule (docs/terminal.md "Half blocks"): with hard edges (256 and 16 colours) the small
/// lock's crown is unbroken, the row under it one run (a notch in its middle stood as a tent
/// in mlterm's cells, 2.375 times as tall as wide), and the row under that no wider (thickened
/// outside too, the shoulders bulged).
struct SmallCrownTests {
  @Test(arguments: [ColorDepth.indexed256, .ansi16], [2.0, 2.375, 2.5])
  func theSmallCrownIsUnbroken(depth: ColorDepth, aspect: Double) {
    let renderer = Scenes.smallLock(depth: depth, aspect: aspect)
    let still = renderer.rasterStill
    let painted = { (y: Int) in
      (0..<still.pixelWidth).filter { still.color(x: $0, y: y) != nil }
    }
    let top = (0..<still.pixelHeight).first { !painted($0).isEmpty } ?? 0
    let crown = painted(top)
    let under = painted(top + 1)
    #expect(crown.count == 5)
    #expect(
      under.count == 7 && (under.last ?? 0) - (under.first ?? 0) == 6, "the row under: \(under)")
    let shoulders = painted(top + 2)
    #expect(shoulders.first == under.first && shoulders.last == under.last)
  }

  /// In half blocks over a background nobody reported (tmux 3.3, in truecolor), the small
  /// crown's opening has a flat top three pixels wide, a pixel narrower each side than the row
  /// under it.
  ///
  /// Rule (docs/terminal.md "Half blocks"): an edge pixel there is painted or not, as with
  /// hard edges, and the arch is as much thicker inside: in cells 2.125 times as tall as wide
  /// the opening rose into the crown as a spire a pixel wide over three.
  @Test(arguments: [2.0, 2.125, 2.25, 2.375])
  func theSmallOpeningHasAFlatTop(aspect: Double) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.backgroundKnown = false
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 40, height: 16), width: 40, height: 16, aspect: aspect)
    let still = renderer.rasterStill
    let painted = { (y: Int) in
      (0..<still.pixelWidth).filter { still.color(x: $0, y: y) != nil }
    }
    // The row's unpainted pixels between its first painted one and its last.
    let opening = { (y: Int) -> Int in
      let row = painted(y)
      guard let first = row.first, let last = row.last else { return 0 }
      return last - first + 1 - row.count
    }
    let top = (0..<still.pixelHeight).first { !painted($0).isEmpty } ?? 0
    let roof = (top..<top + 6).first { opening($0) > 0 } ?? top
    #expect(opening(roof) == 3, "\((roof..<roof + 3).map(opening))")
    #expect(opening(roof + 1) == 5, "\((roof..<roof + 3).map(opening))")
  }

  /// The small crown's corners in 256 colours are the bar's darker edge grey.
  ///
  /// Rule (docs/terminal.md "Half blocks"): over a dark or unknown background, its pixels half
  /// covered on the arch's outside and at the opening's upper corners; every other pixel of
  /// the bar is its one tone. On a known light background, one tone throughout.
  @Test(arguments: [UInt32?.none, 0x000000, 0xFFFFFF], [2.125, 2.375])
  func theSmallCrownsCornersAreItsEdge(backdrop: UInt32?, aspect: Double) {
    var options = RenderOptions(
      color: true, background: backdrop == 0xFFFFFF ? .light : .dark, depth: .indexed256,
      backdrop: backdrop)
    options.backgroundKnown = backdrop != nil
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 40, height: 16), width: 40, height: 16, aspect: aspect)
    let (still, f) = (renderer.rasterStill, renderer.finish)
    let painted = { (y: Int) in
      (0..<still.pixelWidth).filter { still.color(x: $0, y: y) != nil }
    }
    let top = (0..<still.pixelHeight).first { !painted($0).isEmpty } ?? 0
    // The crown's three rows: its top, the row under it, and the shoulders over the opening.
    let rows = (top..<top + 3).map { y in
      painted(y).map { still.color(x: $0, y: y) == f.barEdge ? "e" : "#" }.joined()
    }
    let expected =
      backdrop == 0xFFFFFF ? ["#####", "#######", "####"] : ["e###e", "e#####e", "#ee#"]
    #expect(rows == expected, "\(rows)")
  }
}

/// Rule (docs/terminal.md "Half blocks"): the body's top and bottom lie on boundaries between
/// rows of pixels and its sides between columns, so that where it runs flattest it ends in a
/// run of whole pixels (7 across at its bottom, 4 down its sides at least), not a nub of a few
/// faint ones.
struct BodyEdgeTests {
  @Test(arguments: [Raster.Grid.halves, .quadrants, .sextants], [2.0, 2.25, 2.5])
  func theBodyEndsInLongRuns(grid: Raster.Grid, aspect: Double) {
    for (width, height) in [(80, 24), (200, 60)] {
      var options = RenderOptions(
        color: true, background: .dark, depth: .truecolor, backdrop: 0x000000)
      options.grid = grid
      let renderer = Scenes.rendered(
        options, Scenes.dial(width: width, height: height), width: width, height: height,
        aspect: aspect)
      let still = renderer.rasterStill
      let painted = { (x: Int, y: Int) in still.color(x: x, y: y) != nil }
      let rows = 0..<still.pixelHeight
      let columns = 0..<still.pixelWidth
      let bottom = rows.last { y in columns.contains { painted($0, y) } } ?? 0
      let left = columns.first { x in rows.contains { painted(x, $0) } } ?? 0
      let across = columns.filter { painted($0, bottom) }.count
      let down = rows.filter { painted(left, $0) }.count
      #expect(across >= 7, "a bottom of \(across) pixels at \(width) columns")
      #expect(down >= 4, "a side of \(down) pixels at \(width) columns")
    }
  }
}

/// Rule (docs/terminal.md "Half blocks"): with hard edges (256 and 16 colours) the small lock's
/// bezel is unbroken, no pixel of the face touching the background, even corner to corner (a
/// face as large as in the other finishes met it at the diagonals: "a bezel in separate
/// pieces"), and the index hangs from it: the pixel above its cell is the bezel's steel.
struct SmallBezelTests {
  @Test(arguments: [ColorDepth.indexed256, .ansi16], [2.0, 2.375, 2.5])
  func theSmallBezelIsUnbrokenAndTheIndexHangsFromIt(depth: ColorDepth, aspect: Double) {
    let renderer = Scenes.smallLock(depth: depth, aspect: aspect)
    let (still, dial, f) = (renderer.rasterStill, renderer.rasterDial, renderer.finish)
    var touching = 0
    for y in 0..<still.pixelHeight {
      for x in 0..<still.pixelWidth where still.color(x: x, y: y) == f.face {
        for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
        where still.color(x: x + dx, y: y + dy) == nil {
          touching += 1
        }
      }
    }
    #expect(touching == 0, "\(depth) \(aspect)")
    guard let g = renderer.geometryCache?.geometry,
      let cell = LockRenderer.indexGlyphCell(dial.grid, geometry: g, wholeCells: false)
    else {
      Issue.record("no index")
      return
    }
    let above = still.color(x: cell.column, y: cell.row * 2 - 1)
    #expect(above != nil && above != f.face, "\(depth) \(aspect)")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in half blocks at 80×24 the picture's edges over a
/// background the terminal reported are painted outright, never mixed into it (a pixel mixed
/// into black stood as a near-black speck at the body's diagonals); at 200×60 they stay
/// antialiased.
struct HalfBlockEdgeTests {
  @Test(arguments: [(80, 24, true), (100, 30, true), (200, 60, false)])
  func edgesOverTheBackground(width: Int, height: Int, outright: Bool) {
    var options = RenderOptions(
      color: true, background: .dark, depth: .truecolor, backdrop: 0x000000)
    options.grid = .halves
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: width, height: height), width: width, height: height,
      aspect: 2.125)
    let (still, f) = (renderer.rasterStill, renderer.finish)
    // The darkest steel the finish paints: anything darker at an edge was mixed into black.
    let darkest = [f.rim, f.barEdge, f.bodyBottom, f.barOneTone].map(Finish.luminance).min() ?? 0
    var dim = 0
    for y in 0..<still.pixelHeight {
      for x in 0..<still.pixelWidth {
        guard let rgb = still.color(x: x, y: y) else { continue }
        let edge = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].contains {
          still.color(x: $0.0, y: $0.1) == nil
        }
        if edge && Finish.luminance(rgb) < darkest - 1e-9 { dim += 1 }
      }
    }
    #expect((dim == 0) == outright, "\(dim) edge pixels darker than the steel")
  }
}
