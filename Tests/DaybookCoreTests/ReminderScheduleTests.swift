import DaybookCore
import Expectations
import Testing

/// Reminder instants in several time zones; `.serialized` because each test sets `TZ`.
@Suite(.serialized) struct ReminderScheduleTests {
  /// The UTC instant of a wall-clock time, computed without the C library.
  private func utc(_ text: String, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    Timestamp(day(text).ordinal * 86_400 + hour * 3600 + minute * 60)
  }

  private func local(_ text: String, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    LocalTime.timestamp(of: day(text), hour: hour, minute: minute)
  }

  private func plant(id: RowID = 12, name: String = "Monstera", next: String) -> WateringStatus {
    let plant = Plant(id: id, name: name, intervalDays: 7, createdAt: 0)
    let lastWatered = day(next).adding(days: -7)
    return WateringSchedule.status(for: plant, lastWatered: lastWatered, today: lastWatered)
  }

  private func due(
    from start: Timestamp, to end: Timestamp, plants: [WateringStatus] = [], todos: [Todo] = [],
    entryDays: Set<Day> = [], intake: [Day: IntakeTotals] = [:],
    goal: GoalSettings = GoalSettings(), settings: ReminderSettings = ReminderSettings()
  ) -> [Reminder] {
    ReminderSchedule.due(
      between: start, and: end, plants: plants, todos: todos, entryDays: entryDays,
      intake: intake, goal: goal, settings: settings)
  }

  /// Diary reminders would fill every test; a journal with entries on these days has none.
  private func written(_ first: String, _ last: String) -> Set<Day> {
    Set(day(first).through(day(last)))
  }

  @Test func plantEveAndDayAtDefaultTimes() {
    withTimeZone("UTC") {
      let reminders = due(
        from: utc("2026-12-04", 0), to: utc("2026-12-07", 0), plants: [plant(next: "2026-12-06")],
        entryDays: written("2026-12-03", "2026-12-08"))
      expectEqual(
        reminders,
        [
          Reminder(
            key: "plant-eve:12:2026-12-06", kind: .plantEve,
            message: "Water Monstera tomorrow (every 7 days)", target: "plant:12",
            fireAt: utc("2026-12-05", 10)),
          Reminder(
            key: "plant-day:12:2026-12-06", kind: .plantDay,
            message: "Water Monstera today (every 7 days)", target: "plant:12",
            fireAt: utc("2026-12-06", 12)),
        ])
    }
  }

  @Test func windowIsOpenAtTheStartAndClosedAtTheEnd() {
    withTimeZone("UTC") {
      let plants = [plant(next: "2026-12-06")]
      let entries = written("2026-12-03", "2026-12-08")
      let at = utc("2026-12-05", 10)
      expectEqual(
        due(from: at - 60, to: at, plants: plants, entryDays: entries).map(\.key),
        ["plant-eve:12:2026-12-06"])
      #expect(due(from: at, to: at + 60, plants: plants, entryDays: entries).isEmpty)
      #expect(due(from: at, to: at, plants: plants, entryDays: entries).isEmpty)
    }
  }

