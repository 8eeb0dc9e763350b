import ArgumentParser
import LockApp
import LockCLI
import LockGallery
import TerminalRuntime

/// `lockdial-tui demo`: the seed gallery, in the terminal or headless.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "The seed gallery: each lesson of the five seeds, playable and renderable headless.",
    discussion: """
      Without a name, lists the demos. With a name and no --at, --json or --replay, opens it in \
      the terminal: Space pauses, <- -> scrub, r reverses, [ ] change speed, . steps a frame, \
      Enter plays again, ? shows every key, q quits. With --at, prints plain-text frames (or \
      JSON lines with --json) of its built-in script from t = 0.

      Examples:
        lockdial-tui demo
        lockdial-tui demo spinner --speed 0.5
        lockdial-tui demo keyframes --at 1.5 --json
      """)

  @OptionGroup var demo: DemoArguments

  func validate() throws { try demo.validate() }

  func run() throws {
    guard !demo.isHeadless, let name = demo.name else {
      let out = LineWriter(fd: 1)
      try demo.output(emit: out.line)
      try out.finish()
      return
    }
    func run<P: Program & ~Copyable>(
      _ program: (Configuration, _ columns: Int, _ rows: Int) -> P
    ) throws {
      try runInTerminal(
        color: demo.colors.color, record: nil, trace: nil,
        configure: { try demo.configuration(colorAvailable: true, environment: $0) },
        program: program)
    }
    func timeline<Demo: TimelineDemo>(_ demo: Demo) throws {
      try run { TimelineProgram(demo, playback: $0.playback, width: $1, height: $2) }
    }
    switch name {
    case .rotation: try timeline(RotationDemo())
    case .keyframes: try timeline(KeyframesDemo())
    case .spinner: try timeline(SpinnerDemo())
    case .sequence: try timeline(SequenceDemo(beatsPerMinute: demo.bpm))
    case .blocks: try run { BlocksProgram(playback: $0.playback, width: $1, height: $2) }
    }
  }
}
