import AnimationCore

/// The lock's shackle, posed by keyframe animations.
///
/// It lifts, tilts and settles when the lock opens, shakes when a pull is refused, and lowers
/// when the lock is closed again. Built with the core's keyframe sequence, in the style of seed
/// 001 (relative start times and durations).
public struct Shackle: ~Copyable, Sendable {
  /// The shackle's pose.
  public struct Pose: Sendable, Hashable {
    /// How far it is lifted: 0 shut, 1 fully open (may overshoot while moving).
    public var lift: Double
    /// How far it has swung round its hinge (counter-clockwise positive).
    public var tilt: Angle
    /// Sideways offset while shaking, in units of the shackle's width (0 at rest).
    public var shake: Double

    /// A pose.
    public init(lift: Double, tilt: Angle, shake: Double) {
      self.lift = lift
      self.tilt = tilt
      self.shake = shake
    }

    /// The highest the opening's keyframes take it (its overshoot): the picture is sized so the
    /// shackle fits even here.
    public static let highest = Pose(lift: 1.15, tilt: .degrees(4), shake: 0)

    /// Shut and still.
    public static let shut = Pose(lift: 0, tilt: .zero, shake: 0)
    /// Lifted straight up, its free leg standing clear above its hole: the open padlock as
    /// people know it (a shackle swung round its long leg read as a hook at small sizes).
    public static let open = Pose(lift: 1, tilt: .zero, shake: 0)
  }

  /// Seconds the opening takes.
  public static let openDuration = 0.9
  /// Seconds a refusal's shake takes.
  public static let shakeDuration = 0.45
  /// Seconds closing takes.
  public static let closeDuration = 0.5

  private var layer = Layer(model: Pose.shut)

  /// A shut shackle.
  public init() {}

  /// Whether the shackle is (or is becoming) open.
  public var isOpen: Bool { layer.model.lift > 0.5 }

  /// The pose at `time`.
  public func pose(at time: Double) -> Pose {
    layer.presentation(at: time)
  }

  /// Opens at `time` over `duration` seconds: lifts with a little overshoot and a slight sway
  /// on its hinge, then settles upright.
  public mutating func open(at time: Double, duration: Double = Shackle.openDuration) {
    var sequence = KeyframeSequence<Pose>(duration: duration)
    try? sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.35) {
      $0.set(\.lift, to: Pose.highest.lift)
    }
    try? sequence.addKeyframe(relativeStart: 0.25, relativeDuration: 0.45) {
      $0.set(\.tilt, to: Pose.highest.tilt)
    }
    try? sequence.addKeyframe(relativeStart: 0.35, relativeDuration: 0.3) { $0.set(\.lift, to: 1) }
    try? sequence.addKeyframe(relativeStart: 0.7, relativeDuration: 0.3) {
      $0.set(\.tilt, to: Pose.open.tilt)
    }
    play(sequence, key: "open", at: time)
  }

  /// A refused pull at `time`, over `duration` seconds: a short, decaying shake, the shackle
  /// staying shut.
  public mutating func shake(at time: Double, duration: Double = Shackle.shakeDuration) {
    var sequence = KeyframeSequence<Pose>(duration: duration, curve: .linear)
    let offsets = [0.6, -0.5, 0.35, -0.2, 0.1, 0.0]
    for (index, offset) in offsets.enumerated() {
      let slot = 1.0 / Double(offsets.count)
      try? sequence.addKeyframe(relativeStart: Double(index) * slot, relativeDuration: slot) {
        $0.set(\.shake, to: offset)
      }
    }
    try? sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.3) { $0.set(\.lift, to: 0.12) }
    try? sequence.addKeyframe(relativeStart: 0.3, relativeDuration: 0.4) { $0.set(\.lift, to: 0) }
    play(sequence, key: "shake", at: time)
  }

  /// Closes at `time`: swings back and lowers.
  public mutating func close(at time: Double) {
    var sequence = KeyframeSequence<Pose>(duration: Self.closeDuration)
    try? sequence.addKeyframe(relativeStart: 0, relativeDuration: 0.5) { $0.set(\.tilt, to: .zero) }
    try? sequence.addKeyframe(relativeStart: 0.3, relativeDuration: 0.7) { $0.set(\.lift, to: 0) }
    play(sequence, key: "close", at: time)
  }

  /// Whether anything is still moving at `time`.
  public func isAnimating(at time: Double) -> Bool {
    pose(at: time) != layer.model
  }

  private mutating func play(_ sequence: KeyframeSequence<Pose>, key: String, at time: Double) {
    let from = layer.presentation(at: time)
    layer.removeAllAnimations()
    _ = layer.advance(to: time)
    layer.model = sequence.finalModel(from: from)
    if let group = try? sequence.animation(from: from, beginTime: layer.localTime(at: time)) {
      layer.add(group, forKey: key)
    }
  }
}
