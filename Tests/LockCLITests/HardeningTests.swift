import ArgumentParser
import Foundation
import LockApp
import LockCLI
import LockModel
import LockRendering
import TerminalRuntime
import Testing

/// Numbers, files and pastes from outside never trap or hang: one number grammar, typed errors
/// that say what is allowed.
struct NumberGrammarTests {
  @Test func integersAndDecimalsInRange() throws {
    #expect(try NumberText.integer("12", in: 2...1000) == 12)
    #expect(try NumberText.integer("-5", in: -10...10) == -5)
    #expect(try NumberText.decimal("0.25", in: 0...1) == 0.25)
    #expect(try NumberText.decimal("-0.5", in: -1...1) == -0.5)
  }

  @Test(arguments: [
    "+5", "0x10", "0x1p4", "1e3", "inf", "nan", "-inf", " 5", "5 ", ".5", "5.", "", "-", "1_000",
    "١٢", "5\u{0}", "--5",
  ])
  func notNumbers(_ text: String) {
    #expect(throws: NumberError.notANumber(text, decimal: true)) {
      try NumberText.decimal(text, in: -100...100)
    }
    #expect(throws: NumberError.notANumber(text, decimal: false)) {
      try NumberText.integer(text, in: -100...100)
    }
  }

  @Test func outOfRangeNeverConverts() {
    #expect(throws: NumberError.outOfRange("4611686018427387904", allowed: "0…499")) {
      try NumberText.integer("4611686018427387904", in: 0...499)
    }
    #expect(throws: NumberError.outOfRange("-9223372036854775809", allowed: "2…1000")) {
      try NumberText.integer("-9223372036854775809", in: 2...1000)
    }
    let long = String(repeating: "9", count: 10_000)
    #expect(throws: NumberError.outOfRange(long, allowed: "0…86400")) {
      try NumberText.decimal(long, in: 0...86_400)
    }
    #expect(throws: NumberError.self) { try NumberText.integer("1.5", in: 0...10) }
  }

  @Test func messagesQuoteSafely() {
    let error = NumberError.notANumber(
      "\u{1B}[31m" + String(repeating: "x", count: 200), decimal: false)
    #expect(!error.description.contains("\u{1B}"))
    #expect(error.description.hasPrefix(#""\u{1B}[31mxxxx"#))
    #expect(error.description.contains("… (205 characters)"))
    #expect(SafeText.quoted("a\nb\u{202E}c\"") == #""a\nb\u{202E}c\"""#)
  }
}

struct OptionTests {
  func message(_ arguments: [String]) -> String {
    do {
      _ = try AppOptions.parse(arguments).configuration()
      return "accepted"
    } catch {
      return AppOptions.message(for: error)
    }
  }

