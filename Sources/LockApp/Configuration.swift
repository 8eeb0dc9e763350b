import LockModel
import TerminalRuntime

/// Everything `lockdial-tui` can be told, checked.
///
/// The dial, the lock and its secret, pacing, speed, frame rate and output choices; shared by
/// every mode (terminal, plan, frames, replay).
public struct Configuration: Sendable, CustomStringConvertible, CustomReflectable {
  /// The dial.
  public let dial: Dial
  /// The lock protocol.
  public let lockProtocol: LockProtocol
  /// The secret (never printed).
  let secret: Combination
  /// Whether the secret is the protocol's demo secret (then the help overlay names it).
  public let secretIsDemo: Bool
  /// Stops a number may be off (nil: the protocol default).
  public let tolerance: Int?
  /// Failed pulls before a cool-down, if any.
  public let lockoutAttempts: Int?
  /// The cool-down, in seconds.
  public let coolDown: Double
  /// Delay between turns and seconds per radian of a dialing plan.
  public let pacing: DialingPlan.Pacing
  /// The global speed: 1 normal, below 1 slow motion.
  public let speed: Double
  /// Animation frames per second at most (input is drawn at once).
  public let fps: Int
  /// Pure ASCII output.
  public private(set) var ascii: Bool
  /// Colour output.
  public private(set) var color: Bool
  /// The colours to draw with when `--colors` says (else what the terminal says; 16 for
  /// headless output).
  public private(set) var depth: ColorDepth?
  /// The filled picture's pixels when `--cells` says (else what the terminal draws; half
  /// blocks for headless output).
  public let cells: Raster.Grid?
  /// The background to draw for: asked of the terminal, or given.
  public let theme: ThemeChoice
  /// Mouse input wanted.
  public let mouse: Bool
  /// Animations jump to their end states.
  public let reduceMotion: Bool
  /// Where a fresh lock's wheels were left by its last user (docs/mechanism.md): the same seed
  /// gives the same wheels.
  public let seed: UInt64
  /// Whether the x-ray of the lock's inside shows from the start (docs/mechanism.md §11).
  public let xray: Bool
  /// Whether this is a game of cracking the lock by feel (`crack`): the secret is hidden, drawn
  /// from ``seed``, and a notebook records what the lock leaks (docs/mechanism.md §10).
  public let cracking: Bool
  /// The seed that `replay`, `frames` and `plan` use unless told otherwise, so that they stay
  /// deterministic.
  public static let defaultSeed: UInt64 = 1
  /// A shut lock built from the settings above, checked once.
  private let template: Lock

  /// The allowed frame rates.
  public static let fpsRange = 1...240
  /// The allowed global speeds.
  public static let speedRange = SpeedClock.speeds

  /// A configuration; `stops` and `secret` default to the protocol's, everything else to the
  /// program's defaults.
  public init(
    protocol lockProtocol: LockProtocol = .alternating, stops: Int? = nil,
    secret: String? = nil, tolerance: Int? = nil, lockout: Int? = nil, coolDown: Double = 30,
    turnDelay: Double = 0.3, secondsPerRadian: Double = 0.7, speed: Double = 1, fps: Int = 60,
    ascii: Bool = false, color: Bool = true, depth: ColorDepth? = nil, cells: Raster.Grid? = nil,
    theme: ThemeChoice = .auto, mouse: Bool = true, reduceMotion: Bool = false,
    seed: UInt64 = Configuration.defaultSeed, cracking: Bool = false, xray: Bool = false
  ) throws(ConfigurationError) {
    let stops = stops ?? lockProtocol.defaultStops
    do {
      dial = try Dial(stops: stops)
      pacing = try DialingPlan.Pacing(delay: turnDelay, secondsPerRadian: secondsPerRadian)
    } catch {
      throw .configuration(error)
    }
    self.lockProtocol = lockProtocol
    if cracking {
      guard lockProtocol != .alternating else { throw .crackNeedsMechanism }
      self.secret = try Self.hiddenSecret(dial: dial, protocol: lockProtocol, seed: seed)
      secretIsDemo = false
    } else {
      (self.secret, secretIsDemo) = try Self.secret(secret, dial: dial, protocol: lockProtocol)
    }
    self.cracking = cracking
    guard !(cracking && xray) else { throw .crackHidesTheInside }
    self.xray = xray
    if let tolerance {
      // Not `2 * tolerance < stops`: that overflows for a tolerance of 2^62 or more.
      guard tolerance >= 0, tolerance <= (stops - 1) / 2 else {
        throw .configuration(.toleranceOutOfRange(tolerance, stops: stops))
      }
    }
    self.tolerance = tolerance
    if let lockout, lockout < 1 { throw .configuration(.lockoutOutOfRange(lockout)) }
    lockoutAttempts = lockout
    guard LockConfigurationError.allows(coolDown) else {
      throw .configuration(.invalidTime(name: "cool-down", value: coolDown))
    }
    self.coolDown = coolDown
    guard Self.speedRange.contains(speed) else { throw .speed(speed) }
    self.speed = speed
    guard Self.fpsRange.contains(fps) else { throw .fps(fps) }
    self.fps = fps
    self.ascii = ascii
    self.color = color
    self.depth = depth
    self.cells = cells
    self.theme = theme
    self.mouse = mouse
    self.reduceMotion = reduceMotion
    self.seed = seed
    do {
      template = try Lock(
        secret: self.secret, protocol: lockProtocol, dial: dial, tolerance: tolerance,
        lockout: lockout.map { (attempts: $0, coolDown: coolDown) })
    } catch {
      throw .configuration(error)
    }
  }

