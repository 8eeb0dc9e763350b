// A ball on a layer moves from 0 to 100 on a spring with a little bounce; its presentation is
// sampled at 60 frames a second until the spring settles (printed every tenth of a second).
import AnimationCore

struct Ball: Sendable {
  var x = 0.0
}

var layer = Layer(model: Ball())
let spring = try Spring(duration: 0.5, bounce: 0.3)
let move = try SpringAnimation(from: 0.0, to: 100.0, spring: spring).on(\Ball.x)
layer.model.x = 100  // the model holds where the ball ends; the animation shows the way there
layer.add(move, forKey: "move")

let frames = Int((move.timing.duration * 60).rounded(.up))
print("spring: \(frames) frames at 60 fps (settles in \(hundredths(move.timing.duration)) s)")
// Every sixth frame (a tenth of a second), and the last.
for frame in Array(stride(from: 0, to: frames, by: 6)) + [frames] {
  let x = layer.presentation(at: Double(frame) / 60).x
  print("frame \(frame): x = \(hundredths(x))")
}

/// `value` to two decimals, without Foundation.
func hundredths(_ value: Double) -> String {
  let scaled = Int((value * 100).rounded())
  let sign = scaled < 0 ? "-" : ""
  let digits = String(abs(scaled) % 100)
  return sign + String(abs(scaled) / 100) + "." + (digits.count == 1 ? "0" : "") + digits
}