  @Test func negativeAndHugeValuesGetRangeMessages() throws {
    #expect(message(["--stops", "-3"]).contains("\"-3\" is out of range; use 2…1000"))
    #expect(message(["--turn-delay", "-1"]).contains("\"-1\" is out of range; use 0…86400"))
    #expect(
      message(["--tolerance", "4611686018427387904"]).contains("is out of range; use 0…499"))
    #expect(message(["--tolerance", "9", "--stops", "10"]).contains("use 0…4"))
    #expect(message(["--speed", "+5"]).contains("is not a number"))
    #expect(message(["--fps", "0x10"]).contains("is not a number"))
    #expect(message(["--lockout", "0"]).contains("use 1…1000"))
    do {
      _ = try FramesCommand.parse(["7", "--at", "-1"])
      Issue.record("--at -1 accepted")
    } catch {
      #expect(FramesCommand.message(for: error).contains("\"-1\" is out of range; use 0…86400"))
    }
  }

  @Test func aNegativeStartInRangeIsAccepted() throws {
    let plan = try PlanCommand.parse(["7", "--from", "-5"]).output()
    #expect(plan.hasPrefix("alternating protocol, 10 stops, from 5"))
  }

  @Test func configurationNeverTrapsOnAHugeTolerance() {
    #expect(throws: ConfigurationError.self) { try Configuration(tolerance: Int.max) }
    #expect(throws: ConfigurationError.self) { try Configuration(tolerance: 1 << 62) }
  }

  @Test func recordAndTraceAreNotOptionsOfTheHeadlessCommands() {
    #expect(throws: (any Error).self) { try PlanCommand.parse(["7", "--record", "x.cast"]) }
    #expect(throws: (any Error).self) { try FramesCommand.parse(["7", "--trace", "x.jsonl"]) }
    #expect(throws: (any Error).self) { try ReplayCommand.parse(["s", "--record", "x.cast"]) }
  }

  @Test func fpsGivenInEitherSpellingDrawsEveryFrame() throws {
    for arguments in [["3", "--fps", "10"], ["3", "--fps=10"]] {
      let output = try FramesCommand.parse(arguments).output()
      let frames = output.split(separator: "\n").filter { $0.hasPrefix("--- t=") }
      // 3 on the alternating 10-stop dial: 3 stops at 0.7 s/radian, 1.319469 s, at 10 fps.
      #expect(frames.count == 15, "\(arguments)")
      #expect(frames.last == "--- t=1.319 ---")
    }
    let ends = try FramesCommand.parse(["3"]).output()
    #expect(ends.split(separator: "\n").filter { $0.hasPrefix("--- t=") }.count == 2)
  }

  @Test func argvScreening() {
    let names = ["plan", "frames", "replay"]
    #expect(ArgumentScreen.problem(in: ["help", "bogus"], subcommands: names) != nil)
    #expect(ArgumentScreen.problem(in: ["help", "plan"], subcommands: names) == nil)
    let escape = ArgumentScreen.problem(in: ["--stops", "\u{1B}[2J"], subcommands: names) ?? ""
    #expect(escape.contains(#""\u{1B}[2J""#) && !escape.contains("\u{1B}"))
    #expect(
      ArgumentScreen.problem(in: [String(repeating: "a", count: 5000)], subcommands: names)
        == "argument 1 is 5000 bytes long; at most 4096 are taken")
    let long = ArgumentScreen.safeMessage("Error: '" + String(repeating: "b", count: 500) + "'")
    #expect(long.count < 120)
  }

  /// A subcommand's arguments are its own: an option of the interactive session given with a
  /// subcommand, before or after its name, is refused (argument-parser would hand it to the
  /// root, which never runs), named even when its value was taken for an argument.
  @Test func aSubcommandTakesOnlyItsOwnOptions() {
    func problem(_ arguments: [String], _ command: any ParsableCommand.Type) -> String? {
      ArgumentScreen.problem(
        in: arguments, subcommand: command, named: command.configuration.commandName ?? "")
    }
    #expect(problem(["plan", "7", "--ascii"], PlanCommand.self) == "Unknown option '--ascii'")
    #expect(problem(["--ascii", "plan", "7"], PlanCommand.self) == "Unknown option '--ascii'")
    #expect(
      problem(["plan", "7", "--record", "x.cast"], PlanCommand.self)
        == "Unknown option '--record'")
    #expect(
      problem(["plan", "--secret-file", "s", "7"], PlanCommand.self)
        == "Unknown option '--secret-file'")
    #expect(
      problem(["frames", "7", "--theme=dark"], FramesCommand.self) == "Unknown option '--theme'")
    #expect(
      problem(["replay", "s.script", "--theme", "dark"], ReplayCommand.self)
        == "Unknown option '--theme'")
    #expect(
      problem(["demo", "--stops", "40"], DemoArgumentsCommand.self)
        == "Unknown option '--stops'", "40 would be taken for the demo's name")
    #expect(problem(["--stops", "40", "plan", "7"], PlanCommand.self) == nil)
    #expect(
      problem(["plan", "7", "--stops", "40", "--from=-5", "--json"], PlanCommand.self) == nil)
    #expect(
      problem(
        ["frames", "7", "--secret-file", "s", "--lockout", "2", "--fps", "9", "--ascii"],
        FramesCommand.self) == nil)
    #expect(
      problem(["replay", "s", "--color", "always", "--no-mouse"], ReplayCommand.self) == nil)
    #expect(
      problem(["demo", "blocks", "--theme", "light", "--no-mouse"], DemoArgumentsCommand.self)
        == nil)
  }
}

