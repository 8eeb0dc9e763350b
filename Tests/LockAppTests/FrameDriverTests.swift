import AnimationCore
import ArgumentParser
import Foundation
import LockCLI
import LockModel
import LockRendering
import LockTestSupport
import Testing

@testable import LockApp

/// The frame driver: frames only while something moves, and the end state always drawn.
struct FrameDriverTests {
  @Test func theFrameAfterMotionStopsShowsTheEndState() throws {
    let configuration = try AppOptions.parse(["--fps", "10"]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    var driver = FrameDriver(fps: 10, options: RenderOptions(ascii: false, color: false))
    driver.draw(core, at: 0)
    _ = core.handle(.key(.left, at: 0.05))
    driver.markDirty()
    var time = 0.05
    var lastDrawn = 0.0
    while let due = driver.nextFrame(for: core, after: time), due < 10 {
      time = due
      _ = core.handle(.frame(at: time))
      driver.draw(core, at: time)
      lastDrawn = time
    }
    let moving = core.isAnimating(at: lastDrawn)
    let angle = core.dialAngle(at: lastDrawn).radians
    #expect(!moving, "the last frame was drawn mid-motion at \(lastDrawn)")
    #expect(angle == configuration.dial.anglePerStop.radians)
  }

}
