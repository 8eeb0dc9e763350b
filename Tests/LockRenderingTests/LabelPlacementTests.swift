import AnimationCore
import LockModel
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule: the face's numbers never collide and never enter the hub or the ticks, at
/// any size, on every dial, at any angle.
struct LabelPlacementTests {
  @Test(arguments: [10, 40, 100])
  func labelsStayBetweenTheHubAndTheTicksAndApart(_ stops: Int) throws {
    var random = SeededGenerator(seed: UInt64(stops))
    var renderer = LockRenderer(options: RenderOptions(color: false))
    var buffer = CellBuffer(width: 0, height: 0)
    var placed = 0
    for (width, height) in [(40, 16), (64, 20), (80, 24), (100, 30), (60, 60), (200, 60)] {
      let layout = Scenes.layout(
        Scenes.dial(stops: stops, width: width, height: height), width, height,
        options: RenderOptions(color: false))
      let geometry = LockGeometry(columns: layout.lock.width, rows: layout.lock.height)
      let c = geometry.center
      for _ in 0..<40 {
        let angle = Angle(radians: Double.random(in: -20...20, using: &random))
        var scene = Scenes.dial(stops: stops, width: width, height: height)
        scene.dial = .init(stops: stops, angle: angle, numberUnderPointer: 0)
        renderer.render(scene, into: &buffer, width: width, height: height)
        // Labels: runs of digits inside the lock area, not the hub's reverse-video read-out.
        var labels: [(x: Int, y: Int, width: Int)] = []
        for y in layout.lock.y..<(layout.lock.y + layout.lock.height) {
          var x = layout.lock.x
          while x < layout.lock.x + layout.lock.width {
            let cell = buffer[x, y]
            guard cell.scalar.properties.numericType != nil, cell.scalar.isASCII,
              !cell.style.attributes.contains(.reverse)
            else {
              x += 1
              continue
            }
            var end = x
            while end < layout.lock.x + layout.lock.width, buffer[end, y].scalar.isASCII,
              buffer[end, y].scalar.properties.numericType != nil
            {
              end += 1
            }
            labels.append((x, y, end - x))
            x = end
          }
        }
        for label in labels {
          let column = label.x - layout.lock.x
          let row = label.y - layout.lock.y
          #expect(
            LockRenderer.fits(
              column: column, row: row, width: label.width, center: c,
              between: geometry.hubRadius + 1,
              and: geometry.faceRadius - geometry.majorTick - 0.5),
            "\(stops) stops, \(width)x\(height): a label at \(column),\(row)")
          for other in labels where other.y == label.y && other.x > label.x {
            #expect(other.x > label.x + label.width, "labels touch at \(label)")
          }
        }
        placed += labels.count
      }
    }
    #expect(placed > 500, "labels were drawn: \(placed)")
  }

  /// Rule (docs/terminal.md "Numbers on the face"): on a filled face without ticks every frame
  /// of a turn shows the numbers where a dial at rest on the nearest stop puts them; at a stop
  /// they are their own mirror image about the dial's centre.
  @Test(arguments: [(40, 16), (80, 23), (80, 24), (100, 30)])
  func aTurningFaceShowsTheNumbersOfTheNearestStop(_ width: Int, _ height: Int) {
    var renderer = LockRenderer(options: RenderOptions(color: true, depth: .truecolor))
    let layout = Layout(width: width, height: height, turns: 0)
    let geometry = LockGeometry(
      columns: layout.lock.width, rows: layout.lock.height, rowDots: 4, filled: true)
    #expect(!LockRenderer.hasTicks(geometry))
    let middle = layout.lock.x + Int(geometry.center.x - 1) / 2
    let hubRow = layout.lock.y + Int(geometry.center.y / geometry.rowDots)
    /// The cells of the numbers on the face (one digit each at 10 stops), the hub's read-out
    /// left out.
    func numbers(at radians: Double) -> Set<[Int]> {
      var scene = Scenes.dial(stops: 10, width: width, height: height)
      scene.dial = .init(stops: 10, angle: Angle(radians: radians), numberUnderPointer: 0)
      let buffer = renderer.render(scene, width: width, height: height)
      var cells = Set<[Int]>()
      for y in layout.lock.y..<(layout.lock.y + layout.lock.height) {
        for x in layout.lock.x..<(layout.lock.x + layout.lock.width)
        where buffer[x, y].scalar.properties.numericType != nil && (x, y) != (middle, hubRow) {
          cells.insert([x, y])
        }
      }
      return cells
    }
    // Every number, or every other one where the face is smaller (80×23).
    let rest = numbers(at: 0)
    #expect(rest.count == (height == 23 || height == 16 ? 5 : 10))
    let stop = 2 * Double.pi / 10
    let next = numbers(at: stop)
    #expect(next.count == rest.count)
    for arrangement in [rest, next] {
      #expect(Set(arrangement.map { [2 * middle - $0[0], $0[1]] }) == arrangement)
    }
    var random = SeededGenerator(seed: 7)
    for _ in 0..<60 {
      let angle = Double.random(in: -12...12, using: &random)
      #expect(
        numbers(at: angle) == numbers(at: (angle / stop).rounded() * stop), "angle \(angle)")
    }
  }

  /// The numbers' angle on a face without ticks: the dial's, to the nearest stop, as the
  /// number under the index is, whichever numbers are shown.
  @Test func theNumbersAngleRoundsToTheNearestStop() throws {
    let tenth = 2 * Double.pi / 10
    #expect(LockRenderer.labelAngle(Angle(radians: 0.49 * tenth), stops: 10).radians == 0)
    #expect(LockRenderer.labelAngle(Angle(radians: 0.51 * tenth), stops: 10).radians == tenth)
    #expect(LockRenderer.labelAngle(Angle(radians: -1.3 * tenth), stops: 10).radians == -tenth)
    let stop = 2 * Double.pi / 40
    #expect(LockRenderer.labelAngle(Angle(radians: 12.6 * stop), stops: 40).radians == 13 * stop)
    // Mid-turn the number under the index is the dial's (Dial.number(at:)): at 1.6 stops, 2.
    let dial = try Dial(stops: 10)
    for fraction in [0.4, 0.6, 1.6, 2.49, 2.51, -0.6] {
      let angle = Angle(radians: fraction * tenth)
      let shown = LockRenderer.labelAngle(angle, stops: 10)
      #expect(dial.number(at: shown) == dial.number(at: angle), "at \(fraction)")
    }
  }
}
