import AnimationCore
import Benchmark
import Gestures

/// Evaluations per benchmark iteration are folded in with `scalingFactor`, so the reported
/// (scaled) wall-clock time is the cost of one evaluation.
let benchmarks: @Sendable () -> Void = {
  renderBenchmarks()
  historyBenchmarks()
  dialLayerBenchmarks()
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 3,
    scalingFactor: .mega,
    maxDuration: .seconds(2),
    maxIterations: 20
  )

  let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
  let points = (0..<1000).map { (Double($0) + 0.5) / 1000 }

  // Five named curves at 1,000 points each, cycled: one scaled iteration = one evaluation.
  Benchmark("TimingCurve.value(at:) named curves") { benchmark in
    var index = 0
    var curveIndex = 0
    var curve = curves[curveIndex]
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += curve.value(at: points[index])
      index += 1
      if index == points.count {
        index = 0
        curveIndex = curveIndex == curves.count - 1 ? 0 : curveIndex + 1
        curve = curves[curveIndex]
      }
    }
    blackHole(sum)
  }

  Benchmark("TimingCurve.value(at:) easeInEaseOut") { benchmark in
    let curve = TimingCurve.easeInEaseOut
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += curve.value(at: points[index])
      index = index == points.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  let timings: [MediaTiming] = [
    MediaTiming(beginTime: 1, duration: 2, fillMode: .both),
    MediaTiming(duration: 1, speed: 2, timeOffset: 0.5, repeatCount: 2.5, fillMode: .forwards),
    MediaTiming(duration: 1, repeatDuration: 1.5, autoreverses: true, fillMode: .forwards),
    MediaTiming(beginTime: 1, duration: 1, speed: -1),
  ]
  let times = (0..<1000).map { Double($0) * 0.004 }

  Benchmark("MediaTiming.progress(at:)") { benchmark in
    var index = 0
    var timingIndex = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += timings[timingIndex].progress(at: times[index]) ?? 0
      index += 1
      if index == times.count {
        index = 0
        timingIndex = timingIndex == timings.count - 1 ? 0 : timingIndex + 1
      }
    }
    blackHole(sum)
  }

  Benchmark("Spring.value(at:)") { benchmark in
    let springs = [
      (try? Spring(stiffness: 100, damping: 10)), (try? Spring(stiffness: 100, damping: 20)),
      (try? Spring(stiffness: 100, damping: 30)),
    ].compactMap { $0 }
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += springs[index % springs.count].value(at: times[index])
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  // A layer carrying seed 000's six-turn dialing group and a spinner (an endless cumulative
  // rotation and a stroke-end animation), queried at 10,000 times across the whole run.
  Benchmark(
    "Layer.presentation(at:) dial group + spinner",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    let layer = dialAndSpinnerLayer()
    let times = (0..<10_000).map { Double($0) * 0.0016 }
    var index = 0
    var sum = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let scene = layer.presentation(at: times[index])
      sum += scene.dial.radians + scene.ring.radians + scene.stroke.end
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  // The property animator while running: fractionComplete and a two-block presentation.
  Benchmark("PropertyAnimator.fractionComplete(at:)") { benchmark in
    guard var animator = try? runningAnimator() else { return }
    _ = animator.advance(to: 0)
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      sum += animator.fractionComplete(at: times[index] * 0.25)
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  Benchmark("PropertyAnimator.presentation(at:)") { benchmark in
    guard let animator = try? runningAnimator() else { return }
    var index = 0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      let scene = animator.presentation(at: times[index] * 0.25)
      sum += scene.dial.radians + scene.ring.radians
      index = index == times.count - 1 ? 0 : index + 1
    }
    blackHole(sum)
  }

  // One gesture update per input event: a held arrow key at 30 Hz, each repeat a press.
  Benchmark("KeyPanRecognizer.press per event") { benchmark in
    var recognizer = KeyPanRecognizer()
    var time = 0.0
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      time += 1.0 / 30
      for event in recognizer.press(.increase, at: time) { sum += event.translation }
    }
    blackHole(sum)
  }

  Benchmark("DragRecognizer.drag per event") { benchmark in
    var drag = DragRecognizer(center: Point2D(x: 40, y: 12))
    _ = drag.press(column: 50, row: 12, at: 0)
    var time = 0.0
    var sum = 0.0
    var column = 50.0
    for _ in benchmark.scaledIterations {
      time += 0.01
      column = column == 50 ? 49 : 50
      for event in drag.drag(column: column, row: 11, at: time) { sum += event.velocity }
    }
    blackHole(sum)
  }

  Benchmark("InteractiveScrub.handle(changed) per event") { benchmark in
    guard var animator = try? runningAnimator() else { return }
    var scrub = InteractiveScrub(distance: 40)
    try? scrub.handle(
      PanEvent(phase: .began, translation: 0, velocity: 0, time: 0.1), animator: &animator)
    var translation = 0.0
    var time = 0.1
    for _ in benchmark.scaledIterations {
      translation = translation >= 20 ? 0 : translation + 1
      time += 0.01
      try? scrub.handle(
        PanEvent(phase: .changed, translation: translation, velocity: 30, time: time),
        animator: &animator)
    }
    blackHole(animator.fractionComplete(at: time))
  }
}

