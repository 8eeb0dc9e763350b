// swift-tools-version: 6.0
import PackageDescription

/// What every library target sets: the Swift 6 language mode and nothing else.
///
/// A package that depends on this one builds with its own choices. The project's own strictness
/// (warnings are errors) is `make test`'s: `-Xswiftc -warnings-as-errors`.
let library: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The program's settings: the library's, and cross-module optimization in release builds.
///
/// The program's own generic code is specialized where it is used; the library's hot paths do
/// without (docs/performance.md: no iterator over existentials in the per-frame code).
let program: [SwiftSetting] =
  library + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

/// Release builds of the command-line module without LLVM's merging of identical functions.
///
/// Swift 6.3 merges `ReplayScript.run`'s closure specialized for the lock (`AppCore`) with the
/// one for the gallery (`BlocksProgram`), and the lock's forwarder then calls the merged body
/// with a context of the wrong shape: `replay` crashes (signal 11) in release builds only.
/// LockCLI is in no product, so the flag reaches no package that depends on this one.
let noMergedFunctions: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-llvm-merge-functions-pass"], .when(configuration: .release))
]

/// How `swift build -c release` links the program on Linux: one static executable.
///
/// Resident memory within 8 MB (docs/performance.md): the Swift runtime, Foundation's essentials,
/// ncurses and the C and C++ libraries linked in, so only the pages the program runs are resident
/// instead of most of ten shared libraries (15 MB with them, 11.4 MB with only the Swift runtime
/// static). lld, because it packs the 40,000 relative relocations into 8 KB (RELR) that gold would
/// make the loader read (940 KB). Release only: AddressSanitizer (`make test-asan`, a debug build)
/// cannot link statically. Linux only: elsewhere the platform's own linker and libraries.
let staticRelease: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-static-executable", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      // The functions a session runs, side by side (scripts/order-functions): 9.3 → 6.9 MB.
      "-Xlinker",
      "--symbol-ordering-file=\(Context.packageDirectory)/scripts/hot-functions.order",
      "-Xlinker", "--no-warn-symbol-ordering",
    ],
    .when(platforms: [.linux], configuration: .release)),
  // What the static libraries need that the shared ones bring themselves.
  .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
  .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
  .linkedLibrary("tinfo", .when(platforms: [.linux], configuration: .release)),
]

/// The program's own modules as products, for the Benchmarks package alone.
///
/// `make bench` sets `LOCKDIAL_BENCHMARKS=1` so that Benchmarks/Package.swift can measure the
/// model, the renderer and the app; without it a package that depends on this one sees only the
/// versioned library (AnimationCore, Gestures, TerminalRuntime).
let measuredModules: [Product] =
  Context.environment["LOCKDIAL_BENCHMARKS"] == "1"
  ? ["LockModel", "LockRendering", "LockApp"].map { .library(name: $0, targets: [$0]) } : []

