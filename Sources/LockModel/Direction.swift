/// A direction to turn the dial.
///
/// The one sign convention of lockdial (docs/seeds.md "000"): counter-clockwise is positive — it
/// raises the number under the pointer and adds to the dial's angle — and clockwise is negative.
public enum Direction: String, Sendable, Hashable, CaseIterable {
  /// To the left: raises the number under the pointer; positive steps and angles.
  case counterclockwise
  /// To the right: lowers the number under the pointer; negative steps and angles.
  case clockwise

  /// +1 for counter-clockwise, −1 for clockwise.
  public var sign: Int { self == .counterclockwise ? 1 : -1 }

  /// The other direction.
  public var opposite: Direction { self == .counterclockwise ? .clockwise : .counterclockwise }

  /// The direction of a signed step count (`nil` for 0).
  public init?(steps: Int) {
    if steps > 0 {
      self = .counterclockwise
    } else if steps < 0 {
      self = .clockwise
    } else {
      return nil
    }
  }

  /// The letter a lock's instructions use: L (left, counter-clockwise) or R (right, clockwise).
  public var letter: Character { self == .counterclockwise ? "L" : "R" }
}
