import Expectations
import Testing

@testable import DaybookCore

@Suite struct CoreTranslationTableTests {
  @Test func everyCoreTableIsComplete() {
    #expect(Localization.problems(in: RelativeText.self).isEmpty)
    #expect(Localization.problems(in: VocabularyText.self).isEmpty)
    #expect(Localization.problems(in: ReminderText.self).isEmpty)
  }

  @Test func domainValuesAreNamedInEachLanguage() {
    expectEqual(Mood.good.name(.ko), "좋음")
    expectEqual(Weather.rain.name(.ja), "雨")
    expectEqual(CareKind.repot.name(.en), "repot")
    expectEqual(IntakeKind.water.name(.ko), "물")
    expectEqual(TodoBucket.next7Days.title(.ja), "7日以内")
    // Every mood, weather and care kind has its own entry, not the raw value.
    for mood in Mood.allCases { #expect(mood.name(.ko) != mood.rawValue) }
    for weather in Weather.allCases { #expect(weather.name(.ja) != weather.rawValue) }
    for kind in CareKind.allCases { #expect(kind.name(.ko) != kind.rawValue) }
  }

  @Test func remindersAreWrittenInTheDeliveringLanguage() throws {
    let plant = Plant(id: 3, name: "몬스테라", intervalDays: 7)
    let status = WateringSchedule.status(
      for: plant, lastWatered: Day(iso: "2026-11-22"), today: Day(iso: "2026-11-29")!)
    let noon = LocalTime.timestamp(of: Day(iso: "2026-11-29")!, hour: 12, minute: 0)
    let due = ReminderSchedule.due(
      between: noon - 60, and: noon, plants: [status], todos: [], entryDays: [], intake: [:],
      goal: GoalSettings(), settings: ReminderSettings(), language: .ko)
    expectEqual(due.map(\.message), ["오늘 몬스테라에 물을 주세요 (7일마다)"])
  }
}
