import AnimationCore
import TerminalRuntime

/// Where the lock's centre stands among the rows of cells.
extension LockRenderer {
  /// The lock's geometry in `columns` × `rows` cells of `rowDots` dots' height (the filled
  /// picture's proportions when `filled`), for a dial of `stops` drawn with `options`: its
  /// centre in the middle of a row, or on the boundary between two where there the face's
  /// numbers mirror above and below the hub and in a row's middle they do not.
  ///
  /// Rule (docs/terminal.md "Numbers on the face"): ten numbers stand at six heights (0; 1
  /// and 9; … ; 5). On a face seven rows tall round a row's middle they took the rows from
  /// two above the hub's to three below it, the index keeping the 0 out of the third above,
  /// and the hub read as sitting high in the ring of numbers (fresh reviewers, kitty and
  /// alacritty at 80×24); round a boundary they take three rows each side.
  static func lockGeometry(
    columns: Int, rows: Int, rowDots: Double, filled: Bool, stops: Int, options: RenderOptions?
  ) -> LockGeometry {
    let onRow = LockGeometry(columns: columns, rows: rows, rowDots: rowDots, filled: filled)
    guard filled, let options, options.drawsFilled, !onRow.compact, stops > 1 else {
      return onRow
    }
    var probe = LockRenderer(options: options)
    // In half blocks the index's wedge and the hub are shaped for a centre in a row's middle
    // (a boundary cut the wedge's stem to a pixel).
    guard probe.rasterGrid.splits else { return onRow }
    guard probe.numbersMirror(stops: stops, geometry: onRow) == false else { return onRow }
    let between = LockGeometry(
      columns: columns, rows: rows, rowDots: rowDots, filled: true, betweenRows: true)
    guard !between.compact, probe.numbersMirror(stops: stops, geometry: between) == true else {
      return onRow
    }
    return between
  }

  /// Whether the face's text numbers at rest on `g` mirror above and below its centre (the
  /// top one's row as far above it as the bottom one's below); `nil` where the face shows
  /// numbers painted, in block digits, or not every one of them (then the hub shows the
  /// number under the index, in its own row).
  mutating func numbersMirror(stops: Int, geometry g: LockGeometry) -> Bool? {
    guard numerals(g, stops: stops) == nil, !drawsTextTicks(g) else { return nil }
    placeLabels(angle: .zero, stops: stops, geometry: g)
    guard labels.count == stops, let top = labels.map(\.row).min(),
      let bottom = labels.map(\.row).max()
    else { return nil }
    let centre = g.center.y / g.rowDots
    return centre - (Double(top) + 0.5) == Double(bottom) + 0.5 - centre
  }
}
