import Gestures

/// A trace line a program adds to the runtime's own (``TraceEvent``): its frames and its state.
///
/// Rule (docs/terminal.md "Trace"): a record is one JSON object, begun with
/// ``TraceEvent/head(_:_:)`` so that `t` and `event` come first as in every line.
public protocol TraceRecord: Sendable, Hashable {
  /// The record as one JSON line (no trailing newline).
  var jsonLine: String { get }
}

/// One line of a trace: the runtime's own event, or the program's.
public enum Trace<Record: TraceRecord>: Sendable, Hashable {
  /// Input, gestures, an animator, the terminal, a snapshot.
  case core(TraceEvent)
  /// The program's own event.
  case own(Record)

  /// The line as JSON.
  public var jsonLine: String {
    switch self {
    case .core(let event): return event.jsonLine
    case .own(let record): return record.jsonLine
    }
  }
}

/// A line of a trace that every program writes: input, gestures, an animator, the terminal and
/// snapshots.
///
/// Rules (docs/terminal.md "Trace"): a trace (`--trace FILE.jsonl`, and everything `replay`
/// prints) is one JSON object a line, with `t` (seconds since the start) and `event`, keys always
/// in the same order and numbers always formatted the same way, so that the same run gives
/// byte-identical output. A program adds its own events (``TraceRecord``) to these.
public enum TraceEvent: Sendable, Hashable {
  /// A key was pressed (`key`: its name).
  case key(String, t: Double)
  /// A key was released (kitty keyboard protocol).
  case release(String, t: Double)
  /// A mouse action at a 0-based cell ("press", "drag", "release", "wheel-up", "wheel-down").
  case mouse(action: String, column: Int, row: Int, t: Double)
  /// A gesture moved.
  case gesture(phase: PanPhase, translation: Double, velocity: Double, t: Double)
  /// A 2-D pan gesture moved, with the direction it was read as.
  case pan(
    phase: PanPhase, dx: Double, dy: Double, vx: Double, vy: Double, direction: String?, t: Double
  )
  /// A program's property animator changed state.
  case animator(state: String, running: Bool, reversed: Bool, fraction: Double, t: Double)
  /// What the terminal can do and which modes are on (at start, and again whenever a late
  /// answer changes something): kitty keyboard, DEC 2026, the mouse protocol ("sgr", "x10",
  /// "off"), colours ("16", "256", "truecolor", "none"), the background and where it was
  /// learnt ("option", "osc11", "colorfgbg", "default"), and the probe's time once DA1 came.
  case terminal(
    kittyKeyboard: Bool, synchronizedOutput: Bool, mouse: String, colors: String,
    background: String, backgroundSource: String, probeMilliseconds: Double?, t: Double)
  /// A replay snapshot of the whole screen.
  case snapshot(lines: [String], t: Double)

  /// The line for a 1-D gesture event.
  public static func gesture(_ event: PanEvent) -> TraceEvent {
    .gesture(
      phase: event.phase, translation: event.translation, velocity: event.velocity, t: event.time)
  }

  /// The line for a 2-D pan event read as going `direction`.
  public static func pan(_ event: PanEvent2D, direction: PanDirection?) -> TraceEvent {
    .pan(
      phase: event.phase, dx: event.translation.dx, dy: event.translation.dy,
      vx: event.velocity.dx, vy: event.velocity.dy, direction: direction?.rawValue, t: event.time)
  }

  /// The event as one JSON line (no trailing newline).
  public var jsonLine: String {
    var line: String
    switch self {
    case .key(let name, let t):
      line = Self.head(t, "key") + ",\"key\":" + Self.string(name)
    case .release(let name, let t):
      line = Self.head(t, "release") + ",\"key\":" + Self.string(name)
    case .mouse(let action, let column, let row, let t):
      line =
        Self.head(t, "mouse") + ",\"action\":" + Self.string(action) + ",\"column\":"
        + String(column) + ",\"row\":" + String(row)
    case .gesture(let phase, let translation, let velocity, let t):
      line =
        Self.head(t, "gesture") + ",\"phase\":\"" + phase.rawValue + "\",\"translation\":"
        + Self.number(translation) + ",\"velocity\":" + Self.number(velocity)
    case .pan(let phase, let dx, let dy, let vx, let vy, let direction, let t):
      line =
        Self.head(t, "pan") + ",\"phase\":\"" + phase.rawValue + "\",\"translation\":["
        + Self.number(dx) + "," + Self.number(dy) + "],\"velocity\":[" + Self.number(vx) + ","
        + Self.number(vy) + "],\"direction\":" + (direction.map(Self.string) ?? "null")
    case .animator(let state, let running, let reversed, let fraction, let t):
      line =
        Self.head(t, "animator") + ",\"state\":" + Self.string(state) + ",\"running\":"
        + (running ? "true" : "false") + ",\"reversed\":" + (reversed ? "true" : "false")
        + ",\"fraction\":" + Self.number(fraction)
    case .terminal(
      let kitty, let synchronized, let mouse, let colors, let background, let source, let probe,
      let t):
      line =
        Self.head(t, "terminal") + ",\"kittyKeyboard\":" + (kitty ? "true" : "false")
        + ",\"synchronizedOutput\":" + (synchronized ? "true" : "false") + ",\"mouse\":"
        + Self.string(mouse) + ",\"colors\":" + Self.string(colors) + ",\"background\":"
        + Self.string(background) + ",\"backgroundSource\":" + Self.string(source)
        + ",\"probeMs\":" + (probe.map(Self.number) ?? "null")
    case .snapshot(let lines, let t):
      line =
        Self.head(t, "snapshot") + ",\"lines\":["
        + lines.map(Self.string).joined(separator: ",") + "]"
    }
    return line + "}"
  }

  /// The start every trace line shares, `{"t":T,"event":"NAME"`: the caller adds its fields
  /// and the closing brace.
  public static func head(_ t: Double, _ event: String) -> String {
    var line = "{\"t\":"
    line.reserveCapacity(160)
    line += number(t)
    line += ",\"event\":\""
    line += event
    line += "\""
    return line
  }

  /// A number with at most six decimals, trailing zeros dropped (`0.5`, `12`, `-0.333333`);
  /// non-finite numbers become `null`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    guard abs(value) < 1e12 else {
      return abs(value) < 1e18 ? String(Int(value.rounded())) : String(describing: value)
    }
    let scaled = Int((abs(value) * 1_000_000).rounded())
    let whole = scaled / 1_000_000
    var fraction = scaled % 1_000_000
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    guard fraction > 0 else { return text }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let raw = String(fraction)
    text += "." + String(repeating: "0", count: digits - raw.count) + raw
    return text
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
