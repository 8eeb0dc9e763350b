extension Unicode.Scalar {
  /// Whether a terminal could act on the scalar instead of showing it: C0, DEL, C1, and
  /// invisible format characters such as bidirectional overrides.
  ///
  /// Rule (docs/terminal.md "Input"): text from outside (a paste, a file name, a replay line)
  /// is shown only without these, or with them escaped.
  public var isTerminalControl: Bool {
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }
}
