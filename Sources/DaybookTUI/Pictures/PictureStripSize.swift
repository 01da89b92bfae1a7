import TerminalKit

/// The strip's picture sizes follow the Entry pane's height: a short pane (80×24) keeps
/// rows for the text, a tall one (200×60) shows the pictures larger.
extension PicturesFeature {
  /// The selected picture's rows: a third of the pane, from 4 to 14.
  static let largeRowRange = 4...14

  /// The small and the selected (large) picture's box in a pane `paneHeight` rows tall
  /// (inside its frame); nil gives the standard sizes, `smallSize` and `largeSize`. Boxes
  /// keep the standard's shape: 2½ columns a row for the large, ⅝ of it for the small.
  static func stripSizes(paneHeight: Int?)
    -> (small: (columns: Int, rows: Int), large: (columns: Int, rows: Int))
  {
    guard let paneHeight else { return (smallSize, largeSize) }
    let rows = min(max(paneHeight / 3, largeRowRange.lowerBound), largeRowRange.upperBound)
    if rows == largeSize.rows { return (smallSize, largeSize) }
    let large = (columns: rows * 5 / 2, rows: rows)
    let small = (columns: (large.columns * 3 + 4) / 5, rows: (rows * 5 + 4) / 8)
    return (small, large)
  }

  /// The Entry pane's height inside its frame at the state's size.
  static func editorPaneHeight(_ state: AppState) -> Int {
    AppLayout(size: state.size, focus: state.focus).editorRect.height
  }
}
