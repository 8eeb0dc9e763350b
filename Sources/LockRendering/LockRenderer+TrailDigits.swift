import TerminalRuntime

/// The trail's runs in large type (``BlockDigits``).
///
/// Rule (docs/terminal.md "Output"): in a framed trail where the picture is filled, each run's
/// number stands in block digits three rows tall (five where the trail has 60 columns, seven
/// from 88; in whole cells only the five or seven), its letter (and whole turns) under it;
/// the run under way in the spinner's colour, its letter followed by the pointer it turns
/// by (``LockRenderer/liveMarker(_:)``), so that the dial's passing position does not read as
/// one of the numbers entered; each run still to dial a
/// grey line where its number's foot will be, as a form's blank.
extension LockRenderer {
  /// The columns between two runs' numbers, at scale 1.
  static let trailDigitGap = 2
  /// The body's columns each step of the digits' scale takes beside its margins
  /// (``trailMargin``): twice as large from 60, three times from 88.
  static let trailScaleColumns = 28
  /// The blank columns the digits' scale keeps either side of them inside the frame.
  ///
  /// Rule (docs/terminal.md "Output"): two, as between labels; a column from the frame at
  /// 200×60 the digits crowded it, the last blank almost against its right side (a fresh
  /// reviewer, mlterm).
  static let trailMargin = 2

  /// The columns `slots` take across at `scale`, with the gaps between them.
  static func width(_ slots: [TrailSlot], scale: Int) -> Int {
    width(columns: slots.reduce(0) { $0 + $1.columns }, count: slots.count, scale: scale)
  }

  /// The columns `count` slots of `columns` columns in all take at `scale`, with the gaps
  /// between them.
  static func width(columns: Int, count: Int, scale: Int) -> Int {
    columns + trailDigitGap * scale * max(count - 1, 0)
  }

  /// One run's slot: its number, the text under it and the columns it takes; a run still to
  /// dial is a `placeholder`, without number or text.
  struct TrailSlot: Hashable {
    var number: Int
    var caption: String
    var live: Bool
    var last: Bool
    var columns: Int
    var placeholder = false
  }

  /// The hint's rows a trail in block digits keeps under them: its box is that tall whatever
  /// the hint (``Layout``), and the digits stand as high whichever hint is shown.
  static let trailHintRows = 3

  /// The rows digits at `scale` take with their gap to the hint, their captions aside: from
  /// twice the size on, a blank row between the captions and the hint, which ran against
  /// the captions under seven rows of digits (a fresh reviewer, 200×60).
  static func digitRows(scale: Int) -> Int {
    BlockDigits.cellRows(scale: scale) + (scale >= 2 ? 1 : 0)
  }

  /// Whether runs' captions under digits at `scale` in `cells` are block letters: under digits
  /// three times the size (seven rows), in half blocks, where a letter of one cell read as
  /// "a 5-px font under 70-px digits" (fresh reviewers, 200×60); in whole cells a letter's
  /// five pixels would be five rows.
  static func blockCaptions(scale: Int, cells: BlockDigits.Cells) -> Bool {
    cells == .halves && scale >= 3
  }

  /// The rows a block letter's five pixels take, two a cell.
  static let blockLetterRows = (BlockDigits.size.down + 1) / 2

  /// The rows runs at `scale` take from the digits' top to the hint: the digits, then with
  /// text captions their row and the gap to the hint (``digitRows(scale:)``); with block
  /// captions a blank row (without it the letter stood against the digit's foot), the
  /// letter and a blank row (the letter's half empty last row alone left the hint against
  /// it, a fresh reviewer).
  static func runRows(scale: Int, blockCaptions: Bool) -> Int {
    blockCaptions
      ? BlockDigits.cellRows(scale: scale) + 1 + blockLetterRows + 1
      : digitRows(scale: scale) + 1
  }

  /// The columns a run's caption takes, its letter, `text` characters of whole turns and the
  /// `pointer` columns after the run under way (``liveMarker(_:)``): as text, a cell a
  /// character; in blocks (``blockCaptions(scale:cells:)``), the letter three columns and the
  /// text after a blank column, without a pointer
  /// (``paintCaption(_:rest:slot:x:y:style:into:)``).
  static func captionColumns(text: Int, pointer: Int, block: Bool) -> Int {
    guard block else { return 1 + text + pointer }
    return BlockDigits.size.across + (text > 0 ? 1 + text : 0)
  }

