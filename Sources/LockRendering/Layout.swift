import TerminalRuntime

/// Where each part of the screen goes at a given size.
///
/// Rules (docs/terminal.md "Output"): below 40×16 only the "too small" notice; the status bar is
/// always the last row, the key bar the one above it, and a line for the typed combination or a
/// message above those. The rest holds the lock and the panel (trail, then timeline): beside the
/// lock when that gives the larger lock (wide screens), below it otherwise (tall ones). Beside, the
/// lock takes only the columns it needs and lock and panel are centred together, so a wide screen
/// has no empty band between them; the panel, trail above timeline, starts level with the shut
/// shackle's crown and reaches the ring's foot at least, so that lock and panel stand as one
/// block, and keeps its rows whatever the scene shows.
public struct Layout: Sendable, Hashable {
  /// The smallest size the dial is drawn at.
  public static let minimum = (width: 40, height: 16)
  /// The most rows the trail takes beside the lock: its frame, five rows of painted digits
  /// and their captions, four of hint (it is drawn only as tall as its text).
  static let trailMostRows = 12
  /// The fewest rows the trail keeps beside the lock, the timeline giving up turns for them (it
  /// shows a window round the current turn): its title, a row of runs, five of hint, so that
  /// no hint is cut at 40×16 (a panel of 19 columns there, where the trail has no title:
  /// ``trailIsHeaded(width:)``).
  static let trailLeastRows = 7

  /// Whether a trail `width` columns wide has its title, and a blank row parts it from the
  /// timeline: not in a panel too narrow for a frame (40×16).
  ///
  /// Rule (docs/terminal.md "Output"): at 40×16 those two rows are the timeline's, which
  /// then lists every turn of a six-number plan; with them it showed four, a `▼` for the rest,
  /// under rows the trail kept empty for its longest hints (fresh reviewers).
  public static func trailIsHeaded(width: Int) -> Bool {
    width >= LockRenderer.framedColumns
  }

  /// The most rows the timeline takes but its seconds' row: its title, ten turns and its
  /// frame's foot (on a tall screen, twice as many).
  static let timelineMostRows = 12
  /// The rows a timeline of `turns` turns (one at least) wants: its title and a row a turn,
  /// then a row for its seconds and its frame's foot, up to ``timelineMostRows`` and the
  /// seconds' row; on a screen of ``spacedTimelineRows`` or more, two rows a turn and four
  /// more (``LockRenderer`` `timelineLane`).
  ///
  /// Rule (docs/terminal.md "Output"): the seconds stand on a row of their own under the
  /// bars. In the frame's foot they read as written over the border, right of their ticks,
  /// and a tick, at its cell's middle, stood half a column after the time the bars' ends
  /// keep, so that a left arrowhead poked out before 0 s (fresh reviewers, 80×24).
  static func timelineRows(turns: Int, spaced: Bool) -> Int {
    let turns = max(turns, 1)
    return spaced
      ? min(2 * turns + 4, 2 * timelineMostRows) : min(turns + 3, timelineMostRows + 1)
  }
  /// The rows of lock and panel from which the timeline has a blank row between two turns
  /// (``LockRenderer`` `timelineLane`): a tall screen's timeline grows with it.
  static let spacedTimelineRows = 40
  /// The most columns the panel takes beside the lock.
  static let panelMostColumns = 96

  /// The whole screen.
  public let screen: Rect
  /// Whether the screen is too small to draw the dial.
  public let isTooSmall: Bool
  /// The shackle, dial and ring.
  public let lock: Rect
  /// The trail and instruction (the panel's top, or its left half below the lock).
  public let trail: Rect
  /// The timeline (the panel's bottom, or its right half), empty when not wanted or no room.
  public let timeline: Rect
  /// The typed combination or a message, a column in from either edge.
  public let entry: Rect
  /// Key hints.
  public let hints: Rect
  /// The status bar.
  public let status: Rect
  /// Whether the panel is beside the lock (else below it).
  public let panelBeside: Bool
  /// The x-ray of the lock's inside, a strip across the screen under the lock and panel (empty
  /// when not wanted or no room).
  public let xray: Rect
  /// The numbers on the dial, which with ``options`` place its centre in a row or between two
  /// (`LockRenderer.lockGeometry`); 0 when not known (the centre in a row).
  public let stops: Int
  /// The options the dial is drawn with; `nil` when not known (the centre in a row).
  public let options: RenderOptions?

