import ArgumentParser
import Glibc
import LockApp
import LockCLI
import LockGallery

/// `lockdial-tui demo`: the seed gallery, in the terminal or headless.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "The seed gallery: each lesson of the five seeds, playable and renderable headless.",
    discussion:
      "Without a name, lists the demos. With a name and no --at, --json or --replay, opens it in "
      + "the terminal: Space pauses, <- -> scrub, r reverses, [ ] change speed, . steps a frame, "
      + "Enter plays again, ? shows every key, q quits. With --at, prints plain-text frames (or "
      + "JSON lines with --json) of its built-in script from t = 0.")

  @OptionGroup var demo: DemoArguments

  func validate() throws { try demo.validate() }

  func run() throws {
    guard !demo.isHeadless, let name = demo.name else {
      let out = LineWriter(fd: 1)
      try demo.output(emit: out.line)
      try out.finish()
      return
    }
    setlocale(LC_ALL, "")
    let utf8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    var environment: [String: String] = [:]
    if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
    var configuration = try demo.options.configuration(
      colorAvailable: true, environment: environment)
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    if !utf8 || TerminalProfile.lacksBraille(term: term) {
      configuration = configuration.drawn(ascii: true, color: configuration.color)
    }
    let files = try OutputFiles(record: nil, trace: nil)
    defer { files.close() }
    installSignalHandlers()
    let terminal: Terminal
    do {
      terminal = try Terminal(
        mouse: configuration.mouse, record: false, theme: configuration.theme,
        color: configuration.color)
    } catch {
      FileHandleStandardError.write("lockdial-tui: \(error)\n")
      throw ExitCode(2)
    }
    defer { terminal.restore() }
    if terminal.colors < 8 && demo.options.color == .auto {
      configuration = configuration.drawn(ascii: configuration.ascii, color: false)
      terminal.useColor(false)
    }
    let session = Session(configuration: configuration, files: files)
    let bpm = demo.bpm
    let status: Int32
    switch name {
    case .rotation:
      status =
        session.run(terminal: terminal) { columns, rows in
          TimelineProgram(
            RotationDemo(), configuration: configuration, width: columns, height: rows)
        }.status
    case .keyframes:
      status =
        session.run(terminal: terminal) { columns, rows in
          TimelineProgram(
            KeyframesDemo(), configuration: configuration, width: columns, height: rows)
        }.status
    case .spinner:
      status =
        session.run(terminal: terminal) { columns, rows in
          TimelineProgram(SpinnerDemo(), configuration: configuration, width: columns, height: rows)
        }.status
    case .sequence:
      status =
        session.run(terminal: terminal) { columns, rows in
          TimelineProgram(
            SequenceDemo(beatsPerMinute: bpm), configuration: configuration, width: columns,
            height: rows)
        }.status
    case .blocks:
      status =
        session.run(terminal: terminal) { columns, rows in
          BlocksProgram(configuration: configuration, width: columns, height: rows)
        }.status
    }
    terminal.restore()
    if status != 0 { throw ExitCode(status) }
  }
}
