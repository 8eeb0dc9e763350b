import LockModel
import TerminalRuntime

extension LockRenderer {
  /// The columns the trail's digits and the hint under them stand in from the body's left.
  ///
  /// Rule (docs/terminal.md "Output"): the digits centred as `slots` would stand were each
  /// number as wide as the dial's widest (`widest` columns), so that neither a number of
  /// more digits under way nor a caption that widens its slot (whole turns) moves every digit
  /// sideways; as far as the slots fit. Against the left edge they left the panel lopsided,
  /// its right side empty (a fresh reviewer).
  static func trailIndent(
    _ slots: [TrailSlot], scale: Int, widest: Int, omitted: Bool, body: Rect
  ) -> Int {
    let ellipsis = omitted ? 2 : 0
    let even = width(columns: widest * slots.count, count: slots.count, scale: scale)
    let room = body.width - ellipsis - width(slots, scale: scale)
    return max(min((body.width - ellipsis - even) / 2, room), 0)
  }

  /// The trail of runs dialed in this attempt (or, until the next attempt starts, the one just
  /// judged), then the attempt's hint after its lead ("next: …"), wrapped to the panel.
  ///
  /// Rule (docs/terminal.md "Output"): the trail's box fills its area, which ``Layout`` makes
  /// as tall as its tallest text, the text from its top: the box keeps its size as runs are
  /// dialed and hints change.
  mutating func paintTrail(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    let headed = Layout.trailIsHeaded(width: area.width)
    let panel = panelFrame("trail", area: area, titledFrom: headed ? 3 : .max, into: &buffer)
    let body = panel.body
    let framed = body.x > area.x
    // Runs and hint on rows of their own when the body has two rows or more; else one row.
    let titled = (panel.titled || !headed) && body.height >= 2
    var y = body.y
    var x = body.x
    let bottom = body.y + body.height
    let right = body.x + body.width
    guard !body.isEmpty else { return }
    if framed, let digits = trailDigits(scene, body: body) {
      // A blank row between the frame's top and the digits, where there is room for it.
      let top = y + (digits.padded ? 1 : 0)
      x += Self.trailIndent(
        digits.slots, scale: digits.scale,
        widest: BlockDigits.columns(of: max(scene.dial.stops - 1, 0), scale: digits.scale),
        omitted: digits.omitted, body: body)
      y =
        top
        + paintTrailDigits(
          digits.slots, scale: digits.scale, omitted: digits.omitted,
          blockCaptions: digits.blockCaptions, x: x, y: top, into: &buffer)
      let drop = digits.scale == 1 ? hintDrop(scene, x: x, y: y, right: right, bottom: bottom) : 0
      paintHint(scene, x: x, y: y + drop, right: right, bottom: bottom, into: &buffer)
      return
    }
    // Unframed (40×16), the title leads the runs' row, as the timeline's leads its seconds.
    if !headed && titled {
      x += buffer.write("trail", x: x, y: y, style: palette.heading) + 1
    }
    if scene.trailOmitted > 0 {
      x += buffer.write(options.ascii ? "..." : "…", x: x, y: y, style: palette.dim) + 1
    }
    // Runs as "L7 R9x1 ...": letter, number, and xN for whole turns; wrapped to the area.
    let widths = scene.trail.indices.map { runColumns(scene, $0) }
    let indent = Self.runIndent(widths, from: x, left: body.x, right: right)
    for (index, run) in scene.trail.enumerated() {
      let live = scene.trailIsLive && index == scene.trail.count - 1
      let marker = live ? liveMarker(run.direction) : ""
      if Self.wraps(x, widths[index], indent: indent, right: right) {
        x = indent
        y += 1
      }
      guard y < bottom - (titled ? 1 : 0) else { break }
      let style = runStyle(last: index == scene.trail.count - 1, live: live)
      x += buffer.put(
        Unicode.Scalar(UInt8(run.direction.letter.asciiValue ?? 63)), x: x, y: y, style: style)
      x += buffer.write(number: shownNumber(scene, index), x: x, y: y, style: style)
      if run.wholeTurns > 0 {
        x += buffer.write("x", x: x, y: y, style: palette.dim)
        x += buffer.write(number: run.wholeTurns, x: x, y: y, style: palette.dim)
      }
      x += buffer.write(marker, x: x, y: y, style: style)
      x += 1
    }
    if scene.trail.isEmpty {
      x += buffer.write(
        titled && right - x >= 12 ? "no turns yet" : "-", x: x, y: y, style: palette.dim)
    }
    // The instruction on the next free row (or after the runs on a one-row trail), wrapped.
    if titled {
      y = min(y + 1, bottom - 1)
      x = body.x
    } else {
      x += 1
    }
    guard right - x > 8 else { return }
    if !headed && titled {
      paintFlowingHint(scene, x: x, y: y, width: right - x, bottom: bottom, into: &buffer)
    } else {
      paintHint(scene, x: x, y: y, right: right, bottom: bottom, into: &buffer)
    }
  }

