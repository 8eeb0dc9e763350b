/// One key and what it does, for the key bar and the help overlay.
public struct KeyHint: Sendable, Hashable {
  /// The key or keys, as the user types them ("<- ->", "PgUp PgDn").
  public var keys: String
  /// What they do, in full (the help overlay on a wide screen).
  public var action: String
  /// What they do, in a few words (the key bar, a narrow help overlay).
  public var short: String

  /// A hint.
  public init(_ keys: String, _ action: String, short: String? = nil) {
    self.keys = keys
    self.action = action
    self.short = short ?? action
  }
}
