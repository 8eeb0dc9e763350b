import AnimationCore

/// The turns that dial a combination, and the animation group that plays them (docs/seeds.md "000",
/// exactly).
///
/// Rules: the angle of a move is 2π/N × steps, signed by the convention (counter-clockwise
/// positive); each turn animates the unwrapped angle from where the previous turn ended
/// (value-function semantics, never matrix interpolation); begin times accumulate, with `delay`
/// between turns but none before the first; a turn lasts |angle| × `secondsPerRadian`; every turn
/// fills forwards; the group lasts the accumulated time, delays included; the model angle is set
/// to the final angle. Moves of 0 steps are dropped (no turn of 0 exists).
public struct DialingPlan: Sendable, Hashable {
  /// The pacing of a plan (docs/seeds.md "000": 0.3 s between turns and 0.7 s per radian).
  public struct Pacing: Sendable, Hashable {
    /// Seconds between turns.
    public let delay: Double
    /// Seconds per radian turned.
    public let secondsPerRadian: Double

    /// The seconds per radian a plan may take: a thousandth of a second (a plan of six whole
    /// turns in under 0.04 s) up to a day.
    public static let secondsPerRadianRange = 0.001...LockConfigurationError.longestTime

    /// Creates a pacing; `delay` must be in 0…a day, `secondsPerRadian` in
    /// ``secondsPerRadianRange``.
    public init(delay: Double = 0.3, secondsPerRadian: Double = 0.7) throws(LockConfigurationError)
    {
      guard LockConfigurationError.allows(delay) else {
        throw .invalidTime(name: "turn delay", value: delay)
      }
      guard Self.secondsPerRadianRange.contains(secondsPerRadian) else {
        throw .invalidTime(
          name: "seconds per radian", value: secondsPerRadian,
          allowed: Self.secondsPerRadianRange)
      }
      self.delay = delay
      self.secondsPerRadian = secondsPerRadian
    }

    /// The pacing of docs/seeds.md "000".
    public static let seed = Pacing(uncheckedDelay: 0.3, secondsPerRadian: 0.7)

    private init(uncheckedDelay delay: Double, secondsPerRadian: Double) {
      self.delay = delay
      self.secondsPerRadian = secondsPerRadian
    }
  }

  /// One turn of the plan.
  public struct Turn: Sendable, Hashable {
    /// Signed steps, positive counter-clockwise.
    public let steps: Int
    /// The direction turned.
    public let direction: Direction
    /// The number under the pointer when the turn ends.
    public let target: Int
    /// The signed angle turned, 2π/N × steps.
    public let angle: Angle
    /// The unwrapped dial angle when the turn starts.
    public let fromAngle: Angle
    /// When the turn starts, in plan time.
    public let begin: Double
    /// How long the turn takes.
    public let duration: Double

    /// When the turn ends, in plan time.
    public var end: Double { begin + duration }
    /// The unwrapped dial angle when the turn ends.
    public var toAngle: Angle { fromAngle + angle }
  }

  /// The dial the plan is for.
  public let dial: Dial
  /// The unwrapped stop position the plan starts from.
  public let startPosition: Int
  /// The turns, in order.
  public let turns: [Turn]
  /// The plan's total length, delays included.
  public let duration: Double
  /// The pacing used.
  public let pacing: Pacing

  /// A plan for signed `moves` from an unwrapped `startPosition`.
  public init(moves: [Int], dial: Dial, startPosition: Int = 0, pacing: Pacing = .seed) {
    self.dial = dial
    self.startPosition = startPosition
    self.pacing = pacing
    var turns: [Turn] = []
    var angle = dial.angle(ofPosition: startPosition)
    var position = startPosition
    var time = 0.0
    for steps in moves {
      guard let direction = Direction(steps: steps) else { continue }
      let turned = dial.anglePerStop.scaled(by: Double(steps))
      let begin = time + (turns.isEmpty ? 0 : pacing.delay)
      let duration = abs(turned.radians) * pacing.secondsPerRadian
      position += steps
      turns.append(
        Turn(
          steps: steps, direction: direction, target: dial.wrap(position), angle: turned,
          fromAngle: angle, begin: begin, duration: duration))
      angle = angle + turned
      time = begin + duration
    }
    self.turns = turns
    self.duration = time
  }

  /// The plan that dials `combination` by `protocol` from the unwrapped `startPosition` (planned
  /// from the number under the pointer there).
  public init(
    combination: Combination, protocol lockProtocol: LockProtocol, dial: Dial,
    startPosition: Int = 0, stopNumber: Int = 0, pacing: Pacing = .seed
  ) {
    let moves = lockProtocol.moves(
      for: combination, from: dial.wrap(startPosition), dial: dial, stop: stopNumber)
    self.init(moves: moves, dial: dial, startPosition: startPosition, pacing: pacing)
  }

  /// The signed moves, one per turn.
  public var moves: [Int] { turns.map(\.steps) }

  /// The dial angle at the start.
  public var startAngle: Angle { dial.angle(ofPosition: startPosition) }

  /// The dial angle at the end: the model value to set when playing the plan.
  public var finalAngle: Angle { turns.last?.toAngle ?? startAngle }

  /// The committed stops of the whole plan: where it starts and where each turn ends, the
  /// track a lock judges when the plan completes at its end (``track(at:angle:)`` at the end).
  public var finalTrack: StopTrack { track(at: duration, angle: finalAngle) }

  /// The committed stops of the plan at plan time `time`, when the dial shows `angle` there.
  ///
  /// Every turn finished to its end, and the turn under way to the stop nearest `angle`. At the
  /// plan's end this is ``track``; it is what the trail shows while the plan plays, and what a
  /// plan stopped part way leaves for the attempt.
  public func track(at time: Double, angle: Angle) -> StopTrack {
    var track = StopTrack(start: startPosition)
    for turn in turns where turn.begin <= time {
      track.commit(dial.stopPosition(at: time >= turn.end ? turn.toAngle : angle))
    }
    return track
  }

  /// The plan as a group of rotation animations on the angle at `keyPath`, beginning at
  /// `beginTime` (0: when added to a layer).
  public func animation<Model>(
    on keyPath: WritableKeyPath<Model, Angle> & Sendable, beginTime: Double = 0
  ) -> AnimationGroup<Model> {
    var children: [any LayerAnimation<Model>] = []
    for turn in turns {
      let timing = MediaTiming(beginTime: turn.begin, duration: turn.duration, fillMode: .forwards)
      if let rotation = try? BasicAnimation<Angle>(
        from: turn.fromAngle, to: turn.toAngle, timing: timing)
      {
        children.append(rotation.on(keyPath))
      }
    }
    return AnimationGroup(children, timing: MediaTiming(beginTime: beginTime, duration: duration))
  }

  /// The index of the turn playing or last played at `time` (`nil` before the first starts).
  public func turnIndex(at time: Double) -> Int? {
    turns.lastIndex { $0.begin <= time }
  }
}