  /// The columns the trail's run at `index` takes as text (`L7`, `R9x1`, and the pointer
  /// after the run under way).
  func runColumns(_ scene: LockScene, _ index: Int) -> Int {
    let live = scene.trailIsLive && index == scene.trail.count - 1
    return 1 + CellBuffer.digits(shownNumber(scene, index))
      + Self.wholeTurnsColumns(scene.trail[index]) + (live ? liveMarkerColumns : 0)
  }

  /// The columns a run's whole turns take after its number as text (`x1`), none without.
  static func wholeTurnsColumns(_ run: LockScene.RunView) -> Int {
    run.wholeTurns > 0 ? 1 + CellBuffer.digits(run.wholeTurns) : 0
  }

  /// Whether a run `width` columns wide written from column `x` goes to the next row, back
  /// to `indent`: where it would pass `right` and the row holds a run already.
  static func wraps(_ x: Int, _ width: Int, indent: Int, right: Int) -> Bool {
    x > indent && x + width > right
  }

  /// The column runs of `widths` columns written from `from` (after the title) wrap back to:
  /// under the first run, where that takes no more rows than wrapping to `left`, else `left`.
  ///
  /// Rule (docs/terminal.md "Hints"): a hanging indent, as a list's second line has; flush
  /// under the title, "L5 R2" stood below "trail" and read as a heading's text (fresh
  /// reviewers, 40×16).
  static func runIndent(_ widths: [Int], from: Int, left: Int, right: Int) -> Int {
    func rows(wrappingTo indent: Int) -> Int {
      var (x, rows) = (from, 1)
      for width in widths {
        if wraps(x, width, indent: indent, right: right) { (x, rows) = (indent, rows + 1) }
        x += width + 1
      }
      return rows
    }
    return from > left && rows(wrappingTo: from) <= rows(wrappingTo: left) ? from : left
  }

  /// The trail's hint in a narrow panel (40×16) from (`x`, `y`): hanging after its lead where
  /// that takes no more rows (``paintHangingHint(_:lead:x:y:width:bottom:into:)``), else its
  /// lead and text wrapped together in `width` columns above `bottom`; each clause from a row
  /// of its own where that takes no more rows, the rows evened out
  /// (``CellBuffer/balancedWidth(_:width:rows:)``).
  ///
  /// Rule (docs/terminal.md "Hints"): under a lead of six to thirteen columns the text kept
  /// six to thirteen of the panel's nineteen, and the longest hints were cut; evened out, a
  /// last word does not stand alone ("number" under "next: L to the 1st", fresh reviewers).
  mutating func paintFlowingHint(
    _ scene: LockScene, x: Int, y: Int, width: Int, bottom: Int, into buffer: inout CellBuffer
  ) {
    let lead = scene.instructionLead + ": "
    let rows = bottom - y
    var clauses = CellBuffer.clauses(lead + scene.instruction, width: width, rows: rows)
    let hang = CharacterWidth.of(lead)
    let hanging = CellBuffer.clauses(scene.instruction, width: width - hang, rows: rows)
    let flowing = Self.rowsTaken(clauses, width: width)
    if Self.rowsTaken(hanging, width: width - hang) <= min(flowing, rows) {
      paintHangingHint(hanging, lead: lead, x: x, y: y, width: width, bottom: bottom, into: &buffer)
      return
    }
    let columns = CellBuffer.balancedWidth(clauses, width: width, rows: rows)
    clauses[0].removeFirst(lead.count)
    var row = y
    for (index, clause) in clauses.enumerated() where row < bottom {
      row += buffer.writeWrapped(
        clause, lead: index == 0 ? lead : "", leadStyle: palette.dim, x: x, y: row,
        width: columns, rows: bottom - row, style: palette.text)
    }
  }

