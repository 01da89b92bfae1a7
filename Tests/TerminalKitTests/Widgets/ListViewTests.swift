import Expectations
import TerminalKit
import Testing

@Suite struct ListViewTests {
  @Test func rendersVisibleRowsWithSelection() {
    var canvas = Canvas(size: Size(width: 8, height: 2))
    var state = ListState(selected: 2)
    let list = ListView(items: ["one", "두번째", "三番目です", "four"], selectionSymbol: "›")
    list.render(into: &canvas, in: canvas.bounds, state: &state)
    expectEqual(state.offset, 1)
    expectEqual(canvas.lines, [" 두번째 ", "›三番目 "])
    expectEqual(canvas.style(x: 7, y: 1), Style(attributes: .reverse))
    expectEqual(canvas.style(x: 7, y: 0), .plain)
  }
}
