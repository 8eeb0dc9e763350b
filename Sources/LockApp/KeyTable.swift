import Gestures
import LockRendering
import TerminalRuntime

/// What the app is doing, as far as the keys are concerned.
enum KeyMode: Sendable, Hashable, CaseIterable {
  /// Hand dialing, the lock shut.
  case resting
  /// Hand dialing during a lockout's cool-down: as ``resting``, but pulls are refused.
  case coolingDown
  /// Hand dialing, the lock open.
  case open
  /// A combination is being typed.
  case typing
  /// A combination is being typed during a cool-down: as ``typing``, but Enter dials nothing.
  case typingWhileCoolingDown
  /// A plan plays.
  case playing
  /// A plan is paused.
  case paused
  /// The help overlay is shown (keys act as in the mode underneath; the bar offers closing).
  case help

  /// The mode whose rows this one uses: a cool-down acts as resting or typing (Enter then says
  /// how long is left), and its key bar leaves out the slots that pull.
  var rowsMode: KeyMode {
    switch self {
    case .coolingDown: return .resting
    case .typingWhileCoolingDown: return .typing
    default: return self
    }
  }

  /// Whether pulls are refused in this mode (the bar does not offer them).
  var refusesPulls: Bool { rowsMode != self }
}

/// What a key asks for; the mode that receives it decides what that means there.
enum Intent: Sendable, Hashable {
  /// An arrow-like key: turn the dial by hand, or scrub a plan.
  case step(StepKey)
  /// A whole turn (`+1` counter-clockwise, `-1` clockwise).
  case wholeTurn(Int)
  /// A character of a combination.
  case type(Character)
  /// Space: a separator while typing, pause or resume while a plan plays.
  case space
  /// Take back a character.
  case erase
  /// Esc: clear the line, or stop the plan where it is.
  case escape
  /// Enter: dial what was typed, pull the shackle, or shut it.
  case enter
  /// Back to 0 for a fresh attempt.
  case reset
  /// Reverse the plan.
  case reverse
  /// Step a paused plan by one frame.
  case stepFrame
  /// Half or double the global speed (−1 or +1).
  case speed(Int)
  /// Show or hide the timeline panel.
  case toggleTimeline
  /// Show or hide the help overlay.
  case toggleHelp
  /// Quit.
  case quit
}

/// The keys, once: the dispatch, the help overlay and the key bar all read this table.
///
/// Rules (docs/terminal.md "Input"): a key acts only in the modes its row names (with the help overlay
/// shown, keys act as in the mode underneath); the help overlay lists every row; the key bar
/// lists, for a mode, the slots its rows have there, by rank (Space says "pause" or "resume" as
/// it will act). Nothing else maps keys.
enum KeyTable {
  /// One row: the keys, what they ask for, where they act, and how the help and bar show them.
  struct Row: Sendable {
    /// The help overlay's line.
    let hint: KeyHint
    /// The intent for a key of this row, or `nil` when the key is not one of them.
    let intent: @Sendable (Key) -> Intent?
    /// The modes the row acts in, each with the row's key-bar slots there (maybe none).
    let modes: [KeyMode: [Slot]]
  }

  /// Where some of a row's keys sit in one mode's key bar.
  struct Slot: Sendable {
    /// Position in the bar (lower first).
    let rank: Int
    /// The keys as shown.
    let keys: String
    /// What they do, in a word or two.
    let words: String
    /// Whether the keys pull the shackle (not offered while pulls are refused).
    let pulls: Bool
  }

  private static func slot(
    _ rank: Int, _ keys: String, _ words: String, pulls: Bool = false
  )
    -> Slot
  {
    Slot(rank: rank, keys: keys, words: words, pulls: pulls)
  }

  private static func arrows(_ key: Key, scrub: Bool) -> Intent? {
    switch key {
    case .left, .character("h"): return .step(scrub ? .decrease : .increase)
    case .right, .character("l"): return .step(scrub ? .increase : .decrease)
    case .up, .character("k"): return scrub ? nil : .step(.increase)
    case .down, .character("j"): return scrub ? nil : .step(.decrease)
    default: return nil
    }
  }

  private static func digit(_ key: Key) -> Intent? {
    guard case .character(let c) = key, c.isASCII, c.isNumber || c == "-" || c == "," else {
      return nil
    }
    return .type(c)
  }

  private static func panels(_ key: Key) -> Intent? {
    switch key {
    case .character("["): return .speed(-1)
    case .character("]"): return .speed(1)
    case .character("t"): return .toggleTimeline
    case .character("?"): return .toggleHelp
    default: return nil
    }
  }

