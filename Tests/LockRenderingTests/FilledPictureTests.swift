import LockApp
import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

/// The filled lock (docs/terminal.md "Half blocks"): with 256 colours or more the padlock is
/// painted in half blocks, in many shades, round, with the numbers on the face's colour.
struct FilledPictureTests {
  /// The screen's pixels, two a cell (nil: the terminal's background; a text cell's pixels are
  /// its background).
  func pixels(_ buffer: CellBuffer, in area: Rect) -> [[UInt32?]] {
    var rows: [[UInt32?]] = []
    for y in area.y..<(area.y + area.height) {
      var top: [UInt32?] = []
      var bottom: [UInt32?] = []
      for x in area.x..<(area.x + area.width) {
        let cell = buffer[x, y]
        let (fg, bg) = (cell.style.foreground.rgb, cell.style.background.rgb)
        switch cell.scalar {
        case "\u{2580}": (top, bottom) = (top + [fg], bottom + [bg])
        case "\u{2584}": (top, bottom) = (top + [bg], bottom + [fg])
        default: (top, bottom) = (top + [bg], bottom + [bg])
        }
      }
      rows += [top, bottom]
    }
    return rows
  }

  /// The lock at rest at `width` × `height` in truecolor on `background`, and its area.
  func picture(
    _ width: Int, _ height: Int, background: Background = .dark
  ) -> (buffer: CellBuffer, area: Rect) {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: background, depth: .truecolor))
    let scene = Scenes.dial(width: width, height: height)
    return (
      renderer.render(scene, width: width, height: height), Scenes.layout(scene, width, height).lock
    )
  }

  /// Most of the lock's cells are half blocks or colour, and at rest it shows at least 16
  /// colours.
  @Test(arguments: [Background.dark, .light])
  func theLockIsFilledInManyShades(_ background: Background) {
    let (buffer, area) = picture(80, 24, background: background)
    var blocks = 0
    var painted = 0
    var colors = Set<UInt32>()
    for y in area.y..<(area.y + area.height) {
      for x in area.x..<(area.x + area.width) {
        let cell = buffer[x, y]
        if let rgb = cell.style.foreground.rgb { colors.insert(rgb) }
        if let rgb = cell.style.background.rgb { colors.insert(rgb) }
        guard cell != .blank else { continue }
        painted += 1
        if cell.scalar == "\u{2580}" || cell.scalar == "\u{2584}" || cell.scalar == " " {
          blocks += 1
        }
        #expect(!(0x2800...0x28FF).contains(cell.scalar.value), "no braille at \(x),\(y)")
      }
    }
    #expect(painted > 150, "\(painted) cells painted")
    #expect(Double(blocks) >= 0.9 * Double(painted), "\(blocks) of \(painted) are blocks")
    #expect(colors.count >= 16, "\(colors.count) colours")
  }

  /// The dark face is as wide as it is tall (within 10%) in square pixels, at 80×24 and
  /// 200×60.
  @Test(arguments: [(80, 24), (200, 60)])
  func theFaceIsRound(_ width: Int, _ height: Int) {
    let (buffer, area) = picture(width, height)
    let rows = pixels(buffer, in: area)
    var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
    for (y, row) in rows.enumerated() {
      for (x, pixel) in row.enumerated() {
        guard let pixel, Self.lightness(pixel) <= 52 else { continue }
        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
      }
    }
    let (faceWidth, faceHeight) = (Double(maxX - minX + 1), Double(maxY - minY + 1))
    #expect(faceWidth > 10)
    #expect(abs(faceWidth / faceHeight - 1) <= 0.1, "\(faceWidth) × \(faceHeight) pixels")
  }

  /// The mouse finds the dial where the filled picture draws it: the layout's dial target is
  /// the dark face's centre (within half a cell) at three sizes and three cell shapes.
  @Test(arguments: [(80, 24, 2.0), (80, 24, 2.6), (200, 60, 2.0), (100, 30, 3.0)])
  func theDialTargetIsTheFaceDrawn(_ width: Int, _ height: Int, _ aspect: Double) throws {
    var renderer = LockRenderer(
      options: RenderOptions(color: true, background: .dark, depth: .truecolor))
    var scene = Scenes.dial(width: width, height: height)
    scene.cellAspect = aspect
    let buffer = renderer.render(scene, width: width, height: height)
    let layout = Scenes.layout(scene, width, height)
    let rows = pixels(buffer, in: layout.lock)
    var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
    for (y, row) in rows.enumerated() {
      for (x, pixel) in row.enumerated() {
        guard let pixel, Self.lightness(pixel) <= 52 else { continue }
        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
      }
    }
    let target = try #require(layout.dialTarget(filled: true, cellAspect: aspect))
    let column = Double(layout.lock.x) + Double(minX + maxX + 1) / 2
    let row = Double(layout.lock.y) + Double(minY + maxY + 1) / 4
    #expect(abs(target.center.column - column) <= 0.5, "\(target.center) vs \(column), \(row)")
    #expect(abs(target.center.row - row) <= 0.5, "\(target.center) vs \(column), \(row)")
  }

  /// Every number on the face is drawn over the colour the face has under it.
  @Test func numbersSitOnTheFace() {
    let (buffer, area) = picture(80, 24)
    var numbers = 0
    for y in area.y..<(area.y + area.height) {
      for x in area.x..<(area.x + area.width)
      where buffer[x, y].scalar.properties.numericType != nil {
        let style = buffer[x, y].style
        #expect(Self.lightness(style.background.rgb ?? 0xFFFFFF) < 70, "\(x),\(y)")
        #expect(Self.lightness(style.foreground.rgb ?? 0) > 200, "\(x),\(y)")
        numbers += 1
      }
    }
    #expect(numbers >= 10)
  }

  /// The filled lock at rest, mid-dial and open, as ANSI text (`cat` shows it), at 40×16,
  /// 80×24, 80×23 and 200×60 in truecolor (80×24 on light too), at 80×24 and 200×60 in 256
  /// colours, and at 40×16 and 80×24 (dark and light) in the 16 ANSI colours; in sextants at
  /// 40×16, 80×24 (dark and light) and 200×60 in truecolor, and in quadrants at 40×16 and 80×24
  /// (dark and light).
  @Test func goldens() {
    let halves: [(String, Int, Int, Background, ColorDepth, Raster.Grid)] = [
      ("40x16", 40, 16, .dark, .truecolor, .halves), ("80x24", 80, 24, .dark, .truecolor, .halves),
      ("80x23", 80, 23, .dark, .truecolor, .halves),
      ("80x24-light", 80, 24, .light, .truecolor, .halves),
      ("80x24-256", 80, 24, .dark, .indexed256, .halves),
      ("200x60", 200, 60, .dark, .truecolor, .halves),
      ("200x60-256", 200, 60, .dark, .indexed256, .halves),
      ("80x24-16", 80, 24, .dark, .ansi16, .halves), ("40x16-16", 40, 16, .dark, .ansi16, .halves),
      ("80x24-16-light", 80, 24, .light, .ansi16, .halves),
    ]
    let splits: [(String, Int, Int, Background, ColorDepth, Raster.Grid)] = [
      ("40x16-sextants", 40, 16, .dark, .truecolor, .sextants),
      ("80x24-sextants", 80, 24, .dark, .truecolor, .sextants),
      ("80x24-sextants-light", 80, 24, .light, .truecolor, .sextants),
      ("200x60-sextants", 200, 60, .dark, .truecolor, .sextants),
      ("40x16-quadrants", 40, 16, .dark, .truecolor, .quadrants),
      ("80x24-quadrants", 80, 24, .dark, .truecolor, .quadrants),
      ("80x24-quadrants-light", 80, 24, .light, .truecolor, .quadrants),
    ]
    let cases = halves + splits
    for (name, width, height, background, depth, grid) in cases {
      var lines: [String] = []
      for (state, scene) in [
        ("at rest", Scenes.dial(width: width, height: height)),
        ("mid-dial", Scenes.autoDial(at: 3.2, width: width, height: height)),
        ("open", Scenes.open(width: width, height: height)),
      ] {
        var options = RenderOptions(color: true, background: background, depth: depth)
        options.grid = grid
        var renderer = LockRenderer(options: options)
        let buffer = renderer.render(scene, width: width, height: height)
        lines.append("--- \(state) ---")
        lines += Self.ansi(buffer, in: Scenes.layout(scene, width, height).lock, depth: depth)
      }
      assertFrame(lines, named: "filled-" + name)
    }
  }

  /// The area's rows as text with SGR colours at `depth`, each row ending in a reset.
  static func ansi(_ buffer: CellBuffer, in area: Rect, depth: ColorDepth) -> [String] {
    func code(_ color: Color, base: Int) -> String {
      if let rgb = color.rgb, depth != .ansi16 {
        return depth == .truecolor
          ? "\(base + 8);2;\(rgb >> 16 & 0xFF);\(rgb >> 8 & 0xFF);\(rgb & 0xFF)"
          : "\(base + 8);5;\(Color.nearest256(rgb))"
      }
      if color.isDefault { return "\(base + 9)" }
      let index = Int(color.ansi) - 1
      return index < 8 ? "\(base + index)" : "\(base + 60 + index - 8)"
    }
    return (area.y..<(area.y + area.height)).map { y in
      var line = ""
      var last: Style?
      for x in area.x..<(area.x + area.width) {
        let cell = buffer[x, y]
        if cell.style != last {
          var parts = ["0"]
          if cell.style.attributes.contains(.bold) { parts.append("1") }
          if cell.style.attributes.contains(.dim) { parts.append("2") }
          if cell.style.attributes.contains(.reverse) { parts.append("7") }
          parts += [code(cell.style.foreground, base: 30), code(cell.style.background, base: 40)]
          line += "\u{1B}[" + parts.joined(separator: ";") + "m"
          last = cell.style
        }
        line.unicodeScalars.append(cell.scalar)
      }
      return line + "\u{1B}[0m"
    }
  }

  /// The body casts no shadow (docs/terminal.md "Half blocks": a disc under it read as a second,
  /// misplaced body, and its soft edge as a smudge that blotted the ring over it).
  ///
  /// Of the cells a reported background paints that are blank without one (the antialiased
  /// edges of every part, on every side), no more lie below and right of the dial's centre
  /// than above and left of it.
  @Test(arguments: [
    (Raster.Grid.halves, 200, 60), (.sextants, 200, 60), (.sextants, 80, 24), (.quadrants, 80, 24),
  ])
  func noShadowFallsBelowAndRight(grid: Raster.Grid, width: Int, height: Int) throws {
    let scene = Scenes.dial(width: width, height: height)
    func render(_ backdrop: UInt32?) -> CellBuffer {
      var options = RenderOptions(
        color: true, background: .light, depth: .truecolor, backdrop: backdrop)
      options.grid = grid
      var renderer = LockRenderer(options: options)
      return renderer.render(scene, width: width, height: height)
    }
    let (plain, shaded) = (render(nil), render(0xFFFFFF))
    let target = try #require(
      Scenes.layout(scene, width, height).dialTarget(filled: true, cellAspect: scene.cellAspect))
    var (belowRight, aboveLeft) = (0, 0)
    // The lock's area: the footer's band below it is painted over a reported background too.
    let lock = Scenes.layout(scene, width, height).lock
    for y in lock.y..<(lock.y + lock.height) {
      for x in lock.x..<(lock.x + lock.width)
      where plain[x, y].scalar == " " && plain[x, y].style.background.isDefault {
        let cell = shaded[x, y]
        guard cell.style.foreground.rgb != nil || cell.style.background.rgb != nil else {
          continue
        }
        let (dx, dy) = (Double(x) + 0.5 - target.center.column, Double(y) + 0.5 - target.center.row)
        if dx > 0 && dy > 0 { belowRight += 1 }
        if dx < 0 && dy < 0 { aboveLeft += 1 }
      }
    }
    #expect(
      belowRight <= aboveLeft + 2, "\(belowRight) below and right, \(aboveLeft) above and left")
  }

  /// The mean of a colour's channels.
  static func lightness(_ rgb: UInt32) -> Int {
    Int((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3
  }
}

/// Numbers never run together: in every frame of a held turn, any two numbers on one row of
/// the lock have at least two blank cells between them, braille and filled alike.
struct LabelSpacingTests {
  @Test(arguments: [(80, 23), (80, 24), (100, 30)])
  func aHeldTurnKeepsNumbersApart(_ width: Int, _ height: Int) {
    let filled = RenderOptions(color: true, depth: .truecolor)
    let cells = [(6, 16), (7, 15), (8, 17), (9, 19), (9, 20), (9, 21), (10, 20), (10, 22)]
    let pictures = [(RenderOptions(color: false), nil), (filled, nil)] + cells.map { (filled, $0) }
    let cases = [10, 40, 100].flatMap { stops in pictures.map { (stops, $0.0, $0.1) } }
    for (stops, options, cell) in cases {
      var core = AppCore(
        configuration: Scenes.configuration(stops: stops), width: width, height: height)
      if let (cellWidth, cellHeight) = cell {
        _ = core.handle(.cellSize(width: cellWidth, height: cellHeight, at: 0))
      }
      var renderer = LockRenderer(options: options)
      var frames = 0
      for step in 0..<120 {
        let time = Double(step) / 40
        _ = core.handle(.key(.left, at: time))
        _ = core.handle(.frame(at: time + 0.01))
        let scene = core.scene(at: time + 0.01)
        let area = Scenes.layout(scene, width, height).lock
        let buffer = renderer.render(scene, width: width, height: height)
        for y in area.y..<(area.y + area.height) {
          var lastEnd: Int?
          var x = area.x
          while x < area.x + area.width {
            guard buffer[x, y].scalar.properties.numericType != nil else {
              x += 1
              continue
            }
            if let lastEnd {
              #expect(
                x - lastEnd >= 3,
                "\(stops) stops \(options) \(cell.map { "\($0)" } ?? "") \(width)x\(height) frame \(step) row \(y)"
              )
            }
            while x < area.x + area.width, buffer[x, y].scalar.properties.numericType != nil {
              x += 1
            }
            lastEnd = x - 1
          }
        }
        frames += 1
      }
      #expect(frames == 120)
    }
  }
}

