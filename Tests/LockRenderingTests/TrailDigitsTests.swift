import Foundation
import LockApp
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The trail's runs in block digits, and the trail as tall as its text.
struct TrailDigitsTests {
  /// The columns the digits stand in from the 80×24 trail's body: centred, 28 columns in 34.
  static let indent = 3

  /// A renderer in truecolor on a dark background, in sextants.
  static func renderer() -> LockRenderer {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = .sextants
    return LockRenderer(options: options)
  }

  /// Row `y` of `buffer` from column `x`, `width` wide, a reversed space shown as the full
  /// block it stands for, trailing spaces trimmed.
  static func text(_ buffer: CellBuffer, x: Int, y: Int, width: Int) -> String {
    let scalars = (x..<(x + width)).map { column -> String in
      let cell = buffer[column, y]
      return cell.scalar == " " && cell.style.attributes.contains(.reverse)
        ? "\u{2588}" : String(cell.scalar)
    }
    var line = scalars.joined()
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  /// The trail's box on `buffer`: the rows from its top edge to its bottom edge.
  static func box(_ buffer: CellBuffer, _ area: Rect) throws -> ClosedRange<Int> {
    let rows = area.y..<(area.y + area.height)
    let top = try #require(rows.first { buffer[area.x, $0].scalar == "\u{256D}" })
    let bottom = try #require(rows.first { buffer[area.x, $0].scalar == "\u{2570}" })
    return top...bottom
  }

  /// The font: three by five pixels a digit, two pixels a cell, at one and two cells a pixel
  /// across.
  @Test func theDigitsAreThreeByFivePixels() {
    let one = (0..<3).map { row in
      (0...9).map { digit in
        String((0..<3).map { Character(BlockDigits.glyph(digit, column: $0, row: row, scale: 1)) })
      }.joined(separator: " ")
    }
    #expect(
      one == [
        "█▀█ ▀█  ▀▀█ ▀▀█ █ █ █▀▀ █▀▀ ▀▀█ █▀█ █▀█",
        "█ █  █  █▀▀  ▀█ ▀▀█ ▀▀█ █▀█   █ █▀█ ▀▀█",
        "▀▀▀ ▀▀▀ ▀▀▀ ▀▀▀   ▀ ▀▀▀ ▀▀▀   ▀ ▀▀▀ ▀▀▀",
      ])
    let two = (0..<5).map { row in
      String((0..<6).map { Character(BlockDigits.glyph(4, column: $0, row: row, scale: 2)) })
    }
    #expect(two == ["██  ██", "██  ██", "██████", "    ██", "    ██"])
    #expect(BlockDigits.cellRows(scale: 1) == 3 && BlockDigits.cellRows(scale: 2) == 5)
    #expect(BlockDigits.columns(of: 35, scale: 1) == 7 && BlockDigits.columns(of: 7, scale: 2) == 6)
    #expect(BlockDigits.glyph(35, column: 3, row: 0, scale: 1) == " ", "a pixel between digits")
    #expect(BlockDigits.glyph(35, column: 4, row: 0, scale: 1) == "\u{2588}")
  }

