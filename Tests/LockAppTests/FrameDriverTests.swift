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
    var driver = FrameDriver<LockRenderer>(
      fps: 10, options: RenderOptions(ascii: false, color: false))
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

  /// Rule (docs/terminal.md "Frames"): a frame woken late by less than a period keeps its slot,
  /// so the lateness does not add up; one later than that, or an input frame between slots,
  /// starts the count again.
  @Test func lateFramesKeepTheirSlots() throws {
    let configuration = try AppOptions.parse(["--fps", "10"]).configuration(colorAvailable: false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    var driver = FrameDriver<LockRenderer>(
      fps: 10, options: RenderOptions(ascii: false, color: false))
    _ = core.handle(.key(.left, at: 0))
    driver.draw(core, at: 0)
    // Each wake-up 30 ms late: the frames stay on 0.1, 0.2, 0.3.
    var slots: [Double] = []
    for _ in 0..<3 {
      let next = driver.nextFrame(for: core, after: driver.lastFrame ?? 0)
      let due = try #require(next)
      slots.append((due * 1000).rounded())
      driver.draw(core, at: due + 0.03)
    }
    #expect(slots == [100, 200, 300])
    // Late by more than a period: counted from when it was drawn.
    driver.draw(core, at: 0.55)
    #expect(driver.lastFrame == 0.55)
    // An input frame between slots re-paces them.
    _ = core.handle(.key(.left, at: 0.6))
    driver.markDirty()
    driver.draw(core, at: 0.6)
    #expect(driver.lastFrame == 0.6)
    let next = driver.nextFrame(for: core, after: 0.6)
    #expect(next.map { ($0 * 1000).rounded() } == 700)
  }
}

/// Incremental frames: every frame is exactly the picture a fresh renderer paints from nothing.
///
/// The frame driver keeps the last picture and the renderer repaints only what changed (the
/// ring's cells, a region whose part of the scene changed). The replay runs through the
/// runtime's loop; a second lock, fed the same events, is drawn from nothing at every frame and
/// compared with the screen the loop built.
struct IncrementalFrameTests {
  static let scripts = [
    "auto-dial", "hold", "drag-seam", "resize", "paste", "wrong", "lockout", "hand-demo",
    "kitty", "taps", "wheel",
  ]

  /// A replay device that checks each frame against a fresh picture of a shadow lock.
  struct ComparingDevice: LoopDevice, ~Copyable {
    var replay: ReplayDevice<IndexingIterator<[ReplayStep]>, Never>
    var shadow: AppCore
    let options: RenderOptions
    var compared = 0
    var mismatch: String?

    mutating func now() -> Double { replay.now() }
    var drawsFrames: Bool { true }

    mutating func next(wake: Double?) -> LoopInput {
      let input = replay.next(wake: wake)
      switch input {
      case .event(let event): _ = shadow.handle(event)
      case .wake(let time): _ = shadow.handle(.frame(at: time))
      default: break
      }
      return input
    }

    mutating func present(_ bytes: [UInt8], screen: CellBuffer, at time: Double) -> Int {
      var renderer = LockRenderer(options: options)
      var fresh = CellBuffer(width: 0, height: 0)
      shadow.draw(into: &fresh, with: &renderer, at: time)
      if screen != fresh && mismatch == nil {
        let cell = fresh.diff(from: screen).first.map { "\($0.x),\($0.y)" } ?? "-"
        mismatch = "at \(time): cell \(cell)"
      }
      compared += 1
      return bytes.count
    }

