/// A rectangle of cells.
public struct Rect: Sendable, Hashable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// Whether it has no area.
  public var isEmpty: Bool { width == 0 || height == 0 }
}
