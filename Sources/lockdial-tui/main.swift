import ArgumentParser
import CNcursesw
import CTerminal
import LockApp
import LockCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `lockdial-tui`: the interactive dial in a terminal, the headless `plan`, `frames` and
/// `replay` commands, the `crack` game, the `demo` gallery, and `doctor`, which reports what the
/// terminal answers.
///
/// Rule: help texts are ASCII, since the manual page generator drops every other character; the
/// root's discussion lists the exit statuses and ends with one example per subcommand.
struct Lockdial: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lockdial-tui",
    abstract: "A combination-lock dial whose every motion is a Core-Animation-style timeline.",
    usage: """
      lockdial-tui [<options>]
      lockdial-tui <subcommand> [<options>] [<arguments>]
      """,
    discussion: """
      Without a subcommand, the lock in this terminal: turn the dial with the arrow keys (hold \
      to keep turning) or drag it with the mouse, then press Enter to pull the shackle. Or type \
      a combination and press Enter: it is dialed for you and the shackle pulled (a wrong one \
      counts as a failed try). Press ? inside for every key.

      Exit status:
        0      done
        1      a write error (the recording, the trace or standard output)
        2      a file or the terminal cannot be used
        64     usage: an unknown option, a value out of range
        128+n  signal n (130 Ctrl-C, 131 Ctrl-\\, 141 a closed pipe)

      Examples:
        lockdial-tui --protocol padlock --record lock.cast
        lockdial-tui plan 7-9-6-1-5-2 --json
        lockdial-tui frames 7-9-6-1-5-2 --at 3
        lockdial-tui replay session.script
        lockdial-tui crack --seed 3
        lockdial-tui demo spinner
        lockdial-tui doctor
      """,
    version: "\(lockdialVersion)\nLicensed under the Apache License, Version 2.0.",
    subcommands: [
      PlanCommand.self, FramesCommand.self, ReplayCommand.self, CrackCommand.self,
      DemoCommand.self, DoctorCommand.self,
    ])

  @OptionGroup var options: AppOptions

  /// Record the session as asciicast v2.
  @Option(
    help: ArgumentHelp("Record the session as asciicast v2 (mode 600).", valueName: "file.cast"),
    completion: .file())
  var record: String?

  /// Write a JSON-lines trace of keys, gestures and frames.
  @Option(
    help: ArgumentHelp(
      "Write a JSON-lines trace of keys, gestures and frames (mode 600).", valueName: "file.jsonl"),
    completion: .file())
  var trace: String?

  func run() throws {
    let options = options
    try runInTerminal(
      color: options.colors.color, fillsWithoutBraille: true, record: record, trace: trace,
      configure: {
        try options.configuration(
          colorAvailable: true, environment: $0, freshSeed: UInt64.random(in: 0...(1 << 53)))
      },
      program: { AppCore(configuration: $0, width: $1, height: $2) })
  }

  /// "Usage: " and `command`'s usage lines, as argument-parser prints them, and where to look.
  static func usageMessage(for command: any ParsableCommand.Type) -> String {
    let usage = usageString(for: command).split(separator: "\n").joined(separator: "\n       ")
    let name = command == Lockdial.self ? "" : " " + (command.configuration.commandName ?? "")
    return "Usage: \(usage)\n  See 'lockdial-tui\(name) --help' for more information."
  }
}

/// Standard error, without Foundation.
enum FileHandleStandardError {
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = SystemCall.write(2, &bytes, bytes.count)
  }
}

/// Parses, runs, and turns every way out into one exit status (0 done, 1 a write error, 2 a
/// file or the terminal, 64 usage, 128+n a signal), with messages made safe to print.
func runLockdial(_ arguments: [String]) -> Int32 {
  let subcommands = Lockdial.configuration.subcommands
  if let problem = ArgumentScreen.problem(
    in: arguments, subcommands: subcommands.map { $0.configuration.commandName ?? "" })
  {
    FileHandleStandardError.write(
      "Error: \(problem)\n\(Lockdial.usageMessage(for: Lockdial.self))\n")
    return 64
  }
  if let shell = completionShell(arguments) { return printCompletions(for: shell) }
  // A usage error speaks of the command that was named: `plan --stops 1` prints plan's usage.
  let named =
    arguments.lazy.compactMap { word in
      subcommands.first { $0.configuration.commandName == word }
    }.first ?? Lockdial.self
  if let status = refusedHelp(arguments, of: named) { return status }
  var command: any ParsableCommand
  do {
    command = try Lockdial.parseAsRoot(arguments)
  } catch {
    return report(error, of: named)
  }
  // argument-parser hands a root option given with a subcommand to the root, which then never
  // runs: refuse it instead of ignoring it.
  let kind = type(of: command)
  if subcommands.contains(where: { $0 == kind }), let name = kind.configuration.commandName,
    let problem = ArgumentScreen.problem(in: arguments, subcommand: kind, named: name)
  {
    FileHandleStandardError.write(
      ArgumentScreen.safeMessage("Error: \(problem)\n\(Lockdial.usageMessage(for: kind))")
        + "\n")
    return 64
  }
  do {
    try command.run()
    return 0
  } catch {
    return report(error, of: kind)
  }
}

