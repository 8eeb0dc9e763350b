import LockApp
import LockModel
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// Golden panels: the key bar, the help, the status bar, the trail, the entry line and the
/// timeline, each cut from the 80×24 screen in every state that changes its words, so that a
/// change of wording re-records one small golden and the pictures' goldens stay as they are.
struct PanelTests {
  /// A lock on the demo secret (alternating, 10 stops), with a lockout when asked for.
  func core(lockout: Bool = false) throws -> AppCore {
    let configuration =
      lockout ? try Configuration(lockout: 1, coolDown: 30) : try Configuration()
    return AppCore(configuration: configuration, width: 80, height: 24)
  }

  /// The scenes of the states a player meets, by name, each at its time.
  func states() throws -> [(name: String, scene: LockScene)] {
    var states: [(String, LockScene)] = []
    var core = try core()
    states.append(("at rest", core.scene(at: 0)))
    _ = core.handle(.key(.right, at: 0.1))
    _ = core.handle(.frame(at: 1))
    states.append(("a wrong first turn", core.scene(at: 1)))
    _ = core.handle(.key(.character("x"), at: 1.1))
    for index in 0..<7 { _ = core.handle(.key(.left, at: 1.2 + 0.033 * Double(index))) }
    _ = core.handle(.frame(at: 2))
    states.append(("the first number dialed", core.scene(at: 2)))
    _ = core.handle(.text("7-9", at: 2.1))
    states.append(("typing", core.scene(at: 2.1)))
    _ = core.handle(.text("-6-1-5-2", at: 2.2))
    _ = core.handle(.key(.enter, at: 2.3))
    states.append(("a plan playing", core.scene(at: 7)))
    _ = core.handle(.key(.space, at: 7))
    _ = core.handle(.text("r", at: 7))
    states.append(("paused and reversed", core.scene(at: 7)))
    _ = core.handle(.text("?", at: 7))
    states.append(("help shown", core.scene(at: 7)))
    states.append(("open", Scenes.open()))
    var locked = try self.core(lockout: true)
    _ = locked.handle(.key(.left, at: 0.1))
    _ = locked.handle(.frame(at: 1))
    _ = locked.handle(.key(.enter, at: 1))
    _ = locked.handle(.frame(at: 3))
    states.append(("refused, cooling down", locked.scene(at: 3)))
    _ = locked.handle(.text("12", at: 3.5))
    states.append(("typing while cooling down", locked.scene(at: 3.5)))
    _ = locked.handle(.key(.escape, at: 3.6))
    _ = locked.handle(.text("99", at: 3.7))
    _ = locked.handle(.key(.enter, at: 3.8))
    _ = locked.handle(.frame(at: 40))
    states.append(("a refused combination, the wait over", locked.scene(at: 40)))
    return states
  }

  /// Each state's `panel`, under its name.
  func panels(_ panel: (Layout) -> Rect) throws -> [String] {
    var renderer = LockRenderer(options: RenderOptions(color: false))
    return try states().flatMap { state -> [String] in
      let lines = renderer.render(state.scene, width: 80, height: 24).lines
      var cut = crop(lines, to: panel(Scenes.layout(state.scene, 80, 24)))
      while cut.count > 1 && cut.last == "" { cut.removeLast() }
      return ["--- \(state.name) ---"] + cut
    }
  }

  @Test func theKeyBar() throws {
    assertFrame(try panels(\.hints), named: "panel-key-bar")
  }

  /// The help box alone, rows and columns, over the dial at rest (80×24), rounded.
  @Test func theHelp() throws {
    var renderer = LockRenderer(options: RenderOptions(color: false))
    let lines = renderer.render(Scenes.dial(help: true), width: 80, height: 24).lines
    let top = try #require(lines.firstIndex { $0.contains("╭─ keys ") })
    let bottom = try #require(lines[(top + 1)...].firstIndex { $0.contains("╰─") })
    let rows = lines[top...bottom].map { Array($0) }
    let left = try #require(rows[0].firstIndex(of: "╭"))
    let right = try #require(rows[0].lastIndex(of: "╮"))
    assertFrame(rows.map { String($0[left...min(right, $0.count - 1)]) }, named: "panel-help")
  }