  /// Whether this renderer's trail captions at `scale` would be block letters, room allowing.
  func blockCaptions(scale: Int) -> Bool {
    Self.blockCaptions(scale: scale, cells: trailDigitCells ?? .halves)
  }

  /// The scale of the block digits in a trail body `width` columns wide with `rows` rows for
  /// them: one more for each ``trailScaleColumns`` columns beside the ``trailMargin`` either
  /// side, up to three, as tall as fits and as `cells` allow (whole cells: two or three, or
  /// none below 60 columns).
  static func trailScale(width: Int, rows: Int, cells: BlockDigits.Cells = .halves) -> Int? {
    var scale = acrossScale(width: width)
    while scale > 1 && digitRows(scale: scale) > rows { scale -= 1 }
    return smaller(than: scale + 1, cells: cells)
  }

  /// The scale a trail body `width` columns wide has the columns for, from one up to three:
  /// ``trailScaleColumns`` a step beside the ``trailMargin`` either side.
  static func acrossScale(width: Int) -> Int {
    min(max((width - 2 * trailMargin) / trailScaleColumns, 1), 3)
  }

  /// The body's columns for digits at `scale` and their margins: the least width whose
  /// ``acrossScale(width:)`` is `scale`.
  static func trailColumns(scale: Int) -> Int { scale * trailScaleColumns + 2 * trailMargin }

  /// The largest scale below `scale` that `cells` allow, if any.
  static func smaller(than scale: Int, cells: BlockDigits.Cells) -> Int? {
    stride(from: scale - 1, through: 1, by: -1).first { cells.allows(scale: $0) }
  }

  /// The cells the trail's block digits are drawn in, or `nil` where the runs stay text (no
  /// filled picture).
  var trailDigitCells: BlockDigits.Cells? {
    guard drawsRaster else { return nil }
    return options.wholeCells ? .whole : .halves
  }

  /// How `scene`'s trail is drawn in block digits in `body`: the scale, a blank row above the
  /// digits or not, and the slots that fit across (the latest runs, after an ellipsis when
  /// earlier ones are left out; the slots of runs still to dial where they fit); `nil` where
  /// the trail stays text: no filled picture, neither runs nor runs expected, no scale the
  /// cells allow (``BlockDigits/Cells``), or no room for the digits, a caption and
  /// ``trailHintRows`` of hint.
  ///
  /// Rule (docs/terminal.md "Output"): the scale is the largest at which every slot fits
  /// across, so that the whole combination shows while there is room for it.
  func trailDigits(
    _ scene: LockScene, body: Rect
  ) -> (scale: Int, padded: Bool, slots: [TrailSlot], omitted: Bool, blockCaptions: Bool)? {
    guard let cells = trailDigitCells, !scene.trail.isEmpty || scene.trailExpected > 0,
      var scale = Self.trailScale(
        width: body.width, rows: body.height - 1 - Self.trailHintRows, cells: cells)
    else { return nil }
    let room = body.height - 1 - Self.trailHintRows
    while trailWidth(scene, scale: scale) > body.width,
      let smaller = Self.smaller(than: scale, cells: cells)
    {
      scale = smaller
    }
    let captions =
      Self.blockCaptions(scale: scale, cells: cells)
      && Self.runRows(scale: scale, blockCaptions: true) - 1 <= room
    let rows = Self.runRows(scale: scale, blockCaptions: captions) - 1
    guard rows <= room else { return nil }
    var slots = trailSlots(scene, scale: scale)
    func width() -> Int { Self.width(slots, scale: scale) }
    // The slots still to dial go first, then the earliest runs.
    while width() > body.width, slots.last?.placeholder == true { slots.removeLast() }
    let omitted = width() > body.width || scene.trailOmitted > 0
    while width() > body.width - (omitted ? 2 : 0), slots.count > 1 { slots.removeFirst() }
    return (scale, rows < room, slots, omitted, captions)
  }

