#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text lines to a file descriptor in whole lines, in constant memory, reporting the
/// first failure.
///
/// Rules: a line is never split across a failure point of its own making: with `buffer` 0 every
/// line is one `write(2)` of the whole line (so a `kill -9` between two events leaves only whole
/// lines behind); otherwise lines gather up to `buffer` bytes and go out together. After an
/// error every later call throws the same error and writes nothing.
public final class LineWriter {
  private let fd: Int32
  private let capacity: Int
  private var pending: [UInt8] = []
  private(set) var failure: OutputError?

  /// A writer to `fd` gathering up to `buffer` bytes (0: one write per line).
  public init(fd: Int32, buffer: Int = 65_536) {
    self.fd = fd
    capacity = buffer
    pending.reserveCapacity(buffer)
  }

  /// Writes `text` and a newline.
  public func line(_ text: String) throws(OutputError) {
    if let failure { throw failure }
    pending.append(contentsOf: text.utf8)
    pending.append(UInt8(ascii: "\n"))
    if pending.count > capacity { try flush() }
  }

  /// Writes whatever is gathered.
  public func finish() throws(OutputError) {
    if let failure { throw failure }
    try flush()
  }

  private func flush() throws(OutputError) {
    defer { pending.removeAll(keepingCapacity: true) }
    var done = 0
    while done < pending.count {
      let wrote = pending.withUnsafeBytes {
        SystemCall.write(fd, $0.baseAddress.map { $0 + done }, $0.count - done)
      }
      if wrote < 0 && errno == EINTR { continue }
      guard wrote > 0 else {
        let error: OutputError = errno == EPIPE ? .readerGone : .failed(errno: errno)
        failure = error
        throw error
      }
      done += wrote
    }
  }
}

/// Why output could not be written.
public enum OutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The reader went away (EPIPE): stop quietly.
  case readerGone
  /// Any other write error (ENOSPC, EIO, …).
  case failed(errno: Int32)

  /// What went wrong.
  public var description: String {
    switch self {
    case .readerGone: return "the reader of the output went away"
    case .failed(let code): return String(cString: strerror(code)).lowercased()
    }
  }
}
