import Foundation
import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The trail's runs in painted digits, and the trail's box as tall as its text.
struct TrailDigitsTests {
  /// A renderer in truecolor on a dark background, in `grid`.
  static func renderer(_ grid: Raster.Grid = .sextants) -> LockRenderer {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    return LockRenderer(options: options)
  }

  /// The trail's box on `buffer`: its top row (the one holding its title) and the rows down to
  /// its bottom edge, within the layout's trail area.
  static func box(_ buffer: CellBuffer, _ area: Rect) throws -> ClosedRange<Int> {
    let rows = area.y..<(area.y + area.height)
    let top = try #require(rows.first { buffer[area.x, $0].scalar == "\u{256D}" })
    let bottom = try #require(rows.first { buffer[area.x, $0].scalar == "\u{2570}" })
    return top...bottom
  }

  /// Rule (docs/terminal.md "Output"): the six runs of an opened lock at 80×24, each number
  /// in painted digits three rows tall with its letter under it, every run shown.
  @Test func theRunsStandInPaintedDigitsWithTheirLetters() throws {
    var renderer = Self.renderer()
    let scene = Scenes.open()
    let buffer = renderer.render(scene, width: 80, height: 24)
    let area = Scenes.layout(scene, 80, 24).trail
    let rows = try Self.box(buffer, area)
    #expect(rows.count == 2 + 3 + 1 + 3, "frame, digits, letters and a hint of three rows")
    #expect(rows.upperBound == area.y + area.height - 1, "at the foot of its area")
    let captions = buffer.lines[rows.lowerBound + 4].split(separator: "\u{2502}")[1]
    #expect(captions.split(separator: " ") == ["L", "R", "L", "R", "L", "R"])
    // The digits' rows: block glyphs in six groups of columns, in the steel's colour.
    let steel = Finish(.dark).barOneTone
    var groups = 0
    var inGroup = false
    for x in (area.x + 2)..<(area.x + area.width - 2) {
      let inked = (rows.lowerBound + 1...rows.lowerBound + 3).contains {
        buffer[x, $0].scalar != " " || buffer[x, $0].style.background.rgb != nil
      }
      if inked && !inGroup { groups += 1 }
      inGroup = inked
    }
    #expect(groups == 6)
    let colours = Set(
      (rows.lowerBound + 1...rows.lowerBound + 3).flatMap { y in
        (area.x..<(area.x + area.width)).compactMap { buffer[$0, y].style.foreground.rgb }
      })
    #expect(colours.contains(steel), "\(colours.map { String($0, radix: 16) })")
  }

