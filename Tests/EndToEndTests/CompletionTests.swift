import Foundation
import Testing

/// Shell completions as a person meets them: files where a file is wanted, the subcommands
/// after `help`, in bash and fish as the shells run them, and a zsh script zsh reads.
@Suite(.serialized) final class CompletionTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lockdial-completion-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["lock.cast", "moves.script"] {
      #expect(
        FileManager.default.createFile(
          atPath: directory.appendingPathComponent(name).path, contents: nil))
    }
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The script for `shell`, saved in the scratch directory.
  func script(_ shell: String) throws -> String {
    let result = try runCommand([programPath, "--generate-completion-script", shell])
    #expect(result.status == 0)
    let path = directory.appendingPathComponent("completion.\(shell)").path
    try result.output.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What bash offers for `line` (its last word is completed), run in the scratch directory.
  func bash(_ line: String) throws -> Set<String> {
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map {
      "'\($0)'"
    }
    let result = try runCommand([
      "/bin/bash", "-c",
      "cd \(TmuxPane.quote(directory.path)) && source \(TmuxPane.quote(try script("bash"))) && "
        + "COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1); "
        + "COMP_LINE=\(TmuxPane.quote(line)); COMP_POINT=${#COMP_LINE}; "
        + "_lockdial-tui lockdial-tui \(words.last ?? "''") \(words[words.count - 2]); "
        + "printf '%s\\n' \"${COMPREPLY[@]}\"",
    ])
    return Set(result.output.split(separator: "\n").map(String.init))
  }

  /// What fish offers for `line`, run in the scratch directory.
  func fish(_ line: String) throws -> Set<String> {
    let result = try runCommand([
      "/usr/bin/env", "fish", "-c",
      "cd \(TmuxPane.quote(directory.path)); source \(TmuxPane.quote(try script("fish"))); "
        + "complete -C \(TmuxPane.quote(line))",
    ])
    return Set(result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
  }

  static let subcommands: Set<String> = ["plan", "frames", "replay", "crack", "demo", "doctor"]
  static let files: Set<String> = ["lock.cast", "moves.script"]

  @Test func bashOffersFilesAndTheSubcommandsAfterHelp() throws {
    let help = try bash("lockdial-tui help ")
    #expect(help == Self.subcommands, "\(help)")
    for line in [
      "lockdial-tui --record ", "lockdial-tui --trace ", "lockdial-tui --secret-file ",
      "lockdial-tui replay ", "lockdial-tui demo blocks --replay ",
    ] {
      #expect(try bash(line).isSuperset(of: Self.files), "\(line)")
    }
  }

  @Test func fishOffersFilesAndTheSubcommandsAfterHelp() throws {
    #expect(try fish("lockdial-tui help ") == Self.subcommands)
    for line in [
      "lockdial-tui --record ", "lockdial-tui --trace ", "lockdial-tui --secret-file ",
      "lockdial-tui replay ", "lockdial-tui demo blocks --replay ",
    ] {
      #expect(try fish(line).isSuperset(of: Self.files), "\(line)")
    }
  }

  @Test func zshReadsItsScriptWhichOffersFilesAndTheSubcommands() throws {
    let path = try script("zsh")
    let check = try runCommand(["/usr/bin/env", "zsh", "-n", path])
    #expect(check.status == 0, "\(check.error)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("'*:subcommand:(plan frames replay crack demo doctor)'"))
    #expect(text.contains("':script:_files'"), "replay SCRIPT")
    // Every option that names a file completes files, wherever it appears.
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for option in ["'--record[", "'--trace[", "'--secret-file[", "'--replay["] {
      let specs = lines.filter { $0.hasPrefix(option) }
      #expect(!specs.isEmpty, "\(option)")
      for spec in specs { #expect(spec.hasSuffix(":_files'"), "\(spec)") }
    }
  }
}
