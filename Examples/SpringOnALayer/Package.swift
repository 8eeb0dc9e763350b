// swift-tools-version: 6.0
// An outside package that uses AnimationCore and nothing else of lockdial: what a Swift developer
// writes to depend on the engine. `make example` builds it against a local clone of this
// repository, tagged with the current version and put in the place of its URL (a SwiftPM mirror).
import PackageDescription

let package = Package(
  name: "SpringOnALayer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/lockdial/lockdial", from: "0.2.0")
  ],
  targets: [
    .executableTarget(
      name: "SpringOnALayer",
      dependencies: [.product(name: "AnimationCore", package: "lockdial")])
  ]
)