  @Test func theStatusBar() throws {
    assertFrame(try panels(\.status), named: "panel-status")
  }

  /// Rule (docs/terminal.md "Soft font", "Output"): the status bar's numbers are bold, but not
  /// where bold glyphs overhang the next cell (mlterm's whole cells), and at 40 columns the
  /// turn under way is kept before the animator's state.
  @Test func theStatusBarsNumbersAndTheTurnAt40Columns() {
    for wholeCells in [false, true] {
      var options = RenderOptions(color: true, depth: .truecolor)
      options.wholeCells = wholeCells
      var renderer = LockRenderer(options: options)
      let scene = Scenes.autoDial(at: 4.7, width: 40, height: 16)
      let buffer = renderer.render(scene, width: 40, height: 16)
      let status = buffer.lines[15]
      #expect(status.hasPrefix(" LOCKED  | dial "), "\(status)")
      #expect(status.hasSuffix(" | \u{D7}1.0 | turn 2/6 R9"), "\(status)")
      #expect(!status.contains("running"), "\(status)")
      // The dial's number, after " LOCKED  | dial ".
      let digit = buffer[16, 15]
      #expect(digit.scalar.properties.numericType != nil, "\(status)")
      let bold = digit.style.attributes.contains(.bold)
      #expect(bold == !wholeCells, "\(status)")
    }
  }

  @Test func theTrailAndItsHint() throws {
    assertFrame(try panels(\.trail), named: "panel-trail")
  }

  /// Rule (docs/terminal.md "Output"): seconds under the bars, as often as leaves two blank
  /// columns after the widest label, on the chart's last row, each label from its second's
  /// column (80×24, 200×60); only where the timeline has no row to spare for them (80×19), in
  /// the bottom edge, each after a tick there.
  @Test func theTimelineHasASecondsAxis() throws {
    for (width, height, marks, inside) in [
      (80, 24, "0s 5s 10s 15s", true), (200, 60, "0s 2s 4s 6s 8s 10s 12s 14s 16s", true),
      (80, 19, "0s 5s 10s 15s", false),
    ] {
      var renderer = LockRenderer(options: RenderOptions(color: true, depth: .truecolor))
      let scene = Scenes.autoDial(at: 5, width: width, height: height)
      let buffer = renderer.render(scene, width: width, height: height)
      let area = Scenes.layout(scene, width, height).timeline
      let edge = String(buffer.lines[area.y + area.height - 1].dropFirst(area.x))
      let axis = inside ? String(buffer.lines[area.y + area.height - 2].dropFirst(area.x)) : edge
      let labels = axis.split(whereSeparator: { "─╰╯│ ┴".contains($0) }).joined(separator: " ")
      #expect(labels == marks, "\(width)×\(height): \(axis)")
      #expect(edge.filter { $0 == "┴" }.count == (inside ? 0 : marks.split(separator: " ").count))
      // 0 s's mark stands where the bars start, after the labels' five columns.
      let zero = try #require(axis.firstRange(of: inside ? " 0s" : "┴0s"))
      #expect(axis.distance(from: axis.startIndex, to: zero.lowerBound) == 2 + 5 - (inside ? 1 : 0))
      // At 80×24 the last turn's lane stands right above the seconds: a row a turn.
      let lastLane = String(buffer.lines[area.y + area.height - 3].dropFirst(area.x))
      #expect(lastLane.hasPrefix("│ R2 ") == (height == 24), "\(width)×\(height): \(lastLane)")
    }
  }

