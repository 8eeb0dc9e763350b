/// One step of a ``Sequencer``: an animation, a unison of animations, a function call or a jump
/// (the AnimationController actions of docs/seeds.md "003").
///
/// Every action may have a name (jumps target names), a delay before it starts, a duration, and a
/// condition evaluated when the action is reached (false skips it, delay and all). Animations are
/// built lazily, when they start: the closure receives the context (where the layers live) and
/// the ``ActionTiming`` to give the animation it adds.
public struct SequenceAction<Context: ~Copyable>: Sendable {
  enum Kind: Sendable {
    case animation(@Sendable (inout Context, ActionTiming) -> Void)
    case unison([SequenceAction<Context>])
    case function(@Sendable (inout Context) -> Void)
    case jump(target: String, repeatLimit: Int?)
  }

  let kind: Kind
  /// The action's name, if given (jumps need one to target).
  public let name: String?
  /// Seconds between reaching the action and starting it.
  public let delay: Double
  /// Seconds the action occupies, if given (see each factory for the default).
  public let duration: Double?
  let condition: (@Sendable (borrowing Context) -> Bool)?

  /// An animation built when reached; it occupies `duration` seconds (0.25 s if not given, Core
  /// Animation's default).
  public static func animation(
    _ name: String? = nil, delay: Double = 0, duration: Double? = nil,
    when condition: (@Sendable (borrowing Context) -> Bool)? = nil,
    _ build: @escaping @Sendable (inout Context, ActionTiming) -> Void
  ) -> SequenceAction {
    SequenceAction(
      kind: .animation(build), name: name, delay: delay, duration: duration, condition: condition)
  }

  /// Several animations started together, possibly on different layers.
  ///
  /// Without a duration it lasts as long as its longest member's delay + duration; with a shorter
  /// one, members are not clipped (unlike an ``AnimationGroup``): the sequence just moves on.
  public static func unison(
    _ name: String? = nil, delay: Double = 0, duration: Double? = nil,
    when condition: (@Sendable (borrowing Context) -> Bool)? = nil,
    _ members: [SequenceAction<Context>]
  ) -> SequenceAction {
    SequenceAction(
      kind: .unison(members), name: name, delay: delay, duration: duration, condition: condition)
  }

  /// A call between animations; it occupies `duration` seconds (0 if not given).
  public static func function(
    _ name: String? = nil, delay: Double = 0, duration: Double? = nil,
    when condition: (@Sendable (borrowing Context) -> Bool)? = nil,
    _ call: @escaping @Sendable (inout Context) -> Void
  ) -> SequenceAction {
    SequenceAction(
      kind: .function(call), name: name, delay: delay, duration: duration, condition: condition)
  }

  /// Continues at the action named `target`.
  ///
  /// With `repeat n` the jumped-to section runs n more times, then the sequence goes on past the
  /// jump; without, it jumps every time it is reached (stop it with a condition).
  public static func jump(
    to target: String, repeat limit: Int? = nil,
    when condition: (@Sendable (borrowing Context) -> Bool)? = nil
  ) -> SequenceAction {
    SequenceAction(
      kind: .jump(target: target, repeatLimit: limit), name: nil, delay: 0, duration: nil,
      condition: condition)
  }

  /// Where a jump continues and how many more times it may (`nil`: every time); `nil` for an
  /// action that is not a jump.
  public var jump: (target: String, repeatLimit: Int?)? {
    guard case .jump(let target, let limit) = kind else { return nil }
    return (target, limit)
  }

  /// The time the action occupies once started.
  var occupiedDuration: Double {
    switch kind {
    case .animation: return duration ?? MediaTiming.defaultDuration
    case .function: return duration ?? 0
    case .jump: return 0
    case .unison(let members):
      return duration ?? members.map { $0.delay + $0.occupiedDuration }.max() ?? 0
    }
  }
}

/// When an animation built by a sequence action must run: its begin time (in the sequencer's
/// time, which callers share with their layers) and duration.
public struct ActionTiming: Sendable, Hashable {
  /// When the animation starts.
  public var beginTime: Double
  /// How long the action lasts.
  public var duration: Double

  /// A ``MediaTiming`` with this begin time and duration and the given fill mode.
  public func mediaTiming(fillMode: FillMode = .forwards) -> MediaTiming {
    MediaTiming(beginTime: beginTime, duration: duration, fillMode: fillMode)
  }
}

/// Why a sequence of actions was refused.
public enum SequencerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two actions share a name.
  case duplicateName(String)
  /// A jump targets a name no top-level action has.
  case unknownJumpTarget(String)
  /// A unison member is not an animation (calls, jumps and unisons belong to the top level).
  case onlyAnimationsInUnison(String)
  /// A delay, duration or repeat count is negative or not finite.
  case invalidNumber(action: String, field: String, value: Double)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .duplicateName(let name):
      return "two actions are named \"\(name)\"; action names must be unique"
    case .unknownJumpTarget(let name):
      return "a jump targets \"\(name)\", but no top-level action has that name"
    case .onlyAnimationsInUnison(let label):
      return
        "\(label) is inside a unison but is not an animation; a unison holds animations only (calls, jumps and unisons go in the top-level sequence)"
    case .invalidNumber(let action, let field, let value):
      return "\(action).\(field) is \(value); it must be a finite number ≥ 0"
    }
  }
}
