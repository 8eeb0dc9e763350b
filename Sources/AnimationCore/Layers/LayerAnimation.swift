/// Something that can be attached to a ``Layer``: it changes a presentation copy of the layer's
/// model over time (`CAAnimation` as added with `add(_:forKey:)`).
public protocol LayerAnimation<Model>: Sendable {
  /// The layer's model type.
  associatedtype Model

  /// When and how fast the animation runs, in its parent's time.
  var timing: MediaTiming { get set }

  /// Whether the layer drops the animation once its active interval ends (Core Animation's
  /// `removedOnCompletion`, default true): a forwards fill then has no effect past the end.
  var isRemovedOnCompletion: Bool { get }

  /// Applies the animation to `presentation` at `time` (in the parent's time space).
  ///
  /// `model` is the layer's model value, read live by one-sided animations; `zeroDuration` is
  /// what a duration of 0 means here.
  func apply(to presentation: inout Model, model: Model, at time: Double, zeroDuration: Double)

  /// The animation with whatever it captures when added filled in from `presentation`.
  func capturing(presentation: Model) -> Self
}

/// A ``ValueAnimation`` bound to one property of a model (`CAPropertyAnimation.keyPath`).
///
/// Rule (§3): an additive animation adds its value to the value underneath it — the model value,
/// or what earlier animations in the layer made of it — so additive animations stack.
public struct PropertyAnimation<Model, Animation: ValueAnimation>: LayerAnimation {
  /// The animated property.
  public let keyPath: WritableKeyPath<Model, Animation.Value> & Sendable
  /// What the property does over time.
  public var animation: Animation
  /// Whether the layer drops the animation after its active interval.
  public var isRemovedOnCompletion: Bool

  /// Binds `animation` to the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Model, Animation.Value> & Sendable, animation: Animation,
    removedOnCompletion: Bool = true
  ) {
    self.keyPath = keyPath
    self.animation = animation
    self.isRemovedOnCompletion = removedOnCompletion
  }

  /// The bound animation's timing.
  public var timing: MediaTiming {
    get { animation.timing }
    set { animation.timing = newValue }
  }

  /// Writes the animated value (or adds it, when additive) into the presentation.
  public func apply(
    to presentation: inout Model, model: Model, at time: Double, zeroDuration: Double
  ) {
    guard
      let value = animation.value(
        at: time, model: model[keyPath: keyPath], zeroDuration: zeroDuration)
    else { return }
    if animation.isAdditive {
      presentation[keyPath: keyPath] = presentation[keyPath: keyPath] + value
    } else {
      presentation[keyPath: keyPath] = value
    }
  }

  /// Lets the bound animation capture the property's presentation value.
  public func capturing(presentation: Model) -> PropertyAnimation<Model, Animation> {
    var copy = self
    copy.animation = animation.capturing(presentation: presentation[keyPath: keyPath])
    return copy
  }
}

extension ValueAnimation {
  /// This animation bound to the property at `keyPath` of a layer's model.
  public func on<Model>(
    _ keyPath: WritableKeyPath<Model, Value> & Sendable, removedOnCompletion: Bool = true
  ) -> PropertyAnimation<Model, Self> {
    PropertyAnimation(keyPath, animation: self, removedOnCompletion: removedOnCompletion)
  }
}
