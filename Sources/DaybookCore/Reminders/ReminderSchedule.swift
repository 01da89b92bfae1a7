/// Which reminders fall due in a window of time, from the journal's data as it is now.
/// Pure: no clock, no database; instants come from `LocalTime`, so `TZ` and its
/// daylight-saving rules apply.
public enum ReminderSchedule {
  /// The reminders whose fire instant is in `start <.. end` (after `start`, up to and including
  /// `end`), oldest first. Fire instants are local wall-clock times of calendar days, made with
  /// `LocalTime.timestamp(of:hour:minute:)`, so a daylight-saving change neither skips nor
  /// repeats one.
  ///
  /// - Plants (`plantEve`, `plantDay`): the day before the next watering and on the day. The
  ///   statuses must be current: a watering moves `next`, so a reminder for the old day is
  ///   never produced once the plant was watered (watering after the eve reminder cancels the
  ///   one on the day).
  /// - `diary`: on each day with no entry in `entryDays`.
  /// - `todoEve`: on the day before each open todo's due day.
  /// - `waterPace`: zero-caffeine mode only, when the day's water in `intake` is below
  ///   `waterPace(goalMl:at:)` at the reminder's time.
  public static func due(
    between start: Timestamp, and end: Timestamp,
    plants: [WateringStatus], todos: [Todo], entryDays: Set<Day>,
    intake: [Day: IntakeTotals], goal: GoalSettings, settings: ReminderSettings
  ) -> [Reminder] {
    guard start < end else { return [] }
    func fireInstant(_ kind: ReminderKind, on day: Day) -> Timestamp? {
      guard settings.isEnabled(kind) else { return nil }
      let time = settings.time(of: kind)
      let instant = LocalTime.timestamp(of: day, hour: time.hour, minute: time.minute)
      return instant > start && instant <= end ? instant : nil
    }
    var result: [Reminder] = []

    for status in plants where !status.plant.archived {
      let plant = status.plant
      let every = Text.every(plant.intervalDays)
      for (kind, day) in [(ReminderKind.plantEve, status.next.adding(days: -1)),
        (.plantDay, status.next)]
      {
        guard let instant = fireInstant(kind, on: day) else { continue }
        result.append(
          Reminder(
            key: "\(kind.rawValue):\(plant.id):\(status.next.iso)", kind: kind,
            message: kind == .plantEve
              ? Text.waterTomorrow(plant.name, every) : Text.waterToday(plant.name, every),
            target: "plant:\(plant.id)", fireAt: instant))
      }
    }

    for todo in todos where !todo.isDone {
      guard let due = todo.due, let instant = fireInstant(.todoEve, on: due.adding(days: -1))
      else { continue }
      result.append(
        Reminder(
          key: "\(ReminderKind.todoEve.rawValue):\(todo.id):\(due.iso)", kind: .todoEve,
          message: Text.dueTomorrow(todo.title), target: "todo:\(todo.id)", fireAt: instant))
    }

    // A window can start or end near midnight: look one day to each side.
    let days = LocalTime.day(of: start).adding(days: -1)
      .through(LocalTime.day(of: end).adding(days: 1))
    for day in days {
      if !entryDays.contains(day), let instant = fireInstant(.diary, on: day) {
        result.append(
          Reminder(
            key: "\(ReminderKind.diary.rawValue):\(day.iso)", kind: .diary,
            message: Text.notWritten, target: "day:\(day.iso)", fireAt: instant))
      }
      if goal.mode == .zeroCaffeine, let instant = fireInstant(.waterPace, on: day) {
        let time = settings.time(of: .waterPace)
        let pace = waterPace(goalMl: goal.waterGoalMl, at: time)
        let water = intake[day]?.waterMl ?? 0
        if water < pace {
          result.append(
            Reminder(
              key: "\(ReminderKind.waterPace.rawValue):\(day.iso)", kind: .waterPace,
              message: Text.behindPace(
                water: water, goal: goal.waterGoalMl, pace: pace, time: time),
              target: "day:\(day.iso)", fireAt: instant))
        }
      }
    }

    return result.sorted {
      ($0.fireAt, order($0.kind), $0.key) < ($1.fireAt, order($1.kind), $1.key)
    }
  }

  /// The first hour of the waking day the water pace counts from.
  public static let wakingStartHour = 8
  /// How many hours the waking day lasts (08:00 to 22:00).
  public static let wakingHours = 14

  /// How much water should be drunk by a time of day to reach the goal evenly over the
  /// waking day: `goal × (hours since 08:00) / 14`, clamped to 0…goal (0 before 08:00, the
  /// whole goal from 22:00). At 15:00 that is half the goal.
  public static func waterPace(goalMl: Double, at time: ReminderTime) -> Double {
    let hours = Double(time.hour - wakingStartHour) + Double(time.minute) / 60
    let fraction = min(max(hours / Double(wakingHours), 0), 1)
    return max(goalMl, 0) * fraction
  }

  private static func order(_ kind: ReminderKind) -> Int {
    ReminderKind.allCases.firstIndex(of: kind) ?? 0
  }
}

private enum Text {
  static func every(_ days: Int) -> String { days == 1 ? "every day" : "every \(days) days" }
  static func waterTomorrow(_ name: String, _ every: String) -> String {
    "Water \(name) tomorrow (\(every))"
  }
  static func waterToday(_ name: String, _ every: String) -> String {
    "Water \(name) today (\(every))"
  }
  static func dueTomorrow(_ title: String) -> String { "Due tomorrow: \(title)" }
  static let notWritten = "You have not written today"
  static func behindPace(water: Double, goal: Double, pace: Double, time: ReminderTime)
    -> String
  {
    "Drink some water: \(Journal.number(water.rounded())) of \(Journal.number(goal)) ml so far"
      + " (\(Journal.number(pace.rounded())) ml by \(time) keeps pace)"
  }
}
