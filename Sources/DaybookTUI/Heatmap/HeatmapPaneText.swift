import DaybookCore

/// The Heatmap pane's texts: key help, streaks, counts and metric names.
enum HeatmapPaneText: String, Localized {
  case previousDay, nextDay, previousWeek, nextWeek, open, cycleMetric
  case streakLong, streakLongOne, streakShort, streakCurrent, streakCurrentOne, streakCurrentShort
  case activityOne, activityMany, entryOne, entryMany, careOne, careMany, todoOne, todoMany
  case metricAll, metricWriting, metricCare, metricTodos, metricChanged

  static func metricName(_ metric: HeatmapFeature.Metric) -> HeatmapPaneText {
    switch metric {
    case .all: .metricAll
    case .writing: .metricWriting
    case .care: .metricCare
    case .todos: .metricTodos
    }
  }

  var translation: Translation {
    switch self {
    case .previousDay: Translation("previous day", ko: "전날", ja: "前の日")
    case .nextDay: Translation("next day", ko: "다음 날", ja: "次の日")
    case .previousWeek: Translation("previous week", ko: "지난주", ja: "前の週")
    case .nextWeek: Translation("next week", ko: "다음 주", ja: "次の週")
    case .open:
      Translation("show the day in the calendar", ko: "달력에서 그날 보기", ja: "カレンダーでその日を見る")
    case .cycleMetric:
      Translation(
        "metric: all, writing, care, todos", ko: "기준: 전체, 일기, 돌봄, 할 일",
        ja: "指標: すべて、日記、世話、やること")
    case .streakLong:
      Translation(
        "Current streak {0} days · Longest {1}", ko: "현재 연속 {0}일 · 최장 {1}일",
        ja: "現在の連続 {0}日 · 最長 {1}日")
    case .streakLongOne:
      Translation(
        "Current streak {0} day · Longest {1}", ko: "현재 연속 {0}일 · 최장 {1}일",
        ja: "現在の連続 {0}日 · 最長 {1}日")
    case .streakShort:
      Translation("Streak {0} · Longest {1}", ko: "연속 {0} · 최장 {1}", ja: "連続 {0} · 最長 {1}")
    case .streakCurrent:
      Translation("Current streak {0} days", ko: "현재 연속 {0}일", ja: "現在の連続 {0}日")
    case .streakCurrentOne:
      Translation("Current streak {0} day", ko: "현재 연속 {0}일", ja: "現在の連続 {0}日")
    case .streakCurrentShort: Translation("Streak {0}", ko: "연속 {0}", ja: "連続 {0}")
    case .activityOne: Translation("{0} activity", ko: "활동 {0}건", ja: "活動 {0}件")
    case .activityMany: Translation("{0} activities", ko: "활동 {0}건", ja: "活動 {0}件")
    case .entryOne: Translation("{0} entry", ko: "일기 {0}편", ja: "日記 {0}件")
    case .entryMany: Translation("{0} entries", ko: "일기 {0}편", ja: "日記 {0}件")
    case .careOne: Translation("{0} care event", ko: "돌봄 {0}회", ja: "世話 {0}回")
    case .careMany: Translation("{0} care events", ko: "돌봄 {0}회", ja: "世話 {0}回")
    case .todoOne: Translation("{0} todo done", ko: "할 일 {0}개 완료", ja: "やること {0}件完了")
    case .todoMany: Translation("{0} todos done", ko: "할 일 {0}개 완료", ja: "やること {0}件完了")
    case .metricAll: Translation("all", ko: "전체", ja: "すべて")
    case .metricWriting: Translation("writing", ko: "일기", ja: "日記")
    case .metricCare: Translation("care", ko: "돌봄", ja: "世話")
    case .metricTodos: Translation("todos", ko: "할 일", ja: "やること")
    case .metricChanged: Translation("Heatmap: {0}", ko: "히트맵: {0}", ja: "ヒートマップ: {0}")
    }
  }
}
