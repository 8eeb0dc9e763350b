import AnimationCore
import Gestures
import LockApp
import LockRendering
import TerminalRuntime

/// Runs a ``TimelineDemo`` in the terminal, in `replay` and headless: the dial's keys drive its
/// timeline through a ``DemoTransport`` on a media clock.
///
/// Rules (docs/terminal.md "Gallery"): the timeline plays from 0 at start (with `--reduce-motion`
/// it opens at its end, paused, and moves only when scrubbed or stepped); frames are wanted only
/// while it plays (no wake-ups otherwise); `[`/`]` halve or double the media clock's speed without
/// a jump.
public struct TimelineProgram<Demo: TimelineDemo>: ~Copyable, Program {
  /// The demo.
  public private(set) var demo: Demo
  /// Screen columns.
  public private(set) var width: Int
  /// Screen rows.
  public private(set) var height: Int
  /// Whether `q` was pressed.
  public private(set) var quitRequested = false
  /// Whether the help overlay is shown.
  public private(set) var showsHelp = false
  private var clock: SpeedClock
  private var transport: DemoTransport
  private var keys = KeyPanRecognizer()
  private let fps: Int
  private var lastTime = 0.0

  /// The demo on a `width` × `height` screen with the shared options (speed, frame rate,
  /// reduced motion).
  public init(_ demo: Demo, configuration: Configuration, width: Int, height: Int) {
    self.demo = demo
    self.width = width
    self.height = height
    clock = SpeedClock(speed: configuration.speed)
    fps = configuration.fps
    let still = configuration.reduceMotion
    transport = DemoTransport(
      duration: demo.duration, at: still ? demo.duration : 0, running: !still, media: 0)
  }

  /// The timeline's time at wall time `time`.
  public func time(at time: Double) -> Double {
    transport.time(at: clock.media(at: time))
  }

  /// Whether the timeline plays.
  public func isAnimating(at time: Double) -> Bool { transport.isRunning }

  /// The key pan's inferred end.
  public func deadline(after time: Double) -> Double? {
    keys.deadline.map { max($0, time) }
  }

  /// Applies one event (see the type's rules) and returns the trace lines it makes.
  public mutating func handle(_ event: AppEvent) -> [TraceEvent] {
    let time = max(event.time.isFinite ? event.time : lastTime, lastTime)
    lastTime = time
    var out: [TraceEvent] = []
    let before = signature
    apply(keys.tick(at: time), into: &out)
    switch event {
    case .key(let key, _):
      out.append(.key(key.description, t: time))
      press(key, at: time, into: &out)
    case .release(let key, _):
      out.append(.release(key.description, t: time))
      if case .arrow(let direction)? = intent(for: key) {
        apply(keys.release(direction == .left ? .decrease : .increase, at: time), into: &out)
      }
    case .text(let text, _):
      for character in text {
        let key = Key(typed: character)
        out.append(.key(key.description, t: time))
        press(key, at: time, into: &out)
      }
    case .resize(let columns, let rows, _):
      width = columns
      height = rows
    case .cellSize:
      break
    case .releasesReported:
      keys.releasesAreExplicit = true
    case .frame, .paste, .mouse:
      break
    }
    transport.advance(to: clock.media(at: time))
    if signature != before {
      let media = clock.media(at: time)
      out.append(
        .animator(
          state: transport.stateName, running: transport.isRunning,
          reversed: transport.animator.isReversed,
          fraction: transport.time(at: media) / transport.duration, t: time))
    }
    return out
  }

  private var signature: [String] {
    [transport.stateName, String(transport.animator.isReversed), String(clock.speed)]
  }

  private func intent(for key: Key) -> DemoIntent? {
    DemoKeys.intent(for: key, arrows: .scrub, switches: demo.switches)
  }

  private mutating func press(_ key: Key, at time: Double, into out: inout [TraceEvent]) {
    let intent = intent(for: key)
    if case .arrow(let direction)? = intent {
      apply(keys.press(direction == .left ? .decrease : .increase, at: time), into: &out)
      return
    }
    apply(keys.otherKey(at: time), into: &out)
    let media = clock.media(at: time)
    switch intent {
    case .pause: transport.togglePause(at: media)
    case .reverse: transport.reverse(at: media)
    case .restart: transport.restart(at: media)
    case .stepFrame: transport.step(by: clock.speed / Double(max(fps, 1)), at: media)
    case .speed(let direction): clock.halveOrDouble(direction, at: time)
    case .help: showsHelp.toggle()
    case .quit: quitRequested = true
    case .own(let character): _ = demo.flip(character)
    case .arrow, .select, nil: break
    }
  }

  /// Key pans scrub the timeline, in media time (velocity in timeline steps per media second).
  private mutating func apply(_ events: PanEvents, into out: inout [TraceEvent]) {
    for event in events {
      out.append(
        .gesture(
          phase: event.phase, translation: event.translation, velocity: event.velocity,
          t: event.time))
      transport.scrub(
        PanEvent(
          phase: event.phase, translation: event.translation,
          velocity: event.velocity / clock.speed, time: clock.media(at: event.time)))
    }
  }

  /// Draws the demo at its time with the title, key bar, status and help.
  public func draw(
    into buffer: inout CellBuffer, with renderer: inout LockRenderer, at time: Double
  ) {
    buffer.reset(width: width, height: height)
    if DemoChrome.isTooSmall(width: width, height: height) {
      renderer.paintTooSmall(into: &buffer, width: width, height: height)
      return
    }
    var painter = DemoPainter(options: renderer.options)
    let t = self.time(at: time)
    demo.draw(
      at: t, in: DemoChrome.area(width: width, height: height), painter: &painter, into: &buffer)
    let paused = !transport.isRunning
    DemoChrome.paint(
      title: demo.title,
      status: DemoChrome.status(
        state: transport.stateName, time: t, run: demo.run, speed: clock.speed,
        caption: demo.caption(at: t, color: painter.color)),
      bar: DemoKeys.bar(arrows: .scrub, switches: demo.switches, paused: paused),
      help: showsHelp ? DemoKeys.help(arrows: .scrub, switches: demo.switches) : nil,
      renderer: &renderer, painter: painter, into: &buffer)
  }

  /// The frame line: the timeline's time and the bytes.
  public func frameEvent(bytes: Int, at time: Double) -> TraceEvent {
    .demoFrame(time: self.time(at: time), bytes: bytes, t: time)
  }
}
