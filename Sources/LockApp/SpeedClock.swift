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

  /// `[` or `]`: from wall time `wall` on, half (`direction` < 0) or double the speed, kept
  /// within ``Configuration/speedRange``.
  public mutating func halveOrDouble(_ direction: Int, at wall: Double) {
    let wanted = direction > 0 ? speed * 2 : speed / 2
    setSpeed(
      min(max(wanted, Configuration.speedRange.lowerBound), Configuration.speedRange.upperBound),
      at: wall)
  }

  /// From wall time `wall` on, media time runs at `newSpeed` (no jump).
  public mutating func setSpeed(_ newSpeed: Double, at wall: Double) {
    mediaAnchor = media(at: wall)
    wallAnchor = wall
    speed = newSpeed
  }
}
