import ArgumentParser
import FoundationEssentials
import LockApp
import LockModel
import TerminalRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LockProtocol: ExpressibleByArgument {}
extension ThemeChoice: ExpressibleByArgument {}

extension ColorChoice: ExpressibleByArgument {}

/// `--stops`, `--protocol`, `--turn-delay` and `--seconds-per-radian`: the dial and how an
/// auto-dial turns it.
///
/// Taken by every command that dials: the session, `plan`, `frames` and `replay`.
/// Help texts are ASCII: the manual page generator drops every other character.
public struct DialOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Numbers on the dial, 2…1000.
  @Option(
    parsing: .unconditional,
    help: "Numbers on the dial, 2...1000 (default: 10, 40 for padlock, 100 for safe).",
    transform: { try NumberText.integer($0, in: Dial.stopRange) })
  public var stops: Int?

  /// How the lock is dialed.
  @Option(
    name: .customLong("protocol"),
    help: ArgumentHelp(
      "How the lock is dialed: alternating, padlock or safe (default: alternating; padlock for crack).",
      valueName: "protocol"))
  public var lockProtocol: LockProtocol?

  /// Seconds between the turns of an auto-dial.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds between the turns of an auto-dial, 0...86400.", valueName: "seconds"),
    transform: AppOptions.seconds)
  public var turnDelay: Double = 0.3

  /// Seconds per radian an auto-dial turn takes.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds per radian an auto-dial turn takes, 0.001...86400.", valueName: "seconds"),
    transform: {
      try NumberText.decimal($0, in: DialingPlan.Pacing.secondsPerRadianRange)
    })
  public var secondsPerRadian: Double = 0.7
}

/// `--secret-file`, `--tolerance` and `--lockout`: what a pull of the shackle is judged by.
///
/// Taken by the commands that pull: the session, `frames` and `replay` (not `plan`).
public struct LockOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// A file holding the secret combination on one line.
  @Option(
    help: ArgumentHelp(
      "A file holding the secret combination on its first line (yours, mode 600: no access for group or others).",
      valueName: "path"), completion: .file())
  public var secretFile: String?

  /// Stops a number may be off and still count.
  @Option(
    parsing: .unconditional,
    help: "Stops a number may be off and still count (default: 0, or 1 from 40 stops on).",
    transform: { try NumberText.integer($0, in: 0...(Dial.stopRange.upperBound - 1) / 2) })
  public var tolerance: Int?

  /// Failed pulls before a 30 s cool-down.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Failed pulls before a 30 s cool-down, 1...1000.", valueName: "attempts"),
    transform: { try NumberText.integer($0, in: 1...1000) })
  public var lockout: Int?

  /// `--seed`: where the padlock's or safe's wheels were left.
  @OptionGroup public var wheels: SeedOptions
}

/// `--seed`: where the padlock's or safe's wheels were left by their last user (and, in a game
/// of cracking, its hidden secret).
///
/// A group of its own so that `crack` takes it without the secret file: argument-parser gives an
/// option to the subcommand only when it is declared there the same way as in the root.
public struct SeedOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// The seed.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Where a padlock's or safe's wheels were left by its last user (and crack's hidden secret): the same seed, the same lock, 0...2^53 (default: new each session; 1 for frames and replay).",
      valueName: "n"),
    transform: { try NumberText.integer($0, in: 0...(1 << 53)) })
  public var seed: Int?
}

/// `--speed`, `--fps` and `--reduce-motion`: how the animations play.
///
/// Taken by every command that animates: all but `plan` and `doctor`.
public struct MotionOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Global speed: 1 normal, below 1 slow motion.
  @Option(
    parsing: .unconditional, help: "Global speed: 1 normal, below 1 slow motion (0.01...100).",
    transform: { try NumberText.decimal($0, in: Configuration.speedRange) })
  public var speed: Double = 1

  /// Animation frames per second at most; input is drawn at once (nil: the default, 60; `frames`
  /// then draws only start and end).
  @Option(
    parsing: .unconditional,
    help: "Animation frames per second at most; input is drawn at once (1...240; default: 60).",
    transform: { try NumberText.integer($0, in: Configuration.fpsRange) })
  public var fps: Int?

  /// Animations jump to their end states.
  @Flag(help: "Animations jump to their end states.")
  public var reduceMotion = false
}

/// `--ascii`: the picture without braille.
///
/// Taken by every command that draws: all but `plan` and `doctor`.
public struct PictureOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Draw with ASCII only.
  @Flag(help: "Draw with ASCII only (no braille).")
  public var ascii = false
}

/// `--xray`: the lock's inside shown from the start.
///
/// Taken by the commands that draw the padlock or safe: the session, `frames` and `replay`.
public struct XrayOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Show the x-ray.
  @Flag(
    help: "Show the padlock's or safe's inside beside the dial: wheels, gates, fence (key i).")
  public var xray = false
}

/// `--color`: whether the output has colour.
///
/// Taken by the session, `demo` and `replay` (whose trace counts the bytes a terminal would
/// get); `frames` prints text without colour.
public struct ColorOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Colour: auto.
  @Option(help: "Colour: auto (honours NO_COLOR), always or never.")
  public var color: ColorChoice = .auto

  /// The colours drawn with, when given.
  @Option(
    name: .customLong("colors"),
    help: ArgumentHelp(
      "Colours to draw with: 16, 256 or truecolor (default: what the terminal says; 16 for output that is not a terminal).",
      valueName: "depth"))
  public var depth: ColorDepth?

  /// The cells of the filled picture, when given.
  @Option(
    name: .customLong("cells"),
    help: ArgumentHelp(
      "Pixels of the filled picture: halves (two a cell, in half blocks), quadrants (four a cell; for a terminal that draws U+2596-U+259F itself) or sextants (six a cell; for one that draws U+1FB00-U+1FB3B itself) (default: sextants in kitty, foot, WezTerm, VTE and konsole, quadrants in alacritty, else halves; halves for output that is not a terminal).",
      valueName: "grid"))
  public var cells: Raster.Grid?
}

