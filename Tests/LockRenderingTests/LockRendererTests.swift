import AnimationCore
import LockModel
import LockRendering
import LockTestSupport
import Testing

/// Golden frames of the whole screen, and the rules every frame keeps.
struct LockRendererTests {
  func frame(
    _ scene: LockScene, _ width: Int = 80, _ height: Int = 24, ascii: Bool = false
  ) -> [String] {
    var renderer = LockRenderer(options: RenderOptions(ascii: ascii))
    return renderer.render(scene, width: width, height: height).lines
  }

  @Test(arguments: [10, 40, 100])
  func everyDialSizeAtRestAndMidTurn(_ stops: Int) {
    let step = 2 * Double.pi / Double(stops)
    assertFrame(frame(Scenes.dial(stops: stops)), named: "dial-\(stops)-at-0")
    assertFrame(
      frame(Scenes.dial(stops: stops, angle: .radians(step * 2.5 + 0.01))),
      named: "dial-\(stops)-mid-turn")
  }

  @Test func theSeedAutoDialAsAFilmstrip() {
    let times = [0.0, 1.5, 3.2, 5.0, 8.7, 11.6, 14.0, 16.5]
    let strip = filmstrip(times.map { ($0, frame(Scenes.autoDial(at: $0))) })
    assertFrame(strip, named: "auto-dial-filmstrip")
  }

  @Test func theSpinnersPhases() {
    var spinner = Spinner()
    spinner.start(at: 0)
    spinner.stop(at: 1.25)
    var frames: [(Double, [String])] = []
    for time in [0.6, 1.75, 2.25, 2.45, 3.0] {
      _ = spinner.advance(to: time)
      let ring = spinner.presentation(at: time)
      let scene = Scenes.dial(
        ring: .init(
          rotation: ring.rotation, stroke: ring.stroke, glyphMix: ring.glyphMix, showsGlyph: true))
      frames.append((time, frame(scene, 60, 20)))
    }
    assertFrame(filmstrip(frames), named: "spinner-phases")
  }

  @Test func theTimelinePlayhead() {
    let duration = 16.453981031087416
    var frames: [(Double, [String])] = []
    for fraction in [0.0, 0.5, 1.0] {
      frames.append(
        (
          fraction * duration,
          frame(Scenes.autoDial(at: fraction * duration, paused: fraction == 0.5))
        ))
    }
    frames.append((duration * 0.5, frame(Scenes.autoDial(at: duration * 0.5, reversed: true))))
    assertFrame(filmstrip(frames), named: "timeline-playhead")
  }

  @Test func sizes() {
    let scene = Scenes.autoDial(at: 9)
    assertFrame(frame(scene, 80, 24), named: "size-80x24")
    assertFrame(frame(scene, 120, 40), named: "size-120x40")
    assertFrame(frame(scene, 40, 16), named: "size-40x16")
    assertFrame(frame(scene, 39, 16), named: "too-small-39x16")
    assertFrame(frame(scene, 30, 10), named: "too-small-30x10")
  }

  @Test func asciiMode() {
    assertFrame(frame(Scenes.autoDial(at: 5), ascii: true), named: "ascii-80x24")
    for line in frame(Scenes.autoDial(at: 5), ascii: true) {
      #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
    }
  }

  @Test func openShackleAndAHelpOverlay() {
    let open = Scenes.dial(
      shackle: .open, lock: .init(isOpen: true, failedAttempts: 0, lockoutRemaining: nil),
      instruction: "pull (Enter)")
    assertFrame(frame(open), named: "open")
    assertFrame(frame(Scenes.dial(help: true)), named: "help")
    let refused = Scenes.dial(
      lock: .init(isOpen: false, failedAttempts: 3, lockoutRemaining: 27.2),
      trail: [
        .init(direction: .counterclockwise, number: 7, wholeTurns: 1),
        .init(direction: .clockwise, number: 2, wholeTurns: 0),
      ],
      composing: "7-9-6", message: "a number is missing")
    assertFrame(frame(refused, 40, 16), named: "locked-out-40x16")
  }

