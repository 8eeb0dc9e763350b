import AnimationCore
import Gestures
import LockModel
import LockRendering

/// The whole interactive program without a terminal: state, the keys and modes, folded from
/// timestamped events, and the scene to draw at any time (Elm-style: events in, scenes out).
///
/// Modes: hand dialing (arrow keys and mouse turn the dial as pan gestures; Enter pulls), typing
/// a combination (digits, separators, Backspace, paste; Enter plays it), and auto-dial (a
/// dialing plan played through a property animator that can be paused, scrubbed, reversed and
/// stopped). Times passed in are wall seconds since the start; animations run on media time,
/// which the global speed scales. The secret never leaves the lock.
public struct AppCore: ~Copyable, Sendable {
  /// The settings.
  public let configuration: Configuration
  /// Terminal columns.
  public private(set) var width: Int
  /// Terminal rows.
  public private(set) var height: Int
  /// Whether `q` was pressed.
  public private(set) var quitRequested = false
  /// The combination being typed.
  public private(set) var composing: String?
  /// A one-line message (a refused combination, a refused pull).
  public private(set) var message: String?
  /// Whether the timeline panel is shown.
  public private(set) var showsTimeline = true
  /// Whether the help overlay is shown.
  public private(set) var showsHelp = false

  var clock: SpeedClock
  var lock: Lock
  var dial: DialMotion
  var player = PlanPlayer()
  var keys = KeyPanRecognizer()
  var drag = DragRecognizer(center: Point2D(x: 0, y: 0))
  var dragging = false
  var dragBase = 0.0
  var handBase = 0
  var spinner = Spinner()
  var shackle = Shackle()
  /// The runs of the attempt last judged (a pull), shown until the next attempt starts.
  var judged: (runs: [StopTrack.Run], count: Int)?
  var lastTime = 0.0

  /// The app at rest at time 0: the dial on 0, the lock shut.
  public init(configuration: Configuration, width: Int, height: Int) {
    self.configuration = configuration
    self.width = max(width, 0)
    self.height = max(height, 0)
    clock = SpeedClock(speed: configuration.speed)
    lock = configuration.makeLock(position: 0)
    dial = DialMotion(position: 0)
  }

  /// The global speed.
  public var speed: Double { clock.speed }

  /// Whether a dialing plan is being played (running or paused).
  public var isPlaying: Bool { player.isActive }

  /// Whether the shackle is open.
  public var isOpen: Bool { lock.isOpen }

  /// The lock's failed attempts.
  public var failedAttempts: Int { lock.failedAttempts }

  /// Media time at wall time `time`: the time animations start and are sampled at.
  func media(at time: Double) -> Double {
    clock.media(at: time)
  }

  /// The time the ring and the shackle are sampled at.
  ///
  /// Media time, or with reduced motion far past it, so that they show their end states at once
  /// (they start at media time, so the offset does not cancel out). The dial jumps by itself
  /// (`instant`), and a plan finishes as soon as it starts.
  func effectsTime(at time: Double) -> Double {
    media(at: time) + (configuration.reduceMotion ? Self.reducedMotionLead : 0)
  }

  /// How far ahead ``effectsTime(at:)`` samples with reduced motion (longer than any effect).
  static let reducedMotionLead = 1e6

  // MARK: - Events

