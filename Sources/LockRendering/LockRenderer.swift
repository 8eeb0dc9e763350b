import AnimationCore
import LockModel
import TerminalRuntime

/// Paints a ``LockScene`` into a ``CellBuffer``: the shackle, dial, spinner ring, side panel,
/// entry line, key hints and status bar, or the "too small" notice.
///
/// Pure: scene and size in, cells out. The renderer keeps its scratch storage (canvas, label
/// slots) between frames, so a steady frame loop allocates nothing.
public struct LockRenderer: Sendable {
  /// Glyph set, colour, background and colour depth.
  public var options: RenderOptions {
    didSet {
      guard options != oldValue else { return }
      palette = Palette(options)
      inkStyles = Self.inkStyles(palette)
      finish = Finish(
        options.background, backdrop: options.backdrop, depth: options.depth,
        known: options.backgroundKnown)
      painted = nil
      stillKey = nil
      dialKey = nil
      // The layout depends on the options too (the cells the trail's digits take): mlterm's
      // picture moves from whole cells to the soft font's pixels after the first frames.
      layoutCache = nil
    }
  }

  /// The styles for ``options``, made once per change of options (not per frame).
  public private(set) var palette: Palette
  /// The canvas's styles by ink, from ``palette``.
  private(set) var inkStyles: [Style]
  var canvas = Canvas()
  /// The filled picture's colours, from ``options``.
  var finish: Finish
  /// The filled picture this frame, as last shown, its still parts and its dial (see
  /// `LockRenderer+Raster.swift`), drawn for ``stillKey`` and ``dialKey`` as the canvases are.
  var raster = Raster()
  var rasterShown = Raster()
  /// The dial ``raster`` and ``rasterShown`` were each drawn on (the ring and the hub's glyph
  /// over ``rasterDial``), swapped with them.
  var rasterBase: DialKey?
  var rasterShownBase: DialKey?
  /// The hub's glyph ``raster`` and ``rasterShown`` each hold over their dial: its mix, -1
  /// for none (swapped with them).
  var rasterGlyph = -1.0
  var rasterShownGlyph = -1.0
  var rasterStill = Raster()
  var rasterDial = Raster()
  /// The x-ray's picture, drawn again each frame it changes (docs/mechanism.md §11).
  var xrayRaster = Raster()
  var xrayCanvas = Canvas()
  /// Scratch for the cells a ring frame changes (see `Raster.renderChanges`).
  var changedCells: [Int] = []
  /// The ring's pixels in the filled picture, made with ``rasterStill``.
  var ringTable = RingTable()
  /// The still parts of the lock (see `paintLock`), and what they were drawn for.
  var still = Canvas()
  var stillKey: StillKey?
  /// The last lock geometry and its area's size.
  var geometryCache: (columns: Int, rows: Int, filled: Bool, stops: Int, geometry: LockGeometry)?
  /// The last layout and what it was made for.
  var layoutCache: (key: LayoutKey, layout: Layout)?
  /// Cells taken by labels this frame, to skip labels that would collide.
  var taken: [(x: Int, y: Int, width: Int)] = []
  /// The numbers on the face this frame before they are written: each one's cell, its width
  /// and its centre's height over the face's centre in dots (``paintLabels``).
  var labels: [(number: Int, column: Int, row: Int, width: Int, height: Double)] = []
  /// Whether this frame's numbers include the one under the index (then the hub does not
  /// repeat it).
  var pointerLabelled = false
  /// The segments of the number being painted (``Numerals``), kept to be reused.
  var numeralPieces: [(Point2D, Point2D)] = []
  /// The still parts and the dial (ticks, notch) at one angle, and what they were drawn for.
  var dialLayer = Canvas()
  var dialKey: DialKey?
  /// The lock's canvas as last drawn, to write only the cells the ring changed.
  var shown = Canvas()
  /// Per cell of the lock area, whether something other than the canvas was painted there
  /// (the face's fill, a label, the readout).
  var overlay: [Bool] = []
  /// What the picture in the buffer was painted from, while it is still there.
  var painted: Painted?

