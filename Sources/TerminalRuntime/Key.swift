/// A key, as the app core sees it (the front end decodes terminal input into these).
public enum Key: Sendable, Hashable, CustomStringConvertible {
  /// ←.
  case left
  /// →.
  case right
  /// ↑.
  case up
  /// ↓.
  case down
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Enter / Return.
  case enter
  /// Escape.
  case escape
  /// The space bar.
  case space
  /// Backspace.
  case backspace
  /// Tab.
  case tab
  /// Any other character, as typed.
  case character(Character)

  /// The name replay scripts and traces use: Left, Right, …, or the character itself.
  public var description: String {
    switch self {
    case .left: return "Left"
    case .right: return "Right"
    case .up: return "Up"
    case .down: return "Down"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .enter: return "Enter"
    case .escape: return "Escape"
    case .space: return "Space"
    case .backspace: return "Backspace"
    case .tab: return "Tab"
    case .character(let character): return String(character)
    }
  }

  /// The key a typed character stands for: Space for a space, else the character.
  public init(typed character: Character) {
    self = character == " " ? .space : .character(character)
  }

  /// The key named `name` (a name above, or a single character), or `nil`.
  public init?(name: String) {
    switch name {
    case "Left": self = .left
    case "Right": self = .right
    case "Up": self = .up
    case "Down": self = .down
    case "PageUp": self = .pageUp
    case "PageDown": self = .pageDown
    case "Enter": self = .enter
    case "Escape": self = .escape
    case "Space", " ": self = .space
    case "Backspace": self = .backspace
    case "Tab": self = .tab
    default:
      guard name.count == 1, let character = name.first else { return nil }
      self = .character(character)
    }
  }
}

/// A mouse action at a cell (0-based column and row).
public enum MouseAction: String, Sendable, Hashable {
  /// Button 1 went down.
  case press
  /// The pointer moved with the button down.
  case drag
  /// The button came up.
  case release
  /// One notch of the wheel up.
  case wheelUp = "wheel-up"
  /// One notch of the wheel down.
  case wheelDown = "wheel-down"
}

/// Something that happened to the app, at a time in seconds since the start (wall time).
public enum AppEvent: Sendable, Hashable {
  /// A key press or auto-repeat.
  case key(Key, at: Double)
  /// A key release (kitty keyboard protocol).
  case release(Key, at: Double)
  /// Text typed at once (a replay's `type`).
  case text(String, at: Double)
  /// Pasted text (bracketed paste).
  case paste(String, at: Double)
  /// A mouse action at a cell.
  case mouse(MouseAction, column: Int, row: Int, at: Double)
  /// The terminal is now `columns` × `rows`.
  case resize(columns: Int, rows: Int, at: Double)
  /// The terminal's cells are `width` × `height` pixels (reported by terminals that know; the
  /// shape of a cell decides what "mostly down" means on screen).
  case cellSize(width: Int, height: Int, at: Double)
  /// Time passed (a frame, or a deadline the app asked to be woken at).
  case frame(at: Double)
  /// The terminal now reports key releases (its kitty keyboard answer came): key gestures end at
  /// their release from now on, never by an inferred timeout.
  case releasesReported(at: Double)

  /// A cell's height over its width from a reported pixel size, within 1…4 (a terminal that
  /// reports nonsense cannot make a drag judge by a flat or needle-thin cell); `nil` when the
  /// size is unknown (0).
  public static func cellAspect(width: Int, height: Int) -> Double? {
    guard width > 0, height > 0 else { return nil }
    return min(max(Double(height) / Double(width), 1), 4)
  }

  /// When it happened.
  public var time: Double {
    switch self {
    case .key(_, let time), .release(_, let time), .text(_, let time), .paste(_, let time),
      .frame(let time), .releasesReported(let time):
      return time
    case .mouse(_, _, _, let time), .resize(_, _, let time), .cellSize(_, _, let time):
      return time
    }
  }
}