  /// The rows of a lock area `columns` × `rows` the filled lock spans with its shackle shut,
  /// on cells `cellAspect` times as tall as wide: the crown's row, and the row after the
  /// ring's foot.
  static func lockRows(
    columns: Int, rows: Int, cellAspect: Double, stops: Int = 0, options: RenderOptions? = nil
  ) -> (top: Int, bottom: Int) {
    let rowDots = LockGeometry.rowDots(filled: true, cellAspect: cellAspect)
    let geometry = LockRenderer.lockGeometry(
      columns: columns, rows: rows, rowDots: rowDots, filled: true, stops: stops,
      options: options)
    let top = ((geometry.center.y - geometry.reachShut) / rowDots).rounded(.down)
    let bottom = ((geometry.center.y + geometry.ringRadius) / rowDots).rounded(.up)
    // An area too small for a lock (no rows left beside an x-ray) has no extent to match.
    guard top.isFinite, bottom.isFinite, rows > 0 else { return (0, max(rows, 0)) }
    return (min(max(Int(top), 0), rows), min(max(Int(bottom), 0), rows))
  }

  /// The ring radius, in dots, of the largest lock in `columns` × `rows` cells `cellAspect`
  /// times as tall as wide, drawn with `options` (braille's proportions and dots when not
  /// known).
  ///
  /// Rule (docs/terminal.md "Output"): the filled picture's dots are square, so a tall cell
  /// holds more of them than braille's four; sized as braille, the lock beside the panel
  /// left rows empty above and below it and its ten numbers stood on touching rows (fresh
  /// reviewers, kitty and alacritty at 80×24, cells of 8 × 19 pixels).
  static func ringRadius(
    columns: Int, rows: Int, cellAspect: Double, options: RenderOptions?
  ) -> Double {
    let filled = options?.drawsFilled ?? false
    return LockGeometry(
      columns: columns, rows: rows,
      rowDots: LockGeometry.rowDots(filled: filled, cellAspect: cellAspect), filled: filled
    ).ringRadius
  }

  /// A panel `columns` wide, widened into the margins of the `spare` columns it could take
  /// (a column left at either side) where that gives the trail's block digits their next
  /// scale (``LockRenderer/trailScaleColumns``) with their margins
  /// (``LockRenderer/trailMargin``), up to ``panelMostColumns``.
  ///
  /// Rule (docs/terminal.md "Output"): a lock sized by its square dots left the trail three
  /// columns short of digits three times the size at 200×60 (alacritty's cells), their
  /// captions a letter of text under digits five rows tall; widened just to their width, the
  /// digits stood a column from the frame (fresh reviewers, alacritty and mlterm at 200×60).
  static func widened(_ columns: Int, spare: Int, digits: BlockDigits.Cells?) -> Int {
    guard digits != nil else { return columns }
    let scale = LockRenderer.acrossScale(width: columns - 4)
    guard scale < 3 else { return columns }
    let wanted = LockRenderer.trailColumns(scale: scale + 1) + 4
    return wanted <= min(spare - 2, panelMostColumns) ? wanted : columns
  }

