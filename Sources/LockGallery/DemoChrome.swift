import LockRendering
import TerminalRuntime

/// The frame every demo is drawn in: a title row, the demo's area, the key bar and a status
/// row, and the help overlay on top.
///
/// Rule (docs/terminal.md "Gallery"): the same places at every size from 40×16 up; smaller screens
/// get the lock's "too small" notice.
enum DemoChrome {
  /// The demo's area on a `width` × `height` screen (below the title, above bar and status).
  static func area(width: Int, height: Int) -> Rect {
    Rect(x: 1, y: 1, width: max(width - 2, 0), height: max(height - 3, 0))
  }

  /// Makes `buffer` the screen's size and blank; on a screen below the gallery's minimum it
  /// paints the "too small" notice and says there is nothing more to draw (`false`).
  static func begin(_ buffer: inout CellBuffer, width: Int, height: Int) -> Bool {
    buffer.reset(width: width, height: height)
    guard width < Layout.minimum.width || height < Layout.minimum.height else { return true }
    buffer.paintTooSmall(minimum: Layout.minimum)
    return false
  }

  /// Draws the title, key bar, status and (when shown) help around the demo's area.
  static func paint(
    title: String, status: String, bar: [KeyHint], help: [KeyHint]?, painter: DemoPainter,
    into buffer: inout CellBuffer
  ) {
    let width = buffer.width
    let height = buffer.height
    // A title too long for the row keeps its name and drops the lesson after the colon.
    let fits = CharacterWidth.of(title) <= width - 2
    let shown = fits ? title : String(title.prefix { $0 != ":" })
    painter.text(shown, x: 1, y: 0, limit: width - 2, style: painter.style(.heading), into: &buffer)
    let chrome = painter.palette.chrome
    buffer.paintKeyBar(bar, in: Rect(x: 0, y: height - 2, width: width, height: 1), style: chrome)
    let line = CellBuffer.footerText(Rect(x: 0, y: height - 1, width: width, height: 1))
    painter.text(
      status, x: line.x, y: line.y, limit: line.width, style: chrome.text, into: &buffer)
    if let help { buffer.paintHelp(help, note: nil, style: chrome) }
  }

  /// The status row of a timeline: the state, the time in the run over the run's length (the rest
  /// after it shown apart, as "+ 0.30 s rest"), the speed and the caption.
  static func status(
    state: String, time: Double, run: Double, speed: Double, caption: String
  ) -> String {
    let rest = time > run ? " + \(seconds(time - run)) s rest" : ""
    return
      "\(state) \(seconds(min(time, run)))/\(seconds(run)) s\(rest)  \(speedText(speed))  \(caption)"
  }

  /// Seconds with two decimals.
  static func seconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The speed as "1x", "0.5x", "4x".
  static func speedText(_ speed: Double) -> String {
    let text = TraceEvent.number(speed)
    return text + "x"
  }
}
