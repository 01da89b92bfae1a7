import DaybookCore
import Expectations
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
    expectEqual(DueDayParser.parse(text, today: today), day(expected))
  }

  /// Issue 16 item 10: Korean and Japanese words and the common written forms.
  @Test(arguments: [
    ("오늘", "2026-12-03"), ("내일", "2026-12-04"), ("모레", "2026-12-05"), ("글피", "2026-12-06"),
    ("今日", "2026-12-03"), ("明日", "2026-12-04"), ("明後日", "2026-12-05"),
    ("あさって", "2026-12-05"),
    ("금요일", "2026-12-04"), ("목요일", "2026-12-10"), ("월요일", "2026-12-07"),
    ("金曜日", "2026-12-04"), ("金曜", "2026-12-04"),
    ("다음 주 금요일", "2026-12-11"), ("다음주 금요일", "2026-12-11"),
    ("다음 주 월요일", "2026-12-07"), ("이번 주 토요일", "2026-12-05"),
    ("来週の金曜日", "2026-12-11"), ("来週 金曜日", "2026-12-11"), ("今週の金曜日", "2026-12-04"),
    ("next fri", "2026-12-11"), ("Next Friday", "2026-12-11"), ("this sat", "2026-12-05"),
    ("12/5", "2026-12-05"), ("12-05", "2026-12-05"), ("12.5", "2026-12-05"),
    ("12월 5일", "2026-12-05"), ("12월5일", "2026-12-05"), ("12月5日", "2026-12-05"),
    ("１２月５日", "2026-12-05"), ("12/3", "2026-12-03"), ("12/1", "2027-12-01"),
    ("1/15", "2027-01-15"), ("2/29", "2028-02-29"),
    ("2026/12/25", "2026-12-25"), ("2027.1.2", "2027-01-02"), ("2026-2-3", "2026-02-03"),
    ("2026년 12월 25일", "2026-12-25"), ("2026年12月25日", "2026-12-25"),
    ("+１d", "2026-12-04"), ("3일 후", "2026-12-06"), ("3日後", "2026-12-06"),
    ("2주 후", "2026-12-17"),
  ])
  func parsesKoreanJapaneseAndCommonForms(_ text: String, _ expected: String) {
    expectEqual(DueDayParser.parse(text, today: today), day(expected))
  }

  @Test func yearlessDaysInTheYearOnScreen() {
    expectEqual(
      DueDayParser.parse("12/1", today: today, yearless: .inYear(2026)), day("2026-12-01"))
    expectEqual(
      DueDayParser.parse("3월 1일", today: today, yearless: .inYear(2030)), day("2030-03-01"))
    expectEqual(DueDayParser.parse("2/29", today: today, yearless: .inYear(2026)), nil)
  }

  /// A diarist's day points back: 2026-12-03 is a Thursday.
  @Test(arguments: [
    ("fri", "2026-11-27"), ("thu", "2026-11-26"), ("wed", "2026-12-02"), ("월요일", "2026-11-30"),
    ("金曜日", "2026-11-27"), ("12/5", "2025-12-05"), ("12/3", "2026-12-03"), ("1/1", "2026-01-01"),
    ("-3d", "2026-11-30"), ("-1w", "2026-11-26"), ("-1m", "2026-11-03"),
    ("3 days ago", "2026-11-30"), ("1 week ago", "2026-11-26"), ("3일 전", "2026-11-30"),
    ("2주 전", "2026-11-19"),
    ("3日前", "2026-11-30"), ("today", "2026-12-03"), ("2026-12-25", "2026-12-25"),
  ])
  func daysBack(text: String, expected: String) {
    expectEqual(
      DueDayParser.parse(text, today: today, yearless: .latest, direction: .back), day(expected))
  }

  @Test func feb29PointsBackToTheLastLeapYear() {
    expectEqual(
      DueDayParser.parse("2/29", today: today, yearless: .latest, direction: .back),
      day("2024-02-29"))
  }

  @Test func sameWeekdayMeansNextWeek() {
    expectEqual(DueDayParser.parse("fri", today: day("2026-12-04")), day("2026-12-11"))
    expectEqual(DueDayParser.parse("thu", today: day("2026-12-04")), day("2026-12-10"))
  }

  @Test func relativeDaysCrossMonthAndYearEnds() {
    expectEqual(DueDayParser.parse("tomorrow", today: day("2026-12-31")), day("2027-01-01"))
    expectEqual(DueDayParser.parse("+1m", today: day("2026-01-31")), day("2026-02-28"))
    expectEqual(DueDayParser.parse("+1d", today: day("2024-02-28")), day("2024-02-29"))
    expectEqual(DueDayParser.parse("mon", today: day("2026-12-31")), day("2027-01-04"))
  }

  @Test(arguments: [
    "2026-02-30", "2026-13-01", "", "   ", "someday", "yesterday", "fr", "next someday",
    "+d", "+3", "+3y", "3d", "-3", "+-3d", "+99999d", "tomorrow!", "+3 d", "+", "+3dd",
    "13/5", "12/32", "2/30", "다음 주", "금요일요일", "明日の", "26-12-05",
  ])
  func rejects(_ text: String) {
    expectEqual(DueDayParser.parse(text, today: today), nil)
  }

  @Test func rejectsResultsPastTheLastValidDay() {
    expectEqual(DueDayParser.parse("+1d", today: day("9999-12-31")), nil)
    expectEqual(DueDayParser.parse("tomorrow", today: day("9999-12-31")), nil)
    expectEqual(DueDayParser.parse("+0d", today: day("9999-12-31")), day("9999-12-31"))
  }
}
