import TerminalRuntime
import Testing

/// The queries the session and `doctor` send: st must not move its cursor, the Linux console
/// gets no OSC 11, and GNU screen's batch ends with the outer terminal's DA1.
struct TerminalQueriesTests {
  func text(_ queries: TerminalQueries) -> String {
    String(decoding: queries.bytes, as: UTF8.self)
  }

  @Test func theKittyQueryIsBetweenSaveAndRestoreCursor() {
    for term in ["xterm-256color", "st-256color", "screen", "linux", "tmux-256color"] {
      let queries = TerminalQueries(term: term, screenSession: nil)
      #expect(text(queries).hasPrefix("\u{1B}7\u{1B}[?u\u{1B}8"), "\(term)")
      #expect(text(queries).hasSuffix("\u{1B}[c"), "DA1 ends the batch: \(term)")
      #expect(queries.deviceAttributesAnswers == 1 && !queries.throughScreen, "\(term)")
    }
  }

  @Test func theLinuxConsoleIsNotAskedForItsBackground() {
    #expect(!text(TerminalQueries(term: "linux", screenSession: nil)).contains("\u{1B}]11"))
    #expect(!text(TerminalQueries(term: "linux-16color", screenSession: nil)).contains("\u{1B}]"))
    let xterm = text(TerminalQueries(term: "xterm", screenSession: nil))
    #expect(xterm.contains("\u{1B}]11;?\u{1B}\\"))
  }

  /// DA2 and the cell and text area sizes (XTWINOPS 16, 14) go out before the DA1 that closes
  /// the batch, except to the Linux console.
  @Test func secondaryDeviceAttributesAndSizesAreAskedBeforeTheClosingQuery() {
    let xterm = text(TerminalQueries(term: "xterm", screenSession: nil))
    #expect(xterm.hasSuffix("\u{1B}[>c\u{1B}[16t\u{1B}[14t\u{1B}[c"))
    let console = text(TerminalQueries(term: "linux", screenSession: nil))
    #expect(!console.contains("[>c") && !console.contains("t"))
  }

  @Test func gnuScreenPassesASecondDeviceAttributesQueryOut() {
    for term in ["screen", "screen.xterm-256color", "screen-256color"] {
      let queries = TerminalQueries(term: term, screenSession: "1234.pts-0.host")
      #expect(queries.throughScreen)
      #expect(queries.deviceAttributesAnswers == 2)
      let sent = text(queries)
      let background = sent.firstRange(of: "\u{1B}]11;?\u{1B}\\")
      let passed = sent.firstRange(of: "\u{1B}P\u{1B}[c\u{1B}\\")
      #expect(background != nil && passed != nil)
      if let background, let passed {
        #expect(background.upperBound <= passed.lowerBound, "OSC 11 before the passed DA1")
      }
    }
    // STY left over from an outer screen does not make tmux's TERM screen.
    #expect(!TerminalQueries(term: "tmux-256color", screenSession: "1.x").throughScreen)
    #expect(!TerminalQueries(term: "screen", screenSession: "").throughScreen)
  }
}

/// Answers count only inside their batch, and the exit drain waits for a slow link, bounded.
struct AnswerGateTests {
  /// Which of `answers` the gate of the batch for `term` takes, in order.
  func taken(_ answers: [TerminalAnswer], term: String, screen: String? = nil) -> [Bool] {
    var gate = AnswerGate(TerminalQueries(term: term, screenSession: screen))
    return answers.map { gate.admits($0) }
  }

  @Test func answersAfterTheClosingDeviceAttributesAreNotTaken() {
    let white = TerminalAnswer.background(red: 1, green: 1, blue: 1)
    #expect(
      taken(
        [
          .mode(2026, setting: 2), .deviceAttributes, .kittyKeyboard(flags: 31), white,
          .deviceAttributes,
        ], term: "xterm-256color") == [true, true, false, false, false])
    // In GNU screen the batch closes at the outer terminal's DA1, the second.
    #expect(
      taken(
        [.deviceAttributes, white, .deviceAttributes, .kittyKeyboard(flags: 1)], term: "screen",
        screen: "1.x") == [true, true, true, false])
  }

  @Test func theExitDrainFollowsTheMeasuredRoundTrip() {
    #expect(TerminalQueries.drainSeconds(roundTrip: 0.01, sinceQueries: 9) == 0.5)
    #expect(TerminalQueries.drainSeconds(roundTrip: 0.8, sinceQueries: 9) == 1.6)
    #expect(TerminalQueries.drainSeconds(roundTrip: 60, sinceQueries: 99) == 5)
    // Not measured yet: until 5 s after the queries, at least half a second.
    #expect(TerminalQueries.drainSeconds(roundTrip: nil, sinceQueries: 0.2) == 4.8)
    #expect(TerminalQueries.drainSeconds(roundTrip: nil, sinceQueries: 30) == 0.5)
    #expect(TerminalQueries.drainSeconds(roundTrip: .infinity, sinceQueries: .nan) == 5)
  }
}
