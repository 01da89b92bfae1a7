import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

private let garden = Project(id: 1, title: "Garden", status: .active)
private let app = Project(id: 2, title: "물주기 앱", status: .planned, notes: "첫 메모")
private let old = Project(id: 3, title: "Old", status: .done)
private let rows = [
  ProjectsFeature.Row(project: garden, progress: ProjectProgress(done: 1, total: 4)),
  ProjectsFeature.Row(project: app, progress: ProjectProgress()),
  ProjectsFeature.Row(project: old, progress: ProjectProgress(done: 2, total: 2)),
]

private func loaded() -> ProjectsFeature.State {
  var state = ProjectsFeature.State()
  _ = ProjectsFeature.reduce(into: &state, action: .loaded(rows), language: .en)
  return state
}

@Suite("Projects screen")
struct ProjectsFeatureTests {
  func send(_ state: inout ProjectsFeature.State, _ key: Key, language: Language = .en)
    -> [ProjectsFeature.Output]
  {
    ProjectsFeature.reduce(into: &state, action: .key(key), language: language)
  }

  @Test func loadingSelectsTheFirstOpenProjectAndFiltersGoRound() {
    var state = loaded()
    var expected = ProjectsFeature.State()
    expected.all = rows
    expected.isLoaded = true
    expected.selection = 1
    #expect(state == expected)
    #expect(state.rows.map(\.project.id) == [1, 2])

    #expect(send(&state, .character("f")) == [])
    expected.filter = .all
    #expect(state == expected)
    #expect(send(&state, .character("f")) == [])
    // Planned only: the selected active project is not listed, so the first planned one is.
    expected.filter = .planned
    expected.selection = 2
    #expect(state == expected)
    for _ in 0..<3 { _ = send(&state, .character("f")) }
    expected.filter = .dropped
    expected.selection = nil
    #expect(state == expected)
    #expect(send(&state, .character("s")) == [.status("No project selected")])
    _ = send(&state, .character("f"))
    #expect(state.filter == .open)
    #expect(state.selection == 1)
  }

  @Test func movingAndCyclingTheStatusAskForAnUpdateFromWhatTheScreenHad() {
    var state = loaded()
    #expect(send(&state, .down) == [])
    #expect(state.selection == 2)
    #expect(send(&state, .character("j")) == [])
    #expect(state.selection == 2)
    var active = app
    active.status = .active
    #expect(send(&state, .character("s")) == [.change(.update(active, from: app))])
    let outputs = ProjectsFeature.reduce(
      into: &state, action: .changed(.update(active, from: app)), language: .ko)
    #expect(outputs == [.status("“물주기 앱” 저장 (진행 중)"), .load])
    #expect(state.selection == 2)
    #expect(send(&state, .enter) == [.openTodos(2, title: "물주기 앱")])
    #expect(send(&state, .escape) == [.close])
  }

  @Test func addingRenamingAndNotingAreTypedAtTheBottom() {
    var state = loaded()
    #expect(send(&state, .character("a")) == [])
    #expect(state.input == .add(""))
    // A title another project has is refused, whatever its case.
    for character in "garden" { _ = send(&state, .character(character)) }
    #expect(send(&state, .enter) == [.status("A project named “garden” already exists")])
    _ = ProjectsFeature.reduce(into: &state, action: .pasted(" 🌱\n2"), language: .en)
    #expect(state.input == .add("garden 🌱 2"))
    #expect(send(&state, .enter) == [.change(.add(title: "garden 🌱 2"))])
    #expect(state.input == nil)

    #expect(send(&state, .character("r")) == [])
    #expect(state.input == .rename("Garden"))
    #expect(send(&state, .backspace) == [])
    #expect(send(&state, .enter) == [.change(.update(renamed(garden, "Garde"), from: garden))])

    _ = send(&state, .down)
    #expect(send(&state, .character("n")) == [])
    for character in "둘째 줄" { _ = send(&state, .character(character)) }
    var noted = app
    noted.notes = "첫 메모\n둘째 줄"
    #expect(send(&state, .enter) == [.change(.update(noted, from: app))])

    // Esc leaves a field without a change; an empty title is refused.
    _ = send(&state, .character("a"))
    #expect(send(&state, .enter) == [.status("A project needs a title")])
    #expect(send(&state, .escape) == [])
    #expect(state.input == nil)
  }

  /// The field matches its keys through a table, which is also the footer; the letters
  /// the list uses (`q`, `a`, `j`) are typed into the field.
  @Test func theFieldsKeysAreATableAndLettersAreTyped() {
    var state = loaded()
    _ = send(&state, .character("a"))
    for character in "qaj" { #expect(send(&state, .character(character)) == []) }
    #expect(state.input == .add("qaj"))
    #expect(ProjectsFeature.keymap(state, .ko).keyLine == "Enter 저장 · Esc 취소")
    #expect(ProjectsFeature.InputCommand(key: .enter) == .save)
    #expect(ProjectsFeature.InputCommand(key: .escape) == .cancel)
    #expect(ProjectsFeature.InputCommand(key: .character("q")) == nil)
  }

  func renamed(_ project: Project, _ title: String) -> Project {
    var copy = project
    copy.title = title
    return copy
  }

  @Test func theAppOpensTheScreenWithPAndItsTodosInTheTodoScreen() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("P")), effects: [.loadProjects]) {
      $0.destination = .projects(ProjectsFeature.State())
    }
    store.send(.projects(.loaded(rows))) {
      $0.destination = .projects(loaded())
    }
    var todos = TodosFeature.State(today: Fixture.today)
    todos.query.project = 1
    todos.query.status = .all
    todos.projectTitle = "Garden"
    store.send(.keyPressed(.enter), effects: [.loadTodoPage(todos.query)]) {
      $0.destination = .todos(todos)
    }
    // `p` there goes back to every todo.
    var everyone = todos
    everyone.query.project = nil
    everyone.projectTitle = nil
    store.send(.keyPressed(.character("p")), effects: [.loadTodoPage(everyone.query)]) {
      $0.destination = .todos(everyone)
    }
  }

  @Test func aSavedChangeReloadsTheScreenAndTheTodayPane() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("P")), effects: [.loadProjects]) {
      $0.destination = .projects(ProjectsFeature.State())
    }
    store.send(.projects(.loaded(rows))) { $0.destination = .projects(loaded()) }
    store.send(
      .projects(.changed(.add(title: "New"))), effects: [.loadProjects, .loadToday(Fixture.today)]
    ) {
      var screen = loaded()
      screen.selection = nil
      $0.destination = .projects(screen)
      $0.status = StatusMessage(
        text: "Added project “New”", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  @Test func theScreenAt60ColumnsInKorean() {
    var state = loaded()
    state.filter = .all
    var canvas = Canvas(size: Size(width: 60, height: 8))
    _ = ProjectsView.render(
      state, into: &canvas, in: canvas.bounds, theme: .builtinDefault, language: .ko)
    #expect(
      canvas.lines == [
        "╭─ 프로젝트 ───────────────────────────────────────────────╮",
        "│ 전체                                                   3 │",
        "│                                                          │",
        "│ Garden                     진행 중    ██░░░░░░ 할 일 1/4 │",
        "│ 물주기 앱                  예정       ░░░░░░░░ 할 일 0/0 │",
        "│ Old                        완료       ████████ 할 일 2/2 │",
        "│                                                          │",
        "╰──────────────────────────────────────────────────────────╯",
      ])
  }
}
