import AnimationCore
import Benchmark
import LockModel
import LockRendering

/// Scenes of seed 000's auto-dial at 64 times, composed once, outside the measurement.
func autoDialScenes() -> [LockScene] {
  guard let dial = try? Dial(stops: 10),
    let secret = try? Combination([7, 9, 6, 1, 5, 2], dial: dial, protocol: .alternating)
  else { return [] }
  let plan = DialingPlan(combination: secret, protocol: .alternating, dial: dial)
  return (0..<64).map { i in
    let time = plan.duration * Double(i) / 63
    let angle = plan.angle(at: time)
    let index = plan.turnIndex(at: time) ?? 0
    return LockScene(
      dial: .init(stops: 10, angle: angle, numberUnderPointer: dial.number(at: angle)),
      ring: .init(
        rotation: .degrees(90 - 360 * time), stroke: .init(start: 0, end: 0.5), glyphMix: 0,
        showsGlyph: true),
      shackle: .shut,
      timeline: .init(
        turns: plan.turns.map {
          .init(begin: $0.begin, duration: $0.duration, direction: $0.direction, target: $0.target)
        }, duration: plan.duration, playhead: time, isPaused: false, isReversed: false),
      lock: .init(isOpen: false, failedAttempts: 1, lockoutRemaining: nil),
      animator: .init(
        state: "running", fraction: time / plan.duration, isReversed: false, speed: 1,
        turn: (index + 1, 6), turnTarget: (plan.turns[index].target, plan.turns[index].direction)),
      trail: [.init(direction: .counterclockwise, number: 7, wholeTurns: 0)],
      instruction: "R to the 2nd number")
  }
}

/// Renders and diffs frames at a size, alternating two reused buffers.
func renderBenchmark(_ benchmark: Benchmark, width: Int, height: Int) {
  let scenes = autoDialScenes()
  var renderer = LockRenderer()
  var current = CellBuffer(width: width, height: height)
  var previous = CellBuffer(width: width, height: height)
  var changes: [CellChange] = []
  changes.reserveCapacity(width * height)
  for scene in scenes.prefix(2) {  // warm the storage
    renderer.render(scene, into: &current, width: width, height: height)
    swap(&current, &previous)
  }
  var index = 0
  var total = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    renderer.render(scenes[index], into: &current, width: width, height: height)
    current.diff(from: previous, into: &changes)
    total += changes.count
    swap(&current, &previous)
    index = index == scenes.count - 1 ? 0 : index + 1
  }
  blackHole(total)
}

let renderBenchmarks: @Sendable () -> Void = {
  Benchmark(
    "LockRenderer.render + diff 80x24",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2),
      maxIterations: 2000)
  ) { benchmark in
    renderBenchmark(benchmark, width: 80, height: 24)
  }
  Benchmark(
    "LockRenderer.render + diff 200x60",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2),
      maxIterations: 500)
  ) { benchmark in
    renderBenchmark(benchmark, width: 200, height: 60)
  }
}
