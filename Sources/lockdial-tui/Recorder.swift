import FoundationEssentials
import LockApp
import LockCLI
import TerminalRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an asciicast v2 recording: a header line, then `[t, "o", data]` for each batch of
/// output and `[t, "r", "COLSxROWS"]` for each resize.
///
/// Each line is one `write(2)`, so a `kill -9` leaves only whole lines behind (a file
/// `asciinema cat` reads). The first write error stops the recording; ``failure`` says why.
final class Recorder {
  private let out: LineWriter
  /// The first write error, if any (then nothing more is written).
  private(set) var failure: OutputError?

  init(fd: Int32, width: Int, height: Int, term: String) {
    out = LineWriter(fd: fd, buffer: 0)
    let timestamp = Int(Date().timeIntervalSince1970)
    write(
      "{\"version\":2,\"width\":\(width),\"height\":\(height),\"timestamp\":\(timestamp),"
        + "\"env\":{\"TERM\":\(TraceEvent.string(term))}}")
  }

  func output(_ bytes: [UInt8], at time: Double) {
    guard !bytes.isEmpty else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    write("[\(TraceEvent.number(time)),\"o\",\(TraceEvent.string(text))]")
  }

  func resize(width: Int, height: Int, at time: Double) {
    write("[\(TraceEvent.number(time)),\"r\",\"\(width)x\(height)\"]")
  }

  private func write(_ line: String) {
    guard failure == nil else { return }
    do { try out.line(line) } catch { failure = error }
  }
}

/// Writes trace lines to a file, one `write(2)` per event line.
final class TraceWriter {
  private let out: LineWriter
  /// The first write error, if any (then nothing more is written).
  private(set) var failure: OutputError?

  init(fd: Int32) {
    out = LineWriter(fd: fd, buffer: 0)
  }

  /// Writes one of the program's lines.
  func write<Record: TraceRecord>(_ line: Trace<Record>) {
    write(line: line.jsonLine)
  }

  /// Writes one of the runtime's lines.
  func write(_ event: TraceEvent) {
    write(line: event.jsonLine)
  }

  private func write(line: String) {
    guard failure == nil else { return }
    do { try out.line(line) } catch { failure = error }
  }
}
