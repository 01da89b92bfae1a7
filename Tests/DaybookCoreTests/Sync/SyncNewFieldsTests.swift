import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Records and fields that landed after the sync engine: drink names, plant seasons,
/// projects and their todos, plant photos. Two journals through a local bare repository.
@Suite(.serialized) struct SyncNewFieldsTests {
  typealias Machines = SyncEngineTests.Machines

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func aDrinkNameAndSeasonsCross() throws {
    let machines = try Machines()
    let laptop = try machines.journal("laptop")
    try laptop.addIntake(
      Intake(kind: .caffeine, amount: 150, unit: .mg, at: machines.tick(), drink: "latte-tall"))
    try laptop.addPlant(
      Plant(name: "몬스테라 🌿", intervalDays: 7, seasons: PlantSeasons(summerDays: 5, winterDays: 12)),
      at: machines.tick())
    try machines.setUp("laptop", "desktop")
    let desktop = try machines.journal("desktop")
    let intake = try #require(
      try desktop.intakes(from: day("2026-01-01"), to: day("2026-12-31")).first)
    expectEqual(intake.drink, "latte-tall")
    let plant = try #require(try desktop.plants().first)
    #expect(plant.seasons?.summerDays == 5 && plant.seasons?.winterDays == 12)
    // A change made after the first sync crosses too, and clearing the seasons travels.
    var edited = plant
    edited.seasons = nil
    try desktop.updatePlant(edited, at: machines.tick())
    try desktop.addIntake(
      Intake(kind: .caffeine, amount: 75, unit: .mg, at: machines.tick(), drink: "americano-short"))
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.plants().first?.seasons, nil)
    try expectEqual(
      laptop.intakes(from: day("2026-01-01"), to: day("2026-12-31")).map(\.drink).sorted(),
      ["americano-short", "latte-tall"])
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func aProjectAndItsTodoCrossLinked() throws {
    let machines = try Machines()
    // One project made before sync was set up (the migration's backfill), one after.
    let laptop = try machines.journal("laptop")
    let garden = try laptop.addProject(
      Project(title: "정원 🌱", status: .active, notes: "plan\nbudget\nsoil"), at: machines.tick())
    let soil = try laptop.addTodo(Todo(title: "buy soil"), at: machines.tick())
    try laptop.setTodoProject(todoID: soil.id, projectID: garden.id)
    try machines.setUp("laptop", "desktop")
    let desktop = try machines.journal("desktop")
    let there = try #require(try desktop.project(titled: "정원 🌱"))
    #expect(there.status == .active && there.notes == "plan\nbudget\nsoil")
    try expectEqual(desktop.todos(inProject: there.id).map(\.title), ["buy soil"])
    try expectEqual(
      desktop.recordID(.project, of: there.id), laptop.recordID(.project, of: garden.id))

    let later = try laptop.addProject(Project(title: "Dev log"), at: machines.tick())
    let write = try laptop.addTodo(Todo(title: "write tests"), at: machines.tick())
    try laptop.setTodoProject(todoID: write.id, projectID: later.id)
    // Notes changed on both sides merge by lines; the status goes to the later change.
    var a = try #require(try laptop.project(id: garden.id))
    a.notes = "plan (laptop)\nbudget\nsoil"
    try laptop.updateProject(a, from: garden, at: machines.tick())
    usleep(5_000)
    var b = there
    b.notes = "plan\nbudget\nsoil (desktop)"
    b.status = .done
    try desktop.updateProject(b, from: there, at: machines.tick())
    try machines.sync("laptop")
    try machines.sync("desktop")
    try machines.sync("laptop")
    for journal in [laptop, desktop] {
      let project = try #require(try journal.project(titled: "정원 🌱"))
      expectEqual(project.notes, "plan (laptop)\nbudget\nsoil (desktop)")
      expectEqual(project.status, .done)
      let dev = try #require(try journal.project(titled: "Dev log"))
      try expectEqual(journal.todos(inProject: dev.id).map(\.title), ["write tests"])
    }
    // Deleting the project on the desktop unlinks the todo on the laptop, which stays.
    try desktop.deleteProject(id: try #require(try desktop.project(titled: "Dev log")).id)
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.project(titled: "Dev log"), nil)
    try expectEqual(laptop.projectID(ofTodo: write.id), nil)
    #expect(try laptop.todos().contains { $0.title == "write tests" })
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func sameProjectTitleOnBothIsRenamed() throws {
    let machines = try Machines()
    try machines.setUp("laptop", "desktop")
    try machines.journal("laptop").addProject(Project(title: "Garden"), at: machines.tick())
    try machines.journal("desktop").addProject(Project(title: "garden"), at: machines.tick())
    try machines.sync("laptop")
    let report = try machines.sync("desktop")
    #expect(report.notices.contains { if case .projectRenamed = $0 { true } else { false } })
    try machines.sync("laptop")
    for name in ["laptop", "desktop"] {
      try expectEqual(machines.journal(name).projects().count, 2, "\(name)")
    }
  }

  /// The first export goes through one `git fast-import`: the commit, the work tree and the
  /// index must be what file-by-file staging made, attachment bytes included.
  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func theFirstExportIsOneCleanCommit() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-05", "Photo day\n사진 📷")
    let source = machines.root + "/photo.jpg"
    let bytes: [UInt8] = (0..<5000).map { UInt8($0 % 251) }
    let file = fopen(source, "w")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    let attached = try machines.journal("laptop").attach(
      file: source, toEntryOn: day("2026-11-05"), at: machines.tick())
    try machines.journal("laptop").addTodo(Todo(title: "할 일"), at: machines.tick())
    try machines.setUp("laptop")
    let git = Git(folder: try machines.engine("laptop").folder)
    #expect(try git.checked(["status", "--porcelain"]).stdout.isEmpty)
    try expectEqual(git.checked(["rev-list", "--count", "HEAD"]).line, "1")
    let files = try machines.mirrorFiles("laptop")
    expectEqual(files["entries/2026/2026-11-05.md"]?.contains("사진 📷"), true)
    #expect(files["README.md"] != nil)
    #expect(files["attachments/files/\(attached.fileName)"] != nil)
    try machines.setUp("desktop")
    let desktop = try machines.journal("desktop")
    expectEqual(Machines.readBytes(desktop.attachmentsFolder + "/" + attached.fileName), bytes)
    try expectEqual(desktop.todos().map(\.title), ["할 일"])
    // A change after it is staged file by file as before.
    try machines.write("laptop", "2026-11-05", "Photo day\n사진 📷\nmore")
    try machines.sync("laptop")
    #expect(try git.checked(["status", "--porcelain"]).stdout.isEmpty)
  }

  @Test func oldRecordsWithoutTheNewFieldsStillRead() throws {
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    let intake = "---\nuid: \(uid)\nkind: water\namount: 250.0\nunit: ml\nat: 1\nchanged: 1\n---\n"
    try expectEqual(MirrorRecord.parse(intake, kind: .intake).get()["drink"], nil)
    let plant = "---\nuid: \(uid)\nname: Fern\ninterval: 7\nchanged: 1\n---\n"
    try expectEqual(MirrorRecord.parse(plant, kind: .plant).get()["summer"], nil)
    // Half a pair of seasons is not a record Daybook takes.
    expectEqual(
      MirrorRecord.parse(
        "---\nuid: \(uid)\nname: Fern\ninterval: 7\nsummer: 3\n---\n", kind: .plant),
      .failure(.missingField("winter")))
  }

  @Test func seasonsMergeAsAPair() throws {
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    func plant(_ summer: String?, _ winter: String?, changed: String) -> MirrorRecord {
      MirrorRecord(
        kind: .plant,
        fields: [
          "uid": uid, "name": "Fern", "interval": "7", "summer": summer, "winter": winter,
          "changed": changed,
        ].compactMapValues { $0 })
    }
    // One side changed the summer interval, the later one cleared both: no half pair.
    let merged = RecordMerge.merge(
      base: plant("7", "14", changed: "1"), ours: plant("5", "14", changed: "2"),
      theirs: plant(nil, nil, changed: "3"), ref: uid, language: .en)
    #expect(merged.record?["summer"] == nil && merged.record?["winter"] == nil)
    let earlier = RecordMerge.merge(
      base: plant("7", "14", changed: "1"), ours: plant("5", "14", changed: "4"),
      theirs: plant(nil, nil, changed: "3"), ref: uid, language: .en)
    #expect(earlier.record?["summer"] == "5" && earlier.record?["winter"] == "14")
  }
}
