import ArgumentParser
import LockCLI

/// `lockdial-tui`: the interactive dial in a terminal, and the headless `plan`, `frames` and
/// `replay` commands.
struct Lockdial: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lockdial-tui",
    abstract: "A combination-lock dial whose every motion is a Core-Animation-style timeline.",
    discussion:
      "Turn the dial with the arrow keys (hold to keep turning) or drag it with the mouse; type a "
      + "combination and press Enter to have it dialed; Enter pulls the shackle. Press ? inside "
      + "for every key.",
    version: "0.1.0",
    subcommands: [PlanCommand.self, FramesCommand.self, ReplayCommand.self])

  @OptionGroup var options: AppOptions

  func run() throws {
    _ = try options.configuration()
    print(
      "lockdial-tui: the terminal front end is not built yet; try `lockdial-tui plan 7-9-6-1-5-2`.")
  }
}

Lockdial.main()
