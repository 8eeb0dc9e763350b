import AnimationCore
import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The hub's light and number, the smallest lock's numbers, and the timeline's playhead drawn
/// with lines.
struct HubAndPlayheadTests {
  /// Whether `rgb` is `light` shaded: a mix of it with black, or of that with white, its
  /// channels in the light's order and apart as far as shading leaves them (not the knob's
  /// grey).
  static func isShade(_ rgb: UInt32, of light: UInt32) -> Bool {
    func channels(_ c: UInt32) -> [Int] {
      [Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF)]
    }
    let (a, b) = (channels(rgb), channels(light))
    let order = { (c: [Int]) in c.indices.sorted { c[$0] < c[$1] } }
    return order(a) == order(b) && (a.max() ?? 0) - (a.min() ?? 0) >= 60
  }

  /// Rule (docs/terminal.md "Half blocks"): a hub too small for a tick is a light, the busy
  /// colour while busy and the done colour when done, never a ring (which reads as a zero),
  /// shaded as a bead.
  @Test(arguments: Raster.Grid.allCases)
  func aSmallHubIsALight(grid: Raster.Grid) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    let finish = Finish(.dark)
    for (mix, light) in [(0.0, finish.busy), (1.0, finish.done)] {
      var scene = Scenes.dial(width: 80, height: 24)
      scene.ring = .init(
        start: Angle(radians: 2), end: Angle(radians: 1), glyphMix: mix, showsGlyph: true)
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: 80, height: 24)
      let target = try #require(
        Scenes.layout(scene, 80, 24, options: options).dialTarget(
          filled: true, cellAspect: scene.cellAspect))
      let (x, y) = (Int(target.center.column), Int(target.center.row))
      // The hub's middle cell and its neighbours across: all in the light's colour.
      for column in (x - 1)...x {
        let cell = buffer[column, y]
        let colors = [cell.style.foreground.rgb, cell.style.background.rgb].compactMap { $0 }
        #expect(
          !colors.isEmpty && colors.allSatisfy { Self.isShade($0, of: light) },
          "mix \(mix) at \(column): \(colors.map { String($0, radix: 16) })")
      }
    }
  }

  /// Whether each channel of `a` is within `step` of `b`'s.
  static func within(_ step: Int, _ a: UInt32, _ b: UInt32) -> Bool {
    [16, 8, 0].allSatisfy { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) <= step }
  }

  /// An 80×24 dark truecolor frame in `grid` on cells `aspect` times as tall as wide, the hub
  /// showing the busy glyph or not, and the hub's cell.
  static func hubFrame(
    grid: Raster.Grid, aspect: Double, glyph: Bool
  ) throws -> (buffer: CellBuffer, x: Int, y: Int) {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    var scene = Scenes.dial(width: 80, height: 24)
    scene.cellAspect = aspect
    scene.ring = .init(
      start: Angle(radians: 2), end: Angle(radians: 1), glyphMix: 0, showsGlyph: glyph)
    var renderer = LockRenderer(options: options)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let target = try #require(
      Scenes.layout(scene, 80, 24, options: options).dialTarget(filled: true, cellAspect: aspect))
    return (buffer, Int(target.center.column), Int(target.center.row))
  }

  /// In sextants and quadrants the small hub's light has no fringe of tinted cells.
  ///
  /// Rule (docs/terminal.md "Sextants"): its edge is crisp over a knob as crisp and as large,
  /// so that every cell round it is the face (or within 8 a channel of it) and the bead's own
  /// tones: faint edge pixels mixed into the face drew dark teal blocks at its corners (fresh
  /// reviewers, kitty).
  @Test(arguments: [Raster.Grid.sextants, .quadrants], [2.0, 2.375])
  func aSmallHubsLightHasNoFringe(grid: Raster.Grid, aspect: Double) throws {
    let finish = Finish(.dark)
    let (buffer, x, y) = try Self.hubFrame(grid: grid, aspect: aspect, glyph: true)
    func sum(_ c: UInt32) -> UInt32 { (c >> 16 & 0xFF) + (c >> 8 & 0xFF) + (c & 0xFF) }
    let darkest = sum(Raster.mix(finish.busy, 0, 0.45))
    var (lit, tinted) = (0, [String]())
    for row in (y - 2)...(y + 2) {
      for column in (x - 4)...(x + 3)
      where !("0"..."9").contains(Character(buffer[column, row].scalar)) {
        let cell = buffer[column, row]
        for rgb in [cell.style.foreground.rgb, cell.style.background.rgb].compactMap({ $0 }) {
          if Self.within(8, rgb, finish.face) { continue }
          if Self.isShade(rgb, of: finish.busy) && sum(rgb) + 6 >= darkest {
            lit += 1
          } else {
            tinted.append("\(column - x),\(row - y) \(String(rgb, radix: 16))")
          }
        }
      }
    }
    #expect(lit >= 8, "the light's cells")
    #expect(tinted.isEmpty, "\(tinted)")
  }

  /// Rule (docs/terminal.md "Half blocks"): in sextants the small hub's light is the knob's
  /// size: it lights no cell the knob at rest leaves to the face (a dot outside, it stood
  /// larger than the knob and all but touched the numbers beside it).
  @Test(arguments: [2.0, 2.375])
  func aSmallHubsLightIsTheKnobsSize(aspect: Double) throws {
    let finish = Finish(.dark)
    func cells(glyph: Bool) throws -> Set<[Int]> {
      let (buffer, x, y) = try Self.hubFrame(grid: .sextants, aspect: aspect, glyph: glyph)
      var hub = Set<[Int]>()
      for row in (y - 2)...(y + 2) {
        for column in (x - 4)...(x + 3)
        where !("0"..."9").contains(Character(buffer[column, row].scalar)) {
          let cell = buffer[column, row]
          let colours = [cell.style.foreground.rgb, cell.style.background.rgb]
          if colours.contains(where: { $0.map { !Self.within(8, $0, finish.face) } ?? false }) {
            hub.insert([column - x, row - y])
          }
        }
      }
      return hub
    }
    let (knob, light) = (try cells(glyph: false), try cells(glyph: true))
    #expect(light.count >= 4, "\(light)")
    #expect(
      light.isSubset(of: knob),
      "\(light.subtracting(knob).sorted { $0.lexicographicallyPrecedes($1) })")
  }

  /// Rule (docs/terminal.md "Half blocks"): in sextants and quadrants a small knob's edge is
  /// hard: every pixel round the hub is the knob's bead
  /// (``LockRenderer/lampShade(_:dx:dy:radius:)``) or the face (antialiased, its edge pixels
  /// landed as a fringe of darker cells).
  @Test(arguments: [Raster.Grid.sextants, .quadrants])
  func aSmallKnobIsCrisp(grid: Raster.Grid) throws {
    var options = RenderOptions(color: true, background: .light, depth: .truecolor)
    options.grid = grid
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 80, height: 24), width: 80, height: 24, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    let still = renderer.rasterStill
    let (wide, tall) = LockRenderer.pixelDots(still, g)
    var (inside, others) = (0, Set<UInt32>())
    for y in 0..<still.pixelHeight {
      for x in 0..<still.pixelWidth {
        let (dx, dy) = (
          (Double(x) + 0.5) * wide - g.center.x, (Double(y) + 0.5) * tall - g.center.y
        )
        guard (dx * dx + dy * dy).squareRoot() < g.hubRadius + 1.5,
          let rgb = still.color(x: x, y: y)
        else { continue }
        let knob = LockRenderer.lampShade(
          renderer.finish.hubRim, dx: dx, dy: dy, radius: g.hubRadius)
        if rgb == knob { inside += 1 } else if rgb != renderer.finish.face { others.insert(rgb) }
      }
    }
    // The knob's disc, π r² over a pixel's area.
    let disc = Double.pi * g.hubRadius * g.hubRadius / (wide * tall)
    #expect(abs(Double(inside) - disc) < disc * 0.15, "\(inside) pixels of the knob, \(disc)")
    #expect(others.isEmpty, "\(others.map { String($0, radix: 16) })")
  }

  /// Rule (docs/terminal.md "Half blocks"): a hub of a few pixels is the font's dot `●` on the
  /// face (the small lock's, and in whole cells mlterm's at 80×24): the hub rim's grey at rest,
  /// the busy colour while busy and the done colour when done; where the face does not show
  /// the number under the index (the small lock's odd numbers), that number instead.
  @Test(arguments: [(40, 16, false), (80, 24, true)])
  func aSmallHubIsTheFontsDot(width: Int, height: Int, wholeCells: Bool) throws {
    var options = RenderOptions(
      color: true, background: .dark, depth: wholeCells ? .indexed256 : .truecolor)
    options.wholeCells = wholeCells
    let finish = Finish(.dark, depth: options.depth)
    let dot = "\u{25CF}"
    let cases: [(number: Int, glyph: Double?, text: String, ink: UInt32?)] = [
      (0, nil, dot, finish.hubRim), (1, nil, wholeCells ? dot : "1", nil),
      (0, 0, dot, finish.busy), (1, 1, dot, finish.done),
    ]
    for item in cases {
      var scene = Scenes.dial(
        angle: Angle(radians: Double(item.number) * 2 * .pi / 10), width: width, height: height)
      if let mix = item.glyph {
        scene.ring = .init(
          start: Angle(radians: 2), end: Angle(radians: 1), glyphMix: mix, showsGlyph: true)
      }
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: width, height: height)
      let target = try #require(
        Scenes.layout(scene, width, height).dialTarget(
          filled: true, cellAspect: scene.cellAspect))
      let (x, y) = (Int(target.center.column), Int(target.center.row))
      let row = (x - 2...x + 2).map { buffer[$0, y] }
      let text = String(String.UnicodeScalarView(row.map(\.scalar))).filter { $0 != " " }
      #expect(text == item.text, "\(item)")
      // On the face's own colour, no knob painted under it.
      for cell in row {
        #expect(cell.style.background.rgb == finish.face, "\(item)")
      }
      if let ink = item.ink {
        let dot = try #require(row.first { $0.scalar == "\u{25CF}" })
        #expect(dot.style.foreground.rgb == ink, "\(item)")
      }
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): the hub's light is a bead lit from the top left:
  /// lighter towards the light than at its middle, and at its edge away from the light the
  /// colour 45% of the way to black.
  @Test func theHubsLightIsABead() {
    let busy = Finish(.dark).busy
    func tone(_ dx: Double, _ dy: Double) -> UInt32 {
      LockRenderer.lampShade(busy, dx: dx, dy: dy, radius: 5)
    }
    func sum(_ c: UInt32) -> UInt32 { (c >> 16 & 0xFF) + (c >> 8 & 0xFF) + (c & 0xFF) }
    #expect(sum(tone(-2, -2)) > sum(tone(0, 0)) && sum(tone(0, 0)) > sum(tone(2, 2)))
    let away = 5 / 2.squareRoot()
    #expect(tone(away, away) == Raster.mix(busy, 0, 0.45))
    #expect(tone(0, 0) != busy, "shaded, not the flat colour")
  }

  /// Rule (docs/terminal.md "Half blocks"): the hub is a knob lit from the top left, a lighter
  /// grey a third of the way towards the light than as far away from it, and one grey in the
  /// flat finish.
  @Test func theHubIsLitFromTheTopLeft() throws {
    for (depth, lit) in [(ColorDepth.truecolor, true), (.indexed256, false)] {
      var renderer = LockRenderer(
        options: RenderOptions(color: true, background: .dark, depth: depth))
      _ = renderer.render(Scenes.dial(width: 200, height: 60), width: 200, height: 60)
      let g = try #require(renderer.geometryCache?.geometry)
      let still = renderer.rasterStill
      let (wide, tall) = LockRenderer.pixelDots(still, g)
      func pixel(_ dx: Double, _ dy: Double) -> UInt32? {
        still.color(
          x: Int((g.center.x + dx * g.hubRadius / 3) / wide),
          y: Int((g.center.y + dy * g.hubRadius / 3) / tall))
      }
      let (near, far) = (try #require(pixel(-1, -1)), try #require(pixel(1, 1)))
      if lit {
        #expect(FilledPictureTests.lightness(near) > FilledPictureTests.lightness(far) + 20)
      } else {
        #expect(near == far)
      }
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): on a hub big enough for a tick, the done glyph is
  /// a tick, but in whole cells, where its strokes land as a scrawl: there the whole hub is a
  /// green light.
  @Test func wholeCellsLightTheHub() {
    let g = LockGeometry(columns: 76, rows: 57, rowDots: 4, filled: true)
    let finish = Finish(.dark, depth: .indexed256)
    func done(wholeCells: Bool) -> Int {
      var raster = Raster()
      raster.reset(columns: 76, rows: 57)
      raster.hardEdges = true
      LockRenderer.paintGlyph(&raster, mix: 1, geometry: g, finish: finish, wholeCells: wholeCells)
      var count = 0
      for y in 0..<raster.pixelHeight {
        for x in 0..<raster.pixelWidth where raster.color(x: x, y: y) == finish.done { count += 1 }
      }
      return count
    }
    let (tick, light) = (done(wholeCells: false), done(wholeCells: true))
    #expect(tick > 0)
    // The light fills the hub's cells: about π r² over a pixel of 2 × 2 dots.
    let disc = Double.pi * g.hubRadius * g.hubRadius / 4
    #expect(abs(Double(light) - disc) < disc * 0.15, "\(light) pixels for \(disc)")
    #expect(light > 2 * tick)
  }

  /// Rule (docs/terminal.md "Half blocks"): in sextants and quadrants a large knob (200×60)
  /// has no faint row of pixels above or below it: its top and bottom rows are at least half
  /// its rim's brightness over the face (a row it covered by a sixteenth stood as a grey nub).
  @Test(arguments: [Raster.Grid.sextants, .quadrants])
  func aLargeKnobHasNoNub(grid: Raster.Grid) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor, backdrop: 0)
    options.grid = grid
    for aspect in [2.0, 2.2, 2.375] {
      let renderer = Scenes.rendered(
        options, Scenes.dial(width: 200, height: 60), width: 200, height: 60, aspect: aspect)
      let g = try #require(renderer.geometryCache?.geometry)
      let still = renderer.rasterStill
      let f = renderer.finish
      let box = LockRenderer.glyphBox(still, g)
      let rows = (box.y0...box.y1).filter { y in
        (box.x0...box.x1).contains { still.color(x: $0, y: y) != f.face }
      }
      let (top, bottom) = (try #require(rows.first), try #require(rows.last))
      let least = Finish.luminance(Raster.mix(f.face, f.hubRim, 0.5))
      for y in [top, bottom] {
        let brightest =
          (box.x0...box.x1).compactMap { still.color(x: $0, y: y) }
          .map(Finish.luminance).max() ?? 0
        #expect(brightest >= least, "\(grid) \(aspect): row \(y), \(brightest) < \(least)")
      }
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): the hub has a lighter rim (in 256 colours greys
  /// mixed from the knob's to the rim's), but in whole cells, where it striped the knob: there
  /// every pixel of the hub's cells is the knob's one grey.
  @Test func theHubsRimIsLeftOutInWholeCells() throws {
    for wholeCells in [false, true] {
      var options = RenderOptions(color: true, background: .dark, depth: .indexed256)
      options.wholeCells = wholeCells
      var renderer = LockRenderer(options: options)
      _ = renderer.render(Scenes.dial(width: 200, height: 60), width: 200, height: 60)
      let g = try #require(renderer.geometryCache?.geometry)
      let still = renderer.rasterStill
      let (wide, tall) = LockRenderer.pixelDots(still, g)
      var colours = Set<UInt32>()
      for y in 0..<still.pixelHeight {
        for x in 0..<still.pixelWidth {
          // In whole cells, the pixels of the cells whose centre is inside the hub.
          let (px, py) = ((Double(x) + 0.5) * wide, (Double(y) + 0.5) * tall)
          let (cx, cy) = wholeCells ? LockRenderer.cellCentre(px, py, g) : (px, py)
          let (dx, dy) = (cx - g.center.x, cy - g.center.y)
          guard (dx * dx + dy * dy).squareRoot() < g.hubRadius - 0.6 else { continue }
          if let rgb = still.color(x: x, y: y) { colours.insert(rgb) }
        }
      }
      let finish = renderer.finish
      if wholeCells {
        #expect(colours == [finish.hub])
      } else {
        let (dark, light) = (finish.hub & 0xFF, finish.hubRim & 0xFF)
        #expect(colours.count == 7)
        #expect(colours.contains(finish.hub))
        #expect(colours.allSatisfy { Finish.isGrey($0) && (dark...light).contains($0 & 0xFF) })
      }
    }
  }

  /// Rule (docs/terminal.md "Numbers on the face"): the hub shows the number under the index
  /// only where the face does not: not at rest on a number the face shows, but between the
  /// numbers a face of every tenth one shows (40 stops at 80×24) and on the odd numbers of a
  /// small face showing every other one (10 stops at 40×16).
  @Test(
    arguments: [
      (40, 80, 24, 10, nil), (40, 80, 24, 13, 13), (10, 80, 24, 7, nil), (10, 40, 16, 4, nil),
      (10, 40, 16, 7, 7),
    ] as [(Int, Int, Int, Int, Int?)])
  func theHubShowsTheNumberOnlyWhereTheFaceDoesNot(
    stops: Int, width: Int, height: Int, number: Int, shown: Int?
  ) throws {
    let angle = Angle(radians: Double(number) * 2 * .pi / Double(stops))
    let scene = Scenes.dial(stops: stops, angle: angle, width: width, height: height)
    #expect(scene.dial.numberUnderPointer == number)
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .truecolor))
    let buffer = renderer.render(scene, width: width, height: height)
    let target = try #require(
      Scenes.layout(scene, width, height).dialTarget(filled: true, cellAspect: scene.cellAspect))
    let (x, y) = (Int(target.center.column), Int(target.center.row))
    let digits = String(String.UnicodeScalarView((x - 1...x + 1).map { buffer[$0, y].scalar }))
      .filter(\.isNumber)
    #expect(digits == shown.map(String.init) ?? "", "\(stops) stops at \(number)")
  }

  /// Rule (docs/terminal.md "Numbers on the face"): at 40×16 the lock takes its compact
  /// proportions, and its face shows every other number round the hub.
  @Test func theSmallestLockShowsFiveNumbers() {
    let scene = Scenes.dial(width: 40, height: 16)
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .truecolor))
    let buffer = renderer.render(scene, width: 40, height: 16)
    let lock = Scenes.layout(scene, 40, 16).lock
    var numbers: [Character] = []
    for row in lock.y..<lock.y + lock.height {
      for column in lock.x..<lock.x + lock.width {
        let character = Character(buffer[column, row].scalar)
        if character.isNumber { numbers.append(character) }
      }
    }
    #expect(numbers.sorted() == ["0", "2", "4", "6", "8"])
  }

  /// Rule (docs/terminal.md "Half blocks"): a face big enough for ticks has them where edges
  /// are antialiased, in 256 colours too, but not in 16 (hard edges: hooks and squares) nor in
  /// whole cells (mlterm), where a tick would be a whole cell.
  @Test func ticksOnlyWhereAntialiased() {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    let halves = LockRenderer(options: options)
    options.depth = .indexed256
    let flat = LockRenderer(options: options)
    options.depth = .ansi16
    let sixteen = LockRenderer(options: options)
    options.depth = .truecolor
    options.wholeCells = true
    let whole = LockRenderer(options: options)
    let geometry = LockGeometry(columns: 80, rows: 56, rowDots: 4, filled: true)
    #expect(LockRenderer.hasTicks(geometry))
    #expect(halves.drawsTicks(geometry))
    #expect(flat.drawsTicks(geometry))
    #expect(!sixteen.drawsTicks(geometry))
    #expect(!whole.drawsTicks(geometry))
  }

  /// Rule (docs/terminal.md "Half blocks"): ticks are twice as sharp as the other edges in
  /// sextants and quadrants, as soft in half blocks.
  ///
  /// In sextants and quadrants, under half as many grey pixels (30–70 % of the way from the
  /// face to the short tick's colour) as whole ones: at the other edges' softness cells of two colours showed
  /// the grey as a box round the tick. In half blocks, whose pixels keep their own colours,
  /// more grey pixels than whole ones: sharper, a slanted tick landed as a hook of whole
  /// pixels.
  @Test(arguments: Raster.Grid.allCases)
  func ticksAreSharp(grid: Raster.Grid) {
    let g = LockGeometry(columns: 76, rows: 57, rowDots: 4.4, filled: true)
    let finish = Finish(.dark)
    var raster = Raster()
    raster.reset(columns: 76, rows: 57, grid: grid)
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth { raster.blend(x: x, y: y, rgb: 0, coverage: 1) }
    }
    let dial = Scenes.dial(width: 200, height: 60).dial
    LockRenderer.paintTicks(&raster, dial: dial, stops: 10, geometry: g, finish: finish)
    var (whole, grey) = (0, 0)
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth {
        guard let rgb = raster.color(x: x, y: y), rgb != 0 else { continue }
        let level =
          FilledPictureTests.lightness(rgb) * 100 / FilledPictureTests.lightness(finish.minorTick)
        if level >= 95 { whole += 1 } else if level >= 30 && level <= 70 { grey += 1 }
      }
    }
    #expect(whole > 0)
    if grid.splits {
      #expect(grey * 2 < whole, "\(grey) grey pixels beside \(whole) whole ones")
    } else {
      #expect(grey > whole, "\(grey) grey pixels beside \(whole) whole ones")
    }
  }

  /// Rule (docs/terminal.md "Numbers on the face"): where a stop spans ten pixels or more,
  /// short ticks divide it into fifths (or halves where fifths would stand under five pixels
  /// apart): a graduated scale; a dial of many stops keeps one tick a stop.
  @Test func shortTicksDivideWideStops() {
    // 200×60's face: ticks on a circle of 53.5 dots, a stop 33.6 dots round.
    #expect(LockRenderer.tickParts(rim: 53.5, stops: 10, pixel: 1) == 5)
    #expect(LockRenderer.tickParts(rim: 53.5, stops: 10, pixel: 2) == 2)
    #expect(LockRenderer.tickParts(rim: 53.5, stops: 40, pixel: 1) == 1)
    #expect(LockRenderer.tickParts(rim: 30, stops: 40, pixel: 1) == 1)
    // Painted in sextants: a lit pixel at every fifth of a stop, two dots inside the rim, and
    // face halfway between two of them.
    let g = LockGeometry(columns: 76, rows: 57, rowDots: 4.4, filled: true)
    let finish = Finish(.dark)
    var raster = Raster()
    raster.reset(columns: 76, rows: 57, grid: .sextants)
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth { raster.blend(x: x, y: y, rgb: 0, coverage: 1) }
    }
    let dial = Scenes.dial(width: 200, height: 60).dial
    LockRenderer.paintTicks(&raster, dial: dial, stops: 10, geometry: g, finish: finish)
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    func lightness(atFifth fifth: Double) -> Int {
      let angle = Angle(radians: Double.pi / 2 + dial.angle.radians - fifth * 2 * .pi / 50)
      let r = g.faceRadius - 3.5
      let (x, y) = (g.center.x + r * angle.cosine, g.center.y - r * angle.sine)
      let rgb = raster.color(x: Int(x / wide), y: Int(y / tall)) ?? 0
      let tick = FilledPictureTests.lightness(finish.minorTick)
      return FilledPictureTests.lightness(rgb) * 100 / tick
    }
    let lit = (0..<50).filter { lightness(atFifth: Double($0)) >= 50 }
    let between = (0..<50).filter { lightness(atFifth: Double($0) + 0.5) >= 50 }
    #expect(lit.count == 50, "lit at fifths \(lit)")
    #expect(between.isEmpty, "lit between fifths \(between)")
  }

  /// Rule (docs/terminal.md "Output"): in colour the bars' shafts are whole cells in the
  /// bar's colour where the playhead has passed and in a paler one ahead of it, on a spread
  /// timeline and where each turn has one row; both end in a pointer.
  @Test func barsAreSolid() {
    var renderer = LockRenderer(options: RenderOptions(color: true, depth: .truecolor))
    var counts: [Int] = []
    for (width, height) in [(200, 60), (80, 24)] {
      let scene = Scenes.autoDial(at: 5, width: width, height: height)
      let buffer = renderer.render(scene, width: width, height: height)
      let area = Scenes.layout(scene, width, height).timeline
      let ahead = LockRenderer.solid(renderer.palette.barAhead)
      var (passed, later, pointers) = (0, 0, 0)
      for y in area.y..<(area.y + area.height) {
        for x in area.x..<(area.x + area.width) {
          let cell = buffer[x, y]
          if cell.scalar == " " && cell.style == renderer.solidBar { passed += 1 }
          if cell.scalar == " " && cell.style == ahead { later += 1 }
          if ["\u{25C4}", "\u{25BA}"].contains(cell.scalar) { pointers += 1 }
        }
      }
      counts += [passed, later, pointers]
    }
    // 200×60: six shafts of 72 cells in all, the playhead's cell aside, 23 of them passed at
    // 5 s of 7.4, and six pointers; 80×24: six shafts of 18 cells, 6 passed, six pointers.
    #expect(counts == [23, 49, 6, 6, 12, 6])
    #expect(renderer.palette.barAhead != renderer.palette.bar)
    // On white the turns ahead stand 3:1 from the background, the passed ones 6.4:1.
    let light = Palette(
      RenderOptions(color: true, background: .light, depth: .truecolor, backdrop: 0xFFFFFF))
    let contrast = [light.barAhead, light.bar].map {
      Finish.contrast($0.foreground.rgb ?? 0xFFFFFF, 0xFFFFFF)
    }
    #expect(contrast[0] >= 3 && contrast[0] < 3.1 && contrast[1] >= 6.3, "\(contrast)")
    #expect(light.barAhead.foreground.rgb == 0x7394DB)
    // On dark the turns ahead stand 3:1 from the background, as pale as that allows: over
    // black 46% of the way to it, over konsole's #232627 42%.
    for (backdrop, ahead) in [(0x000000, 0x3C5B8A), (0x232627, 0x4F71A4)] as [(UInt32, UInt32)] {
      let dark = Palette(
        RenderOptions(color: true, background: .dark, depth: .truecolor, backdrop: backdrop))
      #expect(dark.barAhead.foreground.rgb == ahead)
      let against = Finish.contrast(ahead, backdrop)
      #expect(against >= 3 && against < 3.1, "\(against)")
    }
    // In 256 colours on dark the cube's deep blue, not the slate violet the mix lands on.
    let indexed = Palette(RenderOptions(color: true, background: .dark, depth: .indexed256))
    #expect(indexed.barAhead.foreground.rgb.map(Color.nearest256) == 25)
    // In 16 colours bright black ahead, cyan passed.
    let sixteen = Palette(RenderOptions(color: true, depth: .ansi16))
    #expect([sixteen.bar.foreground, sixteen.barAhead.foreground] == [.cyan, .brightBlack])
    // Over the background painted where none is known, the deep blue of 256 colours on dark.
    var unknown = RenderOptions(color: true, depth: .indexed256)
    unknown.backgroundKnown = false
    #expect(Palette(unknown.paintingUnknownBackground()).barAhead.foreground.rgb == 0x005FAF)
  }

  /// Rule (docs/terminal.md "Output"): where the terminal draws the block elements itself,
  /// the pause between two turns stands between their shafts (in whole cells consecutive bars
  /// touched corner to corner), and the playhead stays an unbroken column over them.
  @Test func consecutiveShaftsStandApartInEighths() throws {
    var options = RenderOptions(color: true, depth: .truecolor)
    options.grid = .sextants
    var renderer = LockRenderer(options: options)
    let bars = [renderer.palette.bar.foreground, renderer.palette.barAhead.foreground]
    var checked = 0
    // The quick plan of `make screenshots` (7.4 s, pauses of 0.2 s: under a column at
    // 80×24), at sizes whose turns are two columns long or more: at 40×16 its last turns are a
    // column long, their shaft kept a column beside the pointer.
    // In cells twice as tall as wide, kitty's 8 × 17 and alacritty's 8 × 19 (whose layouts
    // put two bars corner to corner in whole cells), and mlterm's 2.5 at 200×60.
    let screens = [
      (80, 24, 2.0), (80, 24, 2.125), (80, 24, 2.375), (100, 30, 2.0), (200, 60, 2.0),
      (200, 60, 2.5),
    ]
    for (width, height, aspect) in screens {
      for tenth in stride(from: 0, to: 74, by: 3) {
        var scene = Scenes.autoDial(
          at: Double(tenth) / 10, width: width, height: height, configuration: Scenes.quickPlan)
        scene.cellAspect = aspect
        let buffer = renderer.render(scene, width: width, height: height)
        let area = Scenes.layout(scene, width, height).timeline
        let lanes = "\(buffer.lines[area.y..<(area.y + area.height)])"
        let context = "\(width)×\(height), aspect \(aspect), at \(tenth)/10 s: \(lanes)"
        // The rows of the turns: a label `L` or `R` at the body's left.
        let rows = (area.y..<(area.y + area.height)).filter { y in
          (area.x..<(area.x + 3)).contains { ["L", "R"].contains(buffer[$0, y].scalar) }
        }
        // Each lane's shaft in eighths of a column: its first and past its last.
        var shafts: [(first: Int, end: Int)] = []
        for y in rows {
          var eighths: [Int] = []
          for x in area.x..<(area.x + area.width) {
            let cell = buffer[x, y]
            // The playhead's line on a bar's colour covers the cell.
            let crossing = cell.scalar == "\u{2503}" && bars.contains(cell.style.background)
            guard let covered = crossing ? 1 : LockRenderer.barCoverage(cell) else { continue }
            let count = Int((covered * 8).rounded())
            let fromLeft = cell.scalar == " " || !cell.style.attributes.contains(.reverse)
            let first = x * 8 + (fromLeft ? 0 : 8 - count)
            eighths += [first, first + count]
          }
          if let first = eighths.min(), let end = eighths.max() { shafts.append((first, end)) }
        }
        #expect(shafts.count == 6, "\(context)")
        for (earlier, later) in zip(shafts, shafts.dropFirst()) {
          #expect(earlier.end < later.first, "\(context)")
          checked += 1
        }
        // The playhead's column, the one holding most of its heavy line, has on every turn's
        // row the line, or the pointer or pickup it passes behind.
        let column = try #require(
          (area.x..<(area.x + area.width)).max { a, b in
            rows.filter { buffer[a, $0].scalar == "\u{2503}" }.count
              < rows.filter { buffer[b, $0].scalar == "\u{2503}" }.count
          })
        let marks: [Unicode.Scalar] = ["\u{2503}", "\u{25BA}", "\u{25C4}", "\u{25C6}"]
        #expect(rows.allSatisfy { marks.contains(buffer[column, $0].scalar) }, "\(context)")
      }
    }
    // Five pairs of turns at 25 times on each of six screens.
    #expect(checked == 5 * 25 * 6)
  }

  /// Rule (docs/terminal.md "Output"): the playhead is drawn over a turn's pointer, so that
  /// its line is unbroken on the row of the turn under way (a pointer kept there read as the
  /// playhead hidden, every terminal at 40×16); and no two bars on consecutive rows share a
  /// column but the playhead's, which the turn under way reaches.
  @Test func thePlayheadCrossesEveryTurnAt40x16() throws {
    let pointers: [Unicode.Scalar] = ["\u{25BA}", "\u{25C4}"]
    for grid in [Raster.Grid.halves, .sextants] {
      var renderer = Scenes.renderer(grid)
      let bars = [renderer.palette.bar.foreground, renderer.palette.barAhead.foreground]
      var beside = 0
      for tenth in 0..<74 {
        // The quick plan of `make screenshots` (7.4 s), whose six turns fit the chart's
        // thirteen columns two apiece.
        let scene = Scenes.autoDial(
          at: Double(tenth) / 10, width: 40, height: 16, configuration: Scenes.quickPlan)
        let buffer = renderer.render(scene, width: 40, height: 16)
        let area = Scenes.layout(scene, 40, 16).timeline
        let context = "\(grid) at \(tenth)/10 s: \(buffer.lines[area.y..<(area.y + area.height)])"
        let rows = (area.y..<(area.y + area.height)).filter { y in
          ["L", "R"].contains(buffer[area.x, y].scalar)
        }
        #expect(rows.count == 6, "\(context)")
        // The playhead's column: the one whose heavy line runs down most rows.
        let column = try #require(
          (area.x..<(area.x + area.width)).max { a, b in
            rows.filter { buffer[a, $0].scalar == "\u{2503}" }.count
              < rows.filter { buffer[b, $0].scalar == "\u{2503}" }.count
          })
        for y in rows {
          #expect(["\u{2503}", "\u{25C6}"].contains(buffer[column, y].scalar), "\(context)")
          let neighbours = [buffer[column - 1, y], buffer[column + 1, y]]
          if neighbours.contains(where: {
            pointers.contains($0.scalar) || bars.contains($0.style.foreground)
          }) || bars.contains(buffer[column, y].style.background) {
            beside += 1
          }
        }
        // Each bar's eighths of a column: its pointer's cell, its shaft's cells and the
        // parts of them its ends in eighths cover, the playhead's line on its colour.
        let spans = rows.map { y in
          (area.x..<(area.x + area.width)).reduce(into: Set<Int>()) { eighths, x in
            let cell = buffer[x, y]
            let crossing = cell.scalar == "\u{2503}" && bars.contains(cell.style.background)
            if pointers.contains(cell.scalar) || crossing {
              eighths.formUnion(x * 8..<(x * 8 + 8))
            } else if let covered = LockRenderer.barCoverage(cell),
              cell.scalar != " " || bars.contains(cell.style.foreground)
            {
              let count = Int((covered * 8).rounded())
              let fromLeft = cell.scalar == " " || !cell.style.attributes.contains(.reverse)
              let first = x * 8 + (fromLeft ? 0 : 8 - count)
              eighths.formUnion(first..<(first + count))
            }
          }
        }
        // The playhead's own column aside, where the turn under way reaches it.
        let line = Set(column * 8..<(column * 8 + 8))
        for (above, below) in zip(spans, spans.dropFirst()) {
          #expect(above.subtracting(line).isDisjoint(with: below), "\(context)")
        }
      }
      // The playhead meets a bar on its row through most of the plan.
      #expect(beside >= 40, "\(grid)")
    }
  }

  /// Rule (docs/terminal.md "Output"): while a turn is under way its bar reaches the playhead:
  /// the playhead's line on its row stands on the bar's colour, over its shaft or its pointer,
  /// at every tenth of a second of the quick plan at 40×16 and 80×24.
  @Test func theTurnUnderWayReachesThePlayhead() throws {
    for (grid, width, height) in [
      (Raster.Grid.halves, 40, 16), (.sextants, 40, 16), (.halves, 80, 24), (.sextants, 80, 24),
    ] {
      var renderer = Scenes.renderer(grid)
      let bars = [renderer.palette.bar.foreground, renderer.palette.barAhead.foreground]
      var checked = 0
      for tenth in 0..<74 {
        let time = Double(tenth) / 10
        let scene = Scenes.autoDial(
          at: time, width: width, height: height, configuration: Scenes.quickPlan)
        let timeline = try #require(scene.timeline)
        // A turn well under way: a tenth of a second or more from either end.
        guard
          let turn = timeline.turns.firstIndex(where: {
            time >= $0.begin + 0.1 && time <= $0.begin + $0.duration - 0.1
          })
        else { continue }
        let buffer = renderer.render(scene, width: width, height: height)
        let area = Scenes.layout(scene, width, height).timeline
        let rows = (area.y..<(area.y + area.height)).filter { y in
          (area.x..<(area.x + 3)).contains { ["L", "R"].contains(buffer[$0, y].scalar) }
        }
        try #require(rows.count == timeline.turns.count, "\(buffer.lines)")
        let y = rows[turn]
        let column = try #require(
          (area.x..<(area.x + area.width)).first {
            buffer[$0, y].scalar == "\u{2503}" || buffer[$0, y].scalar == "\u{254B}"
          })
        let line = String(buffer.lines[y].dropFirst(area.x).prefix(area.width))
        #expect(
          bars.contains(buffer[column, y].style.background),
          "\(grid) \(width)×\(height) at \(time) s: \(line)")
        checked += 1
      }
      #expect(checked >= 40, "\(grid) \(width)×\(height)")
    }
  }

  /// Rule (docs/terminal.md "Output"): at the plan's end the playhead stands in the chart's
  /// last column, which no bar takes: the last turn's pointer shows beside it.
  @Test func theLastPointerShowsAtThePlansEnd() throws {
    for grid in [Raster.Grid.halves, .sextants] {
      var renderer = Scenes.renderer(grid)
      for (width, height, aspect) in [
        (40, 16, 2.0), (80, 24, 2.0), (80, 24, 2.1667), (100, 30, 2.0),
      ] {
        var scene = Scenes.autoDial(
          at: 8, width: width, height: height, configuration: Scenes.quickPlan)
        scene.cellAspect = aspect
        let buffer = renderer.render(scene, width: width, height: height)
        let area = Scenes.layout(scene, width, height).timeline
        let row = try #require(
          (area.y..<(area.y + area.height)).last { y in
            (area.x..<(area.x + 3)).contains { buffer[$0, y].scalar == "R" }
          })
        let line = String(buffer.lines[row].dropFirst(area.x).prefix(area.width))
        #expect(line.contains("\u{25BA}"), "\(grid) \(width)×\(height), \(aspect): \(line)")
      }
    }
  }

  /// Rule (docs/terminal.md "Output"): bars on consecutive rows move apart by whole columns
  /// where the chart has room, right of the one above, then left of the one below.
  @Test func barsMoveApartByWholeColumns() {
    // Three bars in eighths: the second starts 3 eighths before the first ends.
    #expect(LockRenderer.barShifts([0..<16, 13..<29, 40..<56]) == [0, 1, 0])
    // The last bar is the chart's rightmost: the one above moves left instead.
    #expect(LockRenderer.barShifts([0..<16, 24..<40, 32..<48]) == [0, -1, 0])
    // Room only past the rightmost bar, in the playhead's last column: none.
    #expect(LockRenderer.barShifts([0..<16, 16..<40, 36..<48]) == nil)
    // No room: the first bar cannot go left of column 0.
    #expect(LockRenderer.barShifts([0..<16, 8..<16]) == nil)
    // Apart already: none move.
    #expect(LockRenderer.barShifts([0..<16, 16..<32, 40..<48]) == [0, 0, 0])
    #expect(LockRenderer.barShifts([]) == [])
  }

  /// Rule (docs/terminal.md "Output"): drawn with lines, the playhead is an unbroken column,
  /// crossing a bar's shaft, a solid bar's colour and a pointer, keeping a pickup's mark.
  @Test func thePlayheadIsAnUnbrokenColumn() {
    #expect(LockRenderer.playheadGlyph(over: "\u{2501}", lines: true) == "\u{254B}")
    // Over a pointer too, so that the line is unbroken on the row of the turn under way.
    #expect(LockRenderer.playheadGlyph(over: "\u{25BA}", lines: true) == "\u{2503}")
    #expect(LockRenderer.playheadGlyph(over: "\u{25C4}", lines: true) == "\u{2503}")
    #expect(LockRenderer.playheadGlyph(over: " ", lines: true) == "\u{2503}")
    #expect(LockRenderer.playheadGlyph(over: "\u{25C6}", lines: true) == "\u{25C6}")
    #expect(LockRenderer.playheadGlyph(over: " ", lines: false) == "|")
    // In whole cells (mlterm) the last row's line ends at the cell's middle.
    #expect(LockRenderer.playheadGlyph(over: "\u{2501}", lines: true, capped: true) == "\u{253B}")
    #expect(LockRenderer.playheadGlyph(over: " ", lines: true, capped: true) == "\u{2579}")
    #expect(LockRenderer.playheadGlyph(over: "\u{25BA}", lines: true, capped: true) == "\u{2579}")
    #expect(LockRenderer.playheadGlyph(over: "=", lines: false) == "=")
    var renderer = LockRenderer(options: RenderOptions(color: true, depth: .truecolor))
    // On a tall screen too, where a blank row stands between two turns.
    for (width, height) in [(200, 60), (80, 24)] {
      let scene = Scenes.autoDial(at: 5, width: width, height: height)
      let buffer = renderer.render(scene, width: width, height: height)
      let area = Scenes.layout(scene, width, height).timeline
      // The playhead's column: the one holding the heavy line on the body's rows but the
      // last, the axis's.
      let rows = (area.y + 1)..<(area.y + area.height - 2)
      let columns = (area.x..<(area.x + area.width)).filter { x in
        rows.allSatisfy { ["\u{2503}", "\u{254B}", "\u{25C6}"].contains(buffer[x, $0].scalar) }
      }
      #expect(columns.count == 1, "\(buffer.lines[area.y..<(area.y + area.height)])")
      // Over a solid bar the line on its colour (a cross over a heavy shaft is for no colour).
      let bar = renderer.palette.bar.foreground
      let crossings = rows.filter {
        let cell = buffer[columns.first ?? 0, $0]
        return cell.scalar == "\u{254B}"
          || (cell.scalar == "\u{2503}" && cell.style.background == bar)
      }
      #expect(crossings.count == 1, "\(width)×\(height)")
      let heavy = rows.contains { buffer[columns.first ?? 0, $0].scalar == "\u{254B}" }
      #expect(!heavy, "no heavy shaft to cross in colour")
      // The body's rows but the axis's: 25 at 200×60, six at 80×24.
      #expect(rows.count == (height == 60 ? 25 : 6))
    }
    let scene = Scenes.autoDial(at: 5)
    let area = Scenes.layout(scene, 80, 24).timeline
    let truecolor = renderer.render(scene, width: 80, height: 24)
    let columns = (area.x..<(area.x + area.width)).filter {
      ["\u{2503}", "\u{254B}", "\u{25C6}"].contains(truecolor[$0, area.y + 1].scalar)
    }
    // In whole cells the same column, its last row capped.
    var mlterm = RenderOptions(color: true, depth: .indexed256)
    mlterm.wholeCells = true
    var whole = LockRenderer(options: mlterm)
    let framed = whole.render(scene, width: 80, height: 24)
    let wholeArea = Scenes.layout(scene, 80, 24, options: mlterm).timeline
    // The body's last row but the seconds'.
    let last = wholeArea.y + wholeArea.height - 3
    let capped = (wholeArea.x..<(wholeArea.x + wholeArea.width)).filter {
      ["\u{2579}", "\u{253B}"].contains(framed[$0, last].scalar)
    }
    #expect(capped == columns)
    // The row above keeps the whole line.
    #expect(["\u{2503}", "\u{254B}"].contains(framed[columns.first ?? 0, last - 1].scalar))
  }
}

