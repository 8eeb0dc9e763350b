import ArgumentParser
import CNcursesw
import Glibc
import LockCLI

/// `lockdial-tui`: the interactive dial in a terminal, and the headless `plan`, `frames` and
/// `replay` commands.
struct Lockdial: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lockdial-tui",
    abstract: "A combination-lock dial whose every motion is a Core-Animation-style timeline.",
    discussion:
      "Turn the dial with the arrow keys (hold to keep turning) or drag it with the mouse; type a "
      + "combination and press Enter to have it dialed; Enter pulls the shackle. Press ? inside "
      + "for every key.",
    version: "0.1.0",
    subcommands: [PlanCommand.self, FramesCommand.self, ReplayCommand.self])

  @OptionGroup var options: AppOptions

  func run() throws {
    setlocale(LC_ALL, "")
    let utf8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    var environment: [String: String] = [:]
    if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
    var configuration = try options.configuration(colorAvailable: true, environment: environment)
    if !utf8 && !configuration.ascii {
      configuration = try options.configuration(
        colorAvailable: true, environment: environment, forceASCII: true)
    }
    installSignalHandlers()
    let terminal: Terminal
    do {
      terminal = try Terminal(mouse: configuration.mouse, record: options.record != nil)
    } catch {
      FileHandleStandardError.write("\(error)\n")
      throw ExitCode(2)
    }
    // From here on every way out, a thrown error included, restores the terminal (once).
    defer { terminal.restore() }
    if terminal.colors < 8 && configuration.color {
      configuration = try options.configuration(
        colorAvailable: false, environment: environment, forceASCII: configuration.ascii)
    }
    let status = Session(
      configuration: configuration, recordPath: options.record, tracePath: options.trace
    ).run(terminal: terminal)
    if status != 0 { throw ExitCode(status) }
  }
}

/// Standard error, without Foundation.
enum FileHandleStandardError {
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(2, &bytes, bytes.count)
  }
}

Lockdial.main()
