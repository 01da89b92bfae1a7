import Expectations
import Testing

@testable import DaybookCore

/// `importJSON` names the line and column of what is wrong, and imports nothing.
@Suite struct JSONImportErrorTests {
  @Test func aSyntaxErrorNamesItsLine() throws {
    let journal = try Journal.inMemory()
    let text = "{\"format\": 1,\n \"entries\": [],\n \"plants\": [,]\n}"
    #expect(
      throws: JournalError(
        .invalid, "not a Daybook JSON export: line 3, column 13: expected a value but found ','"
      )
    ) { try journal.importJSON(text) }
  }

  @Test func aValueOfTheWrongKindNamesItsLineAndPath() throws {
    let journal = try Journal.inMemory()
    let text = """
      {"format": 1, "plants": [], "intakes": [], "settings": {},
       "entries": [{"day": "2026-11-29", "title": "", "body": "b", "createdAt": 1,
                    "updatedAt": 1, "revisions": [], "attachments": []}],
       "todos": [{"title": "t", "note": "", "tags": ["a", 7], "important": false,
                  "createdAt": 1}]}
      """
    #expect(
      throws: JournalError(
        .invalid,
        "not a Daybook JSON export: line 4, column 53: at .todos[0].tags[1]: expected a "
          + "string but found the number 7"
      )
    ) { try journal.importJSON(text) }
    try expectEqual(journal.entryCount(), 0)
  }

  @Test func aTrailingCommaIsRefusedWhereFoundationAcceptedIt() throws {
    let journal = try Journal.inMemory()
    let text = """
      {"format": 1, "entries": [], "plants": [], "todos": [], "intakes": [], "settings": {},}
      """
    #expect(
      throws: JournalError(
        .invalid,
        "not a Daybook JSON export: line 1, column 86: a trailing comma before '}' is "
          + "not allowed"
      )
    ) { try journal.importJSON(text) }
  }
}
