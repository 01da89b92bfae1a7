import DaybookCore
import TerminalKit

/// Texts of search, the entry list, history and attachments.
enum BrowseText: Localized {
  // Search
  case searchTitle, searchHint, searchNoResults, searchRecentTitle, searchProblem
  case searchCount, searchCountAll, searchLoadingMore
  case kindEntry, kindTodo, kindCare
  case keyOpen, keyChoose, keyClose, keyDeleteRecent, keyClearRecent, keyUseRecent
  // Entry list
  case listTitle, onThisDayTitle, listEmpty, onThisDayEmpty, listLoading
  case keyOpenDay, keyOnThisDay, keyAllEntries, keyPage, keyEnds, keyEntryList
  // History
  case historyTitle, historyEmpty, historySize, historyCurrent, historyRevertPrompt
  case historyReverted, keyView, keyRevert, keyBack, keyScroll, keyDiff
  // Attachments
  case attachmentsTitle, attachPromptTitle, attachPromptHint, attached, removePrompt
  case removed, opened, openerMissing, openFailed, noEntryToAttach, keyAttach
  case keyOpenAttachment, keyRemoveAttachment, keySelectAttachment

  var translation: Translation {
    switch self {
    case .searchTitle: Translation("Search", ko: "검색", ja: "検索")
    case .searchHint:
      Translation(
        "Words, #tag, mood:good, from:2026-01-01, to:, plant:name",
        ko: "단어, #태그, mood:good, from:2026-01-01, to:, plant:이름",
        ja: "単語、#タグ、mood:good、from:2026-01-01、to:、plant:名前")
    case .searchNoResults:
      Translation("Nothing matches “{0}”", ko: "“{0}”와 일치하는 항목이 없습니다", ja: "「{0}」に一致するものはありません")
    case .searchCount:
      Translation("{0} of {1}", ko: "{1}개 중 {0}개", ja: "{1}件中{0}件")
    case .searchCountAll: Translation("{0} results", ko: "결과 {0}개", ja: "{0}件")
    case .searchLoadingMore: Translation("loading more…", ko: "더 불러오는 중…", ja: "続きを読み込み中…")
    case .searchRecentTitle: Translation("Recent searches", ko: "최근 검색", ja: "最近の検索")
    case .searchProblem:
      Translation("Not understood: {0}", ko: "이해하지 못함: {0}", ja: "解釈できません: {0}")
    case .kindEntry: Translation("entry", ko: "일기", ja: "日記")
    case .kindTodo: Translation("todo", ko: "할 일", ja: "ToDo")
    case .kindCare: Translation("care", ko: "돌봄", ja: "お世話")
    case .keyOpen: Translation("open", ko: "열기", ja: "開く")
    case .keyChoose: Translation("choose", ko: "선택", ja: "選択")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .keyDeleteRecent: Translation("forget one", ko: "하나 지우기", ja: "一件削除")
    case .keyClearRecent: Translation("forget all", ko: "모두 지우기", ja: "すべて削除")
    case .keyUseRecent: Translation("search again", ko: "다시 검색", ja: "再検索")
    case .listTitle: Translation("Entries", ko: "일기 목록", ja: "日記一覧")
    case .onThisDayTitle: Translation("On this day · {0}", ko: "이날의 일기 · {0}", ja: "この日の日記 · {0}")
    case .listEmpty: Translation("No entries yet.", ko: "아직 일기가 없습니다.", ja: "まだ日記がありません。")
    case .onThisDayEmpty:
      Translation(
        "Nothing written on {0} in earlier years.", ko: "이전 해의 {0}에 쓴 일기가 없습니다.",
        ja: "過去の年の{0}に書いた日記はありません。")
    case .listLoading: Translation("Loading…", ko: "불러오는 중…", ja: "読み込み中…")
    case .keyOpenDay: Translation("open", ko: "열기", ja: "開く")
    case .keyOnThisDay: Translation("on this day", ko: "이날의 일기", ja: "この日の日記")
    case .keyAllEntries: Translation("all entries", ko: "모든 일기", ja: "すべての日記")
    case .keyPage: Translation("page", ko: "페이지", ja: "ページ")
    case .keyEnds: Translation("ends", ko: "처음/끝", ja: "最初/最後")
    case .keyEntryList: Translation("entry list", ko: "일기 목록", ja: "日記一覧")
    case .historyTitle: Translation("History · {0}", ko: "수정 기록 · {0}", ja: "変更履歴 · {0}")
    case .historyEmpty:
      Translation(
        "No saved versions of this day yet.", ko: "이날 저장된 버전이 아직 없습니다.",
        ja: "この日の保存された版はまだありません。")
    case .historySize: Translation("{0} chars · {1} words", ko: "{0}자 · {1}단어", ja: "{0}文字 · {1}語")
    case .historyCurrent: Translation("current", ko: "현재", ja: "現在")
    case .historyRevertPrompt:
      Translation(
        "Put the entry back as it was at {0}? (The text now is kept in the history.)",
        ko: "{0} 시점의 내용으로 되돌릴까요? (지금 내용은 기록에 남습니다.)",
        ja: "{0}の内容に戻しますか?(今の内容は履歴に残ります。)")
    case .historyReverted:
      Translation("Reverted to the version of {0}", ko: "{0} 버전으로 되돌렸습니다", ja: "{0}の版に戻しました")
    case .keyView: Translation("view", ko: "보기", ja: "表示")
    case .keyRevert: Translation("revert", ko: "되돌리기", ja: "元に戻す")
    case .keyBack: Translation("back", ko: "뒤로", ja: "戻る")
    case .keyScroll: Translation("scroll", ko: "스크롤", ja: "スクロール")
    case .keyDiff: Translation("changes since", ko: "지금과 다른 줄", ja: "今との違い")
    case .attachmentsTitle: Translation("Attachments", ko: "첨부 파일", ja: "添付ファイル")
    case .attachPromptTitle:
      Translation("Attach a file to {0}", ko: "{0}에 파일 첨부", ja: "{0}にファイルを添付")
    case .attachPromptHint:
      Translation(
        "Path of the file (~ is your home); it is copied into the journal",
        ko: "파일 경로 (~는 홈 폴더). 일기 폴더로 복사됩니다",
        ja: "ファイルのパス(~はホーム)。日記のフォルダにコピーされます")
    case .attached: Translation("Attached {0}", ko: "{0} 첨부함", ja: "{0}を添付しました")
    case .removePrompt:
      Translation(
        "Remove {0} and delete its copy?", ko: "{0}을(를) 빼고 사본을 삭제할까요?",
        ja: "{0}を外してコピーを削除しますか?")
    case .removed: Translation("Removed {0}", ko: "{0} 삭제함", ja: "{0}を削除しました")
    case .opened: Translation("Opened {0}", ko: "{0} 열었음", ja: "{0}を開きました")
    case .openerMissing:
      Translation(
        "xdg-open is not installed; the file is at {0}", ko: "xdg-open이 없습니다. 파일 위치: {0}",
        ja: "xdg-open がありません。ファイルの場所: {0}")
    case .openFailed:
      Translation("Cannot open {0}: {1}", ko: "{0}을(를) 열 수 없음: {1}", ja: "{0}を開けません: {1}")
    case .noEntryToAttach:
      Translation(
        "Write something on this day before attaching a file",
        ko: "파일을 첨부하기 전에 이날 일기를 먼저 쓰세요",
        ja: "ファイルを添付する前にこの日の日記を書いてください")
    case .keyAttach: Translation("attach file", ko: "파일 첨부", ja: "ファイル添付")
    case .keyOpenAttachment: Translation("open file", ko: "파일 열기", ja: "ファイルを開く")
    case .keyRemoveAttachment: Translation("remove file", ko: "파일 삭제", ja: "ファイル削除")
    case .keySelectAttachment: Translation("choose file", ko: "파일 선택", ja: "ファイル選択")
    }
  }
}

