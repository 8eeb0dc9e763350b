/// The queries that the session and `doctor` send, built in one place so that both send the
/// same bytes, and how many DA1 answers end them.
///
/// Rules (docs/terminal.md "Input"):
/// - The kitty flags, DEC 2026, OSC 11, DA2 and the cell and text area sizes in pixels
///   (XTWINOPS 16 and 14; none of these on the Linux console, which would print OSC 11), then
///   DA1, which every terminal answers and which ends the batch. DA2 tells xterm apart, whose
///   usual `TERM` (`xterm`) lists 8 colours where it draws 256. The sizes give the cell's shape
///   where the window size's pixel fields are 0 (VTE and alacritty answer 14 only, konsole and
///   mlterm both, xterm neither: it fills the fields in).
/// - In mlterm (``TerminalProfile/isMlterm(term:)``) DECRQM for mode 8800 too: a
///   terminal that recognises it draws lockdial's soft font (``SoftFont``).
/// - The kitty query goes between DECSC and DECRC (`ESC 7` … `ESC 8`): st takes `CSI ? u` for
///   "restore the cursor" (to the top-left corner if nothing was saved); the pair makes that a
///   no-op. Other terminals are not affected, and kitty still answers the query.
/// - In GNU screen (`TERM` screen…, `STY` set), screen answers DA1 itself at once but sends
///   OSC 11 on to the terminal it runs in, whose answer comes one round trip later. So a second
///   DA1 goes to that terminal through screen's DCS passthrough (`ESC P` … `ESC \`). It answers
///   that DA1 after its OSC 11 answer, so the batch ends at the second DA1. If another terminal
///   is taken for screen, nothing is lost: xterm, tmux 3.3 and st end the DCS at its ESC and
///   answer the DA1 inside it too.
public struct TerminalQueries: Sendable, Hashable {
  /// The bytes to write (never recorded: a played recording must not make a terminal answer).
  public let bytes: [UInt8]
  /// Whether the terminal is GNU screen.
  public let throughScreen: Bool
  /// How many DA1 answers end the batch: 2 in GNU screen (its own, then the outer terminal's),
  /// else 1.
  public let deviceAttributesAnswers: Int

  /// The queries for `term`; `screenSession` is `STY`, which GNU screen sets.
  public init(term: String, screenSession: String?) {
    let console = TerminalProfile.isLinuxConsole(term: term)
    throughScreen = term.hasPrefix("screen") && !(screenSession ?? "").isEmpty
    var text = "\u{1B}7\u{1B}[?u\u{1B}8\u{1B}[?2026$p"
    if !console { text += "\u{1B}]11;?\u{1B}\\\u{1B}[>c\u{1B}[16t\u{1B}[14t" }
    if TerminalProfile.isMlterm(term: term) { text += "\u{1B}[?8800$p" }
    if throughScreen { text += "\u{1B}P\u{1B}[c\u{1B}\\" }
    text += "\u{1B}[c"
    bytes = Array(text.utf8)
    deviceAttributesAnswers = throughScreen ? 2 : 1
  }
}

extension TerminalQueries {
  /// The least and the most time leaving waits for the terminal's last answers.
  public static let drainBounds = 0.5...5.0

  /// How long leaving waits for its DA1 answer (and the start's, when still due), in seconds.
  ///
  /// Rule (docs/terminal.md "Signals and exits"): twice the round trip measured at start (the
  /// start's DA1 answer), within ``drainBounds``; before that answer has come, until
  /// ``drainBounds``' upper bound after the queries went out (a quick quit on a slow link), and
  /// never less than the lower bound. A link slower than that can still leave an answer for the
  /// shell; nothing waits longer.
  public static func drainSeconds(roundTrip: Double?, sinceQueries: Double) -> Double {
    guard let roundTrip, roundTrip.isFinite else {
      let left = drainBounds.upperBound - (sinceQueries.isFinite ? sinceQueries : 0)
      return min(max(left, drainBounds.lowerBound), drainBounds.upperBound)
    }
    return min(max(2 * roundTrip, drainBounds.lowerBound), drainBounds.upperBound)
  }
}

/// Which answers belong to the batch of queries: those that come before the DA1 answer that
/// closes it.
///
/// Rule (docs/terminal.md "Input"): terminals answer in order, and DA1, asked last, is answered
/// last; an answer after the batch is closed is nobody's answer — bytes typed or pasted in the
/// shape of one — and is not taken, so it cannot switch the kitty protocol or the palette.
public struct AnswerGate: Sendable, Hashable {
  /// How many DA1 answers close the batch.
  public let closingAnswers: Int
  /// How many DA1 answers have come.
  public private(set) var deviceAttributesSeen = 0

  /// A gate for the batch `queries` sent.
  public init(_ queries: TerminalQueries) {
    closingAnswers = queries.deviceAttributesAnswers
  }

  /// Whether the batch is closed: every DA1 answer it asked for has come.
  public var isClosed: Bool { deviceAttributesSeen >= closingAnswers }

  /// Whether `answer` is taken: any answer while the batch is open (a DA1 counts towards
  /// closing it); after it, none.
  public mutating func admits(_ answer: TerminalAnswer) -> Bool {
    guard !isClosed else { return false }
    if answer == .deviceAttributes { deviceAttributesSeen += 1 }
    return true
  }

  /// Closes the batch (its answers all came in another reader, such as a suspend's drain).
  public mutating func close() {
    deviceAttributesSeen = max(deviceAttributesSeen, closingAnswers)
  }
}
