import LockModel
import LockRendering
import TerminalRuntime

/// A game of cracking the lock by feel (`crack`): its notebook and when it ended.
///
/// Rule (docs/mechanism.md §10): the notebook takes every sticking place the dial's turns find
/// under tension and every pull's wheel readings; the game ends when the shackle opens.
struct CrackGame: Sendable {
  /// What the player has found out.
  var notebook: CrackNotebook
  /// How many sticks of the dial's count the notebook has seen.
  var sticksSeen = 0
  /// When the shackle first opened (wall seconds from the start), once it has.
  var openedAt: Double?
  /// The combination the wheels read when it opened.
  var openedWith: [Int] = []
}

extension AppCore {
  /// Notes what the latest event showed (§10): a sticking place, the lock opening.
  mutating func noteCrack(at moment: Moment) {
    guard var game = crack else { return }
    if dial.sticks.count != game.sticksSeen {
      game.sticksSeen = dial.sticks.count
      game.notebook.note(stick: dial.sticks.last)
    }
    if game.openedAt == nil, stage.lock.isOpen {
      game.openedAt = moment.wall
      let readings = stage.wheels?.readings ?? []
      game.openedWith = readings.prefix(stage.lock.numberCount).map {
        configuration.dial.wrap(Int($0.rounded()))
      }
    }
    crack = game
  }

  /// The notebook panel's rows (§10), or `nil` outside a game of cracking.
  ///
  /// What the method has shown so far, then the pulls; the summary once the lock is open.
  var notebookView: LockScene.NotebookView? {
    guard let game = crack else { return nil }
    let notebook = game.notebook
    var rows: [LockScene.NotebookView.Row] = []
    if let opened = game.openedAt {
      let numbers = game.openedWith.map(String.init).joined(separator: "-")
      rows.append(.init("opened", "\(numbers) in \(Self.minutes(opened))"))
      rows.append(
        .init(
          "pulls", "\(notebook.pulls), \(notebook.sticks.count) sticking places noted"))
      if let tries = notebook.tries {
        rows.append(.init("list", "\(tries.count) to try; \(notebook.pulls) pulled"))
      }
      return LockScene.NotebookView(rows: rows)
    }
    let sticks = notebook.sticks.map(Self.place).joined(separator: " ")
    let found = "\(notebook.sticks.count) of \(notebook.sticksPerTurn)"
    rows.append(
      .init(
        "sticks",
        notebook.sticks.isEmpty
          ? "none yet: hold p and turn a whole turn"
          : notebook.third == nil ? "\(sticks) (\(found))" : "\(found) noted"))
    if !notebook.readsTheCam {
      rows.append(
        .init("3rd", "turning L with every wheel picked up, the stick off the bolt stop"))
      rows.append(.init("1st", "no leak gives it, nor the 2nd: no list"))
    } else if let third = notebook.third, let candidates = notebook.candidates,
      let remaining = notebook.remaining
    {
      // The next try before the candidates, so that a small screen keeps it.
      let next = remaining.first.map { $0.map(String.init).joined(separator: "-") } ?? "none"
      rows.append(.init("3rd", "\(third), the odd last digit"))
      rows.append(
        .init("try", "\(next) (\(remaining.count) of \(notebook.tries?.count ?? 0) left)"))
      rows.append(.init("1st", candidates.first.map(String.init).joined(separator: " ")))
      rows.append(.init("2nd", candidates.second.map(String.init).joined(separator: " ")))
    } else {
      rows.append(.init("3rd", "? when all 5 whole ones are found"))
    }
    rows.append(.init("pulls", String(notebook.pulls)))
    return LockScene.NotebookView(rows: rows)
  }

  /// A sticking place as the notebook writes it: `21` or `17.5`.
  static func place(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(Int(value)) + ".5"
  }

  /// Seconds as `m:ss`.
  static func minutes(_ seconds: Double) -> String {
    let whole = max(Int(seconds.isFinite ? seconds : 0), 0)
    let rest = whole % 60
    return "\(whole / 60):" + (rest < 10 ? "0" : "") + String(rest)
  }
}
