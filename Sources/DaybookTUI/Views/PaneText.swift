import DaybookCore

/// Texts of the calendar legend and the selected day's summary under the calendar.
enum PaneText: Localized {
  case legendEntry, legendCare, legendDone, legendGoal
  case noEntry, loading
  case care(CareKind)
  case todosDone, todosDue, goalMet, goalMissed

  static var allCases: [PaneText] {
    [.legendEntry, .legendCare, .legendDone, .legendGoal, .noEntry, .loading]
      + CareKind.allCases.map { .care($0) } + [.todosDone, .todosDue, .goalMet, .goalMissed]
  }

  var translation: Translation {
    switch self {
    case .legendEntry: Translation("entry", ko: "일기", ja: "日記")
    case .legendCare: Translation("care", ko: "돌봄", ja: "世話")
    case .legendDone: Translation("done", ko: "완료", ja: "完了")
    case .legendGoal: Translation("goal", ko: "목표", ja: "目標")
    case .noEntry: Translation("No entry", ko: "일기 없음", ja: "日記なし")
    case .loading: Translation("…", ko: "…", ja: "…")
    case .care(let kind):
      switch kind {
      case .water: Translation("watered", ko: "물주기", ja: "水やり")
      case .repot: Translation("repotted", ko: "분갈이", ja: "植え替え")
      case .fertilize: Translation("fertilized", ko: "비료", ja: "肥料")
      case .treat: Translation("treated", ko: "치료", ja: "手当て")
      case .note: Translation("note", ko: "메모", ja: "メモ")
      }
    case .todosDone: Translation("{0} done", ko: "{0}개 완료", ja: "{0}件完了")
    case .todosDue: Translation("{0} due", ko: "{0}개 마감", ja: "{0}件期限")
    case .goalMet: Translation("goal met", ko: "목표 달성", ja: "目標達成")
    case .goalMissed: Translation("goal not kept", ko: "목표 못 지킴", ja: "目標を守れず")
    }
  }
}
