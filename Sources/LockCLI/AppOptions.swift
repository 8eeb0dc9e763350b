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
  @Option(help: "Numbers on the dial, 2…1000 (default: 10, 40 for padlock, 100 for safe).")
  public var stops: Int?

  /// How the lock is dialed.
  @Option(name: .customLong("protocol"), help: "How the lock is dialed.")
  public var lockProtocol: LockProtocol = .alternating

  /// A file holding the secret combination on one line.
  @Option(
    help: ArgumentHelp(
      "A file holding the secret combination on one line (mode 600: not readable by group or others).",
      valueName: "path"))
  public var secretFile: String?

  /// Stops a number may be off and still count.
  @Option(help: "Stops a number may be off and still count (default: 0, or 1 from 40 stops on).")
  public var tolerance: Int?

  /// Failed pulls before a 30 s cool-down.
  @Option(help: ArgumentHelp("Failed pulls before a 30 s cool-down.", valueName: "attempts"))
  public var lockout: Int?

  /// Seconds between the turns of an auto-dial.
  @Option(help: ArgumentHelp("Seconds between the turns of an auto-dial.", valueName: "seconds"))
  public var turnDelay: Double = 0.3

  /// Seconds per radian an auto-dial turn takes.
  @Option(help: ArgumentHelp("Seconds per radian an auto-dial turn takes.", valueName: "seconds"))
  public var secondsPerRadian: Double = 0.7

  /// Global speed: 1 normal, below 1 slow motion.
  @Option(help: "Global speed: 1 normal, below 1 slow motion (0.01…100).")
  public var speed: Double = 1

  /// Frames per second at most.
  @Option(help: "Frames per second at most (1…240).")
  public var fps: Int = 60

  /// Draw with ASCII only.
  @Flag(help: "Draw with ASCII only (no braille).")
  public var ascii = false

  /// Colour: auto.
  @Option(help: "Colour: auto (honours NO_COLOR), always or never.")
  public var color: ColorChoice = .auto

  /// Do not take mouse input.
  @Flag(help: "Do not take mouse input.")
  public var noMouse = false

  /// Animations jump to their end states.
  @Flag(help: "Animations jump to their end states.")
  public var reduceMotion = false

  /// Record the session as asciicast v2.
  @Option(help: ArgumentHelp("Record the session as asciicast v2.", valueName: "file.cast"))
  public var record: String?

  /// Write a JSON-lines trace of keys, gestures and frames.
  @Option(
    help: ArgumentHelp(
      "Write a JSON-lines trace of keys, gestures and frames.", valueName: "file.jsonl"))
  public var trace: String?

  /// Checks every option, reading the secret file; the result or a usage error.
  public func configuration(
    colorAvailable: Bool = true, environment: [String: String] = [:], forceASCII: Bool = false
  ) throws -> Configuration {
    let secret = try secretFile.map(Self.readSecret)
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
        fps: fps, ascii: ascii || forceASCII, color: useColor, mouse: !noMouse,
        reduceMotion: reduceMotion)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Reads the first line of a secret file, refusing one that group or others can read.
  static func readSecret(_ path: String) throws -> String {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw ValidationError("cannot read the secret file \(path): no such file, or no permission")
    }
    let mode = info.st_mode & 0o777
    guard mode & 0o044 == 0 else {
      throw ValidationError(
        "the secret file \(path) is readable by group or others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(path)"
      )
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ValidationError("cannot read the secret file \(path) as UTF-8 text")
    }
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    return String(
      line.drop { $0 == " " || $0 == "\t" }.reversed().drop {
        $0 == " " || $0 == "\t" || $0 == "\r"
      }.reversed())
  }
}
