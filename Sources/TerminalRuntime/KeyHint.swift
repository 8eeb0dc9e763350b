/// One key and what it does, for the key bar and the help overlay.
public struct KeyHint: Sendable, Hashable {
  /// The key or keys, as the user types them ("<- ->", "PgUp PgDn").
  public var keys: String
  /// What they do, in full (the help overlay on a wide screen).
  public var action: String
  /// What they do, in a few words (the key bar, a narrow help overlay).
  public var short: String
  /// What they do, in a word: the key bar where the few words do not all fit (40 columns).
  public var brief: String

  /// A hint.
  public init(_ keys: String, _ action: String, short: String? = nil, brief: String? = nil) {
    self.keys = keys
    self.action = action
    self.short = short ?? action
    self.brief = brief ?? short ?? action
  }
}
