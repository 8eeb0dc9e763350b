import AnimationCore
import LockRendering
import TerminalRuntime

/// The aeroplane take-off of docs/seeds.md "001" as a keyframe animation with several properties
/// per keyframe.
///
/// Rules (docs/seeds.md "001"; docs/terminal.md "Gallery"): over 1.5 s, from the plane's original
/// centre (110, 80) in points (y grows downwards): 0–25 % move by (+80, −10); 10–50 % tilt to −π/8;
/// 25–50 % move by (+100, −50) and fade to 0; 51–52 % — while invisible — reset the tilt and jump
/// to x = 0; 55–100 % fade in and taxi back to the original centre. The whole run is eased
/// (ease-in-ease-out, UIKit's default); `m` switches the calculation mode live (linear, discrete,
/// paced, cubic, cubic paced) and rebuilds the animation from the same keyframes.
public struct KeyframesDemo: TimelineDemo {
  /// What the keyframes animate.
  public struct Plane: Sendable, Hashable {
    /// The plane's centre, in points.
    public var center = KeyframesDemo.origin
    /// Its rotation (negative: nose up).
    public var tilt = Angle.zero
    /// Its opacity.
    public var alpha = 1.0

    /// The plane at its original centre, level and opaque.
    public init() {}
  }

  /// The plane's original centre.
  public static let origin = Point2D(x: 110, y: 80)
  /// The seed's duration.
  public static let seconds = 1.5
  /// The world the points live in: 320 × 100.
  static let world = (width: 320.0, height: 100.0)

  /// The calculation mode in use.
  public private(set) var mode: CalculationMode
  /// The take-off in every mode, in `CalculationMode.allCases` order (made once).
  private let everyMode: [AnimationGroup<Plane>?]

  /// The take-off in `mode`.
  public init(mode: CalculationMode = .linear) {
    self.mode = mode
    everyMode = CalculationMode.allCases.map { Self.animation(mode: $0) }
  }

