import AnimationCore
import LockModel
import LockRendering

/// Scenes for frame tests, built from LockModel values the way the app core will.
enum Scenes {
  static func dial(
    stops: Int = 10, angle: Angle = .zero, ring: LockScene.RingView? = nil,
    shackle: Shackle.Pose = .shut, timeline: LockScene.TimelineView? = nil,
    lock: LockScene.LockStateView = .init(isOpen: false, failedAttempts: 0, lockoutRemaining: nil),
    animator: LockScene.AnimatorView = .init(
      state: "idle", fraction: nil, isReversed: false, speed: 1),
    trail: [LockScene.RunView] = [], instruction: String = "L to the 1st number",
    composing: String? = nil, message: String? = nil, help: Bool = false
  ) -> LockScene {
    let dial = (try? Dial(stops: stops)) ?? (try? Dial(stops: 10))
    let number = dial?.number(at: angle) ?? 0
    return LockScene(
      dial: .init(stops: stops, angle: angle, numberUnderPointer: number),
      ring: ring ?? .init(rotation: .degrees(90), stroke: .zero, glyphMix: 0, showsGlyph: false),
      shackle: shackle, timeline: timeline, lock: lock, animator: animator, trail: trail,
      instruction: instruction, composing: composing, message: message, showsTimeline: true,
      showsHelp: help,
      helpLines: [
        "<- / h, -> / l   turn one stop (hold to scrub)",
        "PgUp / PgDn      a whole turn",
        "0-9 - , space    type a combination; Enter dials it",
        "Enter            pull the shackle (or shut it)",
        "Space  r  [ ]    pause, reverse, slower, faster",
        "?  t  q          help, timeline, quit",
      ])
  }
}

extension Scenes {
  /// Seed 000's auto-dial of 7-9-6-1-5-2 at plan time `time`, as the app core composes it.
  static func autoDial(at time: Double, reversed: Bool = false, paused: Bool = false) -> LockScene {
    let dial = (try? Dial(stops: 10)) ?? (try? Dial(stops: 2))
    guard let dial,
      let secret = try? Combination([7, 9, 6, 1, 5, 2], dial: dial, protocol: .alternating)
    else { return Scenes.dial() }
    let plan = DialingPlan(combination: secret, protocol: .alternating, dial: dial)
    let angle = plan.angle(at: time)
    let index = plan.turnIndex(at: time) ?? 0
    let turn = plan.turns[index]
    var track = StopTrack(start: 0)
    for past in plan.turns where past.begin <= time {
      track.commit(dial.stopPosition(at: time >= past.end ? past.toAngle : angle))
    }
    let runs = track.runs.map {
      LockScene.RunView(
        direction: $0.direction, number: $0.number(on: dial), wholeTurns: $0.wholeTurns(stops: 10))
    }
    let timeline = LockScene.TimelineView(
      turns: plan.turns.map {
        .init(begin: $0.begin, duration: $0.duration, direction: $0.direction, target: $0.target)
      }, duration: plan.duration, playhead: time, isPaused: paused, isReversed: reversed)
    return LockScene(
      dial: .init(stops: 10, angle: angle, numberUnderPointer: dial.number(at: angle)),
      ring: .init(
        rotation: .degrees(90 - 360 * time), stroke: .init(start: 0, end: 0.5), glyphMix: 0,
        showsGlyph: true),
      shackle: .shut, timeline: timeline,
      lock: .init(isOpen: false, failedAttempts: 0, lockoutRemaining: nil),
      animator: .init(
        state: paused ? "paused" : "running", fraction: min(time / plan.duration, 1),
        isReversed: reversed, speed: 1, turn: (index + 1, plan.turns.count),
        turnTarget: (turn.target, turn.direction)),
      trail: runs, instruction: LockProtocol.alternating.instruction(forRun: runs.count, count: 6),
      composing: nil, message: nil, showsTimeline: true)
  }
}
