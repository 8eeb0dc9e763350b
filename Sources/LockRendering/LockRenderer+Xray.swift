import AnimationCore
import RealModule
import TerminalRuntime

extension LockRenderer {
  /// Where the x-ray's parts go in an area (docs/mechanism.md §11), in the picture's pixels
  /// (half blocks: a cell is one pixel wide and two high) or dots (braille: two by four), with
  /// `yScale` the height of a pixel over its width.
  struct XrayGeometry {
    /// How many discs: the wheels from the first number's, then the cam, left to right.
    var count: Int
    /// The width the discs share, and the discs' centres' row.
    var width: Double
    var centerY: Double
    /// Every disc's radius, in pixels across.
    var radius: Double
    /// The fence's bar: its row and its ends.
    var fenceY: Double
    var fenceLeft: Double
    var fenceRight: Double
    /// A pixel's height over its width.
    var yScale: Double

    /// The layout of `count` discs in `width` × `height` pixels, the last row of cells kept for
    /// their labels (`labelPixels` high).
    init(count: Int, width: Double, height: Double, labelPixels: Double, yScale: Double) {
      self.yScale = yScale
      let n = Double(max(count, 1))
      // Room above the discs for the fence: a bar and the teeth that drop into the gates.
      let fenceRoom = 3.5 / yScale
      let tall = (height - labelPixels - fenceRoom - 1) * yScale / 2
      radius = max(min(tall, width / n / 2 - 2), 1)
      self.count = count
      self.width = width
      centerY = fenceRoom + radius / yScale
      fenceY = fenceRoom - 2.5 / yScale
      fenceLeft = width * 0.5 / n - radius * 0.4
      fenceRight = width * (n - 0.5) / n + radius * 0.4
    }

    /// Disc `index`'s centre.
    func center(_ index: Int) -> Point2D {
      Point2D(x: width * (Double(index) + 0.5) / Double(max(count, 1)), y: centerY)
    }

    /// The point `fraction` of the radius out from disc `index`'s centre, `turns`
    /// counter-clockwise from the top.
    func point(_ index: Int, turns: Double, fraction: Double) -> Point2D {
      let angle = 2 * Double.pi * turns
      let r = radius * fraction
      let c = center(index)
      return Point2D(x: c.x - r * Double.sin(angle), y: c.y - r * Double.cos(angle) / yScale)
    }
  }

  /// The x-ray (docs/mechanism.md §11): each wheel and the cam as a disc with its gate, the
  /// fly and the driver's pin on each wheel, the fence above, and each disc's label and reading
  /// below; filled where the lock is (``drawsRaster``), else in braille or ASCII strokes.
  mutating func paintXray(
    _ xray: LockScene.XrayView, cellAspect: Double, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.width >= 12, area.height >= 4, !xray.discs.isEmpty else { return }
    // A legend on the last row where the strip has room for it (8 rows or more).
    let legend = area.height >= 8
    let rows = area.height - (legend ? 1 : 0)
    if drawsRaster {
      let geometry = XrayGeometry(
        count: xray.discs.count, width: Double(area.width), height: Double(rows * 2),
        labelPixels: 2, yScale: cellAspect / 2)
      xrayRaster.reset(columns: area.width, rows: rows - 1)
      xrayRaster.backdrop = options.backdrop
      Self.drawXray(xray, geometry: geometry, finish: finish, into: &xrayRaster)
      xrayRaster.render(
        into: &buffer, x: area.x, y: area.y, wholeCells: options.wholeCells,
        fallback: Self.fallback)
      paintXrayLabels(
        xray, geometry: geometry, scale: 1, row: area.y + rows - 1, area: area, into: &buffer)
    } else {
      let geometry = XrayGeometry(
        count: xray.discs.count, width: Double(area.width * 2), height: Double(rows * 4),
        labelPixels: 4, yScale: cellAspect / 2)
      xrayCanvas.reset(columns: area.width, rows: rows - 1)
      Self.strokeXray(xray, geometry: geometry, into: &xrayCanvas)
      xrayCanvas.render(
        into: &buffer, x: area.x, y: area.y, styles: inkStyles, ascii: options.ascii)
      paintXrayLabels(
        xray, geometry: geometry, scale: 0.5, row: area.y + rows - 1, area: area, into: &buffer)
    }
    if legend {
      paintXrayLegend(
        x: area.x + 1, y: area.y + area.height - 1, width: area.width - 1, into: &buffer)
    }
  }

