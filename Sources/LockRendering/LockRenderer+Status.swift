import LockModel

extension LockRenderer {
  /// The status bar: the lock state first (always visible, 40 columns included), then the number
  /// under the pointer, the animator, the speed and the turn, each dropped when it no longer
  /// fits.
  mutating func paintStatus(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let y = area.y
    let right = area.x + area.width
    var x = area.x
    let lock = scene.lock
    if lock.isOpen {
      x += buffer.write(
        Self.openWord, x: x, y: y, style: Style(foreground: .green, attributes: [.bold, .reverse]))
    } else {
      x += buffer.write(
        Self.lockedWord, x: x, y: y, style: Style(foreground: .red, attributes: [.bold, .reverse]))
      if lock.failedAttempts > 0 {
        x += buffer.write(" ", x: x, y: y)
        x += buffer.write(number: lock.failedAttempts, x: x, y: y, style: Style(foreground: .red))
        x += buffer.write(" failed", x: x, y: y, style: Style(foreground: .red))
      }
      if let wait = lock.lockoutRemaining {
        x += buffer.write(" wait ", x: x, y: y, style: Style(foreground: .yellow))
        x += buffer.write(
          number: Lock.secondsShown(wait), x: x, y: y,
          style: Style(foreground: .yellow, attributes: .bold))
        x += buffer.write("s", x: x, y: y, style: Style(foreground: .yellow))
      }
    }
    // Each further segment is "| ..." and is written only if it fits whole.
    func fits(_ width: Int) -> Bool { x + 3 + width <= right }
    let number = scene.dial.numberUnderPointer
    if fits(4 + digits(number)) {
      x += buffer.write(" | ", x: x, y: y, style: Style(attributes: .dim))
      x += buffer.write("dial ", x: x, y: y, style: Style(attributes: .dim))
      x += buffer.write(number: number, x: x, y: y, style: Style(attributes: .bold))
    }
    let animator = scene.animator
    let stateWidth =
      animator.state.count + (animator.fraction == nil ? 0 : 5) + (animator.isReversed ? 4 : 0)
    if fits(stateWidth) {
      x += buffer.write(" | ", x: x, y: y, style: Style(attributes: .dim))
      x += buffer.write(animator.state, x: x, y: y)
      if let fraction = animator.fraction {
        x += buffer.write(" ", x: x, y: y)
        x += buffer.write(decimal: fraction, decimals: 2, x: x, y: y)
      }
      if animator.isReversed {
        x += buffer.write(" rev", x: x, y: y, style: Style(foreground: .magenta))
      }
    }
    if fits(5) {
      x += buffer.write(" | ", x: x, y: y, style: Style(attributes: .dim))
      x += buffer.write("x", x: x, y: y)
      x += buffer.write(
        decimal: animator.speed, decimals: animator.speed < 0.1 ? 3 : (animator.speed < 1 ? 2 : 1),
        x: x, y: y)
    }
    if let turn = animator.turn, let target = animator.turnTarget,
      fits(5 + digits(turn.index) + 1 + digits(turn.count) + 2 + digits(target.number))
    {
      x += buffer.write(" | ", x: x, y: y, style: Style(attributes: .dim))
      x += buffer.write("turn ", x: x, y: y)
      x += buffer.write(number: turn.index, x: x, y: y)
      x += buffer.write("/", x: x, y: y)
      x += buffer.write(number: turn.count, x: x, y: y)
      x += buffer.write(" ", x: x, y: y)
      x += buffer.put(target.direction == .counterclockwise ? "L" : "R", x: x, y: y)
      x += buffer.write(number: target.number, x: x, y: y, style: Style(attributes: .bold))
    }
  }

  /// The help overlay: a framed box in the middle listing every key.
  mutating func paintHelp(_ lines: [String], into buffer: inout CellBuffer) {
    guard !lines.isEmpty else { return }
    let inner = min(lines.map { CharacterWidth.of($0) }.max() ?? 0, buffer.width - 4)
    let height = min(lines.count, buffer.height - 4)
    guard inner > 4, height > 0 else { return }
    let left = (buffer.width - inner - 4) / 2
    let top = (buffer.height - height - 2) / 2
    let frame = Style(attributes: .bold)
    buffer.fill(x: left, y: top, width: inner + 4, height: height + 2, with: .blank)
    for column in left..<(left + inner + 4) {
      buffer.put("-", x: column, y: top, style: frame)
      buffer.put("-", x: column, y: top + height + 1, style: frame)
    }
    for row in top..<(top + height + 2) {
      buffer.put("|", x: left, y: row, style: frame)
      buffer.put("|", x: left + inner + 3, y: row, style: frame)
    }
    for corner in [
      (left, top), (left + inner + 3, top), (left, top + height + 1),
      (left + inner + 3, top + height + 1),
    ] {
      buffer.put("+", x: corner.0, y: corner.1, style: frame)
    }
    buffer.write(" keys ", x: left + 2, y: top, style: frame)
    for (row, line) in lines.prefix(height).enumerated() {
      writeClipped(line, x: left + 2, y: top + 1 + row, width: inner, style: .plain, into: &buffer)
    }
  }
}
