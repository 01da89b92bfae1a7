import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Composing text in the user's editor (see `ExternalEditor`), with its failures as the
/// command line words them.
enum Editor {
  /// Opens the editor on a private file in the journal's folder holding `initialText` (a
  /// template; usually empty) and returns what was saved in it.
  static func compose(environment: [String: String], initialText: String = "", folder: String)
    throws(CommandError) -> String
  {
    do throws(ExternalEditor.Failure) {
      return try ExternalEditor.edit(initialText, in: folder, environment: environment)
    } catch {
      switch error {
      case .cannotCreateFile(let code), .cannotRead(let code):
        throw .failure(ExternalEditorText.cannotCreateTemp, String(cString: strerror(code)))
      case .cannotStart(let program):
        throw .failure(ExternalEditorText.cannotStart, program)
      case .failed(let program, let status):
        throw .failure(ExternalEditorText.editorFailed, program, String(status))
      }
    }
  }
}

enum ExternalEditorText: String, Localized {
  case cannotCreateTemp, cannotStart, editorFailed

  var translation: Translation {
    switch self {
    case .cannotCreateTemp:
      Translation(
        "cannot make the file to edit: {0}", ko: "편집할 파일을 만들 수 없습니다: {0}",
        ja: "編集用のファイルを作れません: {0}")
    case .cannotStart:
      Translation(
        "could not start the editor \"{0}\"; nothing written",
        ko: "편집기 \"{0}\"을(를) 시작할 수 없습니다. 아무것도 쓰지 않았습니다",
        ja: "エディタ「{0}」を起動できません。何も書き込んでいません")
    case .editorFailed:
      Translation(
        "the editor \"{0}\" exited with status {1}; nothing written",
        ko: "편집기 \"{0}\"이(가) 상태 {1}(으)로 끝났습니다. 아무것도 쓰지 않았습니다",
        ja: "エディタ「{0}」が状態 {1} で終了しました。何も書き込んでいません")
    }
  }
}
