import Foundation
import Testing

/// `--help` as people read it (80 columns): usage lines that say how each command is run, each
/// command's options exactly the ones it uses, the exit statuses, one example per subcommand;
/// options a command does not use refused; ASCII only, which the manual page keeps.
@Suite(.serialized) struct HelpTests {
  init() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: programPath),
      "\(programPath) is missing: run `swift build --build-tests` first (make test does)")
  }

  /// The help of `command` (nil: the root) at 80 columns, as lines.
  func help(_ command: String?) throws -> [String] {
    let result = try runCommand(
      ["/usr/bin/env", "COLUMNS=80", programPath] + (command.map { [$0] } ?? []) + ["--help"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The long names of the options the help lists, in order.
  func options(_ lines: [String]) -> [String] {
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.filter { $0.hasPrefix("  -") }.compactMap {
      $0.split(whereSeparator: { $0 == " " || $0 == "," }).first { $0.hasPrefix("--") }
        .map(String.init)
    }
  }

  static let dial = ["--stops", "--protocol", "--turn-delay", "--seconds-per-radian"]
  static let lock = ["--secret-file", "--tolerance", "--lockout", "--seed"]
  static let motion = ["--speed", "--fps", "--reduce-motion"]
  static let builtIn = ["--version", "--help"]

  /// The help and the README say what Enter does with a typed combination: it is dialed and
  /// the shackle pulled, and a wrong one costs a try.
  @Test func helpAndReadmeSayEnterDialsAndPulls() throws {
    let text = try help(nil).joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      text.contains(
        "type a combination and press Enter: it is dialed for you and the shackle pulled"))
    #expect(text.contains("(a wrong one counts as a failed try)"))
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(readme.contains("Enter dials it for you"))
    #expect(
      readme.contains(
        "and pulls the shackle at the end. A wrong combination is pulled too and counts as a failed try"
      ))
  }

  @Test func eachCommandListsTheOptionsItUsesAndNoOther() throws {
    let expected: [String?: [String]] = [
      nil: Self.dial + Self.lock + Self.motion
        + [
          "--ascii", "--xray", "--color", "--colors", "--cells", "--theme", "--no-mouse",
          "--record",
          "--trace",
        ]
        + Self.builtIn,
      "plan": ["--from", "--json"] + Self.dial + Self.builtIn,
      "frames": ["--at", "--width", "--height"] + Self.dial + Self.lock + Self.motion
        + ["--ascii", "--xray", "--color", "--colors", "--cells"] + Self.builtIn,
      "replay": ["--width", "--height"] + Self.dial + Self.lock + Self.motion
        + ["--ascii", "--xray", "--color", "--colors", "--cells", "--no-mouse"] + Self.builtIn,
      "demo": ["--at", "--json", "--keys", "--bpm", "--replay", "--width", "--height"] + Self.motion
        + ["--ascii", "--color", "--colors", "--cells", "--theme", "--no-mouse"] + Self.builtIn,
      "crack": Self.dial + ["--seed", "--replay", "--width", "--height"] + Self.motion
        + ["--ascii", "--color", "--colors", "--cells", "--theme", "--no-mouse"] + Self.builtIn,
      "doctor": Self.builtIn,
    ]
    for (command, names) in expected {
      #expect(try options(help(command)) == names, "\(command ?? "lockdial-tui")")
    }
  }

  @Test func usageLinesSayHowEachCommandRuns() throws {
    let root = try help(nil)
    let usage = try #require(root.firstIndex { $0.hasPrefix("USAGE:") })
    #expect(
      Array(root[usage...].prefix(2)) == [
        "USAGE: lockdial-tui [<options>]",
        "       lockdial-tui <subcommand> [<options>] [<arguments>]",
      ])
    for (command, line) in [
      ("plan", "USAGE: lockdial-tui plan [<options>] <combination>"),
      ("frames", "USAGE: lockdial-tui frames [<options>] <combination>"),
      ("replay", "USAGE: lockdial-tui replay [<options>] <script>"),
      ("demo", "USAGE: lockdial-tui demo [<options>] [<name>]"),
      ("crack", "USAGE: lockdial-tui crack <options>"),
      ("doctor", "USAGE: lockdial-tui doctor"),
    ] {
      #expect(try help(command).contains(line), "\(command)")
    }
  }

  /// The root's discussion: the exit statuses as a list, then one example per subcommand, the
  /// last thing before the usage.
  @Test func rootHelpListsExitStatusesAndEndsWithAnExamplePerSubcommand() throws {
    let root = try help(nil)
    let status = try #require(root.firstIndex(of: "Exit status:"))
    #expect(
      Array(root[status...].prefix(7)) == [
        "Exit status:",
        "  0      done",
        "  1      a write error (the recording, the trace or standard output)",
        "  2      a file or the terminal cannot be used",
        "  64     usage: an unknown option, a value out of range",
        "  128+n  signal n (130 Ctrl-C, 131 Ctrl-\\, 141 a closed pipe)",
        "",
      ])
    let examples = try #require(root.firstIndex(of: "Examples:"))
    let usage = try #require(root.firstIndex { $0.hasPrefix("USAGE:") })
    #expect(
      Array(root[(examples + 1)..<usage]) == [
        "  lockdial-tui --protocol padlock --record lock.cast",
        "  lockdial-tui plan 7-9-6-1-5-2 --json",
        "  lockdial-tui frames 7-9-6-1-5-2 --at 3",
        "  lockdial-tui replay session.script",
        "  lockdial-tui crack --seed 3",
        "  lockdial-tui demo spinner",
        "  lockdial-tui doctor",
        "",
      ])
  }

  @Test func subcommandsHaveExamplesThatRun() throws {
    for (command, example) in [
      ("plan", "  lockdial-tui plan 31-17-29 --protocol padlock --json"),
      ("frames", "  lockdial-tui frames 7-9-6-1-5-2 --fps 10 --ascii --width 60 --height 20"),
      ("replay", "  lockdial-tui replay session.script --fps 30"),
      ("demo", "  lockdial-tui demo keyframes --at 1.5 --json"),
    ] {
      #expect(try help(command).contains(example), "\(command)")
    }
    // The headless examples work as written.
    for arguments in [
      ["plan", "7-9-6-1-5-2"], ["plan", "31-17-29", "--protocol", "padlock", "--json"],
      ["frames", "7-9-6-1-5-2", "--at", "3"],
      ["frames", "7-9-6-1-5-2", "--fps", "10", "--ascii", "--width", "60", "--height", "20"],
      ["demo"], ["demo", "keyframes", "--at", "1.5", "--json"],
    ] {
      let result = try runCommand([programPath] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(!result.output.isEmpty, "\(arguments)")
    }
  }

  /// argument-parser would hand these to the interactive session, which never runs with a
  /// subcommand: refused, naming the option, with the subcommand's usage.
  @Test func optionsACommandDoesNotUseAreRefused() throws {
    for (arguments, option, usage) in [
      (["plan", "7", "--ascii"], "--ascii", "lockdial-tui plan [<options>] <combination>"),
      (["plan", "7", "--speed", "2"], "--speed", "lockdial-tui plan [<options>] <combination>"),
      (["--ascii", "plan", "7"], "--ascii", "lockdial-tui plan [<options>] <combination>"),
      (
        ["frames", "7", "--theme", "light"], "--theme",
        "lockdial-tui frames [<options>] <combination>"
      ),
      (
        ["frames", "7", "--no-mouse"], "--no-mouse", "lockdial-tui frames [<options>] <combination>"
      ),
      (
        ["replay", "x.script", "--theme", "dark"], "--theme",
        "lockdial-tui replay [<options>] <script>"
      ),
      (["demo", "--stops", "40"], "--stops", "lockdial-tui demo [<options>] [<name>]"),
      (
        ["demo", "spinner", "--record", "x.cast"], "--record",
        "lockdial-tui demo [<options>] [<name>]"
      ),
      (["doctor", "--fps", "30"], "--fps", "lockdial-tui doctor"),
    ] {
      let result = try runCommand([programPath] + arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.output.isEmpty, "\(arguments)")
      let name = arguments.first { !$0.hasPrefix("-") } ?? ""
      #expect(
        result.error
          == "Error: Unknown option '\(option)'\nUsage: \(usage)\n"
          + "  See 'lockdial-tui \(name) --help' for more information.\n", "\(arguments)")
    }
    let before = try runCommand([programPath, "--stops", "40", "plan", "7"])
    #expect(before.status == 0, "an option plan uses may come before its name")
    #expect(before.output.hasPrefix("alternating protocol, 40 stops, from 0\n"))
  }

  /// A usage error prints the usage of the command it was given to, and a range the help
  /// states is the range the error states.
  @Test func usageErrorsSpeakOfTheirOwnCommand() throws {
    for (arguments, error, usage) in [
      (
        ["plan", "--stops", "1", "7"],
        "The value '1' is invalid for '--stops <stops>': \"1\" is out of range; use 2…1000",
        "lockdial-tui plan [<options>] <combination>"
      ),
      (
        ["--stops", "1", "plan", "7"],
        "The value '1' is invalid for '--stops <stops>': \"1\" is out of range; use 2…1000",
        "lockdial-tui plan [<options>] <combination>"
      ),
      (
        ["frames", "7", "--fps", "0"],
        "The value '0' is invalid for '--fps <fps>': \"0\" is out of range; use 1…240",
        "lockdial-tui frames [<options>] <combination>"
      ),
      (
        ["replay", "--width", "0", "x.script"],
        "The value '0' is invalid for '--width <width>': \"0\" is out of range; use 1…1000",
        "lockdial-tui replay [<options>] <script>"
      ),
      (
        ["plan", "7", "--seconds-per-radian", "0"],
        "The value '0' is invalid for '--seconds-per-radian <seconds>': \"0\" is out of range; use 0.001…86400",
        "lockdial-tui plan [<options>] <combination>"
      ),
    ] {
      let result = try runCommand([programPath] + arguments)
      #expect(result.status == 64, "\(arguments)")
      let name = usage.split(separator: " ")[1]
      #expect(
        result.error
          == "Error: \(error)\nUsage: \(usage)\n"
          + "  See 'lockdial-tui \(name) --help' for more information.\n", "\(arguments)")
    }
    let root = try runCommand([programPath, "--seconds-per-radian", "0"])
    #expect(root.status == 64)
    #expect(
      root.error.hasPrefix(
        "Error: The value '0' is invalid for '--seconds-per-radian <seconds>': \"0\" is out of range; use 0.001…86400\nUsage: lockdial-tui [<options>]\n"
      ))
    let words = try help(nil).joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(words.contains("Seconds per radian an auto-dial turn takes, 0.001...86400."))
  }

  /// Help asked for with an argument the command refuses is a usage error, not help.
  @Test func helpWithAWrongArgumentIsAUsageError() throws {
    let extra = try runCommand([programPath, "-h", "extra"])
    #expect(extra.status == 64)
    #expect(extra.error.hasPrefix("Error: Unexpected argument 'extra'\nUsage: lockdial-tui"))
    let range = try runCommand([programPath, "frames", "7", "--fps", "0", "-h"])
    #expect(range.status == 64)
    for arguments in [["-h"], ["plan", "--help"], ["help", "plan"], ["plan", "7", "-h"]] {
      #expect(try runCommand([programPath] + arguments).status == 0, "\(arguments)")
    }
  }

  /// The manual page generator drops every character that is not ASCII (2…1000 became 21000).
  @Test func helpIsASCII() throws {
    for command in [nil, "plan", "frames", "replay", "demo", "doctor"] {
      let text = try help(command).joined(separator: "\n")
      #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(command ?? "lockdial-tui")")
    }
  }

  /// `--version` gives the version CHANGELOG.md's top entry is for, and the licence.
  @Test func versionIsTheChangelogsTopEntryAndNamesTheLicence() throws {
    let result = try runCommand([programPath, "--version"])
    #expect(result.status == 0)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let top = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") })
    let version = top.dropFirst(4).prefix { $0 != "]" }
    #expect(version.split(separator: ".").count == 3, "semantic version: \(top)")
    #expect(result.output == "\(version)\nLicensed under the Apache License, Version 2.0.\n")
  }
}
