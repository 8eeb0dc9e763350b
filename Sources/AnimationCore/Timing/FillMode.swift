/// What a timed node shows outside its active interval (`CAMediaTimingFillMode`).
///
/// Rule (docs/timing-semantics.md §1, step 3): before the active interval a node has an effect only
/// with `.backwards` or `.both` (it shows its start); after it, only with `.forwards` or `.both`
/// (it shows its inclusive end value).
public enum FillMode: Sendable, Hashable, CaseIterable {
  /// No effect outside the active interval (Core Animation's default).
  case removed
  /// Holds the end value after the active interval.
  case forwards
  /// Shows the start value before the active interval.
  case backwards
  /// Both `.forwards` and `.backwards`.
  case both

  /// Whether the node holds its end value after its active interval.
  public var fillsForwards: Bool { self == .forwards || self == .both }

  /// Whether the node shows its start value before its active interval.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Where a parent time falls relative to a node's active interval.
///
/// With a negative speed the *after* phase lies earlier in parent time than the *before* phase.
public enum TimingPhase: Sendable, Hashable, CaseIterable {
  /// The window coordinate is negative: the node has not started.
  case before
  /// The node is inside its active interval.
  case active
  /// The window coordinate has reached the active duration: the node has ended (the end is part
  /// of this phase).
  case after
}
