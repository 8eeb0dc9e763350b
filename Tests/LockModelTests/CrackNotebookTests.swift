import LockModel
import LockTestSupport
import Testing

/// The notebook of a game of cracking (docs/mechanism.md §10).
struct CrackNotebookTests {
  /// Over all 4,000 issued padlock combinations: the sticking places found as a person finds
  /// them give the third number; the list holds the secret and has 100 combinations; trying
  /// them in the list's order, each pull crosses off exactly the one it tried, and the secret is
  /// reached after as many pulls as its place in the list.
  @Test func theNotebookSolvesEveryIssuedCombination() {
    var random = SeededGenerator(seed: 35)
    var checked = 0
    var mostPulls = 0
    for first in 0..<40 {
      for second in 0..<40 {
        for third in 0..<40 where MasterMethod.isIssued([first, second, third]) {
          let secret = [first, second, third]
          var pack = WheelPack(
            geometry: .padlock(), gates: secret,
            dial: Double(Int.random(in: 0..<40, using: &random)),
            offsets: WheelPack.scatter(.padlock(), using: &random))
          var notebook = CrackNotebook(geometry: .padlock())
          for stick in TensionTests.sticks(&pack) { notebook.note(stick: stick) }
          #expect(notebook.sticks.count == 12 && notebook.third == third, "\(secret)")
          guard let list = notebook.remaining else { continue }
          #expect(list.count == 100 && list.contains(secret), "\(secret)")
          var pulls = 0
          for next in list.prefix(while: { $0 != secret }) {
            notebook.notePull(readings: next.map(Double.init))
            pulls += 1
          }
          #expect(pulls == list.firstIndex(of: secret))
          #expect(notebook.remaining?.count == 100 - pulls && notebook.remaining?.first == secret)
          mostPulls = max(mostPulls, pulls + 1)
          checked += 1
        }
      }
    }
    #expect(checked == 4000 && mostPulls == 100)
  }

  @Test func aPullCrossesOffTheCandidatesWhoseGatesItTried() throws {
    var notebook = CrackNotebook(geometry: .padlock())
    for stick in [0.0, 2.5, 5, 8.5, 11.5, 15, 18.5, 21.5, 25, 28.5, 31.5, 35] {
      notebook.note(stick: stick + 17)
    }
    #expect(notebook.third == 17)
    #expect(notebook.candidates?.first == [1, 5, 9, 13, 17, 21, 25, 29, 33, 37])
    // Within the gate (1.4 from 1, across 0): crossed off.
    notebook.notePull(readings: [39.6, 3.2, 16.7])
    #expect(notebook.remaining?.count == 99 && notebook.remaining?.contains([1, 3, 17]) == false)
    // Two numbers from every candidate for the first: nothing crossed off.
    notebook.notePull(readings: [3, 3, 17])
    #expect(notebook.remaining?.count == 99 && notebook.pulls == 2)
    #expect(notebook.remaining?.first == [1, 7, 17])
  }

  @Test func sticksAreNotedOnceEachInOneTurn() {
    var notebook = CrackNotebook(geometry: .padlock())
    #expect(notebook.note(stick: 42.5) && notebook.note(stick: -0.5))
    #expect(!notebook.note(stick: 2.5) && !notebook.note(stick: .nan))
    #expect(notebook.sticks == [2.5, 39.5] && notebook.third == nil && notebook.tries == nil)
  }

  @Test func aSafeGivesNoList() {
    var notebook = CrackNotebook(geometry: .safe())
    notebook.note(stick: 0)
    notebook.notePull(readings: [1, 2, 3, 0])
    #expect(!notebook.readsTheCam && notebook.sticksPerTurn == 2)
    #expect(notebook.third == nil && notebook.remaining == nil && notebook.pulls == 1)
  }

  /// Every drawn secret is one Master issues, and the draws reach every third number.
  @Test func issuedSecretsAreDrawnFromTheIssuedOnes() {
    var random = SeededGenerator(seed: 36)
    var thirds = Set<Int>()
    for _ in 0..<2000 {
      let secret = MasterMethod.issued(using: &random)
      #expect(MasterMethod.isIssued(secret) && secret.allSatisfy { (0..<40).contains($0) })
      thirds.insert(secret[2])
    }
    #expect(thirds.count == 40)
  }
}
