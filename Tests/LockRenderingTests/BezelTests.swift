import AnimationCore
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

/// The body's steel: a polished arc on the bezel's upper left.
struct BezelTests {
  /// The still raster's pixel at `angle` degrees (counter-clockwise from 3 o'clock) on the
  /// bezel's middle circle (or `inset` dots inside its edge), and the pixel mirrored about the
  /// vertical through the centre.
  static func pixels(
    _ renderer: LockRenderer, _ g: LockGeometry, angle: Double, inset: Double? = nil
  ) throws -> (UInt32, UInt32) {
    let raster = renderer.rasterStill
    let (wide, tall) = LockRenderer.pixelDots(raster, g)
    let r = g.bezelRadius - (inset ?? g.bezelWidth / 2)
    let turn = Angle(radians: angle * .pi / 180)
    let x = Int(((g.center.x + r * turn.cosine) / wide).rounded(.down))
    let y = Int(((g.center.y - r * turn.sine) / tall).rounded(.down))
    // Pixel centres lie half a pixel off the centre's column, which is odd in dots.
    let mirrored = Int((2 * g.center.x / wide).rounded()) - x - 1
    let a = try #require(raster.color(x: x, y: y))
    let b = try #require(raster.color(x: mirrored, y: y))
    return (a, b)
  }

  /// Rule (docs/terminal.md "Half blocks"): the bezel is lighter at 10:30 than at 1:30.
  ///
  /// In truecolor, on dark and light, on the same row (the steel's gradient runs top to
  /// bottom, so only the arc tells them apart), by a third of the way to the highlight or
  /// more. A flat finish (256 colours) has no arc: the two are one colour.
  @Test(arguments: [Background.dark, .light])
  func theBezelIsPolishedOnItsUpperLeft(background: Background) throws {
    var options = RenderOptions(color: true, background: background, depth: .truecolor)
    options.grid = .sextants
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 200, height: 60), width: 200, height: 60, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    let finish = Finish(background)
    let (upperLeft, upperRight) = try Self.pixels(renderer, g, angle: 135)
    let lift =
      FilledPictureTests.lightness(upperLeft) - FilledPictureTests.lightness(upperRight)
    let most =
      FilledPictureTests.lightness(finish.bodyHighlight)
      - FilledPictureTests.lightness(upperRight)
    #expect(lift * 3 >= most && most > 0, "\(background): \(lift) of \(most)")
    var flat = options
    flat.depth = .indexed256
    let plain = Scenes.rendered(
      flat, Scenes.dial(width: 200, height: 60), width: 200, height: 60, aspect: 2)
    let (left, right) = try Self.pixels(plain, g, angle: 135)
    #expect(left == right)
  }

  /// Rule (docs/terminal.md "Half blocks"): in 16 colours the body is one colour: white on a
  /// dark background, bright black on a light one.
  @Test func inSixteenColoursTheBezelIsOneColour() throws {
    var options = RenderOptions(color: true, background: .dark, depth: .ansi16)
    options.grid = .halves
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 80, height: 24), width: 80, height: 24, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    for angle in [-60.0, 60, 150] {
      let (one, other) = try Self.pixels(renderer, g, angle: angle, inset: 3)
      #expect(
        LockRenderer.fallback(one) == .white && one == other, "\(angle)°")
    }
    options.background = .light
    options.backgroundKnown = true
    let light = Scenes.rendered(
      options, Scenes.dial(width: 80, height: 24), width: 80, height: 24, aspect: 2)
    // On light, bright black all round, its upper left too: a white gleam there read as holes
    // bitten out of the rim (fresh reviewers, GNU screen).
    for angle in [-45.0, 60, 150] {
      let (one, other) = try Self.pixels(light, g, angle: angle, inset: 3)
      #expect(LockRenderer.fallback(one) == .brightBlack && one == other, "\(angle)°")
    }
  }

  /// Rule (docs/terminal.md "Half blocks"): on the small lock's thin bezel the dark rim
  /// leaves steel inside it (``LockRenderer/bodyRim(_:)``), so that the bezel stands apart
  /// from the dark face all round, at 6 o'clock too, where the body's ramp is darkest.
  @Test(arguments: [Background.dark, .light])
  func theSmallBezelIsSteelAllRound(background: Background) throws {
    var options = RenderOptions(color: true, background: background, depth: .truecolor)
    options.backdrop = background == .dark ? 0x000000 : 0xFFFFFF
    let renderer = Scenes.rendered(
      options, Scenes.dial(width: 40, height: 16), width: 40, height: 16, aspect: 2)
    let g = try #require(renderer.geometryCache?.geometry)
    #expect(g.bezelWidth == 3 && LockRenderer.bodyRim(g) == 1.25)
    let face = FilledPictureTests.lightness(Finish(background).face)
    let (bottom, _) = try Self.pixels(renderer, g, angle: 270)
    let (side, _) = try Self.pixels(renderer, g, angle: 180)
    #expect(
      FilledPictureTests.lightness(bottom) - face >= 75,
      "\(background): \(String(bottom, radix: 16))")
    #expect(
      FilledPictureTests.lightness(side) - face >= 110, "\(background): \(String(side, radix: 16))")
  }
}

/// Rule (docs/terminal.md "Numbers on the face"): the small lock's bezel keeps two rows of
/// pixels under the face at 6 o'clock in xterm's cells (8 × 17 pixels) and in kitty's,
/// alacritty's and mlterm's (8 × 19): on a bezel of 2.5 dots the face's bottom reached the
/// last row but one in the taller ones, a notch through the rim. (In cells twice or 2.25
/// times as tall as wide the face still reaches it, over three pixels.)
struct SmallBezelBottomTests {
  @Test(arguments: [2.125, 2.375])
  func theFaceStopsTwoRowsAboveTheBodysBottom(aspect: Double) throws {
    let renderer = Scenes.smallLock(depth: .truecolor, aspect: aspect)
    let g = try #require(renderer.geometryCache?.geometry)
    let raster = renderer.rasterShown
    let (wide, _) = LockRenderer.pixelDots(raster, g)
    let face = FilledPictureTests.lightness(Finish(.dark, backdrop: 0x000000).face)
    for x in [Int((g.center.x / wide).rounded(.down)) - 1, Int((g.center.x / wide).rounded(.down))]
    {
      let rows = (0..<raster.pixelHeight).filter { raster.color(x: x, y: $0) != nil }
      let bottom = try #require(rows.max())
      // The lowest pixel as dark as the face (within 30 of its lightness), from the hub down.
      let centre = Int((g.center.y / LockRenderer.pixelDots(raster, g).tall).rounded(.down))
      let faceRows = (centre...bottom).filter { y in
        raster.color(x: x, y: y).map { FilledPictureTests.lightness($0) - face < 30 } ?? false
      }
      let lowest = try #require(faceRows.max())
      #expect(
        bottom - lowest >= 2, "aspect \(aspect), column \(x): face to row \(lowest) of \(bottom)")
    }
  }
}
