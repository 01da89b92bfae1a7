import DaybookCore
import Testing

@Suite struct LanguageTests {
  @Test func localeDecidesTheFirstLanguage() {
    #expect(Language(environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
    #expect(Language(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == .ja)
    #expect(Language(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .ja)
    #expect(Language(environment: ["LANG": "C.UTF-8"]) == nil)
    #expect(Language(environment: [:]) == nil)
  }

  @Test func calendarTextInEachLanguage() {
    let day = Day(iso: "2026-11-29")!
    #expect(CalendarText.monthTitle(day, .en) == "November 2026")
    #expect(CalendarText.monthTitle(day, .ko) == "2026년 11월")
    #expect(CalendarText.monthTitle(day, .ja) == "2026年11月")
    #expect(CalendarText.weekdayShort(.sunday, .ko) == "일")
    #expect(CalendarText.dDay(2, .ja) == "D-2")
    #expect(CalendarText.dDay(0, .ko) == "오늘")
    #expect(CalendarText.dDay(-3, .en) == "3 days late")
    #expect(CalendarText.dDay(-1, .ja) == "1日遅れ")
  }

  @Test func placeholderMismatchIsReported() {
    enum Broken: String, Localized {
      case a
      var translation: Translation { Translation("{0} left", ko: "남음", ja: " ") }
    }
    #expect(
      Localization.problems(in: Broken.self) == [
        "Broken.a has other placeholders in ko", "Broken.a is blank in ja",
      ])
  }
}
