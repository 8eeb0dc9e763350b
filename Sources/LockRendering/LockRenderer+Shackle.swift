import AnimationCore
import LockModel
import TerminalRuntime

/// The filled lock's shackle: a round steel bar along its centre line, painted into the
/// still raster once per pose (rules: `LockRenderer+Raster.swift`).
extension LockRenderer {
  /// Whether a shackle drawn in whole cells is shaded across: where its bar is three cells
  /// across or more (a dark edge, the highlight, the steel); narrower, one tone.
  static func shadesWholeCellBar(_ g: LockGeometry) -> Bool { !g.compact && g.barWidth >= 6 }

  /// The shackle: a round steel bar along its centre line (long leg, arch, short leg), dark at
  /// its edges and lit along its outer side (on a light background, under four pixels across,
  /// along its inner side: ``Finish/outlined``); or `oneTone`, one steel across it
  /// (``Finish/barOneTone``).
  ///
  /// One tone where the shading would land pixel by pixel as a checkerboard: a compact lock's
  /// bar is a pixel or two across. In whole cells (mlterm), which show each cell as the mean
  /// of its two pixels, the shading is taken at the cell's centre (pixel by pixel the means
  /// alternated light and dark along the bar like the links of a chain), and only on a bar
  /// three cells across or more (``shadesWholeCellBar(_:)``). In 256
  /// colours its greys are mixed (``Finish/shade(_:_:_:)``), and a bar of two pixels across
  /// shows a light and a dark side, a tube. (In 16 colours the finish
  /// makes it one colour where the background is known, and keeps its dark edges as an
  /// outline where it is not.)
  static func paintShackle(
    _ raster: inout Raster, geometry g: LockGeometry, pose: Shackle.Pose, finish f: Finish,
    oneTone: Bool = false, wholeCells: Bool = false
  ) {
    let path = g.shackle(pose)
    let half = g.barWidth / 2
    let points = [path.hole, path.longLegTop, path.shortLegTop, path.shortLegFoot]
    let xs = points.map(\.x) + [path.archCenter.x - path.radius, path.archCenter.x + path.radius]
    let ys = points.map(\.y) + [path.archCenter.y - path.radius]
    let x0 = (xs.min() ?? 0) - half
    let x1 = (xs.max() ?? 0) + half
    // The bar's top edge on a boundary between rows of pixels: across a row, the arch's
    // flattest part covers a row partly and stands a nub on the crown, or leaves a dent. In
    // whole cells on a boundary between rows of cells: the crown's cells half covered, the
    // row under them stood filled but for its middle cell, a tent with a notch (mlterm).
    let tall = wholeCells ? g.rowDots : pixelDots(raster, g).tall
    let top = (ys.min() ?? 0) - half
    let lift = top - (top / tall).rounded() * tall
    let y0 = top - lift
    let y1 = (ys.max() ?? 0) + half - lift
    // With hard edges, the small lock's arch is a third of a dot thicker: its bar, under two
    // rows of pixels across, left the row under the crown's middle out, and the crown stood as
    // a roof with a notch in it (tmux, 16 colours). Inside, it is thicker again by what a
    // pixel is taller than wide: in mlterm's cells (2.375 times as tall as wide) a third of a
    // dot still left the notch, and as much outside made the shoulders bulge. Inside only in
    // half blocks over a background nobody reported, where an edge pixel is painted or not
    // (tmux 3.3 in truecolor: a pagoda with a spire inside its crown); outside too, its crown
    // stood square. Sextants and quadrants have pixels small enough for the thin crown, which
    // thickened filled a block of cells.
    let crown = raster.hardEdges && g.compact ? 0.35 : 0
    let hardAgainstBackground = raster.backdrop == nil && !raster.grid.splits
    let thickened = (raster.hardEdges || hardAgainstBackground) && g.compact ? 0.35 : 0
    let pixel = pixelDots(raster, g)
    let inside =
      thickened > 0 && !wholeCells ? thickened + max(pixel.tall - pixel.wide, 0) : thickened
    // The highlight across the bar (-1 inner edge … 1 outer edge): on its outer side, lit from
    // above; outlined (on light) on a bar under four pixels across its inner side, whose outer
    // pixel, lit, faded into white (a fresh reviewer, 80×24). Outlined, the dark edge is on the
    // outermost pixels' centres, not on the rim, whose pixel, half edge and half highlight, was
    // a pale grey on white (0xA5ABB2: fresh reviewers, kitty, xterm).
    let wide = pixel.wide
    let narrow = g.barWidth < 4 * wide
    let reach = f.outlined ? max(half - wide / 2, half / 2) : half
    let lit = f.outlined && narrow ? -1 : 0.35 * half / reach
    // That pixel 15% of the way from steel to highlight: as bright as the highlight, it
    // merged with the white inside the shackle, a hollow outline (fresh reviewers, xterm).
    let highlight = f.outlined && narrow ? f.shade(f.bar, f.barHighlight, 0.15) : f.barHighlight
    // Outlined and shaded, the bar covers a quarter pixel more of the pixels it half covers:
    // blended with white, such a pixel was as pale as the highlight (xterm at 80×24, 1.9:1).
    let grow = f.outlined && !f.flat ? wide / 4 : 0
    func cellPoint(_ x: Double, _ y: Double) -> Point2D {
      let (cx, cy) = Self.cellCentre(x, y, g)
      return Point2D(x: cx, y: cy + lift)
    }
    // The nearest part's signed distance at `p` and its outside's distance (negative inside).
    func nearest(_ p: Point2D) -> (best: Double, outside: Double) {
      var best = ShacklePath.side(of: p, from: path.hole, to: path.longLegTop)
      var outside = abs(best) - half
      let arch = path.side(ofArch: p)
      for (other, reach) in [
        (ShacklePath.side(of: p, from: path.shortLegTop, to: path.shortLegFoot), half),
        (arch, half + (arch < 0 ? inside : crown)),
      ] where abs(other) - reach < outside {
        (best, outside) = (other, abs(other) - reach)
      }
      return (best, outside)
    }
    // In 256 colours over a dark or unknown background (not in whole cells, each the mean of
    // its pixels), a one-tone bar's pixels it covers by under about two thirds on the arch's
    // outside, and at its inner corners, are its edge's darker grey: in one grey the small
    // crown stood as a square arch (fresh reviewers, tmux and mlterm at 40×16), where
    // antialiasing rounds it in truecolor.
    let softCorners =
      oneTone && f.flat && f.mixesGreys && !wholeCells
      && (raster.backdrop.map { Finish.luminance($0) < 0.5 } ?? true)
    paint(&raster, g, (x0, y0, x1, y1)) { x, y in
      let (best, outside) = nearest(Point2D(x: x, y: y + lift))
      guard outside < 1 else { return nil }
      guard !oneTone else {
        let p = Point2D(x: x, y: y + lift)
        let soft =
          softCorners && outside > -0.35 * wide
          && (path.side(ofArch: p) > 0 || abs(x - path.archCenter.x) > path.radius / 2)
        return (soft ? f.barEdge : f.barOneTone, outside)
      }
      // In whole cells the shading is the cell's, taken at its centre: pixel by pixel, each
      // cell's mean of two alternated light and dark along the arch like a chain's links.
      let across = wholeCells ? nearest(cellPoint(x, y)).best : best
      // Across the bar, -1 (inner edge) … 1 (outer edge): the highlight stands at `lit`.
      let s = min(max(across / reach, -1), 1)
      let rgb =
        s < lit
        ? f.shade(f.barEdge, highlight, (s + 1) / (1 + lit))
        : f.shade(highlight, f.barEdge, (s - lit) / (1 - lit))
      return (f.shade(rgb, f.bar, 0.25), outside - grow)
    }
  }
}
