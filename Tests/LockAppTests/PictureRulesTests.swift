import LockApp
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// What the scene says, beyond the picture: the trail, the key bar, status and timeline.
struct PictureRulesTests {
  func core(width: Int = 80, height: Int = 24) throws -> AppCore {
    AppCore(configuration: try Configuration(), width: width, height: height)
  }

  func bar(_ scene: LockScene) -> String {
    scene.keyBar.map { "\($0.keys) \($0.short)" }.joined(separator: "  ")
  }

  /// Rule (docs/terminal.md "Hints"): the attempt just judged stays on the trail until the next
  /// one starts or the shackle is shut.
  @Test func theTrailOfAnOpenedLockStaysUntilTheNextAttempt() throws {
    var core = try core()
    let demo = LockProtocol.alternating.demoSecret.map(String.init).joined(separator: "-")
    _ = core.handle(.text(demo, at: 0))
    _ = core.handle(.key(.enter, at: 0))
    _ = core.handle(.frame(at: 60))
    let opened = core.isOpen
    #expect(opened)
    let dialed = core.scene(at: 61).trail.map { "\($0.direction.letter)\($0.number)" }
    #expect(dialed == ["L7", "R9", "L6", "R1", "L5", "R2"])
    #expect(!core.scene(at: 61).trailIsLive, "every run of a judged attempt is entered")
    #expect(core.scene(at: 61).instruction.hasPrefix("Enter shuts"))
    // Shutting clears it: the trail shows what the next pull would judge.
    _ = core.handle(.key(.enter, at: 62))
    let shut = !core.isOpen
    #expect(shut)
    #expect(core.scene(at: 63).trail.isEmpty)
    _ = core.handle(.key(.left, at: 64))
    let next = core.scene(at: 65).trail.map { "\($0.direction.letter)\($0.number)" }
    #expect(next == ["L3"], "from 2, where the plan left the dial")
    #expect(core.scene(at: 65).trailIsLive, "the run under way is where the dial is")
  }

