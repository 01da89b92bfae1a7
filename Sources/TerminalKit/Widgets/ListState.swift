/// Selection and scroll position of a list, kept in the app's state.
public struct ListState: Hashable, Sendable {
  /// The selected item, nil when nothing is selected.
  public var selected: Int?
  /// The first item shown.
  public var offset: Int

  public init(selected: Int? = nil, offset: Int = 0) {
    self.selected = selected
    self.offset = offset
  }

  /// Moves the selection by `delta` items, clamped to `0..<count` (selects the first
  /// item when nothing was selected).
  public mutating func move(by delta: Int, count: Int) {
    guard count > 0 else {
      selected = nil
      return
    }
    let current = selected ?? (delta > 0 ? -1 : count)
    selected = min(count - 1, max(0, current + delta))
  }

  /// Selects an item, clamped to `0..<count`.
  public mutating func select(_ index: Int?, count: Int) {
    guard let index, count > 0 else {
      selected = nil
      return
    }
    selected = min(count - 1, max(0, index))
  }

  /// Adjusts `offset` so the selection is visible in `visibleRows` rows and no space
  /// is wasted past the end of the list.
  public mutating func scrollToSelection(visibleRows: Int, count: Int) {
    guard visibleRows > 0, count > 0 else {
      offset = 0
      return
    }
    if let selected {
      if selected < offset { offset = selected }
      if selected >= offset + visibleRows { offset = selected - visibleRows + 1 }
    }
    offset = max(0, min(offset, count - visibleRows))
  }
}
