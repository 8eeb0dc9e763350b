import ArgumentParser
import FoundationEssentials
import LockApp
import LockModel

/// A headless command whose output is text lines, streamed to standard output as they are made.
public protocol LineOutputCommand: ParsableCommand {
  /// Every line the command prints, to `emit` as each is made; an error from `emit` stops it.
  func output(emit: @escaping (String) throws -> Void) throws
}

extension LineOutputCommand {
  /// The whole output as one string (for tests; `run` streams).
  public func output() throws -> String {
    var lines: [String] = []
    try output { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  /// Prints the lines as they are made, through a ``LineWriter`` on standard output.
  public func run() throws {
    let out = LineWriter(fd: 1)
    try output(emit: out.line)
    try out.finish()
  }
}

/// `lockdial-tui plan`: print the dialing plan of a combination.
public struct PlanCommand: LineOutputCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "plan", abstract: "Print the turns that dial a combination, with their timing.",
    usage: "lockdial-tui plan [<options>] <combination>",
    discussion: """
      Examples:
        lockdial-tui plan 7-9-6-1-5-2
        lockdial-tui plan 31-17-29 --protocol padlock --json
      """)

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The combination, such as 7-9-6-1-5-2.
  @Argument(help: "The combination, such as 7-9-6-1-5-2.")
  public var combination: String

  /// The unwrapped stop the dial starts on.
  @Option(
    parsing: .unconditional,
    help: "The unwrapped stop the dial starts on (-1000000...1000000; negative is clockwise).",
    transform: { try NumberText.integer($0, in: -farthestStart...farthestStart) })
  public var from: Int = 0

  /// One JSON object instead of a table.
  @Flag(help: "One JSON object instead of a table.")
  public var json = false

  /// The dial and its auto-dial.
  @OptionGroup public var dial: DialOptions

  /// The farthest unwrapped stop `--from` may name (a thousand turns of a 1000-stop dial).
  public static let farthestStart = 1_000_000

  /// The plan, to `emit`.
  public func output(emit: @escaping (String) throws -> Void) throws {
    let configuration = try AppOptions.configuration(dial: dial, colorAvailable: false)
    let text: String
    do {
      text = try Commands.plan(combination, configuration: configuration, from: from, json: json)
    } catch {
      throw ValidationError(error.description)
    }
    try emit(text)
  }
}

/// `lockdial-tui frames`: render an auto-dial to text at chosen times.
public struct FramesCommand: LineOutputCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Render the auto-dial of a combination as plain text frames.",
    discussion: """
      Examples:
        lockdial-tui frames 7-9-6-1-5-2 --at 3
        lockdial-tui frames 7-9-6-1-5-2 --fps 10 --ascii --width 60 --height 20
      """)

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The combination, such as 7-9-6-1-5-2.
  @Argument(help: "The combination, such as 7-9-6-1-5-2.")
  public var combination: String

  /// A time in seconds to render.
  @Option(
    name: .customLong("at"), parsing: .unconditionalSingleValue,
    help: "A time in seconds to render, 0...86400 (repeatable; default: the start and the end).",
    transform: AppOptions.seconds)
  public var times: [Double] = []

  /// The screen size.
  @OptionGroup public var screen: ScreenOptions

  /// The dial and its auto-dial.
  @OptionGroup public var dial: DialOptions

  /// The lock's judging (the auto-dial ends with a pull).
  @OptionGroup public var lock: LockOptions

  /// Speed, frame rate, reduced motion.
  @OptionGroup public var motion: MotionOptions

  /// ASCII or braille.
  @OptionGroup public var picture: PictureOptions

  /// The x-ray.
  @OptionGroup public var inside: XrayOptions

  /// Colour: plain text unless `always` (frames are printed, not drawn in a terminal).
  @OptionGroup public var colors: ColorOptions

  /// Every line `run` prints, to `emit` as each is made.
  ///
  /// `--fps` given (in any spelling: `--fps 30`, `--fps=30`) draws every frame at that rate.
  public func output(emit: @escaping (String) throws -> Void) throws {
    let configuration = try AppOptions.configuration(
      dial: dial, lock: lock, motion: motion, picture: picture, inside: inside, colors: colors,
      colorAvailable: false)
    do {
      try Commands.frames(
        combination, configuration: configuration, times: times, fps: motion.fps,
        width: screen.width, height: screen.height, emit: emit)
    } catch let error as CombinationError {
      throw ValidationError(error.description)
    } catch let error as FramesError {
      throw ValidationError(error.description)
    }
  }

}

/// `lockdial-tui replay`: run the app on a manual clock from a script of timed input.
public struct ReplayCommand: LineOutputCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a script of timed input headless and print the trace (JSON lines).",
    discussion: """
      A script has one event a line, SECONDS then: key NAME, release NAME, type TEXT, \
      paste TEXT, mouse press|drag|release|wheel-up|wheel-down COLUMN ROW, \
      resize COLUMNS ROWS, cells WIDTH HEIGHT (a cell's pixels), snapshot or end. Lines \
      starting with # are comments.

      Example:
        lockdial-tui replay session.script --fps 30
      """)

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The script file.
  @Argument(help: "The script file.", completion: .file())
  public var script: String

  /// The screen size.
  @OptionGroup public var screen: ScreenOptions

  /// The dial and its auto-dial.
  @OptionGroup public var dial: DialOptions

  /// The lock's judging.
  @OptionGroup public var lock: LockOptions

  /// Speed, frame rate, reduced motion.
  @OptionGroup public var motion: MotionOptions

  /// ASCII or braille.
  @OptionGroup public var picture: PictureOptions

  /// The x-ray.
  @OptionGroup public var inside: XrayOptions

  /// Colour (the trace counts the bytes a terminal would get).
  @OptionGroup public var colors: ColorOptions

  /// The mouse (a script may hold mouse events).
  @OptionGroup public var mouse: MouseOptions

  /// The largest script read: 16 MiB.
  public static let largestScript = 16 << 20

  /// Every trace line `run` prints, to `emit` as each is made.
  public func output(emit: @escaping (String) throws -> Void) throws {
    let parsed = try ReplayScript.read(script)
    let configuration = try AppOptions.configuration(
      dial: dial, lock: lock, motion: motion, picture: picture, inside: inside, colors: colors,
      mouse: mouse,
      colorAvailable: false)
    try parsed.run(
      configuration: configuration, width: screen.width, height: screen.height, emit: emit)
  }
}

extension ReplayScript {
  /// The script in the file at `path`: at most ``ReplayCommand/largestScript`` bytes of UTF-8,
  /// parsed; a file that cannot be read or a bad line is a usage error naming the file.
  public static func read(_ path: String) throws -> ReplayScript {
    let bytes = try InputFile.contents("the script", path, limit: ReplayCommand.largestScript)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FileProblem("the script", path, "is not UTF-8 text")
    }
    do {
      return try ReplayScript(text)
    } catch {
      throw ValidationError("\(SafeText.quoted(path)) \(error.description)")
    }
  }

}

/// `--width` and `--height`, checked, for the commands that draw without a terminal.
public struct ScreenOptions: ParsableArguments, Sendable {
  /// Screen columns.
  @Option(
    parsing: .unconditional, help: "Screen columns, 1...1000.",
    transform: { try NumberText.integer($0, in: ReplayScript.sizes) })
  public var width: Int = 80

  /// Screen rows.
  @Option(
    parsing: .unconditional, help: "Screen rows, 1...1000.",
    transform: { try NumberText.integer($0, in: ReplayScript.sizes) })
  public var height: Int = 24

  /// Creates the defaults (argument-parser fills it).
  public init() {}

}
