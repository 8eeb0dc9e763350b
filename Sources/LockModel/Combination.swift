/// A combination: the numbers to dial, in order.
///
/// Grammar (the issue's, checked by ``parse(_:dial:protocol:)``): unsigned decimal numbers
/// separated by a single `-` or `,` (spaces around it allowed) or by spaces alone; leading and
/// trailing spaces are ignored. `7-9-6-1-5-2`, `7 9 6 1 5 2` and `7, 9, 6` parse. Every number
/// must be on the dial (0…N−1); there are at most 16; the padlock and safe protocols need 3.
public struct Combination: Sendable, Hashable, CustomStringConvertible {
  /// The most numbers a combination may have.
  public static let maximumCount = 16

  /// The numbers, in dialing order.
  public let numbers: [Int]

  /// A combination of already-checked numbers (use ``parse(_:dial:protocol:)`` for text).
  public init(
    _ numbers: [Int], dial: Dial, protocol lockProtocol: LockProtocol
  ) throws(CombinationError) {
    let text = numbers.map(String.init).joined(separator: "-")
    guard !numbers.isEmpty else {
      throw CombinationError(.empty, input: text, offending: "", position: 1)
    }
    guard numbers.count <= Self.maximumCount else {
      throw CombinationError(
        .tooMany(numbers.count), input: text, offending: "\(numbers[Self.maximumCount])",
        position: 1)
    }
    for number in numbers where !(0..<dial.stops).contains(number) {
      throw CombinationError(
        .outOfRange(stops: dial.stops), input: text, offending: "\(number)", position: 1)
    }
    if let required = lockProtocol.requiredCount, numbers.count != required {
      throw CombinationError(
        .wrongCount(expected: required, actual: numbers.count, protocol: lockProtocol),
        input: text, offending: text, position: 1)
    }
    self.numbers = numbers
  }

  /// The combination written with dashes, such as `7-9-6-1-5-2`.
  public var description: String { numbers.map(String.init).joined(separator: "-") }

  /// Reads a combination typed by a person, refusing anything off the grammar with a message
  /// that quotes the offending text, says where it is, and says what is allowed.
  public static func parse(
    _ text: String, dial: Dial, protocol lockProtocol: LockProtocol
  ) throws(CombinationError) -> Combination {
    let characters = Array(text)
    var numbers: [(value: Int, text: String, position: Int)] = []
    var index = 0
    /// Where the separator waiting for its next number was, if one is pending.
    var pendingSeparator: (character: Character, position: Int)?
    var sawAnything = false

    func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
    func isSeparator(_ c: Character) -> Bool { c == "-" || c == "," }

    while index < characters.count {
      let character = characters[index]
      if isSpace(character) {
        index += 1
        continue
      }
      sawAnything = true
      if isSeparator(character) {
        if numbers.isEmpty || pendingSeparator != nil {
          throw CombinationError(
            .emptyField, input: text, offending: String(character), position: index + 1)
        }
        pendingSeparator = (character, index + 1)
        index += 1
        continue
      }
      // A field: everything up to the next space or separator.
      let start = index
      while index < characters.count, !isSpace(characters[index]),
        !isSeparator(characters[index])
      {
        index += 1
      }
      let field = String(characters[start..<index])
      let value = try number(field, at: start + 1, in: text, stops: dial.stops)
      numbers.append((value, field, start + 1))
      guard numbers.count <= maximumCount else {
        throw CombinationError(
          .tooMany(numbers.count), input: text, offending: field, position: start + 1)
      }
      pendingSeparator = nil
    }
    if let pendingSeparator {
      throw CombinationError(
        .emptyField, input: text, offending: String(pendingSeparator.character),
        position: pendingSeparator.position)
    }
    guard sawAnything else {
      throw CombinationError(.empty, input: text, offending: "", position: 1)
    }
    return try checked(numbers.map(\.value), of: text, dial: dial, protocol: lockProtocol)
  }

