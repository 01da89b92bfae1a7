import DaybookCore

/// The texts of a todo opened on its own (`Enter` on the todo list or the Today pane).
enum TodoDetailText: Localized {
  case title, done, due, project, noNotes, footer, openKey, notesTooLarge

  var translation: Translation {
    switch self {
    case .title: Translation("Todo", ko: "할 일", ja: "やること")
    case .done: Translation("done", ko: "완료", ja: "完了")
    case .due: Translation("due {0}", ko: "마감 {0}", ja: "期限 {0}")
    case .project: Translation("project {0}", ko: "프로젝트 {0}", ja: "プロジェクト {0}")
    case .noNotes: Translation("No notes", ko: "메모 없음", ja: "メモなし")
    case .footer:
      Translation(
        "j/k scroll · e edit · x done · ! important · Esc back",
        ko: "j/k 스크롤 · e 편집 · x 완료 · ! 중요 · Esc 뒤로",
        ja: "j/k スクロール · e 編集 · x 完了 · ! 重要 · Esc 戻る")
    case .openKey: Translation("open todo", ko: "할 일 열기", ja: "やることを開く")
    case .notesTooLarge:
      Translation(
        "(notes too large to render: shown as written)", ko: "(메모가 너무 커서 쓴 그대로 보여 줍니다)",
        ja: "（メモが大きすぎるため書いたまま表示）")
    }
  }
}