  /// The seed's five keyframes as a group in `mode`.
  static func animation(mode: CalculationMode) -> AnimationGroup<Plane>? {
    var sequence = KeyframeSequence<Plane>(duration: seconds, calculationMode: mode)
    let o = origin
    try? sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.25) {
      $0.set(\.center, to: Point2D(x: o.x + 80, y: o.y - 10))
    }
    try? sequence.addKeyframe(relativeStart: 0.1, relativeDuration: 0.4) {
      $0.set(\.tilt, to: .radians(-.pi / 8))
    }
    try? sequence.addKeyframe(relativeStart: 0.25, relativeDuration: 0.25) {
      $0.set(\.center, to: Point2D(x: o.x + 180, y: o.y - 60))
      $0.set(\.alpha, to: 0)
    }
    try? sequence.addKeyframe(relativeStart: 0.51, relativeDuration: 0.01) {
      $0.set(\.tilt, to: .zero)
      $0.set(\.center, to: Point2D(x: 0, y: o.y))
    }
    try? sequence.addKeyframe(relativeStart: 0.55, relativeDuration: 0.45) {
      $0.set(\.alpha, to: 1)
      $0.set(\.center, to: o)
    }
    // Constant keyframes of a fixed duration: valid by construction.
    return (try? sequence.animation(from: Plane())) ?? nil
  }

  /// The plane at `t` (its model, the original state, outside the run).
  public func plane(at t: Double) -> Plane { plane(at: t, mode: mode) }

  /// The plane at `t` in calculation mode `mode`.
  public func plane(at t: Double, mode: CalculationMode) -> Plane {
    var plane = Plane()
    let index = CalculationMode.allCases.firstIndex(of: mode) ?? 0
    everyMode[index]?.apply(to: &plane, model: Plane(), at: t, zeroDuration: 0.25)
    return plane
  }

  /// The title row.
  public var title: String { "keyframes · seed 001: the take-off, \(mode) mode" }
  /// The seed's 1.5 s.
  public var run: Double { Self.seconds }
  /// `m` cycles the calculation mode.
  public var switches: [DemoSwitch] {
    [
      DemoSwitch(
        key: "m", words: "mode",
        help: "next calculation mode (linear, discrete, paced, cubic, cubic paced)",
        value: "\(mode)")
    ]
  }

  /// `m`: the next mode, rebuilt from the same keyframes.
  public mutating func flip(_ key: Character) -> Bool {
    guard key == "m" else { return false }
    let all = CalculationMode.allCases
    mode = all[((all.firstIndex(of: mode) ?? 0) + 1) % all.count]
    return true
  }

  /// `{"t":T,"mode":M,"x":X,"y":Y,"tilt":R,"alpha":A,"modes":{M:{"x":X,"y":Y,"tilt":R,
  /// "alpha":A},…}}` (points, radians): the mode in use, then every calculation mode.
  public func json(at t: Double) -> String {
    func values(_ plane: Plane) -> String {
      "\"x\":" + DemoJSON.number(plane.center.x) + ",\"y\":" + DemoJSON.number(plane.center.y)
        + ",\"tilt\":" + DemoJSON.number(plane.tilt.radians) + ",\"alpha\":"
        + DemoJSON.number(plane.alpha)
    }
    var line =
      "{\"t\":" + DemoJSON.number(t) + ",\"mode\":" + DemoJSON.string("\(mode)") + ","
      + values(plane(at: t)) + ",\"modes\":{"
    for (index, each) in CalculationMode.allCases.enumerated() {
      if index > 0 { line += "," }
      line += DemoJSON.string("\(each)") + ":{" + values(plane(at: t, mode: each)) + "}"
    }
    return line + "}}"
  }

  /// Which stage the plane is in, read from the plane itself (its place, tilt and opacity),
  /// so that the caption agrees with the picture in every calculation mode: the paced modes
  /// ignore the keyframes' times, and the discrete one jumps.
  public func caption(at t: Double, color: Bool) -> String {
    let plane = plane(at: t)
    let x = plane.center.x
    // The cubic modes overshoot the opacity; it is drawn clamped, and read so.
    let alpha = min(max(plane.alpha, 0), 1)
    if x == Self.origin.x && plane.center.y == Self.origin.y && alpha == 1 {
      return t < Self.seconds / 2 ? "on the runway" : "home"
    }
    if x < Self.origin.x {
      return alpha == 0 ? "invisible: reset to the left" : "fading in, taxiing back"
    }
    if alpha == 0 { return "gone behind the clouds" }
    if alpha < 1 { return "climbing, fading out" }
    return plane.tilt == .zero ? "rolling" : "lifting, tilting up"
  }

  /// The runway, the plane's path so far (dotted) and the plane, drawn by its opacity.
  public func draw(
    at t: Double, in area: Rect, painter: inout DemoPainter, into buffer: inout CellBuffer
  ) {
    guard area.width > 4, area.height > 4 else { return }
    let rows = area.height - 1
    painter.begin(columns: area.width, rows: rows)
    let scaleX = Double(area.width * 2 - 1) / Self.world.width
    let scaleY = Double(rows * 4 - 1) / Self.world.height
    func dots(_ point: Point2D) -> Point2D { Point2D(x: point.x * scaleX, y: point.y * scaleY) }
    let runway = dots(Point2D(x: 0, y: Self.origin.y + 12))
    painter.canvas.line(
      from: runway, to: Point2D(x: Double(area.width * 2 - 1), y: runway.y),
      ink: DemoPainter.Ink.outline.rawValue)
    // The path: 40 samples up to now, dotted where the plane could be seen (not the reset).
    let samples = 40
    for index in 0...samples {
      let sample = plane(at: min(t, Self.seconds) * Double(index) / Double(samples))
      guard sample.alpha > 0.05 else { continue }
      let point = dots(sample.center)
      painter.canvas.plot(x: point.x, y: point.y, ink: DemoPainter.Ink.secondary.rawValue)
    }
    let plane = plane(at: t)
    if plane.alpha > 0.05 {
      let ink: DemoPainter.Ink =
        plane.alpha > 0.66 ? .primary : plane.alpha > 0.33 ? .accent : .faint
      drawPlane(
        at: dots(plane.center), tilt: plane.tilt.radians, scale: scaleX, ink: ink, painter: &painter
      )
    }
    painter.end(into: &buffer, x: area.x, y: area.y)
    let readout =
      "x \(Int(plane.center.x.rounded())) y \(Int(plane.center.y.rounded())) tilt \(Int((plane.tilt.degrees).rounded()))° alpha \(Int((plane.alpha * 100).rounded()))%"
    painter.text(
      readout, x: area.x, y: area.y + area.height - 1, limit: area.width,
      style: painter.style(.heading), into: &buffer)
  }

  /// A side view of a plane 40 points long: fuselage, wing and tail, rotated by `tilt` about
  /// its centre, its strokes a twelfth of its length wide.
  private func drawPlane(
    at center: Point2D, tilt: Double, scale: Double, ink: DemoPainter.Ink,
    painter: inout DemoPainter
  ) {
    let size = max(40 * scale, 8)
    let turn = Angle(radians: tilt)
    func place(_ x: Double, _ y: Double) -> Point2D {
      Point2D(
        x: center.x + (x * turn.cosine - y * turn.sine) * size,
        y: center.y + (x * turn.sine + y * turn.cosine) * size)
    }
    let parts: [(Double, Double, Double, Double)] = [
      (-0.5, 0, 0.55, 0),  // fuselage
      (0.55, 0, 0.45, -0.06),  // nose
      (-0.1, 0, 0.1, 0.25),  // wing
      (-0.5, 0, -0.55, -0.3),  // tail fin
      (-0.55, -0.3, -0.4, 0),
    ]
    for (x1, y1, x2, y2) in parts {
      painter.canvas.bar(
        from: place(x1, y1), to: place(x2, y2), width: max(1.2, size / 12), ink: ink.rawValue)
    }
  }
}
