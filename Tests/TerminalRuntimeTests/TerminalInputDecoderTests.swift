import TerminalRuntime
import Testing

/// What each byte sequence a terminal sends decodes to, fed whole and split at every point.
struct TerminalInputDecoderTests {
  func decode(_ text: String) -> [TerminalInput] {
    decode(Array(text.utf8))
  }

  func decode(_ bytes: [UInt8]) -> [TerminalInput] {
    var decoder = TerminalInputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test func textAndControlKeys() {
    #expect(
      decode("a1- \r\n\u{7F}\u{8}\t") == [
        .key(.character("a")), .key(.character("1")), .key(.character("-")), .key(.space),
        .key(.enter), .key(.enter), .key(.backspace), .key(.backspace), .key(.tab),
      ])
    #expect(decode("\u{3}\u{1A}\u{C}") == [.interrupt, .suspend, .redraw])
    #expect(decode("é☃") == [.key(.character("é")), .key(.character("☃"))])
    #expect(decode("\u{1}\u{2}") == [], "other control characters are dropped")
    #expect(decode([0xFF, 0xC3, 0x28, 0x41]) == [.key(.character("(")), .key(.character("A"))])
  }

  @Test func arrowsAndPagesInEveryEncoding() {
    #expect(
      decode("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}OD\u{1B}[5~\u{1B}[6~") == [
        .key(.up), .key(.down), .key(.right), .key(.left), .key(.pageUp), .key(.pageDown),
      ])
    #expect(decode("\u{1B}[1;5D") == [.key(.left)], "modifiers are ignored")
  }

  @Test func aLoneEscapeWaitsForFlush() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed([27]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPending)
    #expect(decoder.feed([27, 27]) == [.key(.escape)])
    #expect(decoder.flush() == [.key(.escape)])
    #expect(decoder.feed(Array("\u{1B}x".utf8)) == [.key(.escape), .key(.character("x"))])
    #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flush() == [], "an unfinished sequence is dropped, not typed")
  }

  @Test func kittyKeyboardProtocol() {
    #expect(decode("\u{1B}[97u") == [.key(.character("a"))])
    #expect(decode("\u{1B}[97;1:2u") == [.key(.character("a"))], "a repeat is a key")
    #expect(decode("\u{1B}[97;1:3u") == [.release(.character("a"))])
    #expect(decode("\u{1B}[97;2u") == [.key(.character("A"))], "shift without associated text")
    #expect(decode("\u{1B}[97;2;65u") == [.key(.character("A"))], "the associated text wins")
    #expect(decode("\u{1B}[1;1:2D\u{1B}[1;1:3D") == [.key(.left), .release(.left)])
    #expect(
      decode("\u{1B}[13u\u{1B}[27u\u{1B}[127u\u{1B}[32u\u{1B}[9u") == [
        .key(.enter), .key(.escape), .key(.backspace), .key(.space), .key(.tab),
      ])
    #expect(decode("\u{1B}[57417u\u{1B}[57421;1:3u") == [.key(.left), .release(.pageUp)])
    #expect(decode("\u{1B}[99;5u\u{1B}[122;5u\u{1B}[108;5u") == [.interrupt, .suspend, .redraw])
    #expect(decode("\u{1B}[99;5:3u") == [], "releasing Ctrl-C does nothing")
    #expect(decode("\u{1B}[97;5u") == [], "other control chords are not text")
    #expect(decode("\u{1B}[57441u") == [], "a lone modifier key (left shift) is not text")
  }

  @Test func bracketedPasteIsOneInputEvenAcrossReads() {
    let text = "\u{1B}[200~7-9-6\r1\u{1B}[A\u{1B}[201~q"
    #expect(decode(text) == [.paste("7-9-6\r1\u{1B}[A"), .key(.character("q"))])
    var decoder = TerminalInputDecoder()
    var out: [TerminalInput] = []
    for byte in Array(text.utf8) { out += decoder.feed([byte]) }
    #expect(out == [.paste("7-9-6\r1\u{1B}[A"), .key(.character("q"))])
    var cut = TerminalInputDecoder()
    #expect(cut.feed(Array("\u{1B}[200~12".utf8)) == [])
    #expect(cut.hasPending)
    #expect(cut.flush() == [.paste("12")], "a paste cut off is kept")
    let huge = "\u{1B}[200~" + String(repeating: "1", count: 100_000) + "\u{1B}[201~"
    #expect(
      decode(huge) == [.paste(String(repeating: "1", count: TerminalInputDecoder.longestPaste))])
  }

  @Test func sgrMouse() {
    #expect(
      decode("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;4m") == [
        .mouse(.press, column: 4, row: 2), .mouse(.drag, column: 5, row: 2),
        .mouse(.release, column: 5, row: 3),
      ])
    #expect(
      decode("\u{1B}[<64;1;1M\u{1B}[<65;10;1M") == [
        .mouse(.wheelUp, column: 0, row: 0), .mouse(.wheelDown, column: 9, row: 0),
      ])
    #expect(decode("\u{1B}[<2;1;1M\u{1B}[<0;0;1M\u{1B}[<0;1M") == [], "right button, bad cells")
  }

  @Test func x10Mouse() {
    let press: [UInt8] = [27, 91, 77, 32, 33 + 4, 33 + 2]
    let drag: [UInt8] = [27, 91, 77, 64, 33 + 5, 33 + 2]
    let release: [UInt8] = [27, 91, 77, 35, 33 + 5, 33 + 3]
    let wheel: [UInt8] = [27, 91, 77, 97, 33, 33]
    #expect(
      decode(press + drag + release + wheel) == [
        .mouse(.press, column: 4, row: 2), .mouse(.drag, column: 5, row: 2),
        .mouse(.release, column: 5, row: 3), .mouse(.wheelDown, column: 0, row: 0),
      ])
  }

  /// Rule (docs/terminal.md "Input"): answers to the queries are answers whenever they come, never keys;
  /// other unknown sequences (a focus report, F5) are dropped.
  @Test func answersAreAnswersAndUnknownSequencesAreDropped() {
    #expect(
      decode("\u{1B}[?62;22c\u{1B}[?1u\u{1B}[?2026;2$y\u{1B}[I\u{1B}[15~z") == [
        .answer(.deviceAttributes), .answer(.kittyKeyboard(flags: 1)),
        .answer(.mode(2026, setting: 2)), .key(.character("z")),
      ])
    #expect(
      decode("\u{1B}[>41;379;0c\u{1B}[>c") == [
        .answer(.secondaryAttributes(terminal: 41, version: 379)),
        .answer(.secondaryAttributes(terminal: 0, version: 0)),
      ])
    #expect(
      decode("\u{1B}[6;16;8t\u{1B}[4;552;800t\u{1B}[8;24;80t\u{1B}[6;16t") == [
        .answer(.cellPixels(width: 8, height: 16)), .answer(.areaPixels(width: 800, height: 552)),
      ], "XTWINOPS sizes in pixels; the size in cells and a short report are nothing")
    let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "\u{1}x"
    #expect(
      decode(long) == [.key(.character("x"))], "a sequence broken by a control character is dropped"
    )
  }

  @Test func splittingTheBytesAnywhereGivesTheSameInput() {
    let bytes = Array(
      "a\u{1B}[A\u{1B}OD\u{1B}[<0;5;3M\u{1B}[200~1-2\u{1B}[201~\u{1B}[97;1:3u☃\u{1B}[6~".utf8)
    let whole = decode(bytes)
    #expect(whole.count == 8)
    for cut in 1..<bytes.count {
      var decoder = TerminalInputDecoder()
      let parts = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flush()
      #expect(parts == whole, "cut at \(cut)")
    }
  }
}

