// swift-tools-version: 6.2
import PackageDescription

/// Settings every target of this package shares: Swift 6 language mode, no warnings.
let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .treatAllWarnings(as: .error),
  // Generics across modules (an animation group of property animations, evaluated every frame)
  // specialized instead of looked up at run time (13,000 instructions a frame).
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

/// How `swift build -c release` links the program: one static executable.
///
/// Resident memory within 8 MB (docs/performance.md): the Swift runtime, Foundation's essentials,
/// ncurses and the C and C++ libraries linked in, so only the pages the program runs are resident
/// instead of most of ten shared libraries (15 MB with them, 11.4 MB with only the Swift runtime
/// static). lld, because it packs the 40,000 relative relocations into 8 KB (RELR) that gold would
/// make the loader read (940 KB). Release only: AddressSanitizer (`make test-asan`, a debug build)
/// cannot link statically.
let staticRelease: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-static-executable", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      // The functions a session runs, side by side (scripts/order-functions): 9.3 → 6.9 MB.
      "-Xlinker",
      "--symbol-ordering-file=\(Context.packageDirectory)/scripts/hot-functions.order",
      "-Xlinker", "--no-warn-symbol-ordering",
    ],
    .when(configuration: .release)),
  // What the static libraries need that the shared ones bring themselves.
  .linkedLibrary("_FoundationCollections", .when(configuration: .release)),
  .linkedLibrary("_FoundationCShims", .when(configuration: .release)),
  .linkedLibrary("tinfo", .when(configuration: .release)),
]

let package = Package(
  name: "lockdial",
  products: [
    // Public modules
    .library(name: "AnimationCore", targets: ["AnimationCore"]),
    .library(name: "Gestures", targets: ["Gestures"]),
    .library(name: "LockModel", targets: ["LockModel"]),
    .library(name: "TerminalRuntime", targets: ["TerminalRuntime"]),
    .library(name: "LockRendering", targets: ["LockRendering"]),
    .library(name: "LockApp", targets: ["LockApp"]),
    .library(name: "LockGallery", targets: ["LockGallery"]),
    // Front end
    .executable(name: "lockdial-tui", targets: ["lockdial-tui"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
  ],
  targets: [
    // Public modules
    .target(name: "AnimationCore", exclude: ["README.md"], swiftSettings: strict),
    .target(
      name: "Gestures", dependencies: ["AnimationCore"], exclude: ["README.md"],
      swiftSettings: strict),
    .target(
      name: "LockModel", dependencies: ["AnimationCore"], exclude: ["README.md"],
      swiftSettings: strict),
    .target(
      name: "TerminalRuntime", dependencies: ["AnimationCore", "Gestures"],
      exclude: ["README.md"], swiftSettings: strict),
    .target(
      name: "LockRendering",
      dependencies: [
        "LockModel", "AnimationCore", "TerminalRuntime",
        .product(name: "RealModule", package: "swift-numerics"),
      ],
      exclude: ["README.md"], swiftSettings: strict),
    .target(
      name: "LockApp",
      dependencies: ["AnimationCore", "Gestures", "LockModel", "LockRendering", "TerminalRuntime"],
      exclude: ["README.md"], swiftSettings: strict),
    .target(
      name: "LockGallery",
      dependencies: [
        "AnimationCore", "Gestures", "LockModel", "LockRendering", "TerminalRuntime",
      ],
      exclude: ["README.md"], swiftSettings: strict),
    .target(
      name: "LockCLI",
      dependencies: [
        "LockApp", "LockGallery", "LockModel", "TerminalRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"], swiftSettings: strict),

    // Front end
    // ncursesw from Debian's libncurses-dev (`make deps`); no pkgConfig: SwiftPM would drop its
    // -D_XOPEN_SOURCE with a warning, and the module map links ncursesw itself.
    .systemLibrary(name: "CNcursesw"),
    .target(name: "CTerminal", exclude: ["README.md"]),
    .executableTarget(
      name: "lockdial-tui",
      dependencies: [
        "CNcursesw", "CTerminal", "LockApp", "LockCLI", "LockGallery", "LockModel",
        "LockRendering", "TerminalRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"], swiftSettings: strict,
      linkerSettings: staticRelease),

    // Fuzzing (make fuzz): the targets' bodies, and one executable per target, since libFuzzer
    // brings its own main. Without -DFUZZING each executable replays files or corpora instead.
    .target(
      name: "LockFuzz",
      dependencies: [
        "CLibFuzzer", "LockApp", "LockCLI", "LockModel", "LockRendering", "TerminalRuntime",
      ],
      path: "Fuzz/LockFuzz", swiftSettings: strict),
    .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
  ]
    + ["decoder", "replay", "combination", "secret", "core"].map { name in
      .executableTarget(
        name: "fuzz-\(name)", dependencies: ["LockFuzz"], path: "Fuzz/fuzz-\(name)",
        swiftSettings: strict)
    } + [
      // Test support
      .target(name: "LockTestSupport", exclude: ["README.md"], swiftSettings: strict),

      // Tests
      .testTarget(
        name: "AnimationCoreTests", dependencies: ["AnimationCore", "LockTestSupport"],
        swiftSettings: strict),
      .testTarget(
        name: "LockModelTests", dependencies: ["LockModel", "AnimationCore", "LockTestSupport"],
        swiftSettings: strict),
      .testTarget(
        name: "LockRenderingTests",
        dependencies: [
          "LockRendering", "LockApp", "LockModel", "AnimationCore", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Frames"], swiftSettings: strict),
      .testTarget(
        name: "LockAppTests",
        dependencies: [
          "LockApp", "LockCLI", "LockFuzz", "LockModel", "LockRendering", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Scripts"], swiftSettings: strict),
      .testTarget(
        name: "LockGalleryTests",
        dependencies: [
          "LockGallery", "LockApp", "LockCLI", "LockRendering", "AnimationCore", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Frames"], swiftSettings: strict),
      .testTarget(
        name: "TerminalRuntimeTests",
        dependencies: ["TerminalRuntime", "Gestures", "AnimationCore", "LockTestSupport"],
        swiftSettings: strict),
      .testTarget(
        name: "LockCLITests",
        dependencies: [
          "LockCLI", "LockApp", "LockGallery", "LockModel", "LockRendering", "LockTestSupport",
          "TerminalRuntime",
          .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        exclude: ["Frames"], swiftSettings: strict),
      .testTarget(
        name: "GesturesTests", dependencies: ["Gestures", "AnimationCore", "LockTestSupport"],
        swiftSettings: strict),
      // Drives the built lockdial-tui in tmux and on ptys of its own (make test builds it first).
      .target(name: "CTestPty", path: "Tests/CTestPty"),
      .testTarget(
        name: "EndToEndTests",
        dependencies: ["LockApp", "LockCLI", "LockRendering", "TerminalRuntime", "CTestPty"],
        swiftSettings: strict),
      // Drives it in xterm and kitty under Xvfb with xdotool (make test runs it last, alone).
      .testTarget(
        name: "EmulatorTests", dependencies: ["LockRendering", "TerminalRuntime"],
        swiftSettings: strict),
    ]
)
