import DaybookCore
import Testing

@Suite struct DayTests {
  @Test func addingDaysCrossesMonthAndYearEnds() {
    #expect(day("2026-01-31").adding(days: 1) == day("2026-02-01"))
    #expect(day("2026-02-28").adding(days: 1) == day("2026-03-01"))
    #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(day("2024-02-29").adding(days: 1) == day("2024-03-01"))
    #expect(day("2026-12-31").adding(days: 1) == day("2027-01-01"))
    #expect(day("2027-01-01").adding(days: -1) == day("2026-12-31"))
    #expect(day("2026-03-01").adding(days: -1) == day("2026-02-28"))
    #expect(day("2026-01-01").adding(days: 365) == day("2027-01-01"))
    #expect(day("2024-01-01").adding(days: 365) == day("2024-12-31"))
  }

  @Test func addingMonthsClampsToTheTargetMonth() {
    #expect(day("2024-02-29").adding(months: 12) == day("2025-02-28"))
    #expect(day("2024-02-29").adding(months: 48) == day("2028-02-29"))
    #expect(day("2024-01-31").adding(months: 1) == day("2024-02-29"))
    #expect(day("2026-01-31").adding(months: 1) == day("2026-02-28"))
    #expect(day("2026-03-31").adding(months: -1) == day("2026-02-28"))
    #expect(day("2026-05-31").adding(months: 1) == day("2026-06-30"))
    #expect(day("2026-12-15").adding(months: 1) == day("2027-01-15"))
    #expect(day("2026-01-15").adding(months: -1) == day("2025-12-15"))
    #expect(day("2026-01-15").adding(months: -13) == day("2024-12-15"))
  }

  @Test func leapDaysExistOnlyInLeapYears() {
    #expect(Day(year: 2028, month: 2, day: 29) == day("2028-02-29"))
    #expect(Day(year: 2000, month: 2, day: 29)?.iso == "2000-02-29")
    #expect(Day(year: 2026, month: 2, day: 29) == nil)
    #expect(Day(year: 1900, month: 2, day: 29) == nil)
    #expect(Day(year: 2026, month: 4, day: 31) == nil)
    #expect(Day(year: 2026, month: 13, day: 1) == nil)
    #expect(Day(year: 0, month: 1, day: 1) == nil)
  }

  @Test func daysUntilCountsSignedWholeDays() {
    #expect(day("2026-12-03").days(until: day("2026-12-10")) == 7)
    #expect(day("2026-12-10").days(until: day("2026-12-03")) == -7)
    #expect(day("2024-01-01").days(until: day("2025-01-01")) == 366)
  }

  @Test func ordinalRoundTripsOverEveryValidDay() {
    let first = day("0001-01-01")
    let last = day("9999-12-31")
    #expect(day("1970-01-01").ordinal == 0)
    #expect(day("2000-01-01").ordinal == 10_957)
    #expect(first.ordinal == -719_162)
    #expect(last.ordinal == 2_932_896)
    var previous = first
    var failures = 0
    for ordinal in (first.ordinal + 1)...last.ordinal {
      let current = Day(ordinal: ordinal)
      let expected =
        previous.day < Day.daysIn(month: previous.month, year: previous.year)
        ? (previous.year, previous.month, previous.day + 1)
        : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
      if current.ordinal != ordinal
        || (current.year, current.month, current.day) != expected
      {
        failures += 1
      }
      previous = current
    }
    #expect(failures == 0)
    #expect(previous == last)
  }

  @Test func weekdayOfKnownDates() {
    #expect(day("1970-01-01").weekday == .thursday)
    #expect(day("2000-01-01").weekday == .saturday)
    #expect(day("2024-02-29").weekday == .thursday)
    #expect(day("2026-03-08").weekday == .sunday)
    #expect(day("2026-12-25").weekday == .friday)
    #expect(day("1969-12-31").weekday == .wednesday)
    #expect(day("0001-01-01").weekday == .monday)
  }

  @Test func monthGridStartsOnTheConfiguredWeekday() {
    // March 2026 starts on a Sunday.
    let march = day("2026-03-15")
    let mondayGrid = march.monthGrid(weekStart: .monday)
    let sundayGrid = march.monthGrid(weekStart: .sunday)
    #expect(mondayGrid.count == 6)
    #expect(mondayGrid.allSatisfy { $0.count == 7 })
    #expect(mondayGrid[0][0] == day("2026-02-23"))
    #expect(mondayGrid[0][6] == day("2026-03-01"))
    #expect(mondayGrid[5][6] == day("2026-04-05"))
    #expect(sundayGrid[0][0] == day("2026-03-01"))
    #expect(sundayGrid[5][6] == day("2026-04-11"))
    // June 2026 starts on a Monday.
    #expect(day("2026-06-20").monthGrid(weekStart: .monday)[0][0] == day("2026-06-01"))
    #expect(day("2026-06-20").monthGrid(weekStart: .sunday)[0][0] == day("2026-05-31"))
  }