  /// The hint's `clauses` after its `lead` from (`x`, `y`), each clause from a row of its own,
  /// wrapped in the columns after the lead (``CellBuffer/balancedWidth(_:width:rows:)``).
  ///
  /// Rule (docs/terminal.md "Hints"): a hanging indent where it takes no more rows than the
  /// text wrapped under its lead, as the runs above it have (``runIndent(_:from:left:right:)``);
  /// flush under "next:", "1st number" read as a line of its own (fresh reviewers, 40×16).
  mutating func paintHangingHint(
    _ clauses: [String], lead: String, x: Int, y: Int, width: Int, bottom: Int,
    into buffer: inout CellBuffer
  ) {
    let hang = buffer.write(lead, x: x, y: y, style: palette.dim)
    let columns = CellBuffer.balancedWidth(clauses, width: width - hang, rows: bottom - y)
    var row = y
    for clause in clauses where row < bottom {
      row += buffer.writeWrapped(
        clause, x: x + hang, y: row, width: columns, rows: bottom - row, style: palette.text)
    }
  }

  /// The rows `clauses` take wrapped in `width` columns, each from a row of its own, uncut.
  static func rowsTaken(_ clauses: [String], width: Int) -> Int {
    guard width > 0 else { return .max }
    return clauses.reduce(0) { $0 + CellBuffer.wrappedRows($1, width: width, rows: .max) }
  }

  /// The rows the hint under block digits of the smallest size stands below their captions:
  /// one where its rows from `y` (up to `bottom`, `right - x` columns wide) leave two blank or
  /// more, else none (larger digits keep a blank row above the hint, ``digitRows(scale:)``);
  /// the same before the first run, whose slots have no captions, so that the hint keeps its
  /// row when the first number lands.
  ///
  /// Rule (docs/terminal.md "Output"): the box keeps rows for the longest hint; a hint of one
  /// line against the captions left its blank rows all at the box's foot, the digits "packed
  /// at the top" (fresh reviewers, 80×24); dropped only once runs had captions, "next:" moved
  /// down a row as the first number landed (a fresh reviewer, 80×24).
  func hintDrop(_ scene: LockScene, x: Int, y: Int, right: Int, bottom: Int) -> Int {
    let lead = CharacterWidth.of(scene.instructionLead) + 2
    let lines = CellBuffer.wrappedRows(
      scene.instruction, width: right - x - lead, rows: bottom - y)
    return bottom - y - lines >= 2 ? 1 : 0
  }

  /// The trail's hint from (`x`, `y`): its lead ("next:") in grey, then its text wrapped
  /// left of `right` and above `bottom`, each clause on a row of its own where that takes no
  /// more rows (``CellBuffer/clauses(_:width:rows:)``): a last word alone on its row read as
  /// a stray ("try" under "Enter shuts; x: fresh", a fresh reviewer, GNU screen).
  mutating func paintHint(
    _ scene: LockScene, x: Int, y: Int, right: Int, bottom: Int, into buffer: inout CellBuffer
  ) {
    let lead = buffer.write(scene.instructionLead + ": ", x: x, y: y, style: palette.dim)
    let width = right - x - lead
    var row = y
    for clause in CellBuffer.clauses(scene.instruction, width: width, rows: bottom - y) {
      row += buffer.writeWrapped(
        clause, x: x + lead, y: row, width: width, rows: bottom - row, style: palette.text)
    }
  }

  /// A trail run's style (docs/terminal.md "Hints"): the run still being dialed in the
  /// spinner's colour (``liveMarker(_:)`` follows it), as it is where the dial is and not a
  /// number entered; else the latest run set in the heading's weight, the ones before it as
  /// text.
  func runStyle(last: Bool, live: Bool) -> Style {
    live ? palette.busy : last ? palette.heading : palette.text
  }

  /// The mark after the run still being dialed: a pointer the way it turns, as the thin bars
  /// of the timeline end in (`◄` left, `►` right; `<`, `>` in ASCII), as the dial is still
  /// moving; a blank cell before it in a terminal whose font overhangs its cells
  /// (``RenderOptions/fontOverhangs``, mlterm), which drew the pointer over the letter or
  /// number before it ("R9►" run together, fresh reviewers, mlterm at 80×24 and 40×16).
  func liveMarker(_ direction: Direction) -> String {
    let glyphs = Self.barGlyphs(lines: !options.ascii, left: direction == .counterclockwise)
    return String(repeating: " ", count: liveMarkerColumns - 1) + String(glyphs.head)
  }

  /// The columns ``liveMarker(_:)`` takes: the pointer, and the blank before it where the
  /// font overhangs its cells outside ASCII.
  var liveMarkerColumns: Int { options.fontOverhangs && !options.ascii ? 2 : 1 }

