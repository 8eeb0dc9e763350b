import AnimationCore
import LockTestSupport
import Testing

/// docs/timing-semantics.md §1, the 13 vector setups: parent time → progress (nil = no effect).
struct MediaTimingVectorTests {
  struct Vector: CustomTestStringConvertible, Sendable {
    let name: String
    let timing: MediaTiming
    let samples: [(Double, Double?)]
    var testDescription: String { name }
  }

  static let vectors: [Vector] = [
    Vector(
      name: "d=2, begin=1", timing: MediaTiming(beginTime: 1, duration: 2),
      samples: [(0.5, nil), (1.0, 0), (2.0, 0.5), (2.999, 0.9995), (3.0, nil)]),
    Vector(
      name: "d=2, begin=1, fill both",
      timing: MediaTiming(beginTime: 1, duration: 2, fillMode: .both),
      samples: [(0.5, 0), (3.5, 1)]),
    Vector(
      name: "d=0 (0.25 s)", timing: MediaTiming(duration: 0),
      samples: [(0.1, 0.4), (0.2, 0.8)]),
    Vector(
      name: "speed 2, fill forwards",
      timing: MediaTiming(duration: 1, speed: 2, fillMode: .forwards),
      samples: [(0.25, 0.5), (0.5, 1), (0.75, 1)]),
    Vector(
      name: "speed 0.5", timing: MediaTiming(duration: 1, speed: 0.5),
      samples: [(0.5, 0.25), (1.5, 0.75), (2.0, nil)]),
    Vector(
      name: "timeOffset 0.25, fill forwards",
      timing: MediaTiming(duration: 1, timeOffset: 0.25, fillMode: .forwards),
      samples: [(0, 0.25), (0.5, 0.75), (0.75, 0), (0.9, 0.15), (1.0, 0.25)]),
    Vector(
      name: "speed 2, timeOffset 0.5", timing: MediaTiming(duration: 1, speed: 2, timeOffset: 0.5),
      samples: [(0, 0.5), (0.1, 0.7), (0.3, 0.1)]),
    Vector(
      name: "autoreverses, fill forwards",
      timing: MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards),
      samples: [(0.25, 0.25), (1.0, 1), (1.25, 0.75), (2.0, 0)]),
    Vector(
      name: "repeatCount 2.5, fill forwards",
      timing: MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards),
      samples: [(1.25, 0.25), (2.25, 0.25), (3.0, 0.5)]),
    Vector(
      name: "repeatCount 2, fill forwards",
      timing: MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards),
      samples: [(1.0, 0), (1.5, 0.5), (2.0, 1)]),
    Vector(
      name: "repeatDuration 1.5, autoreverses, fill forwards",
      timing: MediaTiming(
        duration: 1, repeatDuration: 1.5, autoreverses: true, fillMode: .forwards),
      samples: [(0.5, 0.5), (1.25, 0.75), (1.5, 0.5), (2.0, 0.5), (10, 0.5)]),
    Vector(
      name: "speed 0, timeOffset 0.3", timing: MediaTiming(duration: 1, speed: 0, timeOffset: 0.3),
      samples: [(-100, 0.3), (0, 0.3), (0.7, 0.3), (1e6, 0.3)]),
    Vector(
      name: "speed −1, begin=1", timing: MediaTiming(beginTime: 1, duration: 1, speed: -1),
      samples: [(0, nil), (0.25, 0.75), (0.75, 0.25), (1.0, 0), (1.5, nil)]),
  ]

  @Test(arguments: vectors)
  func progressMatchesTheSpec(_ vector: Vector) {
    for (time, expected) in vector.samples {
      let progress = vector.timing.progress(at: time)
      if let expected {
        expectClose(progress, expected, within: Tolerance.exact, "at t=\(time)")
      } else {
        #expect(
          progress == nil, "at t=\(time) expected no effect, got \(String(describing: progress))")
      }
    }
  }

  @Test func repeatDurationWithoutFillHasNoEffectAtItsEnd() {
    let timing = MediaTiming(duration: 1, repeatDuration: 1.5, autoreverses: true)
    #expect(timing.progress(at: 1.5) == nil)
    expectClose(timing.progress(at: 1.4999), 0.5001, within: 1e-9)
  }

  @Test func infiniteRepeatCountRepeatsForever() {
    let timing = MediaTiming(duration: 2, repeatCount: .infinity)
    expectClose(timing.progress(at: 1_000_001), 0.5, within: Tolerance.exact)
    #expect(timing.iteration(at: 1_000_001) == 500_000)
    #expect(timing.phase(at: 1e300) == .active)
    let forever = MediaTiming(duration: 1, repeatDuration: .infinity)
    expectClose(forever.progress(at: 12.25), 0.25, within: Tolerance.exact)
  }
}
