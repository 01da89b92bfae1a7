import Expectations
import Testing

@testable import DaybookCore

/// Projects (migration 12): records with ids, notes with revisions, linked todos and progress,
/// through JSON export and import.
@Suite struct ProjectTests {
  let now: Timestamp = 1_795_000_000  // 2026-11-18

  @Test func aProjectGetsAnIDAndItsTodosMakeItsProgress() throws {
    let journal = try Journal.inMemory()
    let project = try journal.addProject(Project(title: "  Daybook 1.0 ", status: .active), at: now)
    expectEqual(project.title, "Daybook 1.0")
    expectEqual(project.createdAt, now)
    let uid = try #require(try journal.recordID(.project, of: project.id))
    #expect(RecordKind.isValidID(uid))
    let first = try journal.addTodo(Todo(title: "릴리스 노트"), at: now)
    let second = try journal.addTodo(Todo(title: "태그 달기"), at: now)
    _ = try journal.addTodo(Todo(title: "other"), at: now)
    try journal.setTodoProject(todoID: first.id, projectID: project.id)
    try journal.setTodoProject(todoID: second.id, projectID: project.id)
    try journal.setTodoDone(id: first.id, at: now)
    try expectEqual(journal.projectProgress(), [project.id: ProjectProgress(done: 1, total: 2)])
    try expectEqual(journal.todos(inProject: project.id).map(\.title), ["태그 달기", "릴리스 노트"])
    try expectEqual(journal.projectID(ofTodo: second.id), project.id)
    // A todo belongs to at most one project: linking it elsewhere moves it.
    let other = try journal.addProject(Project(title: "Garden"), at: now)
    try journal.setTodoProject(todoID: second.id, projectID: other.id)
    try expectEqual(
      journal.projectProgress(),
      [
        project.id: ProjectProgress(done: 1, total: 1),
        other.id: ProjectProgress(done: 0, total: 1),
      ])
    // Deleting a project keeps its todos, unlinked.
    try journal.deleteProject(id: other.id)
    try expectEqual(journal.projectID(ofTodo: second.id), nil)
    try expectEqual(journal.todo(id: second.id)?.title, "태그 달기")
  }

  @Test func titlesAreUniqueIgnoringCaseAndNeedText() throws {
    let journal = try Journal.inMemory()
    try journal.addProject(Project(title: "Garden"), at: now)
    #expect(throws: JournalError.self) { try journal.addProject(Project(title: "garden"), at: now) }
    #expect(throws: JournalError.self) { try journal.addProject(Project(title: "  "), at: now) }
    try expectEqual(journal.project(titled: "GARDEN")?.title, "Garden")
  }

  @Test func listsActiveFirstAndFiltersByStatus() throws {
    let journal = try Journal.inMemory()
    try journal.addProject(Project(title: "b planned"), at: now)
    try journal.addProject(Project(title: "a done", status: .done), at: now)
    try journal.addProject(Project(title: "z active", status: .active), at: now)
    try journal.addProject(Project(title: "dropped", status: .dropped), at: now)
    try expectEqual(
      journal.projects().map(\.title), ["z active", "b planned", "a done", "dropped"])
    try expectEqual(
      journal.projects(statuses: [.done, .dropped]).map(\.title), ["a done", "dropped"])
  }

  @Test func notesKeepRevisionsAndMergeAConcurrentEdit() throws {
    let journal = try Journal.inMemory()
    let project = try journal.addProject(Project(title: "Daybook", notes: "one"), at: now)
    var edited = project
    edited.notes = "one\ntwo"
    let saved = try journal.updateProject(edited, from: project, at: now + 600)
    expectEqual(saved.notes, "one\ntwo")
    try expectEqual(journal.projectRevisions(of: project.id).map(\.notes), ["one", "one\ntwo"])
    // Within five minutes the next save folds into the last revision.
    var again = saved
    again.notes = "one\ntwo\nthree"
    try journal.updateProject(again, from: saved, at: now + 700)
    try expectEqual(
      journal.projectRevisions(of: project.id).map(\.notes), ["one", "one\ntwo\nthree"])
    // A status change made from an older copy keeps the stored notes.
    var stale = project
    stale.status = .active
    let merged = try journal.updateProject(stale, from: project, at: now + 800)
    expectEqual(merged.status, .active)
    expectEqual(merged.notes, "one\ntwo\nthree")
    let first = try #require(try journal.projectRevisions(of: project.id).first)
    let reverted = try journal.revertProjectNotes(to: first.id, at: now + 2000)
    expectEqual(reverted.notes, "one")
    try expectEqual(journal.projectRevisions(of: project.id).count, 3)
  }

  @Test func exportAndImportCarryProjectsAndTheTodoLinkByID() throws {
    let source = try Journal.inMemory()
    let project = try source.addProject(
      Project(title: "물주기 앱", status: .active, notes: "첫 메모"), at: now)
    let todo = try source.addTodo(Todo(title: "화면 그리기"), at: now)
    _ = try source.addTodo(Todo(title: "unlinked"), at: now)
    try source.setTodoProject(todoID: todo.id, projectID: project.id)
    let text = try source.exportJSON()
    let document = try JSONCodec.decode(ExportDocument.self, from: text)
    let projectUID = try source.recordID(.project, of: project.id)
    expectEqual(document.projects?.map(\.id), [projectUID])
    expectEqual(document.todos.map(\.project), [projectUID, nil])

    let target = try Journal.inMemory()
    let report = try target.importJSON(text)
    expectEqual(report.added, 3)
    try expectEqual(target.exportJSON(), text)
    let imported = try #require(try target.project(titled: "물주기 앱"))
    try expectEqual(target.projectProgress(), [imported.id: ProjectProgress(done: 0, total: 1)])
    // A second import knows the project by its id.
    try expectEqual(target.importJSON(text).added, 0)
    try expectEqual(target.projects().count, 1)
  }

  @Test func anExportWithoutProjectsHasNoProjectsKey() throws {
    let journal = try Journal.inMemory()
    _ = try journal.addTodo(Todo(title: "x"), at: now)
    let text = try journal.exportJSON()
    #expect(!text.contains("\"projects\""))
    #expect(!text.contains("\"project\""))
  }
}