  /// The columns ``trailSlots(_:scale:)`` take across at `scale`, with the gaps between them,
  /// counted without making them.
  func trailWidth(_ scene: LockScene, scale: Int) -> Int {
    var (columns, count) = (0, 0)
    for (index, run) in scene.trail.enumerated() {
      let live = scene.trailIsLive && index == scene.trail.count - 1
      let turns = Self.wholeTurnsColumns(run)
      columns += max(
        BlockDigits.columns(of: shownNumber(scene, index), scale: scale),
        Self.captionColumns(
          text: turns, pointer: live ? liveMarkerColumns : 0, block: blockCaptions(scale: scale)))
      count += 1
    }
    let toDial = max(scene.trailExpected - scene.trailOmitted - scene.trail.count, 0)
    columns += toDial * BlockDigits.columns(of: max(scene.dial.stops - 1, 0), scale: scale)
    count += toDial
    return Self.width(columns: columns, count: count, scale: scale)
  }

  /// Every run's slot at `scale`, as wide as its number or its caption, then a slot for each
  /// run still to dial, as wide as the dial's largest number: the scale that fits the empty
  /// places fits the numbers that fill them.
  func trailSlots(_ scene: LockScene, scale: Int) -> [TrailSlot] {
    let toDial = max(scene.trailExpected - scene.trailOmitted - scene.trail.count, 0)
    let placeholder = TrailSlot(
      number: 0, caption: "", live: false, last: false,
      columns: BlockDigits.columns(of: max(scene.dial.stops - 1, 0), scale: scale),
      placeholder: true)
    return scene.trail.enumerated().map { index, run in
      let last = index == scene.trail.count - 1
      let live = scene.trailIsLive && last
      let turns = run.wholeTurns > 0 ? "x\(run.wholeTurns)" : ""
      let pointer = live && !blockCaptions(scale: scale) ? liveMarker(run.direction) : ""
      let caption = String(run.direction.letter) + turns + pointer
      let number = shownNumber(scene, index)
      return TrailSlot(
        number: number, caption: caption, live: live, last: last,
        columns: max(
          BlockDigits.columns(of: number, scale: scale),
          Self.captionColumns(
            text: turns.count, pointer: pointer.count, block: blockCaptions(scale: scale))))
    } + repeatElement(placeholder, count: toDial)
  }

  /// A run still to dial: its number's foot alone, the bottom bar of the digits' grid at
  /// `scale` across the slot's `columns` (the top half of the last row at scale 1, the whole
  /// row from 2), in the frames' grey (in 16 colours the terminal's bright black).
  ///
  /// Rule (docs/terminal.md "Output"): the trail's empty places read as a form's blanks for
  /// the numbers. A digit's unlit segments (`8`) in a faint grey read as eights entered
  /// ("888888", fresh reviewers, 200×60, and 80×24 on light), an empty box three cells
  /// square as a 0; in the secondary text's style (the text's own colour in 16 colours) GNU
  /// screen drew black bars, like redacted text (a fresh reviewer); half a row at every size
  /// read as thin beside digits whose strokes are a row (200×60).
  mutating func paintEmptySlot(
    x: Int, y: Int, columns: Int, scale: Int, into buffer: inout CellBuffer
  ) {
    let down = BlockDigits.pixelsDown(scale: scale)
    let bar = BlockDigits.rowPixels(scale: scale).bar
    func inFoot(_ pixel: Int) -> Bool { pixel >= down - bar && pixel < down }
    let row = (down - 1) / 2
    let glyph = BlockDigits.halfBlock(top: inFoot(2 * row), bottom: inFoot(2 * row + 1))
    for column in 0..<columns {
      putBlock(glyph, x: x + column, y: y + row, style: palette.frame, into: &buffer)
    }
  }

