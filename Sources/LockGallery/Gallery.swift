import TerminalRuntime

/// The gallery's own trace lines.
public enum GalleryRecord: TraceRecord {
  /// A frame was drawn: the demo's timeline time (or its media clock, for blocks) and the bytes
  /// the frame's diff wrote.
  case frame(time: Double, bytes: Int, t: Double)
  /// A block started, changed or ended a move (`state`: "grabbed", "running", "settled"), with
  /// its position in squares.
  case block(name: String, state: String, x: Double, y: Double, t: Double)

  /// The record as one JSON line.
  public var jsonLine: String {
    let number = TraceEvent.number
    switch self {
    case .frame(let time, let bytes, let t):
      return TraceEvent.head(t, "frame") + ",\"time\":" + number(time) + ",\"bytes\":"
        + String(bytes) + "}"
    case .block(let name, let state, let x, let y, let t):
      return TraceEvent.head(t, "block") + ",\"name\":" + TraceEvent.string(name) + ",\"state\":"
        + TraceEvent.string(state) + ",\"x\":" + number(x) + ",\"y\":" + number(y) + "}"
    }
  }
}

/// The gallery's demos, by the name `lockdial-tui demo NAME` takes.
public enum DemoName: String, Sendable, Hashable, CaseIterable {
  /// docs/seeds.md "000": rotation through any angle.
  case rotation
  /// docs/seeds.md "001": the aeroplane's take-off keyframes.
  case keyframes
  /// docs/seeds.md "002": the progress ring and its transition.
  case spinner
  /// docs/seeds.md "003": AnimationController's sequences at a tempo.
  case sequence
  /// docs/seeds.md "004": sliding blocks grabbed with 2-D pans.
  case blocks

  /// One line on what the demo shows.
  public var summary: String {
    switch self {
    case .rotation:
      return
        "seed 000: seven rotations through the value function and the matrix; 2π does nothing as a matrix"
    case .keyframes:
      return
        "seed 001: the aeroplane's take-off, several properties per keyframe, five calculation modes"
    case .spinner:
      return "seed 002: the progress ring's options and its centre changing with a fade transition"
    case .sequence:
      return "seed 003: a kitchen sink and squash-and-stretch played by the sequencer at a tempo"
    case .blocks:
      return
        "seed 004: blocks slid with arrow keys or the mouse, scrubbed, reversed, released on a spring"
    }
  }
}

/// What a demo is made with besides the shared configuration.
public struct GalleryOptions: Sendable, Hashable {
  /// The sequence demo's tempo in beats per minute.
  public var beatsPerMinute: Double
  /// The demo's own keys, pressed in order before it plays (`m` for the keyframes' mode; the
  /// spinner's `d s f l t u`): headless, every configuration the live demo offers.
  public var keys: String

  /// The defaults: 120 beats per minute, no keys pressed.
  public init(beatsPerMinute: Double = 120, keys: String = "") {
    self.beatsPerMinute = beatsPerMinute
    self.keys = keys
  }

  /// `demo` with `keys` pressed.
  func configured<Demo: TimelineDemo>(_ demo: Demo) -> Demo {
    var demo = demo
    for key in keys { _ = demo.flip(key) }
    return demo
  }

  /// The first of ``keys`` that is not one of `name`'s own keys, or `nil` when all are.
  public func unknownKey(for name: DemoName) -> Character? {
    let own = Set(name.switches.map(\.key))
    return keys.first { !own.contains($0) }
  }
}

extension DemoName {
  /// The demo's own keys.
  public var switches: [DemoSwitch] {
    switch self {
    case .rotation: return RotationDemo().switches
    case .keyframes: return KeyframesDemo().switches
    case .spinner: return SpinnerDemo().switches
    case .sequence: return SequenceDemo().switches
    case .blocks: return []
    }
  }
}

/// The gallery's headless outputs: text frames and JSON lines, for any demo.
///
/// Rule (docs/terminal.md "Gallery"): headless, each demo plays its built-in script from t = 0 (the
/// timelines simply play; the blocks demo runs its scripted grabs) through the runtime's loop,
/// so each `--at T` shows the picture T seconds in; the same arguments give byte-identical
/// output.
public enum Gallery {
  /// The frame at each of `times` as text under `--- t=T ---`, to `emit`: plain, or with its
  /// styles when `options` draw in colour (`--color always`).
  public static func frames<Failure: Error>(
    _ name: DemoName, playback: PlaybackSettings, options: RenderOptions,
    gallery: GalleryOptions, times: [Double], width: Int, height: Int,
    emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    var encoder = TerminalEncoder(color: true)
    for time in times {
      try emit("--- t=\(TraceEvent.number(time)) ---")
      let buffer = picture(
        name, playback: playback, options: options, gallery: gallery, width: width,
        height: height, at: time)
      for line in options.color ? buffer.styledLines(&encoder) : buffer.lines {
        try emit(line)
      }
    }
  }

  /// The picture of demo `name` at `time`.
  static func picture(
    _ name: DemoName, playback: PlaybackSettings, options: RenderOptions,
    gallery: GalleryOptions, width: Int, height: Int, at time: Double
  ) -> CellBuffer {
    func timeline<Demo: TimelineDemo>(_ demo: Demo) -> CellBuffer {
      ProgramLoop.picture(
        of: TimelineProgram(demo, playback: playback, width: width, height: height),
        options: options, at: time)
    }
    switch name {
    case .rotation: return timeline(gallery.configured(RotationDemo()))
    case .keyframes: return timeline(gallery.configured(KeyframesDemo()))
    case .spinner: return timeline(gallery.configured(SpinnerDemo()))
    case .sequence: return timeline(SequenceDemo(beatsPerMinute: gallery.beatsPerMinute))
    case .blocks:
      return ProgramLoop.picture(
        of: BlocksProgram(playback: playback, width: width, height: height), options: options,
        after: BlocksProgram.script(width: width, height: height), at: time)
    }
  }

  /// One JSON object per time, with the demo's animated values, to `emit`.
  ///
  /// The timeline demos are evaluated at exactly T × speed (their pictures are functions of
  /// time that hold their end state), so `t` and the values are exact.
  public static func json<Failure: Error>(
    _ name: DemoName, playback: PlaybackSettings, gallery: GalleryOptions, times: [Double],
    emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    for time in times {
      let at = time * playback.speed
      switch name {
      case .rotation: try emit(gallery.configured(RotationDemo()).json(at: at))
      case .keyframes: try emit(gallery.configured(KeyframesDemo()).json(at: at))
      case .spinner: try emit(gallery.configured(SpinnerDemo()).json(at: at))
      case .sequence: try emit(SequenceDemo(beatsPerMinute: gallery.beatsPerMinute).json(at: at))
      case .blocks:
        let program = BlocksProgram.scripted(
          playback: playback, width: 80, height: 24, until: time)
        try emit(program.json(at: time))
      }
    }
  }
}
