import Gestures
import LockApp
import LockRendering
import TerminalRuntime

/// What a key asks a demo for.
enum DemoIntent: Sendable, Hashable {
  /// Space: pause or play.
  case pause
  /// An arrow: scrub the timeline, or slide a block.
  case arrow(PanDirection)
  /// `r`: reverse.
  case reverse
  /// `[` or `]`: half or double speed (−1, +1).
  case speed(Int)
  /// `.`: one frame forward while paused.
  case stepFrame
  /// Enter: play again from the start (or a fresh board).
  case restart
  /// `?`: the help overlay.
  case help
  /// Tab: select the next block.
  case select
  /// `q`: quit.
  case quit
  /// One of the demo's own keys.
  case own(Character)
}

/// The gallery's keys, once: dispatch, help and key bar read this table (as the lock's
/// `KeyTable` does for the dial), with the demo's own switches in between.
///
/// Rule (docs/terminal.md "Gallery"): the demos share the dial's keys where they apply — Space
/// pause, ←/→ scrub, `r` reverse, `[`/`]` speed, `.` frame step, `?` help, `q` quit.
enum DemoKeys {
  /// One row: its keys, their intent, and how the help and bar show them.
  struct Row: Sendable {
    let hint: KeyHint
    let bar: (keys: String, words: String)?
    let intent: @Sendable (Key) -> DemoIntent?
  }

  /// The shared rows; `arrows` says what the arrows do in this demo.
  static func rows(arrows: Arrows) -> [Row] {
    [
      Row(
        hint: KeyHint("Space", arrows.pauseHelp, short: "pause/play"),
        bar: ("Space", "pause"), intent: { $0 == .space ? .pause : nil })
    ] + arrows.rows + [
      Row(
        hint: KeyHint("r", "reverse", short: "reverse"), bar: ("r", "reverse"),
        intent: { $0 == .character("r") ? .reverse : nil }),
      Row(
        hint: KeyHint("[ ]", "half or double speed", short: "speed"), bar: ("[ ]", "speed"),
        intent: { key in
          switch key {
          case .character("["): return .speed(-1)
          case .character("]"): return .speed(1)
          default: return nil
          }
        }),
      Row(
        hint: KeyHint(".", "one frame forward while paused", short: "frame"), bar: nil,
        intent: { $0 == .character(".") ? .stepFrame : nil }),
      Row(
        hint: KeyHint("Enter", arrows.restartHelp, short: "restart"), bar: ("Enter", "restart"),
        intent: { $0 == .enter ? .restart : nil }),
      Row(
        hint: KeyHint("?", "this help", short: "help"), bar: ("?", "help"),
        intent: { $0 == .character("?") ? .help : nil }),
      Row(
        hint: KeyHint("q", "quit", short: "quit"), bar: ("q", "quit"),
        intent: { $0 == .character("q") ? .quit : nil }),
    ]
  }

  /// What the arrows do in a demo.
  enum Arrows: Sendable {
    /// ← and → scrub a timeline.
    case scrub
    /// All four slide a block.
    case slide

    /// The rows of what the arrows act on: the timeline; or the blocks, with Tab and the mouse.
    var rows: [Row] {
      switch self {
      case .scrub:
        return [
          Row(
            hint: KeyHint(
              "<- ->", "grab and scrub the timeline (hold to keep going)", short: "scrub"),
            bar: ("<- ->", "scrub"),
            intent: { key in
              switch key {
              case .left: return .arrow(.left)
              case .right: return .arrow(.right)
              default: return nil
              }
            })
        ]
      case .slide:
        return [
          Row(
            hint: KeyHint(
              "arrows", "grab the selected block and slide it; release lets it go",
              short: "slide"),
            bar: ("arrows", "slide"),
            intent: { key in
              switch key {
              case .left: return .arrow(.left)
              case .right: return .arrow(.right)
              case .up: return .arrow(.up)
              case .down: return .arrow(.down)
              default: return nil
              }
            }),
          Row(
            hint: KeyHint("Tab", "select the next block", short: "next block"),
            bar: ("Tab", "next block"), intent: { $0 == .tab ? .select : nil }),
          Row(
            hint: KeyHint(
              "mouse", "drag a block to slide it, back to take it back; let go to fling",
              short: "drag a block"),
            bar: nil, intent: { _ in nil }),
        ]
      }
    }

    /// What Space does, for the help.
    var pauseHelp: String {
      self == .scrub
        ? "pause or play (at the end: play again)" : "pause or play the move under way"
    }

    var restartHelp: String {
      self == .scrub ? "play again from the start" : "put the blocks back"
    }
  }

  /// The intent of `key`, given the demo's own switches.
  static func intent(
    for key: Key, arrows: Arrows, switches: [DemoSwitch]
  ) -> DemoIntent? {
    if case .character(let character) = key, switches.contains(where: { $0.key == character }) {
      return .own(character)
    }
    for row in rows(arrows: arrows) {
      if let intent = row.intent(key) { return intent }
    }
    return nil
  }

  /// The help overlay's lines: the shared rows with the demo's switches before help and quit.
  static func help(arrows: Arrows, switches: [DemoSwitch]) -> [KeyHint] {
    var hints = rows(arrows: arrows).map(\.hint)
    let own = switches.map { KeyHint(String($0.key), $0.help, short: $0.words) }
    hints.insert(contentsOf: own, at: hints.count - 2)
    return hints
  }

  /// The key bar: the demo's switches first (they are what is new here), then the shared keys.
  ///
  /// Space and `r` are offered only when something is `playable` (the blocks: a move under
  /// way).
  static func bar(
    arrows: Arrows, switches: [DemoSwitch], paused: Bool, playable: Bool = true
  ) -> [KeyHint] {
    var hints = switches.map { KeyHint(String($0.key), $0.words) }
    for row in rows(arrows: arrows) {
      guard let bar = row.bar else { continue }
      if !playable && (bar.keys == "Space" || bar.keys == "r") { continue }
      let words = bar.keys == "Space" && paused ? "play" : bar.words
      hints.append(KeyHint(bar.keys, words))
    }
    return hints
  }
}
