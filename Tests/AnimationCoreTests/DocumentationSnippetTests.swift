import AnimationCore
import Testing

/// The snippets of AnimationCore's documentation (Sources/AnimationCore/AnimationCore.docc), as
/// the articles show them, with the values the articles say they give: an article's code cannot
/// stop compiling or change what it prints without this failing.
struct DocumentationSnippetTests {
  struct Ball: Sendable {
    var x = 0.0
    var opacity = 1.0
  }

  /// GettingStarted.md: a layer, a basic animation, a spring, a group, sampled at 60 fps.
  @Test func gettingStarted() throws {
    var layer = Layer(model: Ball())
    let slide = try BasicAnimation(
      from: 0.0, to: 100.0, timing: MediaTiming(duration: 1), curve: .easeInEaseOut)
    layer.model.x = 100
    layer.add(slide.on(\Ball.x), forKey: "slide")
    let samples = (0...60).map { frame in layer.presentation(at: Double(frame) / 60).x }
    #expect(samples[0] == 0 && samples[30] == 50 && samples[60] == 100)

    let spring = try SpringAnimation(
      from: 0.0, to: 100.0, spring: Spring(duration: 0.5, bounce: 0.3))
    layer.add(spring.on(\Ball.x), forKey: "slide")
    let settles = spring.timing.duration
    #expect((settles * 1000).rounded() == 845)
    #expect((layer.presentation(at: 0.25).x).rounded() == 98)

    let fade = try BasicAnimation(from: 1.0, to: 0.0, timing: MediaTiming(duration: 0.5))
    let group = AnimationGroup(fitting: [slide.on(\Ball.x), fade.on(\Ball.opacity)])
    layer.model.opacity = 0
    layer.add(group, forKey: "leave")
    let halfway = layer.presentation(at: 0.25)
    #expect(halfway.opacity == 0.5 && group.timing.duration == 1)
  }

  /// TimeAndTiming.md: begin time, speed, repeats, autoreverse and fill as Core Animation has them.
  @Test func mediaTiming() throws {
    let timing = MediaTiming(
      beginTime: 1, duration: 2, speed: 2, repeatCount: 2, autoreverses: true, fillMode: .both)
    let bounce = try BasicAnimation(from: 0.0, to: 10.0, timing: timing)
    #expect(bounce.value(at: 0, model: 0, zeroDuration: 0.25) == 0)  // filled backwards
    #expect(bounce.value(at: 1.5, model: 0, zeroDuration: 0.25) == 5)  // 1 s at speed 2
    #expect(bounce.value(at: 2.5, model: 0, zeroDuration: 0.25) == 5)  // on its way back
    #expect(bounce.value(at: 9, model: 0, zeroDuration: 0.25) == 0)  // filled forwards
    #expect(timing.endTime() == 5)
  }

  /// Curves.md: the named curves, a custom Bézier and steps.
  @Test func curves() throws {
    #expect(TimingCurve.linear.value(at: 0.5) == 0.5)
    #expect((TimingCurve.easeIn.value(at: 0.5) * 1000).rounded() == 315)
    let custom = try TimingCurve.cubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1)
    #expect(custom.value(at: 0.5) == 0.5)
    let steps = try TimingCurve.steps(4, position: .jumpEnd)
    #expect(steps.value(at: 0.3) == 0.25)
  }

  /// Springs.md: a spring's value, its settling and UIKit's duration-based form.
  @Test func springs() throws {
    let spring = try Spring(dampingRatio: 0.5, response: 0.4)
    #expect((spring.value(at: 0.2) * 1000).rounded() == 1141)
    #expect((spring.settlingDuration * 100).rounded() == 92)
  }

  /// Keyframes.md: values, key times and a calculation mode.
  @Test func keyframes() throws {
    let hop = try KeyframeAnimation(
      values: [0.0, 10.0, 0.0], keyTimes: [0, 0.25, 1], calculationMode: .linear,
      timing: MediaTiming(duration: 2))
    #expect(hop.value(at: 0.5, model: 0, zeroDuration: 0.25) == 10)
    #expect(hop.value(at: 1.25, model: 0, zeroDuration: 0.25) == 5)
    let paced = try KeyframeAnimation(
      values: [0.0, 30.0, 40.0], calculationMode: .paced, timing: MediaTiming(duration: 4))
    #expect(paced.value(at: 3, model: 0, zeroDuration: 0.25) == 30)
  }

  /// GroupsAndLayers.md: a group in a layer, clipped by its own duration.
  @Test func groupsAndLayers() throws {
    let slide = try BasicAnimation(from: 0.0, to: 100.0, timing: MediaTiming(duration: 1))
    let fade = try BasicAnimation(from: 1.0, to: 0.0, timing: MediaTiming(duration: 0.5))
    let group = AnimationGroup(fitting: [slide.on(\Ball.x), fade.on(\Ball.opacity)])
    var layer = Layer(model: Ball(x: 100, opacity: 0))
    layer.add(group, forKey: "leave")
    #expect(layer.presentation(at: 0.25).opacity == 0.5)
  }

  /// Choreography.md: actions one after another, a call between them.
  @Test func sequencer() throws {
    var sequencer = try Sequencer<[String]>([
      .function("hello") { $0.append("hello") },
      .animation("wait", duration: 1) { _, _ in },
      .function("goodbye") { $0.append("goodbye") },
    ])
    var said: [String] = []
    sequencer.start(at: 0)
    _ = sequencer.advance(to: 0.5, context: &said)
    #expect(said == ["hello"])
    _ = sequencer.advance(to: 1.5, context: &said)
    #expect(said == ["hello", "goodbye"])
  }

  /// InteractiveAnimation.md: start, pause, scrub, reverse and continue, as UIViewPropertyAnimator.
  @Test func propertyAnimator() throws {
    var animator = try PropertyAnimator(model: Ball(), duration: 1, timing: .curve(.linear))
    try animator.addAnimations(\Ball.x, to: 100)
    try animator.startAnimation(at: 0)
    try animator.pauseAnimation(at: 0.25)
    #expect(animator.presentation(at: 5).x == 25)
    try animator.setFractionComplete(0.5, at: 5)
    #expect(animator.presentation(at: 5).x == 50)
    try animator.setReversed(true, at: 5)
    try animator.continueAnimation(at: 5)
    #expect(animator.presentation(at: 5.25).x == 25)
  }
}
