/// A model value with animations attached by key, and its own clock mapping (`CALayer` with
/// `CAMediaTiming`).
///
/// Rules (docs/timing-semantics.md §1, §3, §6):
/// - Animations never change the model; ``presentation(at:)`` applies them, in the order added,
///   to a copy of it. It is pure: asking twice gives the same answer and changes nothing.
/// - Layer time is `(parentTime − beginTime)·speed + timeOffset`; pausing sets speed 0 and
///   timeOffset to the paused time, and resuming re-bases beginTime (``pause(at:)``,
///   ``resume(at:)``), so local time is continuous and every animation freezes together.
/// - An animation that is removed on completion has no effect once its active interval has
///   ended (so a forwards fill only persists with `isRemovedOnCompletion == false`).
/// - Completions are reported by an explicit step, ``advance(to:)``, which returns what ended
///   since the previous step. A layer cannot be copied (`~Copyable`), so each completion is
///   delivered exactly once and never from a copy. A transaction completes once every animation
///   added while it was open has finished or been removed, and at once if none was added.
public struct Layer<Model: Sendable>: ~Copyable, Sendable {
  /// The model value, where the properties *are*; animations never change it.
  public var model: Model
  /// Where the layer's local time starts, in parent time.
  public var beginTime: Double = 0
  /// How fast local time runs; 0 while paused.
  public var speed: Double = 1
  /// Added to local time; holds the paused time while paused.
  public var timeOffset: Double = 0

  @usableFromInline
  struct Entry: Sendable {
    var id: Int
    var key: String
    @usableFromInline var animation: any LayerAnimation<Model>
    /// The local time at which the animation's active interval ends.
    @usableFromInline var end: Double
    var transactions: [TransactionID]
    /// Whether its end has been reported (it stays attached if not removed on completion).
    @usableFromInline var reported = false
  }

  @usableFromInline
  struct Transaction: Sendable {
    var id: TransactionID
    /// Animations of the transaction that have not ended yet.
    @usableFromInline var pending: Set<Int>
    /// The order of commits, once committed (inner transactions commit first).
    @usableFromInline var committed: Int?
    /// When its last animation ended so far.
    var latest: Double?
  }

  @usableFromInline var entries: [Entry] = []
  private var nextID = 0
  private var openTransactions: [TransactionID] = []
  @usableFromInline var transactions: [Transaction] = []
  /// Removed animations waiting to be reported by the next step, with when they were removed
  /// (if known).
  @usableFromInline var removals: [(entry: Entry, time: Double?)] = []

  /// Creates a layer showing `model`.
  public init(model: Model) {
    self.model = model
  }

