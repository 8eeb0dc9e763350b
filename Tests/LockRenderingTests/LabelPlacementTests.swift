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
  /// of a turn shows the numbers where a dial at rest on the nearest half stop (whole stop,
  /// where every other number is shown) puts them; at a whole number and half-way to the next
  /// shown one they are their own mirror image about the dial's centre.
  @Test(arguments: [(40, 16), (80, 23), (80, 24), (100, 30)])
  func aTurningFaceShowsTheNumbersOfTheNearestHalfStop(_ width: Int, _ height: Int) {
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
    let between = numbers(at: Double.pi / Double(max(rest.count, 1)))
    #expect(between.count == rest.count)
    #expect(between != rest)
    for arrangement in [rest, between] {
      #expect(Set(arrangement.map { [2 * middle - $0[0], $0[1]] }) == arrangement)
    }
    // Half a stop where every number is shown, a whole stop where every other one is.
    let half = Double.pi / 10 * (rest.count == 5 ? 2 : 1)
    var random = SeededGenerator(seed: 7)
    for _ in 0..<60 {
      let angle = Double.random(in: -12...12, using: &random)
      #expect(
        numbers(at: angle) == numbers(at: (angle / half).rounded() * half), "angle \(angle)")
    }
  }

  /// The numbers' angle on a face without ticks: the dial's, to the nearest half stop, or
  /// whole stop where every other number is shown.
  @Test func theNumbersAngleRoundsToHalfAStop() {
    let tenth = 2 * Double.pi / 10
    #expect(LockRenderer.labelAngle(Angle(radians: 0.24 * tenth), stops: 10).radians == 0)
    #expect(LockRenderer.labelAngle(Angle(radians: 0.26 * tenth), stops: 10).radians == tenth / 2)
    #expect(
      LockRenderer.labelAngle(Angle(radians: -1.3 * tenth), stops: 10).radians == -1.5 * tenth)
    let stop = 2 * Double.pi / 40
    #expect(LockRenderer.labelAngle(Angle(radians: 12.2 * stop), stops: 40).radians == 12 * stop)
    #expect(
      LockRenderer.labelAngle(Angle(radians: 0.45 * tenth), stops: 10, step: 2).radians == 0)
    #expect(
      LockRenderer.labelAngle(Angle(radians: 0.55 * tenth), stops: 10, step: 2).radians == tenth)
    #expect(
      LockRenderer.labelAngle(Angle(radians: 2.6 * stop), stops: 40, step: 5).radians
        == 2.5 * stop)
  }
}
