import Gestures
import TerminalRuntime

/// What a demo is doing, as far as the keys are concerned.
public enum DemoMode: Sendable, Hashable, CaseIterable {
  /// Nothing to play (the blocks at rest): Space and `r` are not offered.
  case still
  /// Playing.
  case playing
  /// Paused (Space offers "play").
  case paused
}

/// What a key asks a demo for (the arrows, speed, help and quit are the runtime's).
public enum DemoIntent: Sendable, Hashable {
  /// Space: pause or play.
  case pause
  /// `r`: reverse.
  case reverse
  /// `.`: one frame forward while paused.
  case stepFrame
  /// Enter: play again from the start (or a fresh board).
  case restart
  /// Tab: select the next block.
  case select
  /// One of the demo's own keys.
  case own(Character)
}

/// The gallery's keys, once: a demo's table holds the shared rows and its own switches, and the
/// runtime's dispatch, the help overlay and the key bar read it.
///
/// Rules (docs/terminal.md "Gallery"): the demos share the dial's keys where they apply — Space
/// pause, ←/→ scrub, `r` reverse, `[`/`]` speed, `.` frame step, `?` help, `q` quit; the help
/// lists the demo's own keys before help and quit, the key bar first (they are what is new
/// here).
enum DemoKeys {
  typealias Table = KeyTable<DemoMode, DemoIntent>
  typealias Row = Table.Row
  typealias Slot = Table.Slot

  /// What the arrows do in a demo.
  enum Arrows: Sendable {
    /// ← and → scrub a timeline.
    case scrub
    /// All four slide a block.
    case slide
  }

  /// A row that acts in every mode with the same key-bar slot (or none).
  private static func row(
    _ hint: KeyHint, bar: Slot?, action: @escaping @Sendable (Key) -> KeyAction<DemoIntent>?
  ) -> Row {
    let slots = bar.map { [$0] } ?? []
    return Row(
      hint: hint, action: action,
      modes: [.still: slots, .playing: slots, .paused: slots])
  }

  /// The table for a demo whose arrows do `arrows` and whose own keys are `switches`.
  static func table(arrows: Arrows, switches: [DemoSwitch]) -> Table {
    let own = switches.enumerated().map { index, choice in
      let key = choice.key
      return row(
        KeyHint(String(key), choice.help, short: choice.words),
        bar: Slot(index, String(key), choice.words)
      ) { $0 == .character(key) ? .intent(.own(key)) : nil }
    }
    let rank = switches.count
    let space = Row(
      hint: KeyHint("Space", pauseHelp(arrows), short: "pause/play"),
      action: { $0 == .space ? .intent(.pause) : nil },
      modes: [
        .still: [], .playing: [Slot(rank, "Space", "pause")],
        .paused: [Slot(rank, "Space", "play")],
      ])
    let reverse = Row(
      hint: KeyHint("r", "reverse", short: "reverse"),
      action: { $0 == .character("r") ? .intent(.reverse) : nil },
      modes: [
        .still: [], .playing: [Slot(rank + 4, "r", "reverse")],
        .paused: [Slot(rank + 4, "r", "reverse")],
      ])
    return Table(
      [space] + arrowRows(arrows, rank: rank + 1) + [
        reverse,
        row(
          KeyHint("[ ]", "half or double speed", short: "speed"),
          bar: Slot(rank + 5, "[ ]", "speed")
        ) {
          $0 == .character("[") ? .speed(-1) : $0 == .character("]") ? .speed(1) : nil
        },
        row(KeyHint(".", "one frame forward while paused", short: "frame"), bar: nil) {
          $0 == .character(".") ? .intent(.stepFrame) : nil
        },
        row(
          KeyHint("Enter", restartHelp(arrows), short: "restart"),
          bar: Slot(rank + 6, "Enter", "restart")
        ) { $0 == .enter ? .intent(.restart) : nil },
      ] + own + [
        row(KeyHint("?", "this help", short: "help"), bar: Slot(rank + 7, "?", "help")) {
          $0 == .character("?") ? .help : nil
        },
        row(KeyHint("q", "quit", short: "quit"), bar: Slot(rank + 8, "q", "quit")) {
          $0 == .character("q") ? .quit : nil
        },
      ])
  }

  /// The rows of what the arrows act on: the timeline; or the blocks, with Tab and the mouse.
  private static func arrowRows(_ arrows: Arrows, rank: Int) -> [Row] {
    switch arrows {
    case .scrub:
      return [
        row(
          KeyHint("<- ->", "grab and scrub the timeline (hold to keep going)", short: "scrub"),
          bar: Slot(rank, "<- ->", "scrub")
        ) { key in
          switch key {
          case .left: return .step(.decrease)
          case .right: return .step(.increase)
          default: return nil
          }
        }
      ]
    case .slide:
      return [
        row(
          KeyHint(
            "arrows", "grab the selected block and slide it; release lets it go", short: "slide"),
          bar: Slot(rank, "arrows", "slide")
        ) { key in
          switch key {
          case .left: return .slide(.left)
          case .right: return .slide(.right)
          case .up: return .slide(.up)
          case .down: return .slide(.down)
          default: return nil
          }
        },
        row(
          KeyHint("Tab", "select the next block", short: "next block"),
          bar: Slot(rank + 1, "Tab", "next block")
        ) { $0 == .tab ? .intent(.select) : nil },
        row(
          KeyHint(
            "mouse", "drag a block to slide it, back to take it back; let go to fling",
            short: "drag a block"), bar: nil
        ) { _ in nil },
      ]
    }
  }

  /// What Space does, for the help.
  private static func pauseHelp(_ arrows: Arrows) -> String {
    arrows == .scrub
      ? "pause or play (at the end: play again)" : "pause or play the move under way"
  }

  private static func restartHelp(_ arrows: Arrows) -> String {
    arrows == .scrub ? "play again from the start" : "put the blocks back"
  }
}
