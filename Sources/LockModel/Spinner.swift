import AnimationCore

/// The progress ring of docs/seeds.md "002": a half stroke spinning forever, which fills to a whole
/// stroke when stopped, then stops spinning while the centre glyph cross-fades, then reports
/// completion once.
///
/// The stroke runs clockwise from the ring's rotation (the seed's path); the rotation is an
/// angle in the one sign convention (counter-clockwise positive), and spinning clockwise makes
/// it fall. The lock's ring and the gallery's spinner demo are both this ring.
///
/// Phases: idle → busy (strokeStart 0, strokeEnd the busy stroke, rotating at one turn per
/// second, cumulative, from a configurable start angle in a configurable direction) → completing
/// (on ``stop(at:)``: strokeEnd animates to 1 over 1 s while still rotating) → done (the rotation
/// is removed where it stands; the centre glyph cross-fades from the busy glyph to the done glyph
/// over the fade duration) → a ``SpinnerEvent/completed(at:)`` reported exactly once by
/// ``advance(to:)``. `stop` while completing is ignored (the seed's lock against a double stop);
/// `stop` from idle runs the completing phase from an empty stroke (0 → 1); `start` after done
/// restarts. Completion rides on layer transactions, as the seed's CATransaction does.
public struct Spinner: ~Copyable, Sendable {
  /// The ring's animated values.
  public struct Model: Sendable, Hashable {
    /// The ring's rotation (unwrapped).
    public var rotation: Angle
    /// The visible stroke.
    public var stroke: StrokeRange
    /// The centre glyph's cross-fade: 0 shows the busy glyph, 1 the done glyph.
    public var glyphMix: Double

    /// The stroke's ends as angles (counter-clockwise positive): it runs clockwise from the
    /// rotation (the seed's path), from strokeStart to strokeEnd of the circle.
    public var strokeAngles: (start: Angle, end: Angle) {
      (
        rotation - Angle.fullTurn.scaled(by: min(max(stroke.start, 0), 1)),
        rotation - Angle.fullTurn.scaled(by: min(max(stroke.end, 0), 1))
      )
    }
  }

  /// The ring's settings.
  public struct Configuration: Sendable, Hashable {
    /// Where the stroke starts (counter-clockwise from 3 o'clock: 90° is 12 o'clock).
    public var startAngle = Angle.degrees(90)
    /// The stroke while busy, as a fraction of the circle (the seed's half).
    public var busyStroke = 0.5
    /// Which way it spins.
    public var direction = Direction.clockwise
    /// Seconds per turn while busy.
    public var turnDuration = 1.0
    /// Seconds the stroke takes to fill when stopped.
    public var fillDuration = 1.0
    /// Seconds the centre glyph takes to cross-fade.
    public var fadeDuration = 0.4

    /// The values of docs/seeds.md "002".
    public init() {}
  }

  /// Where the ring is in its life.
  public enum Phase: String, Sendable, Hashable {
    /// Not spinning; nothing drawn but an empty ring.
    case idle
    /// Spinning a half stroke.
    case busy
    /// Filling the stroke while still spinning.
    case completing
    /// Filled and still; the glyph fades to done.
    case done
    /// Emptying without a verdict of done (a refused plan): the stroke shrinks away.
    case leaving
  }

  /// The settings in use.
  public let configuration: Configuration
  /// The current phase.
  public private(set) var phase = Phase.idle
  private var layer: Layer<Model>
  private var fillTransaction: TransactionID?
  private var fade: TransactionID?