/// Each test gets its own scratch directory, removed after it (a class, for the `deinit`).
final class FileInputTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lockdial-files-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  func file(_ name: String, _ bytes: [UInt8], mode: Int = 0o600) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    chmod(path, mode_t(mode))
    return path
  }

  func secretMessage(_ path: String) -> String {
    do {
      _ = try AppOptions.parse(["--secret-file", path]).configuration()
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  @Test func theFirstLineIsTakenWithCRLFAndABOM() throws {
    #expect(try SecretText.firstLine(Array("3-1-4\r\nrest".utf8), complete: true) == "3-1-4")
    #expect(
      try SecretText.firstLine([0xEF, 0xBB, 0xBF] + Array(" 3-1-4\t\n".utf8), complete: true)
        == "3-1-4")
    #expect(throws: SecretTextError.lineTooLong) {
      try SecretText.firstLine(Array(repeating: UInt8(ascii: "1"), count: 4096), complete: false)
    }
    #expect(throws: SecretTextError.notUTF8) {
      try SecretText.firstLine([0xFF, 0x0A], complete: true)
    }
    let path = try file("crlf", Array("3-1-4\r\n".utf8))
    let configuration = try AppOptions.parse(["--secret-file", path, "--protocol", "padlock"])
      .configuration()
    #expect(!configuration.secretIsDemo)
  }

  @Test(arguments: [0o602, 0o620, 0o640, 0o604, 0o660])
  func modesOpenToOthersAreRefused(_ mode: Int) throws {
    let path = try file("open-\(mode)", Array("3-1-4\n".utf8), mode: mode)
    #expect(secretMessage(path).contains("is open to group or others"))
  }

  @Test func fifosDevicesAndDirectoriesAreRefusedAtOnce() throws {
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(secretMessage(fifo).contains("is a FIFO (named pipe); give a regular file"))
    #expect(secretMessage("/dev/zero").contains("is a device"))
    #expect(secretMessage(directory.path).contains("is a directory"))
    #expect(
      secretMessage(directory.appendingPathComponent("missing").path).contains("no such file"))
  }

  @Test func aHugeSecretFileIsReadOnlyToItsFirstLine() throws {
    let path = try file("huge", Array("3-1-4\n".utf8))
    #expect(truncate(path, 100_000_000) == 0)  // sparse: 100 MB without writing them
    #expect(secretMessage(path) == "accepted")
    let noLine = try file("noline", [])
    #expect(truncate(noLine, 100_000_000) == 0)
    #expect(secretMessage(noLine).contains("longer than 4096 bytes"))
  }

  @Test func aFileOfSomeoneElseIsRefused() throws {
    let path = try file("theirs", Array("3-1-4\n".utf8))
    if geteuid() == 0 {
      #expect(chown(path, 65_534, 65_534) == 0)
      #expect(secretMessage(path).contains("belongs to someone else"))
    } else {
      // Not root: a file of root's that this user may open is the foreign file at hand.
      #expect(secretMessage("/etc/hostname").contains("belongs to someone else"))
    }
  }

  @Test func scriptsAreReadWithCRLFAndABound() throws {
    let script = try ReplayScript("0.1 key Left\r\n0.2 key Right\r\n# note\r\n0.3 end\r\n")
    #expect(script.steps.map(\.line) == [1, 2, 4])
    let big = try file("big.script", Array("0 end\n".utf8))
    #expect(truncate(big, Int(ReplayCommand.largestScript) + 1) == 0)
    #expect(throws: FileProblem.self) { try ReplayCommand.parse([big]).output() }
    let fifo = directory.appendingPathComponent("script-fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: FileProblem.self) { try ReplayCommand.parse([fifo]).output() }
  }
}

struct StreamingTests {
  struct Enough: Error {}

  /// Output goes out as it is made: a reader that stops after 5 lines stops the work there.
  @Test func framesStopAtOnceWhenTheReaderGoes() throws {
    let command = try FramesCommand.parse(["7-9-6-1-5-2", "--fps", "240", "--speed", "0.01"])
    var lines = 0
    #expect(throws: Enough.self) {
      try command.output { _ in
        lines += 1
        if lines == 5 { throw Enough() }
      }
    }
    #expect(lines == 5)
  }

  @Test func tooManyFramesIsAnErrorNotASilentCap() throws {
    let command = try FramesCommand.parse([
      "7-9-6-1-5-2", "--fps", "240", "--speed", "0.01", "--seconds-per-radian", "86400",
    ])
    #expect(throws: ValidationError.self) { try command.output { _ in } }
  }

  @Test func replayStopsAtOnceWhenTheReaderGoes() throws {
    let script = try ReplayScript("0 type 7-9-6-1-5-2\n0 key Enter\n86400 end")
    let configuration = try Configuration(speed: 0.01)
    var lines = 0
    #expect(throws: Enough.self) {
      try script.run(configuration: configuration) { (_: String) throws(Enough) in
        lines += 1
        if lines == 100 { throw Enough() }
      }
    }
    #expect(lines == 100)
  }
}

/// `demo`'s arguments as a command (the executable's `demo` adds only the terminal run).
struct DemoArgumentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "demo")

  @OptionGroup var demo: DemoArguments
}
