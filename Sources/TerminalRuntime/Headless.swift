/// One step of a replay: input for the program, a snapshot of the screen, or the end.
public enum ReplayStep: Sendable, Hashable {
  /// Input for the program.
  case event(AppEvent)
  /// Emit the current screen.
  case snapshot(at: Double)
  /// Stop.
  case end(at: Double)

  /// When the step happens, in seconds.
  public var time: Double {
    switch self {
    case .event(let event): return event.time
    case .snapshot(let time), .end(let time): return time
    }
  }
}

/// Plays replay steps through the loop on a manual clock, handing every trace line to `emit`
/// as it is made.
///
/// Rules (docs/terminal.md "Replay"): time jumps from one wake-up or step to the next; whatever
/// is due before a step (gesture ends, animation frames, countdown ticks) runs first, at its
/// own time; a wake-up that would not move time on is moved one frame period on, so a program
/// that keeps asking for the same moment cannot stall the replay. Frames' bytes are counted as
/// a VT100 terminal would need them, not written anywhere.
public struct ReplayDevice<Steps: IteratorProtocol, Failure: Error>: LoopDevice
where Steps.Element == ReplayStep {
  private var steps: Steps
  private var pending: ReplayStep?
  private var time = 0.0
  private var lastWake: Double?
  private let period: Double
  private let emit: (String) throws(Failure) -> Void

  /// A device playing `steps`, with frames `period` seconds apart at most.
  public init(steps: Steps, period: Double, emit: @escaping (String) throws(Failure) -> Void) {
    self.steps = steps
    self.period = period
    self.emit = emit
  }

  /// The replay's time.
  public mutating func now() -> Double { time }

  /// Frames are drawn, as a terminal would get them.
  public var drawsFrames: Bool { true }

  /// What is due before the next step, or the step.
  public mutating func next(wake: Double?) throws(Failure) -> LoopInput {
    if pending == nil { pending = steps.next() }
    guard let step = pending else { return .end }
    if let wake, wake < step.time {
      var at = max(wake, time)
      if let lastWake, at <= lastWake { at = lastWake + period }
      if at < step.time {
        lastWake = at
        time = at
        return .wake(at: at)
      }
    }
    pending = nil
    time = step.time
    switch step {
    case .event(let event): return .event(event)
    case .snapshot(let at): return .snapshot(at: at)
    case .end: return .end
    }
  }

  /// The frame's size.
  public mutating func present(
    _ bytes: [UInt8], screen: CellBuffer, at time: Double
  ) throws(Failure) -> Int {
    bytes.count
  }

  /// Emits the line.
  public mutating func trace<Record: TraceRecord>(_ line: Trace<Record>) throws(Failure) {
    try emit(line.jsonLine)
  }

  /// Emits the screen as a snapshot line.
  public mutating func snapshot(_ buffer: CellBuffer, at time: Double) throws(Failure) {
    try emit(TraceEvent.snapshot(lines: buffer.lines, t: time).jsonLine)
  }
}

/// Draws one picture headless: the events up to a time, then the screen at that time, with no
/// frames in between.
///
/// Rule (docs/terminal.md "Headless frames"): the picture at T is what the terminal would show
/// at T after the same events, drawn whole with a fresh renderer; nothing is emitted but it.
public struct PictureDevice: LoopDevice {
  /// Nothing fails: the picture is kept, not written.
  public typealias Failure = Never
  private var events: [AppEvent]
  private var index = 0
  private let time: Double
  private var clock = 0.0
  private var woke = false
  private var taken = false
  /// The picture, once taken.
  public private(set) var picture: CellBuffer?

  /// A device that plays `events` (those up to `time`, in order) and takes the picture at
  /// `time` (unless `picture` is false: then it ends there).
  public init(events: [AppEvent], at time: Double, picture: Bool = true) {
    self.events = events.filter { $0.time <= time }
    self.time = time
    taken = !picture
  }

  /// The device's time.
  public mutating func now() -> Double { clock }

  /// Only the picture is drawn.
  public var drawsFrames: Bool { false }

  /// The events, a wake-up at the time, the picture, the end.
  public mutating func next(wake: Double?) -> LoopInput {
    if index < events.count {
      defer { index += 1 }
      clock = events[index].time
      return .event(events[index])
    }
    clock = time
    if !woke {
      woke = true
      return .wake(at: time)
    }
    if !taken {
      taken = true
      return .snapshot(at: time)
    }
    return .end
  }

  /// Nothing is shown.
  public mutating func present(_ bytes: [UInt8], screen: CellBuffer, at time: Double) -> Int {
    bytes.count
  }

  /// Trace lines are dropped.
  public mutating func trace<Record: TraceRecord>(_ line: Trace<Record>) {}

  /// Keeps the picture.
  public mutating func snapshot(_ buffer: CellBuffer, at time: Double) {
    picture = buffer
  }
}

extension ProgramLoop where P: ~Copyable {
  /// The picture `program` shows at `time` after `events` (``PictureDevice``).
  public static func picture(
    of program: consuming P, options: RenderOptions, after events: [AppEvent] = [],
    at time: Double
  ) -> CellBuffer {
    var loop = ProgramLoop(program, options: options)
    var device = PictureDevice(events: events, at: time)
    loop.run(on: &device)
    return device.picture ?? CellBuffer(width: 0, height: 0)
  }
}

extension ProgramLoop where P: ~Copyable {
  /// `program` after `events` up to `time` and a wake-up at `time`, played through the loop
  /// with no frames drawn.
  public static func played(
    _ program: consuming P, after events: [AppEvent], until time: Double
  ) -> P {
    var loop = ProgramLoop(program, options: RenderOptions())
    var device = PictureDevice(events: events, at: time, picture: false)
    loop.run(on: &device)
    return loop.end()
  }

  /// Ends the loop and hands back its program as the run left it.
  public consuming func end() -> P { program }
}