  /// The number a field names (ASCII digits, on the dial); `position` is 1-based in `text`.
  private static func number(
    _ field: String, at position: Int, in text: String, stops: Int
  ) throws(CombinationError) -> Int {
    guard field.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw CombinationError(.notANumber, input: text, offending: field, position: position)
    }
    var value = 0
    for digit in field.unicodeScalars {
      value = min(value * 10 + Int(digit.value - 48), 1_000_000_000)
    }
    guard value < stops else {
      throw CombinationError(
        .outOfRange(stops: stops), input: text, offending: field, position: position)
    }
    return value
  }

  /// The combination of `numbers`, read from `text`, if the protocol takes that many.
  private static func checked(
    _ numbers: [Int], of text: String, dial: Dial, protocol lockProtocol: LockProtocol
  ) throws(CombinationError) -> Combination {
    if let required = lockProtocol.requiredCount, numbers.count != required {
      throw CombinationError(
        .wrongCount(expected: required, actual: numbers.count, protocol: lockProtocol),
        input: text, offending: text.trimmingSpaces, position: 1)
    }
    return try Combination(numbers, dial: dial, protocol: lockProtocol)
  }
}

/// Why typed text is not a combination: what, where, and what is allowed.
public struct CombinationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of mistakes.
  public enum Reason: Hashable, Sendable {
    /// Nothing but spaces.
    case empty
    /// Two separators in a row, or one at the start or end.
    case emptyField
    /// Something other than digits where a number belongs.
    case notANumber
    /// A number that is not on the dial.
    case outOfRange(stops: Int)
    /// More numbers than a combination may have.
    case tooMany(Int)
    /// Not the count the protocol needs.
    case wrongCount(expected: Int, actual: Int, protocol: LockProtocol)
  }

  /// What is wrong.
  public let reason: Reason
  /// The whole input.
  public let input: String
  /// The offending text.
  public let offending: String
  /// Its 1-based column in the input.
  public let position: Int

  /// Creates an error.
  public init(_ reason: Reason, input: String, offending: String, position: Int) {
    self.reason = reason
    self.input = input
    self.offending = offending
    self.position = position
  }

  private static let allowed =
    "separate numbers by a single \"-\" or \",\" (spaces around it are fine) or by spaces, like 7-9-6"

  /// What was wrong, where, and what is allowed.
  public var description: String {
    switch reason {
    case .empty:
      return "the combination is empty; type numbers and \(Self.allowed)"
    case .emptyField:
      return
        "\"\(input)\": a number is missing before the \"\(offending)\" at column \(position); \(Self.allowed)"
    case .notANumber:
      return
        "\"\(input)\": \"\(offending)\" at column \(position) is not a number; use the digits 0-9 and \(Self.allowed)"
    case .outOfRange(let stops):
      return
        "\"\(input)\": \(offending) at column \(position) is not on a \(stops)-stop dial; use numbers 0…\(stops - 1)"
    case .tooMany(let count):
      return
        "\"\(input)\": \(count) numbers (the one at column \(position) is too many); a combination has at most \(Combination.maximumCount)"
    case .wrongCount(let expected, let actual, let lockProtocol):
      return
        "\"\(input)\": the \(lockProtocol) protocol needs exactly \(expected) numbers, not \(actual)"
    }
  }
}

extension CombinationError {
  /// What was wrong, said short enough to stand beside the typed line (which is on screen, so
  /// it is not quoted): at most 38 columns for any offending text up to 6 characters, so that
  /// it fits half of an 80-column entry line.
  public var shortDescription: String {
    let what = offending.count > 6 ? String(offending.prefix(5)) + "…" : offending
    switch reason {
    case .empty:
      return "type numbers, like 7-9-6"
    case .emptyField:
      return "column \(position): a number is missing"
    case .notANumber:
      return "column \(position): \"\(what)\" is not a number"
    case .outOfRange(let stops):
      return "column \(position): \(what) is not 0…\(stops - 1)"
    case .tooMany:
      return "at most \(Combination.maximumCount) numbers"
    case .wrongCount(let expected, let actual, let lockProtocol):
      return "\(lockProtocol) needs \(expected) numbers, not \(actual)"
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars = scalars.dropFirst() }
    while scalars.last == " " { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
