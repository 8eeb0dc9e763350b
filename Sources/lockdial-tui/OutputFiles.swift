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

/// The `--record` and `--trace` files, checked before the terminal is touched and opened only
/// once nothing else can refuse.
///
/// Rules (docs/terminal.md "Signals and exits"):
/// - Refused: a symlink, directory, FIFO, device, a file on /proc or /sys, a file of another
///   user (as the secret file is), one file named twice. Each is a ``FileProblem``: one message,
///   exit 2, nothing drawn.
/// - ``check(record:trace:)`` refuses what it can without touching anything; the terminal is
///   checked after it; only then does ``init(record:trace:)`` open the files. A refusal there
///   (another process changed a file meanwhile, a mode that cannot be set) leaves every file as
///   it was: existing ones are emptied only once both are open and private, and a file this
///   run created is removed again.
/// - A new file is created mode 0600 and an existing one made 0600 (both show the combination
///   that opened the lock); a mode that cannot be set is a refusal.
struct OutputFiles {
  /// The recording's descriptor and path, if asked for.
  var record: (fd: Int32, path: String)?
  /// The trace's descriptor and path, if asked for.
  var trace: (fd: Int32, path: String)?

  /// What a file is called in messages.
  static let recordName = "the recording file"
  static let traceName = "the trace file"

  /// Refuses what can be refused without touching the files.
  ///
  /// Their kind, their owner, and one file named twice; a path that does not exist yet passes
  /// (it is created later).
  static func check(record recordPath: String?, trace tracePath: String?) throws(FileProblem) {
    if let recordPath, let tracePath, sameFile(recordPath, tracePath) {
      throw FileProblem(traceName, tracePath, "is the recording file too; give two files")
    }
    for (what, path) in [(recordName, recordPath), (traceName, tracePath)] {
      guard let path else { continue }
      var info = stat()
      if lstat(path, &info) == 0 {
        try acceptable(what, path, info)
      } else {
        try creatable(what, path)
      }
      if ct_is_kernel_path(path) != 0 {
        throw FileProblem(
          what, path, "is a kernel file (/proc or /sys); give the path of a regular file")
      }
    }
  }

  /// Refuses a path whose file could not be made: its directory missing, not a directory, or
  /// not writable.
  static func creatable(_ what: String, _ path: String) throws(FileProblem) {
    var directory = "."
    if let slash = path.lastIndex(of: "/") {
      directory = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    var info = stat()
    guard stat(directory, &info) == 0 else {
      throw FileProblem(what, path, String(cString: strerror(errno)).lowercased())
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileProblem(what, path, "not a directory")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw FileProblem(what, path, String(cString: strerror(errno)).lowercased())
    }
  }

  /// Opens both (either may be nil); on a refusal nothing stays open, nothing existing is
  /// emptied and nothing new is left behind.
  init(record recordPath: String?, trace tracePath: String?) throws(FileProblem) {
    try Self.check(record: recordPath, trace: tracePath)
    var opened: [Opened] = []
    do throws(FileProblem) {
      if let recordPath { opened.append(try Opened(Self.recordName, recordPath)) }
      if let tracePath {
        let trace = try Opened(Self.traceName, tracePath)
        opened.append(trace)
        if let record = opened.first, opened.count == 2, Self.sameFile(record.fd, trace.fd) {
          throw FileProblem(Self.traceName, tracePath, "is the recording file too; give two files")
        }
      }
      // Private first, then emptied: a mode that cannot be set leaves the content as it was.
      for file in opened {
        guard fchmod(file.fd, 0o600) == 0 else {
          throw FileProblem(
            file.what, file.path,
            "cannot be made private (mode 600): \(String(cString: strerror(errno)).lowercased())")
        }
      }
      for file in opened {
        guard ftruncate(file.fd, 0) == 0 else {
          throw FileProblem(file.what, file.path, String(cString: strerror(errno)).lowercased())
        }
        // Writes from here on block as usual (a regular file never makes them wait long).
        _ = fcntl(file.fd, F_SETFL, fcntl(file.fd, F_GETFL) & ~O_NONBLOCK)
      }
    } catch {
      for file in opened { file.abandon() }
      throw error
    }
    if let recordPath { record = (opened[0].fd, recordPath) }
    if let tracePath { trace = (opened[opened.count - 1].fd, tracePath) }
  }

  /// One file opened for writing, not yet emptied, and whether this run created it.
  private struct Opened {
    let what: String
    let path: String
    let fd: Int32
    let created: Bool

    /// Opens `path` (creating it, mode 0600, when it does not exist) and checks the open file.
    init(_ what: String, _ path: String) throws(FileProblem) {
      self.what = what
      self.path = path
      // No O_TRUNC: nothing is done to a file before everything has been checked. O_NONBLOCK
      // makes opening a FIFO return at once instead of waiting for a reader.
      let flags = O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
      var fd = open(path, flags | O_CREAT | O_EXCL, 0o600)
      created = fd >= 0
      if fd < 0 && errno == EEXIST { fd = open(path, flags) }
      guard fd >= 0 else {
        let reason = errno == ELOOP ? "is a symbolic link" : String(cString: strerror(errno))
        throw FileProblem(what, path, reason.lowercased())
      }
      self.fd = fd
      var info = stat()
      guard fstat(fd, &info) == 0 else {
        abandon()
        throw FileProblem(what, path, "cannot be examined")
      }
      do throws(FileProblem) {
        try OutputFiles.acceptable(what, path, info)
        if ct_is_kernel_file(fd) != 0 {
          throw FileProblem(
            what, path, "is a kernel file (/proc or /sys); give the path of a regular file")
        }
      } catch {
        abandon()
        throw error
      }
    }

    /// Closes the file, and removes it when this run created it.
    func abandon() {
      SystemCall.close(fd)
      if created { unlink(path) }
    }
  }

  /// Refuses a file that is not a regular file or is not the user's own.
  static func acceptable(_ what: String, _ path: String, _ info: stat) throws(FileProblem) {
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileProblem(
        what, path,
        "is \(InputFile.kind(info.st_mode) ?? "not a regular file"); give the path of a regular file"
      )
    }
    guard info.st_uid == geteuid() else {
      throw FileProblem(what, path, "belongs to someone else; give a file of your own")
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
    if let record { SystemCall.close(record.fd) }
    if let trace { SystemCall.close(trace.fd) }
  }
}
