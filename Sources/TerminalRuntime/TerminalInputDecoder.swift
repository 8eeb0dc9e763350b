/// Decodes the bytes a terminal sends: UTF-8 text, control keys, CSI and SS3 sequences (arrows,
/// Page Up/Down), kitty keyboard protocol keys with press/repeat/release and associated text,
/// bracketed paste, and SGR and X10 mouse reports.
///
/// A byte-at-a-time state machine (ECMA-48 shape): every byte costs constant work and the state
/// is bounded whatever arrives. Numbers are read digit by digit and saturate at
/// ``largestParameter``, so no parameter can overflow; a sequence with a sign, too many
/// parameters or more than ``longestSequence`` bytes is dropped whole. An ESC that nothing
/// follows stays pending until ``flush()`` (the front end calls it when no more bytes arrive
/// within the Esc delay). Malformed or unknown sequences are dropped, never passed on as text.
public struct TerminalInputDecoder: Sendable {
  /// Where in a sequence the decoder is.
  private enum State: Sendable {
    case ground
    /// After ESC.
    case escape
    /// After ESC O.
    case singleShift
    /// Inside ESC [ … (parameters so far).
    case control(ControlSequence)
    /// Inside a CSI too long or malformed to decode: swallowing up to its final byte.
    case discarding
    /// After ESC [ M: the X10 mouse report's raw bytes so far.
    case x10([UInt8])
    /// Inside a UTF-8 character: the bytes so far and how many it needs.
    case utf8([UInt8], needs: Int)
    /// Inside a bracketed paste: how many bytes of the end marker have matched.
    case paste(matched: Int)
    /// Inside `ESC ]` (an operating system command, such as an OSC 11 answer): its bytes so
    /// far (at most ``longestSequence``), and whether the last byte was the ESC of an ST.
    case command([UInt8], escape: Bool)
    /// The rest of a control sequence given up on (``flush()``): parameter and intermediate
    /// bytes are swallowed up to its final byte, at most ``longestSequence`` of them; `bare`
    /// when only `ESC [` had come, so that its next byte must be a marker to be its rest.
    case lateControl(count: Int, bare: Bool)
    /// The rest of an operating system command given up on: swallowed up to its BEL or ST, at
    /// most ``longestSequence`` bytes; `escape` after an ESC.
    case lateCommand(count: Int, escape: Bool)
    /// The rest of an X10 mouse report given up on: its raw bytes still to come.
    case lateMouse(left: Int)
  }

  private var state = State.ground
  private var pasted: [UInt8] = []

  /// The most bytes of one paste kept; the rest of a longer paste is dropped.
  public static let longestPaste = 65_536
  /// The most bytes of one control sequence decoded; longer ones are swallowed and dropped.
  public static let longestSequence = 64
  /// Where a numeric parameter saturates: larger numbers read as this (no real key, cell or
  /// modifier comes near it), so arithmetic on them cannot overflow.
  public static let largestParameter = 1_000_000_000

  private static let pasteEnd: [UInt8] = [27, 91, 50, 48, 49, 126]  // ESC [ 2 0 1 ~

  /// An empty decoder.
  public init() {}

  /// Whether bytes are waiting for more within the Esc delay (a lone ESC, an unfinished
  /// sequence or character); the rest of a sequence already given up on waits for nothing.
  public var hasPending: Bool {
    switch state {
    case .ground, .lateControl, .lateCommand, .lateMouse: return false
    default: return true
    }
  }

