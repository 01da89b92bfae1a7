@_spi(TestSupport) import DaybookCore
import Expectations
import Foundation
import Testing

/// A journal Daybook may read but not write — read-only media, a file without write
/// permission — through the binary: every command that only reads works, every command that
/// writes says the journal is read-only in one line and exits 1, the view opens and says
/// read-only, and the file is left byte for byte. Mounting needs root (CI runs as root);
/// elsewhere the tests say why they skip.
@Suite(.serialized) struct ReadOnlyJournalTests {
  static let readers: [[String]] = [
    ["today"], ["todo", "list"], ["list"], ["show", "2026-11-01"],
    ["search", "읽기"], ["check"], ["cal"], ["stats"], ["status"],
  ]

  /// A journal with an entry and a todo on a tmpfs remounted read-only; nil when mounting
  /// is not permitted here.
  func readOnlyJournal(_ sandbox: TUISandbox) throws -> (TmpfsMount, String)? {
    guard let disk = TmpfsMount(at: sandbox.folder.path + "/ro", megabytes: 8) else {
      return nil
    }
    let database = disk.path + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "읽기 전용 일기"], db: database).status, 0)
    expectEqual(run(["todo", "add", "할 일"], db: database).status, 0)
    guard disk.remount(readOnly: true) else {
      disk.unmount()
      return nil
    }
    return (disk, database)
  }

  @Test func readingCommandsWorkAndWritingOnesSayReadOnly() throws {
    let sandbox = try TUISandbox()
    guard let (disk, database) = try readOnlyJournal(sandbox) else { return }
    defer { disk.unmount() }
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for arguments in Self.readers {
      let result = run(arguments, db: database)
      expectEqual(result.status, 0, "\(arguments): \(result.output)")
      #expect(!result.output.contains("read-only"), "\(arguments): \(result.output)")
    }
    #expect(run(["list"], db: database).output.contains("2026-11-01  읽기 전용 일기"))
    #expect(run(["todo", "list"], db: database).output.contains("할 일"))
    #expect(run(["today"], db: database).output.contains("할 일"))
    let check = run(["check"], db: database)
    expectEqual(check.output, "Database: ok\nAttachments: ok\n", "\(check.output)")
    // Not set up is a plain answer, not a refusal to open.
    let sync = run(["sync", "status"], db: database)
    #expect(sync.output.contains("sync is not set up"), "\(sync.output)")
    for arguments in [["write", "안 된다"], ["todo", "add", "안 된다"], ["todo", "done", "1"]] {
      let result = run(arguments, db: database)
      expectEqual(result.status, 1, "\(arguments): \(result.output)")
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].contains("read-only"), "\(arguments): \(result.output)")
    }
    // `check --clean` reads first (the database is fine), then says why it cannot clean.
    let clean = run(["check", "--clean"], db: database)
    expectEqual(clean.status, 1, "\(clean.output)")
    #expect(clean.output.hasPrefix("Database: ok\n"), "\(clean.output)")
    #expect(clean.output.contains("read-only"), "\(clean.output)")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
  }

  @Test func aJournalFileWithoutWritePermissionIsReadByNobody() throws {
    // Root ignores file modes, so the binary runs as `nobody` on a folder it owns.
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      print("ReadOnlyJournalTests: skipping the 0444 test (needs root and setpriv)")
      return
    }
    let sandbox = try TUISandbox()
    let folder = sandbox.folder.path + "/nobody"
    let database = folder + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "읽기 전용 일기"], db: database).status, 0)
    chown(folder, 65534, 65534)
    chown(database, 65534, 65534)
    chmod(sandbox.folder.path, 0o755)
    chmod(database, 0o444)
    chmod(folder, 0o555)
    defer { chmod(folder, 0o700) }
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for arguments in Self.readers {
      let result = run(arguments, db: database, asNobody: true)
      expectEqual(result.status, 0, "\(arguments): \(result.output)")
    }
    let write = run(["write", "안 된다"], db: database, asNobody: true)
    expectEqual(write.status, 1)
    #expect(write.output.contains("read-only"), "\(write.output)")
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
  }

  @Test func theViewOpensReadOnlyAndRefusesEdits() throws {
    if let reason = TUIHarness.skipReason {
      print("ReadOnlyJournalTests: skipping the view (\(reason))")
      return
    }
    let sandbox = try TUISandbox()
    guard let (disk, database) = try readOnlyJournal(sandbox) else { return }
    defer { disk.unmount() }
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let session = try TmuxSession(
      program: [TUIHarness.binary ?? "/nonexistent", "--db", database], home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("read-only ·")
    session.keys("n")
    try session.waitFor("The journal is read-only: nothing can be changed here")
    session.type("타자")
    session.keys("q")
    try session.waitForExit()
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
  }

  /// A journal a newer Daybook migrated (a migration this one does not know): the reading
  /// commands work, a writing one says why in one line, and the file is left as it was.
  @Test func aNewerDaybooksJournalIsReadAndNeverWritten() throws {
    let sandbox = try TUISandbox()
    let database = sandbox.folder.path + "/journal.sqlite"
    expectEqual(run(["write", "--date", "2026-11-01", "미래의 일기"], db: database).status, 0)
    try SchemaFixtureWriter.recordUnknownMigration("0099-from-the-future", inJournalAt: database)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for arguments in [["show", "2026-11-01"], ["today"], ["list"], ["search", "미래"]] {
      let result = run(arguments, db: database)
      expectEqual(result.status, 0, "\(arguments): \(result.output)")
    }
    #expect(run(["show", "2026-11-01"], db: database).output.contains("미래의 일기"))
    let why =
      "was written by a newer Daybook (migration 0099-from-the-future): this one only "
      + "reads it. Update Daybook to change it; nothing was changed"
    for arguments in [["write", "안 된다"], ["todo", "add", "안 된다"], ["star", "2026-11-01"]] {
      let result = run(arguments, db: database)
      expectEqual(result.status, 1, "\(arguments): \(result.output)")
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].contains(why), "\(arguments): \(result.output)")
    }
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
    if let reason = TUIHarness.skipReason {
      print("ReadOnlyJournalTests: skipping the view (\(reason))")
      return
    }
    let session = try TmuxSession(
      program: [TUIHarness.binary ?? "/nonexistent", "--db", database], home: sandbox.folder.path)
    defer { session.killServer() }
    try session.waitFor("Written by a newer Daybook: read-only here")
    session.keys("q")
    try session.waitForExit()
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: database)), before)
  }

  private func run(_ arguments: [String], db: String, asNobody: Bool = false)
    -> (status: Int32, output: String)
  {
    let program = [TUIHarness.binary ?? "/nonexistent", "--db", db] + arguments
    let prefix =
      asNobody
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    var environment = TmuxSession.environment(home: FileManager.default.temporaryDirectory.path)
    environment["TZ"] = "UTC"
    return Spawn.run(prefix + program, environment: environment, capture: true)
  }
}
