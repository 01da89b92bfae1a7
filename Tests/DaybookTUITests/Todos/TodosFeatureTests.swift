import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct TodosFeatureTests {
  static let milk = Todo(
    id: 1, title: "Buy milk", tags: ["shop"], due: Day(year: 2026, month: 11, day: 30),
    createdAt: 10)
  static let dentist = Todo(
    id: 2, title: "치과 예약", note: "오후 3시", due: Day(year: 2026, month: 12, day: 4),
    important: true, createdAt: 11)
  static let book = Todo(id: 3, title: "本を読む", createdAt: 12)

  /// A store with the todo screen open and its first page loaded.
  private func openStore() -> TestStore {
    let store = TestStore(Fixture.state())
    let query = TodoQuery(limit: TodosFeature.pageSize)
    store.send(.keyPressed(.character("o")), effects: [.loadTodoPage(query)]) {
      $0.destination = .todos(TodosFeature.State(today: Fixture.today))
    }
    store.send(
      .todoScreen(.pageLoaded(query: query, todos: [Self.milk, Self.dentist, Self.book], total: 3))
    ) {
      var screen = TodosFeature.State(today: Fixture.today)
      screen.todos = [Self.milk, Self.dentist, Self.book]
      screen.total = 3
      screen.isLoaded = true
      $0.destination = .todos(screen)
    }
    return store
  }

  private func screen(_ store: TestStore) -> TodosFeature.State? {
    guard case .todos(let screen) = store.state.destination else { return nil }
    return screen
  }

  @Test func hotkeysAskForChangesToTheSelectedTodo() {
    let store = openStore()
    store.send(.keyPressed(.character("j"))) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.cursor = 1
      $0.destination = .todos(screen)
    }
    store.send(.keyPressed(.character("x")), effects: [.changeTodo(.setDone(2, true))])
    store.send(.keyPressed(.character("!")), effects: [.changeTodo(.setImportant(2, false))])
    store.send(.keyPressed(.character("d")), effects: [.changeTodo(.delete(Self.dentist))])
  }

  @Test func aDeletedTodoIsKeptForUndoAndEverythingReloads() {
    let store = openStore()
    let query = TodoQuery(limit: TodosFeature.pageSize)
    store.send(
      .todoScreen(.changed(.delete(Self.milk))),
      effects: [
        .loadTodoPage(query), .loadToday(Fixture.today), .loadMonth(Fixture.today.firstOfMonth),
        .loadHeatmap(
          from: store.state.heatmap.first, to: store.state.heatmap.end, metric: .all),
      ]
    ) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.deleted = Self.milk
      $0.destination = .todos(screen)
      $0.status = StatusMessage(
        text: "Deleted “Buy milk” · u undo", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.keyPressed(.character("u")), effects: [.changeTodo(.restore(Self.milk))])
  }

  @Test func undoWithNothingDeletedSaysSo() {
    let store = openStore()
    store.send(.keyPressed(.character("u"))) {
      $0.status = StatusMessage(
        text: "Nothing to undo", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  @Test func typingASearchReloadsFromTheFirstRow() {
    let store = openStore()
    store.send(.keyPressed(.character("j"))) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.cursor = 1
      $0.destination = .todos(screen)
    }
    store.send(.keyPressed(.character("/"))) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.input = .search
      $0.destination = .todos(screen)
    }
    let expected = TodoQuery(search: "치", limit: TodosFeature.pageSize)
    store.send(.keyPressed(.character("치")), effects: [.loadTodoPage(expected)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.query = expected
      screen.cursor = 0
      $0.destination = .todos(screen)
    }
    // A page for an older query is dropped.
    store.send(.todoScreen(.pageLoaded(query: TodoQuery(), todos: [], total: 0)))
    store.send(.keyPressed(.escape), effects: [.loadTodoPage(TodoQuery(limit: 100))]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.input = nil
      screen.query.search = ""
      $0.destination = .todos(screen)
    }
  }

  @Test func filtersAndSortCycleAndRestart() {
    let store = openStore()
    var query = TodoQuery(status: .done, limit: 100)
    store.send(.keyPressed(.character("f")), effects: [.loadTodoPage(query)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.query = query
      $0.destination = .todos(screen)
    }
    query.dueFrom = Fixture.today
    query.dueTo = Fixture.today.adding(days: 7)
    store.type("rr")
    store.send(.keyPressed(.character("r")), effects: [.loadTodoPage(query)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.query = query
      screen.dueRange = .next7Days
      $0.destination = .todos(screen)
    }
    query.sort = .created
    store.send(.keyPressed(.character("s")), effects: [.loadTodoPage(query)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.query = query
      $0.destination = .todos(screen)
    }
    store.type("#Home")
    query.tag = "home"
    store.send(.keyPressed(.enter), effects: [.loadTodoPage(query)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.query = query
      screen.input = nil
      $0.destination = .todos(screen)
    }
  }

  @Test func pagingToTheEndLoadsOnlyTheLastPage() {
    var screen = TodosFeature.State(today: Fixture.today)
    let page = (1...100).map { Todo(id: RowID($0), title: "todo \($0)") }
    _ = TodosFeature.reduce(
      into: &screen, action: .pageLoaded(query: screen.query, todos: page, total: 10_000),
      language: .en)
    var outputs = TodosFeature.reduce(into: &screen, action: .key(.pageDown), language: .en)
    expectEqual(outputs, [])
    expectEqual(screen.cursor, 20)
    outputs = TodosFeature.reduce(into: &screen, action: .key(.character("G")), language: .en)
    expectEqual(screen.cursor, 9_999)
    expectEqual(outputs, [.load(TodoQuery(limit: 100, offset: 9_900))])
    // Until the last page arrives nothing is selected, so x cannot hit a row of the old page.
    expectEqual(screen.selected, nil)
    let last = (9_901...10_000).map { Todo(id: RowID($0), title: "todo \($0)") }
    _ = TodosFeature.reduce(
      into: &screen, action: .pageLoaded(query: screen.query, todos: last, total: 10_000),
      language: .en)
    expectEqual(screen.selected?.title, "todo 10000")
    // Paging back up from the end stays inside the loaded last page.
    outputs = TodosFeature.reduce(into: &screen, action: .key(.pageUp), language: .en)
    expectEqual(outputs, [])
    expectEqual(screen.cursor, 9_979)
    // A window is centred on the row it is loaded for.
    expectEqual(TodosFeature.window(around: 5_000, screen).offset, 4_950)
  }

  @Test func theFormSavesATodoWithTheParsedDueDay() {
    var screen = TodosFeature.State(today: Fixture.today)
    func press(_ keys: [Key]) -> [TodosFeature.Output] {
      keys.flatMap { TodosFeature.reduce(into: &screen, action: .key($0), language: .en) }
    }
    func type(_ text: String) { _ = press(text.map { Key.character($0) }) }
    expectEqual(press([.character("a")]), [])
    expectEqual(screen.form, TodoForm(Todo(title: "")))
    type("병원 가기")
    _ = press([.tab])
    type("진료 카드")
    _ = press([.enter])
    type("보험증")
    _ = press([.tab])
    type("#health")
    _ = press([.tab])
    type("fri")
    _ = press([.tab, .character(" ")])
    let expected = Todo(
      title: "병원 가기", note: "진료 카드\n보험증", tags: ["health"],
      due: Day(year: 2026, month: 12, day: 4), important: true)
    expectEqual(screen.form?.todo(today: Fixture.today), expected)
    expectEqual(press([.ctrl("s")]), [.change(.save(expected))])
    expectEqual(screen.form, nil)
  }

  @Test func theFormRefusesAMissingTitleOrABadDay() {
    var form = TodoForm(Todo(title: ""))
    expectEqual(form.keyPressed(.ctrl("s"), today: Fixture.today), .editing)
    #expect(form.showsProblems)
    form.title = "x"
    form.due = "someday"
    expectEqual(form.parsedDue(today: Fixture.today), .failure(TodoForm.DueProblem()))
    expectEqual(form.keyPressed(.ctrl("s"), today: Fixture.today), .editing)
    form.due = "+3d"
    expectEqual(form.parsedDue(today: Fixture.today), .success(Day(year: 2026, month: 12, day: 2)!))
    expectEqual(form.keyPressed(.escape, today: Fixture.today), .cancelled)
  }

  @Test func editOpensTheFormOnTheSelectedTodoAndEscCloses() {
    let store = openStore()
    store.send(.keyPressed(.character("e"))) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.form = TodoForm(Self.milk)
      $0.destination = .todos(screen)
    }
    expectEqual(screen(store)?.form?.tags, "#shop")
    expectEqual(screen(store)?.form?.due, "2026-11-30")
    store.send(.keyPressed(.escape)) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.form = nil
      $0.destination = .todos(screen)
    }
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func textsAreTranslated() {
    #expect(Localization.problems(in: TodoText.self).isEmpty)
  }
}
