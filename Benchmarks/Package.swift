// swift-tools-version: 6.3
// The benchmarks live in their own package so that `swift test` in the root never builds
// ordo-one/benchmark (docs/swift-ncurses-notes.md §7). Run them with `make bench`, which sets
// LOCKDIAL_BENCHMARKS=1: only then does the root offer LockModel, LockRendering and LockApp as
// products.
import PackageDescription

import struct Foundation.URL

/// A path dependency is named after its folder, not its `name:`, so work the folder name out.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "lockdial-benchmarks",
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "AnimationCore", package: root),
        .product(name: "Gestures", package: root),
        .product(name: "LockModel", package: root),
        .product(name: "TerminalRuntime", package: root),
        .product(name: "LockRendering", package: root),
        .product(name: "LockApp", package: root),
      ],
      path: "Benchmarks/CoreBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ]
)
