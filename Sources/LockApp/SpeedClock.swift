/// Maps wall time to the media time animations run on, so that the global speed (`[`, `]`,
/// `--speed`) slows or speeds every animation without a jump.
///
/// Rule: media time = media at the last change + (wall − wall at the last change) × speed.
struct SpeedClock: Sendable {
  private(set) var speed: Double
  private var wallAnchor = 0.0
  private var mediaAnchor = 0.0

  init(speed: Double) {
    self.speed = speed
  }

  func media(at wall: Double) -> Double {
    mediaAnchor + (wall - wallAnchor) * speed
  }

  /// Wall time at which media time reaches `media` (the current speed assumed).
  func wall(atMedia media: Double) -> Double {
    wallAnchor + (media - mediaAnchor) / speed
  }

  mutating func setSpeed(_ newSpeed: Double, at wall: Double) {
    mediaAnchor = media(at: wall)
    wallAnchor = wall
    speed = newSpeed
  }
}
