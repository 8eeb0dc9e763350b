import LockApp
import LockRendering
import TerminalRuntime

/// The gallery's demos, by the name `lockdial-tui demo NAME` takes.
public enum DemoName: String, Sendable, Hashable, CaseIterable {
  /// Seed 000: rotation through any angle.
  case rotation
  /// Seed 001: the aeroplane's take-off keyframes.
  case keyframes
  /// Seed 002: the progress ring and its transition.
  case spinner
  /// Seed 003: AnimationController's sequences at a tempo.
  case sequence
  /// Seed 004: sliding blocks grabbed with 2-D pans.
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

/// The gallery's headless outputs: text frames, JSON lines and replays, for any demo.
///
/// Rule (docs/terminal.md "Gallery"): headless, each demo plays its built-in script from t = 0 (the
/// timelines simply play; the blocks demo runs its scripted grabs), so each `--at T` shows the
/// picture T seconds in; the same arguments give byte-identical output.
public enum Gallery {
  /// The frame at each of `times` as text under `--- t=T ---`, to `emit`: plain, or with its
  /// styles when the configuration draws in colour (`--color always`).
  public static func frames<Failure: Error>(
    _ name: DemoName, configuration: Configuration, options: GalleryOptions, times: [Double],
    width: Int, height: Int, emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let render = RenderOptions(ascii: configuration.ascii, color: configuration.color)
    var encoder = TerminalEncoder(color: true)
    for time in times {
      try emit("--- t=\(TraceEvent.number(time)) ---")
      var renderer = LockRenderer(options: render)
      var buffer = CellBuffer(width: 0, height: 0)
      switch name {
      case .rotation:
        let demo = options.configured(RotationDemo())
        let program = played(demo, configuration, width, height, until: time)
        program.draw(into: &buffer, with: &renderer, at: time)
      case .keyframes:
        let demo = options.configured(KeyframesDemo())
        let program = played(demo, configuration, width, height, until: time)
        program.draw(into: &buffer, with: &renderer, at: time)
      case .spinner:
        let demo = options.configured(SpinnerDemo())
        let program = played(demo, configuration, width, height, until: time)
        program.draw(into: &buffer, with: &renderer, at: time)
      case .sequence:
        let demo = SequenceDemo(beatsPerMinute: options.beatsPerMinute)
        let program = played(demo, configuration, width, height, until: time)
        program.draw(into: &buffer, with: &renderer, at: time)
      case .blocks:
        let program = BlocksProgram.scripted(
          configuration: configuration, width: width, height: height, until: time)
        program.draw(into: &buffer, with: &renderer, at: time)
      }
      for line in configuration.color ? buffer.styledLines(&encoder) : buffer.lines {
        try emit(line)
      }
    }
  }

  /// One JSON object per time, with the demo's animated values, to `emit`.
  ///
  /// The timeline demos are evaluated at exactly T × speed (their pictures are functions of
  /// time that hold their end state), so `t` and the values are exact.
  public static func json<Failure: Error>(
    _ name: DemoName, configuration: Configuration, options: GalleryOptions, times: [Double],
    emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    for time in times {
      switch name {
      case .rotation:
        try emit(options.configured(RotationDemo()).json(at: time * configuration.speed))
      case .keyframes:
        try emit(options.configured(KeyframesDemo()).json(at: time * configuration.speed))
      case .spinner:
        try emit(options.configured(SpinnerDemo()).json(at: time * configuration.speed))
      case .sequence:
        let demo = SequenceDemo(beatsPerMinute: options.beatsPerMinute)
        try emit(demo.json(at: time * configuration.speed))
      case .blocks:
        let program = BlocksProgram.scripted(
          configuration: configuration, width: 80, height: 24, until: time)
        try emit(program.json(at: time))
      }
    }
  }

  /// A timeline demo played from 0 to `time` (no input).
  static func played<Demo: TimelineDemo>(
    _ demo: Demo, _ configuration: Configuration, _ width: Int, _ height: Int,
    until time: Double
  ) -> TimelineProgram<Demo> {
    var program = TimelineProgram(demo, configuration: configuration, width: width, height: height)
    _ = program.handle(.frame(at: time))
    return program
  }

  /// Runs a replay script against the blocks demo, handing each trace line to `emit`.
  public static func replayBlocks<Failure: Error>(
    _ script: ReplayScript, configuration: Configuration, width: Int, height: Int,
    emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    try script.run(
      BlocksProgram(configuration: configuration, width: width, height: height),
      fps: configuration.fps,
      options: RenderOptions(ascii: configuration.ascii, color: configuration.color), emit: emit)
  }
}
