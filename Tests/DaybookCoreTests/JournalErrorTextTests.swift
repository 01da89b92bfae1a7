import Expectations
import Testing

@testable import DaybookCore

@Suite struct JournalErrorTextTests {
  @Test func theTableIsComplete() {
    #expect(Localization.problems(in: JournalErrorText.self).isEmpty)
  }

  @Test func aValidationErrorReadsInEachLanguage() throws {
    let plant = Plant(id: 0, name: "몬스테라", intervalDays: 0)
    let today = try #require(Day(iso: "2026-11-29"))
    do {
      try Journal.validate(plant, today: today)
      Issue.record("an interval of 0 days was accepted")
    } catch let error as JournalError {
      expectEqual(error.kind, .invalid)
      expectEqual(error.message, "watering interval must be 1–365 days (got 0)")
      expectEqual(error.description, error.message)
      expectEqual(error.message(.en), "watering interval must be 1–365 days (got 0)")
      expectEqual(error.message(.ko), "물 주기 간격은 1–365일이어야 합니다(입력: 0)")
      expectEqual(error.message(.ja), "水やりの間隔は 1–365 日にしてください（指定: 0）")
    }
  }

  @Test func aBackupOntoAnExistingFileSaysSoInKorean() throws {
    let journal = try Journal.inMemory()
    let error = #expect(throws: JournalError.self) { try journal.backup(to: "/") }
    expectEqual(error?.message, "/ already exists")
    expectEqual(error?.message(.ko), "/가 이미 있습니다")
    expectEqual(error?.message(.ja), "/ はすでに存在します")
  }

  @Test func anErrorWithoutAnEntryStaysEnglish() {
    let error = JournalError(.sqlite, "constraint failed")
    expectEqual(error.message(.ko), "constraint failed")
    // Equality is by kind and English text, whether or not the error came from the table.
    expectEqual(
      JournalError(.invalid, .plantNeedsName), JournalError(.invalid, "a plant needs a name"))
  }
}
