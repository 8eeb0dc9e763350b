import AnimationCore
import ArgumentParser
import Foundation
import LockCLI
import LockModel
import LockRendering
import LockTestSupport
import TerminalRuntime
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

/// Incremental frames: every frame is exactly the picture a fresh renderer paints from nothing.
///
/// Issue 15: the frame driver keeps the last picture and the renderer repaints only what
/// changed (the ring's cells, a region whose part of the scene changed).
struct IncrementalFrameTests {
  static let scripts = [
    "auto-dial", "hold", "drag-seam", "resize", "paste", "wrong", "lockout", "hand-demo",
    "kitty", "taps", "wheel",
  ]

  @Test(arguments: scripts)
  func everyFrameEqualsAFreshPicture(_ name: String) throws {
    let path = Scripts.directory.appendingPathComponent(name + ".script").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let header = text.split(separator: "\n").first ?? ""
    let arguments =
      header.hasPrefix("# options:")
      ? header.dropFirst("# options:".count).split(separator: " ").map(String.init) : []
    let command = try ReplayCommand.parse([path] + arguments)
    let configuration = try AppOptions.configuration(
      dial: command.dial, lock: command.lock, motion: command.motion, picture: command.picture,
      colors: command.colors, mouse: command.mouse, colorAvailable: false)
    let script = try ReplayScript(text)
    var compared = 0
    for (ascii, color) in [(configuration.ascii, false), (false, true), (true, true)] {
      let options = RenderOptions(ascii: ascii, color: color)
      var core = AppCore(
        configuration: configuration, width: command.screen.width, height: command.screen.height)
      var driver = FrameDriver(fps: configuration.fps, options: options)
      var now = 0.0
      func frame(at time: Double) {
        driver.draw(core, at: time)
        var renderer = LockRenderer(options: options)
        var fresh = CellBuffer(width: 0, height: 0)
        core.draw(into: &fresh, with: &renderer, at: time)
        let same = driver.screen == fresh
        let difference = fresh.diff(from: driver.screen).first.map { "\($0.x),\($0.y)" } ?? "-"
        #expect(same, "\(name) ascii \(ascii) color \(color) at \(time): cell \(difference)")
        compared += 1
      }
      frame(at: 0)
      for (_, step) in script.steps {
        let end = step.time
        while let wake = nextWake(core: core, driver: driver, after: now), wake < end {
          now = max(wake, now + 1e-6)
          _ = core.handle(.frame(at: now))
          driver.markDirty()
          frame(at: now)
        }
        now = end
        if case .event(let event) = step {
          _ = core.handle(event)
          driver.markDirty()
          frame(at: now)
        }
        if core.quitRequested { break }
      }
    }
    #expect(compared > 30, "\(name): \(compared) frames compared")
  }
}
