import DaybookCore
import Expectations
import Testing

/// The usual caffeine time learned from records and its reminder, across daylight saving.
@Suite(.serialized) struct CaffeineHabitTests {
  private func utc(_ text: String, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    Timestamp(day(text).ordinal * 86_400 + hour * 3600 + minute * 60)
  }

  private func local(_ text: String, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    LocalTime.timestamp(of: day(text), hour: hour, minute: minute)
  }

  private func sips(from first: String, days: Int, at minutes: [Int]) -> [CaffeineHabit.Sip] {
    (0..<days).flatMap { offset in
      minutes.map { CaffeineHabit.Sip(day: day(first).adding(days: offset), minute: $0) }
    }
  }

  private func time(_ text: String) -> ReminderTime {
    guard let time = ReminderTime(text: text) else { fatalError("bad time \(text)") }
    return time
  }

  @Test func learnsEachBusyWindowAsItsMedianMinute() {
    // Mornings around 09:00 on 20 days, afternoons 14:25–14:35 on 10, one late cola.
    var all = sips(from: "2026-11-01", days: 20, at: [9 * 60])
    all += sips(from: "2026-11-01", days: 5, at: [8 * 60 + 50])
    all += sips(from: "2026-11-10", days: 5, at: [14 * 60 + 25])
    all += sips(from: "2026-11-15", days: 5, at: [14 * 60 + 35])
    all.append(CaffeineHabit.Sip(day: day("2026-11-20"), minute: 20 * 60))
    expectEqual(
      CaffeineHabit.usualTimes(all, before: day("2026-11-29")), [time("09:00"), time("14:35")])
  }

  @Test func needsFiveDaysWithinFourWeeksBeforeToday() {
    let four = sips(from: "2026-11-20", days: 4, at: [600])
    #expect(CaffeineHabit.usualTimes(four, before: day("2026-11-29")).isEmpty)
    // Older than four weeks, or today itself, does not count.
    let old = sips(from: "2026-10-01", days: 10, at: [600])
    #expect(CaffeineHabit.usualTimes(old, before: day("2026-11-29")).isEmpty)
    let withToday = four + [CaffeineHabit.Sip(day: day("2026-11-29"), minute: 600)]
    #expect(CaffeineHabit.usualTimes(withToday, before: day("2026-11-29")).isEmpty)
    let five = four + [CaffeineHabit.Sip(day: day("2026-11-28"), minute: 610)]
    expectEqual(CaffeineHabit.usualTimes(five, before: day("2026-11-29")), [time("10:00")])
  }

  @Test func remindsFifteenMinutesBeforeAndNotBeforeMidnight() {
    expectEqual(CaffeineHabit.reminderTime(for: time("14:30")), time("14:15"))
    expectEqual(CaffeineHabit.reminderTime(for: time("00:05")), time("00:00"))
    #expect(CaffeineHabit.isNearLimit(320, limitMg: 400))
    #expect(!CaffeineHabit.isNearLimit(319, limitMg: 400))
    #expect(!CaffeineHabit.isNearLimit(500, limitMg: 0))
  }

  private func due(
    from start: Timestamp, to end: Timestamp, caffeine: [Intake], usual: [ReminderTime],
    goal: GoalSettings = GoalSettings(), settings: ReminderSettings = ReminderSettings()
  ) -> [Reminder] {
    ReminderSchedule.due(
      between: start, and: end, plants: [], todos: [],
      entryDays: Set(
        day("2026-03-01").through(day("2026-03-31")) + day("2026-10-20").through(day("2026-11-05"))),
      intake: [:], goal: goal, settings: settings, caffeine: caffeine,
      usualCaffeineTimes: usual)
  }

  @Test func remindsAtTheSameWallClockTimeAcrossSpringForwardInNewYork() {
    withTimeZone("America/New_York") {
      // 2026-03-08 02:00 EST jumps to 03:00 EDT.
      let caffeine = ["2026-03-07", "2026-03-08", "2026-03-09"].flatMap { text in
        [
          Intake(kind: .caffeine, amount: 4, unit: .shot, at: local(text, 9)),
          Intake(
            kind: .caffeine, amount: 30, unit: .mg, at: local(text, 13, 30), drink: "cola-can"),
        ]
      }
      let reminders = due(
        from: local("2026-03-07", 0), to: local("2026-03-09", 0), caffeine: caffeine,
        usual: [time("14:30")])
      expectEqual(reminders.map(\.key), ["caffeine-time:2026-03-07", "caffeine-time:2026-03-08"])
      expectEqual(reminders.map(\.fireAt), [utc("2026-03-07", 19, 15), utc("2026-03-08", 18, 15)])
      expectEqual(reminders.map(\.kind), [.caffeineTime, .caffeineTime])
      expectEqual(
        reminders.first?.message,
        "Your usual caffeine time is 14:30: 330 of 400 mg today, near the limit")
    }
  }

