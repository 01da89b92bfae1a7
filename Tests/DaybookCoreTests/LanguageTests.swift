import DaybookCore
import Expectations
import Testing

@Suite struct LanguageTests {
  @Test func localeDecidesTheFirstLanguage() {
    expectEqual(Language(environment: ["LANG": "ko_KR.UTF-8"]), .ko)
    expectEqual(Language(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "ja_JP.UTF-8"]), .ja)
    expectEqual(Language(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]), .ja)
    expectEqual(Language(environment: ["LANG": "C.UTF-8"]), nil)
    expectEqual(Language(environment: [:]), nil)
  }

  @Test func calendarTextInEachLanguage() {
    let day = Day(iso: "2026-11-29")!
    expectEqual(CalendarText.monthTitle(day, .en), "November 2026")
    expectEqual(CalendarText.monthTitle(day, .ko), "2026년 11월")
    expectEqual(CalendarText.monthTitle(day, .ja), "2026年11月")
    expectEqual(CalendarText.weekdayShort(.sunday, .ko), "일")
    expectEqual(CalendarText.dDay(2, .ja), "D-2")
    expectEqual(CalendarText.dDay(0, .ko), "오늘")
    expectEqual(CalendarText.dDay(-3, .en), "3 days late")
    expectEqual(CalendarText.dDay(-1, .ja), "1日遅れ")
  }

  @Test func placeholderMismatchIsReported() {
    enum Broken: String, Localized {
      case a
      var translation: Translation { Translation("{0} left", ko: "남음", ja: " ") }
    }
    expectEqual(
      Localization.problems(in: Broken.self),
      [
        "Broken.a has other placeholders in ko", "Broken.a is blank in ja",
      ])
  }
}
