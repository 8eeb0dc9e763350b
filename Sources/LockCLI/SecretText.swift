/// The secret combination's text, taken from the first bytes of a secret file.
///
/// Pure, so that it can be fuzzed: the caller reads at most ``largestFile`` bytes and says
/// whether that was the whole file.
public enum SecretText {
  /// The most bytes of a secret file read: a combination is 16 numbers, so its line is short.
  public static let largestFile = 4096

  /// The first line of `bytes`, trimmed: a UTF-8 byte order mark is skipped, the line ends at
  /// LF or CRLF, and spaces and tabs round it are dropped.
  ///
  /// Rule: the line must be UTF-8 and must end within the bytes read; when `complete` is false
  /// (the file is longer than what was read) and no line end was seen, the line is too long.
  public static func firstLine(
    _ bytes: some BidirectionalCollection<UInt8>, complete: Bool
  ) throws(SecretTextError) -> String {
    var line = bytes[...]
    if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
    if let newline = line.firstIndex(of: UInt8(ascii: "\n")) {
      line = line[..<newline]
    } else if !complete {
      throw .lineTooLong
    }
    if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
    let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    while let first = line.first, blank(first) { line = line.dropFirst() }
    while let last = line.last, blank(last) { line = line.dropLast() }
    guard let text = String(validating: line, as: UTF8.self) else { throw .notUTF8 }
    return text
  }
}

/// Why a secret file's first line cannot be used.
public enum SecretTextError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No line end within ``SecretText/largestFile`` bytes.
  case lineTooLong
  /// The line is not UTF-8 text.
  case notUTF8

  /// What was wrong and what is allowed (never quoting the file's content).
  public var description: String {
    switch self {
    case .lineTooLong:
      return
        "its first line is longer than \(SecretText.largestFile) bytes; put the combination alone on the first line"
    case .notUTF8: return "its first line is not UTF-8 text"
    }
  }
}
