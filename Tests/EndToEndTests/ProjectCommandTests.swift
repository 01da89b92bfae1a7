import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook project …` and `todo add --project` on the real binary, then the journal.
@Suite struct ProjectCommandTests {
  @Test func projectsAreAddedLinkedListedEditedAndFinished() throws {
    let sandbox = try Sandbox()
    try expectEqual(
      sandbox.run(["project", "add", "물주기", "앱", "--status", "active"]).stdout,
      "Added project #1 “물주기 앱” (active)\n")
    try expectEqual(
      sandbox.run(["project", "add", "Garden"]).stdout, "Added project #2 “Garden” (planned)\n")
    let taken = try sandbox.run(["project", "add", "garden"])
    expectEqual(taken.status, 1)
    expectEqual(taken.stderr, "daybook project add: a project named \"garden\" already exists\n")
    try expectEqual(
      sandbox.run(["todo", "add", "화면 그리기", "--project", "물주기 앱"]).stdout,
      "Added #1 화면 그리기 · project “물주기 앱”\n")
    try expectEqual(sandbox.run(["todo", "add", "테스트", "--project", "#1"]).status, 0)
    // An unknown project writes nothing.
    let unknown = try sandbox.run(["todo", "add", "흙", "--project", "nope"])
    expectEqual(unknown.status, 1)
    expectEqual(
      unknown.stderr, "daybook todo add: no project \"nope\" (see daybook project list --all)\n")
    try expectEqual(sandbox.run(["todo", "done", "1"]).status, 0)
    // An existing todo moves in and out of a project.
    try expectEqual(sandbox.run(["todo", "add", "밖"]).stdout, "Added #3 밖\n")
    try expectEqual(
      sandbox.run(["todo", "edit", "3", "--project", "garden"]).stdout,
      "Saved #3 밖 · project “Garden”\n")
    try expectEqual(sandbox.run(["todo", "edit", "3", "--project", "none"]).stdout, "Saved #3 밖\n")
    try expectEqual(sandbox.run(["todo", "rm", "3"]).status, 0)
    try expectEqual(
      sandbox.run(["project", "list"]).stdout,
      "#1  active   ████░░░░ 1/2  물주기 앱\n#2  planned  ░░░░░░░░ 0/0  Garden\n")
    try expectEqual(
      sandbox.run(["--lang", "ko", "project", "edit", "garden", "--status", "진행 중"]).stdout,
      "프로젝트 #2 “Garden” (진행 중)\n")
    try expectEqual(sandbox.run(["project", "edit", "물주기 앱", "--notes", "첫 메모"]).status, 0)
    try expectEqual(sandbox.run(["project", "edit", "물주기 앱", "--append", "둘째"]).status, 0)
    try expectEqual(
      sandbox.run(["project", "show", "#1"]).stdout,
      """
      #1 물주기 앱
      active · ████░░░░ 1/2 todos done

        첫 메모
        둘째

      Todos (2)
        [ ] #2 테스트
        [✓] #1 화면 그리기

      """)
    try expectEqual(
      sandbox.run(["project", "done", "Garden"]).stdout, "Project #2 “Garden” (done)\n")
    #expect(try sandbox.run(["project", "list", "--status", "done"]).stdout.hasSuffix("Garden\n"))
    let bad = try sandbox.run(["project", "edit", "Garden", "--status", "later"])
    expectEqual(bad.status, 2)

    let journal = try sandbox.journal()
    let project = try #require(try journal.project(titled: "물주기 앱"))
    try expectEqual(journal.projectRevisions(of: project.id).map(\.notes), ["첫 메모", "첫 메모\n둘째"])
    try expectEqual(journal.projectProgress()[project.id], ProjectProgress(done: 1, total: 2))
    try expectEqual(journal.todos(includeDone: true).count, 2)
  }
}

/// The projects screen and the Today pane driven like a user would, in tmux.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct ProjectsTUITests {
  @Test func aProjectAddedOnTheScreenShowsOnTodayWithItsProgress() throws {
    let sandbox = try TUISandbox()
    try expectEqual(sandbox.runCommand(["todo", "add", "화면 그리기"]), 0)
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      tui.keys("P")
      try tui.waitFor("╭─ Projects")
      tui.keys("a")
      try tui.waitFor("New project:")
      tui.type("일기 앱 🌱")
      tui.keys("Enter")
      try tui.waitFor("Added project “일기 앱 🌱”")
      try tui.waitFor("planned")
      tui.keys("s")
      try tui.waitFor("Saved “일기 앱 🌱” (active)")
      tui.keys("Escape")
      try tui.waitFor("╭─ Calendar")
      try tui.waitFor("일기 앱 🌱")
      #expect(tui.screen().contains("0/0"))
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let project = try #require(try journal.project(titled: "일기 앱 🌱"))
    expectEqual(project.status, .active)
    try expectEqual(journal.recordID(.project, of: project.id).map(RecordKind.isValidID), true)
  }
}
