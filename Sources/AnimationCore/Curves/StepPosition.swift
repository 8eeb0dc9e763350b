/// Where the jumps of a step timing curve sit (CSS `steps()` positions).
public enum StepPosition: Sendable, Hashable, CaseIterable {
  /// The first jump happens at x = 0: the output starts at 1/n.
  case jumpStart
  /// The last jump happens at x = 1: the output is 0 on the first step.
  case jumpEnd
  /// No jump at either end: n − 1 jumps from 0 up to 1.
  case jumpNone
  /// Jumps at both ends: n + 1 levels from 1/(n+1) to 1.
  case jumpBoth
}

extension TimingCurve {
  /// CSS step evaluation (css-easing-1 §2.3 "step easing function"), without the before flag.
  ///
  /// step = ⌊x·n⌋ (+1 for jump-start and jump-both); clamped to 0 when x ≥ 0 and to the jump
  /// count when x ≤ 1; the output is step ÷ jumps, where jumps is n, n + 1 (both) or n − 1 (none).
  static func stepValue(_ x: Double, count: Int, position: StepPosition) -> Double {
    guard !x.isNaN else { return x }
    let n = Double(count)
    var step = (x * n).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = n
    case .jumpBoth: jumps = n + 1
    case .jumpNone: jumps = n - 1
    }
    if x >= 0 && step < 0 { step = 0 }
    if x <= 1 && step > jumps { step = jumps }
    return step / jumps
  }
}