  @Test func isoParsesExactlyYearMonthDay() {
    #expect(Day(iso: "2026-12-03") == Day(year: 2026, month: 12, day: 3))
    #expect(day("0001-01-01").iso == "0001-01-01")
    #expect(day("2026-02-03").description == "2026-02-03")
  }

  @Test(arguments: [
    "", "2026-2-3", "2026-02-3", "2026-02-30", "2026/02/03", "2026-02-03 ", " 2026-02-03",
    "+026-02-03", "2026-13-01", "2026-00-10", "0000-01-01", "abcd-ef-gh", "２０２６-02-03",
    "20260203", "2026-02-03T00:00",
  ])
  func isoRejects(_ text: String) {
    #expect(Day(iso: text) == nil)
  }

  @Test func throughListsInclusiveDays() {
    #expect(
      day("2026-12-30").through(day("2027-01-02")).map(\.iso)
        == ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"])
    #expect(day("2026-12-30").through(day("2026-12-29")) == [])
  }

  @Test func parseClockAcceptsHoursAndMinutes() {
    #expect(LocalTime.parseClock("09:05")?.hour == 9)
    #expect(LocalTime.parseClock("9:05")?.minute == 5)
    #expect(LocalTime.parseClock("23:59")?.hour == 23)
    #expect(LocalTime.parseClock("24:00") == nil)
    #expect(LocalTime.parseClock("12:60") == nil)
    #expect(LocalTime.parseClock("12:5") == nil)
    #expect(LocalTime.parseClock("1205") == nil)
  }
}

/// These tests change `TZ` in-process; they run one at a time and through `withTimeZone`.
@Suite(.serialized) struct LocalTimeDSTTests {
  private let newYork = "America/New_York"

  @Test func springForwardDayHas23Hours() {
    withTimeZone(newYork) {
      let start = LocalTime.timestamp(of: day("2026-03-08"))
      let next = LocalTime.timestamp(of: day("2026-03-09"))
      #expect(start == Timestamp(day("2026-03-08").ordinal) * 86_400 + 5 * 3_600)
      #expect(next - start == 23 * 3_600)
    }
  }

  @Test func fallBackDayHas25HoursSoAdding86400StaysOnTheSameDay() {
    withTimeZone(newYork) {
      let start = LocalTime.timestamp(of: day("2026-11-01"))
      let next = LocalTime.timestamp(of: day("2026-11-02"))
      #expect(next - start == 25 * 3_600)
      #expect(LocalTime.day(of: start + 86_400) == day("2026-11-01"))
      #expect(LocalTime.text(of: start + 86_400) == "2026-11-01 23:00")
    }
  }

  @Test func dayRoundTripsEveryHourAroundBothChanges() {
    withTimeZone(newYork) {
      let days =
        day("2026-03-07").through(day("2026-03-09"))
        + day("2026-10-31").through(day("2026-11-02"))
      var mismatches: [String] = []
      for current in days {
        for hour in 0..<24 {
          for minute in [0, 30, 59] {
            let stamp = LocalTime.timestamp(of: current, hour: hour, minute: minute)
            if LocalTime.day(of: stamp) != current { mismatches.append("\(current) \(hour)") }
          }
        }
      }
      #expect(mismatches == [])
    }
  }

  @Test func skippedAndRepeatedWallTimes() {
    withTimeZone(newYork) {
      // 02:30 does not exist on 2026-03-08; glibc's mktime moves it forward an hour.
      let skipped = LocalTime.timestamp(of: day("2026-03-08"), hour: 2, minute: 30)
      #expect(LocalTime.text(of: skipped) == "2026-03-08 03:30")
      // 01:30 happens twice on 2026-11-01; either instant is still that day.
      let repeated = LocalTime.timestamp(of: day("2026-11-01"), hour: 1, minute: 30)
      #expect(LocalTime.day(of: repeated) == day("2026-11-01"))
      #expect(LocalTime.day(of: repeated + 3_600) == day("2026-11-01"))
      let lateEvening = LocalTime.timestamp(of: day("2026-11-01"), hour: 23)
      #expect(LocalTime.clockText(of: lateEvening) == "23:00")
    }
  }
}
