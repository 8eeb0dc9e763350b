import AnimationCore
import Foundation
import LockModel
import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

/// Golden pictures of the lock (its area of the screen: the words around it are the panels'
/// goldens, `PanelTests`), and the rules every frame keeps.
struct LockRendererTests {
  func frame(
    _ scene: LockScene, _ width: Int = 80, _ height: Int = 24, ascii: Bool = false
  ) -> [String] {
    // Strokes: braille (or ASCII) is the picture drawn without colour.
    var renderer = LockRenderer(options: RenderOptions(ascii: ascii, color: false))
    return renderer.render(scene, width: width, height: height).lines
  }

  /// The lock's area of the frame: the shackle, the dial and the ring.
  func picture(
    _ scene: LockScene, _ width: Int = 80, _ height: Int = 24, ascii: Bool = false
  ) -> [String] {
    let options = RenderOptions(ascii: ascii, color: false)
    return crop(
      frame(scene, width, height, ascii: ascii),
      to: Scenes.layout(scene, width, height, options: options).lock)
  }

  @Test(arguments: [10, 40, 100])
  func everyDialSizeAtRestAndMidTurn(_ stops: Int) {
    let step = 2 * Double.pi / Double(stops)
    assertFrame(picture(Scenes.dial(stops: stops)), named: "dial-\(stops)-at-0")
    assertFrame(
      picture(Scenes.dial(stops: stops, angle: .radians(step * 2.5 + 0.01))),
      named: "dial-\(stops)-mid-turn")
  }

  @Test func theSeedAutoDialAsAFilmstrip() {
    let times = [0.0, 1.5, 3.2, 5.0, 8.7, 11.6, 14.0, 16.5]
    let strip = filmstrip(times.map { ($0, picture(Scenes.autoDial(at: $0))) })
    assertFrame(strip, named: "auto-dial-filmstrip")
  }

  /// The picture at the three sizes people use, at rest, mid-dial and open, in braille and ASCII.
  @Test(arguments: [(40, 16), (80, 24), (200, 60)])
  func thePicture(_ width: Int, _ height: Int) {
    for ascii in [false, true] {
      let suffix = "\(width)x\(height)" + (ascii ? "-ascii" : "")
      assertFrame(
        picture(Scenes.dial(width: width, height: height), width, height, ascii: ascii),
        named: "picture-rest-\(suffix)")
      assertFrame(
        picture(Scenes.autoDial(at: 5, width: width, height: height), width, height, ascii: ascii),
        named: "picture-dialing-\(suffix)")
      assertFrame(
        picture(Scenes.open(width: width, height: height), width, height, ascii: ascii),
        named: "picture-open-\(suffix)")
    }
  }

  @Test func sizes() {
    assertFrame(
      frame(Scenes.autoDial(at: 9, width: 120, height: 40), 120, 40), named: "size-120x40")
    assertFrame(
      frame(Scenes.autoDial(at: 9, width: 39, height: 16), 39, 16), named: "too-small-39x16")
    assertFrame(
      frame(Scenes.autoDial(at: 9, width: 30, height: 10), 30, 10), named: "too-small-30x10")
  }

  @Test func asciiIsAllASCII() {
    for line in frame(Scenes.autoDial(at: 5), ascii: true) {
      #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
    }
  }

  /// The help overlay lists every key at every size from 40×16 up, with nothing cut ("~").
  @Test(arguments: [(40, 16), (60, 20), (80, 24), (200, 60)])
  func theHelpOverlayFits(_ width: Int, _ height: Int) {
    let lines = frame(Scenes.dial(help: true, width: width, height: height), width, height)
    let text = lines.joined(separator: "\n")
    #expect(!text.contains("~"), "\(width)x\(height)")
    for keys in ["PgUp PgDn", "Backspace", "Space r", "[ ] t ?", "q ", "demo secret"] {
      #expect(text.contains(keys), "\(keys) at \(width)x\(height)")
    }
  }