  /// Rule (docs/terminal.md "Output"): the axis's step is the least of 1, 2, 5, 10, 20, 30
  /// and 60 seconds whose columns hold the widest label with its tick and two blanks.
  @Test func theSecondsAreAsDenseAsTheyRead() {
    // A 7.4 s plan at 80×24 (3.9 columns a second): `┴0s┴2s┴4s┴6s`, three columns and two.
    #expect(LockRenderer.axisStep(duration: 7.4, scale: 3.9) == 2)
    #expect(LockRenderer.axisStep(duration: 7.4, scale: 5) == 1)
    #expect(LockRenderer.axisStep(duration: 16.45, scale: 1.76) == 5)
    // Two-digit labels need six columns: 75 s at one column a second, every ten.
    #expect(LockRenderer.axisStep(duration: 75, scale: 1) == 10)
    // Too narrow for a mark a minute, and nonsense durations stay bounded.
    #expect(LockRenderer.axisStep(duration: 7.4, scale: 0.05) == nil)
    #expect(LockRenderer.axisStep(duration: .infinity, scale: 1) == 5)
    #expect(LockRenderer.axisStep(duration: 1e300, scale: 1) == 20)
  }

  /// Rule (docs/terminal.md "Output"): a bar is two columns at least, a shaft and its pointer,
  /// growing at its end, or at its start where its end is the chart's last column but one.
  @Test func aShortTurnKeepsAShaft() {
    // A turn of a fifth of a column inside the chart grows at its end.
    #expect(LockRenderer.barColumns(begin: 2, duration: 0.1, scale: 2, width: 16) == (4, 6))
    // One that ends where the chart's bars do (column 15 is the playhead's) grows at its start.
    #expect(LockRenderer.barColumns(begin: 7.2, duration: 0.3, scale: 2, width: 16) == (13, 15))
    // A longer turn keeps its rounded ends; consecutive turns do not overlap.
    #expect(LockRenderer.barColumns(begin: 1, duration: 2, scale: 2, width: 16) == (2, 6))
    #expect(LockRenderer.barColumns(begin: 3, duration: 2, scale: 2, width: 16) == (6, 10))
    // A chart of two columns has room for a pointer alone.
    #expect(LockRenderer.barColumns(begin: 0, duration: 0.1, scale: 1, width: 2) == (0, 1))
  }

  /// Rule (docs/terminal.md "Output"): where the terminal draws the block elements itself a
  /// shaft keeps its turn's times to an eighth of a column, beside its pointer, a column at
  /// least.
  @Test func aShaftKeepsItsTurnsTimesInEighths() {
    // Each case: a turn's begin, duration, scale and way in a chart 16 columns wide; its
    // pointer's column, the shaft's ends and its cells.
    let cases: [(Double, Double, Double, Bool, Int, Double, Double, Range<Int>)] = [
      // Whole columns: a right turn's pointer in its last column, a left turn's in its first.
      (1, 2, 2, false, 5, 2, 5, 2..<5),
      (1, 2, 2, true, 2, 3, 6, 3..<6),
      // From 3.25 to 5.75 columns.
      (1.3, 1, 2.5, false, 5, 3.25, 5, 3..<5),
      (1.3, 1, 2.5, true, 3, 4, 5.75, 4..<6),
      // A turn of a fifth of a column keeps a column of shaft, away from its pointer.
      (2, 0.1, 2, false, 4, 3, 4, 3..<4),
      (2, 0.1, 2, true, 4, 5, 6, 5..<6),
      // A left turn ending the chart (column 15 is the playhead's) keeps its shaft inside it.
      (7.2, 0.3, 2, true, 13, 14, 15, 14..<15),
    ]
    for (begin, duration, scale, left, pointer, from, to, cells) in cases {
      let span = LockRenderer.barSpan(
        begin: begin, duration: duration, scale: scale, width: 16, left: left)
      #expect(span == (pointer, from, to, cells), "\(begin) s for \(duration) s, left \(left)")
    }
    let bar = Style(foreground: .blue)
    let solid = LockRenderer.solid(bar)
    // The cells of the shaft from 3.25 to 5.75: three quarters of column 3 on its right (two
    // eighths of background on the left, reversed), column 4 whole, column 5's left three
    // quarters.
    #expect(LockRenderer.shaftCell(3, from: 3.25, to: 5.75, bar: bar)! == ("\u{258E}", solid))
    #expect(LockRenderer.shaftCell(4, from: 3.25, to: 5.75, bar: bar)! == (" ", solid))
    #expect(LockRenderer.shaftCell(5, from: 3.25, to: 5.75, bar: bar)! == ("\u{258A}", bar))
    // Less than half an eighth: nothing.
    #expect(LockRenderer.shaftCell(3, from: 3.97, to: 5, bar: bar) == nil)
    // What each of those cells covers.
    #expect(LockRenderer.barCoverage(Cell("\u{258E}", style: solid)) == 0.75)
    #expect(LockRenderer.barCoverage(Cell("\u{258A}", style: bar)) == 0.75)
    #expect(LockRenderer.barCoverage(Cell(" ", style: solid)) == 1)
    #expect(LockRenderer.barCoverage(Cell(" ", style: bar)) == nil)
    #expect(LockRenderer.barCoverage(Cell("\u{25BA}", style: bar)) == nil)
  }