  /// A renderer.
  public init(options: RenderOptions = RenderOptions()) {
    self.options = options
    palette = Palette(options)
    inkStyles = Self.inkStyles(palette)
    finish = Finish(
      options.background, backdrop: options.backdrop, depth: options.depth,
      known: options.backgroundKnown)
    taken.reserveCapacity(128)
    labels.reserveCapacity(128)
  }

  /// What a layout was made for.
  struct LayoutKey: Equatable, Sendable {
    var width: Int
    var height: Int
    var timeline: Bool
    var turns: Int
    var xray: Int
    var cellAspect: Double
    var stops: Int
  }

  /// What the still parts of the lock were drawn for.
  struct StillKey: Equatable, Sendable {
    var columns: Int
    var rows: Int
    var ascii: Bool
    var shackle: Shackle.Pose
    /// The geometry's dots a row (the cell's shape, in the filled picture).
    var rowDots = 4.0
    /// The cell's width in pixels, where the terminal said it (``Raster/halfColumn``).
    var cellWidth: Int?
  }

  /// What the still parts plus the dial were drawn for.
  struct DialKey: Equatable, Sendable {
    var still: StillKey
    var stops: Int
    var angle: Double
  }

  /// The picture in a buffer: the buffer's generation, the layout and the scene it shows.
  struct Painted: Sendable {
    var generation: Int
    var layout: LayoutKey
    var scene: LockScene
  }

  /// The text the status bar shows for the lock state; these two words appear nowhere else.
  static let lockedWord = "LOCKED"
  /// See ``lockedWord``.
  static let openWord = "OPEN"
  /// The status bar's badges: each word with a space either side.
  static let lockedBadge = " \(lockedWord) "
  /// See ``lockedBadge``.
  static let openBadge = " \(openWord) "

  /// Renders `scene` into `buffer` at `width` × `height`.
  ///
  /// Rule (docs/terminal.md "Output"): when `buffer` still holds the picture this renderer painted
  /// last (same generation, size and layout, no help overlay), only the regions whose part of the
  /// scene changed are cleared and painted again, and a turn of the ring alone rewrites only the
  /// cells it changed; otherwise the buffer is made blank and everything is painted. Either way the
  /// cells are the same.
  public mutating func render(
    _ scene: LockScene, into buffer: inout CellBuffer, width: Int, height: Int
  ) {
    let layoutKey = LayoutKey(
      width: width, height: height, timeline: scene.showsTimeline,
      turns: scene.panelRows, xray: scene.xray?.discs.count ?? 0, cellAspect: scene.cellAspect,
      stops: scene.dial.stops)
    let layout: Layout
    if let cached = layoutCache, cached.key == layoutKey {
      layout = cached.layout
    } else {
      layout = self.layout(scene, width: width, height: height)
      layoutCache = (layoutKey, layout)
    }
    if let last = painted, last.generation == buffer.generation, last.layout == layoutKey,
      buffer.width == width, buffer.height == height, !layout.isTooSmall,
      !scene.showsHelp, !last.scene.showsHelp
    {
      repaintChanges(from: last.scene, to: scene, layout: layout, into: &buffer)
    } else {
      buffer.reset(width: width, height: height)
      if layout.isTooSmall {
        buffer.paintTooSmall(minimum: Layout.minimum)
      } else {
        paintLock(scene, in: layout.lock, into: &buffer)
        paintPanels(scene, layout: layout, into: &buffer)
        if scene.showsHelp {
          buffer.paintHelp(scene.help, note: scene.helpNote, style: palette.chrome)
        }
      }
    }
    painted = Painted(generation: buffer.generation, layout: layoutKey, scene: scene)
  }

  /// Where `scene`'s parts go on a `width` × `height` screen drawn with these options.
  public func layout(_ scene: LockScene, width: Int, height: Int) -> Layout {
    Layout(
      width: width, height: height, timelineWanted: scene.showsTimeline,
      turns: scene.panelRows, xrayDiscs: scene.xray?.discs.count ?? 0,
      cellAspect: scene.cellAspect, trailDigits: trailDigitCells, stops: scene.dial.stops,
      options: options)
  }

