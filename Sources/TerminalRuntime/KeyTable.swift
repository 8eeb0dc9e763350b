import Gestures

/// What a key asks for: a step or a slide of a key gesture, one of the runtime's own actions,
/// or an intent the program handles.
public enum KeyAction<Intent: Sendable>: Sendable {
  /// A step of the 1-D key gesture (arrows that turn or scrub).
  case step(StepKey)
  /// A step of the 2-D key gesture (arrows that slide).
  case slide(PanDirection)
  /// Half or double the global speed (−1 or +1).
  case speed(Int)
  /// Show or hide the help overlay.
  case help
  /// Quit.
  case quit
  /// The program's own.
  case intent(Intent)
}

/// A program's keys, once: the runtime's dispatch, the help overlay and the key bar all read
/// this table.
///
/// Rules (docs/terminal.md "Input"): a key acts only in the modes its row names, as the first
/// row there that holds it says; the help overlay lists every row, in order; the key bar lists,
/// for a mode, the slots its rows have there, by rank. Nothing else maps keys.
public struct KeyTable<Mode: Hashable & Sendable, Intent: Sendable>: Sendable {
  /// One row: the keys, what they ask for, where they act, and how the help and bar show them.
  public struct Row: Sendable {
    /// The help overlay's line.
    public let hint: KeyHint
    /// What a key of this row asks for, or `nil` when the key is not one of them.
    public let action: @Sendable (Key) -> KeyAction<Intent>?
    /// The modes the row acts in, each with the row's key-bar slots there (maybe none).
    public let modes: [Mode: [Slot]]

    /// A row.
    public init(
      hint: KeyHint, action: @escaping @Sendable (Key) -> KeyAction<Intent>?,
      modes: [Mode: [Slot]]
    ) {
      self.hint = hint
      self.action = action
      self.modes = modes
    }
  }

  /// Where some of a row's keys sit in one mode's key bar.
  public struct Slot: Sendable, Hashable {
    /// Position in the bar (lower first).
    public let rank: Int
    /// The keys as shown.
    public let keys: String
    /// What they do, in a word or two.
    public let words: String
    /// What they do, in a word, where the bar is too narrow for ``words`` (see
    /// ``KeyHint/brief``).
    public let brief: String

    /// A slot.
    public init(_ rank: Int, _ keys: String, _ words: String, brief: String? = nil) {
      self.rank = rank
      self.keys = keys
      self.words = words
      self.brief = brief ?? words
    }
  }

  /// Every row, in help order.
  public let rows: [Row]
  /// Each mode's key bar, made once with the table (a frame reads it; cost grows with the
  /// work, not with the frames).
  @usableFromInline let bars: [Mode: [KeyHint]]

  /// A table of `rows`.
  public init(_ rows: [Row]) {
    self.rows = rows
    var slots: [Mode: [Slot]] = [:]
    for row in rows {
      for (mode, more) in row.modes { slots[mode, default: []] += more }
    }
    bars = slots.mapValues { mode in
      mode.sorted { $0.rank < $1.rank }.map {
        KeyHint($0.keys, "", short: $0.words, brief: $0.brief)
      }
    }
  }

  /// What `key` asks for in `mode`, from the first row that acts there and holds the key.
  public func action(for key: Key, in mode: Mode) -> KeyAction<Intent>? {
    for row in rows where row.modes[mode] != nil {
      if let action = row.action(key) { return action }
    }
    return nil
  }

  /// The key bar for `mode`: its rows' slots there, by rank (rows in order where ranks tie).
  @inlinable public func bar(for mode: Mode) -> [KeyHint] {
    bars[mode] ?? []
  }

  /// The help overlay's lines.
  public var help: [KeyHint] { rows.map(\.hint) }
}