  @Test func theEntryLine() throws {
    assertFrame(try panels(\.entry), named: "panel-entry")
  }

  /// The timeline panel: empty, then the seed's plan at its start, paused half way, at its end,
  /// and reversed half way.
  @Test func theTimeline() throws {
    let duration = 16.453981031087416
    var frames: [(Double, [String])] = []
    var renderer = LockRenderer(options: RenderOptions(color: false))
    func timeline(_ scene: LockScene) -> [String] {
      crop(
        renderer.render(scene, width: 80, height: 24).lines,
        to: Scenes.layout(scene, 80, 24).timeline)
    }
    frames.append((0, timeline(Scenes.dial())))
    for fraction in [0.0, 0.5, 1.0] {
      let scene = Scenes.autoDial(at: fraction * duration, paused: fraction == 0.5)
      frames.append((fraction * duration, timeline(scene)))
    }
    frames.append((duration / 2, timeline(Scenes.autoDial(at: duration / 2, reversed: true))))
    assertFrame(filmstrip(frames), named: "panel-timeline")
  }
}

/// The timeline's marks for turns out of view.
struct TimelineWindowTests {
  /// Rule (docs/terminal.md "Output"): at 40×16 the timeline shows the plan's six turns (the
  /// seed's plan of 16.5 s at its start); where its title's playhead and length take a row of
  /// their own (from 10 s), five round the current one: a small triangle after the first label
  /// says turns are out of view above (`▲`), after the last that they are below (`▼`), `^` and
  /// `v` in ASCII, and no mark where none are.
  @Test(arguments: [false, true])
  func turnsOutOfViewAreMarked(ascii: Bool) throws {
    let (up, down) = ascii ? ("^", "v") : ("\u{25B2}", "\u{25BC}")
    for (time, labels) in [
      (0.5, ["L7", "R9", "L6", "R1", "L5", "R2"]),
      (10, ["L7", "R9", "L6", "R1", "L5  " + down]),
      (14, ["R9  " + up, "L6", "R1", "L5", "R2"]),
    ] {
      let options =
        ascii ? RenderOptions(ascii: true) : RenderOptions(color: true, depth: .truecolor)
      var renderer = LockRenderer(options: options)
      let scene = Scenes.autoDial(at: time, width: 40, height: 16)
      let buffer = renderer.render(scene, width: 40, height: 16)
      let area = Scenes.layout(scene, 40, 16, options: options).timeline
      // The labels' five columns, or three where every turn has its row and the bars start
      // after them.
      let rows = (area.y..<(area.y + area.height)).map { y in
        String(
          buffer.lines[y].dropFirst(area.x).prefix(5).filter { "LR0123456789 ▲▼^v".contains($0) }
        )
        .trimmingCharacters(in: .whitespaces)
      }
      let shown = rows.filter { $0.first == "L" || $0.first == "R" }
      #expect(shown == labels, "\(time) s, ascii \(ascii): \(rows)")
    }
  }
}

