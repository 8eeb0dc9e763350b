import RealModule
import TerminalRuntime

/// The filled picture's colours (0xRRGGBB) for one background: brushed steel, a dark dial face
/// with light numerals, a red index and a blue ring.
///
/// Rule (docs/terminal.md "Half blocks"): the face is dark on every background, as on a real
/// combination padlock, and the steel body round it is what stands apart from the terminal's
/// background: light steel on a dark background, and on a light one nearly as light inside a dark
/// outline.
/// Where the terminal reported its background, the face is the darkest of its greys with a
/// WCAG contrast of at least 1.3 against it.
public struct Finish: Sendable, Hashable {
  /// The body's steel at its top.
  public let bodyTop: UInt32
  /// The body's steel at its bottom.
  public let bodyBottom: UInt32
  /// The body's rim.
  public let rim: UInt32
  /// The polished arc on the bezel's upper left (``LockRenderer`` `paintStill`), inside the
  /// dark rim, so that on a light background it stands apart from white.
  public let bodyHighlight: UInt32
  /// The shackle's bar at its edges.
  public let barEdge: UInt32
  /// The shackle's bar.
  public let bar: UInt32
  /// The shackle's highlight.
  public let barHighlight: UInt32
  /// The shackle's steel where the bar is drawn in one tone (a bar a pixel or two across):
  /// lighter than ``bar`` on a dark background, darker on a light one, so that so thin a bar
  /// stands apart from either.
  public let barOneTone: UInt32
  /// The dial face: one colour, as a gradient lands in square steps round the hub.
  public let face: UInt32
  /// Long ticks.
  public let majorTick: UInt32
  /// Short ticks.
  public let minorTick: UInt32
  /// The numbers.
  public let label: UInt32
  /// The hub.
  public let hub: UInt32
  /// The hub's rim.
  public let hubRim: UInt32
  /// The index pointer.
  public let index: UInt32
  /// Where the ring's tail fades to: the background on a dark one, most of the way to it on a
  /// light one.
  public let track: UInt32
  /// The ring's stroke at its head.
  public let ringHead: UInt32
  /// The ring's fade as colours of the 256 palette, head first, each an equal stretch of it,
  /// where a straight mix from head to track would land on palette colours of other hues;
  /// empty where the fade is mixed.
  let ringRamp: [UInt32]
  /// The busy glyph in the hub.
  public let busy: UInt32
  /// The done glyph in the hub.
  public let done: UInt32
  /// The whole ring once the spinner is done (the lock open): the done glyph's green, darker
  /// on a light background, where the glyph's light green would all but vanish.
  public let ringDone: UInt32

  /// Whether the steel's dark edges are its outline against the background (a light one):
  /// there a narrow bar is lit along its inner side, so that its outer edge stays dark.
  public let outlined: Bool

  /// Whether the finish is flat, for 256 and 16 colours.
  ///
  /// Each part in one or two colours of the xterm 256 palette, with hard edges; a
  /// gradient or an antialiased edge there lands on neighbouring palette entries pixel by
  /// pixel, which reads as speckle. Its colours also land each on its own ANSI colour
  /// (``LockRenderer`` `fallback`): steel white, face black (bright black on a dark
  /// background, round a white hub), ink bright white, the index red, the ring bright cyan
  /// fading to cyan (blue to cyan on light), the busy glyph bright cyan, the done tick green;
  /// in 16 colours on a known background the rim and the shackle's bar are the steel's one
  /// colour.
  public let flat: Bool
  /// Whether a flat finish mixes its shading between two greys (256 colours): the palette's
  /// ramp of 24 greys lands a grey gradient in even bands, where the nearer of its two ends
  /// left the shackle and the body each one flat grey (tmux, a fresh reviewer: "flat").
  let mixesGreys: Bool