  /// The rows the trail's box takes in a panel `width` columns wide: its frame, a blank row,
  /// the block digits in their `digits` cells (``LockRenderer/trailScale(width:rows:cells:)``)
  /// and their captions (and a blank row from twice the size on), or a row of runs, and three
  /// rows of hint, so that no hint the lock gives grows it; a panel too narrow for a frame
  /// takes what the timeline leaves, up to ``trailMostRows``.
  static func trailRows(width: Int, digits: BlockDigits.Cells?) -> Int {
    guard width >= LockRenderer.framedColumns else { return trailMostRows }
    let hint = 3
    guard let digits,
      let scale = LockRenderer.trailScale(width: width - 4, rows: .max, cells: digits)
    else { return 2 + 1 + hint }
    let runs = LockRenderer.runRows(
      scale: scale, blockCaptions: LockRenderer.blockCaptions(scale: scale, cells: digits))
    return 2 + 1 + runs + hint
  }

  /// The rows the x-ray of `discs` discs takes across a `width`-column screen whose lock and
  /// panel have `main` rows: each disc as tall as its share of the width allows, then the
  /// fence's rows and the labels', at most two fifths of `main` (and 14), leaving 8 at least;
  /// none when fewer than 5 fit.
  static func xrayRows(main: Int, width: Int, discs: Int) -> Int {
    guard discs > 0 else { return 0 }
    let diameter = width / discs - 4
    let rows = min((diameter + 1) / 2 + 3, main * 2 / 5, 14)
    return rows >= 5 && main - rows >= 8 ? rows : 0
  }

