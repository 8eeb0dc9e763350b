import AnimationCore
import LockTestSupport
import Testing

/// 10,000 random call sequences at random times: no trap, legal states, fractionComplete always
/// finite and in 0…1, each completion at most once and never after stopping without finishing.
struct PropertyAnimatorPropertyTests {
  struct Log: Sendable {
    var fired: [Int] = []
    var value = 0.0
  }

  @Test func randomCallSequencesKeepTheInvariants() throws {
    var random = SeededGenerator(seed: 2026_11_22)
    let timings: [AnimatorTiming] = [
      .curve(.easeInEaseOut), .curve(.linear), .curve(try TimingCurve.steps(4)),
      .spring(try Spring(stiffness: 300, damping: 12)),
      .dampedSpring(dampingRatio: 0.7, initialVelocity: 2),
    ]
    var nextCompletion = 0
    var totalFired = 0
    for sequence in 0..<10_000 {
      var animator = try PropertyAnimator(
        model: Log(), duration: Double.random(in: 0...2, using: &random),
        timing: timings[sequence % timings.count])
      var time = 0.0
      var cancelled: Set<Int> = []
      var pending: [Int] = []
      for _ in 0..<Int.random(in: 1...24, using: &random) {
        time += Double.random(in: 0...0.4, using: &random)
        let stateBefore = animator.state
        do {
          switch Int.random(in: 0..<16, using: &random) {
          case 0: try animator.startAnimation(at: time)
          case 1:
            try animator.startAnimation(
              afterDelay: Double.random(in: -0.2...0.5, using: &random), at: time)
          case 2: try animator.pauseAnimation(at: time)
          case 3:
            try animator.stopAnimation(withoutFinishing: true, at: time)
            if stateBefore == .active {
              // Whatever did not fire by now (a natural end inside the call fires first) never will.
              let firedNow = animator.model.fired
              cancelled.formUnion(pending.filter { !firedNow.contains($0) })
              pending = []
            }
          case 4: try animator.stopAnimation(withoutFinishing: false, at: time)
          case 5:
            try animator.finishAnimation(
              at: AnimatingPosition.allCases.randomElement(using: &random) ?? .end, time: time)
          case 6: try animator.setFractionComplete(Double.random(in: -0.5...1.5, using: &random))
          case 7: try animator.setReversed(Bool.random(using: &random), at: time)
          case 8:
            try animator.continueAnimation(
              timing: Bool.random(using: &random) ? nil : timings.randomElement(using: &random),
              durationFactor: Double.random(in: -0.1...2, using: &random), at: time)
          case 9:
            try animator.addAnimations(
              { log, f in log.value = f },
              delayFactor: Double.random(in: -0.1...1.1, using: &random))
          case 10:
            let id = nextCompletion
            nextCompletion += 1
            animator.addCompletion { log, _ in log.fired.append(id) }
            pending.append(id)
          case 11: try animator.setScrubsLinearly(Bool.random(using: &random))
          case 12: try animator.setInterruptible(Bool.random(using: &random))
          case 13: try animator.setPausesOnCompletion(Bool.random(using: &random))
          default: _ = animator.advance(to: time)
          }
        } catch {
          // Refusals are part of the contract; the invariants below must still hold.
        }
        let fraction = animator.fractionComplete(at: time)
        #expect(fraction.isFinite && fraction >= 0 && fraction <= 1)
        let running = animator.isRunning
        let state = animator.state
        #expect(!running || state == .active)
        let fired = animator.model.fired
        pending.removeAll { fired.contains($0) }
        if Set(fired).count != fired.count || !cancelled.isDisjoint(with: fired) {
          Issue.record("sequence \(sequence): completions \(fired), cancelled \(cancelled)")
          return
        }
        #expect(animator.presentation(at: time).value.isFinite)
      }
      totalFired += animator.model.fired.count
    }
    #expect(
      totalFired > 1_000, "the random walk reaches completions often enough to mean something")
  }
}