  @Test func springForwardInNewYork() {
    withTimeZone("America/New_York") {
      // 2026-03-08 02:00 EST jumps to 03:00 EDT: offsets -5 before, -4 after.
      let reminders = due(
        from: local("2026-03-07", 0), to: local("2026-03-09", 0),
        plants: [plant(next: "2026-03-08")],
        todos: [Todo(id: 5, title: "Taxes", due: day("2026-03-09"))])
      expectEqual(
        reminders.map(\.key),
        [
          "plant-eve:12:2026-03-08", "diary:2026-03-07", "plant-day:12:2026-03-08",
          "todo-eve:5:2026-03-09", "diary:2026-03-08",
        ])
      expectEqual(
        reminders.map(\.fireAt),
        [
          utc("2026-03-07", 15), utc("2026-03-08", 4), utc("2026-03-08", 16),
          utc("2026-03-09", 0), utc("2026-03-09", 3),
        ])
      #expect(
        reminders.allSatisfy {
          let clock = LocalTime.components(of: $0.fireAt)
          return [10, 12, 20, 23].contains(clock.hour) && clock.minute == 0
        })
    }
  }

  @Test func fallBackInNewYork() {
    withTimeZone("America/New_York") {
      // 2026-11-01 02:00 EDT falls back to 01:00 EST: the day is 25 hours long.
      let reminders = due(
        from: local("2026-10-31", 0), to: local("2026-11-02", 0),
        plants: [plant(next: "2026-11-01")])
      expectEqual(
        reminders.map(\.key),
        [
          "plant-eve:12:2026-11-01", "diary:2026-10-31", "plant-day:12:2026-11-01",
          "diary:2026-11-01",
        ])
      expectEqual(
        reminders.map(\.fireAt),
        [
          utc("2026-10-31", 14), utc("2026-11-01", 3), utc("2026-11-01", 17),
          utc("2026-11-02", 4),
        ])
    }
  }

  @Test func skippedAndRepeatedClockTimesFireOnce() {
    withTimeZone("America/New_York") {
      var settings = ReminderSettings()
      for (text, kind) in [("02:30", ReminderKind.diary), ("01:30", .todoEve)] {
        if let time = ReminderTime(text: text) { settings.setTime(time, of: kind) }
      }
      let todos = [
        Todo(id: 1, title: "Spring", due: day("2026-03-09")),
        Todo(id: 2, title: "Fall", due: day("2026-11-02")),
      ]
      let entries = written("2026-03-01", "2026-03-31").union(written("2026-10-25", "2026-11-08"))
      // 02:30 does not exist on 2026-03-08; 01:30 happens twice on 2026-11-01.
      let spring = due(
        from: local("2026-03-07", 12), to: local("2026-03-09", 0), todos: todos,
        settings: settings)
      expectEqual(spring.map(\.key), ["todo-eve:1:2026-03-09", "diary:2026-03-08"])
      let fall = due(
        from: local("2026-10-31", 12), to: local("2026-11-02", 12), todos: todos,
        entryDays: entries, settings: settings)
      expectEqual(fall.map(\.key), ["todo-eve:2:2026-11-02"])
      // Split the fall-back night into hour windows: the reminder still comes once.
      var keys: [String] = []
      var cursor = local("2026-11-01", 0)
      while cursor < local("2026-11-01", 6) {
        keys += due(
          from: cursor, to: cursor + 1800, todos: todos, entryDays: entries,
          settings: settings
        ).map(\.key)
        cursor += 1800
      }
      expectEqual(keys, ["todo-eve:2:2026-11-02"])
    }
  }

  @Test func aWindowAcrossMidnight() {
    withTimeZone("Asia/Seoul") {
      var settings = ReminderSettings()
      if let midnight = ReminderTime(hour: 0, minute: 0) {
        settings.setTime(midnight, of: .todoEve)
        settings.setTime(midnight, of: .plantEve)
      }
      let plants = [plant(next: "2026-12-01")]
      let todos = [Todo(id: 5, title: "Rent", due: day("2026-12-01"))]
      let entries = written("2026-11-28", "2026-12-02")
      let reminders = due(
        from: local("2026-11-29", 23, 59), to: local("2026-11-30", 0, 1), plants: plants,
        todos: todos, entryDays: entries, settings: settings)
      expectEqual(reminders.map(\.key), ["plant-eve:12:2026-12-01", "todo-eve:5:2026-12-01"])
      #expect(reminders.allSatisfy { $0.fireAt == local("2026-11-30", 0) })
      expectEqual(LocalTime.text(of: reminders[0].fireAt), "2026-11-30 00:00")
      // Cut exactly at midnight: the reminder belongs to the window ending there.
      let before = due(
        from: local("2026-11-29", 23, 59), to: local("2026-11-30", 0), plants: plants,
        todos: todos, entryDays: entries, settings: settings)
      let after = due(
        from: local("2026-11-30", 0), to: local("2026-11-30", 0, 1), plants: plants,
        todos: todos, entryDays: entries, settings: settings)
      expectEqual(before.count, 2)
      #expect(after.isEmpty)
      // With the default times nothing fires around midnight.
      #expect(
        due(
          from: local("2026-11-29", 23, 59), to: local("2026-11-30", 0, 1), plants: plants,
          todos: todos, entryDays: entries
        ).isEmpty)
    }
  }

  @Test func wateringAfterTheEveReminderCancelsTheDayReminder() {
    withTimeZone("UTC") {
      let monstera = Plant(id: 12, name: "Monstera", intervalDays: 7)
      let entries = written("2026-12-01", "2026-12-20")
      let before = WateringSchedule.status(
        for: monstera, lastWatered: day("2026-11-29"), today: day("2026-12-05"))
      expectEqual(
        due(
          from: utc("2026-12-05", 9), to: utc("2026-12-05", 11), plants: [before],
          entryDays: entries
        ).map(\.key), ["plant-eve:12:2026-12-06"])
      // Watered on the eve at 15:00: the next day moves to 12-12, so 12-06 12:00 is quiet.
      let after = WateringSchedule.status(
        for: monstera, lastWatered: day("2026-12-05"), today: day("2026-12-05"))
      #expect(
        due(
          from: utc("2026-12-05", 11), to: utc("2026-12-07", 0), plants: [after],
          entryDays: entries
        ).isEmpty)
      // Watered on the day before noon: no reminder at noon either.
      let early = WateringSchedule.status(
        for: monstera, lastWatered: day("2026-12-06"), today: day("2026-12-06"))
      #expect(
        due(
          from: utc("2026-12-06", 8), to: utc("2026-12-06", 13), plants: [early],
          entryDays: entries
        ).isEmpty)
    }
  }

  @Test func diaryOnlyOnDaysWithoutAnEntry() {
    withTimeZone("UTC") {
      let reminders = due(
        from: utc("2026-11-27", 12), to: utc("2026-11-30", 12),
        entryDays: [day("2026-11-28")])
      expectEqual(reminders.map(\.key), ["diary:2026-11-27", "diary:2026-11-29"])
      expectEqual(reminders.map(\.target), ["day:2026-11-27", "day:2026-11-29"])
      expectEqual(
        reminders.map(\.message), Array(repeating: "You have not written today", count: 2))
    }
  }

  @Test func todosDueTomorrowButNotDoneOnes() {
    withTimeZone("UTC") {
      let todos = [
        Todo(id: 5, title: "Buy soil", due: day("2026-11-30")),
        Todo(id: 6, title: "Done already", due: day("2026-11-30"), doneAt: utc("2026-11-29", 9)),
        Todo(id: 7, title: "Undated"),
        Todo(id: 8, title: "Later", due: day("2026-12-03")),
      ]
      let reminders = due(
        from: utc("2026-11-29", 0), to: utc("2026-11-30", 0), todos: todos,
        entryDays: [day("2026-11-29")])
      expectEqual(
        reminders,
        [
          Reminder(
            key: "todo-eve:5:2026-11-30", kind: .todoEve, message: "Due tomorrow: Buy soil",
            target: "todo:5", fireAt: utc("2026-11-29", 20))
        ])
    }
  }

  @Test func waterPaceOnlyInZeroCaffeineModeWhenBehind() {
    withTimeZone("UTC") {
      let zero = GoalSettings(mode: .zeroCaffeine, waterGoalMl: 2000)
      let entries: Set<Day> = [day("2026-11-29")]
      let window = (utc("2026-11-29", 14), utc("2026-11-29", 16))
      let behind = due(
        from: window.0, to: window.1, entryDays: entries,
        intake: [day("2026-11-29"): IntakeTotals(waterMl: 900)], goal: zero)
      expectEqual(
        behind,
        [
          Reminder(
            key: "water-pace:2026-11-29", kind: .waterPace,
            message: "Drink some water: 900 of 2000 ml so far (1000 ml by 15:00 keeps pace)",
            target: "day:2026-11-29", fireAt: utc("2026-11-29", 15))
        ])
      #expect(
        due(
          from: window.0, to: window.1, entryDays: entries,
          intake: [day("2026-11-29"): IntakeTotals(waterMl: 1000)], goal: zero
        ).isEmpty)
      #expect(due(from: window.0, to: window.1, entryDays: entries, goal: GoalSettings()).isEmpty)
    }
  }

  @Test func waterPaceIsAnEvenShareOfTheWakingDay() {
    func pace(_ hour: Int, _ minute: Int = 0) -> Double? {
      ReminderTime(hour: hour, minute: minute).map {
        ReminderSchedule.waterPace(goalMl: 2800, at: $0)
      }
    }
    expectEqual(pace(6), 0)
    expectEqual(pace(8), 0)
    expectEqual(pace(9), 200)
    expectEqual(pace(15), 1400)
    expectEqual(pace(15, 30), 1500)
    expectEqual(pace(22), 2800)
    expectEqual(pace(23, 59), 2800)
  }

  @Test func disabledKindsAndCustomTimes() {
    withTimeZone("UTC") {
      var settings = ReminderSettings()
      settings.setEnabled(false, .diary)
      settings.setEnabled(false, .plantDay)
      if let time = ReminderTime(text: "7:45") { settings.setTime(time, of: .plantEve) }
      let reminders = due(
        from: utc("2026-12-04", 0), to: utc("2026-12-07", 0), plants: [plant(next: "2026-12-06")],
        settings: settings)
      expectEqual(reminders.map(\.key), ["plant-eve:12:2026-12-06"])
      expectEqual(reminders.map(\.fireAt), [utc("2026-12-05", 7, 45)])
    }
  }

  @Test func archivedPlantsAreQuiet() {
    withTimeZone("UTC") {
      var status = plant(next: "2026-12-06")
      status.plant.archived = true
      #expect(
        due(
          from: utc("2026-12-04", 0), to: utc("2026-12-07", 0), plants: [status],
          entryDays: written("2026-12-03", "2026-12-08")
        ).isEmpty)
    }
  }

  @Test func settingsParseFromRawKeys() {
    let settings = ReminderSettings(settings: [
      "reminder_plant_eve_time": "09:15", "reminder_diary_enabled": "0",
      "reminder_todo_eve_time": "25:00", "reminder_water_pace_enabled": "1",
    ])
    expectEqual(settings.time(of: .plantEve).description, "09:15")
    expectEqual(settings.time(of: .todoEve).description, "20:00")
    expectEqual(settings.time(of: .plantDay).description, "12:00")
    expectEqual(settings.time(of: .diary).description, "23:00")
    expectEqual(settings.time(of: .waterPace).description, "15:00")
    #expect(!settings.isEnabled(.diary))
    #expect(settings.isEnabled(.waterPace))
    expectEqual(ReminderSettings.timeKey(.plantDay), "reminder_plant_day_time")
    expectEqual(ReminderSettings.enabledKey(.waterPace), "reminder_water_pace_enabled")
    expectEqual(ReminderTime(hour: 24, minute: 0), nil)
  }
}