/// Prints the completion script for `shell`, with `help` completing the subcommands (see
/// ``Completions``); the exit status.
func printCompletions(for shell: CompletionShell) -> Int32 {
  let names = Lockdial.configuration.subcommands.compactMap { $0.configuration.commandName }
  let out = LineWriter(fd: 1)
  do {
    try out.line(
      Completions.script(
        Lockdial.completionScript(for: shell), shell: shell.rawValue, command: "lockdial-tui",
        subcommands: names))
    try out.finish()
  } catch {
    return report(error, of: Lockdial.self)
  }
  return 0
}

/// The exit status of a refused request for help, or `nil` when help may be given.
///
/// Help asked for with arguments `named` would refuse (`-h extra`, an unknown option, a value
/// out of range) is a usage error: what was typed is wrong, and exit 0 would say it was fine.
/// An argument not given yet (`plan --help`) is what help is for.
func refusedHelp(_ arguments: [String], of named: any ParsableCommand.Type) -> Int32? {
  let helpFlags: Set<String> = ["-h", "--help"]
  guard arguments.contains(where: helpFlags.contains) else { return nil }
  var rest = arguments.filter { !helpFlags.contains($0) }
  if named != Lockdial.self, let index = rest.firstIndex(of: named.configuration.commandName ?? "")
  {
    rest.remove(at: index)
  }
  do {
    _ = try named.parseAsRoot(rest)
  } catch
    where named.exitCode(for: error) != .success
    && !named.message(for: error).hasPrefix("Missing expected argument")
  {
    return report(error, of: named)
  } catch {}
  return nil
}

/// The shell `--generate-completion-script SHELL` (or `=SHELL`) asks for, when that is all the
/// arguments say and the shell is one argument-parser knows.
func completionShell(_ arguments: [String]) -> CompletionShell? {
  let option = "--generate-completion-script"
  let name: String
  switch arguments.count {
  case 2 where arguments[0] == option: name = arguments[1]
  case 1 where arguments[0].hasPrefix(option + "="):
    name = String(arguments[0].dropFirst(option.count + 1))
  default: return nil
  }
  return CompletionShell(rawValue: name)
}

/// Says what `error` from `command` means, where it belongs (help and version on standard
/// output, problems on standard error), and gives its exit status.
func report(_ error: any Error, of command: any ParsableCommand.Type) -> Int32 {
  switch error {
  case let problem as FileProblem:
    FileHandleStandardError.write("lockdial-tui: \(problem)\n")
    return 2
  case let failure as OutputError:
    guard failure != .readerGone else { return 128 + SIGPIPE }
    FileHandleStandardError.write("lockdial-tui: cannot write the output: \(failure)\n")
    return 1
  default:
    let code = command.exitCode(for: error)
    let message = command.fullMessage(for: error)
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
      // The problem, then the usage of the command it belongs to (argument-parser would give
      // the root's for an option the root shares). An `ExitCode` (exit 2 after the command's
      // own message, 128 + n after a signal) has no message: nothing more is said.
      let problem = "Error: \(command.message(for: error))\n\(Lockdial.usageMessage(for: command))"
      FileHandleStandardError.write(ArgumentScreen.safeMessage(problem) + "\n")
    }
    return code.rawValue
  }
}

// A fatal trap restores the terminal and says one line, never the runtime's register dump; in
// the headless commands Ctrl-\ takes its default action (the interactive loop catches it).
_ = ct_install_fatal_handlers()
signal(SIGQUIT, SIG_DFL)
// Past the file-size limit (`ulimit -f`) a write fails with EFBIG instead of killing the
// program: a write error, one message and exit status 1, as a full disk is.
signal(SIGXFSZ, SIG_IGN)
exit(runLockdial(Array(CommandLine.arguments.dropFirst())))
