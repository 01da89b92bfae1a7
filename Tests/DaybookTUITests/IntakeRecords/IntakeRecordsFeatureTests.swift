import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct IntakeRecordsFeatureTests {
  static let day = Day(year: 2026, month: 11, day: 27)!
  static let coffee = Intake(id: 4, kind: .caffeine, amount: 1, unit: .shot, at: 100)
  static let water = Intake(id: 7, kind: .water, amount: 500, unit: .ml, at: 200, note: "물 한 병")
  static let records = [
    IntakeRecordsFeature.Record(intake: coffee, hour: 9, minute: 5),
    IntakeRecordsFeature.Record(intake: water, hour: 14, minute: 30),
  ]

  /// The calendar on the 27th, the Today pane focused, the records screen open and loaded.
  private func openStore(language: String? = nil) -> TestStore {
    var state = Fixture.state()
    state.calendar.selected = Self.day
    state.focus = .today
    state.settings.language = language
    let store = TestStore(state)
    store.send(.keyPressed(.character("I")), effects: [.loadIntakeRecords(Self.day)]) {
      $0.destination = .intakeRecords(IntakeRecordsFeature.State(day: Self.day))
    }
    store.send(
      .intakeRecords(
        .loaded(day: Self.day, records: Self.records, goal: GoalSettings(), newRecordTime: "12:00"))
    ) {
      $0.destination = .intakeRecords(Self.loaded())
    }
    return store
  }

  static func loaded(cursor: Int = 0) -> IntakeRecordsFeature.State {
    var screen = IntakeRecordsFeature.State(day: day)
    screen.records = records
    screen.isLoaded = true
    screen.cursor = cursor
    return screen
  }

  private var refresh: [Effect] {
    let state = Fixture.state()
    return [
      .loadToday(Fixture.today), .loadMonth(Fixture.today.firstOfMonth),
      .loadHeatmap(from: state.heatmap.first, to: state.heatmap.end, metric: .all),
    ]
  }

  @Test func capitalIOnTheTodayPaneOpensTheCalendarsDayAndEscCloses() {
    let store = openStore()
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func aStaleDayIsIgnored() {
    let store = openStore()
    store.send(
      .intakeRecords(
        .loaded(day: Fixture.today, records: [], goal: GoalSettings(), newRecordTime: "12:00")))
  }

  @Test func deleteKeepsTheRecordForUndoAndEverythingReloads() {
    let store = openStore()
    store.send(.keyPressed(.character("j"))) {
      $0.destination = .intakeRecords(Self.loaded(cursor: 1))
    }
    store.send(.keyPressed(.character("d")), effects: [.changeIntakeRecord(.delete(Self.water))])
    store.send(
      .intakeRecords(.changed(.delete(Self.water))),
      effects: [.loadIntakeRecords(Self.day)] + refresh
    ) {
      var screen = Self.loaded(cursor: 1)
      screen.deleted = Self.water
      $0.destination = .intakeRecords(screen)
      $0.status = StatusMessage(
        text: "Deleted water 500 ml · u undo", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(
      .intakeRecords(
        .loaded(
          day: Self.day, records: [Self.records[0]], goal: GoalSettings(), newRecordTime: "12:00"))
    ) {
      var screen = Self.loaded(cursor: 0)
      screen.records = [Self.records[0]]
      screen.deleted = Self.water
      $0.destination = .intakeRecords(screen)
    }
    store.send(.keyPressed(.character("u")), effects: [.changeIntakeRecord(.restore(Self.water))])
  }

  @Test func undoWithNothingDeletedSaysSoInKorean() {
    let store = openStore(language: "ko")
    store.send(.keyPressed(.character("u"))) {
      $0.status = StatusMessage(
        text: "취소할 것이 없습니다", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  @Test func editRefusesABadAmountThenSavesTheParsedValue() {
    let store = openStore(language: "ko")
    store.send(.keyPressed(.character("j"))) {
      $0.destination = .intakeRecords(Self.loaded(cursor: 1))
    }
    var form = IntakeRecordForm(
      id: 7, day: Self.day, kind: .water, amount: "500ml", time: "14:30", note: "물 한 병")
    store.send(.keyPressed(.character("e"))) {
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.send(.keyPressed(.ctrl("u"))) {
      form.amount = ""
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.type("7잔")
    store.send(.keyPressed(.ctrl("s"))) {
      form.amount = "7잔"
      form.showsProblems = true
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    expectEqual(form.amountProblem(.ko), "양이 아닙니다 (75mg, 250ml, 1샷)")
    store.send(.keyPressed(.ctrl("u"))) {
      form.amount = ""
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.type("물 750ml")
    store.send(.keyPressed(.tab)) {
      form.amount = "물 750ml"
      form.field = .time
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.send(.keyPressed(.ctrl("u"))) {
      form.time = ""
      var screen = Self.loaded(cursor: 1)
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.type("8:05")
    let draft = IntakeRecordDraft(
      id: 7, kind: .water, amount: 750, unit: .ml, day: Self.day, hour: 8, minute: 5,
      note: "물 한 병")
    store.send(.keyPressed(.ctrl("s")), effects: [.changeIntakeRecord(.save(draft))]) {
      $0.destination = .intakeRecords(Self.loaded(cursor: 1))
    }
  }

  @Test func addStartsAtTheNewRecordTimeWithTheGoalsKind() {
    let store = openStore()
    store.send(.keyPressed(.character("a"))) {
      var screen = Self.loaded()
      screen.form = IntakeRecordForm(day: Self.day, kind: .caffeine, amount: "", time: "12:00")
      $0.destination = .intakeRecords(screen)
    }
    store.type("75mg")
    let draft = IntakeRecordDraft(
      kind: .caffeine, amount: 75, unit: .mg, day: Self.day, hour: 12, minute: 0)
    store.send(.keyPressed(.enter)) {
      var screen = Self.loaded()
      var form = IntakeRecordForm(day: Self.day, kind: .caffeine, amount: "75mg", time: "12:00")
      form.field = .time
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.send(.keyPressed(.enter)) {
      var screen = Self.loaded()
      var form = IntakeRecordForm(day: Self.day, kind: .caffeine, amount: "75mg", time: "12:00")
      form.field = .note
      screen.form = form
      $0.destination = .intakeRecords(screen)
    }
    store.send(.keyPressed(.enter), effects: [.changeIntakeRecord(.save(draft))]) {
      $0.destination = .intakeRecords(Self.loaded())
    }
  }

  @Test func theSelectionFollowsAnEditedRecordThatMoved() {
    let store = openStore()
    store.send(.keyPressed(.character("j"))) {
      $0.destination = .intakeRecords(Self.loaded(cursor: 1))
    }
    let moved = [Self.records[1], Self.records[0]]
    store.send(
      .intakeRecords(
        .loaded(day: Self.day, records: moved, goal: GoalSettings(), newRecordTime: "12:00"))
    ) {
      var screen = Self.loaded(cursor: 0)
      screen.records = moved
      $0.destination = .intakeRecords(screen)
    }
  }

  @Test func theFormReadsTheKindFromTheAmountAndWordsBadUnits() {
    var form = IntakeRecordForm(day: Self.day, kind: .caffeine, amount: "물 500ml", time: "7:00")
    expectEqual(
      form.draft,
      IntakeRecordDraft(
        kind: .water, amount: 500, unit: .ml, day: Self.day, hour: 7, minute: 0))
    form.amount = "500ml"
    expectEqual(form.draft, nil)
    expectEqual(form.amountProblem(.ja), "カフェイン は ml では量りません")
    form.kind = .other
    form.time = "24:00"
    expectEqual(form.amountProblem(.ja), nil)
    expectEqual(form.draft, nil)
    expectEqual(form.keyPressed(.right), .editing)
    form.field = .kind
    _ = form.keyPressed(.right)
    expectEqual(form.kind, .caffeine)
    _ = form.keyPressed(.left)
    expectEqual(form.kind, .other)
    // Text typed on the kind field (spaces and letters included) changes nothing.
    for character in "물 한잔" { _ = form.keyPressed(.character(character)) }
    expectEqual(form.kind, .other)
    expectEqual(form.note, "")
  }

  @Test func textsAreCompleteInEveryLanguage() {
    #expect(Localization.problems(in: IntakeRecordsText.self).isEmpty)
    #expect(Localization.problems(in: DayTodosText.self).isEmpty)
  }

  @Test func theTodayKeymapShowsTheRecordsKeyInTheHelp() {
    let help = KeymapCatalog.sections(.ko).flatMap(\.bindings)
    #expect(help.contains(KeyBinding(keys: ["I"], help: "달력에서 고른 날의 섭취 기록")))
    #expect(!TodayFeature.isFreeForPreset("I"))
  }
}
