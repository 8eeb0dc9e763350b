import AnimationCore
import TerminalRuntime

/// The digits painted on a large dial face: each a centre line of straight strokes and arcs in
/// a unit box (x 0…1 left to right, y 0…1 top to bottom), drawn at any size as a band round
/// that line, so that its edges are antialiased like every other part of the picture.
///
/// Rule (docs/terminal.md "Numbers on the face"): where the face is large enough
/// (``LockRenderer`` `numerals`), the numbers are painted into the picture, a plain upright
/// sans like a padlock's printed dial; smaller faces keep their numbers as text.
struct Numerals: Sendable {
  /// A digit's width over its height.
  static let aspect = 0.58
  /// The space between two digits of one number, over a digit's height.
  static let spacing = 0.22
  /// The stroke's half width, over a digit's height.
  static let weight = 0.085

  /// The strokes of each digit 0–9: polylines in the unit box.
  static let strokes: [[[Point2D]]] = {
    let bowl = arc(0.5, 0.68, 0.5, 0.32, from: 0, to: 360, steps: 24)
    let six = [bowl, arc(1, 0.68, 1, 0.68, from: 180, to: 100, steps: 8)]
    return [
      [arc(0.5, 0.5, 0.5, 0.5, from: 0, to: 360, steps: 28)],
      [[Point2D(x: 0.2, y: 0.22), Point2D(x: 0.58, y: 0), Point2D(x: 0.58, y: 1)]],
      [
        arc(0.5, 0.27, 0.5, 0.27, from: 160, to: -40, steps: 14)
          + [Point2D(x: 0, y: 1), Point2D(x: 1, y: 1)]
      ],
      [
        arc(0.5, 0.25, 0.44, 0.24, from: 155, to: -90, steps: 14),
        arc(0.5, 0.745, 0.5, 0.255, from: 90, to: -155, steps: 14),
      ],
      // Open at the top: closed, its small counter filled in at a few pixels.
      [
        [Point2D(x: 0.6, y: 0), Point2D(x: 0, y: 0.68), Point2D(x: 1, y: 0.68)],
        [Point2D(x: 0.74, y: 0.36), Point2D(x: 0.74, y: 1)],
      ],
      [
        [Point2D(x: 0.92, y: 0), Point2D(x: 0.14, y: 0), Point2D(x: 0.08, y: 0.47)]
          + arc(0.5, 0.68, 0.5, 0.32, from: 145, to: -145, steps: 18)
      ],
      six,
      [[Point2D(x: 0, y: 0), Point2D(x: 1, y: 0), Point2D(x: 0.36, y: 1)]],
      [
        arc(0.5, 0.245, 0.42, 0.245, from: 0, to: 360, steps: 20),
        arc(0.5, 0.735, 0.5, 0.265, from: 0, to: 360, steps: 22),
      ],
      six.map { $0.map { Point2D(x: 1 - $0.x, y: 1 - $0.y) } },
    ]
  }()

  /// Points along an ellipse round (cx, cy) with radii rx, ry, from angle `from` to `to`
  /// (degrees, counter-clockwise with y up), in `steps` straight pieces.
  static func arc(
    _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from: Double, to: Double, steps: Int
  ) -> [Point2D] {
    (0...steps).map { step in
      let degrees = from + (to - from) * Double(step) / Double(steps)
      let angle = Angle(radians: degrees * .pi / 180)
      return Point2D(x: cx + rx * angle.cosine, y: cy - ry * angle.sine)
    }
  }

  /// The width of `number` written at digit height `height` (dots), strokes included.
  static func width(of number: Int, height: Double) -> Double {
    let count = Double(CellBuffer.digits(max(number, 0)))
    return count * aspect * height + (count - 1) * spacing * height + 2 * weight * height
  }

  /// Appends to `pieces` the segments (ends in dots) of `number`: digits `height` tall and
  /// `wide` across, `gap` apart, the first digit's box at (`left`, `top`).
  static func segments(
    of number: Int, height: Double, wide: Double, gap: Double, left: Double, top: Double,
    into pieces: inout [(Point2D, Point2D)]
  ) {
    let count = CellBuffer.digits(max(number, 0))
    var (left, place) = (left, 1)
    for _ in 1..<count { place *= 10 }
    while place > 0 {
      let digit = max(number, 0) / place % 10
      for line in strokes[digit] {
        for index in line.indices.dropLast() {
          let (a, b) = (line[index], line[index + 1])
          pieces.append(
            (
              Point2D(x: left + a.x * wide, y: top + a.y * height),
              Point2D(x: left + b.x * wide, y: top + b.y * height)
            ))
        }
      }
      left += wide + gap
      place /= 10
    }
  }
}
