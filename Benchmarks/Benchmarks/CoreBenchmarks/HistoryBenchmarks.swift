import Benchmark
import LockApp
import LockRendering
import TerminalRuntime

/// An app core after `runs` direction reversals of hand dialing (alternating keys).
func coreAfterRuns(_ runs: Int) -> AppCore? {
  guard let configuration = try? Configuration() else { return nil }
  var core = AppCore(configuration: configuration, width: 80, height: 24)
  var time = 0.0
  for index in 0..<runs {
    time += 0.001
    _ = core.handle(.key(index % 2 == 0 ? .left : .right, at: time))
  }
  _ = core.handle(.frame(at: time + 5))
  return core
}

/// Per-key, per-frame and per-paste cost against the session's history: it must not grow with it.
///
/// Each pair measures the same work after 100 and after 10,000 runs or pastes; the pairs'
/// medians should match.
func historyBenchmarks() {
  for runs in [100, 10_000] {
    Benchmark("AppCore key + scene, after \(runs) runs", configuration: .init(scalingFactor: .kilo))
    { benchmark in
      guard var core = coreAfterRuns(runs) else { return }
      var time = 10.0
      var count = 0
      benchmark.startMeasurement()  // the history is built outside the measurement
      for index in benchmark.scaledIterations {
        time += 0.001
        _ = core.handle(.key(index % 2 == 0 ? .left : .right, at: time))
        count += core.scene(at: time).trail.count
      }
      blackHole(count)
    }
  }
  for earlier in [100, 10_000] {
    Benchmark(
      "AppCore paste of 100 characters, after \(earlier) pastes",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      guard let configuration = try? Configuration() else { return }
      var core = AppCore(configuration: configuration, width: 80, height: 24)
      let chunk = String(repeating: "1-", count: 50)
      var time = 0.0
      for _ in 0..<earlier {
        time += 0.001
        _ = core.handle(.paste(chunk, at: time))
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += 0.001
        _ = core.handle(.paste(chunk, at: time))
      }
      blackHole(core.composing?.count ?? 0)
    }
  }
}
