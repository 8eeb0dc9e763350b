import AnimationCore
import Gestures
import LockModel
import LockRendering
import TerminalRuntime

/// The hand's state: the mouse drag and where each gesture started.
struct HandDialing: Sendable {
  /// Turns mouse motion round the dial's centre into a pan gesture; whether a drag is under way
  /// is its `isActive`.
  var drag = DragRecognizer(center: Point2D(x: 0, y: 0))
  /// The dial's position (stops) when the drag began.
  var dragBase = 0.0
  /// The committed stop when the key gesture began.
  var keyBase = 0
}

extension AppCore {
  /// The hand-dialing mode's intents (also what composing passes on): whole turns, Enter pulls
  /// or shuts, `x` goes back to 0 for a fresh attempt, digits open the composing line.
  mutating func handIntent(_ intent: LockIntent, at moment: Moment) {
    let now = moment.media
    switch intent {
    case .wholeTurn(let sign):
      turn(to: dial.committed + sign * configuration.dial.stops, at: now)
    case .enter:
      if stage.lock.isOpen { close(at: moment) } else { pull(at: moment) }
    case .type(let character):
      type(String(character))
    case .reset:
      if stage.lock.isOpen { close(at: moment) }
      let stops = configuration.dial.stops
      let zero = Int((Double(dial.committed) / Double(stops)).rounded()) * stops
      turn(to: zero, at: now)
      dial.restartAttempt()
      judged = nil
      stage.message = nil
    case .tension:
      // Held where the terminal reports releases (its release lets go), a toggle elsewhere,
      // where a held key's repeats change nothing (DialState.tensionQuiet).
      if context.releasesAreReported {
        feel(true, at: moment)
      } else if dial.takesTensionPress(at: moment.wall) {
        feel(!dial.tension, at: moment)
      }
    default:
      break
    }
  }

  /// Pulls the shackle gently (`on`) or lets go.
  ///
  /// Rule (docs/mechanism.md §7): the cam's notches hold the dial while it is pulled; with every
  /// gate under the fence it opens as a pull does. Not an attempt: a shut lock counts no
  /// failure for it.
  mutating func feel(_ on: Bool, at moment: Moment) {
    guard let wheels = dial.wheels, !stage.lock.isOpen else { return }
    dial.tension = on
    if on && wheels.opens && dial.track.runCount > 0 {
      dial.tension = false
      pull(at: moment)
    }
  }

  /// Commits `stop` and springs the dial there.
  mutating func turn(to stop: Int, at now: Double, velocity: Double? = nil, isTry: Bool = true) {
    dial.turn(
      to: stop, at: now, velocity: velocity, instant: configuration.reduceMotion, isTry: isTry)
  }

  /// A key gesture turns the dial: one stop per step from where the gesture began.
  mutating func turnByKeys(_ event: PanEvent, at moment: Moment) {
    let now = moment.media
    if event.phase == .began { hand.keyBase = dial.committed }
    let target = hand.keyBase + Int(event.translation)
    turn(
      to: target, at: now, velocity: releaseVelocity(event, target: target, at: now),
      isTry: event.phase == .began || event.phase == .changed)
  }

  /// The velocity (stops per media second) the dial settles with when a key gesture ends: the
  /// gesture's release velocity while the dial is still at least half a stop short of its stop
  /// in the gesture's direction (a kitty release mid-hold: it runs on into the stop); `nil`
  /// (its own velocity) once it has caught up — an inferred release comes a quarter of a second
  /// after the last key, and kicking an arrived dial would only make it twitch.
  func releaseVelocity(_ event: PanEvent, target: Int, at now: Double) -> Double? {
    guard event.phase == .ended, event.velocity != 0 else { return nil }
    let short = (Double(target) - dial.position(at: now)) * (event.velocity > 0 ? 1 : -1)
    return short >= 0.5 ? event.velocity / context.speed : nil
  }

