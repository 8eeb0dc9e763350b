import AnimationCore
import LockModel
import LockRendering
import TerminalRuntime

/// The progress ring of docs/seeds.md "002" with the options its author left as a challenge, and
/// the centre's change made by a ``Transition``.
///
/// Rules (docs/seeds.md "002"; docs/terminal.md "Gallery"): the ring is the lock's own,
/// ``Spinner``, configured by the keys and stopped at 2 s on its own clock: a partial stroke (the
/// start stroke fraction) rotates one turn per second in the chosen direction from the chosen start
/// point; stopped, the stroke fills to a whole circle linearly over the fill time while still
/// rotating; the moment it is whole the ring stops and the centre changes from the busy mark to the
/// done mark with a transition (fade by default, ease-in, over the fade time). Keys switch
/// direction, start point, stroke fraction, timings and the transition's type and side.
public struct SpinnerDemo: TimelineDemo {
  /// Where the stroke starts.
  public enum StartPoint: String, Sendable, CaseIterable {
    /// 12 o'clock.
    case top
    /// 3 o'clock.
    case right
    /// 6 o'clock.
    case bottom
    /// 9 o'clock.
    case left

    /// Counter-clockwise from 3 o'clock (the one sign convention).
    var angle: Angle {
      switch self {
      case .top: return .degrees(90)
      case .right: return .degrees(0)
      case .bottom: return .degrees(-90)
      case .left: return .degrees(180)
      }
    }
  }

  /// The rotation direction.
  public private(set) var direction = Direction.clockwise
  /// The start point.
  public private(set) var start = StartPoint.top
  /// The stroke before filling, as a fraction of the circle.
  public private(set) var strokeFraction = 0.5
  /// Fill and fade seconds.
  public private(set) var timings = (fill: 1.0, fade: 0.4)
  /// The centre's transition type.
  public private(set) var transitionType = Transition.Kind.fade
  /// The side the new centre comes from (push, moveIn, reveal).
  public private(set) var side = Transition.Side.fromRight

  /// Seconds of busy spinning before the fill.
  public static let busy = 2.0
  /// Seconds per turn.
  public static let turn = 1.0
  static let fractions = [0.25, 0.5, 0.75]
  static let timingChoices = [(1.0, 0.4), (2.0, 0.8), (0.5, 0.2)]

  /// The seed's defaults.
  public init() {}

  /// The title row.
  public var title: String { "spinner · seed 002: a ring that fills, stops and changes its centre" }
  /// Busy, fill, fade, and half a second to look.
  public var run: Double { Self.busy + timings.fill + timings.fade }

  /// Direction, start, stroke, timings, transition type and side.
  public var switches: [DemoSwitch] {
    [
      DemoSwitch(
        key: "d", words: "direction", help: "rotation direction", value: direction.rawValue),
      DemoSwitch(key: "s", words: "start", help: "where the stroke starts", value: start.rawValue),
      DemoSwitch(
        key: "f", words: "stroke", help: "start stroke fraction (25, 50, 75 %)",
        value: "\(Int(strokeFraction * 100))%"),
      DemoSwitch(
        key: "l", words: "timings", help: "fill and fade times (1/0.4, 2/0.8, 0.5/0.2 s)",
        value: "\(TraceEvent.number(timings.fill))/\(TraceEvent.number(timings.fade)) s"),
      DemoSwitch(
        key: "t", words: "transition", help: "the centre's transition (fade, push, moveIn, reveal)",
        value: transitionType.rawValue),
      DemoSwitch(
        key: "u", words: "side", help: "the side a moving transition comes from",
        value: side.rawValue),
    ]
  }

  /// Cycles the option of `key`.
  public mutating func flip(_ key: Character) -> Bool {
    func next<T: Equatable>(_ value: T, in all: [T]) -> T {
      all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
    }
    switch key {
    case "d": direction = direction == .clockwise ? .counterclockwise : .clockwise
    case "s": start = next(start, in: StartPoint.allCases)
    case "f": strokeFraction = next(strokeFraction, in: Self.fractions)
    case "l":
      let index = Self.timingChoices.firstIndex { $0 == timings } ?? 0
      timings = Self.timingChoices[(index + 1) % Self.timingChoices.count]
    case "t": transitionType = next(transitionType, in: Transition.Kind.allCases)
    case "u": side = next(side, in: Transition.Side.allCases)
    default: return false
    }
    return true
  }

  /// When the stroke is whole.
  var filled: Double { Self.busy + timings.fill }

  /// The ring's settings: the keys' choices on the ring of docs/seeds.md "002".
  var ringConfiguration: Spinner.Configuration {
    var configuration = Spinner.Configuration()
    configuration.startAngle = start.angle
    configuration.direction = direction
    configuration.busyStroke = strokeFraction
    configuration.turnDuration = Self.turn
    configuration.fillDuration = timings.fill
    configuration.fadeDuration = timings.fade
    return configuration
  }

  /// The ring at `t`: started at 0 and stopped at ``busy``.
  func ring(at t: Double) -> Spinner.Model {
    Spinner.played(ringConfiguration, stoppedAt: Self.busy, at: t).presentation(at: t)
  }

  /// How far the ring has turned by `t`, in radians, counter-clockwise positive (it stops when
  /// the stroke is whole).
  public func rotation(at t: Double) -> Double {
    (ring(at: t).rotation - start.angle).radians
  }

  /// The stroke's end as a fraction of the circle at `t`.
  public func strokeEnd(at t: Double) -> Double {
    ring(at: t).stroke.end
  }

