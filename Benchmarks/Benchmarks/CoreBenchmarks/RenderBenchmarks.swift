import Benchmark
import LockApp
import LockRendering
import TerminalRuntime

/// Scenes of seed 000's auto-dial at 64 times, made by the program's own scene builder
/// (`AppCore.scene(at:)`) once, outside the measurement; with `xray`, the padlock's demo
/// secret dialed with the x-ray shown (docs/mechanism.md §11).
func autoDialScenes(width: Int, height: Int, xray: Bool = false) -> [LockScene] {
  guard let configuration = try? Configuration(protocol: xray ? .padlock : .alternating, xray: xray)
  else { return [] }
  var core = AppCore(configuration: configuration, width: width, height: height)
  _ = core.handle(.text(xray ? "12-30-5" : "7-9-6-1-5-2", at: 0))
  _ = core.handle(.key(.enter, at: 0))
  let duration = xray ? 21.6 : 16.4
  return (0..<64).map { core.scene(at: duration * Double($0) / 63) }
}

/// Renders and diffs frames at a size, alternating two reused buffers: braille in 16 colours,
/// or the filled picture in truecolor when `filled` (on `grid`'s pixels).
func renderBenchmark(
  _ benchmark: Benchmark, width: Int, height: Int, filled: Bool = false, xray: Bool = false,
  grid: Raster.Grid = .halves
) {
  let scenes = autoDialScenes(width: width, height: height, xray: xray)
  var options = filled ? RenderOptions(color: true, depth: .truecolor) : RenderOptions()
  options.grid = grid
  var renderer = LockRenderer(options: options)
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

/// One render benchmark: its name's suffix, the screen, and how it draws.
struct RenderCase: Sendable {
  var suffix: String
  var width: Int
  var height: Int
  var filled = false
  var xray = false
  var grid = Raster.Grid.halves
}

/// Braille in 16 colours; the filled picture, whose every auto-dial frame turns the dial, so
/// each is a whole frame of a turning dial (docs/performance.md: at most 1 ms at 80x24, 4 ms at
/// 200x60), in half blocks, in sextants and in quadrants; and the x-ray under the lock (at most
/// 1 ms).
let renderCases = [
  RenderCase(suffix: "", width: 80, height: 24), RenderCase(suffix: "", width: 200, height: 60),
  RenderCase(suffix: ", filled", width: 80, height: 24, filled: true),
  RenderCase(suffix: ", filled", width: 200, height: 60, filled: true),
  RenderCase(suffix: ", filled, sextants", width: 80, height: 24, filled: true, grid: .sextants),
  RenderCase(suffix: ", filled, sextants", width: 200, height: 60, filled: true, grid: .sextants),
  RenderCase(suffix: ", filled, quadrants", width: 80, height: 24, filled: true, grid: .quadrants),
  RenderCase(suffix: ", filled, x-ray", width: 80, height: 24, filled: true, xray: true),
]

let renderBenchmarks: @Sendable () -> Void = {
  for item in renderCases {
    Benchmark(
      "LockRenderer.render + diff \(item.width)x\(item.height)\(item.suffix)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: item.width > 80 ? 500 : 2000)
    ) { benchmark in
      renderBenchmark(
        benchmark, width: item.width, height: item.height, filled: item.filled, xray: item.xray,
        grid: item.grid)
    }
  }
}
