import CTerminal
import Glibc
import LockApp
import LockCLI

/// The `--record` and `--trace` files, opened and checked before the terminal is touched.
///
/// Rules (docs/terminal.md "Signals and exits"): an existing regular file is replaced; a symlink,
/// directory, FIFO, device, or a file on /proc or /sys is refused, and so is one file named twice;
/// a new file is created mode 0600 and an existing one made 0600 (both show the combination that
/// opened the lock). Any refusal is a ``FileProblem``: one message, exit 2, nothing drawn.
struct OutputFiles {
  /// The recording's descriptor and path, if asked for.
  var record: (fd: Int32, path: String)?
  /// The trace's descriptor and path, if asked for.
  var trace: (fd: Int32, path: String)?

  /// Opens both (either may be nil); on a refusal nothing stays open or newly created.
  init(record recordPath: String?, trace tracePath: String?) throws(FileProblem) {
    if let recordPath, let tracePath, Self.sameFile(recordPath, tracePath) {
      throw FileProblem("the trace file", tracePath, "is the recording file too; give two files")
    }
    if let recordPath { record = (try Self.create("the recording file", recordPath), recordPath) }
    if let tracePath {
      do throws(FileProblem) {
        let fd = try Self.create("the trace file", tracePath)
        trace = (fd, tracePath)
        if let record, Self.sameFile(record.fd, fd) {
          Glibc.close(fd)
          throw FileProblem(
            "the trace file", tracePath, "is the recording file too; give two files")
        }
      } catch {
        if let record { Glibc.close(record.fd) }
        throw error
      }
    }
  }

  /// Whether two paths name one file: the same existing file, or the same text.
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0 && stat(second, &b) == 0 {
      return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
    return first == second
  }

  /// Whether two open descriptors are one file.
  static func sameFile(_ first: Int32, _ second: Int32) -> Bool {
    var a = stat()
    var b = stat()
    return fstat(first, &a) == 0 && fstat(second, &b) == 0 && a.st_dev == b.st_dev
      && a.st_ino == b.st_ino
  }

  /// Closes both.
  func close() {
    if let record { Glibc.close(record.fd) }
    if let trace { Glibc.close(trace.fd) }
  }

  /// The refusal for a file of `mode` that is not a regular file.
  static func notRegular(_ mode: mode_t) -> String {
    "is \(InputFile.kind(mode) ?? "not a regular file"); give the path of a regular file"
  }

  /// Creates or replaces `path` for writing, refusing anything but a regular file.
  static func create(_ what: String, _ path: String) throws(FileProblem) -> Int32 {
    var info = stat()
    if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
      throw FileProblem(what, path, notRegular(info.st_mode))
    }
    // No O_TRUNC yet: a device or FIFO must be refused before anything is done to it, and
    // O_NONBLOCK makes opening a FIFO return at once instead of waiting for a reader.
    let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let fd = open(path, flags, 0o600)
    guard fd >= 0 else {
      let reason = errno == ELOOP ? "is a symbolic link" : String(cString: strerror(errno))
      throw FileProblem(what, path, reason.lowercased())
    }
    func refuse(_ problem: String) -> FileProblem {
      Glibc.close(fd)
      return FileProblem(what, path, problem)
    }
    guard fstat(fd, &info) == 0 else { throw refuse("cannot be examined") }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw refuse(notRegular(info.st_mode))
    }
    if ct_is_kernel_file(fd) != 0 {
      throw refuse("is a kernel file (/proc or /sys); give the path of a regular file")
    }
    guard ftruncate(fd, 0) == 0 else { throw refuse(String(cString: strerror(errno)).lowercased()) }
    _ = fchmod(fd, 0o600)
    // Writes from here on block as usual (a regular file never makes them wait long).
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }
}
