import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

@Suite struct SyntheticJournalTests {
  let lastDay = Day(year: 2026, month: 11, day: 29)!

  @Test func sameSeedGivesTheSameJournal() throws {
    let first = try Journal.inMemory()
    let second = try Journal.inMemory()
    try SyntheticJournal.generate(into: first, years: 1, endingOn: lastDay, seed: 7)
    try SyntheticJournal.generate(into: second, years: 1, endingOn: lastDay, seed: 7)
    // Record ids are random by design (unique across machines); the content is the seed's.
    try expectEqual(content(first), content(second))
    let other = try Journal.inMemory()
    try SyntheticJournal.generate(into: other, years: 1, endingOn: lastDay, seed: 8)
    #expect(try content(other) != content(first))
  }

  /// The export without record ids and change times.
  func content(_ journal: Journal) throws -> ExportDocument {
    var document = try journal.exportDocument()
    for index in document.entries.indices {
      document.entries[index].id = nil
      document.entries[index].changedAt = nil
      for revision in document.entries[index].revisions.indices {
        document.entries[index].revisions[revision].id = nil
        document.entries[index].revisions[revision].changedAt = nil
      }
      for attachment in document.entries[index].attachments.indices {
        document.entries[index].attachments[attachment].id = nil
        document.entries[index].attachments[attachment].changedAt = nil
      }
    }
    for index in document.plants.indices {
      document.plants[index].id = nil
      document.plants[index].changedAt = nil
      for care in document.plants[index].care.indices {
        document.plants[index].care[care].id = nil
        document.plants[index].care[care].changedAt = nil
      }
    }
    for index in document.todos.indices {
      document.todos[index].id = nil
      document.todos[index].changedAt = nil
    }
    for index in document.intakes.indices {
      document.intakes[index].id = nil
      document.intakes[index].changedAt = nil
    }
    return document
  }

  @Test func oneYearHasAnEntryADayPlantsTodosAndIntake() throws {
    let journal = try Journal.inMemory()
    let summary = try SyntheticJournal.generate(
      into: journal, years: 1, endingOn: lastDay, seed: 1)
    expectEqual(summary.firstDay, Day(year: 2025, month: 11, day: 30))
    expectEqual(summary.entries, 365)
    try expectEqual(journal.entryCount(), 365)
    #expect(try journal.entry(on: lastDay) != nil)
    #expect(try journal.entry(on: summary.firstDay) != nil)

    let plants = try journal.plants()
    expectEqual(plants.count, 8)
    #expect(plants.allSatisfy { (3...10).contains($0.intervalDays) })
    let waterings = try journal.careEvents(from: summary.firstDay, to: lastDay, kinds: [.water])
    #expect((365 * 8 / 11)...(365 * 8 / 2) ~= waterings.count)

    #expect((300...420) ~= summary.todos)
    let open = try journal.todos()
    #expect(open.count < summary.todos / 4)

    let intakes = try journal.intakes(from: lastDay, to: lastDay)
    #expect((1...4) ~= intakes.filter { $0.kind == .caffeine }.count)
    #expect((3...8) ~= intakes.filter { $0.kind == .water }.count)
  }

  @Test func entriesMixKoreanAndEnglishWithTagsAndRevisions() throws {
    let journal = try Journal.inMemory()
    try SyntheticJournal.generate(into: journal, years: 1, endingOn: lastDay, seed: 3)
    let entries = try journal.entries()
    let words = entries.map { $0.body.split(separator: " ").count }
    #expect(words.allSatisfy { (20...130).contains($0) })
    #expect(entries.contains { $0.body.contains("산책") })
    #expect(entries.contains { $0.body.contains("garden") })
    #expect(entries.contains { $0.mood != nil && $0.weather != nil })
    try expectEqual(journal.entries(tag: "커피").isEmpty, false)
    try expectEqual(journal.search("도서관").isEmpty, false)
    try expectEqual(journal.revisions(of: entries[0].id).map(\.body), [entries[0].body])
  }

  @Test func refusesAJournalThatAlreadyHasEntries() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: lastDay, body: "mine"), at: 1_795_000_000)
    #expect(throws: JournalError.self) {
      try SyntheticJournal.generate(into: journal, years: 1, endingOn: self.lastDay, seed: 1)
    }
  }
}
