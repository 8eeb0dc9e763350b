import LockModel
import TerminalRuntime

/// Numbers as lockdial reads them from people: command-line options and replay scripts.
///
/// One grammar everywhere: an optional `-`, ASCII digits, and for decimals an optional `.` with
/// more digits (`12`, `-5`, `0.25`). Nothing else is a number: no `+`, no exponent (`1e3`), no
/// hex (`0x10`, `0x1p4`), no `inf` or `nan`, no spaces, no `.5` or `5.`. The value is checked
/// against its range before it is used in any arithmetic, so a number from outside can never
/// overflow; a number with more than ``longestDigits`` digits is out of range without being
/// converted.
public enum NumberText {
  /// The most digits a number may have before it is out of range unread.
  public static let longestDigits = 18

  /// The integer `text` names, if it is in `range`.
  ///
  /// Rule: `-?[0-9]+`, at most ``longestDigits`` digits, within `range`.
  public static func integer(
    _ text: some StringProtocol, in range: ClosedRange<Int>
  ) throws(NumberError) -> Int {
    let shape = Shape(text.utf8)
    guard shape.isNumber, shape.fractionDigits == nil else {
      throw .notANumber(String(text), decimal: false)
    }
    guard shape.integerDigits <= longestDigits, let value = Int(String(text)), range.contains(value)
    else {
      throw .outOfRange(String(text), allowed: "\(range.lowerBound)…\(range.upperBound)")
    }
    return value
  }

  /// The decimal number `text` names, if it is in `range`.
  ///
  /// Rule: `-?[0-9]+(\.[0-9]+)?`, at most ``longestDigits`` digits before the point and as many
  /// after it, within `range`.
  public static func decimal(
    _ text: some StringProtocol, in range: ClosedRange<Double>
  ) throws(NumberError) -> Double {
    let shape = Shape(text.utf8)
    guard shape.isNumber else { throw .notANumber(String(text), decimal: true) }
    guard shape.integerDigits <= longestDigits, (shape.fractionDigits ?? 0) <= longestDigits,
      let value = Double(String(text)), range.contains(value)
    else {
      throw .outOfRange(
        String(text), allowed: "\(format(range.lowerBound))…\(format(range.upperBound))")
    }
    return value
  }

  /// A bound as people write it: `86400`, not `86400.0`.
  static func format(_ value: Double) -> String {
    LockConfigurationError.written(value)
  }

  /// The shape of a candidate number, found in one pass over its bytes.
  private struct Shape {
    var isNumber = false
    var integerDigits = 0
    var fractionDigits: Int?

    init(_ bytes: some Collection<UInt8>) {
      var index = bytes.startIndex
      if index < bytes.endIndex && bytes[index] == UInt8(ascii: "-") {
        index = bytes.index(after: index)
      }
      var fraction: Int?
      for byte in bytes[index...] {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let digits = fraction { fraction = digits + 1 } else { integerDigits += 1 }
        case UInt8(ascii: ".") where fraction == nil && integerDigits > 0:
          fraction = 0
        default:
          return
        }
      }
      fractionDigits = fraction
      isNumber = integerDigits > 0 && fraction != 0
    }
  }
}

/// A number from outside that could not be used, with what is allowed.
public enum NumberError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not in the number grammar (`+5`, `1e3`, `0x10`, `inf`, letters).
  case notANumber(String, decimal: Bool)
  /// A number, but outside what is allowed (given as `low…high`).
  case outOfRange(String, allowed: String)

  /// What was wrong and what is allowed, with the input quoted safely.
  public var description: String {
    switch self {
    case .notANumber(let text, let decimal):
      return
        "\(SafeText.quoted(text)) is not a number; write digits with an optional leading -, like "
        + (decimal ? "0.25 (no +, exponent, hex, inf or nan)" : "12 (no +, point, exponent or hex)")
    case .outOfRange(let text, let allowed):
      return "\(SafeText.quoted(text)) is out of range; use \(allowed)"
    }
  }
}

/// Text from outside, made safe to show in a message or on the terminal.
public enum SafeText {
  /// The most characters of outside text a message quotes.
  public static let longestQuote = 60

  /// `text` in double quotes, with control and format characters escaped (`\u{1B}`, `\n`) so
  /// that it cannot move the cursor or change the terminal, and cut to ``longestQuote``
  /// characters with the full length named.
  public static func quoted(_ text: some StringProtocol) -> String {
    var out = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      guard count <= longestQuote else { continue }
      out += escaped(scalar)
    }
    out += "\""
    if count > longestQuote { out += "… (\(count) characters)" }
    return out
  }

  /// `text` with every control and format character escaped; newlines kept when `keepNewlines`.
  public static func cleaned(_ text: some StringProtocol, keepNewlines: Bool = true) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if keepNewlines && scalar == "\n" || !scalar.isTerminalControl {
        out.unicodeScalars.append(scalar)
      } else {
        out += escaped(scalar)
      }
    }
    return out
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    guard scalar.isTerminalControl || scalar == "\\" || scalar == "\"" else {
      return String(scalar)
    }
    switch scalar {
    case "\\": return "\\\\"
    case "\"": return "\\\""
    case "\n": return "\\n"
    case "\t": return "\\t"
    case "\r": return "\\r"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
}