/// Rule (docs/terminal.md "Half blocks"): the hub's rim is two dots wide on a hub of 8 dots'
/// radius or more, and left out on a smaller one and in whole cells.
struct HubRimTests {
  /// None at 80×24 in any grid (the hub's radius is under 8 dots: a rim of one dot is under a
  /// half block's pixel, and in sextants and quadrants landed as a cross on a lighter
  /// square); two dots at 200×60 in every grid but whole cells.
  @Test(arguments: [
    (Raster.Grid.halves, 80, 24, false, 0.0), (.quadrants, 80, 24, false, 0),
    (.sextants, 80, 24, false, 0), (.halves, 200, 60, false, 2), (.sextants, 200, 60, false, 2),
    (.halves, 200, 60, true, 0),
  ])
  func theRimIsTwoDotsOrNone(
    grid: Raster.Grid, width: Int, height: Int, wholeCells: Bool, rim: Double
  ) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    options.wholeCells = wholeCells
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: width, height: height), width: width, height: height,
      aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    #expect((g.hubRadius < 8) == (width == 80))
    #expect(LockRenderer.hubRim(g, wholeCells: wholeCells) == rim)
    // Drawn: at 80×24 no pixel is lighter than the knob's bead at its point (its edge's
    // mixes with the face are darker): no lighter rim.
    guard width == 80 else { return }
    let finish = Finish(.dark)
    let c = g.center
    let (wide, tall) = LockRenderer.pixelDots(renderer.rasterStill, g)
    var lighter = 0
    for y in 0..<renderer.rasterStill.pixelHeight {
      for x in 0..<renderer.rasterStill.pixelWidth {
        let (dx, dy) = ((Double(x) + 0.5) * wide - c.x, (Double(y) + 0.5) * tall - c.y)
        guard (dx * dx + dy * dy).squareRoot() < g.hubRadius + 1,
          let rgb = renderer.rasterStill.color(x: x, y: y)
        else { continue }
        let bead = LockRenderer.lampShade(finish.hubRim, dx: dx, dy: dy, radius: g.hubRadius)
        if FilledPictureTests.lightness(rgb) > FilledPictureTests.lightness(bead) + 2 {
          lighter += 1
        }
      }
    }
    #expect(lighter == 0, "\(lighter) pixels lighter than the knob's bead")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells (mlterm) a hub painted in pixels and
