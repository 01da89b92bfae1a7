import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// While something is on top of the panes, the footer shows its keys, the way out at the right.
@Suite struct OverlayFooterTests {
  private func footer(_ state: AppState) -> String {
    AppView.render(state).canvas.lines[state.size.height - 1]
  }

  @Test func helpShowsItsOwnKeysInsteadOfTheCalendars() {
    var state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .calendar)
    #expect(footer(state).hasPrefix(" Left/h 전날"))
    state.destination = .help(HelpFeature.State(scroll: 0))
    expectEqual(
      footer(state), " j/k 스크롤                                                            Esc 닫기 ")
  }

  @Test func searchListsItsKeymapInJapanese() {
    var state = LocalizedFrameFixture.state(.ja, width: 120, height: 40, focus: .editor)
    state.destination = .search(SearchFeature.State(query: "水", results: []))
    let line = footer(state)
    #expect(line.hasPrefix(" Enter 開く  ↑↓ 選択  PgUp/PgDn ページ   "))
    #expect(line.hasSuffix("   Esc 閉じる "))
    expectEqual(TextWidth.width(of: line), 120)
    #expect(!line.contains("新しい日記"))
  }

  @Test func formsAndScreensSupplyTheirKeys() {
    var todo = ScreenFixtures.todoScreen(width: 80, height: 24, language: "ko")
    expectEqual(
      OverlayKeys.bindings(todo)?.map(\.shownKeys),
      [
        "Enter", "a", "e", "x", "!", "d", "u", "/", "f", "i", "#", "r", "s", "Esc",
      ])
    if case .todos(var screen) = todo.destination {
      screen.form = TodoForm(Todo(title: ""))
      todo.destination = .todos(screen)
    }
    expectEqual(
      footer(todo), " Tab 다음 칸  Space 전환  Ctrl-S 저장                                  Esc 취소 ")
    var plants = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .today)
    plants.plantsScreen = PlantsViewFixture.listState()
    expectEqual(OverlayKeys.bindings(plants), PlantsFeature.listKeymap(.ko))
    var confirm = plants
    confirm.destination = .confirm(Confirmation(prompt: "?", effects: []))
    expectEqual(OverlayKeys.bindings(confirm), ConfirmCommand.keymap(.ko))
  }

  @Test func theMoodPickerShowsItsKeys() {
    var state = LocalizedFrameFixture.state(.en, width: 80, height: 24, focus: .editor)
    expectEqual(OverlayKeys.bindings(state), nil)
    _ = AppReducer.reduce(&state, .keyPressed(.character("m")))
    #expect(state.editor.picker != nil)
    expectEqual(OverlayKeys.bindings(state), EditorKeymap.picker.map { $0.binding(.en) })
  }

  @Test func textTablesAreComplete() {
    #expect(Localization.problems(in: HelpText.self).isEmpty)
    #expect(Localization.problems(in: CommandText.self).isEmpty)
    #expect(Localization.problems(in: HeatmapSummaryText.self).isEmpty)
  }
}
