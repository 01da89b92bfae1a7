import DaybookCore

/// The texts of the prompt that saves the editor's text outside the journal's folder.
enum SaveTextText: String, Localized {
  case title, question, hint, keySave, keyBack, keyQuitLosing, saved, atRisk, helpTitle

  var translation: Translation {
    switch self {
    case .title:
      Translation("Save your text elsewhere", ko: "글을 다른 곳에 저장", ja: "文章を別の場所に保存")
    case .question:
      Translation(
        "Daybook cannot save in {0}. Type a path for a new file:",
        ko: "{0}에 저장할 수 없습니다. 새 파일의 경로를 입력하세요:",
        ja: "{0} に保存できません。新しいファイルのパスを入力してください:")
    case .hint:
      Translation(
        "An existing file is never overwritten.", ko: "이미 있는 파일은 덮어쓰지 않습니다.",
        ja: "既存のファイルは上書きしません。")
    case .keySave: Translation("save there", ko: "거기에 저장", ja: "そこに保存")
    case .keyBack: Translation("back to the text", ko: "글로 돌아가기", ja: "文章に戻る")
    case .keyQuitLosing:
      Translation("quit and lose the text", ko: "글을 버리고 종료", ja: "文章を捨てて終了")
    case .saved:
      Translation(
        "Your text is saved in {0}", ko: "글을 {0}에 저장했습니다", ja: "文章を {0} に保存しました")
    case .atRisk:
      Translation(
        "Your text is not saved anywhere: q again to save it to a file",
        ko: "글이 아무 데도 저장되지 않았습니다: q를 다시 누르면 파일로 저장합니다",
        ja: "文章はどこにも保存されていません: もう一度 q でファイルに保存します")
    case .helpTitle:
      Translation(
        "Save the text elsewhere", ko: "글을 다른 곳에 저장", ja: "文章を別の場所に保存")
    }
  }
}
