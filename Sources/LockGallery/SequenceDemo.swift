import AnimationCore
import LockRendering
import TerminalRuntime

/// The AnimationController of docs/seeds.md "003" played by the ``Sequencer`` at a tempo: a kitchen
/// sink (a chain, a unison on several layers, a function between animations, a jump with a repeat
/// count, a conditional that plays once two laps are counted) and a squash-and-stretch bounce.
///
/// Rules (docs/seeds.md "003"; docs/terminal.md "Gallery"): durations are musical (a quarter is 60
/// / bpm seconds). The sequencer runs once, from 0, when the demo is made: animations it starts are
/// added to their layers with the begin times it gives (as Core Animation's do), so the picture at
/// any time — forwards, backwards, scrubbed — is the layers' presentation then, and the action
/// shown as current is the last one the run reached by then.
public struct SequenceDemo: TimelineDemo {
  /// One ball on the stage: position in stage units (100 × 40, rows down) and scale.
  public struct Ball: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Where it is.
    public var position: Point2D
    /// Its scale (x, y): squash and stretch.
    public var scale: Vector2D
  }

  /// What the actions build on: the balls with their animations, and the laps counted.
  struct Stage: Sendable {
    var balls: [Ball]
    var moves: [[BasicAnimation<Point2D>]]
    var scales: [[BasicAnimation<Vector2D>]]
    var laps = 0

    init(_ balls: [Ball]) {
      self.balls = balls
      moves = balls.map { _ in [] }
      scales = balls.map { _ in [] }
    }

    /// Adds a move of ball `index` to `target` at `timing`, from where its last move ends.
    mutating func move(_ index: Int, to target: Point2D, _ timing: ActionTiming, curve: TimingCurve)
    {
      let from = moves[index].last?.to ?? balls[index].position
      if let move = try? BasicAnimation(
        from: from, to: target, timing: timing.mediaTiming(), curve: curve)
      {
        moves[index].append(move)
      }
    }

    /// Adds a scale of ball `index` to `target` (and back, when `returns`).
    mutating func scale(
      _ index: Int, to target: Vector2D, _ timing: ActionTiming, curve: TimingCurve,
      returns: Bool = false
    ) {
      var media = timing.mediaTiming()
      if returns {
        media.duration /= 2
        media.autoreverses = true
      }
      let from =
        returns ? Vector2D(dx: 1, dy: 1) : (scales[index].last?.to ?? Vector2D(dx: 1, dy: 1))
      if let scale = try? BasicAnimation(from: from, to: target, timing: media, curve: curve) {
        scales[index].append(scale)
      }
    }
  }

  /// One thing the sequencer did: when, which top-level action, and what.
  public struct Step: Sendable, Hashable {
    /// When, in seconds.
    public var time: Double
    /// The index of the top-level action in ``actionNames``.
    public var action: Int
    /// "started", "called", "skipped", "jumped" or "completed".
    public var kind: String
  }

  /// The tempo.
  public let beatsPerMinute: Double
  /// The top-level actions' names, in order (a jump's says where to and how many more times).
  public let actionNames: [String]
  /// Everything the run did, in time order.
  public let steps: [Step]
  private let stage: Stage

  /// The demo at `beatsPerMinute` (a tempo outside 1…1000 falls back to 120).
  public init(beatsPerMinute: Double = 120) {
    let tempo = (try? Tempo(beatsPerMinute: beatsPerMinute)) ?? .common
    self.beatsPerMinute = tempo.beatsPerMinute
    let actions = Self.actions(tempo)
    actionNames = actions.map { action in
      action.jump.map {
        "jump to \($0.target), \($0.repeatLimit.map(String.init) ?? "every time") more"
      }
        ?? action.name ?? ""
    }
    var stage = Stage([
      Ball(name: "A", position: Point2D(x: 50, y: -6), scale: Vector2D(dx: 1, dy: 1)),
      Ball(name: "B", position: Point2D(x: 50, y: 20), scale: Vector2D(dx: 1, dy: 1)),
      Ball(name: "C", position: Point2D(x: 50, y: 20), scale: Vector2D(dx: 1, dy: 1)),
    ])
    var steps: [Step] = []
    // The action names are unique and every jump has a target: valid by construction.
    if var sequencer = try? Sequencer<Stage>(actions) {
      sequencer.start(at: 0)
      let events = sequencer.advance(to: 3_600, context: &stage)
      steps = Self.steps(events, names: actionNames, actions: actions)
    }
    self.steps = steps
    self.stage = stage
  }

  /// The kitchen sink and the bounce, in musical time.
  static func actions(_ tempo: Tempo) -> [SequenceAction<Stage>] {
    let centre = Point2D(x: 50, y: 20)
    return [
      .animation("drop", duration: tempo.half) { $0.move(0, to: centre, $1, curve: .easeIn) },
      .unison(
        "spread",
        [
          .animation("B left", duration: tempo.quarter) {
            $0.move(1, to: Point2D(x: 20, y: 20), $1, curve: .easeInEaseOut)
          },
          .animation("C right", delay: tempo.eighth, duration: tempo.quarter) {
            $0.move(2, to: Point2D(x: 80, y: 20), $1, curve: .easeInEaseOut)
          },
        ]),
      .animation("pulse", duration: tempo.quarter) {
        $0.scale(0, to: Vector2D(dx: 1.6, dy: 1.6), $1, curve: .easeOut, returns: true)
      },
      .function("count a lap") { $0.laps += 1 },
      .jump(to: "pulse", repeat: 2),
      .animation("only after 2 laps", duration: tempo.half, when: afterTwoLaps) {
        $0.move(2, to: Point2D(x: 88, y: 6), $1, curve: .easeOut)
      },
      .unison(
        "gather", duration: tempo.half,
        [
          .animation("B back", duration: tempo.half) {
            $0.move(1, to: Point2D(x: 35, y: 34), $1, curve: .easeInEaseOut)
          },
          .animation("C back", duration: tempo.half) {
            $0.move(2, to: Point2D(x: 65, y: 34), $1, curve: .easeInEaseOut)
          },
          .animation("A up", duration: tempo.half) {
            $0.move(0, to: Point2D(x: 50, y: 4), $1, curve: .easeOut)
          },
        ]),
      .animation("fall", duration: tempo.half) {
        $0.move(0, to: Point2D(x: 50, y: 34), $1, curve: .easeIn)
        $0.scale(0, to: Vector2D(dx: 0.8, dy: 1.25), $1, curve: .easeIn)
      },
      .animation("squash", duration: tempo.sixteenth) {
        $0.scale(0, to: Vector2D(dx: 1.5, dy: 0.55), $1, curve: .easeOut)
      },
      .animation("rise", duration: tempo.half) {
        $0.move(0, to: Point2D(x: 50, y: 4), $1, curve: .easeOut)
        $0.scale(0, to: Vector2D(dx: 1, dy: 1), $1, curve: .easeOut)
      },
      .jump(to: "fall", repeat: 1),
    ]
  }

  /// The conditional's test: two laps counted (the pulse and its count play three times: once,
  /// then twice more by the jump).
  @Sendable static func afterTwoLaps(_ stage: borrowing Stage) -> Bool { stage.laps >= 2 }

  /// The sequencer's events as steps of top-level actions (a jump event is the step of the
  /// jump that targets it).
  static func steps(
    _ events: [SequencerEvent], names: [String], actions: [SequenceAction<Stage>]
  ) -> [Step] {
    func jump(to target: String) -> Int? {
      actions.firstIndex { $0.jump?.target == target }
    }
    return events.compactMap { event -> Step? in
      switch event {
      case .started(let label, let at):
        return names.firstIndex(of: label).map { Step(time: at, action: $0, kind: "started") }
      case .called(let label, let at):
        return names.firstIndex(of: label).map { Step(time: at, action: $0, kind: "called") }
      case .skipped(let label, let at):
        return names.firstIndex(of: label).map { Step(time: at, action: $0, kind: "skipped") }
      case .jumped(let target, let at):
        return jump(to: target).map { Step(time: at, action: $0, kind: "jumped") }
      case .completed(_, let at):
        return Step(time: at, action: names.count, kind: "completed")
      case .stalled:
        return nil
      }
    }
  }

  /// The title row.
  public var title: String {
    "sequence · seed 003: the sequencer at \(TraceEvent.number(beatsPerMinute)) bpm"
  }
  /// Until the run completes.
  public var run: Double { steps.last?.time ?? 0 }
  /// No keys of its own (the tempo is `--bpm`).
  public var switches: [DemoSwitch] { [] }
  /// No keys of its own.
  public mutating func flip(_ key: Character) -> Bool { false }

  /// The balls at `t`: each layer's model with its animations applied in the order added.
  public func balls(at t: Double) -> [Ball] {
    stage.balls.indices.map { index in
      var ball = stage.balls[index]
      for move in stage.moves[index] {
        ball.position = move.value(at: t, model: ball.position, zeroDuration: 0.25) ?? ball.position
      }
      for scale in stage.scales[index] {
        ball.scale = scale.value(at: t, model: ball.scale, zeroDuration: 0.25) ?? ball.scale
      }
      return ball
    }
  }

  /// The last step reached by `t`.
  public func step(at t: Double) -> Step? {
    steps.last { $0.time <= t }
  }

  /// Laps counted by `t`.
  public func laps(at t: Double) -> Int {
    steps.filter { $0.time <= t && $0.kind == "called" }.count
  }

  private func label(_ step: Step?) -> String {
    guard let step else { return "" }
    return step.action < actionNames.count ? actionNames[step.action] : "done"
  }

  /// `{"t":T,"bpm":B,"action":NAME,"state":KIND,"laps":N,"balls":[{"name":…,"x":…,"y":…,"sx":…,"sy":…},…]}`.
  public func json(at t: Double) -> String {
    let current = step(at: t)
    var line =
      "{\"t\":" + DemoJSON.number(t) + ",\"bpm\":" + DemoJSON.number(beatsPerMinute)
      + ",\"action\":" + DemoJSON.string(label(current)) + ",\"state\":"
      + DemoJSON.string(current?.kind ?? "waiting") + ",\"laps\":" + String(laps(at: t))
      + ",\"balls\":["
    for (index, ball) in balls(at: t).enumerated() {
      if index > 0 { line += "," }
      line +=
        "{\"name\":" + DemoJSON.string(ball.name) + ",\"x\":" + DemoJSON.number(ball.position.x)
        + ",\"y\":" + DemoJSON.number(ball.position.y) + ",\"sx\":" + DemoJSON.number(ball.scale.dx)
        + ",\"sy\":" + DemoJSON.number(ball.scale.dy) + "}"
    }
    return line + "]}"
  }

  /// The current action.
  public func caption(at t: Double, color: Bool) -> String {
    guard let current = step(at: t) else { return "waiting" }
    return "\(current.kind) \(label(current)) · laps \(laps(at: t))"
  }

  /// The stage on the left, the action list on the right with the current action marked.
  public func draw(
    at t: Double, in area: Rect, painter: inout DemoPainter, into buffer: inout CellBuffer
  ) {
    let listWidth = min(listWidthWanted, area.width / 2)
    let stageWidth = area.width - listWidth - 1
    guard stageWidth > 4, area.height > 3 else { return }
    painter.begin(columns: stageWidth, rows: area.height)
    let sx = Double(stageWidth * 2 - 1) / 100
    let sy = Double(area.height * 4 - 1) / 40
    let floor = 34 * sy + 6
    painter.canvas.line(
      from: Point2D(x: 0, y: floor), to: Point2D(x: Double(stageWidth * 2 - 1), y: floor),
      ink: DemoPainter.Ink.outline.rawValue)
    let inks: [DemoPainter.Ink] = [.primary, .secondary, .done]
    // A ball is 6 stage units across the stage's width (so three fit side by side), round.
    let radius = max(6 * sx, 1.5)
    for (index, ball) in balls(at: t).enumerated() {
      disc(
        center: Point2D(x: ball.position.x * sx, y: ball.position.y * sy),
        radii: Vector2D(dx: radius * ball.scale.dx, dy: radius * ball.scale.dy),
        ink: inks[index % 3],
        painter: &painter)
    }
    painter.end(into: &buffer, x: area.x, y: area.y)
    drawList(
      at: t, x: area.x + stageWidth + 1, y: area.y, width: listWidth, height: area.height,
      painter: painter, into: &buffer)
  }

  /// The columns the action list needs: its longest line, a skipped one's note included.
  private var listWidthWanted: Int {
    2 + (actionNames.map { $0.count }.max() ?? 0) + Self.skippedNote.count
  }

  /// What a skipped action's line says after its name.
  static let skippedNote = " (skipped)"

  private func drawList(
    at t: Double, x: Int, y: Int, width: Int, height: Int, painter: DemoPainter,
    into buffer: inout CellBuffer
  ) {
    let current = step(at: t)
    let count = actionNames.count
    let first = max(0, min((current?.action ?? 0) - height / 2, count - height))
    for row in 0..<min(height, count - first) {
      let index = first + row
      let marked = current?.action == index
      let reached = steps.contains { $0.action == index && $0.time <= t }
      let skipped = steps.contains { $0.action == index && $0.kind == "skipped" && $0.time <= t }
      let mark = marked ? (painter.ascii ? ">" : "▶") : " "
      let text = mark + " " + actionNames[index] + (skipped ? Self.skippedNote : "")
      let style =
        marked ? painter.style(.accent) : reached ? painter.style(.outline) : painter.style(.faint)
      painter.text(text, x: x, y: y + row, limit: width, style: style, into: &buffer)
    }
  }

  /// A filled ellipse of `radii` stage units (scaled like the stage).
  private func disc(
    center: Point2D, radii: Vector2D, ink: DemoPainter.Ink, painter: inout DemoPainter
  ) {
    let rx = max(radii.dx, 0.5)
    let ry = max(radii.dy, 0.5)
    var dy = -ry
    while dy <= ry {
      var dx = -rx
      while dx <= rx {
        if (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1 {
          painter.canvas.plot(x: center.x + dx, y: center.y + dy, ink: ink.rawValue)
        }
        dx += 1
      }
      dy += 1
    }
  }
}
