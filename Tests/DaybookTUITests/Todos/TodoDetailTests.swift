import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// A todo opened on its own (Enter): keys, routing from the list and from Today, and frames.
@Suite struct TodoDetailTests {
  static let notes = """
    # 준비물

    - [ ] **보험증** 챙기기
    - [x] 진료 카드
    - 日本語の*メモ* と `code`

    > 예약은 [병원 사이트](https://example.com) 에서
    """
  static let dentist = Todo(
    id: 2, title: "치과 예약 🦷", note: notes, tags: ["health"],
    due: Day(year: 2026, month: 12, day: 4), important: true, createdAt: 11)
  static let milk = Todo(id: 1, title: "Buy milk", createdAt: 10)

  private func screen(_ store: TestStore) -> TodosFeature.State? {
    guard case .todos(let screen) = store.state.destination else { return nil }
    return screen
  }

  private func area(_ detail: TodoDetail.State, _ state: AppState) -> Rect {
    TodoDetailView.notesArea(
      detail, today: Fixture.today, in: AppLayout(size: state.size, focus: state.focus).body,
      language: state.language)
  }

  /// The todo screen open on its first page, the dentist selected.
  private func listStore(width: Int = 120, height: Int = 40) -> TestStore {
    var state = Fixture.state(width: width, height: height)
    var screen = TodosFeature.State(today: Fixture.today)
    screen.todos = [Self.milk, Self.dentist]
    screen.total = 2
    screen.cursor = 1
    screen.isLoaded = true
    state.destination = .todos(screen)
    return TestStore(state)
  }