  /// The layer's local time at `parentTime`.
  @inlinable
  public func localTime(at parentTime: Double) -> Double {
    MediaTiming.localTime(
      ofParent: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }

  /// Whether the layer's clock is stopped.
  @inlinable
  public var isPaused: Bool { speed == 0 }

  /// Whether the presentation still changes after parent time `time`: the layer's clock runs
  /// and an attached animation's active interval (or the wait before it) has not ended (pure).
  @inlinable
  public func isAnimating(at time: Double) -> Bool {
    guard !isPaused else { return false }
    let local = localTime(at: time)
    return entries.contains { speed > 0 ? $0.end > local : $0.end < local }
  }

  /// How many animations are attached.
  public var animationCount: Int { entries.count }

  /// Freezes the layer's clock at `parentTime` (Core Animation's pause recipe).
  public mutating func pause(at parentTime: Double) {
    guard !isPaused else { return }
    let paused = localTime(at: parentTime)
    speed = 0
    timeOffset = paused
  }

  /// Restarts the layer's clock at `parentTime` from where it was paused, with no jump.
  public mutating func resume(at parentTime: Double) {
    guard isPaused else { return }
    let paused = timeOffset
    speed = 1
    timeOffset = 0
    beginTime = 0
    beginTime = localTime(at: parentTime) - paused
  }

  /// The keys of the attached animations, in the order they were added.
  public var animationKeys: [String] { entries.map(\.key) }

  /// The animation attached under `key`, if any.
  public func animation(forKey key: String) -> (any LayerAnimation<Model>)? {
    entries.first { $0.key == key }?.animation
  }

  /// Attaches `animation` under `key`, as given: its begin time is in layer time.
  ///
  /// An animation already under `key` is removed (reported as not finished by the next step).
  public mutating func add(_ animation: some LayerAnimation<Model>, forKey key: String) {
    removeAnimation(forKey: key)
    attach(animation, forKey: key)
  }

  private mutating func attach(_ animation: some LayerAnimation<Model>, forKey key: String) {
    let timing = animation.timing
    var end = timing.speed < 0 ? timing.beginTime : timing.endTime()
    if (try? timing.validated()) == nil || end.isNaN {
      end = -.infinity  // an unusable timing has no effect: it ends at the next step
    }
    let id = nextID
    nextID += 1
    entries.append(
      Entry(id: id, key: key, animation: animation, end: end, transactions: openTransactions))
    for index in transactions.indices where openTransactions.contains(transactions[index].id) {
      transactions[index].pending.insert(id)
    }
  }

  /// Attaches `animation` under `key` at parent time `now`, as Core Animation commits it.
  ///
  /// Rules (§1, §3): a begin time of 0 becomes the layer's local time now, so the animation
  /// starts now; a basic animation without from, to or by captures the presentation value now.
  public mutating func add(
    _ animation: some LayerAnimation<Model>, forKey key: String, at now: Double
  ) {
    var prepared = animation.capturing(presentation: presentation(at: now))
    if prepared.timing.beginTime == 0 {
      prepared.timing.beginTime = localTime(at: now)
    }
    removeAnimation(forKey: key, at: now)
    attach(prepared, forKey: key)
  }

  /// Detaches the animation under `key`; the next step reports it as not finished (it cannot
  /// know whether the animation had ended; ``removeAnimation(forKey:at:)`` can).
  public mutating func removeAnimation(forKey key: String) {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    let entry = entries.remove(at: index)
    if !entry.reported { removals.append((entry, nil)) }
  }

  /// Detaches the animation under `key` at parent time `now`; the next step reports it as
  /// finished at its end if that had passed by `now`, else as not finished at `now`.
  public mutating func removeAnimation(forKey key: String, at now: Double) {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    let entry = entries.remove(at: index)
    if !entry.reported { removals.append((entry, now)) }
  }

  /// Detaches every animation.
  public mutating func removeAllAnimations() {
    for key in animationKeys { removeAnimation(forKey: key) }
  }

  /// Opens a transaction: animations added until ``commitTransaction()`` belong to it (and to
  /// any transaction it is nested in).
  public mutating func beginTransaction() -> TransactionID {
    let id = TransactionID(rawValue: nextID)
    nextID += 1
    openTransactions.append(id)
    transactions.append(Transaction(id: id, pending: []))
    return id
  }

  /// Closes the innermost open transaction; it completes once all its animations have ended.
  public mutating func commitTransaction() {
    guard let id = openTransactions.popLast(),
      let index = transactions.firstIndex(where: { $0.id == id })
    else { return }
    transactions[index].committed = nextID
    nextID += 1
  }

  /// The model with every attached animation applied at parent time `time` (pure).
  @inlinable
  public func presentation(at time: Double) -> Model {
    presentation(atLocalTime: localTime(at: time))
  }

  /// The model with every attached animation applied at the layer's local time `local` (pure):
  /// what a layer paused there (speed 0, timeOffset `local`) shows at any parent time.
  ///
  /// Rule (§1, §7): this is how a property animator scrubs a layer, by holding its clock at
  /// fractionComplete × duration.
  @inlinable
  public func presentation(atLocalTime local: Double) -> Model {
    var presentation = model
    for index in entries.indices {
      let entry = entries[index]
      if entry.animation.isRemovedOnCompletion && local >= entry.end { continue }  // removed
      entry.animation.apply(
        to: &presentation, model: model, at: local, zeroDuration: MediaTiming.defaultDuration)
    }
    return presentation
  }

  /// Moves the layer to parent time `time` and returns, in time order, what ended since the
  /// previous step: animations that finished or were removed, then transactions completed.
  ///
  /// Finished animations that are removed on completion are detached here.
  @inlinable
  public mutating func advance(to time: Double) -> [LayerEvent] {
    // The common case, every frame: nothing ended, nothing to report, nothing allocated.
    let local = localTime(at: time)
    if removals.isEmpty && !entries.contains(where: { !$0.reported && $0.end <= local })
      && !transactions.contains(where: { $0.committed != nil && $0.pending.isEmpty })
    {
      return []
    }
    return reportEnded(at: time)
  }

  /// The slow path of ``advance(to:)``: something ended or was removed since the last step.
  @usableFromInline
  mutating func reportEnded(at time: Double) -> [LayerEvent] {
    let local = localTime(at: time)
    var ended: [(entry: Entry, finished: Bool, time: Double)] = removals.map { removal in
      if let removedAt = removal.time, removal.entry.end <= localTime(at: removedAt),
        removal.entry.end.isFinite
      {
        return (removal.entry, true, parentTime(ofLocal: removal.entry.end) ?? removedAt)
      }
      return (removal.entry, false, removal.time ?? time)
    }
    removals = []
    var index = 0
    while index < entries.count {
      let entry = entries[index]
      guard !entry.reported, entry.end <= local else {
        index += 1
        continue
      }
      let valid = entry.end.isFinite
      ended.append((entry, valid, valid ? parentTime(ofLocal: entry.end) ?? time : time))
      if entry.animation.isRemovedOnCompletion {
        entries.remove(at: index)
      } else {
        entries[index].reported = true
        index += 1
      }
    }
    ended.sort { $0.time < $1.time }
    var events = ended.map {
      LayerEvent.animationDidStop(key: $0.entry.key, finished: $0.finished, time: $0.time)
    }
    for (entry, _, endedAt) in ended {
      for index in transactions.indices where entry.transactions.contains(transactions[index].id) {
        transactions[index].pending.remove(entry.id)
        transactions[index].latest = max(transactions[index].latest ?? endedAt, endedAt)
      }
    }
    let done = transactions.filter { $0.committed != nil && $0.pending.isEmpty }
      .sorted { ($0.latest ?? time, $0.committed ?? 0) < ($1.latest ?? time, $1.committed ?? 0) }
    events += done.map { .transactionDidComplete($0.id, time: $0.latest ?? time) }
    transactions.removeAll { $0.committed != nil && $0.pending.isEmpty }
    return events
  }

  private func parentTime(ofLocal local: Double) -> Double? {
    MediaTiming.parentTime(
      ofLocal: local, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }
}

/// Identifies a transaction opened with ``Layer/beginTransaction()``.
public struct TransactionID: Hashable, Sendable {
  /// The layer-unique number of the transaction.
  public let rawValue: Int
}

/// Something that ended since a layer's previous step.
public enum LayerEvent: Equatable, Sendable {
  /// The animation under `key` ended: finished naturally (`finished == true`) or was removed
  /// or replaced. `time` is the parent time it ended (the step's time for removals).
  case animationDidStop(key: String, finished: Bool, time: Double)
  /// Every animation of the transaction has ended; `time` is when the last one did.
  case transactionDidComplete(TransactionID, time: Double)

  /// When the event happened, in parent time.
  public var time: Double {
    switch self {
    case .animationDidStop(_, _, let time): return time
    case .transactionDidComplete(_, let time): return time
    }
  }
}