  /// What the x-ray's marks are, each in its own colour and glyph, as many as fit: the pin, the
  /// fly, a gate under the fence, the fence.
  private func paintXrayLegend(x: Int, y: Int, width: Int, into buffer: inout CellBuffer) {
    let filled = drawsRaster
    func ink(_ rgb: UInt32, _ stroke: Ink) -> Style {
      filled
        ? Style(foreground: .rgb(rgb, fallback: Self.fallback(rgb)))
        : inkStyles[Int(stroke.rawValue)]
    }
    let ascii = options.ascii
    var column = x
    // Written one after another (no array of them: this is drawn on every frame that moves).
    func item(_ glyph: Unicode.Scalar, _ style: Style, _ words: String) -> Bool {
      guard column + 2 + words.utf8.count <= x + width else { return false }
      column += buffer.put(glyph, x: column, y: y, style: style) + 1
      column += buffer.write(words, x: column, y: y, style: palette.dim) + 2
      return true
    }
    _ =
      item(ascii ? "o" : "\u{25CF}", ink(finish.index, .notch), "pin")
      && item(ascii ? "f" : "\u{25CF}", ink(Self.brass, .majorTick), "fly")
      && item(ascii ? "|" : "\u{25AE}", ink(finish.done, .done), "gate under the fence")
      && item(ascii ? "-" : "\u{2501}", ink(finish.bar, .shackle), "fence")
  }

  /// Each disc's label and reading under it, centred: "1st 12" (bold when its gate is under
  /// the fence).
  private func paintXrayLabels(
    _ xray: LockScene.XrayView, geometry: XrayGeometry, scale: Double, row y: Int, area: Rect,
    into buffer: inout CellBuffer
  ) {
    for (index, disc) in xray.discs.enumerated() {
      let width = disc.label.utf8.count + 1 + CellBuffer.digits(disc.reading)
      let x = area.x + Int((geometry.center(index).x * scale).rounded(.down)) - width / 2
      guard x >= area.x, x + width <= area.x + area.width else { continue }
      let style = disc.isAligned ? palette.heading : palette.dim
      let after = x + buffer.write(disc.label, x: x, y: y, style: style) + 1
      buffer.write(number: disc.reading, x: after, y: y, style: style)
    }
  }

