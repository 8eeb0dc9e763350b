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

/// Where each part of the screen goes at a given size.
///
/// Rules: below 40×16 only the "too small" notice; the status bar is always the last row and the
/// key hints the one above it; a line for the typed combination or a message above those; the
/// side panel (trail, then timeline) takes the right third from 64 columns on; the lock takes the
/// rest and grows with it.
public struct Layout: Sendable, Hashable {
  /// The smallest size the dial is drawn at.
  public static let minimum = (width: 40, height: 16)

  /// The whole screen.
  public let screen: Rect
  /// Whether the screen is too small to draw the dial.
  public let isTooSmall: Bool
  /// The shackle, dial and ring.
  public let lock: Rect
  /// The trail and instruction (the side panel's top), or a row under the lock.
  public let trail: Rect
  /// The timeline (the side panel's bottom), empty when there is no room.
  public let timeline: Rect
  /// The typed combination or a message.
  public let entry: Rect
  /// Key hints.
  public let hints: Rect
  /// The status bar.
  public let status: Rect

  /// The layout for a `width` × `height` screen; `timelineWanted` false gives its rows to the
  /// trail.
  public init(width: Int, height: Int, timelineWanted: Bool = true, turns: Int = 0) {
    screen = Rect(x: 0, y: 0, width: width, height: height)
    isTooSmall = width < Self.minimum.width || height < Self.minimum.height
    guard !isTooSmall else {
      lock = Rect(x: 0, y: 0, width: 0, height: 0)
      trail = lock
      timeline = lock
      entry = lock
      hints = lock
      status = lock
      return
    }
    status = Rect(x: 0, y: height - 1, width: width, height: 1)
    hints = Rect(x: 0, y: height - 2, width: width, height: 1)
    entry = Rect(x: 0, y: height - 3, width: width, height: 1)
    let main = height - 3
    if width >= 64 {
      let panelWidth = min(max(width / 3, 26), 48)
      let panelX = width - panelWidth
      lock = Rect(x: 0, y: 0, width: panelX - 1, height: main)
      let timelineRows = timelineWanted ? min(turns + 2, main - 5) : 0
      if timelineRows >= 3 {
        trail = Rect(x: panelX, y: 0, width: panelWidth, height: main - timelineRows - 1)
        timeline = Rect(x: panelX, y: main - timelineRows, width: panelWidth, height: timelineRows)
      } else {
        trail = Rect(x: panelX, y: 0, width: panelWidth, height: main)
        timeline = Rect(x: panelX, y: main, width: 0, height: 0)
      }
    } else {
      lock = Rect(x: 0, y: 0, width: width, height: main - 1)
      trail = Rect(x: 0, y: main - 1, width: width, height: 1)
      timeline = Rect(x: 0, y: main, width: 0, height: 0)
    }
  }
}

extension Layout {
  /// Where the dial is on screen, in cells, or `nil` when the screen is too small to draw it.
  ///
  /// The centre, and the outer radius in columns (a row is two columns tall). The app core uses
  /// this to turn mouse drags around the dial's centre.
  public func dialTarget() -> (center: (column: Double, row: Double), radius: Double)? {
    guard !isTooSmall, !lock.isEmpty else { return nil }
    let geometry = LockGeometry(columns: lock.width, rows: lock.height)
    return (
      (Double(lock.x) + geometry.center.x / 2, Double(lock.y) + geometry.center.y / 4),
      geometry.ringRadius / 2
    )
  }
}
