import AnimationCore
import TerminalRuntime
import Testing

@testable import LockRendering

/// The small lock (40×16) reads as a padlock: its shackle stands on legs, in a steel that
/// stands apart from the background.
struct SmallLockTests {
  /// Rule (docs/terminal.md "Numbers on the face"): the small lock stands on legs.
  ///
  /// Its shoulders stand the tallest of `compactRises` above the body that costs it a dot of
  /// radius at most. At 40×16 (19 × 13 cells beside the panel), with room kept under the
  /// ring's band (``LockGeometry/ringReach``), cells twice as tall as wide get the lowest rise,
  /// 0.15, shoulders 2 dots high; taller cells (rows of 4.25 and 4.5 dots) a higher one.
  @Test(arguments: [(4.0, 17.0, 2.0), (4.25, 17, 5), (4.5, 18, 6)] as [(Double, Double, Double)])
  func theShackleStandsOnLegs(rowDots: Double, ring: Double, rise: Double) {
    let g = LockGeometry(columns: 19, rows: 13, rowDots: rowDots, filled: true)
    #expect(g.compact)
    #expect(g.holdsNumbers)
    #expect(g.ringRadius == ring)
    #expect(g.shoulderRise == rise)
  }

  /// Rule (docs/terminal.md "Numbers on the face"): a shackle of one tone stands apart.
  ///
  /// It is lighter than the bar on a dark background and darker on a light one, 3.5:1 from
  /// white (a graphic must stand 3:1); the bar's own mix towards its highlight stood 2.5:1.
  @Test func theOneToneShackleStandsApart() {
    let dark = Finish(.dark, backdrop: 0x000000)
    let light = Finish(.light, backdrop: 0xFFFFFF)
    #expect(dark.barOneTone == Raster.mix(dark.bar, dark.barHighlight, 0.3))
    #expect(light.barOneTone == Raster.mix(light.barEdge, light.bar, 0.4))
    #expect(Finish.contrast(dark.barOneTone, 0x000000) > Finish.contrast(dark.bar, 0x000000))
    #expect(Finish.contrast(light.barOneTone, 0xFFFFFF) >= 3.5)
    #expect(Finish.contrast(Raster.mix(light.bar, light.barHighlight, 0.3), 0xFFFFFF) < 2.6)
    #expect(Finish(.light, backdrop: 0xFFFFFF, depth: .indexed256).barOneTone == 0x808080)
  }

  /// The colours across the left leg of the shackle on white, at rest, drawn in `grid` at
  /// `width` × `height` on cells `aspect` times as tall as wide: the middle of the rows that
  /// cross both legs, outer (left) side first.
  static func leftLeg(
    _ grid: Raster.Grid, _ width: Int, _ height: Int, aspect: Double = 2
  ) throws -> [UInt32] {
    var options = RenderOptions(color: true, background: .light, depth: .truecolor)
    options.backdrop = 0xFFFFFF
    options.grid = grid
    var renderer = LockRenderer(options: options)
    var scene = Scenes.dial(angle: .zero, width: width, height: height)
    scene.cellAspect = aspect
    _ = renderer.render(scene, width: width, height: height)
    let raster = renderer.rasterStill
    func runs(_ y: Int) -> [Range<Int>] {
      var found: [Range<Int>] = []
      var x = 0
      while x < raster.pixelWidth {
        guard raster.color(x: x, y: y) != nil else {
          x += 1
          continue
        }
        let start = x
        while x < raster.pixelWidth, raster.color(x: x, y: y) != nil { x += 1 }
        found.append(start..<x)
      }
      return found
    }
    let legs = (0..<raster.pixelHeight).filter { y in
      let r = runs(y)
      return r.count == 2 && r[0].count == r[1].count && r[0].count >= 2
    }
    let row = try #require(legs.isEmpty ? nil : legs[legs.count / 2])
    return try runs(row)[0].map { try #require(raster.color(x: $0, y: row)) }
  }

  /// Rule (docs/terminal.md "Half blocks"): on a light background a shackle's bar under four
  /// pixels across is lit along its inner side, so that its outer edge stays dark against
  /// white (2.5:1 or more, where the rim's pixel, half covered, stood 1.9:1 in xterm); wider, along
  /// its outer side, as on a dark background (in half blocks: at 80×24 the legs are two
  /// pixels across, at 200×60 more than four).
  @Test(arguments: [(80, 24, false), (200, 60, true)])
  func aBarOnLightIsLitWhereItsOuterEdgeStaysDark(
    _ width: Int, _ height: Int, outerLit: Bool
  ) throws {
    let left = try Self.leftLeg(.halves, width, height)
    #expect((left.count < 4) == (width == 80), "\(left.count) pixels across")
    let lightness = left.map(Finish.luminance)
    let brightest = try #require(lightness.indices.max { lightness[$0] < lightness[$1] })
    // The left leg's outer side is its left; its outer pixel stands 2.5:1 or more from white.
    #expect((brightest < left.count / 2) == outerLit, "\(lightness)")
    let outer = left.first.map { Finish.contrast($0, 0xFFFFFF) } ?? 0
    #expect(outer >= 2.5, "\(outer) \(left.map { String($0, radix: 16) })")
    // Lit along its inner side, its lit pixel still stands apart from the white inside the
    // shackle (at 1.3:1 the bar read as a hollow outline).
    let lit = Finish.contrast(left[brightest], 0xFFFFFF)
    #expect(outerLit || lit >= 1.6, "\(lit) \(left.map { String($0, radix: 16) })")
  }

  /// Rule (docs/terminal.md "Half blocks"): on a light background a bar four pixels across
  /// or more has its dark edge on its outermost pixels, which stand 3:1 or more from white
  /// (sextants at 80×24 on kitty's cells: the outer pixel, half edge and half highlight, stood
  /// 2:1, and the shackle lost its edge).
  @Test func aWideBarOnLightIsOutlinedOnBothSides() throws {
    let left = try Self.leftLeg(.sextants, 80, 24, aspect: 2.375)
    #expect(left.count == 4)
    let contrast = left.map { Finish.contrast($0, 0xFFFFFF) }
    #expect(contrast.first.map { $0 >= 3 } == true, "\(contrast)")
    #expect(contrast.last.map { $0 >= 3 } == true, "\(contrast)")
    // Lit along its outer side, as on a dark background.
    #expect(contrast[1] < contrast[2], "\(contrast)")
  }
}

/// Rule (docs/terminal.md "Numbers on the face"): the small face (40×16) in sextants, which has
/// room for every other number, has a dot of the short ticks' grey just inside the bezel at
/// each stop without one, turning with the numbers; in half blocks and quadrants, and at 80×24
/// with every number, there are none.
struct StopDotTests {
  /// The short ticks' grey pixels on the dial raster.
  static func dots(_ renderer: LockRenderer) -> [(x: Int, y: Int)] {
    let raster = renderer.rasterDial
    var found: [(x: Int, y: Int)] = []
    for y in 0..<raster.pixelHeight {
      for x in 0..<raster.pixelWidth where raster.color(x: x, y: y) == renderer.finish.minorTick {
        found.append((x, y))
      }
    }
    return found
  }

