import AnimationCore
import LockModel

/// The lock and everything that shows its verdict: the ring, the shackle and the status message.
///
/// It is the context the after-pull ``Choreography`` plays on: the pull hands it the attempt to
/// judge and the wall time, and the sequence's steps do the rest.
struct Stage: ~Copyable, Sendable {
  /// The lock, which judges attempts.
  var lock: Lock
  /// The progress ring of docs/seeds.md "002".
  var ring = Spinner()
  /// The shackle.
  var shackle = Shackle()
  /// A one-line message (a refused combination, a refused pull, the verdict).
  var message: String? {
    didSet { messageIsGood = false }
  }
  /// Whether the message is good news (the lock opened, the wait is over), not a warning.
  var messageIsGood = false
  /// The attempt handed over by the pull, until the judge step takes it.
  var attempt: StopTrack?
  /// The lock's wheels as the pull found them (a lock with a mechanism), judged with it.
  var wheels: WheelPack?
  /// The combination an auto-dial dialed for the pull, if it was one.
  var dialed: Combination?
  /// The wall time of the pull (a cool-down is real time).
  var pulledAt = 0.0
  /// The verdict of the last pull.
  var verdict: Lock.PullResult?

  /// What the status line says after a pull: what was pulled, and the verdict.
  ///
  /// Rule (docs/terminal.md "Hints"): what was pulled is the combination an auto-dial dialed,
  /// or the dial as the hand left it. A refusal never says which part was wrong; with a lockout
  /// it says how many tries are left before the cool-down, or that it has started.
  static func verdict(_ result: Lock.PullResult, dialed: Combination?, lock: Lock) -> String {
    let what = dialed.map { "dialed \($0) and pulled" } ?? "pulled"
    guard case .refused(let reason) = result else { return "\(what): open" }
    return "\(what): \(refusal(reason, lock: lock))"
  }

  /// Why a pull did not open: the cool-down, or only that the shackle does not move (and, with
  /// a lockout, the tries left before it).
  static func refusal(_ reason: Lock.Refusal, lock: Lock) -> String {
    // The countdown itself is on the status line, where it ticks; a message would stand still.
    if case .lockedOut = reason { return "cooling down: wait for the countdown" }
    let shut = "the shackle does not move"
    guard let lockout = lock.lockout else { return shut }
    let wait = "\(Lock.secondsShown(lockout.coolDown)) s"
    if lock.lockedUntil != nil { return "\(shut); \(lockout.attempts) failed: wait \(wait)" }
    let left = lockout.attempts - lock.failedAttempts
    return "\(shut); \(left) \(left == 1 ? "try" : "tries") left before a \(wait) wait"
  }

  /// Whether the last verdict opened the lock.
  var opened: Bool { verdict == .opened }
}

/// The choreography after a pull, as a seed-003 sequence on the ``Stage``.
///
/// Rules (docs/terminal.md "Combination locks"): one function step asks the lock to judge;
/// conditionals pick the open or the refused branch; in the open branch the ring's fill and the
/// shackle's opening move in unison, then the ring stops and its glyph fades to done; in the
/// refused branch the status says so while the shackle shakes and a playing ring leaves. Durations
/// are written in beats of a 120 bpm tempo (a beat is 0.5 s: the 1 s fill is 2 beats, the 0.4 s
/// fade 0.8 beat), and the sequence runs on media time, so `--speed` and `[ ]` scale it like every
/// animation. The lock's cool-down is the lock's own rule in wall seconds, not part of the
/// sequence.
enum Choreography {
  /// The tempo the steps are written in.
  static let tempo = Tempo.common
  /// Beats the ring takes to fill (1 s).
  static let fillBeats = 2.0
  /// Beats the shackle takes to open (0.9 s).
  static let openBeats = 1.8
  /// Beats the done glyph takes to fade in (0.4 s).
  static let fadeBeats = 0.8
  /// Beats a refusal's shake takes (0.45 s).
  static let shakeBeats = 0.9
  /// Beats a refused plan's ring takes to leave (0.4 s).
  static let leaveBeats = 0.8

  /// The status step of either branch: the verdict, said as ``Stage/verdict(_:dialed:lock:)``.
  @Sendable static func showVerdict(_ stage: inout Stage) {
    guard let verdict = stage.verdict else { return }
    stage.message = Stage.verdict(verdict, dialed: stage.dialed, lock: stage.lock)
    stage.messageIsGood = verdict == .opened
  }

  /// The actions after a pull.
  static let actions: [SequenceAction<Stage>] = [
    .function("judge") { stage in
      guard let attempt = stage.attempt else { return }
      stage.attempt = nil
      stage.verdict = stage.lock.pull(attempt, wheels: stage.wheels, at: stage.pulledAt)
    },
    .function("status: open", when: { $0.opened }, showVerdict),
    .unison(
      "open", when: { $0.opened },
      [
        .animation("ring fills", duration: tempo.beats(fillBeats)) { stage, timing in
          stage.ring.fill(at: timing.beginTime, duration: timing.duration)
        },
        .animation("shackle opens", duration: tempo.beats(openBeats)) { stage, timing in
          stage.shackle.open(at: timing.beginTime, duration: timing.duration)
        },
      ]),
    .animation(
      "ring done", duration: tempo.beats(fadeBeats), when: { $0.opened },
      { stage, timing in
        stage.ring.finish(at: timing.beginTime, fadeDuration: timing.duration)
      }),
    .function("status: refused", when: { !$0.opened }, showVerdict),
    .unison(
      "refusal", when: { !$0.opened },
      [
        .animation("shackle shakes", duration: tempo.beats(shakeBeats)) { stage, timing in
          stage.shackle.shake(at: timing.beginTime, duration: timing.duration)
        },
        .animation(
          "ring leaves", duration: tempo.beats(leaveBeats), when: { $0.ring.phase != .idle }
        ) { stage, timing in
          stage.ring.leave(at: timing.beginTime, duration: timing.duration)
        },
      ]),
  ]

  /// A sequencer of ``actions`` (they are checked once; a failure here is a bug in the table
  /// above, which the tests would catch, and leaves no choreography rather than trapping).
  static func sequencer() -> Sequencer<Stage>? {
    try? Sequencer(actions)
  }
}
