import AnimationCore
import LockApp
import LockModel
import LockRendering
import TerminalRuntime

/// The headless commands' output: `plan` and `frames` (and `replay`, see ``ReplayScript``).
public enum Commands {
  /// `lockdial-tui plan COMBINATION`: per turn its steps, direction, target, signed angle, begin
  /// and duration, and the total; as a table, or as one JSON object with `--json`.
  ///
  /// The plan starts from the unwrapped stop `from` (0 by default). Numbers: in the table, angles
  /// and times to six decimals at most, as in traces; in JSON, every Double in its shortest form
  /// that reads back to the same value (``roundTrip(_:)``).
  public static func plan(
    _ combination: String, configuration: Configuration, from start: Int = 0, json: Bool
  ) throws(CombinationError) -> String {
    let parsed = try Combination.parse(
      combination, dial: configuration.dial, protocol: configuration.lockProtocol)
    let plan = DialingPlan(
      combination: parsed, protocol: configuration.lockProtocol, dial: configuration.dial,
      startPosition: start, pacing: configuration.pacing)
    if json {
      let number = Self.roundTrip
      // The padlock's and safe's wheels, where seed `configuration.seed` left them, after each
      // turn: their readings (docs/mechanism.md §3).
      var wheels = try? Lock(
        secret: parsed, protocol: configuration.lockProtocol, dial: configuration.dial
      ).cutWheels(dialAt: Double(start), seed: configuration.seed)
      var position = Double(start)
      let turns = plan.turns.map { turn in
        position += Double(turn.steps)
        wheels?.turn(to: position)
        let readings = wheels.map {
          ",\"wheels\":[" + $0.readings.map(number).joined(separator: ",") + "]"
        }
        return
          "{\"steps\":\(turn.steps),\"direction\":\"\(turn.direction.rawValue)\",\"target\":\(turn.target),"
          + "\"angle\":\(number(turn.angle.radians)),\"begin\":\(number(turn.begin)),"
          + "\"duration\":\(number(turn.duration))\(readings ?? "")}"
      }
      return
        "{\"stops\":\(configuration.dial.stops),\"protocol\":\"\(configuration.lockProtocol)\","
        + "\"moves\":[\(plan.moves.map(String.init).joined(separator: ","))],"
        + "\"turns\":[\(turns.joined(separator: ","))],\"duration\":\(number(plan.duration))}"
    }
    let number = TraceEvent.number
    var lines = [
      "\(configuration.lockProtocol) protocol, \(configuration.dial.stops) stops, from \(configuration.dial.wrap(start))",
      pad(["turn", "steps", "direction", "target", "angle", "begin", "duration"]),
    ]
    for (index, turn) in plan.turns.enumerated() {
      lines.append(
        pad([
          String(index + 1), String(turn.steps), turn.direction.rawValue, String(turn.target),
          number(turn.angle.radians), number(turn.begin), number(turn.duration),
        ]))
    }
    lines.append("total \(number(plan.duration)) s, delays included")
    return lines.joined(separator: "\n")
  }

  private static func pad(_ columns: [String]) -> String {
    let widths = [5, 7, 17, 7, 11, 11, 10]
    var line = ""
    for (column, width) in zip(columns, widths) {
      line += column + String(repeating: " ", count: max(width - column.count, 1))
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The most frames one `frames` command draws (a day at 100 fps).
  public static let mostFrames = 8_640_000

  /// `lockdial-tui frames COMBINATION`: the auto-dial of `combination` as text frames, plain
  /// unless the configuration draws in colour (`--color always`: then with SGR styles).
  ///
  /// One frame at each of `times`, each after a `--- t=SECONDS ---` line; without times, the
  /// start and the end (a time past the end shows the end state). With `fps`, and no times,
  /// every frame from start to end at that rate (at most ``mostFrames``, else an error).
  ///
  /// Rule: each line goes to `emit` as soon as it is made, so memory stays constant however
  /// many frames; an error from `emit` stops at once.
  public static func frames(
    _ combination: String, configuration: Configuration, times: [Double], fps: Int?, width: Int,
    height: Int, emit: (String) throws -> Void
  ) throws {
    let parsed = try Combination.parse(
      combination, dial: configuration.dial, protocol: configuration.lockProtocol)
    let plan = DialingPlan(
      combination: parsed, protocol: configuration.lockProtocol, dial: configuration.dial,
      pacing: configuration.pacing)
    let end = plan.duration / configuration.speed
    let options = configuration.headlessOptions
    var encoder = TerminalEncoder(color: true)
    func draw(at time: Double) throws {
      let frame = ProgramLoop.picture(
        of: AppCore(configuration: configuration, width: width, height: height),
        options: options, after: [.text(combination, at: 0), .key(.enter, at: 0)], at: time)
      try emit("--- t=\(fixed(time)) ---")
      for line in configuration.color ? frame.styledLines(&encoder) : frame.lines {
        try emit(line)
      }
    }
    if !times.isEmpty {
      for time in times { try draw(at: time) }
    } else if let fps, fps > 0 {
      let frames = (end * Double(fps)).rounded(.up)
      guard frames < Double(mostFrames) else { throw FramesError.tooMany(frames: frames) }
      for index in 0...Int(frames) { try draw(at: min(Double(index) / Double(fps), end)) }
    } else {
      try draw(at: 0)
      try draw(at: end)
    }
  }

  /// `value` in the shortest decimal form that parses back to exactly `value` (Swift's
  /// description: `4.39822971502571`, `1e-05`, `2.0`), valid JSON for every finite value.
  public static func roundTrip(_ value: Double) -> String {
    value.isFinite ? String(describing: value) : "null"
  }

  /// `value` with exactly three decimals.
  static func fixed(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return String(describing: value) }
    let scaled = Int((abs(value) * 1000).rounded())
    let fraction = String(scaled % 1000)
    return (value < 0 && scaled != 0 ? "-" : "") + String(scaled / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

/// A `frames` request that cannot be drawn.
public enum FramesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// More than ``Commands/mostFrames`` frames.
  case tooMany(frames: Double)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .tooMany(let frames):
      return
        "that is \(TraceEvent.number(frames)) frames; at most \(Commands.mostFrames) are drawn: lower --fps, raise --speed or give --at times"
    }
  }
}