  /// Folds one event into the state and returns the trace lines it caused (key, gesture,
  /// animator and lock events; frames are the driver's).
  public mutating func handle(_ event: AppEvent) -> [TraceEvent] {
    var out: [TraceEvent] = []
    let time = max(event.time.isFinite ? event.time : lastTime, lastTime)
    let before = (animator: animatorSignature(at: time), lock: lockSignature(at: time))
    advance(to: time, into: &out)
    switch event {
    case .key(let key, _):
      out.append(.key(key.description, t: time))
      press(key, at: time, into: &out)
    case .release(let key, _):
      out.append(.release(key.description, t: time))
      keys.releasesAreExplicit = true
      if let step = stepKey(for: key) { apply(keys.release(step, at: time), into: &out) }
    case .text(let text, _):
      for character in text {
        let key: Key = character == " " ? .space : .character(character)
        out.append(.key(key.description, t: time))
        press(key, at: time, into: &out)
      }
    case .paste(let text, _):
      apply(keys.otherKey(at: time), into: &out)
      if !player.isActive { compose(Self.cleanedPaste(text)) }
    case .mouse(let action, let column, let row, _):
      out.append(.mouse(action: action.rawValue, column: column, row: row, t: time))
      mouse(action, column: column, row: row, at: time, into: &out)
    case .resize(let columns, let rows, _):
      width = max(columns, 0)
      height = max(rows, 0)
    case .frame:
      break
    case .releasesReported:
      keys.releasesAreExplicit = true
    }
    // The ring's phase follows what the event did to it (with reduced motion: its end, at once).
    // A frame changes nothing the advance above has not seen.
    if case .frame = event {} else { _ = spinner.advance(to: effectsTime(at: time)) }
    let after = (animator: animatorSignature(at: time), lock: lockSignature(at: time))
    if after.animator != before.animator, player.isActive {
      out.append(
        .animator(
          state: player.stateName, running: player.animator.isRunning,
          reversed: player.animator.isReversed,
          fraction: player.animator.fractionComplete(at: media(at: time)), t: time))
    } else if after.animator != before.animator {
      out.append(.animator(state: "idle", running: false, reversed: false, fraction: 0, t: time))
    }
    if after.lock != before.lock {
      out.append(
        .lock(
          open: lock.isOpen, attempts: lock.failedAttempts,
          lockout: lock.lockoutRemaining(at: time), t: time))
    }
    return out
  }

  /// What an animator trace line reports, compared before and after each event (no strings:
  /// this runs on every frame).
  private struct AnimatorSignature: Equatable {
    var active: Bool
    var state: AnimatorState
    var running: Bool
    var reversed: Bool
  }

  private func animatorSignature(at time: Double) -> AnimatorSignature? {
    guard player.isActive else { return nil }
    return AnimatorSignature(
      active: true, state: player.animator.state, running: player.animator.isRunning,
      reversed: player.animator.isReversed)
  }

  private struct LockSignature: Equatable {
    var open: Bool
    var attempts: Int
    var lockedOut: Bool
  }

  private func lockSignature(at time: Double) -> LockSignature {
    LockSignature(
      open: lock.isOpen, attempts: lock.failedAttempts,
      lockedOut: lock.lockoutRemaining(at: time) != nil)
  }

  /// Lets time pass: gesture deadlines, the plan's end, the ring and shackle.
  mutating func advance(to time: Double, into out: inout [TraceEvent]) {
    lastTime = time
    lock.expireLockout(at: time)
    apply(keys.tick(at: time), into: &out)
    let now = media(at: time)
    if player.isActive { planFinished(player.animator.advance(to: now), before: time) }
    _ = spinner.advance(to: effectsTime(at: time))
  }

  /// Ends the plan if `events` hold a `.finished`; whether they did.
  ///
  /// The plan ends at the moment it finished, not at the moment it was noticed (`time`).
  @discardableResult
  mutating func planFinished(_ events: [AnimatorEvent], before time: Double) -> Bool {
    for event in events {
      guard case .finished(let position, let finished) = event else { continue }
      finishPlan(at: position, time: min(clock.wall(atMedia: finished), time))
      return true
    }
    return false
  }

  /// The step key a key drives: in hand dialing left raises the number (counter-clockwise); while
  /// a plan plays, right scrubs toward its end.
  func stepKey(for key: Key) -> StepKey? {
    switch key {
    case .left, .character("h"): return player.isActive ? .decrease : .increase
    case .right, .character("l"): return player.isActive ? .increase : .decrease
    case .up: return player.isActive ? nil : .increase
    case .down: return player.isActive ? nil : .decrease
    default: return nil
    }
  }

