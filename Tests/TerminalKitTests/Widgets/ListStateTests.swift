import Expectations
import TerminalKit
import Testing

@Suite struct ListStateTests {
  @Test func scrollingKeepsSelectionVisible() {
    var state = ListState(selected: 0)
    state.select(7, count: 10)
    state.scrollToSelection(visibleRows: 3, count: 10)
    expectEqual(state.offset, 5)
    state.move(by: -4, count: 10)
    state.scrollToSelection(visibleRows: 3, count: 10)
    expectEqual(state.selected, 3)
    expectEqual(state.offset, 3)
  }

  @Test func moveClampsAndStartsFromNothing() {
    var state = ListState()
    state.move(by: 1, count: 3)
    expectEqual(state.selected, 0)
    state.move(by: 10, count: 3)
    expectEqual(state.selected, 2)
    state.move(by: -10, count: 3)
    expectEqual(state.selected, 0)
    state.move(by: 1, count: 0)
    expectEqual(state.selected, nil)
  }

  @Test func offsetShrinksWhenListGetsShorter() {
    var state = ListState(selected: 1, offset: 8)
    state.scrollToSelection(visibleRows: 5, count: 6)
    expectEqual(state.offset, 1)
  }
}
