import LockApp
import TerminalRuntime
import Testing

@testable import LockRendering

/// Rule (docs/terminal.md "Output"): mlterm's truecolor picture, sent from a table of 200
/// colours, keeps well within it over a whole session: at rest, with the help, every frame of
/// the demo dial played through, and open.
struct MltermColourTests {
  @Test(arguments: [(80, 24, Background.dark, 76), (200, 60, .dark, 105), (80, 24, .light, 64)])
  func aDialPlayedThroughKeepsFewColours(
    width: Int, height: Int, background: Background, kept: Int
  ) {
    var options = RenderOptions(
      color: true, background: background, depth: .truecolor,
      backdrop: background == .dark ? 0x000000 : 0xFFFFFF)
    options.grid = .sextants
    options.softFont = true
    options.colorLimit = ColorTable.mlterm
    var renderer = LockRenderer(options: options)
    var table = ColorTable(capacity: ColorTable.mlterm)
    var scenes = [
      Scenes.dial(width: width, height: height),
      Scenes.dial(help: true, width: width, height: height),
    ]
    for step in 0..<240 {
      scenes.append(Scenes.autoDial(at: Double(step) / 20, width: width, height: height))
    }
    scenes += [0.3, 2].map { Scenes.open(after: $0, width: width, height: height) }
    var sent = Set<UInt32>()
    for var scene in scenes {
      scene.cellAspect = 2.25
      let frame = renderer.render(scene, width: width, height: height)
      for y in 0..<height {
        for x in 0..<width {
          let style = frame[x, y].style
          for rgb in [style.foreground.rgb, style.background.rgb].compactMap(\.self) {
            sent.insert(table.color(for: rgb))
          }
        }
      }
    }
    #expect(table.kept.count == kept)
    // Every colour sent is one kept or the palette's.
    let palette = Set((16...255).map(ColorTable.paletteColor))
    #expect(sent.subtracting(palette).isSubset(of: Set(table.kept)))
  }
}
