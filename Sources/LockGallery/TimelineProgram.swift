import AnimationCore
import Gestures
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
  /// The runtime's state for the demo: size, clock, help, key gestures.
  public var context: ProgramContext
  /// The demo's keys: the shared ones and its own switches.
  public let keyTable: KeyTable<DemoMode, DemoIntent>
  private var transport: DemoTransport

  /// The demo on a `width` × `height` screen, played with `playback`.
  public init(_ demo: Demo, playback: PlaybackSettings, width: Int, height: Int) {
    self.demo = demo
    context = ProgramContext(width: width, height: height, playback: playback)
    keyTable = DemoKeys.table(arrows: .scrub, switches: demo.switches)
    let still = playback.reduceMotion
    transport = DemoTransport(
      duration: demo.duration, at: still ? demo.duration : 0, running: !still, media: 0)
  }

  /// The timeline's time at wall time `time`.
  public func time(at time: Double) -> Double {
    transport.time(at: context.media(at: time))
  }

  /// Playing or paused.
  public var mode: DemoMode { transport.isRunning ? .playing : .paused }

  /// Whether the timeline plays.
  public func isAnimating(at time: Double) -> Bool { transport.isRunning }

  /// No deadlines of its own.
  public func deadline(after time: Double) -> Double? { nil }

  /// What the animator line reports: the state, the direction and the speed.
  public func signature(at time: Double) -> [String] {
    [transport.stateName, String(transport.animator.isReversed), String(context.speed)]
  }

  /// The timeline reaches the event's time (it finishes at an end).
  public mutating func advance(to moment: Moment, into out: inout Effects<GalleryRecord>) {
    transport.advance(to: moment.media)
  }

  /// What the event started runs up to its time.
  public mutating func settle(
    after event: AppEvent, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    transport.advance(to: moment.media)
  }

  /// An animator line when the state, direction or speed changed.
  public func report(
    changedFrom before: [String], at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    guard signature(at: moment.wall) != before else { return }
    out.append(
      .animator(
        state: transport.stateName, running: transport.isRunning,
        reversed: transport.animator.isReversed,
        fraction: transport.time(at: moment.media) / transport.duration, t: moment.wall))
  }

  /// The demo's intents: Space, `r`, Enter and `.` act on the transport; its own keys flip its
  /// switches.
  public mutating func press(
    _ intent: DemoIntent?, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) {
    let media = moment.media
    switch intent {
    case .pause: transport.togglePause(at: media)
    case .reverse: transport.reverse(at: media)
    case .restart: transport.restart(at: media)
    case .stepFrame:
      transport.step(by: context.speed / Double(max(context.playback.fps, 1)), at: media)
    case .own(let character): _ = demo.flip(character)
    case .select, nil: break
    }
  }

  /// Key pans scrub the timeline, in media time (velocity in timeline steps per media second).
  public mutating func pan(
    _ event: PanEvent, at moment: Moment, into out: inout Effects<GalleryRecord>
  ) -> Bool {
    transport.scrub(
      PanEvent(
        phase: event.phase, translation: event.translation,
        velocity: event.velocity / context.speed, time: moment.media))
    return true
  }

  /// Draws the demo at its time with the title, key bar, status and help.
  public func draw(
    into buffer: inout CellBuffer, with painter: inout DemoPainter, at time: Double
  ) {
    guard DemoChrome.begin(&buffer, width: width, height: height) else { return }
    let t = self.time(at: time)
    demo.draw(
      at: t, in: DemoChrome.area(width: width, height: height), painter: &painter, into: &buffer)
    DemoChrome.paint(
      title: demo.title,
      status: DemoChrome.status(
        state: transport.stateName, time: t, run: demo.run, speed: context.speed,
        caption: demo.caption(at: t, color: painter.color)),
      bar: keyTable.bar(for: mode), help: context.showsHelp ? keyTable.help : nil,
      painter: painter, into: &buffer)
  }

  /// The frame line: the timeline's time and the bytes.
  public func frameRecord(bytes: Int, at time: Double) -> GalleryRecord {
    .frame(time: self.time(at: time), bytes: bytes, t: time)
  }
}