  /// The finish for `background`, for the colour the terminal reported (`backdrop`), and flat
  /// for `depth` 256 (see ``flat``).
  ///
  /// When the background is not `known` (assumed dark for want of an answer) in 16 colours,
  /// the steel and the accents are the light background's, inside a dark outline, which read
  /// on white and on black alike, where steel without the outline vanishes on white. With more
  /// colours the background is never assumed for long: once the queries end unanswered it is
  /// painted (``RenderOptions/paintingUnknownBackground()``), and until then the theme's is
  /// drawn for.
  public init(
    _ background: Background, backdrop: UInt32? = nil, depth: ColorDepth = .truecolor,
    known: Bool = true
  ) {
    let assumed = !known && backdrop == nil && depth == .ansi16
    let light = background == .light || assumed
    if depth != .truecolor {
      self = Finish(
        flat: light, backdrop: backdrop, ansi: depth == .ansi16, lightKnown: background == .light)
      return
    }
    flat = false
    mixesGreys = true
    outlined = light
    // On light, nearly the dark background's bright steel inside a dark outline (the rim and
    // the bar's edges, 5:1 from white), which keeps its edge on white: darker steel read as
    // pewter beside the dark theme's chrome (a fresh reviewer comparing the themes), and
    // gunmetal as muddy; silver without an outline faded into white. The highlights on the
    // shackle and the bezel lighter than the steel, a polish it lacked alone, and a step short
    // of white: near white, the middle of a bar three pixels across ran into the background
    // and the shackle read as two thin tubes, hollow (fresh reviewers, every emulator).
    bodyTop = light ? 0xCDD3DA : 0xD9DEE4
    bodyBottom = light ? 0x848D98 : 0x8C95A0
    rim = light ? 0x555D67 : 0x5C646E
    bodyHighlight = light ? 0xDCE1E7 : 0xF4F6F8
    barEdge = light ? 0x59616B : 0x69717C
    bar = light ? 0xAEB5BE : 0xB3BAC3
    barHighlight = light ? 0xC4CAD1 : 0xF4F6F8
    barOneTone = light ? Raster.mix(barEdge, bar, 0.4) : Raster.mix(bar, barHighlight, 0.3)
    face = Self.face(against: backdrop ?? (light ? 0xFFFFFF : 0x000000))
    // Long ticks a step dimmer than the numbers: as bright, the slanted ones read as stray
    // digits beside them at 200×60 (a fresh reviewer, konsole and VTE).
    majorTick = 0xBCC3CB
    minorTick = 0x9AA3AD
    label = 0xE8ECF0
    hub = 0x3A414B
    hubRim = 0x8A939E
    index = light ? 0xE0352A : 0xFF5A45
    // On light a deep teal, the hue of the hub's busy glyph on the dark face: a royal blue
    // there read as a second accent beside it (a fresh reviewer comparing the themes).
    ringHead = light ? 0x0891B2 : 0x3AD8FF
    let behind = backdrop ?? (light ? 0xFFFFFF : 0x000000)
    // On white a tail faded as far as on black reads as pale holes in the stroke, and faded
    // to 45% its end as a pale cyan lost in the white (a fresh reviewer). On black the tail
    // fades into the background: its last step at 44% of the head stood as a flat stub with
    // a square end ("a stray block under the lock", fresh reviewers).
    track = light ? Raster.mix(behind, ringHead, 0.6) : behind
    ringRamp = []
    busy = 0x3AD8FF
    done = 0x5BE38A
    ringDone = light ? 0x1E9E4F : done
  }

