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
  /// - `caffeineTime`: caffeine-limit mode only, at most once a day: `leadMinutes` before the
  ///   first of `usualCaffeineTimes` by which the day's `caffeine` records come near the limit.
  public static func due(
    between start: Timestamp, and end: Timestamp,
    plants: [WateringStatus], todos: [Todo], entryDays: Set<Day>,
    intake: [Day: IntakeTotals], goal: GoalSettings, settings: ReminderSettings,
    caffeine: [Intake] = [], usualCaffeineTimes: [ReminderTime] = [],
    language: Language = .en
  ) -> [Reminder] {
    let text = ReminderText.self
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
      // A seasonal plant's rhythm from its next watering on.
      let days = plant.interval(on: status.next)
      let every =
        days == 1 ? text.everyDay.text(language) : text.everyDays.text(language, "\(days)")
      for (kind, day) in [
        (ReminderKind.plantEve, status.next.adding(days: -1)),
        (.plantDay, status.next),
      ] {
        guard let instant = fireInstant(kind, on: day) else { continue }
        result.append(
          Reminder(
            key: "\(kind.rawValue):\(plant.id):\(status.next.iso)", kind: kind,
            message: kind == .plantEve
              ? text.waterTomorrow.text(language, plant.name, every)
              : text.waterToday.text(language, plant.name, every),
            target: "plant:\(plant.id)", fireAt: instant))
      }
    }

    for todo in todos where !todo.isDone {
      guard let due = todo.due, let instant = fireInstant(.todoEve, on: due.adding(days: -1))
      else { continue }
      result.append(
        Reminder(
          key: "\(ReminderKind.todoEve.rawValue):\(todo.id):\(due.iso)", kind: .todoEve,
          message: text.dueTomorrow.text(language, todo.title), target: "todo:\(todo.id)",
          fireAt: instant))
    }

    // A window can start or end near midnight: look one day to each side.
    let days = LocalTime.day(of: start).adding(days: -1)
      .through(LocalTime.day(of: end).adding(days: 1))
    for day in days {
      if !entryDays.contains(day), let instant = fireInstant(.diary, on: day) {
        result.append(
          Reminder(
            key: "\(ReminderKind.diary.rawValue):\(day.iso)", kind: .diary,
            message: text.notWritten.text(language), target: "day:\(day.iso)", fireAt: instant))
      }
      if goal.mode == .caffeineLimit, settings.isEnabled(.caffeineTime),
        let reminder = caffeineTimeReminder(
          on: day, between: start, and: end, caffeine: caffeine, usual: usualCaffeineTimes,
          goal: goal, language: language)
      {
        result.append(reminder)
      }
      if goal.mode == .zeroCaffeine, let instant = fireInstant(.waterPace, on: day) {
        let time = settings.time(of: .waterPace)
        let pace = waterPace(goalMl: goal.waterGoalMl, at: time)
        let water = intake[day]?.waterMl ?? 0
        if water < pace {
          result.append(
            Reminder(
              key: "\(ReminderKind.waterPace.rawValue):\(day.iso)", kind: .waterPace,
              message: text.behindPace.text(
                language, Journal.number(water.rounded()), Journal.number(goal.waterGoalMl),
                Journal.number(pace.rounded()), time.description),
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

  /// The day's usual-caffeine-time reminder, if one of its instants is in the window and
  /// the caffeine recorded before it is near the limit; the first such usual time wins.
  private static func caffeineTimeReminder(
    on day: Day, between start: Timestamp, and end: Timestamp, caffeine: [Intake],
    usual: [ReminderTime], goal: GoalSettings, language: Language
  ) -> Reminder? {
    for time in usual {
      let at = CaffeineHabit.reminderTime(for: time)
      let instant = LocalTime.timestamp(of: day, hour: at.hour, minute: at.minute)
      var totals = IntakeTotals()
      for intake in caffeine where intake.day == day && intake.at < instant {
        totals.add(intake, settings: goal)
      }
      guard CaffeineHabit.isNearLimit(totals.caffeineMg, limitMg: goal.caffeineLimitMg) else {
        continue
      }
      guard instant > start && instant <= end else { return nil }
      let so = Journal.number(totals.caffeineMg.rounded())
      let limit = Journal.number(goal.caffeineLimitMg)
      let message =
        totals.caffeineMg >= goal.caffeineLimitMg
        ? ReminderText.caffeineReached.text(language, time.description, so, limit)
        : ReminderText.caffeineNear.text(language, time.description, so, limit)
      return Reminder(
        key: "\(ReminderKind.caffeineTime.rawValue):\(day.iso)", kind: .caffeineTime,
        message: message, target: "day:\(day.iso)", fireAt: instant)
    }
    return nil
  }

  private static func order(_ kind: ReminderKind) -> Int {
    ReminderKind.allCases.firstIndex(of: kind) ?? 0
  }
}

/// Reminder messages, written in the language of the process that delivers them.
enum ReminderText: String, Localized {
  case everyDay, everyDays, waterTomorrow, waterToday, dueTomorrow, notWritten, behindPace
  case caffeineNear, caffeineReached

  var translation: Translation {
    switch self {
    case .everyDay: Translation("every day", ko: "매일", ja: "毎日")
    case .everyDays: Translation("every {0} days", ko: "{0}일마다", ja: "{0}日ごと")
    case .waterTomorrow:
      Translation(
        "Water {0} tomorrow ({1})", ko: "내일 {0}에 물을 주세요 ({1})",
        ja: "明日 {0} に水をあげましょう（{1}）")
    case .waterToday:
      Translation(
        "Water {0} today ({1})", ko: "오늘 {0}에 물을 주세요 ({1})",
        ja: "今日 {0} に水をあげましょう（{1}）")
    case .dueTomorrow: Translation("Due tomorrow: {0}", ko: "내일 마감: {0}", ja: "明日が期限: {0}")
    case .notWritten:
      Translation("You have not written today", ko: "오늘 아직 일기를 쓰지 않았어요", ja: "今日はまだ日記を書いていません")
    case .behindPace:
      Translation(
        "Drink some water: {0} of {1} ml so far ({2} ml by {3} keeps pace)",
        ko: "물을 마셔요: 지금까지 {1} ml 중 {0} ml ({3}까지 {2} ml면 제 속도)",
        ja: "水を飲みましょう: ここまで {1} ml 中 {0} ml（{3} までに {2} ml でペース通り）")
    case .caffeineNear:
      Translation(
        "Your usual caffeine time is {0}: {1} of {2} mg today, near the limit",
        ko: "평소 카페인 시간 {0}: 오늘 {2} mg 중 {1} mg, 한도에 가까워요",
        ja: "いつものカフェインの時間 {0}: 今日は {2} mg 中 {1} mg、上限が近いです")
    case .caffeineReached:
      Translation(
        "Your usual caffeine time is {0}: {1} of {2} mg today, the limit is reached",
        ko: "평소 카페인 시간 {0}: 오늘 {2} mg 중 {1} mg, 한도에 이르렀어요",
        ja: "いつものカフェインの時間 {0}: 今日は {2} mg 中 {1} mg、上限に達しました")
    }
  }
}
