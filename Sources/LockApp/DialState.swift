import AnimationCore
import LockModel

/// The dial's one owner: where it is (a layer's presentation), where it is going (the layer's
/// model angle) and what has been committed (the attempt's stops, which the lock judges).
///
/// Rules (docs/terminal.md "Input"):
/// - Every motion is an animation on the dial layer. Hand turns and the settle after a key or a
///   drag are ``SpringAnimation``s; a turn while springs still move is an additive spring from
///   (old − new target) to zero, so position and velocity stay continuous (UIKit's retargeting).
///   A settle that brings its own velocity (a release) replaces the springs with one carrying
///   that velocity. At most ``mostSprings`` move at once: one more folds them into a single
///   spring from where the dial is, with its velocity, so per-key cost stays bounded.
/// - - A plan is the docs/seeds.md "000" `AnimationGroup` on the layer; the layer's clock is then
///   held (speed 0) at the plan time the animator gives it, Core Animation's way to scrub.
/// - Stops are committed here and only here; stop ↔ angle arithmetic goes through ``Dial``.
struct DialState: ~Copyable, Sendable {
  /// What the dial layer animates.
  struct Model: Sendable, Equatable {
    /// The unwrapped dial angle.
    var angle: Angle
  }

  /// The spring every hand motion settles with: a little overshoot, about a fifth of a second.
  static let settle = (dampingRatio: 0.72, response: 0.2)
  /// The most springs that move the dial at once: a held key adds one every 33 ms and each
  /// settles in about 0.3 s, so about nine would stack; folding at four keeps the dial layer's
  /// presentation near 1 µs (≤ 2 µs) and the motion is the same to the eye.
  static let mostSprings = 4
  /// The layer key of a playing plan's group.
  static let planKey = "plan"

  let dial: Dial
  private(set) var layer: Layer<Model>
  /// The committed stops of the current attempt.
  private(set) var track: StopTrack
  /// The lock's inside, turned by every committed stop and every position the pointer holds
  /// (docs/mechanism.md §5); `nil` for a lock that is a rule.
  private(set) var wheels: WheelPack?
  /// Whether the shackle is pulled gently.
  ///
  /// Rule (docs/mechanism.md §7): the cam's notches hold the dial. Only a lock with wheels
  /// takes it.
  var tension = false {
    didSet { if wheels == nil { tension = false } }
  }
  /// Until when (wall seconds) a press of the tension key is its own repeat, in a terminal that
  /// reports no releases.
  private var tensionQuietUntil = -Double.infinity
  /// How long after a toggle presses are taken as the held key repeating (an X server's first
  /// repeat comes 250–660 ms after the press).
  static let tensionQuiet = 0.7
  /// How long after each repeat the next press is one too (repeats come every 25–50 ms).
  static let keyRepeat = 0.12

  /// Whether a press of the tension key at `time` is a new tap that toggles, not the key held
  /// down repeating; either way the quiet time moves on.
  mutating func takesTensionPress(at time: Double) -> Bool {
    guard time >= tensionQuietUntil else {
      tensionQuietUntil = max(tensionQuietUntil, time + Self.keyRepeat)
      return false
    }
    tensionQuietUntil = time + Self.tensionQuiet
    return true
  }
  /// How many turns a notch has stopped under tension, and the last one's centre (what the
  /// trace reports).
  private(set) var sticks = (count: 0, last: 0.0)
  /// Springs added since the layer last held none (their keys are unique).
  private var springCount = 0

  /// A dial resting on the unwrapped stop `position`.
  init(dial: Dial, position: Int, wheels: WheelPack? = nil) {
    self.dial = dial
    layer = Layer(model: Model(angle: dial.angle(ofPosition: position)))
    track = StopTrack(start: position)
    self.wheels = wheels
  }

  /// The stop the dial rests on or is going to: the last one committed.
  var committed: Int { track.current }

  /// The dial's angle at media time `now`.
  func angle(at now: Double) -> Angle {
    layer.presentation(at: now).angle
  }

  /// The angle a playing plan shows at plan time `planTime` (the layer held there).
  func angle(atPlanTime planTime: Double) -> Angle {
    layer.presentation(atLocalTime: planTime).angle
  }

  /// The dial's position in stops at media time `now`.
  func position(at now: Double) -> Double {
    dial.position(at: angle(at: now))
  }

  /// Whether the dial moves by itself at `now` (a spring).
  ///
  /// A dial held by the pointer moves only when the pointer does, so it needs no frames of its
  /// own.
  func isMoving(at now: Double) -> Bool {
    layer.isAnimating(at: now)
  }

  /// The dial's velocity in stops per media second at `now`: the sum of its springs'.
  func velocity(at now: Double) -> Double {
    let local = layer.localTime(at: now)
    var radians = 0.0
    for key in layer.animationKeys {
      guard
        let spring = layer.animation(forKey: key)
          as? PropertyAnimation<Model, SpringAnimation<Angle>>
      else { continue }
      radians += spring.animation.velocity(at: local, model: layer.model.angle).radians
    }
    return dial.position(at: Angle(radians: radians))
  }

  /// Lets media time pass: springs that have settled are removed.
  mutating func advance(to now: Double) {
    _ = layer.advance(to: now)
  }

  // MARK: - Hand turns

  /// Commits `stop` and springs the dial there (with `velocity`, in stops per media second,
  /// when given); with `instant` it is there at once.
  ///
  /// `isTry` false: the end of a key gesture asking again for its stop, which a notch holding
  /// the dial does not count as a new stop.
  mutating func turn(
    to stop: Int, at now: Double, velocity: Double? = nil, instant: Bool, isTry: Bool = true
  ) {
    let stop = held(toward: stop, isTry: isTry)
    track.commit(stop)
    wheels?.turn(to: Double(stop))
    settle(on: stop, at: now, velocity: velocity, instant: instant)
  }