/// Numbers at the edge of `Int`, signs, and sequences without end: each is dropped or
/// saturated, never fatal, and the decoder is ready for the next key.
struct HostileTerminalInputTests {
  func decode(_ text: String) -> [TerminalInput] {
    var decoder = TerminalInputDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test(arguments: [
    "\u{1B}[1;-9223372036854775808D", "\u{1B}[97;-9223372036854775808u",
    "\u{1B}[5;-9223372036854775808~", "\u{1B}[<0;-9223372036854775808;1M",
    "\u{1B}[<0;1;-9223372036854775808M", "\u{1B}[-1u", "\u{1B}[<-1;2;2M",
  ])
  func aSignedParameterDropsTheSequence(_ sequence: String) {
    #expect(decode(sequence + "q") == [.key(.character("q"))])
  }

  @Test func hugeParametersSaturateInsteadOfOverflowing() {
    let huge = "99999999999999999999999999999999"
    #expect(decode("\u{1B}[1;\(huge)D") == [.key(.left)])
    #expect(decode("\u{1B}[\(huge)u") == [], "no such key")
    #expect(decode("\u{1B}[97;\(huge)u") == [], "every modifier bit set: a control chord")
    #expect(decode("\u{1B}[\(huge)~") == [])
    #expect(
      decode("\u{1B}[<0;99999999999999999999;99999999999999999999M")
        == [.mouse(.press, column: 999_999_999, row: 999_999_999)])
    #expect(decode("\u{1B}[97;1:\(huge)u") == [.key(.character("a"))], "an unknown event type")
  }

  @Test func anEndlessSequenceIsSwallowedInBoundedState() {
    var decoder = TerminalInputDecoder()
    let body = Array(repeating: UInt8(ascii: "1"), count: 1_000_000)
    #expect(decoder.feed([27, 91] + body + [UInt8(ascii: "D")]) == [], "too long: dropped")
    #expect(!decoder.hasPending)
    #expect(decoder.feed(Array("\u{1B}[D".utf8)) == [.key(.left)])
  }

