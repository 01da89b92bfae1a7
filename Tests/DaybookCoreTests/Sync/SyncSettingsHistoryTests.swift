import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// What migration 14 made travel (settings, entry revisions, plant photos) and the mirror's
/// forward compatibility, with two journals through a local bare repository.
@Suite(.serialized) struct SyncSettingsHistoryTests {
  typealias Machines = SyncEngineTests.Machines

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func theUsersSettingsTravelMachineOnesStay()
    throws
  {
    let machines = try Machines()
    let laptop = try machines.journal("laptop")
    var goal = GoalSettings()
    goal.caffeineLimitMg = 300
    try laptop.setGoal(goal)
    try laptop.setSetting("reminder_diary_time", "22:30")
    try laptop.setSetting("language", "ko")
    try laptop.setSetting("theme", "dark")
    try laptop.setSetting("mouse", "1")
    try machines.setUp("laptop", "desktop")
    let desktop = try machines.journal("desktop")
    try expectEqual(desktop.settings().goal.caffeineLimitMg, 300)
    try expectEqual(desktop.setting("reminder_diary_time"), "22:30")
    try expectEqual(desktop.setting("language"), "ko")
    try expectEqual(desktop.setting("theme"), nil)
    try expectEqual(desktop.setting("mouse"), nil)
    let files = try machines.mirrorFiles("laptop")
    expectEqual(files["settings/caffeine_limit_mg.txt"]?.contains("value: 300"), true)
    #expect(files["settings/theme.txt"] == nil && files["settings/mouse.txt"] == nil)

    // Writing a setting its own value again is no change to send.
    let waiting = try desktop.changedCount(after: 0)
    try desktop.setGoal(try desktop.settings().goal)
    try expectEqual(desktop.changedCount(after: 0), waiting)

    // Both change the water goal; the later change wins on both, the other key merges.
    try laptop.setSetting("water_goal_ml", "1500")
    usleep(5_000)
    try desktop.setSetting("water_goal_ml", "2500")
    try desktop.setSetting("reminder_diary_enabled", "0")
    try machines.sync("laptop")
    try machines.sync("desktop")
    try machines.sync("laptop")
    for journal in [laptop, desktop] {
      try expectEqual(journal.setting("water_goal_ml"), "2500")
      try expectEqual(journal.setting("reminder_diary_enabled"), "0")
      try expectEqual(journal.setting("caffeine_limit_mg"), "300")
    }
    // A setting cleared on one machine is cleared on the other.
    try desktop.setSetting("language", nil)
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.setting("language"), nil)
    try expectEqual(laptop.setting("theme"), "dark")
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func revisionsTravelWithoutDuplicates() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-10", "First\n처음 쓴 글")
    try machines.setUp("laptop", "desktop")
    try machines.write("laptop", "2026-11-10", "Second\n고쳐 쓴 글 ✏️")
    try machines.sync("laptop")
    try machines.sync("desktop")
    func history(_ name: String) throws -> [String] {
      let journal = try machines.journal(name)
      let entry = try #require(try journal.entry(on: day("2026-11-10")))
      return try journal.revisions(of: entry.id).map { $0.title + "|" + $0.body }
    }
    func uids(_ name: String) throws -> Set<String> {
      let journal = try machines.journal(name)
      let entry = try #require(try journal.entry(on: day("2026-11-10")))
      let ids = try journal.revisions(of: entry.id).map(\.id)
      return Set(try journal.recordIDs(.revision, of: ids).values)
    }
    try expectEqual(history("desktop"), ["First|처음 쓴 글", "Second|고쳐 쓴 글 ✏️"])
    try expectEqual(uids("desktop"), uids("laptop"))
    // An overwrite on the desktop travels back; rounds of syncs add nothing twice.
    try machines.write("desktop", "2026-11-10", "Third\n세 번째")
    for name in ["desktop", "laptop", "desktop", "laptop", "desktop"] { try machines.sync(name) }
    try expectEqual(history("laptop"), ["First|처음 쓴 글", "Second|고쳐 쓴 글 ✏️", "Third|세 번째"])
    try expectEqual(history("desktop"), history("laptop"))
    try expectEqual(uids("desktop"), uids("laptop"))
    try expectEqual(
      machines.mirrorFiles("laptop").keys.filter { $0.hasPrefix("revisions/") }.count, 3)
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func aPlantsPhotoTravelsWithThePlant() throws {
    let machines = try Machines()
    let laptop = try machines.journal("laptop")
    let plant = try laptop.addPlant(Plant(name: "몬스테라 🌿", intervalDays: 7), at: machines.tick())
    let first = try Self.makeFile(machines.root + "/leaf.jpg", seed: 3)
    let photo = try laptop.setPlantPhoto(plantID: plant.id, file: first.path, at: machines.tick())
    // A thumbnail beside it is never mirrored.
    try Journal.makeDirectories(laptop.thumbnailsFolder)
    let thumbnail = Journal.thumbnailName(of: photo.fileName, columns: 8, rows: 4, depth: 256)
    _ = try Self.makeFile(laptop.thumbnailsFolder + "/" + thumbnail, seed: 1)
    try machines.setUp("laptop", "desktop")
    let desktop = try machines.journal("desktop")
    let there = try #require(try desktop.plants().first)
    expectEqual(there.name, "몬스테라 🌿")
    let therephoto = try #require(try desktop.plantPhoto(plantID: there.id))
    #expect(therephoto.fileName == photo.fileName && therephoto.originalName == "leaf.jpg")
    expectEqual(Machines.readBytes(desktop.attachmentsFolder + "/" + photo.fileName), first.bytes)
    let files = try machines.mirrorFiles("laptop")
    let uid = try #require(try laptop.recordID(.plant, of: plant.id))
    expectEqual(files["plant-photos/\(uid).txt"]?.contains("plant: \(uid)"), true)
    #expect(!files.keys.contains { $0.contains(".cells") || $0.hasPrefix("thumbnails") })

    // Replaced on the desktop: the laptop gets the new one and drops the old file.
    let second = try Self.makeFile(machines.root + "/leaf2.png", seed: 7)
    let newPhoto = try desktop.setPlantPhoto(
      plantID: there.id, file: second.path, at: machines.tick())
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(laptop.plantPhoto(plantID: plant.id)?.fileName, newPhoto.fileName)
    expectEqual(
      Machines.readBytes(laptop.attachmentsFolder + "/" + newPhoto.fileName), second.bytes)
    #expect(access(laptop.attachmentsFolder + "/" + photo.fileName, F_OK) != 0)
    try expectEqual(machines.mirrorFiles("laptop")["attachments/files/\(photo.fileName)"], nil)

    // The plant deleted on the laptop takes its photo out of the mirror.
    _ = try laptop.removePlant(id: plant.id)
    try machines.sync("laptop")
    try machines.sync("desktop")
    #expect(try desktop.plants().isEmpty)
    let after = try machines.mirrorFiles("desktop")
    #expect(
      !after.keys.contains { $0.hasPrefix("plant-photos/") || $0.hasPrefix("attachments/files/") })
    try expectEqual(machines.mirrorFiles("laptop"), after)
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func unknownFieldsAndFoldersAreKept() throws {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-11", "Plain\n보통의 날")
    try machines.setUp("laptop")
    try expectEqual(
      machines.mirrorFiles("laptop")[MirrorPath.formatFile], MirrorFormat.current.fileText)
    // A newer Daybook adds a field to the entry and a folder of its own.
    let hand = try Self.handClone(machines)
    let path = "entries/2026/2026-11-11.md"
    var text = SyncEngineTests.readText(hand.folder + "/" + path)
    text = text.replacing("changed: ", with: "energy: high\\nish\nchanged: ", maxReplacements: 1)
    try Self.write(text, to: hand.folder + "/" + path)
    try Journal.makeDirectories(hand.folder + "/stickers")
    try Self.write("star\n", to: hand.folder + "/stickers/one.txt")
    try Self.commitAndPush(hand)
    try machines.sync("laptop")
    // Edited here afterwards, the entry still carries the field it did not know.
    try machines.write("laptop", "2026-11-11", "Plain\n보통의 날\n더 썼다")
    try machines.sync("laptop")
    let files = try machines.mirrorFiles("laptop")
    let entry = try #require(files[path])
    #expect(entry.contains("더 썼다"))
    #expect(entry.contains("energy: high\\nish\n"))
    expectEqual(files["stickers/one.txt"], "star\n")
    // And a second machine keeps it the same way.
    try machines.setUp("desktop")
    try expectEqual(machines.mirrorFiles("desktop")[path], entry)
    try expectEqual(machines.text("desktop", "2026-11-11"), "Plain\n보통의 날\n더 썼다")
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func aNewerIncompatibleMirrorIsRefused() throws
  {
    let machines = try Machines()
    try machines.setUp("laptop")
    let hand = try Self.handClone(machines)
    try Self.write("format: 3\nneeds-reader: 3\n", to: hand.folder + "/" + MirrorPath.formatFile)
    try Journal.makeDirectories(hand.folder + "/entries/2026")
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    try Self.write(
      "---\nuid: \(uid)\nday: 2026-11-12\n---\nFrom the future\n",
      to: hand.folder + "/entries/2026/2026-11-12.md")
    try Self.commitAndPush(hand)
    #expect(throws: SyncError.newerFormat(3)) { try machines.sync("laptop") }
    try expectEqual(machines.text("laptop", "2026-11-12"), nil)
    #expect(SyncError.newerFormat(3).message(.en).contains("newer Daybook (mirror format 3)"))
    try expectEqual(machines.engine("laptop").status().lastError, .newerFormat(3))
  }

  /// Migration 13's back-fill on a journal synced before it: its projects (and a todo's link)
  /// reach the mirror at the next sync and the other machine.
  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func migration13BackfillsASyncedJournal()
    throws
  {
    let machines = try Machines()
    try machines.write("laptop", "2026-11-13", "Before\n이전")
    try machines.setUp("laptop", "desktop")
    let laptop = try machines.journal("laptop")
    // As before migration 13: projects had no change-log triggers (nor anything of 14).
    try laptop.db.execute(Self.rewindTo12)
    let project = try laptop.addProject(Project(title: "정원 🌱", notes: "흙"), at: machines.tick())
    let todo = try laptop.addTodo(Todo(title: "buy soil"), at: machines.tick())
    try laptop.setTodoProject(todoID: todo.id, projectID: project.id)
    try laptop.db.execute("DELETE FROM sync_log WHERE kind IN ('todo', 'project')")
    try laptop.db.execute("PRAGMA user_version = 12")
    #expect(try laptop.changedCount(after: 0) > 0)
    try expectEqual(laptop.db.scalar("SELECT count(*) FROM sync_log WHERE kind = 'project'"), 0)
    machines.journals["laptop"] = nil
    let migrated = try machines.journal("laptop")
    expectEqual(migrated.schemaVersion, Schema.currentVersion)
    try machines.sync("laptop")
    try machines.sync("desktop")
    let desktop = try machines.journal("desktop")
    let there = try #require(try desktop.project(titled: "정원 🌱"))
    expectEqual(there.notes, "흙")
    try expectEqual(desktop.todos(inProject: there.id).map(\.title), ["buy soil"])
  }

  /// Drops what migrations 13, 14, 16 and 17 made, and the names of the migrations applied
  /// (as in a journal from before the names), so they run again on the next open.
  static let rewindTo12 =
    activityMonthsDropped + """
      DROP TABLE schema_migrations;
      DROP TRIGGER weather_days_entry_insert; DROP TRIGGER weather_days_entry_update;
      ALTER TABLE weather_days DROP COLUMN sunrise; ALTER TABLE weather_days DROP COLUMN sunset;
      DROP TRIGGER projects_sync_insert; DROP TRIGGER projects_sync_update;
      DROP TRIGGER projects_sync_moved; DROP TRIGGER projects_sync_delete;
      DROP TRIGGER entry_revisions_sync_insert; DROP TRIGGER entry_revisions_sync_update;
      DROP TRIGGER entry_revisions_sync_moved; DROP TRIGGER entry_revisions_sync_delete;
      DROP TRIGGER settings_sync_insert; DROP TRIGGER settings_sync_update;
      DROP TRIGGER settings_sync_delete; DROP TRIGGER plant_photos_sync_insert;
      DROP TRIGGER plant_photos_sync_update; DROP TRIGGER plant_photos_sync_delete;
      DROP TABLE setting_changes; DROP TABLE sync_extra;
      """

  /// Migration 16's table and triggers, dropped.
  static let activityMonthsDropped =
    ActivitySource.allCases.flatMap { source in
      ["insert", "delete", "move"].map {
        "DROP TRIGGER activity_months_\(source.rawValue)_\($0);\n"
      }
    }.joined() + "DROP TABLE activity_months;\n"

  // MARK: Helpers

  static func makeFile(_ path: String, seed: Int) throws -> (path: String, bytes: [UInt8]) {
    let bytes: [UInt8] = (0..<3000).map { UInt8(($0 * seed + seed) % 251) }
    let file = try #require(fopen(path, "w"))
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    return (path, bytes)
  }

  static func write(_ text: String, to path: String) throws {
    _ = try makeFile(path, seed: 1)
    let file = try #require(fopen(path, "w"))
    fputs(text, file)
    fclose(file)
  }

  /// A plain clone of the remote, as a newer Daybook (or a person) would change it.
  static func handClone(_ machines: Machines) throws -> Git {
    let folder = machines.root + "/hand"
    try Git(folder: machines.root).checked(["clone", "-q", machines.remote, folder])
    let git = Git(folder: folder)
    try git.checked(["config", "user.email", "hand@localhost"])
    try git.checked(["config", "user.name", "Hand"])
    return git
  }

  static func commitAndPush(_ git: Git) throws {
    try git.checked(["add", "-A"])
    try git.checked(["commit", "-q", "-m", "by hand"])
    try git.checked(["push", "-q", "origin", "HEAD:main"])
  }
}
