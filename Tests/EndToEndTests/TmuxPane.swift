import Foundation
import Synchronization
import Testing

/// Where `swift build` put the program: beside the test bundle, else under `.build/debug`.
let programPath: String = {
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let beside = executable.deletingLastPathComponent().appendingPathComponent("lockdial-tui")
  if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/lockdial-tui").path
}()

/// What a finished command printed and returned.
struct CommandResult {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `arguments` to completion (standard input /dev/null) and returns what it printed.
///
/// posix_spawn and waitpid rather than Foundation's Process (whose wait can miss the child's
/// exit off the main thread), and output through files rather than pipes (`tmux new-session`
/// leaves a server holding them open, so a pipe would never reach end-of-file).
func runCommand(_ arguments: [String]) throws -> CommandResult {
  let directory = FileManager.default.temporaryDirectory.path
  let outPath = directory + "/lockdial-e2e-\(UUID()).out"
  let errPath = directory + "/lockdial-e2e-\(UUID()).err"
  defer {
    unlink(outPath)
    unlink(errPath)
  }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
  guard spawned == 0 else {
    throw TmuxError(description: "cannot run \(arguments[0]): error \(spawned)")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let exited = status & 0x7F == 0
  return CommandResult(
    status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
    output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
    error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
}

/// One tmux server on its own socket, with one pane running a shell command line, driven the
/// way a user would: keys in, screen text out.
///
/// After the program exits, the pane's shell prints `EXIT=<status>` and the terminal modes
/// (`stty -a`), then waits, so the restored terminal can be inspected.
final class TmuxPane {
  let socket: String
  private static let counter = Counter()

  /// Starts `arguments` (the program's options) in a `width` × `height` pane.
  ///
  /// `before` is shell text put in front of the program (environment assignments, a redirection).
  convenience init(
    _ arguments: [String] = [], width: Int = 80, height: Int = 24, before: String = ""
  ) throws {
    try self.init(
      shell: "\(before)\(Self.command(arguments)); echo EXIT=$?; \(Self.sttyReport); sleep 600",
      width: width, height: height)
  }

  /// Starts the shell command `line` in a `width` × `height` pane.
  init(shell line: String, width: Int = 80, height: Int = 24) throws {
    socket = "lockdial-e2e-\(getpid())-\(Self.counter.next())"
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height),
      "-e", "LANG=C.UTF-8", "-e", "SWIFT_BACKTRACE=enable=no", line,
    ])
  }

  /// The program with `arguments`, quoted for a shell.
  static func command(_ arguments: [String]) -> String {
    ([programPath] + arguments).map(quote).joined(separator: " ")
  }

  /// Prints the terminal's modes as one `STTY …` line.
  static let sttyReport = "stty -a | tr ';\\n' '  ' | tr -s ' ' | sed 's/^/STTY /'"

  private let closed = Mutex(false)

  /// Ends the server and everything the pane started.
  ///
  /// Call it in a `defer` right after `init`, so that it runs also when the test fails. Safe to
  /// call twice.
  ///
  /// `kill-server` alone is not enough: a job-control shell (the Ctrl-Z test) survives the
  /// hang-up, and a deinit may run late or never. So the pane's session and the server are
  /// killed by process id as well.
  func close() {
    let wasClosed = closed.withLock { closed in
      let was = closed
      closed = true
      return was
    }
    guard !wasClosed else { return }
    let server = (try? format("#{pid}")).flatMap { Int32($0) }
    let session = (try? format("#{pane_pid}")).flatMap { Int32($0) }
    _ = try? tmux(["kill-server"])
    if let session {
      _ = try? runCommand(["/usr/bin/env", "pkill", "-KILL", "-s", String(session)])
    }
    if let server { kill(server, SIGKILL) }
    unlink(Self.socketPath(socket))
  }

  /// Where tmux keeps the socket that `-L name` names: tmux 3.3 leaves it there when its server
  /// is killed, and a run of the tests would leave one for each pane.
  static func socketPath(_ name: String) -> String {
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    return "\(directory)/tmux-\(getuid())/\(name)"
  }

  deinit {
    close()
  }

  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let result = try runCommand(["/usr/bin/env", "tmux", "-L", socket] + arguments)
    guard result.status == 0 else {
      throw TmuxError(description: "tmux \(arguments.joined(separator: " ")): \(result.error)")
    }
    return result.output
  }

  /// Sends tmux key names (`Left`, `Enter`, `C-c`, `q`).
  func keys(_ names: String...) throws {
    try tmux(["send-keys", "-t", "0"] + names)
  }

  /// Sends text or raw bytes literally.
  func literal(_ text: String) throws {
    try tmux(["send-keys", "-t", "0", "-l", "--", text])
  }

  /// The screen's text, one string per row, trailing spaces trimmed (`joined`: wrapped rows
  /// joined into one line, for what the shell prints after the program).
  func screen(joined: Bool = false) throws -> [String] {
    let text = try tmux(["capture-pane", "-p", "-t", "0"] + (joined ? ["-J"] : []))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String($0)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// A tmux format (`#{alternate_on}`) for the pane.
  func format(_ format: String) throws -> String {
    try tmux(["display", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The program's process id (the pane's shell's child).
  func programPID() throws -> Int32? {
    let shell = try format("#{pane_pid}")
    let children = try runCommand(["/usr/bin/env", "pgrep", "-P", shell, "-x", "lockdial-tui"])
    return Int32(children.output.split(separator: "\n").first ?? "")
  }

  /// Polls the screen (every 20 ms, up to `timeout` seconds) until `condition` holds; the last
  /// screen, or an issue naming `what` and showing the screen.
  @discardableResult
  func wait(
    for what: String, timeout: Double = 15, joined: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var lines = try screen(joined: joined)
    while !condition(lines) {
      guard Date() < deadline else {
        Issue.record(
          "timed out waiting for \(what); the screen:\n\(lines.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        return lines
      }
      usleep(20_000)
      lines = try screen(joined: joined)
    }
    return lines
  }

  /// Waits for `text` anywhere on screen.
  @discardableResult
  func wait(
    for text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    try wait(for: "\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) {
      $0.contains { $0.contains(text) }
    }
  }

  /// The status bar (the last non-empty row).
  func status() throws -> String {
    try screen().last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
  }

  /// Waits until the program has exited and returns its status and the `stty -a` words.
  func exitReport(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (
    status: Int?, stty: Set<String>
  ) {
    let lines = try wait(for: "the program to exit", joined: true, sourceLocation: sourceLocation) {
      $0.contains { $0.hasPrefix("STTY ") }
    }
    let status = lines.first { $0.hasPrefix("EXIT=") }.flatMap { Int($0.dropFirst(5)) }
    let stty = lines.first { $0.hasPrefix("STTY ") }.map {
      Set($0.split(separator: " ").map(String.init))
    }
    return (status, stty ?? [])
  }
}

struct TmuxError: Error, CustomStringConvertible {
  let description: String
}

/// A thread-safe counter for unique socket names.
final class Counter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
