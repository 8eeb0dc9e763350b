import ArgumentParser
import Foundation
import LockApp
import LockCLI
import LockModel
import LockRendering
import LockTestSupport
import TerminalRuntime
import Testing

/// The headless commands and every usage error.
struct CommandTests {
  @Test func planJSONForEachProtocol() throws {
    let alternating = try PlanCommand.parse(["7-9-6-1-5-2", "--json"]).output()
    #expect(
      alternating
        == #"{"stops":10,"protocol":"alternating","moves":[7,-8,7,-5,4,-3],"turns":[{"steps":7,"direction":"counterclockwise","target":7,"angle":4.39822971502571,"begin":0.0,"duration":3.078760800517997},{"steps":-8,"direction":"clockwise","target":9,"angle":-5.026548245743669,"begin":3.378760800517997,"duration":3.518583772020568},{"steps":7,"direction":"counterclockwise","target":6,"angle":4.39822971502571,"begin":7.197344572538564,"duration":3.078760800517997},{"steps":-5,"direction":"clockwise","target":1,"angle":-3.141592653589793,"begin":10.576105373056562,"duration":2.199114857512855},{"steps":4,"direction":"counterclockwise","target":5,"angle":2.5132741228718345,"begin":13.075220230569418,"duration":1.759291886010284},{"steps":-3,"direction":"clockwise","target":2,"angle":-1.8849555921538759,"begin":15.134512116579703,"duration":1.319468914507713}],"duration":16.453981031087416}"#
    )
    let padlock = try PlanCommand.parse(["12-30-5", "--protocol", "padlock", "--json"]).output()
    #expect(
      padlock.hasPrefix(
        #"{"stops":40,"protocol":"padlock","moves":[-108,58,-25],"turns":[{"steps":-108,"direction":"clockwise","target":12,"angle":-16.964600329384883,"begin":0.0,"duration":11.875220230569417,"wheels":[12.0,11.75,12.0]}"#
      ))
    // After the last turn the wheels read the combination (docs/mechanism.md §3).
    #expect(padlock.contains(#""target":5,"#) && padlock.contains(#""wheels":[12.0,30.0,5.0]}"#))
    let safe = try PlanCommand.parse(["50 25 50", "--protocol", "safe", "--json", "--from", "10"])
      .output()
    #expect(safe.hasPrefix(#"{"stops":100,"protocol":"safe","moves":[340,-225,125,-50]"#))
    let object = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: Any]
    let turns = object?["turns"] as? [[String: Any]]
    #expect(turns?.count == 4)
    #expect(turns?.last?["wheels"] as? [Double] == [50, 25, 50, 0])
    #expect(!alternating.contains("wheels"))
  }

  /// Every number in `plan --json` reads back to exactly the Double the plan computed.
  @Test func planJSONNumbersRoundTrip() throws {
    let text = try PlanCommand.parse(["7-9-6-1-5-2", "--json"]).output()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let turns = try #require(object["turns"] as? [[String: Any]])
    let angle = try #require(turns.first?["angle"] as? Double)
    #expect(angle == 7 * (2 * Double.pi / 10))
    #expect(text.contains("\"angle\":4.39822971502571,"))
    #expect(Commands.roundTrip(0.1 + 0.2) == "0.30000000000000004")
    for value in [1e-7, 123_456.789, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
      #expect(Double(Commands.roundTrip(value)) == value)
    }
    #expect(try PlanCommand.parse(["7-9-6-1-5-2", "--json"]).output() == text, "byte-identical")
  }

  @Test func planAsATable() throws {
    let table = try PlanCommand.parse(["7-9-6", "--turn-delay", "0.5"]).output()
    #expect(
      table.split(separator: "\n").map(String.init) == [
        "alternating protocol, 10 stops, from 0",
        "turn steps  direction        target angle      begin      duration",
        "1    7      counterclockwise 7      4.39823    0          3.078761",
        "2    -8     clockwise        9      -5.026548  3.578761   3.518584",
        "3    7      counterclockwise 6      4.39823    7.597345   3.078761",
        "total 10.676105 s, delays included",
      ])
  }

  @Test func framesAtChosenTimes() throws {
    let output = try FramesCommand.parse([
      "7-9-6-1-5-2", "--at", "0", "--at", "3.4", "--at", "99", "--width", "60", "--height", "20",
    ]).output()
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    assertFrame(lines, named: "frames-demo")
    #expect(
      lines.filter { $0.hasPrefix("--- t=") } == [
        "--- t=0.000 ---", "--- t=3.400 ---", "--- t=99.000 ---",
      ])
    #expect(!output.contains("\u{1B}"))
    #expect(lines.last?.hasPrefix(" OPEN ") == true, "past the end: the end state, pulled and open")
    let ends = try FramesCommand.parse(["3", "--ascii"]).output()
    #expect(
      ends.split(separator: "\n").filter { $0.hasPrefix("--- t=") }.count == 2, "start and end")
    #expect(ends.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// `--cells sextants` draws the filled lock six pixels a cell (U+1FB00–U+1FB3B), `--cells
  /// quadrants` four (U+2596–U+259F); halves, the default for frames, uses neither.
  @Test func framesInSextantsAndQuadrants() throws {
    /// The scalars of `frames` with `extra` that lie in `range`.
    func count(_ range: ClosedRange<UInt32>, _ extra: [String]) throws -> Int {
      let text = try FramesCommand.parse(
        ["7", "--at", "0", "--color", "always", "--colors", "truecolor"] + extra
      ).output()
      return text.unicodeScalars.filter { range.contains($0.value) }.count
    }
    let (sextants, quadrants): (ClosedRange<UInt32>, ClosedRange<UInt32>) = (
      0x1FB00...0x1FB3B, 0x2596...0x259F
    )
    #expect(try count(sextants, ["--cells", "sextants"]) > 100)
    #expect(try count(quadrants, ["--cells", "quadrants"]) > 50)
    for cells in [["--cells", "halves"], []] {
      #expect(try count(sextants, cells) == 0)
      #expect(try count(quadrants, cells) == 0)
    }
    #expect(try count(sextants, ["--cells", "quadrants"]) == 0)
  }

  /// Every usage error: one message, exit status 64.
  @Test(arguments: [
    ["plan", "7--3"], ["plan", "7-12"], ["plan", "1-2", "--protocol", "padlock"],
    ["plan", "7", "--protocol", "door"], ["plan", "7", "--stops", "1"],
    ["plan", "7", "--stops", "1001"],
    ["plan", "7", "--turn-delay", "-1"], ["plan", "7", "--seconds-per-radian", "0"],
    ["plan", "7", "--bogus"], ["frames", "7", "--at", "-2"], ["frames", "x"],
    ["frames", "7", "--speed", "0"], ["frames", "7", "--fps", "0"],
    ["frames", "7", "--tolerance", "5"], ["frames", "7", "--lockout", "0"],
    ["replay", "x.script", "--color", "sometimes"], ["frames", "7", "--cells", "octants"],
    // Options a command does not use are not its options.
    ["plan", "7", "--speed", "2"], ["plan", "7", "--ascii"], ["frames", "7", "--theme", "dark"],
    ["replay", "x.script", "--theme", "dark"],
  ])
  func usageErrors(_ arguments: [String]) throws {
    let command: any ParsableCommand.Type =
      switch arguments[0] {
      case "plan": PlanCommand.self
      case "frames": FramesCommand.self
      default: ReplayCommand.self
      }
    do {
      let parsed = try command.parseAsRoot(Array(arguments.dropFirst()))
      if let plan = parsed as? PlanCommand { _ = try plan.output() }
      if let frames = parsed as? FramesCommand { _ = try frames.output() }
      if let replay = parsed as? ReplayCommand { _ = try replay.output() }
      Issue.record("\(arguments) was accepted")
    } catch {
      #expect(command.exitCode(for: error).rawValue == 64, "\(arguments)")
      let message = command.message(for: error)
      #expect(!message.isEmpty)
      #expect(!message.contains("\n"), "one line: \(message)")
    }
  }

  /// The trace says where the wheels are whenever one starts or stops: during the demo
  /// padlock's auto-dial (seed 1) the middle wheel, then both, are picked up on the way right,
  /// the middle one alone on the way left, and the last line has the first two numbers.
  @Test func theTraceFollowsTheWheels() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UUID()).script")
    try "0.1 type 12-30-5\n0.2 key Enter\n30 end\n".write(
      to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let wheels = try ReplayCommand.parse([url.path, "--protocol", "padlock"]).output()
      .split(separator: "\n").filter { $0.contains(#""event":"wheels""#) }
    #expect(
      wheels == [
        #"{"t":0.1,"event":"wheels","positions":[12.665647,29.644825,0]}"#,
        #"{"t":1.366667,"event":"wheels","positions":[12.665647,28.75,29]}"#,
        #"{"t":3.233333,"event":"wheels","positions":[12,11.75,12]}"#,
        #"{"t":12.433333,"event":"wheels","positions":[12,11.75,13]}"#,
        #"{"t":16.733333,"event":"wheels","positions":[12,12,12]}"#,
        #"{"t":19.116667,"event":"wheels","positions":[12,30,29]}"#,
      ])
    let other = try ReplayCommand.parse([url.path, "--protocol", "padlock", "--seed", "2"])
      .output()
    #expect(!other.contains(#""positions":[12.665647,29.644825,0]"#))
  }

  /// `tension on` and `tension off` press and release `p`: the trace says so, and a notch
  /// stops a turn tried under tension (docs/mechanism.md §7).
  @Test func aScriptPullsTheShackleGently() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("t-\(UUID()).script")
    try """
    0.1 key Right
    0.3 tension on
    0.5 key Left
    0.7 key Left
    0.9 tension off
    1.1 key Left
    2 end
    """.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let lines = try ReplayCommand.parse([url.path, "--protocol", "padlock"]).output()
      .split(separator: "\n").filter { $0.contains("tension") || $0.contains("stick") }
    #expect(
      lines == [
        #"{"t":0.3,"event":"tension","on":true}"#, #"{"t":0.7,"event":"stick","position":0}"#,
        #"{"t":0.9,"event":"tension","on":false}"#,
      ])
    do {
      _ = try ReplayScript("1 tension tight")
      Issue.record("accepted")
    } catch {
      #expect(error.description == "line 1: \"tight\" is not a tension; write on or off")
    }
  }

  /// `crack --seed N --replay SCRIPT`: a turn felt under tension notes twelve sticking places,
  /// and the notebook names the third number they give away.
  @Test func aCrackReplayPrintsTheTraceAndTheNotebook() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("c-\(UUID()).script")
    var script = ""
    var t = 0.5
    for _ in 0..<25 {
      script += "\(t) tension on\n"
      for step in 1...5 { script += "\(t + 0.4 * Double(step)) key Left\n" }
      script += "\(t + 2.4) tension off\n\(t + 2.8) key Left\n"
      t += 3.2
    }
    script += "\(t) snapshot\n\(t + 0.5) end\n"
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    func crack(_ arguments: [String]) throws -> [String] {
      var lines: [String] = []
      try CrackArguments.parse(arguments + ["--replay", url.path]).output { lines.append($0) }
      return lines
    }
    let lines = try crack(["--seed", "5"])
    let sticks = Set(
      lines.filter { $0.contains(#""event":"stick""#) }.compactMap {
        Double($0.split(separator: ":").last?.dropLast() ?? "")
      })
    #expect(sticks.count == 12)
    let third = try #require(MasterMethod.thirdNumber(fromSticks: Array(sticks)))
    let snapshot = try #require(lines.last { $0.contains(#""event":"snapshot""#) })
    #expect(snapshot.contains("notebook") && snapshot.contains("3rd    \(third), the odd"))
    // Another seed, another lock; a lock that is a rule cannot be cracked.
    let other = try crack(["--seed", "6"])
    #expect(other.filter { $0.contains("stick") } != lines.filter { $0.contains("stick") })
    #expect(throws: (any Error).self) { try crack(["--protocol", "alternating"]) }
  }

  @Test func aBadScriptLineNamesItsNumber() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).script")
    try "0.1 key Left\n# fine\n0.2 key Spacebar\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try ReplayCommand.parse([url.path]).output()
      Issue.record("accepted")
    } catch {
      #expect(ReplayCommand.message(for: error).contains("line 3:"))
      #expect(ReplayCommand.exitCode(for: error).rawValue == 64)
    }
    #expect(throws: ReplayError.self) { try ReplayScript("1 key Left\n0.5 key Right") }
    #expect(throws: ReplayError.self) { try ReplayScript("nan key Left") }
    #expect(throws: ReplayError.self) { try ReplayScript("1 mouse press -1 2") }
    #expect(throws: ReplayError.self) { try ReplayScript("1 jump") }
  }

  @Test func theSecretFileMustBePrivateAndItsSecretNeverPrints() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID())")
    try "4-8-1\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    do {
      _ = try AppOptions.parse(["--secret-file", url.path]).configuration()
      Issue.record("a world-readable secret file was accepted")
    } catch {
      let message = AppOptions.message(for: error)
      #expect(message.contains("chmod 600"))
      #expect(!message.contains("4-8-1"))
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    let configuration = try AppOptions.parse(["--secret-file", url.path]).configuration()
    #expect(configuration.secretIsDemo == false)
    var core = AppCore(configuration: configuration, width: 80, height: 24)
    _ = core.handle(.key(.character("?"), at: 0))
    var renderer = LockRenderer(options: RenderOptions(color: false))
    let help = renderer.render(core.scene(at: 0), width: 80, height: 24).lines.joined()
    #expect(help.contains(" keys ") && !help.contains("4-8-1") && !help.contains("demo secret"))
    _ = core.handle(.key(.character("?"), at: 0))
    // Dialing it by plan opens the lock; nothing printed along the way names it.
    _ = core.handle(.text("4-8-1", at: 0))
    var trace = core.handle(.key(.enter, at: 0.1))
    trace += core.handle(.frame(at: 30))
    let opened = core.isOpen
    #expect(opened)
    #expect(!trace.lines.map(\.jsonLine).joined().contains("4-8-1"))
    let bad = try? AppOptions.parse(["--secret-file", url.path, "--stops", "5"]).configuration()
    #expect(bad?.dial == nil, "8 is not on a 5-stop dial")
    do {
      _ = try AppOptions.parse(["--secret-file", url.path, "--stops", "5"]).configuration()
    } catch {
      #expect(!AppOptions.message(for: error).contains("8"), "the secret's digits are not quoted")
    }
  }

  @Test func numbersTooLargeToComputeWithAreRefusedNotTrapped() throws {
    #expect(TraceEvent.number(1e300) == "1e+300")
    #expect(TraceEvent.number(-2e13) == "-20000000000000")
    do {
      _ = try ReplayScript("1e300 key Left")
      Issue.record("accepted a time of 1e300")
    } catch {
      #expect(
        error.description
          == "line 1: \"1e300\" is not a time; write seconds from 0 to 86400, like 1.25")
    }
    #expect(throws: ReplayError.self) { try ReplayScript("1 resize 4000000000 10") }
    #expect(throws: ReplayError.self) { try ReplayScript("1 resize 0 10") }
    #expect(throws: (any Error).self) {
      try PlanCommand.parse(["7", "--from", "9223372036854775807"])
    }
    #expect(throws: (any Error).self) { try FramesCommand.parse(["7-9-6-1-5-2", "--at", "1e300"]) }
    #expect(throws: (any Error).self) {
      try ReplayCommand.parse(["x.script", "--width", "4000000000", "--height", "4000000000"])
    }
    #expect(throws: (any Error).self) { try ReplayCommand.parse(["x.script", "--width", "-3"]) }
    for (option, lowest) in [("--seconds-per-radian", "0.001"), ("--turn-delay", "0")] {
      for (value, message) in [
        ("1e300", "\"1e300\" is not a number"),
        ("100000", "\"100000\" is out of range; use \(lowest)…86400"),
      ] {
        do {
          _ = try AppOptions.parse([option, value]).configuration()
          Issue.record("\(option) \(value) was accepted")
        } catch {
          #expect(AppOptions.message(for: error).contains(message))
        }
      }
    }
    // The largest allowed values compute without trapping: a million stops in, 86,400 s a
    // radian, the first turn takes 7 × 2π/10 × 86,400 s.
    let plan = try PlanCommand.parse([
      "7-9-6-1-5-2", "--from", "1000000", "--seconds-per-radian", "86400",
    ]).output().split(separator: "\n")
    #expect(plan.count == 9)
    #expect(plan[2].split(separator: " ").map(String.init).last == "380007.047378")
    #expect(plan[8] == "total 1845750.015837 s, delays included")
  }

  @Test func anEventMayCarryATrailingComment() throws {
    let script = try ReplayScript(
      "0.5 key Left # one stop\n0.6 type 1 # 2\n0.7 key #\n0.8 release Left\t# done")
    let steps = script.steps.map(\.step)
    #expect(steps[0] == .event(.key(.left, at: 0.5)))
    #expect(steps[1] == .event(.text("1 # 2", at: 0.6)), "typed text is taken whole")
    #expect(steps[2] == .event(.key(.character("#"), at: 0.7)))
    #expect(steps[3] == .event(.release(.left, at: 0.8)))
  }

  @Test func aConfigurationNeverPrintsItsSecret() throws {
    let configuration = try Configuration(protocol: .padlock, stops: 40, secret: "31-17-29")
    var dumped = ""
    dump(configuration, to: &dumped)
    for text in ["\(configuration)", String(reflecting: configuration), dumped] {
      #expect(!text.contains("31") && !text.contains("17") && !text.contains("29"), "\(text)")
    }
  }
}
