/// Plays a list of actions one after another on a caller's context: animations (built when
/// reached), unisons, calls, conditionals and jumps with repeat limits (docs/seeds.md "003").
///
/// Rules: an action is reached when the previous one has occupied its time; its condition is
/// evaluated then (false skips it, delay included); it starts `delay` seconds later and occupies
/// its duration. A jump with `repeat n` sends the sequence back n more times, then lets it pass
/// (its count resets, so a later pass loops again); without a limit it always jumps. Reaching the
/// end counts a completion and, with `restartsAtEnd`, starts over. Time moves only through
/// ``advance(to:context:)``, which runs everything due by then in order, so a run on a
/// ``ManualClock`` is deterministic. A loop that makes no progress in time is stopped after
/// 10,000 steps and reported as stalled; one call takes at most 100,000 steps.
public struct Sequencer<Context: ~Copyable>: Sendable {
  /// The actions, in order.
  public let actions: [SequenceAction<Context>]
  /// Whether reaching the end starts the sequence again.
  public var restartsAtEnd: Bool
  /// How many times the sequence has reached its end.
  public private(set) var completionCount = 0
  /// Whether the sequence is playing (started, not finished, not stalled).
  public private(set) var isRunning = false

  private var cursor = 0
  /// When the action at the cursor is reached.
  private var reachTime = 0.0
  /// When the action at the cursor starts, once its condition has passed.
  private var startTime: Double?
  private var jumpCounts: [Int: Int] = [:]
  private let names: [String: Int]

  /// The number of no-progress steps after which a loop counts as stalled.
  public static var stallLimit: Int { 10_000 }

  /// Creates a sequencer, checking names, jump targets and numbers.
  public init(
    _ actions: [SequenceAction<Context>], restartsAtEnd: Bool = false
  ) throws(SequencerError) {
    var names: [String: Int] = [:]
    for (index, action) in actions.enumerated() {
      try Self.check(action, label: action.name ?? "action \(index)", topLevel: true)
      if let name = action.name {
        guard names[name] == nil else { throw .duplicateName(name) }
        names[name] = index
      }
    }
    for action in actions {
      if case .jump(let target, _) = action.kind, names[target] == nil {
        throw .unknownJumpTarget(target)
      }
    }
    self.actions = actions
    self.names = names
    self.restartsAtEnd = restartsAtEnd
  }

  private static func check(
    _ action: SequenceAction<Context>, label: String, topLevel: Bool
  ) throws(SequencerError) {
    guard action.delay.isFinite, action.delay >= 0 else {
      throw .invalidNumber(action: label, field: "delay", value: action.delay)
    }
    if let duration = action.duration, !(duration.isFinite && duration >= 0) {
      throw .invalidNumber(action: label, field: "duration", value: duration)
    }
    switch action.kind {
    case .jump(_, let limit):
      guard topLevel else { throw .onlyAnimationsInUnison(label) }
      if let limit, limit < 0 {
        throw .invalidNumber(action: label, field: "repeat", value: Double(limit))
      }
    case .unison(let members):
      guard topLevel else { throw .onlyAnimationsInUnison(label) }
      for (index, member) in members.enumerated() {
        try check(member, label: member.name ?? "\(label) member \(index)", topLevel: false)
      }
    case .function:
      guard topLevel else { throw .onlyAnimationsInUnison(label) }
    case .animation:
      break
    }
  }

  /// Starts (or restarts) the sequence from its first action at `time`.
  public mutating func start(at time: Double) {
    cursor = 0
    reachTime = time
    startTime = nil
    jumpCounts = [:]
    isRunning = !actions.isEmpty
  }

  /// The most steps one ``advance(to:context:)`` takes; a call that would take more stops there
  /// and the next call goes on (so a jump of the clock by hours cannot hang the caller).
  public static var stepsPerAdvance: Int { 100_000 }

  /// Runs every action due by `time` on `context` and returns what happened, in order.
  ///
  /// At most ``stepsPerAdvance`` steps are taken; a NaN or infinite time does nothing.
  public mutating func advance(to time: Double, context: inout Context) -> [SequencerEvent] {
    var events: [SequencerEvent] = []
    guard time.isFinite else { return events }
    var steps = 0
    var total = 0
    var progressTime = reachTime
    while isRunning, total < Self.stepsPerAdvance,
      step(until: time, context: &context, events: &events)
    {
      total += 1
      if reachTime > progressTime {
        progressTime = reachTime
        steps = 0
      }
      steps += 1
      if steps > Self.stallLimit {
        isRunning = false
        events.append(.stalled(at: reachTime))
      }
    }
    return events
  }