  /// Every row, in help order (11 rows, so help fits 40×16 with its note and the status bar).
  static let rows: [Row] = [
    Row(
      hint: KeyHint(
        "<- -> h l", "turn left / right (also Up Down k j); hold to keep turning",
        short: "turn; hold to go on"), intent: { arrows($0, scrub: false) },
      modes: [.resting: [slot(0, "<- ->", "turn")], .open: [slot(1, "<- ->", "turn")], .typing: []]
    ),
    Row(
      hint: KeyHint("PgUp PgDn", "a whole turn left / right", short: "whole turn"),
      intent: { $0 == .pageUp ? .wholeTurn(1) : $0 == .pageDown ? .wholeTurn(-1) : nil },
      modes: [.resting: [slot(3, "PgUp PgDn", "whole turn")], .open: [], .typing: []]),
    Row(
      hint: KeyHint(
        "mouse", "drag the dial round (scrubs a plan as it plays); wheel: a stop",
        short: "drag the dial; wheel"),
      intent: { _ in nil }, modes: [:]),
    Row(
      hint: KeyHint(
        "0-9 - ,", "type a combination (pasting one works too)", short: "type a combination"),
      intent: digit,
      modes: [.resting: [slot(1, "0-9", "type a combination")], .open: [], .typing: []]),
    Row(
      hint: KeyHint(
        "Backspace", "take back a character; Esc clears the line", short: "erase; Esc clears"),
      intent: { key in
        switch key {
        case .backspace: return .erase
        case .escape: return .escape
        case .space: return .space
        default: return nil
        }
      }, modes: [.typing: [slot(1, "Backspace", "erase"), slot(2, "Esc", "clear")]]),
    Row(
      hint: KeyHint(
        "Enter", "pull the shackle (dialing a typed combination first) / shut it",
        short: "(dial &) pull / shut"),
      intent: { $0 == .enter ? .enter : nil },
      modes: [
        .resting: [slot(2, "Enter", "pull", pulls: true)], .open: [slot(0, "Enter", "shut")],
        .typing: [slot(0, "Enter", "dial & pull", pulls: true)],
      ]),
    Row(
      hint: KeyHint(
        "x", "back to 0 for a fresh attempt (shuts the shackle)", short: "back to 0, fresh try"),
      intent: { $0 == .character("x") ? .reset : nil },
      modes: [.resting: [slot(4, "x", "reset")], .open: [slot(2, "x", "reset")], .typing: []]),
    Row(
      hint: KeyHint(
        "Space r", "while dialing: pause / resume, reverse", short: "pause/resume, reverse"),
      intent: { $0 == .space ? .space : $0 == .character("r") ? .reverse : nil },
      modes: [
        .playing: [slot(0, "Space", "pause"), slot(2, "r", "reverse")],
        .paused: [slot(0, "Space", "resume"), slot(3, "r", "reverse")],
      ]),
    Row(
      hint: KeyHint(
        "<- -> . Esc", "while dialing: scrub, step a frame (paused), stop here",
        short: "scrub, step, stop"),
      intent: { key in
        switch key {
        case .character("."): return .stepFrame
        case .escape: return .escape
        default: return arrows(key, scrub: true)
        }
      },
      modes: [
        .playing: [slot(1, "<- ->", "scrub"), slot(3, "Esc", "stop")],
        .paused: [slot(1, "<- ->", "scrub"), slot(2, ".", "step"), slot(4, "Esc", "stop")],
      ]),
    Row(
      hint: KeyHint(
        "[ ] t ?", "half / double speed, show / hide the timeline, this help",
        short: "speed, timeline, help"), intent: panels,
      modes: [
        .resting: [slot(5, "t", "timeline"), slot(6, "?", "help")],
        .open: [slot(3, "t", "timeline"), slot(4, "?", "help")],
        .typing: [slot(8, "?", "help")],
        .playing: [slot(4, "[ ]", "speed"), slot(5, "t", "timeline"), slot(6, "?", "help")],
        .paused: [slot(5, "t", "timeline"), slot(6, "?", "help")],
        .help: [slot(0, "?", "close help")],
      ]),
    Row(
      hint: KeyHint("q", "quit", short: "quit"), intent: { $0 == .character("q") ? .quit : nil },
      modes: [
        .resting: [slot(9, "q", "quit")], .open: [slot(9, "q", "quit")],
        .typing: [slot(9, "q", "quit")], .playing: [slot(9, "q", "quit")],
        .paused: [slot(9, "q", "quit")], .help: [slot(9, "q", "quit")],
      ]),
  ]

  /// What `key` asks for in `mode`, from the first row that acts there and holds the key.
  static func intent(for key: Key, in mode: KeyMode) -> Intent? {
    for row in rows where row.modes[mode.rowsMode] != nil {
      if let intent = row.intent(key) { return intent }
    }
    return nil
  }

  /// The key bar for `mode`, most important first; help and quit last.
  static func bar(for mode: KeyMode) -> [KeyHint] {
    rows.flatMap { $0.modes[mode.rowsMode] ?? [] }.filter { !(mode.refusesPulls && $0.pulls) }
      .sorted { $0.rank < $1.rank }.map { KeyHint($0.keys, "", short: $0.words) }
  }

  /// The help overlay's rows.
  static var help: [KeyHint] { rows.map(\.hint) }
}
