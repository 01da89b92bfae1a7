import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Issue 16 item 13: mouse capture is off unless asked for; when on, a click selects the
/// day or row under it and the wheel scrolls, not only focuses a pane.
@Suite struct MouseTests {
  /// Where `text` is drawn inside a pane's rect of the rendered frame.
  private func find(_ text: String, in pane: Pane, _ state: AppState) -> (x: Int, y: Int)? {
    let canvas = AppView.render(state).canvas
    let layout = AppLayout(size: state.size, focus: state.focus)
    guard let rect = layout.panes[pane] else { return nil }
    for y in rect.y..<rect.maxY {
      let line = canvas.lines[y]
      var column = 0
      for (offset, _) in line.enumerated() {
        let rest = String(line.dropFirst(offset))
        if column >= rect.x, column < rect.maxX, rest.hasPrefix(text) { return (column, y) }
        column += TextWidth.width(of: line[line.index(line.startIndex, offsetBy: offset)])
      }
    }
    return nil
  }

  @Test func captureIsOffByDefaultAndAColonCommandTurnsItOn() {
    var state = Fixture.state()
    expectEqual(state.settings.mouse, false)
    expectEqual(JournalSettings().mouse, false)
    state.destination = .command(CommandFeature.State(text: "mouse on"))
    let effects = AppReducer.reduce(&state, .keyPressed(.enter))
    expectEqual(state.settings.mouse, true)
    expectEqual(effects, [.saveSettings(state.settings)])
    state.destination = .command(CommandFeature.State(text: "mouse off"))
    _ = AppReducer.reduce(&state, .keyPressed(.enter))
    expectEqual(state.settings.mouse, false)
  }

  @Test(arguments: [(120, 40), (80, 24), (200, 60)])
  func clickingACalendarDaySelectsIt(_ width: Int, _ height: Int) throws {
    var state = Fixture.state(width: width, height: height)
    state.focus = .calendar
    let cell = try #require(find("17", in: .calendar, state))
    let effects = AppReducer.reduce(&state, .mouseClicked(x: cell.x, y: cell.y, button: 1))
    expectEqual(state.calendar.selected, Day(year: 2026, month: 11, day: 17))
    #expect(effects.contains(.loadEntry(Day(year: 2026, month: 11, day: 17)!)))
  }

  @Test func clickingATodayRowSelectsIt() throws {
    var state = Fixture.state()
    let plants = [
      Plant(id: 1, name: "Monstera", intervalDays: 7),
      Plant(id: 2, name: "산세베리아", intervalDays: 14),
    ].map { TodaySnapshot.PlantWatering(plant: $0, lastWatered: nil) }
    _ = TodayFeature.reduce(
      into: &state.todayPane,
      action: .loaded(TodaySnapshot(today: state.today, plants: plants)))
    let cell = try #require(find("산세베리아", in: .today, state))
    _ = AppReducer.reduce(&state, .mouseClicked(x: cell.x, y: cell.y, button: 1))
    expectEqual(state.focus, .today)
    expectEqual(state.todayPane.selection, .plant(2))
  }

  @Test func theWheelMovesThePaneUnderThePointer() {
    var state = Fixture.state()
    let layout = AppLayout(size: state.size, focus: state.focus)
    let calendar = layout.panes[.calendar]!
    _ = AppReducer.reduce(&state, .mouseClicked(x: calendar.x + 3, y: calendar.y + 3, button: 5))
    expectEqual(state.calendar.selected, Fixture.today.adding(days: 7))
    _ = AppReducer.reduce(&state, .mouseClicked(x: calendar.x + 3, y: calendar.y + 3, button: 4))
    expectEqual(state.calendar.selected, Fixture.today)
  }
}
