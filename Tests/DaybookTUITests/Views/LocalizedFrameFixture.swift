import TerminalKit

@testable import DaybookCore
@testable import DaybookTUI

/// A busy day for frames in every language: late, due and later plants, todos in four
/// buckets, an entry with mood and weather, intake, heatmap counts and unread reminders.
enum LocalizedFrameFixture {
  static func state(_ language: Language, width: Int, height: Int, focus: Pane) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.settings.language = language.rawValue
    state.focus = focus
    let today = Fixture.today
    let entry = Entry(
      id: 1, day: today, title: "오늘은 몬스테라에 물을 줬다 🌿",
      body: "잎이 하나 더 나왔다. 日本語のメモも少し 🌱 and some English.", mood: .good,
      weather: .rain)
    _ = AppReducer.reduce(&state, .entryLoaded(day: today, entry: entry, draft: nil))
    let plants: [TodaySnapshot.PlantWatering] = [
      .init(
        plant: Plant(id: 1, name: "몬스테라", intervalDays: 7), lastWatered: today.adding(days: -9)),
      .init(plant: Plant(id: 2, name: "ポトス", intervalDays: 3), lastWatered: today.adding(days: -3)),
      .init(
        plant: Plant(id: 3, name: "Fern 🌿", intervalDays: 5), lastWatered: today.adding(days: -2)),
    ]
    let todos = [
      Todo(id: 1, title: "세금 신고", due: today.adding(days: -1), important: true),
      Todo(id: 2, title: "植え替えの土を買う", due: today),
      Todo(id: 3, title: "Call mom 📞", due: today, doneAt: Fixture.now - 600),
      Todo(id: 4, title: "책 반납하기", due: today.adding(days: 4)),
      Todo(id: 5, title: "いつか読む本"),
    ]
    let intakes = [
      Intake(id: 1, kind: .caffeine, amount: 1, unit: .shot, at: Fixture.now - 3600)
    ]
    _ = AppReducer.reduce(
      &state,
      .today(
        .loaded(
          TodaySnapshot(
            today: today, plants: plants, todos: todos, intakes: intakes, goal: GoalSettings()))))
    var marks: [Day: DayMarks] = [:]
    marks[today] = DayMarks(hasEntry: true, careKinds: [.water])
    marks[today.adding(days: -3)] = DayMarks(hasEntry: true, todosDone: 1)
    _ = AppReducer.reduce(
      &state,
      .calendar(
        .monthLoaded(
          month: today.firstOfMonth, marks: marks,
          goals: [today.adding(days: -1): true, today.adding(days: -2): false])))
    var counts: [Day: Int] = [:]
    for offset in 0..<40 where offset % 3 != 1 { counts[today.adding(days: -offset)] = offset % 5 }
    _ = AppReducer.reduce(
      &state,
      .heatmap(
        .countsLoaded(
          from: state.heatmap.first, to: state.heatmap.end, metric: .all, counts: counts,
          streaks: Streaks(current: 1, longest: 12))))
    _ = AppReducer.reduce(
      &state,
      .heatmap(
        .historyStreaksLoaded(
          metric: .all, through: state.heatmap.end, streaks: Streaks(current: 1, longest: 12))))
    state.unreadCount = 2
    return state
  }

  /// Three delivered reminders, the newest two unread.
  static let notifications = [
    NotificationRecord(
      id: 3, key: "plant-day:1:2026-11-29", kind: "plant-day",
      message: "오늘 몬스테라에 물을 주세요 (7일마다)", target: "plant:1", firedAt: Fixture.now),
    NotificationRecord(
      id: 2, key: "plant-eve:2:2026-11-29", kind: "plant-eve",
      message: "明日 ポトス に水をあげましょう（3日ごと）", target: "plant:2",
      firedAt: Fixture.now - 2 * 3600),
    NotificationRecord(
      id: 1, key: "diary:2026-11-28", kind: "diary", message: "You have not written today 📝",
      target: "day:2026-11-28", firedAt: Fixture.now - 13 * 3600, readAt: Fixture.now - 3600),
  ]

  /// The state with the notification centre open on `notifications`.
  static func centre(_ language: Language, width: Int, height: Int) -> AppState {
    var state = state(language, width: width, height: height, focus: .calendar)
    state.destination = .notifications(
      NotificationCentreFeature.State(items: notifications, selection: 1, isLoaded: true))
    return state
  }
}
