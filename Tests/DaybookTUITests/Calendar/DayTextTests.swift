import DaybookCore
import Testing

@testable import DaybookTUI

@Suite("Day text")
struct DayTextTests {
  @Test func namesMonthsAndDays() throws {
    let day = try #require(Day(iso: "2026-12-06"))
    #expect(DayText.monthName(day) == "December")
    #expect(DayText.monthAbbreviation(day) == "Dec")
    #expect(DayText.monthTitle(day) == "December 2026")
    #expect(DayText.short(day) == "Dec 6")
    #expect(DayText.weekdayShort(day.weekday) == "Su")
    #expect(DayText.weekdayAbbreviation(.monday) == "Mon")
    #expect(DayText.weekdayShort(.saturday) == "Sa")
  }
}
