import DaybookCore
import Expectations
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
    expectEqual(state, expected)
    expectEqual(state.rows.map(\.project.id), [1, 2])

    expectEqual(send(&state, .character("f")), [])
    expected.filter = .all
    expectEqual(state, expected)
    expectEqual(send(&state, .character("f")), [])
    // Planned only: the selected active project is not listed, so the first planned one is.
    expected.filter = .planned
    expected.selection = 2
    expectEqual(state, expected)
    for _ in 0..<3 { _ = send(&state, .character("f")) }
    expected.filter = .dropped
    expected.selection = nil
    expectEqual(state, expected)
    expectEqual(send(&state, .character("s")), [.status("No project selected")])
    _ = send(&state, .character("f"))
    expectEqual(state.filter, .open)
    expectEqual(state.selection, 1)
  }

  @Test func movingAndCyclingTheStatusAskForAnUpdateFromWhatTheScreenHad() {
    var state = loaded()
    expectEqual(send(&state, .down), [])
    expectEqual(state.selection, 2)
    expectEqual(send(&state, .character("j")), [])
    expectEqual(state.selection, 2)
    var active = app
    active.status = .active
    expectEqual(send(&state, .character("s")), [.change(.update(active, from: app))])
    let outputs = ProjectsFeature.reduce(
      into: &state, action: .changed(.update(active, from: app)), language: .ko)
    expectEqual(outputs, [.status("“물주기 앱” 저장 (진행 중)"), .load])
    expectEqual(state.selection, 2)
    expectEqual(send(&state, .enter), [.openTodos(2, title: "물주기 앱")])
    expectEqual(send(&state, .escape), [.close])
  }

  @Test func addingRenamingAndNotingAreTypedAtTheBottom() {
    var state = loaded()
    expectEqual(send(&state, .character("a")), [])
    expectEqual(state.input, .add(""))
    // A title another project has is refused, whatever its case.
    for character in "garden" { _ = send(&state, .character(character)) }
    expectEqual(send(&state, .enter), [.status("A project named “garden” already exists")])
    _ = ProjectsFeature.reduce(into: &state, action: .pasted(" 🌱\n2"), language: .en)
    expectEqual(state.input, .add("garden 🌱 2"))
    expectEqual(send(&state, .enter), [.change(.add(title: "garden 🌱 2"))])
    expectEqual(state.input, nil)

    expectEqual(send(&state, .character("r")), [])
    expectEqual(state.input, .rename("Garden"))
    expectEqual(send(&state, .backspace), [])
    expectEqual(send(&state, .enter), [.change(.update(renamed(garden, "Garde"), from: garden))])

    _ = send(&state, .down)
    expectEqual(send(&state, .character("n")), [])
    for character in "둘째 줄" { _ = send(&state, .character(character)) }
    var noted = app
    noted.notes = "첫 메모\n둘째 줄"
    expectEqual(send(&state, .enter), [.change(.update(noted, from: app))])

    // Esc leaves a field without a change; an empty title is refused.
    _ = send(&state, .character("a"))
    expectEqual(send(&state, .enter), [.status("A project needs a title")])
    expectEqual(send(&state, .escape), [])
    expectEqual(state.input, nil)
  }

  /// The field matches its keys through a table, which is also the footer; the letters
  /// the list uses (`q`, `a`, `j`) are typed into the field.
  @Test func theFieldsKeysAreATableAndLettersAreTyped() {
    var state = loaded()
    _ = send(&state, .character("a"))
    for character in "qaj" { expectEqual(send(&state, .character(character)), []) }
    expectEqual(state.input, .add("qaj"))
    expectEqual(ProjectsFeature.keymap(state, .ko).keyLine, "Enter 저장 · Esc 취소")
    expectEqual(ProjectsFeature.InputCommand(key: .enter), .save)
    expectEqual(ProjectsFeature.InputCommand(key: .escape), .cancel)
    expectEqual(ProjectsFeature.InputCommand(key: .character("q")), nil)
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
    expectFrame(canvas.lines, "theScreenAt60ColumnsInKorean")
  }
}
