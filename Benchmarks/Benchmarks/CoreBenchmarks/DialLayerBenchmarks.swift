import AnimationCore
import Benchmark
import LockModel

/// The dial layer as the app drives it (goal: presentation ≤ 2 µs, docs/performance.md): seed 000's group of six
/// turns held at plan times (Core Animation's scrub), and the most additive springs that move it at once (4).
func dialLayerBenchmarks() {
  let plan: DialingPlan? = {
    guard let dial = try? Dial(stops: 10) else { return nil }
    return DialingPlan(moves: [7, -8, 7, -5, 4, -3], dial: dial)
  }()
  let times = (0..<1000).map { Double($0) / 1000 }

  Benchmark("Dial layer presentation, plan group held", configuration: .init(scalingFactor: .kilo))
  {
    benchmark in
    guard let plan else { return }
    var layer = Layer(model: plan.finalAngle)
    var group = plan.animation(on: \Angle.self)
    group.isRemovedOnCompletion = false
    group.timing.fillMode = .both
    layer.add(group, forKey: "plan")
    layer.pause(at: 0)
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += layer.presentation(atLocalTime: times[index] * plan.duration).radians
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  Benchmark("Dial layer presentation, 4 springs", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    guard let spring = try? Spring(dampingRatio: 0.72, response: 0.2) else { return }
    var layer = Layer(model: Angle.zero)
    for index in 0..<4 {
      guard
        var animation = try? SpringAnimation<Angle>(
          from: .radians(Double(index + 1) * 0.6), to: .zero, spring: spring, isAdditive: true)
      else { return }
      animation.timing.beginTime = Double(index) * 0.01
      layer.add(animation.on(\Angle.self), forKey: "spring \(index)")
    }
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += layer.presentation(at: 0.08 + times[index] * 0.3).radians
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  // The auto-dial's animator as the app runs it: one block, its value the plan time.
  Benchmark(
    "Auto-dial animator presentation (plan time)", configuration: .init(scalingFactor: .mega)
  ) { benchmark in
    guard let duration = plan?.duration else { return }
    var animator = PropertyAnimator(model: 0.0, clampedDuration: duration, curve: .linear)
    try? animator.addAnimations { value, fraction in value = fraction * duration }
    try? animator.startAnimation(at: 0)
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += animator.presentation(at: times[index] * duration)
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }
}
