import Foundation
import Testing

/// `make install` and `make uninstall`, into a DESTDIR (as a packager stages) and into a PREFIX
/// (as a user without root does): exactly the five files with their modes, a program that runs,
/// completions that name every subcommand, a manual page `man` renders; afterwards no file left,
/// only the directories.
///
/// Rule: `swift test` holds `.build`, so this test builds nothing. It installs the program every
/// other end-to-end test drives (BINARY) and the manual page `make test` made before `swift test`
/// started (MANPAGE, `make man`), and passes SWIFT=false, so that a build the Makefile would
/// start fails at once instead of waiting for `.build` forever.
@Suite(.serialized) struct InstallTests {
  /// The package's root, where the Makefile is.
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The manual page `make man` writes.
  var manual: String { root.appendingPathComponent(".build/manual/lockdial-tui.1").path }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lockdial-install-\(UUID())")

  /// The subcommands, each of which the completions and the manual page must name.
  static let subcommands = ["plan", "frames", "replay", "crack", "demo", "doctor"]

  init() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: programPath),
      "\(programPath) is missing: run `swift build --build-tests` first (make test does)")
    try #require(
      FileManager.default.fileExists(atPath: manual),
      "\(manual) is missing: make test makes it before swift test (make man MAN_CONFIGURATION=debug)"
    )
    for tool in [["make", "--version"], ["man", "--version"]] {
      let found = try runCommand(["/usr/bin/env"] + tool)
      try #require(found.status == 0, "\(tool[0]) is missing: run `make deps`")
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Runs `make -C root` with `arguments`, with none of an outer make's flags or an
  /// environment's PREFIX or DESTDIR, and SWIFT=false.
  func make(_ arguments: [String]) throws -> CommandResult {
    try runCommand(
      [
        "/usr/bin/env", "-u", "MAKEFLAGS", "-u", "MFLAGS", "-u", "MAKELEVEL", "-u", "PREFIX",
        "-u", "DESTDIR", "make", "--no-print-directory", "-C", root.path,
      ] + arguments + ["SWIFT=false"])
  }

  /// Every entry under `top` that is not a directory, by path relative to `top`, with its
  /// permission bits (a symbolic link or other kind counts as mode 0 with a note in the path).
  func files(under top: URL) throws -> [String: Int] {
    var found: [String: Int] = [:]
    let manager = FileManager.default
    guard let walk = manager.enumerator(atPath: top.path) else { return found }
    for case let path as String in walk {
      let attributes = try manager.attributesOfItem(atPath: top.appendingPathComponent(path).path)
      let type = attributes[.type] as? FileAttributeType
      if type == .typeDirectory { continue }
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
      found[type == .typeRegular ? path : "\(path) (\(type?.rawValue ?? "?"))"] = mode
    }
    return found
  }

  /// Installs with `variables`, checks what `top` (DESTDIR and PREFIX together) holds and that
  /// it works, uninstalls, and checks that only the directories are left.
  func installAndUninstall(_ variables: [String], into top: URL, prefix: String) throws {
    let installed = try make(["install"] + variables)
    #expect(installed.status == 0, "make install: \(installed.error)")
    let expected = [
      "\(prefix)bin/lockdial-tui": 0o755,
      "\(prefix)share/man/man1/lockdial-tui.1": 0o644,
      "\(prefix)share/bash-completion/completions/lockdial-tui": 0o644,
      "\(prefix)share/zsh/site-functions/_lockdial-tui": 0o644,
      "\(prefix)share/fish/vendor_completions.d/lockdial-tui.fish": 0o644,
    ]
    #expect(try files(under: directory) == expected)
    let base = top.path + "/"

    // The program installed runs as the one built (stripped: no symbol table left).
    let version = try runCommand([base + "bin/lockdial-tui", "--version"])
    #expect(version.status == 0)
    #expect(version.output == (try runCommand([programPath, "--version"])).output)
    let sections = try runCommand(["/usr/bin/env", "readelf", "-S", base + "bin/lockdial-tui"])
    #expect(sections.status == 0 && !sections.output.contains(".symtab"), "stripped")

    let bash = try String(
      contentsOfFile: base + "share/bash-completion/completions/lockdial-tui", encoding: .utf8)
    let zsh = try String(
      contentsOfFile: base + "share/zsh/site-functions/_lockdial-tui", encoding: .utf8)
    let fish = try String(
      contentsOfFile: base + "share/fish/vendor_completions.d/lockdial-tui.fish", encoding: .utf8)
    #expect(bash.split(separator: "\n").contains("    plan|frames|replay|crack|demo|doctor|help)"))
    #expect(zsh.hasPrefix("#compdef lockdial-tui\n"))
    for name in Self.subcommands {
      #expect(bash.contains("\n_lockdial-tui_\(name)() {\n"), "bash: \(name)")
      #expect(zsh.contains("\n_lockdial-tui_\(name)() {\n"), "zsh: \(name)")
      #expect(fish.contains(" -fa '\(name)' -d "), "fish: \(name)")
    }
    let syntax = try runCommand(
      ["/bin/bash", "-n", base + "share/bash-completion/completions/lockdial-tui"])
    #expect(syntax.status == 0, "bash -n: \(syntax.error)")

    let page = try runCommand([
      "/usr/bin/env", "-u", "MAN_KEEP_FORMATTING", "MANWIDTH=80", "LC_ALL=C.UTF-8", "man", "-l",
      base + "share/man/man1/lockdial-tui.1",
    ])
    #expect(page.status == 0)
    #expect(page.error.isEmpty, "groff says nothing: \(page.error)")
    let lines = page.output.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0)
    }
    for line in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS",
      "     lockdial-tui subcommand [options] [arguments]",
      "     Exit status:", "       0      done",
      "       1      a write error (the recording, the trace or standard output)",
      "       2      a file or the terminal cannot be used",
      "       64     usage: an unknown option, a value out of range",
      "       128+n  signal n (130 Ctrl-C, 131 Ctrl-\\, 141 a closed pipe)",
      "     --stops stops",
      "             Numbers on the dial, 2...1000 (default: 10, 40 for padlock, 100",
    ] {
      #expect(lines.contains(line), "the manual page has \"\(line)\"")
    }
    #expect(lines.contains { $0.hasPrefix("     lockdial-tui \u{2014} A combination-lock dial") })
    #expect(lines.contains { $0.hasPrefix("     lockdial-tui [--stops stops] [--protocol") })
    for name in Self.subcommands {
      #expect(
        lines.contains { $0.hasPrefix("     \(name) ") && $0.count > 14 },
        "the manual page describes \(name)")
      #expect(
        lines.contains { $0.hasPrefix("       lockdial-tui \(name)") },
        "the manual page has an example of \(name)")
    }

    let uninstalled = try make(["uninstall"] + variables)
    #expect(uninstalled.status == 0, "make uninstall: \(uninstalled.error)")
    #expect(try files(under: directory).isEmpty, "no file is left")
    for folder in [
      "bin", "share/man/man1", "share/bash-completion/completions", "share/zsh/site-functions",
      "share/fish/vendor_completions.d",
    ] {
      var isDirectory: ObjCBool = false
      #expect(
        FileManager.default.fileExists(atPath: base + folder, isDirectory: &isDirectory)
          && isDirectory.boolValue, "\(folder) stays")
    }
  }

  /// A packager's staging: DESTDIR, with the default PREFIX, /usr/local.
  @Test func installsIntoDestdirUnderTheDefaultPrefixAndUninstalls() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try installAndUninstall(
      ["BINARY=\(programPath)", "MANPAGE=\(manual)", "DESTDIR=\(directory.path)"],
      into: directory.appendingPathComponent("usr/local"), prefix: "usr/local/")
  }

  /// A user's own prefix, as with PREFIX=$HOME/.local: no DESTDIR, no root.
  @Test func installsIntoAPrefixAndUninstalls() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let prefix = directory.appendingPathComponent(".local")
    try installAndUninstall(
      ["BINARY=\(programPath)", "MANPAGE=\(manual)", "PREFIX=\(prefix.path)"], into: prefix,
      prefix: ".local/")
  }

  /// Without the files to install, `make install` stops with a message before writing anything.
  @Test func aMissingProgramIsAMessage() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing").path
    let result = try make([
      "install", "BINARY=\(missing)", "MANPAGE=\(manual)", "PREFIX=\(directory.path)",
    ])
    #expect(result.status != 0)
    #expect(result.error.contains("make install: no program at \(missing)"))
    #expect(try files(under: directory).isEmpty)
  }
}
