import AnimationCore
import LockTestSupport
import Testing

/// Seed 003: chained actions, unison, calls, conditionals, jumps and musical tempo.
struct SequencerTests {
  /// What the actions act on: two layers and a log.
  struct Stage: ~Copyable {
    var ball = Layer(model: 0.0)
    var box = Layer(model: Point2D.zero)
    var log: [String] = []
    var count = 0
  }

  /// An action that moves the ball to `target` over its slot and logs its timing.
  static func move(
    _ name: String? = nil, to target: Double, delay: Double = 0, duration: Double? = nil,
    when condition: (@Sendable (borrowing Stage) -> Bool)? = nil
  ) -> SequenceAction<Stage> {
    .animation(name, delay: delay, duration: duration, when: condition) { stage, slot in
      stage.log.append("\(name ?? "move") \(slot.beginTime)+\(slot.duration)")
      // From where the ball will be when the slot begins (a to-only animation would read the
      // model live, and the model is set to the target below).
      if let animation = try? BasicAnimation<Double>(
        from: stage.ball.presentation(at: slot.beginTime), to: target,
        timing: slot.mediaTiming(fillMode: .forwards))
      {
        stage.ball.add(animation.on(\.self, removedOnCompletion: false), forKey: name ?? "move")
      }
      stage.ball.model = target
    }
  }

  @Test func actionsPlayOneAfterAnother() throws {
    var sequencer = try Sequencer<Stage>([
      Self.move("a", to: 10, duration: 1),
      Self.move("b", to: 20, delay: 0.5, duration: 2),
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    #expect(sequencer.advance(to: 0, context: &stage) == [.started("a", at: 0)])
    #expect(sequencer.advance(to: 1.4, context: &stage).isEmpty, "b waits for its delay")
    #expect(sequencer.advance(to: 1.5, context: &stage) == [.started("b", at: 1.5)])
    #expect(sequencer.advance(to: 3.4, context: &stage).isEmpty)
    #expect(sequencer.advance(to: 3.5, context: &stage) == [.completed(count: 1, at: 3.5)])
    #expect(stage.log == ["a 0.0+1.0", "b 1.5+2.0"])
    expectClose(stage.ball.presentation(at: 2.5), 15, within: 1e-9)
    #expect(sequencer.isRunning == false)
    #expect(sequencer.completionCount == 1)
  }

  @Test func anAnimationIsBuiltOnlyWhenReached() throws {
    var sequencer = try Sequencer<Stage>([
      .function("set") { $0.ball.model = 5 },
      .animation("read", duration: 1) { stage, _ in stage.log.append("saw \(stage.ball.model)") },
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    _ = sequencer.advance(to: 0, context: &stage)
    #expect(stage.log == ["saw 5.0"])
  }

  @Test func aUnisonLastsAsLongAsItsLongestMember() throws {
    var sequencer = try Sequencer<Stage>([
      .unison(
        "together",
        [
          Self.move("ball", to: 1, duration: 1),
          .animation("box", delay: 0.5, duration: 2) { stage, slot in
            stage.log.append("box \(slot.beginTime)+\(slot.duration)")
          },
        ]),
      Self.move("after", to: 2, duration: 1),
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 10, context: &stage)
    #expect(
      events == [
        .started("together", at: 0), .started("ball", at: 0), .started("box", at: 0.5),
        .started("after", at: 2.5), .completed(count: 1, at: 3.5),
      ])
  }

  @Test func aShorterUnisonDurationDoesNotClipItsMembers() throws {
    var sequencer = try Sequencer<Stage>([
      .unison("short", duration: 0.5, [Self.move("long", to: 10, duration: 2)]),
      Self.move("next", to: 20, duration: 1),
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    _ = sequencer.advance(to: 10, context: &stage)
    #expect(stage.log == ["long 0.0+2.0", "next 0.5+1.0"])
  }

  @Test func aFalseConditionSkipsTheActionAndItsDelay() throws {
    var sequencer = try Sequencer<Stage>([
      Self.move("skipped", to: 1, delay: 5, duration: 1, when: { $0.count > 0 }),
      Self.move("played", to: 2, duration: 1),
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 1, context: &stage)
    #expect(
      events == [
        .skipped("skipped", at: 0), .started("played", at: 0), .completed(count: 1, at: 1),
      ])
  }

  @Test func aJumpWithARepeatCountRunsItsSectionThatManyMoreTimes() throws {
    var sequencer = try Sequencer<Stage>([
      .function("intro") { $0.log.append("intro") },
      .function("loop", duration: 1) { $0.log.append("loop") },
      .jump(to: "loop", repeat: 2),
      .function("outro") { $0.log.append("outro") },
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 100, context: &stage)
    #expect(stage.log == ["intro", "loop", "loop", "loop", "outro"])
    #expect(events.last == .completed(count: 1, at: 3))
    #expect(events.filter { if case .jumped = $0 { return true } else { return false } }.count == 2)
  }

  @Test func anUnlimitedJumpStopsWhenItsConditionTurnsFalse() throws {
    var sequencer = try Sequencer<Stage>([
      .function("tick", duration: 0.5) { $0.count += 1 },
      .jump(to: "tick", when: { $0.count < 4 }),
      .function("done") { $0.log.append("done at \($0.count)") },
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 100, context: &stage)
    #expect(stage.count == 4)
    #expect(stage.log == ["done at 4"])
    #expect(events.contains(.skipped("action 1", at: 2)))
    #expect(events.last == .completed(count: 1, at: 2))
  }

  @Test func restartingAtTheEndCountsCompletions() throws {
    var sequencer = try Sequencer<Stage>([Self.move("a", to: 1, duration: 1)], restartsAtEnd: true)
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 3.5, context: &stage)
    #expect(sequencer.completionCount == 3)
    #expect(
      events.filter { if case .completed = $0 { return true } else { return false } }.count == 3)
    #expect(sequencer.isRunning)
  }

  @Test func stepsOfAnySizeGiveTheSameRun() throws {
    func run(step: Double) throws -> [SequencerEvent] {
      var sequencer = try Sequencer<Stage>([
        Self.move("a", to: 1, delay: 0.3, duration: 0.7),
        .function("loop", duration: 0.25) { $0.count += 1 },
        .jump(to: "loop", repeat: 3),
        .unison("u", [Self.move("b", to: 2, delay: 0.1, duration: 0.4)]),
      ])
      var stage = Stage()
      var clock = ManualClock()
      sequencer.start(at: clock.now)
      var events: [SequencerEvent] = []
      while clock.now < 4 {
        clock.advance(by: step)
        events += sequencer.advance(to: clock.now, context: &stage)
      }
      return events
    }
    let fine = try run(step: 1.0 / 64)
    #expect(fine == (try run(step: 0.5)))
    #expect(fine == (try run(step: 4)))
    #expect(fine.last == .completed(count: 1, at: 2.5))
  }

  @Test func aLoopThatNeverAdvancesTimeIsStopped() throws {
    var sequencer = try Sequencer<Stage>([
      .function("spin") { $0.count += 1 },
      .jump(to: "spin"),
    ])
    var stage = Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 1, context: &stage)
    #expect(events.last == .stalled(at: 0))
    #expect(sequencer.isRunning == false)
  }

  @Test func badSequencesAreRefusedWithAReason() {
    #expect(throws: SequencerError.duplicateName("a")) {
      try Sequencer<Stage>([Self.move("a", to: 1), Self.move("a", to: 2)])
    }
    #expect(throws: SequencerError.unknownJumpTarget("nowhere")) {
      try Sequencer<Stage>([Self.move("a", to: 1), .jump(to: "nowhere")])
    }
    #expect(throws: SequencerError.onlyAnimationsInUnison("u member 0")) {
      try Sequencer<Stage>([.unison("u", [.jump(to: "u")])])
    }
    #expect(throws: SequencerError.invalidNumber(action: "a", field: "delay", value: -1)) {
      try Sequencer<Stage>([Self.move("a", to: 1, delay: -1)])
    }
    #expect(
      SequencerError.unknownJumpTarget("x").description
        == "a jump targets \"x\", but no top-level action has that name")
  }
}

