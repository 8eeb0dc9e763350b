import Foundation
import Testing

/// Where `swift build` put the program: beside the test bundle, else under `.build/debug`.
let program: String = {
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let beside = executable.deletingLastPathComponent().appendingPathComponent("lockdial-tui")
  if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/lockdial-tui").path
}()

/// Why an emulator test could not run: a failure with the reason, never a skip.
struct EmulatorError: Error, CustomStringConvertible {
  let description: String
}

/// A process started with posix_spawn, its standard output and error to /dev/null.
struct Spawned {
  let pid: pid_t

  /// Starts `arguments` with `environment` added to this process's; standard output and error
  /// go to `log` when given.
  init(_ arguments: [String], environment: [String: String] = [:], log: String? = nil) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, log ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, so that teardown ends it and everything it started; no signal
    // blocked and every action the default, whatever the test runner's thread had: a tmux
    // server that inherited a blocked SIGTERM and SIGHUP outlived its test.
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0)=\($1)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw EmulatorError(
        description: "cannot start \(arguments[0]): error \(spawned) (run `make deps`)")
    }
    self.pid = pid
  }

  /// Ends the process group (TERM, so that Xvfb removes its lock file; KILL after a second)
  /// and reaps the process.
  func stop() {
    kill(-pid, SIGTERM)
    var status: Int32 = 0
    for _ in 0..<10 {
      if waitpid(pid, &status, WNOHANG) == pid { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(-pid, SIGKILL)
    _ = waitpid(pid, &status, 0)
  }
}

/// Runs a command to completion and returns its standard output.
@discardableResult
func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("emu-\(UUID()).out")
  defer { try? FileManager.default.removeItem(at: out) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var merged = ProcessInfo.processInfo.environment
  for (key, value) in environment { merged[key] = value }
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0)=\($1)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  var pid: pid_t = 0
  guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
    throw EmulatorError(description: "cannot run \(arguments[0]) (run `make deps`)")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
}

/// An X server (Xvfb) of its own and one terminal emulator in it running lockdial-tui, driven
/// with xdotool as a person would: the pointer into the window (there is no window manager, so
/// focus follows it), then keys, key downs and ups, and mouse drags.
///
/// The wrapper script runs the program, writes its exit status, then reads the terminal in raw
/// mode for a second and writes what it read in hex: bytes the program left for the shell.
/// (`timeout --foreground`: in a process group of its own, dd could not read the terminal, and
/// nothing would ever be found left.)
final class XSession {
  /// The terminal emulators the tests use.
  enum Emulator: String {
    case xterm
    case kitty
    /// suckless st, which writes its I/O to a file and its screen's text there on Shift+Print
    /// (``screenText()``).
    case st
    /// tmux (`-f /dev/null`, a server on a socket in the session's folder) inside xterm.
    case tmuxInXterm

    /// The X class its window is found by.
    var windowClass: String { self == .tmuxInXterm ? "xterm" : rawValue }
  }

  /// Shell text for `before` inside tmux: waits (5 s at most) until tmux has learnt that its
  /// client's terminal has 24-bit colour, as in a tmux a person already works in (tmux 3.3a
  /// learns it from xterm's XTVERSION answer, just after the client starts).
  static let awaitTmuxRGB = """
    i=0
    until tmux display-message -p '#{client_termfeatures}' | grep -qw RGB || [ $i -ge 50 ]; do
      sleep 0.1; i=$((i + 1))
    done
    """

  let display: String
  let directory: URL
  private let server: Spawned
  private var terminal: Spawned?
  /// The emulator last started.
  private var emulator: Emulator?
  private(set) var window = ""

