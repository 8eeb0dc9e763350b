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
      let layout = Layout(width: width, height: height, turns: 0)
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
}