  /// Holds the dial at `position` (stops) under the mouse pointer, committing the nearest stop.
  mutating func drag(to position: Double) {
    let position = held(toward: position)
    removeSprings()
    layer.model.angle = dial.angle(ofPosition: position)
    track.commit(dial.nearestStop(toPosition: position))
    wheels?.turn(to: position)
  }

  /// Where a turn toward `stop` ends: there, or under tension the whole stop the notch it
  /// meets holds the dial on (its far edge, or its centre when the edge is between numbers).
  ///
  /// Rule (docs/mechanism.md §7): the settle's spring carries the dial on toward the edge and
  /// back, the resistance the hand feels.
  private mutating func held(toward stop: Int, isTry: Bool) -> Int {
    guard tension, let wheels else { return stop }
    let limit = wheels.tensionLimit(from: Double(track.current), toward: Double(stop))
    guard let centre = limit.stick else { return stop }
    if isTry { sticks = (sticks.count + 1, centre) }
    let edge = limit.position
    return Int(edge == edge.rounded() ? edge : edge + (edge < Double(track.current) ? 0.5 : -0.5))
  }

  /// Where a drag toward `position` ends: there, or under tension just inside the notch's far
  /// edge (so that the number under the index is the notch's, not its neighbour's).
  private mutating func held(toward position: Double) -> Double {
    guard tension, let wheels else { return position }
    let limit = wheels.tensionLimit(from: wheels.dial, toward: position)
    guard let centre = limit.stick else { return position }
    let inside = limit.position + (position > limit.position ? -1e-3 : 1e-3)
    if sticks.last != centre || abs(wheels.dial - inside) > 1e-9 {
      sticks = (sticks.count + 1, centre)
    }
    return inside
  }

  /// Lets go of the dial (a drag's end, a stopped plan): it settles on `stop` with `velocity`.
  mutating func release(on stop: Int, at now: Double, velocity: Double, instant: Bool) {
    turn(to: stop, at: now, velocity: velocity, instant: instant, isTry: false)
  }

  /// Starts a fresh attempt from the committed stop.
  mutating func restartAttempt() {
    track = StopTrack(start: track.current)
    wheels?.startAttempt()
  }

  /// Springs the model to `stop` (the rule in the type's comment).
  private mutating func settle(on stop: Int, at now: Double, velocity given: Double?, instant: Bool)
  {
    let target = dial.angle(ofPosition: stop)
    if instant {
      removeSprings()
      layer.model.angle = target
      return
    }
    if given != nil || layer.animationCount >= Self.mostSprings {
      let here = angle(at: now)
      let velocity = given ?? self.velocity(at: now)
      removeSprings()
      layer.model.angle = target
      add(from: here - target, stopsPerSecond: velocity, at: now)
      return
    }
    let old = layer.model.angle
    layer.model.angle = target
    guard old != target else { return }
    add(from: old - target, stopsPerSecond: 0, at: now)
  }

  /// Adds an additive spring from `offset` to zero, moving at `stopsPerSecond` at its start.
  private mutating func add(from offset: Angle, stopsPerSecond: Double, at now: Double) {
    let speed = dial.angle(ofPosition: stopsPerSecond).radians
    guard abs(offset.radians) > 1e-12 || abs(speed) > 1e-12 else { return }
    // The spring's progress velocity is in whole distances per second toward zero: the offset
    // shrinks at −offset·p′, so p′(0) = −speed / offset.
    let relative = abs(offset.radians) > 1e-9 ? -speed / offset.radians : 0
    let spring =
      (try? Spring(
        dampingRatio: Self.settle.dampingRatio, response: Self.settle.response,
        initialVelocity: min(max(relative, -1e4), 1e4)))
      ?? (try? Spring(dampingRatio: 1, response: Self.settle.response))
    guard let spring,
      var animation = try? SpringAnimation<Angle>(
        from: offset, to: .zero, spring: spring, isAdditive: true)
    else { return }
    animation.timing.beginTime = layer.localTime(at: now)
    springCount += 1
    layer.add(animation.on(\.angle), forKey: "spring \(springCount)")
  }

  private mutating func removeSprings() {
    for key in layer.animationKeys where key != Self.planKey { layer.removeAnimation(forKey: key) }
    springCount = 0
  }

  // MARK: - Plans

  /// Plays `plan` (which starts from the committed stop): its group goes on the layer, whose
  /// clock is held at plan time 0; the model is the plan's final angle (docs/seeds.md "000").
  mutating func play(_ plan: DialingPlan) {
    removeSprings()
    var group = plan.animation(on: \Model.angle)
    group.isRemovedOnCompletion = false
    group.timing.fillMode = .both
    layer.model.angle = plan.finalAngle
    layer.add(group, forKey: Self.planKey)
    layer.speed = 0
    layer.timeOffset = 0
  }

  /// Holds the playing plan at `planTime` (fractionComplete × duration).
  mutating func scrub(toPlanTime planTime: Double) {
    layer.timeOffset = planTime
  }

  /// Ends a plan: its group leaves the layer, whose clock runs on media time again, and the
  /// attempt goes on from `track`: the plan's committed stops where it ended (all of them at its
  /// end, those up to the stop it was stopped on part way, none back at its start).
  mutating func endPlan(with track: StopTrack) {
    layer.removeAnimation(forKey: Self.planKey)
    layer.speed = 1
    layer.beginTime = 0
    layer.timeOffset = 0
    wheels = wheels?.following(track)  // the plan's path: each of its runs to its end, in order
    self.track = track
    layer.model.angle = dial.angle(ofPosition: track.current)
  }
}