  mutating func press(_ key: Key, at time: Double, into out: inout [TraceEvent]) {
    if let step = stepKey(for: key) {
      apply(keys.press(step, at: time), into: &out)
      return
    }
    apply(keys.otherKey(at: time), into: &out)
    endDrag(at: time, into: &out)
    let now = media(at: time)
    let stops = configuration.dial.stops
    switch key {
    case .pageUp, .pageDown:
      guard !player.isActive else { return }
      turnHand(to: dial.target + (key == .pageUp ? stops : -stops), at: now)
    case .enter:
      enter(at: time)
    case .escape:
      if composing != nil {
        composing = nil
        message = nil
      } else {
        stopPlan(at: time)
      }
    case .space:
      if let composing, !composing.isEmpty, !player.isActive {
        compose(" ")
      } else if player.isActive && player.animator.isRunning {
        try? player.animator.pauseAnimation(at: now)
      } else if player.isActive {
        try? player.animator.continueAnimation(durationFactor: 0, at: now)
      }
    case .backspace:
      guard var text = composing else { return }
      if !text.isEmpty { text.removeLast() }
      composing = text.isEmpty ? nil : text
      message = nil
    case .character(let character):
      typed(character, at: time)
    case .tab, .left, .right, .up, .down:
      break
    }
  }

  /// The most characters the composing line holds (16 numbers of up to four digits with their
  /// separators fit with room to spare).
  public static let longestComposing = 100

  /// Appends `text` to the composing line, up to ``longestComposing`` characters.
  ///
  /// Rule (issue 11): the line is bounded, so per-key and per-frame cost never depends on how
  /// much was typed or pasted before; what does not fit is refused with a message that stays
  /// until the line changes. Empty text changes nothing (an empty paste must not open an empty
  /// line that would keep Enter from pulling).
  mutating func compose(_ text: String) {
    guard !text.isEmpty else { return }
    var line = composing ?? ""
    var count = line.count
    var refused = false
    for character in text {
      guard count < Self.longestComposing else {
        refused = true
        break
      }
      line.append(character)
      count += 1
    }
    composing = line.isEmpty ? composing : line
    message =
      refused
      ? "a combination is at most \(Self.longestComposing) characters; the rest was not taken"
      : nil
  }

