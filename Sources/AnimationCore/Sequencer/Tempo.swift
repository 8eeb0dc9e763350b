/// Musical time for animation durations: everything derives from one tempo (docs/seeds.md "003",
/// after Andy Barnard's "defining time with music notation").
///
/// Rule: a quarter note is one beat, 60 / bpm seconds; a whole note (`one`) is 4 beats, `two` 8,
/// `half` 2, `third` 4/3, `sixth` 2/3, `eighth` 1/2 and `sixteenth` 1/4.
public struct Tempo: Sendable, Hashable {
  /// Quarter notes per minute.
  public let beatsPerMinute: Double

  /// Creates a tempo; `beatsPerMinute` must be finite and > 0.
  public init(beatsPerMinute: Double) throws(ParameterError) {
    guard beatsPerMinute.isFinite, beatsPerMinute > 0 else {
      throw ParameterError(
        owner: "Tempo", field: "beatsPerMinute", value: beatsPerMinute,
        rule: "a finite number > 0 (120 is a common default)")
    }
    self.beatsPerMinute = beatsPerMinute
  }

  /// 120 beats per minute: a beat is half a second.
  public static let common = Tempo(checked: 120)

  private init(checked beatsPerMinute: Double) {
    self.beatsPerMinute = beatsPerMinute
  }

  /// `count` beats in seconds (fractions allowed: 0.8 beat of a 120 bpm tempo is 0.4 s).
  public func beats(_ count: Double) -> Double {
    count * quarter
  }

  /// One beat: 60 / bpm seconds.
  public var quarter: Double { 60 / beatsPerMinute }
  /// Two whole notes: 8 beats.
  public var two: Double { 8 * quarter }
  /// A whole note: 4 beats.
  public var one: Double { 4 * quarter }
  /// A half note: 2 beats.
  public var half: Double { 2 * quarter }
  /// A third of a whole note: 4/3 beats.
  public var third: Double { 4 * quarter / 3 }
  /// A sixth of a whole note: 2/3 beat.
  public var sixth: Double { 2 * quarter / 3 }
  /// An eighth note: half a beat.
  public var eighth: Double { quarter / 2 }
  /// A sixteenth note: a quarter beat.
  public var sixteenth: Double { quarter / 4 }
}
