import DaybookCore

/// The Today pane's texts: headings, key help, questions and status messages.
enum TodayPaneText: String, Localized {
  case plants, noPlants, todos, todosProgress, nothingToDo, intake, caffeineOnZeroDay
  case previousRow, nextRow, water, waterAll, undoWater, toggleDone, toggleImportant
  case addIntake, removeIntake, yes, no
  case waterAgain, waterAllOne, waterAllMany
  case undidTodo, undidIntake
  case watered, undidWatering, selectPlant, noneDue, nothingToUndo, selectTodo, noIntake
  case recorded, removed, todoDone, todoReopened, markedImportant, unmarkedImportant
  case notWatered, notHere, wateredMany, undidWateringMany

  var translation: Translation {
    switch self {
    case .plants: Translation("Plants", ko: "식물", ja: "植物")
    case .noPlants: Translation("No plants", ko: "식물 없음", ja: "植物なし")
    case .todos: Translation("Todos", ko: "할 일", ja: "やること")
    case .todosProgress:
      Translation("Todos  {0}/{1} done", ko: "할 일  {0}/{1} 완료", ja: "やること  {0}/{1} 完了")
    case .nothingToDo: Translation("Nothing to do", ko: "할 일 없음", ja: "やることなし")
    case .intake: Translation("Intake", ko: "섭취", ja: "摂取")
    case .caffeineOnZeroDay:
      Translation(
        "{0} mg on a zero-caffeine day", ko: "카페인 없는 날에 {0} mg",
        ja: "カフェインなしの日に {0} mg")
    case .previousRow: Translation("previous row", ko: "위 줄", ja: "上の行")
    case .nextRow: Translation("next row", ko: "아래 줄", ja: "下の行")
    case .water: Translation("water selected plant", ko: "고른 식물에 물주기", ja: "選んだ植物に水やり")
    case .waterAll: Translation("water all due plants", ko: "때가 된 식물 모두 물주기", ja: "期日の植物すべてに水やり")
    case .undoWater: Translation("undo (this pane)", ko: "되돌리기 (이 칸)", ja: "元に戻す（この欄）")
    case .toggleDone: Translation("todo done", ko: "할 일 완료", ja: "やること完了")
    case .toggleImportant: Translation("todo important", ko: "중요 표시", ja: "重要の印")
    case .addIntake: Translation("add a shot / a glass", ko: "한 샷 / 한 잔 추가", ja: "1ショット / 1杯追加")
    case .removeIntake: Translation("remove last intake", ko: "마지막 섭취 지우기", ja: "最後の摂取を消す")
    case .yes: Translation("yes", ko: "예", ja: "はい")
    case .no: Translation("no", ko: "아니요", ja: "いいえ")
    case .waterAgain:
      Translation(
        "{0} was already watered today. Water again? (y/n)",
        ko: "{0}에 오늘 이미 물을 줬습니다. 또 줄까요? (y/n)",
        ja: "{0} には今日もう水をあげました。もう一度あげますか？ (y/n)")
    case .waterAllOne:
      Translation(
        "Water 1 plant due today or late? (y/n)",
        ko: "오늘 또는 지난 식물 1개에 물을 줄까요? (y/n)",
        ja: "今日か期限切れの植物1つに水をあげますか？ (y/n)")
    case .waterAllMany:
      Translation(
        "Water {0} plants due today or late? (y/n)",
        ko: "오늘 또는 지난 식물 {0}개에 물을 줄까요? (y/n)",
        ja: "今日か期限切れの植物{0}つに水をあげますか？ (y/n)")
    case .watered:
      Translation(
        "Watered {0} · next {1} · u undo", ko: "{0} 물주기 완료 · 다음 {1} · u 취소",
        ja: "{0} に水やり · 次は {1} · u 取り消し")
    case .undidTodo:
      Translation("Undid the change to “{0}”", ko: "“{0}” 변경을 취소했습니다", ja: "「{0}」の変更を取り消しました")
    case .undidIntake:
      Translation("Undid {0} {1}", ko: "{0} {1} 기록을 취소했습니다", ja: "{0} {1} の記録を取り消しました")
    case .recorded:
      Translation(
        "Recorded {0} {1} · u undo", ko: "{0} {1} 기록했습니다 · u 취소",
        ja: "{0} {1} を記録しました · u 取り消し")
    case .removed:
      Translation(
        "Removed {0} {1} · i to type it again", ko: "{0} {1} 기록을 지웠습니다 · i 다시 입력",
        ja: "{0} {1} の記録を消しました · i で入力し直す")
    case .todoDone:
      Translation("Done: {0} · u undo", ko: "완료: {0} · u 취소", ja: "完了: {0} · u 取り消し")
    case .todoReopened:
      Translation(
        "Open again: {0} · u undo", ko: "다시 할 일로: {0} · u 취소", ja: "未完了に戻しました: {0} · u 取り消し")
    case .markedImportant:
      Translation(
        "Marked important: {0} · u undo", ko: "중요 표시: {0} · u 취소", ja: "重要の印: {0} · u 取り消し")
    case .unmarkedImportant:
      Translation(
        "No longer important: {0} · u undo", ko: "중요 표시 해제: {0} · u 취소",
        ja: "重要の印を外しました: {0} · u 取り消し")
    case .wateredMany:
      Translation(
        "Watered {0} plants · u undo", ko: "식물 {0}개 물주기 완료 · u 취소",
        ja: "植物{0}つに水やり · u 取り消し")
    case .undidWateringMany:
      Translation(
        "Undid watering {0} plants", ko: "식물 {0}개 물주기를 취소했습니다",
        ja: "植物{0}つの水やりを取り消しました")
    case .notWatered:
      Translation("Not watered", ko: "물을 주지 않았습니다", ja: "水やりしませんでした")
    case .notHere:
      Translation(
        "{0} is another pane's key, not Today's · ? help",
        ko: "{0} 키는 오늘 칸이 아닌 다른 칸의 키입니다 · ? 도움말",
        ja: "{0} は今日の欄ではなくほかの欄のキーです · ? ヘルプ")
    case .undidWatering:
      Translation("Undid watering {0}", ko: "{0} 물주기를 취소했습니다", ja: "{0} の水やりを取り消しました")
    case .selectPlant:
      Translation("Select a plant to water", ko: "물줄 식물을 고르세요", ja: "水をやる植物を選んでください")
    case .noneDue: Translation("No plants due today", ko: "오늘 물줄 식물이 없습니다", ja: "今日水やりの植物はありません")
    case .nothingToUndo: Translation("Nothing to undo", ko: "취소할 것이 없습니다", ja: "取り消すものはありません")
    case .selectTodo: Translation("Select a todo", ko: "할 일을 고르세요", ja: "やることを選んでください")
    case .noIntake:
      Translation(
        "No {0} recorded today", ko: "오늘 기록된 {0}이(가) 없습니다", ja: "今日の{0}の記録はありません")
    }
  }
}
