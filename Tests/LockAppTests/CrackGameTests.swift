import LockModel
import LockRendering
import TerminalRuntime
import Testing

@testable import LockApp

/// A game of cracking the padlock (docs/mechanism.md §10): a hidden issued secret, the notebook
/// filled by feel, the list worked down by pulls, and the summary.
struct CrackGameTests {
  func game(seed: UInt64) throws -> AppCore {
    AppCore(
      configuration: try Configuration(protocol: .padlock, seed: seed, cracking: true),
      width: 80, height: 24)
  }

  func rows(_ core: borrowing AppCore, at t: Double) -> [String] {
    (core.scene(at: t).notebook?.rows ?? []).map { "\($0.label) \($0.text)" }
  }

  /// Holds tension and taps left five times, lets go and taps once more: the way a person
  /// covers a turn, sticking in each notch (notches lie at most 3.5 numbers apart).
  func feel(_ core: inout AppCore, turns cycles: Int, from time: Double) -> Double {
    var t = time
    for _ in 0..<cycles {
      _ = core.handle(.key(.character("p"), at: t))
      t = tap(.left, 5, &core, from: t + 0.4)
      _ = core.handle(.key(.character("p"), at: t))
      t = tap(.left, 1, &core, from: t + 0.4)
    }
    return t
  }

  @Test func theSecretIsAnIssuedCombinationDrawnFromTheSeed() throws {
    let secrets = try (1...40).map {
      try Configuration(protocol: .padlock, seed: $0, cracking: true).secret.numbers
    }
    #expect(secrets.allSatisfy(MasterMethod.isIssued) && Set(secrets).count == 40)
    #expect(
      try Configuration(protocol: .padlock, seed: 7, cracking: true).secret
        == Configuration(protocol: .padlock, seed: 7, cracking: true).secret)
    #expect(throws: ConfigurationError.self) {
      try Configuration(protocol: .alternating, cracking: true)
    }
    #expect(try !Configuration(protocol: .padlock, seed: 7, cracking: true).secretIsDemo)
  }

  @Test func theNotebookFillsByFeelAndTheListOpensTheLock() throws {
    var core = try game(seed: 5)
    let secret = core.configuration.secret.numbers
    #expect(
      rows(core, at: 0) == [
        "sticks none yet: hold p and turn a whole turn", "3rd ? when all 5 whole ones are found",
        "pulls 0",
      ])
    #expect(core.keyTable.bar(for: .resting).prefix(2).map(\.keys) == ["<- ->", "p"])
    var t = feel(&core, turns: 25, from: 0.1)
    let third = secret[2]
    let (first, second) = MasterMethod.candidates(third: third)
    #expect(
      rows(core, at: t) == [
        "sticks 12 of 12 noted", "3rd \(third), the odd last digit",
        "try \(first[0])-\(second[0])-\(third) (100 of 100 left)",
        "1st " + first.map(String.init).joined(separator: " "),
        "2nd " + second.map(String.init).joined(separator: " "), "pulls 0",
      ])
    // Work down the list: type the first one left, Enter dials it and pulls.
    var pulls = 0
    while !core.isOpen, pulls < 100 {
      guard let next = core.crack?.notebook.remaining?.first else { break }
      for character in next.map(String.init).joined(separator: "-") {
        _ = core.handle(.key(.character(character), at: t))
        t += 0.05
      }
      _ = core.handle(.key(.enter, at: t))
      while core.isPlaying {
        t += 0.5
        _ = core.handle(.frame(at: t))
      }
      t += 3
      _ = core.handle(.frame(at: t))
      pulls += 1
      #expect(core.crack?.notebook.pulls == pulls)
    }
    let place = MasterMethod.tries(third: third).firstIndex(of: secret) ?? -1
    #expect(core.isOpen && pulls == place + 1, "\(secret) after \(pulls)")
    let opened = try #require(core.crack?.openedAt)
    #expect(
      rows(core, at: t) == [
        "opened \(secret.map(String.init).joined(separator: "-")) in \(AppCore.minutes(opened))",
        "pulls \(pulls), 12 sticking places noted", "list 100 to try; \(pulls) pulled",
      ])
  }

  @Test func theTraceEndsTheGameWithItsSummary() throws {
    var core = try game(seed: 9)
    let secret = core.configuration.secret.numbers
    var t = 0.1
    for character in secret.map(String.init).joined(separator: "-") {
      _ = core.handle(.key(.character(character), at: t))
      t += 0.05
    }
    var lines: [String] = []
    lines += core.handle(.key(.enter, at: t)).lines.map(\.jsonLine)
    while core.isPlaying || !core.isOpen, t < 60 {
      t += 0.5
      lines += core.handle(.frame(at: t)).lines.map(\.jsonLine)
    }
    let cracked = lines.filter { $0.contains("\"cracked\"") }
    let numbers = secret.map(String.init).joined(separator: ",")
    #expect(cracked.count == 1)
    #expect(
      cracked.first?.contains(
        #""combination":[\#(numbers)],"pulls":1,"sticks":0,"tries":null,"seconds":"#) == true,
      "\(cracked)")
  }
}
