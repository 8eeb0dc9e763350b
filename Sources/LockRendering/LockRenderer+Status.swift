import LockModel
import TerminalRuntime

extension LockRenderer {
  /// The status bar: the lock state first (always visible, 40 columns included), then the number
  /// under the index, the animator (its state, the playhead and length in seconds as the
  /// timeline gives them, "reversed" spelled out), the speed and the turn, each dropped when it
  /// no longer fits.
  mutating func paintStatus(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let y = area.y
    let right = area.x + area.width
    var x = area.x
    let lock = scene.lock
    if lock.isOpen {
      x += buffer.write(
        Self.openWord, x: x, y: y, style: palette.open)
    } else {
      x += buffer.write(
        Self.lockedWord, x: x, y: y, style: palette.locked)
      if lock.failedAttempts > 0 {
        x += buffer.write(" ", x: x, y: y)
        x += buffer.write(number: lock.failedAttempts, x: x, y: y, style: palette.failure)
        x += buffer.write(" failed", x: x, y: y, style: palette.failure)
      }
      if let wait = lock.lockoutRemaining {
        x += buffer.write(" wait ", x: x, y: y, style: palette.warning)
        x += buffer.write(
          number: Lock.secondsShown(wait), x: x, y: y,
          style: palette.warning)
        x += buffer.write("s", x: x, y: y, style: palette.warning)
      }
    }
    // Each further segment is "| ..." and is written only if it fits whole.
    func fits(_ width: Int) -> Bool { x + 3 + width <= right }
    let number = scene.dial.numberUnderPointer
    if fits(4 + digits(number)) {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write("dial ", x: x, y: y, style: palette.dim)
      x += buffer.write(number: number, x: x, y: y, style: palette.heading)
    }
    let animator = scene.animator
    let secondsWidth =
      animator.seconds.map { 2 + digits(Int($0.playhead)) + 3 + digits(Int($0.duration)) + 3 } ?? 0
    let stateWidth = animator.state.count + secondsWidth + (animator.isReversed ? 9 : 0)
    if fits(stateWidth) {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write(animator.state, x: x, y: y)
      if let seconds = animator.seconds {
        x += buffer.write(" ", x: x, y: y)
        x += writeSeconds(seconds.playhead, of: seconds.duration, x: x, y: y, into: &buffer)
      }
      if animator.isReversed {
        x += buffer.write(" reversed", x: x, y: y, style: palette.reversed)
      }
    }
    if fits(5) {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write("x", x: x, y: y)
      x += buffer.write(
        decimal: animator.speed, decimals: animator.speed < 0.1 ? 3 : (animator.speed < 1 ? 2 : 1),
        x: x, y: y)
    }
    if let turn = animator.turn, let target = animator.turnTarget,
      fits(5 + digits(turn.index) + 1 + digits(turn.count) + 2 + digits(target.number))
    {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write("turn ", x: x, y: y)
      x += buffer.write(number: turn.index, x: x, y: y)
      x += buffer.write("/", x: x, y: y)
      x += buffer.write(number: turn.count, x: x, y: y)
      x += buffer.write(" ", x: x, y: y)
      x += buffer.put(target.direction == .counterclockwise ? "L" : "R", x: x, y: y)
      x += buffer.write(number: target.number, x: x, y: y, style: palette.heading)
    }
  }

  /// The help overlay: a framed box in the middle listing every key, then the note.
  ///
  /// Rule (docs/terminal.md "Output"): it fits every size from 40×16 up — with the full
  /// descriptions when they fit (wrapped in their column), else with the short ones, which fit
  /// 40×16 by design; the status bar below it always stays in view.
  public mutating func paintHelp(_ help: [KeyHint], note: String?, into buffer: inout CellBuffer) {
    guard !help.isEmpty else { return }
    let keysWidth = help.map { CharacterWidth.of($0.keys) }.max() ?? 0
    let maxInner = buffer.width - 4
    let maxRows = buffer.height - 3  // the frame, and the status bar stays in view
    let noteWidth = note.map { CharacterWidth.of($0) } ?? 0
    /// The rows the table needs with `full` descriptions in an inner width of `inner`.
    func rows(full: Bool, inner: Int) -> Int {
      let room = max(inner - keysWidth - 2, 1)
      var count = 0
      for hint in help {
        let text = full ? hint.action : hint.short
        count += max((CharacterWidth.of(text) + room - 1) / room, 1)
      }
      if note != nil { count += max((noteWidth + inner - 1) / inner, 1) }
      return count
    }
    let fullWidth = keysWidth + 2 + (help.map { CharacterWidth.of($0.action) }.max() ?? 0)
    let inner = min(max(fullWidth, noteWidth), maxInner)
    let full = rows(full: true, inner: inner) <= maxRows
    let shortWidth = keysWidth + 2 + (help.map { CharacterWidth.of($0.short) }.max() ?? 0)
    let width = full ? inner : min(max(shortWidth, min(noteWidth, maxInner)), maxInner)
    let height = min(rows(full: full, inner: width), maxRows)
    guard width > keysWidth + 4, height > 0 else { return }
    let left = (buffer.width - width - 4) / 2
    let top = (buffer.height - 1 - height - 2) / 2
    let frame = palette.heading
    buffer.fill(x: left, y: top, width: width + 4, height: height + 2, with: .blank)
    for column in left..<(left + width + 4) {
      buffer.put("-", x: column, y: top, style: frame)
      buffer.put("-", x: column, y: top + height + 1, style: frame)
    }
    for row in top..<(top + height + 2) {
      buffer.put("|", x: left, y: row, style: frame)
      buffer.put("|", x: left + width + 3, y: row, style: frame)
    }
    for corner in [
      (left, top), (left + width + 3, top), (left, top + height + 1),
      (left + width + 3, top + height + 1),
    ] {
      buffer.put("+", x: corner.0, y: corner.1, style: frame)
    }
    buffer.write(" keys ", x: left + 2, y: top, style: frame)
    var y = top + 1
    let bottom = top + 1 + height
    for hint in help where y < bottom {
      buffer.write(hint.keys, x: left + 2, y: y, style: palette.heading)
      y += writeWrapped(
        full ? hint.action : hint.short, x: left + 2 + keysWidth + 2, y: y,
        width: width - keysWidth - 2, rows: bottom - y, style: palette.text, into: &buffer)
    }
    if let note, y < bottom {
      writeWrapped(
        note, x: left + 2, y: y, width: width, rows: bottom - y, style: palette.dim, into: &buffer)
    }
  }
}
