import AnimationCore

/// Maps wall time to the media time animations run on, so that the global speed (`[`, `]`,
/// `--speed`) slows or speeds every animation without a jump.
///
/// Rule (docs/timing-semantics.md §1): the clock is a time node whose begin time is the wall time
/// of the last change and whose offset is the media time then, so media time = media at the last
/// change + (wall − wall at the last change) × speed, through the core's one mapping.
struct SpeedClock: Sendable {
  private(set) var speed: Double
  private var wallAnchor = 0.0
  private var mediaAnchor = 0.0

  init(speed: Double) {
    self.speed = speed
  }

  func media(at wall: Double) -> Double {
    MediaTiming.localTime(
      ofParent: wall, beginTime: wallAnchor, speed: speed, timeOffset: mediaAnchor)
  }

  /// Wall time at which media time reaches `media` (the current speed assumed).
  func wall(atMedia media: Double) -> Double {
    MediaTiming.parentTime(
      ofLocal: media, beginTime: wallAnchor, speed: speed, timeOffset: mediaAnchor) ?? wallAnchor
  }

  mutating func setSpeed(_ newSpeed: Double, at wall: Double) {
    mediaAnchor = media(at: wall)
    wallAnchor = wall
    speed = newSpeed
  }
}
