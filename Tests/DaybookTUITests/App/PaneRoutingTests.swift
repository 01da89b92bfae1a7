import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Pane outputs become effects and focus changes; the exact pane states come from the pane
/// reducers themselves, the shell's part (focus, effects, other panes) is stated here.
@Suite struct PaneRoutingTests {
  let today = Fixture.today

  private func withPlant(_ lastWatered: Day?) -> AppState {
    var state = Fixture.state()
    let plant = Plant(id: 4, name: "Monstera", intervalDays: 7)
    let snapshot = TodaySnapshot(
      today: today, plants: [.init(plant: plant, lastWatered: lastWatered)])
    _ = AppReducer.reduce(&state, .today(.loaded(snapshot)))
    state.focus = .today
    return state
  }

  @Test func wOnTodayWatersTheSelectedPlant() {
    let store = TestStore(withPlant(today.adding(days: -8)))
    var expected = store.state
    _ = TodayFeature.reduce(into: &expected.todayPane, action: .key(.character("w")))
    store.send(.keyPressed(.character("w")), effects: [.water(plantID: 4)]) { $0 = expected }
  }

  @Test func wateringAPlantWateredTodayAsksFirstInsideThePane() {
    let store = TestStore(withPlant(today))
    var expected = store.state
    _ = TodayFeature.reduce(into: &expected.todayPane, action: .key(.character("w")))
    store.send(.keyPressed(.character("w"))) { $0 = expected }
    #expect(store.state.todayPane.confirm != nil)
    // While the pane asks, `n` is its "no", not the global "new entry".
    var answered = store.state
    _ = TodayFeature.reduce(into: &answered.todayPane, action: .key(.character("n")))
    answered.status = StatusMessage(text: "Not watered", expiresAt: Fixture.now + 5)
    store.send(.keyPressed(.character("n"))) { $0 = answered }
    expectEqual(store.state.focus, .today)
  }

  @Test func aWateringRefreshesCalendarMarksAndHeatmapCounts() {
    let store = TestStore(withPlant(today.adding(days: -8)))
    var expected = store.state
    let outputs = TodayFeature.reduce(
      into: &expected.todayPane, action: .plantWatered(plantID: 4, careEventID: 9, at: Fixture.now))
    let statusText = outputs.compactMap { output -> String? in
      if case .status(let text) = output { return text }
      return nil
    }.first
    if let statusText {
      expected.status = StatusMessage(text: statusText, expiresAt: Fixture.now + 5)
    }
    store.send(
      .today(.plantWatered(plantID: 4, careEventID: 9, at: Fixture.now)),
      effects: [
        .loadMonth(today.firstOfMonth),
        .loadHeatmap(from: store.state.heatmap.first, to: today, metric: .all),
      ]
    ) { $0 = expected }
    expectEqual(store.state.status?.text.contains("Monstera"), true)
  }

  @Test func aFailedTodayEffectShowsAnError() {
    let store = TestStore(withPlant(nil))
    var expected = store.state
    _ = TodayFeature.reduce(into: &expected.todayPane, action: .failed("locked"))
    expected.status = StatusMessage(
      text: "Error: locked", isError: true, expiresAt: Fixture.now + 5)
    store.send(.today(.failed("locked"))) { $0 = expected }
  }

  @Test func movingTheCalendarLoadsTheDayAndMovesTheHeatmap() {
    let store = TestStore(Fixture.state())
    let tomorrow = today.adding(days: 1)
    store.send(.keyPressed(.character("l")), effects: [.loadEntry(tomorrow)]) {
      _ = CalendarFeature.reduce(into: &$0.calendar, action: .key(.character("l")))
      _ = HeatmapFeature.reduce(into: &$0.heatmap, action: .select(tomorrow))
    }
  }