  /// Starts an X server on a display number the server chooses itself (`-displayfd`), so that
  /// no two sessions, runs or stale lock files can ever meet on one number.
  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lockdial-x-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let chosen = directory.appendingPathComponent("display")
    server = try Spawned(
      [
        "Xvfb", "-displayfd", "1", "-screen", "0", "1400x900x24", "-ardelay", "250",
        "-arinterval", "33", "-nolisten", "tcp",
      ], log: chosen.path)
    var number: Int?
    let deadline = Date().addingTimeInterval(15)
    while number == nil && Date() < deadline {
      // Its standard error goes to the same file: the number is the line of digits alone.
      number =
        (try? String(contentsOf: chosen, encoding: .utf8))?.split(separator: "\n")
        .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.first
      if number == nil { Thread.sleep(forTimeInterval: 0.05) }
    }
    guard let number else {
      server.stop()
      throw EmulatorError(description: "Xvfb did not start (run `make deps`)")
    }
    display = ":\(number)"
  }

  /// Ends the terminal, the X server and the files.
  func close() {
    // tmux's server leaves the terminal's process group: it is ended on its own.
    if emulator == .tmuxInXterm {
      _ = try? run(["tmux", "-S", file("tmux").path, "kill-server"])
    }
    terminal?.stop()
    terminal = nil
    server.stop()
    // A server that had to be killed leaves its lock and socket behind.
    let number = display.dropFirst()
    unlink("/tmp/.X\(number)-lock")
    unlink("/tmp/.X11-unix/X\(number)")
    try? FileManager.default.removeItem(at: directory)
  }

  deinit { close() }

  /// A file in the session's folder.
  func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// Starts `emulator` running lockdial-tui with `arguments`, and waits for its window.
  ///
  /// `before` is shell text run first in the terminal (what the screen shows before the program).
  func start(
    _ emulator: Emulator, _ arguments: [String], columns: Int = 80, rows: Int = 24,
    environment: [String: String] = [:], before: String = ""
  ) throws {
    let quoted = ([program] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let script = file("run.sh")
    try """
    #!/bin/sh
    \(before)
    \(quoted.joined(separator: " "))
    echo $? > '\(file("exit").path)'
    stty raw -echo
    timeout --foreground 1 dd bs=1 count=256 2>/dev/null | od -An -tx1 > '\(file("left").path)'
    stty sane
    echo done > '\(file("done").path)'
    sleep 600
    """.write(to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o700)
    self.emulator = emulator
    var env = environment
    env["DISPLAY"] = display
    env["LANG"] = "C.UTF-8"
    // A terminal that could not reach the X server on a busy machine ("Failed to open
    // display", seen once in a few runs) exits at once: it is started again, at most twice.
    for attempt in 1...3 {
      terminal?.stop()
      switch emulator {
      case .xterm:
        terminal = try Spawned(
          [
            "xterm", "-fa", "DejaVu Sans Mono", "-fs", "10", "-geometry",
            "\(columns)x\(rows)+0+0", "-e", script.path,
          ], environment: env, log: file("terminal.log").path)
      case .kitty:
        env["XDG_CACHE_HOME"] = env["XDG_CACHE_HOME"] ?? file("cache").path
        terminal = try Spawned(
          [
            "kitty", "--config", "NONE", "-o", "font_size=10", "-o",
            "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c", "-o",
            "remember_window_size=no", script.path,
          ], environment: env, log: file("terminal.log").path)
      case .tmuxInXterm:
        terminal = try Spawned(
          [
            "xterm", "-fa", "DejaVu Sans Mono", "-fs", "10", "-geometry",
            "\(columns)x\(rows + 1)+0+0", "-e", "tmux", "-S", file("tmux").path, "-f",
            "/dev/null", "new-session", script.path,
          ], environment: env, log: file("terminal.log").path)
      case .st:
        terminal = try Spawned(
          [
            "st", "-o", file("io").path, "-f", "DejaVu Sans Mono:size=10", "-g",
            "\(columns)x\(rows)+0+0", "-e", script.path,
          ], environment: env, log: file("terminal.log").path)
      }
      do {
        try wait(
          for: "\(emulator.rawValue)'s window", timeout: attempt == 3 ? 20 : 10,
          log: file("terminal.log")
        ) {
          // The only terminal on this display, found by its class.
          let found =
            (try? run(
              ["xdotool", "search", "--onlyvisible", "--class", emulator.windowClass],
              environment: ["DISPLAY": display])) ?? ""
          window = found.split(separator: "\n").last.map(String.init) ?? ""
          return !window.isEmpty
        }
        break
      } catch  where attempt < 3 {
        continue
      }
    }
    // No window manager: focus follows the pointer.
    try xdotool(["mousemove", "--window", window, "20", "20"])
  }

  /// Runs xdotool on this display.
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    try run(["xdotool"] + arguments, environment: ["DISPLAY": display])
  }

  /// Types `keys` (xdotool key names).
  func keys(_ keys: String...) throws {
    try xdotool(["key"] + keys)
  }

  /// The program's exit status, once it has exited.
  func exitStatus(timeout: Double = 10) throws -> Int {
    var status: Int?
    try wait(for: "the program's exit", timeout: timeout) {
      status = (try? String(contentsOf: file("exit"), encoding: .utf8)).flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return status != nil
    }
    return status ?? -1
  }

  /// st's screen as text, one string per row: Shift+Print makes st append it to its I/O file.
  func screenText() throws -> [String] {
    let io = file("io")
    let before = (try? FileManager.default.attributesOfItem(atPath: io.path)[.size] as? Int) ?? 0
    try xdotool(["key", "shift+Print"])
    var dump = Data()
    try wait(for: "st's screen dump", timeout: 5) {
      dump = ((try? Data(contentsOf: io)) ?? Data()).dropFirst(before)
      return dump.filter { $0 == 10 }.count >= 2
    }
    Thread.sleep(forTimeInterval: 0.2)
    dump = ((try? Data(contentsOf: io)) ?? Data()).dropFirst(before)
    return String(decoding: dump, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { String($0).trimmingCharacters(in: .whitespaces) }
  }

  /// What the wrapper read from the terminal after the program exited (hex, empty when
  /// nothing was left).
  func leftForTheShell(timeout: Double = 10) throws -> String {
    try wait(for: "the wrapper's read of the terminal", timeout: timeout) {
      FileManager.default.fileExists(atPath: file("done").path)
    }
    return ((try? String(contentsOf: file("left"), encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The trace's lines as JSON objects (a trace written to `url`).
  static func trace(_ url: URL) -> [[String: Any]] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// Polls `condition` every 50 ms until it holds, or fails with what was awaited (and the end
  /// of `log`, such as the terminal's own messages).
  func wait(
    for what: String, timeout: Double, log: URL? = nil, _ condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else {
        let said = (log.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "").suffix(600)
        throw EmulatorError(
          description: "timed out after \(timeout) s waiting for \(what)"
            + (said.isEmpty ? "" : "; it said: \(said)"))
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
