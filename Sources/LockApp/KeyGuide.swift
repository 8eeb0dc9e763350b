import LockRendering

/// The keys, once: what the help overlay lists and which of them the key bar offers in each
/// mode.
///
/// Rule (issue 12): the key bar lists only keys that act now — while typing, the typing keys;
/// while a plan plays, its controls (Space says "pause" or "resume" as it will act); at rest,
/// turning, dialing and pulling (or shutting, when open); with help shown, closing it. The help
/// overlay always lists every key. Keys and their actions are written here and nowhere else.
enum KeyGuide {
  /// What the app is doing, as far as the keys are concerned.
  enum Mode: Sendable, Equatable {
    /// Hand dialing, the lock shut.
    case resting
    /// Hand dialing, the lock open.
    case open
    /// A combination is being typed.
    case typing
    /// A plan plays.
    case playing
    /// A plan is paused.
    case paused
    /// The help overlay is shown.
    case help
  }

  static let turn = KeyHint(
    "<- -> h l", "turn left / right (Up and Down too); hold to keep turning",
    short: "turn; hold to go on")
  static let wholeTurn = KeyHint("PgUp PgDn", "a whole turn left / right", short: "whole turn")
  static let mouse = KeyHint(
    "mouse", "drag the dial round; wheel: one stop a notch", short: "drag the dial; wheel")
  static let digits = KeyHint(
    "0-9 - ,", "type a combination (pasting one works too)", short: "type a combination")
  static let erase = KeyHint(
    "Backspace", "take back a character; Esc clears the line", short: "erase; Esc clears")
  static let enter = KeyHint(
    "Enter", "dial what was typed / pull the shackle / shut it", short: "dial / pull / shut")
  static let reset = KeyHint(
    "x", "back to 0 for a fresh attempt (shuts the shackle)", short: "back to 0, fresh try")
  static let control = KeyHint(
    "Space r", "while dialing: pause / resume, reverse", short: "pause/resume, reverse")
  static let scrub = KeyHint(
    "<- -> . Esc", "while dialing: scrub, step a frame (paused), stop here",
    short: "scrub, step, stop")
  static let panels = KeyHint(
    "[ ] t ?", "half / double speed, show / hide the timeline, this help",
    short: "speed, timeline, help")
  static let quit = KeyHint("q", "quit", short: "quit")

  /// Every key, for the help overlay (11 rows, so it fits 40×16 with a two-row note and the
  /// status bar still showing).
  static let all: [KeyHint] = [
    turn, wholeTurn, mouse, digits, erase, enter, reset, control, scrub, panels, quit,
  ]

  private static let help = KeyHint("?", "", short: "help")
  private static let timeline = KeyHint("t", "", short: "timeline")
  private static let reverse = KeyHint("r", "", short: "reverse")
  private static let step = KeyHint(".", "", short: "step")

  /// The key bar for `mode`, most important first; help and quit last.
  static func bar(for mode: Mode) -> [KeyHint] {
    switch mode {
    case .resting:
      return [
        KeyHint("<- ->", "", short: "turn"), KeyHint("0-9", "", short: "type a combination"),
        KeyHint("Enter", "", short: "pull"), KeyHint("PgUp PgDn", "", short: "whole turn"),
        KeyHint("x", "", short: "reset"), timeline, help, quit,
      ]
    case .open:
      return [
        KeyHint("Enter", "", short: "shut"), KeyHint("<- ->", "", short: "turn"),
        KeyHint("x", "", short: "reset"), timeline, help, quit,
      ]
    case .typing:
      return [
        KeyHint("Enter", "", short: "dial it"), KeyHint("Backspace", "", short: "erase"),
        KeyHint("Esc", "", short: "clear"), help, quit,
      ]
    case .playing:
      return [
        KeyHint("Space", "", short: "pause"), KeyHint("<- ->", "", short: "scrub"), reverse,
        KeyHint("Esc", "", short: "stop"), KeyHint("[ ]", "", short: "speed"), timeline, help,
        quit,
      ]
    case .paused:
      return [
        KeyHint("Space", "", short: "resume"), KeyHint("<- ->", "", short: "scrub"), step,
        reverse, KeyHint("Esc", "", short: "stop"), timeline, help, quit,
      ]
    case .help:
      return [KeyHint("?", "", short: "close help"), quit]
    }
  }
}
