import LockModel
import TerminalRuntime

extension LockRenderer {
  /// The lock state: OPEN, or LOCKED with the failed attempts and the cool-down's seconds
  /// left; its width.
  ///
  /// Rule (docs/terminal.md "Output"): the word is a badge, a space of its colour either
  /// side (` LOCKED `), as a key or a tag is in a polished footer; flush against the screen's
  /// edge it read as cut off.
  func paintLockState(
    _ lock: LockScene.LockStateView, x start: Int, y: Int, into buffer: inout CellBuffer
  ) -> Int {
    var x = start
    if lock.isOpen {
      return buffer.write(Self.openBadge, x: x, y: y, style: palette.open)
    }
    x += buffer.write(Self.lockedBadge, x: x, y: y, style: palette.locked)
    if lock.failedAttempts > 0 {
      x += buffer.write(" ", x: x, y: y)
      x += buffer.write(number: lock.failedAttempts, x: x, y: y, style: palette.failure)
      x += buffer.write(" failed", x: x, y: y, style: palette.failure)
    }
    if let wait = lock.lockoutRemaining {
      x += buffer.write(" wait ", x: x, y: y, style: palette.warning)
      x += buffer.write(number: Lock.secondsShown(wait), x: x, y: y, style: palette.warning)
      x += buffer.write("s", x: x, y: y, style: palette.warning)
    }
    return x - start
  }

  /// The status bar, its parts each dropped when it no longer fits.
  ///
  /// The lock state first (always visible, 40 columns included), then the number
  /// under the index, the animator (its state, the playhead and length in seconds as the
  /// timeline gives them, "reversed" spelled out), the speed and the turn. Where they do not
  /// all fit, the turn is kept before the animator and the speed.
  ///
  /// Rule (docs/terminal.md "Output"): the timeline's title says the animator's state and
  /// seconds too, and the turn under way only the status bar spells out; dropped first at
  /// 40 columns, it was the one part fresh reviewers missed.
  mutating func paintStatus(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let y = area.y
    let right = area.x + area.width
    var x = area.x + paintLockState(scene.lock, x: area.x, y: y, into: &buffer)
    let number = scene.dial.numberUnderPointer
    // The numbers that change as the dial turns: bold, but not where bold glyphs overhang
    // (mlterm), whose overhang a changed number leaves in the cell after it.
    let figure = options.fontOverhangs ? palette.text : palette.heading
    let animator = scene.animator
    let secondsWidth =
      animator.seconds.map {
        2 + CellBuffer.digits(Int($0.playhead)) + 3 + CellBuffer.digits(Int($0.duration)) + 3
      } ?? 0
    let stateWidth = animator.state.count + secondsWidth + (animator.isReversed ? 9 : 0)
    let speedWidth = 5
    let turnWidth = animator.turn.flatMap { turn in
      animator.turnTarget.map { target in
        5 + CellBuffer.digits(turn.index) + 1 + CellBuffer.digits(turn.count) + 2
          + CellBuffer.digits(target.number)
      }
    }
    // Each further segment is "| ..." and is written only if it fits whole.
    var room = right - x
    func take(_ width: Int) -> Bool {
      guard room >= 3 + width else { return false }
      room -= 3 + width
      return true
    }
    let showsDial = take(4 + CellBuffer.digits(number))
    let showsTurn = turnWidth.map(take) ?? false
    let showsState = take(stateWidth)
    let showsSpeed = take(speedWidth)
    if showsDial {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write("dial ", x: x, y: y, style: palette.dim)
      x += buffer.write(number: number, x: x, y: y, style: figure)
    }
    if showsState {
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
    if showsSpeed {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      // The multiplication sign, as speeds are written; `x` in ASCII.
      x += buffer.write(options.ascii ? "x" : "\u{D7}", x: x, y: y)
      x += buffer.write(
        decimal: animator.speed, decimals: animator.speed < 0.1 ? 3 : (animator.speed < 1 ? 2 : 1),
        x: x, y: y)
    }
    if showsTurn, let turn = animator.turn, let target = animator.turnTarget {
      x += buffer.write(" | ", x: x, y: y, style: palette.dim)
      x += buffer.write("turn ", x: x, y: y)
      x += buffer.write(number: turn.index, x: x, y: y)
      x += buffer.write("/", x: x, y: y)
      x += buffer.write(number: turn.count, x: x, y: y)
      x += buffer.write(" ", x: x, y: y)
      x += buffer.put(target.direction == .counterclockwise ? "L" : "R", x: x, y: y)
      x += buffer.write(number: target.number, x: x, y: y, style: figure)
    }
    paintFooterBand(area, into: &buffer)
  }
}
