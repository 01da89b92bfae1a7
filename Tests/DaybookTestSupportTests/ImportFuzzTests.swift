import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// A short run of the import fuzzer (`daybook-bench --fuzz N` runs thousands).
@Suite struct ImportFuzzTests {
  @Test func threeHundredMutatedImportsNeverPartlyImport() throws {
    print("ImportFuzzTests: seed 2026")
    var fuzzer = try ImportFuzzer(seed: 2026, now: noon("2026-11-29"))
    let figures = try fuzzer.run(count: 300)
    expectEqual(figures.inputs, 300)
    expectEqual(figures.partial, 0, "\(figures.examples)")
    expectEqual(figures.unexpectedErrors, 0, "\(figures.examples)")
    expectEqual(figures.integrityProblems, 0, "\(figures.examples)")
    // Both outcomes happen, so the run exercises rejection and import alike.
    #expect(figures.rejected > 50)
    #expect(figures.accepted > 50)
  }

  /// JSON exports of every record kind, mutated: huge and NaN-like numbers, wrong types,
  /// ids of other records and kinds, nesting 100,000 deep, invalid UTF-8, strings over one
  /// text's limit. Every input is imported or refused with a message; a refused one changes
  /// no row of any table.
  @Test func mutatedJSONExportsOfEveryKindImportOrChangeNothing() throws {
    let seed: UInt64 = 0x1D00_2026
    print("ImportFuzzTests: JSON seed \(seed)")
    var fuzzer = try ImportFuzzer(seed: seed, now: noon("2026-11-29"))
    let figures = try fuzzer.runJSON(count: 200)
    print("ImportFuzzTests: \(figures)")
    expectEqual(figures.inputs, 200)
    expectEqual(figures.partial, 0, "\(figures.examples)")
    expectEqual(figures.unexpectedErrors, 0, "\(figures.examples)")
    expectEqual(figures.integrityProblems, 0, "\(figures.examples)")
    // Both outcomes happen (most mutations break an export; a few leave it importable).
    #expect(figures.rejected > 100)
    #expect(figures.accepted >= 5)
  }

  @Test func aJSONImportThatFailsHalfwayRollsBackEveryRow() throws {
    let journal = try Journal.inMemory()
    let before = try journal.exportJSON()
    // The entry and the first plant are valid and would be written before the second plant's
    // interval is found to be out of range.
    let text = """
      {"format": 1, "settings": {}, "todos": [], "intakes": [],
       "entries": [{"day": "2026-11-29", "title": "t", "body": "b", "createdAt": 1,
                    "updatedAt": 1, "revisions": [], "attachments": []}],
       "plants": [
         {"name": "ok", "species": "", "location": "", "intervalDays": 7, "notes": "",
          "archived": false, "createdAt": 1, "care": []},
         {"name": "bad", "species": "", "location": "", "intervalDays": 9999, "notes": "",
          "archived": false, "createdAt": 1, "care": []}]}
      """
    #expect(throws: JournalError.self) { try journal.importJSON(text) }
    try expectEqual(journal.exportJSON(), before)
    try expectEqual(journal.entryCount(), 0)
  }

  // Found by the fuzzer: merging into an existing entry subtracted this from "now" and
  // overflowed, which crashed the whole program.
  @Test func anOutOfRangeInstantIsRefusedInsteadOfOverflowing() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day("2026-11-29"), body: "있던 글"), at: noon("2026-11-29"))
    let text = """
      {"format": 1, "settings": {}, "todos": [], "intakes": [], "plants": [],
       "entries": [{"day": "2026-11-29", "title": "", "body": "새 글", "createdAt": 1,
                    "updatedAt": -9223372036854775808, "revisions": [], "attachments": []}]}
      """
    #expect(
      throws: JournalError(
        .invalid,
        "not a Daybook JSON export: the time -9223372036854775808 is outside the years "
          + "1–9999")
    ) { try journal.importJSON(text) }
    try expectEqual(journal.entry(on: day("2026-11-29"))?.body, "있던 글")
  }
}
