import AnimationCore
import LockApp
import LockModel
import LockRendering
import TerminalRuntime

/// Scenes for frame tests, made by the program's own scene builder (`AppCore.scene(at:)`) from
/// the events a user would cause, so the goldens show what the program draws.
enum Scenes {
  /// The configuration for `stops` (the alternating protocol's demo secret).
  static func configuration(stops: Int = 10) -> Configuration {
    guard let configuration = try? Configuration(stops: stops) else {
      preconditionFailure("\(stops) stops is a test's mistake")
    }
    return configuration
  }

  /// A renderer that has drawn `scene` at `width` × `height` with `options`, in cells `aspect`
  /// times as tall as wide.
  static func rendered(
    _ options: RenderOptions, _ scene: LockScene, width: Int, height: Int, aspect: Double
  ) -> LockRenderer {
    var (renderer, scene) = (LockRenderer(options: options), scene)
    scene.cellAspect = aspect
    _ = renderer.render(scene, width: width, height: height)
    return renderer
  }

  /// A renderer that has drawn seed 000's auto-dial at plan time `time` on a `width` ×
  /// `height` screen in `grid`, in truecolor on a dark background, in cells `aspect` times as
  /// tall as wide.
  static func dialing(
    _ grid: Raster.Grid, at time: Double, width: Int = 80, height: Int = 24, aspect: Double
  ) -> LockRenderer {
    var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
    options.grid = grid
    return rendered(
      options, autoDial(at: time, width: width, height: height), width: width, height: height,
      aspect: aspect)
  }

  /// A renderer that has drawn the small lock at rest (40×16) on a reported black
  /// background at `depth`, in cells `aspect` times as tall as wide.
  static func smallLock(depth: ColorDepth, aspect: Double) -> LockRenderer {
    let options = RenderOptions(color: true, background: .dark, depth: depth, backdrop: 0x000000)
    return rendered(
      options, dial(width: 40, height: 16), width: 40, height: 16, aspect: aspect)
  }

  /// The app at rest, with the dial turned to `angle` (a hand turn caught at that angle) and the
  /// help overlay if asked for.
  static func dial(
    stops: Int = 10, angle: Angle = .zero, help: Bool = false, width: Int = 80, height: Int = 24
  ) -> LockScene {
    var core = AppCore(configuration: configuration(stops: stops), width: width, height: height)
    if help { _ = core.handle(.text("?", at: 0)) }
    var scene = core.scene(at: 0)
    let dial = configuration(stops: stops).dial
    scene.dial = .init(stops: stops, angle: angle, numberUnderPointer: dial.number(at: angle))
    return scene
  }

  /// The quick plan of `make screenshots` (7.4 s for seed 000's six turns): 0.2 s between
  /// turns, 0.3 s a radian.
  static let quickPlan: Configuration = {
    guard let configuration = try? Configuration(turnDelay: 0.2, secondsPerRadian: 0.3) else {
      preconditionFailure("the quick plan's pacing is a test's mistake")
    }
    return configuration
  }()

  /// A renderer in truecolor whose filled picture is drawn in `grid`.
  static func renderer(_ grid: Raster.Grid) -> LockRenderer {
    var options = RenderOptions(color: true, depth: .truecolor)
    options.grid = grid
    return LockRenderer(options: options)
  }

  /// Seed 000's auto-dial of 7-9-6-1-5-2, typed and started at 0, at plan time `time`; paused
  /// or reversed there if asked; paced by `configuration` (the program's defaults, or
  /// ``quickPlan``).
  static func autoDial(
    at time: Double, reversed: Bool = false, paused: Bool = false, width: Int = 80,
    height: Int = 24, configuration: Configuration = configuration()
  ) -> LockScene {
    var core = AppCore(configuration: configuration, width: width, height: height)
    _ = core.handle(.text("7-9-6-1-5-2", at: 0))
    _ = core.handle(.key(.enter, at: 0))
    if paused { _ = core.handle(.key(.space, at: time)) }
    if reversed { _ = core.handle(.text("r", at: time)) }
    return core.scene(at: time)
  }

  /// The demo secret dialed and the lock opened, `after` seconds after the pull.
  static func open(
    after: Double = 2, help: Bool = false, width: Int = 80, height: Int = 24
  ) -> LockScene {
    var core = AppCore(configuration: configuration(), width: width, height: height)
    let demo = LockProtocol.alternating.demoSecret.map(String.init).joined(separator: "-")
    _ = core.handle(.text(demo, at: 0))
    _ = core.handle(.key(.enter, at: 0))
    _ = core.handle(.frame(at: 60))
    if help { _ = core.handle(.text("?", at: 60)) }
    return core.scene(at: 60 + after)
  }
}

extension Scenes {
  /// The layout `scene` is drawn with on a `width` × `height` screen.
  static func layout(
    _ scene: LockScene, _ width: Int, _ height: Int,
    options: RenderOptions = RenderOptions(color: true, background: .dark, depth: .truecolor)
  ) -> Layout {
    LockRenderer(options: options).layout(scene, width: width, height: height)
  }
}

/// The columns and rows of `area` in a screen's plain lines (whose trailing spaces are trimmed).
func crop(_ lines: [String], to area: Rect) -> [String] {
  (area.y..<(area.y + area.height)).map { row in
    let characters = row < lines.count ? Array(lines[row]) : []
    let cells = (area.x..<(area.x + area.width)).map {
      $0 < characters.count ? characters[$0] : " "
    }
    var line = String(cells)
    while line.last == " " { line.removeLast() }
    return line
  }
}