extension Raster.Grid: ExpressibleByArgument {}

extension ColorDepth: ExpressibleByArgument {
  /// `16`, `256` or `truecolor`.
  public init?(argument: String) {
    switch argument {
    case "16": self = .ansi16
    case "256": self = .indexed256
    case "truecolor": self = .truecolor
    default: return nil
    }
  }

  /// The values `--colors` takes.
  public static var allValueStrings: [String] { ["16", "256", "truecolor"] }
}

/// `--theme`: the background drawn for.
///
/// Taken by the commands that draw in a terminal: the session and `demo`.
public struct ThemeOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// The background to draw for.
  @Option(
    help: "Background: auto (ask the terminal, then COLORFGBG; dark if unknown), dark or light.")
  public var theme: ThemeChoice = .auto
}

/// `--no-mouse`: mouse input off.
///
/// Taken by the session, `demo` and `replay` (whose scripts may hold mouse events).
public struct MouseOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Do not take mouse input.
  @Flag(help: "Do not take mouse input.")
  public var noMouse = false
}

/// Every option of the interactive session but its files: each group of options a command may
/// take.
///
/// Rule: a command declares only the groups it uses, so that its help lists only what it uses;
/// what it does not take is the default (the static `configuration`).
public struct AppOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

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
  /// Colour.
  @OptionGroup public var colors: ColorOptions
  /// The background.
  @OptionGroup public var theme: ThemeOptions
  /// The mouse.
  @OptionGroup public var mouse: MouseOptions

  /// A time option: seconds in 0…``LockConfigurationError/longestTime``.
  @Sendable static func seconds(_ text: String) throws -> Double {
    try NumberText.decimal(text, in: 0...LockConfigurationError.longestTime)
  }

  /// Checks every option, reading the secret file (once); the result, a usage error or a
  /// ``FileProblem``.
  public func configuration(
    colorAvailable: Bool = true, environment: [String: String] = [:], freshSeed: UInt64? = nil
  ) throws -> Configuration {
    try Self.configuration(
      dial: dial, lock: lock, motion: motion, picture: picture, inside: inside, colors: colors,
      theme: theme,
      mouse: mouse, colorAvailable: colorAvailable, environment: environment,
      freshSeed: freshSeed)
  }

  /// The configuration of the groups a command takes, the secret file read (once); the result,
  /// a usage error or a ``FileProblem``.
  ///
  /// Rule: a group not given (nil) is its options' defaults; colour is on for `always`, off for
  /// `never`, and for `auto` when `colorAvailable` and `NO_COLOR` is unset or empty; the wheels'
  /// seed is `--seed`, else `freshSeed` (a session's), else ``Configuration/defaultSeed``. A
  /// game of cracking (`cracking`) hides its own secret, so it takes no secret file, and its lock
  /// is a padlock unless `--protocol` says.
  public static func configuration(
    dial: DialOptions? = nil, lock: LockOptions? = nil, seed: SeedOptions? = nil,
    motion: MotionOptions? = nil,
    picture: PictureOptions? = nil, inside: XrayOptions? = nil, colors: ColorOptions? = nil,
    theme: ThemeOptions? = nil,
    mouse: MouseOptions? = nil, colorAvailable: Bool, environment: [String: String] = [:],
    freshSeed: UInt64? = nil, cracking: Bool = false
  ) throws -> Configuration {
    let dial = try dial ?? DialOptions.parse([])
    let lock = try lock ?? LockOptions.parse([])
    let motion = try motion ?? MotionOptions.parse([])
    let picture = try picture ?? PictureOptions.parse([])
    let colors = try colors ?? ColorOptions.parse([])
    let theme = try theme ?? ThemeOptions.parse([])
    let mouse = try mouse ?? MouseOptions.parse([])
    if cracking, let stops = dial.stops,
      stops != (dial.lockProtocol ?? .padlock).defaultStops
    {
      throw ValidationError(
        "crack plays the 40-number padlock and the 100-number safe, whose notches it knows; leave out --stops"
      )
    }
    let secret = try lock.secretFile.map { try SecretFile.read($0) }
    let useColor = colors.color.usesColor(
      terminalHasColor: colorAvailable, noColor: environment["NO_COLOR"])
    do {
      return try Configuration(
        protocol: dial.lockProtocol ?? (cracking ? .padlock : .alternating), stops: dial.stops,
        secret: secret, tolerance: lock.tolerance,
        lockout: lock.lockout, turnDelay: dial.turnDelay, secondsPerRadian: dial.secondsPerRadian,
        speed: motion.speed, fps: motion.fps ?? 60, ascii: picture.ascii, color: useColor,
        depth: colors.depth, cells: colors.cells, theme: theme.theme, mouse: !mouse.noMouse,
        reduceMotion: motion.reduceMotion,
        seed: (seed ?? lock.wheels).seed.map { UInt64($0) } ?? freshSeed
          ?? Configuration.defaultSeed,
        cracking: cracking, xray: inside?.xray ?? false)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