  /// The centre's transition (ease-in, after the fill).
  public var transition: Transition? {
    try? Transition(
      type: transitionType, subtype: side,
      timing: MediaTiming(beginTime: filled, duration: timings.fade, fillMode: .both),
      curve: .easeIn)
  }

  /// `{"t":T,"direction":D,"start":S,"stroke":F,"fill":S,"fade":S,"kind":K,"side":U,
  /// "rotation":R,"strokeEnd":S,"transition":P,"outgoing":{…},"incoming":{…}}`: the
  /// configuration (the live demo's keys set it; headless, `--keys`), then the values, with
  /// each side's opacity and offset (in centre widths).
  public func json(at t: Double) -> String {
    let frame = transition?.frame(at: t)
    func side(_ look: TransitionFrame.Appearance?) -> String {
      guard let look else { return "null" }
      return "{\"opacity\":" + DemoJSON.number(look.opacity) + ",\"offset\":["
        + DemoJSON.number(look.offset.dx) + "," + DemoJSON.number(look.offset.dy) + "]}"
    }
    return "{\"t\":" + DemoJSON.number(t) + ",\"direction\":"
      + DemoJSON.string(direction.rawValue)
      + ",\"start\":" + DemoJSON.string(start.rawValue) + ",\"stroke\":"
      + DemoJSON.number(strokeFraction) + ",\"fill\":" + DemoJSON.number(timings.fill)
      + ",\"fade\":" + DemoJSON.number(timings.fade) + ",\"kind\":"
      + DemoJSON.string(transitionType.rawValue) + ",\"side\":"
      + DemoJSON.string(self.side.rawValue) + ",\"rotation\":" + DemoJSON.number(rotation(at: t))
      + ",\"strokeEnd\":" + DemoJSON.number(strokeEnd(at: t)) + ",\"transition\":"
      + (transition?.progress(at: t).map(DemoJSON.number) ?? "null") + ",\"outgoing\":"
      + side(frame?.outgoing) + ",\"incoming\":" + side(frame?.incoming) + "}"
  }

  /// The ring's phase.
  public func caption(at t: Double, color: Bool) -> String {
    if t < Self.busy {
      return "busy: \(Int(strokeFraction * 100))% stroke turning \(direction.rawValue)"
    }
    if t < filled { return "filling while turning" }
    if t < filled + timings.fade { return "\(transitionType.rawValue) to done" }
    return "done"
  }

  /// The ring, its dotted track and the centre mark with its transition.
  public func draw(
    at t: Double, in area: Rect, painter: inout DemoPainter, into buffer: inout CellBuffer
  ) {
    let rows = area.height - 2
    guard rows > 3, area.width > 8 else { return }
    let columns = min(area.width, rows * 2 + 2)
    let x0 = area.x + (area.width - columns) / 2
    painter.begin(columns: columns, rows: rows)
    let center = Point2D(x: Double(columns), y: Double(rows * 2))
    let radius = max(min(Double(columns), Double(rows * 2)) - 2, 2)
    painter.canvas.arc(
      center: center, radius: radius, from: 0, to: 2 * .pi, ink: DemoPainter.Ink.faint.rawValue,
      every: 3)
    // The stroke: clockwise from the ring's rotation, as the lock draws its ring.
    let stroke = ring(at: t).strokeAngles
    let done = t >= filled
    let ink = (done ? DemoPainter.Ink.done : .secondary).rawValue
    painter.canvas.band(
      center: center, radius: radius, width: max(2.5, radius / 8), from: stroke.end.radians,
      to: stroke.start.radians, ink: ink)
    painter.end(into: &buffer, x: x0, y: area.y)
    drawCentre(at: t, x: x0 + columns / 2, y: area.y + rows / 2, painter: painter, into: &buffer)
    let options = switches.map(\.value).joined(separator: " · ")
    painter.text(
      options, x: area.x, y: area.y + area.height - 1, limit: area.width,
      style: painter.style(.outline), into: &buffer)
  }

  /// The centre: the busy mark, the done mark, or both mid-transition (opacity as a style,
  /// offsets in a box 5 columns wide and 3 rows high).
  private func drawCentre(
    at t: Double, x: Int, y: Int, painter: DemoPainter, into buffer: inout CellBuffer
  ) {
    let busy = painter.ascii ? "..." : "•••"
    let done = painter.ascii ? "ok" : "✓"
    guard let frame = transition?.frame(at: t) else { return }
    func place(_ text: String, _ look: TransitionFrame.Appearance, _ ink: DemoPainter.Ink) {
      guard look.opacity > 0.2 else { return }
      let dx = Int((look.offset.dx * 5).rounded())
      let dy = Int((look.offset.dy * 3).rounded())
      guard abs(dx) <= 3, abs(dy) <= 1 else { return }
      let style = look.opacity < 0.6 ? painter.style(.faint) : painter.style(ink)
      painter.centered(text, x: x - 3 + dx, y: y + dy, width: 7, style: style, into: &buffer)
    }
    if frame.incoming.offset == frame.outgoing.offset {
      // One place for both (a fade): a cell shows one glyph, so the more opaque one.
      if frame.incoming.opacity >= frame.outgoing.opacity {
        place(done, frame.incoming, .done)
      } else {
        place(busy, frame.outgoing, .secondary)
      }
    } else if frame.incomingOnTop {
      place(busy, frame.outgoing, .secondary)
      place(done, frame.incoming, .done)
    } else {
      place(done, frame.incoming, .done)
      place(busy, frame.outgoing, .secondary)
    }
  }
}
