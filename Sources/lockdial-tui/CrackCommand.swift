import ArgumentParser
import LockApp
import LockCLI

/// `lockdial-tui crack`: a padlock or safe with a hidden secret, opened by feel.
struct CrackCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "crack",
    abstract: "Crack a lock with a hidden secret by feel: a notebook records where it sticks.",
    discussion: """
      Hold p (or press it, where the terminal does not report releases) to pull the shackle \
      gently and turn the dial: it sticks in the cam's notches, and the notebook notes each \
      place. On the padlock the five places on whole numbers give away the third number, and \
      the notebook lists the first and second numbers to try; type one and press Enter to \
      dial it and pull. With --replay, runs a script headless and prints the trace.

      Examples:
        lockdial-tui crack
        lockdial-tui crack --protocol safe --seed 7
        lockdial-tui crack --seed 3 --replay game.script
      """)

  @OptionGroup var crack: CrackArguments

  func run() throws {
    if crack.isHeadless {
      let out = LineWriter(fd: 1)
      try crack.output(emit: out.line)
      try out.finish()
      return
    }
    let crack = crack
    try runInTerminal(
      color: crack.colors.color, fillsWithoutBraille: true, record: nil, trace: nil,
      configure: {
        try crack.configuration(
          colorAvailable: true, environment: $0, freshSeed: UInt64.random(in: 0...(1 << 53)))
      },
      program: { AppCore(configuration: $0, width: $1, height: $2) })
  }
}
