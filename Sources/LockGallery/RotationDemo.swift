import AnimationCore
import LockRendering
import TerminalRuntime

/// The lesson of docs/seeds.md "000": a rotation animated through the value function turns through
/// the angle it is given; the same rotation animated as a transform matrix takes the shortest path.
///
/// Rules (docs/seeds.md "000"; docs/terminal.md "Gallery"): seven rotations — π/2, −π/2, 99π/100,
/// −99π/100, π, −π, 2π — each animated from 0 over 2 s with ease-in-ease-out (`UIView.animate`'s
/// default curve), once as a `BasicAnimation<Angle>` and once as a
/// `BasicAnimation<RotationMatrix>`; from t = 2 each holds its end value (UIKit sets the model to
/// the target). Beside them the seed's two work-arounds for a full turn: four chained 90° matrix
/// animations of 0.5 s (ease-in, linear, linear, ease-out) and four keyframes of 90° over 2 s.
/// Angles are radians, positive clockwise on screen as in UIKit.
public struct RotationDemo: TimelineDemo {
  /// The seven targets, in the seed's order.
  public static let targets: [Double] = [
    .pi / 2, -.pi / 2, .pi * 99 / 100, -.pi * 99 / 100, .pi, -.pi, 2 * .pi,
  ]
  /// Their labels.
  static let labels = ["π/2", "−π/2", "99π/100", "−99π/100", "π", "−π", "2π"]
  static let asciiLabels = ["pi/2", "-pi/2", "99pi/100", "-99pi/100", "pi", "-pi", "2pi"]
  /// The nine labels for panels under 10 columns (99π/100 written .99π).
  static let narrowLabels = [
    "π/2", "−π/2", ".99π", "−.99π", "π", "−π", "2π", "chain", "keys",
  ]
  static let narrowASCIILabels = [
    "pi/2", "-pi/2", ".99pi", "-.99pi", "pi", "-pi", "2pi", "chain", "keys",
  ]

  /// The length of every rotation.
  public static let seconds = 2.0

  private let valueFunction: [BasicAnimation<Angle>]
  private let matrix: [BasicAnimation<RotationMatrix>]
  private let chain: [BasicAnimation<RotationMatrix>]
  private let keyframes: AnimationGroup<Spin>?

  /// The keyframe work-around's model: one transform.
  struct Spin: Sendable {
    var transform = RotationMatrix.zero
  }

  /// The demo's animations, made once (constant, valid parameters: none is ever dropped).
  public init() {
    let timing = MediaTiming(duration: Self.seconds, fillMode: .forwards)
    valueFunction = Self.targets.compactMap { target in
      (try? BasicAnimation(
        from: Angle.zero, to: Angle(radians: target), timing: timing, curve: .easeInEaseOut))
    }
    matrix = Self.targets.compactMap { target in
      (try? BasicAnimation(
        from: RotationMatrix.zero, to: RotationMatrix(angle: Angle(radians: target)),
        timing: timing, curve: .easeInEaseOut))
    }
    let curves: [TimingCurve] = [.easeIn, .linear, .linear, .easeOut]
    chain = (0..<4).compactMap { step in
      (try? BasicAnimation(
        from: RotationMatrix(angle: .radians(Double(step) * .pi / 2)),
        to: RotationMatrix(angle: .radians(Double(step + 1) * .pi / 2)),
        timing: MediaTiming(
          beginTime: Double(step) * Self.seconds / 4, duration: Self.seconds / 4,
          fillMode: .forwards),
        curve: curves[step]))
    }
    var sequence = KeyframeSequence<Spin>(duration: Self.seconds)
    for step in 0..<4 {
      try? sequence.addKeyframe(relativeStart: 0.25 * Double(step), relativeDuration: 0.25) {
        $0.set(\.transform, to: RotationMatrix(angle: .radians(Double(step + 1) * .pi / 2)))
      }
    }
    keyframes = (try? sequence.animation(from: Spin())) ?? nil
  }

  /// The title row.
  public var title: String {
    "rotation · seed 000: the value function turns, the matrix takes the short way"
  }
  /// Two seconds and a moment to look at the ends.
  public var run: Double { Self.seconds }
  /// No keys of its own.
  public var switches: [DemoSwitch] { [] }
  /// No keys of its own.
  public mutating func flip(_ key: Character) -> Bool { false }

  /// Case `index`'s value-function angle at `t` (unwrapped radians).
  public func valueFunctionAngle(_ index: Int, at t: Double) -> Double {
    let model = Angle(radians: Self.targets[index])
    return (valueFunction[index].value(at: t, model: model, zeroDuration: 0.25) ?? model).radians
  }

  /// Case `index`'s matrix angle at `t`, in (−π, π] (a half turn is +π).
  public func matrixAngle(_ index: Int, at t: Double) -> Double {
    let model = RotationMatrix(angle: Angle(radians: Self.targets[index]))
    return (matrix[index].value(at: t, model: model, zeroDuration: 0.25) ?? model).angle.radians
  }

  /// The chained work-around's matrix angle at `t`: the latest of the four that has begun.
  public func chainAngle(at t: Double) -> Double {
    let step = min(max(Int((t / (Self.seconds / 4)).rounded(.down)), 0), 3)
    let model = RotationMatrix(angle: .radians(Double(step + 1) * .pi / 2))
    return (chain[step].value(at: t, model: model, zeroDuration: 0.25) ?? model).angle.radians
  }

