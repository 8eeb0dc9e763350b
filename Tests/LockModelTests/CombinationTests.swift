import LockModel
import LockTestSupport
import Testing

/// The combination grammar: what parses, and what is refused with which message.
struct CombinationTests {
  func parse(
    _ text: String, stops: Int = 10, protocol lockProtocol: LockProtocol = .alternating
  ) throws -> [Int] {
    try Combination.parse(text, dial: try Dial(stops: stops), protocol: lockProtocol).numbers
  }

  func refusal(
    _ text: String, stops: Int = 10, protocol lockProtocol: LockProtocol = .alternating
  ) throws -> CombinationError? {
    let dial = try Dial(stops: stops)
    do {
      _ = try Combination.parse(text, dial: dial, protocol: lockProtocol)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    "7-9-6-1-5-2", "7 9 6 1 5 2", "7,9,6,1,5,2", "  7 - 9 , 6   1-5 ,2  ", "7, 9, 6, 1, 5, 2",
    "7\t9 6 1 5 2", "07-09-06-01-05-02",
  ])
  func acceptedForms(_ text: String) throws {
    #expect(try parse(text) == [7, 9, 6, 1, 5, 2])
  }

  @Test func singleNumbersAndTheLongestCombinationParse() throws {
    #expect(try parse("0") == [0])
    #expect(try parse(Array(repeating: "9", count: 16).joined(separator: " ")).count == 16)
    #expect(try parse("12-30-5", stops: 40, protocol: .padlock) == [12, 30, 5])
    #expect(try parse("50 25 50", stops: 100, protocol: .safe) == [50, 25, 50])
  }

  @Test func refusalsQuoteTheTextAndItsPosition() throws {
    #expect(try refusal("")?.reason == .empty)
    #expect(try refusal("   ")?.reason == .empty)
    let doubled = try refusal("7--3")
    #expect(doubled?.reason == .emptyField)
    #expect(doubled?.position == 3)
    #expect(
      doubled?.description
        == "\"7--3\": a number is missing before the \"-\" at column 3; separate numbers by a single \"-\" or \",\" (spaces around it are fine) or by spaces, like 7-9-6"
    )
    #expect(try refusal("7,,3")?.position == 3)
    #expect(try refusal("7 , ,3")?.position == 5)
    #expect(try refusal("-1")?.reason == .emptyField, "a minus sign is a leading separator")
    #expect(try refusal("-1")?.position == 1)
    #expect(try refusal(",7")?.reason == .emptyField)
    let trailing = try refusal("7-9-")
    #expect(trailing?.reason == .emptyField)
    #expect(trailing?.position == 4)
    #expect(try refusal("7 9 ,")?.position == 5)
    let letters = try refusal("7-x9-3")
    #expect(letters?.reason == .notANumber)
    #expect(letters?.offending == "x9")
    #expect(letters?.position == 3)
    #expect(
      letters?.description
        == "\"7-x9-3\": \"x9\" at column 3 is not a number; use the digits 0-9 and separate numbers by a single \"-\" or \",\" (spaces around it are fine) or by spaces, like 7-9-6"
    )
    #expect(try refusal("7+3")?.reason == .notANumber)
    #expect(try refusal("7.5")?.offending == "7.5")
    #expect(try refusal("٣")?.reason == .notANumber, "only ASCII digits")
    let range = try refusal("7-12-3")
    #expect(range?.reason == .outOfRange(stops: 10))
    #expect(range?.position == 3)
    #expect(
      range?.description == "\"7-12-3\": 12 at column 3 is not on a 10-stop dial; use numbers 0…9")
    #expect(try refusal("99999999999999999999999")?.reason == .outOfRange(stops: 10))
    let many = try refusal(Array(repeating: "1", count: 17).joined(separator: "-"))
    #expect(many?.reason == .tooMany(17))
    #expect(many?.position == 33)
  }

  @Test func padlockAndSafeNeedExactlyThreeNumbers() throws {
    let padlock = try refusal("1-2", stops: 40, protocol: .padlock)
    #expect(padlock?.reason == .wrongCount(expected: 3, actual: 2, protocol: .padlock))
    #expect(padlock?.description == "\"1-2\": the padlock protocol needs exactly 3 numbers, not 2")
    #expect(
      try refusal("1 2 3 4", stops: 100, protocol: .safe)?.reason
        == .wrongCount(expected: 3, actual: 4, protocol: .safe))
  }
}
