import DaybookCore
import Testing

@Suite struct DueDayParserTests {
  /// A Thursday.
  let today = day("2026-12-03")

  @Test(arguments: [
    ("2026-12-25", "2026-12-25"), ("2025-01-01", "2025-01-01"), ("2028-02-29", "2028-02-29"),
    ("today", "2026-12-03"), ("Tomorrow", "2026-12-04"), ("  TODAY  ", "2026-12-03"),
    ("fri", "2026-12-04"), ("friday", "2026-12-04"), ("Fri", "2026-12-04"),
    ("sat", "2026-12-05"), ("sun", "2026-12-06"), ("sunday", "2026-12-06"),
    ("mon", "2026-12-07"), ("tue", "2026-12-08"), ("tues", "2026-12-08"),
    ("wed", "2026-12-09"), ("wednesday", "2026-12-09"),
    ("thu", "2026-12-10"), ("thurs", "2026-12-10"), ("thursday", "2026-12-10"),
    ("+0d", "2026-12-03"), ("+3d", "2026-12-06"), ("+30d", "2027-01-02"),
    ("+2w", "2026-12-17"), ("+1m", "2027-01-03"), ("+12m", "2027-12-03"), ("+3D", "2026-12-06"),
  ])
  func parses(_ text: String, _ expected: String) {
    #expect(DueDayParser.parse(text, today: today) == day(expected))
  }

  @Test func sameWeekdayMeansNextWeek() {
    #expect(DueDayParser.parse("fri", today: day("2026-12-04")) == day("2026-12-11"))
    #expect(DueDayParser.parse("thu", today: day("2026-12-04")) == day("2026-12-10"))
  }

  @Test func relativeDaysCrossMonthAndYearEnds() {
    #expect(DueDayParser.parse("tomorrow", today: day("2026-12-31")) == day("2027-01-01"))
    #expect(DueDayParser.parse("+1m", today: day("2026-01-31")) == day("2026-02-28"))
    #expect(DueDayParser.parse("+1d", today: day("2024-02-28")) == day("2024-02-29"))
    #expect(DueDayParser.parse("mon", today: day("2026-12-31")) == day("2027-01-04"))
  }

  @Test(arguments: [
    "2026-02-30", "2026-13-01", "2026-2-3", "", "   ", "someday", "yesterday", "fr", "next fri",
    "+d", "+3", "+3y", "3d", "-3d", "+-3d", "+99999d", "+１d", "tomorrow!", "+3 d", "+", "+3dd",
  ])
  func rejects(_ text: String) {
    #expect(DueDayParser.parse(text, today: today) == nil)
  }

  @Test func rejectsResultsPastTheLastValidDay() {
    #expect(DueDayParser.parse("+1d", today: day("9999-12-31")) == nil)
    #expect(DueDayParser.parse("tomorrow", today: day("9999-12-31")) == nil)
    #expect(DueDayParser.parse("+0d", today: day("9999-12-31")) == day("9999-12-31"))
  }
}
