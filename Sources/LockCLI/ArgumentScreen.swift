import ArgumentParser
import LockApp
import TerminalRuntime

/// The checks every command line passes before argument-parser sees it, so that no message
/// ever echoes a control character or pages of text back to the terminal.
public enum ArgumentScreen {
  /// The most arguments taken.
  public static let mostArguments = 256
  /// The longest argument taken, in bytes (PATH_MAX).
  public static let longestArgument = 4096

  /// What is wrong with `arguments` (without the program name), or nil when they may be
  /// parsed.
  ///
  /// Rules: at most ``mostArguments`` arguments of at most ``longestArgument`` bytes; no
  /// control or format characters (a path or combination never needs one); `help` names a
  /// subcommand that exists.
  public static func problem(in arguments: [String], subcommands: [String]) -> String? {
    guard arguments.count <= mostArguments else {
      return "\(arguments.count) arguments is too many; at most \(mostArguments) are taken"
    }
    for (index, argument) in arguments.enumerated() {
      guard argument.utf8.count <= longestArgument else {
        return
          "argument \(index + 1) is \(argument.utf8.count) bytes long; at most \(longestArgument) are taken"
      }
      if argument.unicodeScalars.contains(where: \.isTerminalControl) {
        return
          "argument \(index + 1), \(SafeText.quoted(argument)), has a control or format character; none is allowed"
      }
    }
    if arguments.first == "help" {
      for name in arguments.dropFirst() where !subcommands.contains(name) {
        return
          "there is no command \(SafeText.quoted(name)); help is for \(subcommands.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// What keeps `arguments` from running `subcommand` (named `name`), or nil when they may.
  ///
  /// Rule: argument-parser hands an option of the root command to the root even when it comes
  /// with a subcommand (before or after its name), and the root then never runs; so the
  /// arguments without the subcommand's name (its first occurrence) must parse as the
  /// subcommand's own. The message is argument-parser's, such as `Unknown option '--record'`,
  /// or, when a long option the subcommand's help does not list came with a value that
  /// argument-parser took for an argument first (`demo --stops 40`), that option named as unknown.
  public static func problem(
    in arguments: [String], subcommand: any ParsableCommand.Type, named name: String
  ) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    var own = arguments
    own.remove(at: index)
    do {
      _ = try subcommand.parseAsRoot(own)
      return nil
    } catch {
      guard subcommand.exitCode(for: error) != .success else { return nil }
      let message = subcommand.message(for: error)
      guard !message.hasPrefix("Unknown option") else { return message }
      let listed = Set(
        subcommand.helpMessage(includeHidden: true, columns: 1000)
          .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }))
      for argument in own.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
        let option = argument.split(separator: "=", maxSplits: 1)[0]
        if !listed.contains(option) { return "Unknown option '\(option)'" }
      }
      return message
    }
  }

  /// `message` safe to print: control characters escaped, and any word longer than 80
  /// characters cut (argument-parser quotes values whole).
  public static func safeMessage(_ message: String) -> String {
    let clean = SafeText.cleaned(message)
    return clean.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: " ", omittingEmptySubsequences: false).map { word in
        word.count > 80 ? word.prefix(60) + "…(\(word.count) characters)" : String(word)
      }.joined(separator: " ")
    }.joined(separator: "\n")
  }
}
