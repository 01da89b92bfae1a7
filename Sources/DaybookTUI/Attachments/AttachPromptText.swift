import DaybookCore

/// The attach prompt's title in the help.
enum AttachPromptText: String, Localized {
  case helpTitle

  var translation: Translation {
    switch self {
    case .helpTitle:
      Translation(
        "Attach a file (A in the entry)", ko: "파일 첨부 (일기에서 A)", ja: "ファイル添付（日記で A）")
    }
  }
}
