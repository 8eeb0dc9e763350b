import AnimationCore

/// Maps wall time to the media time animations run on, so that the global speed (`[`, `]`,
/// `--speed`) slows or speeds every animation without a jump.
///
/// Rule (docs/timing-semantics.md §1): the clock is a time node whose begin time is the wall time
/// of the last change and whose offset is the media time then, so media time = media at the last
/// change + (wall − wall at the last change) × speed, through the core's one mapping.
public struct SpeedClock: Sendable {
  /// Media seconds per wall second.
  public private(set) var speed: Double
  private var wallAnchor = 0.0
  private var mediaAnchor = 0.0

  /// A clock at `speed`, media time 0 at wall time 0.
  public init(speed: Double) {
    self.speed = speed
  }

  /// Media time at wall time `wall`.
  public func media(at wall: Double) -> Double {
    MediaTiming.localTime(
      ofParent: wall, beginTime: wallAnchor, speed: speed, timeOffset: mediaAnchor)
  }

  /// Wall time at which media time reaches `media` (the current speed assumed).
  public func wall(atMedia media: Double) -> Double {
    MediaTiming.parentTime(
      ofLocal: media, beginTime: wallAnchor, speed: speed, timeOffset: mediaAnchor) ?? wallAnchor
  }

  /// The global speeds a program may run at: from a hundredth to a hundred times normal.
  public static let speeds = 0.01...100.0

  /// The speeds `[` and `]` step along: the halves and doubles of 1 within ``speeds``
  /// (1/64 … 64), exact powers of two, slowest first.
  public static let ladder: [Double] = (-16...16).map {
    Double(sign: .plus, exponent: $0, significand: 1)
  }
  .filter { speeds.contains($0) }

  /// `[` or `]`: from wall time `wall` on, the next rung of ``ladder`` down or up.
  ///
  /// Down when `direction` < 0. At either end of the ladder the speed stays; a speed between
  /// rungs (`--speed 0.3`) steps to the rung next to it, so 1 is always a few steps away.
  public mutating func halveOrDouble(_ direction: Int, at wall: Double) {
    let next =
      direction > 0 ? Self.ladder.first { $0 > speed } : Self.ladder.last { $0 < speed }
    guard let next else { return }
    setSpeed(next, at: wall)
  }

  /// From wall time `wall` on, media time runs at `newSpeed` (no jump).
  public mutating func setSpeed(_ newSpeed: Double, at wall: Double) {
    mediaAnchor = media(at: wall)
    wallAnchor = wall
    speed = newSpeed
  }
}