  /// The mouse: a press on the dial grabs it, a drag turns it, the release lets it go.
  ///
  /// The wheel is one stop a notch. While a plan plays the same gestures grab, scrub and release
  /// the plan as the arrow keys do (docs/seeds.md "004"): clockwise is forwards, as Right is, a
  /// notch of the wheel is a one-step tap.
  public mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at moment: Moment,
    into out: inout Effects<LockRecord>
  ) {
    guard configuration.mouse else { return }
    let (time, now) = (moment.wall, moment.media)
    switch action {
    case .wheelUp, .wheelDown:
      endDrag(at: time, into: &out)
      let stops = action == .wheelUp ? 1 : -1
      guard isPlaying else {
        turn(to: dial.committed + stops, at: now)
        return
      }
      let step = Self.planSteps(stops: Double(stops))
      for phase in [PanPhase.began, .ended] {
        let event = PanEvent(phase: phase, translation: step, velocity: 0, time: time)
        out.append(.gesture(event))
        if scrubPlan(event, at: moment) { return }
      }
    case .press:
      // A press while a drag is under way (its release was lost) ends that drag first, from
      // its own base.
      endDrag(at: time, into: &out)
      guard
        let target = layout.dialTarget(
          filled: context.options.drawsFilled, cellAspect: context.cellAspect)
      else { return }
      let dx = Double(column) + 0.5 - target.center.column
      hand.drag.aspect = context.cellAspect
      let dy = (Double(row) + 0.5 - target.center.row) * hand.drag.aspect
      guard (dx * dx + dy * dy).squareRoot() <= target.radius * 1.25 + 1 else { return }
      hand.drag.center = Point2D(x: target.center.column, y: target.center.row)
      hand.dragBase = dial.position(at: now)
      dragged(
        hand.drag.press(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time),
        into: &out)
    case .drag:
      dragged(
        hand.drag.drag(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time),
        into: &out)
    case .release:
      dragged(
        hand.drag.release(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time),
        into: &out)
    }
  }

  /// Plan scrub steps for a turn of `stops` (counter-clockwise positive): clockwise scrubs
  /// forwards, as Right does, one stop a step.
  static func planSteps(stops: Double) -> Double { -stops }

  /// Cancels a mouse drag under way (another press, or a key that changes mode): the dial
  /// settles on the stop nearest the pointer.
  mutating func endDrag(at time: Double, into out: inout Effects<LockRecord>) {
    dragged(hand.drag.cancel(at: time), into: &out)
  }

  /// Mouse gestures: while a plan plays they scrub it (in plan steps); otherwise a drag holds
  /// the dial under the pointer and its end lets it settle on the nearest stop with the
  /// pointer's velocity.
  mutating func dragged(_ events: PanEvents, into out: inout Effects<LockRecord>) {
    let dialModel = configuration.dial
    for event in events {
      out.append(.gesture(event))
      let moment = context.moment(at: event.time)
      if isPlaying {
        if scrubPlan(planEvent(event), at: moment) {
          // The plan finished under the pointer: the rest of this drag is not a hand turn.
          _ = hand.drag.cancel(at: event.time)
          return
        }
        continue
      }
      // Drag gestures measure radians round the centre; the dial turns them into stops.
      let position = hand.dragBase + dialModel.position(at: Angle(radians: event.translation))
      switch event.phase {
      case .began, .changed:
        dial.drag(to: position)
      case .ended, .cancelled:
        dial.release(
          on: dialModel.nearestStop(toPosition: position), at: moment.media,
          velocity: dialModel.position(at: Angle(radians: event.velocity)) / context.speed,
          instant: configuration.reduceMotion)
      }
    }
  }

  /// A drag as a plan scrub: radians round the dial become plan steps, and a cancelled drag
  /// lets go where it is, as a release at rest does (cancelling would send the plan back to its
  /// start).
  func planEvent(_ event: PanEvent) -> PanEvent {
    let dialModel = configuration.dial
    let cancelled = event.phase == .cancelled
    return PanEvent(
      phase: cancelled ? .ended : event.phase,
      translation: Self.planSteps(stops: dialModel.position(at: Angle(radians: event.translation))),
      velocity: cancelled
        ? 0 : Self.planSteps(stops: dialModel.position(at: Angle(radians: event.velocity))),
      time: event.time)
  }
}
