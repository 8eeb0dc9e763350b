import Gestures

extension Program where Self: ~Copyable {
  /// Folds one event into the program and returns what it did: the trace lines, and whether it
  /// asked to quit.
  ///
  /// Rules (docs/terminal.md "Loop"), the same for every program:
  /// - the event's time is clamped (never earlier than the last, the last when not a number)
  ///   and its ``Moment`` computed once;
  /// - the key gestures' inferred ends come first, then time passes in the program, then the
  ///   event applies, then what it started settles, then the program reports what changed;
  /// - keys, releases and mouse actions are traced as they come; typed text is its keys, one by
  ///   one; a key's meaning is the program's ``KeyTable`` row for the mode it is in;
  /// - a step or slide key feeds its key gesture; any other key, a paste or a mouse action ends
  ///   the key gestures first; speed, help and quit are the runtime's.
  public mutating func handle(_ event: AppEvent) -> Effects<Record> {
    var out = Effects<Record>()
    let time = context.take(event.time)
    let before = signature(at: time)
    let moment = context.moment(at: time)
    steps(context.steps.tick(at: time), into: &out)
    slides(context.slides.tick(at: time), into: &out)
    advance(to: moment, into: &out)
    switch event {
    case .key(let key, _):
      out.append(.key(key.description, t: time))
      press(key, at: moment, into: &out)
    case .text(let text, _):
      for character in text {
        let key = Key(typed: character)
        out.append(.key(key.description, t: time))
        press(key, at: moment, into: &out)
      }
    case .release(let key, _):
      out.append(.release(key.description, t: time))
      release(key, at: moment, into: &out)
    case .paste(let text, _):
      endKeyGestures(at: time, into: &out)
      paste(text, at: moment, into: &out)
    case .mouse(let action, let column, let row, _):
      out.append(.mouse(action: action.rawValue, column: column, row: row, t: time))
      endKeyGestures(at: time, into: &out)
      mouse(action, column: column, row: row, at: moment, into: &out)
    case .resize(let columns, let rows, _):
      context.width = max(columns, 0)
      context.height = max(rows, 0)
    case .cellSize(let cellWidth, let cellHeight, _):
      if let aspect = AppEvent.cellAspect(width: cellWidth, height: cellHeight) {
        context.cellAspect = aspect
        context.cellWidth = cellWidth
      }
    case .releasesReported:
      context.steps.releasesAreExplicit = true
      context.slides.releasesAreExplicit = true
    case .frame:
      break
    }
    settle(after: event, at: moment, into: &out)
    report(changedFrom: before, at: moment, into: &out)
    return out
  }

  /// The next time the program must be woken without input: its own deadline or a key
  /// gesture's inferred end, whichever is first.
  public func wake(after time: Double) -> Double? {
    let own = deadline(after: time)
    guard let keys = context.keyDeadline.map({ max($0, time) }) else { return own }
    return min(own ?? keys, keys)
  }

  /// The key bar for the mode the program is in (the help overlay's mode when it is shown is
  /// the program's to choose: `mode`).
  public func keyBar(for mode: Mode) -> [KeyHint] { keyTable.bar(for: mode) }

  /// A key press: a gesture step, or an intent (the runtime's own acted on after the
  /// program has seen the key).
  private mutating func press(_ key: Key, at moment: Moment, into out: inout Effects<Record>) {
    let action = keyTable.action(for: key, in: mode)
    switch action {
    case .step(let step)?:
      steps(context.steps.press(step, at: moment.wall), into: &out)
      return
    case .slide(let direction)?:
      slides(context.slides.press(direction, at: moment.wall), into: &out)
      return
    default:
      break
    }
    endKeyGestures(at: moment.wall, into: &out)
    if case .intent(let intent)? = action {
      press(intent, at: moment, into: &out)
    } else {
      press(nil, at: moment, into: &out)
    }
    switch action {
    case .speed(let direction)?: context.clock.halveOrDouble(direction, at: moment.wall)
    case .help?: context.showsHelp.toggle()
    case .quit?: out.quit = true
    default: break
    }
  }

  /// A key release ends the gesture its key feeds; it also proves that the terminal reports
  /// releases, so gestures end at their release from now on, not by a timeout.
  private mutating func release(_ key: Key, at moment: Moment, into out: inout Effects<Record>) {
    let time = moment.wall
    context.steps.releasesAreExplicit = true
    context.slides.releasesAreExplicit = true
    switch keyTable.action(for: key, in: mode) {
    case .step(let step)?: steps(context.steps.release(step, at: time), into: &out)
    case .slide(let direction)?: slides(context.slides.release(direction, at: time), into: &out)
    case .intent(let intent)?: release(intent, at: moment, into: &out)
    default: break
    }
  }

  /// Ends any key gesture (another key, a paste, the mouse).
  private mutating func endKeyGestures(at time: Double, into out: inout Effects<Record>) {
    steps(context.steps.otherKey(at: time), into: &out)
    slides(context.slides.otherKey(at: time), into: &out)
  }

  /// Traces 1-D key gesture events and hands them to the program, until it says the rest no
  /// longer apply.
  private mutating func steps(_ events: PanEvents, into out: inout Effects<Record>) {
    for event in events {
      out.append(.gesture(event))
      guard pan(event, at: context.moment(at: event.time), into: &out) else { return }
    }
  }

  /// Traces 2-D key gesture events (read by their own direction) and hands them to the
  /// program.
  private mutating func slides(_ events: [PanEvent2D], into out: inout Effects<Record>) {
    for event in events {
      out.append(.pan(event, direction: event.direction))
      slide(event, at: context.moment(at: event.time), into: &out)
    }
  }
}