  /// The layout for a `width` × `height` screen; `timelineWanted` false gives its rows to the
  /// trail; `turns` is how many turns the timeline lists; `xrayDiscs`, when not 0, is how many
  /// discs the x-ray shows, in a strip across the screen under the lock and panel;
  /// `trailDigits` the cells the trail's runs are drawn in as block digits (`nil`: as text);
  /// `stops` the numbers on the dial, drawn with `options`.
  public init(
    width: Int, height: Int, timelineWanted: Bool = true, turns: Int = 0, xrayDiscs: Int = 0,
    cellAspect: Double = 2, trailDigits: BlockDigits.Cells? = nil, stops: Int = 0,
    options: RenderOptions? = nil
  ) {
    screen = Rect(x: 0, y: 0, width: width, height: height)
    (self.stops, self.options) = (stops, options)
    isTooSmall = width < Self.minimum.width || height < Self.minimum.height
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    guard !isTooSmall else {
      (lock, trail, timeline, entry, hints, status) = (empty, empty, empty, empty, empty, empty)
      panelBeside = false
      xray = empty
      return
    }
    status = Rect(x: 0, y: height - 1, width: width, height: 1)
    hints = Rect(x: 0, y: height - 2, width: width, height: 1)
    entry = CellBuffer.footerText(Rect(x: 0, y: height - 3, width: width, height: 1))
    let xrayRows = Self.xrayRows(main: height - 3, width: width, discs: xrayDiscs)
    let main = height - 3 - xrayRows
    xray = Rect(x: 0, y: main, width: width, height: xrayRows)
    let spaced = main >= Self.spacedTimelineRows
    let timelineRows = timelineWanted ? Self.timelineRows(turns: turns, spaced: spaced) : 0
    // Beside: the lock is sized beside a panel of three eighths of the width (19…64 columns),
    // room for its frame; at 40 columns 19 leave the lock the 19 its compact proportions need
    // for numbers.
    let panelWidth = min(max(width * 3 / 8, 19), 64)
    let besideColumns = width - panelWidth - 2
    let besideRadius = Self.ringRadius(
      columns: besideColumns, rows: main, cellAspect: cellAspect, options: options)
    // Below: rows for the trail (3) or the timeline, whichever is taller.
    let panelRows = max(3, timelineRows)
    let belowRadius = Self.ringRadius(
      columns: width, rows: main - panelRows - 1, cellAspect: cellAspect, options: options)
    panelBeside = besideRadius >= belowRadius
    if panelBeside {
      let lockColumns = min(besideColumns, Int(besideRadius) + 4)
      // The panel then takes the columns the lock leaves, less a sixteenth of the width on
      // either side (up to 96): the trail's block digits and the timeline's bars grow
      // with the screen, and a wide one has no empty band beside the panel.
      let panelWidth = Self.widened(
        min(max(panelWidth, width - lockColumns - 2 - 2 * (width / 16)), Self.panelMostColumns),
        spare: width - lockColumns - 2, digits: trailDigits)
      // Rule (docs/terminal.md "Output"): a column of margin at the screen's left edge where
      // none is left (40 columns), taken from the two between lock and panel: the ring stood
      // against the edge, and the panel's 19 columns are what its instruction needs whole.
      let spare = width - lockColumns - 2 - panelWidth
      let (left, gap) = spare >= 2 ? (spare / 2, 2) : (1, 1)
      lock = Rect(x: left, y: 0, width: lockColumns, height: main)
      let panelX = left + lockColumns + gap
      // A headed trail keeps its title's row too, and a blank row parts it from the timeline.
      let headed = Self.trailIsHeaded(width: panelWidth)
      let between = headed ? 1 : 0
      let fitting = min(timelineRows, main - between - Self.trailLeastRows + (headed ? 0 : 1))
      var rows = fitting >= 3 ? fitting : 0
      let trailRows = min(
        main - rows - (rows > 0 ? between : 0),
        Self.trailRows(width: panelWidth, digits: trailDigits))
      // The panel starts level with the shut shackle's crown and reaches the ring's foot at
      // least, the timeline taking the rows between: lock and panel stand as one block, and
      // neither panel changes its size as the lock is dialed, opened or shut.
      let extent = Self.lockRows(
        columns: lockColumns, rows: main, cellAspect: cellAspect, stops: stops, options: options)
      let block = trailRows + (rows > 0 ? rows + between : 0)
      let top = min(extent.top, max(main - block, 0))
      if rows > 0 {
        rows = min(
          max(rows, extent.bottom - top - trailRows - between), main - top - trailRows - between)
      }
      trail = Rect(x: panelX, y: top, width: panelWidth, height: trailRows)
      timeline = Rect(
        x: panelX, y: top + trailRows + between, width: rows > 0 ? panelWidth : 0, height: rows)
    } else {
      lock = Rect(x: 0, y: 0, width: width, height: main - panelRows - 1)
      let y = main - panelRows
      if timelineRows >= 3 {
        let half = (width - 2) / 2
        trail = Rect(x: 0, y: y, width: half, height: panelRows)
        timeline = Rect(x: half + 2, y: y, width: width - half - 2, height: panelRows)
      } else {
        trail = Rect(x: 0, y: y, width: width, height: panelRows)
        timeline = Rect(x: 0, y: main, width: 0, height: 0)
      }
    }
  }
}

extension Layout {
  /// Where the dial is on screen, in cells; `nil` when the screen is too small to draw it.
  ///
  /// The centre, and the outer radius in columns. The app core uses this to turn mouse drags
  /// around the dial's centre.
  ///
  /// Rule (docs/terminal.md "Half blocks"): the lock's geometry as the renderer draws it — the
  /// filled picture's proportions and square dots (`2 × cellAspect` a row) when `filled`, else
  /// braille's (4 dots a row).
  public func dialTarget(
    filled: Bool = false, cellAspect: Double = 2
  ) -> (center: (column: Double, row: Double), radius: Double)? {
    guard !isTooSmall, !lock.isEmpty else { return nil }
    let rowDots = LockGeometry.rowDots(filled: filled, cellAspect: cellAspect)
    let geometry = LockRenderer.lockGeometry(
      columns: lock.width, rows: lock.height, rowDots: rowDots, filled: filled, stops: stops,
      options: options)
    return (
      (Double(lock.x) + geometry.center.x / 2, Double(lock.y) + geometry.center.y / rowDots),
      geometry.ringRadius / 2
    )
  }
}
