/// A transition between a layer's old and new content (`CATransition`).
///
/// Rules (docs/timing-semantics.md §6): the transition's progress runs from `startProgress` to
/// `endProgress` as its timing's curved progress runs from 0 to 1 (Core Animation's default
/// curve for a transition is linear; its default duration 0.25 s). At progress p:
/// - `fade`: the old content's opacity is 1 − p, the new content's p; nothing moves.
/// - `push`: the new content slides in from the subtype's side while the old slides out the
///   other way, both opaque: new offset (1 − p)·d, old offset −p·d.
/// - `moveIn`: the new content slides in over the old, which stays: new offset (1 − p)·d.
/// - `reveal`: the old content slides away uncovering the new, which stays: old offset −p·d.
/// d is one extent of the layer towards the side the new content comes from (`fromRight`:
/// (1, 0); `fromLeft`: (−1, 0); `fromTop`: (0, −1); `fromBottom`: (0, 1); rows grow
/// downwards). Before it begins and after it ends, the timing's fill mode decides whether the
/// transition shows its start or end frame; outside it, it has no effect (`frame(at:)` is nil).
public struct Transition: Sendable, Hashable {
  /// How the new content replaces the old (`CATransitionType`).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A cross-fade.
    case fade
    /// The new content pushes the old out.
    case push
    /// The new content moves in over the old.
    case moveIn
    /// The old content moves away to reveal the new.
    case reveal
  }

  /// The side the new content comes from (`CATransitionSubtype`; unused by `fade`).
  public enum Side: String, Sendable, Hashable, CaseIterable {
    /// From the right edge.
    case fromRight
    /// From the left edge.
    case fromLeft
    /// From the top edge.
    case fromTop
    /// From the bottom edge.
    case fromBottom

    /// One layer extent towards this side, in layer extents (rows grow downwards).
    public var direction: Vector2D {
      switch self {
      case .fromRight: return Vector2D(dx: 1, dy: 0)
      case .fromLeft: return Vector2D(dx: -1, dy: 0)
      case .fromTop: return Vector2D(dx: 0, dy: -1)
      case .fromBottom: return Vector2D(dx: 0, dy: 1)
      }
    }
  }

  /// The kind of transition.
  public var type: Kind
  /// The side for the moving kinds.
  public var subtype: Side
  /// The progress the transition starts at (0…1).
  public let startProgress: Double
  /// The progress the transition ends at (0…1, not below `startProgress`).
  public let endProgress: Double
  /// When and how long it runs.
  public var timing: MediaTiming
  /// The curve shaping its progress (linear unless given).
  public var curve: TimingCurve

  /// Creates a transition, refusing progress bounds outside 0…1 or in the wrong order.
  ///
  /// Rule (§6): 0 ≤ startProgress ≤ endProgress ≤ 1, as `CATransition` requires.
  public init(
    type: Kind = .fade, subtype: Side = .fromLeft, startProgress: Double = 0,
    endProgress: Double = 1, timing: MediaTiming = MediaTiming(), curve: TimingCurve = .linear
  ) throws(ParameterError) {
    guard startProgress.isFinite, (0...1).contains(startProgress) else {
      throw ParameterError(
        owner: "Transition", field: "startProgress", value: startProgress, rule: "a number in 0…1")
    }
    guard endProgress.isFinite, (startProgress...1).contains(endProgress) else {
      throw ParameterError(
        owner: "Transition", field: "endProgress", value: endProgress,
        rule: "a number in startProgress…1 (here \(startProgress)…1)")
    }
    self.type = type
    self.subtype = subtype
    self.startProgress = startProgress
    self.endProgress = endProgress
    self.timing = try timing.validated()
    self.curve = curve
  }

  /// The transition's progress at `time`, or `nil` when it has no effect then.
  ///
  /// Rule (§6): startProgress + (endProgress − startProgress) · curve(timing progress).
  public func progress(at time: Double) -> Double? {
    guard let sample = timing.sample(at: time) else { return nil }
    return startProgress + (endProgress - startProgress) * curve.value(at: sample.progress)
  }

  /// How the old and new content look at `time`, or `nil` when the transition has no effect.
  public func frame(at time: Double) -> TransitionFrame? {
    progress(at: time).map { Self.frame(type: type, subtype: subtype, progress: $0) }
  }

  /// How the old and new content look at progress `p` (the table in the type's rules).
  public static func frame(type: Kind, subtype: Side, progress p: Double) -> TransitionFrame {
    let d = subtype.direction
    switch type {
    case .fade:
      return TransitionFrame(
        outgoing: .init(opacity: 1 - p, offset: .zero), incoming: .init(opacity: p, offset: .zero),
        incomingOnTop: true)
    case .push:
      return TransitionFrame(
        outgoing: .init(opacity: 1, offset: d.scaled(by: -p)),
        incoming: .init(opacity: 1, offset: d.scaled(by: 1 - p)), incomingOnTop: true)
    case .moveIn:
      return TransitionFrame(
        outgoing: .init(opacity: 1, offset: .zero),
        incoming: .init(opacity: 1, offset: d.scaled(by: 1 - p)), incomingOnTop: true)
    case .reveal:
      return TransitionFrame(
        outgoing: .init(opacity: 1, offset: d.scaled(by: -p)),
        incoming: .init(opacity: 1, offset: .zero), incomingOnTop: false)
    }
  }
}

/// The old and new content of a ``Transition`` at one moment.
public struct TransitionFrame: Sendable, Hashable {
  /// How one of the two contents looks.
  public struct Appearance: Sendable, Hashable {
    /// Opacity, 0…1.
    public var opacity: Double
    /// Displacement in layer extents (1 = one whole width or height), rows growing downwards.
    public var offset: Vector2D

    /// An appearance.
    public init(opacity: Double, offset: Vector2D) {
      self.opacity = opacity
      self.offset = offset
    }
  }

  /// The content being replaced.
  public var outgoing: Appearance
  /// The content replacing it.
  public var incoming: Appearance
  /// Whether the new content is drawn over the old (false only for `reveal`).
  public var incomingOnTop: Bool
}