/// The timeline before a plan plays.
struct EmptyTimelineTests {
  /// The rows of `area` on `buffer` that hold a lane's rule (`┄`).
  static func ruled(_ buffer: CellBuffer, _ area: Rect) -> [Int] {
    (area.y..<(area.y + area.height)).filter { y in
      (area.x..<(area.x + area.width)).contains { buffer[$0, y].scalar == "\u{2504}" }
    }
  }

  /// Rule (docs/terminal.md "Output"): at 200×60 the timeline at rest is ruled on the six
  /// rows the plan of a six-number combination fills when it plays, four apart, and says in
  /// grey on a row between two of them where the turns will show; at 80×24, whose lanes are
  /// not spread, it holds the text alone.
  @Test func theEmptyTimelineIsRuledWhereAPlansTurnsWillStand() throws {
    let options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    var renderer = LockRenderer(options: options)
    let rest = Scenes.dial(width: 200, height: 60)
    let area = Scenes.layout(rest, 200, 60).timeline
    let empty = renderer.render(rest, width: 200, height: 60)
    let rows = Self.ruled(empty, area)
    #expect(rows.count == 6 && zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 == 4 }, "\(rows)")
    let playing = renderer.render(
      Scenes.autoDial(at: 0.5, width: 200, height: 60), width: 200, height: 60)
    #expect(rows == Self.ruled(playing, area))
    let text = try #require(
      (area.y..<(area.y + area.height)).first { empty.lines[$0].contains("a typed combination") })
    #expect(text > rows[0] && text < rows[5] && !rows.contains(text), "\(text) \(rows)")
    let usual = renderer.render(Scenes.dial(), width: 80, height: 24)
    let small = Scenes.layout(Scenes.dial(), 80, 24).timeline
    #expect(Self.ruled(usual, small).isEmpty)
    #expect(usual.lines.contains { $0.contains("a typed combination plays here") })
    // Wrapped on kitty's cells, whose lock leaves the panel 33 columns, in two even lines.
    var tall = Scenes.dial()
    tall.cellAspect = 2.375
    let narrow = renderer.render(tall, width: 80, height: 24)
    let box = Scenes.layout(tall, 80, 24).timeline
    let lines = (box.y..<(box.y + box.height)).map {
      String(narrow.lines[$0].dropFirst(box.x + 1).prefix(box.width - 2))
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("─") && !$0.hasPrefix("timeline") }
    #expect(lines == ["a typed combination", "plays here"], "\(box.width) \(lines)")
  }

  /// Rule (docs/terminal.md "Output"): the lane rules are gridlines, fainter than the frame
  /// round them against the reported background (black, white, konsole's and solarized
  /// light's), and in the frame's grey where the background is not reported.
  @Test(arguments: [0x000000, 0xFFFFFF, 0x232627, 0xFDF6E3] as [UInt32])
  func theLaneRulesAreFainterThanTheFrame(backdrop: UInt32) throws {
    let light = backdrop == 0xFFFFFF || backdrop == 0xFDF6E3
    let palette = Palette(
      RenderOptions(
        color: true, background: light ? .light : .dark, depth: .truecolor, backdrop: backdrop))
    let (rule, frame) = (
      try #require(palette.rule.foreground.rgb), try #require(palette.frame.foreground.rgb)
    )
    #expect(Finish.contrast(rule, backdrop) > 1.1, "a rule still shows")
    #expect(rule == Raster.mix(backdrop, frame, light ? 0.4 : 0.6))
    #expect(Finish.contrast(rule, backdrop) < Finish.contrast(frame, backdrop))
    #expect(
      Palette(RenderOptions(color: true, depth: .truecolor)).rule
        == Palette(
          RenderOptions(color: true, depth: .truecolor)
        ).frame)
  }
}