/// A key table of a browse screen: keys and their help, shown in the box title and `?`.
struct BrowseKey: Equatable, Sendable {
  var keys: [String]
  var help: BrowseText

  init(_ keys: [String], _ help: BrowseText) {
    self.keys = keys
    self.help = help
  }

  func matches(_ key: Key) -> Bool { keys.contains(key.description) }

  static func bindings(_ table: [BrowseKey], _ language: Language) -> [KeyBinding] {
    table.map { KeyBinding(keys: $0.keys, help: $0.help.text(language)) }
  }

  /// `Enter open · ↑↓ choose · Esc close`, for the last line of a box.
  static func footer(_ table: [BrowseKey], _ language: Language) -> String {
    table.map { shownKeys($0.keys) + " " + $0.help.text(language) }.joined(separator: " · ")
  }

  private static func shownKeys(_ keys: [String]) -> String {
    keys == ["Up", "Down"] ? "↑↓" : keys.joined(separator: "/")
  }

  /// Draws an overlay box with `title` on its border and `keys` on its last inside row;
  /// returns the inside above the keys, one column in from each side.
  static func frame(
    _ title: String, keys: [BrowseKey], _ state: AppState, _ canvas: inout Canvas, _ box: Rect
  ) -> Rect {
    frame(title, keyLine: footer(keys, state.language), state, &canvas, box)
  }

  /// Draws an overlay box with `title` on its border and a key line on its last inside row;
  /// returns the inside above the keys, one column in from each side.
  static func frame(
    _ title: String, keyLine: String, _ state: AppState, _ canvas: inout Canvas, _ box: Rect
  ) -> Rect {
    frame(title, keyLine: keyLine, theme: state.theme, &canvas, box)
  }

  /// The same box for a view that is handed only its theme, not the whole `AppState`.
  static func frame(
    _ title: String, keyLine: String, theme: Theme, _ canvas: inout Canvas, _ box: Rect
  ) -> Rect {
    let inner = OverlayView.frame(title, theme: theme, &canvas, box)
      .inset(horizontal: 1, vertical: 0)
    guard inner.height >= 2 else { return inner }
    let last = inner.row(inner.height - 1)
    canvas.draw(
      TextWidth.truncate(keyLine, toWidth: last.width), x: last.x, y: last.y,
      style: theme.style(.muted), maxWidth: last.width)
    return Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - 1)
  }
}
