import DaybookCore

/// Texts of the intake records screen and its form.
enum IntakeRecordsText: String, Localized, CaseIterable {
  case title, empty, loading, caffeineTotal, waterTotal, otherTotal, goalMet, goalMissed
  case keyUp, keyDown, keyAdd, keyEdit, keyDelete, keyUndo, keyClose, footer, openRecords
  case addTitle, editTitle, fieldKind, fieldAmount, fieldTime, fieldNote, kindHint
  case amountHint, formFooter, badAmount, badTime, parsed
  case saved, deleted, restored, noneSelected, nothingToUndo

  var translation: Translation {
    switch self {
    case .title: Translation("Intake · {0}", ko: "섭취 · {0}", ja: "摂取 · {0}")
    case .empty:
      Translation("Nothing recorded on this day", ko: "이날 기록 없음", ja: "この日の記録なし")
    case .loading: Translation("Loading…", ko: "불러오는 중…", ja: "読み込み中…")
    case .caffeineTotal:
      Translation("caffeine {0} mg", ko: "카페인 {0} mg", ja: "カフェイン {0} mg")
    case .waterTotal: Translation("water {0} ml", ko: "물 {0} ml", ja: "水 {0} ml")
    case .otherTotal: Translation("other {0} ml", ko: "기타 {0} ml", ja: "その他 {0} ml")
    case .goalMet: Translation("goal met", ko: "목표 달성", ja: "目標達成")
    case .goalMissed: Translation("goal not kept", ko: "목표 못 지킴", ja: "目標を守れず")
    case .keyUp: Translation("previous record", ko: "위 기록", ja: "前の記録")
    case .keyDown: Translation("next record", ko: "아래 기록", ja: "次の記録")
    case .keyAdd: Translation("add a record", ko: "기록 추가", ja: "記録を追加")
    case .keyEdit: Translation("edit", ko: "고치기", ja: "編集")
    case .keyDelete: Translation("delete", ko: "지우기", ja: "削除")
    case .keyUndo: Translation("undo delete", ko: "지우기 취소", ja: "削除を取り消す")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .footer:
      Translation(
        "a add · e edit · d delete · u undo · Esc close",
        ko: "a 추가 · e 고치기 · d 지우기 · u 취소 · Esc 닫기",
        ja: "a 追加 · e 編集 · d 削除 · u 取り消し · Esc 閉じる")
    case .openRecords:
      Translation(
        "intake records of the calendar's day", ko: "달력에서 고른 날의 섭취 기록",
        ja: "カレンダーの日の摂取記録")
    case .addTitle: Translation("New record · {0}", ko: "새 기록 · {0}", ja: "新しい記録 · {0}")
    case .editTitle: Translation("Record #{0}", ko: "기록 #{0}", ja: "記録 #{0}")
    case .fieldKind: Translation("Kind", ko: "종류", ja: "種類")
    case .fieldAmount: Translation("Amount", ko: "양", ja: "量")
    case .fieldTime: Translation("Time", ko: "시각", ja: "時刻")
    case .fieldNote: Translation("Note", ko: "메모", ja: "メモ")
    case .kindHint: Translation("←/→ change", ko: "←/→ 바꾸기", ja: "←/→ 切り替え")
    case .amountHint:
      Translation(
        "75mg, 1shot, 250ml, 1L, 150", ko: "75mg, 1샷, 250ml, 1L, 150",
        ja: "75mg, 1ショット, 250ml, 1L, 150")
    case .formFooter:
      Translation(
        "Tab next field · Ctrl-S save · Esc cancel", ko: "Tab 다음 칸 · Ctrl-S 저장 · Esc 취소",
        ja: "Tab 次の欄 · Ctrl-S 保存 · Esc 取り消し")
    case .badAmount:
      Translation(
        "not an amount (75mg, 250ml, 1shot)", ko: "양이 아닙니다 (75mg, 250ml, 1샷)",
        ja: "量ではありません (75mg, 250ml, 1ショット)")
    case .badTime:
      Translation("not a time (HH:MM)", ko: "시각이 아닙니다 (HH:MM)", ja: "時刻ではありません (HH:MM)")
    case .parsed: Translation("→ {0}", ko: "→ {0}", ja: "→ {0}")
    case .saved: Translation("Saved {0}", ko: "{0} 저장함", ja: "{0} を保存しました")
    case .deleted:
      Translation("Deleted {0} · u undo", ko: "{0} 지움 · u 취소", ja: "{0} を削除 · u 取り消し")
    case .restored: Translation("Restored {0}", ko: "{0} 되살림", ja: "{0} を戻しました")
    case .noneSelected:
      Translation("No record selected", ko: "고른 기록이 없습니다", ja: "記録が選ばれていません")
    case .nothingToUndo:
      Translation("Nothing to undo", ko: "취소할 것이 없습니다", ja: "取り消すものがありません")
    }
  }
}
