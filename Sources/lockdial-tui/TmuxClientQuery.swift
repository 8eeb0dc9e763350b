import CTerminal
import LockCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tmux says of the terminal its client runs in: `tmux display-message -p
/// '#{client_termfeatures}'`, run beside the session when `TMUX` is set, its output read like a
/// late answer (``TerminalProfile/take(tmuxClientFeatures:)``).
///
/// Rules (docs/terminal.md "Output"): nothing waits for it (the first frame is drawn before it
/// has answered, and the picture changes when it does); at most ``limit`` bytes are kept; a
/// tmux that has not answered when the session ends is killed, and every child is reaped.
/// Rejected: swift-subprocess, whose API is async, for one child of a synchronous program
/// (a dependency and a concurrency runtime for a fork and an exec, `ct_spawn_reading`).
struct TmuxClientQuery: ~Copyable {
  /// The pipe from tmux's standard output, -1 when nothing is running.
  private(set) var fd: Int32 = -1
  private var pid: pid_t = -1
  private var output: [UInt8] = []

  /// The most bytes of tmux's answer kept (a feature list is about 100).
  static let limit = 1_024
  /// The command: the features of the client showing this pane's session.
  static let arguments = ["tmux", "display-message", "-p", "#{client_termfeatures}"]

  /// Starts the query when `environment` says the program runs inside tmux (`TMUX`); else, or
  /// when tmux cannot be started, nothing runs.
  init(environment: [String: String]) {
    guard environment["TMUX"] != nil else { return }
    var arguments = Self.arguments.map { strdup($0) }
    defer { for argument in arguments { free(argument) } }
    arguments.append(nil)
    var readEnd: Int32 = -1
    let started = arguments.withUnsafeMutableBufferPointer {
      ct_spawn_reading($0.baseAddress, &readEnd)
    }
    guard started > 0 else { return }
    pid = started
    fd = readEnd
  }

  /// Reads what tmux has written: its answer once its output has closed, else `nil`.
  ///
  /// An answer longer than ``limit`` is cut there.
  mutating func read() -> String? {
    guard fd >= 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let count = SystemCall.read(fd, &buffer, buffer.count)
      if count > 0 {
        output += buffer[0..<min(count, max(0, Self.limit - output.count))]
        continue
      }
      if count < 0 && (errno == EAGAIN || errno == EINTR) { return nil }
      break  // the end, or an error: what came is the answer
    }
    stop()
    return String(decoding: output, as: UTF8.self)
  }

  /// Waits up to `seconds` for tmux's answer (`doctor`, which reports it).
  ///
  /// `nil` when tmux did not answer in time or is not running.
  mutating func answer(within seconds: Double) -> String? {
    let deadline = monotonicSeconds() + seconds
    while fd >= 0 {
      if let text = read() { return text }
      let left = deadline - monotonicSeconds()
      guard left > 0 else { break }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1)
    }
    stop()
    return nil
  }

  /// Ends tmux if it still runs (SIGKILL), reaps it and closes the pipe; safe to repeat.
  mutating func stop() {
    Self.end(fd: fd, pid: pid)
    fd = -1
    pid = -1
  }

  /// Closes `fd` and ends `pid` (SIGKILL when it has not exited), reaping it.
  private static func end(fd: Int32, pid: pid_t) {
    if fd >= 0 { SystemCall.close(fd) }
    guard pid > 0 else { return }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }

  deinit { Self.end(fd: fd, pid: pid) }
}
