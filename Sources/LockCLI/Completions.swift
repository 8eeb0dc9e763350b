/// Shell completion scripts: argument-parser's, with `help` completing the subcommands' names.
///
/// argument-parser makes the `help` subcommand itself and gives its argument no completion, so
/// `lockdial-tui help <TAB>` offered nothing; its scripts are patched here, in each shell's own
/// way, to offer the names. Every other completion (files for `--record`, `--trace`,
/// `--secret-file`, `replay SCRIPT` and `demo --replay`; the values of each option) is
/// argument-parser's, from the options' declarations.
public enum Completions {
  /// `generated` (argument-parser's script for `shell`: bash, zsh or fish) for `command`, with
  /// `help`'s argument completing to `subcommands`; an unknown shell's script is unchanged.
  public static func script(
    _ generated: String, shell: String, command: String, subcommands: [String]
  ) -> String {
    let names = subcommands.joined(separator: " ")
    switch shell {
    case "bash":
      return generated.replacingFirst(
        "_\(command)_help() {\n",
        with: "_\(command)_help() {\n"
          // One name a line: the helper splits the word list on newlines (its IFS).
          + "    __\(command)_add_completions -W $'\(subcommands.joined(separator: "\\n"))'\n")
    case "zsh":
      guard let help = generated.firstRange(of: "_\(command)_help() {"),
        let spec = generated[help.upperBound...].firstRange(of: "'*:subcommands:'")
      else { return generated }
      var patched = generated
      patched.replaceSubrange(spec, with: "'*:subcommand:(\(names))'")
      return patched
    case "fish":
      return (generated.hasSuffix("\n") ? generated : generated + "\n")
        + "complete -c '\(command)' -n '__\(command)_should_offer_completions_for_positional"
        + " \"\(command) help\" -ge 1' -fa '\(names)' -d 'Show its help.'\n"
    default:
      return generated
    }
  }
}

extension String {
  /// The string with the first `target` replaced by `replacement` (unchanged without one).
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    var copy = self
    copy.replaceSubrange(range, with: replacement)
    return copy
  }
}
