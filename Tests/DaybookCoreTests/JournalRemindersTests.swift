import Expectations
import Testing

@testable import DaybookCore

/// Delivering reminders through the journal: once per key, a moving last run, dry runs.
@Suite(.serialized) struct JournalRemindersTests {
  private func utc(_ text: String, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    Timestamp(day(text).ordinal * 86_400 + hour * 3600 + minute * 60)
  }

  /// Runs `body` in UTC, recording a thrown error as a test failure.
  private func inUTC(_ body: () throws -> Void) {
    withTimeZone("UTC") {
      do { try body() } catch { Issue.record(error) }
    }
  }

  /// A journal with Monstera (every 7 days, watered 2026-11-29) and a todo due 2026-12-06.
  private func journal() throws -> (Journal, Plant) {
    let journal = try Journal.inMemory()
    let plant = try journal.addPlant(
      Plant(name: "Monstera", intervalDays: 7), at: utc("2026-11-20", 9))
    try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: utc("2026-11-29", 9)))
    try journal.addTodo(Todo(title: "Repot", due: day("2026-12-06")), at: utc("2026-11-20", 9))
    for day in day("2026-11-01").through(day("2026-12-31")) {
      try journal.saveEntry(Entry(day: day, body: "written"), at: utc("2026-11-20", 9))
    }
    return (journal, plant)
  }

  @Test func settingsRoundTripUnderDocumentedKeys() {
    inUTC {
      let journal = try Journal.inMemory()
      try expectEqual(journal.reminderSettings(), ReminderSettings())
      var settings = ReminderSettings()
      settings.setEnabled(false, .waterPace)
      if let time = ReminderTime(text: "09:30") { settings.setTime(time, of: .plantEve) }
      try journal.saveReminderSettings(settings)
      try expectEqual(journal.reminderSettings(), settings)
      try expectEqual(journal.setting("reminder_plant_eve_time"), "09:30")
      try expectEqual(journal.setting("reminder_diary_time"), "23:00")
      try expectEqual(journal.setting("reminder_water_pace_enabled"), "0")
      try expectEqual(journal.setting("reminder_todo_eve_enabled"), "1")
    }
  }

  @Test func deliversOnceForTheSameNow() {
    inUTC {
      let (journal, plant) = try journal()
      let now = utc("2026-12-05", 20, 30)
      let first = try journal.deliverDueReminders(now: now)
      // Keys name plants and todos by uid: delivered on one synced machine, known on all.
      let plantUID = try #require(try journal.recordID(.plant, of: plant.id))
      let todoUID = try #require(try journal.recordID(.todo, of: 1))
      expectEqual(
        first.map(\.key), ["plant-eve:\(plantUID):2026-12-06", "todo-eve:\(todoUID):2026-12-06"])
      #expect(try journal.deliverDueReminders(now: now).isEmpty)
      try expectEqual(journal.remindersLastRun(), now)
      let stored = try journal.notifications()
      expectEqual(Set(stored.map(\.key)), Set(first.map(\.key)))
      expectEqual(stored.first { $0.kind == "todo-eve" }?.firedAt, utc("2026-12-05", 20))
      try expectEqual(journal.unreadNotificationCount(), 2)
    }
  }

  @Test func aKeyAlreadyRecordedIsNotDeliveredAgainEvenIfTheWindowRepeats() {
    inUTC {
      let (journal, _) = try journal()
      let now = utc("2026-12-05", 20, 30)
      try expectEqual(journal.deliverDueReminders(now: now).count, 2)
      // A clock set back: the last run is later than now, so the window is empty.
      #expect(try journal.deliverDueReminders(now: now - 3600).isEmpty)
      // Forget the last run: the window covers the same reminders, the keys stop them.
      try journal.setSetting(ReminderSettings.lastRunKey, nil)
      #expect(try journal.deliverDueReminders(now: now).isEmpty)
    }
  }

  @Test func firstRunLooksBackAtMostTheLookback() {
    inUTC {
      let (journal, _) = try journal()
      // The eve reminder was at 10:00, eleven hours before: outside a 6-hour lookback.
      let now = utc("2026-12-05", 21)
      try expectEqual(
        journal.deliverDueReminders(now: now, lookback: 6 * 3600).map(\.kind), [.todoEve])
      // After a long pause only the last day is caught up.
      try journal.setSetting(ReminderSettings.lastRunKey, String(utc("2026-11-01", 0)))
      let later = try journal.deliverDueReminders(now: utc("2026-12-06", 12, 30))
      #expect(later.map(\.fireAt).allSatisfy { $0 > utc("2026-12-05", 12, 30) })
    }
  }

  @Test func wateringAfterTheEveReminderMeansNoReminderOnTheDay() {
    inUTC {
      let (journal, plant) = try journal()
      let plantUID = try #require(try journal.recordID(.plant, of: plant.id))
      try expectEqual(
        journal.deliverDueReminders(now: utc("2026-12-05", 10, 5)).map(\.key),
        ["plant-eve:\(plantUID):2026-12-06"])
      try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: utc("2026-12-05", 18)))
      try expectEqual(
        journal.deliverDueReminders(now: utc("2026-12-06", 13)).map(\.kind), [.todoEve])
      try expectEqual(journal.notifications().contains { $0.kind == "plant-day" }, false)
    }
  }

  @Test func dryRunRecordsNothing() {
    inUTC {
      let (journal, _) = try journal()
      let now = utc("2026-12-05", 20, 30)
      let pending = try journal.pendingReminders(now: now)
      expectEqual(pending.count, 2)
      #expect(try journal.notifications().isEmpty)
      try expectEqual(journal.remindersLastRun(), nil)
      try expectEqual(journal.deliverDueReminders(now: now), pending)
      #expect(try journal.pendingReminders(now: now + 60).isEmpty)
    }
  }

  @Test func statusSnapshotCountsToday() {
    inUTC {
      let (journal, plant) = try journal()
      try journal.addTodo(Todo(title: "Call", due: day("2026-12-06")), at: utc("2026-11-20", 9))
      try journal.setTodoDone(id: 2, at: utc("2026-12-06", 9))
      try journal.addIntake(
        Intake(kind: .caffeine, amount: 2, unit: .shot, at: utc("2026-12-06", 8)))
      try journal.addIntake(
        Intake(kind: .caffeine, amount: 50, unit: .mg, at: utc("2026-12-05", 8)))
      try journal.recordNotification(
        NotificationRecord(key: "k", kind: "diary", message: "m", firedAt: utc("2026-12-05", 23)))
      let snapshot = try journal.statusSnapshot(today: day("2026-12-06"))
      #expect(snapshot.hasEntry)
      expectEqual(snapshot.plantsDue, 1)
      expectEqual(snapshot.todoProgress, TodayProgress(done: 1, total: 2))
      expectEqual(snapshot.intake.caffeineMg, 150)
      expectEqual(snapshot.unread, 1)
      try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: utc("2026-12-06", 9)))
      try expectEqual(journal.statusSnapshot(today: day("2026-12-06")).plantsDue, 0)
      let unread = try #require(try journal.notifications(unreadOnly: true).first)
      try journal.markNotificationRead(id: unread.id, at: utc("2026-12-06", 10))
      try expectEqual(journal.statusSnapshot(today: day("2026-12-06")).unread, 0)
    }
  }
}
