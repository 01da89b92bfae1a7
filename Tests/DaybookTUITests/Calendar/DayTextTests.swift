import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

@Suite("Day text")
struct DayTextTests {
  @Test func namesMonthsAndDaysInEnglish() throws {
    let day = try #require(Day(iso: "2026-12-06"))
    expectEqual(DayText.monthAbbreviation(day, .en), "Dec")
    expectEqual(DayText.monthTitle(day, .en), "December 2026")
    expectEqual(DayText.short(day, .en), "Dec 6")
    expectEqual(DayText.weekdayShort(day.weekday, .en), "Su")
    expectEqual(DayText.weekdayAbbreviation(.monday, .en), "Mon")
    expectEqual(DayText.weekdayShort(.saturday, .en), "Sa")
  }

  @Test func namesMonthsAndDaysInKoreanAndJapanese() throws {
    let day = try #require(Day(iso: "2026-12-06"))
    expectEqual(DayText.monthTitle(day, .ko), "2026년 12월")
    expectEqual(DayText.monthTitle(day, .ja), "2026年12月")
    expectEqual(DayText.short(day, .ko), "12월 6일")
    expectEqual(DayText.short(day, .ja), "12月6日")
    expectEqual(DayText.weekdayShort(day.weekday, .ko), "일")
    expectEqual(DayText.weekdayAbbreviation(.monday, .ja), "月")
    expectEqual(CalendarText.longDate(day, .ko), "2026년 12월 6일 (일)")
    expectEqual(CalendarText.longDate(day, .ja), "2026年12月6日(日)")
    expectEqual(CalendarText.longDate(day, .en), "Sun 6 Dec 2026")
  }
}
