/// What a terminal sent, decoded.
public enum TerminalInput: Sendable, Hashable {
  /// A key press (or an auto-repeat).
  case key(Key)
  /// A key release (kitty keyboard protocol).
  case release(Key)
  /// Text pasted between bracketed-paste markers.
  case paste(String)
  /// A mouse action at a 0-based cell.
  case mouse(MouseAction, column: Int, row: Int)
  /// Ctrl-C arrived as a key (the kitty protocol turns signals into keys): quit.
  case interrupt
  /// Ctrl-Z arrived as a key: suspend.
  case suspend
}

/// Decodes the bytes a terminal sends: UTF-8 text, control keys, CSI and SS3 sequences (arrows,
/// Page Up/Down), kitty keyboard protocol keys with press/repeat/release and associated text,
/// bracketed paste, and SGR and X10 mouse reports.
///
/// Pure and incremental: feed bytes as they come; an ESC that nothing follows stays pending
/// until ``flush()`` (the front end calls it when no more bytes arrive within the Esc delay).
/// Malformed or unknown sequences are dropped, never passed on as text.
public struct TerminalInputDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasting = false
  private var pasted: [UInt8] = []

  /// The most bytes of one paste kept.
  public static let longestPaste = 65_536

  /// An empty decoder.
  public init() {}

  /// Whether bytes are waiting for more (a lone ESC, an unfinished sequence or character).
  public var hasPending: Bool { !pending.isEmpty || pasting }

  /// Feeds bytes and returns what they completed.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
    var out: [TerminalInput] = []
    for byte in bytes {
      pending.append(byte)
      while let (input, used) = decode(pending) {
        pending.removeFirst(used)
        if let input { out.append(input) }
        if pending.isEmpty { break }
      }
      if pending.count > 4096 { pending.removeAll() }
    }
    return out
  }

  /// Gives up waiting: a lone ESC becomes the Escape key; anything else unfinished is dropped.
  public mutating func flush() -> [TerminalInput] {
    defer {
      pending.removeAll()
      if pasting {
        pasting = false
        pasted.removeAll()
      }
    }
    if pasting {
      return [.paste(String(decoding: pasted, as: UTF8.self))]
    }
    return pending == [27] ? [.key(.escape)] : []
  }

  /// Decodes one input from the front of `bytes`: the input (nil for something dropped) and how
  /// many bytes it used, or nil when more bytes are needed.
  private mutating func decode(_ bytes: [UInt8]) -> (TerminalInput?, Int)? {
    guard let first = bytes.first else { return nil }
    if pasting { return decodePaste(bytes) }
    switch first {
    case 27:
      guard bytes.count >= 2 else { return nil }
      switch bytes[1] {
      case UInt8(ascii: "["): return decodeCSI(bytes)
      case UInt8(ascii: "O"):
        guard bytes.count >= 3 else { return nil }
        return (arrow(bytes[2]).map { .key($0) }, 3)
      case 27:
        return (.key(.escape), 1)
      default:
        return (.key(.escape), 1)  // Alt+key: the Escape, then the key on its own
      }
    case 13, 10: return (.key(.enter), 1)
    case 127, 8: return (.key(.backspace), 1)
    case 9: return (.key(.tab), 1)
    case 3: return (.interrupt, 1)
    case 26: return (.suspend, 1)
    case 32: return (.key(.space), 1)
    case 0..<32: return (nil, 1)
    default: return decodeUTF8(bytes)
    }
  }

  private func decodeUTF8(_ bytes: [UInt8]) -> (TerminalInput?, Int)? {
    let first = bytes[0]
    let length: Int
    switch first {
    case 0..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (nil, 1)
    }
    guard bytes.count >= length else { return nil }
    for continuation in bytes[1..<length] where continuation & 0xC0 != 0x80 { return (nil, 1) }
    let text = String(decoding: bytes[0..<length], as: UTF8.self)
    guard let character = text.first, text.count == 1 else { return (nil, length) }
    return (.key(.character(character)), length)
  }

  private func arrow(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    default: return nil
    }
  }

  /// CSI: parameters and intermediates up to a final byte in 0x40…0x7E; X10 mouse (`CSI M` and
  /// three bytes) is the exception.
  private mutating func decodeCSI(_ bytes: [UInt8]) -> (TerminalInput?, Int)? {
    guard bytes.count >= 3 else { return nil }
    if bytes[2] == UInt8(ascii: "M") {
      guard bytes.count >= 6 else { return nil }
      return (mouseX10(button: Int(bytes[3]) - 32, x: Int(bytes[4]) - 33, y: Int(bytes[5]) - 33), 6)
    }
    var end = 2
    while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) {
      // A byte that cannot be inside a CSI: drop the sequence, keep the byte.
      if bytes[end] < 0x20 || bytes[end] > 0x7E { return (nil, end) }
      end += 1
    }
    guard end < bytes.count else { return nil }
    let final = bytes[end]
    let body = String(decoding: bytes[2..<end], as: UTF8.self)
    let used = end + 1
    if body.hasPrefix("<") {
      return (mouseSGR(body.dropFirst(), release: final == UInt8(ascii: "m")), used)
    }
    // Parameters: "a;b:c;d" → [[a], [b, c], [d]].
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
    let eventType = parameters.count > 1 && parameters[1].count > 1 ? parameters[1][1] ?? 1 : 1
    let modifiers = (parameters.count > 1 ? parameters[1].first.flatMap { $0 } ?? 1 : 1) - 1
    func event(_ key: Key) -> TerminalInput? {
      eventType == 3 ? .release(key) : .key(key)
    }
    if let key = arrow(final) { return (event(key), used) }
    switch final {
    case UInt8(ascii: "~"):
      switch parameters.first?.first.flatMap({ $0 }) {
      case 5: return (event(.pageUp), used)
      case 6: return (event(.pageDown), used)
      case 200:
        pasting = true
        pasted.removeAll()
        return (nil, used)
      default: return (nil, used)
      }
    case UInt8(ascii: "u"):
      guard let code = parameters.first?.first.flatMap({ $0 }) else { return (nil, used) }
      let text = parameters.count > 2 ? parameters[2].compactMap { $0 } : []
      return (kittyKey(code: code, modifiers: modifiers, eventType: eventType, text: text), used)
    default:
      return (nil, used)  // replies to probes, focus reports, and anything else we did not ask for
    }
  }

  private func kittyKey(code: Int, modifiers: Int, eventType: Int, text: [Int]) -> TerminalInput? {
    let control = modifiers & 4 != 0
    if control && eventType != 3 {
      if code == 99 || code == 67 { return .interrupt }
      if code == 122 || code == 90 { return .suspend }
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

  private func mouseSGR(_ body: Substring, release: Bool) -> TerminalInput? {
    let numbers = body.split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3 else { return nil }
    return mouse(button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, release: release)
  }

  private func mouseX10(button: Int, x: Int, y: Int) -> TerminalInput? {
    mouse(button: button, x: x, y: y, release: button & 3 == 3 && button & 64 == 0)
  }

  private func mouse(button: Int, x: Int, y: Int, release: Bool) -> TerminalInput? {
    guard x >= 0, y >= 0 else { return nil }
    if button & 64 != 0 {
      return .mouse(button & 1 == 0 ? .wheelUp : .wheelDown, column: x, row: y)
    }
    if release { return .mouse(.release, column: x, row: y) }
    guard button & 3 == 0 else { return nil }  // only the first button turns the dial
    return .mouse(button & 32 != 0 ? .drag : .press, column: x, row: y)
  }

  private mutating func decodePaste(_ bytes: [UInt8]) -> (TerminalInput?, Int)? {
    let end: [UInt8] = [27, 91, 50, 48, 49, 126]  // ESC [ 2 0 1 ~
    if bytes.count >= end.count && Array(bytes.prefix(end.count)) == end {
      pasting = false
      defer { pasted.removeAll() }
      return (.paste(String(decoding: pasted, as: UTF8.self)), end.count)
    }
    if bytes[0] == 27 && bytes.count < end.count && end.starts(with: bytes) { return nil }
    // Past the limit the rest of a paste is dropped (no combination is that long).
    if pasted.count < Self.longestPaste { pasted.append(bytes[0]) }
    return (nil, 1)
  }
}