  /// Rule (docs/terminal.md "Hints"): the run under way is painted in the ring's colour and its
  /// letter has an ellipsis; the runs before it in steel.
  @Test func theRunUnderWayIsInTheRingsColour() throws {
    var renderer = Self.renderer()
    let scene = Scenes.autoDial(at: 9)
    #expect(scene.trailIsLive)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let area = Scenes.layout(scene, 80, 24).trail
    let body = Rect(x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
    let digits = try #require(renderer.trailDigits(scene, body: body, hintRows: 1))
    try #require(digits.slots.map(\.caption) == ["L", "R", "L\u{2026}"])
    #expect(digits.slots.map(\.number) == [7, 9, 3])
    #expect(digits.slots.map(\.live) == [false, false, true])
    let rows = try Self.box(buffer, area)
    let ink = { (x: Int) -> Set<UInt32> in
      Set(
        (rows.lowerBound + 1..<rows.lowerBound + 1 + digits.rows).compactMap {
          buffer[x, $0].style.foreground.rgb
        })
    }
    // The last slot's columns (after two slots and their gaps) hold the ring's colour only.
    let before = digits.slots[0].columns + digits.slots[1].columns + 2 * 2
    let last = (body.x + before)..<(body.x + before + digits.slots[2].columns)
    let head = Finish(.dark).ringHead
    #expect(last.flatMap(ink).contains(head))
    #expect(!(body.x..<(body.x + before)).flatMap(ink).contains(head))
  }

  /// Rule (docs/terminal.md "Output"): digits three to five rows tall, no taller than a
  /// seventh of the body's width, the tallest that leave room for the captions and the hint
  /// and fit every run across.
  @Test func theDigitsGrowWithThePanel() throws {
    for (width, height, scene, rows, shown) in [
      (200, 60, Scenes.open(width: 200, height: 60), 5, 6),
      (120, 40, Scenes.open(width: 120, height: 40), 4, 6),
      (80, 24, Scenes.open(), 3, 6),
      (80, 24, Scenes.autoDial(at: 9), 4, 3),
    ] {
      var renderer = Self.renderer()
      _ = renderer.render(scene, width: width, height: height)
      let area = Scenes.layout(scene, width, height).trail
      let body = Rect(
        x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
      let hint = CellBuffer.wrappedRows(
        scene.instruction, width: body.width - scene.instructionLead.count - 2,
        rows: body.height)
      let digits = try #require(renderer.trailDigits(scene, body: body, hintRows: hint))
      #expect(digits.rows == rows && digits.slots.count == shown, "\(width)×\(height)")
      #expect(!digits.omitted)
    }
    // Cells taller than two to one (GNU screen in xterm): in three rows the digits are made
    // shorter, and so narrower, until all six runs fit, not cut to the last five.
    var tall = Scenes.open()
    tall.cellAspect = 2.4
    let renderer = Self.renderer()
    let body = Rect(x: 0, y: 0, width: 35, height: 10)
    let digits = try #require(renderer.trailDigits(tall, body: body, hintRows: 3))
    let full = LockRenderer.trailDigitHeight(rows: 3, rowDots: 4.8)
    #expect(digits.rows == 3 && digits.slots.count == 6 && !digits.omitted)
    #expect(digits.height < full && digits.height >= 2 * 4.8, "\(digits.height) of \(full)")
    // In 16 colours (half blocks), with GNU screen's 7×17 cells: slots as wide as the digits
    // are painted, a stroke a whole pixel, so that six fit 35 columns.
    tall.cellAspect = 17.0 / 7
    let screen = LockRenderer(options: RenderOptions(color: true, background: .dark))
    let halves = try #require(screen.trailDigits(tall, body: body, hintRows: 3))
    #expect(halves.slots.map(\.columns) == [4, 4, 4, 4, 4, 4] && !halves.omitted)
    // Where even two rows' digits do not fit, the latest runs after an ellipsis.
    let narrow = try #require(
      renderer.trailDigits(tall, body: Rect(x: 0, y: 0, width: 21, height: 10), hintRows: 3))
    #expect(narrow.omitted && narrow.slots.map(\.number) == [1, 5, 2])
  }

  /// Rule (docs/terminal.md "Output"): where the picture is not filled, the trail is not framed
  /// (40×16, ASCII), the cells are whole (mlterm) or there are no runs, the runs stay text.
  @Test func theRunsStayTextWhereDigitsWouldNotRead() throws {
    let scene = Scenes.open()
    let body = Rect(x: 43, y: 3, width: 35, height: 10)
    var whole = RenderOptions(color: true, background: .dark, depth: .indexed256)
    whole.wholeCells = true
    for options in [
      RenderOptions(color: false), RenderOptions(ascii: true, color: true), whole,
    ] {
      let renderer = LockRenderer(options: options)
      #expect(renderer.trailDigits(scene, body: body, hintRows: 3)?.rows == nil, "\(options)")
    }
    let renderer = Self.renderer()
    #expect(renderer.trailDigits(Scenes.dial(), body: body, hintRows: 1)?.rows == nil, "no runs")
    #expect(renderer.trailDigits(scene, body: body, hintRows: 7)?.rows == nil, "a long hint")
    // 40×16: a trail of text under its title, at the foot of its area.
    var small = Self.renderer()
    let buffer = small.render(scene, width: 40, height: 16)
    let area = Scenes.layout(scene, 40, 16).trail
    let lines = buffer.lines[area.y..<(area.y + area.height)].map {
      String($0.dropFirst(area.x)).trimmingCharacters(in: .whitespaces)
    }
    let title = try #require(lines.firstIndex(of: "trail"))
    #expect(lines[title + 1].hasPrefix("L7 R9 L6"))
    #expect(lines.last?.isEmpty == false, "its last line at the foot of the area")
  }
}