/// its light are whole cells: a cell half covered shows the mean of knob and face, and the
/// knob's top and bottom rows stood darker than its middle, a cross. (A smaller hub is the
/// font's dot: ``HubAndPlayheadTests/aSmallHubIsTheFontsDot(width:height:wholeCells:)``.)
struct WholeCellHubTests {
  @Test(arguments: [false, true])
  func theHubFillsWholeCells(lit: Bool) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .indexed256)
    options.wholeCells = true
    let scene =
      lit ? Scenes.autoDial(at: 3.2, width: 200, height: 60) : Scenes.dial(width: 200, height: 60)
    let renderer = Scenes.rendered(options, scene, width: 200, height: 60, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    let raster = lit ? renderer.rasterShown : renderer.rasterStill
    let box = LockRenderer.glyphBox(raster, g)
    var (cells, split) = (0, 0)
    for row in (box.y0 / 2)...(box.y1 / 2) {
      for x in box.x0...box.x1 {
        let (top, bottom) = (raster.color(x: x, y: 2 * row), raster.color(x: x, y: 2 * row + 1))
        let hub = lit ? renderer.finish.busy : renderer.finish.hub
        guard top == hub || bottom == hub else { continue }
        cells += 1
        if top != bottom { split += 1 }
      }
    }
    #expect(cells >= 9)
    #expect(split == 0, "\(split) of \(cells) cells half hub, half face")
  }
}