  @Test(arguments: [2.0, 2.125, 2.375])
  func theSmallFaceMarksTheStopsWithoutANumber(aspect: Double) {
    let grid = Raster.Grid.sextants
    var options = RenderOptions(
      color: true, background: .dark, depth: .truecolor, backdrop: 0x000000)
    options.grid = grid
    let stop = Angle(radians: 2 * .pi / 10)
    for (turns, angle) in [(0, Angle.zero), (1, stop), (3, Angle(radians: 3 * stop.radians))] {
      var renderer = Scenes.rendered(
        options, Scenes.dial(angle: angle, width: 40, height: 16), width: 40, height: 16,
        aspect: aspect)
      let lock = Scenes.layout(Scenes.dial(width: 40, height: 16), 40, 16).lock
      let g = renderer.lockGeometry(
        columns: lock.width, rows: lock.height, cellAspect: aspect, stops: 10)
      let (wide, tall) = LockRenderer.pixelDots(renderer.rasterDial, g)
      let dots = Self.dots(renderer)
      // Each of the five stops without a number (the odd ones, wherever the dial stands) has
      // its dot: some of the grey pixels lie within a pixel of where it stands; but for the
      // one under the index, which covers it (its number is written under the index).
      for number in stride(from: 1, to: 10, by: 2) where (number + 10 - turns) % 10 != 0 {
        let a = LockGeometry.screenAngle(of: number, stops: 10, dialAngle: angle)
        let p = Canvas.point(center: g.center, radius: g.faceRadius - 1.5 * tall, angle: a)
        let near = dots.contains { dot in
          let dx = abs((Double(dot.x) + 0.5) * wide - p.x)
          let dy = abs((Double(dot.y) + 0.5) * tall - p.y)
          return dx <= wide && dy <= tall
        }
        #expect(near, "\(grid) \(aspect): stop \(number) at \(turns) stops round")
      }
    }
    // At 80×24 the face has every number and no dots.
    let large = Scenes.rendered(
      options, Scenes.dial(width: 80, height: 24), width: 80, height: 24, aspect: aspect)
    #expect(Self.dots(large).isEmpty)
    // In half blocks and quadrants a dot would be a grey block beside the numbers: none.
    for coarse in [Raster.Grid.halves, .quadrants] {
      options.grid = coarse
      let small = Scenes.rendered(
        options, Scenes.dial(width: 40, height: 16), width: 40, height: 16, aspect: aspect)
      #expect(Self.dots(small).isEmpty, "\(coarse)")
    }
  }
}
