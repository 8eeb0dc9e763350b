import Gestures

/// What the runtime runs: the lock, or a gallery demo.
///
/// Rules (docs/terminal.md "Loop"): the runtime folds each input event into the program
/// (``handle(_:)``, written once for every program) and hands it the parts that are its own:
/// time passing, a key's intent from the program's ``keyTable``, gestures, the mouse and pasted
/// text, each with the event's ``Moment``. The program says whether anything moves (frames are
/// drawn only then) and when it must next be woken without input, and draws itself, from the
/// time alone, with a renderer of its own kind into the cells it is given.
public protocol Program: ~Copyable {
  /// The modes its keys act in.
  associatedtype Mode: Hashable, Sendable
  /// What its keys ask for.
  associatedtype Intent: Sendable
  /// Its own trace lines.
  associatedtype Record: TraceRecord
  /// What it draws with (kept between frames by the loop; a fresh one for a snapshot).
  associatedtype Renderer: ProgramRenderer
  /// What it compares before and after an event to say what changed (``report(changedFrom:at:into:)``).
  associatedtype Signature: Equatable

  /// The runtime's state for this program: size, clock, help, key gestures.
  var context: ProgramContext { get set }
  /// Its keys.
  var keyTable: KeyTable<Mode, Intent> { get }
  /// The mode its keys act in now.
  var mode: Mode { get }
  /// Whether anything on screen moves at wall time `time`.
  func isAnimating(at time: Double) -> Bool
  /// The next time after `time` it must be woken even without input (its own deadlines; the
  /// runtime adds the key gestures'), or `nil`.
  func deadline(after time: Double) -> Double?
  /// What ``report(changedFrom:at:into:)`` compares, at wall time `time`.
  func signature(at time: Double) -> Signature
  /// Time passes up to `moment`, before the event that brought it is applied.
  mutating func advance(to moment: Moment, into out: inout Effects<Record>)
  /// A 1-D key gesture moved (a ``KeyAction/step(_:)`` key); whether the rest of its events
  /// in this batch still apply (`false`: the gesture's target went away under it).
  mutating func pan(_ event: PanEvent, at moment: Moment, into out: inout Effects<Record>) -> Bool
  /// A 2-D key gesture moved (a ``KeyAction/slide(_:)`` key).
  mutating func slide(_ event: PanEvent2D, at moment: Moment, into out: inout Effects<Record>)
  /// A key that is not a gesture was pressed: its intent, or `nil` when it asks the program
  /// for nothing (unbound, or the runtime's own: speed, help, quit).
  mutating func press(_ intent: Intent?, at moment: Moment, into out: inout Effects<Record>)
  /// The key of an intent was let go (a terminal that reports releases, or a script's
  /// `release`): what a key that acts while held needs.
  mutating func release(_ intent: Intent, at moment: Moment, into out: inout Effects<Record>)
  /// A mouse action at a 0-based cell.
  mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at moment: Moment,
    into out: inout Effects<Record>)
  /// Text was pasted.
  mutating func paste(_ text: String, at moment: Moment, into out: inout Effects<Record>)
  /// The event has been applied: let what it started run up to `moment`.
  mutating func settle(after event: AppEvent, at moment: Moment, into out: inout Effects<Record>)
  /// Appends the lines that say what changed since `before`.
  func report(changedFrom before: Signature, at moment: Moment, into out: inout Effects<Record>)
  /// Draws the picture at wall time `time` into `buffer` (made the screen's size first).
  func draw(into buffer: inout CellBuffer, with renderer: inout Renderer, at time: Double)
  /// The trace line for a frame drawn at `time` whose changes took `bytes` bytes.
  func frameRecord(bytes: Int, at time: Double) -> Record
}

extension Program where Self: ~Copyable {
  /// No 1-D key gestures: every event applies.
  public mutating func pan(
    _ event: PanEvent, at moment: Moment, into out: inout Effects<Record>
  ) -> Bool { true }
  /// No 2-D key gestures.
  public mutating func slide(
    _ event: PanEvent2D, at moment: Moment, into out: inout Effects<Record>
  ) {}
  /// No key acts while held.
  public mutating func release(
    _ intent: Intent, at moment: Moment, into out: inout Effects<Record>
  ) {}
  /// The mouse does nothing.
  public mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at moment: Moment,
    into out: inout Effects<Record>
  ) {}
  /// Pasted text does nothing.
  public mutating func paste(
    _ text: String, at moment: Moment, into out: inout Effects<Record>
  ) {}

  /// Screen columns.
  public var width: Int { context.width }
  /// Screen rows.
  public var height: Int { context.height }
}

/// What a program draws with: made from the render options, and told when they change.
public protocol ProgramRenderer: Sendable {
  /// A renderer for `options`.
  init(options: RenderOptions)
  /// How it draws (a late terminal answer changes the background or the colours).
  var options: RenderOptions { get set }
}

/// The times of one event, computed once by the runtime: the wall time since the start, the
/// media time animations run on (the global speed applied), and the time effects run on (media
/// time, or with reduced motion far past it so that they show their end states at once).
public struct Moment: Sendable, Hashable {
  /// Wall seconds since the start (what the trace says).
  public let wall: Double
  /// Media seconds.
  public let media: Double
  /// Effects seconds.
  public let effects: Double

  /// A moment.
  public init(wall: Double, media: Double, effects: Double) {
    self.wall = wall
    self.media = media
    self.effects = effects
  }
}

/// What handling one event did, returned as a value: the trace lines it made, and whether it
/// asked to quit.
public struct Effects<Record: TraceRecord>: Sendable {
  /// The trace lines, in order.
  public var lines: [Trace<Record>] = []
  /// Whether the program asked to end.
  public var quit = false

  /// No lines, no quit.
  public init() {}

  /// Appends one of the runtime's lines.
  public mutating func append(_ event: TraceEvent) { lines.append(.core(event)) }
  /// Appends one of the program's lines.
  public mutating func append(_ record: Record) { lines.append(.own(record)) }
  /// Appends what `other` did.
  public static func += (effects: inout Effects, other: Effects) {
    effects.lines += other.lines
    effects.quit = effects.quit || other.quit
  }
}

/// The signature of a program that reports nothing when an event changes it (its own lines,
/// if any, it writes as things happen).
public struct NothingReported: Equatable, Sendable {
  /// The one value.
  public init() {}
}

extension Program where Self: ~Copyable, Signature == NothingReported {
  /// Nothing to compare.
  public func signature(at time: Double) -> NothingReported { NothingReported() }
  /// Nothing to report.
  public func report(
    changedFrom before: NothingReported, at moment: Moment, into out: inout Effects<Record>
  ) {}
}