/// A cell shape reported after the first frame redraws the lock for it: the same cells as a
/// fresh picture of the lock in that shape, its numbers painted.
struct CellShapeTests {
  @Test(arguments: [(6, 13), (10, 20), (9, 21)])
  func aReportedCellShapeRedrawsTheLock(_ cellWidth: Int, _ cellHeight: Int) {
    let options = RenderOptions(color: true, depth: .truecolor)
    var core = AppCore(configuration: Scenes.configuration(), width: 200, height: 60)
    var renderer = LockRenderer(options: options)
    var screen = CellBuffer(width: 0, height: 0)
    renderer.render(core.scene(at: 0), into: &screen, width: 200, height: 60)
    _ = core.handle(.cellSize(width: cellWidth, height: cellHeight, at: 0.1))
    renderer.render(core.scene(at: 0.1), into: &screen, width: 200, height: 60)
    var fresh = LockRenderer(options: options)
    let expected = fresh.render(core.scene(at: 0.1), width: 200, height: 60)
    #expect(screen == expected, "\(expected.diff(from: screen).count) cells differ")
    // The face's ten numbers, painted at this size: cells in their colour, five each at least.
    let label = Color.rgb(Finish(.dark).label, fallback: .brightWhite)
    let numerals = (0..<60).flatMap { y in (0..<200).map { screen[$0, y].style } }
      .filter { $0.foreground == label || $0.background == label }
    #expect(numerals.count >= 50)
  }
}
