import ArgumentParser
import LockApp
import LockGallery
import TerminalRuntime

extension DemoName: ExpressibleByArgument {}

/// `lockdial-tui demo`'s arguments and headless output; the executable adds the interactive run.
public struct DemoArguments: ParsableArguments, Sendable {
  /// Creates the defaults (argument-parser fills it).
  public init() {}

  /// The demo.
  @Argument(
    help: ArgumentHelp(
      "The demo: rotation, keyframes, spinner, sequence or blocks (none: list them).",
      valueName: "name"))
  public var name: DemoName?

  /// Times to render headless.
  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "Render headless at this time in seconds, 0...86400 (repeatable).",
    transform: AppOptions.seconds)
  public var times: [Double] = []

  /// JSON lines instead of frames.
  @Flag(
    help: ArgumentHelp(
      "With --at: one JSON object per time. rotation: t, cases [{target, valueFunction, matrix}] (radians; matrix in (-pi, pi]), chain, keyframes; keyframes: t, mode, x, y, tilt, alpha, modes {MODE: {x, y, tilt, alpha}} for every mode; spinner: t, direction, start, stroke, fill, fade, kind, side, rotation (radians turned, counter-clockwise positive), strokeEnd, transition, outgoing and incoming {opacity, offset}; sequence: t, bpm, action, state, laps, balls [{name, x, y, sx, sy}]; blocks: t, selected, blocks [{name, x, y, moving}]."
    ))
  public var json = false

  /// The demo's own keys, pressed before it plays headless.
  @Option(
    help: ArgumentHelp(
      "The demo's own keys, pressed in order before it plays headless, as in the live demo (keyframes: m for the mode; spinner: d s f l t u for direction, start, stroke, timings, transition, side).",
      valueName: "keys"))
  public var keys: String = ""

  /// The sequence demo's tempo.
  @Option(
    parsing: .unconditional, help: "The sequence demo's tempo in beats per minute, 1...1000.",
    transform: { try NumberText.decimal($0, in: 1...1000) })
  public var bpm: Double = 120

  /// A replay script for the blocks demo.
  @Option(
    help: ArgumentHelp(
      "Run a replay script against the blocks demo and print the trace.", valueName: "script"),
    completion: .file())
  public var replay: String?

  /// The screen size for headless frames.
  @OptionGroup public var screen: ScreenOptions

  /// Speed, frame rate, reduced motion.
  @OptionGroup public var motion: MotionOptions

  /// ASCII or braille.
  @OptionGroup public var picture: PictureOptions

  /// Colour (in the terminal, and in a `--replay` trace's byte counts).
  @OptionGroup public var colors: ColorOptions

  /// The background (in the terminal).
  @OptionGroup public var theme: ThemeOptions

  /// The mouse (in the terminal).
  @OptionGroup public var mouse: MouseOptions

  /// The configuration of these options (the demos use no dial or lock options): the result
  /// or a usage error.
  public func configuration(
    colorAvailable: Bool, environment: [String: String] = [:]
  ) throws -> Configuration {
    try AppOptions.configuration(
      motion: motion, picture: picture, colors: colors, theme: theme, mouse: mouse,
      colorAvailable: colorAvailable, environment: environment)
  }

  /// Whether this run prints instead of opening the terminal.
  public var isHeadless: Bool { name == nil || !times.isEmpty || replay != nil }

  /// Checks the combinations of options.
  public func validate() throws {
    if json && times.isEmpty { throw ValidationError("--json needs at least one --at time") }
    if replay != nil && name != .blocks {
      throw ValidationError(
        "--replay runs against the blocks demo only: lockdial-tui demo blocks --replay SCRIPT")
    }
    if replay != nil && !times.isEmpty {
      throw ValidationError("--replay and --at cannot be used together")
    }
    if !keys.isEmpty {
      guard let name, !times.isEmpty else {
        throw ValidationError("--keys needs a demo and at least one --at time")
      }
      if let key = GalleryOptions(keys: keys).unknownKey(for: name) {
        let own = name.switches.map { String($0.key) }.joined(separator: " ")
        throw ValidationError(
          "\(SafeText.quoted(String(key))) is not one of the \(name.rawValue) demo's keys; "
            + (own.isEmpty ? "it has none" : "use \(own)"))
      }
    }
  }

  /// Every line the headless run prints, to `emit`.
  public func output(emit: @escaping (String) throws -> Void) throws {
    guard let name else {
      for demo in DemoName.allCases {
        try emit(demo.rawValue.padding(10) + demo.summary)
      }
      return
    }
    let configuration = try configuration(colorAvailable: false)
    let playback = configuration.playback
    let options = configuration.headlessOptions
    let gallery = GalleryOptions(beatsPerMinute: bpm, keys: keys)
    if let replay {
      let script = try ReplayScript.read(replay)
      try script.run(
        BlocksProgram(playback: playback, width: screen.width, height: screen.height),
        options: options, emit: emit)
    } else if json {
      try Gallery.json(name, playback: playback, gallery: gallery, times: times, emit: emit)
    } else {
      try Gallery.frames(
        name, playback: playback, options: options, gallery: gallery, times: times,
        width: screen.width, height: screen.height, emit: emit)
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` characters (and one at least).
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(width - count, 1))
  }
}
