/// An animation through a list of values at given key times (`CAKeyframeAnimation`).
///
/// Rules (docs/timing-semantics.md §4): `keyTimes` lie in 0…1 and never decrease; linear and cubic
/// need one per value, from 0 to 1; discrete needs n + 1; when absent they are evenly spaced.
/// The whole-animation `curve` is applied to the iteration's progress first, then the segment's
/// timing function to the fraction within the segment. Paced and cubic-paced modes ignore key
/// times and timing functions. Cubic segments are Hermite curves with Kochanek–Bartels tangents
/// (end points duplicated at the ends, so tension = continuity = bias = 0 is Catmull-Rom).
/// Everything derived (key times, tangents, the arc-length table) is computed once, here.
public struct KeyframeAnimation<Value: Interpolatable>: ValueAnimation {
  /// The keyframe values.
  public let values: [Value]
  /// The key times as given, or `nil` for evenly spaced.
  public let keyTimes: [Double]?
  /// One timing function per segment, or `nil` for linear segments.
  public let timingFunctions: [TimingCurve]?
  /// How values between keyframes are computed.
  public let calculationMode: CalculationMode
  /// When and how fast the animation runs.
  public var timing: MediaTiming
  /// The curve applied to the whole animation's progress (Core Animation's nil: linear).
  public var curve: TimingCurve
  /// Whether the layer adds the result to the value underneath.
  public var isAdditive: Bool
  /// Whether each iteration continues from where the previous one ended (adds last − first).
  public var isCumulative: Bool

  /// The key times actually used (recomputed for paced modes).
  public let effectiveKeyTimes: [Double]
  private let outgoing: [Value]
  private let incoming: [Value]
  /// Cumulative spline length at `samplesPerSegment` steps per segment (cubic-paced only).
  private let arcLengths: [Double]
  private static var samplesPerSegment: Int { 64 }

