import LockApp
import TerminalRuntime

/// A replay script: timed input, one event per line, run headless on a manual clock.
///
/// Lines: `SECONDS key NAME`, `SECONDS release NAME`, `SECONDS type TEXT`, `SECONDS paste TEXT`,
/// `SECONDS mouse press|drag|release|wheel-up|wheel-down COL ROW`, `SECONDS resize COLS ROWS`,
/// `SECONDS tension on|off` (the padlock's or safe's shackle pulled gently: `p` pressed, `p`
/// released), `SECONDS snapshot`, `SECONDS end`. A line starting with `#` is a comment, and so is the rest
/// of a line from ` # ` (except after `type` and `paste`, whose text is taken whole); blank lines
/// are skipped. Times are seconds from 0 to a day, not decreasing.
public struct ReplayScript: Sendable {
  /// One step of a script.
  public typealias Step = ReplayStep

  /// The latest time a script may name: a day.
  public static let longestTime = 86_400.0

  /// The columns and rows a screen may have.
  public static let sizes = 1...1000

  /// The steps, with their line numbers.
  public let steps: [(line: Int, step: Step)]

  /// Parses a script, refusing the first bad line with its number and what is wrong.
  public init(_ text: String) throws(ReplayError) {
    var steps: [(Int, Step)] = []
    var last = 0.0
    // Split on the byte: Swift's "\r\n" is one Character, so a CRLF script has no "\n" Character.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      var line = Substring(raw)
      if line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let step = try Self.parse(Self.droppingComment(trimmed), line: number)
      guard step.time >= last else {
        throw ReplayError(
          line: number,
          problem: "time \(step.time) is earlier than \(last); times must not decrease")
      }
      last = step.time
      steps.append((number, step))
    }
    self.steps = steps
  }

  /// `line` without a trailing ` # comment` (kept whole after `type` and `paste`).
  static func droppingComment(_ line: Substring) -> Substring {
    let words = line.split(separator: " ", maxSplits: 2)
    if words.count > 1 && (words[1] == "type" || words[1] == "paste") { return line }
    guard let comment = line.firstRange(of: " # ") ?? line.firstRange(of: "\t# ") else {
      return line
    }
    var kept = line[..<comment.lowerBound]
    while kept.last == " " || kept.last == "\t" { kept = kept.dropLast() }
    return kept
  }

  /// Two numbers in ``sizes`` (a size's columns and rows, a cell's pixels), or nil.
  private static func pair(_ words: [Substring]) -> (Int, Int)? {
    guard words.count == 2, let first = try? NumberText.integer(words[0], in: sizes),
      let second = try? NumberText.integer(words[1], in: sizes)
    else { return nil }
    return (first, second)
  }

  private static func parse(_ line: Substring, line number: Int) throws(ReplayError) -> Step {
    func fail(_ problem: String) -> ReplayError { ReplayError(line: number, problem: problem) }
    guard let space = line.firstIndex(of: " ") else {
      throw fail("\(SafeText.quoted(line)) needs a time and an event, like \"0.5 key Left\"")
    }
    let timeText = line[..<space]
    guard let time = try? NumberText.decimal(timeText, in: 0...Self.longestTime) else {
      throw fail(
        "\(SafeText.quoted(timeText)) is not a time; write seconds from 0 to \(Int(Self.longestTime)), like 1.25"
      )
    }
    let rest = line[line.index(after: space)...]
    let verbEnd = rest.firstIndex(of: " ") ?? rest.endIndex
    let verb = rest[..<verbEnd]
    let argument = verbEnd < rest.endIndex ? rest[rest.index(after: verbEnd)...] : ""
    guard let step = Self.step(verb, argument, at: time) else {
      throw fail(Self.problem(verb, argument))
    }
    return step
  }

  /// The step a line's verb and argument make at `time`, or `nil` when the argument does not
  /// fit the verb (or the verb is none of them).
  private static func step(_ verb: Substring, _ argument: Substring, at time: Double) -> Step? {
    let words = argument.split(separator: " ", omittingEmptySubsequences: true)
    switch verb {
    case "key", "release":
      guard words.count == 1 || argument == " ",
        let key = Key(name: String(argument == " " ? " " : words[0]))
      else { return nil }
      return .event(verb == "key" ? .key(key, at: time) : .release(key, at: time))
    case "type": return .event(.text(String(argument), at: time))
    case "paste": return .event(.paste(String(argument), at: time))
    case "mouse":
      guard words.count == 3, let action = MouseAction(rawValue: String(words[0])),
        let column = try? NumberText.integer(words[1], in: 0...sizes.upperBound),
        let row = try? NumberText.integer(words[2], in: 0...sizes.upperBound)
      else { return nil }
      return .event(.mouse(action, column: column, row: row, at: time))
    case "resize":
      return pair(words).map { .event(.resize(columns: $0.0, rows: $0.1, at: time)) }
    case "cells":
      return pair(words).map { .event(.cellSize(width: $0.0, height: $0.1, at: time)) }
    case "tension":
      // The shackle pulled gently and let go: `p` pressed, `p` released (docs/mechanism.md §7).
      guard words.count == 1, words[0] == "on" || words[0] == "off" else { return nil }
      let key = Key.character("p")
      return .event(words[0] == "on" ? .key(key, at: time) : .release(key, at: time))
    case "snapshot": return .snapshot(at: time)
    case "end": return .end(at: time)
    default: return nil
    }
  }

  /// What is wrong with a line whose argument does not fit its verb, and what is allowed.
  private static func problem(_ verb: Substring, _ argument: Substring) -> String {
    let quoted = SafeText.quoted(argument)
    switch verb {
    case "key", "release":
      return
        "\(quoted) is not a key; use Left, Right, Up, Down, PageUp, PageDown, Enter, Escape, Space, Backspace, Tab or one character"
    case "mouse":
      return
        "\(quoted) is not a mouse event; write press, drag, release, wheel-up or wheel-down and a 0-based column and row"
    case "resize":
      return
        "\(quoted) is not a size; write columns and rows from 1 to \(sizes.upperBound), like 80 24"
    case "cells":
      return
        "\(quoted) is not a cell size; write its width and height in pixels from 1 to \(sizes.upperBound), like 8 16"
    case "tension":
      return "\(quoted) is not a tension; write on or off"
    default:
      return
        "\(SafeText.quoted(verb)) is not an event; use key, release, type, paste, mouse, resize, cells, tension, snapshot or end"
    }
  }

  /// Runs the script on `configuration` at `width` × `height` and returns the trace: every line
  /// a JSON object, frames at the frame-rate cap while anything moves, and each snapshot.
  ///
  /// Collects the whole trace: for tests. The command streams with ``run(configuration:width:height:emit:)``.
  public func run(configuration: Configuration, width: Int = 80, height: Int = 24) -> [String] {
    var out: [String] = []
    run(configuration: configuration, width: width, height: height) { out.append($0) }
    return out
  }

  /// Runs the script on the lock, handing each trace line to `emit` as soon as it is made.
  ///
  /// Rule: memory stays constant however long the trace (nothing is gathered); an error from
  /// `emit` (the reader went away, the disk is full) stops the run at once.
  public func run<Failure: Error>(
    configuration: Configuration, width: Int = 80, height: Int = 24,
    emit: @escaping (String) throws(Failure) -> Void
  ) throws(Failure) {
    try run(
      AppCore(configuration: configuration, width: width, height: height),
      options: configuration.headlessOptions, emit: emit)
  }

  /// Runs the script against any program (the lock, or a gallery demo) through the runtime's
  /// loop, handing each trace line to `emit` as soon as it is made; frames are drawn with
  /// `options`.
  ///
  /// `emit` is escaping because the replay device keeps it.
  public func run<P: Program & ~Copyable, Failure: Error>(
    _ program: consuming P, options: RenderOptions,
    emit: @escaping (String) throws(Failure) -> Void
  ) throws(Failure) {
    var loop = ProgramLoop(program, options: options)
    try play(&loop, emit: emit)
  }

  /// Plays the steps through `loop`, handing each trace line to `emit`.
  func play<P: Program & ~Copyable, Failure: Error>(
    _ loop: inout ProgramLoop<P>, emit: @escaping (String) throws(Failure) -> Void
  ) throws(Failure) {
    var device = ReplayDevice(
      steps: steps.lazy.map(\.step).makeIterator(),
      period: loop.program.context.playback.framePeriod, emit: emit)
    try loop.run(on: &device)
  }
}

/// A script line that could not be read.
public struct ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// What is wrong with it, and what is allowed.
  public let problem: String

  /// The message: `line N: problem`.
  public var description: String { "line \(line): \(problem)" }
}