  /// Rule (docs/terminal.md "Hints"): while a plan turns the dial, the run under way is named
  /// by the turn's target, the number the timeline and status bar give, not the stop the dial
  /// is passing; between turns the run just ended is named by where it stopped.
  @Test func theRunAPlanDialsIsNamedByItsTarget() throws {
    var core = try core()
    _ = core.handle(.text("7-9-6-1-5-2", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    var targets: [Int] = []
    var passing = 0
    for step in 0..<1200 {
      let scene = core.scene(at: Double(step) / 40)
      guard let turn = scene.animator.turnTarget, let run = scene.trail.last else { continue }
      if let target = scene.trailLiveTarget {
        #expect(target == turn.0 && run.direction == turn.1)
        if targets.last != target { targets.append(target) }
        if run.number != target { passing += 1 }
      } else if scene.trailIsLive {
        #expect(run.direction != turn.1 || run.number == turn.0, "a run that has ended")
      }
    }
    #expect(targets == [7, 9, 6, 1, 5, 2])
    #expect(passing == 495, "frames, one each 25 ms, in which the dial passes other numbers")
  }

  /// Rule (docs/terminal.md "Input"): the key bar lists only the keys that act now.
  @Test func theKeyBarFollowsTheMode() throws {
    var core = try core()
    #expect(
      bar(core.scene(at: 0))
        == "<- -> turn  0-9 type a combination  Enter pull  PgUp PgDn whole turn  x reset  t timeline  ? help  q quit"
    )
    _ = core.handle(.text("7-9", at: 0))
    #expect(
      bar(core.scene(at: 0)) == "Enter dial & pull  Backspace erase  Esc clear  ? help  q quit")
    _ = core.handle(.text("-6", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    #expect(bar(core.scene(at: 1)).hasPrefix("Space pause  <- -> scrub  r reverse  Esc stop"))
    _ = core.handle(.key(.space, at: 1))
    #expect(bar(core.scene(at: 2)).hasPrefix("Space resume  <- -> scrub  . step  r reverse"))
    _ = core.handle(.text("?", at: 2))
    #expect(bar(core.scene(at: 2)) == "? close help  q quit")
  }

  /// Rule (docs/terminal.md "Output"): at 40×16 the resting key bar still says that a
  /// combination can be typed, in a word, and that Enter pulls, help giving it its place; at
  /// 80×24 in its few words, with help; the last entry ends a column short of the window's
  /// right edge, the keys start a column in from its left.
  @Test func theSmallestBarStillOffersTypingAndPulling() throws {
    for (width, height, keys, tail) in [
      (40, 16, "◄ ► turn  0-9 type  Enter pull", "q quit"),
      (80, 24, "◄ ► turn  0-9 type a combination  Enter pull", "? help  q quit"),
    ] {
      let core = try core(width: width, height: height)
      var renderer = LockRenderer(options: RenderOptions(color: true, background: .dark))
      let lines = renderer.render(core.scene(at: 0), width: width, height: height).lines
      let gap = String(repeating: " ", count: width - 2 - keys.count - tail.count)
      #expect(lines[height - 2] == " " + keys + gap + tail, "\(width)×\(height)")
    }
  }

  /// Rule: the status bar gives the plan's playhead and length in the timeline's
  /// seconds, and "reversed" spelled out.
  @Test func statusAndTimelineSpeakSeconds() throws {
    var core = try core()
    _ = core.handle(.text("7-9-6", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    _ = core.handle(.text("r", at: 2))
    let scene = core.scene(at: 2.5)
    let timeline = try #require(scene.timeline)
    let seconds = try #require(scene.animator.seconds)
    #expect(seconds.playhead == timeline.playhead)
    #expect(seconds.duration == timeline.duration)
    #expect(abs(seconds.playhead - 1.5) < 1e-9, "2 s forwards, then 0.5 s back")
    var renderer = LockRenderer(options: RenderOptions(color: false))
    let lines = renderer.render(scene, width: 80, height: 24).lines
    #expect(lines[23].contains("running 1.5/10.3s reversed"), "\(lines[23])")
    #expect(lines.contains { $0.contains("timeline 1.5/10.3s") })
    #expect(lines.joined().components(separatedBy: "reversed").count == 3, "status and timeline")
  }

  /// Rule: `t` always shows something: the timeline panel, with or without a plan.
  @Test func tAlwaysShowsSomething() throws {
    var core = try core()
    var renderer = LockRenderer(options: RenderOptions(color: false))
    let shown = renderer.render(core.scene(at: 0), width: 80, height: 24).lines.joined()
    _ = core.handle(.text("t", at: 0))
    let hidden = renderer.render(core.scene(at: 0), width: 80, height: 24).lines.joined()
    #expect(shown.contains("timeline") && shown.contains("plays here"))
    #expect(!hidden.contains("timeline "))
  }
}

/// Rule (docs/terminal.md "Input"): once the terminal says it reports releases, a key gesture ends at its
/// release, however long the terminal takes between repeats.
struct ReportedReleaseTests {
  @Test func aGestureEndsAtItsReleaseOnceReleasesAreReported() throws {
    var core = AppCore(configuration: try Configuration(), width: 80, height: 24)
    var trace = core.handle(.releasesReported(at: 0))
    trace += core.handle(.key(.right, at: 0.1))
    trace += core.handle(.frame(at: 0.5))
    trace += core.handle(.frame(at: 1.1))
    trace += core.handle(.release(.right, at: 1.2))
    let ends = trace.lines.compactMap { line -> Double? in
      guard case .core(.gesture(let phase, _, _, let t)) = line, phase == .ended else { return nil }
      return t
    }
    #expect(ends == [1.2])
    // Without the report, the same silence ends the gesture by timeout, long before.
    var guessing = AppCore(configuration: try Configuration(), width: 80, height: 24)
    var inferred = guessing.handle(.key(.right, at: 0.1))
    inferred += guessing.handle(.frame(at: 1.1))
    let inferredEnds = inferred.lines.compactMap { line -> Double? in
      guard case .core(.gesture(let phase, _, _, let t)) = line, phase == .ended else { return nil }
      return t
    }
    #expect(inferredEnds.count == 1 && (inferredEnds.first ?? 2) < 1)
  }
}