  /// Creates a keyframe animation, checking every rule above.
  ///
  /// `tension`, `continuity` and `bias` give one entry per value (missing entries are 0) in −1…1.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingCurve]? = nil,
    calculationMode: CalculationMode = .linear, tension: [Double] = [], continuity: [Double] = [],
    bias: [Double] = [], timing: MediaTiming = MediaTiming(), curve: TimingCurve = .linear,
    isAdditive: Bool = false, isCumulative: Bool = false
  ) throws(KeyframeError) {
    guard !values.isEmpty else { throw .emptyValues }
    for (index, value) in values.enumerated() where !value.distance(to: .zero).isFinite {
      throw .valueNotFinite(index: index)
    }
    let n = values.count
    if let keyTimes { try Self.check(keyTimes, values: n, mode: calculationMode) }
    try Self.check(
      timingFunctions: timingFunctions, values: n, mode: calculationMode,
      splines: [("tension", tension), ("continuity", continuity), ("bias", bias)])
    do {
      self.timing = try timing.validated()
    } catch {
      throw .timing(error)
    }
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.curve = curve
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative

    let even = Self.evenKeyTimes(count: calculationMode == .discrete ? n + 1 : n)
    switch calculationMode {
    case .linear, .cubic, .discrete:
      effectiveKeyTimes = keyTimes ?? even
    case .paced:
      effectiveKeyTimes = Self.pacedKeyTimes(values)
    case .cubicPaced:
      effectiveKeyTimes = even
    }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      (outgoing, incoming) = Self.tangents(values, tension, continuity, bias)
    } else {
      (outgoing, incoming) = ([], [])
    }
    if calculationMode == .cubicPaced && n > 1 {
      arcLengths = Self.arcLengthTable(values, outgoing, incoming)
    } else {
      arcLengths = []
    }
  }

  /// Checks key times for `values` values in `mode`: how many (unless paced), each in 0…1, never
  /// decreasing, and spanning 0…1 where the mode interpolates between them.
  private static func check(
    _ keyTimes: [Double], values n: Int, mode calculationMode: CalculationMode
  ) throws(KeyframeError) {
    let expected = calculationMode == .discrete ? n + 1 : n
    let ignored = calculationMode == .paced || calculationMode == .cubicPaced
    if !ignored {
      guard keyTimes.count == expected else {
        throw .keyTimeCount(expected: expected, actual: keyTimes.count, mode: calculationMode)
      }
    }
    for (index, time) in keyTimes.enumerated() {
      guard time >= 0, time <= 1 else { throw .keyTimeOutOfRange(index: index, value: time) }
      if index > 0 && time < keyTimes[index - 1] {
        throw .keyTimesDecreasing(index: index, previous: keyTimes[index - 1], value: time)
      }
    }
    let spans = calculationMode == .linear || calculationMode == .cubic
    if spans, n > 1, let first = keyTimes.first, let last = keyTimes.last,
      first != 0 || last != 1
    {
      throw .keyTimesMustSpanZeroToOne(first: first, last: last)
    }
  }

  /// Checks one timing function per segment (where the mode uses them) and every spline
  /// parameter in −1…1.
  private static func check(
    timingFunctions: [TimingCurve]?, values n: Int, mode calculationMode: CalculationMode,
    splines: [(name: String, values: [Double])]
  ) throws(KeyframeError) {
    if let timingFunctions, calculationMode != .paced, calculationMode != .cubicPaced,
      calculationMode != .discrete, timingFunctions.count != max(n - 1, 0)
    {
      throw .timingFunctionCount(expected: max(n - 1, 0), actual: timingFunctions.count)
    }
    for (name, list) in splines {
      for (index, value) in list.enumerated() where !(value >= -1 && value <= 1) {
        throw .splineParameterOutOfRange(name: name, index: index, value: value)
      }
    }
  }

  /// The animated value at `time`, or `nil` when the animation has no effect then.
  public func value(at time: Double, model: Value, zeroDuration: Double) -> Value? {
    guard let sample = timing.sample(at: time, zeroDuration: zeroDuration) else { return nil }
    var result = value(atProgress: curve.value(at: sample.progress))
    if isCumulative && sample.iteration > 0, let first = values.first, let last = values.last {
      result = result + (last - first).scaled(by: Double(sample.iteration))
    }
    return result
  }

  /// The value at overall (already eased) progress `p`.
  public func value(atProgress p: Double) -> Value {
    let n = values.count
    guard n > 1, !p.isNaN else { return values[0] }
    switch calculationMode {
    case .discrete:
      return discreteValue(at: p)
    case .linear, .paced:
      let (index, s) = segment(at: p)
      let eased = segmentCurve(index)?.value(at: s) ?? s
      return Value.interpolate(from: values[index], to: values[index + 1], fraction: eased)
    case .cubic:
      let (index, s) = segment(at: p)
      return hermite(index, segmentCurve(index)?.value(at: s) ?? s)
    case .cubicPaced:
      let (index, s) = pacedSplineSegment(at: p)
      return hermite(index, s)
    }
  }

  private func segmentCurve(_ index: Int) -> TimingCurve? {
    guard calculationMode == .linear || calculationMode == .cubic, let timingFunctions else {
      return nil
    }
    return timingFunctions[index]
  }

  /// The segment i with k_i ≤ p < k_{i+1} and the fraction within it (extrapolating in the end
  /// segments for p outside 0…1; the last segment holds p = 1).
  private func segment(at p: Double) -> (Int, Double) {
    let times = effectiveKeyTimes
    let last = times.count - 2
    var index = 0
    while index < last && p >= times[index + 1] { index += 1 }
    let start = times[index]
    let length = times[index + 1] - start
    if length <= 0 { return (index, p >= start ? 1 : 0) }
    return (index, (p - start) / length)
  }

  /// Value i on [k_i, k_{i+1}); the last value from its key time on, and at p ≥ 1.
  private func discreteValue(at p: Double) -> Value {
    let times = effectiveKeyTimes
    var index = 0
    while index < values.count - 1 && p >= times[index + 1] { index += 1 }
    return values[index]
  }

  private func hermite(_ index: Int, _ s: Double) -> Value {
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = 3 * s2 - 2 * s3
    let h11 = s3 - s2
    return values[index].scaled(by: h00) + outgoing[index].scaled(by: h10)
      + values[index + 1].scaled(by: h01) + incoming[index + 1].scaled(by: h11)
  }

  /// The spline segment and parameter at a fraction `p` of the spline's total length.
  private func pacedSplineSegment(at p: Double) -> (Int, Double) {
    let steps = Self.samplesPerSegment
    guard let total = arcLengths.last, total > 0 else {
      let (index, s) = segment(at: p)
      return (index, s)
    }
    guard !p.isNaN else { return (0, 0) }
    let target = min(max(p, 0), 1) * total
    var low = 0
    var high = arcLengths.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if arcLengths[middle] <= target { low = middle } else { high = middle }
    }
    let span = arcLengths[high] - arcLengths[low]
    let within = span > 0 ? (target - arcLengths[low]) / span : 0
    let position = (Double(low) + within) / Double(steps)
    let index = min(Int(position), values.count - 2)
    return (index, position - Double(index))
  }

  private static func evenKeyTimes(count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// Key times proportional to the cumulative distance along the values (evenly spaced when the
  /// values do not move at all).
  static func pacedKeyTimes(_ values: [Value]) -> [Double] {
    var cumulative: [Double] = [0]
    for index in 1..<max(values.count, 1) {
      cumulative.append(cumulative[index - 1] + values[index - 1].distance(to: values[index]))
    }
    guard let total = cumulative.last, total > 0 else {
      return evenKeyTimes(count: values.count)
    }
    return cumulative.map { $0 / total }
  }

  /// Kochanek–Bartels outgoing and incoming tangents, with duplicated end points.
  private static func tangents(
    _ values: [Value], _ tension: [Double], _ continuity: [Double], _ bias: [Double]
  ) -> ([Value], [Value]) {
    let n = values.count
    var outgoing: [Value] = []
    var incoming: [Value] = []
    for i in 0..<n {
      let t = i < tension.count ? tension[i] : 0
      let c = i < continuity.count ? continuity[i] : 0
      let b = i < bias.count ? bias[i] : 0
      let previous = values[max(i - 1, 0)]
      let next = values[min(i + 1, n - 1)]
      let back = values[i] - previous
      let ahead = next - values[i]
      outgoing.append(
        back.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2)
          + ahead.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2))
      incoming.append(
        back.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2)
          + ahead.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2))
    }
    return (outgoing, incoming)
  }

  private static func arcLengthTable(
    _ values: [Value], _ outgoing: [Value], _ incoming: [Value]
  ) -> [Double] {
    let steps = samplesPerSegment
    func point(_ index: Int, _ s: Double) -> Value {
      let s2 = s * s
      let s3 = s2 * s
      return values[index].scaled(by: 2 * s3 - 3 * s2 + 1)
        + outgoing[index].scaled(by: s3 - 2 * s2 + s)
        + values[index + 1].scaled(by: 3 * s2 - 2 * s3) + incoming[index + 1].scaled(by: s3 - s2)
    }
    var table: [Double] = [0]
    var previous = values[0]
    for index in 0..<(values.count - 1) {
      for step in 1...steps {
        let current = point(index, Double(step) / Double(steps))
        table.append((table.last ?? 0) + previous.distance(to: current))
        previous = current
      }
    }
    return table
  }
}