  @Test func leavingADayWithUnsavedTextSavesItFirst() {
    var state = Fixture.state()
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    _ = AppReducer.reduce(&state, .editor(.key(.character("a"), now: Fixture.now)))
    state.editor.isEditing = false
    let unsaved = state.editor.entry
    let yesterday = today.adding(days: -1)
    let store = TestStore(state)
    store.send(.keyPressed(.character("h")), effects: [.saveEntry(unsaved), .loadEntry(yesterday)])
    {
      _ = CalendarFeature.reduce(into: &$0.calendar, action: .key(.character("h")))
      _ = HeatmapFeature.reduce(into: &$0.heatmap, action: .select(yesterday))
    }
  }

  @Test func enterOnTheCalendarFocusesTheEditor() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.enter)) { $0.focus = .editor }
  }

  @Test func enterOnTheHeatmapJumpsTheCalendarThere() {
    var state = Fixture.state()
    state.focus = .heatmap
    let store = TestStore(state)
    var moved = store.state
    _ = HeatmapFeature.reduce(into: &moved.heatmap, action: .key(.character("k")))
    let day = moved.heatmap.selected
    store.send(.keyPressed(.character("k"))) { $0 = moved }
    var expected = store.state
    expected.focus = .calendar
    let effects = AppReducer.jump(to: day, &expected)
    #expect(effects.contains(.loadEntry(day)))
    store.send(.keyPressed(.enter), effects: effects) { $0 = expected }
    expectEqual(store.state.calendar.selected, day)
  }

  @Test func heatmapCountsRequestsBecomeLoads() {
    var state = Fixture.state()
    state.focus = .heatmap
    let store = TestStore(state)
    var expected = store.state
    _ = HeatmapFeature.reduce(into: &expected.heatmap, action: .key(.character("m")))
    expected.status = StatusMessage(text: "Heatmap: writing", expiresAt: Fixture.now + 5)
    store.send(
      .keyPressed(.character("m")),
      effects: [.loadHeatmap(from: expected.heatmap.first, to: today, metric: .writing)]
    ) { $0 = expected }
  }

  @Test func ctrlSInTheEditorSavesAndTheSaveRefreshesMarks() {
    var state = Fixture.state()
    state.focus = .editor
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    _ = AppReducer.reduce(&state, .editor(.key(.character("a"), now: Fixture.now)))
    let store = TestStore(state)
    let entry = store.state.editor.entry
    var expected = store.state
    _ = EditorFeature.reduce(&expected.editor, .key(.ctrl("s"), now: Fixture.now))
    store.send(.keyPressed(.ctrl("s")), effects: [.saveEntry(entry)]) { $0 = expected }

    var saved = entry
    saved.id = 1
    var afterSave = store.state
    _ = EditorFeature.reduce(&afterSave.editor, .saved(saved))
    afterSave.status = StatusMessage(text: "Saved", expiresAt: Fixture.now + 5)
    store.send(
      .entrySaved(day: today, entry: saved),
      effects: [
        .loadMonth(today), .loadHeatmap(from: store.state.heatmap.first, to: today, metric: .all),
      ]
    ) { $0 = afterSave }
  }

  @Test func ctrlEOpensTheExternalEditor() {
    var state = Fixture.state()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.keyPressed(.ctrl("e")), effects: [.openExternalEditor(store.state.editor.entry)])
  }

  @Test func capitalHOpensTheHistoryAndLoadsIt() {
    var state = Fixture.state()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.keyPressed(.character("H")), effects: [.browse(.loadHistory(Fixture.today))]) {
      $0.destination = .history(HistoryFeature.State(day: Fixture.today))
    }
  }

  @Test func aLoadedDraftIsAnnounced() {
    let store = TestStore(Fixture.state())
    let draft = Entry(day: today, title: "초안")
    var expected = store.state
    _ = EditorFeature.reduce(&expected.editor, .load(day: today, entry: nil, draft: draft))
    expected.status = StatusMessage(text: "Unsaved draft restored", expiresAt: Fixture.now + 5)
    store.send(.entryLoaded(day: today, entry: nil, draft: draft)) { $0 = expected }
  }
}
