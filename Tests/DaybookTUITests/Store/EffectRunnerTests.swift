import Expectations
import Foundation
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

@Suite struct EffectRunnerTests {
  let today = Fixture.today
  let journal: Journal
  let runner: EffectRunner

  init() throws {
    journal = try Journal.inMemory()
    runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
  }

  @Test func loadSettingsReportsAnEmptyJournal() throws {
    expectEqual(
      runner.perform(.loadSettings), [.settingsLoaded(JournalSettings(), journalIsEmpty: true)])
    try journal.saveEntry(Entry(day: today, body: "x"), at: Fixture.now)
    expectEqual(
      runner.perform(.loadSettings), [.settingsLoaded(JournalSettings(), journalIsEmpty: false)])
  }

  @Test func settingsRoundTrip() throws {
    let settings = JournalSettings(
      language: "ko", weekStart: .sunday, theme: "moss", onboarded: true)
    expectEqual(runner.perform(.saveSettings(settings)), [])
    try expectEqual(journal.settings(), settings)
  }

  @Test func savesAndLoadsAnEntryWithItsDraft() throws {
    let entry = Entry(day: today, title: "오늘", body: "오늘은 몬스테라에 물을 줬다 🌿")
    let result = runner.perform(.saveEntry(entry))
    let saved = try #require(try journal.entry(on: today))
    expectEqual(result, [.entrySaved(day: today, entry: saved)])
    expectEqual(saved.body, entry.body)
    expectEqual(saved.updatedAt, Fixture.now)

    var draft = saved
    draft.body += " 그리고"
    expectEqual(runner.perform(.saveDraft(draft)), [])
    let loaded = runner.perform(.loadEntry(today))
    guard case .entryLoaded(let day, let stored, let storedDraft)? = loaded.first else {
      Issue.record("expected entryLoaded, got \(loaded)")
      return
    }
    expectEqual(day, today)
    expectEqual(stored, saved)
    expectEqual(storedDraft?.body, draft.body)
  }

  @Test func waterRecordsACareEventNow() throws {
    let plant = try journal.addPlant(Plant(name: "Monstera"), at: Fixture.now)
    let result = runner.perform(.water(plantID: plant.id))
    let events = try journal.careEvents(plantID: plant.id)
    expectEqual(events.count, 1)
    expectEqual(events.first?.at, Fixture.now)
    expectEqual(
      result, [.today(.plantWatered(plantID: plant.id, careEventID: events[0].id, at: Fixture.now))]
    )
    expectEqual(
      runner.perform(.undoCare(events[0].id)), [.today(.wateringUndone(careEventID: events[0].id))])
    #expect(try journal.careEvents(plantID: plant.id).isEmpty)
  }

  @Test func waterAllIsOneTransaction() throws {
    let a = try journal.addPlant(Plant(name: "A"), at: Fixture.now)
    let result = runner.perform(.waterAll([a.id, 999]))
    // Plant 999 does not exist: nothing is recorded and the today pane hears of it.
    #expect(try journal.careEvents(plantID: a.id).isEmpty)
    guard case .today(.failed)? = result.first else {
      Issue.record("expected failure, got \(result)")
      return
    }
  }

