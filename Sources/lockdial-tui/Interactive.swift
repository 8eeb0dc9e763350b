import ArgumentParser
import CNcursesw
import LockApp
import LockCLI
import TerminalRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `make`'s program (the lock, or a gallery demo) in the terminal until it ends: the
/// command's options made into a configuration (`configure`, given the environment), ASCII where
/// the locale or terminal cannot draw braille, the recording and trace files opened before the
/// terminal is touched (a file that cannot be used is exit 2), signals handled, and the terminal
/// restored on every way out.
///
/// Exit (docs/terminal.md "Signals and exits"): 0 done, 1 a write error of the recording or trace,
/// 2 the terminal or a file unusable, 128 + n signal n. `color` is the `--color` given: with
/// `auto`, a terminal of fewer than 8 colours is drawn without colour. `fillsWithoutBraille`:
/// the program draws with half blocks, not braille, where it has 256 colours (the lock), so a
/// terminal without braille keeps that picture.
func runInTerminal<P: Program & ~Copyable>(
  color: ColorChoice, fillsWithoutBraille: Bool = false, record: String?, trace: String?,
  configure: (_ environment: [String: String]) throws -> Configuration,
  program make: (Configuration, _ columns: Int, _ rows: Int) -> P
) throws {
  setlocale(LC_ALL, "")
  let utf8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
  let environment = terminalEnvironment()
  // The secret file is read here, once.
  var configuration = try configure(environment)
  if !utf8 { configuration = configuration.drawn(ascii: true, color: configuration.color) }
  // Before anything is touched: a file or a terminal that cannot be used is a message and
  // exit 2, and the files are opened (an existing one emptied) only once both have passed.
  try OutputFiles.check(record: record, trace: trace)
  let capabilities: TerminalCapabilities
  do {
    capabilities = try Terminal.check()
  } catch {
    FileHandleStandardError.write("lockdial-tui: \(error)\n")
    throw ExitCode(2)
  }
  let files = try OutputFiles(record: record, trace: trace)
  defer { files.close() }
  installSignalHandlers()
  let terminal = Terminal(
    capabilities, environment: environment, theme: configuration.theme, color: color,
    depth: configuration.depth, cells: configuration.cells, mouse: configuration.mouse,
    record: record != nil)
  // From here on every way out, a thrown error included, restores the terminal (once).
  defer { terminal.restore() }
  // A terminal without braille gets ASCII, unless the program draws its picture filled there
  // (the lock with 256 colours or more: half blocks, no braille).
  let noBraille = terminal.profile.drawsASCII(
    term: environment["TERM"] ?? "", fillsPicture: fillsWithoutBraille)
  configuration = configuration.drawn(
    ascii: configuration.ascii || noBraille, color: terminal.profile.color)
  let (status, writeFailure) = Session(configuration: configuration, files: files)
    .run(terminal: terminal) { columns, rows in make(configuration, columns, rows) }
  terminal.restore()
  if let writeFailure {
    FileHandleStandardError.write("lockdial-tui: \(writeFailure)\n")
    if status == 0 { throw ExitCode(1) }
  }
  if status != 0 { throw ExitCode(status) }
}

/// The environment variables the terminal's profile and queries read
/// (``TerminalProfile/variables``), read once.
func terminalEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  for name in TerminalProfile.variables {
    if let value = getenv(name) { environment[name] = String(cString: value) }
  }
  return environment
}