  /// The panel's lower part: the playing plan's timeline, else a game's notebook, else the
  /// empty timeline.
  mutating func paintPlanOrNotebook(
    _ scene: LockScene, in area: Rect, into buffer: inout CellBuffer
  ) {
    if scene.timeline == nil, let notebook = scene.notebook {
      paintNotebook(notebook, in: area, into: &buffer)
    } else {
      paintTimeline(scene.timeline, expected: scene.panelRows, in: area, into: &buffer)
    }
  }

  /// A game's notebook (docs/mechanism.md §10): its title, then each row's label in a column
  /// of its own and its text wrapped beside it.
  mutating func paintNotebook(
    _ notebook: LockScene.NotebookView, in area: Rect, into buffer: inout CellBuffer
  ) {
    guard area.height >= 2, area.width >= 16 else { return }
    let body = panelFrame("notebook", area: area, titledFrom: 2, into: &buffer).body
    let label = 7
    var y = body.y
    let bottom = body.y + body.height
    for row in notebook.rows where y < bottom {
      buffer.write(row.label, x: body.x, y: y, style: palette.dim)
      y += buffer.writeWrapped(
        row.text, x: body.x + label, y: y, width: body.width - label, rows: bottom - y,
        style: palette.text)
    }
  }

  /// The columns from which a panel is framed.
  static let framedColumns = 24

  /// The panel `area`'s frame and title, and the area left for its body.
  ///
  /// A rounded box with the title in its top edge when there is room (24 columns, 3 rows, box
  /// drawing), else the title on the first row when the area has `titledFrom` rows or more,
  /// else no title. Returns where the title ends, its row and the column its row's text must
  /// stay left of, whether it was written, and the body's area.
  ///
  /// Rule (docs/terminal.md "Output"): panels framed like the help, so that they read as
  /// panels; at 40×16 the frame would cost the rows and columns their text needs.
  mutating func panelFrame(
    _ title: String, area: Rect, titledFrom: Int = 3, into buffer: inout CellBuffer
  ) -> (titleEnd: Int, titleRow: Int, titleRight: Int, titled: Bool, body: Rect) {
    if palette.rounded && area.width >= Self.framedColumns && area.height >= 3 {
      let frame = ChromeStyle(
        heading: palette.frame, text: palette.text, dim: palette.dim, rounded: true)
      buffer.paintBox(x: area.x, y: area.y, width: area.width, height: area.height, style: frame)
      var x = area.x + 2
      x += buffer.write(" ", x: x, y: area.y)
      x += buffer.write(title, x: x, y: area.y, style: palette.heading)
      x += buffer.write(" ", x: x, y: area.y)
      let body = Rect(
        x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
      return (x, area.y, area.x + area.width - 2, true, body)
    }
    guard area.height >= titledFrom else { return (area.x, area.y, area.x, false, area) }
    let x = area.x + buffer.write(title, x: area.x, y: area.y, style: palette.heading)
    let end = x + buffer.write(" ", x: x, y: area.y)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
    return (end, area.y, area.x + area.width, true, body)
  }

  /// Writes "1.3/16.5s" and returns its width.
  @discardableResult
  func writeSeconds(
    _ playhead: Double, of duration: Double, x: Int, y: Int, style: Style = .plain,
    into buffer: inout CellBuffer
  ) -> Int {
    var column = x
    column += buffer.write(decimal: playhead, decimals: 1, x: column, y: y, style: style)
    column += buffer.write("/", x: column, y: y, style: style)
    column += buffer.write(decimal: duration, decimals: 1, x: column, y: y, style: style)
    column += buffer.write("s", x: column, y: y, style: style)
    return column - x
  }

  /// The combination being typed, and a message after it.
  ///
  /// Rule: a message is never pushed off the row by a long combination (a refusal must stay
  /// visible): with a message, the combination keeps at most half the row.
  mutating func paintEntry(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    guard !area.isEmpty else { return }
    var x = area.x
    if let composing = scene.composing {
      let messageRoom = scene.message.map { min($0.count + 2, area.width / 2) } ?? 0
      x += buffer.write("dial: ", x: x, y: area.y, style: palette.dim)
      x += buffer.writeClipped(
        composing, x: x, y: area.y, width: area.x + area.width - x - 1 - messageRoom,
        style: palette.heading)
      x += buffer.write("_", x: x, y: area.y, style: palette.dim)
      x += 2
    }
    if let message = scene.message, area.x + area.width - x > 4 {
      buffer.writeClipped(
        message, x: x, y: area.y, width: area.x + area.width - x,
        style: scene.messageIsGood ? palette.good : palette.warning)
    }
  }
}