  /// An idle ring.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    layer = Layer(
      model: Model(
        rotation: configuration.startAngle, stroke: StrokeRange(start: 0, end: 0), glyphMix: 0))
  }

  /// The ring's values at `time`.
  public func presentation(at time: Double) -> Model {
    layer.presentation(at: time)
  }

  /// The ring at `time` of a life on its own clock: started at 0, stopped at `stop` (when given
  /// and reached).
  ///
  /// A pure function of its arguments, so a timeline can scrub it.
  public static func played(
    _ configuration: Configuration, stoppedAt stop: Double?, at time: Double
  ) -> Spinner {
    var ring = Spinner(configuration: configuration)
    ring.start(at: 0)
    if let stop, time >= stop {
      _ = ring.advance(to: stop)
      ring.stop(at: stop)
    }
    _ = ring.advance(to: time)
    return ring
  }

  /// Whether the ring moves at `time`: spinning, filling, or fading its glyph.
  public func isAnimating(at time: Double) -> Bool {
    switch phase {
    case .idle: return false
    case .busy, .completing: return true
    case .done: return layer.presentation(at: time).glyphMix < 1
    case .leaving: return layer.isAnimating(at: time)
    }
  }

  /// Starts spinning a half stroke at `time`, from idle, done or leaving; ignored while busy or
  /// completing.
  public mutating func start(at time: Double) {
    guard phase == .idle || phase == .done || phase == .leaving else { return }
    layer.removeAllAnimations()
    _ = layer.advance(to: time)
    fillTransaction = nil
    fade = nil
    layer.model.stroke = StrokeRange(start: 0, end: configuration.busyStroke)
    layer.model.glyphMix = 0
    spin(at: time)
    phase = .busy
  }

  private mutating func spin(at time: Double) {
    let from = layer.presentation(at: time).rotation
    let turn = Angle.fullTurn.scaled(by: Double(configuration.direction.sign))
    if let spin = try? BasicAnimation<Angle>(
      from: from, to: from + turn,
      timing: MediaTiming(
        beginTime: layer.localTime(at: time), duration: configuration.turnDuration,
        repeatCount: .infinity),
      isCumulative: true)
    {
      layer.add(spin.on(\.rotation), forKey: "rotation")
    }
  }

  /// Stops at `time`: the stroke fills (from half while busy, from empty when idle); ignored while
  /// completing or done.
  public mutating func stop(at time: Double) {
    guard phase == .busy || phase == .idle else { return }
    fillTransaction = layer.beginTransaction()
    fill(at: time, duration: configuration.fillDuration)
    layer.commitTransaction()
  }

  /// The completing step on a caller's clock (a sequencer's).
  ///
  /// At `time` the stroke starts to fill over `duration` (from half while busy, from empty when
  /// idle) while the ring keeps spinning; no transaction is opened, so nothing follows by itself
  /// (``finish(at:fadeDuration:)`` is the next step). Ignored unless busy or idle.
  public mutating func fill(at time: Double, duration: Double) {
    guard phase == .busy || phase == .idle else { return }
    let from = phase == .busy ? configuration.busyStroke : 0
    if let filling = try? BasicAnimation<StrokeRange>(
      from: StrokeRange(start: 0, end: from), to: StrokeRange(start: 0, end: 1),
      timing: MediaTiming(beginTime: layer.localTime(at: time), duration: duration))
    {
      layer.add(filling.on(\.stroke), forKey: "strokeEnd")
    }
    layer.model.stroke = StrokeRange(start: 0, end: 1)
    phase = .completing
  }

  /// The done step on a caller's clock.
  ///
  /// At `time` the ring stops where it stands and the centre glyph cross-fades to done over
  /// `fadeDuration`. Ignored unless completing.
  public mutating func finish(at time: Double, fadeDuration: Double) {
    guard phase == .completing else { return }
    layer.model.rotation = layer.presentation(at: time).rotation
    layer.removeAnimation(forKey: "rotation")
    if let fading = try? BasicAnimation<Double>(
      from: 0, to: 1,
      timing: MediaTiming(beginTime: layer.localTime(at: time), duration: fadeDuration))
    {
      layer.add(fading.on(\.glyphMix), forKey: "glyphFade")
    }
    layer.model.glyphMix = 1
    phase = .done
  }

  /// A refused plan's ring leaves.
  ///
  /// At `time` it stops where it stands and its stroke shrinks to nothing over `duration`.
  /// Ignored when idle.
  public mutating func leave(at time: Double, duration: Double) {
    guard phase != .idle else { return }
    let now = layer.presentation(at: time)
    layer.removeAllAnimations()
    layer.model.rotation = now.rotation
    layer.model.glyphMix = 0
    let empty = StrokeRange(start: now.stroke.end, end: now.stroke.end)
    if let shrinking = try? BasicAnimation<StrokeRange>(
      from: now.stroke, to: empty,
      timing: MediaTiming(beginTime: layer.localTime(at: time), duration: duration))
    {
      layer.add(shrinking.on(\.stroke), forKey: "strokeStart")
    }
    layer.model.stroke = empty
    phase = .leaving
  }

  /// Moves the ring to `time` and returns what happened since the previous step, each at most
  /// once: the fill ending (spinning stops, the glyph fade starts) and the completion.
  public mutating func advance(to time: Double) -> [SpinnerEvent] {
    var events: [SpinnerEvent] = []
    for event in layer.advance(to: time) {
      guard case .transactionDidComplete(let id, let at) = event else { continue }
      if id == fillTransaction {
        fillTransaction = nil
        finishFill(at: at)
        events.append(.filled(at: at))
        // The fade may already be over too.
        for later in layer.advance(to: time) {
          if case .transactionDidComplete(let fadeID, let fadeAt) = later, fadeID == fade {
            fade = nil
            events.append(.completed(at: fadeAt))
          }
        }
      } else if id == fade {
        fade = nil
        events.append(.completed(at: at))
      }
    }
    return events
  }

  /// At the fill's end: the done step, its fade in a transaction whose completion is reported.
  private mutating func finishFill(at time: Double) {
    fade = layer.beginTransaction()
    finish(at: time, fadeDuration: configuration.fadeDuration)
    layer.commitTransaction()
  }
}

/// Something the spinner did.
public enum SpinnerEvent: Sendable, Hashable {
  /// The stroke is full; spinning stopped and the glyph fade began.
  case filled(at: Double)
  /// The glyph fade ended: the spinner's completion, reported once.
  case completed(at: Double)
}