  /// Feeds bytes and returns what they completed.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
    var out: [TerminalInput] = []
    for byte in bytes { step(byte, into: &out) }
    return out
  }

  /// Gives up waiting: a lone ESC becomes the Escape key, a paste cut off is delivered as it
  /// is, and anything else unfinished is dropped.
  ///
  /// Rule (docs/terminal.md "Input"): a sequence that began (an answer split across reads, the
  /// rest arriving late) is dropped whole: its rest, when it comes, is swallowed as the rest of
  /// a sequence and never typed (`ESC [ ?` now, `2026;2$y` later, types nothing). Bounded: at
  /// most ``longestSequence`` bytes, and a byte no sequence holds ends it.
  public mutating func flush() -> [TerminalInput] {
    defer { pasted.removeAll() }
    let given = state
    state = .ground
    switch given {
    case .escape: return [.key(.escape)]
    case .paste: return [.paste(String(decoding: pasted, as: UTF8.self))]
    case .control(let sequence):
      state = .lateControl(count: sequence.length, bare: sequence.length == 0)
    case .discarding: state = .lateControl(count: 0, bare: false)
    case .command(let bytes, let escape): state = .lateCommand(count: bytes.count, escape: escape)
    case .x10(let raw): state = .lateMouse(left: 3 - raw.count)
    default: break
    }
    return []
  }

  /// One byte through the state machine.
  private mutating func step(_ byte: UInt8, into out: inout [TerminalInput]) {
    switch state {
    case .ground:
      ground(byte, into: &out)
    case .escape:
      escape(byte, into: &out)
    case .singleShift:
      state = .ground
      if let key = Self.arrow(byte) { out.append(.key(key)) }
    case .control(var sequence):
      control(&sequence, byte, into: &out)
    case .discarding:
      if (0x40...0x7E).contains(byte) {
        state = .ground
      } else if byte < 0x20 || byte > 0x7E {
        state = .ground
        ground(byte, into: &out)
      }
    case .x10(var raw):
      raw.append(byte)
      if raw.count < 3 {
        state = .x10(raw)
      } else {
        state = .ground
        if let input = Self.mouseX10(raw) { out.append(input) }
      }
    case .utf8(let raw, let needs):
      continueCharacter(raw, needs: needs, byte, into: &out)
    case .paste(let matched):
      paste(byte, matched: matched, into: &out)
    case .lateControl(let count, let bare):
      late(control: byte, count: count, bare: bare, into: &out)
    case .lateCommand(let count, let escape):
      late(command: byte, count: count, escape: escape, into: &out)
    case .lateMouse(let left):
      state = left > 1 ? .lateMouse(left: left - 1) : .ground
    case .command(let bytes, let escape):
      command(bytes, escape: escape, byte, into: &out)
    }
  }

  /// A byte after ESC: a CSI, an SS3 or an OSC begins; anything else is Esc, then the byte on
  /// its own (ESC ESC, or Alt+key).
  private mutating func escape(_ byte: UInt8, into out: inout [TerminalInput]) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["): state = .control(ControlSequence())
    case UInt8(ascii: "O"): state = .singleShift
    case UInt8(ascii: "]"): state = .command([], escape: false)
    default:
      out.append(.key(.escape))
      ground(byte, into: &out)
    }
  }

  /// A continuation byte of a UTF-8 character; a broken character is dropped and the byte that
  /// broke it starts afresh.
  private mutating func continueCharacter(
    _ raw: [UInt8], needs: Int, _ byte: UInt8, into out: inout [TerminalInput]
  ) {
    guard byte & 0xC0 == 0x80 else {
      state = .ground
      ground(byte, into: &out)
      return
    }
    let raw = raw + [byte]
    if raw.count < needs {
      state = .utf8(raw, needs: needs)
    } else {
      state = .ground
      if let input = Self.character(raw) { out.append(input) }
    }
  }

  /// A byte of an operating system command: BEL or ESC \ ends it (an OSC 11 answer is taken),
  /// ESC and anything else abandons it and starts a new sequence; bytes past the longest
  /// sequence are not kept (the command is then dropped).
  private mutating func command(
    _ bytes: [UInt8], escape: Bool, _ byte: UInt8, into out: inout [TerminalInput]
  ) {
    if escape {
      state = .ground
      if byte == UInt8(ascii: "\\") {
        if let answer = Self.operatingSystemCommand(bytes) { out.append(.answer(answer)) }
      } else {
        step(27, into: &out)
        step(byte, into: &out)
      }
    } else if byte == 7 {
      state = .ground
      if let answer = Self.operatingSystemCommand(bytes) { out.append(.answer(answer)) }
    } else if byte == 27 {
      state = .command(bytes, escape: true)
    } else {
      var bytes = bytes
      if bytes.count <= Self.longestSequence { bytes.append(byte) }
      state = .command(bytes, escape: false)
    }
  }

  /// A byte of the rest of a control sequence given up on: swallowed, up to its final byte.
  private mutating func late(
    control byte: UInt8, count: Int, bare: Bool, into out: inout [TerminalInput]
  ) {
    let isMarker = (0x3C...0x3F).contains(byte)  // < = > ?
    switch byte {
    case _ where bare && !isMarker:
      // Only `ESC [` had come: what follows is a sequence's rest only if it opens with a
      // marker (an answer's `?`); otherwise it is input of its own.
      state = .ground
      ground(byte, into: &out)
    case 0x20...0x3F where count < Self.longestSequence:
      state = .lateControl(count: count + 1, bare: false)
    case 0x40...0x7E:
      state = .ground
    default:
      state = .ground
      ground(byte, into: &out)
    }
  }

  /// A byte of the rest of an operating system command given up on: swallowed, up to its BEL
  /// or ST.
  private mutating func late(
    command byte: UInt8, count: Int, escape: Bool, into out: inout [TerminalInput]
  ) {
    if escape {
      state = .ground
      if byte != UInt8(ascii: "\\") {
        step(27, into: &out)
        step(byte, into: &out)
      }
    } else if byte == 7 || count >= Self.longestSequence {
      state = .ground
    } else if byte == 27 {
      state = .lateCommand(count: count + 1, escape: true)
    } else {
      state = .lateCommand(count: count + 1, escape: false)
    }
  }

  /// A byte outside any sequence: a control key, the start of a sequence or of a character.
  private mutating func ground(_ byte: UInt8, into out: inout [TerminalInput]) {
    switch byte {
    case 27: state = .escape
    case 13, 10: out.append(.key(.enter))
    case 127, 8: out.append(.key(.backspace))
    case 9: out.append(.key(.tab))
    case 3: out.append(.interrupt)
    case 26: out.append(.suspend)
    case 12: out.append(.redraw)
    case 32: out.append(.key(.space))
    case 0..<32: break
    case 0x21..<0x80: out.append(.key(.character(Character(Unicode.Scalar(byte)))))
    case 0xC2..<0xE0: state = .utf8([byte], needs: 2)
    case 0xE0..<0xF0: state = .utf8([byte], needs: 3)
    case 0xF0..<0xF5: state = .utf8([byte], needs: 4)
    default: break  // a continuation byte or a byte UTF-8 never uses
    }
  }

  /// A byte inside `ESC [`: parameters and intermediates up to a final byte in 0x40…0x7E; X10
  /// mouse (`CSI M` and three raw bytes) is the exception.
  private mutating func control(
    _ sequence: inout ControlSequence, _ byte: UInt8, into out: inout [TerminalInput]
  ) {
    if sequence.length == 0 && byte == UInt8(ascii: "M") {
      state = .x10([])
      return
    }
    switch byte {
    case 0x40...0x7E:
      state = .ground
      if let input = interpret(sequence, final: byte) { out.append(input) }
    case 0x20...0x3F:
      sequence.take(byte)
      state = sequence.length > Self.longestSequence ? .discarding : .control(sequence)
    default:
      // A byte that cannot be inside a CSI: drop the sequence, keep the byte.
      state = .ground
      ground(byte, into: &out)
    }
  }

  /// What a finished control sequence means, or nil for one we did not ask for or that makes
  /// no sense (replies to probes, focus reports, signs, intermediates, absurd parameter counts).
  private mutating func interpret(_ sequence: ControlSequence, final: UInt8) -> TerminalInput? {
    guard sequence.wellFormed else { return nil }
    let parameters = sequence.parameters
    if sequence.marker == UInt8(ascii: "?") {
      return Self.answer(sequence, final: final).map { .answer($0) }
    }
    if sequence.marker == UInt8(ascii: ">") {
      guard final == UInt8(ascii: "c"), sequence.intermediates == 0 else { return nil }
      let values = parameters.map { $0.first ?? nil }
      return .answer(
        .secondaryAttributes(
          terminal: values.first.flatMap { $0 } ?? 0,
          version: values.count > 1 ? values[1] ?? 0 : 0))
    }
    guard sequence.intermediates == 0 else { return nil }
    if sequence.marker == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
      return Self.mouseSGR(parameters, release: final == UInt8(ascii: "m"))
    }
    guard sequence.marker == nil else { return nil }
    let second = parameters.count > 1 ? parameters[1] : []
    let eventType = second.count > 1 ? second[1] ?? 1 : 1
    let modifiers = max(0, (second.first ?? nil).map { $0 - 1 } ?? 0)
    func event(_ key: Key) -> TerminalInput {
      eventType == 3 ? .release(key) : .key(key)
    }
    if let key = Self.arrow(final) { return event(key) }
    let first = parameters.first?.first ?? nil
    switch final {
    case UInt8(ascii: "~"):
      switch first {
      case 5: return event(.pageUp)
      case 6: return event(.pageDown)
      case 200:
        state = .paste(matched: 0)
        pasted.removeAll()
        return nil
      default: return nil
      }
    case UInt8(ascii: "t"):
      return Self.windowReport(parameters)
    case UInt8(ascii: "u"):
      guard let code = first else { return nil }
      let text = parameters.count > 2 ? parameters[2].compactMap { $0 } : []
      return Self.kittyKey(code: code, modifiers: modifiers, eventType: eventType, text: text)
    default:
      return nil
    }
  }

  /// An XTWINOPS size report: `CSI 6 ; height ; width t` (a cell) or `CSI 4 ; height ;
  /// width t` (the text area), in pixels; any other `CSI … t` is nothing.
  private static func windowReport(_ parameters: [[Int?]]) -> TerminalInput? {
    let values = parameters.map { $0.first ?? nil }
    guard values.count == 3, let kind = values[0], let height = values[1], let width = values[2]
    else { return nil }
    switch kind {
    case 6: return .answer(.cellPixels(width: width, height: height))
    case 4: return .answer(.areaPixels(width: width, height: height))
    default: return nil
    }
  }

  /// A byte of a bracketed paste: collected (up to ``longestPaste``) until `ESC [ 2 0 1 ~`.
  private mutating func paste(_ byte: UInt8, matched: Int, into out: inout [TerminalInput]) {
    let end = Self.pasteEnd
    if byte == end[matched] {
      if matched + 1 == end.count {
        state = .ground
        out.append(.paste(String(decoding: pasted, as: UTF8.self)))
        pasted.removeAll()
      } else {
        state = .paste(matched: matched + 1)
      }
      return
    }
    // A partial end marker was text after all.
    for marker in end[..<matched] { keepPasted(marker) }
    if byte == end[0] {
      state = .paste(matched: 1)
    } else {
      keepPasted(byte)
      state = .paste(matched: 0)
    }
  }

  private mutating func keepPasted(_ byte: UInt8) {
    if pasted.count < Self.longestPaste { pasted.append(byte) }
  }

}
