import DaybookCore

/// The texts of the todo screen, the todo form and the statistics screen.
enum TodoText: Localized {
  case screenTitle, statusOpen, statusDone, statusAll, importantOnly, tagFilter
  case dueAny, dueOverdue, dueToday, dueNext7, dueLater
  case sortDue, sortCreated, sortTitle, sortImportance
  case range, empty, searchPrompt, tagPrompt, loading
  case keyOpen, keyAdd, keyEdit, keyDone, keyImportant, keyDelete, keyUndo, keySearch, keyStatus
  case keyImportantOnly, keyTag, keyDue, keySort, keyAllProjects, keyDown, keyUp, keyPageDown
  case keyPageUp, keyFirst, keyLast, keyBack, keyAccept, keyClear, keyMove
  case deleted, restored, nothingToUndo, noneSelected
  case formAddTitle, formEditTitle, fieldTitle, fieldNote, fieldTags, fieldDue, fieldImportant
  case yes, no, notADate, titleNeeded, dueHint, saved
  case keyNextField, keyPreviousField, keyFormEnter, keyToggle, keySave, keyCancel
  case statsTitle, statsWeek, statsMonth, statsCaffeine, statsWater, statsGoal
  case statsAverage, statsMet, statsNoRecords

  var translation: Translation {
    switch self {
    case .screenTitle: Translation("Todos", ko: "할 일", ja: "やること")
    case .statusOpen: Translation("Open", ko: "진행 중", ja: "未完了")
    case .statusDone: Translation("Done", ko: "완료", ja: "完了")
    case .statusAll: Translation("All", ko: "전체", ja: "すべて")
    case .importantOnly: Translation("! only", ko: "중요만", ja: "重要のみ")
    case .tagFilter: Translation("#{0}", ko: "#{0}", ja: "#{0}")
    case .dueAny: Translation("any day", ko: "모든 날짜", ja: "全期間")
    case .dueOverdue: Translation("overdue", ko: "기한 지남", ja: "期限切れ")
    case .dueToday: Translation("due today", ko: "오늘 마감", ja: "今日まで")
    case .dueNext7: Translation("next 7 days", ko: "7일 이내", ja: "7日以内")
    case .dueLater: Translation("later", ko: "나중", ja: "それ以降")
    case .sortDue: Translation("by due day", ko: "마감일순", ja: "期限順")
    case .sortCreated: Translation("newest first", ko: "최신순", ja: "新しい順")
    case .sortTitle: Translation("by title", ko: "제목순", ja: "タイトル順")
    case .sortImportance: Translation("important first", ko: "중요도순", ja: "重要度順")
    case .range: Translation("{0} of {1}", ko: "{1}개 중 {0}", ja: "{1}件中 {0}")
    case .empty: Translation("No todos match", ko: "맞는 할 일이 없습니다", ja: "該当するやることはありません")
    case .searchPrompt: Translation("/ ", ko: "/ ", ja: "/ ")
    case .tagPrompt: Translation("tag: ", ko: "태그: ", ja: "タグ: ")
    case .keyOpen: Translation("open", ko: "열기", ja: "開く")
    case .keyAdd: Translation("add", ko: "추가", ja: "追加")
    case .keyEdit: Translation("edit", ko: "편집", ja: "編集")
    case .keyDone: Translation("done", ko: "완료", ja: "完了")
    case .keyImportant: Translation("important", ko: "중요", ja: "重要")
    case .keyDelete: Translation("delete", ko: "삭제", ja: "削除")
    case .keyUndo: Translation("undo", ko: "되돌리기", ja: "元に戻す")
    case .keySearch: Translation("search", ko: "검색", ja: "検索")
    case .keyStatus: Translation("state", ko: "상태", ja: "状態")
    case .keyImportantOnly: Translation("important", ko: "중요", ja: "重要")
    case .keyTag: Translation("tag", ko: "태그", ja: "タグ")
    case .keyDue: Translation("due", ko: "기한", ja: "期限")
    case .keySort: Translation("sort", ko: "정렬", ja: "並び順")
    case .keyAllProjects:
      Translation("all projects", ko: "모든 프로젝트", ja: "すべてのプロジェクト")
    case .keyDown: Translation("next", ko: "다음", ja: "次")
    case .keyUp: Translation("previous", ko: "이전", ja: "前")
    case .keyPageDown: Translation("page down", ko: "다음 쪽", ja: "次のページ")
    case .keyPageUp: Translation("page up", ko: "이전 쪽", ja: "前のページ")
    case .keyFirst: Translation("first", ko: "처음", ja: "最初")
    case .keyLast: Translation("last", ko: "마지막", ja: "最後")
    case .keyBack: Translation("back", ko: "뒤로", ja: "戻る")
    case .keyAccept: Translation("done", ko: "완료", ja: "完了")
    case .keyClear: Translation("clear", ko: "지우기", ja: "消去")
    case .keyMove: Translation("list", ko: "목록", ja: "一覧")
    case .loading: Translation("Loading…", ko: "불러오는 중…", ja: "読み込み中…")
    case .deleted:
      Translation("Deleted “{0}” · u undo", ko: "“{0}” 삭제함 · u 되돌리기", ja: "「{0}」を削除 · u 元に戻す")
    case .restored: Translation("Restored “{0}”", ko: "“{0}” 되살림", ja: "「{0}」を復元")
    case .nothingToUndo: Translation("Nothing to undo", ko: "되돌릴 것이 없습니다", ja: "元に戻すものはありません")
    case .noneSelected: Translation("Select a todo", ko: "할 일을 고르세요", ja: "やることを選んでください")
    case .formAddTitle: Translation("New todo", ko: "새 할 일", ja: "新しいやること")
    case .formEditTitle: Translation("Edit todo #{0}", ko: "할 일 #{0} 편집", ja: "やること #{0} を編集")
    case .fieldTitle: Translation("Title", ko: "제목", ja: "タイトル")
    case .fieldNote: Translation("Note", ko: "메모", ja: "メモ")
    case .fieldTags: Translation("Tags", ko: "태그", ja: "タグ")
    case .fieldDue: Translation("Due", ko: "마감", ja: "期限")
    case .fieldImportant: Translation("Important", ko: "중요", ja: "重要")
    case .yes: Translation("[x] yes", ko: "[x] 예", ja: "[x] はい")
    case .no: Translation("[ ] no", ko: "[ ] 아니요", ja: "[ ] いいえ")
    case .notADate: Translation("not a date", ko: "날짜가 아님", ja: "日付ではありません")
    case .titleNeeded: Translation("needs a title", ko: "제목이 필요합니다", ja: "タイトルが必要です")
    case .keyNextField: Translation("next field", ko: "다음 칸", ja: "次の欄")
    case .keyPreviousField: Translation("previous field", ko: "이전 칸", ja: "前の欄")
    case .keyFormEnter:
      Translation(
        "next field (new line in the note)", ko: "다음 칸 (메모에서는 줄 바꿈)",
        ja: "次の欄（メモでは改行）")
    case .keyToggle: Translation("toggles", ko: "전환", ja: "切替")
    case .keySave: Translation("save", ko: "저장", ja: "保存")
    case .keyCancel: Translation("cancel", ko: "취소", ja: "取消")
    case .dueHint:
      Translation(
        "2026-12-03, 12/5, today, tomorrow, fri, next fri, +3d",
        ko: "2026-12-03, 12/5, 내일, 모레, 금요일, 다음 주 금요일, +3d",
        ja: "2026-12-03, 12/5, 明日, 明後日, 金曜日, 来週の金曜日, +3d")
    case .saved: Translation("Saved “{0}”", ko: "“{0}” 저장함", ja: "「{0}」を保存")
    case .statsTitle: Translation("Statistics", ko: "통계", ja: "統計")
    case .statsWeek: Translation("Week", ko: "주간", ja: "週")
    case .statsMonth: Translation("Month", ko: "월간", ja: "月")
    case .statsCaffeine: Translation("Caffeine (mg)", ko: "카페인 (mg)", ja: "カフェイン (mg)")
    case .statsWater: Translation("Water (ml)", ko: "물 (ml)", ja: "水 (ml)")
    case .statsGoal: Translation("goal {0}", ko: "목표 {0}", ja: "目標 {0}")
    case .statsAverage:
      Translation(
        "average {0} mg caffeine · {1} ml water a day",
        ko: "하루 평균 카페인 {0} mg · 물 {1} ml", ja: "1日平均 カフェイン {0} mg · 水 {1} ml")
    case .statsMet:
      Translation(
        "goal met on {0} of {1} logged days", ko: "기록한 {1}일 중 {0}일 목표 달성",
        ja: "記録した{1}日中{0}日 目標達成")
    case .statsNoRecords: Translation("no records", ko: "기록 없음", ja: "記録なし")
    }
  }
}