  /// Rule (docs/terminal.md "Output"): three times the size, the digit's bars are a cell each
  /// and the rows between them two, seven rows; from twice the size on no digit has a half
  /// block, whose edge falls short of the cell in xterm and leaves a seam across a stroke.
  @Test func fromTwiceTheSizeEveryRowIsWholeCells() {
    let three = (0..<7).map { row in
      String((0..<9).map { Character(BlockDigits.glyph(4, column: $0, row: row, scale: 3)) })
    }
    #expect(
      three == [
        "███   ███", "███   ███", "███   ███", "█████████", "      ███", "      ███", "      ███",
      ])
    #expect(BlockDigits.cellRows(scale: 3) == 7)
    for scale in 2...3 {
      for digit in 0...9 {
        let glyphs = (0..<BlockDigits.cellRows(scale: scale)).flatMap { row in
          (0..<3 * scale).map { BlockDigits.glyph(digit, column: $0, row: row, scale: scale) }
        }
        #expect(!glyphs.contains { $0 == "\u{2580}" || $0 == "\u{2584}" }, "\(digit) at \(scale)")
      }
    }
  }

  /// Rule (docs/terminal.md "Output"): the six runs of an opened lock at 80×24 in block
  /// digits, each letter under its number, a blank row above them, the box at the foot of its
  /// area.
  @Test func theRunsStandInBlockDigitsWithTheirLetters() throws {
    var renderer = Self.renderer()
    let scene = Scenes.open()
    let buffer = renderer.render(scene, width: 80, height: 24)
    let area = Scenes.layout(scene, 80, 24).trail
    let rows = try Self.box(buffer, area)
    #expect(rows.count == 2 + 1 + 3 + 1 + 3, "frame, a blank, digits, letters, three of hint")
    #expect(rows.upperBound == area.y + area.height - 1)
    // The digits centred in the body: 28 columns of 34, three blank either side.
    let body = Self.text(buffer, x: area.x + 2, y: rows.lowerBound + 2, width: area.width - 4)
    #expect(area.width - 4 == 34 && body.hasPrefix("   ▀") && body.count == 3 + 28, "\(body)")
    let x = area.x + 2 + Self.indent
    let lines = (rows.lowerBound + 1...rows.lowerBound + 5).map {
      Self.text(buffer, x: x, y: $0, width: area.width - 4 - Self.indent)
    }
    #expect(
      lines == [
        "",
        "▀▀█  █▀█  █▀▀  ▀█   █▀▀  ▀▀█",
        "  █  ▀▀█  █▀█   █   ▀▀█  █▀▀",
        "  ▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀",
        " L    R    L    R    L    R",
      ])
    // Whole cells are reversed spaces in the text's colour; halves are glyphs in it.
    let seven = buffer[x + 2, rows.lowerBound + 2]
    #expect(seven.scalar == " " && seven.style.attributes.contains(.reverse))
    #expect(buffer[x, rows.lowerBound + 2].style == renderer.palette.text)
  }

  /// The run under way is in the spinner's colour, named by its target while a plan dials it.
  ///
  /// Rule (docs/terminal.md "Hints"): the run under way, its number and its letter, is in the
  /// spinner's colour, the letter with the pointer it turns by; the runs entered in the
  /// text's colour. While a plan dials it, its number is the turn's target (the timeline's and
  /// status bar's L6, not the 3 the dial is passing). Each letter stands under its number's
  /// middle, the pointer after it.
  @Test func theRunUnderWayIsInTheSpinnersColour() throws {
    var renderer = Self.renderer()
    let scene = Scenes.autoDial(at: 9)
    #expect(scene.trailIsLive)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let area = Scenes.layout(scene, 80, 24).trail
    let rows = try Self.box(buffer, area)
    let x = area.x + 2 + Self.indent
    let lines = (rows.lowerBound + 2...rows.lowerBound + 5).map {
      Self.text(buffer, x: x, y: $0, width: area.width - 4 - Self.indent)
    }
    #expect(
      lines == [
        "▀▀█  █▀█  █▀▀",
        "  █  ▀▀█  █▀█",
        "  ▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀",
        " L    R    L◄",
      ])
    #expect(scene.trail.last?.number == 3 && scene.trailLiveTarget == 6)
    let digitRow = rows.lowerBound + 2
    var lit = renderer.palette.busy
    lit.attributes.insert(.reverse)
    #expect(buffer[x + 10, digitRow].style == lit, "the 6 under way")
    // No unlit segments round it: the finished runs have none either.
    #expect(buffer[x + 12, digitRow].scalar == "▀")
    #expect(buffer[x + 12, digitRow].style == renderer.palette.busy)
    #expect(buffer[x + 5, digitRow].style.foreground == renderer.palette.text.foreground)
    #expect(buffer[x + 11, digitRow + 3].style == renderer.palette.busy, "its letter")
    #expect(buffer[x + 15, digitRow + 2].style == renderer.palette.frame, "a run still to dial")
  }

  /// Rule (docs/terminal.md "Soft font"): when the options change from whole cells to the soft
  /// font's half blocks (mlterm's answer, after the first frames), the trail takes the rows of
  /// its digits at once, as a renderer made with those options draws it.
  @Test func theLayoutFollowsTheOptions() {
    var whole = RenderOptions(color: true, background: .dark, depth: .indexed256)
    whole.wholeCells = true
    var soft = RenderOptions(color: true, background: .dark, depth: .indexed256)
    soft.softFont = true
    let scene = Scenes.autoDial(at: 2.5)
    var renderer = LockRenderer(options: whole)
    var buffer = CellBuffer(width: 80, height: 24)
    renderer.render(scene, into: &buffer, width: 80, height: 24)
    let before = Scenes.layout(scene, 80, 24, options: whole).trail
    renderer.options = soft
    renderer.render(scene, into: &buffer, width: 80, height: 24)
    var fresh = LockRenderer(options: soft)
    let expected = fresh.render(scene, width: 80, height: 24)
    #expect(before.height == 6 && Scenes.layout(scene, 80, 24, options: soft).trail.height == 10)
    let cells = (0..<24).flatMap { y in (0..<80).map { (x: $0, y: y) } }
    #expect(cells.allSatisfy { buffer[$0.x, $0.y] == expected[$0.x, $0.y] })
    #expect(buffer.plainText == expected.plainText)
  }

  /// Rule (docs/terminal.md "Output"): under the smallest digits a hint of one line stands a
  /// blank row below the captions, the box's spare rows shared above and below it; a hint of
  /// two lines stands against them.
  @Test func aOneLineHintStandsClearOfTheCaptions() throws {
    var long = Scenes.open()
    long.instruction = "Enter shuts; x shuts and resets to 0"
    for (scene, hint) in [
      (Scenes.autoDial(at: 2.5), ["", "next: R to the 2nd number", ""]),
      (Scenes.open(), ["", "next: Enter shuts; x resets", ""]),
      (long, ["next: Enter shuts;", "      x shuts and resets to 0", ""]),
    ] {
      var renderer = Self.renderer()
      let buffer = renderer.render(scene, width: 80, height: 24)
      let area = Scenes.layout(scene, 80, 24).trail
      let rows = try Self.box(buffer, area)
      // The frame's top, a blank row, three of digits, their captions, then the hint's rows.
      let captions = rows.lowerBound + 5
      #expect(rows.upperBound - captions == 4, "\(rows)")
      let lines = (captions + 1..<rows.upperBound).map {
        Self.text(buffer, x: area.x + 2 + Self.indent, y: $0, width: area.width - 4 - Self.indent)
      }
      #expect(lines == hint)
    }
  }

  /// Rule (docs/terminal.md "Output"): before the first turn, a slot for each number of the
  /// combination (six on the alternating lock, three on the padlock): its digits' foot alone,
  /// in the frames' grey, at every colour depth; where they do not all fit, the slots go
  /// before any run.
  @Test func eachNumberStillToDialHasASlot() throws {
    var renderer = Self.renderer()
    let scene = Scenes.dial()
    #expect(scene.trail.isEmpty && scene.trailExpected == 6)
    let buffer = renderer.render(scene, width: 80, height: 24)
    let area = Scenes.layout(scene, 80, 24).trail
    let rows = try Self.box(buffer, area)
    let x = area.x + 2 + Self.indent
    func lines(_ buffer: CellBuffer) -> [String] {
      (rows.lowerBound + 1...rows.lowerBound + 7).map {
        Self.text(buffer, x: x, y: $0, width: area.width - 4 - Self.indent)
      }
    }
    let feet = "▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀  ▀▀▀"
    let next = "next: L to the 1st number"
    // The hint on the row it keeps once the first number lands: under the captions' row
    // and a blank one.
    #expect(lines(buffer) == ["", "", "", feet, "", "", next])
    #expect(buffer[x, rows.lowerBound + 4].style == renderer.palette.frame)
    #expect(buffer[x, rows.lowerBound + 4].style.foreground != renderer.palette.text.foreground)
    var sixteen = RenderOptions(color: true, background: .dark, depth: .ansi16)
    sixteen.grid = .halves
    var plain = LockRenderer(options: sixteen)
    let dashes = plain.render(scene, width: 80, height: 24)
    #expect(lines(dashes) == ["", "", "", feet, "", "", next])
    // In the frames' grey, the terminal's bright black: not the text's colour.
    let dash = dashes[x, rows.lowerBound + 4].style
    #expect(dash == plain.palette.frame && dash.foreground == .brightBlack, "\(dash)")
    // From twice the size the foot is a whole row, as thick as the digits' strokes: at
    // 200×60 (three times) a row of reversed spaces in the frames' grey across each slot,
    // the six rows above it empty.
    var large = Self.renderer()
    let wideScene = Scenes.dial(width: 200, height: 60)
    let wide = large.render(wideScene, width: 200, height: 60)
    let wideArea = Scenes.layout(wideScene, 200, 60).trail
    let wideRows = (wideArea.y + 1)..<(wideArea.y + wideArea.height - 1)
    let footRow = try #require(
      wideRows.first { y in
        (wideArea.x + 1..<wideArea.x + wideArea.width - 1).contains {
          wide[$0, y].scalar != " " || wide[$0, y].style != .plain
        }
      })
    let foot = (wideArea.x..<wideArea.x + wideArea.width).filter {
      wide[$0, footRow].scalar == " " && wide[$0, footRow].style.attributes.contains(.reverse)
    }
    var reversedFrame = large.palette.frame
    reversedFrame.attributes.insert(.reverse)
    #expect(foot.count == 6 * 9, "six slots nine columns across: \(foot.count)")
    #expect(foot.allSatisfy { wide[$0, footRow].style == reversedFrame })
    var padlock = scene
    padlock.trailExpected = 3
    let three = try #require(
      renderer.trailDigits(padlock, body: Rect(x: 0, y: 0, width: 35, height: 10)))
    #expect(three.slots.map(\.placeholder) == [true, true, true])
    var dialing = Scenes.autoDial(at: 9)
    dialing.trailExpected = 8
    let tight = try #require(
      renderer.trailDigits(dialing, body: Rect(x: 0, y: 0, width: 22, height: 10)))
    #expect(tight.slots.map(\.number) == [7, 9, 6, 0] && !tight.omitted)
    #expect(tight.slots.map(\.placeholder) == [false, false, false, true])
  }

  /// Rule (docs/terminal.md "Output"): the digits are twice as large where the trail has 60
  /// columns and the rows for them, three times from 88 (the panel widening into its margins
  /// for them: 120×40); the latest runs that fit after an ellipsis where not all do.
  @Test func theDigitsGrowWithThePanel() throws {
    for (width, height, scale, padded) in [
      (200, 60, 3, true), (120, 40, 2, true), (100, 30, 1, true), (80, 24, 1, true),
    ] {
      let scene = Scenes.open(width: width, height: height)
      let renderer = Self.renderer()
      let area = Scenes.layout(scene, width, height).trail
      let body = Rect(
        x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
      let digits = try #require(renderer.trailDigits(scene, body: body))
      #expect(digits.scale == scale && digits.padded == padded, "\(width)×\(height)")
      #expect(digits.slots.count == 6 && !digits.omitted, "\(width)×\(height)")
    }
    let renderer = Self.renderer()
    let scene = Scenes.open()
    // Too few rows for five rows of digits under a long hint: three, and no blank row.
    let low = try #require(
      renderer.trailDigits(scene, body: Rect(x: 0, y: 0, width: 60, height: 7)))
    #expect(low.scale == 1 && !low.padded)
    // Too narrow for six: the latest four after an ellipsis.
    let narrow = try #require(
      renderer.trailDigits(scene, body: Rect(x: 0, y: 0, width: 22, height: 8)))
    #expect(narrow.omitted && narrow.slots.map(\.number) == [6, 1, 5, 2])
  }

  /// Rule (docs/terminal.md "Output"): at 160×50 and 200×60, in cells 2 to 2.5 times as tall
  /// as wide, two blank columns or more stand between the digits and the frame on either
  /// side, and the digits are three times the size at 200×60, twice at least at 160×50: in
  /// mlterm's cells (2.3) they stood a column from it.
  @Test(arguments: [2.0, 2.125, 2.2, 2.3, 2.375, 2.5])
  func theDigitsKeepTwoColumnsFromTheFrame(aspect: Double) throws {
    for (width, height) in [(160, 50), (200, 60)] {
      var scene = Scenes.open(width: width, height: height)
      scene.cellAspect = aspect
      let options = RenderOptions(color: true, background: .dark, depth: .truecolor)
      let renderer = LockRenderer(options: options)
      let area = Scenes.layout(scene, width, height, options: options).trail
      let body = Rect(
        x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
      let digits = try #require(renderer.trailDigits(scene, body: body))
      let indent = LockRenderer.trailIndent(
        digits.slots, scale: digits.scale,
        widest: BlockDigits.columns(of: 9, scale: digits.scale),
        omitted: digits.omitted, body: body)
      let right = body.width - indent - LockRenderer.width(digits.slots, scale: digits.scale)
      #expect(digits.scale >= (width == 200 ? 3 : 2), "\(width)×\(height) at \(aspect)")
      #expect(indent >= 2 && right >= 2, "\(width)×\(height) at \(aspect): \(indent), \(right)")
    }
  }

  /// In whole cells the runs stand in block digits only from twice the size on.
  ///
  /// Rule (docs/terminal.md "Output"): in whole cells (mlterm, whose font draws the half
  /// blocks with gaps between rows) every cell of a digit is a reversed space or blank, no
  /// half block: at twice the size a cell a pixel, at three times (200×60) the bars a cell and
  /// the rows between them two; a blank row between the captions and the hint. At 100×30
  /// the trail has not the columns for twice the size, and the runs stay text, the box as
  /// tall as for text; at 120×40 and 160×50 the panel widens into its margins for twice and
  /// three times the size.
  @Test func inWholeCellsTheDigitsAreWholeCellsFromTwiceTheSize() throws {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.wholeCells = true
    // The digits centred: at 200×60 84 columns in a body of 92; a widened panel's two columns
    // in (``LockRenderer/trailMargin``).
    for (width, height, scale, indent) in [
      (200, 60, 3, 4), (160, 50, 3, 2), (120, 40, 2, 2), (100, 30, nil, 0),
    ] {
      let scene = Scenes.open(width: width, height: height)
      var renderer = LockRenderer(options: options)
      let buffer = renderer.render(scene, width: width, height: height)
      let area = Scenes.layout(scene, width, height, options: options).trail
      let body = Rect(x: area.x + 2, y: area.y + 1, width: area.width - 4, height: area.height - 2)
      let digits = renderer.trailDigits(scene, body: body)
      #expect(digits?.scale == scale, "\(width)×\(height)")
      // Frame, a blank row, the digits, their captions and a blank row, three rows of hint.
      let digitRows = scale.map { BlockDigits.cellRows(scale: $0) + 2 } ?? 0
      #expect(area.height == 2 + 1 + digitRows + 3, "\(width)×\(height)")
      let rows = try Self.box(buffer, area)
      let lines = (rows.lowerBound + 1..<rows.upperBound).map {
        Self.text(buffer, x: area.x + 2 + indent, y: $0, width: area.width - 4 - indent)
      }
      if scale != nil {
        let head = Self.text(buffer, x: area.x + 2, y: rows.lowerBound + 2, width: indent + 1)
        #expect(head == String(repeating: " ", count: indent) + "█", "\(width)×\(height)")
      }
      #expect(!lines.joined().contains { "\u{2580}\u{2584}".contains($0) }, "\(width)×\(height)")
      switch scale {
      case nil:
        #expect(lines.contains { $0.hasPrefix("L7 R9 L6 R1 L5 R2") }, "\(width)×\(height)")
      case 2:
        #expect(
          Array(lines[1...6]) == [
            "██████    ██████    ██████    ████      ██████    ██████",
            "    ██    ██  ██    ██          ██      ██            ██",
            "    ██    ██████    ██████      ██      ██████    ██████",
            "    ██        ██    ██  ██      ██          ██    ██",
            "    ██    ██████    ██████    ██████    ██████    ██████",
            "  L         R         L         R         L         R",
          ], "\(width)×\(height)")
        #expect(lines[7] == "" && lines[8].hasPrefix("next: Enter shuts"), "\(lines)")
      default:
        #expect(
          Array(lines[1...8]) == [
            "█████████      █████████      █████████      ██████         █████████      █████████",
            "      ███      ███   ███      ███               ███         ███                  ███",
            "      ███      ███   ███      ███               ███         ███                  ███",
            "      ███      █████████      █████████         ███         █████████      █████████",
            "      ███            ███      ███   ███         ███               ███      ███",
            "      ███            ███      ███   ███         ███               ███      ███",
            "      ███      █████████      █████████      █████████      █████████      █████████",
            "    L              R              L              R              L              R",
          ], "\(width)×\(height)")
        #expect(lines[9] == "" && lines[10].hasPrefix("next: Enter shuts"), "\(lines)")
      }
    }
  }

  /// The trail's width counted without its slots is the width of its slots, at every scale:
  /// at rest, with a run under way and whole turns, and opened.
  @Test func theTrailsWidthIsCountedAsItsSlotsTakeIt() {
    let renderer = Self.renderer()
    var turned = Scenes.autoDial(at: 3)
    turned.trail[0].wholeTurns = 12
    for scene in [Scenes.dial(), Scenes.autoDial(at: 9), turned, Scenes.open()] {
      for scale in 1...3 {
        #expect(
          renderer.trailWidth(scene, scale: scale)
            == LockRenderer.width(renderer.trailSlots(scene, scale: scale), scale: scale))
      }
    }
  }

  /// Rule (docs/terminal.md "Output"): under digits three times the size (200×60) the runs'
  /// captions are block letters, L and R three by five pixels, a blank row under the digits;
  /// under smaller digits (80×24) a letter of text.
  @Test func largeDigitsHaveBlockLetterCaptions() throws {
    let letters = (0..<3).map { row in
      ["L", "R"].map { letter in
        String((0..<3).map { Character(BlockDigits.glyph(letter: letter, column: $0, row: row)) })
      }
    }
    #expect(letters.map { $0.joined(separator: " ") } == ["█   █▀█", "█   █▀▄", "▀▀▀ ▀ ▀"])
    for (width, height, block) in [(200, 60, true), (80, 24, false)] {
      let scene = Scenes.open(width: width, height: height)
      var renderer = Self.renderer()
      let buffer = renderer.render(scene, width: width, height: height)
      let trail = Scenes.layout(scene, width, height).trail
      let rows = (trail.y + 1..<trail.y + trail.height - 1).map {
        Self.text(buffer, x: trail.x + 1, y: $0, width: trail.width - 2)
      }
      // The caption rows: the three rows of letters L R L R L R (7-9-6-1-5-2), each under its
      // digit's middle, or one row of text letters.
      let found = rows.indices.first { index in
        index + 2 < rows.count
          && (0..<3).allSatisfy { row in
            rows[index + row].split(separator: " ", omittingEmptySubsequences: true).count >= 6
              && letters[row].allSatisfy { rows[index + row].contains($0) }
          }
      }
      #expect((found != nil) == block, "\(width)×\(height): \(rows)")
      if let found {
        #expect(found > 0 && rows[max(found - 1, 0)].isEmpty, "a blank row above the letters")
      } else {
        #expect(rows.contains { $0.split(separator: " ") == ["L", "R", "L", "R", "L", "R"] })
      }
    }
  }

  /// Rule (docs/terminal.md "Output"): the digits stand centred as if every number were as
  /// wide as the dial's widest, so that a live 9 turning to 10 on a 40-stop dial (three
  /// columns to seven) moves no digit; as far as the slots fit, after an ellipsis.
  @Test func theTrailIndentHoldsAsANumberGrowsADigit() {
    let widest = BlockDigits.columns(of: 39, scale: 1)
    #expect(widest == 7)
    func slots(_ live: Int) -> [LockRenderer.TrailSlot] {
      [
        LockRenderer.TrailSlot(number: 12, caption: "L", live: false, last: false, columns: 7),
        LockRenderer.TrailSlot(
          number: live, caption: "R\u{25BA}", live: true, last: true,
          columns: BlockDigits.columns(of: live, scale: 1)),
        LockRenderer.TrailSlot(
          number: 88, caption: "", live: false, last: false, columns: 7, placeholder: true),
      ]
    }
    let body = Rect(x: 0, y: 0, width: 34, height: 8)
    let indents = [9, 10].map {
      LockRenderer.trailIndent(slots($0), scale: 1, widest: widest, omitted: false, body: body)
    }
    // Three slots of seven and two gaps of two: 25 columns of 34, four either side.
    #expect(indents == [4, 4])
    // After an ellipsis (two columns): 27 of 34, three.
    #expect(
      LockRenderer.trailIndent(slots(9), scale: 1, widest: widest, omitted: true, body: body)
        == 3)
    // No more than the slots leave: a caption widening the live slot to eleven columns, in
    // 30 the slots (29) leave one where centring would give two.
    var wide = slots(9)
    wide[1].columns = 11
    let narrow = Rect(x: 0, y: 0, width: 30, height: 8)
    #expect(
      LockRenderer.trailIndent(wide, scale: 1, widest: widest, omitted: false, body: narrow) == 1)
    #expect(
      LockRenderer.trailIndent(slots(9), scale: 1, widest: widest, omitted: false, body: narrow)
        == 2)
  }

  /// Rule (docs/terminal.md "Hints"): where the font overhangs its cells (mlterm, from the
  /// soft font or in whole cells) a blank cell stands between the run under way and its
  /// pointer, which mlterm drew over the letter or number before it; elsewhere the pointer
  /// follows it at once.
  @Test func thePointerAfterTheRunUnderWayStandsClearOfItInMlterm() {
    for overhang in [false, true] {
      var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
      options.softFont = overhang
      var renderer = LockRenderer(options: options)
      // 80×24: the caption under the block digits; 40×16: the row of runs after the title.
      let wide = renderer.render(Scenes.autoDial(at: 2.5), width: 80, height: 24).lines
      let gap = overhang ? " " : ""
      #expect(wide.contains { $0.contains("L" + gap + "\u{25C4}") }, "\(wide)")
      #expect(!wide.contains { $0.contains("L" + (overhang ? "" : " ") + "\u{25C4}") })
      let small = renderer.render(
        Scenes.autoDial(at: 2.5, width: 40, height: 16), width: 40, height: 16
      ).lines
      #expect(small.contains { $0.contains("trail L7" + gap + "\u{25C4}") }, "\(small)")
      #expect(renderer.liveMarkerColumns == (overhang ? 2 : 1))
    }
    var ascii = RenderOptions(ascii: true)
    ascii.softFont = true
    #expect(LockRenderer(options: ascii).liveMarker(.clockwise) == ">")
  }

  /// A block caption stays inside its slot: the letter moves left from the number's middle as
  /// far as the whole turns (text) need; the run under way has no pointer after its block
  /// letter (its number and letter are in the spinner's colour), where text captions have one.
  @Test func aBlockCaptionStaysInItsSlot() {
    var renderer = Self.renderer()
    let scene = Scenes.autoDial(at: 2.5)
    #expect(scene.trailIsLive && scene.trail.count == 1)
    #expect(renderer.trailSlots(scene, scale: 3).first?.caption == "L")
    #expect(renderer.trailSlots(scene, scale: 1).first?.caption == "L\u{25C4}")
    for (turns, live) in [("", false), ("", true), ("x1", true), ("x12", true), ("x12", false)] {
      let columns = max(
        BlockDigits.columns(of: 9, scale: 3),
        LockRenderer.captionColumns(text: turns.count, pointer: live ? 1 : 0, block: true))
      let slot = LockRenderer.TrailSlot(
        number: 9, caption: "R" + turns, live: live, last: true, columns: columns)
      var buffer = CellBuffer(width: 24, height: 14)
      let rows = renderer.paintTrailDigits(
        [slot], scale: 3, omitted: false, blockCaptions: true, x: 2, y: 0, into: &buffer)
      // The digits, a blank row, the letters and a blank row before the hint.
      #expect(rows == BlockDigits.cellRows(scale: 3) + 1 + LockRenderer.blockLetterRows + 1)
      let used = (0..<14).flatMap { y in
        (0..<24).filter { x in
          buffer[x, y].scalar != " " || buffer[x, y].style.attributes.contains(.reverse)
        }
      }
      #expect(used.allSatisfy { (2..<(2 + columns)).contains($0) }, "R\(turns): \(used)")
      let text = (0..<14).map { Self.text(buffer, x: 0, y: $0, width: 24) }
      // The letter's top row on the row under the blank one, nothing after it; the whole
      // turns on its middle row.
      let top = text[BlockDigits.cellRows(scale: 3) + 1]
      #expect(top.hasSuffix("█▀█"), "\(top)")
      #expect(turns.isEmpty || text[BlockDigits.cellRows(scale: 3) + 2].hasSuffix("█▀▄ " + turns))
    }
  }

  /// Rule (docs/terminal.md "Output"): the trail's box and the timeline's keep their rows from
  /// rest through a plan to the open lock, and the digits stand on the same rows, at 80×24,
  /// 100×30 and 200×60.
  @Test func thePanelsKeepTheirSizeFromRestToOpen() throws {
    for (width, height) in [(80, 24), (100, 30), (200, 60)] {
      var boxes: [[ClosedRange<Int>]] = []
      var feet: [Int] = []
      for scene in [
        Scenes.dial(width: width, height: height),
        Scenes.autoDial(at: 3, width: width, height: height),
        Scenes.open(width: width, height: height),
      ] {
        var renderer = Self.renderer()
        let buffer = renderer.render(scene, width: width, height: height)
        let layout = Scenes.layout(scene, width, height)
        boxes.append([try Self.box(buffer, layout.trail), try Self.box(buffer, layout.timeline)])
        // The digits' foot: the slots' line, or the last row of the digits (half blocks, or
        // whole cells, which the text shows as full blocks), the last of the first rows with
        // blocks (block letter captions stand a blank row under them).
        let body = (layout.trail.y + 1)..<(layout.trail.y + layout.trail.height - 1)
        func blocks(_ y: Int) -> Bool {
          Self.text(buffer, x: layout.trail.x + 1, y: y, width: layout.trail.width - 2)
            .contains { "\u{2580}\u{2584}\u{2588}".contains($0) }
        }
        let head = try #require(body.first(where: blocks))
        let foot = (head..<body.upperBound).prefix { blocks($0) }.last ?? head
        feet.append(foot)
      }
      #expect(Set(boxes).count == 1, "\(width)×\(height): \(boxes)")
      #expect(Set(feet).count == 1, "\(width)×\(height): \(feet)")
    }
  }

  /// Rule (docs/terminal.md "Output"): without colour, in ASCII, in whole cells (mlterm, whose
  /// font draws block elements with gaps), without runs or without rows for them, the runs
  /// stay text; at 40×16 the trail has no frame and is text under its title, from the top
  /// of its area.
  @Test func theRunsStayTextWhereDigitsWouldNotRead() throws {
    let scene = Scenes.open()
    let body = Rect(x: 43, y: 3, width: 35, height: 10)
    var whole = RenderOptions(color: true, background: .dark, depth: .indexed256)
    whole.wholeCells = true
    for options in [RenderOptions(color: false), RenderOptions(ascii: true), whole] {
      let renderer = LockRenderer(options: options)
      #expect(renderer.trailDigits(scene, body: body)?.scale == nil, "\(options)")
    }
    let renderer = Self.renderer()
    var unknown = Scenes.dial()
    unknown.trailExpected = 0
    #expect(renderer.trailDigits(unknown, body: body)?.scale == nil, "no runs")
    let short = Rect(x: 43, y: 3, width: 35, height: 6)
    #expect(renderer.trailDigits(scene, body: short)?.scale == nil, "no room for three of hint")
    var small = Self.renderer()
    let buffer = small.render(scene, width: 40, height: 16)
    let area = Scenes.layout(scene, 40, 16).trail
    let lines = buffer.lines[area.y..<(area.y + area.height)].map {
      String($0.dropFirst(area.x)).trimmingCharacters(in: .whitespaces)
    }
    // No frame in 19 columns: the title leads the runs on the area's first row.
    #expect(lines.first == "trail L7 R9 L6 R1")
    #expect(lines.dropFirst().first == "L5 R2")
  }
}
