import AnimationCore
import LockModel
import LockRendering

extension AppCore {
  /// The x-ray at wall time `time` (docs/mechanism.md §11), or `nil` when it is hidden or the
  /// lock is a rule.
  ///
  /// Rule (§11): the wheels follow the dial's presentation, as a real dial's wheels follow the
  /// dial: while a plan plays, its turns finished by the playhead to their ends and the turn
  /// under way to the dial's angle (scrubbing back shows earlier states); by hand, from the
  /// last committed stop on to the angle, so that a pushed wheel turns smoothly with the dial.
  func xrayView(at time: Double) -> LockScene.XrayView? {
    guard showsXray, var wheels = dial.wheels else { return nil }
    let moving = wheelsMoving ?? 0
    let now = media(at: time)
    let position = configuration.dial.position(at: dialAngle(at: time))
    if let plan = playing({ (plan: $0.plan, playhead: $0.planTime(at: now)) }) {
      wheels.startAttempt()
      var end = Double(plan.plan.startPosition)
      for turn in plan.plan.turns where turn.end <= plan.playhead {
        end += Double(turn.steps)
        wheels.turn(to: end)
      }
    }
    wheels.turn(to: position)
    let geometry = wheels.geometry
    let n = Double(geometry.stops)
    let readings = wheels.readings
    var discs: [LockScene.XrayView.Disc] = []
    for index in 0..<geometry.wheels {
      let gate = wheels.error(ofGate: index) / n
      let driver = index + 1 < geometry.wheels ? wheels.wheelAngles[index + 1] : wheels.dial
      // The fly sits opposite the gate; the driver's pin meets it after half a span either way.
      let fly = gate + 0.5
      discs.append(
        .init(
          label: Self.ordinal(index + 1),
          reading: configuration.dial.wrap(Int(readings[index].rounded())),
          gate: gate, isAligned: wheels.isAligned(gate: index), fly: fly,
          pin: fly + 0.5 + (driver - wheels.wheelAngles[index]) / n,
          isMoving: moving & (1 << UInt64(index)) != 0))
    }
    let cam = geometry.wheels
    discs.append(
      .init(
        label: "cam", reading: configuration.dial.wrap(Int(readings[cam].rounded())),
        gate: wheels.error(ofGate: cam) / n, isAligned: wheels.isAligned(gate: cam)))
    let deep = Double(wheels.gates[cam])
    let notches = wheels.notches.filter { $0 != deep }.map { (wheels.dial - $0) / n }
    return LockScene.XrayView(
      discs: discs, gateWidth: Double(2 * geometry.tolerance + 1) / n, notches: notches,
      tension: dial.tension, leverInNotch: dial.tension && wheels.holdUnderTension != nil)
  }

  /// Whether the x-ray takes room in the layout.
  var xrayShown: Bool { showsXray && dial.wheels != nil }

  /// "1st", "2nd", "3rd", "4th"… (a wheel pack has fewer than 21 wheels).
  static func ordinal(_ n: Int) -> String {
    switch n {
    case 1: return "1st"
    case 2: return "2nd"
    case 3: return "3rd"
    default: return "\(n)th"
    }
  }

  /// The plan seconds at which `plan` picks up a wheel, its wheels starting as `wheels` (§2):
  /// in each turn, each wheel's pick-up travel, at the turn's linear pace.
  static func pickups(of plan: DialingPlan, wheels start: WheelPack?) -> [Double] {
    guard var wheels = start else { return [] }
    var times: [Double] = []
    var position = Double(plan.startPosition)
    for turn in plan.turns where turn.steps != 0 {
      let length = Double(abs(turn.steps))
      for travel in wheels.pickUpTravel(turn.direction) where travel > 0 && travel < length {
        times.append(turn.begin + turn.duration * travel / length)
      }
      position += Double(turn.steps)
      wheels.turn(to: position)
    }
    return times.sorted()
  }
}
