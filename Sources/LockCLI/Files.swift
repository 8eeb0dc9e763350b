import LockApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file given on the command line that cannot be used: the program says why and exits 2
/// without touching the terminal.
public struct FileProblem: Error, Sendable, CustomStringConvertible {
  /// What was wrong with which file, and what to do.
  public let description: String

  /// A problem with `path`: `"<what> <path>: <problem>"`, the path quoted safely.
  public init(_ what: String, _ path: String, _ problem: String) {
    description = "\(what) \(SafeText.quoted(path)): \(problem)"
  }
}

/// Reading files from outside: opened once, checked on the open descriptor (no race between a
/// check and the read), bounded in size, never blocking on a FIFO or a device.
public enum InputFile {
  /// What kind of file `mode` is, for messages; nil for a regular file.
  public static func kind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK: return "a symbolic link"
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// Opens `path` read-only and returns its descriptor and status, refusing anything but a
  /// regular file.
  static func open(_ what: String, _ path: String) throws(FileProblem) -> (Int32, stat) {
    let fd = SystemCall.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      throw FileProblem(what, path, String(cString: strerror(errno)).lowercased())
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      close(fd)
      throw FileProblem(what, path, "cannot be examined")
    }
    if let kind = kind(info.st_mode) {
      close(fd)
      throw FileProblem(what, path, "is \(kind); give a regular file")
    }
    return (fd, info)
  }

  /// Up to `limit` bytes from `fd`, and whether that was all of it.
  ///
  /// Reads in 64 KiB chunks, so memory follows the file's size, not the limit.
  static func read(_ fd: Int32, limit: Int) -> (bytes: [UInt8], complete: Bool)? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit + 1, 65_536))
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let got = chunk.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, wanted) }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { return nil }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    let complete = bytes.count <= limit
    if !complete { bytes.removeLast(bytes.count - limit) }
    return (bytes, complete)
  }

  /// The whole of a regular file of at most `limit` bytes.
  public static func contents(
    _ what: String, _ path: String, limit: Int
  ) throws(FileProblem) -> [UInt8] {
    let (fd, _) = try open(what, path)
    defer { close(fd) }
    guard let (bytes, complete) = read(fd, limit: limit) else {
      throw FileProblem(what, path, "cannot be read")
    }
    guard complete else {
      throw FileProblem(what, path, "is larger than \(limit / 1_048_576) MiB")
    }
    return bytes
  }
}

/// The secret file: the user's own regular file, private to them, read once.
enum SecretFile {
  /// The combination on the first line of `path`.
  ///
  /// Rules: a regular file (a FIFO, device or directory is refused at once), owned by the user,
  /// with no read or write access for group or others (mode 600 or 400), at most
  /// ``SecretText/largestFile`` bytes read; the content is never quoted in a message.
  static func read(_ path: String) throws(FileProblem) -> String {
    let what = "the secret file"
    let (fd, info) = try InputFile.open(what, path)
    defer { close(fd) }
    guard info.st_uid == geteuid() else {
      throw FileProblem(what, path, "belongs to someone else; use a file of your own")
    }
    let mode = info.st_mode & 0o777
    guard mode & 0o066 == 0 else {
      throw FileProblem(
        what, path,
        "is open to group or others (mode \(String(mode, radix: 8))); make it private with: chmod 600 \(SafeText.quoted(path))"
      )
    }
    guard let (bytes, complete) = InputFile.read(fd, limit: SecretText.largestFile) else {
      throw FileProblem(what, path, "cannot be read")
    }
    do {
      return try SecretText.firstLine(bytes, complete: complete)
    } catch {
      throw FileProblem(what, path, error.description)
    }
  }
}
