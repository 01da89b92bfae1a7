import Expectations
import Foundation
import Testing

@_spi(TestSupport) @testable import DaybookCore

/// The weather as fetched (condition, high and low, sunrise and sunset, the place) travels
/// with the day: the Markdown and JSON exports, JSON import, and sync to another machine.
@Suite(.serialized) struct WeatherTravelTests {
  static let day = DaybookCoreTests.day("2026-11-01")
  static let report = WeatherReport(
    day: day, code: 61, high: 5.6, low: -0.4, place: "서울 중구 🌧", sunrise: "07:32",
    sunset: "17:14")

  func journalWithWeather() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: Self.day, body: "비 오는 날 ☔"), at: 1_000)
    try journal.saveWeatherReport(Self.report, at: 2_000)
    // A day with weather and no entry keeps it too.
    try journal.saveWeatherReport(
      WeatherReport(day: DaybookCoreTests.day("2026-11-02"), code: 0, place: "Seoul"), at: 2_000)
    return journal
  }

  @Test func theMarkdownExportHasTheFetchedWeather() throws {
    let file = try #require(try journalWithWeather().exportMarkdown().first)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("Fetched weather: ☂ 6°/0° 서울 중구 🌧 · sunrise 07:32 · sunset 17:14"))
  }

  @Test func theJSONExportCarriesTheWeatherIntoAFreshJournal() throws {
    let source = try journalWithWeather()
    let text = try source.exportJSON()
    #expect(text.contains("\"sunrise\" : \"07:32\"") || text.contains("\"sunrise\": \"07:32\""))
    let target = try Journal.inMemory()
    try target.importJSON(text)
    try expectEqual(target.weatherReport(on: Self.day), Self.report)
    try expectEqual(target.allWeatherReports(), source.allWeatherReports())
    // Exported again, the same bytes: the entry kept its change time.
    try expectEqual(target.exportJSON(), text)
  }

  @Test(arguments: [
    ("\"code\": 61", "\"code\": 100", "code"),
    ("\"high\": 5.6", "\"high\": 512", "high"),
    ("\"sunrise\": \"07:32\"", "\"sunrise\": \"7:32 AM\"", "sunrise"),
    ("\"sunset\": \"17:14\"", "\"sunset\": \"24:00\"", "sunset"),
  ])
  func aBadWeatherValueIsRefusedWithNothingImported(
    good: String, bad: String, field: String
  ) throws {
    let text = try Self.document(replacing: good, with: bad)
    let target = try Journal.inMemory()
    let before = try target.tableDigest()
    #expect(throws: JournalError(.invalid, .exportWeatherInvalid, "2026-11-01", field)) {
      try target.importJSON(text)
    }
    try expectEqual(target.tableDigest(), before)
  }

  @Test func aWrongTypeOrADayTwiceIsRefusedWithNothingImported() throws {
    let target = try Journal.inMemory()
    let before = try target.tableDigest()
    let typed = try Self.document(replacing: "\"code\": 61", with: "\"code\": \"rain\"")
    #expect(throws: JournalError.self) { try target.importJSON(typed) }
    let twice = try Self.document(
      replacing: "\"day\": \"2026-11-02\"", with: "\"day\": \"2026-11-01\"")
    #expect(throws: JournalError(.invalid, .exportWeatherInvalid, "2026-11-01", "day")) {
      try target.importJSON(twice)
    }
    expectEqual(
      JournalError(.invalid, .exportWeatherInvalid, "2026-11-01", "day").message,
      "the weather of 2026-11-01 has an invalid day; nothing was imported")
    try expectEqual(target.tableDigest(), before)
  }

  /// The export of `journalWithWeather` with one value changed (its text found in the
  /// compact form, so spacing of the encoder does not matter).
  static func document(replacing good: String, with bad: String) throws -> String {
    let text = try WeatherTravelTests().journalWithWeather().exportJSON()
    let compact = text.replacingOccurrences(of: "\" : ", with: "\": ")
    #expect(compact.contains(good), "\(good)")
    return compact.replacingOccurrences(of: good, with: bad)
  }

  /// A fetch that brings other weather moves the day's entry's change time (so sync writes
  /// it again); one that brings the same does not.
  @Test func onlyAChangedReportMovesItsEntry() throws {
    let journal = try journalWithWeather()
    let changed = { try journal.db.scalar("SELECT changed_at FROM entries") }
    let before = try changed()
    try journal.saveWeatherReport(Self.report, at: 3_000)
    try expectEqual(changed(), before)
    var other = Self.report
    other.sunset = "17:15"
    try journal.saveWeatherReport(other, at: 4_000)
    #expect(try changed()! > before!)
  }

  @Test func theEntrysMirrorFileCarriesTheReportAndAnOlderOneStillReads() throws {
    let file = """
      ---
      uid: 0192f0d0-0000-7000-8000-000000000001
      day: 2026-11-01
      fetched-weather: \(Self.report.fieldText)
      changed: 1790000000000
      ---
      비 오는 날

      """
    let record = try MirrorRecord.parse(file, kind: .entry).get()
    expectEqual(
      record.fields["fetched-weather"].flatMap { WeatherReport(fieldText: $0, day: Self.day) },
      Self.report)
    let older = file.replacingOccurrences(
      of: "fetched-weather: \(Self.report.fieldText)\n", with: "")
    #expect((try? MirrorRecord.parse(older, kind: .entry).get()) != nil)
    let bad = file.replacingOccurrences(of: "code=61", with: "code=612")
    expectEqual(
      MirrorRecord.parse(bad, kind: .entry).failureValue, .badValue("fetched-weather"))
  }

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func theWeatherReachesTheSecondMachine()
    throws
  {
    let machines = try SyncEngineTests.Machines()
    try machines.write("laptop", "2026-11-01", "비 오는 날 ☔")
    try machines.setUp("laptop", "desktop")
    try machines.sync("laptop")
    // Fetched after the entry went out: the entry goes out again, with it.
    try machines.journal("laptop").saveWeatherReport(Self.report, at: machines.tick())
    try machines.sync("laptop")
    try machines.sync("desktop")
    let desktop = try machines.journal("desktop")
    try expectEqual(desktop.weatherReport(on: Self.day), Self.report)
    try expectEqual(machines.text("desktop", "2026-11-01"), "비 오는 날 ☔")
    // The mirrors agree, and another round moves nothing.
    try expectEqual(machines.mirrorFiles("laptop"), machines.mirrorFiles("desktop"))
    expectEqual(try machines.sync("desktop").received, 0)
    expectEqual(try machines.sync("laptop").received, 0)
    // A newer fetch on the desktop comes back to the laptop.
    var newer = Self.report
    newer.code = 71
    newer.sunset = "17:13"
    try desktop.saveWeatherReport(newer, at: machines.tick())
    try machines.sync("desktop")
    try machines.sync("laptop")
    try expectEqual(machines.journal("laptop").weatherReport(on: Self.day), newer)
  }
}

extension Result {
  var failureValue: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
