import LockRendering
import Testing

/// The exact bytes a frame's changes become.
struct TerminalEncoderTests {
  func changes(_ cells: [(Int, Int, Unicode.Scalar, Style)]) -> [CellChange] {
    cells.map { CellChange(x: $0.0, y: $0.1, cell: Cell($0.2, style: $0.3)) }
  }

  @Test func runsSkipsAddressesAndStyles() {
    var encoder = TerminalEncoder()
    let red = Style(foreground: .red, attributes: .bold)
    let count = encoder.encode(
      changes([
        (0, 0, "a", .plain), (1, 0, "b", .plain), (5, 0, "c", .plain), (6, 0, "d", red),
        (2, 3, "⠿", red),
      ]))
    let expected = "\u{1B}[1;1H\u{1B}[0mab\u{1B}[3Cc\u{1B}[0;1;31md\u{1B}[4;3H⠿\u{1B}[0m"
    #expect(String(decoding: encoder.bytes, as: UTF8.self) == expected)
    #expect(count == expected.utf8.count)
  }

  @Test func oneCellForwardIsTheShortSkipAndNoColourMeansAttributesOnly() {
    var encoder = TerminalEncoder(color: false)
    let bold = Style(foreground: .green, attributes: .bold)
    encoder.encode(changes([(0, 1, "x", bold), (2, 1, "y", bold)]))
    #expect(
      String(decoding: encoder.bytes, as: UTF8.self) == "\u{1B}[2;1H\u{1B}[0;1mx\u{1B}[Cy\u{1B}[0m")
    #expect(encoder.encode([]) == 0)
    #expect(encoder.bytes.isEmpty)
  }
}
