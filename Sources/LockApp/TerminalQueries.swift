/// The queries that the session and `doctor` send, built in one place so that both send the
/// same bytes, and how many DA1 answers end them.
///
/// Rules (docs/terminal.md "Input"):
/// - The kitty flags, DEC 2026, OSC 11 (not on the Linux console, which would print it), then
///   DA1, which every terminal answers and which ends the batch.
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
    let console = term == "linux" || term.hasPrefix("linux-")
    throughScreen = term.hasPrefix("screen") && !(screenSession ?? "").isEmpty
    var text = "\u{1B}7\u{1B}[?u\u{1B}8\u{1B}[?2026$p"
    if !console { text += "\u{1B}]11;?\u{1B}\\" }
    if throughScreen { text += "\u{1B}P\u{1B}[c\u{1B}\\" }
    text += "\u{1B}[c"
    bytes = Array(text.utf8)
    deviceAttributesAnswers = throughScreen ? 2 : 1
  }
}