let package = Package(
  name: "lockdial",
  // The library's parameterized existentials (`any LayerAnimation<Model>`) need these; the
  // program itself is built on Linux (docs/README's install section says what elsewhere).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    // The library, versioned by semver: the timing engine, the gestures on it, and the
    // terminal runtime programs are built on.
    .library(name: "AnimationCore", targets: ["AnimationCore"]),
    .library(name: "Gestures", targets: ["Gestures"]),
    .library(name: "TerminalRuntime", targets: ["TerminalRuntime"]),
    // No product for the program: SwiftPM makes one for an executable target of the package
    // being built (`swift build --product lockdial-tui`, `swift run`), and a package that
    // depends on this one fetches only what its products need, so swift-argument-parser is
    // fetched for the program alone (make example checks it).
  ] + measuredModules,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Public modules
    .target(name: "AnimationCore", exclude: ["README.md"], swiftSettings: library),
    .target(
      name: "Gestures", dependencies: ["AnimationCore"], exclude: ["README.md"],
      swiftSettings: library),
    .target(
      name: "LockModel", dependencies: ["AnimationCore"], exclude: ["README.md"],
      swiftSettings: library),
    .target(
      name: "TerminalRuntime", dependencies: ["AnimationCore", "Gestures"],
      exclude: ["README.md"], swiftSettings: library),
    .target(
      name: "LockRendering",
      dependencies: [
        "LockModel", "AnimationCore", "TerminalRuntime",
        .product(name: "RealModule", package: "swift-numerics"),
      ],
      exclude: ["README.md"], swiftSettings: library),
    .target(
      name: "LockApp",
      dependencies: ["AnimationCore", "Gestures", "LockModel", "LockRendering", "TerminalRuntime"],
      exclude: ["README.md"], swiftSettings: library),
    .target(
      name: "LockGallery",
      dependencies: [
        "AnimationCore", "Gestures", "LockModel", "LockRendering", "TerminalRuntime",
      ],
      exclude: ["README.md"], swiftSettings: library),
    .target(
      name: "LockCLI",
      dependencies: [
        "LockApp", "LockGallery", "LockModel", "TerminalRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"], swiftSettings: library + noMergedFunctions),

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
      exclude: ["README.md"], swiftSettings: program,
      linkerSettings: staticRelease),

    // Fuzzing (make fuzz): the targets' bodies, and one executable per target, since libFuzzer
    // brings its own main. Without -DFUZZING each executable replays files or corpora instead.
    .target(
      name: "LockFuzz",
      dependencies: [
        "CLibFuzzer", "LockApp", "LockCLI", "LockModel", "LockRendering", "TerminalRuntime",
      ],
      path: "Fuzz/LockFuzz", swiftSettings: library),
    .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
  ]
    + ["decoder", "replay", "combination", "secret", "core"].map { name in
      .executableTarget(
        name: "fuzz-\(name)", dependencies: ["LockFuzz"], path: "Fuzz/fuzz-\(name)",
        swiftSettings: library)
    } + [
      // Test support
      .target(
        name: "LockTestSupport", dependencies: ["LockModel"], exclude: ["README.md"],
        swiftSettings: library),

      // Tests
      .testTarget(
        name: "AnimationCoreTests", dependencies: ["AnimationCore", "LockTestSupport"],
        swiftSettings: library),
      .testTarget(
        name: "LockModelTests", dependencies: ["LockModel", "AnimationCore", "LockTestSupport"],
        swiftSettings: library),
      .testTarget(
        name: "LockRenderingTests",
        dependencies: [
          "LockRendering", "LockApp", "LockModel", "AnimationCore", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Frames"], swiftSettings: library),
      .testTarget(
        name: "LockAppTests",
        dependencies: [
          "LockApp", "LockCLI", "LockFuzz", "LockModel", "LockRendering", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Scripts"], swiftSettings: library),
      .testTarget(
        name: "LockGalleryTests",
        dependencies: [
          "LockGallery", "LockApp", "LockCLI", "LockRendering", "AnimationCore", "LockTestSupport",
          "TerminalRuntime",
        ],
        exclude: ["Frames"], swiftSettings: library),
      .testTarget(
        name: "TerminalRuntimeTests",
        dependencies: ["TerminalRuntime", "Gestures", "AnimationCore", "LockTestSupport"],
        swiftSettings: library),
      .testTarget(
        name: "LockCLITests",
        dependencies: [
          "LockCLI", "LockApp", "LockGallery", "LockModel", "LockRendering", "LockTestSupport",
          "TerminalRuntime",
          .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        exclude: ["Frames"], swiftSettings: library),
      .testTarget(
        name: "GesturesTests", dependencies: ["Gestures", "AnimationCore", "LockTestSupport"],
        swiftSettings: library),
      // Drives the built lockdial-tui in tmux and on ptys of its own (make test builds it first).
      .target(name: "CTestPty", path: "Tests/CTestPty"),
      .testTarget(
        name: "EndToEndTests",
        dependencies: ["LockApp", "LockCLI", "LockRendering", "TerminalRuntime", "CTestPty"],
        swiftSettings: library),
      // Drives it in xterm and kitty under Xvfb with xdotool (make test runs it last, alone).
      .testTarget(
        name: "EmulatorTests", dependencies: ["LockRendering", "TerminalRuntime"],
        swiftSettings: library),
    ]
)
