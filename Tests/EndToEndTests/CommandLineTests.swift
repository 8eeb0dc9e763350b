import Foundation
import Testing

/// The program as a command: exit statuses, messages, files refused before anything is drawn,
/// and output to a pipe that closes or a disk that is full.
///
/// Each test gets its own scratch directory, removed after it (a class, for the `deinit`).
@Suite(.serialized) final class CommandLineTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lockdial-cli-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func run(_ arguments: [String]) throws -> CommandResult {
    try runCommand([programPath] + arguments)
  }

  /// Runs a shell line with `$P` set to the program.
  func shell(_ line: String) throws -> CommandResult {
    try runCommand(["/bin/bash", "-c", "P=\(TmuxPane.quote(programPath)); \(line)"])
  }

  @Test func usageErrorsExitWith64AndQuoteSafely() throws {
    for arguments in [
      ["help", "bogus"], ["--stops", "-3"], ["--tolerance", "4611686018427387904"],
      ["--speed", "+5"], ["--fps", "0x10"], ["plan", "7", "--record", "x.cast"],
      ["frames", "7", "--at", "-1"], ["--stops", "\u{1B}[2J\u{7}"],
    ] {
      let result = try run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.error)")
      #expect(result.output.isEmpty, "\(arguments)")
      #expect(!result.error.contains("\u{1B}") && !result.error.contains("\u{7}"), "\(arguments)")
    }
    let negative = try run(["--stops", "-3"])
    #expect(negative.error.contains("\"-3\" is out of range; use 2…1000"))
    let long = try run(["--stops", String(repeating: "7", count: 3000)])
    #expect(long.status == 64)
    #expect(long.error.count < 1000, "long input shortened")
    #expect(try run(["plan", "7", "--from", "-5"]).status == 0)
    #expect(try run(["help", "plan"]).status == 0)
  }

  @Test func outputFilesThatCannotBeUsedExitWithTwoBeforeTheTerminal() throws {
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let link = directory.appendingPathComponent("link").path
    #expect(symlink(directory.appendingPathComponent("target").path, link) == 0)
    let same = directory.appendingPathComponent("same.cast").path
    for (arguments, message) in [
      (["--record", directory.path + "/missing/x.cast"], "no such file or directory"),
      (["--record", directory.path], "is a directory"),
      (["--trace", "/dev/full"], "is a device"),
      (["--record", "/proc/version"], "/proc"),
      (["--trace", fifo], "is a FIFO"),
      (["--record", link], "is a symbolic link"),
      (["--record", same, "--trace", same], "is the recording file too"),
    ] {
      // Standard input is /dev/null: had the files been accepted, the message would be
      // "needs a terminal"; these come first, and nothing is written to standard output.
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
      #expect(result.output.isEmpty)
    }
  }

  /// A command that says why it stops and exits with a status of its own says it once: no
  /// usage after it (a signal's exit says nothing).
  @Test func anExitStatusIsNotAUsageError() throws {
    let doctor = try run(["doctor"])
    #expect(doctor.status == 2)
    #expect(doctor.error == "lockdial-tui: doctor needs a terminal: standard input is not one\n")
    #expect(doctor.output.isEmpty)
  }

  /// A file with `content`, of the test's own, in the scratch directory.
  func file(_ name: String, _ content: String) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try content.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  /// Rule (docs/terminal.md "Signals and exits"): files are opened only once nothing else can
  /// refuse: with no terminal, or the other file refused, an existing recording keeps its
  /// content and a new one is not left behind; the message names the program once.
  @Test func aRefusalLeavesTheFilesAsTheyWere() throws {
    let recording = try file("kept.cast", "KEEP")
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let fresh = directory.appendingPathComponent("fresh.cast").path
    let noTerminal = try run(["--record", recording, "--trace", fresh])
    #expect(noTerminal.status == 2)
    #expect(
      noTerminal.error
        == "lockdial-tui: needs a terminal: standard input is not one (for headless use try `lockdial-tui plan`, `frames` or `replay`)\n"
    )
    #expect(try String(contentsOfFile: recording, encoding: .utf8) == "KEEP")
    #expect(!FileManager.default.fileExists(atPath: fresh), "no file made for nothing")
    for arguments in [
      ["--record", recording, "--trace", fifo], ["--record", fresh, "--trace", fifo],
    ] {
      let refused = try run(arguments)
      #expect(refused.status == 2)
      #expect(refused.error.contains("is a FIFO"), "\(refused.error)")
    }
    #expect(try String(contentsOfFile: recording, encoding: .utf8) == "KEEP")
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  /// Rule: a recording or trace is the user's own file, as the secret file is: one of another
  /// user is refused and left as it was.
  @Test func aFileOfAnotherUserIsRefused() throws {
    let theirs = try file("theirs.jsonl", "THEIRS")
    chmod(theirs, 0o666)
    // Given to nobody (uid 65534): as root directly, else through sudo, as make deps does.
    let given =
      geteuid() == 0
      ? chown(theirs, 65534, 65534) == 0
      : try runCommand(["/usr/bin/env", "sudo", "-n", "chown", "65534:65534", theirs]).status == 0
    try #require(given, "the test gives a file to another user: it needs root or sudo -n")
    for option in ["--record", "--trace"] {
      let refused = try run([option, theirs])
      #expect(refused.status == 2)
      #expect(refused.error.contains("belongs to someone else; give a file of your own"))
    }
    var info = stat()
    #expect(stat(theirs, &info) == 0 && info.st_mode & 0o777 == 0o666, "its mode is theirs")
    #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "THEIRS")
  }

  /// Rule: past the file-size limit a headless command's write fails: a message and exit 1,
  /// as a full disk is, never death by SIGXFSZ (exit 153).
  @Test func aFileSizeLimitIsAWriteError() throws {
    let times = (0..<40).map { "--at \(Double($0) / 10)" }.joined(separator: " ")
    for command in ["frames 7-9-6-1-5-2 --fps 60", "demo spinner --json \(times)", "--help"] {
      let result = try shell(
        "ulimit -f 1; $P \(command) > \(TmuxPane.quote(directory.path))/out; echo \"status $?\" >&2"
      )
      #expect(result.error.contains("file too large"), "\(command): \(result.error)")
      #expect(result.error.hasSuffix("status 1\n"), "\(command): \(result.error)")
    }
  }

  @Test func aReaderThatGoesAwayStopsTheOutputAtOnce() throws {
    let result = try shell(
      "$P frames 7-9-6-1-5-2 --fps 240 --speed 0.01 | head -1; echo \"status ${PIPESTATUS[0]}\"")
    #expect(result.output == "--- t=0.000 ---\nstatus 141\n")
  }

  @Test func aWriteErrorIsAMessageAndExitOne() throws {
    for command in ["frames 7-9-6 --fps 30", "plan 7-9-6 --json", "--help"] {
      let result = try shell("$P \(command) >/dev/full; echo \"status $?\" >&2")
      #expect(result.error.contains("no space left on device"), "\(command): \(result.error)")
      #expect(result.error.hasSuffix("status 1\n"), "\(command): \(result.error)")
    }
  }
}
