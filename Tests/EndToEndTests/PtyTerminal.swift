import CTestPty
import Foundation
import Testing

/// A pseudo-terminal of the test's own with a shell command line on it, the test acting as the
/// terminal: it reads everything the program writes and answers (or does not, or late) as a
/// terminal would, to the byte and to the millisecond, which tmux cannot.
///
/// The command runs in a session of its own with the pty as its controlling terminal, so
/// Ctrl-C, window sizes and hang-ups work as in a real terminal.
final class PtyTerminal {
  let master: Int32
  let pid: pid_t
  /// Everything the command wrote so far.
  private(set) var output: [UInt8] = []
  private var exitStatus: Int32?

  /// Starts `line` under `sh -c` on a new `columns` × `rows` pty, with `environment` added
  /// (`TERM` defaults to xterm-256color, `LANG` to C.UTF-8).
  init(
    _ line: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws {
    var name = [CChar](repeating: 0, count: 256)
    master = ctp_open(&name, name.count)
    guard master >= 0 else { throw TmuxError(description: "no pseudo-terminal") }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var merged = ProcessInfo.processInfo.environment
    merged["TERM"] = "xterm-256color"
    merged["LANG"] = "C.UTF-8"
    merged["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in environment { merged[key] = value }
    let words: [String] = ["/bin/sh", "-c", line]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0)=\($1)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let child = ctp_spawn(name, argv, envp, master)
    guard child > 0 else {
      close(master)
      throw TmuxError(description: "cannot start /bin/sh on a pty")
    }
    pid = child
  }

  deinit { stop() }

  /// Ends the command's session and the pty.
  func stop() {
    if exitStatus == nil {
      kill(-pid, SIGKILL)
      _ = waitExit(timeout: 2)
    }
    close(master)
  }

  /// Reads what the command writes for `seconds` (at least once, without waiting, when 0).
  func read(for seconds: Double) {
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    repeat {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let left = max(deadline.timeIntervalSinceNow, 0)
      guard poll(&descriptor, 1, Int32(left * 1000)) > 0 else { continue }
      let count = Glibc.read(master, &buffer, buffer.count)
      if count <= 0 { return }
      output += buffer[0..<count]
    } while Date() < deadline
  }

  /// Reads until `bytes` have been written `times` times in all (or `timeout` passes); whether
  /// they were.
  @discardableResult
  func read(until bytes: String, times: Int = 1, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while occurrences(of: bytes) < times && Date() < deadline { read(for: 0.02) }
    return occurrences(of: bytes) >= times
  }

  /// How many times `text` occurs in the output.
  func occurrences(of text: String) -> Int {
    let needle = Array(text.utf8)
    guard !needle.isEmpty, output.count >= needle.count else { return 0 }
    var count = 0
    for start in 0...(output.count - needle.count)
    where output[start..<(start + needle.count)].elementsEqual(needle) {
      count += 1
    }
    return count
  }

  /// The output as text (invalid UTF-8 replaced).
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Types or answers `text`, as the terminal would send it.
  func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends raw bytes.
  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// The command's exit status once it has exited (reading its output meanwhile), or nil.
  func waitExit(timeout: Double) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        read(for: 0)
        return exitStatus
      }
      read(for: 0.02)
    }
    return nil
  }
}