/// Rule (docs/terminal.md "Half blocks"): in whole cells (mlterm) a shackle three cells across
/// or more is shaded across its bar, each cell one shade (both its pixels alike, taken at its
/// centre); a narrower one is one tone.
struct WholeCellShackleTests {
  @Test(arguments: [(200, 60, true), (80, 24, false)])
  func aWideBarIsShadedCellByCell(width: Int, height: Int, shaded: Bool) throws {
    var options = RenderOptions(color: true, background: .dark, depth: .indexed256)
    options.wholeCells = true
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: width, height: height), width: width, height: height,
      aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    #expect(LockRenderer.shadesWholeCellBar(g) == shaded)
    let still = renderer.rasterStill
    // The long leg's cells on the row of cells half-way up it: the shades across the bar.
    let path = g.shackle(.shut)
    let row = Int(((path.hole.y + path.longLegTop.y) / 2 / g.rowDots).rounded(.down))
    var shades: [UInt32] = []
    var split = 0
    for column in 0..<still.columns {
      let (top, bottom) = (
        still.color(x: column, y: 2 * row), still.color(x: column, y: 2 * row + 1)
      )
      guard let top, let bottom, Finish.isGrey(top),
        abs(Double(column * 2 + 1) - path.hole.x) < g.barWidth
      else { continue }
      if top != bottom { split += 1 }
      shades.append(top)
    }
    #expect(split == 0, "\(split) cells with two shades")
    #expect(Set(shades).count >= (shaded ? 3 : 1), "\(shades.map { String($0, radix: 16) })")
    if !shaded {
      #expect(Set(shades) == [renderer.finish.barOneTone])
    }
  }
}
