import DaybookCore

/// Texts of the intake records screen and its form.
enum IntakeRecordsText: String, Localized, CaseIterable {
  case title, empty, loading, caffeineTotal, waterTotal, otherTotal, goalMet, goalMissed
  case keyUp, keyDown, keyAdd, keyEdit, keyDelete, keyUndo, keyClose, openRecords
  case keyFirst, keyLast, keyNextField, keyPreviousField, keyPreviousKind, keyNextKind
  case keyFormEnter, keySave, keyCancel
  case addTitle, editTitle, fieldKind, fieldAmount, fieldTime, fieldNote, kindHint
  case amountHint, badAmount, badTime, parsed
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
    case .keyFirst: Translation("first record", ko: "첫 기록", ja: "最初の記録")
    case .keyLast: Translation("last record", ko: "마지막 기록", ja: "最後の記録")
    case .keyNextField: Translation("next field", ko: "다음 칸", ja: "次の欄")
    case .keyPreviousField: Translation("previous field", ko: "이전 칸", ja: "前の欄")
    case .keyPreviousKind: Translation("previous kind", ko: "이전 종류", ja: "前の種類")
    case .keyNextKind: Translation("next kind", ko: "다음 종류", ja: "次の種類")
    case .keyFormEnter:
      Translation(
        "next field (saves in the note)", ko: "다음 칸 (메모에서는 저장)", ja: "次の欄（メモでは保存）")
    case .keySave: Translation("save", ko: "저장", ja: "保存")
    case .keyCancel: Translation("cancel", ko: "취소", ja: "取り消し")
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
