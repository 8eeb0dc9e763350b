import LockApp
import LockCLI
import LockModel
import LockRendering
import TerminalRuntime

/// The fuzz targets' bodies, one per parser and one for the app core.
///
/// Each takes arbitrary bytes, drives its parser or the app core with them, and traps
/// (`precondition`) only when a property lockdial promises is broken. A trap anywhere else
/// (overflow, index out of range) is a finding too.
///
/// Pure, so that the seed corpora also run as unit tests in an ordinary build, and a crash
/// libFuzzer finds can be replayed with the target's corpus runner.
public enum LockFuzz {
  /// The targets by name, as `make fuzz` and the corpus runner call them.
  public static let targets: [String: @Sendable ([UInt8]) -> Void] = [
    "decoder": decoder, "replay": replay, "combination": combination, "secret": secret,
    "core": core,
  ]

  /// Terminal input: never traps; cut anywhere, the bytes decode to the same input.
  @Sendable public static func decoder(_ bytes: [UInt8]) {
    var whole = TerminalInputDecoder()
    let all = whole.feed(bytes) + whole.flush()
    let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var split = TerminalInputDecoder()
    let parts = split.feed(bytes[..<cut]) + split.feed(bytes[cut...]) + split.flush()
    precondition(all == parts, "decoding depends on where the bytes were cut")
    // The session's read path with the Esc delay passing at the cut (a split answer's rest
    // arriving late): nothing is left waiting, and the rest decodes in bounded state.
    var late = TerminalInputDecoder()
    _ = late.feed(bytes[..<cut])
    _ = late.flush()
    precondition(!late.hasPending, "still waiting after the Esc delay gave up")
    _ = late.feed(bytes[cut...])
    for input in all {
      if case .mouse(_, let column, let row) = input {
        precondition(column >= 0 && row >= 0, "a mouse cell off the screen's origin")
      }
      if case .paste(let text) = input {
        precondition(text.utf8.count <= 3 * TerminalInputDecoder.longestPaste, "an unbounded paste")
      }
    }
  }

  /// Replay scripts: parse, and run the short ones on a small screen, bounded, on the lock the
  /// script's length picks (the alternating rule, or the padlock's or safe's wheels).
  @Sendable public static func replay(_ bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self),
      let script = try? ReplayScript(text)
    else { return }
    let lockProtocol = LockProtocol.allCases[bytes.count % LockProtocol.allCases.count]
    guard script.steps.count <= 40, (script.steps.last?.step.time ?? 0) <= 20,
      let configuration = try? Configuration(protocol: lockProtocol, fps: 10)
    else { return }
    struct Enough: Error {}
    var lines = 0
    try? script.run(configuration: configuration, width: 40, height: 16) {
      (_: String) throws(Enough) in
      lines += 1
      if lines > 2_000 { throw Enough() }
    }
  }

  /// Combinations: anything parses or is refused; what parses fits the dial and protocol.
  @Sendable public static func combination(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let stops = 2 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 999
    guard let dial = try? Dial(stops: stops) else { return }
    let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    for lockProtocol in LockProtocol.allCases {
      guard let parsed = try? Combination.parse(text, dial: dial, protocol: lockProtocol) else {
        continue
      }
      precondition(parsed.numbers.count <= Combination.maximumCount, "too many numbers")
      precondition(parsed.numbers.allSatisfy { (0..<stops).contains($0) }, "off the dial")
    }
  }

  /// Secret files: the first-line reader and the configuration built from it.
  @Sendable public static func secret(_ bytes: [UInt8]) {
    let limited = Array(bytes.prefix(SecretText.largestFile))
    guard let line = try? SecretText.firstLine(limited, complete: bytes.count <= limited.count)
    else { return }
    precondition(!line.contains("\n"), "more than one line")
    _ = try? Configuration(secret: line)
    _ = try? Configuration(protocol: .padlock, secret: line)
  }

  /// The app core, fed decoded terminal input with times taken from the bytes: its invariants
  /// hold after every event, and a frame renders.
  @Sendable public static func core(_ bytes: [UInt8]) {
    guard let configuration = try? Configuration(fps: 30) else { return }
    var core = AppCore(configuration: configuration, width: 60, height: 20)
    var decoder = TerminalInputDecoder()
    var profile = TerminalProfile(
      theme: .auto, color: true, mouse: true, colorterm: nil, terminfoColors: 8, colorfgbg: nil,
      sgrMouseByTerminfo: true)
    var time = 0.0
    var renderer = LockRenderer(options: RenderOptions(ascii: false, color: true))
    for (index, byte) in bytes.enumerated() {
      // Every fourth byte is a clock tick instead of input: 0…2.55 s.
      if index % 4 == 3 {
        time += Double(byte) / 100
        _ = core.handle(.frame(at: time))
        continue
      }
      for input in decoder.feed([byte]) {
        // The session's own path: raw bytes through the decoder, input to events.
        if let event = input.event(at: time) {
          _ = core.handle(event)
          if let broken = core.brokenInvariant(at: time) { preconditionFailure(broken) }
          continue
        }
        switch input {
        case .key, .release, .paste, .mouse: break
        case .redraw:
          _ = renderer.render(core.scene(at: time), width: core.width, height: core.height)
        case .interrupt, .quit: _ = core.handle(.resize(columns: 40, rows: 16, at: time))
        case .suspend:
          // A cell size from the byte itself, nonsense ones (0, flat, needle-thin) included.
          _ = core.handle(.cellSize(width: Int(byte % 13), height: Int(byte / 13), at: time))
        case .answer(let answer): _ = profile.take(answer, after: time)
        }
        if let broken = core.brokenInvariant(at: time) { preconditionFailure(broken) }
      }
    }
    _ = renderer.render(core.scene(at: time), width: core.width, height: core.height)
    precondition((core.composing?.count ?? 0) <= AppCore.longestComposing, "composing unbounded")
  }
}