  /// LOCKED or OPEN, its badge at the start of the status bar, and nothing else that says so,
  /// at every size from 40×16 up.
  @Test(arguments: [(40, 16), (41, 17), (56, 20), (64, 20), (80, 24), (120, 40), (300, 100)])
  func theLockStateIsAlwaysVisibleAndNowhereElse(_ width: Int, _ height: Int) {
    for open in [false, true] {
      let scene =
        open
        ? Scenes.open(help: true, width: width, height: height)
        : Scenes.dial(help: true, width: width, height: height)
      let lines = frame(scene, width, height)
      let text = lines.joined(separator: "\n")
      let word = open ? "OPEN" : "LOCKED"
      let other = open ? "LOCKED" : "OPEN"
      #expect(lines.last?.hasPrefix(" \(word) ") == true, "\(width)x\(height): \(lines.last ?? "")")
      #expect(text.components(separatedBy: word).count == 2, "\(word) exactly once")
      #expect(!text.contains(other))
      #expect(
        !text.lowercased().replacingOccurrences(of: word.lowercased(), with: "").contains("open"))
      #expect(
        !text.lowercased().replacingOccurrences(of: word.lowercased(), with: "").contains("locked"))
    }
  }

  /// Beside the lock the panel is one block, trail above timeline, level with the lock.
  ///
  /// It starts on the shut shackle's crown row and reaches the ring's foot, and no part of it
  /// moves or changes size with the turns it shows (a plan of up to the expected six turns):
  /// at 200×60 the crown is on row 9 and the ring's foot on row 55, the trail 17 rows (digits
  /// three times the size, their captions block letters a blank row under them), the
  /// timeline the 29 below it; at 80×24 the block of 20 rows (trail 10, timeline 9: six
  /// turns and the seconds' row) is taller than the lock's 16, so it starts a row above the
  /// crown, and ends above the entry line. The
  /// panel takes the columns the lock leaves but a sixteenth of the width either side, up to
  /// 96.
  @Test func thePanelBesideTheLockStandsLevelWithIt() throws {
    for planned in [nil, 3, 6] {
      // At rest, and with a plan shorter than the secret or as long.
      let turns = LockScene.panelRows(turns: planned, notebook: false, expected: 6)
      #expect(turns == 6)
      let tall = Layout(width: 200, height: 60, turns: turns, trailDigits: .halves)
      #expect(tall.panelBeside)
      #expect(try #require(tall.dialTarget(filled: true)).center.row == 38.5)
      #expect(tall.trail.y == 9 && tall.trail.height == 18, "\(tall.trail)")
      #expect(tall.timeline.y == 28 && tall.timeline.height == 28, "\(tall.timeline)")
      #expect(tall.trail.width == 96 && tall.timeline.width == 96)
      #expect(tall.lock.x == 200 - tall.trail.x - tall.trail.width, "as wide a margin each side")
      let usual = Layout(width: 80, height: 24, turns: turns, trailDigits: .halves)
      #expect(usual.trail.y == 1 && usual.trail.height == 10, "\(usual.trail)")
      #expect(usual.timeline.y == 12 && usual.timeline.height == 9, "\(usual.timeline)")
      #expect(usual.timeline.y + usual.timeline.height <= usual.entry.y)
      #expect(usual.trail.width == 80 - usual.lock.width - 2 - 2 * 5, "\(usual.lock)")
    }
  }

  /// At the smallest size the trail keeps six rows beside the lock, its title leading the
  /// runs, so the open lock's instruction is drawn whole, not cut with "~", in the 19 columns
  /// the lock leaves it, and the timeline the seven a six-turn plan takes; the runs wrap
  /// under the first run, the hint's second clause under its first.
  @Test func theSmallestScreenKeepsTheWholeInstruction() {
    let scene = Scenes.open(width: 40, height: 16)
    let layout = Scenes.layout(scene, 40, 16)
    #expect(layout.panelBeside && layout.trail.height == 6 && layout.timeline.height == 7)
    #expect(layout.timeline.y == layout.trail.y + 6, "no blank row between them")
    #expect(layout.trail.width == 19 && layout.lock.width == 19)
    // A column of margin at the left edge, one between lock and panel.
    #expect(layout.lock.x == 1 && layout.trail.x == 21, "\(layout.lock) \(layout.trail)")
    let trail = crop(frame(scene, 40, 16), to: layout.trail)
    #expect(
      trail == [
        "trail L7 R9 L6 R1", "      L5 R2", "next: Enter shuts;", "      x resets", "", "",
      ], "\(trail)")
  }

  /// At the smallest size the hint hangs after its lead where that takes no more rows, else
  /// the hint and its lead wrap together from the panel's left; each clause from a row of its
  /// own, in as few columns as keep the rows: the longest hints fit the trail's rows whole,
  /// and no last word stands alone.
  @Test func theSmallestScreensHintFlowsUnderItsLead() {
    func trail(_ lead: String, _ text: String) -> [String] {
      var scene = Scenes.dial(width: 40, height: 16)
      (scene.instructionLead, scene.instruction) = (lead, text)
      return crop(frame(scene, 40, 16), to: Scenes.layout(scene, 40, 16).trail)
    }
    #expect(
      trail("next", "L to the 1st number") == [
        "trail no turns yet", "next: L to the", "      1st number", "", "", "",
      ])
    #expect(
      trail("wrong way", "the 1st turn goes L; x goes back to 0 to start again") == [
        "trail no turns yet", "wrong way: the", "1st turn goes L;", "x goes back to 0",
        "to start again", "",
      ])
    let must = "the 2nd turn must be: R to the 2nd number; x goes back to 0 to start again"
    #expect(
      trail("start again", must) == [
        "trail no turns yet", "start again: the", "2nd turn must be: R", "to the 2nd number;",
        "x goes back to 0 to", "start again",
      ])
  }

  @Test(arguments: [(0, 0), (1, 1), (2, 50), (50, 2), (39, 15), (40, 15), (39, 16)])
  func degenerateSizesDoNotCrash(_ width: Int, _ height: Int) {
    let lines = frame(Scenes.autoDial(at: 3), width, height)
    #expect(lines.count == height)
    #expect(lines.allSatisfy { CharacterWidth.of($0) <= width })
  }

  /// For random angles, the face label nearest the index is the model's number under the index.
  ///
  /// The face turns the way the model does, and the hub does not repeat the number.
  @Test func theNumberUnderTheIndexIsTheModelsNumber() throws {
    var random = SeededGenerator(seed: 1000)
    var renderer = LockRenderer()
    var buffer = CellBuffer(width: 0, height: 0)
    let dial = try Dial(stops: 10)
    let target = try #require(
      Layout(width: 80, height: 24, turns: 0).dialTarget(filled: RenderOptions().drawsFilled))
    let hub = (x: Int(target.center.column), y: Int(target.center.row))
    var checked = 0
    for _ in 0..<1000 {
      let angle = Angle(radians: Double.random(in: -40...40, using: &random))
      let scene = Scenes.dial(stops: 10, angle: angle)
      renderer.render(scene, into: &buffer, width: 80, height: 24)
      let expected = dial.number(at: angle)
      #expect(!(48...57).contains(buffer[hub.x, hub.y].scalar.value), "at \(angle.radians)")
      // Only angles within a fifth of a stop of a whole stop: cells are too coarse to tell
      // which label is nearer the index halfway between two.
      let stops = angle.radians / (2 * .pi / 10)
      guard abs(stops - stops.rounded()) < 0.2 else { continue }
      var nearest: (distance: Double, value: Int)?
      for y in 0..<24 {
        for x in 0..<80 where !(x == hub.x && y == hub.y) {
          let digit = Int(buffer[x, y].scalar.value) - 48
          let dx = Double(x) + 0.5 - target.center.column
          let dy = (target.center.row - Double(y) - 0.5) * 2
          guard (0...9).contains(digit), (dx * dx + dy * dy).squareRoot() < target.radius else {
            continue
          }
          let away = abs(
            Angle(radians: Double.pi / 2 - (dy == 0 && dx == 0 ? 0 : atan2(dy, dx))).normalized
              .radians)
          if away < nearest?.distance ?? .infinity { nearest = (away, digit) }
        }
      }
      #expect(nearest?.value == expected, "label at the index at \(angle.radians)")
      checked += 1
    }
    #expect(checked > 300)
  }

  @Test func monochromeKeepsAttributesAndDropsColours() {
    var renderer = LockRenderer(options: RenderOptions(color: false))
    let buffer = renderer.render(Scenes.autoDial(at: 4), width: 80, height: 24)
    var bold = 0
    for y in 0..<24 {
      for x in 0..<80 {
        #expect(buffer[x, y].style.foreground == .default)
        #expect(buffer[x, y].style.background == .default)
        if buffer[x, y].style.attributes.contains(.bold) { bold += 1 }
      }
    }
    #expect(bold > 0)
  }
}
