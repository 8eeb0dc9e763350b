import ArgumentParser
import LockApp
import LockModel

/// `lockdial-tui crack`'s arguments and headless run; the executable adds the interactive game.
///
/// Rule (docs/mechanism.md §10): the secret is hidden, drawn from the seed; the lock is judged
/// by its wheels alone; the notebook records what tension leaks.
public struct CrackArguments: ParsableArguments, Sendable {
  /// Creates the defaults (argument-parser fills it).
  public init() {}

  /// The lock (`--protocol padlock|safe`), its auto-dial's pacing.
  ///
  /// The same option group as the session's, so that argument-parser gives the options to the
  /// subcommand and not to the root that shares their names.
  @OptionGroup public var dial: DialOptions

  /// `--seed`: the hidden secret and where the wheels were left.
  @OptionGroup public var wheels: SeedOptions

  /// A replay script to run headless.
  @Option(
    help: ArgumentHelp("Run a replay script headless and print the trace.", valueName: "script"),
    completion: .file())
  public var replay: String?

  /// The screen size for the headless run.
  @OptionGroup public var screen: ScreenOptions

  /// Speed, frame rate, reduced motion.
  @OptionGroup public var motion: MotionOptions

  /// ASCII or braille.
  @OptionGroup public var picture: PictureOptions

  /// Colour.
  @OptionGroup public var colors: ColorOptions

  /// The background (in the terminal).
  @OptionGroup public var theme: ThemeOptions

  /// The mouse.
  @OptionGroup public var mouse: MouseOptions

  /// The game's configuration: the lock with a secret drawn from `--seed`, else `freshSeed` (a
  /// game's own), else ``Configuration/defaultSeed``; the result or a usage error.
  public func configuration(
    colorAvailable: Bool, environment: [String: String] = [:], freshSeed: UInt64? = nil
  ) throws -> Configuration {
    try AppOptions.configuration(
      dial: dial, seed: wheels, motion: motion, picture: picture, colors: colors, theme: theme,
      mouse: mouse, colorAvailable: colorAvailable, environment: environment,
      freshSeed: freshSeed, cracking: true)
  }

  /// Whether this run prints a trace instead of opening the terminal.
  public var isHeadless: Bool { replay != nil }

  /// Every trace line of the headless run, to `emit`.
  public func output(emit: @escaping (String) throws -> Void) throws {
    guard let replay else { return }
    let script = try ReplayScript.read(replay)
    try script.run(
      configuration: try configuration(colorAvailable: false), width: screen.width,
      height: screen.height, emit: emit)
  }
}