  /// Takes one step if one is due by `time`, and returns whether it did.
  ///
  /// A step reaches the action at the cursor (its condition), starts it once its delay has
  /// passed, or completes the sequence.
  private mutating func step(
    until time: Double, context: inout Context, events: inout [SequencerEvent]
  ) -> Bool {
    guard cursor < actions.count else { return completeLap(until: time, events: &events) }
    let action = actions[cursor]
    let label = action.name ?? "action \(cursor)"
    guard let start = startTime else {
      guard reachTime <= time else { return false }
      if let condition = action.condition, !condition(context) {
        events.append(.skipped(label, at: reachTime))
        cursor += 1
      } else {
        startTime = reachTime + action.delay
      }
      return true
    }
    guard start <= time else { return false }
    startTime = nil
    if case .jump(let target, let limit) = action.kind {
      jump(to: target, limit: limit, at: start, events: &events)
      return true
    }
    perform(action, label: label, at: start, context: &context, events: &events)
    cursor += 1
    reachTime = start + action.occupiedDuration
    return true
  }

  /// The end of the actions, once reached by `time`: the sequence completes a lap, and starts
  /// again when it repeats; whether it was reached.
  private mutating func completeLap(until time: Double, events: inout [SequencerEvent]) -> Bool {
    guard reachTime <= time else { return false }
    completionCount += 1
    events.append(.completed(count: completionCount, at: reachTime))
    if restartsAtEnd {
      cursor = 0
      jumpCounts = [:]
    } else {
      isRunning = false
    }
    return true
  }

  /// A jump at `start`: back to `target` while its limit allows (each jump counted), else on to
  /// the next action with its count cleared.
  private mutating func jump(
    to target: String, limit: Int?, at start: Double, events: inout [SequencerEvent]
  ) {
    let count = jumpCounts[cursor, default: 0]
    if limit.map({ count < $0 }) ?? true {
      jumpCounts[cursor] = count + 1
      events.append(.jumped(to: target, at: start))
      cursor = names[target] ?? actions.count
    } else {
      jumpCounts[cursor] = 0
      cursor += 1
    }
    reachTime = start
  }

  /// Starts an animation, calls a function, or starts a unison's members (each after its own
  /// delay, unless its condition is false), at `start`.
  private func perform(
    _ action: SequenceAction<Context>, label: String, at start: Double,
    context: inout Context, events: inout [SequencerEvent]
  ) {
    switch action.kind {
    case .jump: break
    case .animation(let build):
      build(&context, ActionTiming(beginTime: start, duration: action.occupiedDuration))
      events.append(.started(label, at: start))
    case .function(let call):
      call(&context)
      events.append(.called(label, at: start))
    case .unison(let members):
      events.append(.started(label, at: start))
      for (index, member) in members.enumerated() {
        let memberLabel = member.name ?? "\(label) member \(index)"
        if let condition = member.condition, !condition(context) {
          events.append(.skipped(memberLabel, at: start))
          continue
        }
        let memberStart = start + member.delay
        if case .animation(let build) = member.kind {
          build(&context, ActionTiming(beginTime: memberStart, duration: member.occupiedDuration))
          events.append(.started(memberLabel, at: memberStart))
        }
      }
    }
  }
}

/// Something a ``Sequencer`` did while advancing.
public enum SequencerEvent: Equatable, Sendable {
  /// An animation or unison (or a unison member) started at `at`.
  case started(String, at: Double)
  /// A function action was called at `at`.
  case called(String, at: Double)
  /// An action's condition was false when it was reached at `at`.
  case skipped(String, at: Double)
  /// A jump sent the sequence back to `to`.
  case jumped(to: String, at: Double)
  /// The sequence reached its end for the `count`-th time.
  case completed(count: Int, at: Double)
  /// A loop made no progress in time; the sequencer stopped.
  case stalled(at: Double)
}