  /// The flat finish, on a light background when `light`.
  ///
  /// Greys of the palette's ramp and colours of its cube. In the 16 ANSI colours (`ansi`) the
  /// face is black on a light background, as a real dial's is, with light numerals; on a dark
  /// one it is bright black with a white hub and bright white numerals: black there is the
  /// background's own colour (contrast 1, under ``faceContrast``), and the lock read as a white
  /// outline round a hole (fresh reviewers, GNU screen).
  private init(flat light: Bool, backdrop: UInt32?, ansi: Bool = false, lightKnown: Bool = false) {
    flat = true
    mixesGreys = !ansi
    outlined = light
    // In 16 colours on a background known to be light the steel is bright black with a black
    // rim: ANSI white, where lighter greys land, all but vanishes on white. On an assumed one
    // it stays white, which reads on black (and on an 8-colour terminal, such as tmux's
    // `screen`, bright black is black).
    let ansiLight = ansi && lightKnown
    let brightSteel = !light
    bodyTop = ansiLight ? 0x707070 : (brightSteel ? 0xC6C6C6 : 0x9E9E9E)
    // In 256 colours the body's ramp lands on the palette's greys in bands; in 16 colours it
    // would split the body between white and bright black, so it is one grey there.
    bodyBottom = ansi ? bodyTop : (brightSteel ? 0x808080 : 0x626262)
    // In 16 colours on dark the bar is bright black: white, it ran into the white body as one
    // blob (fresh reviewers, GNU screen).
    bar = ansiLight ? 0x707070 : (!brightSteel ? 0x808080 : (ansi ? 0x767676 : 0xA8A8A8))
    // In 16 colours on a known background each part is one colour: a rim a pixel or less wide,
    // or a bar's edges and highlight two or three pixels across, land as dashes of black, grey
    // and white. On an assumed background the dark rim and edges stay, as the outline that
    // keeps white steel apart from a background that may be white.
    let solid = ansi && (!light || lightKnown)
    rim = solid ? bodyTop : (light ? 0x3A3A3A : 0x585858)
    bodyHighlight = bodyTop
    barEdge = solid ? bar : (light ? 0x4E4E4E : 0x767676)
    barHighlight = solid ? bar : (brightSteel ? 0xE4E4E4 : 0xC6C6C6)
    barOneTone = bar
    face =
      ansi && !light ? 0x585858 : Self.face(against: backdrop ?? (light ? 0xFFFFFF : 0x000000))
    majorTick = 0xBCBCBC
    minorTick = 0x8A8A8A
    // Light numerals on every face, in 16 colours on dark bold bright white on the bright black
    // face: black there (5:1 on xterm's #7F7F7F) read thin and muddy, "clip art, not steel",
    // and bright white stood out more than its 4:1 says (a fresh reviewer comparing four
    // designs side by side, GNU screen). The hub's dot (40×16) is the hub's white, which
    // bright black would leave invisible on the face.
    label = 0xEEEEEE
    hub = ansi && !light ? 0xC6C6C6 : 0x444444
    hubRim = ansi && !light ? 0xC6C6C6 : 0x767676
    index = light ? 0xD70000 : 0xFF5F5F
    // On light in 256 colours a deep teal fading to a pale azure, the hue of the busy glyph in
    // the hub: a royal blue read as a second accent beside it (a fresh reviewer comparing the
    // themes); not to a grey, which reads as a second colour too.
    // On an assumed background (16 colours only) the deep teal track, which reads on black.
    let assumed = light && !lightKnown
    // In 16 colours the fade is two steps: blue then cyan toward a light background, bright
    // cyan then cyan toward a dark one. One blue all along read as harsh, and blue then bright
    // blue as blue and violet (fresh reviewers, GNU screen on light, whose bright blue is
    // xterm's #5C5CFF). The head is the first step, also where it stands alone (the x-ray's
    // moving disc).
    let ansiRamp: [UInt32] = light ? [0x005FD7, 0x00AFD7] : [0x5FD7FF, 0x00AFD7]
    track = assumed ? 0x005F87 : (light ? 0x5FAFD7 : 0x005F87)
    ringHead = ansi ? ansiRamp[0] : (light ? 0x0087AF : 0x5FD7FF)
    // Mixed straight from the azure to the deep teal, the fade's middle lands on the palette's
    // teal #0087AF, a band of another hue between two blues: it passes through #005FAF. On
    // dark, mixed from the pale azure to the deep teal, it landed on #5FD7D7, #5FAFD7, #00AFAF
    // and #008787, green and blue by turns (a fresh reviewer, tmux: "changes hue abruptly"):
    // it steps down the cube's diagonal instead, green and blue less by a level each step.
    ringRamp = ansi ? ansiRamp : light ? [] : [0x5FD7FF, 0x00AFD7, 0x0087AF, 0x005F87]
    busy = 0x5FD7FF
    done = 0x5FD787
    // A green of the cube that reads on white.
    ringDone = light ? 0x00AF5F : done
  }

  /// The ring's colour `t` of the way along its fade, from its head (0) to its track (1):
  /// the ``ringRamp``'s colour for that stretch where there is one, else mixed.
  func ring(at t: Double) -> UInt32 {
    guard !ringRamp.isEmpty else { return Raster.mix(ringHead, track, t) }
    let stretch = Int((min(max(t, 0), 1) * Double(ringRamp.count)).rounded(.down))
    return ringRamp[min(stretch, ringRamp.count - 1)]
  }

  /// `t` of the way from `a` to `b`: mixed, or in a flat finish whichever is nearer (unless
  /// both are greys and it ``mixesGreys``).
  public func shade(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
    guard flat, !(mixesGreys && Self.isGrey(a) && Self.isGrey(b)) else {
      return Raster.mix(a, b, t)
    }
    return t < 0.5 ? a : b
  }

