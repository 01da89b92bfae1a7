import DaybookCore

/// The Calendar pane's texts: key help, prompts, status messages and the legend.
enum CalendarPaneText: String, Localized {
  case previousDay, nextDay, previousWeek, nextWeek, previousMonth, nextMonth, today, goTo
  case cycleFilter, open, jumpToDate, cancel, deleteCharacter
  case goToPrompt, careFilter, notADate
  case legendLong, legendMedium, legendShort, legendShortest

  var translation: Translation {
    switch self {
    case .previousDay: Translation("previous day", ko: "전날", ja: "前の日")
    case .nextDay: Translation("next day", ko: "다음 날", ja: "次の日")
    case .previousWeek: Translation("previous week", ko: "지난주", ja: "前の週")
    case .nextWeek: Translation("next week", ko: "다음 주", ja: "次の週")
    case .previousMonth: Translation("previous month", ko: "지난달", ja: "前の月")
    case .nextMonth: Translation("next month", ko: "다음 달", ja: "次の月")
    case .today: Translation("today", ko: "오늘", ja: "今日")
    case .goTo:
      Translation(
        "go to date (12/5, fri, 2026-12-05)", ko: "날짜로 이동 (12/5, 내일, 금요일)",
        ja: "日付へ移動（12/5、明日、金曜日）")
    case .cycleFilter: Translation("filter care kind", ko: "돌봄 종류 거르기", ja: "世話の種類で絞る")
    case .open: Translation("open day", ko: "그날 열기", ja: "その日を開く")
    case .jumpToDate: Translation("jump to the date", ko: "그 날짜로 이동", ja: "その日付へ移動")
    case .cancel: Translation("cancel", ko: "취소", ja: "キャンセル")
    case .deleteCharacter: Translation("delete a character", ko: "한 글자 지우기", ja: "1文字消す")
    case .goToPrompt: Translation("Go to: {0}_", ko: "이동: {0}_", ja: "移動: {0}_")
    case .careFilter: Translation("Care filter: {0}", ko: "돌봄 필터: {0}", ja: "世話の絞り込み: {0}")
    case .notADate: Translation("Not a date: {0}", ko: "날짜가 아닙니다: {0}", ja: "日付ではありません: {0}")
    case .legendLong:
      Translation(
        "• entry  ~ care  ○ due  ≈ water  ✓ done  + goal met  - missed",
        ko: "• 일기  ~ 돌봄  ○ 마감  ≈ 물 줄 날  ✓ 완료  + 목표 달성  - 못 지킴",
        ja: "• 日記  ~ 世話  ○ 期限  ≈ 水やり予定  ✓ 完了  + 目標達成  - 守れず")
    case .legendMedium:
      Translation(
        "•entry ~care ○due ≈water ✓done +met -missed",
        ko: "•일기 ~돌봄 ○마감 ≈물 ✓완료 +지킴 -못 지킴", ja: "•日記 ~世話 ○期限 ≈水 ✓完了 +守れた -守れず")
    case .legendShort:
      Translation(
        "•entry ~care ○due ≈water ✓done", ko: "•일기 ~돌봄 ○마감 ≈물 ✓완료",
        ja: "•日記 ~世話 ○期限 ≈水 ✓完了")
    case .legendShortest:
      Translation("• ~ ○ ≈ ✓ + -", ko: "• ~ ○ ≈ ✓ + -", ja: "• ~ ○ ≈ ✓ + -")
    }
  }
}
