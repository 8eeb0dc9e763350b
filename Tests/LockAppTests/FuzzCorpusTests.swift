import Foundation
import LockFuzz
import Testing

/// The committed seed corpora (and every crash fuzzing found, kept in them) through the fuzz
/// targets' bodies, in an ordinary build: a regression in a parser shows up in `make test`.
struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  @Test(arguments: ["decoder", "replay", "combination", "secret", "core"])
  func seedCorpusRuns(_ name: String) throws {
    let target = try #require(LockFuzz.targets[name])
    let files = FuzzRunner.files(at: Self.corpus.appendingPathComponent(name).path)
    #expect(files.count >= 4, "a seed corpus for \(name)")
    for file in files {
      target(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
    }
  }

  /// The inputs the issue reported, each of which trapped before.
  @Test func reportedTrapsAreSeeds() throws {
    let seed = try Data(
      contentsOf: Self.corpus.appendingPathComponent("decoder").appendingPathComponent("intmin"))
    #expect(String(decoding: seed, as: UTF8.self).contains("-9223372036854775808D"))
    LockFuzz.decoder(Array(seed))
    LockFuzz.core(Array(seed))
  }
}
