import AnimationCore
import LockModel
import LockRendering
import TerminalRuntime

/// The composing mode's state: the combination being typed.
///
/// Rule (docs/terminal.md "Input"): the line is bounded, so per-key and per-frame cost never depends on how much
/// was typed or pasted before; what does not fit is refused with a message that stays until the
/// line changes. Empty text changes nothing (an empty paste must not open an empty line that
/// would keep Enter from pulling).
struct Composer: Sendable {
  /// The line, or `nil` when nothing is being typed.
  private(set) var line: String?

  /// The most characters the line holds (16 numbers of up to four digits with their separators
  /// fit with room to spare).
  static let longest = 100

  /// Appends `text` up to ``longest`` characters; the status message that results (a refusal of
  /// what did not fit, or none).
  mutating func take(_ text: String) -> String? {
    guard !text.isEmpty else { return nil }
    var line = self.line ?? ""
    var count = line.count
    var refused = false
    for character in text {
      guard count < Self.longest else {
        refused = true
        break
      }
      line.append(character)
      count += 1
    }
    self.line = line.isEmpty ? self.line : line
    return refused
      ? "the line holds \(Self.longest) characters at most" : nil
  }

  /// Takes back the last character; the line closes when it empties.
  mutating func erase() {
    guard var text = line else { return }
    if !text.isEmpty { text.removeLast() }
    line = text.isEmpty ? nil : text
  }

  /// Closes the line.
  mutating func clear() {
    line = nil
  }

  /// Pasted text as the line takes it: line ends and tabs become spaces (a separator), other
  /// control and format characters are dropped, spaces at the ends trimmed.
  static func cleanedPaste(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        out.unicodeScalars.append(" ")
      } else if !scalar.isTerminalControl {
        out.unicodeScalars.append(scalar)
      }
    }
    return String(out.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension AppCore {
  /// The most characters the composing line holds.
  public static var longestComposing: Int { Composer.longest }

  /// The composing mode's intents: characters and separators extend the line, Backspace and Esc
  /// shorten or clear it, Enter dials it; turning keys and reset act as in hand dialing.
  mutating func composingIntent(_ intent: LockIntent, at moment: Moment) {
    switch intent {
    case .type(let character): type(String(character))
    case .space: type(" ")
    case .erase:
      compose { $0.erase() }
      stage.message = nil
    case .escape:
      compose { $0.clear() }
      stage.message = nil
    case .enter:
      if let text = composing { play(text, at: moment) }
    default:
      handIntent(intent, at: moment)
    }
  }

  /// Types `text` into the composing line (opening it); a refusal of what did not fit is the
  /// status message.
  mutating func type(_ text: String) {
    var message: String?
    compose { message = $0.take(text) }
    stage.message = message
  }

  /// Parses `text` and plays its dialing plan from the committed stop; during a cool-down the
  /// line stays and nothing is dialed (its pull would be refused unjudged).
  mutating func play(_ text: String, at moment: Moment) {
    if let remaining = stage.lock.lockoutRemaining(at: moment.wall) {
      stage.message = Stage.refusal(.lockedOut(secondsLeft: remaining), lock: stage.lock)
      return
    }
    let combination: Combination
    do {
      combination = try Combination.parse(
        text, dial: configuration.dial, protocol: configuration.lockProtocol)
    } catch {
      stage.message = error.shortDescription
      return
    }
    compose { $0.clear() }
    stage.message = nil
    startPlan(for: combination, at: moment)
  }
}
