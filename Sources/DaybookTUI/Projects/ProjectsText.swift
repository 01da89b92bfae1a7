import DaybookCore

/// Every text of the projects screen.
public enum ProjectsText: String, Localized {
  case title, filterOpen, filterAll, empty, loading, progress, addPrompt, renamePrompt
  case notePrompt, added, saved, noneSelected, needsTitle, titleTaken
  case keyPrevious, keyNext, keyFilter, keyAdd, keyRename, keyStatus, keyNote, keyTodos
  case keyClose, keySave, keyCancel, keyOpenScreen, todoFilter, keyClearProject

  public var translation: Translation {
    switch self {
    case .title: Translation("Projects", ko: "프로젝트", ja: "プロジェクト")
    case .filterOpen: Translation("planned and active", ko: "예정과 진행 중", ja: "予定と進行中")
    case .filterAll: Translation("all", ko: "전체", ja: "すべて")
    case .empty:
      Translation(
        "No projects here. a adds one; f shows other statuses.",
        ko: "프로젝트가 없습니다. a로 추가, f로 다른 상태 보기.",
        ja: "プロジェクトはありません。a で追加、f で他の状態。")
    case .loading: Translation("loading…", ko: "불러오는 중…", ja: "読み込み中…")
    case .progress: Translation("{0}/{1} todos", ko: "할 일 {0}/{1}", ja: "やること {0}/{1}")
    case .addPrompt: Translation("New project: ", ko: "새 프로젝트: ", ja: "新しいプロジェクト: ")
    case .renamePrompt: Translation("Title: ", ko: "제목: ", ja: "タイトル: ")
    case .notePrompt: Translation("Add to notes: ", ko: "메모에 추가: ", ja: "メモに追加: ")
    case .added: Translation("Added project “{0}”", ko: "프로젝트 “{0}” 추가", ja: "プロジェクト「{0}」を追加")
    case .saved: Translation("Saved “{0}” ({1})", ko: "“{0}” 저장 ({1})", ja: "「{0}」を保存（{1}）")
    case .noneSelected:
      Translation("No project selected", ko: "선택한 프로젝트가 없습니다", ja: "プロジェクトが選ばれていません")
    case .needsTitle:
      Translation("A project needs a title", ko: "프로젝트에는 제목이 필요합니다", ja: "プロジェクトにはタイトルが要ります")
    case .titleTaken:
      Translation(
        "A project named “{0}” already exists", ko: "“{0}” 프로젝트가 이미 있습니다",
        ja: "「{0}」というプロジェクトはもうあります")
    case .keyPrevious: Translation("previous", ko: "이전", ja: "前へ")
    case .keyNext: Translation("next", ko: "다음", ja: "次へ")
    case .keyFilter: Translation("filter by status", ko: "상태별 거르기", ja: "状態で絞り込み")
    case .keyAdd: Translation("add", ko: "추가", ja: "追加")
    case .keyRename: Translation("rename", ko: "이름 바꾸기", ja: "名前を変更")
    case .keyStatus: Translation("next status", ko: "다음 상태", ja: "次の状態")
    case .keyNote: Translation("add a note line", ko: "메모 한 줄 추가", ja: "メモを一行追加")
    case .keyTodos: Translation("its todos", ko: "할 일 보기", ja: "やることを見る")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .keySave: Translation("save", ko: "저장", ja: "保存")
    case .keyCancel: Translation("cancel", ko: "취소", ja: "取り消し")
    case .keyOpenScreen: Translation("projects", ko: "프로젝트", ja: "プロジェクト")
    case .todoFilter: Translation("project {0}", ko: "프로젝트 {0}", ja: "プロジェクト {0}")
    case .keyClearProject:
      Translation("all projects", ko: "모든 프로젝트", ja: "すべてのプロジェクト")
    }
  }
}
