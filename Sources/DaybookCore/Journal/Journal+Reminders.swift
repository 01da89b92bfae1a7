extension Journal {
  /// The reminder times and switches from the settings table (see `ReminderSettings`).
  public func reminderSettings() throws -> ReminderSettings {
    ReminderSettings(settings: try allSettings().merging(Journal.checked(settingOverrides)) { $1 })
  }

  /// Stores every kind's time and switch.
  public func saveReminderSettings(_ settings: ReminderSettings) throws {
    try db.transaction {
      for kind in ReminderKind.allCases {
        try setSetting(ReminderSettings.timeKey(kind), settings.time(of: kind).description)
        try setSetting(ReminderSettings.enabledKey(kind), settings.isEnabled(kind) ? "1" : "0")
      }
    }
  }

  /// When reminders were last delivered, if ever.
  public func remindersLastRun() throws -> Timestamp? {
    try setting(ReminderSettings.lastRunKey).flatMap { Timestamp($0) }
  }

  /// Delivers the reminders that fell due since the last delivery: computes them for the
  /// window from `reminders_last_run` to `now`, records each in the notifications table and
  /// moves `reminders_last_run` to `now`, all in one `BEGIN IMMEDIATE` transaction. Returns
  /// only the reminders recorded by this call, oldest first.
  ///
  /// The window never reaches back more than `lookback` seconds: a computer that was off for
  /// a week is not greeted by a week of stale reminders. The first run ever begins at today's
  /// midnight, so a journal started today is not told what it missed yesterday.
  /// Two processes delivering at once serialize on the write lock, and the notification key
  /// is UNIQUE, so each reminder is delivered exactly once.
  public func deliverDueReminders(
    now: Timestamp, lookback: Timestamp = 24 * 60 * 60, language: Language = .en
  ) throws -> [Reminder] {
    try db.transaction {
      let due = try dueReminders(now: now, lookback: lookback, language: language)
      var delivered: [Reminder] = []
      for reminder in due where try recordNotification(reminder.notification) {
        delivered.append(reminder)
      }
      try setSetting(ReminderSettings.lastRunKey, String(now))
      return delivered
    }
  }

  /// Undoes the delivery of reminders that could not be shown (notify-send failed): their
  /// records go and the last run moves back before the earliest, so the next run delivers
  /// them again (and only them: the others are still recorded).
  public func releaseReminders(_ reminders: [Reminder]) throws {
    guard let earliest = reminders.map(\.fireAt).min() else { return }
    try db.transaction {
      for reminder in reminders {
        try db.run("DELETE FROM notifications WHERE key = ?", reminder.key)
      }
      if let last = try remindersLastRun(), last >= earliest {
        try setSetting(ReminderSettings.lastRunKey, String(earliest - 1))
      }
    }
  }

  /// What `deliverDueReminders` would deliver at `now`, changing nothing.
  public func pendingReminders(
    now: Timestamp, lookback: Timestamp = 24 * 60 * 60, language: Language = .en
  ) throws -> [Reminder] {
    try dueReminders(now: now, lookback: lookback, language: language).filter {
      try !isNotificationRecorded(key: $0.key)
    }
  }

  /// Whether a notification with this key was delivered.
  public func isNotificationRecorded(key: String) throws -> Bool {
    try db.scalar("SELECT 1 FROM notifications WHERE key = ?", [key]) != nil
  }

  private func dueReminders(now: Timestamp, lookback: Timestamp, language: Language) throws
    -> [Reminder]
  {
    let earliest = now - max(lookback, 0)
    let firstRun = LocalTime.timestamp(of: LocalTime.day(of: now))
    let start = min(max(try remindersLastRun() ?? firstRun, earliest), now)
    guard start < now else { return [] }
    let first = LocalTime.day(of: start).adding(days: -1)
    let last = LocalTime.day(of: now).adding(days: 1)
    let goal = try settings().goal
    let intakes = try intakes(from: first, to: last)
    return try withStableKeys(
      ReminderSchedule.due(
        between: start, and: now,
        plants: try wateringStatuses(today: LocalTime.day(of: now)),
        todos: try openTodos(dueFrom: first, to: last.adding(days: 1)),
        entryDays: try entryDays(from: first, to: last),
        intake: IntakeGoals.totals(of: intakes, settings: goal), goal: goal,
        settings: try reminderSettings(),
        caffeine: intakes.filter { $0.kind == .caffeine },
        usualCaffeineTimes: try usualCaffeineTimes(before: LocalTime.day(of: now)),
        language: language))
  }

  /// The usual caffeine times learned from the `CaffeineHabit.weeks` weeks before `today`.
  public func usualCaffeineTimes(before today: Day) throws -> [ReminderTime] {
    let sips = try intakes(from: today.adding(days: -7 * CaffeineHabit.weeks), to: today)
      .filter { $0.kind == .caffeine }
      .map { intake in
        let clock = LocalTime.components(of: intake.at)
        return CaffeineHabit.Sip(day: intake.day, minute: clock.hour * 60 + clock.minute)
      }
    return CaffeineHabit.usualTimes(sips, before: today)
  }
}