  /// Whether `rgb` is a grey: its three channels alike.
  static func isGrey(_ rgb: UInt32) -> Bool {
    rgb >> 16 & 0xFF == rgb >> 8 & 0xFF && rgb >> 8 & 0xFF == rgb & 0xFF
  }

  /// The least contrast between the face and the terminal's background.
  public static let faceContrast = 1.3

  /// The darkest face grey (from #1F242C up to #6E7782) that stands ``faceContrast`` apart
  /// from `backdrop`; over a background that light the darkest always does.
  static func face(against backdrop: UInt32) -> UInt32 {
    let weights = (0...20).lazy.map { Double($0) / 20 }
    return firstMix(0x1F242C, 0x6E7782, weights: weights, against: backdrop, least: faceContrast)
      ?? 0x1F242C
  }

  /// The first mix of `from` toward `to` at `weights` (0 `from` … 1 `to`) that stands at
  /// least `least` apart from `backdrop` in WCAG contrast; `nil` where none does.
  static func firstMix(
    _ from: UInt32, _ to: UInt32, weights: some Sequence<Double>, against backdrop: UInt32,
    least: Double
  ) -> UInt32? {
    for weight in weights {
      let mixed = Raster.mix(from, to, weight)
      if contrast(mixed, backdrop) >= least { return mixed }
    }
    return nil
  }

  /// The WCAG 2 contrast ratio of two colours, 1…21.
  public static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// The WCAG 2 relative luminance of an sRGB colour, 0…1.
  public static func luminance(_ rgb: UInt32) -> Double {
    func linear(_ shift: UInt32) -> Double {
      let c = Double(rgb >> shift & 0xFF) / 255
      return c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0)
  }
}

extension Finish {
  /// What `doctor` prints of the picture drawn with `options` on a UTF-8 terminal (`utf8`):
  /// how the padlock is drawn, the background as detected (`source`: where it came from), and
  /// the filled picture's `face`, `metal`, `ink` and `accent`, as `#rrggbb`.
  public static func report(
    options: RenderOptions, utf8: Bool, source: String
  ) -> [(name: String, value: String)] {
    func hex(_ rgb: UInt32) -> String {
      let digits = String(rgb & 0xFF_FFFF, radix: 16)
      return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
    let filled = utf8 && options.drawsFilled
    let finish = Finish(
      options.background, backdrop: options.backdrop, depth: options.depth,
      known: options.backgroundKnown)
    let grid = finish.flat || options.grid == .halves ? "half blocks" : options.grid.rawValue
    let cells =
      options.wholeCells
      ? "whole cells" : options.softFont ? grid + " from lockdial's soft font" : grid
    let picture =
      filled ? "filled (\(cells))" : (utf8 && !options.ascii ? "braille strokes" : "ASCII strokes")
    return [
      ("picture", picture),
      (
        "background colour",
        options.paintedBackground.map {
          "\(hex($0.background)) (painted by lockdial: none reported;"
            + " `--theme light` on a light terminal)"
        }
          ?? options.backdrop.map { "\(hex($0)) (from \(source))" } ?? "not reported"
      ),
      ("face", hex(finish.face)), ("metal", hex(finish.bodyTop)), ("ink", hex(finish.label)),
      ("accent", hex(finish.ringHead)),
    ]
  }
}

extension LockRenderer {
  /// The 16-colour stand-in for a picture colour: black, grey, white or bright white by its
  /// lightness; red, green, cyan or a deep blue where one channel leads, cyan bright where
  /// pale (no channel under 0x5F: the head of the ring's fade on dark, the busy glyph).
  static func fallback(_ rgb: UInt32) -> Color {
    let (r, g, b) = (Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
    let top = max(r, g, b)
    if top - min(r, g, b) > 80 {
      if r == top { return .red }
      if g == top && g - b > 40 { return .green }
      // A deep blue (the ring on light) is blue: cyan all but vanishes on white. A pale cyan
      // is the bright one, so that the ring's fade on dark has two steps.
      if b == top && b - g > 60 { return .blue }
      return min(r, g, b) >= 0x5F ? .brightCyan : .cyan
    }
    switch (r + g + b) / 3 {
    case ..<48: return .black
    case ..<128: return .brightBlack
    case ..<200: return .white
    default: return .brightWhite
    }
  }
}
