import Gestures
import TerminalRuntime

/// What the lock is doing, as far as the keys are concerned.
public enum LockMode: Sendable, Hashable, CaseIterable {
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
}

/// What a key asks the lock for; the mode that receives it decides what that means there.
public enum LockIntent: Sendable, Hashable {
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
  /// Show or hide the timeline panel.
  case toggleTimeline
  /// Pull the shackle gently, or let go (a lock with a mechanism: docs/mechanism.md §7).
  case tension
  /// Show or hide the x-ray of the lock's inside (a lock with a mechanism: docs/mechanism.md
  /// §11).
  case toggleXray
}

/// The lock's keys, once: the runtime's dispatch, the help overlay and the key bar all read
/// this table.
///
/// Rules (docs/terminal.md "Input"): a key acts only in the modes its row names (with the help
/// overlay shown, keys act as in the mode underneath); a cool-down acts as resting or typing
/// (Enter then says how long is left) and its key bar leaves out the slots that pull; the help
/// overlay lists every row; the key bar lists, for a mode, the slots its rows have there, by
/// rank (Space says "pause" or "resume" as it will act). Nothing else maps keys.
enum LockKeys {
  typealias Row = KeyTable<LockMode, LockIntent>.Row
  typealias Slot = KeyTable<LockMode, LockIntent>.Slot

  /// `modes` with the cool-downs acting as resting and typing do, unless given their own.
  private static func coolingDown(_ modes: [LockMode: [Slot]]) -> [LockMode: [Slot]] {
    var modes = modes
    if modes[.coolingDown] == nil, let resting = modes[.resting] { modes[.coolingDown] = resting }
    if modes[.typingWhileCoolingDown] == nil, let typing = modes[.typing] {
      modes[.typingWhileCoolingDown] = typing
    }
    return modes
  }

  private static func row(
    _ hint: KeyHint, _ modes: [LockMode: [Slot]],
    action: @escaping @Sendable (Key) -> KeyAction<LockIntent>?
  ) -> Row {
    Row(hint: hint, action: action, modes: coolingDown(modes))
  }

  private static func arrows(_ key: Key, scrub: Bool) -> KeyAction<LockIntent>? {
    switch key {
    case .left, .character("h"): return .step(scrub ? .decrease : .increase)
    case .right, .character("l"): return .step(scrub ? .increase : .decrease)
    case .up, .character("k"): return scrub ? nil : .step(.increase)
    case .down, .character("j"): return scrub ? nil : .step(.decrease)
    default: return nil
    }
  }

  private static func digit(_ key: Key) -> KeyAction<LockIntent>? {
    guard case .character(let c) = key, c.isASCII, c.isNumber || c == "-" || c == "," else {
      return nil
    }
    return .intent(.type(c))
  }

  private static func panels(_ key: Key) -> KeyAction<LockIntent>? {
    switch key {
    case .character("["): return .speed(-1)
    case .character("]"): return .speed(1)
    case .character("t"): return .intent(.toggleTimeline)
    case .character("?"): return .help
    default: return nil
    }
  }

  private static func editing(_ key: Key) -> KeyAction<LockIntent>? {
    switch key {
    case .backspace: return .intent(.erase)
    case .escape: return .intent(.escape)
    case .space: return .intent(.space)
    default: return nil
    }
  }

  private static func playing(_ key: Key) -> KeyAction<LockIntent>? {
    switch key {
    case .character("."): return .intent(.stepFrame)
    case .escape: return .intent(.escape)
    default: return arrows(key, scrub: true)
    }
  }

  /// Every row, in help order (11 rows, so help fits 40×16 with its note and the status bar).
  static let table = KeyTable<LockMode, LockIntent>(rows(feelsTension: false))
  /// The table of a lock with a mechanism (the padlock, the safe): `p` pulls the shackle gently
  /// as well, on the reset's row.
  static let mechanismTable = KeyTable<LockMode, LockIntent>(
    rows(feelsTension: true, xray: true))
  /// The table of a game of cracking (docs/mechanism.md §10): the mechanism's, with `p` among
  /// the first in the key bar, since feeling is the game, and no x-ray, which would show the
  /// gates.
  static let crackTable = KeyTable<LockMode, LockIntent>(
    rows(feelsTension: true, tensionRank: 0))

  /// The reset's row, with tension on a lock that has a mechanism (`p`'s place in the key bar:
  /// `tensionRank`).
  private static func reset(feelsTension: Bool, tensionRank: Int) -> Row {
    guard feelsTension else {
      return row(
        KeyHint(
          "x", "back to 0 for a fresh attempt (shuts the shackle)", short: "back to 0, fresh try"),
        [.resting: [Slot(4, "x", "reset")], .open: [Slot(2, "x", "reset")], .typing: []]
      ) { $0 == .character("x") ? .intent(.reset) : nil }
    }
    return row(
      KeyHint(
        "x p", "back to 0 for a fresh attempt; pull the shackle gently / let go",
        short: "back to 0; pull gently"),
      [
        .resting: [Slot(4, "x", "reset"), Slot(tensionRank, "p", "pull gently")],
        .open: [Slot(2, "x", "reset")], .typing: [],
      ]
    ) {
      $0 == .character("x") ? .intent(.reset) : $0 == .character("p") ? .intent(.tension) : nil
    }
  }

