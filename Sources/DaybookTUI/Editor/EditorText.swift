import DaybookCore

/// The editor's texts: key help, status messages and the words in its header.
enum EditorText: String, Localized {
  case startEditing, chooseMood, chooseWeather, history, undo, redo, save, externalEditor
  case star, nothingToStar, sectionCount, undoTyping, redoTyping
  case scrollUp, scrollDown, scrollPageUp, scrollPageDown, scrollToTop, scrollToBottom
  case leaveEditing, saveKeepEditing, newLine, insertTab, deleteBackward, deleteForward
  case cursorLeft, cursorRight, cursorUp, cursorDown, pageUp, pageDown, lineStart, lineEnd
  case wordLeft, wordRight, killToEnd, killToStart, killWordBackward, yank, previousChoice
  case nextChoice, choose, cancel, restoredDraft, saved, nothingToSave, nothingToUndo
  case nothingToRedo, externalEditorCancelled, externalEditorUnchanged, pasteNeedsEditing
  case nulRefused, merged, keptBoth, changedElsewhere, pasteTooLarge
  case emptyHint, unsaved, mood, weather
  case writingMode, barStop, barExternalEditor, discardChanges, discardQuestion, discarded
  case keptChanges, nothingToDiscard

  var translation: Translation {
    switch self {
    case .startEditing: Translation("write (edit the entry)", ko: "쓰기 (일기 편집)", ja: "書く（日記を編集）")
    case .chooseMood: Translation("choose mood", ko: "기분 고르기", ja: "気分を選ぶ")
    case .chooseWeather: Translation("choose weather", ko: "날씨 고르기", ja: "天気を選ぶ")
    case .history: Translation("revision history", ko: "수정 기록", ja: "変更履歴")
    case .star: Translation("star / unstar", ko: "별표 달기/떼기", ja: "スターを付ける/外す")
    case .nothingToStar:
      Translation(
        "Write something first: there is no entry to star", ko: "먼저 글을 쓰세요: 별표를 달 일기가 없습니다",
        ja: "先に書いてください: スターを付ける日記がありません")
    case .sectionCount:
      Translation("{0} sections", ko: "구역 {0}개", ja: "{0} 節")
    case .undo: Translation("undo", ko: "되돌리기", ja: "元に戻す")
    case .redo: Translation("redo", ko: "다시 하기", ja: "やり直す")
    case .undoTyping: Translation("undo while writing", ko: "쓰는 중 되돌리기", ja: "書きながら元に戻す")
    case .redoTyping: Translation("redo while writing", ko: "쓰는 중 다시 하기", ja: "書きながらやり直す")
    case .save: Translation("save", ko: "저장", ja: "保存")
    case .externalEditor: Translation("edit in $EDITOR", ko: "$EDITOR로 편집", ja: "$EDITOR で編集")
    case .scrollUp: Translation("scroll up", ko: "위로 스크롤", ja: "上へスクロール")
    case .scrollDown: Translation("scroll down", ko: "아래로 스크롤", ja: "下へスクロール")
    case .scrollPageUp: Translation("scroll a page up", ko: "한 쪽 위로", ja: "1ページ上へ")
    case .scrollPageDown: Translation("scroll a page down", ko: "한 쪽 아래로", ja: "1ページ下へ")
    case .scrollToTop: Translation("scroll to the top", ko: "맨 위로", ja: "先頭へ")
    case .scrollToBottom: Translation("scroll to the bottom", ko: "맨 아래로", ja: "末尾へ")
    case .leaveEditing:
      Translation("stop editing (saves changes)", ko: "편집 끝내기 (변경 저장)", ja: "編集を終える（変更を保存）")
    case .saveKeepEditing: Translation("save, keep editing", ko: "저장하고 계속 편집", ja: "保存して編集を続ける")
    case .newLine: Translation("new line", ko: "줄 바꾸기", ja: "改行")
    case .insertTab: Translation("insert spaces", ko: "공백 넣기", ja: "空白を入れる")
    case .deleteBackward: Translation("delete before the cursor", ko: "커서 앞 지우기", ja: "カーソルの前を消す")
    case .deleteForward: Translation("delete at the cursor", ko: "커서 위치 지우기", ja: "カーソル位置を消す")
    case .cursorLeft: Translation("cursor left", ko: "커서 왼쪽", ja: "カーソル左")
    case .cursorRight: Translation("cursor right", ko: "커서 오른쪽", ja: "カーソル右")
    case .cursorUp: Translation("cursor up a screen row", ko: "커서 한 줄 위", ja: "カーソルを1行上へ")
    case .cursorDown: Translation("cursor down a screen row", ko: "커서 한 줄 아래", ja: "カーソルを1行下へ")
    case .pageUp: Translation("cursor up a page", ko: "커서 한 쪽 위", ja: "カーソルを1ページ上へ")
    case .pageDown: Translation("cursor down a page", ko: "커서 한 쪽 아래", ja: "カーソルを1ページ下へ")
    case .lineStart: Translation("start of line", ko: "줄 처음", ja: "行頭")
    case .lineEnd: Translation("end of line", ko: "줄 끝", ja: "行末")
    case .wordLeft: Translation("word left", ko: "앞 단어", ja: "前の単語")
    case .wordRight: Translation("word right", ko: "다음 단어", ja: "次の単語")
    case .killToEnd: Translation("cut to end of line", ko: "줄 끝까지 잘라내기", ja: "行末まで切り取る")
    case .killToStart: Translation("cut to start of line", ko: "줄 처음까지 잘라내기", ja: "行頭まで切り取る")
    case .killWordBackward:
      Translation("cut word before the cursor", ko: "커서 앞 단어 잘라내기", ja: "カーソル前の単語を切り取る")
    case .yank: Translation("paste the last cut", ko: "마지막으로 잘라낸 것 붙이기", ja: "最後に切り取ったものを貼る")
    case .previousChoice: Translation("previous choice", ko: "이전 항목", ja: "前の選択肢")
    case .nextChoice: Translation("next choice", ko: "다음 항목", ja: "次の選択肢")
    case .choose: Translation("choose", ko: "고르기", ja: "選ぶ")
    case .cancel: Translation("cancel", ko: "취소", ja: "キャンセル")
    case .restoredDraft:
      Translation("Restored unsaved draft", ko: "저장하지 않은 초안을 복원했습니다", ja: "未保存の下書きを復元しました")
    case .saved: Translation("Saved", ko: "저장했습니다", ja: "保存しました")
    case .nothingToSave: Translation("No changes to save", ko: "저장할 변경이 없습니다", ja: "保存する変更はありません")
    case .nothingToUndo: Translation("Nothing to undo", ko: "되돌릴 것이 없습니다", ja: "元に戻すものはありません")
    case .nothingToRedo: Translation("Nothing to redo", ko: "다시 할 것이 없습니다", ja: "やり直すものはありません")
    case .externalEditorCancelled:
      Translation(
        "External editor cancelled; nothing changed",
        ko: "외부 편집기를 취소했습니다. 바뀐 것이 없습니다",
        ja: "外部エディタは取り消されました。変更はありません")
    case .externalEditorUnchanged:
      Translation(
        "No changes from the external editor",
        ko: "외부 편집기에서 바뀐 것이 없습니다",
        ja: "外部エディタでの変更はありません")
    case .merged:
      Translation(
        "Saved, merged with text saved elsewhere meanwhile",
        ko: "저장함. 그사이 다른 곳에서 저장된 글과 합쳤습니다",
        ja: "保存しました。その間に別の場所で保存された文と統合しました")
    case .keptBoth:
      Translation(
        "Saved both: the other text is under the ──── line · H for history",
        ko: "둘 다 저장함: 다른 글은 ──── 줄 아래에 있습니다 · H 수정 기록",
        ja: "両方を保存: もう一方の文は ──── の行の下にあります · H で履歴")
    case .changedElsewhere:
      Translation(
        "Changed elsewhere; your text will be merged on save",
        ko: "다른 곳에서 바뀌었습니다. 저장할 때 합칩니다",
        ja: "別の場所で変更されました。保存時に統合します")
    case .nulRefused:
      Translation(
        "Not inserted: the text has a NUL byte (at byte {0})",
        ko: "넣지 않았습니다: 글에 NUL 바이트가 있습니다 ({0}번째 바이트)",
        ja: "挿入しませんでした: テキストに NUL バイトがあります（{0} バイト目）")
    case .pasteTooLarge:
      Translation(
        "Not pasted: the paste is {0}, and an entry may hold at most {1}",
        ko: "붙여 넣지 않았습니다: 붙여 넣을 글이 {0}이고, 일기 한 편은 최대 {1}까지입니다",
        ja: "貼り付けませんでした: 貼り付ける文章は {0} で、日記一つは最大 {1} までです")
    case .pasteNeedsEditing:
      Translation(
        "Press i to edit, then paste",
        ko: "i를 눌러 편집한 뒤 붙여 넣으세요",
        ja: "i で編集を始めてから貼り付けてください")
    case .emptyHint:
      Translation(
        "Press i to write about this day",
        ko: "i를 눌러 이날의 일기를 쓰세요",
        ja: "i を押してこの日のことを書きましょう")
    case .unsaved: Translation("● unsaved", ko: "● 저장 안 됨", ja: "● 未保存")
    case .mood: Translation("Mood", ko: "기분", ja: "気分")
    case .weather: Translation("Weather", ko: "날씨", ja: "天気")
    case .writingMode: Translation("WRITING", ko: "쓰는 중", ja: "書き込み中")
    case .barStop: Translation("stop & save", ko: "끝내고 저장", ja: "終えて保存")
    case .barExternalEditor: Translation("$EDITOR", ko: "$EDITOR", ja: "$EDITOR")
    case .discardChanges:
      Translation("discard changes", ko: "변경 버리기", ja: "変更を破棄")
    case .discardQuestion:
      Translation(
        "Discard the changes since the last save? y/n",
        ko: "마지막 저장 뒤의 변경을 버릴까요? y/n",
        ja: "最後に保存してからの変更を破棄しますか？ y/n")
    case .discarded:
      Translation(
        "Changes discarded; the last saved text is back (Alt-z brings them back)",
        ko: "변경을 버리고 마지막으로 저장한 글로 되돌렸습니다 (Alt-z로 되살리기)",
        ja: "変更を破棄し、最後に保存した文に戻しました（Alt-z で戻せます）")
    case .keptChanges: Translation("Changes kept", ko: "변경을 그대로 둡니다", ja: "変更はそのままです")
    case .nothingToDiscard:
      Translation("No unsaved changes to discard", ko: "버릴 변경이 없습니다", ja: "破棄する変更はありません")
    }
  }
}
