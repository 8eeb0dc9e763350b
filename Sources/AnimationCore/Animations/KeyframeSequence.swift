/// A keyframe animation in the style of `UIView.animateKeyframes`: one total duration, and blocks
/// that set several properties during a relative start and duration (docs/seeds.md "001").
///
/// Rules (docs/timing-semantics.md §4): start and duration are fractions (0…1) of the total. Each
/// property touched by some block becomes one ``KeyframeAnimation`` whose key times are its blocks'
/// boundaries; between its own keyframes a property holds its previous value, so blocks for
/// different properties may overlap freely. Blocks of one property are taken in order of start; a
/// block that starts before the previous block of the same property ends starts when it ends. The
/// whole run is eased with `curve` (easeInEaseOut unless changed, UIKit's default). In discrete
/// mode a property jumps to a block's value when the block starts; in the paced modes only the
/// sequence of values counts.
public struct KeyframeSequence<Model: Sendable>: Sendable {
  /// The total duration in seconds.
  public var duration: Double
  /// How each property's values are interpolated (UIKit's calculation-mode options).
  public var calculationMode: CalculationMode
  /// The curve applied to the whole run.
  public var curve: TimingCurve

  private var tracks: [any KeyframeTrack<Model>] = []
  private var order = 0

  /// Creates an empty sequence of `duration` seconds.
  public init(
    duration: Double, calculationMode: CalculationMode = .linear,
    curve: TimingCurve = .easeInEaseOut
  ) {
    self.duration = duration
    self.calculationMode = calculationMode
    self.curve = curve
  }

  /// Adds a block of changes that happen from `relativeStart` for `relativeDuration` (fractions of
  /// the total duration).
  public mutating func addKeyframe(
    relativeStart: Double, relativeDuration: Double,
    _ changes: (inout KeyframeChanges<Model>) -> Void
  ) throws(KeyframeError) {
    guard relativeStart >= 0, relativeDuration >= 0, relativeStart + relativeDuration <= 1 + 1e-12
    else {
      throw .relativeTimeOutOfRange(start: relativeStart, duration: relativeDuration)
    }
    var block = KeyframeChanges<Model>()
    changes(&block)
    for change in block.changes {
      let frame = Frame(
        start: relativeStart, end: min(relativeStart + relativeDuration, 1), order: order)
      if let index = tracks.firstIndex(where: { $0.keyPath == change.keyPath }) {
        tracks[index] = tracks[index].adding(change, frame: frame)
      } else {
        tracks.append(change.track(frame: frame))
      }
    }
    order += 1
  }

  /// The animated properties, in the order they were first touched.
  public var keyPaths: [AnyKeyPath] { tracks.map(\.keyPath) }

  /// The whole sequence as a group of one keyframe animation per property, starting from
  /// `initial` at `beginTime` (in the layer's time; 0 means "when added"), or `nil` when the
  /// duration is 0 or less (UIKit then applies the changes at once: set ``finalModel(from:)``).
  ///
  /// The group fills backwards, so the initial values show while it waits to begin.
  public func animation(
    from initial: Model, beginTime: Double = 0
  ) throws(KeyframeError) -> AnimationGroup<Model>? {
    guard !duration.isNaN else {
      throw .timing(
        ParameterError(
          owner: "KeyframeSequence", field: "duration", value: duration, rule: "a finite number"))
    }
    guard duration > 0 else { return nil }
    var children: [any LayerAnimation<Model>] = []
    for track in tracks {
      children.append(
        try track.animation(from: initial, duration: duration, mode: calculationMode, curve: curve))
    }
    let timing = MediaTiming(beginTime: beginTime, duration: duration, fillMode: .backwards)
    do {
      return AnimationGroup(children, timing: try timing.validated())
    } catch {
      throw .timing(error)
    }
  }

  /// `initial` with every block's changes applied: the model value to set when starting it.
  public func finalModel(from initial: Model) -> Model {
    var model = initial
    for track in tracks { track.applyFinal(to: &model) }
    return model
  }
}