  /// The speed, panels and help row; with the x-ray's key `i` on a lock with a mechanism.
  private static func panelsRow(xray: Bool) -> Row {
    let inside: [Slot] = xray ? [Slot(5, "i", "x-ray")] : []
    return row(
      KeyHint(
        xray ? "[ ] t i ?" : "[ ] t ?",
        xray
          ? "half / double speed, show / hide the timeline, the x-ray, this help"
          : "half / double speed, show / hide the timeline, this help",
        short: xray ? "speed, timeline, x-ray, help" : "speed, timeline, help"),
      [
        .resting: [Slot(5, "t", "timeline")] + inside + [Slot(6, "?", "help")],
        .open: [Slot(3, "t", "timeline")] + inside + [Slot(4, "?", "help")],
        .typing: [Slot(8, "?", "help")],
        .playing: [Slot(4, "[ ]", "speed"), Slot(5, "t", "timeline")] + inside
          + [Slot(6, "?", "help")],
        .paused: [Slot(5, "t", "timeline")] + inside + [Slot(6, "?", "help")],
        .help: [Slot(0, "?", "close help")],
      ]
    ) { key in xray && key == .character("i") ? .intent(.toggleXray) : panels(key) }
  }

  /// Every row, in help order.
  private static func rows(
    feelsTension: Bool, tensionRank: Int = 4, xray: Bool = false
  ) -> [Row] {
    [
      row(
        KeyHint(
          "<- -> h l", "turn left / right (also Up Down k j); hold to keep turning",
          short: "turn; hold to go on"),
        [.resting: [Slot(0, "<- ->", "turn")], .open: [Slot(1, "<- ->", "turn")], .typing: []]
      ) { arrows($0, scrub: false) },
      row(
        KeyHint("PgUp PgDn", "a whole turn left / right", short: "whole turn"),
        [.resting: [Slot(3, "PgUp PgDn", "whole turn")], .open: [], .typing: []]
      ) {
        $0 == .pageUp ? .intent(.wholeTurn(1)) : $0 == .pageDown ? .intent(.wholeTurn(-1)) : nil
      },
      row(
        KeyHint(
          "mouse", "drag the dial round (scrubs a plan as it plays); wheel: a stop",
          short: "drag the dial; wheel"), [:]
      ) { _ in nil },
      row(
        KeyHint(
          "0-9 - ,", "type a combination (pasting one works too)", short: "type a combination"),
        [.resting: [Slot(1, "0-9", "type a combination", brief: "type")], .open: [], .typing: []],
        action: digit),
      row(
        KeyHint(
          "Backspace", "take back a character; Esc clears the line", short: "erase; Esc clears"),
        [.typing: [Slot(1, "Backspace", "erase"), Slot(2, "Esc", "clear")]], action: editing),
      row(
        KeyHint(
          "Enter", "pull the shackle (dialing a typed combination first) / shut it",
          short: "(dial &) pull / shut"),
        [
          .resting: [Slot(2, "Enter", "pull")], .coolingDown: [], .open: [Slot(0, "Enter", "shut")],
          .typing: [Slot(0, "Enter", "dial & pull")], .typingWhileCoolingDown: [],
        ]
      ) { $0 == .enter ? .intent(.enter) : nil },
      reset(feelsTension: feelsTension, tensionRank: tensionRank),
      row(
        KeyHint(
          "Space r", "while dialing: pause / resume, reverse", short: "pause/resume, reverse"),
        [
          .playing: [Slot(0, "Space", "pause"), Slot(2, "r", "reverse")],
          .paused: [Slot(0, "Space", "resume"), Slot(3, "r", "reverse")],
        ]
      ) { $0 == .space ? .intent(.space) : $0 == .character("r") ? .intent(.reverse) : nil },
      row(
        KeyHint(
          "<- -> . Esc", "while dialing: scrub, step a frame (paused), stop here",
          short: "scrub, step, stop"),
        [
          .playing: [Slot(1, "<- ->", "scrub"), Slot(3, "Esc", "stop")],
          .paused: [Slot(1, "<- ->", "scrub"), Slot(2, ".", "step"), Slot(4, "Esc", "stop")],
        ], action: playing),
      panelsRow(xray: xray),
      row(
        KeyHint("q", "quit", short: "quit"),
        [
          .resting: [Slot(9, "q", "quit")], .open: [Slot(9, "q", "quit")],
          .typing: [Slot(9, "q", "quit")], .playing: [Slot(9, "q", "quit")],
          .paused: [Slot(9, "q", "quit")], .help: [Slot(9, "q", "quit")],
        ]
      ) { $0 == .character("q") ? .quit : nil },
    ]
  }
}