  /// Pasted text as the composing line takes it: line ends and tabs become spaces (a
  /// separator), other control and format characters are dropped, spaces at the ends trimmed.
  static func cleanedPaste(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        out.unicodeScalars.append(" ")
      } else if !SafeText.isUnsafe(scalar) {
        out.unicodeScalars.append(scalar)
      }
    }
    return String(out.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  mutating func typed(_ character: Character, at time: Double) {
    let now = media(at: time)
    if character.isASCII && (character.isNumber || character == "-" || character == ",") {
      guard !player.isActive else { return }
      compose(String(character))
      return
    }
    switch character {
    case "q": quitRequested = true
    case "t": showsTimeline.toggle()
    case "?": showsHelp.toggle()
    case "[": setSpeed(clock.speed / 2, at: time)
    case "]": setSpeed(clock.speed * 2, at: time)
    case "r":
      if player.isActive {
        try? player.animator.setReversed(!player.animator.isReversed, at: now)
      }
    case ".":
      guard player.isActive, !player.animator.isRunning, let duration = player.plan?.duration,
        duration > 0
      else { return }
      let fraction = player.animator.fractionComplete(at: now)
      let step = clock.speed / Double(configuration.fps) / duration
      try? player.animator.setFractionComplete(fraction + step, at: now)
    case "x":
      guard !player.isActive else { return }
      if lock.isOpen { close(at: time) }
      let zero =
        Int((Double(dial.target) / Double(configuration.dial.stops)).rounded())
        * configuration.dial.stops
      dial.retarget(to: zero, at: now, instant: configuration.reduceMotion)
      lock.restartAttempt(at: zero)
      judged = nil
      message = nil
    default:
      break
    }
  }

  mutating func setSpeed(_ speed: Double, at time: Double) {
    let clamped = min(
      max(speed, Configuration.speedRange.lowerBound), Configuration.speedRange.upperBound)
    clock.setSpeed(clamped, at: time)
  }

  // MARK: - Hand dialing

  /// Applies key-gesture updates: to the dial's committed stop in hand dialing, to the plan's
  /// animator while one plays.
  mutating func apply(_ events: PanEvents, into out: inout [TraceEvent]) {
    for event in events {
      out.append(
        .gesture(
          phase: event.phase, translation: event.translation, velocity: event.velocity,
          t: event.time))
      let now = media(at: event.time)
      if player.isActive {
        // Gesture time is wall time; the animator runs on media time.
        let scaled = PanEvent(
          phase: event.phase, translation: event.translation,
          velocity: event.velocity / clock.speed, time: now)
        // A plan that reached its end under the gesture is finished: the rest of this
        // gesture belongs to it, not to the hand dial.
        if scrubPlan(scaled, at: event.time) { return }
        continue
      }
      if event.phase == .began { handBase = dial.target }
      let target = handBase + Int(event.translation)
      turnHand(to: target, at: now, velocity: releaseVelocity(event, target: target, at: now))
    }
  }

  /// The velocity (stops per media second) the dial settles with when a key gesture ends: the
  /// gesture's release velocity while the dial is still at least half a stop short of its stop
  /// in the gesture's direction (a kitty release mid-hold: it runs on into the stop); `nil`
  /// (its own velocity) once it has caught up — an inferred release comes a quarter of a second
  /// after the last key, and kicking an arrived dial would only make it twitch.
  func releaseVelocity(_ event: PanEvent, target: Int, at now: Double) -> Double? {
    guard event.phase == .ended, event.velocity != 0 else { return nil }
    let short = (Double(target) - dial.position(at: now)) * (event.velocity > 0 ? 1 : -1)
    return short >= 0.5 ? event.velocity / clock.speed : nil
  }

  /// Scrubs the plan; whether the plan finished (and the gesture was not applied).
  mutating func scrubPlan(_ event: PanEvent, at time: Double) -> Bool {
    do {
      return planFinished(try player.scrub(event), before: time)
    } catch {
      message = error.description
      return false
    }
  }

  /// Where things are on screen now (the same layout the scene is drawn with).
  var layout: Layout {
    Layout(
      width: width, height: height, timelineWanted: showsTimeline,
      turns: player.plan?.turns.count ?? 0)
  }

  /// Commits `stop` to the lock's track and springs the dial there.
  mutating func turnHand(to stop: Int, at now: Double, velocity: Double? = nil) {
    lock.commit(stop)
    dial.retarget(to: stop, at: now, velocity: velocity, instant: configuration.reduceMotion)
  }

  mutating func mouse(
    _ action: MouseAction, column: Int, row: Int, at time: Double, into out: inout [TraceEvent]
  ) {
    guard configuration.mouse else { return }
    apply(keys.otherKey(at: time), into: &out)
    let now = media(at: time)
    switch action {
    case .wheelUp, .wheelDown:
      guard !player.isActive else { return }
      turnHand(to: dial.target + (action == .wheelUp ? 1 : -1), at: now)
    case .press:
      // A press while a drag is under way (its release was lost) ends that drag first, from
      // its own base.
      endDrag(at: time, into: &out)
      guard !player.isActive, let target = layout.dialTarget() else { return }
      let dx = Double(column) + 0.5 - target.center.column
      let dy = (Double(row) + 0.5 - target.center.row) * 2
      guard (dx * dx + dy * dy).squareRoot() <= target.radius * 1.25 + 1 else { return }
      drag.center = Point2D(x: target.center.column, y: target.center.row)
      dragging = true
      dragBase = dial.position(at: now)
      dragged(
        drag.press(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time), into: &out)
    case .drag:
      guard dragging else { return }
      dragged(drag.drag(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time), into: &out)
    case .release:
      guard dragging else { return }
      dragging = false
      dragged(
        drag.release(column: Double(column) + 0.5, row: Double(row) + 0.5, at: time), into: &out)
    }
  }

  /// Cancels a mouse drag under way (another press, or a key that changes mode): the dial
  /// settles on the stop nearest the pointer.
  mutating func endDrag(at time: Double, into out: inout [TraceEvent]) {
    guard dragging else { return }
    dragging = false
    dragged(drag.cancel(at: time), into: &out)
  }

  mutating func dragged(_ events: PanEvents, into out: inout [TraceEvent]) {
    let step = 2 * Double.pi / Double(configuration.dial.stops)
    for event in events {
      out.append(
        .gesture(
          phase: event.phase, translation: event.translation, velocity: event.velocity,
          t: event.time))
      let now = media(at: event.time)
      let position = dragBase + event.translation / step
      switch event.phase {
      case .began, .changed:
        lock.commit(Int(position.rounded()))
        dial.drag(to: position)
      case .ended, .cancelled:
        let rest = Int(position.rounded())
        lock.commit(rest)
        dial.retarget(
          to: rest, at: now, velocity: event.velocity / step / clock.speed,
          instant: configuration.reduceMotion)
      }
    }
  }

  // MARK: - Pulling and plans

  mutating func enter(at time: Double) {
    if let text = composing {
      play(text, at: time)
      return
    }
    guard !player.isActive else { return }
    if lock.isOpen {
      close(at: time)
    } else {
      pull(at: time)
    }
  }

  mutating func pull(at time: Double) {
    let now = media(at: time)
    judged = (lock.track.lastRuns(LockScene.longestTrail), lock.track.runCount)
    switch lock.pull(at: time) {
    case .opened:
      message = nil
      shackle.open(at: now)
      spinner.stop(at: now)
    case .refused(let reason):
      message = Self.refusal(reason)
      shackle.shake(at: now)
    }
  }

  /// What the status line says when a pull is refused: the cool-down, or only that the shackle
  /// does not move (never which part of the combination was wrong).
  static func refusal(_ reason: Lock.Refusal) -> String {
    guard case .lockedOut(let seconds) = reason else { return "the shackle does not move" }
    return
      "cooling down: \(Lock.secondsShown(seconds)) s before the next try"
  }

  mutating func close(at time: Double) {
    lock.close()
    shackle.close(at: media(at: time))
    spinner = Spinner()
    message = nil
  }

  /// Parses `text` and plays its dialing plan from the number under the pointer.
  mutating func play(_ text: String, at time: Double) {
    let now = media(at: time)
    let combination: Combination
    do {
      combination = try Combination.parse(
        text, dial: configuration.dial, protocol: configuration.lockProtocol)
    } catch {
      message = error.description
      return
    }
    let start = dial.target
    let plan = DialingPlan(
      combination: combination, protocol: configuration.lockProtocol, dial: configuration.dial,
      startPosition: start, pacing: configuration.pacing)
    composing = nil
    message = nil
    judged = nil
    player = PlanPlayer(plan: plan, at: now)
    spinner = Spinner()
    spinner.start(at: now)
    if configuration.reduceMotion { finishPlan(at: .end, time: time) }
  }

  /// The plan reached an end: at its end the shackle is pulled (the lock judges the plan's turns);
  /// back at its start nothing happened.
  mutating func finishPlan(at position: AnimatingPosition, time: Double) {
    guard let plan = player.plan else { return }
    let now = media(at: time)
    player = PlanPlayer()
    switch position {
    case .end:
      // An open lock is shut only now, so a run taken back to its start leaves it as it was.
      if lock.isOpen { close(at: time) }
      dial = DialMotion(position: plan.finalPosition)
      lock.restartAttempt(at: plan.startPosition)
      for stop in plan.track { lock.commit(stop) }
      judged = (lock.track.lastRuns(LockScene.longestTrail), lock.track.runCount)
      switch lock.pull(at: time) {
      case .opened:
        shackle.open(at: now)
        spinner.stop(at: now)
      case .refused(let reason):
        message = Self.refusal(reason)
        shackle.shake(at: now)
        spinner = Spinner()
      }
    case .start, .current:
      dial = DialMotion(position: plan.startPosition)
      spinner = Spinner()
    }
  }

  /// Esc while a plan plays: stop where it is and go back to hand dialing, resting on the nearest
  /// stop, with a fresh attempt from there.
  mutating func stopPlan(at time: Double) {
    guard let angle = player.angle(at: media(at: time)) else { return }
    let now = media(at: time)
    player = PlanPlayer()
    let step = configuration.dial.anglePerStop.radians
    let position = angle.radians / step
    dial = DialMotion(position: Int(position.rounded()))
    dial.drag(to: position)
    dial.retarget(
      to: Int(position.rounded()), at: now, velocity: 0, instant: configuration.reduceMotion)
    lock.restartAttempt(at: Int(position.rounded()))
    spinner = Spinner()
  }
}