struct TempoTests {
  /// two, one, half, third, quarter, sixth, eighth, sixteenth at 120 and at 90 bpm.
  static let table: [(Double, [Double])] = [
    (120, [4, 2, 1, 2.0 / 3, 0.5, 1.0 / 3, 0.25, 0.125]),
    (90, [16.0 / 3, 8.0 / 3, 4.0 / 3, 8.0 / 9, 2.0 / 3, 4.0 / 9, 1.0 / 3, 1.0 / 6]),
  ]

  @Test(arguments: table)
  func musicalDurations(_ bpm: Double, _ expected: [Double]) throws {
    let tempo = try Tempo(beatsPerMinute: bpm)
    let actual = [
      tempo.two, tempo.one, tempo.half, tempo.third, tempo.quarter, tempo.sixth, tempo.eighth,
      tempo.sixteenth,
    ]
    for (value, wanted) in zip(actual, expected) {
      expectClose(value, wanted, within: Tolerance.exact)
    }
  }

  @Test func aTempoMustBePositive() {
    #expect(throws: ParameterError.self) { try Tempo(beatsPerMinute: 0) }
    #expect(throws: ParameterError.self) { try Tempo(beatsPerMinute: .nan) }
  }

  @Test func aSequenceInMusicalTime() throws {
    let tempo = try Tempo(beatsPerMinute: 120)
    var sequencer = try Sequencer<SequencerTests.Stage>([
      SequencerTests.move("beat", to: 1, duration: tempo.quarter),
      SequencerTests.move("bar", to: 2, delay: tempo.eighth, duration: tempo.one - tempo.eighth),
    ])
    var stage = SequencerTests.Stage()
    sequencer.start(at: 0)
    let events = sequencer.advance(to: 10, context: &stage)
    #expect(events.last == .completed(count: 1, at: 2.5))
  }
}