  /// Writes `slots` in block digits at `scale` from (`x`, `y`), each caption under its
  /// number (text on the row under it, or a block letter a blank row down where
  /// `blockCaptions`), after an ellipsis when earlier runs are left out; returns the rows
  /// taken, with the gap to the hint (``runRows(scale:blockCaptions:)``).
  @discardableResult
  mutating func paintTrailDigits(
    _ slots: [TrailSlot], scale: Int, omitted: Bool, blockCaptions: Bool, x: Int, y: Int,
    into buffer: inout CellBuffer
  ) -> Int {
    let rows = BlockDigits.cellRows(scale: scale)
    var left = x
    if omitted {
      buffer.write(options.ascii ? "..." : "…", x: left, y: y + rows / 2, style: palette.dim)
      left += 2
    }
    for slot in slots {
      if slot.placeholder {
        paintEmptySlot(x: left, y: y, columns: slot.columns, scale: scale, into: &buffer)
        left += slot.columns + Self.trailDigitGap * scale
        continue
      }
      let numberX = left + (slot.columns - BlockDigits.columns(of: slot.number, scale: scale)) / 2
      // The number being dialed in the colour of its caption, the ring's and the hub's while
      // they turn: grey, it read as disabled beside its cyan `R►` (a fresh reviewer).
      let style = runStyle(last: false, live: slot.live)
      paintBlockNumber(slot.number, scale: scale, x: numberX, y: y, style: style, into: &buffer)
      let captionStyle = runStyle(last: slot.last, live: slot.live)
      if blockCaptions, let letter = slot.caption.first {
        paintCaption(
          letter, rest: slot.caption.dropFirst(), slot: slot, x: left, y: y + rows,
          style: captionStyle, into: &buffer)
      } else {
        // Its letter under the number's middle where the caption fits so, the pointer after
        // the run under way (and whole turns) to its right: centred as a whole, `R►` stood
        // off centre.
        let captionX =
          left + max(min((slot.columns - 1) / 2, slot.columns - slot.caption.count), 0)
        buffer.write(slot.caption, x: captionX, y: y + rows, style: captionStyle)
      }
      left += slot.columns + Self.trailDigitGap * scale
    }
    return Self.runRows(scale: scale, blockCaptions: blockCaptions)
  }

  /// A run's caption in blocks (``blockCaptions(scale:cells:)``): its direction's `letter`
  /// under the number's middle where the caption fits so, a row below `y`; then the `rest`,
  /// the whole turns, as text on the letter's middle row, inside the slot.
  ///
  /// Rule (docs/terminal.md "Output"): no pointer after the run under way, whose number and
  /// letter are in the spinner's colour: one cell of `►` beside the block letter read as a
  /// speck, a block triangle as a letter of its own ("RI>", "R:", "R⊢", fresh reviewers at
  /// 200×60).
  func paintCaption(
    _ letter: Character, rest text: Substring, slot: TrailSlot, x: Int, y: Int, style: Style,
    into buffer: inout CellBuffer
  ) {
    let across = BlockDigits.size.across
    let width = Self.captionColumns(text: text.count, pointer: 0, block: true)
    let letterX = x + max(min((slot.columns - across) / 2, slot.columns - width), 0)
    for row in 0..<Self.blockLetterRows {
      for column in 0..<across {
        putBlock(
          BlockDigits.glyph(letter: letter, column: column, row: row), x: letterX + column,
          y: y + 1 + row, style: style, into: &buffer)
      }
    }
    if !text.isEmpty {
      buffer.write(
        text, x: letterX + across + 1, y: y + 1 + Self.blockLetterRows / 2, style: style)
    }
  }

  /// Puts a block digit's or letter's `glyph` at (`x`, `y`) in `style`: a full block as a
  /// reversed space (``paintBlockNumber(_:scale:x:y:style:into:)``), a space not at all.
  func putBlock(
    _ glyph: Unicode.Scalar, x: Int, y: Int, style: Style, into buffer: inout CellBuffer
  ) {
    switch glyph {
    case " ": return
    case "\u{2588}":
      var whole = style
      whole.attributes.insert(.reverse)
      buffer.put(" ", x: x, y: y, style: whole)
    default: buffer.put(glyph, x: x, y: y, style: style)
    }
  }

  /// Writes `number` in block digits at `scale` from (`x`, `y`) in `style`, leaving the cells
  /// between its strokes as they are.
  ///
  /// Rule (docs/terminal.md "Output"): a whole cell is a reversed space, not a full block: a
  /// font's full block may fall a pixel short of the cell (xterm), a seam between two cells of
  /// one stroke.
  func paintBlockNumber(
    _ number: Int, scale: Int, x: Int, y: Int, style: Style, into buffer: inout CellBuffer
  ) {
    for row in 0..<BlockDigits.cellRows(scale: scale) {
      for column in 0..<BlockDigits.columns(of: number, scale: scale) {
        putBlock(
          BlockDigits.glyph(number, column: column, row: row, scale: scale), x: x + column,
          y: y + row, style: style, into: &buffer)
      }
    }
  }

  /// The number the trail shows for `scene`'s run at `index`: the live run's target where a
  /// plan dials it (``LockScene/trailLiveTarget``), else the stop the run is at.
  func shownNumber(_ scene: LockScene, _ index: Int) -> Int {
    let live = scene.trailIsLive && index == scene.trail.count - 1
    return live ? scene.trailLiveTarget ?? scene.trail[index].number : scene.trail[index].number
  }
}
