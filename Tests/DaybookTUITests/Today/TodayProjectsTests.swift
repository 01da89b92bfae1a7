import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private let today = Day(year: 2026, month: 11, day: 29)!

private func snapshot(sections: TodaySections = .standard) -> TodaySnapshot {
  var snapshot = TodaySnapshot(
    today: today,
    plants: [.init(plant: Plant(id: 1, name: "Monstera", intervalDays: 7), lastWatered: today)],
    todos: [Todo(id: 10, title: "Call mom", due: today)])
  snapshot.projects = [
    ActiveProject(id: 1, title: "물주기 앱 만들기", progress: ProjectProgress(done: 1, total: 4)),
    ActiveProject(id: 2, title: "Garden", progress: ProjectProgress(done: 2, total: 2)),
  ]
  snapshot.sections = sections
  return snapshot
}

private func render(_ state: TodayFeature.State, width: Int = 30, height: Int = 12) -> [String] {
  var canvas = Canvas(size: Size(width: width, height: height))
  TodayView.render(state, into: &canvas, in: canvas.bounds)
  return canvas.lines
}

@Suite("Today projects and sections")
struct TodayProjectsTests {
  @Test func activeProjectsShowWithProgressBars() {
    var state = TodayFeature.State(today: today)
    _ = TodayFeature.reduce(into: &state, action: .loaded(snapshot()))
    expectFrame(render(state), "activeProjectsShowWithProgressBars")
  }

  @Test func sectionsFollowTheOrderAndHiddenOnesLeaveTheRowsToo() {
    var state = TodayFeature.State(today: today)
    _ = TodayFeature.reduce(
      into: &state, action: .loaded(snapshot(sections: .showing([.intake, .plants]))))
    expectEqual(state.rows, [.intake, .plant(1)])
    expectEqual(state.selection, .intake)
    expectEqual(
      render(state, height: 5),
      [
        "Intake                        ",
        " ☕ ░░░░░░░░░░░░░░░░░ 0/400 mg",
        "Plants                        ",
        " Monstera                  D-7",
        "                              ",
      ])
    // The selection leaves a section that is hidden.
    state.selection = .plant(1)
    _ = TodayFeature.reduce(into: &state, action: .sectionsChanged(.showing([.todos])))
    expectEqual(state.selection, .todo(10))
    expectEqual(state.rows, [.todo(10)])
  }

  @Test func theSettingKeepsOrderAndHiddenSections() {
    let sections = TodaySections(setting: "intake,-plants,bogus,todos")
    expectEqual(sections.order, [.intake, .plants, .todos, .projects])
    expectEqual(sections.hidden, [.plants])
    expectEqual(sections.visible, [.intake, .todos, .projects])
    expectEqual(sections.setting, "intake,-plants,todos,projects")
    expectEqual(TodaySections(setting: nil), .standard)
    expectEqual(TodaySections.showing([.projects]).setting, "projects,-plants,-todos,-intake")
  }

  @Test func theSectionsCommandSetsAndStoresTheLayout() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("sections 프로젝트 todos")
    let sections = TodaySections.showing([.projects, .todos])
    store.send(.keyPressed(.enter), effects: [.saveTodaySections(sections)]) {
      $0.destination = nil
      $0.todayPane.sections = sections
      $0.todayPane.selection = nil
      $0.status = StatusMessage(
        text: "Today shows: projects, todos", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("sections plans")
    store.send(.keyPressed(.enter)) {
      $0.destination = nil
      $0.status = StatusMessage(
        text: "usage: :sections [plants todos projects intake] (those shown, in order; none: all)",
        isError: true, expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("sections")
    store.send(.keyPressed(.enter), effects: [.saveTodaySections(.standard)]) {
      $0.destination = nil
      $0.todayPane.sections = .standard
      $0.todayPane.selection = .intake
      $0.status = StatusMessage(
        text: "Today shows: plants, todos, projects, intake",
        expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  @Test func theJournalStoresTheLayoutAndTheLoaderReadsActiveProjects() throws {
    let journal = try Journal.inMemory()
    try journal.setTodaySections(.showing([.todos]))
    try expectEqual(journal.todaySections(), .showing([.todos]))
    try journal.setTodaySections(.standard)
    try expectEqual(journal.setting("today_sections"), nil)
    let active = try journal.addProject(Project(title: "A", status: .active), at: 1)
    try journal.addProject(Project(title: "B"), at: 1)
    let todo = try journal.addTodo(Todo(title: "t"), at: 1)
    try journal.setTodoProject(todoID: todo.id, projectID: active.id)
    let loaded = try TodayLoader.snapshot(journal, day: today)
    expectEqual(
      loaded.projects,
      [ActiveProject(id: active.id, title: "A", progress: .init(done: 0, total: 1))])
  }
}
