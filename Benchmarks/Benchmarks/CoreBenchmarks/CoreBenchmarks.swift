import AnimationCore
import Benchmark

/// Evaluations per benchmark iteration are folded in with `scalingFactor`, so the reported
/// (scaled) wall-clock time is the cost of one evaluation.
let benchmarks: @Sendable () -> Void = {
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
}