  /// The filled x-ray: brushed discs with their gates cut, red pins and brass flys, and the
  /// fence.
  ///
  /// Static, so that the renderer's own raster is not also read through `self` while it is
  /// drawn into (that would copy its pixels each frame).
  private static func drawXray(
    _ xray: LockScene.XrayView, geometry: XrayGeometry, finish: Finish,
    into picture: inout Raster
  ) {
    let r = geometry.radius
    let k = geometry.yScale
    let halfGate = max(xray.gateWidth * .pi, 1.6 / r)
    for (index, disc) in xray.discs.enumerated() {
      let c = geometry.center(index)
      let isCam = disc.fly == nil
      let rim = disc.isMoving ? finish.ringHead : finish.rim
      let notches = isCam ? xray.notches : []
      picture.fill(
        minX: c.x - r - 1, minY: c.y - (r + 1) / k, maxX: c.x + r + 1, maxY: c.y + (r + 1) / k
      ) { x, y in
        let dx = x - c.x
        let dy = (y - c.y) * k
        let d = (dx * dx + dy * dy).squareRoot()
        guard d <= r + 1 else { return nil }
        let edge = d - r
        let turns = Double.atan2(y: -dx, x: -dy) / (2 * .pi)
        if d > r * 0.45, Self.turnsApart(turns, disc.gate) * 2 * .pi < halfGate {
          return (disc.isAligned ? finish.done : finish.face, edge)
        }
        if d > r * 0.86,
          notches.contains(where: { Self.turnsApart(turns, $0) * 2 * .pi < halfGate * 0.5 })
        {
          return (finish.face, edge)
        }
        if d < r * 0.2 { return (finish.hub, edge) }
        if d > r - 1.5 { return (rim, edge) }
        return (Raster.mix(finish.bodyTop, finish.bodyBottom, (dy / r + 1) / 2), edge)
      }
      if let fly = disc.fly {
        dot(geometry.point(index, turns: fly, fraction: 0.7), size: max(r * 0.14, 1), Self.brass)
      }
      if let pin = disc.pin {
        dot(
          geometry.point(index, turns: pin, fraction: 0.7), size: max(r * 0.15, 1.1), finish.index)
      }
    }
    // The fence: a bar along the tops, with a tooth over each disc that drops into the gates
    // when every one lies under it; pressed on the cam (red) while the shackle is pulled.
    let drop = xray.fenceDrops ? r * 0.3 / k : 0
    let bar = xray.tension ? finish.index : finish.bar
    let top = geometry.fenceY + drop
    picture.fill(
      minX: geometry.fenceLeft, minY: top - 1, maxX: geometry.fenceRight, maxY: top + 1.5
    ) { x, y in
      let distance = max(
        geometry.fenceLeft - x, x - geometry.fenceRight, top - 0.5 - y, y - top - 1)
      return (bar, distance)
    }
    for index in 0..<geometry.count {
      let c = geometry.center(index)
      let nose = xray.leverInNotch && index == geometry.count - 1 ? r * 0.12 / k : 0
      let bottom = c.y - r / k + drop + nose + 0.5
      picture.fill(minX: c.x - 1.5, minY: top, maxX: c.x + 1.5, maxY: bottom) { x, y in
        (bar, max(abs(x - c.x) - 0.9, y - bottom, top - y))
      }
    }

    func dot(_ p: Point2D, size: Double, _ rgb: UInt32) {
      picture.fill(
        minX: p.x - size - 1, minY: p.y - (size + 1) / k, maxX: p.x + size + 1,
        maxY: p.y + (size + 1) / k
      ) { x, y in
        let dx = x - p.x
        let dy = (y - p.y) * k
        return (rgb, (dx * dx + dy * dy).squareRoot() - size)
      }
    }
  }

  /// The x-ray in strokes: each disc's outline, its gate as a cut line, the pin and fly as
  /// dots, and the fence's bar.
  private static func strokeXray(
    _ xray: LockScene.XrayView, geometry: XrayGeometry, into canvas: inout Canvas
  ) {
    let r = geometry.radius
    for (index, disc) in xray.discs.enumerated() {
      let c = geometry.center(index)
      let ring = disc.isMoving ? Ink.ring.rawValue : Ink.bezel.rawValue
      canvas.circle(center: c, radius: r, ink: ring)
      canvas.line(
        from: geometry.point(index, turns: disc.gate, fraction: 0.45),
        to: geometry.point(index, turns: disc.gate, fraction: 1),
        ink: disc.isAligned ? Ink.done.rawValue : Ink.notch.rawValue)
      if let fly = disc.fly {
        let p = geometry.point(index, turns: fly, fraction: 0.7)
        canvas.plot(x: p.x, y: p.y, ink: Ink.majorTick.rawValue, glyph: UInt8(ascii: "f"))
      }
      if let pin = disc.pin {
        let p = geometry.point(index, turns: pin, fraction: 0.7)
        canvas.plot(x: p.x, y: p.y, ink: Ink.notch.rawValue, glyph: UInt8(ascii: "o"))
      }
    }
    let drop = xray.fenceDrops ? r * 0.3 / geometry.yScale : 0
    let y = geometry.fenceY + drop
    canvas.line(
      from: Point2D(x: geometry.fenceLeft, y: y), to: Point2D(x: geometry.fenceRight, y: y),
      ink: xray.tension ? Ink.notch.rawValue : Ink.shackle.rawValue)
  }

  /// The flys' colour, brass, apart from the steel, the dark cuts and the red pins (one of the
  /// xterm 256 palette's, so that it stays flat there).
  static let brass: UInt32 = 0xD7_AF_5F

  /// How far apart two angles are, in turns (0…½).
  static func turnsApart(_ a: Double, _ b: Double) -> Double {
    var difference = (a - b).truncatingRemainder(dividingBy: 1)
    if difference < 0 { difference += 1 }
    return min(difference, 1 - difference)
  }
}
