/// What a terminal sent, decoded.
public enum TerminalInput: Sendable, Hashable {
  /// A key press (or an auto-repeat).
  case key(Key)
  /// A key release (kitty keyboard protocol).
  case release(Key)
  /// Text pasted between bracketed-paste markers.
  case paste(String)
  /// A mouse action at a 0-based cell.
  case mouse(MouseAction, column: Int, row: Int)
  /// Ctrl-C arrived as a key (the kitty protocol turns signals into keys): quit.
  case interrupt
  /// Ctrl-Z arrived as a key: suspend.
  case suspend
  /// Ctrl-\ arrived as a key (kitty protocol): quit as SIGQUIT would, without a report.
  case quit
  /// Ctrl-L: write the whole screen again (what is on it is no longer what was drawn: another
  /// program wrote over it, or tmux drew it in fewer colours before its own terminal answered).
  case redraw
  /// The terminal answered one of lockdial's queries (never a key, never text).
  case answer(TerminalAnswer)
}

extension TerminalInput {
  /// The app event this input is at `time`: keys, releases, pastes and mouse actions; `nil` for
  /// what the terminal front end acts on itself (answers, Ctrl-C, Ctrl-Z, Ctrl-\, Ctrl-L).
  public func event(at time: Double) -> AppEvent? {
    switch self {
    case .key(let key): return .key(key, at: time)
    case .release(let key): return .release(key, at: time)
    case .paste(let text): return .paste(text, at: time)
    case .mouse(let action, let column, let row):
      return .mouse(action, column: column, row: row, at: time)
    case .answer, .interrupt, .suspend, .quit, .redraw: return nil
    }
  }
}

/// An answer to one of the queries lockdial sends at start (recognised whenever it
/// arrives, however late, and never taken for keys).
public enum TerminalAnswer: Sendable, Hashable {
  /// `CSI ? flags u`: the kitty keyboard protocol is there (its current flags).
  case kittyKeyboard(flags: Int)
  /// `CSI ? mode ; setting $ y` (DECRPM): 0 unknown mode, 1 set, 2 reset, 3 always set,
  /// 4 always reset.
  case mode(Int, setting: Int)
  /// `CSI ? … c` (DA1): the primary device attributes, which end every batch of answers.
  case deviceAttributes
  /// `CSI > Pp ; Pv ; Pc c` (DA2): the terminal's type (`Pp`; xterm says 41) and version.
  case secondaryAttributes(terminal: Int, version: Int)
  /// `OSC 11 ; rgb:r/g/b`: the background colour, each channel 0…1.
  case background(red: Double, green: Double, blue: Double)
  /// `CSI 6 ; height ; width t` (XTWINOPS 16): a cell's size in pixels.
  case cellPixels(width: Int, height: Int)
  /// `CSI 4 ; height ; width t` (XTWINOPS 14): the text area's size in pixels, which VTE and
  /// alacritty answer where they answer no cell size.
  case areaPixels(width: Int, height: Int)
}

extension TerminalAnswer {
  /// A cell's size in pixels from an XTWINOPS answer, for a terminal of `columns` × `rows`;
  /// `nil` for any other answer, for an empty size, or when a size is under a pixel a cell.
  ///
  /// Rule (docs/terminal.md "Cell shape"): the text area's pixels are divided by the cells
  /// (rounded down: VTE counts its padding in), a cell's are taken as they are.
  public func cellPixels(columns: Int, rows: Int) -> (width: Int, height: Int)? {
    let size: (width: Int, height: Int)
    switch self {
    case .cellPixels(let width, let height): size = (width, height)
    case .areaPixels(let width, let height):
      guard columns > 0, rows > 0 else { return nil }
      size = (width / columns, height / rows)
    default: return nil
    }
    return size.width > 0 && size.height > 0 ? size : nil
  }
}
