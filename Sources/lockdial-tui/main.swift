import ArgumentParser
import CNcursesw
import CTerminal
import Glibc
import LockApp
import LockCLI

/// `lockdial-tui`: the interactive dial in a terminal, the headless `plan`, `frames` and
/// `replay` commands, and `doctor`, which reports what the terminal answers.
struct Lockdial: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lockdial-tui",
    abstract: "A combination-lock dial whose every motion is a Core-Animation-style timeline.",
    discussion:
      "Turn the dial with the arrow keys (hold to keep turning) or drag it with the mouse; type a "
      + "combination and press Enter to have it dialed; Enter pulls the shackle. Press ? inside "
      + "for every key. Exit status: 0 done, 1 a write error while running, 2 a file or the "
      + "terminal cannot be used, 64 usage, 128+n signal n.",
    version: "0.1.0",
    subcommands: [
      PlanCommand.self, FramesCommand.self, ReplayCommand.self, DemoCommand.self,
      DoctorCommand.self,
    ])

  @OptionGroup var options: AppOptions

  /// Record the session as asciicast v2.
  @Option(
    help: ArgumentHelp("Record the session as asciicast v2 (mode 600).", valueName: "file.cast"))
  var record: String?

  /// Write a JSON-lines trace of keys, gestures and frames.
  @Option(
    help: ArgumentHelp(
      "Write a JSON-lines trace of keys, gestures and frames (mode 600).", valueName: "file.jsonl"))
  var trace: String?

  func run() throws {
    try runInTerminal(options: options, record: record, trace: trace) {
      configuration, columns, rows in
      AppCore(configuration: configuration, width: columns, height: rows)
    }
  }
}

/// Standard error, without Foundation.
enum FileHandleStandardError {
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(2, &bytes, bytes.count)
  }
}

/// Parses, runs, and turns every way out into one exit status (0 done, 1 a write error, 2 a
/// file or the terminal, 64 usage, 128+n a signal), with messages made safe to print.
func runLockdial(_ arguments: [String]) -> Int32 {
  let names = Lockdial.configuration.subcommands.map { $0.configuration.commandName ?? "" }
  if let problem = ArgumentScreen.problem(in: arguments, subcommands: names) {
    FileHandleStandardError.write(
      "Error: \(problem)\nUsage: lockdial-tui [<options>] [<subcommand>]; see 'lockdial-tui --help'.\n"
    )
    return 64
  }
  do {
    var command = try Lockdial.parseAsRoot(arguments)
    // argument-parser hands a root option given with a subcommand to the root, which then
    // never runs: refuse it instead of ignoring it.
    let sessionOnly = ["--record", "--trace"]
    if !(command is Lockdial),
      let option = arguments.first(where: { argument in
        sessionOnly.contains { argument == $0 || argument.hasPrefix($0 + "=") }
      })
    {
      FileHandleStandardError.write(
        "Error: \(SafeText.quoted(option)) is for the interactive session only; plan, frames and replay do not record\n"
      )
      return 64
    }
    try command.run()
    return 0
  } catch let problem as FileProblem {
    FileHandleStandardError.write("lockdial-tui: \(problem)\n")
    return 2
  } catch let failure as OutputError {
    guard failure != .readerGone else { return 128 + SIGPIPE }
    FileHandleStandardError.write("lockdial-tui: cannot write the output: \(failure)\n")
    return 1
  } catch {
    let code = Lockdial.exitCode(for: error)
    let message = Lockdial.fullMessage(for: error)
    if code == .success {
      // Help and version go to standard output, which may be a pipe that closes early.
      let out = LineWriter(fd: 1)
      do {
        if !message.isEmpty { try out.line(message) }
        try out.finish()
      } catch {
        if error == .readerGone { return 128 + SIGPIPE }
        FileHandleStandardError.write("lockdial-tui: cannot write the output: \(error)\n")
        return 1
      }
    } else if !message.isEmpty {
      FileHandleStandardError.write(ArgumentScreen.safeMessage(message) + "\n")
    }
    return code.rawValue
  }
}

// A fatal trap restores the terminal and says one line, never the runtime's register dump; in
// the headless commands Ctrl-\ takes its default action (the interactive loop catches it).
_ = ct_install_fatal_handlers()
signal(SIGQUIT, SIG_DFL)
exit(runLockdial(Array(CommandLine.arguments.dropFirst())))
