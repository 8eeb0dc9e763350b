import ArgumentParser
import FoundationEssentials
import LockApp

/// `lockdial-tui plan`: print the dialing plan of a combination.
public struct PlanCommand: ParsableCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "plan", abstract: "Print the turns that dial a combination, with their timing.")

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The combination, such as 7-9-6-1-5-2.
  @Argument(help: "The combination, such as 7-9-6-1-5-2.")
  public var combination: String

  /// The unwrapped stop the dial starts on.
  @Option(help: "The unwrapped stop the dial starts on.")
  public var from: Int = 0

  /// One JSON object instead of a table.
  @Flag(help: "One JSON object instead of a table.")
  public var json = false

  /// The options every mode shares.
  @OptionGroup public var options: AppOptions

  /// The farthest unwrapped stop `--from` may name (a thousand turns of a 1000-stop dial).
  public static let farthestStart = 1_000_000

  /// Refuses a start so far round that the plan's arithmetic would overflow.
  public func validate() throws {
    guard (-Self.farthestStart...Self.farthestStart).contains(from) else {
      throw ValidationError(
        "--from \(from) is too far round; use a stop from -\(Self.farthestStart) to \(Self.farthestStart)"
      )
    }
  }

  /// The text `run` prints.
  public func output() throws -> String {
    let configuration = try options.configuration(colorAvailable: false)
    do {
      return try Commands.plan(combination, configuration: configuration, from: from, json: json)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Prints the plan.
  public func run() throws {
    print(try output())
  }
}

/// `lockdial-tui frames`: render an auto-dial to text at chosen times.
public struct FramesCommand: ParsableCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Render the auto-dial of a combination as plain text frames.")

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The combination, such as 7-9-6-1-5-2.
  @Argument(help: "The combination, such as 7-9-6-1-5-2.")
  public var combination: String

  /// A time in seconds to render.
  @Option(
    name: .customLong("at"),
    help: "A time in seconds to render (repeatable; default: the start and the end).")
  public var times: [Double] = []

  /// The screen size.
  @OptionGroup public var screen: ScreenOptions

  /// The options every mode shares.
  @OptionGroup public var options: AppOptions

  /// Refuses negative, non-finite and overlong times.
  public func validate() throws {
    for time in times where !(time.isFinite && time >= 0 && time <= ReplayScript.longestTime) {
      throw ValidationError(
        "--at \(time) is not a time; use seconds from 0 to \(Int(ReplayScript.longestTime))")
    }
  }

  /// The text `run` prints.
  public func output(fpsGiven: Bool = false) throws -> String {
    let configuration = try options.configuration(colorAvailable: false)
    do {
      return try Commands.frames(
        combination, configuration: configuration, times: times,
        fps: fpsGiven ? configuration.fps : nil, width: screen.width, height: screen.height)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Prints the frames.
  public func run() throws {
    print(try output(fpsGiven: CommandLine.arguments.contains("--fps")))
  }
}

/// `lockdial-tui replay`: run the app on a manual clock from a script of timed input.
public struct ReplayCommand: ParsableCommand, Sendable {
  /// Argument-parser's description.
  public static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a script of timed input headless and print the trace (JSON lines).")

  /// Creates an empty command (argument-parser fills it).
  public init() {}

  /// The script file.
  @Argument(help: "The script file.")
  public var script: String

  /// The screen size.
  @OptionGroup public var screen: ScreenOptions

  /// The options every mode shares.
  @OptionGroup public var options: AppOptions

  /// The trace `run` prints.
  public func output() throws -> String {
    guard let data = FileManager.default.contents(atPath: script),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ValidationError("cannot read the script \(script)")
    }
    let configuration = try options.configuration(colorAvailable: false)
    let parsed: ReplayScript
    do {
      parsed = try ReplayScript(text)
    } catch {
      throw ValidationError("\(script) \(error.description)")
    }
    return parsed.run(configuration: configuration, width: screen.width, height: screen.height)
      .joined(separator: "\n")
  }

  /// Prints the trace.
  public func run() throws {
    print(try output())
  }
}

/// `--width` and `--height`, checked, for the commands that draw without a terminal.
public struct ScreenOptions: ParsableArguments, Sendable {
  /// Screen columns.
  @Option(help: "Screen columns.")
  public var width: Int = 80

  /// Screen rows.
  @Option(help: "Screen rows.")
  public var height: Int = 24

  /// Creates the defaults (argument-parser fills it).
  public init() {}

  /// Refuses sizes a screen cannot have.
  public func validate() throws {
    guard ReplayScript.sizes.contains(width), ReplayScript.sizes.contains(height) else {
      throw ValidationError(
        "a \(width)x\(height) screen is not possible; use 1…\(ReplayScript.sizes.upperBound) columns and rows"
      )
    }
  }
}
