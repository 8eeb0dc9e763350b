import LockCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where every byte for the terminal goes: lockdial writes its frames and modes here, and only
/// here, so the trace's byte counts and the `--record` file see exactly what the terminal got.
///
/// Used only on the main thread.
final class TerminalWriter {
  /// Bytes written since the last ``takeCount()``.
  private(set) var count = 0
  /// Bytes kept for the recording since the last ``takeBytes()``.
  private var kept: [UInt8] = []
  /// A wrapped frame's bytes (reused).
  private var frame: [UInt8] = []
  /// Whether bytes are kept for a recording.
  let keepsBytes: Bool

  init(keepsBytes: Bool) {
    self.keepsBytes = keepsBytes
  }

  /// Writes `bytes` to standard output in full (retrying after signals and short writes),
  /// counted and kept for the recording.
  func write(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    writeUnrecorded(bytes)
    count += bytes.count
    if keepsBytes { kept += bytes }
  }

  /// Writes `bytes` without keeping them for the recording or counting them (queries, whose
  /// answers a played recording must never provoke).
  func writeUnrecorded(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = SystemCall.write(
          1, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Writes `bytes` wrapped in `between` (begin and end sequences), in one write, through a
  /// buffer kept from frame to frame.
  func write(_ bytes: [UInt8], between wrapper: (begin: [UInt8], end: [UInt8])?) {
    guard let wrapper else { return write(bytes) }
    frame.removeAll(keepingCapacity: true)
    frame.append(contentsOf: wrapper.begin)
    frame.append(contentsOf: bytes)
    frame.append(contentsOf: wrapper.end)
    write(frame)
  }

  /// Writes a control sequence.
  func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// The bytes counted since the last call.
  func takeCount() -> Int {
    defer { count = 0 }
    return count
  }

  /// The bytes written since the last call (for the recording).
  func takeBytes() -> [UInt8] {
    defer { kept.removeAll(keepingCapacity: true) }
    return kept
  }
}
