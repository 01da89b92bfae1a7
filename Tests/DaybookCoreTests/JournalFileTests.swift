import Expectations
import Synchronization
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Journals on disk: migrations, permissions and files that are not journals.
@Suite struct JournalFileTests {
  let scratch = ScratchFolder("daybook-file-test")
  var folder: String { scratch.path }

  func fixture(_ name: String) throws -> String {
    let directory = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!))
    return try readText(directory + "/Fixtures/" + name)
  }

  func readText(_ path: String) throws -> String {
    guard let file = fopen(path, "r") else { throw JournalError(.notFound, path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func writeBytes(_ bytes: [UInt8], to path: String) {
    let file = fopen(path, "w")
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, bytes.count, file) }
    fclose(file)
  }

  func mode(of path: String) -> UInt32 {
    var info = stat()
    stat(path, &info)
    return UInt32(info.st_mode) & 0o777
  }

  @Test func migratesAVersionOneFixtureAndKeepsABackup() throws {
    let path = folder + "/old.sqlite"
    do {
      let database = try Database(path: path)
      try database.execute(try fixture("journal-v1.sql"))
    }
    let journal = try Journal(path: path)
    expectEqual(journal.schemaVersion, Schema.currentVersion)
    try expectEqual(journal.entries(tag: "봄").map(\.day.iso), ["2025-03-01"])
    try expectEqual(journal.entries(tag: "work").map(\.day.iso), ["2025-03-02"])
    #expect(try journal.drafts().isEmpty)
    try expectEqual(journal.setting("language"), "ko")
    try expectEqual(journal.lastWaterings(), [1: 1_740_790_000])
    expectEqual(access(path + ".v1.bak", F_OK), 0)
    let backup = try Journal(path: path + ".v1.bak")
    try expectEqual(backup.entryCount(), 2)
  }

  @Test func createsAPrivateFolderAndFile() throws {
    let path = folder + "/deep/er/journal.sqlite"
    let journal = try Journal(path: path)
    try journal.saveEntry(Entry(day: Day(iso: "2026-11-29")!, body: "x"), at: 1)
    expectEqual(mode(of: folder + "/deep/er"), 0o700)
    expectEqual(mode(of: path), 0o600)
    expectEqual(mode(of: path + "-wal"), 0o600)
  }

  @Test func refusesAFileThatIsNotAJournalAndLeavesItUntouched() throws {
    let path = folder + "/notes.sqlite"
    let garbage =
      Array("just some notes, not a database at all\n".utf8) + [UInt8](repeating: 7, count: 5000)
    writeBytes(garbage, to: path)
    #expect(throws: JournalError.self) { _ = try Journal(path: path) }
    do {
      _ = try Journal(path: path)
    } catch let error as JournalError {
      expectEqual(error.kind, .notADatabase)
      expectEqual(
        error.message,
        "\(path) is not a Daybook journal (it has no SQLite header); it was left untouched")
    }
    expectEqual(Array(try readText(path).utf8), garbage)
    #expect(access(path + "-wal", F_OK) != 0)
  }

  @Test func refusesAJournalFromANewerDaybook() throws {
    let path = folder + "/future.sqlite"
    do {
      let database = try Database(path: path)
      try database.execute("PRAGMA user_version = 99")
    }
    #expect(throws: JournalError.self) { _ = try Journal(path: path) }
  }

  @Test func backupIsAConsistentPrivateCopy() throws {
    let path = folder + "/main.sqlite"
    let journal = try Journal(path: path)
    try journal.saveEntry(Entry(day: Day(iso: "2026-11-29")!, body: "백업"), at: 1)
    try journal.backup(to: folder + "/copy.sqlite")
    expectEqual(mode(of: folder + "/copy.sqlite"), 0o600)
    try expectEqual(Journal(path: folder + "/copy.sqlite").search("백업").count, 1)
    #expect(throws: JournalError.self) { try journal.backup(to: folder + "/copy.sqlite") }
  }

  /// The umask is the whole process's: a backup that set it for its copy gave files other
  /// threads made meanwhile its 0077 (the package test's unit files came out 0600).
  @Test func backupLeavesTheProcessUmaskAlone() throws {
    let journal = try Journal(path: folder + "/main.sqlite")
    try journal.transaction {
      for index in 0..<3_000 {
        try journal.saveEntry(
          Entry(
            day: Day(iso: "2020-01-01")!.adding(days: index),
            body: String(repeating: "일기 ", count: 200)),
          at: Timestamp(index))
      }
    }
    let watch = UmaskWatch()
    watch.start()
    try journal.backup(to: folder + "/copy.sqlite")
    let seen = watch.stop()
    expectEqual(seen.count, 1)
  }
}

/// Reads the process umask from /proc/self/status on a thread of its own until stopped,
/// and keeps every value seen.
private final class UmaskWatch: @unchecked Sendable {
  private var thread = pthread_t()
  private let running = Atomic<Bool>(false)
  private var seen: Set<String> = []

  func start() {
    running.store(true, ordering: .relaxed)
    seen = [Self.current()]
    pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        let watch = Unmanaged<UmaskWatch>.fromOpaque(raw).takeUnretainedValue()
        while watch.running.load(ordering: .relaxed) { watch.seen.insert(UmaskWatch.current()) }
        return nil
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  func stop() -> Set<String> {
    running.store(false, ordering: .relaxed)
    pthread_join(thread, nil)
    return seen
  }

  static func current() -> String {
    guard let file = fopen("/proc/self/status", "r") else { return "?" }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix("Umask:") { return text }
    }
    return "?"
  }
}
