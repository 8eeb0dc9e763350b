/// A rotation as a transform matrix sees it: only the direction survives, and interpolation takes
/// the shortest path — the pitfall of docs/seeds.md "000", kept as a separately named mode.
///
/// Rule (docs/timing-semantics.md §3): Core Animation decomposes transform matrices and
/// interpolates the rotation along the shorter arc (|Δθ| ≤ π), so animating `transform` from
/// identity to a 2π rotation does nothing, and π and −π both turn the same way (+π here: the
/// difference is taken in (−π, π]). Use ``Angle`` for rotations that turn through the angle they
/// are given.
public struct RotationMatrix: Interpolatable, Hashable {
  /// The rotation angle, normalized to (−π, π]; 2π and 0 are the same matrix.
  public let angle: Angle

  /// The matrix of a rotation by `angle` (the number of turns is lost, as in a matrix).
  public init(angle: Angle) {
    self.angle = angle.normalized
  }

  /// The identity matrix.
  public static let zero = RotationMatrix(angle: .zero)
  /// Concatenation: rotations add.
  public static func + (lhs: RotationMatrix, rhs: RotationMatrix) -> RotationMatrix {
    RotationMatrix(angle: lhs.angle + rhs.angle)
  }
  /// The rotation from `rhs` to `lhs`.
  public static func - (lhs: RotationMatrix, rhs: RotationMatrix) -> RotationMatrix {
    RotationMatrix(angle: lhs.angle - rhs.angle)
  }
  /// The rotation scaled along its shortest representation.
  public func scaled(by factor: Double) -> RotationMatrix {
    RotationMatrix(angle: angle.scaled(by: factor))
  }
  /// The shorter arc between the two directions, in radians (0…π).
  public func distance(to other: RotationMatrix) -> Double {
    abs(Self.shortestTurn(from: angle, to: other.angle))
  }

  /// Interpolates along the shorter arc: the turn taken is (to − from) reduced to (−π, π].
  public static func interpolate(
    from: RotationMatrix, to: RotationMatrix, fraction: Double
  ) -> RotationMatrix {
    let turn = shortestTurn(from: from.angle, to: to.angle)
    return RotationMatrix(angle: from.angle + Angle(radians: turn * fraction))
  }

  /// to − from reduced to (−π, π].
  static func shortestTurn(from: Angle, to: Angle) -> Double {
    (to - from).normalized.radians
  }
}