  @Test func malformedShapesAreDropped() {
    #expect(
      decode("\u{1B}[1<2D\u{1B}[1 2D\u{1B}[?1D\u{1B}[<0;1;1;1M\u{1B}[<0:1;1;1Mz") == [
        .key(.character("z"))
      ])
    #expect(decode("\u{1B}[<0;1;1D") == [], "a mouse marker with another final")
  }

  @Test func overlongAndSurrogateUTF8IsDropped() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.feed([0xE0, 0x80, 0xAF, 0xED, 0xA0, 0x80, 0x41]) == [.key(.character("A"))])
  }

  @Test func kittyCtrlBackslashQuits() {
    #expect(decode("\u{1B}[92;5u") == [.quit])
    #expect(decode("\u{1B}[92;5:3u") == [], "its release does nothing")
  }

  @Test func aPasteHoldsAPartialEndMarkerAsText() {
    #expect(decode("\u{1B}[200~a\u{1B}[20x\u{1B}\u{1B}[201~") == [.paste("a\u{1B}[20x\u{1B}")])
  }

  /// OSC 11 answers end with BEL or ST; channels of 1 to 4 hex digits scale to 0…1.
  @Test func theBackgroundAnswer() {
    #expect(
      decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}") == [
        .answer(.background(red: 1, green: 1, blue: 1))
      ])
    #expect(
      decode("\u{1B}]11;rgb:00/80/ff\u{1B}\\x") == [
        .answer(.background(red: 0, green: 128.0 / 255, blue: 1)), .key(.character("x")),
      ])
    // Not an answer lockdial asked for, malformed, or too long: dropped, nothing typed.
    #expect(decode("\u{1B}]10;rgb:1/2/3\u{7}").isEmpty)
    #expect(decode("\u{1B}]11;rgb:12345/0/0\u{7}").isEmpty)
    #expect(
      decode("\u{1B}]11;rgb:" + String(repeating: "f", count: 200) + "\u{7}q") == [
        .key(.character("q"))
      ])
    // An ESC that is not an ST abandons the command and starts a key.
    #expect(decode("\u{1B}]11;rgb:0/0/0\u{1B}[D") == [.key(.left)])
  }

  /// Every answer, split at every byte and mixed with keys, decodes the same: no answer byte is
  /// ever a key or a character of the combination.
  @Test func answersSplitAnywhereNeverBecomeKeys() {
    let answers =
      "\u{1B}[?31u" + "\u{1B}[?2026;1$y" + "\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\"
      + "\u{1B}[4;552;800t" + "\u{1B}[?64;1;2;6;22c"
    let bytes = Array(("7" + answers + "9").utf8)
    let expected: [TerminalInput] = [
      .key(.character("7")), .answer(.kittyKeyboard(flags: 31)), .answer(.mode(2026, setting: 1)),
      .answer(.background(red: 0x1C1C / 65535, green: 0x1C1C / 65535, blue: 0x1C1C / 65535)),
      .answer(.areaPixels(width: 800, height: 552)), .answer(.deviceAttributes),
      .key(.character("9")),
    ]
    for cut in 0...bytes.count {
      var decoder = TerminalInputDecoder()
      let out = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
      #expect(out == expected, "cut at \(cut)")
    }
  }

  /// A sequence given up on (``TerminalInputDecoder/flush()``) is dropped whole: its rest,
  /// arriving late, is swallowed and never typed; bounded, and what follows it is input again.
  @Test func theRestOfASequenceGivenUpOnIsNeverTyped() {
    func late(_ first: String, _ rest: String) -> [TerminalInput] {
      var decoder = TerminalInputDecoder()
      let begun = decoder.feed(Array(first.utf8)) + decoder.flush()
      #expect(!decoder.hasPending, "nothing to wait for: \(first.debugDescription)")
      return begun + decoder.feed(Array(rest.utf8)) + decoder.flush()
    }
    #expect(late("\u{1B}[?", "2026;2$y7") == [.key(.character("7"))])
    #expect(late("\u{1B}[?20", "26;2$y7") == [.key(.character("7"))])
    #expect(late("\u{1B}[", "?62;22c7") == [.key(.character("7"))])
    #expect(late("\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{1B}\\7") == [.key(.character("7"))])
    #expect(late("\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{7}7") == [.key(.character("7"))])
    #expect(late("\u{1B}[M", " !!7") == [.key(.character("7"))], "an X10 report's raw bytes")
    // A bare `ESC [` whose next byte is no marker: that byte is input of its own.
    #expect(late("\u{1B}[", "7") == [.key(.character("7"))])
    // Bounded: the sequence, `?` and its rest, is at most the longest sequence; then bytes are
    // input again.
    let long = String(repeating: "1", count: TerminalInputDecoder.longestSequence)
    #expect(late("\u{1B}[?", long) == [.key(.character("1"))])
    // A control byte ends the rest at once, and counts.
    #expect(late("\u{1B}[?", "12\r") == [.key(.enter)])
  }
}
