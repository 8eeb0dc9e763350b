/// How complete sequences map to input: keys, kitty keys, mouse reports and terminal answers
/// (docs/terminal.md "Input"). Pure functions of the bytes of one sequence.
extension TerminalInputDecoder {
  /// An answer to a query (`CSI ? … u`, `CSI ? … $ y`, `CSI ? … c`), or nil.
  static func answer(_ sequence: ControlSequence, final: UInt8) -> TerminalAnswer? {
    let first = sequence.parameters.first?.first ?? nil
    switch (final, sequence.intermediates) {
    case (UInt8(ascii: "u"), 0):
      return .kittyKeyboard(flags: first ?? 0)
    case (UInt8(ascii: "c"), 0):
      return .deviceAttributes
    case (UInt8(ascii: "y"), 1) where sequence.lastIntermediate == UInt8(ascii: "$"):
      guard let mode = first, sequence.parameters.count == 2,
        let setting = sequence.parameters[1].first ?? nil
      else { return nil }
      return .mode(mode, setting: setting)
    default:
      return nil
    }
  }

  /// The key a complete UTF-8 character types, or nil for an invalid one (overlong, surrogate).
  static func character(_ raw: [UInt8]) -> TerminalInput? {
    guard let text = String(validating: raw, as: UTF8.self), let character = text.first,
      text.count == 1
    else { return nil }
    return .key(.character(character))
  }

  static func arrow(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    default: return nil
    }
  }

  /// A kitty keyboard protocol key (`CSI code ; modifiers : event ; text u`).
  static func kittyKey(
    code: Int, modifiers: Int, eventType: Int, text: [Int]
  ) -> TerminalInput? {
    let control = modifiers & 4 != 0
    if control && eventType != 3 {
      switch code {
      case 99, 67: return .interrupt
      case 122, 90: return .suspend
      case 92: return .quit
      case 108, 76: return .redraw
      default: break
      }
    }
    let key: Key
    switch code {
    case 13, 57414: key = .enter
    case 27: key = .escape
    case 9: key = .tab
    case 127, 8: key = .backspace
    case 32: key = .space
    case 57417: key = .left
    case 57418: key = .right
    case 57419: key = .up
    case 57420: key = .down
    case 57421: key = .pageUp
    case 57422: key = .pageDown
    default:
      // Text keys: the associated text when sent (flag 16), else the key's own code point.
      let scalarValue = text.first ?? code
      guard scalarValue >= 32, scalarValue < 57344, !control,
        let scalar = Unicode.Scalar(UInt32(scalarValue))
      else { return nil }
      var character = Character(scalar)
      if text.isEmpty && modifiers & 1 != 0 {
        character = Character(String(character).uppercased())
      }
      key = .character(character)
    }
    return eventType == 3 ? .release(key) : .key(key)
  }

  /// An SGR mouse report (`CSI < button ; x ; y M/m`), 1-based cells.
  static func mouseSGR(_ parameters: [[Int?]], release: Bool) -> TerminalInput? {
    guard parameters.count == 3, parameters.allSatisfy({ $0.count == 1 }),
      let button = parameters[0][0], let x = parameters[1][0], let y = parameters[2][0]
    else { return nil }
    return mouse(button: button, x: x - 1, y: y - 1, release: release)
  }

  /// An X10 mouse report: three bytes, each the value plus 32 (cells 1-based).
  static func mouseX10(_ raw: [UInt8]) -> TerminalInput? {
    let button = Int(raw[0]) - 32
    return mouse(
      button: button, x: Int(raw[1]) - 33, y: Int(raw[2]) - 33,
      release: button & 3 == 3 && button & 64 == 0)
  }

  static func mouse(button: Int, x: Int, y: Int, release: Bool) -> TerminalInput? {
    guard button >= 0, x >= 0, y >= 0 else { return nil }
    if button & 64 != 0 {
      return .mouse(button & 1 == 0 ? .wheelUp : .wheelDown, column: x, row: y)
    }
    if release { return .mouse(.release, column: x, row: y) }
    guard button & 3 == 0 else { return nil }  // only the first button turns the dial
    return .mouse(button & 32 != 0 ? .drag : .press, column: x, row: y)
  }
}

/// The parameters of one control sequence as its bytes arrive: `a;b:c;d` → `[[a], [b, c], [d]]`
/// (nil for an empty parameter), with a private marker (`<`, `?`, `>`, `=`) when it starts
/// with one.
///
/// Bounded: at most ``TerminalInputDecoder/longestSequence`` bytes are ever taken, digits
/// saturate at ``TerminalInputDecoder/largestParameter``, and anything out of grammar (a
/// marker after the start, a parameter byte after an intermediate) marks it ill-formed.
struct ControlSequence: Sendable {
  private(set) var parameters: [[Int?]] = [[nil]]
  private(set) var marker: UInt8?
  private(set) var intermediates = 0
  private(set) var lastIntermediate: UInt8?
  private(set) var wellFormed = true
  private(set) var length = 0

  /// Takes one parameter (0x30…0x3F) or intermediate (0x20…0x2F) byte.
  mutating func take(_ byte: UInt8) {
    length += 1
    switch byte {
    case 0x20...0x2F:
      intermediates += 1  // a sign is an intermediate: `-5` is not a number here
      lastIntermediate = byte
    case _ where intermediates > 0:
      wellFormed = false  // ECMA-48: parameters come before intermediates
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      let digit = Int(byte - UInt8(ascii: "0"))
      let last = parameters.count - 1
      let subLast = parameters[last].count - 1
      let value = parameters[last][subLast] ?? 0
      parameters[last][subLast] = min(value * 10 + digit, TerminalInputDecoder.largestParameter)
    case UInt8(ascii: ";"):
      parameters.append([nil])
    case UInt8(ascii: ":"):
      parameters[parameters.count - 1].append(nil)
    default:  // < = > ?
      if length == 1 { marker = byte } else { wellFormed = false }
    }
  }
}

extension TerminalInputDecoder {
  /// An OSC 11 answer (`11;rgb:R/G/B`, each 1–4 hex digits) as a background colour; any other
  /// or malformed command is nil.
  static func operatingSystemCommand(_ bytes: [UInt8]) -> TerminalAnswer? {
    guard bytes.count <= longestSequence else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("11;rgb:") else { return nil }
    let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var values: [Double] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else {
        return nil
      }
      let largest = (1 << (4 * channel.count)) - 1
      values.append(Double(value) / Double(largest))
    }
    return .background(red: values[0], green: values[1], blue: values[2])
  }
}
