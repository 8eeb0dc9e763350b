import FoundationEssentials
import Glibc
import LockApp

/// Writes an asciicast v2 recording: a header line, then `[t, "o", data]` for each batch of
/// output and `[t, "r", "COLSxROWS"]` for each resize.
final class Recorder {
  private let file: UnsafeMutablePointer<FILE>

  init?(path: String, width: Int, height: Int, term: String) {
    guard let file = fopen(path, "w") else { return nil }
    self.file = file
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
    fputs(line + "\n", file)
  }

  func close() {
    fclose(file)
  }
}

/// Appends trace lines to a file.
final class TraceWriter {
  private let file: UnsafeMutablePointer<FILE>

  init?(path: String) {
    guard let file = fopen(path, "w") else { return nil }
    self.file = file
  }

  func write(_ events: [TraceEvent]) {
    for event in events { fputs(event.jsonLine + "\n", file) }
  }

  func close() {
    fclose(file)
  }
}