  @Test func remindsOnceADayAtTheFirstUsualTimeNearTheLimitAcrossFallBackInBerlin() {
    withTimeZone("Europe/Berlin") {
      // 2026-10-25 03:00 CEST falls back to 02:00 CET: a 25-hour day.
      let caffeine = [
        Intake(kind: .caffeine, amount: 150, unit: .mg, at: local("2026-10-25", 8)),
        Intake(kind: .caffeine, amount: 150, unit: .mg, at: local("2026-10-25", 11)),
        Intake(kind: .caffeine, amount: 150, unit: .mg, at: local("2026-10-25", 15)),
      ]
      let usual = [time("09:00"), time("14:00"), time("16:30")]
      let reminders = due(
        from: local("2026-10-25", 0), to: local("2026-10-26", 0), caffeine: caffeine, usual: usual)
      // 09:00 finds 150 mg (not near); 14:00 finds 300 mg (not near); 16:30 finds 450 mg.
      expectEqual(reminders.map(\.key), ["caffeine-time:2026-10-25"])
      expectEqual(reminders.map(\.fireAt), [utc("2026-10-25", 15, 15)])
      expectEqual(
        reminders.first?.message,
        "Your usual caffeine time is 16:30: 450 of 400 mg today, the limit is reached")
      // A window that ends before the instant delivers nothing yet; one after it, the reminder.
      #expect(
        due(
          from: local("2026-10-25", 0), to: local("2026-10-25", 16, 14), caffeine: caffeine,
          usual: usual
        ).isEmpty)
      expectEqual(
        due(
          from: local("2026-10-25", 16, 14), to: local("2026-10-25", 16, 15), caffeine: caffeine,
          usual: usual
        ).count, 1)
    }
  }

  @Test func noReminderWhenOffInZeroCaffeineModeOrFarFromTheLimit() {
    withTimeZone("Europe/Berlin") {
      let caffeine = [Intake(kind: .caffeine, amount: 350, unit: .mg, at: local("2026-10-25", 8))]
      let usual = [time("10:00")]
      let window = (local("2026-10-25", 0), local("2026-10-26", 0))
      expectEqual(due(from: window.0, to: window.1, caffeine: caffeine, usual: usual).count, 1)
      var off = ReminderSettings()
      off.setEnabled(false, .caffeineTime)
      #expect(
        due(from: window.0, to: window.1, caffeine: caffeine, usual: usual, settings: off)
          .isEmpty)
      #expect(
        due(
          from: window.0, to: window.1, caffeine: caffeine, usual: usual,
          goal: GoalSettings(mode: .zeroCaffeine)
        ).filter { $0.kind == .caffeineTime }.isEmpty)
      #expect(
        due(
          from: window.0, to: window.1, caffeine: caffeine, usual: usual,
          goal: GoalSettings(caffeineLimitMg: 1000)
        ).isEmpty)
      #expect(due(from: window.0, to: window.1, caffeine: caffeine, usual: []).isEmpty)
    }
  }

  @Test func theJournalLearnsTheTimeAcrossFallBackAndDeliversOnce() throws {
    try withTimeZoneThrowing("Europe/Berlin") {
      let journal = try Journal.inMemory()
      for offset in 0..<20 {
        let text = day("2026-10-12").adding(days: offset).iso
        try journal.addIntake(
          Intake(kind: .caffeine, amount: 75, unit: .mg, at: local(text, 14, 30)))
      }
      try expectEqual(journal.usualCaffeineTimes(before: day("2026-11-01")), [time("14:30")])
      try journal.addIntake(
        Intake(
          kind: .caffeine, amount: 350, unit: .mg, at: local("2026-11-01", 9),
          drink: "cold-brew-grande"))
      try journal.setSetting(ReminderSettings.lastRunKey, String(local("2026-11-01", 12)))
      let delivered = try journal.deliverDueReminders(now: local("2026-11-01", 15))
      expectEqual(delivered.map(\.key), ["caffeine-time:2026-11-01"])
      expectEqual(delivered.map(\.fireAt), [local("2026-11-01", 14, 15)])
      #expect(
        try journal.deliverDueReminders(now: local("2026-11-01", 23, 30))
          .filter { $0.kind == .caffeineTime }.isEmpty)
      try journal.setSetting(ReminderSettings.enabledKey(.caffeineTime), "0")
      try journal.setSetting(ReminderSettings.lastRunKey, String(local("2026-11-02", 0)))
      try journal.addIntake(
        Intake(kind: .caffeine, amount: 350, unit: .mg, at: local("2026-11-02", 9)))
      #expect(
        try journal.deliverDueReminders(now: local("2026-11-02", 15))
          .filter { $0.kind == .caffeineTime }.isEmpty)
    }
  }
}

private func withTimeZoneThrowing(_ zone: String, _ body: () throws -> Void) throws {
  var failure: (any Error)?
  withTimeZone(zone) {
    do { try body() } catch { failure = error }
  }
  if let failure { throw failure }
}
