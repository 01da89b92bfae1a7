import Expectations
import Testing

@testable import DaybookCore

/// SQLite's temporary files (statement journals, sort runs, temporary tables) hold pages of
/// the diary; by default they are files in /var/tmp, outside the journal's folder. Every
/// connection Daybook opens keeps them in memory instead.
@Suite struct TemporaryStoreTests {
  let scratch = ScratchFolder("daybook-temp-store")

  @Test func everyConnectionKeepsItsTemporaryFilesInMemory() throws {
    let journal = try Journal(path: scratch.path + "/journal.sqlite")
    // 2 is MEMORY (0, the default, lets SQLite write them to a temporary folder).
    try expectEqual(journal.db.scalar("PRAGMA temp_store"), 2)
    let second = try Journal(writingAlongside: scratch.path + "/journal.sqlite")
    try expectEqual(second.db.scalar("PRAGMA temp_store"), 2)
    let file = try Database(path: scratch.path + "/journal.sqlite", readOnly: true)
    try expectEqual(file.scalar("PRAGMA temp_store"), 2)
  }
}