  @Test func enterOnTheListOpensTheTodoAndLooksUpItsProject() {
    let store = listStore()
    var detail = TodoDetail.State(todo: Self.dentist)
    detail.notesArea = area(detail, store.state)
    store.send(.keyPressed(.enter), effects: [.loadTodoProject(2)]) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.detail = detail
      $0.destination = .todos(screen)
    }
    expectEqual(detail.notesArea, Rect(x: 2, y: 4, width: 116, height: 32))
    store.send(.todoScreen(.detailProjectLoaded(todoID: 2, title: "집 정리"))) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.detail?.projectTitle = "집 정리"
      $0.destination = .todos(screen)
    }
    // A late answer about another todo changes nothing.
    store.send(.todoScreen(.detailProjectLoaded(todoID: 1, title: "other")))
    // Esc goes back to the list, which is still there.
    store.send(.keyPressed(.escape)) {
      guard case .todos(var screen) = $0.destination else { return }
      screen.detail = nil
      $0.destination = .todos(screen)
    }
    expectEqual(screen(store)?.cursor, 1)
  }

  @Test func scrollingStopsAtTheLastRowAndPagesByTheArea() {
    var detail = TodoDetail.State(todo: Self.dentist)
    detail.notesArea = Rect(x: 0, y: 0, width: 30, height: 4)
    let rows = TodoDetail.rows(of: Self.notes, width: 30).count
    expectEqual(rows, 7)
    expectEqual(TodoDetail.keyPressed(.character("k"), &detail), .stay)
    expectEqual(detail.scroll, 0)
    _ = TodoDetail.keyPressed(.character("j"), &detail)
    expectEqual(detail.scroll, 1)
    _ = TodoDetail.keyPressed(.pageDown, &detail)
    expectEqual(detail.scroll, 3)
    _ = TodoDetail.keyPressed(.character("j"), &detail)
    expectEqual(detail.scroll, 3)
    _ = TodoDetail.keyPressed(.character("g"), &detail)
    expectEqual(detail.scroll, 0)
    _ = TodoDetail.keyPressed(.end, &detail)
    expectEqual(detail.scroll, 3)
    expectEqual(TodoDetail.keyPressed(.character("e"), &detail), .edit)
    expectEqual(TodoDetail.keyPressed(.character("x"), &detail), .toggleDone)
    expectEqual(TodoDetail.keyPressed(.character("!"), &detail), .toggleImportant)
    expectEqual(TodoDetail.keyPressed(.escape, &detail), .back)
  }

  @Test func eEditsTheNotesAndTheSavedTodoShowsAtOnce() {
    var screen = TodosFeature.State(today: Fixture.today)
    screen.todos = [Self.dentist]
    screen.total = 1
    screen.isLoaded = true
    func press(_ keys: [Key]) -> [TodosFeature.Output] {
      keys.flatMap { TodosFeature.reduce(into: &screen, action: .key($0), language: .en) }
    }
    expectEqual(press([.enter]), [.loadProject(todoID: 2)])
    expectEqual(press([.character("e")]), [])
    expectEqual(screen.form?.field, .note)
    expectEqual(screen.form?.original, Self.dentist)
    _ = press([.enter] + "메모 추가".map { Key.character($0) })
    var saved = Self.dentist
    saved.note += "\n메모 추가"
    expectEqual(press([.ctrl("s")]), [.change(.save(saved, original: Self.dentist))])
    expectEqual(screen.form, nil)
    _ = TodosFeature.reduce(into: &screen, action: .changed(.save(saved)), language: .en)
    expectEqual(screen.detail?.todo, saved)
    // x and ! ask for the change; the detail follows when it is saved.
    expectEqual(press([.character("x")]), [.change(.setDone(2, true))])
    _ = TodosFeature.reduce(into: &screen, action: .changed(.setDone(2, true)), language: .en)
    expectEqual(screen.detail?.todo.isDone, true)
    // The reloaded page brings the journal's copy.
    var done = saved
    done.doneAt = 1_795_953_600
    _ = TodosFeature.reduce(
      into: &screen, action: .pageLoaded(query: screen.query, todos: [done], total: 1),
      language: .en)
    expectEqual(screen.detail?.todo, done)
    // Deleting it elsewhere on the screen closes it.
    _ = TodosFeature.reduce(into: &screen, action: .changed(.delete(done)), language: .en)
    expectEqual(screen.detail, nil)
  }

  @Test func enterOnATodayTodoOpensItAndEscClosesEverything() {
    var state = Fixture.state()
    state.focus = .today
    _ = TodayFeature.reduce(
      into: &state.todayPane,
      action: .loaded(TodaySnapshot(today: Fixture.today, todos: [Self.dentist])))
    expectEqual(state.todayPane.selection, .todo(2))
    let store = TestStore(state)
    var screen = TodosFeature.State(today: Fixture.today)
    var detail = TodoDetail.State(todo: Self.dentist, closesScreen: true)
    detail.notesArea = area(detail, state)
    screen.detail = detail
    store.send(.keyPressed(.enter), effects: [.loadTodoProject(2)]) {
      $0.destination = .todos(screen)
    }
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func enterOnARowThatIsNoTodoDoesNothing() {
    var state = TodayFeature.State(today: Fixture.today)
    state.selection = .intake
    expectEqual(TodayFeature.reduce(into: &state, action: .key(.enter)), [])
  }

  @Test func frameInKoreanAt80x24() {
    var state = listStore(width: 80, height: 24).state
    state.settings.language = "ko"
    guard case .todos(var screen) = state.destination else { return }
    var detail = TodoDetail.State(todo: Self.dentist)
    detail.projectTitle = "집 정리"
    screen.detail = detail
    state.destination = .todos(screen)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "frameInKoreanAt80x24")
  }

  @Test func frameWithScrolledNotesAt120x40() {
    var state = listStore().state
    guard case .todos(var screen) = state.destination else { return }
    var long = Self.dentist
    long.note = (1...60).map { "\($0). line \($0) 行" }.joined(separator: "\n")
    var detail = TodoDetail.State(todo: long)
    detail.scroll = 20
    screen.detail = detail
    state.destination = .todos(screen)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "frameWithScrolledNotesAt120x40")
  }
}
