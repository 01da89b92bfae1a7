import DaybookCore
import TerminalKit

/// Draws the `:` line over the status line, its end in sight; returns the cursor.
enum CommandView {
  static func render(
    _ line: CommandFeature.State, into canvas: inout Canvas, in row: Rect, theme: Theme
  ) -> (x: Int, y: Int)? {
    guard !row.isEmpty else { return nil }
    let style = theme.style(.input)
    canvas.fill(row, style: style)
    var shown = line.text
    while TextWidth.width(of: shown) > row.width - 2, !shown.isEmpty { shown.removeFirst() }
    let used = canvas.draw(":" + shown, x: row.x, y: row.y, style: style)
    return (row.x + used, row.y)
  }
}