/// The property changes recorded by one keyframe block.
public struct KeyframeChanges<Model: Sendable> {
  fileprivate var changes: [any KeyframeChange<Model>] = []

  /// Sets the property at `keyPath` to `value` by the end of this block.
  public mutating func set<Value: Interpolatable>(
    _ keyPath: WritableKeyPath<Model, Value> & Sendable, to value: Value
  ) {
    changes.removeAll { $0.keyPath == keyPath }
    changes.append(Change(keyPath: keyPath, value: value))
  }
}

private struct Frame: Sendable {
  var start: Double
  var end: Double
  var order: Int
}

private protocol KeyframeChange<Model>: Sendable {
  associatedtype Model: Sendable
  var keyPath: AnyKeyPath { get }
  func track(frame: Frame) -> any KeyframeTrack<Model>
}

private protocol KeyframeTrack<Model>: Sendable {
  associatedtype Model: Sendable
  var keyPath: AnyKeyPath { get }
  func adding(_ change: any KeyframeChange<Model>, frame: Frame) -> any KeyframeTrack<Model>
  func animation(
    from initial: Model, duration: Double, mode: CalculationMode, curve: TimingCurve
  ) throws(KeyframeError) -> any LayerAnimation<Model>
  func applyFinal(to model: inout Model)
}

private struct Change<Model: Sendable, Value: Interpolatable>: KeyframeChange {
  let path: WritableKeyPath<Model, Value> & Sendable
  let value: Value

  init(keyPath: WritableKeyPath<Model, Value> & Sendable, value: Value) {
    self.path = keyPath
    self.value = value
  }

  var keyPath: AnyKeyPath { path }

  func track(frame: Frame) -> any KeyframeTrack<Model> {
    Track(path: path, frames: [(frame, value)])
  }
}

private struct Track<Model: Sendable, Value: Interpolatable>: KeyframeTrack {
  let path: WritableKeyPath<Model, Value> & Sendable
  var frames: [(Frame, Value)]

  var keyPath: AnyKeyPath { path }

  func adding(_ change: any KeyframeChange<Model>, frame: Frame) -> any KeyframeTrack<Model> {
    guard let change = change as? Change<Model, Value> else { return self }
    var copy = self
    copy.frames.append((frame, change.value))
    return copy
  }

  /// Frames by start (then by the order added), each starting no earlier than the previous ends.
  private var sequential: [(Frame, Value)] {
    var sorted = frames.sorted {
      $0.0.start != $1.0.start ? $0.0.start < $1.0.start : $0.0.order < $1.0.order
    }
    var previousEnd = 0.0
    for index in sorted.indices {
      sorted[index].0.start = max(sorted[index].0.start, previousEnd)
      sorted[index].0.end = max(sorted[index].0.end, sorted[index].0.start)
      previousEnd = sorted[index].0.end
    }
    return sorted
  }

  func animation(
    from initial: Model, duration: Double, mode: CalculationMode, curve: TimingCurve
  ) throws(KeyframeError) -> any LayerAnimation<Model> {
    let start = initial[keyPath: path]
    var values: [Value] = [start]
    var times: [Double] = [0]
    switch mode {
    case .linear, .cubic:
      for (frame, value) in sequential {
        if frame.start > (times.last ?? 0), let held = values.last {
          values.append(held)
          times.append(frame.start)
        }
        values.append(value)
        times.append(frame.end)
      }
      if (times.last ?? 1) < 1, let held = values.last {
        values.append(held)
        times.append(1)
      }
      if times.count == 1 {
        values.append(start)
        times.append(1)
      }
    case .discrete:
      for (frame, value) in sequential {
        values.append(value)
        times.append(frame.start)
      }
      times.append(1)
    case .paced, .cubicPaced:
      values += sequential.map(\.1)
    }
    let animation = try KeyframeAnimation(
      values: values, keyTimes: mode == .paced || mode == .cubicPaced ? nil : times,
      calculationMode: mode, timing: MediaTiming(duration: duration), curve: curve)
    return animation.on(path)
  }

  func applyFinal(to model: inout Model) {
    if let last = sequential.last { model[keyPath: path] = last.1 }
  }
}
