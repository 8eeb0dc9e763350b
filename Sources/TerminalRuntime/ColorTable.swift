/// The 24-bit colours written to a terminal that keeps only a few beyond its 256 palette.
///
/// mlterm shows a 24-bit colour as the nearest of its 256 palette when one is close, else as
/// one of 240 colours it keeps beside the palette; when it needs a 241st it reuses the one
/// drawn longest ago and recolours every cell that still shows it (the shaded picture's
/// static body, drawn once, turned to the ring's colours). So the table sends each colour
/// as the nearest colour it has already sent, where one is within ``radius``; else it keeps
/// the colour (moved just out of mlterm's reach of its palette, ``apart(_:)``), until it has
/// ``capacity``; from then on, the nearest of those it keeps and the palette's. No more than
/// ``capacity`` colours off the palette are ever written, however long the session, and a
/// frame costs a look-up in a small cache for each colour it has seen before.
///
/// Rule (docs/terminal.md "Output"): in mlterm the picture is the truecolor one, in colours
/// from this table.
public struct ColorTable: Sendable {
  /// The colours kept beside the palette in mlterm (240), less a margin for the colours
  /// another program in the same mlterm process keeps.
  public static let mlterm = 200

  /// How far apart two colours must be (``distance(_:_:)``) for mlterm to show both: its own
  /// 640, under which it counts two colours the same.
  public static let radius = 640

  /// The most colours off the palette that are kept.
  public let capacity: Int
  /// The colours kept, in the order they were first sent.
  public private(set) var kept: [UInt32] = []
  /// Colours looked up before, each with what was sent for it.
  ///
  /// Each entry is `rgb << 24 | sent`, with bit 63 set where it is filled; direct-mapped on
  /// the colour's bits.
  private var cache: [UInt64]

  /// A table that keeps at most `capacity` colours beside the palette.
  public init(capacity: Int) {
    self.capacity = max(capacity, 0)
    cache = Array(repeating: 0, count: Self.cacheSize)
  }

  /// Entries in the cache of colours looked up.
  static let cacheSize = 8192
  /// The bit of a filled cache entry.
  static let filled: UInt64 = 1 << 63

  /// The colour to send for `rgb`.
  public mutating func color(for rgb: UInt32) -> UInt32 {
    let rgb = rgb & 0xFF_FFFF
    let slot = Int((rgb ^ rgb >> 12) & UInt32(Self.cacheSize - 1))
    let entry = cache[slot]
    if entry & Self.filled != 0, UInt32(entry >> 24 & 0xFF_FFFF) == rgb {
      return UInt32(entry & 0xFF_FFFF)
    }
    let sent = choose(rgb)
    cache[slot] = Self.filled | UInt64(rgb) << 24 | UInt64(sent)
    return sent
  }

  /// What `rgb` is sent as, the first time it is seen: itself where it is the palette's; the
  /// nearest kept colour within ``radius``; else, while there is room, itself kept, moved
  /// out of mlterm's reach of the palette where it lies within it (``apart(_:)``); else the
  /// nearest of the kept colours and the palette's.
  private mutating func choose(_ rgb: UInt32) -> UInt32 {
    let palette = Self.paletteColor(Color.nearest256(rgb))
    if palette == rgb { return rgb }
    var (best, bestDistance) = (palette, Self.distance(palette, rgb))
    var nearestKept: (color: UInt32, distance: Int)?
    for colour in kept {
      let d = Self.distance(colour, rgb)
      if d < bestDistance { (best, bestDistance) = (colour, d) }
      if d < nearestKept?.distance ?? Self.radius { nearestKept = (colour, d) }
    }
    if let nearestKept { return nearestKept.color }
    guard kept.count < capacity, let sent = Self.apart(rgb) else { return best }
    if let near = kept.first(where: { Self.distance($0, sent) < Self.radius }) { return near }
    kept.append(sent)
    return sent
  }

  /// The colour to keep for `rgb`: itself, or one just out of mlterm's reach of the palette.
  ///
  /// Where mlterm would show `rgb` as a palette colour (within ``radius`` of one it compares
  /// it with, ``candidates(_:)``), the nearest colour along the way from that one through
  /// `rgb` that it would not: the face's blue-black #1F242C is sent as #1E232D, not shown as
  /// the palette's neutral #262626. `nil` where no such colour is in range.
  static func apart(_ rgb: UInt32) -> UInt32? {
    guard let near = candidates(rgb).first(where: { distance($0, rgb) < radius }) else {
      return rgb
    }
    func channel(_ shift: UInt32, _ scale: Double) -> UInt32? {
      let from = Double(near >> shift & 0xFF)
      let step = (Double(rgb >> shift & 0xFF) - from) * scale
      let value = (from + (step < 0 ? step.rounded(.down) : step.rounded(.up)))
      return (0...255).contains(value) ? UInt32(value) : nil
    }
    for tenth in 10...40 {
      let scale = Double(tenth) / 10
      guard let r = channel(16, scale), let g = channel(8, scale), let b = channel(0, scale)
      else { return nil }
      let moved = r << 16 | g << 8 | b
      if candidates(moved).allSatisfy({ distance($0, moved) >= radius }) { return moved }
    }
    return nil
  }

  /// The palette colours mlterm compares a 24-bit colour with before it keeps it: the cube's
  /// nearest by its own rounding of each channel, the grey ramp's nearest to each, and its 16
  /// system colours (``systemColors``).
  static func candidates(_ rgb: UInt32) -> [UInt32] {
    let channels = [rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF].map(Int.init)
    let cube = channels.map { value -> UInt32 in
      let level = value <= 114 ? (value >= 48 ? 1 : 0) : (value - 35) / 40
      return level == 0 ? 0 : UInt32(level * 40 + 55)
    }
    let greys = channels.map { value -> UInt32 in
      let step = value >= 233 ? 23 : value <= 12 ? 0 : (value - 3) / 10
      return UInt32(step * 10 + 8) * 0x01_0101
    }
    return [cube[0] << 16 | cube[1] << 8 | cube[2]] + greys + systemColors
  }

  /// mlterm's 16 system colours as it ships them, and as Debian's `/etc/mlterm/color` sets
  /// bright black (#505050): a colour within reach of one is shown as it (the hub's and the
  /// rim's blue-greys as grey cells, fresh reviewers, mlterm at 200×60).
  static let systemColors: [UInt32] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0x505050, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ]

  /// The distance between two colours as mlterm measures it: squared differences weighted 9,
  /// 30 and 1 for red, green and blue.
  public static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    let dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    return 9 * dr * dr + 30 * dg * dg + db * db
  }

  /// The colour (0xRRGGBB) of the xterm palette's entry `index` (16…255): its cube and grey ramp.
  public static func paletteColor(_ index: Int) -> UInt32 {
    if index >= 232 {
      let grey = UInt32(8 + (index - 232) * 10)
      return grey << 16 | grey << 8 | grey
    }
    let levels = Color.cubeLevels.map(UInt32.init)
    let cube = max(index - 16, 0)
    return levels[cube / 36 % 6] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6]
  }
}