  @Test func loadTodayBuildsTheSnapshot() throws {
    let plant = try journal.addPlant(Plant(name: "Monstera"), at: Fixture.now)
    _ = try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: Fixture.now))
    let todo = try journal.addTodo(Todo(title: "repot", due: today), at: Fixture.now)
    let result = runner.perform(.loadToday(today))
    let expected = TodaySnapshot(
      today: today, plants: [.init(plant: plant, lastWateredAt: Fixture.now)], todos: [todo],
      intakes: [], goal: GoalSettings())
    expectEqual(result, [.today(.loaded(expected))])
  }

  @Test func loadMonthCoversTheWholeGrid() throws {
    try journal.saveEntry(
      Entry(day: Day(year: 2026, month: 10, day: 27)!, body: "x"), at: Fixture.now)
    let result = runner.perform(.loadMonth(today))
    guard case .calendar(.monthLoaded(let month, let marks, _))? = result.first else {
      Issue.record("expected monthLoaded, got \(result)")
      return
    }
    expectEqual(month, today.firstOfMonth)
    // 2026-10-27 is in the first row of November's Monday grid.
    expectEqual(marks[Day(year: 2026, month: 10, day: 27)!]?.hasEntry, true)
  }

  @Test func heatmapCountsAndStreaks() throws {
    for offset in 0..<3 {
      try journal.saveEntry(Entry(day: today.adding(days: -offset), body: "x"), at: Fixture.now)
    }
    let first = today.adding(days: -30)
    let result = runner.perform(.loadHeatmap(from: first, to: today, metric: .writing))
    let counts = Dictionary(uniqueKeysWithValues: (0..<3).map { (today.adding(days: -$0), 1) })
    expectEqual(
      result,
      [
        .heatmap(
          .countsLoaded(
            from: first, to: today, metric: .writing, counts: counts,
            streaks: Streaks(current: 3, longest: 3)))
      ])
  }

  // The streaks are the grid's, as seen on its last day (the state's today), not on the
  // clock's day: a grid ending yesterday counts yesterday's run as current.
  @Test func heatmapStreaksAreSeenOnTheGridsLastDayNotTheClocks() throws {
    let yesterday = today.adding(days: -1)
    for offset in 1..<4 {
      try journal.saveEntry(Entry(day: today.adding(days: -offset), body: "x"), at: Fixture.now)
    }
    let first = today.adding(days: -30)
    let result = runner.perform(
      .loadHeatmap(from: first, to: yesterday.adding(days: -1), metric: .writing))
    guard case .heatmap(.countsLoaded(_, _, _, _, let streaks))? = result.first else {
      Issue.record("expected countsLoaded, got \(result)")
      return
    }
    // Seen on the clock's today, the run ending the day before yesterday would be broken (0).
    expectEqual(streaks, Streaks(current: 2, longest: 2))
  }

  // Waterings are planned from the state's day the run loop gives the runner.
  @Test func loadMonthPlansWateringsFromTheRunnersDay() throws {
    _ = try journal.addPlant(Plant(name: "몬스테라", intervalDays: 1), at: Fixture.now)
    let later = today.adding(days: 3)
    runner.today = later
    let result = runner.perform(.loadMonth(later))
    guard case .calendar(.monthLoaded(_, let marks, _))? = result.first else {
      Issue.record("expected monthLoaded, got \(result)")
      return
    }
    // From the clock's day the grid's first day (Nov 30) would be planned too.
    let planned = marks.filter { $0.value.wateringsPlanned > 0 }.keys.sorted()
    expectEqual(planned.first, later)
  }

  @Test func settingATodoImportantFromTodayAndFromTheTodoScreenIsTheSameChange() throws {
    let todo = try journal.addTodo(Todo(title: "우유 사기"), at: Fixture.now)
    var expected = todo
    expected.important = true
    expectEqual(runner.perform(.setTodoImportant(todo.id, true)), [.today(.todoChanged(expected))])
    try expectEqual(journal.todo(id: todo.id), expected)
    expectEqual(
      runner.perform(.changeTodo(.setImportant(todo.id, false))),
      [.todoScreen(.changed(.setImportant(todo.id, false)))])
    try expectEqual(journal.todo(id: todo.id)?.important, false)
    // A todo that is gone changes nothing and says nothing, on both paths.
    expectEqual(runner.perform(.setTodoImportant(99_999, true)), [])
    expectEqual(runner.perform(.changeTodo(.setImportant(99_999, true))), [])
  }

  @Test func searchFindsKoreanText() throws {
    try journal.saveEntry(Entry(day: today, body: "오늘은 몬스테라에 물을 줬다 🌿"), at: Fixture.now)
    let result = runner.perform(.longRunning(.search("몬스테라"), id: .search))
    guard case let .searchPageLoaded(query, page, total, appending)? = result.first else {
      Issue.record("expected results, got \(result)")
      return
    }
    #expect(query == "몬스테라" && total == 1 && !appending && page.next == nil)
    expectEqual(page.results.map(\.day), [today])
  }

  @Test func themesFallBackToTheBuiltinDefault() {
    // Before the catalog is read (the first frame) and after.
    expectEqual(
      runner.perform(.loadTheme("default")),
      [
        .themeLoaded(name: "default", theme: .builtinDefault)
      ])
    expectEqual(runner.perform(.loadTheme("neon")), [.themeNotFound(name: "neon")])
    expectEqual(runner.perform(.loadThemeCatalog), [.themesLoaded(names: ["default"])])
    expectEqual(
      runner.perform(.loadTheme("default")),
      [
        .themeLoaded(name: "default", theme: .builtinDefault)
      ])
    expectEqual(runner.perform(.loadTheme("neon")), [.themeNotFound(name: "neon")])
  }

  @Test func themesAreFoundInTheConfigFolder() throws {
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    let themes = folder + "/daybook/themes"
    makeFolder(folder + "/daybook")
    makeFolder(themes)
    try writeFile(themes + "/neon.theme", "name = Neon\naccent = magenta bold\n")
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["XDG_CONFIG_HOME": folder],
      executablePath: "/nonexistent/bin/daybook")
    // The settings' theme is read alone at start; the catalog follows the first frame.
    let result = runner.perform(.loadTheme("neon"))
    guard case .themeLoaded(let name, let theme)? = result.first, result.count == 1 else {
      Issue.record("expected the theme, got \(result)")
      return
    }
    expectEqual(name, "neon")
    expectEqual(theme.name, "Neon")
    expectEqual(runner.perform(.loadThemeCatalog), [.themesLoaded(names: ["default", "neon"])])
    expectEqual(runner.perform(.loadTheme("neon")), result)
  }

  @Test func addPlantAndUnreadCount() throws {
    let result = runner.perform(.addPlant(Plant(name: "몬스테라")))
    let plants = try journal.plants()
    expectEqual(result, [.plantAdded(plants[0])])
    expectEqual(plants[0].name, "몬스테라")
    expectEqual(runner.perform(.countUnread), [.unreadCounted(0)])
  }

  @Test func externalEditorSuspendsTheTerminalAndReturnsTheText() {
    let terminal = MemoryTerminal()
    runner.terminal = terminal
    var seen: String?
    runner.editText = { text in
      seen = text
      #expect(terminal.isSuspended)
      return "edited"
    }
    let entry = Entry(day: today, title: "T", body: "B")
    expectEqual(
      runner.perform(.openExternalEditor(entry)), [.editor(.externalEditorFinished("edited"))])
    expectEqual(seen, "T\nB")
    #expect(!terminal.isSuspended)
    #expect(runner.needsRedraw)
  }

  @Test func externalEditorRunsTheProgramWithoutAShell() {
    // sed edits the file in place: a real program, arguments from $EDITOR, no shell.
    let journal = NSTemporaryDirectory() + "daybook-editor-\(UUID().uuidString)/journal.sqlite"
    try? FileManager.default.createDirectory(
      atPath: JournalFiles.folder(of: journal), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: JournalFiles.folder(of: journal)) }
    let text = ExternalEditor.edit(
      "몬스테라 a", journalPath: journal, environment: ["EDITOR": "sed -i s/a/b/"])
    expectEqual(text, "몬스테라 b")
    expectEqual(
      ExternalEditor.edit("x", journalPath: journal, environment: ["EDITOR": "false"]), nil)
    expectEqual(
      ExternalEditor.edit(
        "x", journalPath: journal, environment: ["EDITOR": "/nonexistent/editor"]), nil)
    // Nothing is left beside the journal.
    expectEqual(
      try? FileManager.default.contentsOfDirectory(atPath: JournalFiles.folder(of: journal)), [])
  }

  @Test func suspendGivesTheTerminalBack() {
    let terminal = MemoryTerminal()
    runner.terminal = terminal
    var suspendedWhileStopped = false
    runner.suspendToShell = { suspendedWhileStopped = terminal.isSuspended }
    expectEqual(runner.perform(.suspend), [])
    #expect(suspendedWhileStopped)
    #expect(!terminal.isSuspended)
  }
}

@Suite struct DrinkIntakeEffectTests {
  @Test func addIntakeWithADrinkKeepsTheDrinkOnTheRecord() throws {
    let journal = try Journal.inMemory()
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
    let result = runner.perform(
      .addIntake(kind: .caffeine, amount: 150, unit: .mg, drink: "americano-tall"))
    let saved = try #require(try journal.intakes(on: LocalTime.day(of: Fixture.now)).first)
    expectEqual(saved.drink, "americano-tall")
    expectEqual(saved.amount, 150)
    expectEqual(result, [.today(.intakeRecorded(saved))])
  }
}
