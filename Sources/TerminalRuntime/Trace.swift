import Gestures

/// One line of a trace (`--trace FILE.jsonl`, and everything `replay` prints): a JSON object
/// with `t` (seconds since the start) and `event`, keys always in the same order and numbers
/// always formatted the same way, so that the same run gives byte-identical output.
public enum TraceEvent: Sendable, Hashable {
  /// A key was pressed (`key`: its name).
  case key(String, t: Double)
  /// A gesture moved.
  case gesture(phase: PanPhase, translation: Double, velocity: Double, t: Double)
  /// The auto-dial animator changed state.
  case animator(state: String, running: Bool, reversed: Bool, fraction: Double, t: Double)
  /// A frame was drawn: the animator's fraction (nil when none runs), the unwrapped dial angle,
  /// the number under the pointer, and the bytes the frame's diff wrote.
  case frame(fraction: Double?, angle: Double, number: Int, bytes: Int, t: Double)
  /// The lock changed: `locked` or `open`, failed attempts, lockout seconds left.
  case lock(open: Bool, attempts: Int, lockout: Double?, t: Double)
  /// A replay snapshot of the whole screen.
  case snapshot(lines: [String], t: Double)
  /// What the terminal can do and which modes are on (at start, and again whenever a late
  /// answer changes something): kitty keyboard, DEC 2026, the mouse protocol ("sgr", "x10",
  /// "off"), colours ("16", "256", "truecolor", "none"), the background and where it was
  /// learnt ("option", "osc11", "colorfgbg", "default"), and the probe's time once DA1 came.
  case terminal(
    kittyKeyboard: Bool, synchronizedOutput: Bool, mouse: String, colors: String,
    background: String, backgroundSource: String, probeMilliseconds: Double?, t: Double)
  /// A key was released (kitty keyboard protocol).
  case release(String, t: Double)
  /// A mouse action at a 0-based cell ("press", "drag", "release", "wheel-up", "wheel-down").
  case mouse(action: String, column: Int, row: Int, t: Double)
  /// A step of the after-pull choreography began (`name`: the action's name; `t`: when it was
  /// due, in wall seconds).
  case step(String, t: Double)
  /// A gallery demo drew a frame: the demo's timeline time (or its clock, for blocks) and the
  /// bytes the frame's diff wrote.
  case demoFrame(time: Double, bytes: Int, t: Double)
  /// A block of the blocks demo started, changed or ended a move (`state`: "grabbed",
  /// "running", "paused", "settled"), with its position in cells.
  case block(name: String, state: String, x: Double, y: Double, t: Double)
  /// A 2-D pan gesture moved (the blocks demo), with the direction it was read as.
  case pan(
    phase: PanPhase, dx: Double, dy: Double, vx: Double, vy: Double, direction: String?, t: Double
  )

  /// The event as one JSON line (no trailing newline).
  public var jsonLine: String {
    var line = "{\"t\":"
    switch self {
    case .key(let name, let t):
      line += Self.number(t) + ",\"event\":\"key\",\"key\":" + Self.string(name)
    case .gesture(let phase, let translation, let velocity, let t):
      line +=
        Self.number(t) + ",\"event\":\"gesture\",\"phase\":\"" + phase.rawValue
        + "\",\"translation\":" + Self.number(translation) + ",\"velocity\":"
        + Self.number(velocity)
    case .animator(let state, let running, let reversed, let fraction, let t):
      line +=
        Self.number(t) + ",\"event\":\"animator\",\"state\":" + Self.string(state)
        + ",\"running\":" + (running ? "true" : "false") + ",\"reversed\":"
        + (reversed ? "true" : "false") + ",\"fraction\":" + Self.number(fraction)
    case .frame(let fraction, let angle, let number, let bytes, let t):
      line +=
        Self.number(t) + ",\"event\":\"frame\",\"fraction\":"
        + (fraction.map(Self.number) ?? "null") + ",\"angle\":" + Self.number(angle)
        + ",\"number\":" + String(number) + ",\"bytes\":" + String(bytes)
    case .lock(let open, let attempts, let lockout, let t):
      line +=
        Self.number(t) + ",\"event\":\"lock\",\"state\":\"" + (open ? "open" : "locked")
        + "\",\"attempts\":" + String(attempts) + ",\"lockout\":"
        + (lockout.map(Self.number) ?? "null")
    case .terminal(
      let kitty, let synchronized, let mouse, let colors, let background, let source, let probe,
      let t):
      line +=
        Self.number(t) + ",\"event\":\"terminal\",\"kittyKeyboard\":" + (kitty ? "true" : "false")
        + ",\"synchronizedOutput\":" + (synchronized ? "true" : "false") + ",\"mouse\":"
        + Self.string(mouse) + ",\"colors\":" + Self.string(colors) + ",\"background\":"
        + Self.string(background) + ",\"backgroundSource\":" + Self.string(source)
        + ",\"probeMs\":" + (probe.map(Self.number) ?? "null")
    case .release(let name, let t):
      line += Self.number(t) + ",\"event\":\"release\",\"key\":" + Self.string(name)
    case .mouse(let action, let column, let row, let t):
      line +=
        Self.number(t) + ",\"event\":\"mouse\",\"action\":" + Self.string(action)
        + ",\"column\":" + String(column) + ",\"row\":" + String(row)
    case .step(let name, let t):
      line += Self.number(t) + ",\"event\":\"step\",\"name\":" + Self.string(name)
    case .demoFrame(let time, let bytes, let t):
      line +=
        Self.number(t) + ",\"event\":\"frame\",\"time\":" + Self.number(time) + ",\"bytes\":"
        + String(bytes)
    case .block(let name, let state, let x, let y, let t):
      line +=
        Self.number(t) + ",\"event\":\"block\",\"name\":" + Self.string(name) + ",\"state\":"
        + Self.string(state) + ",\"x\":" + Self.number(x) + ",\"y\":" + Self.number(y)
    case .pan(let phase, let dx, let dy, let vx, let vy, let direction, let t):
      line +=
        Self.number(t) + ",\"event\":\"pan\",\"phase\":\"" + phase.rawValue
        + "\",\"translation\":[" + Self.number(dx) + "," + Self.number(dy) + "],\"velocity\":["
        + Self.number(vx) + "," + Self.number(vy) + "],\"direction\":"
        + (direction.map(Self.string) ?? "null")
    case .snapshot(let lines, let t):
      line +=
        Self.number(t) + ",\"event\":\"snapshot\",\"lines\":["
        + lines.map(Self.string).joined(separator: ",") + "]"
    }
    return line + "}"
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
