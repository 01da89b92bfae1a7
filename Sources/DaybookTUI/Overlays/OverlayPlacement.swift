import TerminalKit

/// Where an overlay's box goes, so its frame never lands on the frame under it.
///
/// The body is bordered by the panes' frames (in tabs mode it *is* one framed pane), and a
/// full screen or a list box draws its own frame around everything it holds. A box on top
/// either sits inside that frame, one cell in, leaving it whole; or, when it is too big for
/// that, it takes the whole area, border included, so only one frame shows. Side by side,
/// the panes' inner borders cross the body too: the box moves a cell or two off the centre
/// so that none of its edges runs along one of them (`canvas` is what is drawn under it).
extension OverlayView {
  /// A box of at most `width`×`height`, centred inside the frame around `area`; cut to fit
  /// (its content scrolls or shortens).
  static func floating(width: Int, height: Int, in area: Rect, over canvas: Canvas) -> Rect {
    let inside = area.inset(by: 1)
    return clear(centered(width: width, height: height, in: inside), within: inside, canvas)
  }

  /// A large box (a list, a search): centred inside the frame around `area` when that leaves
  /// two columns or more on each side, else the whole of `area` so it replaces the frame.
  static func panel(width: Int, height: Int, in area: Rect, over canvas: Canvas) -> Rect {
    let inside = area.inset(by: 1)
    let w = min(width, area.width)
    let h = min(height, area.height)
    guard w <= inside.width - 4, h <= inside.height else { return area }
    return clear(centered(width: w, height: h, in: inside), within: inside, canvas)
  }

  /// `box`, or the nearest shift of it (by up to two cells, staying `within`) whose frame
  /// would not run into a line drawn on `canvas`.
  static func clear(_ box: Rect, within room: Rect, _ canvas: Canvas) -> Rect {
    let shifts = [0, -1, 1, -2, 2]
    for dy in shifts {
      for dx in shifts {
        let moved = Rect(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height)
        guard moved.x >= room.x, moved.y >= room.y, moved.maxX <= room.maxX,
          moved.maxY <= room.maxY
        else { continue }
        if !runsIntoALine(moved, canvas) { return moved }
      }
    }
    return box
  }

  /// Whether a frame drawn around `box` would meet a line of `canvas` end-on at a corner:
  /// a horizontal line beside a corner, or a vertical one above or below it.
  static func runsIntoALine(_ box: Rect, _ canvas: Canvas) -> Bool {
    guard !box.isEmpty else { return false }
    func at(_ x: Int, _ y: Int) -> String {
      canvas.bounds.contains(x: x, y: y) ? canvas[x: x, y: y].grapheme : " "
    }
    let (left, right, top, bottom) = (box.x, box.maxX - 1, box.y, box.maxY - 1)
    return at(left - 1, top) == "─" || at(left - 1, bottom) == "─"
      || at(right + 1, top) == "─" || at(right + 1, bottom) == "─"
      || at(left, top - 1) == "│" || at(right, top - 1) == "│"
      || at(left, bottom + 1) == "│" || at(right, bottom + 1) == "│"
  }
}
