import AnimationCore
import LockTestSupport
import Testing

struct ManualClockTests {
  @Test func advancesOnlyWhenTold() {
    var clock = ManualClock()
    #expect(clock.now == 0)
    clock.advance(by: 0.25)
    clock.advance(by: 0.5)
    #expect(clock.now == 0.75)
    clock.advance(to: 2)
    #expect(clock.now == 2)
  }

  @Test func neverGoesBackwards() {
    var clock = ManualClock(now: 5)
    clock.advance(by: -1)
    clock.advance(by: .nan)
    clock.advance(to: 3)
    clock.advance(to: .infinity)
    #expect(clock.now == 5)
    #expect(ManualClock(now: .nan).now == 0)
  }

  @Test func drivesATimingThroughTheProtocol() {
    func progress(of timing: MediaTiming, on clock: some MediaClock) -> Double? {
      timing.progress(at: clock.now)
    }
    var clock = ManualClock()
    let timing = MediaTiming(duration: 2)
    clock.advance(by: 0.5)
    #expect(progress(of: timing, on: clock) == 0.25)
  }
}