    mutating func trace<Record: TraceRecord>(_ line: TerminalRuntime.Trace<Record>) {}
    mutating func snapshot(_ buffer: CellBuffer, at time: Double) {}
  }

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
    let steps = try ReplayScript(text).steps.map(\.step)
    let (width, height) = (command.screen.width, command.screen.height)
    var compared = 0
    var sextants = RenderOptions(color: true, depth: .truecolor)
    sextants.grid = .sextants
    var quadrants = sextants
    quadrants.grid = .quadrants
    let optionSets = [
      RenderOptions(ascii: configuration.ascii, color: false), RenderOptions(color: true),
      RenderOptions(ascii: true, color: true), RenderOptions(color: true, depth: .truecolor),
      RenderOptions(color: true, background: .light, depth: .indexed256), sextants, quadrants,
    ]
    for options in optionSets {
      var loop = ProgramLoop(
        AppCore(configuration: configuration, width: width, height: height), options: options)
      var shadow = AppCore(configuration: configuration, width: width, height: height)
      shadow.drawn(with: options)
      var device = ComparingDevice(
        replay: ReplayDevice(
          steps: steps.makeIterator(), period: configuration.playback.framePeriod
        ) { _ in },
        shadow: shadow, options: options)
      loop.run(on: &device)
      #expect(
        device.mismatch == nil, "\(name) \(options) \(device.mismatch ?? "")")
      compared += device.compared
    }
    #expect(compared > 30, "\(name): \(compared) frames compared")
  }
}

extension FrameDriverTests {
  /// Rule (docs/terminal.md "Output"): over a painted background
  /// (``RenderOptions/paintingUnknownBackground()``) the first frame writes every cell, and no
  /// cell in the terminal's own background or text colour: on a white terminal none shows white.
  @Test func aPaintedBackgroundCoversEveryCell() throws {
    let configuration = try AppOptions.parse([]).configuration(colorAvailable: true)
    let core = AppCore(configuration: configuration, width: 80, height: 24)
    var unknown = RenderOptions(color: true, depth: .truecolor)
    unknown.backgroundKnown = false
    var driver = FrameDriver<LockRenderer>(
      fps: 60, options: unknown.paintingUnknownBackground())
    #expect(driver.draw(core, at: 0) == 80 * 24)
    driver.encodedBytes()
    let text = String(decoding: driver.encoded, as: UTF8.self)
    #expect(text.contains("48;2;0;0;0m") && text.contains("38;2;228;228;228"))
    #expect(Self.defaultColours(in: text) == 0)
    // The terminal's own colours once the background is known.
    var known = RenderOptions(color: true, depth: .truecolor)
    known.backdrop = 0x000000
    var plain = FrameDriver<LockRenderer>(fps: 60, options: known)
    plain.draw(core, at: 0)
    plain.encodedBytes()
    let own = String(decoding: plain.encoded, as: UTF8.self)
    #expect(!own.contains("38;2;228;228;228") && Self.defaultColours(in: own) > 100)
  }
}

extension FrameDriverTests {
  /// How many SGRs in `bytes` (the last, a frame's closing reset, aside) leave the text or the
  /// background colour the terminal's own: one that resets (`0`) and sets not both, counting a
  /// background set in the SGR right after (``TerminalEncoder`` splits a long one), or one
  /// that sets `39` or `49`.
  static func defaultColours(in text: String) -> Int {
    let sgrs = text.components(separatedBy: "\u{1B}[").dropFirst().compactMap { part -> [Int]? in
      let digits = part.prefix { $0.isASCII && ($0.isNumber || $0 == ";") }
      guard part.dropFirst(digits.count).first == "m" else { return nil }
      return digits.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }
    var count = 0
    var index = 0
    while index < sgrs.count - 1 {
      var (resets, text, background) = (false, false, false)
      var parameters = sgrs[index][...]
      while let first = parameters.first {
        parameters = parameters.dropFirst()
        switch first {
        case 0: resets = true
        case 39, 49: count += 1
        case 38, 48:
          if first == 38 { text = true } else { background = true }
          parameters = parameters.dropFirst(parameters.first == 2 ? 4 : 2)
        default: break
        }
      }
      if resets && !background, index + 1 < sgrs.count - 1, sgrs[index + 1].first == 48 {
        background = true
        index += 1
      }
      if resets && !(text && background) { count += 1 }
      index += 1
    }
    return count
  }
}
