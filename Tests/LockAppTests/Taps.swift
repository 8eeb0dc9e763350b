import LockApp
import TerminalRuntime

/// Taps `key` `count` times, 0.4 s apart from `time` (each a gesture of its own, a frame after
/// each); the time after the last has settled.
@discardableResult
func tap(_ key: Key, _ count: Int = 1, _ core: inout AppCore, from time: Double) -> Double {
  var t = time
  for _ in 0..<count {
    _ = core.handle(.key(key, at: t))
    t += 0.4
    _ = core.handle(.frame(at: t))
  }
  return t
}