/// A running 1 s animator turning the dial two stops and the ring a quarter turn.
func runningAnimator() throws -> PropertyAnimator<DialScene> {
  var animator = try PropertyAnimator(model: DialScene(), duration: 1)
  try animator.addAnimations(\.dial, to: .radians(2 * .pi / 10 * 2))
  try animator.addAnimations(\.ring, to: .radians(.pi / 2), delayFactor: 0.25)
  try animator.startAnimation(at: 0)
  return animator
}

struct DialScene: Sendable {
  var dial = Angle.zero
  var ring = Angle.zero
  var stroke = StrokeRange(start: 0, end: 0.5)
}

/// Seed 000: 7-9-6-1-5-2 on ten stops is [7, −8, 7, −5, 4, −3] steps; 0.3 s between turns;
/// each turn takes |angle| × 0.7 s; forwards fill; the group lasts the accumulated time.
func dialAndSpinnerLayer() -> Layer<DialScene> {
  var turns: [any LayerAnimation<DialScene>] = []
  var angle = 0.0
  var time = 0.0
  for (index, steps) in [7, -8, 7, -5, 4, -3].enumerated() {
    let turn = 2 * Double.pi / 10 * Double(steps)
    let delay = index == 0 ? 0 : 0.3
    let timing = MediaTiming(
      beginTime: time + delay, duration: abs(turn) * 0.7, fillMode: .forwards)
    if let animation = try? BasicAnimation<Angle>(
      from: .radians(angle), to: .radians(angle + turn), timing: timing)
    {
      turns.append(animation.on(\DialScene.dial))
    }
    angle += turn
    time += delay + timing.duration
  }
  var layer = Layer(model: DialScene(dial: .radians(angle)))
  layer.add(AnimationGroup(turns, timing: MediaTiming(duration: time)), forKey: "dial")
  if let spin = try? BasicAnimation<Angle>(
    from: .zero, to: .fullTurn, timing: MediaTiming(duration: 1, repeatCount: .infinity),
    isCumulative: true)
  {
    layer.add(spin.on(\DialScene.ring), forKey: "spin")
  }
  if let fill = try? BasicAnimation<StrokeRange>(
    from: StrokeRange(start: 0, end: 0.5), to: StrokeRange(start: 0, end: 1),
    timing: MediaTiming(beginTime: 4, duration: 1, fillMode: .forwards))
  {
    layer.add(fill.on(\DialScene.stroke, removedOnCompletion: false), forKey: "strokeEnd")
  }
  return layer
}
