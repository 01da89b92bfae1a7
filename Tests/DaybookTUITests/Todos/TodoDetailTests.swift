import DaybookCore
import TerminalKit
import Testing
import Expectations

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
    expectEqual(
      canvas.lines, [
        " 1 달력 │ 2 오늘 │ 3 히트맵 │ 4 일기                                            ",
        "╭─ 할 일 ──────────────────────────────────────────────────────────────────────╮",
        "│ [ ] ! 치과 예약 🦷                                                           │",
        "│ 7일 이내 · 마감 금 2026-12-04 · 프로젝트 집 정리 · #health                   │",
        "│                                                                              │",
        "│ 준비물                                                                       │",
        "│                                                                              │",
        "│ ☐ 보험증 챙기기                                                              │",
        "│ ☑ 진료 카드                                                                  │",
        "│ • 日本語のメモ と code                                                       │",
        "│                                                                              │",
        "│ │ 예약은 병원 사이트 에서                                                    │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│                                                                              │",
        "│ j/k 스크롤 · e 편집 · x 완료 · ! 중요 · Esc 뒤로                             │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                       읽지 않음 0 · 2026-11-29 ",
        " j/k 스크롤  e 편집  x 완료  ! 중요                                    Esc 뒤로 ",
      ])
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
    expectEqual(
      canvas.lines, [
        "╭─ Todo ───────────────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│ [ ] ! 치과 예약 🦷                                                                                                   │",
        "│ Next 7 days · due Fri 2026-12-04 · #health                                                                           │",
        "│                                                                                                                      │",
        "│ 21. line 21 行                                                                                                       │",
        "│ 22. line 22 行                                                                                                       │",
        "│ 23. line 23 行                                                                                                       │",
        "│ 24. line 24 行                                                                                                       │",
        "│ 25. line 25 行                                                                                                       │",
        "│ 26. line 26 行                                                                                                       │",
        "│ 27. line 27 行                                                                                                       │",
        "│ 28. line 28 行                                                                                                       │",
        "│ 29. line 29 行                                                                                                       │",
        "│ 30. line 30 行                                                                                                       │",
        "│ 31. line 31 行                                                                                                       │",
        "│ 32. line 32 行                                                                                                       │",
        "│ 33. line 33 行                                                                                                       │",
        "│ 34. line 34 行                                                                                                       │",
        "│ 35. line 35 行                                                                                                       │",
        "│ 36. line 36 行                                                                                                       │",
        "│ 37. line 37 行                                                                                                       │",
        "│ 38. line 38 行                                                                                                       │",
        "│ 39. line 39 行                                                                                                       │",
        "│ 40. line 40 行                                                                                                       │",
        "│ 41. line 41 行                                                                                                       │",
        "│ 42. line 42 行                                                                                                       │",
        "│ 43. line 43 行                                                                                                       │",
        "│ 44. line 44 行                                                                                                       │",
        "│ 45. line 45 行                                                                                                       │",
        "│ 46. line 46 行                                                                                                       │",
        "│ 47. line 47 行                                                                                                       │",
        "│ 48. line 48 行                                                                                                       │",
        "│ 49. line 49 行                                                                                                       │",
        "│ 50. line 50 行                                                                                                       │",
        "│ 51. line 51 行                                                                                                       │",
        "│ 52. line 52 行                                                                                                       │",
        "│ j/k scroll · e edit · x done · ! important · Esc back                                                                │",
        "╰─────────────────────────────────────────────────────────────────────────────────────────────────────────────21–52/60─╯",
        "                                                                                                  0 unread · 2026-11-29 ",
        " j/k scroll  e edit  x done  ! important                                                                       Esc back ",
      ])
  }
}