  /// How the lock and the gallery are played: speed, frame rate, reduced motion.
  public var playback: PlaybackSettings {
    PlaybackSettings(speed: speed, fps: fps, reduceMotion: reduceMotion)
  }

  /// The secret `text` names, or the protocol's demo secret when there is none; whether it is
  /// the demo.
  private static func secret(
    _ text: String?, dial: Dial, protocol lockProtocol: LockProtocol
  ) throws(ConfigurationError) -> (Combination, isDemo: Bool) {
    do {
      guard let text else {
        let demo = lockProtocol.demoSecret.map { $0 % dial.stops }
        return (try Combination(demo, dial: dial, protocol: lockProtocol), true)
      }
      return (try Combination.parse(text, dial: dial, protocol: lockProtocol), false)
    } catch {
      throw .secret(error.reason, protocol: lockProtocol, stops: dial.stops)
    }
  }

  /// The secret a game of cracking hides, drawn from `seed` (docs/mechanism.md §10): on a
  /// padlock one of the combinations Master issues, on a safe any numbers.
  private static func hiddenSecret(
    dial: Dial, protocol lockProtocol: LockProtocol, seed: UInt64
  ) throws(ConfigurationError) -> Combination {
    // Another stream than the wheels' scatter, which starts from `seed` itself.
    var generator = SeededGenerator(seed: seed ^ 0x5EC2_E75E_C2E7_5EC2)
    let count = lockProtocol.demoSecret.count
    let numbers =
      lockProtocol == .padlock && dial.stops % 4 == 0
      ? MasterMethod.issued(stops: dial.stops, using: &generator)
      : (0..<count).map { _ in Int.random(in: 0..<dial.stops, using: &generator) }
    do {
      return try Combination(numbers, dial: dial, protocol: lockProtocol)
    } catch {
      throw .secret(error.reason, protocol: lockProtocol, stops: dial.stops)
    }
  }

  /// A description without the secret (`print`, string interpolation and logs show this).
  public var description: String {
    "Configuration(protocol: \(lockProtocol), stops: \(dial.stops), secret: "
      + (secretIsDemo ? "demo" : "hidden") + ", speed: \(speed), fps: \(fps))"
  }

  /// A mirror without the secret, so that `dump` and debuggers cannot print it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "protocol": lockProtocol, "stops": dial.stops, "secretIsDemo": secretIsDemo,
        "tolerance": tolerance as Any, "lockoutAttempts": lockoutAttempts as Any,
        "coolDown": coolDown, "speed": speed, "fps": fps, "ascii": ascii, "color": color,
        "depth": depth as Any, "cells": cells as Any,
        "theme": theme, "mouse": mouse, "reduceMotion": reduceMotion,
      ])
  }

  /// How headless output (`plan`, `frames`, `replay`, `demo`) is drawn: as the options say,
  /// in 16 colours and half blocks where they say nothing.
  public var headlessOptions: RenderOptions {
    var options = RenderOptions(ascii: ascii, color: color, depth: depth ?? .ansi16)
    options.grid = cells ?? .halves
    return options
  }

  /// The same configuration drawn with `ascii` and `color` (the terminal's abilities, known
  /// only once it is open).
  public func drawn(ascii: Bool, color: Bool) -> Configuration {
    var copy = self
    copy.ascii = ascii
    copy.color = color
    return copy
  }

  /// A fresh, shut lock for this configuration.
  public func makeLock() -> Lock {
    template
  }
}

/// A setting that cannot be used, with what to do instead.
public enum ConfigurationError: Error, Sendable, CustomStringConvertible {
  /// A lock-model setting is out of range.
  case configuration(LockConfigurationError)
  /// The secret does not fit the dial or protocol (the secret's digits are never quoted).
  case secret(CombinationError.Reason, protocol: LockProtocol, stops: Int)
  /// The global speed is out of range.
  case speed(Double)
  /// The frame rate is out of range.
  case fps(Int)
  /// A game of cracking asks for a lock that is a rule, with nothing inside to feel.
  case crackNeedsMechanism
  /// A game of cracking asks for the x-ray, which would show its gates.
  case crackHidesTheInside

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .configuration(let error):
      return error.description
    case .secret(let reason, let lockProtocol, let stops):
      let what: String
      switch reason {
      case .empty: what = "is empty"
      case .emptyField: what = "has a missing number (two separators in a row)"
      case .notANumber: what = "has something that is not a number"
      case .outOfRange: what = "has a number that is not on the dial"
      case .tooMany: what = "has more than \(Combination.maximumCount) numbers"
      case .wrongCount(let expected, _, _): what = "does not have exactly \(expected) numbers"
      }
      return
        "the secret \(what); it must be numbers 0…\(stops - 1) separated by \"-\", \",\" or spaces, fit for the \(lockProtocol) protocol on \(stops) stops"
    case .speed(let speed):
      return
        "a speed of \(speed) is not possible; use \(Configuration.speedRange.lowerBound)…\(Configuration.speedRange.upperBound) (1 is normal, 0.5 half speed)"
    case .crackNeedsMechanism:
      return
        "the alternating lock is a rule with no wheels to feel; crack takes --protocol padlock or safe"
    case .crackHidesTheInside:
      return "crack hides the lock's inside: the x-ray would show its gates"
    case .fps(let fps):
      return
        "\(fps) frames per second is not possible; use \(Configuration.fpsRange.lowerBound)…\(Configuration.fpsRange.upperBound)"
    }
  }
}
