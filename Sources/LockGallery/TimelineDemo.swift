import LockRendering
import TerminalRuntime

/// A gallery demo whose picture is a function of one timeline's time: rotation, keyframes,
/// spinner and sequence.
///
/// Rule (docs/terminal.md "Gallery"): the demo knows nothing of keys, clocks or terminals; the program around it
/// (``TimelineProgram``) plays, pauses, scrubs and reverses its time with the dial's keys and
/// asks it for a picture, a JSON line and a caption at a time.
public protocol TimelineDemo: Sendable {
  /// The title row.
  var title: String { get }
  /// The animation's own length in seconds (the seed's: 1.5 s for the take-off).
  var run: Double { get }
  /// The demo's own keys, with what they switch and the current choice.
  var switches: [DemoSwitch] { get }
  /// Acts on the demo's own key `key`; whether it was one.
  mutating func flip(_ key: Character) -> Bool
  /// Draws the picture at time `t` into `area` of `buffer`.
  func draw(at t: Double, in area: Rect, painter: inout DemoPainter, into buffer: inout CellBuffer)
  /// The animated values at time `t` as one JSON object (documented in `demo --help`).
  func json(at t: Double) -> String
  /// What is happening at time `t`, in a few words, for the status row; with `color` false the
  /// picture has no colours, so the caption names none.
  func caption(at t: Double, color: Bool) -> String
}

extension TimelineDemo {
  /// The still half second the timeline holds after the run, so that its end is seen.
  public var rest: Double { 0.5 }
  /// The timeline's length: the run, then the rest.
  public var duration: Double { run + rest }
}

/// One of a demo's own keys: the key, what it does, and what it is set to now.
public struct DemoSwitch: Sendable, Hashable {
  /// The key.
  public var key: Character
  /// What it does, in a word or two (the key bar).
  public var words: String
  /// What it does, in a line (the help overlay).
  public var help: String
  /// The current choice.
  public var value: String

  /// A switch.
  public init(key: Character, words: String, help: String, value: String) {
    self.key = key
    self.words = words
    self.help = help
    self.value = value
  }
}
