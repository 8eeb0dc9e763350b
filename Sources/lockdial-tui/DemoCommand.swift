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
    let bpm = demo.bpm
    func run<P: Program & ~Copyable>(
      _ program: (Configuration, _ columns: Int, _ rows: Int) -> P
    ) throws {
      try runInTerminal(
        color: demo.colors.color, record: nil, trace: nil,
        configure: { try demo.configuration(colorAvailable: true, environment: $0) },
        program: program)
    }
    switch name {
    case .rotation:
      try run { configuration, columns, rows in
        TimelineProgram(
          RotationDemo(), playback: configuration.playback, width: columns, height: rows)
      }
    case .keyframes:
      try run { configuration, columns, rows in
        TimelineProgram(
          KeyframesDemo(), playback: configuration.playback, width: columns, height: rows)
      }
    case .spinner:
      try run { configuration, columns, rows in
        TimelineProgram(
          SpinnerDemo(), playback: configuration.playback, width: columns, height: rows)
      }
    case .sequence:
      try run { configuration, columns, rows in
        TimelineProgram(
          SequenceDemo(beatsPerMinute: bpm), playback: configuration.playback, width: columns,
          height: rows)
      }
    case .blocks:
      try run { configuration, columns, rows in
        BlocksProgram(playback: configuration.playback, width: columns, height: rows)
      }
    }
  }
}
