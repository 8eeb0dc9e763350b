import ArgumentParser
import FoundationEssentials
import LockApp
import LockModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LockProtocol: ExpressibleByArgument {}
extension ThemeChoice: ExpressibleByArgument {}

/// When to use colour.
public enum ColorChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// Colour when the terminal has it and NO_COLOR is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never
}

/// The options every mode of `lockdial-tui` shares.
public struct AppOptions: ParsableArguments, Sendable {
  /// Creates the defaults (for argument-parser).
  public init() {}

  /// Numbers on the dial, 2…1000.
  @Option(
    parsing: .unconditional,
    help: "Numbers on the dial, 2…1000 (default: 10, 40 for padlock, 100 for safe).",
    transform: { try NumberText.integer($0, in: Dial.stopRange) })
  public var stops: Int?

  /// How the lock is dialed.
  @Option(name: .customLong("protocol"), help: "How the lock is dialed.")
  public var lockProtocol: LockProtocol = .alternating

  /// A file holding the secret combination on one line.
  @Option(
    help: ArgumentHelp(
      "A file holding the secret combination on its first line (yours, mode 600: no access for group or others).",
      valueName: "path"))
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
    help: ArgumentHelp("Failed pulls before a 30 s cool-down, 1…1000.", valueName: "attempts"),
    transform: { try NumberText.integer($0, in: 1...1000) })
  public var lockout: Int?

  /// Seconds between the turns of an auto-dial.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Seconds between the turns of an auto-dial, 0…86400.", valueName: "seconds"),
    transform: Self.seconds)
  public var turnDelay: Double = 0.3

  /// Seconds per radian an auto-dial turn takes.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds per radian an auto-dial turn takes, 0…86400.", valueName: "seconds"),
    transform: Self.seconds)
  public var secondsPerRadian: Double = 0.7

  /// Global speed: 1 normal, below 1 slow motion.
  @Option(
    parsing: .unconditional, help: "Global speed: 1 normal, below 1 slow motion (0.01…100).",
    transform: { try NumberText.decimal($0, in: Configuration.speedRange) })
  public var speed: Double = 1

  /// Frames per second at most (nil: the default, 60; `frames` then draws only start and end).
  @Option(
    parsing: .unconditional, help: "Frames per second at most (1…240; default: 60).",
    transform: { try NumberText.integer($0, in: Configuration.fpsRange) })
  public var fps: Int?

  /// Draw with ASCII only.
  @Flag(help: "Draw with ASCII only (no braille).")
  public var ascii = false

  /// Colour: auto.
  @Option(help: "Colour: auto (honours NO_COLOR), always or never.")
  public var color: ColorChoice = .auto

  /// The background to draw for.
  @Option(
    help: "Background: auto (ask the terminal, then COLORFGBG; dark if unknown), dark or light.")
  public var theme: ThemeChoice = .auto

  /// Do not take mouse input.
  @Flag(help: "Do not take mouse input.")
  public var noMouse = false

  /// Animations jump to their end states.
  @Flag(help: "Animations jump to their end states.")
  public var reduceMotion = false

  /// A time option: seconds in 0…``LockConfigurationError/longestTime``.
  @Sendable static func seconds(_ text: String) throws -> Double {
    try NumberText.decimal(text, in: 0...LockConfigurationError.longestTime)
  }

  /// Checks every option, reading the secret file (once); the result, a usage error or a
  /// ``FileProblem``.
  public func configuration(
    colorAvailable: Bool = true, environment: [String: String] = [:]
  ) throws -> Configuration {
    let secret = try secretFile.map { try SecretFile.read($0) }
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let useColor: Bool
    switch color {
    case .always: useColor = true
    case .never: useColor = false
    case .auto: useColor = colorAvailable && !noColor
    }
    do {
      return try Configuration(
        protocol: lockProtocol, stops: stops, secret: secret, tolerance: tolerance,
        lockout: lockout, turnDelay: turnDelay, secondsPerRadian: secondsPerRadian, speed: speed,
        fps: fps ?? 60, ascii: ascii, color: useColor, theme: theme, mouse: !noMouse,
        reduceMotion: reduceMotion)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
