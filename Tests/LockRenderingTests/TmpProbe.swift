import AnimationCore
import LockTestSupport
import TerminalRuntime
import Testing

@testable import LockRendering

struct TmpProbe {
  @Test func probe() {
    for angle in [0.0, 0.3, 0.9, 2.0] {
      var options = RenderOptions(color: true, background: .dark, depth: .truecolor)
      options.wholeCells = true
      var renderer = LockRenderer(options: options)
      var scene = Scenes.dial(angle: Angle(radians: angle), width: 200, height: 60)
      scene.cellAspect = 2.33
      let buffer = renderer.render(scene, width: 200, height: 60)
      let lock = renderer.layout(scene, width: 200, height: 60).lock
      let label = renderer.finish.label
      var out = "angle \(angle)\n"
      for y in (lock.y + 20)..<(lock.y + lock.height) {
        var line = ""
        for x in lock.x..<(lock.x + lock.width) {
          let c = buffer[x, y]
          if c.scalar == " " && c.style.attributes.contains(.reverse) && c.style.foreground.rgb == label { line += "#" }
          else if c.scalar == " " { line += c.style.background == .default ? " " : "." }
          else { line += String(c.scalar) }
        }
        out += line + "\n"
      }
      print(out)
    }
  }
}
