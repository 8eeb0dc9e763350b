extension MediaTiming {
  /// Returns this timing unchanged if every field is usable, or throws naming the first bad one.
  ///
  /// Rules (docs/timing-semantics.md §1): beginTime, speed and timeOffset are finite; duration is
  /// finite and ≥ 0 (0 means 0.25 s); repeatCount and repeatDuration are ≥ 0 and may be
  /// `.infinity` (repeat forever), but not NaN, and at most one of them is set.
  public func validated() throws(ParameterError) -> MediaTiming {
    func fail(_ field: String, _ value: Double, _ rule: String) -> ParameterError {
      ParameterError(owner: "MediaTiming", field: field, value: value, rule: rule)
    }
    guard beginTime.isFinite else { throw fail("beginTime", beginTime, "a finite number") }
    guard duration.isFinite, duration >= 0 else {
      throw fail("duration", duration, "a finite number ≥ 0 (0 means 0.25 s)")
    }
    guard speed.isFinite else { throw fail("speed", speed, "a finite number (0 freezes)") }
    guard timeOffset.isFinite else { throw fail("timeOffset", timeOffset, "a finite number") }
    guard repeatCount >= 0 else {
      throw fail("repeatCount", repeatCount, "≥ 0 (0 means once, .infinity means forever)")
    }
    guard repeatDuration >= 0 else {
      throw fail("repeatDuration", repeatDuration, "≥ 0 (0 means not used)")
    }
    if repeatCount > 0 && repeatDuration > 0 {
      throw fail(
        "repeatDuration", repeatDuration, "0 when repeatCount is set (set only one of the two)")
    }
    return self
  }
}
