import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// The effects behind the notification centre and the first-run language, on a real
/// (in-memory) journal.
@Suite struct NotificationEffectTests {
  let journal: Journal
  let runner: EffectRunner

  init() throws {
    journal = try Journal.inMemory()
    runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
  }

  /// A plant last watered a week before Fixture.now (12:00): due today, reminder at 12:00.
  func addDuePlant() throws -> Plant {
    let plant = try journal.addPlant(Plant(name: "몬스테라", intervalDays: 7), at: 0)
    _ = try journal.addCare(
      CareEvent(plantID: plant.id, kind: .water, at: Fixture.now - 7 * 86_400))
    return plant
  }

  @Test func deliveringRecordsDueRemindersOnceInTheInterfaceLanguage() throws {
    let plant = try addDuePlant()
    try journal.saveSettings(JournalSettings(language: "ja"))
    let first = runner.perform(.deliverReminders(now: Fixture.now))
    guard case .notifications(.remindersDelivered(let messages)) = first.first else {
      Issue.record("unexpected \(first)")
      return
    }
    #expect(messages.contains("今日 몬스테라 に水をあげましょう（7日ごと）"))
    #expect(try journal.notifications().contains { $0.target == "plant:\(plant.id)" })
    // Delivered once: the next minute brings nothing new.
    expectEqual(
      runner.perform(.deliverReminders(now: Fixture.now + 60)),
      [.notifications(.remindersDelivered(messages: []))])
  }

  @Test func beforeOnboardingRemindersFollowTheLocale() throws {
    _ = try addDuePlant()
    let korean = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent", "LANG": "ko_KR.UTF-8"],
      executablePath: "/nonexistent/bin/daybook")
    try expectEqual(journal.settings().language, nil)
    let delivered = korean.perform(.deliverReminders(now: Fixture.now))
    guard case .notifications(.remindersDelivered(let messages)) = delivered.first else {
      Issue.record("unexpected \(delivered)")
      return
    }
    #expect(!messages.isEmpty)
    #expect(messages.allSatisfy { !$0.contains("Water") })
    #expect(messages.contains { $0.contains("몬스테라") && $0.contains("물") })
  }

  @Test func loadingMarkingOneAndMarkingAll() throws {
    _ = try addDuePlant()
    // Reminders last ran a day ago: yesterday evening's diary reminder comes with the plant's.
    try journal.setSetting(ReminderSettings.lastRunKey, String(Fixture.now - 86_400))
    _ = runner.perform(.deliverReminders(now: Fixture.now))
    let all = try journal.notifications()
    expectEqual(all.count, 2)
    expectEqual(
      runner.perform(.loadNotifications(unreadOnly: false)),
      [.notifications(.loaded(all, unreadOnly: false))])
    let newest = try #require(all.first)
    expectEqual(runner.perform(.markNotificationRead(newest.id)), [.unreadCounted(1)])
    try expectEqual(journal.notifications().first?.readAt, Fixture.now)
    expectEqual(
      runner.perform(.loadNotifications(unreadOnly: true)),
      [.notifications(.loaded(Array(all.dropFirst()), unreadOnly: true))])
    expectEqual(runner.perform(.markAllNotificationsRead), [.unreadCounted(0)])
    #expect(try journal.notifications(unreadOnly: true).isEmpty)
  }

  @Test func theLocaleChoosesTheLanguageUntilOneIsSet() throws {
    let korean = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["LANG": "ko_KR.UTF-8"],
      executablePath: "/nonexistent/bin/daybook")
    expectEqual(
      korean.perform(.loadSettings),
      [.settingsLoaded(JournalSettings(language: "ko"), journalIsEmpty: true)])
    try journal.saveSettings(JournalSettings(language: "en"))
    expectEqual(
      korean.perform(.loadSettings),
      [.settingsLoaded(JournalSettings(language: "en"), journalIsEmpty: true)])
    // C.UTF-8 names no language Daybook speaks: the setting stays unset (English).
    try journal.saveSettings(JournalSettings())
    let plain = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["LANG": "C.UTF-8"],
      executablePath: "/nonexistent/bin/daybook")
    expectEqual(
      plain.perform(.loadSettings), [.settingsLoaded(JournalSettings(), journalIsEmpty: true)])
  }
}