  /// Everything but the lock, in painting order.
  mutating func paintPanels(_ scene: LockScene, layout: Layout, into buffer: inout CellBuffer) {
    if let xray = scene.xray, !layout.xray.isEmpty {
      paintXray(xray, cellAspect: scene.cellAspect, in: layout.xray, into: &buffer)
    }
    paintTrail(scene, in: layout.trail, into: &buffer)
    if !layout.timeline.isEmpty {
      paintPlanOrNotebook(scene, in: layout.timeline, into: &buffer)
    }
    paintEntry(scene, in: layout.entry, into: &buffer)
    paintKeyBar(scene, in: layout.hints, into: &buffer)
    paintStatus(scene, in: layout.status, into: &buffer)
  }

  /// The key bar, on the footer's band.
  mutating func paintKeyBar(_ scene: LockScene, in area: Rect, into buffer: inout CellBuffer) {
    buffer.paintKeyBar(scene.keyBar, in: area, style: palette.chrome)
    paintFooterBand(area, into: &buffer)
  }

  /// Gives the cells of `area` that have the terminal's background the footer's band
  /// (``Palette/footer``); a badge keeps its own.
  ///
  /// Rule (docs/terminal.md "Output"): the key bar and the status bar as one footer.
  func paintFooterBand(_ area: Rect, into buffer: inout CellBuffer) {
    guard let band = palette.footer else { return }
    for y in area.y..<(area.y + area.height) {
      for x in area.x..<(area.x + area.width) where buffer[x, y].style.background.isDefault {
        var cell = buffer[x, y]
        cell.style.background = band
        buffer[x, y] = cell
      }
    }
  }

  /// Paints again only the regions whose part of the scene differs from `last` (see
  /// ``render(_:into:width:height:)``).
  mutating func repaintChanges(
    from last: LockScene, to scene: LockScene, layout: Layout, into buffer: inout CellBuffer
  ) {
    func clear(_ area: Rect) {
      buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height, with: .blank)
    }
    let lockMoved =
      scene.dial != last.dial || scene.shackle != last.shackle
      || scene.cellAspect != last.cellAspect || scene.cellWidth != last.cellWidth
      || scene.ring.showsGlyph != last.ring.showsGlyph
      || (scene.ring.showsGlyph && scene.ring.glyphMix != last.ring.glyphMix)
    if lockMoved
      || (scene.ring != last.ring && !repaintRing(scene, in: layout.lock, into: &buffer))
    {
      clear(layout.lock)
      paintLock(scene, in: layout.lock, into: &buffer)
    }
    if scene.trail != last.trail || scene.trailOmitted != last.trailOmitted
      || scene.trailIsLive != last.trailIsLive || scene.trailLiveTarget != last.trailLiveTarget
      || scene.trailExpected != last.trailExpected
      || scene.instruction != last.instruction || scene.instructionLead != last.instructionLead
    {
      clear(layout.trail)
      paintTrail(scene, in: layout.trail, into: &buffer)
    }
    if !layout.timeline.isEmpty
      && (scene.timeline != last.timeline || scene.notebook != last.notebook)
    {
      clear(layout.timeline)
      paintPlanOrNotebook(scene, in: layout.timeline, into: &buffer)
    }
    if scene.xray != last.xray, let xray = scene.xray, !layout.xray.isEmpty {
      clear(layout.xray)
      paintXray(xray, cellAspect: scene.cellAspect, in: layout.xray, into: &buffer)
    }
    if scene.composing != last.composing || scene.message != last.message
      || scene.messageIsGood != last.messageIsGood
    {
      clear(layout.entry)
      paintEntry(scene, in: layout.entry, into: &buffer)
    }
    if scene.keyBar != last.keyBar {
      clear(layout.hints)
      paintKeyBar(scene, in: layout.hints, into: &buffer)
    }
    if scene.lock != last.lock || scene.dial.numberUnderPointer != last.dial.numberUnderPointer
      || scene.animator != last.animator
    {
      clear(layout.status)
      paintStatus(scene, in: layout.status, into: &buffer)
    }
  }

  /// A convenience that returns a fresh buffer.
  public mutating func render(_ scene: LockScene, width: Int, height: Int) -> CellBuffer {
    var buffer = CellBuffer(width: 0, height: 0)
    render(scene, into: &buffer, width: width, height: height)
    return buffer
  }
}
