/// A parameter that breaks a rule of the timing model, named so that the message says what to fix.
///
/// Every throwing initializer and validator in AnimationCore reports bad numbers with this one
/// type: the owner type, the field, the offending value and the rule the value must follow.
/// Nothing in the core traps on a bad parameter.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The type whose parameter was rejected, such as `MediaTiming`.
  public var owner: String
  /// The parameter's name, such as `duration`.
  public var field: String
  /// The rejected value as written in the message.
  public var value: String
  /// What the parameter must be, such as `a finite number ≥ 0`.
  public var rule: String

  /// Creates an error for `owner.field` whose value broke `rule`.
  public init(owner: String, field: String, value: String, rule: String) {
    self.owner = owner
    self.field = field
    self.value = value
    self.rule = rule
  }

  /// Creates an error for a numeric parameter.
  public init(owner: String, field: String, value: Double, rule: String) {
    self.init(owner: owner, field: field, value: "\(value)", rule: rule)
  }

  /// The message: what was wrong and what is allowed.
  public var description: String {
    "\(owner).\(field) is \(value), but it must be \(rule)"
  }
}