  /// LOCKED or OPEN, and nothing else that says so, at every size from 40×16 up.
  @Test(arguments: [(40, 16), (41, 17), (56, 20), (64, 20), (80, 24), (120, 40), (300, 100)])
  func theLockStateIsAlwaysVisibleAndNowhereElse(_ width: Int, _ height: Int) {
    for open in [false, true] {
      let scene = Scenes.dial(
        lock: .init(isOpen: open, failedAttempts: open ? 0 : 2, lockoutRemaining: nil), help: true)
      let lines = frame(scene, width, height)
      let text = lines.joined(separator: "\n")
      let word = open ? "OPEN" : "LOCKED"
      let other = open ? "LOCKED" : "OPEN"
      #expect(lines.last?.hasPrefix(word) == true, "\(width)x\(height): \(lines.last ?? "")")
      #expect(text.components(separatedBy: word).count == 2, "\(word) exactly once")
      #expect(!text.contains(other))
      #expect(
        !text.lowercased().replacingOccurrences(of: word.lowercased(), with: "").contains("open"))
      #expect(
        !text.lowercased().replacingOccurrences(of: word.lowercased(), with: "").contains("locked"))
    }
  }

  @Test(arguments: [(0, 0), (1, 1), (2, 50), (50, 2), (39, 15), (40, 15), (39, 16)])
  func degenerateSizesDoNotCrash(_ width: Int, _ height: Int) {
    let lines = frame(Scenes.autoDial(at: 3), width, height)
    #expect(lines.count == height)
    #expect(lines.allSatisfy { CharacterWidth.of($0) <= width })
  }

  /// For random angles, the labels beside the read-out are its neighbours on the face: the number
  /// drawn under the pointer is the model's, and the face turns the way the model does.
  @Test func theNumberDrawnUnderThePointerIsTheModelsNumber() throws {
    var random = SeededGenerator(seed: 1000)
    var renderer = LockRenderer()
    var buffer = CellBuffer(width: 0, height: 0)
    let dial = try Dial(stops: 10)
    for _ in 0..<1000 {
      let angle = Angle(radians: Double.random(in: -40...40, using: &random))
      let scene = Scenes.dial(stops: 10, angle: angle)
      renderer.render(scene, into: &buffer, width: 80, height: 24)
      let expected = dial.number(at: angle)
      // The read-out: the reverse-video digits.
      var readout: (x: Int, y: Int, value: Int)?
      for y in 0..<24 {
        for x in 0..<80 where buffer[x, y].style.attributes.contains(.reverse) {
          let digit = Int(buffer[x, y].scalar.value) - 48
          if (0...9).contains(digit) && readout == nil { readout = (x, y, digit) }
        }
      }
      #expect(readout?.value == expected, "at \(angle.radians)")
      guard let readout else { continue }
      // Labels on the upper half: the nearest to the right is expected + 1, to the left − 1.
      var right: (d: Int, v: Int)?
      var left: (d: Int, v: Int)?
      for y in max(readout.y - 1, 0)...min(readout.y + 4, 23) {
        for x in 0..<80 where x != readout.x {
          let digit = Int(buffer[x, y].scalar.value) - 48
          guard (0...9).contains(digit), !buffer[x, y].style.attributes.contains(.reverse) else {
            continue
          }
          let d = (x - readout.x) * (x - readout.x) + 4 * (y - readout.y) * (y - readout.y)
          if x > readout.x, d < right?.d ?? .max { right = (d, digit) }
          if x < readout.x, d < left?.d ?? .max { left = (d, digit) }
        }
      }
      #expect(right?.v == (expected + 1) % 10, "right of \(expected) at \(angle.radians)")
      #expect(left?.v == (expected + 9) % 10, "left of \(expected) at \(angle.radians)")
    }
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
