#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `open`, `read`, `write` and `close` under names that no type's own method
/// of the same name hides, whichever C library the platform has (glibc, musl, Darwin's).
package enum SystemCall {
  /// `open(path, flags)`: a file descriptor, or -1 with `errno` set.
  package static func open(_ path: String, _ flags: Int32) -> Int32 { cOpen(path, flags) }

  /// `read(fd, buffer, count)`: the bytes read, 0 at the end, or -1 with `errno` set.
  package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    cRead(fd, buffer, count)
  }

  /// `write(fd, bytes, count)`: the bytes written, or -1 with `errno` set.
  package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    cWrite(fd, bytes, count)
  }

  /// `close(fd)`: 0, or -1 with `errno` set.
  @discardableResult package static func close(_ fd: Int32) -> Int32 { cClose(fd) }
}

private func cOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func cRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
private func cWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
private func cClose(_ fd: Int32) -> Int32 { close(fd) }