  /// The keyframe work-around's matrix angle at `t`.
  public func keyframeAngle(at t: Double) -> Double {
    var spin = Spin()
    keyframes?.apply(to: &spin, model: Spin(), at: t, zeroDuration: 0.25)
    return spin.transform.angle.radians
  }

  /// `{"t":T,"cases":[{"target":R,"valueFunction":R,"matrix":R},…],"chain":R,"keyframes":R}`:
  /// the seven cases, then the two full-turn work-arounds' matrix angles.
  public func json(at t: Double) -> String {
    var line = "{\"t\":" + DemoJSON.number(t) + ",\"cases\":["
    for index in Self.targets.indices {
      if index > 0 { line += "," }
      line +=
        "{\"target\":" + DemoJSON.number(Self.targets[index]) + ",\"valueFunction\":"
        + DemoJSON.number(valueFunctionAngle(index, at: t)) + ",\"matrix\":"
        + DemoJSON.number(matrixAngle(index, at: t)) + "}"
    }
    return line + "],\"chain\":" + DemoJSON.number(chainAngle(at: t)) + ",\"keyframes\":"
      + DemoJSON.number(keyframeAngle(at: t)) + "}"
  }

  /// What the picture shows at `t`: which pointer is which (by colour only when there is
  /// colour), then what the run showed.
  public func caption(at t: Double, color: Bool) -> String {
    guard t < Self.seconds else { return "2π's matrix stayed; −π turned like π" }
    // The short pointer's colour is blue or cyan by the terminal's depth and background: only
    // the long one's, red everywhere, is named.
    return color
      ? "long, red: value function · short: matrix"
      : "long pointer: value function · short: matrix"
  }

  /// Nine small dials: the seven cases, then the chain and the keyframes; a legend below.
  public func draw(
    at t: Double, in area: Rect, painter: inout DemoPainter, into buffer: inout CellBuffer
  ) {
    guard area.height >= 4 else { return }
    let legendRows = 2
    let panels = Self.targets.count + 2
    let columns = Self.columns(for: panels, width: area.width, height: area.height - legendRows)
    let rows = (panels + columns - 1) / columns
    let panelWidth = area.width / columns
    let panelHeight = max((area.height - legendRows) / rows, 3)
    for index in 0..<panels {
      let row = index / columns
      let inRow = row == rows - 1 ? panels - row * columns : columns
      let offset = (area.width - inRow * panelWidth) / 2
      let x = area.x + offset + (index % columns) * panelWidth
      let y = area.y + row * panelHeight
      drawPanel(
        index, at: t, x: x, y: y, width: panelWidth, height: panelHeight,
        painter: &painter, into: &buffer)
    }
    let legendY = area.y + area.height - legendRows
    let wide = area.width >= 52
    let value = wide ? "value function, turns through the angle given" : "value function"
    let matrix = wide ? "transform matrix, takes the shortest path" : "matrix, short way"
    painter.text(
      (painter.ascii ? "" : "━ ") + "long pointer: " + value, x: area.x, y: legendY,
      limit: area.width, style: painter.style(.primary), into: &buffer)
    painter.text(
      (painter.ascii ? "" : "─ ") + "short pointer: " + matrix, x: area.x, y: legendY + 1,
      limit: area.width, style: painter.style(.secondary), into: &buffer)
  }

  /// How many dials a row holds: the count that makes the dials largest (a dial's radius is
  /// bounded by its panel's width and by twice its height, cells being twice as tall as wide);
  /// on a tie, more columns.
  static func columns(for panels: Int, width: Int, height: Int) -> Int {
    var best = (columns: 1, radius: -1)
    for columns in 1...panels {
      let rows = (panels + columns - 1) / columns
      let radius = min(width / columns - 1, (height / rows - 1) * 2)
      if radius >= best.radius { best = (columns, radius) }
    }
    return best.columns
  }

  private func drawPanel(
    _ index: Int, at t: Double, x: Int, y: Int, width: Int, height: Int,
    painter: inout DemoPainter, into buffer: inout CellBuffer
  ) {
    let count = Self.targets.count
    let label: String
    if width < 10 {
      label = (painter.ascii ? Self.narrowASCIILabels : Self.narrowLabels)[index]
    } else if index < count {
      label = (painter.ascii ? Self.asciiLabels : Self.labels)[index]
    } else {
      label = index == count ? (painter.ascii ? "4x90 chain" : "4×90° chain") : "4 keyframes"
    }
    // One column of the panel stays free, so neighbouring labels never touch.
    painter.centered(
      label, x: x, y: y, width: width - 1, style: painter.style(.heading), into: &buffer)
    let columns = max(width - 1, 1)
    let rows = max(height - 1, 1)
    painter.begin(columns: columns, rows: rows)
    let center = Point2D(x: Double(columns), y: Double(rows * 2))
    let radius = max(min(Double(columns), Double(rows * 2)) - 1.5, 1)
    painter.canvas.circle(center: center, radius: radius, ink: DemoPainter.Ink.faint.rawValue)
    if index < count {
      // The short matrix pointer goes on top, so where the two agree the pointer is blue
      // inside and red at the tip.
      painter.pointer(
        center: center, length: radius * 0.95, angle: valueFunctionAngle(index, at: t),
        ink: .primary, thick: true)
      painter.pointer(
        center: center, length: radius * 0.55, angle: matrixAngle(index, at: t), ink: .secondary)
    } else {
      let angle = index == count ? chainAngle(at: t) : keyframeAngle(at: t)
      painter.pointer(center: center, length: radius * 0.9, angle: angle, ink: .done, thick: true)
    }
    painter.end(into: &buffer, x: x, y: y + 1)
  }
}
