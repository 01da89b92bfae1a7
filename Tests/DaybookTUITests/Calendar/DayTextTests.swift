import DaybookCore
import Testing

@testable import DaybookTUI

@Suite("Day text")
struct DayTextTests {
  @Test func namesMonthsAndDaysInEnglish() throws {
    let day = try #require(Day(iso: "2026-12-06"))
    #expect(DayText.monthAbbreviation(day, .en) == "Dec")
    #expect(DayText.monthTitle(day, .en) == "December 2026")
    #expect(DayText.short(day, .en) == "Dec 6")
    #expect(DayText.weekdayShort(day.weekday, .en) == "Su")
    #expect(DayText.weekdayAbbreviation(.monday, .en) == "Mon")
    #expect(DayText.weekdayShort(.saturday, .en) == "Sa")
  }

  @Test func namesMonthsAndDaysInKoreanAndJapanese() throws {
    let day = try #require(Day(iso: "2026-12-06"))
    #expect(DayText.monthTitle(day, .ko) == "2026년 12월")
    #expect(DayText.monthTitle(day, .ja) == "2026年12月")
    #expect(DayText.short(day, .ko) == "12월 6일")
    #expect(DayText.short(day, .ja) == "12月6日")
    #expect(DayText.weekdayShort(day.weekday, .ko) == "일")
    #expect(DayText.weekdayAbbreviation(.monday, .ja) == "月")
    #expect(CalendarText.longDate(day, .ko) == "2026년 12월 6일 (일)")
    #expect(CalendarText.longDate(day, .ja) == "2026年12月6日(日)")
    #expect(CalendarText.longDate(day, .en) == "Sun 6 Dec 2026")
  }
}
