import DaybookCore

/// The texts of a todo opened on its own (`Enter` on the todo list or the Today pane).
enum TodoDetailText: Localized {
  case title, done, due, project, noNotes, openKey, notesTooLarge
  case keyScroll, keyDown, keyUp, keyPageDown, keyPageUp, keyTop, keyBottom

  var translation: Translation {
    switch self {
    case .title: Translation("Todo", ko: "할 일", ja: "やること")
    case .done: Translation("done", ko: "완료", ja: "完了")
    case .due: Translation("due {0}", ko: "마감 {0}", ja: "期限 {0}")
    case .project: Translation("project {0}", ko: "프로젝트 {0}", ja: "プロジェクト {0}")
    case .noNotes: Translation("No notes", ko: "메모 없음", ja: "メモなし")
    case .keyScroll: Translation("scroll", ko: "스크롤", ja: "スクロール")
    case .keyDown: Translation("scroll down", ko: "아래로", ja: "下へ")
    case .keyUp: Translation("scroll up", ko: "위로", ja: "上へ")
    case .keyPageDown: Translation("page down", ko: "다음 쪽", ja: "次のページ")
    case .keyPageUp: Translation("page up", ko: "이전 쪽", ja: "前のページ")
    case .keyTop: Translation("top", ko: "맨 위", ja: "先頭")
    case .keyBottom: Translation("bottom", ko: "맨 아래", ja: "末尾")
    case .openKey: Translation("open todo", ko: "할 일 열기", ja: "やることを開く")
    case .notesTooLarge:
      Translation(
        "(notes too large to render: shown as written)", ko: "(메모가 너무 커서 쓴 그대로 보여 줍니다)",
        ja: "（メモが大きすぎるため書いたまま表示）")
    }
  }
}
